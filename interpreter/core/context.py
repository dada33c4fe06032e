"""The runtime context handed to every compiled expression and builtin: the game (static), the state
(plain data), the current frame's locals, the lambda element `it`, and the event log."""
from __future__ import annotations

import weakref

from pacwar.interpreter.core.entities import SideStacks, StackUnits, is_hidden_from, piece_label, records_with_containers, render_value
from pacwar.interpreter.errors import RulesRuntimeError


ANNOUNCED = {"a": 1}   # the first part of a line the rules announce (rendered as nothing)


def is_announced(entry: list) -> bool:
    parts = entry[1]
    return bool(parts) and isinstance(parts[0], dict) and "a" in parts[0]


class AttrCache(dict):
    """Attribute name -> {piece or space id -> its value}, the values kept for reading (runtime.gac); a name
    not yet read has an empty dict, so generated code reads `c.ac[name].get(x)` in one go."""
    __slots__ = ()

    def __missing__(self, name):
        d = self[name] = {}
        return d


class Ctx:
    __slots__ = ("game", "st", "log", "l", "it", "frame", "checks", "inline_result", "retval", "ep", "memo", "ac", "locw", "ust", "usts", "pieces",
                 "dyn_spaces", "classes", "space_attrs", "nation_sides", "owned", "nested",
                 "frozen", "lazy", "at_owned",
                 "lazy_vars", "__weakref__")

    def __init__(self, game, st: dict, log: list | None, checks: bool = False, nested: set | None = None):
        self.game, self.st, self.log = game, st, log
        self.l: dict = {}
        self.it = None
        self.frame = None
        self.checks = checks
        self.inline_result = None
        self.retval = None
        # derived procedures (and units() over the whole map): remembered results, and per kind of write ("a:<attribute>", "v:<variable>",
        # "loc" for piece locations, "*" for any other change, "w" for every write) how many writes have
        # happened. Neither is part of the state: a clone or a loaded save starts with nothing remembered.
        self.ep: dict = {}
        self.memo: dict = {}
        # attribute values of pieces and spaces kept for reading until a write of that attribute
        # (runtime.gac, entities.bump); not part of the state either
        self.ac = AttrCache()
        # per location, how many times its stack has changed (entities.place): the derived procedures that
        # read only the stacks of their parameters wait for these (Compiler.derived_stack_params)
        self.locw: dict = {}
        # per location, the units of its stack as the generated code's filters read them (entities.StackUnits)
        # (named weakly: a reference back would make every context a cycle that only the garbage collector
        # frees, and a search agent makes thousands of clones)
        me = weakref.ref(self)
        self.ust = StackUnits()
        self.ust.c = me
        self.usts = SideStacks()   # ... and of one side (entities.SideStacks)
        self.usts.c = me
        # one lookup away for attribute reads: the state's pieces and space records, the game's classes,
        # map attributes and nations' starting sides (the state's dicts are changed in place, never replaced)
        self.pieces = st["pieces"] if st is not None else None
        self.dyn_spaces = st["spaces"] if st is not None else None
        self.classes = game.classes
        self.space_attrs = game.space_attrs
        self.nation_sides = {n: r.get("side") for n, r in game.nations.items()}
        # copy on write of piece records (see GameState.clone): `owned` is None while this state shares no
        # record with a clone, else the pieces whose records are this state's own; `nested` holds the pieces
        # whose records may hold a list or record, which a clone always copies (rules may hold them in a
        # local and change them in place, so they are never shared)
        self.owned: set | None = None
        self.nested: set = nested if nested is not None else (records_with_containers(st) if st is not None else set())
        # the suspended loops' lists whose items this state shares with a clone, by id (see cow.py); None: none
        self.frozen: dict | None = None
        # pieces whose records, lists and records inside included, this state shares with a clone (see cow.py);
        # the first read of a list or record from one, or any change to it, copies it whole. None: none
        self.lazy: set | None = None
        # the locations whose lists in the location index are this state's own (None: all of them; a clone
        # shares the lists until either state changes one, entities.own_stack)
        self.at_owned: set | None = None
        # the variables whose lists or records this state shares with a clone (cow.var_read); None: none
        self.lazy_vars: set | None = None

    # ---- names and values
    def name(self, x) -> str:
        return render_value(self, x)

    def clamp_var(self, name, key, value):
        decl = self.game.program.var_decls.get(name)
        if decl is None or (decl[2] is None and decl[3] is None) or not isinstance(value, int):
            return value
        lo = decl[2](self) if decl[2] is not None else None
        hi = decl[3](self) if decl[3] is not None else None
        if lo is not None and value < lo:
            return lo
        if hi is not None and value > hi:
            return hi
        return value

    # ---- the event log
    def cite(self) -> str:
        fr = self.frame
        return fr["c"] if fr is not None else ""

    def log_entry(self, parts: list, to: str | None = None, cite: str | None = None, public: bool = False,
                  announced: bool = False) -> None:
        """Add a log line, shown only to `to` (or, inside a secret block, to its side) unless public. An
        announced line (`announce`) starts with the ANNOUNCED mark: every side reads it, and the leak check
        knows the rules made its content public on purpose."""
        if self.log is None:
            return
        if announced:
            parts = [ANNOUNCED, *parts]
        if to is None and not public:
            private = self.st.get("private")
            if private:
                to = private[-1]
        self.log.append([cite if cite is not None else self.cite(), [self._freeze(p) for p in parts], to])

    def _freeze(self, part):
        """Fix a piece's label as it is now (a log line must not change later), with the public face
        for the sides that may not see it."""
        if isinstance(part, str):
            return part
        pid = part.get("p") or part.get("pv")
        if pid is None or pid not in self.st["pieces"]:
            return part if pid is None else (part.get("t") if "pv" in part else str(pid))
        sees = [s for s in self.game.side_order if not is_hidden_from(self, pid, s)]
        if "p" in part:
            out = {"f": self.game.piece_label(self, pid)}
            if len(sees) < len(self.game.side_order):
                out["h"] = self.game.hidden_label(self, pid)
                out["v"] = sees
            return out
        out = {"t": part["t"]}
        if len(sees) < len(self.game.side_order):
            out["v"] = sees
        return out

    def log_roll(self, n: int, sides: int, results: list) -> None:
        if self.log is None:
            return
        self.log_entry([f"rolls {n}d{sides}: {' '.join(map(str, results))}" + (f" = {sum(results)}" if n > 1 else "")])


def render_entry(c: Ctx, entry: list, viewer: str | None = None) -> str | None:
    """One log line as `viewer` may see it (None = everything). Returns None if the viewer may not see it."""
    cite, parts, to = entry
    quiet = isinstance(to, list)  # [side]: that side's own line (a decision), unmarked in the full log
    if quiet:
        if viewer is not None and viewer not in to:
            return None
        to = None
    elif to is not None and viewer is not None and to != viewer:
        return None
    out = []
    for p in parts:
        if isinstance(p, str):
            out.append(p)
        elif "f" in p:
            out.append(p["f"] if viewer is None or "v" not in p or viewer in p["v"] else p["h"])
        elif "a" in p:  # the mark of an announced line
            continue
        elif "x" in p:  # a piece shown to the line's reader on purpose (examine)
            out.append(p["t"])
        elif "t" in p:
            if viewer is None or "v" not in p or viewer in p["v"]:
                out.append(p["t"])
        elif "p" in p:  # not yet frozen (a prompt or label being shown live)
            pid = p["p"]
            out.append(piece_label(c, pid, viewer) if pid in c.st["pieces"] else pid)
        elif "pv" in p:
            pid = p["pv"]
            if pid not in c.st["pieces"] or not is_hidden_from(c, pid, viewer):
                out.append(p["t"])
        else:
            out.append(str(p))
    if not out and parts:  # every part of the line is hidden from this viewer: so is the line
        return None
    prefix = f"[§{cite}] " if cite else ""
    secret = f"(to {render_value(c, to)}) " if to is not None and viewer is None else ""
    return prefix + secret + "".join(out)


def check(cond: bool, message: str) -> None:
    if not cond:
        raise RulesRuntimeError(message)
