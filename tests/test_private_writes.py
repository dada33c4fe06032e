"""Writes into a procedure's own fresh container (core/private.py): `let m = {}` then `m[k] = v` is not a
write to the state until m is handed on, so it must not throw away what derived procedures and attribute
indexes remember; every write that may reach the state still does."""
import pytest
from helpers import toy_game

from pacwar.interpreter.core.api import GameState
from pacwar.interpreter.core.game import Game

RULES = """pacwar 1
calendar §2.1 {
  turns: 1..3
}
var marks = {} §1
var keep = {} §1
var n = 0 §1
procedure where_all() §1 {
  let m = {}
  for u in units() {
    m[u] = u.loc
  }
  marks = m
}
procedure handed_on_first() §1 {
  let m = {}
  keep = m
  m["x"] = 1
}
procedure handed_on_in_the_loop() §1 {
  let m = {}
  for u in units() {
    m[u] = 1
    keep = m
  }
}
procedure passed_on() §1 {
  let m = {}
  m["x"] = count(units())
  n = count(m)
  m["y"] = 2
  keep = m
}
procedure not_fresh(r) §1 {
  let m = r
  m["x"] = 1
}
procedure state_record() §1 {
  not_fresh(marks)
}
procedure total() §1 derived {
  return count(units())
}
procedure game() §1 {
  let p = setup()
  end game draw
}
"""


@pytest.fixture
def state(tmp_path):
    return GameState.new(Game(toy_game(tmp_path, RULES)), "skirmish")


def _anything(s):
    return s.ctx.ep.get("*", 0)


def test_writes_into_a_fresh_local_record_change_nothing_remembered(state):
    s = state
    assert s.eval("count(units())") > 0
    before = _anything(s)
    s.exec("where_all()")
    assert _anything(s) == before                     # no untyped write: remembered values stand
    assert s.eval("marks") == {u: s.eval(f"@{u}.loc") for u in s.eval("units()")}
    assert s.eval("count(marks)") == s.eval("total()")


@pytest.mark.parametrize("proc", ["handed_on_first()", "handed_on_in_the_loop()", "state_record()"])
def test_a_write_into_a_container_the_state_may_hold_is_counted(state, proc):
    s = state
    before = _anything(s)
    s.exec(proc)
    assert _anything(s) > before


def test_a_write_after_the_container_is_read_whole_is_counted(state):
    # m["x"] comes before any use of m: private; m["y"] after `count(m)`: counted (conservatively)
    s = state
    before = _anything(s)
    s.exec("passed_on()")
    assert _anything(s) == before + 1
    assert s.eval("keep") == {"x": s.eval("count(units())"), "y": 2}
    assert s.eval("n") == 1


def test_a_remembered_value_is_kept_across_private_writes(state):
    s = state
    s.eval("total()")
    key = next(k for k in s.ctx.memo if isinstance(k, tuple) and k and isinstance(k[0], int))
    first = s.ctx.memo[key]
    s.exec("where_all()")
    s.eval("total()")
    assert s.ctx.memo[key][1] == first[1]             # the same stamp: nothing it reads was written
