"""Load map.yaml into a GameMap: validate, expand grids, merge explicit edges, check references and names."""
from __future__ import annotations

from pathlib import Path

from pacwar.interpreter.errors import DataError, DataErrors
from pacwar.interpreter.map.model import Edge, GameMap, Region, Space
from pacwar.interpreter.map.attrs import check_attrs, read_attr_prov
from pacwar.interpreter.map.grid_expand import SIDE_KEYS, edge_kind, expand_grids, find_edge, apply_sides
from pacwar.interpreter.map.names import build_names
from pacwar.interpreter.data.provenance import normalize
from pacwar.interpreter.data.schemas import validate
from pacwar.interpreter.data.yamlio import Located, load_yaml


def load_map(path: str | Path, display: str | None = None) -> GameMap:
    doc = load_yaml(path, display)
    return build_map(doc)


def build_map(doc: Located) -> GameMap:
    validate(doc, "map")
    d = doc.data
    errors: list[DataError] = []
    decls = d.get("attributes", {})
    for k in sorted(set(decls.get("edge", {})) & set(SIDE_KEYS)):
        errors.append(doc.error(["attributes", "edge", k], f"{k!r} cannot be an edge attribute: sides use it for the edge itself"))

    spaces: dict[str, Space] = {}
    edges: dict[tuple, Edge] = {}
    grids, specs, cell_of = expand_grids(doc, d, spaces, edges, errors)
    _explicit_spaces(doc, d, spaces, errors)
    side_checks = apply_sides(doc, d, spaces, edges, grids, specs, cell_of, errors)
    edge_rows = _explicit_edges(doc, d, spaces, edges, specs, errors)
    _check_kinds_and_attrs(doc, d, spaces, side_checks, edge_rows, errors)
    regions = _regions(doc, d, spaces, errors)
    names, region_names = build_names(doc, d, spaces, regions, errors)
    if errors:
        raise DataErrors(errors)
    return GameMap(spaces, list(edges.values()), regions, grids, d.get("coords", "grid" if grids else "plane"),
                   d.get("title", ""), names, region_names, specs, d.get("render", {}))


def _explicit_spaces(doc: Located, d: dict, spaces: dict, errors: list) -> None:
    """New spaces, or overrides of grid cells."""
    lonlat_map = d.get("coords") == "lonlat"
    listed: set = set()   # a grid cell may be overridden once; a second entry would silently merge into the first
    for i, s in enumerate(d.get("spaces", [])):
        path = ["spaces", i]
        sid = s["id"]
        prov = normalize(s["prov"])
        if sid in listed or (sid in spaces and spaces[sid].grid is None):
            errors.append(doc.error(path + ["id"], f"space {sid!r} is defined twice"))
            continue
        listed.add(sid)
        if sid in spaces:  # a grid cell: override its defaults
            sp = spaces[sid]
            sp.name = s.get("name", sp.name)
            sp.kind = s.get("kind", sp.kind)
            sp.attrs.update(s.get("attrs", {}))
            sp.prov = prov
            sp.aliases = s.get("aliases", [])
            if "pos" in s:
                sp.pos = tuple(s["pos"])
        else:
            if "kind" not in s:
                errors.append(doc.error(path, f"space {sid!r} needs a kind"))
                continue
            if "sides" in s:
                errors.append(doc.error(path + ["sides"], "only grid cells have sides"))
            sp = spaces[sid] = Space(sid, s.get("name", sid), s["kind"], dict(s.get("attrs", {})), prov,
                                     s.get("aliases", []), tuple(s["pos"]) if "pos" in s else None)
        if lonlat_map and "pos" in s:
            sp.lonlat = tuple(s["pos"])
        sp.unreachable_ok = s.get("unreachable_ok", False)
        sp.attr_prov = read_attr_prov(doc, path + ["attr_prov"], s.get("attr_prov"), sp.attrs, "space", errors)


def _explicit_edges(doc: Located, d: dict, spaces: dict, edges: dict, specs: dict, errors: list) -> list:
    """Add, override or remove edges; returns (index, edge) for the records that remain."""
    rows = []
    for i, e in enumerate(d.get("edges", [])):
        path = ["edges", i]
        for end in ("a", "b"):
            if e[end] not in spaces:
                errors.append(doc.error(path + [end], f"unknown space {e[end]!r}"))
        if e["a"] not in spaces or e["b"] not in spaces:
            continue
        if e["a"] == e["b"]:
            errors.append(doc.error(path, "an edge cannot join a space to itself"))
            continue
        kind = e.get("kind")
        if kind is None:
            ga, gb = spaces[e["a"]].grid, spaces[e["b"]].grid
            kind = edge_kind(specs[ga]) if ga and ga == gb and ga in specs else None
        if kind is None:
            errors.append(doc.error(path, "edge needs a kind"))
            continue
        key = find_edge(edges, e["a"], e["b"], kind) or (e["a"], e["b"], kind)
        if e.get("remove"):
            if edges.pop(key, None) is None:
                errors.append(doc.error(path, f"no {kind} edge between {e['a']} and {e['b']} to remove"))
            continue
        if key in edges:
            old = edges[key]
            old.attrs.update(e.get("attrs", {}))
            old.prov = normalize(e["prov"])
            old.directed = e.get("directed", old.directed)
        else:
            old = edges[key] = Edge(e["a"], e["b"], kind, dict(e.get("attrs", {})), normalize(e["prov"]),
                                    e.get("directed", False))
        old.attr_prov.update(read_attr_prov(doc, path + ["attr_prov"], e.get("attr_prov"), old.attrs, "edge", errors))
        rows.append((i, old))
    return rows


def _check_kinds_and_attrs(doc: Located, d: dict, spaces: dict, side_checks: list, edge_rows: list, errors: list) -> None:
    decls = d.get("attributes", {})
    space_kinds = set(d.get("space_kinds", [])) or None
    edge_kinds = set(d.get("edge_kinds", [])) or None

    def kind_ok(path, kind, known, what):
        if known and kind not in known:
            errors.append(doc.error(path, f"unknown {what} kind {kind!r}", f"declared kinds: {', '.join(sorted(known))}"))

    for i, s in enumerate(d.get("spaces", [])):
        sp = spaces.get(s["id"])
        if sp is None:
            continue
        kind_ok(["spaces", i, "kind"], sp.kind, space_kinds, "space")
        errors.extend(check_attrs(doc, ["spaces", i, "attrs"], s.get("attrs", {}), decls.get("space")))
    for path, e, attrs, attr_prov in side_checks:
        kind_ok(path + ["kind"], e.kind, edge_kinds, "edge")
        errors.extend(check_attrs(doc, path, attrs, decls.get("edge")))
        e.attr_prov.update(read_attr_prov(doc, path + ["attr_prov"], attr_prov, e.attrs, "edge", errors))
    for i, e in edge_rows:
        kind_ok(["edges", i, "kind"], e.kind, edge_kinds, "edge")
        errors.extend(check_attrs(doc, ["edges", i, "attrs"], d["edges"][i].get("attrs", {}), decls.get("edge")))


def _regions(doc: Located, d: dict, spaces: dict, errors: list) -> dict[str, Region]:
    regions: dict[str, Region] = {}
    for i, r in enumerate(d.get("regions", [])):
        path = ["regions", i]
        if r["id"] in regions:
            errors.append(doc.error(path + ["id"], f"region {r['id']!r} is defined twice"))
        if r["id"] in spaces:
            errors.append(doc.error(path + ["id"], f"region id {r['id']!r} is also a space id"))
        for j, m in enumerate(r["members"]):
            if m not in spaces:
                errors.append(doc.error(path + ["members", j], f"unknown space {m!r}"))
        attrs = dict(r.get("attrs", {}))
        regions[r["id"]] = Region(r["id"], r.get("name", r["id"]), list(r["members"]), attrs, normalize(r["prov"]),
                                  list(r.get("aliases", [])),
                                  read_attr_prov(doc, path + ["attr_prov"], r.get("attr_prov"), attrs, "region", errors))
    return regions
