"""The rules engine.

- Loading a game folder: game (with datacheck: cross-file data checks; attrcheck: attributes the rules read).
- Compiling rules to Python source: compiler (names and whole-program analyses), codegen (expressions),
  procgen (procedures), program (the result).
- Running it: vm (the driver of resumable procedures), runtime (what generated code calls), decisions,
  context, entities, dice, tables, library (the builtins), remembered (map searches' remembered lambda
  answers).
- Facing players: api (the playing interface), views (opaque handles for what a player may not
  identify), observation, scripted (answers for tests and tools), saves (with savecheck and digest).

May import: errors, data, map."""
