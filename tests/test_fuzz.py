"""Random playouts of each playable scenario: invariants hold, every game ends, logs are reproducible.

The counts here are the ones CI runs (at least 200 playouts of each proof); `pacwar fuzz` runs more."""
import os

import pytest

from pacwar.interpreter.tooling.fuzz import fuzz
from pacwar.interpreter.core.game import load_game

JOBS = max(1, min(4, os.cpu_count() or 1))

PROOFS = [
    ("orange_swan", "pearl_harbor", 200),
    ("great_pacific_war", "first_turn_1930", 200),
    ("great_pacific_war", "scenario_1930", 16),     # whole games: a few dozen in CI, 200 by hand (notes.md)
    ("great_pacific_war", "scenario_1920s", 16),
]


@pytest.mark.parametrize("game,scenario,games", PROOFS, ids=[f"{g}:{s}" for g, s, _ in PROOFS])
def test_random_playouts(game, scenario, games):
    g = load_game(game)
    rep = fuzz(g, scenario, games, seed=1000, max_decisions=20000, replay_sample=3, jobs=JOBS)
    assert rep.ok, rep.summary()
    assert rep.games == games and rep.determinism_checked == 3
    assert sum(rep.outcomes.values()) == games


def test_a_replay_that_differs_is_a_failure(monkeypatch):
    """The replay check can fail: two runs whose logs differ are reported (here the second run's log is altered)."""
    from pacwar.interpreter.core.api import GameState
    texts = iter(["one log", "another log"] * 2)
    monkeypatch.setattr(GameState, "log_text", lambda self: next(texts))
    rep = fuzz(load_game("orange_swan"), "pearl_harbor", 2, seed=5, replay_sample=1, jobs=1)
    assert rep.determinism_checked == 1
    assert [f.seed for f in rep.failures] == [5]
    assert "different logs" in rep.failures[0].message
