"""A board as data: boxes declared with `board: NAME` in game.yaml (per side or not); board(NAME, ?owner) lists
them, pieces go onto them for one procedure and leave afterwards; an unknown board is a clear error."""
from __future__ import annotations

import pytest

from pacwar.interpreter.core.api import GameState
from pacwar.interpreter.core.game import Game
from pacwar.interpreter.errors import PacwarError

from helpers import FIXTURES, toy_game

HEAD = "pacwar 1\ncalendar §2.1 {\n  turns: 1..3\n}\n"


def _game(tmp_path, rules):
    gy = (FIXTURES / "toy" / "game.yaml").read_text().replace(
        "  - {id: dead, name: Eliminated, visible: all}",
        "  - {id: dead, name: Eliminated, visible: all}\n"
        "  - {id: line, name: Battle line, per: side, visible: all, board: duel}\n"
        "  - {id: reserve, name: Reserve, per: side, visible: all, board: duel}")
    return Game(toy_game(tmp_path, HEAD + rules, game_yaml=gy))


RULES = '''
var seen = [] §1
procedure duel(z) §1 {
  for u in units(z) {
    u.origin = z
    move u to "line_" + u.side
  }
  seen = [count(units(board("duel", @red))), count(units(board("duel", @blue))), count(units(board("duel")))]
  for u in units(board("duel")) {
    move u to u.origin
  }
}
procedure game() §1 {
  for q in setup() {
    move q.piece to @west
  }
  duel(@west)
  assert board("duel") == ["line_red", "line_blue", "reserve_red", "reserve_blue"]
  assert board("duel", @red) == ["line_red", "reserve_red"]
  assert count(units(board("duel"))) == 0
  end game draw
}
'''


def test_a_board_is_its_declared_boxes_and_is_cleared(tmp_path):
    s = GameState.new(_game(tmp_path, RULES), "skirmish", seed=1)
    assert s.is_terminal()
    assert s.st["vars"]["seen"] == [2, 1, 3]
    assert {p: rec["loc"] for p, rec in s.st["pieces"].items()} == {"r1": "west", "r2": "west", "b1": "east", "b2": "west"}


def test_an_unknown_board_is_a_clear_error(tmp_path):
    with pytest.raises(PacwarError, match="no board 'dual'"):
        GameState.new(_game(tmp_path, RULES.replace('board("duel", @red)', 'board("dual", @red)')), "skirmish", seed=1)
