"""Questions asked of a map by facts and checks: which spaces match a filter, matching edges, least-cost paths."""
from __future__ import annotations

import heapq

from pacwar.interpreter.map.model import Edge, GameMap

ANY = "*"  # in a filter: the attribute is present and not false/null


def value_matches(have, want) -> bool:
    """An attribute value matches: equal, or (for a list value) contains it; "*" means present and truthy."""
    if want == ANY:
        return have not in (None, False, [], "")
    if isinstance(have, list) and not isinstance(want, list):
        return want in have
    return have == want


def attrs_match(attrs: dict, want: dict | None) -> bool:
    return all(value_matches(attrs.get(k), v) for k, v in (want or {}).items())


def attrs_any(attrs: dict, avoid: dict | None) -> bool:
    return any(value_matches(attrs.get(k), v) for k, v in (avoid or {}).items())


def record_matches(kind: str, attrs: dict, when: dict | None) -> bool:
    """`when` as used by render hints: `kind` (one or a list) plus attribute values."""
    when = dict(when or {})
    kinds = when.pop("kind", None)
    if kinds is not None and kind not in (kinds if isinstance(kinds, list) else [kinds]):
        return False
    return attrs_match(attrs, when)


def select_spaces(m: GameMap, spec: dict, resolve) -> list[str]:
    """Spaces matching a filter: any (a list of filters, their union), region, kind/kinds, where (all match),
    unless (any excludes), within [space, n] (grid steps)."""
    ids = list(m.spaces)
    if "any" in spec:
        chosen = {sid for sub in spec["any"] for sid in select_spaces(m, sub, resolve)}
        ids = [sid for sid in ids if sid in chosen]
    if "region" in spec:
        rid = m.resolve_region(spec["region"])
        if rid is None:
            raise KeyError(f"{spec['region']!r} does not resolve to a region")
        ids = list(m.regions[rid].members)
    kinds = spec.get("kinds") or ([spec["kind"]] if "kind" in spec else None)
    out = []
    centre = resolve(spec["within"][0]) if "within" in spec else None
    for sid in ids:
        sp = m.spaces[sid]
        if kinds and sp.kind not in kinds:
            continue
        if not attrs_match(sp.attrs, spec.get("where")) or attrs_any(sp.attrs, spec.get("unless")):
            continue
        if centre is not None:
            d = m.grid_distance(centre, sid)
            if d is None or d > spec["within"][1]:
                continue
        out.append(sid)
    return out


def edge_usable(e: Edge, kinds=None, edges_with: dict | None = None, edges_without: dict | None = None) -> bool:
    if kinds and e.kind not in kinds:
        return False
    return attrs_match(e.attrs, edges_with) and not attrs_any(e.attrs, edges_without)


def edges_between(m: GameMap, a: str, b: str) -> list[Edge]:
    return [e for nb, e in m.adj[a] if nb == b] + [e for nb, e in m.adj[b] if nb == a and e.directed and e.b == a]


def shortest_path(m: GameMap, a: str, b: str, kinds=None, weight: str | None = None, default: int = 1,
                  edges_with: dict | None = None, edges_without: dict | None = None,
                  spaces_without: dict | None = None):
    """Least total cost from a to b over usable edges; an edge costs attrs[weight] (else default).

    Spaces matching `spaces_without` may not be passed through (the end points may)."""
    dist = {a: 0}
    heap = [(0, a)]
    while heap:
        d, s = heapq.heappop(heap)
        if s == b:
            return d
        if d > dist[s]:
            continue
        if s != a and attrs_any(m.spaces[s].attrs, spaces_without):
            continue
        for nb, e in m.adj[s]:
            if not edge_usable(e, kinds, edges_with, edges_without):
                continue
            nd = d + (e.attrs.get(weight, default) if weight else default)
            if nd < dist.get(nb, 1 << 30):
                dist[nb] = nd
                heapq.heappush(heap, (nd, nb))
    return None


def components(m: GameMap, members: list[str], kinds=None, edges_with=None, edges_without=None) -> list[set]:
    """Connected parts of `members` using only usable edges between members (direction ignored)."""
    inside = set(members)
    nbs: dict[str, list[str]] = {s: [] for s in members}
    for e in m.edges:
        if e.a in inside and e.b in inside and edge_usable(e, kinds, edges_with, edges_without):
            nbs[e.a].append(e.b)
            nbs[e.b].append(e.a)
    seen: set = set()
    parts = []
    for start in members:
        if start in seen:
            continue
        part, todo = {start}, [start]
        seen.add(start)
        while todo:
            for nb in nbs[todo.pop()]:
                if nb not in seen:
                    seen.add(nb)
                    part.add(nb)
                    todo.append(nb)
        parts.append(part)
    return sorted(parts, key=len, reverse=True)
