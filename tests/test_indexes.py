"""Attribute indexes of the units on the map (core/indexes.py): a filter of `units()` whose first test is on
an attribute of the unit reads the units that pass it from an index, and must give exactly what a scan of
every unit gives, in the same order, after every kind of change that can move a unit in or out."""
import pytest
from helpers import generated_code, toy_game

from pacwar.interpreter.core.api import GameState
from pacwar.interpreter.core.game import Game

UNITS = """format: pacwar-units/1
classes:
  - {id: INF, name: Infantry, max_steps: 2, attrs: {block: small, attack: 4, role: line}, prov: "assumed: toy"}
  - {id: ART, name: Artillery, max_steps: 1, attrs: {block: small, attack: 2, role: guns}, prov: "assumed: toy"}
"""

SCENARIOS = """format: pacwar-scenarios/1
scenarios:
  - id: skirmish
    name: Skirmish
    cite: "10.1"
    start: {turn: 1}
    end: {turn: 3}
    setup:
      - {class: INF, nation: redland, id: r1, at: west, prov: "assumed: toy"}
      - {class: ART, nation: redland, id: r2, at: west, prov: "assumed: toy"}
      - {class: ART, nation: redland, id: r3, at: middle, prov: "assumed: toy"}
      - {class: INF, nation: redland, id: r4, at: pool_red, prov: "assumed: toy"}
      - {class: ART, nation: blueland, id: b1, at: east, prov: "assumed: toy"}
      - {class: INF, nation: blueland, id: b2, at: east, prov: "assumed: toy"}
    prov: "assumed: toy"
"""

RULES = """pacwar 1
calendar §2.1 {
  turns: 1..3
}
var v = 0 §1
var want = "guns" §1
procedure guns(u) §1 {
  return u.role == "guns" and u.attack > 0
}
procedure idle_guns(u) §1 {
  return u.role == "guns" and not u.hold
}
procedure hold(u) §1 {
  u.hold = true
}
procedure game() §1 {
  let p = setup()
  end game draw
}
"""

# each query twice, as procedures of (s, r): as the engine writes it (a first test on an attribute: read
# from the index) and with a first test that no index answers (`v >= 0 and ...`: every unit is scanned)
QUERIES = [
    ('units(side=s) where .role == "guns"', 'units(side=s) where v >= 0 and .role == "guns"'),
    ('units() where .role == r and .attack >= 2', 'units() where v >= 0 and .role == r and .attack >= 2'),
    ('units(side=s) where guns(it)', 'units(side=s) where v >= 0 and guns(it)'),
    ('units(side=s) where u -> u.role == r', 'units(side=s) where u -> v >= 0 and u.role == r'),
    ('units() where .hold', 'units() where v >= 0 and .hold'),
    ('units(side=s) where not .hold', 'units(side=s) where v >= 0 and not .hold'),
    ('units() where .side == s', 'units() where v >= 0 and .side == s'),
    ('count(units(side=s), .role == r)', 'count(units(side=s), v >= 0 and .role == r)'),
    ('first(units(side=s), u -> u.role == "line")', 'first(units(side=s), u -> v >= 0 and u.role == "line")'),
    ('any(units(side=s), guns(it))', 'any(units(side=s), v >= 0 and guns(it))'),
    ('all(units(side=s), .role == r)', 'all(units(side=s), v >= 0 and .role == r)'),
    ('count(units(side=s) where .role == r) > 0', 'count(units(side=s) where v >= 0 and .role == r) > 0'),
    ('all_units() where .role == r', 'all_units() where v >= 0 and .role == r'),
    ('first(all_units() where .role == r and .side == s)', 'first(all_units() where v >= 0 and .role == r and .side == s)'),
    # units in one location (of a side): read from the stacks, as written
    ('units(@west, side=s) where .role == r', 'units(@west, side=s) where v >= 0 and .role == r'),
    ('units(@middle) where guns(it)', 'units(@middle) where v >= 0 and guns(it)'),
    ('units(@east, side=s) where not .hold', 'units(@east, side=s) where v >= 0 and not .hold'),
    ('any(units(@west), u -> u.role == r)', 'any(units(@west), u -> v >= 0 and u.role == r)'),
    ('units("dead") where .role == r', 'units("dead") where v >= 0 and .role == r'),
    ('sum(spaces(), z -> count(units(z, side=s) where .role == r))',
     'sum(spaces(), z -> count(units(z, side=s) where v >= 0 and .role == r))'),
    # an index of where the units stand, which every move changes
    ('units(side=s) where .loc == @middle', 'units(side=s) where v >= 0 and .loc == @middle'),
    # the first test is not made again on the units the index gives (codeopt.elided), but the same test
    # of another item (an inner filter's, through the same one-line procedure) is
    ('units(side=s) where guns(it) and count(units(.loc), guns(it)) > 1',
     'units(side=s) where v >= 0 and guns(it) and count(units(.loc), guns(it)) > 1'),
    ('units() where w -> w.role == r and any(units(w.loc), u -> u.role == r and u != w)',
     'units() where w -> v >= 0 and w.role == r and any(units(w.loc), u -> u.role == r and u != w)'),
    ('units() where .hold', 'units() where v >= 0 and .hold'),
    # the first two tests made by the index (units_by2), the second of any kind, also in a procedure
    ('units(side=s) where .role == r and not .hold', 'units(side=s) where v >= 0 and .role == r and not .hold'),
    ('units() where .role == r and .block == "small" and .attack > 1',
     'units() where v >= 0 and .role == r and .block == "small" and .attack > 1'),
    ('units(side=s) where idle_guns(it)', 'units(side=s) where v >= 0 and idle_guns(it)'),
    ('units() where .hold and .role != r', 'units() where v >= 0 and .hold and .role != r'),
    ('all_units() where .side == s and .role == r', 'all_units() where v >= 0 and .side == s and .role == r'),
    ('count(units(side=s), u -> u.role == r and u.loc == @west)',
     'count(units(side=s), u -> v >= 0 and u.role == r and u.loc == @west)'),
    # a key read from a global variable (once, before the filter: nothing changes it while it runs)
    ('units(side=s) where .role == want and not .hold', 'units(side=s) where v >= 0 and .role == want and not .hold'),
    ('units() where .side == s and .role == want', 'units() where v >= 0 and .side == s and .role == want'),
    # a side given as a list: no index, the units are filtered by the test alone
    ('units(side=[s]) where .role == r', 'units(side=[s]) where v >= 0 and .role == r'),
]
RULES += "".join(f"procedure fast_{i}(s, r) §1 {{\n  return {a}\n}}\nprocedure slow_{i}(s, r) §1 {{\n  return {b}\n}}\n"
                 for i, (a, b) in enumerate(QUERIES))


def _agree(s):
    for i, (q, _) in enumerate(QUERIES):
        for args in ('@red, "guns"', '@blue, "guns"', '@red, "line"', '@blue, "none"'):
            fast, slow = s.eval(f"fast_{i}({args})"), s.eval(f"slow_{i}({args})")
            assert fast == slow, (q, args, fast, slow)


@pytest.fixture
def state(tmp_path):
    g = Game(toy_game(tmp_path, RULES, units_yaml=UNITS, scenarios_yaml=SCENARIOS))
    return GameState.new(g, "skirmish")


def test_the_generated_code_reads_the_index(state):
    assert state.eval('units(side=@red) where .role == "guns"') == ["r2", "r3"]
    keys = [k for k in state.ctx.memo if isinstance(k, tuple) and k[0] == "units_by"]
    assert ("units_by", "red", "role") in keys
    assert state.eval('fast_0(@blue, "x")') == ["b1"]
    assert ("units_by", "blue", "role") in state.ctx.memo


def test_filters_agree_with_a_scan_after_every_kind_of_change(state):
    s = state
    assert s.eval('units(side=@red) where .role == "guns"') == ["r2", "r3"]
    assert s.eval('units() where .side == @blue') == ["b1", "b2"]
    _agree(s)
    s.exec("move @r3 to @west")                     # a move from space to space
    assert s.eval('units(side=@red) where .loc == @middle') == []
    assert s.eval('units(side=@red) where .role == "guns"') == ["r2", "r3"]
    _agree(s)
    s.exec("move @r3 to @middle")
    assert s.eval('units(side=@red) where .loc == @middle') == ["r3"]
    _agree(s)
    s.exec("move @r4 to @middle")                   # a unit enters the map
    assert s.eval('units(side=@red) where .role == "line"') == ["r1", "r4"]
    _agree(s)
    s.exec('move @r2 to "dead"')                     # and one leaves it
    assert s.eval('units(side=@red) where .role == "guns"') == ["r3"]
    assert s.eval('fast_18(@red, "guns")') == ["r2"]
    assert s.eval('fast_14(@red, "line")') == ["r1"]
    _agree(s)
    s.exec('want = "line"')                          # a variable a filter's key is read from
    assert s.eval('units(side=@red) where .role == want') == ["r1", "r4"]
    _agree(s)
    s.exec('want = "guns"')
    _agree(s)
    s.exec('@r1.role = "guns"')                      # the attribute itself, on the piece over its class's
    assert s.eval('units(side=@red) where .role == "guns"') == ["r1", "r3"]
    _agree(s)
    s.exec('@b2.hold = true')                        # a field no class has
    assert s.eval('units() where .hold') == ["b2"]
    assert s.eval('units(side=@blue) where not .hold') == ["b1"]
    _agree(s)
    s.exec('@redland.side = @blue')                  # a nation changes sides
    assert s.eval('units(side=@red) where .role == "guns"') == []
    assert s.eval('units() where .side == @blue') == ["r1", "r3", "r4", "b1", "b2"]
    _agree(s)
    assert s.eval('all_units() where .role == "line"') == ["r4", "b2"]
    s.exec("destroy(@b2)")                           # a unit leaves the game
    assert s.eval('all_units() where .role == "line"') == ["r4"]
    _agree(s)
    s.exec('@r1.role = ["guns"]')                    # a value no index can hold: the filter decides alone
    assert s.eval('units(side=@blue) where .role == "guns"') == ["r3", "b1"]
    _agree(s)


def test_all_is_not_narrowed(state):
    assert state.eval('all(units(side=@red), .role == "guns")') is False
    assert state.eval('all(units(side=@blue), .attack > 1)') is True


def test_an_unrelated_write_keeps_the_index_and_a_related_one_rebuilds_it(state):
    s = state
    s.eval('units(side=@red) where .role == "guns"')
    first = s.ctx.memo[("units_by", "red", "role")][2]
    s.exec("v = 3")
    s.eval('units(side=@red) where .role == "guns"')
    assert s.ctx.memo[("units_by", "red", "role")][2] is first
    s.exec('@r3.attack = 1')
    s.eval('units(side=@red) where .role == "guns"')
    assert s.ctx.memo[("units_by", "red", "role")][2] is first
    s.exec('@r3.role = "line"')
    assert s.eval('units(side=@red) where .role == "guns"') == ["r2"]
    assert s.ctx.memo[("units_by", "red", "role")][2] is not first


def test_a_move_on_the_map_keeps_the_index_and_a_move_onto_it_rebuilds_it(state):
    # the units on the map are listed in the order of the state's pieces, wherever they stand: a move from
    # space to space changes no index but one of where the units are
    s = state
    s.eval('units(side=@red) where .role == "guns"')
    first = s.ctx.memo[("units_by", "red", "role")][2]
    s.exec("move @r2 to @east")
    assert s.eval('units(side=@red) where .role == "guns"') == ["r2", "r3"]
    assert s.ctx.memo[("units_by", "red", "role")][2] is first
    assert s.eval('units(side=@red) where .loc == @east') == ["r2"]
    s.exec("move @r3 to @east")
    assert s.eval('units(side=@red) where .loc == @east') == ["r2", "r3"]
    s.exec("move @r4 to @west")                     # from its pool onto the map
    assert s.eval('units(side=@red) where .role == "line"') == ["r1", "r4"]
    assert s.ctx.memo[("units_by", "red", "role")][2] is not first
    s.exec('move @r1 to "dead"')                     # off the map
    assert s.eval('units(side=@red) where .role == "line"') == ["r4"]
    assert s.eval('units(side=@red)') == ["r2", "r3", "r4"]


def test_a_clone_starts_without_indexes_and_agrees(state):
    s = state
    s.eval('units(side=@red) where .role == "guns"')
    t = s.clone()
    assert not any(isinstance(k, tuple) and k[0] == "units_by" for k in t.ctx.memo)
    t.exec('@r1.role = "guns"')
    assert t.eval('units(side=@red) where .role == "guns"') == ["r1", "r2", "r3"]
    assert s.eval('units(side=@red) where .role == "guns"') == ["r2", "r3"]


def test_a_filter_that_changes_the_game_sees_every_unit_as_written(tmp_path):
    # the filter's call makes r3 a gun while the filter runs: a list taken from an index before the loop
    # would leave r3 out
    rules = RULES.replace("procedure game() §1 {", '''procedure arm(u) §1 {
  @r3.role = "guns"
  return true
}
procedure game() §1 {''', 1)
    g = Game(toy_game(tmp_path, rules, units_yaml=UNITS, scenarios_yaml=SCENARIOS))
    s = GameState.new(g, "skirmish")
    s.exec('@r3.role = "line"')
    assert s.eval('units(side=@red) where .role == "guns" and arm(it)') == ["r2", "r3"]


def _generated(monkeypatch, tmp_path, rules):
    """The Python text generated for a toy game with these rules."""
    texts = generated_code(monkeypatch)
    Game(toy_game(tmp_path, rules, units_yaml=UNITS, scenarios_yaml=SCENARIOS))
    return "\n".join(texts)


def test_the_first_tests_are_made_by_the_index_alone(monkeypatch, tmp_path):
    rules = RULES + """procedure only_guns(s) §1 {
  return units(side=s) where .role == "guns" and .block == "small" and .attack > 1
}
procedure inner(s) §1 {
  return units(side=s) where w -> w.role == "line" and any(units(w.loc), u -> u.role == "line" and u != w)
}
"""
    text = _generated(monkeypatch, tmp_path, rules)
    call = "_units_by2(c, v_s, 'role', 'guns', 'eq', 'block', 'small', 'eq'"
    only = next(t for t in text.split("\ndef ") if call in t and "'attack'" in t)
    # the index reads .role and .block; the filter reads .attack, never .role or .block again
    rest = only.replace(call, "")
    assert "'role'" not in rest and "'block'" not in rest and "'attack'" in rest
    inner = next(t for t in text.split("\ndef ") if "'role', 'line'" in t and "!=" in t)
    # the index's, and the inner filter's test of its own unit (the value kept for reading, a record's
    # field inline, else the helper: three mentions)
    assert inner.count("'role'") == 4 and "'role'" in inner.split("any(", 1)[1]
    # a global variable as the key: read once, for the index
    assert "_units_by2(c, v_s, 'role', (c.st['vars']['want']" in text


SPACE_QUERIES = [
    ('spaces() where .kind == k', 'spaces() where v >= 0 and .kind == k'),
    ('spaces() where .kind != k', 'spaces() where v >= 0 and .kind != k'),
    ('spaces() where .owner', 'spaces() where v >= 0 and .owner'),
    ('spaces() where not .owner', 'spaces() where v >= 0 and not .owner'),
    ('spaces() where z -> z.owner == k and count(units(z)) > 0',
     'spaces() where z -> v >= 0 and z.owner == k and count(units(z)) > 0'),
    ('count(spaces(), .owner != k)', 'count(spaces(), v >= 0 and .owner != k)'),
    ('first(spaces(), z -> z.kind != k)', 'first(spaces(), z -> v >= 0 and z.kind != k)'),
    ('any(spaces(), .owner == k)', 'any(spaces(), v >= 0 and .owner == k)'),
]


def test_filters_of_every_space_agree_with_a_scan(tmp_path):
    rules = RULES + "".join(f"procedure sfast_{i}(k) §1 {{\n  return {a}\n}}\nprocedure sslow_{i}(k) §1 {{\n"
                            f"  return {b}\n}}\n" for i, (a, b) in enumerate(SPACE_QUERIES))
    g = Game(toy_game(tmp_path, rules, units_yaml=UNITS, scenarios_yaml=SCENARIOS))
    s = GameState.new(g, "skirmish")

    def agree():
        for i, (q, _) in enumerate(SPACE_QUERIES):
            for k in ('"land"', '"sea"', "@red", "none", "true"):
                fast, slow = s.eval(f"sfast_{i}({k})"), s.eval(f"sslow_{i}({k})")
                assert fast == slow, (q, k, fast, slow)
    assert s.eval('sfast_1("sea")') == ["west", "middle", "east"]
    assert s.eval('sfast_1("land")') == []
    agree()
    assert ("spaces_by", "kind", "sea", "ne") in s.ctx.memo
    s.exec("@middle.owner = @red")                     # a space's state, over its map data
    assert s.eval("sfast_0(@red)") == [] and s.eval("sfast_2(none)") == ["middle"]
    agree()
    s.exec("@east.owner = @red")
    assert s.eval("sfast_4(@red)") == ["middle", "east"]
    agree()
    s.exec('@west.kind = "sea"')                       # even a field of its map data
    assert s.eval('sfast_0("sea")') == ["west"] and s.eval('sfast_1("sea")') == ["middle", "east"]
    agree()
    t = s.clone()
    t.exec("@east.owner = none")
    assert t.eval("sfast_2(none)") == ["middle"] and s.eval("sfast_2(none)") == ["middle", "east"]
