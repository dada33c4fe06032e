"""The static checker: names, entities, arity, citations, suspension, hooks, data references."""
import pytest

from pacwar.dsl.errors import RulesErrors
from pacwar.interpreter.tooling.check import validate_game
from pacwar.interpreter.errors import DataErrors
from pacwar.interpreter.core.game import Game

from helpers import toy_game

HEAD = 'pacwar 1\ncalendar §2.1 {\n  turns: 1..3\n}\n'
MAIN = 'procedure game() §1 {\n  let p = setup()\n  end game draw\n}\n'


def errors_of(tmp_path, body: str, **files) -> list[str]:
    folder = toy_game(tmp_path, HEAD + MAIN + body, **files)
    with pytest.raises((RulesErrors, DataErrors)) as e:
        Game(folder)
    return [line for line in e.value.render().splitlines() if ".pw:" in line or ".yaml" in line]


def test_undefined_name_with_suggestion(tmp_path):
    text = errors_of(tmp_path, 'var phasing = "red"\nprocedure f() §3 {\n  let x = phasng\n}\n')
    assert any("undefined name 'phasng'" in t for t in text)
    folder = tmp_path / "toy"
    with pytest.raises(RulesErrors) as e:
        Game(folder)
    assert "hint: did you mean phasing?" in e.value.render()


def test_unknown_entity(tmp_path):
    text = errors_of(tmp_path, 'procedure f() §3 {\n  let x = "r1"\n  move x to @midle\n}\n')
    assert any("unknown entity @midle" in t for t in text)


def test_builtin_arity_and_keywords(tmp_path):
    text = errors_of(tmp_path, 'procedure f() §3 {\n  let a = count()\n  let b = reachable(@west, nodes=true)\n}\n')
    assert any("count() takes 1 to 2 arguments, got 0" in t for t in text)
    assert any("reachable() has no keyword argument 'nodes'" in t for t in text)


def test_procedure_arity(tmp_path):
    text = errors_of(tmp_path, 'procedure f(a) §3 {\n  g(1, 2)\n}\nprocedure g(x) §4 {\n  pass\n}\n')
    assert any("g() takes 1 argument, got 2" in t for t in text)


def test_uncited_block(tmp_path):
    folder = toy_game(tmp_path, HEAD + MAIN + 'table t §5 {\n  1: 2\n}\n')
    Game(folder)  # cited: fine
    # a block without a citation is a syntax error (the grammar requires it)
    folder2 = toy_game(tmp_path / "b", HEAD + MAIN + 'procedure f() {\n  pass\n}\n')
    with pytest.raises(RulesErrors) as e:
        Game(folder2)
    assert "every rules block cites its rulebook section" in e.value.render()


def test_choice_inside_expression_is_refused(tmp_path):
    text = errors_of(tmp_path, 'procedure ask() §3 {\n  let c = choose one from [1, 2] by @red\n  return c\n}\n'
                               'procedure f() §4 {\n  let x = 1 + ask()\n}\n')
    assert any("ask() may ask a player to choose, so it cannot be called inside an expression" in t for t in text)


def test_hook_on_unknown_phase_and_duplicates(tmp_path):
    text = errors_of(tmp_path, 'after phase nowhere §3 {\n  pass\n}\nprocedure f() §4 {\n  pass\n}\n'
                               'procedure f() §5 {\n  pass\n}\n')
    assert any("no phase of that name exists" in t for t in text)
    assert any("'f' is already defined" in t for t in text)


def test_reserved_word_as_variable(tmp_path):
    text = errors_of(tmp_path, 'procedure f() §3 {\n  let step = 1\n}\n')
    assert any("'step' is a reserved word and cannot name a variable in f" in t for t in text)


def test_break_outside_loop_and_across_phase(tmp_path):
    text = errors_of(tmp_path, 'procedure f() §3 {\n  break\n}\nprocedure g() §4 {\n  while true {\n'
                               '    step s §5 {\n      break\n    }\n  }\n}\n')
    assert any("break outside a loop" in t for t in text)
    assert any("break cannot leave a phase or step block" in t for t in text)


def test_scenario_errors_name_file_path_and_line(tmp_path):
    bad = ('format: pacwar-scenarios/1\nscenarios:\n  - id: s\n    name: S\n    cite: "1"\n    prov: "assumed: t"\n'
           '    start: {turn: 9, at: nowhere}\n    setup:\n      - {class: INF, nation: redland, at: mars, prov: "assumed: t"}\n')
    text = errors_of(tmp_path, "", scenarios_yaml=bad)
    assert any("scenarios.yaml:7: at scenarios[0].start.turn: no turn 9 in the calendar" in t for t in text)
    assert any("scenarios.yaml:7: at scenarios[0].start.at: no phase, step or segment named 'nowhere'" in t for t in text)
    assert any("scenarios.yaml:9: at scenarios[0].setup[0].at: unknown space or box 'mars'" in t for t in text)


def test_validate_reports_unreachable_procedures_and_unknown_attributes(tmp_path):
    folder = toy_game(tmp_path, HEAD + MAIN + 'procedure never() §3 {\n  let x = @west.terain\n}\n')
    ok, text = validate_game(str(folder))
    assert not ok    # a misspelt attribute is an error, so the game is never played with it
    assert "attribute 'terain' is read but never set by the rules nor given by the data" in text
    folder = toy_game(tmp_path / "b", HEAD + MAIN + 'procedure never() §3 {\n  let x = @west.name\n}\n')
    ok, text = validate_game(str(folder))
    assert ok
    assert "procedure 'never' is never run" in text
    ok_strict, _ = validate_game(str(folder), strict=True)
    assert not ok_strict


UNREAD = "is declared but no rule reads it"


@pytest.mark.parametrize("name", ["orange_swan", "great_pacific_war"])
def test_bundled_games_validate(name):
    ok, text = validate_game(name)
    assert ok, text
    assert "0 warnings" in text.splitlines()[0], text


@pytest.mark.parametrize("name", ["orange_swan", "great_pacific_war"])
def test_bundled_games_read_every_option(name):
    assert UNREAD not in validate_game(name)[1]


def test_literal_argument_types(tmp_path):
    text = errors_of(tmp_path, 'table t §5 {\n  1: 2\n}\nprocedure f() §3 {\n  let a = roll(6)\n  let b = lookup("t", 1)\n'
                               '  let c = take([1, 2], "x")\n  let d = dice(2d6, 3)\n}\n')
    assert any("argument 1 of roll() must be dice such as 2d6" in t for t in text)
    assert any("argument 1 of lookup() must be a table name" in t for t in text)
    assert any("argument 2 of take() must be a number" in t for t in text)


def test_undeclared_option_is_an_error(tmp_path):
    # the toy declares `bloody`; a misspelt read would be false in every game without this check
    text = errors_of(tmp_path, 'procedure f() §3 {\n  if option("bloddy") {\n    pass\n  }\n}\n')
    assert any("option 'bloddy' is not declared in game.yaml" in t for t in text)
    with pytest.raises(RulesErrors) as e:
        Game(tmp_path / "toy")
    assert "did you mean 'bloody'?" in e.value.render()


def test_declared_option_nothing_reads_is_a_warning(tmp_path):
    folder = toy_game(tmp_path, HEAD + MAIN)
    ok, report = validate_game(str(folder))
    assert ok
    assert "option 'bloody' is declared but no rule reads it" in report
    assert "game.yaml:14:" in report
    ok, report = validate_game(str(folder), strict=True)
    assert not ok
    folder2 = toy_game(tmp_path / "b", HEAD + MAIN + 'procedure f() §3 {\n  if option("bloody") {\n    pass\n  }\n}\n')
    assert "no rule reads it" not in validate_game(str(folder2))[1]
