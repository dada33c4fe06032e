"""What crosses the boundary to one player: internal piece ids of pieces that player may not identify are
replaced by opaque handles.

Piece ids carry meaning (nation, class, starting space), so an id that reaches a player names what a
face-down piece is. Every value handed to a player (observation, action values) goes through `redact`,
which maps each id of a piece hidden from the viewer to a handle like "?3". Handles are numbered afresh
for every state from what the viewer can see (the public order of locations, then the order pieces
arrived there), never from the id or the piece's record, so a handle carries no meaning and does not
follow a piece once it is hidden again: the same piece has whatever number its place gives it.

The engine keeps its own ids; apply_action takes an index, so nothing has to be mapped back."""
from __future__ import annotations

from pacwar.interpreter.core.entities import is_hidden_from

HANDLE_PREFIX = "?"


def handles(state, side: str | None) -> dict[str, str]:
    """id -> handle for every piece hidden from `side` (empty for the omniscient view)."""
    if side is None:
        return {}
    c, st, g = state.ctx, state.st, state.game
    at = st["at"]
    out: dict[str, str] = {}
    seen: set = set()

    def visit(loc):
        for pid in at.get(loc, ()):
            if pid in seen:
                continue
            seen.add(pid)
            if is_hidden_from(c, pid, side):
                out[pid] = f"{HANDLE_PREFIX}{len(out) + 1}"
            if pid in at:  # what it carries comes right after it
                visit(pid)

    for loc in g.space_order:
        visit(loc)
    for box in g.boxes:
        visit(box)
    # pieces nowhere (not yet placed) or carried by something outside the map: creation order is all there is
    for pid in st["pieces"]:
        if pid not in seen:
            seen.add(pid)
            if is_hidden_from(c, pid, side):
                out[pid] = f"{HANDLE_PREFIX}{len(out) + 1}"
            if pid in at:
                visit(pid)
    return out


def redact(value, hmap: dict[str, str]):
    """A copy of `value` with every hidden piece id (as a string, a list item, a dict key or value)
    replaced by its handle."""
    if not hmap:
        return value
    if isinstance(value, str):
        return hmap.get(value, value)
    if isinstance(value, list):
        return [redact(x, hmap) for x in value]
    if isinstance(value, tuple):
        return tuple(redact(x, hmap) for x in value)
    if isinstance(value, dict):
        return {(hmap.get(k, k) if isinstance(k, str) else k): redact(v, hmap) for k, v in value.items()}
    return value


ANONYMOUS = "?"


def anonymous(hmap: dict[str, str]) -> dict[str, str]:
    """The same pieces all mapped to one token: for values the rules keep (variables, space attributes),
    where even a handle would tell which of the pieces in a place the value is about."""
    return dict.fromkeys(hmap, ANONYMOUS)
