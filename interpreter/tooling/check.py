"""`pacwar validate`: the static validator. Loads a game (schemas, references, rules compile) and adds
whole-program checks: procedures nothing reaches, attributes read but never set or given by the data."""
from __future__ import annotations

from pacwar.dsl.errors import RulesError, RulesErrors

from pacwar.interpreter.errors import DataErrors, PacwarError
from pacwar.interpreter.core.game import Game, find_game

# attributes the engine itself gives pieces and entities
ENGINE_ATTRS = {"id", "side", "space", "loc", "steps", "max_steps", "class", "nation", "kind", "revealed", "name",
                "members", "owner", "visible", "label", "number", "index", "year", "period", "piece", "options", "by",
                "prompt", "proc", "args", "from", "to", "dice", "sides", "tags"}


def reachable_procs(g: Game) -> set:
    prog = g.program
    roots = {sc["main"] for sc in g.scenarios.values()} | {g.main}
    roots |= {p.name for p in prog.proc_list if p.kind != "proc"}   # hooks, triggers, invariants
    roots |= g._compiler.proc_values                                 # used as values (actions, schedules)
    roots |= {p.name for p in prog.proc_list if p.tags}               # found at run time with procedures(tag)
    roots |= {callee for callee, _, _ in g._compiler.inline_calls}
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
    known = set(ENGINE_ATTRS) | comp.assigned_attrs
    for s in g.map.spaces.values():
        known |= set(s.attrs)
    for e in g.map.edges:
        known |= set(e.attrs)
    for r in g.map.regions.values():
        known |= set(r.attrs)
    for rec in list(g.classes.values()) + list(g.roster.values()) + list(g.records.values()):
        known |= set(rec)
    for sc in g.scenarios.values():
        for e in sc.get("_setup", []):
            known |= set(e["spec"]) | set(e["spec"].get("attrs", {}))
        for attrs in list(sc.get("spaces", {}).values()) + list(sc.get("entities", {}).values()):
            known |= set(attrs)
    reported = set()
    for node in comp.read_attrs:
        if node.name not in known and node.name not in reported:
            reported.add(node.name)
            out.append(RulesError(node.pos.file, node.pos.line, node.pos.col,
                                  f"attribute {node.name!r} is read but never set by the rules nor given by the data",
                                  "check the spelling against map.yaml, units.yaml and game.yaml",
                                  comp.sources.get(node.pos.file), "warning"))
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
