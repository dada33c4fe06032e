"""`pacwar bench` reads its ratios against the engine issue 6 started from (bench/start.py): the arithmetic and
the marking of a scenario read against its game's first one. No timing here: speed is never asserted in tests."""
from pacwar.bench.start import GAME_START, START_RATIO
from pacwar.interpreter.tooling.bench import _against_start, table


def test_a_measured_scenario_is_read_against_its_own_start():
    key = next(iter(START_RATIO))
    game, scenario = key.split(":")
    got = _against_start(game, scenario, 3 * START_RATIO[key] / 1000)   # three times the starting ratio
    assert round(got["times_start"], 9) == 3.0 and got["start_measured_on"] == key


def test_a_later_scenario_is_read_against_its_games_first_and_marked():
    game, ref = next(iter(GAME_START.items()))
    got = _against_start(game, "a_scenario_added_later", START_RATIO[ref] / 1000)
    assert got == {"times_start": 1.0, "start_measured_on": ref}
    report = {"baseline_decisions_per_s": {"median": 1000.0, "min": 1000.0, "max": 1000.0}, "procedures": [],
              "scenarios": [{"game": game, "scenario": "a_scenario_added_later", "ratio_to_baseline": 0.001,
                             "decisions_per_s": {"median": 1.0, "min": 1.0, "max": 1.0},
                             "games_per_s": {"median": 0.1}, "clone_us": 30.0, **got}]}
    assert "1.0x*" in table(report)


def test_a_game_not_playable_when_the_issue_began_has_no_start():
    assert _against_start("a_game_added_later", "any", 0.001) == {}
