"""`pacwar concepts` (interpreter/tooling/concepts.py): values computed from rules and data, so changing the
data changes them; every bundled game is listed."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

from pacwar.cli.main import main
from pacwar.interpreter.tooling.concepts import describe

TOY = Path(__file__).parent / "fixtures" / "toy"


def test_toy_concepts_are_computed(tmp_path):
    d = describe(str(TOY))
    t, c = d["type"], d["concepts"]
    assert t["players"] == 2 and t["factions"] == {"red": ["redland"], "blue": ["blueland"]}
    assert t["teams"] == {"red": ["red"], "blue": ["blue"]} and t["seatings"] == "2 (one per side)"
    assert t["information"] == "imperfect" and t["hidden"][0] == "enemy pieces' identity (shown: block)"
    assert t["chance"] == "explicit stochastic: roll() x1"
    assert t["turn structure"]["levels"] == {"phase": 1, "step": 2} and t["turn structure"]["calendar turns"] == 5
    assert "the game ends with scores" in t["utility"]
    assert d["map"]["kind"] == "areas (point to point), 3 boxes" and d["map"]["spaces"] == 3
    assert c["activation"] == "player turns (I-go-you-go)"
    assert c["combat model"].startswith("results tables indexed by dice (1)")
    assert c["victory kind"] == "points" and c["chance"] == "dice"
    # the toy declares no score: a declared evaluation is its own concept, never a victory kind
    assert c["evaluation"] == "none"
    # change the data and the rules: the concepts follow
    e = tmp_path / "toy"
    shutil.copytree(TOY, e)
    gy = e / "game.yaml"
    text = gy.read_text()
    gy.write_text(text[:text.index("fog:")] + text[text.index("labels:"):] if "labels:" in text else text[:text.index("fog:")])
    pw = e / "rules" / "toy.pw"
    pw.write_text(pw.read_text().replace("let n = lookup(hits, roll(1d6))", "let n = 1 if roll(1d6) >= u.steps + 3 else 0"))
    d2 = describe(str(e))
    # without fog, only the owner-visible pools are hidden
    assert d2["type"]["hidden"] == ["boxes seen by their owner: pool"]
    assert d2["concepts"]["hidden information"] == "private pools"
    assert d2["concepts"]["combat model"].startswith("dice against unit factors (1 rolls)")


def test_every_bundled_game(capsys):
    from pacwar.interpreter.core.game import bundled_games_dir
    names = sorted(x.name for x in bundled_games_dir().iterdir() if (x / "map.yaml").exists())
    assert main(["concepts", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [d["game"] for d in out] == names
    for d in out:
        assert d["map"]["spaces"] > 0
        if d["rules"]:
            assert d["type"]["players"] >= 2 and d["concepts"]["map kind"]
    assert main(["concepts", "--markdown"]) == 0
    md = capsys.readouterr().out
    assert md.startswith("| concept | " + " | ".join(names) + " |")


def test_teams_and_simultaneous_commitments_are_computed(tmp_path):
    teams = describe(str(TOY.parent / "toy_teams"))
    t = teams["type"]
    assert t["players"] == 3 and t["seatings"] == "3 (one per side) or 2 (one per team)"
    assert t["teams"] == {"north": ["red", "green"], "south": ["blue"]}
    assert "the sides of a team win or lose together" in t["utility"] and t["zero-sum"]
    assert t["decisions"] == "sequential (one player decides at a time)"
    # the same toy with its movement choice made a simultaneous secret commitment of every side
    e = tmp_path / "toy_teams"
    shutil.copytree(TOY.parent / "toy_teams", e)
    pw = e / "rules" / "teams.pw"
    text = pw.read_text()
    old = "  step movement §2.0 {\n"
    assert old in text
    pw.write_text(text.replace(old, old + "    secret each {\n"
                              "      let a = choose one from [1, 2] by @red prompt \"Red picks\"\n"
                              "      let b = choose one from [1, 2] by @blue prompt \"Blue picks\"\n    }\n"))
    t2 = describe(str(e))["type"]
    assert "simultaneous secret commitments (1 `secret each` groups" in t2["decisions"]
    assert "some choices are secret" not in t2["decisions"]
    assert any(h.startswith("simultaneous commitments (1)") for h in t2["hidden"]) and t2["information"] == "imperfect"
    assert "simultaneous secret commitments" in describe(str(e))["concepts"]["hidden information"]


def test_card_games_battle_boards_and_column_shifts_are_named():
    from pacwar.interpreter.core.game import bundled_games_dir
    root = bundled_games_dir()
    po = describe(str(root / "plan_orange"))
    assert "cards" in po["concepts"]["activation"] and "hands of cards" in po["concepts"]["hidden information"]
    assert "proportional results table" in po["concepts"]["combat model"]
    assert "battle board (battle: " in describe(str(root / "fire_in_the_sky"))["concepts"]["combat model"]
    assert "column shifts on a results table" in describe(str(root / "dai_senso"))["concepts"]["combat model"]


def test_a_declared_score_is_an_evaluation_not_a_victory_kind(tmp_path):
    e = tmp_path / "toy"
    shutil.copytree(TOY, e)
    gy = e / "game.yaml"
    gy.write_text(gy.read_text() + '\nscore: {expr: "1", cite: "9.9"}\n')
    c = describe(str(e))["concepts"]
    assert c["evaluation"] == "declared score (§9.9)"
    assert c["victory kind"] == "points"
