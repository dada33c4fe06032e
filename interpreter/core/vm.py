"""The driver of resumable procedures, and the operations generated code asks of it.

A frame is {"p": procedure, "pc": block, "l": locals, "c": current citation, "lv": phase blocks entered,
"k": how it was entered}. Because the whole position lives in the state as data, a state can be cloned or
saved at any decision and resumed exactly; nothing depends on a suspended Python generator or thread."""
from __future__ import annotations

import marshal

from pacwar.interpreter.core.codegen import ENDED, RETURN, SUSPEND
from pacwar.interpreter.core.decisions import open_decision
from pacwar.interpreter.core.entities import bump, dynamic_container
from pacwar.interpreter.core.cow import loop_item, var_owned, var_read
from pacwar.interpreter.core.library.pieces import effect_move, effect_reduce, effect_restore
from pacwar.interpreter.core.runtime import combine, rules_error
from pacwar.interpreter.errors import RulesRuntimeError


class GameEnded(Exception):
    """The game ended inside a procedure called from an expression: nothing more of the caller may run, so
    the driver unwinds to itself (a statement-level `end game` simply returns to it)."""


# frames on the stack at most: a runaway recursion through procedures that may wait would otherwise grow the
# stack (plain data, no Python recursion) until memory runs out; real games nest a few dozen deep
MAX_FRAMES = 10_000


def push_frame(c, name: str, args: list, kind: str) -> None:
    proc = c.game.program.procs[name]
    if len(args) != len(proc.params):
        raise RulesRuntimeError(f"{name} takes {len(proc.params)} arguments, got {len(args)}")
    if len(c.st["frames"]) >= MAX_FRAMES:
        raise RulesRuntimeError("the rules recurse too deeply")
    c.st["frames"].append({"p": name, "pc": 0, "l": dict(zip(proc.params, args)), "c": proc.cite, "lv": [], "k": kind})


def _title(name: str) -> str:
    return name.replace("_", " ").capitalize()


# ---- the driver -------------------------------------------------------------------------------------

def execute(c, stop_depth: int = 0):
    """Run until a player must decide (returns SUSPEND), the game ends, or the stack falls to stop_depth."""
    st = c.st
    frames = st["frames"]
    procs = c.game.program.procs
    try:
        while len(frames) > stop_depth:
            if st["result"] is not None:
                return None
            fr = frames[-1]
            blocks = procs[fr["p"]].code
            l = fr["l"]
            c.l = l
            c.frame = fr
            pc = fr["pc"]
            r = blocks[pc](c, fr, l)
            while r >= 0:
                r = blocks[r](c, fr, l)
            if r == RETURN:
                _return(c, fr)
            elif r == SUSPEND:
                return SUSPEND
            elif r == ENDED:
                return None
    except GameEnded:
        return None
    except Exception as e:
        err = rules_error(e)
        if err is None or err is e:
            raise
        raise err from None
    return None


def _return(c, fr) -> None:
    st = c.st
    for _ in fr["lv"]:
        st["where"].pop()
    st["frames"].pop()
    if fr["k"] == "inline":
        c.inline_result = c.retval


def run_inline(c, name: str, args: list, pos) -> object:
    """Call a procedure that never waits for a player, from inside an expression, and return its result."""
    proc = c.game.program.procs[name]
    if proc.direct is not None:
        return proc.direct(c, *args)
    frames = c.st["frames"]
    base = len(frames)
    saved = (c.l, c.frame, c.it)
    push_frame(c, name, args, "inline")
    try:
        if execute(c, base) is SUSPEND:  # pragma: no cover - excluded by the compiler's analysis
            raise RulesRuntimeError(f"{name} asked a player to choose inside an expression", str(pos))
        if c.st["result"] is not None:  # the game ended inside
            del frames[base:]
            raise GameEnded
        return c.inline_result
    except BaseException:
        del frames[base:]
        raise
    finally:
        c.l, c.frame, c.it = saved


# ---- operations of generated code -------------------------------------------------------------------

def _call_value(c, ref, args) -> bool:
    """Call a procedure value; True if a frame was pushed, False if it ran directly (result in c.retval)."""
    if not (isinstance(ref, dict) and "proc" in ref):
        raise RulesRuntimeError(f"cannot call {ref!r}: not a procedure value")
    name = ref["proc"]
    args = list(ref.get("args", [])) + args
    proc = c.game.program.procs.get(name)
    if proc is None:
        raise RulesRuntimeError(f"unknown procedure {name!r}")
    if proc.direct is not None:
        if len(args) != len(proc.params):
            raise RulesRuntimeError(f"{name} takes {len(proc.params)} arguments, got {len(args)}")
        c.retval = proc.direct(c, *args)
        return False
    push_frame(c, name, args, "call")
    return True


def _enter(c, fr, k) -> int:
    """Enter a phase block: 0 skip it, 1 go in, 2 go in after the before-hooks just pushed, 3 stop here
    (a scripted start has reached the block it asked for; the block is entered when the run resumes)."""
    level, name, cites, guard = c.game.program.procs[fr["p"]].levels[k]
    st = c.st
    bump(c, "w")
    ff = st["ff"]
    if ff is not None:
        if name == ff:
            st["ff"] = None
            if st.pop("ff_halt", False):  # a scripted start stops as this block begins (scripted.py)
                return 3
        elif ff not in c.game.program.reach[(fr["p"], k)]:
            return 0
    if guard is not None and not guard(c):
        c.log_entry([f"({level} {_title(name)} does not take place)"], cite=cites[0] if cites else None)
        return 0
    fr["lv"].append([level, name, fr["c"]])
    if cites:
        fr["c"] = cites[0]
    st["where"].append([level, name])
    c.log_entry([f"== {level} {_title(name)}"])
    hooks = c.game.program.hooks.get(("before", level))
    pushed = False
    if hooks:
        for names, hook in reversed(hooks):
            if names is None or name in names:
                push_frame(c, hook, [], "hook")
                pushed = True
    return 2 if pushed else 1


def fire(c, event: str, out: list) -> None:
    """The triggers (and, when checking, invariants) waiting for event whose guard holds, in order."""
    triggers = c.game.program.triggers.get(event)
    if not triggers:
        return
    procs = c.game.program.procs
    saved = c.l
    c.l = {}
    try:
        for t in triggers:
            p = procs[t]
            if p.kind == "invariant" and not c.checks:
                continue
            if p.guard is None or p.guard(c):
                out.append(t)
    finally:
        c.l = saved


def _leave(c, fr, level, name) -> bool:
    """Leave a phase block; True if after-hooks or triggers were pushed to run first."""
    bump(c, "w")
    rec = fr["lv"].pop()
    fr["c"] = rec[2]
    c.st["where"].pop()
    run = []
    hooks = c.game.program.hooks.get(("after", level))
    if hooks:
        run.extend(hook for names, hook in hooks if names is None or name in names)
    fire(c, f"{level}_end", run)
    fire(c, f"{name}_end", run)
    for h in reversed(run):
        push_frame(c, h, [], "hook")
    return bool(run)


def _emit(c, event) -> bool:
    run: list = []
    fire(c, event, run)
    for t in reversed(run):
        push_frame(c, t, [], "hook")
    return bool(run)


def _open(c, fr, k) -> bool:
    spec, dest, _ = c.game.program.procs[fr["p"]].choices[k]
    return open_decision(c, fr, spec, dest)


def _end(c, kind, v, lvl) -> None:
    from pacwar.interpreter.core.teams import result_text, team_scores, winning_sides
    g = c.game
    result = {"winner": None, "level": lvl, "scores": None}
    if kind == "winner":
        if g.teams and isinstance(v, str) and v in g.sides:
            v = g.team_of[v]  # the factions of a team win together
        result["winner"], won = winning_sides(g, v)
        if len(won) > 1 or g.teams:  # a team result; one side of a game without teams is recorded as always
            result["winners"] = won
    elif kind == "scores":
        top = team_scores(g, v) if isinstance(v, dict) else None
        if top is None:
            keys = "every side" + (" or every team" if g.teams else "")
            raise RulesRuntimeError(f"end game scores needs a record with a score for {keys}")
        result["scores"] = v
        if g.teams:
            won = list(g.teams[g.team_of[top[0]]]["sides"]) if top else []
            result["winner"] = g.team_of[won[0]] if won else None
            result["winners"] = won
        else:
            result["winner"] = top[0] if top else None
    c.st["result"] = result
    c.log_entry(public=True, parts=[f"Game over: {result_text(c, result)}" + (f" ({lvl})" if lvl else "")
                 + (f"; scores {', '.join(f'{c.name(s)} {n}' for s, n in result['scores'].items())}" if result["scores"] else "")])


def _schedule(c, name, args, turn) -> None:
    if not isinstance(turn, int):
        raise RulesRuntimeError(f"schedule needs a turn number, not {turn!r}")
    bump(c, "w")
    c.st["schedule"].append({"turn": turn, "proc": name, "args": args})
    c.st["schedule"].sort(key=lambda e: e["turn"])


def _secret_begin(c, side) -> None:
    if side not in c.game.sides:
        raise RulesRuntimeError(f"secret to {side!r}: not a side")
    c.st.setdefault("private", []).append(side)


def _assert_failed(parts, pos) -> None:
    msg = "".join(p if isinstance(p, str) else str(p.get("p", p)) for p in parts) if parts is not None else ""
    raise RulesRuntimeError(f"rules assertion failed{': ' + msg if msg else ''}", str(pos))


def _items(v, pos) -> tuple:
    """What a `for` loop walks, and whether the items are a record's [key, value] pairs. Pairs are lists, not
    tuples, so a loop suspended at a decision stays plain JSON data."""
    if v is None:
        return [], False
    if isinstance(v, list):
        return list(v), False
    if isinstance(v, dict):
        return [[k, x] for k, x in v.items()], True
    raise RulesRuntimeError(f"cannot loop over {v!r}", str(pos))


def _effect(c, value):
    """After a builtin that changes the state: remembered derived values are out of date."""
    bump(c, "*")
    return value


_SCALARS = (str, int, type(None))  # values a derived procedure's key holds as they are


def _copy(v):
    """A remembered value handed out again: a fresh copy of lists and records, so the caller may change it."""
    if type(v) is list or type(v) is dict:
        return marshal.loads(marshal.dumps(v))
    return v


def _var_record(c, name) -> dict:
    if c.lazy_vars is not None and name in c.lazy_vars:
        var_read(c, name)   # an entry is about to change: the state's own copy first
    d = c.st["vars"].get(name)
    if d is None:
        d = c.st["vars"][name] = {}
    return d


def _set_index(c, d, k, v, op, var_name, token) -> None:
    if token is not None:   # None: a procedure's own fresh container (core/private.py), not the state's
        bump(c, token)
    if isinstance(d, dict):
        if not isinstance(k, str):
            raise RulesRuntimeError(f"record keys are text or entities, not {k!r}")
        new = combine(op, d.get(k), v) if op != "=" else v
        d[k] = c.clamp_var(var_name, k, new) if var_name else new
    elif isinstance(d, list) and isinstance(k, int) and -len(d) <= k < len(d):
        d[k] = combine(op, d[k], v) if op != "=" else v
    else:
        raise RulesRuntimeError(f"cannot store into {d!r} at {k!r}")


# what generated code finds in its namespace besides the value helpers (codegen.Namespace)
RUNTIME = {
    "_push": push_frame, "_call_value": _call_value, "_enter": _enter, "_leave": _leave, "_emit": _emit,
    "_open": _open, "_end": _end, "_schedule": _schedule, "_secret_begin": _secret_begin,
    "_assert_failed": _assert_failed, "_items": _items, "_var_record": _var_record, "_set_index": _set_index,
    "_run_inline": run_inline, "_effect_move": effect_move, "_effect_reduce": effect_reduce,
    "_effect_restore": effect_restore, "_dyn": dynamic_container, "_fx": _effect, "_SCALARS": _SCALARS, "_copy": _copy, "_bump": bump,
    "_loop_item": loop_item, "_var_owned": var_owned,
}
