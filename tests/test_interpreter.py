"""Interpreter primitives on small throwaway games built from the toy fixture."""
import json
import random

import pytest
from helpers import FIXTURES, toy_game

from pacwar.interpreter.core.api import TERMINAL, GameState, new_game
from pacwar.interpreter.errors import PacwarError, RulesRuntimeError, SaveError
from pacwar.interpreter.core.game import Game, playable_scenarios

HEAD = 'pacwar 1\ncalendar §2.1 {\n  turns: 1..3\n}\nvar v = 0 §1\nvar trail = [] §1\n'


def game_with(tmp_path, body: str, **files) -> Game:
    return Game(toy_game(tmp_path, HEAD + body, **files))


def first_legal(state, limit=1000):
    n = 0
    while not state.is_terminal():
        state.apply_action(0)
        n += 1
        assert n < limit
    return state


# ---- dice -----------------------------------------------------------------------------------------

def test_dice_are_seeded_and_forced_results_come_first(tmp_path):
    g = game_with(tmp_path, 'procedure game() §1 {\n  trail = dice(10, 6)\n  end game draw\n}\n')
    a = GameState.new(g, seed=7)
    b = GameState.new(g, seed=7)
    c = GameState.new(g, seed=8)
    assert a.eval("trail") == b.eval("trail") != c.eval("trail")
    assert all(1 <= x <= 6 for x in a.eval("trail"))
    s = GameState.new(g, seed=7, start=False)
    s.force_dice([6, 6, 1])
    s.call("game")
    assert s.eval("trail")[:3] == [6, 6, 1]
    s2 = GameState.new(g, seed=7, start=False)
    s2.force_dice([9])
    with pytest.raises(RulesRuntimeError, match="forced die result 9 is not a face of a d6"):
        s2.call("game")


# ---- decisions ------------------------------------------------------------------------------------

CHOICES = '''
procedure game() §1 {
  let a = choose one from [1, 2, 3] by @red prompt "Pick one"
  let b = choose one from [7] by @blue prompt "Forced"
  let c = choose one from [4, 5] by @blue prompt "Maybe" optional "Neither"
  let d = choose 1..2 from [10, 20, 30] by @red prompt "Several"
  trail = [a, b, c, d]
  end game winner @red
}
'''.replace(" where it not in [x * 10 for_none]", "")


def test_choose_protocol_one_forced_optional_many(tmp_path):
    g = game_with(tmp_path, CHOICES)
    s = GameState.new(g)
    acts = s.legal_actions()
    assert [a.label for a in acts] == ["1", "2", "3"] and acts[0].prompt == "Pick one"
    assert s.current_player() == 0 and s.current_side() == "red"
    s.apply_action(2)                      # a = 3; b = 7 is forced (no decision)
    assert [a.label for a in s.legal_actions()] == ["4", "5", "Neither"] and s.current_player() == 1
    s.apply_action(2)                      # c = none
    assert [a.label for a in s.legal_actions()] == ["10", "20", "30"]   # at least one before "done"
    s.apply_action(1)                      # 20
    assert [a.label for a in s.legal_actions()] == ["10", "30", "done"]
    s.apply_action(0)                      # 10: the maximum (2) is reached, the choice ends
    assert s.is_terminal() and s.current_player() == TERMINAL
    assert s.eval("trail") == [3, 7, None, [20, 10]]
    assert s.returns() == [1.0, -1.0]
    assert "[§1] Blue: Forced -> 7 (the only choice)" in s.log_lines()


def test_chosen_and_valid_constrain_a_multiple_choice(tmp_path):
    g = game_with(tmp_path, '''
procedure game() §1 {
  let pick = choose 0..3 from [1, 2, 3, 4] where it > sum(chosen) by @red prompt "Rising" valid sum(chosen) >= 3
  trail = pick
  end game draw
}
''')
    s = GameState.new(g)
    assert [a.label for a in s.legal_actions()] == ["1", "2", "3", "4"]   # nothing chosen: "done" not yet valid
    s.apply_action(0)                                                     # 1
    assert [a.label for a in s.legal_actions()] == ["2", "3", "4"]
    s.apply_action(0)                                                     # 2: sum 3, "done" now valid
    assert [a.label for a in s.legal_actions()] == ["4", "done"]
    s.apply_action(1)
    assert s.eval("trail") == [1, 2]


def test_no_option_to_choose_is_a_rules_error(tmp_path):
    g = game_with(tmp_path, 'procedure game() §1 {\n  let a = choose one from [] by @red prompt "Empty"\n  end game draw\n}\n')
    with pytest.raises(RulesRuntimeError) as e:
        GameState.new(g)
    assert "main.pw:8:3: nothing to choose from: Empty" in e.value.render()


# ---- clone and save at any decision ---------------------------------------------------------------

def test_clone_and_serialize_mid_choice_continue_identically(tmp_path):
    g = Game(FIXTURES / "toy")
    ref = GameState.new(g, "skirmish", seed=5)
    moves = []
    while not ref.is_terminal():
        moves.append(len(moves) % len(ref.legal_actions()))
        ref.apply_action(moves[-1] % len(ref.legal_actions()))
    for cut in range(0, len(moves), 2):
        s = GameState.new(g, "skirmish", seed=5)
        for m in moves[:cut]:
            s.apply_action(m % len(s.legal_actions()))
        clone = s.clone()
        loaded = GameState.deserialize(s.serialize(), g)
        for t in (s, clone, loaded):
            for m in moves[cut:]:
                t.apply_action(m % len(t.legal_actions()))
            assert t.log_text() == ref.log_text()
            assert t.returns() == ref.returns()


def test_clone_is_independent(tmp_path):
    g = Game(FIXTURES / "toy")
    s = GameState.new(g, "skirmish", seed=1)
    c = s.clone()
    c.apply_action(0)
    assert s.history == [] and c.history == [0]
    assert s.st["n"] == 0 and c.st["n"] == 1


def test_serialize_mid_multiple_choice(tmp_path):
    g = game_with(tmp_path, 'procedure game() §1 {\n  let xs = choose 2 from [1, 2, 3] by @red\n  trail = xs\n  end game draw\n}\n')
    s = GameState.new(g)
    s.apply_action(1)                          # one item of two chosen: the decision is still open
    t = GameState.deserialize(s.serialize(), g)
    assert [a.label for a in t.legal_actions()] == ["1", "3"]
    t.apply_action(1)
    assert t.eval("trail") == [2, 3]


def test_broken_saves_are_refused_with_a_reason(tmp_path):
    g = Game(FIXTURES / "toy")
    s = GameState.new(g, "skirmish", seed=1)
    text = s.serialize()
    with pytest.raises(SaveError, match="not a pacwar save file: invalid JSON"):
        GameState.deserialize(text[:-10], g)
    doc = json.loads(text)
    doc["state"]["frames"][0]["p"] = "no_such_procedure"
    with pytest.raises(SaveError, match="stands in procedure 'no_such_procedure'"):
        GameState.deserialize(json.dumps(doc), g)
    doc = json.loads(text)
    doc["state"]["format"] = 99
    with pytest.raises(SaveError, match="the saved state has format 99; this engine reads format 2"):
        GameState.deserialize(json.dumps(doc), g)
    doc = json.loads(text)
    doc["state"]["pieces"]["r1"]["loc"] = "atlantis"
    with pytest.raises(SaveError, match="piece r1 is at 'atlantis'"):
        GameState.deserialize(json.dumps(doc), g)


# ---- sequence of play -----------------------------------------------------------------------------

SEQUENCE = '''
procedure note(x) §1 {
  trail = trail + [x]
}
procedure game() §1 {
  for t in turns() {
    turn_phase()
  }
  emit finished
  end game draw
}
phase turn_phase §3 {
  note("turn")
  step first §3.1 {
    note("first")
  }
  step second §3.2 when v == 0 {
    note("second")
  }
  v = v + 1
}
before step * §9.1 {
  note("before")
}
after step first §9.2 {
  note("after first")
}
after phase turn_phase §9.3 {
  note("end of turn")
}
trigger done §9.4 on finished {
  note("finished")
}
'''


def test_level_blocks_guards_hooks_and_triggers(tmp_path):
    g = game_with(tmp_path, SEQUENCE)
    s = GameState.new(g, seed=1)
    assert s.eval("trail") == [
        "turn", "before", "first", "after first", "before", "second", "end of turn",
        "turn", "before", "first", "after first", "end of turn",
        "turn", "before", "first", "after first", "end of turn",
        "finished"]
    assert "[§3.2] (step Second does not take place)" in s.log_lines()


def test_scenario_start_fast_forwards_to_a_named_block(tmp_path):
    scen = ('format: pacwar-scenarios/1\nscenarios:\n  - id: mid\n    name: Mid\n    cite: "1"\n'
            '    prov: "assumed: t"\n    start: {turn: 2, at: second}\n')
    g = game_with(tmp_path, SEQUENCE, scenarios_yaml=scen)
    s = GameState.new(g, "mid", seed=1)
    # turn 2 starts at its second step: the phase's own statements before it and step "first" are skipped
    assert s.eval("trail") == ["turn", "before", "second", "end of turn",
                               "turn", "before", "first", "after first", "end of turn", "finished"]


# ---- hidden information ---------------------------------------------------------------------------

def test_observation_hides_enemy_pieces_secret_log_and_decisions(tmp_path):
    g = game_with(tmp_path, '''
procedure game() §1 {
  let p = setup()
  move @b2 to @middle
  secret to @red {
    log "red's plan"
  }
  let x = choose one from units(@west) by @red prompt "Move which?"
  end game draw
}
''')
    s = GameState.new(g, "skirmish", seed=1)
    red, blue = s.observation(0), s.observation(1)
    assert "r1" in red["pieces"] and "b1" not in red["pieces"]
    assert "b1" in blue["pieces"] and "r1" not in blue["pieces"]
    # hidden pieces by opaque handles, numbered by place, not by id
    assert blue["hidden_pieces"]["west"] == [{"handle": "?1", "block": "small", "side": "red"},
                                             {"handle": "?2", "block": "small", "side": "red"}]
    assert any("red's plan" in line for line in red["log"])
    assert not any("red's plan" in line for line in blue["log"])
    assert red["decision"]["actions"] and blue["decision"] == {"waiting_for": "red"}
    assert "Blueland Infantry" not in " ".join(red["log"])
    assert any("Blue block moves" in line for line in red["log"])   # the opponent sees a block, not its identity
    assert "rng" not in json.dumps(red) and "frames" not in json.dumps(red)


# ---- tables and map queries -----------------------------------------------------------------------

def test_tables_ranges_columns_and_shifts(tmp_path):
    g = game_with(tmp_path, '''
table crt §6.1 columns [1, 2, 3] {
  1..2: ["a", "b", "c"]
  3..: ["d", "e", "f"]
}
procedure game() §1 {
  end game draw
}
''')
    s = GameState.new(g, start=False)
    assert s.eval("lookup(crt, 1, 2)") == "b"
    assert s.eval("lookup(crt, 9, 1)") == "d"
    assert s.eval("lookup(crt, 3, 2, shift=5)") == "f"       # shifts are clamped to the table
    assert s.eval("lookup(crt, 3, 2, shift=-5)") == "d"
    with pytest.raises(RulesRuntimeError, match="table crt has no row for 0"):
        s.eval("lookup(crt, 0, 1)")


def test_graph_queries(tmp_path):
    g = game_with(tmp_path, 'procedure game() §1 {\n  end game draw\n}\n')
    s = GameState.new(g, start=False)
    assert s.eval("adjacent(@middle)") == ["west", "east"]
    assert s.eval("reachable(@west)") == ["west", "middle", "east"]
    assert s.eval("reachable(@west, max=1)") == ["west", "middle"]
    assert s.eval("reachable(@west, stop=it == @middle)") == ["west", "middle"]
    assert s.eval("reachable(@west, node=it != @middle)") == ["west"]
    assert s.eval("path(@west, @east)") == ["west", "middle", "east"]
    assert s.eval("distance(@west, @east, cost=2)") == 4
    assert s.eval("edge(@west, @middle).kind") == "road"



LATTICE_MAP = """format: pacwar-map/1
coords: plane
space_kinds: [land, sea]
edge_kinds: [road, hexside]
grids:
  - {id: west_sheet, type: hex, orientation: pointy, offset: odd-r, columns: [1, 3], rows: [1, 2],
     id_format: "w{col}{row}", default: {kind: sea}, edge_kind: hexside, prov: "assumed: test"}
  - {id: east_sheet, type: hex, orientation: pointy, offset: odd-r, columns: [1, 3], rows: [1, 2],
     id_format: "e{col}{row}", default: {kind: sea}, edge_kind: hexside, prov: "assumed: test",
     lattice: {grid: west_sheet, shift: [3, 0]}}
  - {id: lone, type: hex, orientation: pointy, offset: odd-r, columns: [1, 1], rows: [1, 1],
     id_format: "x{col}{row}", default: {kind: sea}, edge_kind: hexside, prov: "assumed: test"}
spaces:
  - {id: west, name: West, kind: land, pos: [0, 0], prov: "assumed: toy"}
  - {id: middle, name: Middle, kind: land, pos: [1, 0], prov: "assumed: toy"}
  - {id: east, name: East, kind: land, pos: [2, 0], prov: "assumed: toy"}
edges:
  - {a: west, b: middle, kind: road, prov: "assumed: toy"}
  - {a: middle, b: east, kind: road, prov: "assumed: toy"}
  - {a: w31, b: e11, kind: hexside, prov: "assumed: the join of the sheets"}
"""


def test_hex_distance_measures_across_sheets_on_one_lattice(tmp_path):
    g = game_with(tmp_path, 'procedure game() §1 {\n  end game draw\n}\n', map_yaml=LATTICE_MAP)
    s = GameState.new(g, start=False)
    assert s.eval("hex_distance(@w11, @w31)") == 2
    assert s.eval("hex_distance(@w11, @e31)") == 5          # across the join: e31 is column 6 of the lattice
    with pytest.raises(RulesRuntimeError, match="not cells of one grid or lattice"):
        s.eval("hex_distance(@w11, @x11)")

def test_searches_ask_each_space_and_edge_no_more_than_needed(tmp_path):
    """node is asked once per space (the answer is remembered); without a cost, no edge into a space already
    reached is asked about. The answers are the same; rules callbacks only ask questions."""
    from pacwar.interpreter.core.library.mapping import reachable
    g = game_with(tmp_path, 'procedure game() §1 {\n  end game draw\n}\n', map_yaml=LATTICE_MAP)
    s = GameState.new(g, start=False)
    asked = []

    def node(c, z):
        asked.append(z)
        return z != "w21"
    out = reachable(s.ctx, "w11", node=node)
    assert "w21" not in out and {"w11", "w12", "w31", "e11"} <= set(out)
    assert asked.count("w21") == 1 and len(asked) == len(set(asked))
    crossed = []

    def edge(c, rec):
        crossed.append(rec["to"])
        return True
    out = reachable(s.ctx, "w11", edge=edge)
    assert len(crossed) == len(out) - 1 == len(set(crossed))


def test_units_everywhere_is_remembered_only_until_something_changes(tmp_path):
    """units() and units(side=) over the whole map are remembered between writes: a move, a new piece, a
    nation changing side and a removal each show at once, and a caller changing its list changes no other's."""
    g = game_with(tmp_path, 'procedure game() §1 {\n  setup()\n  end game draw\n}\n')
    s = GameState.new(g, start=False)
    s.eval("setup()")
    assert s.eval("units(side=@red)") == ["r1", "r2"]
    mine = s.eval("units(side=@red)")
    mine.append("b1")
    assert s.eval("units(side=@red)") == ["r1", "r2"]
    s.place("r2", "pool_red")
    assert s.eval("units(side=@red)") == ["r1"] and "r2" not in s.eval("units()")
    s.create({"class": "INF", "nation": "redland", "id": "r3"}, "middle")
    assert s.eval("units(side=@red)") == ["r1", "r3"]
    s.set("@redland.side", "blue")
    assert s.eval("units(side=@red)") == [] and s.eval("units(side=@blue)") == ["r1", "b1", "r3"]
    s.eval("destroy(@r1)")
    assert "r1" not in s.eval("units(side=@blue)") and "r1" not in s.eval("units()")


# ---- compiled procedures and runtime errors -------------------------------------------------------

def test_direct_and_framed_procedures_agree(tmp_path):
    g = game_with(tmp_path, '''
procedure fib(n) §1 {
  if n < 2 {
    return n
  }
  let a = 0
  let b = 1
  for i in 2..n {
    let c = a + b
    a = b
    b = c
  }
  return b
}
procedure game() §1 {
  trail = [fib(10), fib(1)]
  let r = fib(12)
  trail = trail + [r]
  end game draw
}
''')
    assert g.program.procs["fib"].direct is not None
    s = GameState.new(g)
    assert s.eval("trail") == [55, 1, 144]



def test_loop_forms_bind_alike_in_direct_and_framed_procedures(tmp_path):
    loops = """  for k in {a: 1, b: 2} {
    out = out + [k]
  }
  for k, x in {a: 1, b: 2} {
    out = out + [k, x]
  }
  for i, x in ["p", "q"] {
    out = out + [i, x]
  }
  for x in none {
    out = out + ["never"]
  }
"""
    g = game_with(tmp_path, f'''
procedure direct() §1 {{
  let out = []
{loops}  return out
}}
procedure game() §1 {{
  let out = []
  let pick = choose one from ["go"] by @red
{loops}  trail = [direct(), out]
  end game draw
}}
''')
    assert g.program.procs["direct"].direct is not None and g.program.procs["game"].direct is None
    s = GameState.new(g)
    want = ["a", "b", "a", 1, "b", 2, 0, "p", 1, "q"]
    assert s.eval("trail") == [want, want]

def test_runtime_errors_name_the_rules_position(tmp_path):
    g = game_with(tmp_path, 'procedure game() §1 {\n  v = 1 / (v - v)\n  end game draw\n}\n')
    with pytest.raises(RulesRuntimeError) as e:
        GameState.new(g)
    assert e.value.render().endswith("main.pw:8:7: division by zero")


def test_reset_keeps_named_variables(tmp_path):
    g = game_with(tmp_path, '''
procedure game() §1 {
  let p = setup()
  v = 5
  trail = [1]
  reset(["trail"])
  trail = trail + [v, count(all_units())]
  end game draw
}
''')
    s = GameState.new(g, "skirmish")
    assert s.eval("trail") == [1, 0, 0]


def test_unknown_option_and_scenario_are_refused(tmp_path):
    g = Game(FIXTURES / "toy")
    with pytest.raises(PacwarError, match="no scenario 'nope' in toy; scenarios: skirmish"):
        GameState.new(g, "nope")
    with pytest.raises(PacwarError, match="unknown option 'fast'; this game has: bloody"):
        GameState.new(g, "skirmish", options={"fast": True})


def _snapshot(state) -> str:
    return repr(state.st)   # (marshal's bytes depend on reference counts, not only on the data)


@pytest.mark.parametrize("game,scenario", playable_scenarios())
def test_clones_share_nothing_that_either_changes(game, scenario):
    """clone() shares unchanged records between the two states (copy on write): playing either one on must
    leave the other exactly as it was, and a clone must play on exactly as a reloaded save does."""
    rng = random.Random(7)
    s = new_game(game, scenario, seed=11, log=True)
    for point in range(12):
        for _ in range(rng.randrange(5, 25)):
            if s.is_terminal():
                return
            s.apply_action(rng.randrange(len(s.legal_actions())))
        c = s.clone()
        before = _snapshot(c)
        loaded = GameState.deserialize(s.serialize(), s.game)
        moves = [rng.randrange(1000) for _ in range(15)]
        for m in moves:                       # the original plays on: the clone must not move
            if s.is_terminal():
                break
            s.apply_action(m % len(s.legal_actions()))
        assert _snapshot(c) == before, f"clone {point} changed when the original played on"
        after_s = _snapshot(s)
        for t in (c, loaded):                 # the clone plays the same moves as a reloaded save
            for m in moves:
                if t.is_terminal():
                    break
                t.apply_action(m % len(t.legal_actions()))
        assert _snapshot(s) == after_s, f"the original changed when clone {point} played on"
        assert c.serialize() == loaded.serialize() == s.serialize()
        s = c if point % 2 else s             # go on from the clone half the time: clones of clones


def test_a_list_held_in_a_local_and_changed_after_a_clone_stays_with_its_state(tmp_path):
    """A piece attribute that is a list, held in a local across a decision and changed in place after a
    clone, changes that state's piece only (records holding containers are never shared)."""
    rules = ('procedure game() §1 {\n  let p = setup()\n  @r1.marks = [1]\n  let m = @r1.marks\n'
             '  let x = choose one from [1, 2] by @red\n  m[0] = x\n  trail = [@r1.marks[0]]\n  end game draw\n}\n')
    g = game_with(tmp_path, rules)
    s = GameState.new(g)
    c = s.clone()
    s.apply_action(1)
    c.apply_action(0)
    assert s.eval("trail") == [2] and c.eval("trail") == [1]
    assert s.eval("@r1.marks") == [2] and c.eval("@r1.marks") == [1]


def test_unique_keeps_the_first_of_equal_items_in_order(tmp_path):
    """unique() over text and numbers (one pass with a set) and over lists and records (compared one by one)
    keeps the first of each group of equal items, in the list's order."""
    s = GameState.new(game_with(tmp_path, 'procedure game() §1 {\n  end game draw\n}\n'))
    assert s.eval('unique(["b", "a", "b", "c", "a"])') == ["b", "a", "c"]
    assert s.eval("unique([3, 1, 3, 2, 1, none, none])") == [3, 1, 2, None]
    assert s.eval("unique([1, true, 1])") == [1]          # equal in the rules as in Python
    assert s.eval("unique([[1], [2], [1], 3, 3])") == [[1], [2], 3]
    assert s.eval("unique([{a: 1}, {a: 1}, {a: 2}])") == [{"a": 1}, {"a": 2}]
    assert s.eval("unique({x: 1, y: 2})") == ["x", "y"]
    with pytest.raises(RulesRuntimeError, match=r"unique\(\) needs a list"):
        s.eval("unique(3)")
