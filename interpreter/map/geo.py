"""Longitude/latitude for grid cells: a few spherical map projections in plain Python.

A grid's `geo` block places its lattice on the earth: the centre of `origin_cell` is at `origin_lonlat`,
neighbouring centres are `cell_km` apart on the chosen projection, and the grid is turned `rotation_deg`
counter-clockwise. The projections are spherical (mean earth radius); they place cells for drawing and
documentation, not for survey work. Longitudes are east, 0..360, as everywhere in pacwar maps."""
from __future__ import annotations

import math

EARTH_KM = 6371.0088
PROJECTIONS = ("laea", "equirect")


def _wrap(lon: float) -> float:
    return lon % 360.0


class Projection:
    """Forward and inverse of one projection, in km east/north of its centre."""

    def __init__(self, name: str, centre: tuple[float, float]):
        if name not in PROJECTIONS:
            raise ValueError(f"unknown projection {name!r} (known: {', '.join(PROJECTIONS)})")
        self.name = name
        self.lon0, self.lat0 = math.radians(centre[0]), math.radians(centre[1])

    def forward(self, lon: float, lat: float) -> tuple[float, float]:
        lam = math.radians(lon) - self.lon0
        lam = (lam + math.pi) % (2 * math.pi) - math.pi
        phi = math.radians(lat)
        if self.name == "equirect":
            return EARTH_KM * lam * math.cos(self.lat0), EARTH_KM * (phi - self.lat0)
        s0, c0 = math.sin(self.lat0), math.cos(self.lat0)
        denom = 1 + s0 * math.sin(phi) + c0 * math.cos(phi) * math.cos(lam)
        k = math.sqrt(2 / max(denom, 1e-12))
        return (EARTH_KM * k * math.cos(phi) * math.sin(lam),
                EARTH_KM * k * (c0 * math.sin(phi) - s0 * math.cos(phi) * math.cos(lam)))

    def inverse(self, e: float, n: float) -> tuple[float, float]:
        if self.name == "equirect":
            return (_wrap(math.degrees(self.lon0 + e / (EARTH_KM * math.cos(self.lat0)))),
                    math.degrees(self.lat0 + n / EARTH_KM))
        x, y = e / EARTH_KM, n / EARTH_KM
        rho = math.hypot(x, y)
        if rho < 1e-12:
            return _wrap(math.degrees(self.lon0)), math.degrees(self.lat0)
        c = 2 * math.asin(min(1.0, rho / 2))
        s0, c0 = math.sin(self.lat0), math.cos(self.lat0)
        phi = math.asin(math.cos(c) * s0 + y * math.sin(c) * c0 / rho)
        lam = self.lon0 + math.atan2(x * math.sin(c), rho * c0 * math.cos(c) - y * s0 * math.sin(c))
        return _wrap(math.degrees(lam)), math.degrees(phi)


def cell_lonlats(grid, cells: dict, geo: dict, origin: tuple[int, int]) -> dict:
    """lon/lat of every cell (id -> (col, row)) of a grid placed by a `geo` block with a projection."""
    proj = Projection(geo["projection"], tuple(geo.get("centre", geo["origin_lonlat"])))
    e0, n0 = proj.forward(*geo["origin_lonlat"])
    ox, oy = grid.position(*origin)
    km = geo["cell_km"] / grid.spacing
    rot = math.radians(geo.get("rotation_deg", 0.0))
    cr, sr = math.cos(rot), math.sin(rot)
    out = {}
    for sid, cell in cells.items():
        px, py = grid.position(*cell)
        de, dn = (px - ox) * km, (oy - py) * km  # drawing y grows southwards
        lon, lat = proj.inverse(e0 + de * cr - dn * sr, n0 + de * sr + dn * cr)
        out[sid] = (round(lon, 3), round(lat, 3))
    return out
