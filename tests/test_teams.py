"""Teams: three sides in two teams (tests/fixtures/toy_teams), seated three ways or two; team results,
returns(), other()/enemies(), saves, and `end game winner` with a team or a list of sides."""
import subprocess
import sys

import pytest

from pacwar.dsl.errors import RulesErrors
from pacwar.interpreter.core.api import GameState, new_game
from pacwar.interpreter.core.game import Game, load_game
from pacwar.interpreter.core.saves import load, replay, save
from pacwar.interpreter.errors import DataErrors, PacwarError, RulesRuntimeError

from helpers import FIXTURES, toy_game

TEAMS = FIXTURES / "toy_teams"


@pytest.fixture(scope="module")
def game():
    return load_game(str(TEAMS))


def play_out(state):
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[-1])
    return state


def test_seating_one_per_side_or_per_team(game):
    three = new_game(game, "melee", seed=1)
    assert three.st["seats"] == {"red": 0, "blue": 1, "green": 2} and three.num_players() == 3
    two = new_game(game, "melee", seed=1, players=2)
    assert two.st["seats"] == {"red": 0, "green": 0, "blue": 1} and two.num_players() == 2
    assert two.player_sides(0) == ["red", "green"]
    with pytest.raises(PacwarError, match="seats 3 \\(one per side\\) or 2 \\(one per team\\) players, not 4"):
        new_game(game, "melee", seed=1, players=4)


def test_team_builtins(game):
    s = new_game(game, "melee", seed=1)
    assert s.eval("teams()") == ["north", "south"]
    assert s.eval("team_of(@green)") == "north"
    assert s.eval("other(@red)") == "south" and s.eval("other(@south)") == "north"
    assert s.eval("enemies(@red)") == ["blue"] and s.eval("enemies(@blue)") == ["red", "green"]
    assert s.eval("teammates(@red)") == ["green"] and s.eval("team_sides(@north)") == ["red", "green"]
    assert s.eval("@green.team") == "north" and s.eval("players()") == 3


def test_a_list_of_sides_wins_as_their_team(game):
    s = new_game(game, "melee", seed=1)
    s.exec("end game winner [@green, @red]")
    assert s.result()["winner"] == "north" and s.result()["winners"] == ["red", "green"]
    assert s.returns() == [1.0, -1.0, 1.0]
    assert s.log_lines()[-1].endswith("Game over: North (Red, Green; players 1, 3) win")


def test_one_side_named_wins_for_its_team(game):
    s = new_game(game, "melee", seed=1, players=2)
    s.exec("end game winner @green")
    assert s.result()["winners"] == ["red", "green"] and s.returns() == [1.0, -1.0]
    s = new_game(game, "melee", seed=1, players=2)
    s.exec("end game winner @south")
    assert s.result()["winners"] == ["blue"] and s.returns() == [-1.0, 1.0]
    assert s.log_lines()[-1].endswith("Game over: South (Blue; player 2) win")


def test_scores_by_team_and_draw(game):
    s = new_game(game, "melee", seed=1)
    s.exec("end game scores {north: 2, south: 5}")
    assert s.result()["winner"] == "south" and s.returns() == [-1.0, 1.0, -1.0]
    s = new_game(game, "melee", seed=1)
    s.exec("end game scores {red: 4, blue: 1, green: 0}")   # the best side's team wins
    assert s.result()["winners"] == ["red", "green"]
    s = new_game(game, "melee", seed=1, players=2)
    s.exec("end game draw")
    assert s.returns() == [0.0, 0.0]


def test_bad_winner_at_run_time_is_a_rules_error(game):
    s = new_game(game, "melee", seed=1)
    with pytest.raises(RulesRuntimeError, match="end game winner needs a side, a team or a non-empty list"):
        s.exec('let w = [@red, @west]\nend game winner w')


@pytest.mark.parametrize("players", [3, 2])
def test_random_games_end_with_a_team_result(game, players):
    results = set()
    for seed in range(12):
        s = play_out(new_game(game, "melee", seed=seed, players=players, checks=True))
        r = s.returns()
        assert len(r) == players
        won = s.result().get("winners")
        if won:
            results.add(tuple(won))
            # teammates share the result; the other team has the opposite one
            by_side = {side: r[p] for side, p in s.st["seats"].items()}
            assert by_side["red"] == by_side["green"] == -by_side["blue"] != 0
        else:
            assert r == [0.0] * players
    assert results  # at least one game was won


def test_save_and_replay_with_two_players(game, tmp_path):
    s = new_game(game, "melee", seed=4, players=2)
    for _ in range(3):
        s.apply_action(s.legal_actions()[-1])
    path = tmp_path / "g.json"
    save(s, path)
    back = load(path)
    assert back.st["seats"] == {"red": 0, "green": 0, "blue": 1}
    play_out(back)
    save(back, path)
    _, same, diff = replay(path)
    assert same, diff


def test_seats_of_a_save_must_be_per_side_or_per_team(game):
    s = new_game(game, "melee", seed=4, players=2)
    s.st["seats"] = {"red": 0, "blue": 0, "green": 1}   # Red with Blue: not a team
    with pytest.raises(PacwarError, match="nor each team its own player"):
        GameState.deserialize(_resigned(s), game)


def _resigned(state):
    from pacwar.interpreter.core.digest import state_digest
    import json
    doc = json.loads(state.serialize())
    doc["digest"] = state_digest(doc["state"])
    return json.dumps(doc)


def test_observation_of_a_player_holding_two_sides(game):
    s = new_game(game, "melee", seed=1, players=2)
    assert s.current_side() == "red" and s.observation(0)["side"] == "red"
    assert s.observation(0)["sides"] == ["red", "green"]
    assert s.observation(1)["side"] == "blue" and "sides" not in s.observation(1)


def test_cli_agents_count_per_side_or_per_team():
    run = [sys.executable, "-m", "pacwar.cli.main"]
    ok = subprocess.run(run + ["play", str(TEAMS), "melee", "--agents", "random,first", "--quiet"],
                        capture_output=True, text=True)
    assert ok.returncode == 0, ok.stderr
    assert "player 1 = Red, player 1 = Green, player 2 = Blue" in ok.stdout
    bad = subprocess.run(run + ["play", str(TEAMS), "melee", "--agents", "random,random,random,random"],
                         capture_output=True, text=True)
    assert bad.returncode != 0 and "--agents needs 2 or 3 agents" in bad.stderr


# ---- games without teams: a list of sides is a shared result; what cannot win is refused by validate

def test_list_winner_in_a_game_without_teams(tmp_path):
    s = new_game(Game(toy_game(tmp_path)), "skirmish", seed=1)
    s.exec("end game winner [@red, @blue]")
    assert s.result()["winners"] == ["red", "blue"] and s.returns() == [1.0, 1.0]
    s = new_game(Game(toy_game(tmp_path / "b")), "skirmish", seed=1)
    s.exec("end game winner @red")
    assert "winners" not in s.result() and s.returns() == [1.0, -1.0]   # as it always was


@pytest.mark.parametrize("winner, what", [
    ("@west", "the space @west"),
    ("[@red, @redland]", "a list holding the nation @redland"),
    ("[]", "an empty list"),
    ("3", "the value 3"),
])
def test_validate_refuses_a_winner_that_is_no_side(tmp_path, winner, what):
    rules = ('pacwar 1\ncalendar §2.1 {\n  turns: 1..3\n}\n'
             f'procedure game() §1 {{\n  setup()\n  end game winner {winner}\n}}\n')
    with pytest.raises(RulesErrors) as e:
        Game(toy_game(tmp_path, rules))
    assert f"end game winner needs a side, a team or a list of sides, not {what}" in e.value.render()


def test_bad_teams_data(tmp_path):
    folder = tmp_path / "t"
    import shutil
    shutil.copytree(TEAMS, folder)
    text = (folder / "game.yaml").read_text().replace("sides: [blue]", "sides: [blue, red]")
    (folder / "game.yaml").write_text(text)
    with pytest.raises(DataErrors) as e:
        Game(folder)
    assert "side 'red' is already in team 'north'" in e.value.render()
