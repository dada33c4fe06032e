"""Dai Senso's railways, roads, rivers and mountain hexsides (map.yaml edge attributes), checked against facts of
1937-45 geography -- not against the generator's output.  Reads map.yaml only (tools/mapgen/dai_senso_lines.py
traced them; notes.md "## Map", R284-R289)."""
from __future__ import annotations

import collections
import math
import sys
from functools import lru_cache
from pathlib import Path

import pytest
import yaml

MAP = Path(__file__).resolve().parent.parent / "games" / "dai_senso" / "map.yaml"
LINE_ATTRS = ("rail", "road", "river", "mountain")
Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@lru_cache(maxsize=1)
def _map():
    d = yaml.load(MAP.read_text(), Loader=Loader)
    spaces = {s["id"]: s for s in d["spaces"]}
    named = {s["name"]: s["id"] for s in d["spaces"] if s.get("name")}
    return d, spaces, named


def hex_at(place: str, lon: float | None = None, lat: float | None = None) -> str:
    """A named hex of the map, or the land hex whose centre is nearest a place's real position."""
    d, spaces, named = _map()
    if place in named:
        return named[place]
    c = math.cos(math.radians(lat))
    return min((h for h, s in spaces.items() if s["kind"] == "land"),
               key=lambda h: ((spaces[h]["pos"][0] - lon) * c) ** 2 + (spaces[h]["pos"][1] - lat) ** 2)


def net(year: int, kinds=("rail",)):
    """Adjacency of the hexsides carrying any of `kinds` in service in `year`."""
    d, _, _ = _map()
    adj = collections.defaultdict(set)
    for e in d["edges"]:
        a = e.get("attrs") or {}
        if any(a.get(k) and a.get(f"{k}_from", 1937) <= year for k in kinds):
            adj[e["a"]].add(e["b"])
            adj[e["b"]].add(e["a"])
    return adj


def joined(a: str, b: str, adj) -> bool:
    seen, todo = {a}, [a]
    while todo:
        h = todo.pop()
        if h == b:
            return True
        for n in adj[h] - seen:
            seen.add(n)
            todo.append(n)
    return False


HARBIN = ("Harbin", 126.63, 45.75)
HSINKING = ("Hsinking", 125.32, 43.82)


def test_the_1937_rail_net_joins_china_manchuria_korea_and_vladivostok():
    # Peking-Hankow, Canton-Hankow (1936), Tientsin-Pukow, Shanghai-Nanking, Peking-Mukden, SMR, CER, Keigi/Antung lines
    rail = net(1937)
    places = [hex_at(p) for p in ("Peiping", "Wuhan", "Canton", "Nanking", "Shanghai", "Mukden", "Keijo", "Vladivostok")]
    places += [hex_at(*HARBIN), hex_at(*HSINKING)]
    for h in places[1:]:
        assert joined(places[0], h, rail), h


def test_trans_siberian_and_indian_and_malayan_lines_in_1937():
    rail = net(1937)
    assert joined(hex_at("Chita"), hex_at("Khabarovsk"), rail)          # Amur line, 1916
    assert joined(hex_at("Khabarovsk"), hex_at("Vladivostok"), rail)    # Ussuri line
    assert joined(hex_at("Calcutta"), hex_at("New Delhi"), rail)        # East Indian Railway
    assert joined(hex_at("New Delhi"), hex_at("Bombay"), rail)          # GIP / BB&CI
    assert joined(hex_at("Singapore"), hex_at("Bangkok"), rail)         # FMS-Siam link, 1918
    assert joined(hex_at("Hanoi"), hex_at("Saigon"), rail)              # Transindochinois, 1936
    assert joined(hex_at("Hanoi"), hex_at("Kunming"), rail)             # Yunnan railway, 1910


def test_rangoon_and_bangkok_joined_by_rail_only_from_1944():
    # Burma-Siam railway, completed October 1943; a line opening in a year's last quarter counts from the next (R312)
    rangoon, bangkok = hex_at("Rangoon"), hex_at("Bangkok")
    assert not joined(rangoon, bangkok, net(1943))
    assert joined(rangoon, bangkok, net(1944))


def test_lashio_and_kunming_joined_overland_only_from_the_burma_road():
    # the Burma Road opened in December 1938 (first convoys January 1939, R285)
    lashio, kunming = hex_at("Lashio"), hex_at("Kunming")
    assert not joined(lashio, kunming, net(1938, ("rail", "road")))
    assert joined(lashio, kunming, net(1939, ("road",)))


def test_the_ledo_road_opens_in_1945():
    ledo, myitkyina = hex_at("Ledo", 95.73, 27.30), hex_at("Myitkyina", 97.40, 25.38)
    assert ledo != myitkyina
    assert not joined(ledo, myitkyina, net(1944, ("rail", "road")))
    assert joined(ledo, myitkyina, net(1945, ("road",)))


def test_honshu_and_kyushu_joined_by_rail_only_from_the_kanmon_tunnel():
    tokyo, nagasaki = hex_at("Tokyo"), hex_at("Nagasaki")
    assert not joined(tokyo, nagasaki, net(1941))
    assert joined(tokyo, nagasaki, net(1942))


def test_no_line_on_an_all_sea_hexside_and_every_line_joins_two_land_hexes():
    d, spaces, _ = _map()
    n = 0
    for e in d["edges"]:
        a = e.get("attrs") or {}
        if any(a.get(k) for k in LINE_ATTRS):
            n += 1
            assert not a.get("all_sea"), (e["a"], e["b"])
            assert spaces[e["a"]]["kind"] == "land" and spaces[e["b"]]["kind"] == "land", (e["a"], e["b"])
    assert n > 400


def test_every_line_attribute_names_its_line():
    d, _, _ = _map()
    n = 0
    for e in d["edges"]:
        a = e.get("attrs") or {}
        for k in ("rail", "rail_from", "road", "road_from", "river", "mountain"):
            if k in a:
                n += 1
                p = e["attr_prov"][k]
                assert p.startswith("geography: ") and len(p) > len("geography: ") + 3, (e["a"], e["b"], k)
        for k in ("rail", "road"):
            if f"{k}_from" in a:
                assert a[k] is True and 1937 < a[f"{k}_from"] <= 1945
    assert n > 400


def test_the_yangtze_separates_nanking_from_the_north_bank():
    # Nanking is on the south bank (Pukow faces it): some hexside from Nanking's hex to the row north is a river
    d, _, _ = _map()
    nanking = hex_at("Nanking")
    north = f"{nanking[0]}{int(nanking[1:3]) + 1:02d}"
    assert any((e.get("attrs") or {}).get("river") and nanking in (e["a"], e["b"])
               and any(x.startswith(north) for x in (e["a"], e["b"])) for e in d["edges"])


@pytest.mark.parametrize("place", ["Chungking", "Kweiyang"])
def test_szechwan_has_roads_but_no_railway_in_1937(place):
    # Chengtu-Chungking railway opened only in 1952; Chungking was reached by road (and river)
    h = hex_at(place)
    assert not net(1945)[h]
    assert net(1937, ("road",))[h]


def test_p5201_the_korean_rail_hex_is_on_a_railway():
    assert net(1937)["p5201"]    # §38.1.3 example: a Korean rail hex bordering Russia


def _line_table():
    """The line table of the map generator (tools/mapgen/dai_senso_lines.py), for its waypoint names."""
    import importlib.util
    pytest.importorskip("numpy")
    path = MAP.parent.parent.parent / "tools" / "mapgen" / "dai_senso_lines.py"
    spec = importlib.util.spec_from_file_location("dai_senso_lines_for_test", path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod    # dataclasses look their module up while the class is made
    spec.loader.exec_module(mod)
    return mod


def _km(p, q):
    """Great-circle distance in km of two (lon, lat) points."""
    (lo1, la1), (lo2, la2) = (map(math.radians, p)), (map(math.radians, q))
    c = math.sin(la1) * math.sin(la2) + math.cos(la1) * math.cos(la2) * math.cos(lo1 - lo2)
    return 6371 * math.acos(max(-1.0, min(1.0, c)))


def _line_hexes():
    """{line name: hexes touched by the hexsides whose attr_prov names that line}."""
    d, _, _ = _map()
    out = collections.defaultdict(set)
    for e in d["edges"]:
        for k, p in (e.get("attr_prov") or {}).items():
            if k in LINE_ATTRS and p.startswith("geography: "):
                for name in p[len("geography: "):].split("; "):
                    out[name] |= {e["a"], e["b"]}
    return out


def test_every_named_station_of_a_railway_or_road_lies_on_its_traced_hexsides():
    # a station that is a named place of the map (Peiping, Kaifeng, Changsha...) is on the line that serves it: its
    # printed hex is an end of one of the line's hexsides (unless the whole line lies inside that one hex)
    mod = _line_table()
    _, spaces, named = _map()
    named = {**named, **{a: named[n] for a, n in mod.PLACE_ALIASES.items() if n in named}}
    hexes = _line_hexes()
    missing = []
    for line in mod.RAILWAYS + mod.ROADS:
        on = hexes.get(line.name)
        if not on:
            continue   # a line inside one hex marks nothing (R284)
        for place, lon, lat in line.points:
            if place in named and _km(spaces[named[place]]["pos"], (lon, lat)) > 750:
                continue   # a homonym of a far-away map place (Petropavlovsk in Kazakhstan, Wuchang by Harbin)
            if place in named and named[place] not in on:
                missing.append(f"{line.name}: {place} {named[place]}")
    assert not missing, missing


def test_peiping_and_kalgan_joined_by_the_peking_suiyuan_railway_in_1937():
    rail = net(1937)
    assert joined(hex_at("Peiping"), hex_at("Kalgan", 114.88, 40.82), rail)
    assert hex_at("Peiping") in {x for e in _map()[0]["edges"] for x in (e["a"], e["b"])
                                if "Peking-Suiyuan" in (e.get("attr_prov") or {}).get("rail", "")}


def test_no_line_has_a_dead_end_spur():
    # a railway or road is a path: its own hexsides have two ends, plus at most the printed hexes of its named
    # stations that the fit puts beside the line (Kalgan, Irkutsk); a step into a hex and back out is a spur
    mod = _line_table()
    d, _, named = _map()
    named = {**named, **{a: named[n] for a, n in mod.PLACE_ALIASES.items() if n in named}}
    by_line = collections.defaultdict(collections.Counter)
    for e in d["edges"]:
        for k in ("rail", "road"):
            for name in (e.get("attr_prov") or {}).get(k, "geography: ")[len("geography: "):].split("; "):
                if name:
                    by_line[name][e["a"]] += 1
                    by_line[name][e["b"]] += 1
    bad = []
    for line in mod.RAILWAYS + mod.ROADS:
        inner = {named[p] for p, _, _ in line.points[1:-1] if p in named}
        leaves = [h for h, n in by_line[line.name].items() if n == 1]
        if len(leaves) > 2 + len(inner & set(leaves)):
            bad.append(f"{line.name}: {sorted(leaves)}")
    assert not bad, bad


def test_the_trans_siberian_joins_the_far_east_to_central_asia_in_1937():
    # Chelyabinsk-Omsk-Novosibirsk-Taishet (1898), Novosibirsk-Barnaul-Semipalatinsk (1915), the Turksib (1930)
    rail = net(1937)
    taishet, omsk = hex_at("Taishet", 98.00, 55.94), hex_at("Omsk", 73.37, 54.98)
    novosibirsk, krasnoyarsk = hex_at("Novosibirsk", 82.92, 55.03), hex_at("Krasnoyarsk", 92.87, 56.01)
    assert len({taishet, omsk, novosibirsk, krasnoyarsk}) == 4
    for h in (omsk, novosibirsk, krasnoyarsk, hex_at("Tashkent", 69.24, 41.30), hex_at("Vladivostok")):
        assert joined(taishet, h, rail), h


def test_akyab_has_no_road_or_rail_across_the_arakan_yoma_before_1944():
    # Akyab was reached by sea and by the coastal track from Chittagong; the Rangoon-Prome-Magwe road runs up the
    # Irrawaddy valley, east of the range
    assert not net(1943, ("rail", "road"))[hex_at("Akyab")]


def _side(city_hex: str, line_part: str, kind: str = "rail"):
    """The attrs of the hexsides at `city_hex` that a line named like `line_part` crosses."""
    d, _, _ = _map()
    return [e.get("attrs") or {} for e in d["edges"] if city_hex in (e["a"], e["b"])
            and line_part in (e.get("attr_prov") or {}).get(kind, "")]


@pytest.mark.parametrize("city, across, along, kind", [
    # Chungking is on the north bank, at the Jialing mouth: the road south to Kweiyang crosses the Yangtze, the road
    # west to Chengtu does not
    ("Chungking", "Yunnan-Kweichow", "Chengtu-Chungking", "road"),
    # Nanking is on the south bank, facing Pukow: the Tientsin-Pukow (train ferry) crosses it, the Shanghai line not
    ("Nanking", "Tientsin-Pukow", "Shanghai-Nanking", "rail"),
    # Mandalay is on the east bank: the Myitkyina line crosses by the Ava bridge, the Rangoon line does not
    ("Mandalay", "Mandalay-Myitkyina", "Rangoon-Mandalay", "rail"),
])
def test_cities_on_their_real_bank(city, across, along, kind):
    h = hex_at(city)
    a, b = _side(h, across, kind), _side(h, along, kind)
    assert a and b
    assert any(x.get("river") for x in a)
    assert not any(x.get("river") for x in b)


def test_kaifeng_and_chengchow_on_the_same_bank():
    # both lie south of the 1937 Yellow River: the Lunghai between them crosses no river
    d, _, _ = _map()
    k, c = hex_at("Kaifeng"), hex_at("Chengchow")
    e = next(e for e in d["edges"] if {e["a"], e["b"]} == {k, c})
    assert e["attrs"].get("rail") and not e["attrs"].get("river")
    # and the Peking-Hankow crosses the river going north from Chengchow, not going south
    ph = _side(c, "Peking-Hankow")
    assert len(ph) == 2 and sum(bool(x.get("river")) for x in ph) == 1


def test_kweiyang_joined_by_road_to_the_kwangsi_railhead_in_1937():
    # the Kweiyang-Tushan-Liuchow (Qian-Gui) highway; Liuchow lies in Kweilin's hex
    assert joined(hex_at("Kweiyang"), hex_at("Liuchow", 109.41, 24.33), net(1937, ("road",)))


def test_the_jehol_lines_open_in_1938_and_1939():
    # Chinchow-Chengteh (1938) and Peiping-Kupeikou-Chengteh (1939): Peiping reaches Chengteh's hex from 1939
    d, _, _ = _map()
    chengteh, peiping = hex_at("Chengteh", 117.94, 40.97), hex_at("Peiping")
    e = next(e for e in d["edges"] if {e["a"], e["b"]} == {chengteh, peiping})
    assert e["attrs"].get("rail") and e["attrs"].get("rail_from") == 1939


def test_the_yangtze_gorges_are_guarded_by_a_range():
    # Daba Shan and Wu Shan: every two-hexside route from Chungking's hex to Ichang's crosses a mountain hexside
    d, _, _ = _map()
    c, ichang = hex_at("Chungking"), hex_at("Ichang", 111.29, 30.70)
    sides = {}
    for e in d["edges"]:
        sides[frozenset((e["a"], e["b"]))] = e.get("attrs") or {}
    via = [x for pr in sides if c in pr for x in pr - {c} if frozenset((x, ichang)) in sides]
    assert via
    assert all(sides[frozenset((c, x))].get("mountain") or sides[frozenset((x, ichang))].get("mountain") for x in via), via
