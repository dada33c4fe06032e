"""Fixed reference programs that `pacwar bench` measures the engine against, so its figures are ratios
measured in one run rather than absolute times that depend on the machine.

Hand-written Python, deliberately plain and never tuned: a random playout of a small game (connect_four)
and hand-written versions of real rules procedures on the same game data (procedures). A reference
changes only with a note in the benchmark's history, since every ratio depends on it."""
