"""Where each space goes on the drawing, in world units (y grows downwards).

Hex maps (and grid maps not on the earth) are drawn in grid geometry, so hexes tile; other spaces of such a map
keep their own plane `pos`, or are placed from their lon/lat by the cells around them. Maps on the earth without
hexes (area maps, square sea grids fitted to lon/lat) are drawn on an equirectangular projection."""
from __future__ import annotations

import math

from pacwar.interpreter.map.grids import Grid
from pacwar.interpreter.map.model import GameMap


class LonLatToGrid:
    """lon/lat -> grid drawing units near cells whose lon/lat is known, from a local linear fit at the nearest cell."""

    def __init__(self, cells: list[tuple[tuple, tuple, list]]):
        self.cells = cells  # (lonlat, world xy, [(lonlat, xy) of neighbours])
        self.k = math.cos(math.radians(sum(c[0][1] for c in cells) / max(1, len(cells))))
        self.step = 2.0 * self._typical_spacing()
        self.buckets: dict[tuple, list[int]] = {}
        for i, (ll, _, _) in enumerate(cells):
            self.buckets.setdefault(self._key(ll), []).append(i)
        self._fits: dict[int, tuple] = {}

    def _typical_spacing(self) -> float:
        gaps = [math.hypot((n[0][0] - ll[0]) * self.k, n[0][1] - ll[1]) for ll, _, nbs in self.cells[:200] for n in nbs[:1]]
        return sorted(gaps)[len(gaps) // 2] if gaps else 1.0

    def _key(self, ll):
        return int(ll[0] * self.k // self.step), int(ll[1] // self.step)

    def nearest(self, lon: float, lat: float) -> tuple[int, float] | None:
        kx, ky = self._key((lon, lat))
        best = None
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                for i in self.buckets.get((kx + dx, ky + dy), []):
                    ll = self.cells[i][0]
                    d = math.hypot((ll[0] - lon) * self.k, ll[1] - lat)
                    if best is None or d < best[1]:
                        best = (i, d)
        return best

    def _fit(self, i: int):
        if i not in self._fits:
            ll0, w0, nbs = self.cells[i]
            sxx = sxy = syy = 0.0
            bx = [0.0, 0.0]
            by = [0.0, 0.0]
            for ll, w in nbs:
                dl = ((ll[0] - ll0[0] + 540) % 360 - 180, ll[1] - ll0[1])
                dw = (w[0] - w0[0], w[1] - w0[1])
                sxx, sxy, syy = sxx + dl[0] * dl[0], sxy + dl[0] * dl[1], syy + dl[1] * dl[1]
                bx = [bx[0] + dw[0] * dl[0], bx[1] + dw[0] * dl[1]]
                by = [by[0] + dw[1] * dl[0], by[1] + dw[1] * dl[1]]
            det = sxx * syy - sxy * sxy
            if abs(det) < 1e-12:
                self._fits[i] = None
            else:
                inv = (syy / det, -sxy / det, -sxy / det, sxx / det)
                self._fits[i] = ((bx[0] * inv[0] + bx[1] * inv[2], bx[0] * inv[1] + bx[1] * inv[3]),
                                 (by[0] * inv[0] + by[1] * inv[2], by[0] * inv[1] + by[1] * inv[3]))
        return self._fits[i]

    def __call__(self, lon: float, lat: float, reach: float = 1.5):
        """World position, or None when no cell lies within `reach` cell spacings."""
        near = self.nearest(lon, lat)
        if near is None or near[1] > reach * self.step / 2:
            return None
        ll0, w0, _ = self.cells[near[0]]
        fit = self._fit(near[0])
        if fit is None:
            return w0
        dl = ((lon - ll0[0] + 540) % 360 - 180, lat - ll0[1])
        return (w0[0] + fit[0][0] * dl[0] + fit[0][1] * dl[1], w0[1] + fit[1][0] * dl[0] + fit[1][1] * dl[1])


class Layout:
    def __init__(self, m: GameMap):
        self.m = m
        self.world: dict[str, tuple[float, float]] = {}
        self.outline: dict[str, list[tuple[float, float]]] = {}
        self.unplaced: list[str] = []
        self.pairs: list[tuple[str, str, tuple]] = []  # neighbouring cells and their shared side
        self.lonlat_to_world = None
        has_hex = any(g.kind == "hex" for g in m.grids.values())
        self.frame = "grid" if has_hex or (m.grids and m.coords != "lonlat") else m.coords if m.coords == "lonlat" else "plane"
        if self.frame == "lonlat":
            self._lonlat_frame()
        else:
            self._grid_frame()
        self._neighbour_pairs()
        xs = [p[0] for pts in self.outline.values() for p in pts] + [p[0] for p in self.world.values()]
        ys = [p[1] for pts in self.outline.values() for p in pts] + [p[1] for p in self.world.values()]
        self.bbox = (min(xs), min(ys), max(xs), max(ys)) if xs else (0.0, 0.0, 1.0, 1.0)
        self.cell = self._cell_size()

    # ------------------------------------------------------------------ frames
    def _grid_frame(self):
        m = self.m
        dx = 0.0
        roots = {}
        for gid, g in m.grids.items():
            roots.setdefault(g.lattice or gid, []).append(gid)
        for root, members in roots.items():  # separate lattices side by side
            cells = [s for s in m.spaces.values() if s.grid in members]
            if not cells:
                continue
            pts = {s.id: m.grids[s.grid].outline(*s.cell) for s in cells}
            x0 = min(p[0] for v in pts.values() for p in v)
            shift = dx - x0 if dx else 0.0
            for s in cells:
                self.outline[s.id] = [(x + shift, y) for x, y in pts[s.id]]
                cx, cy = m.grids[s.grid].position(*s.cell)
                self.world[s.id] = (cx + shift, cy)
            dx = max(p[0] for v in self.outline.values() for p in v) + 2.0
        known = [(s.lonlat, self.world[s.id], s) for s in m.spaces.values() if s.grid and s.lonlat]
        if len(known) >= 3:
            by_id = {s.id: (ll, w) for ll, w, s in known}
            rows = []
            for ll, w, s in known:
                nbs = [by_id[nb] for nb, _ in m.adj[s.id] if nb in by_id][:6]
                rows.append((ll, w, nbs))
            self.lonlat_to_world = LonLatToGrid(rows)
        for s in m.spaces.values():
            if s.grid:
                continue
            if s.pos is not None and m.coords in ("grid", "plane"):
                self.world[s.id] = tuple(s.pos)
            elif s.lonlat and self.lonlat_to_world and self.lonlat_to_world(*s.lonlat, reach=3.0):
                self.world[s.id] = self.lonlat_to_world(*s.lonlat, reach=3.0)
            else:
                self.unplaced.append(s.id)

    def _lonlat_frame(self):
        m = self.m
        lls = [s.lonlat or s.pos for s in m.spaces.values() if (s.lonlat or s.pos)]
        lat_mid = (min(p[1] for p in lls) + max(p[1] for p in lls)) / 2 if lls else 0.0
        self.k = math.cos(math.radians(lat_mid))
        self.lon0 = min(p[0] for p in lls) if lls else 0.0

        def w(lon, lat):
            return ((lon - self.lon0) * self.k, -lat)
        self.lonlat_to_world = lambda lon, lat, reach=None: w(lon, lat)
        for s in m.spaces.values():
            ll = s.lonlat or s.pos
            if ll is None:
                self.unplaced.append(s.id)
                continue
            self.world[s.id] = w(*ll)
            if s.grid:
                spec = m.grid_specs[s.grid].get("geo", {})
                hx, hy = [d / 2 for d in spec.get("cell_deg", (1.0, 1.0))]
                lon, lat = ll
                self.outline[s.id] = [w(lon - hx, lat + hy), w(lon + hx, lat + hy), w(lon + hx, lat - hy), w(lon - hx, lat - hy)]

    # ------------------------------------------------------------------ neighbours
    def _neighbour_pairs(self):
        """Every pair of cells that touch in their lattice, with the side they share (for walls and borders)."""
        m = self.m
        at: dict[tuple, str] = {}
        for s in m.spaces.values():
            if s.grid and s.id in self.outline:
                g = m.grids[s.grid]
                at[(g.lattice or s.grid, *g.to_lattice(*s.cell))] = s.id
        seen = set()
        for (root, col, row), sid in at.items():
            host: Grid = m.grids[root]
            for d in host.directions:
                nb = at.get((root, *host.neighbour(col, row, d)))
                if nb is None or (nb, sid) in seen:
                    continue
                seen.add((sid, nb))
                side = _shared_side(self.outline[sid], self.outline[nb])
                if side:
                    self.pairs.append((sid, nb, side))

    def _cell_size(self) -> float:
        """Typical distance between neighbouring centres, in world units."""
        if self.pairs:
            d = sorted(math.dist(self.world[a], self.world[b]) for a, b, _ in self.pairs[:500])
            return d[len(d) // 2]
        x0, y0, x1, y1 = self.bbox
        return max(x1 - x0, y1 - y0) / 40.0


def _shared_side(pa, pb):
    tol = 1e-6 + 1e-3 * math.dist(pa[0], pa[1])
    common = [p for p in pa if any(math.dist(p, q) < tol for q in pb)]
    return (common[0], common[1]) if len(common) >= 2 else None
