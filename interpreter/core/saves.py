"""Save files: versioned JSON written atomically, holding the state, its digest, the decisions that led to it
and the agents playing. Loading refuses a broken file with a reason, and (by default) re-plays the decisions
from the seed and refuses a state that does not match its own history: an edited save is never resumed.
replay re-plays the recorded decisions and compares both the log and the final state."""
from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

from pacwar.interpreter.core.api import GameState
from pacwar.interpreter.core.digest import first_difference
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


def _read(path) -> str:
    try:
        return Path(path).read_text(encoding="utf-8")
    except IsADirectoryError:
        raise SaveError(f"cannot read {path}: it is a folder") from None
    except OSError as e:
        raise SaveError(f"cannot read {path}: {e.strerror}") from None
    except UnicodeDecodeError:
        raise SaveError(f"{path} is not a text save file") from None


def load(path: str | Path, game: Game | None = None, verify: bool = True) -> GameState:
    """Read a save. With `verify`, its history is re-played from the seed (checking the game's invariants on
    the way) and the state must be the one reached, else the save is refused saying where they differ."""
    text = _read(path)
    try:
        state = GameState.deserialize(text, game)
    except SaveError as e:
        raise SaveError(f"{path}: {e}") from None
    if verify:
        fresh = replay_history(state, str(path))
        diff = state_difference(fresh, state) or log_difference(fresh, state)
        if diff:
            raise SaveError(f"{path}: the saved state is not the one its history leads to (was it edited?); "
                            f"re-played from the seed, first difference: {diff}")
    return state


def replay_history(saved: GameState, where: str) -> GameState:
    """The game re-played from the save's seed and options through its decisions, with invariant checks on."""
    st = saved.st
    try:
        fresh = GameState.new(saved.game, st["scenario"], st["seed"], st.get("options"), checks=True,
                              players=saved.num_players())  # one player per team seats them by team again
    except PacwarError as e:
        raise SaveError(f"{where}: the saved game cannot be started again: {e.render()}") from None
    for i, idx in enumerate(saved.history):
        if fresh.is_terminal():
            raise SaveError(f"{where}: the game ended after {i} decisions, but the save records {len(saved.history)}")
        if not 0 <= idx < len(fresh.legal_actions()):
            raise SaveError(f"{where}: decision {i + 1} ({idx}) is not legal when re-played; were the rules changed "
                            "or the history edited?")
        try:
            fresh.apply_action(idx)
        except PacwarError as e:
            raise SaveError(f"{where}: re-playing decision {i + 1} breaks the rules: {e.render()}") from None
    return fresh


def state_difference(fresh: GameState, saved: GameState) -> str | None:
    normal = json.loads(json.dumps(fresh.st))   # as a save holds it (tuples as lists, keys as strings)
    return first_difference(saved.st, normal)


def log_difference(fresh: GameState, saved: GameState) -> str | None:
    if json.loads(json.dumps(fresh.log)) == saved.log:
        return None
    a = fresh.log_lines()
    try:
        b = saved.log_lines()
    except Exception:  # entries edited out of shape cannot even be shown: say so, not crash
        return "the saved log has entries that are not log entries"
    if a == b:
        return "the saved log's entries differ from the replayed ones (though they read the same)"
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return f"log line {i + 1}: replay {x!r} vs save {y!r}"
    return f"log lengths differ: replay {len(a)} lines vs save {len(b)}"


def replay(path: str | Path, game: Game | None = None) -> tuple[GameState, bool, str]:
    """Re-play a save's decisions from its seed. Returns (state, logs and states identical?, first difference)."""
    saved = load(path, game, verify=False)
    fresh = replay_history(saved, str(path))
    fresh.agents = saved.agents
    diff = log_difference(fresh, saved)
    if diff:
        return fresh, False, diff
    diff = state_difference(fresh, saved)
    if diff:
        return fresh, False, f"the final state differs: saved vs replayed at {diff}"
    return fresh, True, ""


__all__ = ["save", "load", "replay", "PacwarError", "load_game"]
