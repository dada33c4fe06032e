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


# ---- answers remembered across searches (core/remembered.py) ---------------------------------------------
# A map search's lambdas that change nothing keep their answers, per item, under their site and the values of
# the caller's locals they read, while nothing they read is written: the next search asks nothing again, and a
# write in between is seen.

REMEMBER_RULES = f"""
var closed = []
var rail_cut = false

# (each procedure has two statements, so that it is called, not written in place: one site for its lambdas)
# the same line every time from one procedure: its lambdas read variables and the caller's scalar local z
procedure line(z) §1.0 {{
  let found = reachable(z, node=n -> n == z or n not in closed, edge=not rail_cut or it.rail != true,
                        states={ONE_PLAIN}, {CLASSES})
  return found
}}

# a scalar local read by the node test: each value its own answers
procedure line_avoiding(z, avoid) §1.0 {{
  let found = reachable(z, node=n -> n != avoid)
  return found
}}

# a list local: never remembered (a list could change in place), so always asked
procedure line_avoiding_all(z, avoid) §1.0 {{
  let found = reachable(z, node=n -> n not in avoid)
  return found
}}

procedure rail_neighbours(z) §1.0 {{
  let found = adjacent(z, it.rail == true and not rail_cut)
  return found
}}
"""


@pytest.fixture(scope="module")
def remembering(tmp_path_factory):
    from helpers import FIXTURES
    rules = (FIXTURES / "toy" / "rules" / "toy.pw").read_text(encoding="utf-8") + REMEMBER_RULES
    return load_game(str(toy_game(tmp_path_factory.mktemp("remember"), rules=rules, map_yaml=MAP)))


def _stores(state, role):
    return [v[2] for k, v in state.ctx.memo.items() if isinstance(k, tuple) and k[:2] == ("lambda answers", role)]


def test_answers_are_remembered_while_nothing_is_written(remembering):
    s = run_rules(remembering, "assert line(@west) == [@west, @middle, @spur, @east]")
    (nodes,) = _stores(s, "node")
    (crossing,) = _stores(s, "classes")
    # West is asked as a neighbour of Middle and Spur; Far never (East is reached with its plain step spent)
    assert nodes == {"west": True, "middle": True, "spur": True, "east": True}
    assert set(map(tuple, crossing.values())) == {("plain",), ("rail",)}
    # the next search takes the remembered answers, not asking again: a planted answer shows it
    nodes["spur"] = False
    s.exec("assert line(@west) == [@west, @middle]")


@pytest.mark.parametrize("var,values,after", [
    # a variable the node test reads
    ("closed", "[[], [@spur]]", "[@west, @middle]"),
    # a variable the edge test reads: no rail, so the one plain step ends the line at Middle
    ("rail_cut", "[false, true]", "[@west, @middle]"),
])
def test_a_write_in_between_is_seen(remembering, var, values, after):
    s = run_rules(remembering, "assert line(@west) == [@west, @middle, @spur, @east]")
    s.exec(f"{var} = last({values})\nassert line(@west) == {after}")
    # and the new answers are remembered in their turn
    s.exec(f"assert line(@west) == {after}")


def test_the_callers_locals_are_part_of_the_key(remembering):
    run_rules(remembering, "\n".join([
        "assert line_avoiding(@west, @spur) == [@west, @middle, @east, @far]",
        "assert line_avoiding(@west, @middle) == [@west, @spur]",
        "assert line(@spur) == [@spur, @west, @middle, @east]",
        "closed = [@spur]",
        # the start itself is never refused (n == z): a different z is a different question
        "assert line(@spur) == [@spur, @west, @middle, @east]",
        "assert line(@west) == [@west, @middle]",
    ]))


def test_a_list_local_is_never_remembered(remembering):
    s = run_rules(remembering, "\n".join([
        "assert line_avoiding_all(@west, [@spur]) == [@west, @middle, @east, @far]",
        "assert line_avoiding_all(@west, [@middle, @spur]) == [@west]",
    ]))
    assert _stores(s, "node") == []


def test_adjacent_remembers_its_lambdas_answers(remembering):
    s = run_rules(remembering, "assert rail_neighbours(@spur) == [@west, @middle]")
    (store,) = _stores(s, "adjacent")
    assert store == {"spur": ["west", "middle"]}
    s.exec("rail_cut = true\nassert rail_neighbours(@spur) == []")
    assert store == {"spur": ["west", "middle"]}   # answers of before the write, kept apart from the new
    (new,) = [v for v in _stores(s, "adjacent") if v is not store]
    assert new == {"spur": []}
