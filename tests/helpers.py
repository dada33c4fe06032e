"""Small helpers for tests: build a throwaway game folder from the toy fixture with other rules, and run a few
lines of rules code in a fresh state of a game."""
from __future__ import annotations

import shutil
from pathlib import Path

FIXTURES = Path(__file__).parent / "fixtures"


def run_rules(game, code: str):
    """A fresh state of `game` (not started) after running rules `code` in it, strictly: any question the code
    asks is an error."""
    from pacwar.interpreter.core.api import GameState
    from pacwar.interpreter.core.scripted import ScriptedAnswers
    s = GameState.new(game, start=False)
    s.exec(code, ScriptedAnswers([], strict=True, pause=True))
    return s


def toy_game(tmp_path: Path, rules: str | None = None, **files) -> Path:
    """Copy the toy game to tmp_path/toy, replacing its rules (and any data file given as name=text)."""
    dst = tmp_path / "toy"
    shutil.copytree(FIXTURES / "toy", dst)
    if rules is not None:
        for f in (dst / "rules").glob("*.pw"):
            f.unlink()
        (dst / "rules" / "main.pw").write_text(rules, encoding="utf-8")
    for name, text in files.items():
        (dst / name.replace("_yaml", ".yaml")).write_text(text, encoding="utf-8")
    return dst


def assert_no_leaks_to_the_end(state, player: int = 0) -> None:
    """Play the first option at every decision to the end, running the counterfactual leak check for `player`
    at each point (interpreter/tooling/leaks.py)."""
    from pacwar.interpreter.tooling.leaks import Checker, Report
    report = Report("toy")
    checker = Checker(2, every_replay=True)
    while not state.is_terminal():
        checker.check_point(state, report, player)
        state.apply_action(0)
    assert not report.leaks, report.summary()


def generated_code(monkeypatch) -> list[str]:
    """Collect the Python source the engine generates from now on (load cache off, so everything is generated
    again); returns the list it fills, one text per compiled unit."""
    from pacwar.interpreter.core import codegen
    monkeypatch.setenv("PACWAR_CACHE", "off")
    texts: list[str] = []
    orig = codegen.Source.compile

    def keep(self, ns, what):
        texts.append("\n".join(self.lines))
        return orig(self, ns, what)
    monkeypatch.setattr(codegen.Source, "compile", keep)
    return texts
