"""The rules interpreter: runs compiled procedures from an explicit stack of plain-data frames.

A frame is {"p": procedure, "pc": op index, "l": locals, "c": current citation, "lv": level blocks entered,
"k": how it was entered}. Because the whole position lives in the state as data, a state can be cloned or
saved at any decision and resumed exactly; nothing depends on a suspended Python generator or thread."""
from __future__ import annotations

from pacwar.interpreter.errors import RulesRuntimeError
from pacwar.interpreter.core.loops import bind_loop_vars, loop_items
from pacwar.interpreter.core.program import (ASSERT, CALL, CHOOSE, EMIT, END, ENTER, EVAL, ITER, JF, JMP, LEAVE, LET, LOG, NEXT, OPNAMES, RET,
                      SCHED, SET)

SUSPEND = object()


def push_frame(c, name: str, args: list, kind: str) -> None:
    proc = c.game.program.procs[name]
    if len(args) != len(proc.params):
        raise RulesRuntimeError(f"{name} takes {len(proc.params)} arguments, got {len(args)}")
    c.st["frames"].append({"p": name, "pc": 0, "l": dict(zip(proc.params, args)), "c": proc.cite, "lv": [], "k": kind})


def _title(name: str) -> str:
    return name.replace("_", " ").capitalize()


# ---- handlers -------------------------------------------------------------------------------------

def h_eval(c, fr, op):
    op[1](c)


def h_let(c, fr, op):
    fr["l"][op[1]] = op[2](c)


def h_set(c, fr, op):
    op[1](c, op[2](c))


def h_jmp(c, fr, op):
    fr["pc"] = op[1]


def h_jf(c, fr, op):
    if not op[1](c):
        fr["pc"] = op[2]


def h_iter(c, fr, op):
    items, pairs = loop_items(op[2](c))
    slot = op[1]
    loc = fr["l"]
    loc[f"$L{slot}"] = items
    loc[f"$I{slot}"] = 0
    loc[f"$D{slot}"] = pairs


def h_next(c, fr, op):
    _, slot, var, var2, end, _ = op
    loc = fr["l"]
    items = loc[f"$L{slot}"]
    i = loc[f"$I{slot}"]
    if i >= len(items):
        fr["pc"] = end
        del loc[f"$L{slot}"], loc[f"$I{slot}"], loc[f"$D{slot}"]
        return
    loc[f"$I{slot}"] = i + 1
    bind_loop_vars(loc, var, var2, i, items[i], loc[f"$D{slot}"])


def h_call(c, fr, op):
    _, name, dyn, arg_fns, dest, pos = op
    args = [a(c) for a in arg_fns]
    if name is None:
        ref = dyn(c)
        if not (isinstance(ref, dict) and "proc" in ref):
            raise RulesRuntimeError(f"cannot call {ref!r}: not a procedure value")
        name = ref["proc"]
        args = list(ref.get("args", [])) + args
        if name not in c.game.program.procs:
            raise RulesRuntimeError(f"unknown procedure {name!r}")
    fast = c.game.program.procs[name].fast
    if fast is not None:
        value = fast(c, args)
        if dest is not None:
            c.l, c.frame = fr["l"], fr
            dest(c, value)
        return
    push_frame(c, name, args, "call")


def h_ret(c, fr, op):
    value = op[1](c) if op[1] is not None else None
    st = c.st
    for _ in fr["lv"]:
        st["where"].pop()
    frames = st["frames"]
    frames.pop()
    kind = fr["k"]
    if kind == "inline":
        c.inline_result = value
        return
    if kind == "call" and frames:
        caller = frames[-1]
        cop = c.game.program.procs[caller["p"]].ops[caller["pc"] - 1]
        if cop[0] == CALL and cop[4] is not None:
            c.l, c.frame = caller["l"], caller
            cop[4](c, value)


def h_enter(c, fr, op):
    _, level, name, cites, guard, leave_pc, pos = op
    st = c.st
    ff = st["ff"]
    if ff is not None:
        if name == ff:
            st["ff"] = None
            if st.pop("ff_halt", False):  # a scripted start stops as this block begins (scripted.py)
                fr["pc"] -= 1
                return SUSPEND
        elif ff not in c.game.program.reach[(fr["p"], fr["pc"] - 1)]:
            fr["pc"] = leave_pc + 1
            return
    if guard is not None and not guard(c):
        fr["pc"] = leave_pc + 1
        c.log_entry([f"({level} {_title(name)} does not take place)"], cite=cites[0] if cites else None)
        return
    fr["lv"].append([level, name, fr["c"]])
    if cites:
        fr["c"] = cites[0]
    st["where"].append([level, name])
    c.log_entry([f"== {level} {_title(name)}"])
    hooks = c.game.program.hooks.get(("before", level))
    if hooks:
        for names, hook in reversed(hooks):
            if names is None or name in names:
                push_frame(c, hook, [], "hook")


def _fire(c, event: str, out: list) -> None:
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


def h_leave(c, fr, op):
    _, level, name, pos = op
    rec = fr["lv"].pop()
    fr["c"] = rec[2]
    c.st["where"].pop()
    run = []
    hooks = c.game.program.hooks.get(("after", level))
    if hooks:
        run.extend(hook for names, hook in hooks if names is None or name in names)
    _fire(c, f"{level}_end", run)
    _fire(c, f"{name}_end", run)
    for h in reversed(run):
        push_frame(c, h, [], "hook")


def h_log(c, fr, op):
    to = op[1](c) if op[1] is not None else None
    c.log_entry(op[2](c), to=to)


def h_end(c, fr, op):
    _, kind, value, level, pos = op
    v = value(c) if value is not None else None
    lvl = level(c) if level is not None else None
    result = {"winner": None, "level": lvl, "scores": None}
    if kind == "winner":
        if v not in c.game.sides:
            raise RulesRuntimeError(f"end game winner needs a side, not {v!r}")
        result["winner"] = v
    elif kind == "scores":
        if not isinstance(v, dict) or set(v) != set(c.game.side_order):
            raise RulesRuntimeError("end game scores needs a record with a score for every side")
        result["scores"] = v
        best = max(v.values())
        top = [s for s in c.game.side_order if v[s] == best]
        result["winner"] = top[0] if len(top) == 1 else None
    c.st["result"] = result
    who = (f"{c.name(result['winner'])} (player {c.st['seats'][result['winner']] + 1}) wins"
           if result["winner"] else "draw")
    c.log_entry([f"Game over: {who}" + (f" ({lvl})" if lvl else "")
                 + (f"; scores {', '.join(f'{c.name(s)} {n}' for s, n in result['scores'].items())}" if result["scores"] else "")])


def h_emit(c, fr, op):
    run: list = []
    _fire(c, op[1], run)
    for t in reversed(run):
        push_frame(c, t, [], "hook")


def h_sched(c, fr, op):
    _, name, arg_fns, turn_fn, pos = op
    turn = turn_fn(c)
    if not isinstance(turn, int):
        raise RulesRuntimeError(f"schedule needs a turn number, not {turn!r}")
    c.st["schedule"].append({"turn": turn, "proc": name, "args": [a(c) for a in arg_fns]})
    c.st["schedule"].sort(key=lambda e: e["turn"])


def h_assert(c, fr, op):
    if not op[1](c):
        msg = "".join(p if isinstance(p, str) else str(p.get("p", p)) for p in op[2](c)) if op[2] is not None else ""
        raise RulesRuntimeError(f"rules assertion failed{': ' + msg if msg else ''}")


def h_choose(c, fr, op):
    from pacwar.interpreter.core.decisions import open_decision
    return open_decision(c, fr, op)


HANDLERS = [None] * len(OPNAMES)
for _code, _fn in ((EVAL, h_eval), (LET, h_let), (SET, h_set), (JMP, h_jmp), (JF, h_jf), (ITER, h_iter),
                   (NEXT, h_next), (CALL, h_call), (RET, h_ret), (CHOOSE, h_choose), (ENTER, h_enter),
                   (LEAVE, h_leave), (LOG, h_log), (END, h_end), (EMIT, h_emit), (SCHED, h_sched),
                   (ASSERT, h_assert)):
    HANDLERS[_code] = _fn


def execute(c, stop_depth: int = 0):
    """Run until a player must decide (returns SUSPEND), the game ends, or the stack falls to stop_depth."""
    st = c.st
    frames = st["frames"]
    procs = c.game.program.procs
    handlers = HANDLERS
    while len(frames) > stop_depth:
        if st["result"] is not None:
            return None
        fr = frames[-1]
        pc = fr["pc"]
        op = procs[fr["p"]].ops[pc]
        fr["pc"] = pc + 1
        c.l = fr["l"]
        c.frame = fr
        try:
            if handlers[op[0]](c, fr, op) is SUSPEND:
                return SUSPEND
        except RulesRuntimeError as e:
            if e.where is None:
                raise RulesRuntimeError(e.message, str(op[-1])) from None
            raise
        except RecursionError:
            raise RulesRuntimeError("the rules recurse too deeply", str(op[-1])) from None
    return None


def run_inline(c, name: str, args: list, pos) -> object:
    """Call a procedure that never waits for a player, from inside an expression, and return its result."""
    fast = c.game.program.procs[name].fast
    if fast is not None:
        saved_it = c.it
        try:
            return fast(c, args)
        finally:
            c.it = saved_it
    frames = c.st["frames"]
    base = len(frames)
    saved = (c.l, c.frame, c.it)
    push_frame(c, name, args, "inline")
    try:
        if execute(c, base) is SUSPEND:  # pragma: no cover - excluded by the compiler's analysis
            raise RulesRuntimeError(f"{name} asked a player to choose inside an expression", str(pos))
        if len(frames) > base:  # the game ended inside
            del frames[base:]
        return c.inline_result
    except BaseException:
        del frames[base:]
        raise
    finally:
        c.l, c.frame, c.it = saved
