"""Adapters that put pacwar games where players and researchers already are (OpenSpiel, PettingZoo).

They are built only over the public playing interface (interpreter/core/api.py) and what one player may see
(interpreter/core/observation.py), so they cannot hand a player anything the rules hide. The shared part,
a fixed action space and a fixed-size observation tensor per scenario, is in encoding.py and needs nothing
beyond the core install."""
