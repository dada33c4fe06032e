"""Checks of the game data that a JSON Schema cannot state: ids unique by key, attributes declared in the data
itself (units.yaml `attributes:`) and fitting their declared schema, steps within their maximum, tables with a
consistent shape. Each problem is a DataError naming the file and the YAML path; all are reported together."""
from __future__ import annotations

import re

from pacwar.dsl.ast import KeyRange

from pacwar.interpreter.data.schemas import validate_fragment
from pacwar.interpreter.data.yamlio import Located
from pacwar.interpreter.map.attrs import check_attrs


def unique_ids(doc: Located, section: list, records, what: str, errors: list, seen: dict | None = None) -> dict:
    """Every record's `id` must be new (in `seen`, shared between sections that share a namespace)."""
    seen = {} if seen is None else seen
    for i, rec in enumerate(records or []):
        if not isinstance(rec, dict) or not isinstance(rec.get("id"), str):
            continue
        rid = rec["id"]
        if rid in seen:
            errors.append(doc.error(section + [i, "id"], f"{what} id {rid!r} is defined twice",
                                    f"first defined at {seen[rid]}"))
        else:
            seen[rid] = ".".join(map(str, section)) + f"[{i}]"
    return seen


def check_game_yaml(doc: Located, errors: list) -> None:
    d = doc.data
    ents: dict = {}
    for key, what in (("sides", "side"), ("nations", "nation"), ("boxes", "box")):
        unique_ids(doc, [key], d.get(key), what, errors, ents)   # one namespace: @names must be unambiguous
    unique_ids(doc, ["options"], d.get("options"), "option", errors)
    from pacwar.interpreter.core.options import check_declarations
    check_declarations(doc, errors)
    unique_ids(doc, ["sections"], d.get("sections"), "rulebook section", errors)


def check_units(doc: Located, errors: list) -> None:
    d = doc.data
    decls = d.get("attributes")
    unique_ids(doc, ["classes"], d.get("classes"), "class", errors)
    pieces: dict = {}
    for section in ("units", "cards"):
        unique_ids(doc, [section], d.get(section), "counter", errors, pieces)
    classes = {c["id"]: c for c in d.get("classes", [])}
    for i, c in enumerate(d.get("classes", [])):
        errors.extend(check_attrs(doc, ["classes", i, "attrs"], c.get("attrs", {}), decls, "units.yaml"))
    for section in ("units", "cards"):
        for i, p in enumerate(d.get(section, [])):
            errors.extend(check_attrs(doc, [section, i, "attrs"], p.get("attrs", {}), decls, "units.yaml"))
            if p.get("id") in classes:
                errors.append(doc.error([section, i, "id"], f"counter id {p['id']!r} is also a class id"))
            top = p.get("max_steps", classes.get(p.get("class"), {}).get("max_steps"))
            if "steps" in p and top is not None and p["steps"] > top:
                errors.append(doc.error([section, i, "steps"], f"steps {p['steps']} exceed the maximum {top}"))


def _overlap(a, b) -> bool:
    def bounds(k):
        if isinstance(k, KeyRange):
            return (float("-inf") if k.lo is None else k.lo, float("inf") if k.hi is None else k.hi)
        return (k, k) if isinstance(k, int) and not isinstance(k, bool) else None
    x, y = bounds(a), bounds(b)
    if x is None or y is None:
        return a == b
    return x[0] <= y[1] and y[0] <= x[1]


def _shape(v, depth: int = 0):
    """What kind of value a table entry is: its JSON type, and for a list its length and its items' shapes."""
    if isinstance(v, list):
        if depth >= 3 or not v:
            return f"a list of {len(v)}"
        inner = [_shape(x, depth + 1) for x in v]
        items = inner[0] if len(set(inner)) == 1 else ", ".join(inner)
        return f"a list of {len(v)} ({items})"
    return "null" if v is None else _kind(v)


def check_tables(doc: Located, range_key, errors: list) -> None:
    d = doc.data
    unique_ids(doc, ["tables"], d.get("tables"), "table", errors)
    for t_i, t in enumerate(d.get("tables", [])):
        path = ["tables", t_i]
        cols = t.get("columns")
        if cols is not None:
            keys = [range_key(c) for c in cols]
            for j, k in enumerate(keys):
                if any(_overlap(k, e) for e in keys[:j]):
                    errors.append(doc.error(path + ["columns", j], f"column {cols[j]!r} repeats or overlaps an earlier column"))
        keys = []
        shapes: dict = {}
        for r_i, row in enumerate(t.get("rows", [])):
            k = range_key(row["key"])
            if isinstance(k, KeyRange) and k.lo is not None and k.hi is not None and k.lo > k.hi:
                errors.append(doc.error(path + ["rows", r_i, "key"], f"range {row['key']!r} is empty"))
            if any(_overlap(k, e) for e in keys):
                errors.append(doc.error(path + ["rows", r_i, "key"], f"row key {row['key']!r} repeats or overlaps an "
                                        "earlier row (that row would never be read)"))
            keys.append(k)
            v = row["value"]
            if cols is not None:
                if not isinstance(v, list) or len(v) != len(cols):
                    errors.append(doc.error(path + ["rows", r_i, "value"],
                                            f"the table has {len(cols)} columns, so each row is a list of {len(cols)} "
                                            f"entries; this one is {_shape(v)}"))
                    continue
                cells = v
            else:
                cells = [v]
            for c_i, cell in enumerate(cells):
                shapes.setdefault(_shape(cell), (r_i, c_i if cols is not None else None))
            if "values" in t:
                for c_i, cell in enumerate(cells):
                    sub = path + ["rows", r_i, "value"] + ([c_i] if cols is not None else [])
                    err = validate_fragment(doc, sub, cell, t["values"], "table entry")
                    if err:
                        errors.append(err)
        if "values" not in t and len(shapes) > 1:
            # entries of one table are read the same way by the rules; a mix means a typo (a number for a row)
            (first, _), *rest = sorted(shapes.items(), key=lambda kv: kv[1])
            for shape, (r_i, c_i) in rest:
                errors.append(doc.error(path + ["rows", r_i, "value"] + ([c_i] if c_i is not None else []),
                                        f"this entry is {shape}, but the table's first entry is {first}",
                                        "entries of one table share a shape; or declare `values:` (a JSON Schema) "
                                        "for a table that mixes them"))
        if "default" in t and "values" in t and t["default"] is not None:
            err = validate_fragment(doc, path + ["default"], t["default"], t["values"], "table default")
            if err:
                errors.append(err)


def check_scenarios(doc: Located, game, errors: list) -> None:
    """Set-up lines: attributes declared in units.yaml, steps within the maximum; overrides of spaces fit the map's
    declared attributes; a global given by a scenario has the type of its declared initial value."""
    units_decls = (game._docs.get("units.yaml").data.get("attributes") if "units.yaml" in game._docs else None)
    map_decls = (game._docs["map.yaml"].data.get("attributes") or {}).get("space")
    for i, s in enumerate(doc.data.get("scenarios", [])):
        path = ["scenarios", i]
        placed: dict = {}
        for j, e in enumerate(s.get("setup", []) or []):
            p = path + ["setup", j]
            for key in ("id", "unit"):   # a named piece is placed once (an id with a count would name several)
                pid = e.get(key)
                if isinstance(pid, str):
                    if pid in placed:
                        errors.append(doc.error(p + [key], f"piece {pid!r} is placed twice in this scenario",
                                                f"first placed at setup[{placed[pid]}]"))
                    else:
                        placed[pid] = j
                    if key == "id" and e.get("count", 1) > 1:
                        errors.append(doc.error(p + ["count"], f"{e['count']} pieces cannot all have the id {pid!r}"))
            errors.extend(check_attrs(doc, p + ["attrs"], e.get("attrs", {}), units_decls, "units.yaml"))
            base = game.roster.get(e.get("unit")) or game.classes.get(e.get("class")) or {}
            top = e.get("max_steps", base.get("max_steps"))
            if "steps" in e and top is not None and e["steps"] > top:
                errors.append(doc.error(p + ["steps"], f"steps {e['steps']} exceed the maximum {top}"))
            choose = e.get("choose")
            if isinstance(choose, str):   # a region named in a set-up choice must exist (else it fails in play)
                for mt in re.finditer(r"""\bregion\(\s*["']([^"']*)["']\s*\)""", choose):
                    if mt.group(1) not in game.map.regions:
                        errors.append(doc.error(p + ["choose"], f"unknown region {mt.group(1)!r}",
                                                "regions are defined in map.yaml under regions:"))
        for sid, attrs in (s.get("spaces") or {}).items():
            errors.extend(check_attrs(doc, path + ["spaces", sid], attrs, map_decls, "map.yaml"))
        for eid, attrs in (s.get("entities") or {}).items():
            if eid in game.classes:
                errors.extend(check_attrs(doc, path + ["entities", eid], attrs, units_decls, "units.yaml"))


class _NoState:
    """Evaluates a variable's initial value when it needs no game state (a literal, a constant)."""
    st = None
    it = None
    l: dict = {}

    def __getattr__(self, name):
        raise LookupError(name)


def _kind(v) -> str:
    if v is None:
        return "none"
    if isinstance(v, bool):
        return "a boolean"
    if isinstance(v, (int, float)):
        return "a number"
    if isinstance(v, str):
        return "a string"
    if isinstance(v, list):
        return "a list"
    if isinstance(v, dict):
        return "a mapping"
    return type(v).__name__


def check_scenario_vars(doc: Located, game, errors: list) -> None:
    """A global a scenario sets must have the type of the value the rules declare it with, and stay in its range."""
    decls = game.program.var_decls
    keyed = {"side": game.side_order, "nation": list(game.nations), "space": game.space_order, "box": list(game.boxes)}
    for i, s in enumerate(doc.data.get("scenarios", [])):
        for name, v in (s.get("vars") or {}).items():
            d = decls.get(name)
            if not d:
                continue  # reported by the scenario loader
            key, init, lo, hi = d[0], d[1], d[2], d[3]
            path = ["scenarios", i, "vars", name]
            try:
                want = init(_NoState())
                bounds = [f(_NoState()) if f is not None else None for f in (lo, hi)]
            except Exception:  # an initial value computed from the state: its type is known only in play
                continue
            values = [(path, v)]
            if key is not None:
                if not isinstance(v, dict):
                    errors.append(doc.error(path, f"{name} is keyed by {key}: give a mapping of {key} to value, "
                                                  f"not {_kind(v)}"))
                    continue
                values = []
                for k, x in v.items():
                    if k not in keyed[key]:
                        errors.append(doc.error(path + [k], f"{name} is keyed by {key}, and {k!r} is no {key}"))
                    else:
                        values.append((path + [k], x))
            for p, x in values:
                if want is not None and x is not None and _kind(want) != _kind(x):
                    errors.append(doc.error(p, f"{name} is declared in the rules as {_kind(want)} "
                                               f"({want!r}); this value is {_kind(x)}"))
                elif isinstance(x, (int, float)) and not isinstance(x, bool):
                    lo_v, hi_v = bounds
                    if (isinstance(lo_v, (int, float)) and x < lo_v) or (isinstance(hi_v, (int, float)) and x > hi_v):
                        errors.append(doc.error(p, f"{name} = {x} is outside its declared range {lo_v}..{hi_v}"))
