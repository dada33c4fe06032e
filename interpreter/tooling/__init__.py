"""Tools built on the engine: the static checker (check), random playouts (fuzz), golden tests (golden),
the rules coverage and provenance report (coverage), the map command (map_command), benchmarks (bench),
the counterfactual hidden-information check (leaks) and the bad-input mutation fuzzer (mutate).

May import: every package above it."""
