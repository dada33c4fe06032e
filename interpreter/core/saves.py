"""Save files: versioned JSON written atomically; loading refuses a broken file with a reason; replay
re-plays the recorded decisions from the seed and compares the log byte for byte."""
from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

from pacwar.interpreter.core.api import GameState
from pacwar.interpreter.errors import PacwarError, SaveError
from pacwar.interpreter.core.game import Game, load_game


def save(state: GameState, path: str | Path) -> None:
    """Write atomically: a crash mid-write leaves the old file intact."""
    path = Path(path)
    text = state.serialize()
    folder = path.parent if str(path.parent) else Path(".")
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def load(path: str | Path, game: Game | None = None) -> GameState:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as e:
        raise SaveError(f"cannot read {path}: {e.strerror}") from None
    except UnicodeDecodeError:
        raise SaveError(f"{path} is not a text save file") from None
    try:
        return GameState.deserialize(text, game)
    except SaveError as e:
        raise SaveError(f"{path}: {e}") from None


def replay(path: str | Path, game: Game | None = None) -> tuple[GameState, bool, str]:
    """Re-play a save's decisions from its seed. Returns (state, logs identical?, first difference)."""
    saved = load(path, game)
    doc = json.loads(Path(path).read_text(encoding="utf-8"))
    g = saved.game
    fresh = GameState.new(g, doc["scenario"], doc["seed"], doc.get("options"))
    for i, idx in enumerate(doc["history"]):
        if fresh.is_terminal():
            raise SaveError(f"{path}: the game ended after {i} decisions, but the save records {len(doc['history'])}")
        if not 0 <= idx < len(fresh.legal_actions()):
            raise SaveError(f"{path}: decision {i + 1} ({idx}) is not legal when re-played; were the rules changed?")
        fresh.apply_action(idx)
    a, b = fresh.log_lines(), saved.log_lines()
    if a == b:
        return fresh, True, ""
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return fresh, False, f"line {i + 1}: replay {x!r} vs save {y!r}"
    return fresh, False, f"lengths differ: replay {len(a)} lines vs save {len(b)}"


__all__ = ["save", "load", "replay", "PacwarError", "load_game"]
