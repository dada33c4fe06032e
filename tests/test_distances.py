"""`distances(from, ...)`: the least cost of every reachable space as a record; `from` may be a record of
starting costs, so a search goes on from where another ended (a supply line changing from sea to land at a
port). Checked on the toy map (West - Middle - East); a bad starting cost is a clear rules error."""
from __future__ import annotations

import pytest

from pacwar.interpreter.core.game import load_game
from pacwar.interpreter.errors import PacwarError

from helpers import FIXTURES, run_rules as _run


@pytest.fixture(scope="module")
def game():
    return load_game(str(FIXTURES / "toy"))


@pytest.mark.parametrize("expr,value", [
    ("distances(@west)", "{west: 0, middle: 1, east: 2}"),
    ("distances(@west, max=1)", "{west: 0, middle: 1}"),
    ("distances([@west, @east])", "{west: 0, east: 0, middle: 1}"),
    # a search going on from starting costs: East starts at 5, Middle at 1, so East is reached at 2
    ("distances({east: 5, middle: 1})", "{middle: 1, west: 2, east: 2}"),
    # a start whose cost is already over max is left out
    ("distances({east: 5, west: 0}, max=1)", "{west: 0, middle: 1}"),
    # a start is never stopped, even with a starting cost
    ("distances({middle: 2}, stop=it == @middle)", "{middle: 2, west: 3, east: 3}"),
])
def test_costs(game, expr, value):
    _run(game, f"assert {expr} == {value}")


@pytest.mark.parametrize("expr,msg", [
    ("distances({west: -1})", "a starting cost must be a whole number"),
    ('distances({west: "x"})', "a starting cost must be a whole number"),
    ("distances({nowhere: 0})", "is not a space"),
])
def test_bad_input_is_a_clear_error(game, expr, msg):
    with pytest.raises(PacwarError, match=msg):
        _run(game, f"let d = {expr}")


def test_a_step_that_costs_less_than_0_is_a_clear_error(game):
    with pytest.raises(PacwarError, match="cannot cost less than 0"):
        _run(game, "let d = distances(@west, cost=-1)")


def test_an_edge_into_a_space_reached_no_more_dearly_is_not_asked(game):
    # West - Middle - East, from Middle and East at cost 0: Middle's edge into East (reached at 0, not yet
    # visited) cannot make it cheaper and is not asked; East's into Middle leads to a space already visited
    from pacwar.interpreter.core.api import GameState
    from pacwar.interpreter.core.library.mapping import _search
    s = GameState.new(game, "skirmish")
    asked = []

    def cost(c, rec):
        asked.append((rec["from"], rec["to"]))
        return 1
    dist, _, _ = _search(s.ctx, ["middle", "east"], None, None, cost, None)
    assert dist == {"middle": 0, "east": 0, "west": 1}
    assert asked == [("middle", "west")]
