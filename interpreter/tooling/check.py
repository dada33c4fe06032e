"""`pacwar validate`: the static validator. Loads a game (schemas, references, rules compile) and adds
whole-program checks: procedures nothing reaches, declared options no rule reads. (Attributes read but never set nor given by the data are
errors at load: see core/attrcheck.py.)"""
from __future__ import annotations

from pacwar.dsl.errors import RulesError, RulesErrors

from pacwar.interpreter.errors import DataErrors, PacwarError
from pacwar.interpreter.core.attrcheck import ENGINE_ATTRS  # noqa: F401  (re-exported for tools)
from pacwar.interpreter.core.game import Game, find_game

def reachable_procs(g: Game) -> set:
    prog = g.program
    roots = {sc["main"] for sc in g.scenarios.values()} | {g.main}
    roots |= {p.name for p in prog.proc_list if p.kind != "proc"}   # hooks, triggers, invariants
    roots |= g._compiler.proc_values                                 # used as values (actions, schedules)
    roots |= {p.name for p in prog.proc_list if p.tags}               # found at run time with procedures(tag)
    roots |= {callee for callee, _, _ in g._compiler.inline_calls}
    roots |= {r["event"] for r in g.roster.values() if r.get("kind") == "card" and r.get("event")}  # card_event()
    seen, todo = set(), list(roots)
    while todo:
        n = todo.pop()
        if n in seen or n not in prog.procs:
            continue
        seen.add(n)
        todo.extend(prog.procs[n].calls)
    return seen


def extra_checks(g: Game) -> list[RulesError]:
    comp = g._compiler
    out = []
    reach = reachable_procs(g)
    for p in g.program.proc_list:
        if p.kind == "proc" and p.name not in reach:
            what = p.level or "procedure"
            out.append(RulesError(p.pos.file, p.pos.line, p.pos.col, f"{what} {p.name!r} is never run",
                                  "call it from the sequence of play, or remove it", comp.sources.get(p.pos.file),
                                  "warning"))
    read = g.options_read()
    for name in sorted(set(g.options) - (read if read is not None else set(g.options))):
        file, line = g.option_lines[name]
        out.append(RulesError(file, line or 1, 1, f"option {name!r} is declared but no rule reads it, so switching "
                              "it on changes nothing", f"read it in the rules with option(\"{name}\"), or remove it",
                              None, "warning"))
    return out


def validate_game(name: str, strict: bool = False) -> tuple[bool, str]:
    try:
        folder = find_game(name)
        g = Game(folder)
    except (DataErrors, RulesErrors) as e:
        return False, f"{name}: INVALID\n{e.render()}"
    except PacwarError as e:
        return False, f"{name}: INVALID\n{e.render()}"
    warnings = list(g.warnings) + extra_checks(g)
    nfiles = len({p.pos.file for p in g.program.proc_list})
    nprocs = sum(1 for p in g.program.proc_list if p.kind == "proc")
    head = (f"{g.id}: {'ok' if not (strict and warnings) else 'INVALID'} "
            f"({nfiles} rules files, {nprocs} procedures, {len(g.tables)} tables, {len(g.scenarios)} scenarios, "
            f"{len(g.map.spaces)} spaces; {len(warnings)} warning{'s' if len(warnings) != 1 else ''})")
    body = "\n".join(w.render() for w in sorted(warnings, key=RulesError.sort_key))
    return not (strict and warnings), head + ("\n" + body if body else "")
