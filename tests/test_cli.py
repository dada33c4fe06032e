"""The pacwar command line: every command on the toy game, and errors that never show a traceback."""
import io
import json

import pytest
from helpers import FIXTURES

from pacwar.cli.main import main
from pacwar.interpreter.agents.basic import HumanAgent, ScriptedAgent
from pacwar.interpreter.core.api import GameState
from pacwar.interpreter.core.game import Game

TOY = str(FIXTURES / "toy")


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_validate_and_rules(capsys):
    code, out, _ = run(capsys, "validate", TOY)
    assert code == 0 and out.startswith("toy: ok (1 rules files")
    code, out, _ = run(capsys, "rules", TOY)
    assert code == 0 and "[§" not in out and "citations found" in out



def test_list_names_playable_games_and_map_only_ones(capsys):
    code, out, _ = run(capsys, "list")
    assert code == 0
    assert "orange_swan: Orange Swan" in out and "    pearl_harbor " in out
    assert "provenance: rulebook " in out
    assert "plan_orange: Plan Orange" in out and "    shanghai_incident " in out
    assert "    tora_tora_tora " in out   # Dai Senso plays its training scenario (issue 14)

def test_play_save_replay(tmp_path, capsys):
    save, log = tmp_path / "g.json", tmp_path / "g.log"
    code, out, _ = run(capsys, "play", TOY, "skirmish", "--seed", "3", "--agents", "random,first",
                       "--save", str(save), "--log", str(log))
    assert code == 0 and "Result:" in out and save.exists() and log.exists()
    assert "[§1.0] Setup of Skirmish: 4 pieces" in log.read_text()
    code, out, _ = run(capsys, "replay", str(save), "--quiet")
    assert code == 0 and "log identical to the save (byte for byte)" in out
    # the same seed and decisions give the same log, byte for byte
    code, _, _ = run(capsys, "play", TOY, "skirmish", "--seed", "3", "--agents", "random,first",
                     "--log", str(tmp_path / "again.log"), "--quiet")
    assert (tmp_path / "again.log").read_bytes() == log.read_bytes()


def test_resume_from_a_save(tmp_path, capsys):
    g = Game(FIXTURES / "toy")
    s = GameState.new(g, "skirmish", seed=2)
    s.apply_action(0)
    path = tmp_path / "mid.json"
    from pacwar.interpreter.core.saves import save
    save(s, path)
    code, out, _ = run(capsys, "play", "--resume", str(path), "--agents", "first")
    assert code == 0 and "Result:" in out


def test_fuzz_command(capsys):
    code, out, _ = run(capsys, "fuzz", TOY, "skirmish", "--games", "30", "--quiet", "--replay", "3")
    assert code == 0
    assert "30 games" in out and "no invariant violations" in out and "3 games replayed" in out


def test_errors_are_clean(tmp_path, capsys):
    code, _, err = run(capsys, "play", "no_such_game", "x")
    assert code == 1 and "no game 'no_such_game'" in err and "Traceback" not in err
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    code, _, err = run(capsys, "replay", str(bad))
    assert code == 1 and "not a pacwar save file: invalid JSON" in err and "Traceback" not in err
    code, _, err = run(capsys, "play", TOY, "skirmish", "--agents", "robot,random")
    assert code == 1 and "unknown agent 'robot'" in err
    code, _, err = run(capsys, "play", TOY, "skirmish", "--option", "warp=on")
    assert code == 2 and "unknown option 'warp'" in err
    broken = tmp_path / "game"
    import shutil
    shutil.copytree(FIXTURES / "toy", broken)
    (broken / "rules" / "toy.pw").write_text("pacwar 1\nprocedure game() {\n}\n")
    code, out, _ = run(capsys, "validate", str(broken))
    assert code == 1 and "toy.pw:2:18: unexpected '{'" in out and "Traceback" not in out


def test_human_agent_prompts_and_rejects_bad_input():
    g = Game(FIXTURES / "toy")
    s = GameState.new(g, "skirmish", seed=1)
    out = io.StringIO()
    agent = HumanAgent(io.StringIO("7\nabc\nl\n1\n"), out)
    assert agent.step(s) == 1
    text = out.getvalue()
    assert "Place Blueland Infantry" in text and "please type a number from 0 to 1" in text


def test_scripted_agent_by_label_and_value():
    g = Game(FIXTURES / "toy")
    s = GameState.new(g, "skirmish", seed=1)
    assert ScriptedAgent(["East"]).step(s) == 1
    assert ScriptedAgent(["middle"]).step(s) == 0
    with pytest.raises(Exception, match="matches no option"):
        ScriptedAgent(["Mars"]).step(s)


def test_save_is_atomic(tmp_path, monkeypatch):
    from pacwar.interpreter.core import saves
    g = Game(FIXTURES / "toy")
    s = GameState.new(g, "skirmish", seed=1)
    path = tmp_path / "s.json"
    saves.save(s, path)
    before = path.read_text()
    s.apply_action(0)

    def boom(*a, **k):
        raise OSError("disk full")
    monkeypatch.setattr(saves.os, "replace", boom)
    with pytest.raises(OSError):
        saves.save(s, path)
    assert path.read_text() == before                       # the old save is intact
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]   # no temp file left behind
    assert json.loads(before)["format"] == "pacwar-save/1"


def test_terminal_shows_a_human_only_their_own_view_of_the_log(capsys, monkeypatch, tmp_path):
    """Orange Swan's secret carrier swap (11.0) is the Allies' own: the Axis human never sees it, while a
    spectator of two machine players sees the full log."""
    save = str(tmp_path / "s.json")
    code, out, _ = run(capsys, "play", "orange_swan", "pearl_harbor", "--seed", "1", "--max-decisions", "3",
                       "--save", save)
    assert "(to Allies)" in out and "moves from Midway Islands" in out
    monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))
    monkeypatch.setattr("pacwar.cli.main._stdin_is_terminal", lambda: True)  # a human at a terminal, scripted
    code, out, _ = run(capsys, "play", "orange_swan", "pearl_harbor", "--seed", "1", "--agents", "random,human",
                       "--save", save)
    assert "--- player 2 (Axis) ---" in out
    assert "(to Allies)" not in out and "Swap which carrier" not in out and "moves from Midway Islands" not in out


def test_help_of_the_command_and_of_every_subcommand(capsys):
    # argparse formats help strings with %: a bare '%' in one of them crashed `pacwar --help` (stop 6)
    from pacwar.cli.main import build_parser
    parser = build_parser()
    with pytest.raises(SystemExit) as done:
        parser.parse_args(["--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    commands = parser._subparsers._group_actions[0].choices
    assert "arena" in out and len(commands) >= 15
    for name in commands:
        with pytest.raises(SystemExit) as done:
            parser.parse_args([name, "--help"])
        assert done.value.code == 0, name
        assert capsys.readouterr().out.startswith("usage: pacwar " + name)
