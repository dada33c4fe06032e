"""`pacwar compare` (interpreter/tooling/compare.py): paired seeded games of a base and a variant, on the toy
game with a switch and a choice (tests/test_options.py builds it); the statistics on known samples."""
from __future__ import annotations

import json

import pytest

from pacwar.cli.main import main
from pacwar.interpreter.core.game import load_game
from pacwar.interpreter.errors import PacwarError
from pacwar.interpreter.tooling.compare import compare, mcnemar_p, mean_ci, table, wilson

from test_options import make_toy


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_statistics_on_known_samples():
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-4) and hi == pytest.approx(0.5962, abs=1e-4)
    assert wilson(0, 10)[0] == 0.0 and wilson(0, 10)[1] == pytest.approx(0.2775, abs=1e-4)
    m, lo, hi = mean_ci([1, 0, 1, 0])
    assert m == 0.5 and lo == pytest.approx(0.5 - 1.96 * 0.57735 / 2, abs=1e-3)
    # exact two-sided McNemar: 10 discordant pairs all one way; 5 and 5 is no evidence
    assert mcnemar_p(0, 10) == pytest.approx(2 / 1024)
    assert mcnemar_p(5, 5) == 1.0 and mcnemar_p(0, 0) == 1.0


def test_a_choice_that_removes_all_hits_shifts_everything_to_draws(tmp_path):
    g = load_game(make_toy(tmp_path))
    cmp = compare(g, "skirmish", {"dice": "d3"}, games=40, seed=5, jobs=1)
    s = cmp.summary()
    assert s["pairs"] == 40
    # with a d3 no roll reaches the 4-6 that hit: no unit is lost, every game is 0-0
    assert s["sides"]["draw"]["variant"]["rate"] == 1.0
    base_draws = s["sides"]["draw"]["base"]["wins"]
    assert base_draws < 40 - 8   # the toy's base game is decided often enough for the test to mean something
    sh = s["sides"]["draw"]["shift"]
    assert sh["mean"] == pytest.approx((40 - base_draws) / 40) and sh["significant"] and sh["p"] < 0.01
    assert sh["ci"][0] > 0
    for side in ("red", "blue"):
        assert s["sides"][side]["variant"]["wins"] == 0
        assert s["margin"][side]["variant"]["max"] == 0 == s["margin"][side]["variant"]["min"]
    assert "significant" in table(s)


def test_same_numbers_however_split(tmp_path):
    g = load_game(make_toy(tmp_path))
    one = compare(g, "skirmish", {"bloody": True}, games=12, seed=3, jobs=1).summary()
    two = compare(g, "skirmish", {"bloody": True}, games=12, seed=3, jobs=2).summary()
    assert json.dumps(one, sort_keys=True) == json.dumps(two, sort_keys=True)


def test_a_variant_folder_is_compared(tmp_path):
    base = load_game(make_toy(tmp_path / "a"))
    var = load_game(make_toy(tmp_path / "b", battle_roll="lookup(hits, roll(1d6)) + 2"
                             + ' + (1 if option("bloody") else 0) + (0 if option_value("dice") == "d6" else 0)'))
    cmp = compare(base, "skirmish", {}, var, games=20, seed=1, jobs=1)
    # two more hits a roll: every battle kills, so many more units are eliminated (and scored)
    kills = {arm: sum(sum(r["scores"].values()) for r in recs) for arm, recs in cmp.records.items()}
    assert kills["variant"] > kills["base"] > 0
    assert cmp.summary()["variant"]["game"] == str(var.folder)


def test_refusals(tmp_path):
    g = load_game(make_toy(tmp_path))
    with pytest.raises(PacwarError, match="the variant is the base game"):
        compare(g, "skirmish", {"dice": "d6"}, games=2, jobs=1)
    with pytest.raises(PacwarError, match="unknown agent"):
        compare(g, "skirmish", {"dice": "d3"}, games=2, agents=["robot"], jobs=1)
    with pytest.raises(PacwarError, match="no scenario"):
        compare(g, "nowhere", {"dice": "d3"}, games=2, jobs=1)


def test_command(tmp_path, capsys):
    d = make_toy(tmp_path)
    png = tmp_path / "c.png"
    code, out, err = run(capsys, "compare", d, "skirmish", "--option", "dice=d3", "--games", "10", "--jobs", "1",
                         "--json", "--quiet")
    assert code == 0, err
    s = json.loads(out)
    assert s["pairs"] == 10 and s["variant"]["options"] == {"dice": "d3"}
    code, out, err = run(capsys, "compare", d, "skirmish", "--games", "3")
    assert code == 2 and "nothing to compare" in err
    code, out, err = run(capsys, "compare", d, "skirmish", "--option", "dice=d9", "--games", "3")
    assert code == 2 and "one of d6|d3" in err
    pytest.importorskip("matplotlib")
    code, out, err = run(capsys, "compare", d, "skirmish", "--option", "dice=d3", "--games", "6", "--jobs", "1",
                         "--plot", png, "--quiet")
    assert code == 0 and png.read_bytes()[:4] == b"\x89PNG" and "draws" in out


def test_ray_gives_the_same_numbers(tmp_path):
    """On a local Ray instance (started and stopped by the call); skipped where the ray extra is not installed."""
    pytest.importorskip("ray", reason="the optional ray extra is not installed (pip install 'pacwar[ray]')")
    g = load_game(make_toy(tmp_path))
    local = compare(g, "skirmish", {"dice": "d3"}, games=8, seed=2, jobs=1).summary()
    on_ray = compare(g, "skirmish", {"dice": "d3"}, games=8, seed=2, ray_address="local").summary()
    assert json.dumps(local, sort_keys=True) == json.dumps(on_ray, sort_keys=True)


TEAMS = __import__("helpers").FIXTURES / "toy_teams"


def _teams_toy(tmp_path):
    """The three-sided toy in two teams, with a switch that makes every attack hit."""
    import shutil
    d = tmp_path / "toy_teams_opts"
    shutil.copytree(TEAMS, d)
    gy = (d / "game.yaml").read_text()
    (d / "game.yaml").write_text(gy.replace("sections:", 'options:\n  - {id: sure_hits, name: Sure hits, cite: "3.0", default: false}\nsections:', 1))
    pw = d / "rules" / "teams.pw"
    pw.write_text(pw.read_text().replace("roll(1d6) >= 4", 'roll(1d6) >= (1 if option("sure_hits") else 4)'))
    return load_game(d)


def test_a_team_game_is_compared_by_team_with_a_seat_per_team_or_per_side(tmp_path):
    g = _teams_toy(tmp_path)
    by_team = compare(g, "melee", {"sure_hits": True}, games=30, seed=1, jobs=1)   # one agent given: a seat a team
    assert by_team.agents == ["random", "random"]
    s = by_team.summary()
    assert set(s["sides"]) == {"north", "south", "draw"}   # the winner of a team game is a team, never a side
    for arm in ("base", "variant"):
        assert sum(s["sides"][k][arm]["wins"] for k in s["sides"]) == s["pairs"] == 30
    assert s["sides"]["north"]["base"]["wins"] + s["sides"]["south"]["base"]["wins"] > 0
    by_side = compare(g, "melee", {"sure_hits": True}, games=30, seed=1, jobs=1, agents=["random"] * 3).summary()
    assert set(by_side["sides"]) == {"north", "south", "draw"}
    with pytest.raises(PacwarError, match="seats 3 \\(one per side\\) or 2 \\(one per team\\)"):
        compare(g, "melee", {"sure_hits": True}, games=2, jobs=1, agents=["random"] * 4)


def test_arena_seats_a_player_per_team_and_teammates_share_the_result():
    from pacwar.interpreter.tooling.compare import arena
    g = load_game(TEAMS)
    two = arena(g, "melee", "random", games=20, seed=2, jobs=1)
    assert len(two["seats"]) == 2
    three = arena(g, "melee", "random", games=20, seed=2, jobs=1, players=3)
    red, blue, green = three["seats"]
    # red and green are one team: on the same seeds and agents they win, draw and lose together
    assert red["win"]["n"] == green["win"]["n"] and red["loss"]["n"] == green["loss"]["n"]
    assert red["win"]["n"] + red["draw"]["n"] + red["loss"]["n"] == 20
    assert red["win"]["n"] + blue["win"]["n"] > 0
