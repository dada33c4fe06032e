"""Entities and their attributes: pieces (units, cards), spaces, sides, nations, boxes, regions.

An entity is named by its id (a string). Reading `x.attr` looks, in order, at the state (what the rules
have set), the piece's class (for pieces), the static data (map attributes, game.yaml records), and a few
derived attributes. Writing always goes to the state, copying static containers first so the shared
game data is never mutated."""
from __future__ import annotations

import copy
import marshal

from pacwar.interpreter.errors import RulesRuntimeError


def bump(c, token: str) -> None:
    """Note a write to the state, of the kind token says (see context.Ctx.ep)."""
    ep = c.ep
    ep[token] = ep.get(token, 0) + 1
    ep["w"] = ep.get("w", 0) + 1
    if c.usts and (token == "a:side" or token == "a:nation"):
        c.usts.clear()   # (the stacks by side kept for reading, SideStacks)
    ac = c.ac
    if ac:   # the attribute values kept for reading (runtime.gac) that this write may change
        if token[:2] == "a:":
            ac.pop(token[2:], None)
            if token == "a:nation":
                ac.pop("side", None)   # a piece's side follows its nation's
        # "loc": place() forgets the moved piece's own location only. "*" (a write into a list or record the
        # rules hold, or into a record's field) changes no piece's or space's plain value: the rules never
        # hold a piece's record. `destroy` forgets the piece's values, `reset` all (library)

_MISSING = object()


def own_piece(c, pid: str) -> dict:
    """The record of piece `pid`, safe to change in place: a record this state still shares with a clone is
    copied first (copy on write, see GameState.clone). Every change to a piece record goes through here."""
    return own_record(c, c.pieces, pid)


def own_record(c, store: dict, key: str) -> dict:
    """The state record of a space or other entity (created empty if it has none), safe to change in place,
    as own_piece. Piece, space and entity ids never coincide, so one set of owned ids serves all three."""
    rec = store.get(key)
    owned = c.owned
    if rec is None:
        rec = store[key] = {}
    elif owned is not None and key not in owned:
        rec = store[key] = rec.copy()   # shared records hold no lists or records: a flat copy is whole
        lazy = c.lazy
        if lazy and key in lazy:        # ... except a lazy one (cow.py): its lists and records are copied too
            own_containers(rec)
            lazy.discard(key)
            if not lazy:
                c.lazy = None
            c.nested.add(key)
    else:
        return rec
    if owned is not None:
        owned.add(key)
    return rec


_CONTAINERS = (list, dict)


def own_containers(rec: dict) -> None:
    """Give rec copies of the lists and records it holds (in one pass, which keeps any sharing among them)."""
    keys = [k for k, v in rec.items() if v.__class__ is list or v.__class__ is dict]
    if keys:
        for k, v in zip(keys, marshal.loads(marshal.dumps([rec[k] for k in keys]))):
            rec[k] = v


COW_STORES = ("pieces", "spaces", "ents")   # the state's records shared by a clone until changed


def holds_container(rec: dict) -> bool:
    return any(type(v) in _CONTAINERS for v in rec.values())


def records_with_containers(st: dict) -> set:
    """The ids whose record holds a list or a record (a clone copies these at once, never shares them)."""
    return {key for store in COW_STORES for key, rec in st[store].items() if holds_container(rec)}


def is_piece(c, x) -> bool:
    return isinstance(x, str) and x in c.st["pieces"]


def kind_of(c, x) -> str | None:
    if not isinstance(x, str):
        return None
    if x in c.st["pieces"]:
        return "piece"
    return c.game.kinds.get(x)


def piece_side(c, rec: dict) -> str | None:
    s = rec.get("side")
    if s is not None:
        return s
    n = rec.get("nation")
    if n is None:
        return None
    dyn = c.st["ents"].get(n)
    if dyn and "side" in dyn:
        return dyn["side"]
    nat = c.game.nations.get(n)
    return nat.get("side") if nat else None


def space_of(c, pid: str) -> str | None:
    """The map space a piece is in, following carriers (a unit aboard a transport is in its space)."""
    pieces = c.st["pieces"]
    loc = pieces[pid]["loc"]
    seen = 0
    while loc in pieces:
        loc = pieces[loc]["loc"]
        seen += 1
        if seen > 50:
            raise RulesRuntimeError(f"piece {pid} is carried in a loop")
    return loc if loc in c.game.map.spaces else None


def get_attr(c, obj, name: str):
    if isinstance(obj, dict):
        return obj.get(name)
    if isinstance(obj, str):
        rec = c.st["pieces"].get(obj)
        if rec is not None:
            v = rec.get(name, _MISSING)
            if v is not _MISSING:
                if c.lazy is not None and (v.__class__ is list or v.__class__ is dict) and obj in c.lazy:
                    v = own_piece(c, obj)[name]   # a shared list is never handed out (cow.py)
                return v
            if name == "id":
                return obj   # a piece's own id, never its class's (a card's class is its deck)
            cls = c.game.classes.get(rec.get("class"))
            if cls is not None:
                v = cls.get(name, _MISSING)
                if v is not _MISSING:
                    return v
            if name == "side":
                return piece_side(c, rec)
            if name == "space":
                return space_of(c, obj)
            return None
        kind = c.game.kinds.get(obj)
        if kind == "space":
            dyn = c.st["spaces"].get(obj)
            if dyn is not None:
                v = dyn.get(name, _MISSING)
                if v is not _MISSING:
                    return v
            sp = c.game.map.spaces[obj]
            v = sp.attrs.get(name, _MISSING)
            if v is not _MISSING:
                return v
            if name in ("id", "name", "kind"):
                return getattr(sp, name)
            return None
        if kind is not None:
            dyn = c.st["ents"].get(obj)
            if dyn is not None:
                v = dyn.get(name, _MISSING)
                if v is not _MISSING:
                    return v
            rec = c.game.records[obj]
            v = rec.get(name, _MISSING)
            if v is not _MISSING:
                return v
            if name == "id":
                return obj
            return None
        raise RulesRuntimeError(f"{obj!r} is not an entity, so it has no attribute {name!r}")
    if obj is None:
        raise RulesRuntimeError(f"cannot read attribute {name!r} of none")
    raise RulesRuntimeError(f"cannot read attribute {name!r} of {type(obj).__name__} {obj!r}")


def dynamic_container(c, obj, name: str, create: bool):
    """The state-side value of obj.name, copied out of static data first so it can be mutated."""
    c.ac.pop(name, None)   # (a value kept for reading may be replaced by the container made here)
    if isinstance(obj, dict):
        v = obj.get(name)
        if v is None and create:
            v = obj[name] = {}
        return v
    rec = c.st["pieces"].get(obj)
    if rec is not None:
        rec = own_piece(c, obj)
        c.nested.add(obj)   # the container handed out may be changed in place
        v = rec.get(name)
        if v is None:
            static = get_attr(c, obj, name)
            v = copy.deepcopy(static) if static is not None else ({} if create else None)
            if v is not None:
                rec[name] = v
        return v
    kind = c.game.kinds.get(obj)
    if kind is None:
        raise RulesRuntimeError(f"{obj!r} is not an entity")
    store = c.st["spaces"] if kind == "space" else c.st["ents"]
    dyn = store.get(obj)
    if dyn is not None and name in dyn and dyn[name] is not None:
        c.nested.add(obj)   # the container handed out may be changed in place: never share this record
        return own_record(c, store, obj)[name]
    static = get_attr(c, obj, name)
    v = copy.deepcopy(static) if static is not None else ({} if create else None)
    if v is not None:
        own_record(c, store, obj)[name] = v
        c.nested.add(obj)
    return v


_READ_ONLY = {"id", "loc", "class", "kind"}


_SCALARS = (str, int, bool, float, type(None))


def _unchanged(held: dict | None, name: str, value) -> bool:
    """Whether `held` (a piece's record, or a space's or entity's state) already holds this very value of
    `name`: a number, text, truth value or none of the same type, equal. Writing it again changes nothing
    anything can read, so it is not counted as a write (Ctx.ep): the derived values and indexes that read
    the attribute stay remembered (rules that recompute a state attribute of every space after each move
    mostly write back what it was)."""
    if held is None:
        return False
    old = held.get(name, _MISSING)
    return type(old) is type(value) and type(value) in _SCALARS and old == value


def set_attr(c, obj, name: str, value) -> None:
    if isinstance(obj, dict):
        bump(c, "*")
        obj[name] = value
        return
    rec = c.st["pieces"].get(obj)
    if not _unchanged(rec if rec is not None else c.st["spaces"].get(obj) or c.st["ents"].get(obj), name, value):
        bump(c, "a:" + name)
    if rec is not None:
        if name in _READ_ONLY:
            raise RulesRuntimeError(f"a piece's {name!r} cannot be assigned" + ("; use move" if name == "loc" else ""))
        if name == "steps":
            if not isinstance(value, int) or isinstance(value, bool):
                raise RulesRuntimeError("steps must be a number")
        own_piece(c, obj)[name] = value
        if type(value) in _CONTAINERS:
            c.nested.add(obj)
        return
    kind = c.game.kinds.get(obj) if isinstance(obj, str) else None
    if kind is not None:
        own_record(c, c.st["spaces"] if kind == "space" else c.st["ents"], obj)[name] = value
        if type(value) in _CONTAINERS:
            c.nested.add(obj)
    else:
        raise RulesRuntimeError(f"cannot set attribute {name!r} of {obj!r}: not an entity")


# ---- locations

def valid_location(c, loc) -> bool:
    return isinstance(loc, str) and (loc in c.game.map.spaces or loc in c.game.boxes or loc in c.st["pieces"])


def place(c, pid: str, loc: str | None) -> None:
    """Put a piece at a location, keeping the location index in step."""
    st = c.st
    bump(c, "loc")
    kept = c.ac.get("loc")
    if kept:
        kept.pop(pid, None)   # (its location kept for reading, runtime.gac)
    rec = own_piece(c, pid)
    old = rec.get("loc")
    locw = c.locw   # the two stacks that change (Compiler.derived_stack_params, StackUnits)
    ust, usts = c.ust, c.usts
    if old is not None:
        locw[old] = locw.get(old, 0) + 1
        ust.pop(old, None)
        usts.pop(old, None)
    if loc is not None:
        locw[loc] = locw.get(loc, 0) + 1
        ust.pop(loc, None)
        usts.pop(loc, None)
    if rec["kind"] == "unit":
        spaces = c.game.map.spaces
        if (old in spaces) != (loc in spaces):
            bump(c, "onmap")   # the units on the map are not the same (library/pieces.units, core/indexes.py)
    at = st["at"]
    if old is not None:
        here = at.get(old)
        if here is not None:
            if c.at_owned is not None and old not in c.at_owned:
                here = own_stack(c, old)
            here.remove(pid)
            if not here:
                del at[old]
    if loc is not None:
        if loc == pid:
            raise RulesRuntimeError(f"{pid} cannot carry itself")
        here = at.get(loc)
        if here is None:
            at[loc] = [pid]
        else:
            if c.at_owned is not None and loc not in c.at_owned:
                here = own_stack(c, loc)
            here.append(pid)
    rec["loc"] = loc


class StackUnits(dict):
    """Location -> the units of its stack (what `units(z)` of one location gives), kept for the generated
    code's where-filters and loops, which only read it (codeopt.stack_source), until the stack changes
    (place() and the builtins that reorder a stack forget that location). Not part of the state. It names
    its context weakly: a reference back would make every context a cycle, freed only by the garbage
    collector (a search agent makes thousands of clones)."""
    __slots__ = ("c",)   # a weak reference to the context (Ctx sets it)

    def __missing__(self, at):
        c = self.c()
        ids = c.st["at"].get(at)
        if ids:
            pieces = c.st["pieces"]
            v = [p for p in ids if pieces[p]["kind"] == "unit"]
        else:
            v = pieces_at(c, at, "unit")   # none there, or the error for what is not a location
        self[at] = v
        return v


def units_of_side_in(c, ids: list, side) -> list:
    """The units of one stack (ids: the pieces at a location) whose side is `side`: a unit's own side, else its
    nation's (one pass, the same answer as pieces_at then library.pieces._of_side)."""
    pieces = c.st["pieces"]
    out = []
    for p in ids:
        rec = pieces[p]
        if rec["kind"] != "unit":
            continue
        s = rec.get("side")
        if s is None:
            n = rec.get("nation")
            if n is not None:
                dyn = c.st["ents"].get(n)
                s = dyn["side"] if dyn and "side" in dyn else c.nation_sides.get(n)
        if s == side:
            out.append(p)
    return out


class SideStacks(dict):
    """Location -> side -> the units of that side in its stack (`units(z, side=s)`), kept as StackUnits and
    also forgotten when any piece's side may have changed (bump: `a:side`, `a:nation`)."""
    __slots__ = ("c",)   # (as StackUnits)

    def __missing__(self, at):
        v = self[at] = _SideStack(self.c, at)
        return v


class _SideStack(dict):
    __slots__ = ("c", "at")

    def __init__(self, c, at):
        super().__init__()
        self.c, self.at = c, at   # (c: a weak reference to the context)

    def __missing__(self, side):
        c = self.c()
        ids = c.st["at"].get(self.at)
        if ids:
            out = units_of_side_in(c, ids, side)
        else:
            out = []
            pieces_at(c, self.at, "unit")   # none there, or the error for what is not a location
        self[side] = out
        return out


def own_stack(c, loc: str) -> list:
    """The location index's list at loc, safe to change in place: after a clone the two states share these
    lists, and whichever changes one first copies it (GameState.clone)."""
    here = c.st["at"][loc]
    if c.at_owned is not None and loc not in c.at_owned:
        here = c.st["at"][loc] = here[:]
        c.at_owned.add(loc)
    return here


def pieces_at(c, loc, kind: str | None = None) -> list:
    st = c.st
    if isinstance(loc, list):
        out = []
        for x in loc:
            out.extend(pieces_at(c, x, kind))
        return out
    ids = st["at"].get(loc)
    if not ids:
        if not valid_location(c, loc):
            raise RulesRuntimeError(f"{loc!r} is not a space, box or piece")
        return []
    if kind is None:
        return list(ids)
    pieces = st["pieces"]
    return [p for p in ids if pieces[p]["kind"] == kind]


# ---- display

def is_hidden_from(c, pid: str, side: str | None) -> bool:
    """True if `side` may not see this piece's identity (None = the omniscient view)."""
    if side is None:
        return False
    rec = c.st["pieces"][pid]
    if rec.get("revealed"):
        return False
    owner = piece_side(c, rec)
    if owner == side:
        return False
    loc = rec.get("loc")
    box = c.game.boxes.get(loc)
    if box is not None:
        vis = box.get("visible", "all")
        if vis == "all":
            return False
        if vis == "owner":
            return box.get("side") != side
        return True
    return c.game.fog_hides(rec, c, pid)


def piece_label(c, pid: str, viewer: str | None = None) -> str:
    if is_hidden_from(c, pid, viewer):
        return c.game.hidden_label(c, pid)
    return c.game.piece_label(c, pid)


def render_value(c, v, viewer: str | None = None) -> str:
    if v is None:
        return "none"
    if v is True:
        return "true"
    if v is False:
        return "false"
    if isinstance(v, str):
        if c is None:
            return v
        if v in c.st["pieces"]:
            return piece_label(c, v, viewer)
        kind = c.game.kinds.get(v)
        if kind == "space":
            return c.game.map.spaces[v].name
        if kind is not None:
            return str(c.game.records[v].get("name", v))
        return v
    if isinstance(v, list):
        return ", ".join(render_value(c, x, viewer) for x in v)
    if isinstance(v, dict):
        if "proc" in v:
            proc = c.game.program.procs.get(v["proc"]) if c is not None else None
            return (proc.label if proc is not None and proc.label else v["proc"])
        if "dice" in v:
            return f"{v['dice']}d{v['sides']}"
        return "{" + ", ".join(f"{k}: {render_value(c, x, viewer)}" for k, x in v.items()) + "}"
    return str(v)
