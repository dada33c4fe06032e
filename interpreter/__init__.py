"""The generic pacwar engine. It names no game: everything a game knows lives in its folder under games/.

Packages, in import order (a package imports only those above it; tests/test_layout.py enforces it):

    errors      the exception types every package raises (imports nothing of ours)
    data        YAML reading with line numbers, JSON Schema validation, provenance records
    map         the map model: spaces, edges, regions, grids, geography, loading and map facts
    core        the rules engine: game loading, code generation, state, decisions, the playing API, saves
    agents      players that choose through the playing API (random, first, scripted, human)
    render      drawing maps and set-ups (SVG by our own code, PNG through matplotlib)
    tooling     tools built on the engine: static checker, fuzzer, golden tests, coverage report, map
                command, benchmarks
"""
