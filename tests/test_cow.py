"""Copy on write of the lists suspended `for` loops walk (interpreter/core/cow.py): a clone shares the items
not yet reached when nothing else holds them, and neither state can change the other's."""
from helpers import toy_game

from pacwar.interpreter.core.api import GameState
from pacwar.interpreter.core.game import Game

HEAD = 'pacwar 1\ncalendar §2.1 {\n  turns: 1..3\n}\nvar trail = [] §1\n'

# five fresh records, each changed in place (a field and an entry of its list) after a decision
FRESH = HEAD + '''procedure game() §1 {
  for r in [{n: 1, marks: [0]}, {n: 2, marks: [0]}, {n: 3, marks: [0]}, {n: 4, marks: [0]}, {n: 5, marks: [0]}] {
    let x = choose one from [1, 2] by @red
    r.marks[0] = x
    r.n = r.n * 10 + x
    trail = trail + [r.n, r.marks[0]]
  }
  end game draw
}
'''

# the records the loop walks are also a variable's: a change through the loop's name shows in the variable
HELD = HEAD + '''var recs = [{n: 1}, {n: 2}, {n: 3}, {n: 4}, {n: 5}] §1
procedure game() §1 {
  for r in recs {
    let x = choose one from [1, 2] by @red
    r.n = r.n * 10 + x
  }
  trail = recs
  end game draw
}
'''


def _game(tmp_path, rules):
    return Game(toy_game(tmp_path, rules))


def _played(g, moves):
    s = GameState.new(g)
    for m in moves:
        s.apply_action(m)
    return s


def _loop_list(s):
    return next(fr["l"]["$L1"] for fr in s.st["frames"] if fr.get("l") and "$L1" in fr["l"])


def test_a_loop_empties_the_slots_it_has_read(tmp_path):
    s = _played(_game(tmp_path, FRESH), [0, 1])
    xs = _loop_list(s)
    assert xs[:4] == [None, None, None, {"n": 4, "marks": [0]}]   # waiting in the third item


def test_fresh_items_are_shared_and_each_state_changes_only_its_own(tmp_path):
    g = _game(tmp_path, FRESH)
    s = _played(g, [0])
    c = s.clone()
    assert s.ctx.frozen and c.ctx.frozen        # the four items not yet reached are shared
    assert _loop_list(c)[1] is _loop_list(s)[1]
    before = repr(c.st)
    for _ in range(4):
        s.apply_action(1)
    assert repr(c.st) == before                 # the original played on: the clone did not move
    assert s.eval("trail") == [11, 1, 22, 2, 32, 2, 42, 2, 52, 2] == _played(g, [0, 1, 1, 1, 1]).eval("trail")
    c.apply_action(0)
    cc = c.clone()                              # a clone of a clone shares the same items again
    assert cc.ctx.frozen
    for t in (c, cc):
        for m in (1, 0, 1):
            t.apply_action(m)
        assert t.is_terminal()
        assert t.eval("trail") == [11, 1, 21, 1, 32, 2, 41, 1, 52, 2]
        assert t.serialize() == _played(g, [0, 0, 1, 0, 1]).serialize()


def test_items_held_elsewhere_are_copied_with_the_rest(tmp_path):
    g = _game(tmp_path, HELD)
    s = _played(g, [0])
    c = s.clone()
    assert s.ctx.frozen is None and c.ctx.frozen is None
    for m in (1, 1, 1, 1):
        s.apply_action(m)
    for m in (0, 0, 1, 0):
        c.apply_action(m)
    assert s.eval("trail") == [{"n": 11}, {"n": 22}, {"n": 32}, {"n": 42}, {"n": 52}]
    assert c.eval("trail") == [{"n": 11}, {"n": 21}, {"n": 31}, {"n": 42}, {"n": 51}]
    assert c.serialize() == _played(g, [0, 0, 0, 1, 0]).serialize()


def test_a_list_of_fewer_items_or_of_names_plays_the_same(tmp_path):
    rules = HEAD + '''procedure game() §1 {
  for k, v in {a: [1], b: [2]} {
    let x = choose one from [1, 2] by @red
    v[0] = v[0] + x
    trail = trail + [k, v]
  }
  end game draw
}
'''
    g = _game(tmp_path, rules)
    s = _played(g, [1])
    c = s.clone()
    c.apply_action(0)
    s.apply_action(1)
    assert c.eval("trail") == ["a", [3], "b", [3]]
    assert s.eval("trail") == ["a", [3], "b", [4]]


# ---- piece records holding lists

LAZY = HEAD + '''procedure game() §1 {
  let p = setup()
  @r1.marks = [1, {n: 1}]
  let x = choose one from [1, 2] by @red
  let m = @r1.marks
  m[0] = x
  m[1].n = x
  trail = [@r1.marks[0], @r1.marks[1].n]
  end game draw
}
'''


def test_a_piece_record_holding_lists_nothing_else_holds_is_shared_until_read(tmp_path):
    g = _game(tmp_path, LAZY)
    s = GameState.new(g)
    c = s.clone()
    assert s.ctx.lazy == c.ctx.lazy == {"r1"}
    assert c.st["pieces"]["r1"] is s.st["pieces"]["r1"]
    before = repr(c.st)
    s.apply_action(1)
    assert repr(c.st) == before                  # the original changed its list in place: the clone did not move
    assert s.eval("trail") == [2, 2] and s.eval("@r1.marks") == [2, {"n": 2}]
    c.apply_action(0)
    assert c.eval("trail") == [1, 1] and c.eval("@r1.marks") == [1, {"n": 1}]
    fresh = GameState.new(g)
    fresh.apply_action(0)
    assert c.serialize() == fresh.serialize()


def test_a_piece_record_whose_list_a_local_holds_is_copied_at_once(tmp_path):
    rules = HEAD + '''procedure game() §1 {
  let p = setup()
  @r1.marks = [1]
  let m = @r1.marks
  let x = choose one from [1, 2] by @red
  m[0] = x
  trail = [@r1.marks[0]]
  end game draw
}
'''
    g = _game(tmp_path, rules)
    s = GameState.new(g)
    c = s.clone()
    assert not s.ctx.lazy and "r1" in s.ctx.nested
    s.apply_action(1)
    c.apply_action(0)
    assert s.eval("trail") == [2] and c.eval("trail") == [1]


# ---- the location index

def test_the_location_index_lists_are_shared_until_a_move(tmp_path):
    rules = HEAD + '''procedure game() §1 {
  let p = setup()
  let x = choose one from [@west, @east] by @red
  move @r1 to x
  trail = units(@west) + units(@east)
  end game draw
}
'''
    g = _game(tmp_path, rules)
    s = GameState.new(g, "skirmish")
    c = s.clone()
    assert c.st["at"]["west"] is s.st["at"]["west"]
    before = repr(c.st)
    s.apply_action(1)                            # r1 leaves west for east in the original only
    assert repr(c.st) == before
    assert s.st["at"]["west"] == ["r2"] and c.st["at"]["west"] == ["r1", "r2"]
    c.apply_action(0)
    assert c.eval("trail") == ["r1", "r2", "b1"] and s.eval("trail") == ["r2", "b1", "r1"]


# ---- variables holding large records

BIG = '{a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8}'


def test_a_large_variable_is_shared_until_read_or_changed(tmp_path):
    rules = HEAD + f'var big = {BIG} §1\nvar second = {BIG} §1\n' + '''procedure game() §1 {
  let x = choose one from [1, 2] by @red
  let m = big
  m.a = x
  second["b"] = x
  trail = [big.a, second.b]
  end game draw
}
'''
    g = _game(tmp_path, rules)
    s = GameState.new(g)
    c = s.clone()
    assert s.ctx.lazy_vars == c.ctx.lazy_vars == {"big", "second"}
    assert c.st["vars"]["big"] is s.st["vars"]["big"]
    before = repr(c.st)
    s.apply_action(1)
    assert repr(c.st) == before                  # the original changed both in place: the clone did not move
    assert s.eval("trail") == [2, 2]
    c.apply_action(0)
    assert c.eval("trail") == [1, 1]
    fresh = GameState.new(g)
    fresh.apply_action(0)
    assert c.serialize() == fresh.serialize()


def test_a_large_variable_a_local_holds_is_copied_at_once(tmp_path):
    rules = HEAD + f'var big = {BIG} §1\n' + '''procedure game() §1 {
  let m = big
  let x = choose one from [1, 2] by @red
  m.a = x
  trail = [big.a]
  end game draw
}
'''
    g = _game(tmp_path, rules)
    s = GameState.new(g)
    c = s.clone()
    assert s.ctx.lazy_vars is None and c.ctx.lazy_vars is None
    s.apply_action(1)
    c.apply_action(0)
    assert s.eval("trail") == [2] and c.eval("trail") == [1]


def test_a_variable_naming_one_list_twice_is_shared_and_keeps_the_two_names_one_list(tmp_path):
    rules = HEAD + 'var nets = {} §1\n' + '''procedure game() §1 {
  let net = [1, 2]
  nets = {a: net, b: net, c: [3]}
  net = none
  let x = choose one from [1, 2] by @red
  let m = nets
  m.a[0] = x
  trail = [nets.a[0], nets.b[0]]
  end game draw
}
'''
    g = _game(tmp_path, rules)
    s = GameState.new(g)
    c = s.clone()
    assert s.ctx.lazy_vars == c.ctx.lazy_vars == {"nets"}
    s.apply_action(1)
    c.apply_action(0)
    assert s.eval("trail") == [2, 2] and c.eval("trail") == [1, 1]
