"""The rules engine: loading a game folder (game), compiling rules to Python source (compiler: names and
analyses; codegen: expressions; procgen: procedures; program: the result), running it (vm: the driver of
resumable procedures; runtime: what generated code calls; decisions, context, entities, dice, tables,
library: the builtins), the playing API (api), observations and saves.

May import: errors, data, map."""
