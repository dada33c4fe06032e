"""Check the reconstructed Orange Swan map against the two scenario setups and the rulebook examples.

    /tmp/venv/bin/python tools/mapgen/orange_swan_check.py

1. Ops Discs (R 5.0.3): each Garrisoned Port puts 1 Ops Disc (2 for a Strategic Area) in every Sea Zone its
   port edges touch; ports garrisoned only by Chinese units give none. The computed discs per zone and Side must
   equal the printed ones in both setups. The three restricted special zones (R 9.11) are reported, not
   compared: no setup lists discs in them (digest §12 #21).
2. Sea Control (R 5.4.1): per zone, naval units + Ops Discs; a Side with at least double the other's total
   (and more than 0) controls it. Every printed Control Disc must match, and every zone without one must be
   Contested or uncontrolled.
3. Connectivity and the rulebook example traces that need edge attributes (the facts file cannot express those).
Exit status 1 on any mismatch.
"""
from __future__ import annotations

import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT.parent))

from orange_swan_setups import SEA_NAME_OVERRIDES, SETUPS, SIDE  # noqa: E402

from pacwar.interpreter.map.loader import load_map  # noqa: E402


SEA_CONTROL: dict = {}


def main() -> int:
    m = load_map(ROOT / "games" / "orange_swan" / "map.yaml")
    problems: list[str] = []
    restricted = {s for s, sp in m.spaces.items() if sp.kind == "sea" and sp.attrs.get("restricted_to")}
    ports = defaultdict(list)  # land -> [sea]
    for e in m.edges:
        if e.kind == "port":
            land, sea = (e.a, e.b) if m.spaces[e.a].kind == "land" else (e.b, e.a)
            ports[land].append(sea)

    def land_id(name):
        sid = m.resolve(name)
        assert sid and m.spaces[sid].kind == "land", name
        return sid

    def sea_id(name):
        sid = SEA_NAME_OVERRIDES.get(name) or m.resolve(name)
        assert sid and m.spaces[sid].kind == "sea", name
        return sid

    print("== Ops Discs and Sea Control per setup ==")
    for sname, st in SETUPS.items():
        garrison = defaultdict(set)  # land -> nations
        for loc, nat, _ in st["land"]:
            garrison[land_id(loc)].add(nat)
        computed = defaultdict(lambda: {"axis": 0, "allies": 0})
        sources = defaultdict(list)
        for land, nats in garrison.items():
            if nats <= {"china"}:
                continue  # R 5.0.3 exception
            sides = {SIDE[n] for n in nats}
            assert len(sides) == 1, (land, nats)
            side = sides.pop()
            n = 2 if m.spaces[land].attrs.get("strategic") else 1
            for z in ports.get(land, []):
                computed[z][side] += n
                sources[(z, side)].append(f"{land}+{n}")
        printed = defaultdict(lambda: {"axis": 0, "allies": 0})
        ships = defaultdict(lambda: {"axis": 0, "allies": 0})
        disc = {}
        for loc, side, ops, ctrl, navals in st["sea"]:
            z = sea_id(loc)
            printed[z][side] += ops
            ships[z][side] += len(navals)
            if ctrl:
                disc[z] = side
        ok = bad = 0
        for z in sorted(set(printed) | set(computed)):
            for side in ("axis", "allies"):
                c, p = computed[z][side], printed[z][side]
                if z in restricted:
                    if c or p:
                        print(f"  [{sname}] {z} {side}: {c} computed (restricted zone, not printed; not compared)")
                    continue
                if c == p:
                    ok += 1
                else:
                    bad += 1
                    problems.append(f"[{sname}] Ops Discs {z} {side}: computed {c} {sources[(z, side)]}, printed {p}")
        print(f"  [{sname}] Ops Discs: {ok} zone/side counts match, {bad} differ")
        cok = cbad = 0
        for z in sorted(s for s, sp in m.spaces.items() if sp.kind == "sea"):
            ax = computed[z]["axis"] + ships[z]["axis"]
            al = computed[z]["allies"] + ships[z]["allies"]
            ctrl = "axis" if ax > 0 and ax >= 2 * al else "allies" if al > 0 and al >= 2 * ax else None
            want = disc.get(z)
            if z in restricted:
                if ctrl != want:
                    print(f"  [{sname}] {z}: 2:1 rule gives {ctrl}, no Control Disc printed (restricted zone; see notes.md)")
                continue
            if ctrl == want:
                cok += 1
            else:
                cbad += 1
                problems.append(f"[{sname}] Sea Control {z}: axis {ax} v allies {al} -> {ctrl}, printed {want}")
        SEA_CONTROL[sname] = {z: ("axis" if computed[z]["axis"] + ships[z]["axis"] > 0 and computed[z]["axis"] + ships[z]["axis"] >= 2 * (computed[z]["allies"] + ships[z]["allies"])
                                  else "allies" if computed[z]["allies"] + ships[z]["allies"] > 0 and computed[z]["allies"] + ships[z]["allies"] >= 2 * (computed[z]["axis"] + ships[z]["axis"]) else None)
                              for z in m.spaces if m.spaces[z].kind == "sea"}
        print(f"  [{sname}] Sea Control: {cok} zones match the printed Control Discs, {cbad} differ")

    print("== Connectivity ==")
    g = m.graph
    import networkx as nx
    playable = [s for s, sp in m.spaces.items() if not sp.attrs.get("neutral") and not sp.attrs.get("impassable")]
    sub = nx.Graph()
    sub.add_nodes_from(playable)
    for a, b, k in g.edges(keys=True):
        if k in ("land", "sea", "port") and a in sub and b in sub:
            sub.add_edge(a, b)
    comps = list(nx.connected_components(sub))
    print(f"  playable spaces {len(playable)}; components over land/sea/port edges: {len(comps)}")
    if len(comps) != 1:
        for c in comps:
            if len(c) < 20:
                problems.append(f"isolated playable group: {sorted(c)}")
    no_sea = [s for s in playable if m.spaces[s].kind == "land" and not any(k in ("port", "coast") for _, _, k in g.out_edges(s, keys=True))
              and not any(k == "land" for _, _, k in g.out_edges(s, keys=True))]
    if no_sea:
        problems.append(f"land areas with no neighbour at all: {no_sea}")
    seas = nx.Graph()
    seas.add_nodes_from(s for s, sp in m.spaces.items() if sp.kind == "sea")
    for a, b, k in g.edges(keys=True):
        if k == "sea":
            seas.add_edge(a, b)
    print(f"  sea zones connected by sea edges: {nx.is_connected(seas)}")
    if not nx.is_connected(seas):
        problems.append("sea zones are not connected by sea edges")
    for s, sp in m.spaces.items():
        if sp.kind == "land" and not sp.attrs.get("neutral") and not sp.attrs.get("impassable"):
            if sp.attrs.get("island") and not any(k == "port" for _, _, k in g.out_edges(s, keys=True)):
                if not any(k == "land" for _, _, k in g.out_edges(s, keys=True)):
                    problems.append(f"island {s} has neither a port nor a land link")

    print("== Edge-attribute checks of the rulebook text ==")

    def edge(a, b, kind):
        for nb, e in m.adj[a]:
            if nb == b and e.kind == kind:
                return e
        return None

    checks = [
        ("§5.1.1 Strait between Lesser Sunda and Celebes", lambda: any(
            e.kind == "sea" and e.attrs.get("strait") and set(e.attrs.get("flanks", [])) == {"lesser_sunda", "celebes"} for e in m.edges)),
        ("§5.1.2 double-black-arrow Lesser Sunda - Java (land)", lambda: (edge("lesser_sunda", "batavia", "land") or {}).attrs.get("double_arrow")),
        ("§5.1.2 double-black-arrow Lesser Sunda - Java (sea gate)", lambda: any(
            e.kind == "sea" and e.attrs.get("strait") and set(e.attrs.get("flanks", [])) == {"lesser_sunda", "batavia"} for e in m.edges)),
        ("§5.1.3 Kamchatka Strait flanked by the Kurile Islands and a Soviet area", lambda: any(
            e.kind == "sea" and e.attrs.get("kamchatka") and "kurile_islands" in e.attrs.get("flanks", [])
            and any(m.spaces[f].attrs.get("neutral") for f in e.attrs["flanks"]) for e in m.edges)),
        ("§6.2.1 Papuanian Rift inside New Guinea", lambda: any(
            e.kind == "land" and e.attrs.get("rift") and {e.a, e.b} <= set(m.regions["new_guinea"].members) for e in m.edges)),
        ("§7.0.4 every Mekong edge joins the Hanoi side to the Rangoon side", lambda: all(
            ({e.a, e.b} & set(m.regions["mekong_hanoi_side"].members)) and ({e.a, e.b} & set(m.regions["mekong_rangoon_side"].members))
            for e in m.edges if e.attrs.get("mekong")) and any(e.attrs.get("mekong") for e in m.edges)),
        ("§6.2.1 Darwin reaches Sydney by land without the Outback", lambda: land_path("darwin", "sydney", m)),
        ("§7.3 Hainan not reachable from Delhi without a double-black-arrow", lambda: "hainan" not in m.regions["continental_asia"].members),
        ("§4.1.2 Guadalcanal's only sea contact is the Solomon Sea",
         lambda: {nb for nb, e in m.adj["guadalcanal"] if e.kind in ("port", "coast")} == {"solomon_sea"}),
        ("§4.1.6 the Indian Ocean does not touch the Timor-E./N. Indian Ocean-Bay of Bengal chain",
         lambda: not ({nb for nb, e in m.adj["indian_ocean"]} & {"timor_sea", "eastern_indian_ocean", "northern_indian_ocean", "bay_of_bengal"})),
        ("§4.2.7 four Burma Road areas", lambda: len(m.regions["burma_road"].members) == 4),
        ("§4.2.4 ten Strategic Areas + Burma Road", lambda: sum(1 for s in m.spaces.values() if s.attrs.get("strategic")) == 10),
        ("§1.8 Soviet and Absolute Neutral areas are never enterable", lambda: all(
            m.spaces[s].attrs.get("neutral") for s in m.regions["soviet_union"].members + m.regions["absolute_neutrals"].members)),
    ]
    for label, fn in checks:
        okk = bool(fn())
        print(f"  {'ok ' if okk else 'BAD'} {label}")
        if not okk:
            problems.append(label)

    print("== Supply traces of the examples, 1942 Sea Control, port edges only for land-sea steps (project ruling) ==")
    ctrl42 = SEA_CONTROL["1942 Midway to Guadalcanal"]
    japan42 = {land_id(loc) for loc, nat, _ in SETUPS["1942 Midway to Guadalcanal"]["land"] if nat == "japan"}
    japan42 |= {s for s, sp in m.spaces.items() if sp.attrs.get("colour") in ("orange", "lightblue")}
    japan42 |= {"miri", "malay", "manila", "tacloban", "davao", "guam", "wake"}
    allied_land = {s for s, sp in m.spaces.items() if sp.kind == "land" and s not in japan42
                   and not sp.attrs.get("neutral") and not sp.attrs.get("impassable")}
    for restricted_friendly in (False, True):
        def ok_space(s):
            sp = m.spaces[s]
            if sp.kind == "land":
                return s in allied_land
            if restricted_friendly and sp.attrs.get("restricted_to") == "allies":
                return True
            return ctrl42.get(s) == "allies"

        def trace(start, goal):
            seen, todo = {start}, [start]
            while todo:
                x = todo.pop()
                if x == goal:
                    return True
                for nb, e in m.adj[x]:
                    if nb in seen or e.kind == "coast" or not ok_space(nb):
                        continue
                    if e.kind == "sea" and e.attrs.get("strait") and not all(f in allied_land for f in e.attrs["flanks"]):
                        continue
                    seen.add(nb)
                    todo.append(nb)
            return False
        tag = "US Coastal Waters counted as Allied-controlled" if restricted_friendly else "strict 2:1 (empty US Coastal Waters is Contested)"
        for label, a, b in [("§4.1.2 LS in the Solomon Sea: New Hebrides -> San Diego", "new_hebrides", "san_diego"),
                            ("§4.1.2 same LS: New Hebrides -> Sydney", "new_hebrides", "sydney"),
                            ("Hawaii -> San Diego", "hawaii", "san_diego")]:
            print(f"  [{tag}] {label}: {'traces' if trace(a, b) else 'NO TRACE'}")

    print("== Economic Power from the map (R 4.2.1), Strategic and Production Areas in each setup's hands ==")
    for label, owner_areas, want in [
        ("Japan 1941", [s for s, sp in m.spaces.items() if sp.attrs.get("colour") == "orange"], 25),
        ("US 1941 (+10 domestic)", [s for s, sp in m.spaces.items() if sp.attrs.get("colour") in ("green", "lightgreen")], 20),
        ("CW 1941", [s for s, sp in m.spaces.items() if sp.attrs.get("colour") in ("darkblue", "lightblue") and not sp.attrs.get("burma_road")], 45),
        ("China 1941 (Burma Road +5)", [s for s, sp in m.spaces.items() if sp.attrs.get("colour") == "purple"], 15),
    ]:
        pp = 5 * sum(1 for s in owner_areas if m.spaces[s].attrs.get("production") or m.spaces[s].attrs.get("strategic"))
        print(f"  {label}: {pp} PP from map areas, rulebook implies {want}" + ("" if pp == want else "  <-- differs"))
        if pp != want:
            problems.append(f"Economic Power {label}: {pp} v {want}")

    print("\n".join(["== Problems =="] + problems) if problems else "== all checks pass ==")
    return 1 if problems else 0


def land_path(a, b, m):
    seen, todo = {a}, [a]
    while todo:
        x = todo.pop()
        if x == b:
            return True
        for nb, e in m.adj[x]:
            if e.kind == "land" and nb not in seen and not m.spaces[nb].attrs.get("impassable") and not m.spaces[nb].attrs.get("neutral"):
                seen.add(nb)
                todo.append(nb)
    return False


if __name__ == "__main__":
    sys.exit(main())
