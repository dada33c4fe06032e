"""Attribute indexes of the units on the map, which filters of `units()` read instead of scanning every piece.

A filter such as `units(side=s) where .category == "naval" and not .static` (or `any(units(side=s),
naval(it) and ...)`, where `naval` is a one-line procedure that starts with that test) asks the same
question of every unit on the map, and a menu asks it in every action's `when`. The code generator
(codeopt.indexed_source) sees the test that comes first in the filter, `.attr == KEY`, `.attr` or
`not .attr`, and hands the filter, instead of the whole list, the units that pass that test, read from
an index of the units (of the side) by the attribute's value:

    units_by(c, side, attr, key, mode)   # mode "eq": .attr == key; True: .attr is true; False: it is not

The index answers exactly the units that pass that first test, in the order `units()` lists them (when it
cannot group the values, the whole list is filtered by the test here), so the generated filter does not
make the first test again (codeopt.elided): it tests the rest on the units it is given.

An index is built in one pass over `units(side=...)` with the same attribute lookup the rules use
(runtime.ga: the piece's own field, its class's, its nation's side), and remembered, outside the state,
with the counts of the kinds of write that can change it (context.Ctx.ep, as for derived procedures): a
unit coming onto or leaving the map, or a new piece (`onmap`; for an index of `loc` or `space`, any move,
`loc`), a change of side (`a:side`, `a:nation`), a write of the attribute itself (`a:ATTR`) and anything
untyped (`*`). Any other write leaves it as it is: a move from space to space keeps the index of naval
units by side, and so does a change of a variable.
Values that are not hashable (a list or a record held in the attribute) make that index give up: the
filter then gets the whole list and decides alone."""
from __future__ import annotations

from pacwar.interpreter.core import runtime as R
from pacwar.interpreter.core.library.pieces import all_units, units, _ANY

NO_SIDE = _ANY          # units() with no side= given
EVERYWHERE = object()   # all_units(): the units on the map, in boxes and carried alike
_HASHABLE = (str, int, float, bool, type(None), tuple)


def _moves(attr: str) -> str:
    """The kind of move that can change an index of `attr`: any move for a piece's location, else only a
    unit coming onto or leaving the map, or a new piece (entities.place), since the units are listed in the
    order of the state's pieces wherever they stand."""
    return "loc" if attr in ("loc", "space") else "onmap"


def _index(c, side, attr: str, pos):
    """(groups by value or None when a value is not hashable, the units whose value is true, those
    whose value is false) of the units (of side) on the map, remembered while nothing it reads changes."""
    key = ("units_by", side, attr)
    ep = c.ep
    w = ep.get("w", 0)
    hit = c.memo.get(key)
    if hit is not None:
        if hit[0] == w:
            return hit[2]
        g = ep.get
        stamp = (g("*", 0), g(_moves(attr), 0), g("a:side", 0), g("a:nation", 0), g("a:" + attr, 0))
        if hit[1] == stamp:
            c.memo[key] = (w, stamp, hit[2])
            return hit[2]
    else:
        g = ep.get
        stamp = (g("*", 0), g(_moves(attr), 0), g("a:side", 0), g("a:nation", 0), g("a:" + attr, 0))
    base = all_units(c) if side is EVERYWHERE else units(c) if side is NO_SIDE else units(c, side=side)
    groups: dict | None = {}
    true: list = []
    false: list = []
    ga = R.gc   # (through the values kept for reading: runtime.gac)
    for p in base:
        v = ga(c, p, attr, pos)
        (true if v else false).append(p)
        if groups is not None:
            if type(v) in _HASHABLE:
                try:
                    groups.setdefault(v, []).append(p)
                except TypeError:       # a tuple holding something unhashable
                    groups = None
            else:
                groups = None
    value = (groups, true, false)
    c.memo[key] = (w, stamp, value)
    return value


def units_by(c, side, attr: str, key, mode, pos) -> list:
    """The units (of side) on the map (side EVERYWHERE: all units, as all_units()) that pass `.attr == key` (mode "eq"), `.attr` (True) or `not .attr`
    (False), exactly, in the order units() gives them (filtered here when the index cannot answer). The
    list is shared: callers only read it."""
    if not (side is NO_SIDE or side is EVERYWHERE or side is None or type(side) is str):
        return _passing(c, units(c, side=side), attr, key, mode, pos)
    groups, true, false = _index(c, side, attr, pos)
    if mode == "eq":
        if groups is None or type(key) not in _HASHABLE:
            return _passing(c, _whole(c, side), attr, key, mode, pos)
        try:
            return groups.get(key, [])
        except TypeError:
            return _passing(c, _whole(c, side), attr, key, mode, pos)
    return true if mode else false


def _passing(c, ids, attr, key, mode, pos) -> list:
    """The pieces or spaces of ids that pass the test, when no index answers: the same reads as the filter's
    test."""
    ga = R.gc   # (through the values kept for reading: runtime.gac)
    if mode == "eq":
        return [p for p in ids if ga(c, p, attr, pos) == key]
    if mode == "ne":
        return [p for p in ids if ga(c, p, attr, pos) != key]
    if mode:
        return [p for p in ids if ga(c, p, attr, pos)]
    return [p for p in ids if not ga(c, p, attr, pos)]


def _whole(c, side) -> list:
    return all_units(c) if side is EVERYWHERE else units(c) if side is NO_SIDE else units(c, side=side)



def spaces_by(c, attr: str, key, mode, pos) -> list:
    """The spaces of the map, in map order (as spaces() lists them), that pass `.attr == key` (mode "eq"),
    `.attr != key` ("ne"), `.attr` (True) or `not .attr` (False), exactly. Remembered, outside the state,
    while no write of the attribute (`a:ATTR`, which a space's state is written with) and nothing untyped
    (`*`) has happened: a filter of every space on a field of its map data (`spaces() where .kind !=
    "sea"`) is then a list read. The list is shared: callers only read it."""
    ep = c.ep
    memo_key = ("spaces_by", attr, key, mode) if type(key) in _HASHABLE else None
    if memo_key is not None:
        hit = c.memo.get(memo_key)
        w = ep.get("w", 0)
        if hit is not None:
            if hit[0] == w:
                return hit[2]
            stamp = (ep.get("*", 0), ep.get("a:" + attr, 0))
            if hit[1] == stamp:
                c.memo[memo_key] = (w, stamp, hit[2])
                return hit[2]
        else:
            stamp = (ep.get("*", 0), ep.get("a:" + attr, 0))
    out = _passing(c, c.game.space_order, attr, key, mode, pos)
    if memo_key is not None:
        c.memo[memo_key] = (w, stamp, out)
    return out


def units_by2(c, side, attr: str, key, mode, attr2: str, key2, mode2, pos, pos2) -> list:
    """The units units_by gives for the first test that also pass a second (`.attr2 == key2`, `!=` (mode
    "ne"), `.attr2`, `not .attr2`), exactly, in the same order; remembered while nothing that either test
    reads has been written (the kinds of write units_by's index counts, for both attributes)."""
    if not (type(key) in _HASHABLE and type(key2) in _HASHABLE and (type(side) is str or side is NO_SIDE
                                                                   or side is EVERYWHERE or side is None)):
        return _passing(c, units_by(c, side, attr, key, mode, pos), attr2, key2, mode2, pos2)
    memo_key = ("units_by2", side, attr, key, mode, attr2, key2, mode2)
    ep = c.ep
    w = ep.get("w", 0)
    hit = c.memo.get(memo_key)
    if hit is not None and hit[0] == w:
        return hit[2]
    g = ep.get
    stamp = (g("*", 0), g(_moves(attr), 0), g(_moves(attr2), 0), g("a:side", 0), g("a:nation", 0),
             g("a:" + attr, 0), g("a:" + attr2, 0))
    if hit is not None and hit[1] == stamp:
        c.memo[memo_key] = (w, stamp, hit[2])
        return hit[2]
    out = _passing(c, units_by(c, side, attr, key, mode, pos), attr2, key2, mode2, pos2)
    c.memo[memo_key] = (w, stamp, out)
    return out
