"""Attributes the rules read must exist: set by the rules, given by the data (map, units, game, scenarios,
tables) or by the engine, or declared in game.yaml under `dynamic_attributes` (set in ways the checker cannot
see). A misspelt attribute (`u.nation_zq`) is an error when the game loads, so it is never played."""
from __future__ import annotations

import difflib

from pacwar.dsl.errors import RulesError

# attributes the engine itself gives pieces, entities, calendar turns, procedures and decisions
ENGINE_ATTRS = {"id", "side", "space", "loc", "steps", "max_steps", "class", "nation", "kind", "revealed", "name",
                "members", "owner", "visible", "label", "number", "index", "year", "period", "piece", "options", "by",
                "prompt", "proc", "args", "from", "to", "dice", "sides", "tags", "value", "team"}


def _record_keys(value, out: set, depth: int = 0) -> None:
    """Keys of records inside a data value (a table entry may be a record the rules read fields of)."""
    if depth > 6:
        return
    if isinstance(value, dict):
        out.update(k for k in value if isinstance(k, str))
        for v in value.values():
            _record_keys(v, out, depth + 1)
    elif isinstance(value, (list, tuple)):
        for v in value:
            _record_keys(v, out, depth + 1)


def known_attributes(g) -> set:
    comp = g._compiler
    known = set(ENGINE_ATTRS) | comp.assigned_attrs | set(g.meta.get("dynamic_attributes", []))
    for s in g.map.spaces.values():
        known |= set(s.attrs)
    for e in g.map.edges:
        known |= set(e.attrs)
    for r in g.map.regions.values():
        known |= set(r.attrs)
    for decls in (g._docs["map.yaml"].data.get("attributes") or {}).values():
        known |= set(decls or {})
    if "units.yaml" in g._docs:
        known |= set(g._docs["units.yaml"].data.get("attributes") or {})
    for rec in list(g.classes.values()) + list(g.roster.values()) + list(g.records.values()) + list(g.decks.values()):
        known |= set(rec)
    for sc in g.scenarios.values():
        for e in sc.get("_setup", []):
            known |= set(e["spec"]) | set(e["spec"].get("attrs", {}))
        for attrs in list(sc.get("spaces", {}).values()) + list(sc.get("entities", {}).values()):
            known |= set(attrs)
    for t in g.tables.values():
        for _, v in t.rows:
            _record_keys(v, known)
        _record_keys(t.default, known)
    return known


def unknown_attributes(g) -> list[RulesError]:
    comp = g._compiler
    known = known_attributes(g)
    out, reported = [], set()
    for node in comp.read_attrs:
        if node.name not in known and (node.name, node.pos.file, node.pos.line) not in reported:
            reported.add((node.name, node.pos.file, node.pos.line))
            close = difflib.get_close_matches(node.name, sorted(known), n=3)
            hint = (f"did you mean {' or '.join(close)}? " if close else "") + \
                "check the spelling against map.yaml, units.yaml and game.yaml; an attribute set in ways the " \
                "checker cannot see is listed in game.yaml under dynamic_attributes"
            out.append(RulesError(node.pos.file, node.pos.line, node.pos.col,
                                  f"attribute {node.name!r} is read but never set by the rules nor given by the data",
                                  hint, comp.sources.get(node.pos.file), "error"))
    return out
