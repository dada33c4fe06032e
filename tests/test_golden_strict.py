"""The golden-test runner is strict, and its assertions can fail: each check here runs a small golden file
on a copy of the toy game and looks for the failure (or the pass) it must give."""
import shutil
from pathlib import Path

import pytest
import yaml

from pacwar.interpreter.core.game import load_game
from pacwar.interpreter.tooling.golden import cases, run_case

TOY = Path(__file__).resolve().parent / "fixtures" / "toy"
BATTLE = """
clear: true
place:
  - {id: r1, class: INF, nation: redland, at: middle}
  - {id: b1, class: INF, nation: blueland, steps: 1, at: middle}
set: {phasing: red}
"""


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    f = tmp_path_factory.mktemp("strict") / "toy"
    shutil.copytree(TOY, f)
    with open(f / "units.yaml", "a", encoding="utf-8") as out:
        out.write('units:\n  - {id: red_guard, class: INF, nation: redland, name: "Red Guard", prov: "assumed: toy"}\n')
    return f


def run(folder, *steps, **test):
    """Run one golden test made of these steps (YAML text or dicts); return its failures as one text."""
    spec = {"name": "t", "cite": "5.1", **test,
            "steps": [yaml.safe_load(s) if isinstance(s, str) else s for s in steps]}
    (folder / "tests").mkdir(exist_ok=True)
    (folder / "tests" / "golden_t.yaml").write_text(yaml.safe_dump({"format": "pacwar-golden/1", "tests": [spec]}),
                                                   encoding="utf-8")
    (case,) = cases(load_game(str(folder)))
    return "\n".join(run_case(case))


CHOOSE2 = 'let z = choose one from [@east, @west] by @red prompt "Where?"\nvp[@red] = 1 if z == @east else 2'


def test_a_passing_test_passes(folder):
    assert run(folder, {"exec": CHOOSE2, "answers": ["east"], "expect": [{"expr": "vp[@red]", "equals": 1}]}) == ""


def test_a_decision_without_an_answer_is_an_error(folder):
    assert "has no scripted answer left" in run(folder, {"exec": CHOOSE2})


def test_answers_by_exact_label_or_id_substring_only_when_asked(folder):
    assert run(folder, {"exec": CHOOSE2, "answers": ["West"], "expect": [{"expr": "vp[@red]", "equals": 2}]}) == ""
    assert "names no option" in run(folder, {"exec": CHOOSE2, "answers": ["Wes"]})
    assert run(folder, {"exec": CHOOSE2, "answers": [{"contains": "wes"}],
                        "expect": [{"expr": "vp[@red]", "equals": 2}]}) == ""


def test_unused_answers_are_an_error(folder):
    assert "not used" in run(folder, {"exec": CHOOSE2, "answers": ["east", "west"]})


def test_identical_pieces_need_their_ids(folder):
    two = {"clear": True, "place": [{"id": "r1", "class": "INF", "nation": "redland", "at": "west"},
                                    {"id": "r2", "class": "INF", "nation": "redland", "at": "west"}]}
    pick = 'let u = choose one from units(@west) by @red prompt "Which?"\nmove u to @east'
    assert "answer by id" in run(folder, {**two, "exec": pick, "answers": ["Redland Infantry [2/2]"]})
    assert run(folder, {**two, "exec": pick, "answers": ["r2"], "expect": [{"expr": "@r2.loc", "equals": "east"}]}) == ""


def test_dice_that_run_out_are_an_error(folder):
    assert "no forced die result is left" in run(folder, BATTLE + "exec: battle(@middle)")
    assert run(folder, BATTLE + "dice: [6]\nexec: battle(@middle)\nexpect: ['@b1.loc == @dead']") == ""


def test_dice_left_over_are_an_error(folder):
    assert "forced dice not used by the end of the test" in run(folder, BATTLE + "dice: [6, 6]\nexec: battle(@middle)")


def test_set_of_an_unknown_name_is_an_error(folder):
    assert "no global variable 'phasin'" in run(folder, {"set": {"phasin": "red"}})
    assert "no attribute 'colour'" in run(folder, {"set": {"@east.colour": "red"}})
    assert run(folder, {"set": {"phasing": "red", "@east.revealed": True}}) == ""
    # a bare YAML word read as a truth value (`{off: japan}`) is refused with the reason, not a crash
    assert "YAML read it as bool" in run(folder, {"set": {False: "red"}})


def test_pause_inspect_answer(folder):
    code = ('let u = choose one from [@east, @west] by @red prompt "First?"\n'
            'let v = choose one from [@middle, @west] by @red prompt "Second?"\nvp[@red] = 7 if v == @middle else 0')
    ok = run(folder, {"exec": code, "answers": ["east"], "until_decision": True,
                      "expect_options": ["middle", "West"], "expect_not_offered": ["east"]},
             {"answers": ["middle"], "expect": [{"expr": "vp[@red]", "equals": 7}]})
    assert ok == ""
    bad = run(folder, {"exec": code, "until_decision": True, "expect_options": ["east"],
                       "expect_offered": ["middle"], "expect_not_offered": ["west"]})
    assert "options offered beyond the expected ones: West" in bad
    assert "option 'middle' is not offered" in bad
    assert "option 'west' is offered, expected not" in bad


def test_expect_error(folder):
    assert run(folder, {"exec": 'assert false, "not allowed here"', "expect_error": "not allowed here"}) == ""
    assert "expected an error" in run(folder, {"exec": "vp[@red] = 1", "expect_error": "x"})


def test_log_assertions(folder):
    step = BATTLE + "dice: [6]\nexec: battle(@middle)\n"
    assert run(folder, step + "log_in_order: ['rolls', 'Blueland Infantry']\nlog_not_contains: ['Greenland']") == ""
    out = run(folder, step + "log_in_order: ['Blueland Infantry', 'rolls 1d6']\nlog_not_contains: ['rolls']")
    assert "log_in_order: no line containing 'rolls 1d6'" in out
    assert "the log contains 'rolls', expected not" in out


def test_result_and_returns(folder):
    assert run(folder, {"exec": "vp[@red] = 2\nend game scores vp", "expect_result": {"winner": "red"},
                        "expect_returns": [1, -1]}) == ""
    out = run(folder, {"exec": "vp[@blue] = 2\nend game scores vp", "expect_result": {"winner": "red"}})
    assert "the game result's winner is 'blue'" in out
    assert "the game result is" in run(folder, {"exec": "vp[@red] = 1", "expect_result": {"winner": "red"}})


def test_roster_units(folder):
    assert run(folder, {"clear": True, "place": [{"unit": "red_guard", "at": "west"}],
                        "expect": ["@red_guard.nation == @redland", {"expr": "@red_guard.steps", "equals": 2}]}) == ""
    assert "unknown unit 'nobody'" in run(folder, {"place": [{"unit": "nobody", "at": "west"}]})


def test_start_at_a_phase_after_the_real_setup(folder):
    out = run(folder, {"expect": ["turn_no == 1", "phasing == @red", "@b2.loc == @middle",
                                  {"expr": "count(units())", "equals": 4}]},
              start={"scenario": "skirmish", "at": "movement"})
    assert out == ""
    assert "no level block of that name" in run(folder, {"expect": ["true"]}, start={"at": "nowhere"})


def test_pacwar_test_command(folder, capsys):
    from pacwar.cli.main import main
    run(folder, {"exec": CHOOSE2})                       # writes a test with an unanswered decision
    assert main(["test", str(folder)]) == 1
    out = capsys.readouterr().out
    assert "FAIL" in out and "has no scripted answer left" in out and "1 failed" in out
    assert main(["test", str(folder), "--lenient"]) == 0  # the first option answers it
    assert "all passed" in capsys.readouterr().out


def test_expect_reads_the_result_and_returns_as_expressions(tmp_path):
    from pacwar.interpreter.tooling.golden import _run_step
    from pacwar.interpreter.core.api import GameState
    from pacwar.interpreter.core.game import Game
    from helpers import toy_game
    g = Game(toy_game(tmp_path, 'pacwar 1\ncalendar §2.1 {\n  turns: 1..3\n}\nprocedure game() §1 {\n'
                                '  end game winner @red level "Rout"\n}\n'))
    s = GameState.new(g)
    ok = {"expect": ['result.winner == @red', 'result.level == "Rout"', "returns[0] == 1 and returns[1] == -1"]}
    assert _run_step(s, ok, "t", strict=True) == []
    bad = {"expect": ["result.winner == @blue"]}
    assert _run_step(s, bad, "t", strict=True) == ["t: result.winner == @blue is False, expected True"]


def test_options_of_a_test(folder):
    # a test switches the game's optional rules; an undeclared one is an error, not a silent no-op
    assert run(folder, {"expect": ["option(\"bloody\")"]}, options={"bloody": True}) == ""
    assert 'option("bloody") is False, expected True' in run(folder, {"expect": ["option(\"bloody\")"]})
    assert "unknown option 'blody'" in run(folder, {"expect": ["true"]}, options={"blody": True})
    assert run(folder, {"expect": ["option(\"bloody\")"]}, start={"scenario": "skirmish", "at": "movement"},
               options={"bloody": True}) == ""
