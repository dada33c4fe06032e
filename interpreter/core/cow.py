"""Copy on write of the lists a suspended `for` loop walks, of piece records holding lists and of variables
holding large lists or records (see GameState.clone).

A `for` loop in a procedure that waits for a player keeps the list it walks in its frame (`$L<k>`, a list
the loop made for itself) so that the state stays plain data. Only the loop reads that list, one slot at a
time, and a slot once read is never read again, so the loop empties it (`loop_item`): a passed item costs a
clone nothing. The items not yet reached can be shared by a state and its clones when nothing else holds
them or anything inside them (counted by Python's reference counts, so an item that is also a variable's
record or a local's list is never shared): then no rules code can reach a shared item except through the
loop, and the loop hands out a copy of an item from a shared list. Both states see the same items, and
neither can change the other's.

This module imports nothing of the engine."""
from __future__ import annotations

import marshal
from sys import getrefcount

_CONTAINERS = (list, dict)


def loop_item(c, xs: list, i: int):
    """Item i of a suspended loop's list, which the loop never reads again: its slot is emptied, and an item
    that other states share is handed out as this state's own copy."""
    x = xs[i]
    xs[i] = None
    frozen = c.frozen
    if frozen is not None and (x.__class__ is list or x.__class__ is dict) and frozen.get(id(xs)) is xs:
        return marshal.loads(marshal.dumps(x))
    return x


def _held_once(x, once: int) -> bool:
    """True when every list or record inside x is held by x alone (and, inside those, the same), so that
    nothing but x can change them. One that x holds in several places (two entries naming one list) counts
    as held by x."""
    seen = {}
    todo = [x]
    while todo:
        y = todo.pop()
        for v in (y.values() if y.__class__ is dict else y):
            if v.__class__ is list or v.__class__ is dict:
                e = seen.get(id(v))
                if e is None:
                    seen[id(v)] = [v, 1]
                    todo.append(v)
                else:
                    e[1] += 1
    y = v = None
    for e in seen.values():
        if getrefcount(e[0]) - e[1] != once:
            return False
    return True


def _calibrate_inner() -> int:
    """What getrefcount reports in _held_once, less the holders inside x, for a container only x holds (it
    depends on the Python version's handling of locals and arguments)."""
    probe = [[0]]
    for e in [[probe[0], 1]]:
        return getrefcount(e[0]) - e[1]
    return 0  # pragma: no cover


def _calibrate() -> int:
    """What getrefcount reports for a container held by one record and named by the loop walking it."""
    probe = [[0]]
    for v in probe:
        return getrefcount(v)
    return 0  # pragma: no cover


_ONCE = _calibrate()
_INNER = _calibrate_inner()
_MIN_SHARED = 4   # shorter lists are cheaper to copy with the rest than to examine


def shareable_loops(st: dict, frozen: dict | None) -> list:
    """The suspended loops' lists in st's frames whose items a clone may share: [(frame index, key, list)].
    A list already shared stays shareable (its items are never handed out); another qualifies when nothing
    else holds it or any container inside it."""
    out = []
    for fi, fr in enumerate(st["frames"]):
        l = fr.get("l")
        if not l:
            continue
        for key in l:   # not l.items(): its iterator keeps the last pair, one more holder of the list
            if key[:2] != "$L":
                continue
            xs = l[key]
            if xs.__class__ is not list:
                continue
            if frozen is not None and frozen.get(id(xs)) is xs:
                out.append((fi, key, xs))
                continue
            if len(xs) < _MIN_SHARED:
                continue
            # the frame's locals hold the list, and so do this loop's variable and getrefcount's argument
            if getrefcount(xs) != _ONCE or not _held_once(xs, _INNER):
                continue
            out.append((fi, key, xs))
    return out


def lazy_pieces(pieces: dict, nested: set) -> set:
    """The pieces among `nested` (records holding a list or record) whose lists and records nothing but their
    record holds: a clone may share these records whole, since every way the rules have to reach a list inside
    one (reading the attribute, changing the record) first gives the state its own copy (entities.own_record)."""
    out = set()
    for key in nested:
        rec = pieces.get(key)
        if rec is not None and _held_once(rec, _INNER):
            out.add(key)
    return out


_MIN_VAR = 8   # a variable holding fewer numbers or names is cheaper to copy with the rest than to examine


def lazy_vars(variables: dict, lazy: set | None) -> list:
    """The variables whose lists or records a clone may share: those already shared (never handed out since)
    and those of at least _MIN_VAR entries that nothing but the variable holds, inside included."""
    out = []
    for name in variables:
        v = variables[name]
        if v.__class__ is not dict and v.__class__ is not list:
            continue
        if lazy is not None and name in lazy:
            out.append(name)
            continue
        if len(v) < _MIN_VAR:
            # a few entries are cheaper to copy with the rest, unless they are themselves lists or records
            if next(iter(v.values() if v.__class__ is dict else v), None).__class__ not in _CONTAINERS:
                continue
        # the variables' record holds it, and so do this loop's name and getrefcount's argument
        if getrefcount(v) != _ONCE or not _held_once(v, _INNER):
            continue
        out.append(name)
    return out


def var_read(c, name: str):
    """The value of a variable this state shares with a clone (c.lazy_vars): the first read gives the state its
    own copy, which later reads return (the generated code reads through here while any variable is shared)."""
    v = c.st["vars"][name]
    lazy = c.lazy_vars
    if lazy is not None and name in lazy:
        v = c.st["vars"][name] = marshal.loads(marshal.dumps(v))
        var_owned(c, name)
    return v


def var_owned(c, name: str) -> None:
    """The variable's value is this state's own from now on (copied, or replaced by an assignment)."""
    lazy = c.lazy_vars
    if lazy is not None:
        lazy.discard(name)
        if not lazy:
            c.lazy_vars = None
