"""Modifiers: values that procedures declare by a tag and a condition, queried in one place.

A rule that says "+1 while this marker is in that box" or "-1 for every unit within 2 hexes of a Blitz marker"
is a procedure tagged with what it modifies, whose `when` is the condition and whose result is the value;
`modifiers("delay_drm", u)` lists those that hold for `u`, in declaration order. The rule that rolls the die
sums them, and needs no change when a new marker is encoded."""
from __future__ import annotations

from pacwar.interpreter.errors import RulesRuntimeError
from pacwar.interpreter.core.library import builtin


@builtin("modifiers")
def modifiers(c, tag, *args):
    from pacwar.interpreter.core.library.time import available
    from pacwar.interpreter.core.vm import run_inline
    if not isinstance(tag, str):
        raise RulesRuntimeError(f"modifiers() needs a tag (text), not {tag!r}")
    out = []
    for p in c.game.program.proc_list:
        if p.kind != "proc" or tag not in p.tags:
            continue
        if len(args) != len(p.params):
            raise RulesRuntimeError(f"modifier {p.name} takes {len(p.params)} arguments; modifiers({tag!r}, ...) "
                                    f"gave {len(args)}")
        ref = {"proc": p.name}
        if not available(c, ref, *args):
            continue
        out.append({"proc": p.name, "label": p.label or p.name, "value": run_inline(c, p.name, list(args), None)})
    return out
