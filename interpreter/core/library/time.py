"""The calendar, the scenario and its setup, options, procedure values and the schedule."""
from __future__ import annotations

from pacwar.interpreter.core.entities import get_attr, set_attr
from pacwar.interpreter.core.cow import var_owned, var_read
from pacwar.interpreter.errors import RulesRuntimeError
from pacwar.interpreter.core.cards import place_decks
from pacwar.interpreter.core.library import builtin
from pacwar.interpreter.core.library.pieces import new_piece


@builtin("turns")
def turns(c):
    sc = c.game.scenarios[c.st["scenario"]]
    cal = c.game.calendar
    if not cal:
        raise RulesRuntimeError("the rules declare no calendar")
    lo, hi = sc.get("_start_index", 0), sc.get("_end_index", len(cal) - 1)
    return [dict(t) for t in cal[lo:hi + 1]]


@builtin("option")
def option(c, name):
    opts = c.st["options"]
    if name not in opts:
        raise RulesRuntimeError(f"unknown option {name!r}", None)
    return opts[name]


@builtin("option_value")
def option_value(c, name):
    return option(c, name)


@builtin("scenario")
def scenario(c):
    sc = c.game.scenarios[c.st["scenario"]]
    return {k: v for k, v in sc.items() if not k.startswith("_") and k not in ("setup",)}


@builtin("setup")
def setup(c):
    """Place the scenario's pieces, space attributes and variables. Placements that need a choice are
    created in the 'unplaced' box and returned as records {piece, options, by, prompt} for the rules."""
    sc = c.game.scenarios[c.st["scenario"]]
    pending = []
    for entry in sc.get("_setup", []):
        for _ in range(entry["count"]):
            spec = dict(entry["spec"])
            if entry.get("roster"):
                spec = {**c.game.roster[entry["roster"]], **spec}
            at = entry["at"] if entry.get("choose") is None else "unplaced"
            pid = new_piece(c, spec, at)
            if entry.get("choose") is not None:
                saved = c.it
                c.it = pid
                try:
                    options = entry["choose"](c)
                finally:
                    c.it = saved
                pending.append({"piece": pid, "options": options, "by": entry.get("by") or get_attr(c, pid, "side"),
                                "prompt": entry.get("prompt") or f"Place {c.name(pid)}"})
    for sid, attrs in sc.get("spaces", {}).items():
        for k, v in attrs.items():
            set_attr(c, sid, k, v)
    for ent, attrs in sc.get("entities", {}).items():
        for k, v in attrs.items():
            set_attr(c, ent, k, v)
    for name, v in sc.get("vars", {}).items():
        if isinstance(v, dict) and isinstance(c.st["vars"].get(name), dict):
            var_read(c, name).update(v)   # (the state's own record, should a clone share it)
        else:
            c.st["vars"][name] = v
            var_owned(c, name)
    place_decks(c)  # the cards the set-up did not place go to their draw piles, shuffled
    c.log_entry([f"Setup of {sc.get('name', sc['id'])}: {len(c.st['pieces'])} pieces"])
    return pending


@builtin("procedures")
def procedures(c, tag=None):
    return [{"proc": p.name, "label": p.label or p.name, "tags": list(p.tags)}
            for p in c.game.program.proc_list if p.kind == "proc" and (tag is None or tag in p.tags)]


def _proc_name(c, p) -> str:
    if isinstance(p, dict) and "proc" in p:
        return p["proc"]
    raise RulesRuntimeError(f"expected a procedure value, got {p!r}")


@builtin("available")
def available(c, p, *args):
    proc = c.game.program.procs[_proc_name(c, p)]
    if proc.when is None:
        return True
    args = list(p.get("args", [])) + list(args)
    if len(args) != len(proc.params):
        raise RulesRuntimeError(f"{proc.name} takes {len(proc.params)} arguments, got {len(args)}")
    saved = c.l
    c.l = dict(zip(proc.params, args))
    try:
        return bool(proc.when(c))
    finally:
        c.l = saved


@builtin("bind")
def bind(c, p, *args):
    name = _proc_name(c, p)
    return {"proc": name, "args": list(p.get("args", [])) + list(args)}


@builtin("take_due")
def take_due(c, turn):
    due = [e for e in c.st["schedule"] if e["turn"] <= turn]
    c.st["schedule"] = [e for e in c.st["schedule"] if e["turn"] > turn]
    return [{"proc": e["proc"], "args": e["args"]} for e in due]


@builtin("reset")
def reset(c, keep=None):
    keep = set(keep or [])
    st = c.st
    for name in keep:
        if name not in c.game.program.var_decls:
            raise RulesRuntimeError(f"reset(): no global variable {name!r}")
    c.ac.clear()   # (the attribute values and stacks kept for reading, runtime.gac, entities.StackUnits)
    c.ust.clear()
    c.usts.clear()
    st["pieces"].clear()
    st["at"].clear()
    st["spaces"].clear()
    st["ents"].clear()
    st["schedule"] = []
    for name, (key, init, lo, hi, vis) in c.game.program.var_decls.items():
        if name in keep:
            continue
        if key is None:
            st["vars"][name] = init(c)
        else:
            keys = {"side": c.game.side_order, "nation": list(c.game.nations), "space": c.game.space_order,
                    "box": list(c.game.boxes)}[key]
            st["vars"][name] = {k: init(c) for k in keys}
        var_owned(c, name)
    st["ff"] = (c.game.scenarios[st["scenario"]].get("start") or {}).get("at")
    c.log_entry(["The board is cleared"])
    return None
