"""Simultaneous secret commitments (`secret each { let a = choose ... by S; let b = choose ... by T }`): each
side chooses before seeing the others' choices, nothing happens between the commitments, and the API says
what the decision is (the group's sides and who has committed, never what)."""
from __future__ import annotations

import pytest

from pacwar.dsl.errors import RulesErrors
from pacwar.interpreter.core.api import GameState
from pacwar.interpreter.core.game import Game

from helpers import toy_game, assert_no_leaks_to_the_end

HEAD = "pacwar 1\ncalendar §2.1 {\n  turns: 1..3\n}\n"

BIDS = HEAD + '''
procedure game() §1 {
  let p = setup()
  secret each {
    let a = choose one from 1..3 by @red prompt "Red bids"
    let b = choose one from 1..3 by @blue prompt "Blue bids"
  }
  log "Red bid {a}, Blue bid {b}"
  let each = a + b
  end game winner (@red if a > b else @blue) level "total {each}"
}
'''


def _state(tmp_path, rules=BIDS):
    s = GameState.new(Game(toy_game(tmp_path, rules)), "skirmish", seed=1)
    return s


def test_the_api_says_what_the_decision_is(tmp_path):
    s = _state(tmp_path)
    assert s.current_side() == "red"
    assert s.simultaneous() == {"sides": ["red", "blue"], "committed": []}
    s.apply_action(2)
    assert s.current_side() == "blue"
    assert s.simultaneous() == {"sides": ["red", "blue"], "committed": ["red"]}
    assert s.observation(1)["decision"]["simultaneous"] == {"sides": ["red", "blue"], "committed": ["red"]}
    assert s.observation(0)["decision"] == {"waiting_for": "blue", "simultaneous": {"sides": ["red", "blue"],
                                                                                     "committed": ["red"]}}
    s.apply_action(0)
    assert s.simultaneous() is None and s.is_terminal()
    assert s.returns() is not None and "total 4" in s.log_lines()[-1]


def test_the_second_side_cannot_tell_the_first_answer(tmp_path):
    views = []
    for first in range(3):
        s = _state(tmp_path / str(first))
        s.apply_action(first)
        views.append((s.observation(1), [a.label for a in s.legal_actions()]))
    assert views[0] == views[1] == views[2]


def test_both_answers_are_public_once_the_block_ends(tmp_path):
    s = _state(tmp_path)
    s.apply_action(2)
    s.apply_action(1)
    for side in ("red", "blue"):
        assert any("Red bid 3, Blue bid 2" in ln for ln in s.log_lines(side))
    assert not any("Red bids ->" in ln for ln in s.log_lines("blue"))


def test_leak_check_passes(tmp_path):
    s = _state(tmp_path)
    assert_no_leaks_to_the_end(s)


@pytest.mark.parametrize("body,msg", [
    ('let a = choose one from 1..3 by @red prompt "A"\n    log "a is {a}"\n    let b = choose one from 1..3 by @blue prompt "B"',
     "holds only decisions"),
    ('let a = choose one from 1..3 by @red prompt "A"', "two or more decisions"),
    ('let a = choose one from 1..3 by @red prompt "A"\n    let b = choose one from 1..3 prompt "B"', "who chooses"),
])
def test_what_a_block_may_hold(tmp_path, body, msg):
    rules = HEAD + f'''
procedure game() §1 {{
  secret each {{
    {body}
  }}
  end game draw
}}
'''
    with pytest.raises(RulesErrors, match=msg):
        _state(tmp_path, rules)
