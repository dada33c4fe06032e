"""Small helpers for tests: build a throwaway game folder from the toy fixture with other rules."""
from __future__ import annotations

import shutil
from pathlib import Path

FIXTURES = Path(__file__).parent / "fixtures"


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
