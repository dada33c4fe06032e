"""The code generator's shortcuts (interpreter/core/codeopt.py) give the values, dice and log of the plain
translation: existence tests that stop at the first item, builtins with a lambda looped in place, and
one-line procedures written in place of their calls."""
import pytest
from helpers import generated_code, toy_game

from pacwar.interpreter.core.api import GameState
from pacwar.interpreter.core.game import Game
from pacwar.interpreter.errors import RulesRuntimeError

HEAD = 'pacwar 1\ncalendar §2.1 {\n  turns: 1..3\n}\nvar v = 0 §1\nvar trail = [] §1\n'


def game_with(tmp_path, body: str) -> Game:
    return Game(toy_game(tmp_path, HEAD + body))


EXISTS = '''
procedure strong(z) §2 {
  if z == @east {
    return []
  }
  return units(z) where it.attack > 3
}
procedure maybe() §2 {
  if v > 100 {
    return [1]
  }
}
procedure game() §1 {
  let p = setup()
  trail = [count(strong(@west)) > 0, count(strong(@east)) > 0, count(strong(@west)) == 0,
           count(maybe()) > 0, count(maybe()) == 0, count(units(@west) where it.attack > 9) >= 1,
           count(units(@west) where it.attack == 4) != 0]
  end game draw
}
'''


def test_an_existence_test_gives_the_truth_value_of_the_count(tmp_path):
    g = game_with(tmp_path, EXISTS)
    s = GameState.new(g, "skirmish")
    assert s.eval("trail") == [True, False, False, False, True, False, True]
    # the procedure's exists variant was generated and is what the comparison runs
    assert any(k.endswith("_exists") for k in g.program.ns.g)
    assert s.eval("count(strong(@west)) > 0") is True and s.eval("count(maybe()) < 1") is True


ROLLS = '''
procedure lucky(x) §2 {
  return roll(1d6) > 0
}
procedure game() §1 {
  TEST
  end game draw
}
'''


def test_a_filter_that_rolls_dice_is_not_cut_short(tmp_path):
    """count(...) > 0 over a filter that rolls must roll for every item, as the plain count does: the next
    roll is the same in both games."""
    short = game_with(tmp_path / "a", ROLLS.replace("TEST", "let a = count([1, 2, 3] where lucky(it)) > 0\n"
                                                          "  trail = [a, roll(1d6), roll(1d6)]"))
    full = game_with(tmp_path / "b", ROLLS.replace("TEST", "let n = count([1, 2, 3] where lucky(it))\n"
                                                         "  trail = [n > 0, roll(1d6), roll(1d6)]"))
    assert GameState.new(short, seed=3).eval("trail") == GameState.new(full, seed=3).eval("trail")


@pytest.mark.parametrize("expr,value", [
    ("any(none, x -> x > 1)", False), ("all(none, x -> x > 1)", True), ("any([1, 5], x -> x > 1)", True),
    ("all([1, 5], x -> x > 1)", False), ('count({a: 1, b: 2}, k -> k == "a")', 1),
    ("first([1, 2, 3], x -> x > 1)", 2), ("first([], x -> true)", None), ("count([1, 2, 3], it > 1)", 2),
    ("any([[1], [2, 3]], xs -> count(xs, x -> x == 3) == 1)", True),
    ("[1, 2, 3] where x -> any([x, x + 1], y -> y == 3)", [2, 3]),
    ("map([1, 2, 3], x -> x * 2)", [2, 4, 6]), ('map({a: 1, b: 2}, k -> k + "!")', ["a!", "b!"]),
    ("map(none, x -> x)", []), ("map([[1], [2, 3]], xs -> map(xs, x -> x + 1))", [[2], [3, 4]]),
])
def test_builtins_with_a_lambda_looped_in_place(tmp_path, expr, value):
    s = GameState.new(game_with(tmp_path, 'procedure game() §1 {\n  end game draw\n}\n'))
    assert s.eval(expr) == value


def test_a_builtin_looped_in_place_still_refuses_what_is_not_a_list(tmp_path):
    s = GameState.new(game_with(tmp_path, 'procedure game() §1 {\n  end game draw\n}\n'))
    with pytest.raises(RulesRuntimeError, match=r"any\(\) needs a list"):
        s.eval("any(3, x -> x)")
    with pytest.raises(RulesRuntimeError, match=r"map\(\) needs a list"):
        s.eval("map(3, x -> x)")


def test_map_with_a_lambda_is_a_list_comprehension(tmp_path, monkeypatch):
    """map(xs, x -> f) calls no builtin and no lambda: the generated code loops over the list in place."""
    texts = generated_code(monkeypatch)
    g = game_with(tmp_path, 'procedure locs(xs) §2 {\n  return map(xs, u -> u.loc)\n}\n'
                            'procedure game() §1 {\n  let p = setup()\n  end game draw\n}\n')
    src = "\n".join(texts)
    body = src[src.index("def P_0("):].split("\ndef ")[0]
    assert "B_map" not in body and " for " in body
    assert GameState.new(g, "skirmish").eval("locs(units(@west))") == ["west", "west"]


INLINE = '''
procedure twice(x) §2 {
  return x + x
}
procedure seven(x) §2 {
  return 7
}
procedure heavy(u) §2 {
  return u.attack * u.steps > 5
}
procedure ping(n) §2 {
  return 0 if n <= 0 else pong(n - 1) + 1
}
procedure pong(n) §2 {
  return 0 if n <= 0 else ping(n - 1) + 1
}
procedure game() §1 {
  let p = setup()
  trail = [map([1, 2], y -> twice(y)), seven(v), units(@west) where heavy(it), ping(5), twice("ab")]
  end game draw
}
'''


def test_one_line_procedures_written_in_place_give_the_same_values(tmp_path):
    s = GameState.new(game_with(tmp_path, INLINE), "skirmish")
    assert s.eval("trail") == [[2, 4], 7, ["r1"], 5, "abab"]
    s.exec("reduce @r1 by 1")
    assert s.eval("units(@west) where heavy(it)") == []


HOIST = '''
procedure own_side(u, s) §2 {
  return u.side == s
}
procedure reach_side(u, s) §2 {
  return reachable(u.loc, node=z -> u.side == s and z != @east)
}
procedure reach_inlined(u, s) §2 {
  return reachable(u.loc, node=own_side(u, s))
}
procedure reach_never(x) §2 {
  return reachable(@west, node=z -> v > 5 and x.side == @red)
}
procedure reach_fails(x) §2 {
  return reachable(@west, node=z -> x.side == @red)
}
procedure mark(z) §2 {
  v += 1
  return true
}
procedure reach_changing(u) §2 {
  return reachable(u.loc, node=z -> mark(z) and u.side == @red)
}
procedure game() §1 {
  let p = setup()
  end game draw
}
'''


def test_a_lambda_reads_a_field_of_a_local_once_and_answers_the_same(monkeypatch, tmp_path):
    texts = generated_code(monkeypatch)
    s = GameState.new(game_with(tmp_path, HOIST))
    text = "\n".join(texts)
    assert "_hga(c, v_u, 'side')" in text          # taken once when the lambda is made
    searches = {t for t in text.split("\ndef ") if "B_reachable" in t}
    assert len(searches) == 5
    # the one whose lambda changes the game (reach_changing) reads as written, at every call
    assert sum("_hga" not in t for t in searches) == 1
    assert s.eval("reach_side(@r1, @red)") == ["west", "middle"]
    assert s.eval("reach_side(@r1, @blue)") == ["west"]
    assert s.eval("reach_inlined(@r1, @red)") == ["west", "middle", "east"]
    assert s.eval("reach_inlined(@b1, @red)") == ["east"]
    # a read that fails only where the rules reach it: not reached, no error; reached, the same error
    assert s.eval("reach_never(5)") == ["west"]
    with pytest.raises(RulesRuntimeError, match=r"main.pw:21:38: cannot read attribute 'side' of int 5"):
        s.eval("reach_fails(5)")
    assert s.eval("reach_changing(@r1)") == ["west", "middle", "east"] and s.eval("v") == 2
