"""Options as typed, checked data (interpreter/core/options.py): switches and choices, the command line,
the `pacwar options` listing, and that an option changes play when set and nothing when not read."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from pacwar.cli.main import main
from pacwar.interpreter.core.api import GameState
from pacwar.interpreter.core.game import load_game
from pacwar.interpreter.errors import PacwarError

TOY = Path(__file__).parent / "fixtures" / "toy"

OPTIONS = """options:
  - {id: bloody, name: Bloody, cite: "9.1", default: false}
  - {id: dice, name: Combat dice, cite: "9.2", values: [d6, d3], default: d6}
"""


def make_toy(tmp_path: Path, options: str = OPTIONS, battle_roll: str | None = None) -> Path:
    """The toy game with a switch (bloody: every roll scores one more hit) and a choice (dice: d6 or d3)."""
    d = tmp_path / "toy_opts"
    shutil.copytree(TOY, d)
    gy = (d / "game.yaml").read_text()
    start = gy.index("options:")
    end = gy.index("fog:")
    (d / "game.yaml").write_text(gy[:start] + options + gy[end:])
    pw = d / "rules" / "toy.pw"
    roll = battle_roll or ('lookup(hits, roll(1d3) if option_value("dice") == "d3" else roll(1d6))'
                           ' + (1 if option("bloody") else 0)')
    pw.write_text(pw.read_text().replace("lookup(hits, roll(1d6))", roll))
    return d


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_defaults_and_values(tmp_path):
    g = load_game(make_toy(tmp_path))
    st = GameState.new(g, "skirmish", 1)
    assert st.st["options"] == {"bloody": False, "dice": "d6"}
    st = GameState.new(g, "skirmish", 1, {"dice": "d3", "bloody": True})
    assert st.st["options"] == {"bloody": True, "dice": "d3"}
    with pytest.raises(PacwarError, match="takes one of d6|d3"):
        GameState.new(g, "skirmish", 1, {"dice": "d8"})
    with pytest.raises(PacwarError, match="on or off"):
        GameState.new(g, "skirmish", 1, {"bloody": "d3"})
    with pytest.raises(PacwarError, match="unknown option 'blody'.*did you mean bloody"):
        GameState.new(g, "skirmish", 1, {"blody": True})


def _vp(g, seed, options):
    st = GameState.new(g, "skirmish", seed, options, log=False)
    import random
    rng = random.Random(seed)
    while not st.is_terminal():
        st.apply_action(rng.randrange(len(st.legal_actions())))
    return st.result()["scores"]


def test_options_change_play_when_set(tmp_path):
    g = load_game(make_toy(tmp_path))
    base = [_vp(g, s, {}) for s in range(30)]
    bloody = [_vp(g, s, {"bloody": True}) for s in range(30)]
    d3 = [_vp(g, s, {"dice": "d3"}) for s in range(30)]
    total = lambda runs: sum(sum(r.values()) for r in runs)
    # one more hit per roll eliminates more units; a d3 never reaches the 4-6 that hit
    assert total(bloody) > total(base)
    assert total(d3) == 0 < total(base)
    # the defaults given explicitly are the same games as none given
    assert [_vp(g, s, {"bloody": False, "dice": "d6"}) for s in range(30)] == base


def test_option_of_a_choice_is_refused_at_load(tmp_path):
    d = make_toy(tmp_path, battle_roll='lookup(hits, roll(1d6)) + (1 if option("dice") else 0) + (1 if option("bloody") else 0)')
    with pytest.raises(PacwarError, match="(?s)option .dice. takes one of the values.*option_value"):
        load_game(d)


@pytest.mark.parametrize("decl,msg", [
    ('  - {id: dice, cite: "9.2", values: [d6, d3], default: d8}\n', "not one of its values"),
    ('  - {id: dice, cite: "9.2", values: [d6, d3]}\n', "has values but no default"),
    ('  - {id: dice, cite: "9.2", values: [d6, d6], default: d6}\n', "lists a value twice"),
    ('  - {id: dice, cite: "9.2", default: d6}\n', "its default must be true or false"),
])
def test_bad_declarations(tmp_path, decl, msg):
    opts = 'options:\n  - {id: bloody, name: Bloody, cite: "9.1", default: false}\n' + decl
    d = make_toy(tmp_path, opts, battle_roll='lookup(hits, roll(1d6)) + (1 if option("bloody") else 0)')
    with pytest.raises(PacwarError, match=msg):
        load_game(d)


def test_scenario_option_values_are_checked(tmp_path):
    d = make_toy(tmp_path)
    sc = d / "scenarios.yaml"
    sc.write_text(sc.read_text().replace("    start: {turn: 1}", "    options: {dice: d12}\n    start: {turn: 1}"))
    with pytest.raises(PacwarError, match="takes one of d6|d3, not 'd12'"):
        load_game(d)


def test_command_line(tmp_path, capsys):
    d = make_toy(tmp_path)
    code, out, err = run(capsys, "play", d, "skirmish", "--quiet", "--option", "dice=d3", "--option", "bloody")
    assert code == 0, err
    code, _, err = run(capsys, "play", d, "skirmish", "--quiet", "--option", "dice=d8")
    assert code == 2 and "one of d6|d3" in err
    code, _, err = run(capsys, "play", d, "skirmish", "--quiet", "--option", "dice")
    assert code == 2 and "takes a value" in err
    code, _, err = run(capsys, "play", d, "skirmish", "--quiet", "--option", "bloody=d3")
    assert code == 2 and "on or off" in err


def test_options_command(tmp_path, capsys):
    d = make_toy(tmp_path)
    code, out, _ = run(capsys, "options", d)
    assert code == 0
    assert "bloody  (Bloody, §9.1)  values on|off, default off" in out
    assert "dice  (Combat dice, §9.2)  values d6|d3, default d6" in out
    assert out.count("read by battle at toy.pw:") == 2
    code, out, _ = run(capsys, "options", d, "--json")
    rows = {r["id"]: r for r in json.loads(out)["options"]}
    assert rows["dice"]["kind"] == "choice" and rows["dice"]["values"] == ["d6", "d3"]
    assert [s["procedure"] for s in rows["bloody"]["read_by"]] == ["battle"]


def test_options_command_bundled(capsys):
    code, out, _ = run(capsys, "options", "great_pacific_war")
    assert code == 0 and "rnhf  (Royal Navy Home Fleet, §24.0, 25.0, 30.0)" in out and "read by activate_rnhf" in out
