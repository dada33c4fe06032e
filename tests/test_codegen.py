"""The code generator's constructs on the toy game: derived procedures (remembered until what they read
changes), the location-index queries, and rules positions for failures inside generated code."""
import pytest
from helpers import toy_game

from pacwar.dsl.errors import RulesErrors
from pacwar.interpreter.core.api import GameState
from pacwar.interpreter.core.game import Game
from pacwar.interpreter.errors import RulesRuntimeError

HEAD = 'pacwar 1\ncalendar §2.1 {\n  turns: 1..3\n}\nvar v = 0 §1\nvar trail = [] §1\nvar unrelated = 0 §1\n'


def game_with(tmp_path, body: str) -> Game:
    return Game(toy_game(tmp_path, HEAD + body))


def computations(game, proc):
    """Wrap a derived procedure's computation to count how often it really runs."""
    comp = game._compiler
    key = f"P_{comp._index[proc]}_compute"
    inner = game.program.ns.g[key]
    count = [0]

    def counted(*args):
        count[0] += 1
        return inner(*args)
    game.program.ns.g[key] = counted
    return count


DERIVED = '''
procedure strength(z) §2 derived {
  return sum(units(z), .attack * .steps) + v
}
procedure game() §1 {
  let p = setup()
  end game draw
}
'''


def test_a_derived_value_is_remembered_until_what_it_reads_changes(tmp_path):
    g = game_with(tmp_path, DERIVED)
    s = GameState.new(g, "skirmish")
    runs = computations(g, "strength")
    assert s.eval("strength(@west)") == 4 * 2 + 4 * 1      # r1 (2 steps) and r2 (1 step), attack 4
    assert s.eval("strength(@west)") == 12 and runs[0] == 1  # remembered
    assert s.eval("strength(@east)") == 8 and runs[0] == 2   # other arguments, other value
    s.exec("unrelated = 6")                                  # a variable it does not read
    assert s.eval("strength(@west)") == 12 and runs[0] == 2
    s.exec("v = 1")                                          # a variable it reads
    assert s.eval("strength(@west)") == 13 and runs[0] == 3
    s.exec("move @r2 to @east")                              # a location it reads
    assert s.eval("strength(@west)") == 9 and s.eval("strength(@east)") == 13
    s.exec("reduce @r1 by 1")                                # an attribute it reads
    assert s.eval("strength(@west)") == 5


STACKS = '''
procedure strength(z) §2 derived {
  return sum(units(z), .attack * .steps) + reds_at(z)
}
procedure reds_at(at) §2 {
  return count(units(at, side=@red))
}
procedure local_strength(z) §2 derived {
  let here = z
  return sum(units(here), .attack)
}
procedure reach(z) §2 derived {
  return count(units(z) where .loc == z)
}
procedure game() §1 {
  let p = setup()
  end game draw
}
'''


def test_a_derived_value_of_a_stack_waits_only_for_that_stack(tmp_path):
    """A derived procedure that reads where pieces stand only as units(P) of its parameters (through what it
    calls too) is computed again after a move into or out of that stack, not after a move elsewhere."""
    g = game_with(tmp_path, STACKS)
    comp = g._compiler
    assert comp.derived_stack_params("strength") == ("z",)
    assert comp.derived_stack_params("local_strength") == ()   # a local, not the parameter itself
    assert comp.derived_stack_params("reach") == ()            # a piece's .loc: any move
    s = GameState.new(g, "skirmish")
    runs = computations(g, "strength")
    # west: r1 (attack 4, 2 steps) and r2 (4, 1 step), both red; east: b1 (4, 2 steps)
    assert s.eval("strength(@west)") == 12 + 2 and s.eval("strength(@east)") == 8 and runs[0] == 2
    s.exec("move @b1 to @middle")            # east -> middle: west's stack is as it was
    assert s.eval("strength(@west)") == 14 and runs[0] == 2
    assert s.eval("strength(@east)") == 0 and runs[0] == 3
    s.exec("move @r2 to @middle")            # out of west
    assert s.eval("strength(@west)") == 8 + 1 and runs[0] == 4
    s.exec("move @r2 to @west")              # back
    assert s.eval("strength(@west)") == 14 and runs[0] == 5
    s.exec("reduce @r1 by 1")                # an attribute it reads, anywhere
    assert s.eval("strength(@west)") == 4 + 4 + 2 and runs[0] == 6
    local = computations(g, "local_strength")
    assert s.eval("local_strength(@west)") == 8 and local[0] == 1
    s.exec("move @b1 to @east")
    assert s.eval("local_strength(@west)") == 8 and local[0] == 2   # (any move)


def test_a_write_of_the_value_already_held_keeps_derived_values(tmp_path):
    """Storing in an attribute the number, text or truth value it already holds changes nothing a rule can
    read: what was remembered from it is kept. Another value, or a value of another type, is a write."""
    g = game_with(tmp_path, '''
procedure held(z) §2 derived {
  return [z.owner, count(units(z) where .fresh)]
}
procedure mark(z, u) §2 {
  z.owner = "red"
  u.fresh = true
}
procedure game() §1 {
  let p = setup()
  end game draw
}
''')
    s = GameState.new(g, "skirmish")
    runs = computations(g, "held")
    s.exec("@west.owner = \"red\"")
    s.exec("@r1.fresh = true")
    assert s.eval("held(@west)") == ["red", 1] and runs[0] == 1
    s.exec("@west.owner = \"red\"")      # the same text again
    s.exec("@r1.fresh = true")            # the same truth value again
    assert s.eval("held(@west)") == ["red", 1] and runs[0] == 1
    s.exec("@r1.fresh = 1")               # equal in Python, but a number: another value
    assert s.eval("held(@west)") == ["red", 1] and runs[0] == 2
    s.exec("@west.owner = \"blue\"")
    assert s.eval("held(@west)") == ["blue", 1] and runs[0] == 3
    s.exec("@west.owner = [\"blue\"]")    # a list is always a write
    s.exec("@west.owner = [\"blue\"]")
    assert s.eval("held(@west)") == [["blue"], 1] and runs[0] == 4


def test_a_derived_value_is_handed_out_as_a_copy(tmp_path):
    g = game_with(tmp_path, '''
procedure west_units() §2 derived {
  return units(@west)
}
procedure game() §1 {
  let p = setup()
  let xs = west_units()
  xs[0] = "changed"
  trail = west_units()
  end game draw
}
''')
    s = GameState.new(g, "skirmish")
    assert s.eval("trail") == ["r1", "r2"]


def test_a_clone_remembers_nothing_and_agrees(tmp_path):
    g = game_with(tmp_path, DERIVED)
    s = GameState.new(g, "skirmish")
    assert s.eval("strength(@west)") == 12
    t = s.clone()
    assert not t.ctx.memo and t.eval("strength(@west)") == 12


@pytest.mark.parametrize("body,why", [
    ('  log "hello"\n  return 1', "changes the game or the log"),
    ('  v = 2\n  return 1', "assigns outside its own variables"),
    ('  return roll(1d6)', "calls roll() (line 14), which rolls dice"),
    ('  return helper()', "calls helper, which assigns outside its own variables"),
])
def test_a_derived_procedure_must_not_change_anything(tmp_path, body, why):
    with pytest.raises(RulesErrors) as e:
        game_with(tmp_path, f'''
procedure helper() §2 {{
  trail = [1]
  return 1
}}
procedure d() §2 derived {{
{body}
}}
procedure game() §1 {{
  v = d()
  end game draw
}}
''')
    assert f"derived procedure d {why}" in e.value.render()


def test_occupied_and_units_by_side_read_the_location_index(tmp_path):
    g = game_with(tmp_path, '''
procedure game() §1 {
  let p = setup()
  move @b2 to @middle
  trail = [occupied(), units(@west, side=@red), units(@west, side=@blue), units(side=@blue)]
  end game draw
}
''')
    s = GameState.new(g, "skirmish")
    assert s.eval("trail") == [["west", "middle", "east"], ["r1", "r2"], [], ["b1", "b2"]]
    s.exec("move @r1 to @east\nmove @r2 to @east")
    assert s.eval("occupied()") == ["middle", "east"]          # map order, empty spaces left out


def test_failures_inside_generated_code_name_the_rules_position(tmp_path):
    g = game_with(tmp_path, '''
procedure helper(x) §2 {
  return x < 3
}
procedure game() §1 {
  let r = helper(none)
  end game draw
}
''')
    with pytest.raises(RulesRuntimeError) as e:
        GameState.new(g)
    assert e.value.render().endswith("main.pw:10:10: cannot compare none with a number using <")


def test_unset_local_is_reported_by_name(tmp_path):
    g = game_with(tmp_path, '''
procedure helper(x) §2 {
  if x > 0 {
    let y = 1
  }
  return y
}
procedure game() §1 {
  v = helper(0)
  end game draw
}
''')
    with pytest.raises(RulesRuntimeError, match="variable 'y' is used before it is given a value"):
        GameState.new(g)


def test_derived_results_are_kept_apart_for_arguments_that_python_would_confuse(tmp_path):
    g = game_with(tmp_path, '''
procedure kind_of(x) §2 derived {
  return str(x)
}
procedure game() §1 {
  trail = [kind_of(1), kind_of(true), kind_of(["a"]), kind_of("['a']")]
  end game draw
}
''')
    s = GameState.new(g)
    assert s.eval("trail") == ["1", "true", "a", "['a']"]
