"""Load map.yaml into a GameMap: validate, expand grids, merge explicit edges, check references."""
from __future__ import annotations

from pathlib import Path

from ..errors import DataError, DataErrors
from ..grids import OPPOSITE, Grid
from ..map import Edge, GameMap, Region, Space
from .provenance import normalize
from .schemas import validate, validate_fragment
from .yamlio import Located, load_yaml


def load_map(path: str | Path, display: str | None = None) -> GameMap:
    doc = load_yaml(path, display)
    return build_map(doc)


def build_map(doc: Located) -> GameMap:
    validate(doc, "map")
    d = doc.data
    errors: list[DataError] = []
    attr_decls = d.get("attributes", {})
    space_kinds = set(d.get("space_kinds", [])) or None
    edge_kinds = set(d.get("edge_kinds", [])) or None

    spaces: dict[str, Space] = {}
    edges: dict[tuple, Edge] = {}
    grids: dict[str, tuple[Grid, dict]] = {}
    cell_of: dict[tuple, str] = {}

    # 1. grid cells, each a space with the grid's defaults
    for gi, g in enumerate(d.get("grids", [])):
        try:
            geom = Grid(g["type"], g.get("orientation"), g.get("offset"))
        except ValueError as e:
            errors.append(doc.error(["grids", gi], str(e)))
            continue
        grids[g["id"]] = (geom, g)
        excluded = set(g.get("exclude", []))
        prov = normalize(g["prov"])
        for col in range(g["columns"][0], g["columns"][1] + 1):
            for row in range(g["rows"][0], g["rows"][1] + 1):
                try:
                    sid = g["id_format"].format(col=col, row=row)
                except (KeyError, ValueError, IndexError) as e:
                    errors.append(doc.error(["grids", gi, "id_format"], f"cannot format a cell id: {e}"))
                    break
                if sid in excluded:
                    continue
                if sid in spaces:
                    errors.append(doc.error(["grids", gi], f"grid cell id {sid!r} is generated twice"))
                    continue
                spaces[sid] = Space(sid, sid, g["default"]["kind"], dict(g["default"].get("attrs", {})), prov,
                                    pos=geom.position(col, row), grid=g["id"], cell=(col, row))
                cell_of[(g["id"], col, row)] = sid
        geo = g.get("geo", {})
        if d.get("coords") == "lonlat" and "cell_deg" in geo and "origin_lonlat" in geo:
            c0, r0 = _origin_cell(g, geo)
            for (gid, col, row), sid in cell_of.items():
                if gid == g["id"]:
                    spaces[sid].pos = (geo["origin_lonlat"][0] + (col - c0) * geo["cell_deg"][0],
                                       geo["origin_lonlat"][1] - (row - r0) * geo["cell_deg"][1])
        kind = g.get("edge_kind", "adjacent")
        for (gid, col, row), sid in list(cell_of.items()):
            if gid != g["id"]:
                continue
            for direction in geom.directions:
                nb = cell_of.get((gid, *geom.neighbour(col, row, direction)))
                if nb and (nb, sid, kind) not in edges:
                    edges[(sid, nb, kind)] = Edge(sid, nb, kind, dict(g.get("edge_attrs", {})), prov)

    # 2. explicit spaces: new ones, or overrides of grid cells
    for i, s in enumerate(d.get("spaces", [])):
        path = ["spaces", i]
        sid = s["id"]
        prov = normalize(s["prov"])
        if sid in spaces and spaces[sid].grid is None:
            errors.append(doc.error(path + ["id"], f"space {sid!r} is defined twice"))
            continue
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
            spaces[sid] = Space(sid, s.get("name", sid), s["kind"], dict(s.get("attrs", {})), prov,
                                s.get("aliases", []), tuple(s["pos"]) if "pos" in s else None)

    # 3. per-cell side overrides of generated edges
    for i, s in enumerate(d.get("spaces", [])):
        sp = spaces.get(s["id"])
        if not s.get("sides") or sp is None or sp.grid is None:
            continue
        geom, g = grids[sp.grid]
        kind = g.get("edge_kind", "adjacent")
        for direction, attrs in s["sides"].items():
            path = ["spaces", i, "sides", direction]
            if direction not in geom.directions:
                errors.append(doc.error(path, f"{direction!r} is not a direction of this grid ({', '.join(geom.directions)})"))
                continue
            nb = cell_of.get((sp.grid, *geom.neighbour(*sp.cell, direction)))
            if nb is None:
                continue  # the map edge: nothing lies beyond
            key = (sp.id, nb, kind) if (sp.id, nb, kind) in edges else (nb, sp.id, kind)
            if attrs is None:
                edges.pop(key, None)
                continue
            e = edges.get(key)
            if e is None:
                continue
            for k, v in attrs.items():
                if k in e.attrs and e.attrs[k] != v and e.attrs.get("_set_by") == nb:
                    errors.append(doc.error(path + [k], f"side {direction} of {sp.id} says {k}={v!r} but side "
                                            f"{OPPOSITE[direction]} of {nb} says {e.attrs[k]!r}"))
            e.attrs.update(attrs)
            e.attrs["_set_by"] = sp.id
    for e in edges.values():
        e.attrs.pop("_set_by", None)

    # 4. explicit edges: add, override or remove
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
            kind = grids[ga][1].get("edge_kind", "adjacent") if ga and ga == gb else None
        if kind is None:
            errors.append(doc.error(path, "edge needs a kind"))
            continue
        key = (e["a"], e["b"], kind) if (e["a"], e["b"], kind) in edges or (e["b"], e["a"], kind) not in edges \
            else (e["b"], e["a"], kind)
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
            edges[key] = Edge(e["a"], e["b"], kind, dict(e.get("attrs", {})), normalize(e["prov"]), e.get("directed", False))

    # 5. kinds and declared attributes
    for i, s in enumerate(d.get("spaces", [])):
        sp = spaces.get(s["id"])
        if sp is None:
            continue
        if space_kinds and sp.kind not in space_kinds:
            errors.append(doc.error(["spaces", i, "kind"], f"unknown space kind {sp.kind!r}",
                                    f"declared kinds: {', '.join(sorted(space_kinds))}"))
        errors.extend(_check_attrs(doc, ["spaces", i, "attrs"], s.get("attrs", {}), attr_decls.get("space")))
    for i, e in enumerate(d.get("edges", [])):
        if edge_kinds and e.get("kind") and e["kind"] not in edge_kinds:
            errors.append(doc.error(["edges", i, "kind"], f"unknown edge kind {e['kind']!r}",
                                    f"declared kinds: {', '.join(sorted(edge_kinds))}"))
        errors.extend(_check_attrs(doc, ["edges", i, "attrs"], e.get("attrs", {}), attr_decls.get("edge")))

    # 6. regions
    regions: dict[str, Region] = {}
    for i, r in enumerate(d.get("regions", [])):
        if r["id"] in regions:
            errors.append(doc.error(["regions", i, "id"], f"region {r['id']!r} is defined twice"))
        for j, m in enumerate(r["members"]):
            if m not in spaces:
                errors.append(doc.error(["regions", i, "members", j], f"unknown space {m!r}"))
        regions[r["id"]] = Region(r["id"], r.get("name", r["id"]), list(r["members"]), dict(r.get("attrs", {})),
                                  normalize(r["prov"]))
    clash = set(regions) & set(spaces)
    for rid in sorted(clash):
        errors.append(doc.error(["regions"], f"region id {rid!r} is also a space id"))

    if errors:
        raise DataErrors(errors)
    return GameMap(spaces, list(edges.values()), regions, {k: v[0] for k, v in grids.items()},
                   d.get("coords", "grid" if grids else "plane"), d.get("title", ""))


def _origin_cell(g: dict, geo: dict) -> tuple[int, int]:
    """The (col, row) of geo.origin_cell, default the first cell."""
    if "origin_cell" in geo:
        for col in range(g["columns"][0], g["columns"][1] + 1):
            for row in range(g["rows"][0], g["rows"][1] + 1):
                if g["id_format"].format(col=col, row=row) == geo["origin_cell"]:
                    return col, row
    return g["columns"][0], g["rows"][0]


def _check_attrs(doc: Located, path: list, attrs: dict, decls: dict | None) -> list[DataError]:
    if decls is None:
        return []
    out = []
    for k, v in attrs.items():
        if k not in decls:
            out.append(doc.error(path + [k], f"undeclared attribute {k!r}",
                                 f"declare it under attributes in map.yaml; known: {', '.join(sorted(decls))}"))
            continue
        frag = {kk: vv for kk, vv in decls[k].items() if kk != "description"}
        err = validate_fragment(doc, path + [k], v, frag, f"attribute {k}")
        if err:
            out.append(err)
    return out
