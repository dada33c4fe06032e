"""Greedy and IS-MCTS agents (interpreter/agents/search.py): they see only what their player sees, use the
score the game declares, and play better than random on the toy game."""
from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from pacwar.interpreter.agents import make_agent
from pacwar.interpreter.agents.search import GreedyAgent, SearchAgent, determinize, evaluate
from pacwar.interpreter.core.api import GameState
from pacwar.interpreter.core.game import load_game
from pacwar.interpreter.errors import PacwarError
from pacwar.interpreter.tooling.compare import arena

TOY = Path(__file__).parent / "fixtures" / "toy"


@pytest.fixture
def scored_toy(tmp_path):
    d = tmp_path / "toy"
    shutil.copytree(TOY, d)
    with open(d / "game.yaml", "a") as f:
        f.write('score: {expr: "vp[side]", cite: "8.1", scale: 2}\n')
    return load_game(d)


def test_determinizations_look_the_same_to_the_player_and_differ_in_what_is_hidden():
    g = load_game("orange_swan")
    st = GameState.new(g, "pearl_harbor", 3, log=False)
    rng = random.Random(0)
    moved = 0
    for _ in range(25):
        me = st.current_player()
        side = st.current_side()
        for _ in range(3):
            w = determinize(st, side, rng)
            real, seen = st.observation(me), w.observation(me)
            for k in ("pieces", "hidden_pieces", "hidden_in_boxes", "spaces", "vars", "decision"):
                assert seen[k] == real[k], k
            assert [a.label for a in w.legal_actions()] == [a.label for a in st.legal_actions()]
            assert w.st["rng"] != st.st["rng"]    # the dice to come are not the real ones
            moved += sum(w.st["pieces"][p]["loc"] != r["loc"] for p, r in st.st["pieces"].items())
        st.apply_action(rng.randrange(len(st.legal_actions())))
    assert moved > 0   # hidden pieces do change places between worlds


def test_evaluation_is_the_declared_score(scored_toy):
    st = GameState.new(scored_toy, "skirmish", 0, log=False, start=False)
    assert evaluate(st, 0) == 0.0
    st.exec("vp[@red] = 2")
    red = st.st["seats"]["red"]
    assert 0 < evaluate(st, red) < 0.9 and evaluate(st, 1 - red) == -evaluate(st, red)


def test_agent_names():
    assert isinstance(make_agent("mcts:iterations=5;depth=3", 1, 0), SearchAgent)
    assert isinstance(make_agent("greedy", 1, 0), GreedyAgent)
    with pytest.raises(PacwarError, match="takes depth, iterations, seed"):
        make_agent("mcts:width=3", 0, 0)
    with pytest.raises(PacwarError, match="NAME=NUMBER"):
        make_agent("greedy:samples=x", 0, 0)


def test_search_beats_the_random_baseline_on_the_toy(scored_toy):
    """Seeded, so the same numbers every run: with the same seeds, the search agent in the first seat loses
    fewer games and ends with a better margin than a random agent in that seat."""
    base = arena(scored_toy, "skirmish", "random", games=30, seed=0, jobs=1)["seats"][0]
    mcts = arena(scored_toy, "skirmish", "mcts:iterations=30;depth=8", games=30, seed=0, jobs=1)["seats"][0]
    assert mcts["loss"]["n"] < base["loss"]["n"]
    assert mcts["margin"]["mean"] > base["margin"]["mean"]
