"""The rules engine: loading a game folder (game), compiling rules to Python (compiler, exprs, functions,
program), running them (vm, decisions, context, entities, loops, dice, tables, library), the playing
API (api), observations and saves.

May import: errors, data, map."""
