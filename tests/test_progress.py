"""Progress bars of the long commands (issue 16): tqdm when installed, else plain lines; nothing with --quiet;
always on stderr so the report on stdout stays clean."""
from __future__ import annotations

import sys

import pytest

from pacwar.cli.main import main
from pacwar.cli.progress import Progress


def test_without_tqdm_a_line_every_twentieth(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "tqdm", None)   # as if the extra were not installed
    with Progress("fuzz") as p:
        for i in range(1, 41):
            p(i, 40, f"{i} done")
    out, err = capsys.readouterr()
    assert out == ""
    lines = err.splitlines()
    assert lines[0] == "  fuzz: 2/40 2 done" and lines[-1] == "  fuzz: 40/40 40 done" and len(lines) == 20


def test_quiet_shows_nothing(capsys):
    with Progress("fuzz", quiet=True) as p:
        p(1, 2)
        p(2, 2)
    assert capsys.readouterr() == ("", "")


def test_fuzz_draws_a_tqdm_bar_on_stderr(capsys):
    pytest.importorskip("tqdm", reason="tqdm is not installed: pip install 'pacwar[progress]'")
    code = main(["fuzz", "great_pacific_war", "first_turn_1930", "--games", "2", "--replay", "0"])
    out, err = capsys.readouterr()
    assert code == 0 and "2/2" in err and "game/s" in err and "|" in err
    assert "2/2" not in out and "no invariant violations" in out
