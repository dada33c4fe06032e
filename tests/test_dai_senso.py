"""Dai Senso!: the game validates, scenario 39 plays to a team result with three seats and with two (one player
holding the Western and Soviet factions), and a small fuzz sample is clean (`pacwar fuzz` runs more)."""
import random

import pytest

from pacwar.interpreter.core.api import new_game
from pacwar.interpreter.core.game import load_game
from pacwar.interpreter.tooling.check import validate_game
from pacwar.interpreter.tooling.fuzz import check_invariants, fuzz

SCENARIO = "tora_tora_tora"


@pytest.fixture(scope="module")
def game():
    return load_game("dai_senso")


def test_validates_without_warnings():
    ok, text = validate_game("dai_senso", strict=True)
    assert ok, text


@pytest.mark.parametrize("players", [3, 2])
def test_random_games_end_with_a_team_result(game, players):
    for seed in range(2):
        s = new_game(game, SCENARIO, seed=seed, players=players, checks=True, log=False)
        rng = random.Random(seed)
        while not s.is_terminal():
            assert check_invariants(s) is None
            s.apply_action(rng.randrange(len(s.legal_actions())))
        res = s.result()
        assert res["winner"] in ("axis_side", "allied_side")
        r = s.returns()
        assert len(r) == players and sorted(set(r)) == [-1.0, 1.0]
        by_side = {side: r[p] for side, p in s.st["seats"].items()}
        assert by_side["western"] == by_side["soviet"] == -by_side["axis"]   # Western and Soviet win together
        if players == 2:
            assert s.player_sides(1) == ["western", "soviet"]


def test_soviet_seat_is_never_asked_in_scenario_39(game):
    s = new_game(game, SCENARIO, seed=5, log=False)
    while not s.is_terminal():
        assert s.current_side() != "soviet"
        s.apply_action(0)


def test_small_fuzz_sample(game):
    rep = fuzz(game, SCENARIO, 4, seed=77, max_decisions=5000, replay_sample=1, jobs=1)
    assert rep.ok, rep.summary()
    assert rep.games == 4


def test_campaign_scenario_plays_to_v_j_day_with_three_factions(game):
    # 48 (Divine Wind, 14 turns): all three factions are asked, and the game ends at V-J Day (Nov-Dec 1945) with
    # the Final Victory Point Check, or earlier by an automatic victory (notes.md, Scenarios 40-48)
    s = new_game(game, "divine_wind_1944", seed=3, checks=True, log=False)
    asked = set()
    rng = random.Random(3)
    while not s.is_terminal():
        asked.add(s.current_side())
        s.apply_action(rng.randrange(len(s.legal_actions())))
    assert asked == {"axis", "western", "soviet"}
    assert s.result()["level"] in ("Final Victory Point Check", "Automatic victory (Asian Domination)")

