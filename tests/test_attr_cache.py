"""Attribute values kept for reading (runtime.gac, Ctx.ac): a piece's or space's plain attribute value read
once is read again from Ctx.ac, without the lookup through the piece, its class and its nation, until a
write that can change it. Every such write must be seen: each case below reads the value (so it is kept),
changes it one way the engine allows, and reads it again."""
import pytest
from helpers import toy_game

import pacwar.interpreter.core.runtime as R
from pacwar.interpreter.core.api import GameState
from pacwar.interpreter.core.game import Game

from test_indexes import RULES, SCENARIOS, UNITS


@pytest.fixture
def game(tmp_path):
    return Game(toy_game(tmp_path, RULES, units_yaml=UNITS, scenarios_yaml=SCENARIOS))


def test_a_value_read_again_is_not_looked_up_again(game, monkeypatch):
    s = GameState.new(game, "skirmish")
    q = 'units() where v >= 0 and .attack > 1 and .side == @red and .loc != @east'
    first = s.eval(q)
    calls = []
    orig = R.ga
    monkeypatch.setattr(R, "ga", lambda c, o, name, pos: calls.append((o, name)) or orig(c, o, name, pos))
    assert s.eval(q) == first == ["r1", "r2", "r3"]
    assert calls == []
    # a space's map attribute and a unit's location through a space, kept too
    s.eval('units() where v >= 0 and .loc.kind == "land"')
    calls.clear()
    s.eval('units() where v >= 0 and .loc.kind == "land"')
    assert calls == []


# (what is read, the write, the value before, the value after)
WRITES = [
    ("@r1.role", '@r1.role = "guns"', "line", "guns"),
    ("@r1.loc", "move @r1 to @east", "west", "east"),
    ("@r1.side", "@redland.side = @blue", "red", "blue"),
    ("@r1.side", "@r1.nation = @blueland", "red", "blue"),
    ("@r1.steps", "reduce @r1 by 1", 2, 1),
    ("@r1.hold", "hold(@r1)", None, True),
    ("@west.held_by", "@west.held_by = @red", None, "red"),
    ("count(@r1.notes)", '@r1.notes["a"] = 1', 0, 1),
    ("is_piece(@r4) and @r4.role", "destroy(@r4)", "line", False),
]


@pytest.mark.parametrize("read,write,before,after", WRITES, ids=[w[1] for w in WRITES])
def test_every_write_is_seen(game, read, write, before, after):
    s = GameState.new(game, "skirmish")
    assert s.eval(read) == before
    assert s.eval(read) == before     # (now read from the kept values)
    t = s.clone()
    s.exec(write)
    assert s.eval(read) == after
    assert t.eval(read) == before     # a clone keeps its own values, and its own state
    t.exec(write)
    assert t.eval(read) == after


def test_a_destroyed_piece_reads_as_one_never_read(game):
    s, t = GameState.new(game, "skirmish"), GameState.new(game, "skirmish")
    s.eval("@r4.role")
    for st in (s, t):
        st.exec("destroy(@r4)")
    outcomes = []
    for st in (s, t):
        try:
            outcomes.append(("value", st.eval("@r4.role")))
        except Exception as e:   # the same error either way
            outcomes.append(("error", type(e).__name__, str(e)))
    assert outcomes[0] == outcomes[1]


@pytest.mark.parametrize("remove", ["clear", "destroy"])
def test_a_piece_made_again_under_the_same_id_reads_as_new(game, remove):
    """Golden tests clear the board and place pieces anew, some under the ids of pieces they removed."""
    s = GameState.new(game, "skirmish")
    assert s.eval("@r1.steps") == 2 and s.eval("@r1.loc") == "west"
    if remove == "clear":
        s.clear_pieces()
    else:
        s.exec("destroy(@r1)")
    s.create({"id": "r1", "class": "INF", "nation": "redland", "steps": 1}, "east")
    assert s.eval("@r1.steps") == 1 and s.eval("@r1.loc") == "east"
