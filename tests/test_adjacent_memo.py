"""adjacent(z, test) whose edge test reads only the edge's own fields and constants is remembered for the
game (codeopt.static_edge_test, mapping.adjacent); a test that reads anything else is asked every time."""
from helpers import toy_game

from pacwar.interpreter.core.api import GameState
from pacwar.interpreter.core.game import Game

MAP = """format: pacwar-map/1
coords: plane
space_kinds: [land]
edge_kinds: [road, rail]
spaces:
  - {id: west, name: West, kind: land, pos: [0, 0], prov: "assumed: toy"}
  - {id: middle, name: Middle, kind: land, pos: [1, 0], prov: "assumed: toy"}
  - {id: east, name: East, kind: land, pos: [2, 0], prov: "assumed: toy"}
  - {id: north, name: North, kind: land, pos: [1, 1], prov: "assumed: toy"}
edges:
  - {a: west, b: middle, kind: road, prov: "assumed: toy"}
  - {a: middle, b: east, kind: rail, prov: "assumed: toy"}
  - {a: middle, b: north, kind: road, prov: "assumed: toy"}
"""

RULES = """pacwar 1
calendar §2.1 {
  turns: 1..3
}
var v = 0 §1
procedure roads(z) §1 {
  return adjacent(z, e -> e.kind == "road")
}
procedure not_rail(z) §1 {
  return adjacent(z, not (it.kind in ["rail"]))
}
procedure when_v(z) §1 {
  return adjacent(z, e -> v > 0 and e.kind == "road")
}
procedure game() §1 {
  let p = setup()
  end game draw
}
"""


def _state(tmp_path):
    return GameState.new(Game(toy_game(tmp_path, RULES, map_yaml=MAP)), "skirmish")


def test_a_test_of_the_edge_alone_is_remembered_for_the_game(tmp_path):
    s = _state(tmp_path)
    assert s.eval("roads(@middle)") == ["west", "north"]
    assert s.eval("not_rail(@middle)") == ["west", "north"]
    assert s.eval("roads(@east)") == []
    memo = s.ctx.game.adjacent_memo
    assert {k[0] for k in memo} == {"middle", "east"} and len(memo) == 3
    got = s.eval("roads(@middle)")
    got.append("east")                       # a caller's list is its own
    assert s.eval("roads(@middle)") == ["west", "north"]
    assert s.clone().eval("roads(@middle)") == ["west", "north"]


def test_a_test_that_reads_the_game_is_asked_every_time(tmp_path):
    s = _state(tmp_path)
    assert s.eval("when_v(@middle)") == []
    s.exec("v = 1")
    assert s.eval("when_v(@middle)") == ["west", "north"]
    assert not getattr(s.ctx.game, "adjacent_memo", {})
