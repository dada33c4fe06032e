"""Map facts: statements about a map taken from a rulebook (names, adjacencies, distances), checked as data.

A facts file (games/<game>/tests/map_facts.yaml) lets each rulebook statement about the map become a test:

    format: pacwar-map-facts/1
    facts:
      - {resolves: "Port Moresby", cite: "§4.1"}
      - {adjacent: [korea, port_arthur], kind: land, cite: "§10.6"}
      - {not_adjacent: [celebes, java], kind: land}
      - {path: [manila, taiwan], kinds: [grid, adjoins], weight: range_cost, equals: 2, cite: "§10.5.1"}
      - {grid_distance: ["0101", "0304"], equals: 3}
      - {in_region: [guam, large_umbrella]}
      - {attr: [singapore, fortress], equals: true}
"""
from __future__ import annotations

import heapq
import sys

from ..map import GameMap
from .yamlio import Located, load_yaml


def _sid(m: GameMap, name: str) -> str:
    sid = m.resolve(name)
    if sid is None:
        raise KeyError(f"{name!r} does not resolve to a space")
    return sid


def shortest_path(m: GameMap, a: str, b: str, kinds=None, weight: str | None = None, default: int = 1):
    """Least total cost from a to b over edges of the given kinds; an edge's cost is attrs[weight] (else default)."""
    dist = {a: 0}
    heap = [(0, a)]
    while heap:
        d, s = heapq.heappop(heap)
        if s == b:
            return d
        if d > dist[s]:
            continue
        for nb, e in m.adj[s]:
            if kinds and e.kind not in kinds:
                continue
            nd = d + (e.attrs.get(weight, default) if weight else default)
            if nd < dist.get(nb, 1 << 30):
                dist[nb] = nd
                heapq.heappush(heap, (nd, nb))
    return None


def check_fact(m: GameMap, f: dict) -> str | None:
    """None if the fact holds, else a sentence saying what the map has instead."""
    try:
        if "resolves" in f:
            _sid(m, f["resolves"])
        elif "adjacent" in f or "not_adjacent" in f:
            a, b = (_sid(m, x) for x in f.get("adjacent") or f["not_adjacent"])
            kinds = {e.kind for nb, e in m.adj[a] if nb == b}
            has = bool(kinds) if "kind" not in f else f["kind"] in kinds
            if has != ("adjacent" in f):
                return f"{a}-{b}: edge kinds present {sorted(kinds) or 'none'}"
        elif "path" in f:
            a, b = (_sid(m, x) for x in f["path"])
            d = shortest_path(m, a, b, f.get("kinds"), f.get("weight"))
            if "equals" in f and d != f["equals"]:
                return f"path {a}->{b} costs {d}, expected {f['equals']}"
            if "max" in f and (d is None or d > f["max"]):
                return f"path {a}->{b} costs {d}, expected at most {f['max']}"
        elif "grid_distance" in f:
            a, b = (m.spaces[_sid(m, x)] for x in f["grid_distance"])
            if a.grid is None or a.grid != b.grid:
                return "grid_distance needs two cells of the same grid"
            d = m.grids[a.grid].distance(a.cell, b.cell)
            if "equals" in f and d != f["equals"]:
                return f"grid distance {a.id}->{b.id} is {d}, expected {f['equals']}"
            if "max" in f and d > f["max"]:
                return f"grid distance {a.id}->{b.id} is {d}, expected at most {f['max']}"
        elif "in_region" in f:
            s, r = f["in_region"]
            sid = _sid(m, s)
            if r not in m.regions or sid not in m.regions[r].members:
                return f"{sid} is not in region {r}"
        elif "attr" in f:
            s, key = f["attr"]
            sid = _sid(m, s)
            got = m.spaces[sid].attrs.get(key)
            if got != f["equals"]:
                return f"{sid}.{key} is {got!r}, expected {f['equals']!r}"
        else:
            return f"unknown fact form {sorted(f)}"
    except KeyError as e:
        return str(e.args[0])
    return None


def check_facts(m: GameMap, doc: Located) -> list[str]:
    out = []
    for i, f in enumerate(doc.data.get("facts", [])):
        msg = check_fact(m, f)
        if msg:
            cite = f" ({f['cite']})" if "cite" in f else ""
            out.append(f"{doc.file}:{doc.line(['facts', i])}: fact {i}{cite}: {msg}")
    return out


if __name__ == "__main__":  # python -m pacwar.interpreter.data.map_facts games/<game>
    from pathlib import Path

    from ..errors import PacwarError
    from .map_loader import load_map

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
