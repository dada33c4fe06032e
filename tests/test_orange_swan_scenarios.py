"""Random playouts of Orange Swan's 1942 scenario and its three Campaigns (11.0, 12.0): invariants hold, every
game ends with a result, logs are reproducible. Small samples for CI; `pacwar fuzz` runs more by hand."""
import os

import pytest

from pacwar.interpreter.tooling.fuzz import fuzz
from pacwar.interpreter.core.game import load_game

JOBS = max(1, min(4, os.cpu_count() or 1))

SAMPLES = [
    ("midway_guadalcanal", 16),
    ("rising_swan", 8),
    ("orange_swan_campaign", 8),
    ("turning_the_tide", 6),
]


@pytest.mark.parametrize("scenario,games", SAMPLES, ids=[s for s, _ in SAMPLES])
def test_orange_swan_playouts(scenario, games):
    g = load_game("orange_swan")
    rep = fuzz(g, scenario, games, seed=2000, max_decisions=40000, replay_sample=2, jobs=JOBS)
    assert rep.ok, rep.summary()
    assert rep.games == games and rep.determinism_checked == 2
    assert sum(rep.outcomes.values()) == games
