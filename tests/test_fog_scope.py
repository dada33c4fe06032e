"""Fog of war scoped by a rule or an option (`fog: {hide: EXPR}` in game.yaml): only the pieces the expression
holds for are hidden from the other sides, in labels, logs, observations and action values; the leak check
passes on a toy game that screens one side's pieces while they are aboard a carrier."""
from __future__ import annotations

from pacwar.interpreter.core.api import GameState
from pacwar.interpreter.core.game import Game

from helpers import toy_game, assert_no_leaks_to_the_end

HEAD = "pacwar 1\ncalendar §2.1 {\n  turns: 1..3\n}\n"

# Blue's pieces are hidden from Red only while the option is on and they are screened (aboard a carrier, or
# a carrier themselves); Red's are never hidden.
GAME_YAML = """format: pacwar-game/1
id: toy
title: Toy War
sides:
  - {id: red, name: Red}
  - {id: blue, name: Blue}
nations:
  - {id: redland, name: Redland, side: red}
  - {id: blueland, name: Blueland, side: blue}
boxes:
  - {id: pool, name: Pool, per: side, visible: owner}
  - {id: dead, name: Eliminated, visible: all}
options:
  - {id: screens, name: Screens, cite: "9.1", default: false}
fog:
  hide: 'option("screens") and .side == @blue and .screened'
  hidden_label: '"{.side} force"'
  stack_sizes: false
"""

RULES = HEAD + '''
procedure game() §1 {
  for q in setup() {
    move q.piece to @east
  }
  log "{@r1} stands guard"
  let carrier = create({class: "INF", nation: @blueland, name: "Fleet"}, @east)
  carrier.screened = true
  for u in units(@east) where it != carrier {
    u.screened = true
    move u to carrier
  }
  move carrier to @middle
  let x = choose one from [1, 2] by @red prompt "Red goes on"
  let y = choose one from units(@middle) + units(@west) by @red prompt "Red looks at?"
  carrier.screened = false
  for u in units(carrier) {
    u.screened = false
  }
  log "the fleet is revealed: {units(carrier)}"
  let z = choose one from [1, 2] by @blue prompt "Blue goes on"
  end game draw
}
'''


def _game(tmp_path) -> Game:
    return Game(toy_game(tmp_path, RULES, game_yaml=GAME_YAML))


def _new(g, on: bool, seed=1):
    s = GameState.new(g, "skirmish", seed=seed, options={"screens": on})
    while s.current_side() == "blue" and not s.is_terminal():  # the set-up placement
        s.apply_action(0)
    return s


def test_scoped_fog_hides_only_what_the_rule_names(tmp_path):
    g = _game(tmp_path)
    s = _new(g, True)
    lines = s.log_lines("red")
    # before the screen the pieces were seen; once screened, Red sees a force move, not what it is
    assert "Blueland Infantry [2/2] moves from Unplaced to East" in lines[1]
    assert "Blueland Fleet [2/2] enters at East" in lines[3]
    screened = "\n".join(lines[4:])
    assert "Blue force moves from East to Middle" in screened and "Blueland" not in screened
    # boarding the carrier is not told to Red at all: a line per piece would count them (stack_sizes: false)
    assert "from East to East" not in screened
    # Red's own pieces are never hidden from Blue
    assert "Redland Infantry" in "\n".join(s.log_lines("blue"))
    # the other side's pieces are offered by handle and public face
    s.apply_action(0)
    acts = s.legal_actions()
    assert [a.label for a in acts] == ["Blue force", "Redland Infantry [2/2]", "Redland Infantry [1/2]"]
    assert acts[0].value.startswith("?") and acts[1].value == "r1"


def test_scoped_fog_off_changes_nothing(tmp_path):
    g = _game(tmp_path)
    s = _new(g, False)
    assert "Blue force" not in "\n".join(s.log_lines("red"))
    assert "Blueland Infantry" in "\n".join(s.log_lines("red"))


def test_revealing_by_the_rule_shows_the_pieces(tmp_path):
    g = _game(tmp_path)
    s = _new(g, True)
    s.apply_action(0)
    s.apply_action(0)
    assert "the fleet is revealed: Blueland Infantry" in "\n".join(s.log_lines("red"))


def test_hidden_stack_size_is_not_in_the_observation(tmp_path):
    """Two screened states that differ only in how many pieces the fleet carries look the same to Red."""
    g = _game(tmp_path)
    s = _new(g, True)
    obs = s.observation(0)
    assert "b1" not in str(obs) and "b2" not in str(obs)
    assert_no_leaks_to_the_end(s)


SWAP_RULES = HEAD + '''
procedure game() §1 {
  for q in setup() {
    move q.piece to @east
  }
  let full = create({class: "INF", nation: @blueland, name: "Fleet"}, @east)
  let empty = create({class: "INF", nation: @blueland, name: "Fleet"}, @west)
  full.screened = true
  empty.screened = true
  let b = first(units(@east) where it != full)
  b.screened = true
  move b to full
  move full to @middle
  let x = choose one from [1, 2] by @red prompt "Red goes on"
  let y = choose one from [1, 2] by @red prompt "Red goes on again"
  end game draw
}
'''


def test_handles_do_not_count_what_hidden_carriers_hold(tmp_path):
    """Two hidden carriers of the same face, one loaded, one empty: the handle of the face-up enemy piece after
    them must not depend on which is where (the leak check swaps them)."""
    g = Game(toy_game(tmp_path, SWAP_RULES, game_yaml=GAME_YAML))
    s = _new(g, True)
    pieces = s.observation(0)["pieces"]
    visible = [h for h, rec in pieces.items() if isinstance(rec, dict) and rec.get("loc") == "east"]
    assert visible == ["?1"]
    assert_no_leaks_to_the_end(s)
