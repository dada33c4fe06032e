"""`reachable(..., states=, classes=)` and `nearest(...)` with a state machine over the classes of the edges: a path
search whose allowed steps depend on the path so far (a supply line of "two free hexes, then rail, then one
stretch of road", Dai Senso 10.2). Checked on a toy map where a space is first reached in a state from which the
search cannot go on, and later, more dearly, in one from which it can (docs/language.md §13, "Staged searches")."""
from __future__ import annotations

import pytest

from pacwar.interpreter.core.game import load_game
from pacwar.interpreter.errors import PacwarError

from helpers import run_rules, toy_game

# west -plain- middle -plain- east -plain- far; west -rail- spur -rail- middle
MAP = """format: pacwar-map/1
coords: plane
space_kinds: [land]
edge_kinds: [road]
attributes:
  edge:
    rail: {type: boolean, description: "a railway crosses this edge"}
spaces:
  - {id: west, name: West, kind: land, pos: [0, 0], prov: "assumed: toy"}
  - {id: middle, name: Middle, kind: land, pos: [2, 0], prov: "assumed: toy"}
  - {id: east, name: East, kind: land, pos: [3, 0], prov: "assumed: toy"}
  - {id: far, name: Far, kind: land, pos: [4, 0], prov: "assumed: toy"}
  - {id: spur, name: Spur, kind: land, pos: [1, 1], prov: "assumed: toy"}
edges:
  - {a: west, b: middle, kind: road, prov: "assumed: toy"}
  - {a: middle, b: east, kind: road, prov: "assumed: toy"}
  - {a: east, b: far, kind: road, prov: "assumed: toy"}
  - {a: west, b: spur, kind: road, attrs: {rail: true}, prov: "assumed: toy"}
  - {a: spur, b: middle, kind: road, attrs: {rail: true}, prov: "assumed: toy"}
"""

# any distance by rail, and one plain step anywhere along the line
ONE_PLAIN = '{start: {rail: "start", plain: "used"}, used: {rail: "used"}}'
CLASSES = 'classes="rail" if it.rail == true else "plain"'


@pytest.fixture(scope="module")
def game(tmp_path_factory):
    return load_game(str(toy_game(tmp_path_factory.mktemp("staged"), map_yaml=MAP)))


@pytest.mark.parametrize("expr,value", [
    # without a machine: every space
    ("reachable(@west)", "[@west, @middle, @spur, @east, @far]"),
    # Middle is first reached across the plain edge (its one plain step used), then by rail through Spur with
    # the plain step still to spend: only that second arrival goes on to East; Far would need a second plain step
    (f"reachable(@west, states={ONE_PLAIN}, {CLASSES})", "[@west, @middle, @spur, @east]"),
    # costs and max apply as usual: East costs 3 by the only line that reaches it
    (f"reachable(@west, max=2, states={ONE_PLAIN}, {CLASSES})", "[@west, @middle, @spur]"),
    # node= is asked of the spaces, whatever the state: without Spur there is no rail way round
    (f"reachable(@west, node=it != @spur, states={ONE_PLAIN}, {CLASSES})", "[@west, @middle]"),
    # edge= filters the edges before their classes are asked
    (f"reachable(@west, edge=it.to != @middle or it.from != @west, states={ONE_PLAIN}, {CLASSES})", "[@west, @spur, @middle, @east]"),
    # a start begins in state start; a list of starts each does
    (f"reachable([@east, @spur], states={ONE_PLAIN}, {CLASSES})", "[@east, @spur, @middle, @far, @west]"),
    # classes may be a list: an edge in no class of the state is not crossed
    ('reachable(@west, states={start: {a: "start"}}, classes=["a"] if it.rail == true else [])', "[@west, @spur, @middle]"),
    (f"nearest(@west, it == @east, states={ONE_PLAIN}, {CLASSES})", "@east"),
    (f"nearest(@west, it == @far, states={ONE_PLAIN}, {CLASSES})", "none"),
])
def test_staged_reachable(game, expr, value):
    run_rules(game, f"assert {expr} == {value}")


@pytest.mark.parametrize("expr,msg", [
    ('reachable(@west, states={begin: {}}, classes="x")', 'one named "start"'),
    ('reachable(@west, states={start: {x: "nowhere"}}, classes="x")', "which is not a state"),
    ('reachable(@west, states={start: "x"}, classes="x")', "must be a record"),
    ('reachable(@west, states={start: {}})', "given together"),
    ('reachable(@west, classes="x")', "given together"),
])
def test_bad_machine_is_a_clear_error(game, expr, msg):
    with pytest.raises(PacwarError, match=msg):
        run_rules(game, f"let d = {expr}")
