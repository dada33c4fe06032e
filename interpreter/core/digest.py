"""A digest of a game state: the SHA-256 of its canonical JSON, stored in a save so that a state edited or
damaged after saving is told from the one the game reached."""
from __future__ import annotations

import hashlib
import json


def canonical(value) -> str:
    """The JSON text of a state, independent of dict order (a state reloaded from JSON digests the same)."""
    return json.dumps(json.loads(json.dumps(value)), sort_keys=True, separators=(",", ":"))


def state_digest(st: dict) -> str:
    return "sha256:" + hashlib.sha256(canonical(st).encode("utf-8")).hexdigest()


def first_difference(a, b, path: str = "state") -> str | None:
    """Where two JSON-like values first differ, as 'path: a vs b' (None when equal)."""
    if isinstance(a, dict) and isinstance(b, dict):
        for k in list(a) + [k for k in b if k not in a]:
            if k not in b:
                return f"{path}.{k}: only in the first ({_short(a[k])})"
            if k not in a:
                return f"{path}.{k}: only in the second ({_short(b[k])})"
            d = first_difference(a[k], b[k], f"{path}.{k}")
            if d:
                return d
        return None
    if isinstance(a, list) and isinstance(b, list):
        for i, (x, y) in enumerate(zip(a, b)):
            d = first_difference(x, y, f"{path}[{i}]")
            if d:
                return d
        if len(a) != len(b):
            return f"{path}: {len(a)} items vs {len(b)}"
        return None
    if a != b or type(a) is not type(b):
        return f"{path}: {_short(a)} vs {_short(b)}"
    return None


def _short(v) -> str:
    text = json.dumps(v)
    return text if len(text) <= 60 else text[:57] + "..."
