"""`pacwar diff A B`: what two rulesets differ in, structurally.

Rules declarations (procedures, tables, variables, constants, triggers, hooks), data tables, units and
classes, options, scenarios and the map's spaces and edges are matched by name and compared as data: a
procedure is changed when its syntax tree differs, positions and comments aside, so the same rules written
with other formatting, in another file or another order are not a difference. Each difference carries its
rulebook citation; a changed procedure its changed lines, a changed table its changed cells."""
from __future__ import annotations

import dataclasses
import difflib
import re

from pacwar.dsl import ast as A


# ---- rules
def canon(x):
    """A syntax tree as plain nested tuples, without positions (so formatting and place do not count)."""
    if isinstance(x, A.Pos):
        return None
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        return (type(x).__name__,) + tuple((f.name, canon(getattr(x, f.name))) for f in dataclasses.fields(x)
                                           if f.name != "pos")
    if isinstance(x, (list, tuple)):
        return tuple(canon(y) for y in x)
    if isinstance(x, dict):
        return tuple(sorted((str(k), canon(v)) for k, v in x.items()))
    return x


KIND = {A.Proc: "procedure", A.Table: "table", A.Var: "variable", A.Const: "constant", A.Trigger: "trigger",
        A.Hook: "hook", A.Calendar: "calendar"}


def _key(d) -> tuple:
    kind = next((k for t, k in KIND.items() if isinstance(d, t)), type(d).__name__.lower())
    if isinstance(d, A.Hook):
        return kind, f"{d.when} {d.level} {' '.join(d.names) if d.names else '*'}"
    if isinstance(d, A.Proc) and d.level:
        kind = d.level
    return kind, d.name


def _source(game, d) -> list[str]:
    """The declaration's lines, from its first line to the line before the next declaration of its file
    (trailing blank and comment lines left out)."""
    comp = game._compiler
    text = comp.sources.get(d.pos.file)
    if text is None:
        return []
    lines = text.splitlines()
    starts = sorted({x.pos.line for m in game.rules_modules if m.file == d.pos.file for x in m.decls})
    nxt = next((ln for ln in starts if ln > d.pos.line), len(lines) + 1)
    body = lines[d.pos.line - 1:nxt - 1]
    while body and (not body[-1].strip() or body[-1].strip().startswith("#")):
        body.pop()
    return body


def _norm(lines: list[str]) -> list[str]:
    """Lines as compared for display: trimmed, single-spaced, comments and blank lines dropped."""
    out = []
    for ln in lines:
        code = re.sub(r"\s+", " ", re.sub(r"#.*$", "", ln)).strip()   # a '#' inside a string is rare in rules
        if code:
            out.append(code)
    return out


def _decls(game) -> dict:
    return {_key(d): d for m in game.rules_modules for d in m.decls}


def _cites(d) -> list:
    return [str(c) for c in (getattr(d, "cites", None) or [])]


def diff_rules(a, b) -> dict:
    da, db = _decls(a), _decls(b)
    out = {"added": [], "removed": [], "changed": []}
    for k in sorted(set(db) - set(da)):
        out["added"].append({"kind": k[0], "name": k[1], "cites": _cites(db[k]), "at": str(db[k].pos)})
    for k in sorted(set(da) - set(db)):
        out["removed"].append({"kind": k[0], "name": k[1], "cites": _cites(da[k]), "at": str(da[k].pos)})
    for k in sorted(set(da) & set(db)):
        if canon(da[k]) != canon(db[k]):
            lines = list(difflib.unified_diff(_norm(_source(a, da[k])), _norm(_source(b, db[k])), lineterm="", n=1))[2:]
            out["changed"].append({"kind": k[0], "name": k[1], "cites": sorted(set(_cites(da[k])) | set(_cites(db[k]))),
                                   "at": [str(da[k].pos), str(db[k].pos)], "lines": lines})
    return out


# ---- data
def _records(doc_data, key) -> dict:
    return {r["id"]: r for r in (doc_data or {}).get(key, []) if isinstance(r, dict) and "id" in r}


def _fields(ra: dict, rb: dict, skip=("prov",)) -> list:
    out = []
    for f in sorted(set(ra) | set(rb)):
        if f in skip:
            continue
        if ra.get(f) != rb.get(f):
            out.append({"field": f, "a": ra.get(f), "b": rb.get(f)})
    return out


def _by_id(ra: dict, rb: dict, cite=lambda r: r.get("cite")) -> dict:
    out = {"added": [], "removed": [], "changed": []}
    for k in sorted(set(rb) - set(ra)):
        out["added"].append({"id": k, "cite": cite(rb[k])})
    for k in sorted(set(ra) - set(rb)):
        out["removed"].append({"id": k, "cite": cite(ra[k])})
    for k in sorted(set(ra) & set(rb)):
        f = _fields(ra[k], rb[k])
        if f:
            out["changed"].append({"id": k, "cite": cite(rb[k]), "fields": f})
    return out


def _table_cells(ta: dict, tb: dict) -> list:
    """Changed cells of a data table with the same shape; else the fields that differ."""
    if ta.get("columns") != tb.get("columns") or [r["key"] for r in ta["rows"]] != [r["key"] for r in tb["rows"]]:
        return []
    cells = []
    cols = ta.get("columns")
    for ra, rb in zip(ta["rows"], tb["rows"]):
        if ra["value"] == rb["value"]:
            continue
        if cols and isinstance(ra["value"], list) and isinstance(rb["value"], list) and len(ra["value"]) == len(cols) == len(rb["value"]):
            for c, va, vb in zip(cols, ra["value"], rb["value"]):
                if va != vb:
                    cells.append({"row": ra["key"], "column": c, "a": va, "b": vb})
        else:
            cells.append({"row": ra["key"], "column": None, "a": ra["value"], "b": rb["value"]})
    return cells


def diff_tables(a, b) -> dict:
    ta = _records(a._docs.get("tables.yaml").data if "tables.yaml" in a._docs else {}, "tables")
    tb = _records(b._docs.get("tables.yaml").data if "tables.yaml" in b._docs else {}, "tables")
    out = _by_id(ta, tb)
    for ch in out["changed"]:
        cells = _table_cells(ta[ch["id"]], tb[ch["id"]])
        if cells:
            ch["cells"] = cells
            ch["fields"] = [f for f in ch["fields"] if f["field"] != "rows"]
    return out


def diff_map(a, b) -> dict:
    sa, sb = a.map.spaces, b.map.spaces

    def rec(s):
        return {"name": s.name, "kind": s.kind, **{k: v for k, v in s.attrs.items()}}
    spaces = _by_id({k: rec(v) for k, v in sa.items()}, {k: rec(v) for k, v in sb.items()}, cite=lambda r: None)

    def edges(g):
        out = {}
        for s, lst in g.map.adj.items():
            for nb, e in lst:
                key = tuple(sorted((s, nb))) + (e.kind,)
                out[key] = dict(e.attrs)
        return out
    ea, eb = edges(a), edges(b)
    return {"spaces": spaces,
            "edges": {"added": [list(k) for k in sorted(set(eb) - set(ea))],
                      "removed": [list(k) for k in sorted(set(ea) - set(eb))],
                      "changed": [{"edge": list(k), "fields": _fields(ea[k], eb[k])}
                                  for k in sorted(set(ea) & set(eb)) if ea[k] != eb[k]]}}


def diff_games(a, b) -> dict:
    ua = a._docs["units.yaml"].data if "units.yaml" in a._docs else {}
    ub = b._docs["units.yaml"].data if "units.yaml" in b._docs else {}
    out = {"a": {"id": a.id, "title": a.title, "folder": str(a.folder)},
           "b": {"id": b.id, "title": b.title, "folder": str(b.folder)},
           "rules": diff_rules(a, b),
           "tables": diff_tables(a, b),
           "options": _by_id(a.options, b.options),
           "scenarios": _by_id(_records(a._docs["scenarios.yaml"].data, "scenarios"),
                               _records(b._docs["scenarios.yaml"].data, "scenarios")),
           "classes": _by_id(_records(ua, "classes"), _records(ub, "classes")),
           "units": _by_id(_records(ua, "units"), _records(ub, "units")),
           "cards": _by_id(_records(ua, "cards"), _records(ub, "cards")),
           "map": diff_map(a, b)}
    return out


def count(d: dict) -> int:
    n = 0
    for k, v in d.items():
        if k in ("a", "b"):
            continue
        if k == "map":
            n += count({"s": v["spaces"], "e": v["edges"]})
            continue
        n += sum(len(v[x]) for x in ("added", "removed", "changed"))
    return n


def text(d: dict) -> str:
    lines = [f"--- {d['a']['id']} ({d['a']['folder']})", f"+++ {d['b']['id']} ({d['b']['folder']})"]

    def cite(c):
        if not c:
            return ""
        cs = c if isinstance(c, list) else [c]
        return " (" + ", ".join(f"§{x}" for x in cs) + ")"
    r = d["rules"]
    for verb in ("added", "removed", "changed"):
        for x in r[verb]:
            lines.append(f"rules: {verb} {x['kind']} {x['name']}{cite(x['cites'])}")
            if verb == "changed":
                lines.extend("    " + ln for ln in x["lines"]) if x["lines"] else lines.append("    (the same lines; a change inside them)")
    for section in ("tables", "options", "scenarios", "classes", "units", "cards"):
        s = d[section]
        what = section[:-1] if section != "classes" else "class"
        for verb in ("added", "removed", "changed"):
            for x in s[verb]:
                lines.append(f"{section}: {verb} {what} {x['id']}{cite(x['cite'])}")
                if verb != "changed":
                    continue
                for c in x.get("cells", []):
                    col = f", column {c['column']}" if c["column"] is not None else ""
                    lines.append(f"    row {c['row']}{col}: {c['a']} -> {c['b']}")
                for f in x["fields"]:
                    lines.append(f"    {f['field']}: {_short(f['a'])} -> {_short(f['b'])}")
    m = d["map"]
    for x in m["spaces"]["added"]:
        lines.append(f"map: added space {x['id']}")
    for x in m["spaces"]["removed"]:
        lines.append(f"map: removed space {x['id']}")
    for x in m["spaces"]["changed"]:
        lines.append(f"map: changed space {x['id']}: " + "; ".join(f"{f['field']} {_short(f['a'])} -> {_short(f['b'])}" for f in x["fields"]))
    for x in m["edges"]["added"]:
        lines.append(f"map: added edge {x[0]} - {x[1]} ({x[2]})")
    for x in m["edges"]["removed"]:
        lines.append(f"map: removed edge {x[0]} - {x[1]} ({x[2]})")
    for x in m["edges"]["changed"]:
        lines.append(f"map: changed edge {x['edge'][0]} - {x['edge'][1]}: "
                     + "; ".join(f"{f['field']} {_short(f['a'])} -> {_short(f['b'])}" for f in x["fields"]))
    n = count(d)
    lines.append(f"{n} difference{'s' if n != 1 else ''}" if n else "no differences")
    return "\n".join(lines)


def _short(v, width: int = 70) -> str:
    s = repr(v) if not isinstance(v, str) else v
    return s if len(s) <= width else s[:width - 3] + "..."
