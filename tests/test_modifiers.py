"""modifiers(tag, args...): tagged procedures whose `when` holds, in declaration order, with their values;
a radius condition over reachable(); clear errors for a wrong tag or arity."""
import pytest

from pacwar.dsl.errors import RulesError
from pacwar.interpreter.core.api import new_game
from pacwar.interpreter.core.game import Game
from pacwar.interpreter.errors import RulesRuntimeError

from helpers import toy_game

RULES = '''pacwar 1
calendar §2.1 {
  turns: 1..3
}
var marker = none
procedure game() §1 {
  setup()
  end game draw
}
procedure marker_near(z) §5.1 label "Marker within 1" tags drm when marker != none and z in reachable(marker, max=1) {
  return 1
}
procedure crowded(z) §5.2 label "Crowded" tags drm when count(units(z)) > 1 {
  return -2
}
procedure other_kind(z) §5.3 tags not_a_drm {
  return 100
}
'''


@pytest.fixture()
def state(tmp_path):
    return new_game(Game(toy_game(tmp_path, RULES)), "skirmish", seed=1)


def test_modifiers_hold_by_their_condition_in_declaration_order(state):
    assert state.eval('modifiers("drm", @west)') == [{"proc": "crowded", "label": "Crowded", "value": -2}]
    state.set("marker", "middle")   # a radius effect: every space within 1 of the marker
    assert state.eval('map(modifiers("drm", @west), .label)') == ["Marker within 1", "Crowded"]
    assert state.eval('sum(modifiers("drm", @west), .value)') == -1
    assert state.eval('sum(modifiers("drm", @east), .value)') == 1
    state.set("marker", "west")
    assert state.eval('modifiers("drm", @east)') == []


def test_modifier_errors_are_rules_errors(state):
    with pytest.raises(RulesRuntimeError, match="takes 1 arguments"):
        state.eval('modifiers("drm")')
    with pytest.raises(RulesRuntimeError, match="needs a tag"):
        state.eval('modifiers(count([1, 2]), @west)')
    with pytest.raises(RulesError, match="must be text"):   # a literal that is no tag: refused before playing
        state.eval('modifiers(3, @west)')
