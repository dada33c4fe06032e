"""The victory-point score a game declares as data (game.yaml `score:`), and GameState.margins()."""
from __future__ import annotations

import random

import pytest

from pacwar.interpreter.core.api import GameState
from pacwar.interpreter.core.game import load_game
from pacwar.interpreter.errors import PacwarError

from test_options import make_toy


def _toy_with_score(tmp_path, expr):
    d = make_toy(tmp_path)
    gy = d / "game.yaml"
    gy.write_text(gy.read_text() + f"score: {{expr: '{expr}', cite: \"8.1\"}}\n")
    return d


def _play(st, seed):
    rng = random.Random(seed)
    while not st.is_terminal():
        st.apply_action(rng.randrange(len(st.legal_actions())))


def test_margins_from_the_declared_score_during_play(tmp_path):
    g = load_game(_toy_with_score(tmp_path, "vp[side] * 10"))
    st = GameState.new(g, "skirmish", 2, log=False, start=False)
    assert st.margins() == [0.0, 0.0]
    st.exec("vp[@red] = 3")
    assert not st.is_terminal()
    assert st.margins() == [30.0, -30.0]
    assert st.returns() == [0.0, 0.0]   # returns() stays win/lose


def test_end_scores_are_the_scores_and_returns_unchanged(tmp_path):
    g = load_game(make_toy(tmp_path))   # declares no score:, ends with `end game scores vp`
    st = GameState.new(g, "skirmish", 0, log=False)
    assert st.margins() is None
    for seed in range(20):
        st = GameState.new(g, "skirmish", seed, log=False)
        _play(st, seed)
        r = st.result()["scores"]
        red, blue = r["red"], r["blue"]
        if red != blue:
            break
    assert st.margins() == [red - blue, blue - red]
    assert st.returns() == ([1.0, -1.0] if red > blue else [-1.0, 1.0])


def test_a_score_that_is_not_a_number_is_reported(tmp_path):
    g = load_game(_toy_with_score(tmp_path, '"many"'))
    st = GameState.new(g, "skirmish", 0, log=False)
    with pytest.raises(PacwarError, match="score of red is 'many', not a number"):
        st.margins()


def test_a_bad_score_expression_is_a_load_error(tmp_path):
    with pytest.raises(PacwarError, match="score.expr"):
        load_game(_toy_with_score(tmp_path, "vp[sde]"))


def test_great_pacific_war_declares_its_victory_points():
    g = load_game("great_pacific_war")
    st = GameState.new(g, "scenario_1930", 0, log=False)
    m = st.margins()
    assert m is not None and m[0] == -m[1]
    blue = st.eval("victory_points(@blue)")
    orange = st.eval("victory_points(@orange)")
    assert m[st.st["seats"]["blue"]] == blue - orange
