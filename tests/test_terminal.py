"""Human play at the terminal (issue 16): the situation before a choice (phase, tracks, the pieces in the spaces
the options are about, as that player may see them), `help`, and choices by number or by name."""
from __future__ import annotations

import io

from pacwar.interpreter.agents.basic import HumanAgent
from pacwar.interpreter.core.api import is_hidden_from, new_game


def _ask(state, typed: str):
    out = io.StringIO()
    idx = HumanAgent(io.StringIO(typed), out).step(state)
    return idx, out.getvalue()


def test_a_choice_by_a_unique_beginning_of_its_name():
    s = new_game("great_pacific_war", "first_turn_1930", seed=1)
    labels = [a.label for a in s.legal_actions()]
    idx, text = _ask(s, "help\nsan\n")
    assert labels[idx] == "San Francisco"
    assert "a number or a choice's name" in text   # the help line
    assert "Tracks: " in text and "ap: " in text
    # each space the options are about, with the player's own pieces there
    assert "  Hawaii: yours: " in text and "Infantry corps 4" in text


def test_a_whole_name_case_ignored_and_names_that_fit_several():
    s = new_game("great_pacific_war", "first_turn_1930", seed=1)
    idx, _ = _ask(s, "HAWAII\n")
    assert s.legal_actions()[idx].label == "Hawaii"
    idx, text = _ask(s, "l\nnowhere\n3\n")
    assert idx == 3 and "please type a number from 0 to 5 or a choice's name" in text
    s2 = new_game("orange_swan", "pearl_harbor", seed=1)   # two carriers with the same label: the number decides
    idx, text = _ask(s2, "united\n1\n")
    assert idx == 1 and "could be any of: 0: United States CV 2/4; 1: United States CV 2/4" in text


def test_the_situation_shows_only_what_the_player_may_see():
    s = new_game("orange_swan", "pearl_harbor", seed=1)
    import random
    rng = random.Random(3)
    for _ in range(60):   # into the game, where hidden blocks of the other side stand near the options
        s.apply_action(rng.randrange(len(s.legal_actions())))
    side = s.current_side()
    _, text = _ask(s, "s\n0\n")
    hidden = [pid for pid in s.st["pieces"] if is_hidden_from(s.ctx, pid, side)]
    assert hidden and not [pid for pid in hidden if pid in text]
    assert text.count("yours:") >= 2   # shown once, and again on `s`
