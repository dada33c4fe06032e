"""What crosses the boundary to one player: internal piece ids of pieces that player may not identify are
replaced by opaque handles.

Piece ids carry meaning (nation, class, starting space), so an id that reaches a player names what a
face-down piece is. Every value handed to a player (observation, action values) goes through `redact`,
which maps each id of a piece hidden from the viewer, or of another side's piece, to a handle like "?3". Handles are numbered afresh
for every state from what the viewer can see (the public order of locations, then the order pieces
arrived there), never from the id or the piece's record, so a handle carries no meaning and does not
follow a piece once it is hidden again: the same piece has whatever number its place gives it.

The engine keeps its own ids; apply_action takes an index, so nothing has to be mapped back."""
from __future__ import annotations

from pacwar.interpreter.core.entities import is_hidden_from, piece_side

HANDLE_PREFIX = "?"


def _foreign(c, pid, side) -> bool:
    """A piece whose id the viewer may not read: hidden from it, or another side's even when face-up (the id
    of a revealed enemy piece would still tell where it started, e.g. after a secret swap)."""
    return piece_side(c, c.st["pieces"][pid]) != side or is_hidden_from(c, pid, side)


def names_foreign(state, value, side: str | None) -> bool:
    """Whether a value holds the id of a piece `side` may not read (then it needs handles)."""
    if side is None:
        return False
    if isinstance(value, str):
        return value in state.st["pieces"] and _foreign(state.ctx, value, side)
    if isinstance(value, (list, tuple)):
        return any(names_foreign(state, x, side) for x in value)
    if isinstance(value, dict):
        return any(names_foreign(state, k, side) or names_foreign(state, x, side) for k, x in value.items())
    return False


def handles(state, side: str | None) -> dict[str, str]:
    """id -> handle for every piece hidden from `side` or not its own (empty for the omniscient view)."""
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
            if _foreign(c, pid, side):
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
            if _foreign(c, pid, side):
                out[pid] = f"{HANDLE_PREFIX}{len(out) + 1}"
            if pid in at:
                visit(pid)
    if not g.fog_stack_sizes:
        out = _sizes_untold(c, side, out)
    return out


def _sizes_untold(c, side, order: dict[str, str]) -> dict[str, str]:
    """With stack sizes hidden, number face-up foreign pieces first, then hidden pieces not aboard a hidden
    carrier, then those aboard one (each group in the order above): a handle then never depends on how many
    hidden pieces an earlier place or carrier holds."""
    pieces = c.st["pieces"]

    def tier(pid):
        if not is_hidden_from(c, pid, side):
            return 0
        loc = pieces[pid].get("loc")
        return 2 if loc in pieces and is_hidden_from(c, loc, side) else 1

    ranked = sorted(order, key=lambda pid: (tier(pid), int(order[pid][len(HANDLE_PREFIX):])))
    return {pid: f"{HANDLE_PREFIX}{i + 1}" for i, pid in enumerate(ranked)}


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


def anonymous(state, side, hmap: dict[str, str]) -> dict[str, str]:
    """For values the rules keep (variables, space attributes): pieces hidden from the viewer all map to
    one token, since even a handle would tell which of the pieces in a place the value is about; face-up
    foreign pieces keep their handles."""
    c = state.ctx
    return {p: (ANONYMOUS if is_hidden_from(c, p, side) else h) for p, h in hmap.items()}
