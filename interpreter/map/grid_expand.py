"""Grids in map.yaml: one space per printed cell, one edge per neighbouring pair, and per-cell side overrides."""
from __future__ import annotations

from pacwar.interpreter.errors import DataError
from pacwar.interpreter.map.geo import cell_lonlats
from pacwar.interpreter.map.grids import Grid
from pacwar.interpreter.map.model import Edge, Space
from pacwar.interpreter.data.provenance import normalize
from pacwar.interpreter.data.yamlio import Located

SIDE_KEYS = ("kind", "prov", "attr_prov")  # keys of a side override that are not edge attributes


def edge_kind(spec: dict) -> str:
    return spec.get("edge_kind", "adjacent")


def find_edge(edges: dict, a: str, b: str, kind: str) -> tuple | None:
    """The key of the edge of that kind between a and b, in either direction."""
    for key in ((a, b, kind), (b, a, kind)):
        if key in edges:
            return key
    return None


def _geometry(g: dict, grids: dict) -> Grid:
    rows_north = g.get("rows_north", False)
    lat = g.get("lattice")
    if lat is None:
        return Grid(g["type"], g.get("orientation"), g.get("offset"), rows_north)
    host = grids.get(lat["grid"])
    if host is None:
        raise ValueError(f"lattice.grid {lat['grid']!r} is not a grid listed before this one")
    own = Grid(g["type"], g.get("orientation"), g.get("offset"), rows_north)
    if (own.kind, own.orientation, own.offset, own.rows_north) != (host.kind, host.orientation, host.offset, host.rows_north):
        raise ValueError(f"a grid sharing {lat['grid']}'s lattice needs the same type, orientation, offset and rows_north")
    dc, dr = lat["shift"]
    if own.kind == "hex" and (dc if own.orientation == "flat" else dr) % 2:
        # an odd shift along the offset axis would flip which printed columns/rows sit half a hex over
        raise ValueError(f"the shift {lat['shift']} changes the {'column' if own.orientation == 'flat' else 'row'} "
                         f"parity; use an even shift on that axis")
    root = host.lattice or lat["grid"]
    return Grid(own.kind, own.orientation, own.offset, rows_north,
                (host.shift[0] + dc, host.shift[1] + dr), root)


def expand_grids(doc: Located, d: dict, spaces: dict, edges: dict, errors: list[DataError]):
    """Add every grid's cells and neighbour edges; returns (geometry by grid id, spec by grid id, cell -> id)."""
    grids: dict[str, Grid] = {}
    specs: dict[str, dict] = {}
    cell_of: dict[tuple, str] = {}
    for gi, g in enumerate(d.get("grids", [])):
        try:
            geom = _geometry(g, grids)
        except ValueError as e:
            errors.append(doc.error(["grids", gi], str(e)))
            continue
        grids[g["id"]], specs[g["id"]] = geom, g
        excluded = set(g.get("exclude", []))
        prov = normalize(g["prov"])
        mine: dict[str, tuple] = {}
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
                mine[sid] = (col, row)
        _place_on_earth(doc, gi, g, geom, mine, spaces, d.get("coords") == "lonlat", errors)
        kind = edge_kind(g)
        for sid, (col, row) in mine.items():
            for direction in geom.directions:
                nb = cell_of.get((g["id"], *geom.neighbour(col, row, direction)))
                if nb and (nb, sid, kind) not in edges:
                    edges[(sid, nb, kind)] = Edge(sid, nb, kind, dict(g.get("edge_attrs", {})), prov)
    return grids, specs, cell_of


def _place_on_earth(doc, gi, g, geom, mine, spaces, lonlat_map, errors):
    geo = g.get("geo", {})
    if not mine or not ("cell_deg" in geo or "projection" in geo):
        return
    if "origin_lonlat" not in geo:
        errors.append(doc.error(["grids", gi, "geo"], "placing a grid on the earth needs origin_lonlat"))
        return
    origin = _origin_cell(doc, gi, g, geo, errors)
    if origin is None:
        return
    if "projection" in geo:
        if "cell_km" not in geo:
            errors.append(doc.error(["grids", gi, "geo"], "a projected grid needs cell_km (centre-to-centre distance)"))
            return
        where = cell_lonlats(geom, mine, geo, origin)
    else:
        (c0, r0), (dx, dy) = origin, geo["cell_deg"]
        sign = 1 if g.get("rows_north") else -1
        where = {sid: ((geo["origin_lonlat"][0] + (col - c0) * dx) % 360.0, geo["origin_lonlat"][1] + sign * (row - r0) * dy)
                 for sid, (col, row) in mine.items()}
    for sid, ll in where.items():
        spaces[sid].lonlat = ll
        if lonlat_map:
            spaces[sid].pos = ll


def _origin_cell(doc, gi, g, geo, errors) -> tuple[int, int] | None:
    if "origin_cell" not in geo:
        return g["columns"][0], g["rows"][0]
    for col in range(g["columns"][0], g["columns"][1] + 1):  # excluded cells may anchor the fit too
        for row in range(g["rows"][0], g["rows"][1] + 1):
            if g["id_format"].format(col=col, row=row) == geo["origin_cell"]:
                return col, row
    errors.append(doc.error(["grids", gi, "geo", "origin_cell"], f"{geo['origin_cell']!r} is not a cell of this grid"))
    return None


def apply_sides(doc: Located, d: dict, spaces: dict, edges: dict, grids: dict, specs: dict, cell_of: dict,
                errors: list[DataError]) -> list[tuple[list, Edge, dict]]:
    """Merge each listed cell's `sides` into the generated edges; returns (path, edge, attrs, attr_prov) to check."""
    told: dict[frozenset, tuple[str, dict]] = {}  # which cell first described a side, and what it said
    to_check = []
    for i, s in enumerate(d.get("spaces", [])):
        sp = spaces.get(s["id"])
        if not s.get("sides") or sp is None or sp.grid is None or sp.grid not in grids:
            continue
        geom, kind0 = grids[sp.grid], edge_kind(specs[sp.grid])
        for direction, side in s["sides"].items():
            path = ["spaces", i, "sides", direction]
            if direction not in geom.directions:
                errors.append(doc.error(path, f"{direction!r} is not a direction of this grid ({', '.join(geom.directions)})"))
                continue
            nb = cell_of.get((sp.grid, *geom.neighbour(*sp.cell, direction)))
            if nb is None:
                continue  # the map edge: nothing lies beyond
            said = {"remove": True} if side is None else {k: v for k, v in side.items() if k not in ("prov", "attr_prov")}
            pair = frozenset((sp.id, nb))
            if pair in told:
                other, before = told[pair]
                for k in sorted(set(said) & set(before)):
                    if said[k] != before[k]:
                        errors.append(doc.error(path + ([k] if side else []), f"side {direction} of {sp.id} says "
                                                f"{k}={said[k]!r} but {other} says {before[k]!r} about the same side"))
            else:
                told[pair] = (sp.id, said)
            key = find_edge(edges, sp.id, nb, (side or {}).get("kind", kind0)) or find_edge(edges, sp.id, nb, kind0)
            if key is None:
                continue  # already removed by the cell on the other side
            if side is None:
                del edges[key]
                continue
            e = edges[key]
            new_kind = side.get("kind", e.kind)
            if new_kind != e.kind:
                del edges[key]
                e.kind = new_kind
                edges[(e.a, e.b, new_kind)] = e
            attrs = {k: v for k, v in side.items() if k not in SIDE_KEYS}
            e.attrs.update(attrs)
            if "prov" in side:
                e.prov = normalize(side["prov"])
            to_check.append((path, e, attrs, side.get("attr_prov", {})))
    return to_check
