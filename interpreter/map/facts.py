"""Map facts: statements about a map taken from a rulebook (names, adjacencies, distances), checked as data.

A facts file (games/<game>/tests/map_facts.yaml) lets each rulebook statement about the map become a test.
Every form is documented, with examples, in docs/data-formats.md ("Map facts"):

    format: pacwar-map-facts/1
    facts:
      - {resolves: "Port Moresby", cite: "§4.1"}
      - {resolves_region: "Kansu"}
      - {adjacent: [korea, port_arthur], kind: land, cite: "§10.6"}
      - {not_adjacent: [celebes, java], kind: land}
      - {edge: [celebes_sea, arafura_sea], kind: sea, attr: strait, equals: true}
      - {path: [manila, taiwan], kinds: [grid, adjoins], weight: range_cost, equals: 2, cite: "§10.5.1"}
      - {path: [darwin, sydney], kinds: [land], spaces_without: {impassable: true}, max: 6}
      - {grid_distance: ["0101", "0304"], min: 3}
      - {in_region: [guam, large_umbrella]}
      - {not_in_region: [hainan, continental_asia]}
      - {attr: [singapore, fortress], equals: true}
      - {neighbours: guadalcanal, kinds: [port, coast], equals: [solomon_sea]}
      - {count: {where: {strategic: true}}, equals: 10}
      - {connected: {kind: sea}, edges: [sea]}
"""
from __future__ import annotations

import sys

from pacwar.interpreter.map.model import GameMap
from pacwar.interpreter.map.queries import components, edges_between, select_spaces, shortest_path, value_matches
from pacwar.interpreter.data.yamlio import Located, load_yaml

__all__ = ["check_fact", "check_facts", "shortest_path"]
INFINITE = float("inf")


def _sid(m: GameMap, name: str) -> str:
    sid = m.resolve(name)
    if sid is None:
        raise KeyError(f"{name!r} does not resolve to a space")
    return sid


def _rid(m: GameMap, name: str) -> str:
    rid = m.resolve_region(name)
    if rid is None:
        raise KeyError(f"{name!r} does not resolve to a region")
    return rid


def _compare(f: dict, got, what: str) -> str | None:
    """equals / min / max on a number (None: unreachable, which is at least anything and at most nothing)."""
    n = INFINITE if got is None else got
    if "equals" in f and got != f["equals"]:
        return f"{what} is {got}, expected {f['equals']}"
    if "min" in f and n < f["min"]:
        return f"{what} is {got}, expected at least {f['min']}"
    if "max" in f and n > f["max"]:
        return f"{what} is {got}, expected at most {f['max']}"
    return None


def _path(m: GameMap, f: dict) -> str | None:
    a, b = (_sid(m, x) for x in f["path"])
    d = shortest_path(m, a, b, f.get("kinds"), f.get("weight"), 1, f.get("edges_with"), f.get("edges_without"),
                      f.get("spaces_without"))
    if f.get("unreachable"):
        return None if d is None else f"path {a}->{b} exists (cost {d}), expected none"
    if d is None and not any(k in f for k in ("equals", "min", "max")):
        return f"no path {a}->{b}"
    return _compare(f, d, f"path {a}->{b}")


def _edge(m: GameMap, f: dict) -> str | None:
    a, b = (_sid(m, x) for x in f["edge"])
    found = [e for e in edges_between(m, a, b) if "kind" not in f or e.kind == f["kind"]]
    kind = f" {f['kind']}" if "kind" in f else ""
    if not found:
        return f"no{kind} edge {a}-{b}"
    if "attr" not in f:
        return None
    got = [e.attrs.get(f["attr"]) for e in found]
    if "equals" in f and f["equals"] not in got:
        return f"{kind.strip() or 'edge'} {a}-{b}: {f['attr']} is {got[0]!r}, expected {f['equals']!r}"
    if "contains" in f and not any(value_matches(g, f["contains"]) for g in got):
        return f"{kind.strip() or 'edge'} {a}-{b}: {f['attr']} is {got[0]!r}, expected it to contain {f['contains']!r}"
    return None


def _neighbours(m: GameMap, f: dict) -> str | None:
    s = _sid(m, f["neighbours"])
    kinds = f.get("kinds")
    have = {nb for nb, e in m.adj[s] if not kinds or e.kind in kinds}
    if "equals" in f and have != {_sid(m, x) for x in f["equals"]}:
        return f"{s} has neighbours {sorted(have)}, expected {sorted(_sid(m, x) for x in f['equals'])}"
    missing = sorted({_sid(m, x) for x in f.get("includes", [])} - have)
    if missing:
        return f"{s} has no neighbour {', '.join(missing)}"
    extra = sorted({_sid(m, x) for x in f.get("excludes", [])} & have)
    if extra:
        return f"{s} has neighbour {', '.join(extra)}, expected not"
    return _compare({k: f[k] for k in ("min", "max") if k in f} | ({"equals": f["count"]} if "count" in f else {}),
                    len(have), f"{s}'s neighbour count")


def _connected(m: GameMap, f: dict) -> str | None:
    """The selected spaces lie in one piece, moving over the given edges through selected spaces
    (or through the spaces `through` selects as well)."""
    members = select_spaces(m, f["connected"], lambda x: _sid(m, x))
    via = set(members) | set(select_spaces(m, f["through"], lambda x: _sid(m, x)) if "through" in f else [])
    parts = components(m, [s for s in m.spaces if s in via], f.get("edges"), f.get("edges_with"), f.get("edges_without"))
    wanted = set(members)
    parts = sorted((p & wanted for p in parts if p & wanted), key=len, reverse=True)
    if len(parts) <= 1:
        return None
    rest = sorted(set().union(*parts[1:]))
    return (f"{len(parts)} separate parts; apart from the largest ({len(parts[0])} spaces): "
            + ", ".join(rest[:8]) + (" ..." if len(rest) > 8 else ""))


COMPARE = {"equals", "min", "max"}
PATH_OPTIONS = {"kinds", "weight", "edges_with", "edges_without", "spaces_without", "unreachable"}
FORMS = {  # fact form -> the other keys it may have (besides cite and note)
    "resolves": set(), "resolves_region": set(),
    "adjacent": {"kind"}, "not_adjacent": {"kind"},
    "edge": {"kind", "attr", "equals", "contains"},
    "path": PATH_OPTIONS | COMPARE,
    "grid_distance": COMPARE,
    "in_region": set(), "not_in_region": set(),
    "attr": {"equals", "contains"},
    "neighbours": {"kinds", "equals", "includes", "excludes", "count", "min", "max"},
    "count": COMPARE,
    "connected": {"through", "edges", "edges_with", "edges_without"},
}


def _form_problem(f) -> str | None:
    if not isinstance(f, dict):
        return "a fact is a mapping such as {resolves: Tokyo}"
    forms = [k for k in f if k in FORMS]
    forms = [k for k in forms if not any(k in FORMS[other] for other in forms if other != k)]  # edge's attr, ...
    if len(forms) != 1:
        return f"unknown fact form {sorted(f)} (forms: {', '.join(FORMS)})" if not forms else \
            f"one fact states one thing, not {', '.join(forms)}"
    extra = sorted(set(f) - FORMS[forms[0]] - {forms[0], "cite", "note"})
    if extra:
        return f"a {forms[0]} fact has no {', '.join(extra)} (it may have: {', '.join(sorted(FORMS[forms[0]])) or 'only cite'})"
    return None


def check_fact(m: GameMap, f: dict) -> str | None:
    """None if the fact holds, else a sentence saying what the map has instead."""
    problem = _form_problem(f)
    if problem:
        return problem
    try:
        if "resolves" in f:
            _sid(m, f["resolves"])
        elif "resolves_region" in f:
            _rid(m, f["resolves_region"])
        elif "adjacent" in f or "not_adjacent" in f:
            a, b = (_sid(m, x) for x in f.get("adjacent") or f["not_adjacent"])
            kinds = {e.kind for nb, e in m.adj[a] if nb == b}
            has = bool(kinds) if "kind" not in f else f["kind"] in kinds
            if has != ("adjacent" in f):
                return f"{a}-{b}: edge kinds present {sorted(kinds) or 'none'}"
        elif "edge" in f:
            return _edge(m, f)
        elif "path" in f:
            return _path(m, f)
        elif "grid_distance" in f:
            a, b = (_sid(m, x) for x in f["grid_distance"])
            d = m.grid_distance(a, b)
            if d is None:
                return f"grid_distance needs two cells of one grid (or of grids sharing a lattice): {a}, {b}"
            return _compare(f, d, f"grid distance {a}->{b}")
        elif "in_region" in f or "not_in_region" in f:
            s, r = f.get("in_region") or f["not_in_region"]
            sid, rid = _sid(m, s), _rid(m, r)
            if (sid in m.regions[rid].members) != ("in_region" in f):
                return f"{sid} is {'not ' if 'in_region' in f else ''}in region {rid}"
        elif "attr" in f:
            s, key = f["attr"]
            sid = _sid(m, s)
            got = m.spaces[sid].attrs.get(key)
            if "contains" in f:
                return None if value_matches(got, f["contains"]) else f"{sid}.{key} is {got!r}, expected it to contain {f['contains']!r}"
            if got != f["equals"]:
                return f"{sid}.{key} is {got!r}, expected {f['equals']!r}"
        elif "neighbours" in f:
            return _neighbours(m, f)
        elif "count" in f:
            n = len(select_spaces(m, f["count"], lambda x: _sid(m, x)))
            return _compare(f, n, "the count")
        else:
            return _connected(m, f)
    except KeyError as e:
        return str(e.args[0])
    return None


def check_facts(m: GameMap, doc: Located) -> list[str]:
    out = []
    for i, f in enumerate(doc.data.get("facts", [])):
        msg = check_fact(m, f)
        if msg:
            cite = f" ({f['cite']})" if isinstance(f, dict) and "cite" in f else ""
            out.append(f"{doc.file}:{doc.line(['facts', i])}: fact {i}{cite}: {msg}")
    return out


if __name__ == "__main__":  # python -m pacwar.interpreter.map.facts games/<game>
    from pathlib import Path

    from pacwar.interpreter.errors import PacwarError
    from pacwar.interpreter.map.loader import load_map

    folder = Path(sys.argv[1])
    try:
        gm = load_map(folder / "map.yaml")
    except PacwarError as e:
        print(e.render())
        sys.exit(1)
    print(f"{len(gm.spaces)} spaces, {len(gm.edges)} edges, {len(gm.regions)} regions; provenance {gm.provenance_summary()}")
    problems = []
    for facts in sorted((folder / "tests").glob("map_facts*.yaml")):
        problems += check_facts(gm, load_yaml(facts))
    print("\n".join(problems) or "all map facts hold")
    sys.exit(1 if problems else 0)
