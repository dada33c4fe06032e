"""Decisions behave the same whatever the number of candidates: a decision with exactly one legal action is
taken without asking (logged "(the only choice)" when it picks an item), one with two or more is asked,
for every kind of choice (docs/language.md, "No real choice, no question")."""
from pathlib import Path

import pytest

from pacwar.interpreter.core.api import GameState
from pacwar.interpreter.core.game import load_game
from pacwar.interpreter.core.scripted import ScriptedAnswers, ScriptError

TOY = Path(__file__).resolve().parent / "fixtures" / "toy"


@pytest.fixture(scope="module")
def game():
    return load_game(str(TOY))


def _run(game, code, answers=()):
    """Run statements, pausing at the first decision no answer is left for; return (state, paused)."""
    s = GameState.new(game, start=False)
    script = ScriptedAnswers(list(answers), strict=True, pause=True)
    s.exec(code, script)
    return s, script.paused


def _labels(s):
    return [a.label for a in s.legal_actions()]


def test_one_candidate_is_taken_and_logged(game):
    s, paused = _run(game, 'let x = choose one from [@east] by @red prompt "Where?"\nassert x == @east')
    assert not paused
    assert any(line.endswith("Red: Where? -> East (the only choice)") for line in s.log_lines())


def test_two_candidates_are_asked(game):
    s, paused = _run(game, 'let x = choose one from [@east, @west] by @red prompt "Where?"')
    assert paused and _labels(s) == ["East", "West"]


def test_optional_with_one_candidate_is_asked(game):
    s, paused = _run(game, 'let x = choose one from [@east] by @red prompt "Where?" optional "Stay"')
    assert paused and _labels(s) == ["East", "Stay"]


def test_optional_with_no_candidate_gives_none_unlogged(game):
    s, paused = _run(game, 'let x = choose one from [] by @red prompt "Where?" optional "Stay"\nassert x == none')
    assert not paused
    assert not any("Where?" in line for line in s.log_lines())


def test_many_with_one_item_and_no_done_takes_it(game):
    s, paused = _run(game, 'let xs = choose 1..2 from [@east] by @red prompt "Which?"\nassert xs == [@east]')
    assert not paused
    assert any(line.endswith("Red: Which? -> East (the only choice)") for line in s.log_lines())


def test_many_with_one_item_and_done_allowed_is_asked(game):
    s, paused = _run(game, 'let xs = choose any from [@east] by @red prompt "Which?"')
    assert paused and _labels(s) == ["East", "done"]


def test_many_takes_the_last_item_once_it_is_the_only_action(game):
    # exactly two of two: the first pick is asked, the second is then the only legal action
    s, paused = _run(game, 'let xs = choose 2 from [@east, @west] by @red prompt "Which?"\nassert xs == [@west, @east]',
                     ["West"])
    assert not paused
    lines = s.log_lines()
    assert any(line.endswith("Red: Which? -> West") for line in lines)
    assert any(line.endswith("Red: Which? -> East (the only choice)") for line in lines)


def test_many_with_nothing_left_and_enough_picked_finishes(game):
    s, paused = _run(game, 'let xs = choose 1..3 from [@east, @west] by @red prompt "Which?"\nassert xs == [@east, @west]',
                     ["East", "West"])
    assert not paused  # after East, West is offered with done; after West, done is the only action
    assert not any(line.endswith("done") for line in s.log_lines())


def test_strict_answer_for_a_decision_that_is_not_asked_is_left_over(game):
    s = GameState.new(game, start=False)
    script = ScriptedAnswers(["East"], strict=True)
    s.exec('let x = choose one from [@east] by @red prompt "Where?"', script)
    with pytest.raises(ScriptError, match="not used"):
        script.check_all_used()
