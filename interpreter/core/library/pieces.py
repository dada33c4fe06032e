"""Pieces (units and cards): where they are, creating and removing them, and the move/reduce/restore effects."""
from __future__ import annotations

from pacwar.interpreter.core.entities import (bump, get_attr, holds_container, is_hidden_from, own_containers, own_piece, piece_side,
                                                 pieces_at, place, space_of, units_of_side_in, valid_location)
from pacwar.interpreter.errors import RulesRuntimeError
from pacwar.interpreter.core.library import builtin


_ANY = object()  # no side= given (side=none keeps the pieces of no side)


def _units_stamp(ep) -> tuple:
    """The counts of the writes that can change units() over the whole map: anything untyped, a unit coming
    onto or leaving the map, a change of side or nation."""
    return ep.get("*", 0), ep.get("onmap", 0), ep.get("a:side", 0), ep.get("a:nation", 0)


@builtin("units")
def units(c, at=None, side=_ANY):
    if at is None:
        # every unit on the map (of a side): a scan of all pieces, asked again and again while nothing changes
        # (every action's `when` in a menu), so remembered until the next write of any kind (Ctx.ep "w"),
        # beside the derived procedures' values; each caller gets its own copy
        # ... or, after writes, while no unit has come onto or left the map and no side has changed: a move
        # from space to space leaves the list as it was (it is in the order of the state's pieces)
        key = ("units()", side) if side is _ANY or side is None or type(side) is str else None
        ep = c.ep
        w = ep.get("w", 0)
        hit = c.memo.get(key) if key is not None else None
        if hit is not None:
            if hit[0] == w:
                return list(hit[1])
            stamp = _units_stamp(ep)
            if hit[2] == stamp:
                c.memo[key] = (w, hit[1], stamp)
                return list(hit[1])
        spaces = c.game.map.spaces
        out = [p for p, r in c.st["pieces"].items() if r["kind"] == "unit" and r.get("loc") in spaces]
        if side is not _ANY:
            out = _of_side(c, out, side)
        if key is not None:
            c.memo[key] = (w, out, _units_stamp(ep))
        return list(out)
    if side is _ANY and type(at) is str:
        # one stack (asked for every space of a sweep, and for every unit's space in a filter): the same answer
        # as pieces_at(c, at, "unit"), without its calls while the location holds pieces
        ids = c.st["at"].get(at)
        if ids:
            pieces = c.st["pieces"]
            return [p for p in ids if pieces[p]["kind"] == "unit"]
    if side is not _ANY and type(at) is str:
        # one stack of one side (asked for every space of a sweep): one pass over the stack, the same answer
        # as pieces_at then _of_side
        ids = c.st["at"].get(at)
        if ids:
            return units_of_side_in(c, ids, side)
    out = pieces_at(c, at, "unit")
    return out if side is _ANY else _of_side(c, out, side)


@builtin("pieces")
def pieces(c, at=None, side=_ANY):
    out = list(c.st["pieces"]) if at is None else pieces_at(c, at)
    return out if side is _ANY else _of_side(c, out, side)


def _of_side(c, ids, side):
    """The pieces of one side, read from the location index rather than filtered by the rules. The same
    answer as piece_side for each piece, with each nation's side looked up once per call (nothing changes
    a side while the list is built)."""
    pieces = c.st["pieces"]
    ents = c.st["ents"]
    by_nation: dict = {}
    out = []
    for p in ids:
        rec = pieces[p]
        s = rec.get("side")
        if s is None:
            n = rec.get("nation")
            if n is not None:
                s = by_nation.get(n, _ANY)
                if s is _ANY:
                    dyn = ents.get(n)
                    s = by_nation[n] = dyn["side"] if dyn and "side" in dyn else c.nation_sides.get(n)
        if s == side:
            out.append(p)
    return out


@builtin("cards")
def cards(c, at=None):
    if at is None:
        return [p for p, r in c.st["pieces"].items() if r["kind"] == "card"]
    return pieces_at(c, at, "card")


@builtin("all_units")
def all_units(c):
    return [p for p, r in c.st["pieces"].items() if r["kind"] == "unit"]


@builtin("space_of")
def space_of_(c, piece):
    if piece not in c.st["pieces"]:
        raise RulesRuntimeError(f"{piece!r} is not a piece")
    return space_of(c, piece)


@builtin("is_piece")
def is_piece(c, x):
    return isinstance(x, str) and x in c.st["pieces"]


@builtin("is_space")
def is_space(c, x):
    return isinstance(x, str) and x in c.game.map.spaces


def new_piece(c, spec: dict, at) -> str:
    """Create a piece from a record: class (required), nation, steps, max_steps, id, name, kind, attributes."""
    if not isinstance(spec, dict) or "class" not in spec:
        raise RulesRuntimeError("create() needs a record with at least a class")
    cls = c.game.classes.get(spec["class"])
    if cls is None:
        raise RulesRuntimeError(f"unknown piece class {spec['class']!r}")
    pid = spec.get("id")
    if pid is None:
        c.st["uid"] += 1
        pid = f"{spec.get('nation', 'x')}_{spec['class']}_{c.st['uid']}".lower()
    if pid in c.st["pieces"] or pid in c.game.kinds:
        raise RulesRuntimeError(f"a piece or entity {pid!r} already exists")
    rec = {k: v for k, v in spec.items() if k not in ("id", "at", "count", "prov", "attrs")}
    rec.update(spec.get("attrs", {}))
    rec["kind"] = spec.get("kind", cls.get("kind", "unit"))
    if rec["kind"] == "unit":
        max_steps = rec.get("max_steps", cls.get("max_steps", 1))
        rec["max_steps"] = max_steps
        rec.setdefault("steps", max_steps)
    rec["loc"] = None
    own_containers(rec)   # lists and records from the game's data are the piece's own, never the data's
    c.st["pieces"][pid] = rec
    for kept in c.ac.values():   # (values kept for reading of a piece of this id removed before: runtime.gac)
        kept.pop(pid, None)
    if c.owned is not None:
        c.owned.add(pid)   # a new record is this state's own
    if holds_container(rec):
        c.nested.add(pid)
    bump(c, "loc")
    bump(c, "onmap")   # all_units() has one more (units() only once it is placed on the map, place() says)
    if at is not None:
        if not valid_location(c, at):
            raise RulesRuntimeError(f"cannot place {pid} at {at!r}: not a space, box or piece")
        place(c, pid, at)
    return pid


@builtin("create")
def create(c, spec, at):
    pid = new_piece(c, spec, at)
    c.log_entry([{"p": pid}, " enters at ", _place_part(c, at)])
    return pid


@builtin("destroy")
def destroy(c, piece):
    if piece not in c.st["pieces"]:
        raise RulesRuntimeError(f"{piece!r} is not a piece")
    for cargo in list(c.st["at"].get(piece, [])):
        destroy(c, cargo)
    c.log_entry([{"p": piece}, " is removed from the game"])
    place(c, piece, None)
    del c.st["pieces"][piece]
    for kept in c.ac.values():   # its attribute values kept for reading (runtime.gac) go with it
        kept.pop(piece, None)
    return None


@builtin("set_order")
def set_order(c, at, order):
    here = c.st["at"].get(at, [])
    if sorted(here) != sorted(order):
        raise RulesRuntimeError("set_order() must list exactly the pieces already there")
    c.st["at"][at] = list(order)
    c.ust.pop(at, None)   # (the units kept for reading, entities.StackUnits)
    c.usts.pop(at, None)
    return None


def _each_piece(c, subject, verb: str) -> list:
    items = subject if isinstance(subject, list) else [subject]
    for p in items:
        if p not in c.st["pieces"]:
            raise RulesRuntimeError(f"cannot {verb} {p!r}: not a piece")
    return items


@builtin("examine")
def examine(c, side, subject, what=None):
    """`side` examines these pieces now (a momentary look the rules allow, e.g. an intelligence roll):
    one line each, to that side only, with the full label and the place. Nothing stays revealed; the
    line's parts say which pieces were shown, so tools know the side saw them."""
    if side not in c.game.sides:
        raise RulesRuntimeError(f"examine() needs a side, not {side!r}")
    if c.log is None:
        return None
    for p in _each_piece(c, subject, "examine"):
        loc = space_of(c, p) or c.st["pieces"][p]["loc"]
        c.log_entry(([f"{what}: "] if what else []) + [{"x": p, "t": c.game.piece_label(c, p)}, " in ", c.name(loc)],
                    to=side)
    return None


def _place_part(c, loc):
    """A place in a log line. A carrier is named only to the sides that may see it; the others read the
    space (or box) it is in: that a hidden piece carries others, and which, is part of what is hidden."""
    if loc not in c.st["pieces"]:
        return c.name(loc)
    sides = c.game.side_order
    sees = [s for s in sides if not is_hidden_from(c, loc, s)]
    full = c.game.piece_label(c, loc)
    if len(sees) == len(sides):
        return full
    outer = loc
    for _ in range(50):
        outer = c.st["pieces"][outer]["loc"]
        if outer not in c.st["pieces"]:
            break
    return {"f": full, "h": c.name(outer), "v": sees}


def effect_move(c, subject, dest) -> None:
    if not valid_location(c, dest):
        raise RulesRuntimeError(f"cannot move to {dest!r}: not a space, box or piece")
    for p in _each_piece(c, subject, "move"):
        old = c.st["pieces"][p]["loc"]
        if old == dest:
            continue
        place(c, p, dest)
        if c.log is not None:
            if _unseen_shuffle(c, p, old, dest):
                # a hidden piece boarding or leaving a carrier in the same place: to a side that may not see it the
                # line would only count the pieces, which `stack_sizes: false` hides (fog scoped by a rule)
                text = f"{c.game.piece_label(c, p)} moves from {_full_place(c, old)} to {_full_place(c, dest)}"
                c.log_entry([{"pv": p, "t": text}])
                continue
            c.log_entry([{"p": p}, " moves from ", _place_part(c, old), " to ", _place_part(c, dest)])


def _outer(c, loc):
    for _ in range(50):
        if loc not in c.st["pieces"]:
            break
        loc = c.st["pieces"][loc]["loc"]
    return loc


def _full_place(c, loc):
    return c.game.piece_label(c, loc) if loc in c.st["pieces"] else c.name(loc)


def _unseen_shuffle(c, p, old, dest) -> bool:
    """Stack sizes are hidden, the piece is hidden from some side, it stays in the same space or box, and every
    side that sees it also sees the carriers it moves between."""
    if c.game.fog_stack_sizes or _outer(c, old) != _outer(c, dest):
        return False
    sides = c.game.side_order
    sees = [s for s in sides if not is_hidden_from(c, p, s)]
    if len(sees) == len(sides):
        return False
    carriers = [x for x in (old, dest) if x in c.st["pieces"]]
    return all(not is_hidden_from(c, x, s) for x in carriers for s in sees)


def effect_reduce(c, subject, n) -> None:
    if not isinstance(n, int) or n < 0:
        raise RulesRuntimeError(f"reduce needs a number of steps >= 0, not {n!r}")
    for p in _each_piece(c, subject, "reduce"):
        before = c.st["pieces"][p].get("steps", 1)
        _set_steps(c, p, before, max(before - n, 0))


def effect_restore(c, subject, n) -> None:
    if not isinstance(n, int) or n < 0:
        raise RulesRuntimeError(f"restore needs a number of steps >= 0, not {n!r}")
    for p in _each_piece(c, subject, "restore"):
        before = c.st["pieces"][p].get("steps", 1)
        _set_steps(c, p, before, min(before + n, get_attr(c, p, "max_steps") or before))


def _set_steps(c, p, before: int, after: int) -> None:
    """Set a piece's steps and log the change, only to viewers who may see the piece: the strength of a
    hidden piece is hidden, and so is that it changed."""
    own_piece(c, p)["steps"] = after
    bump(c, "a:steps")
    if after != before and c.log is not None:
        label = c.game.piece_label(c, p)
        d = abs(after - before)
        verb = "loses" if after < before else "gains"
        c.log_entry([{"pv": p, "t": f"{label} {verb} {d} step{'s' if d != 1 else ''} ({before} to {after})"}])
