"""The units of one location's stack kept for reading (entities.StackUnits, codeopt.stack_source): a
where-filter or a builtin's loop over `units(z)` reads the list kept for z, built once until that stack
changes. Each case reads a stack (so it is kept), changes it one way the engine allows, and reads again."""
import pytest
from helpers import toy_game

from pacwar.interpreter.core.api import GameState
from pacwar.interpreter.core.game import Game

RULES = """pacwar 1
calendar §2.1 {
  turns: 1..3
}
procedure here(z) §1 {
  return units(z) where .attack > 0
}
procedure any_here(z) §1 {
  return any(units(z), .steps > 0)
}
procedure names_here(z) §1 {
  return map(units(z), u -> u)
}
procedure reds_here(z, s) §1 {
  return units(z, side=s) where .attack > 0
}
procedure how_many(z, s) §1 {
  return [count(units(z)), count(units(z, side=s))]
}
procedure game() §1 {
  let p = setup()
  end game draw
}
"""


@pytest.fixture
def game(tmp_path):
    return Game(toy_game(tmp_path, RULES))


def test_a_stack_read_again_is_not_built_again(game):
    s = GameState.new(game, "skirmish")
    ns = game.program.ns.g
    calls = []
    inner = ns["B_units"]
    ns["B_units"] = lambda c, *a, **k: calls.append(a) or inner(c, *a, **k)
    try:
        assert s.eval("here(@west)") == ["r1", "r2"] and calls == []
        assert s.eval("here(@west)") == ["r1", "r2"] and s.eval("any_here(@west)") and calls == []
        assert s.eval("reds_here(@west, @red)") == ["r1", "r2"] and s.eval("how_many(@west, @red)") == [2, 2]
        assert calls == []
        assert s.eval("here([@west, @east])") == ["r1", "r2", "b1"] and len(calls) == 1   # a list: as before
    finally:
        ns["B_units"] = inner


CHANGES = [
    ("move @r2 to @east", ["r1"], ["b1", "r2"]),
    ("move @b1 to @west", ["r1", "r2", "b1"], []),
    ("set_order(@west, [@r2, @r1])", ["r2", "r1"], ["b1"]),
    ("destroy(@r1)", ["r2"], ["b1"]),
    ("create({class: \"INF\", nation: @redland, id: \"r9\"}, @east)", ["r1", "r2"], ["b1", "r9"]),
    ("@redland.side = @blue", ["r1", "r2"], ["b1"]),
    ("@r1.nation = @blueland", ["r1", "r2"], ["b1"]),
]


@pytest.mark.parametrize("change,west,east", CHANGES, ids=[c[0] for c in CHANGES])
def test_every_change_of_a_stack_is_seen(game, change, west, east):
    s = GameState.new(game, "skirmish")
    assert s.eval("names_here(@west)") == ["r1", "r2"] and s.eval("here(@east)") == ["b1"]
    for z in ("@west", "@east"):   # (read, so kept)
        for x in ("@red", "@blue"):
            s.eval(f"[reds_here({z}, {x}), how_many({z}, {x})]")
    t = s.clone()
    s.exec(change)
    assert s.eval("names_here(@west)") == west and s.eval("here(@east)") == east
    for z in ("@west", "@east"):   # of each side, as a filter of the stack says
        for x in ("@red", "@blue"):
            mine = s.eval(f"units({z}) where .side == {x}")
            assert s.eval(f"[reds_here({z}, {x}), how_many({z}, {x})]") == [mine, [len(s.eval(f"units({z})")), len(mine)]]
    assert t.eval("names_here(@west)") == ["r1", "r2"]   # a clone keeps its own
    t.exec(change)
    assert t.eval("here(@west)") == west


def test_a_place_that_is_none_fails_as_before(game):
    s = GameState.new(game, "skirmish")
    with pytest.raises(Exception, match="not a space, box or piece"):
        s.eval('here("nowhere")')
    with pytest.raises(Exception, match="not a space, box or piece"):
        s.eval('here("nowhere")')   # (nothing kept for it)


def test_a_state_let_go_is_freed_at_once(game):
    """The kept stacks name their context weakly: a clone a search agent drops is freed when let go, not
    left for the garbage collector (a reference back from them made every context a cycle)."""
    import gc
    import weakref
    s = GameState.new(game, "skirmish")
    s.eval("here(@west)")
    t = s.clone()
    t.eval("[here(@west), reds_here(@west, @red)]")
    gone = weakref.ref(t.ctx)
    enabled = gc.isenabled()
    gc.disable()
    try:
        del t
        assert gone() is None
    finally:
        if enabled:
            gc.enable()
