"""Writes games/fire_in_the_sky/scenarios.yaml from the order-of-battle tables below (edit these, not the YAML).

The Scenario Book of Fire in the Sky (set-ups, reinforcement schedules, starting values) is not in the rulebook
text. These tables reconstruct them from the historical record; each line's provenance names the source:
  DULL   = Paul S. Dull, A Battle History of the Imperial Japanese Navy 1941-1945 (1978)
  MORISON = S. E. Morison, History of United States Naval Operations in World War II, vols. III-IV (1948-49)
  DANFS  = Dictionary of American Naval Fighting Ships (commissioning and arrival dates)
  ROSKILL = S. W. Roskill, The War at Sea 1939-1945, vol. II (1956) (British Eastern Fleet)
Where the historical anchorage would exceed an assumed Port Capacity (3.2.4), part of the force is placed at the
nearest friendly base with room (`check_capacities` refuses a set-up over a capacity). Ship pairs follow 1.0 ("usually a pair for aircraft carriers and battleships"). Counter values are the class
placeholders of units.yaml. Game turns: T1 = December 1941, T2 = Jan-Mar 1942, then one quarter a turn
(digest 1, inferred from 16.1.1 and 16.2.3).

Run: python3 tools/fits_setup.py
"""
from __future__ import annotations

import re
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "games" / "fire_in_the_sky"

REF_JP = {"src": "reference", "ref": "DULL (Dull 1978), positions of late February 1942"}
REF_US = {"src": "reference", "ref": "MORISON vol. III (1948), positions of late February 1942; DANFS"}
REF_BR = {"src": "reference", "ref": "ROSKILL vol. II (1956), Eastern Fleet and ABDA forces, February 1942"}
REF_NL = {"src": "reference", "ref": "MORISON vol. III (1948), ABDA Combined Striking Force at Surabaya, February 1942"}

# (class, name, nation, where)   where: a place name of map.yaml or a box id
FEB_1942 = [
    # Japan (Dull: Kido Butai at Staring Bay (Kendari) after the Darwin raid; Main Body in the Inland Sea)
    ("CV", "Akagi & Kaga", "japan", "Kendari", REF_JP),
    ("CV", "Hiryu & Soryu", "japan", "Kendari", REF_JP),
    ("CV", "Shokaku & Zuikaku", "japan", "Kure", REF_JP),
    ("CV", "Hosho & Ryujo", "japan", "Formosa", REF_JP),
    ("CVL", "Zuiho & Shoho", "japan", "Yokosuka", REF_JP),
    ("BB", "Kongo & Haruna", "japan", "Singapore", REF_JP),
    ("BB", "Hiei & Kirishima", "japan", "Singapore", REF_JP),
    ("BB", "Nagato & Mutsu", "japan", "Kure", REF_JP),
    ("BB", "Yamato", "japan", "Kure", REF_JP),
    ("BB", "Ise & Hyuga", "japan", "Kure", REF_JP),
    ("BB", "Fuso & Yamashiro", "japan", "Yokosuka", REF_JP),
    ("CA", "Nachi & Haguro", "japan", "Balikpapan", REF_JP),
    ("CA", "Myoko & Ashigara", "japan", "Ambon", REF_JP),
    ("CA", "Mogami & Mikuma", "japan", "Saigon", REF_JP),
    ("CA", "Tone & Chikuma", "japan", "Ambon", REF_JP),
    ("CA", "Aoba & Kinugasa", "japan", "Rabaul", REF_JP),
    ("CA", "Atago & Takao", "japan", "Palau", REF_JP),
    ("CL", "Jintsu & Naka", "japan", "Balikpapan", REF_JP),
    ("CL", "Sendai & Yura", "japan", "Saigon", REF_JP),
    ("DD", "DesRon 2", "japan", "Balikpapan", REF_JP),
    ("DD", "DesRon 4", "japan", "Ambon", REF_JP),
    ("DD", "DesRon 3", "japan", "Saigon", REF_JP),
    ("DD", "DesRon 6", "japan", "Rabaul", REF_JP),
    ("DD", "DesRon 1", "japan", "Kure", REF_JP),
    ("DD", "Escort Group 1", "japan", "convoy_escort", REF_JP),
    ("DD", "Escort Group 2", "japan", "convoy_escort", REF_JP),
    ("AIR", "11th Air Fleet", "japan", "Kendari", REF_JP),
    ("AIR", "22nd Air Flotilla", "japan", "Saigon", REF_JP),
    ("AIR", "24th Air Flotilla", "japan", "Rabaul", REF_JP),
    ("AIR", "Formosa air group", "japan", "Formosa", REF_JP),
    ("AIR", "Home air group", "japan", "Yokosuka", REF_JP),
    ("AIR", "Naval Aviation (trained)", "japan", "naval_aviation",
     {"src": "rulebook", "ref": "§16.2.3", "note": "the Japanese start every scenario with one 2-strength air unit in the Naval Aviation box"}),
    ("ARMY", "14th Army", "japan", "Manila", REF_JP),
    ("ARMY", "25th Army", "japan", "Singapore", REF_JP),
    ("ARMY", "16th Army", "japan", "Palembang", REF_JP),
    ("ARMY", "15th Army", "japan", "Bangkok", REF_JP),
    ("DIV", "South Seas Detachment", "japan", "Rabaul", REF_JP),
    ("DIV", "48th Division", "japan", "Formosa", REF_JP),
    ("DIV", "Kure SNLF", "japan", "Kure", REF_JP),
    # United States and ANZAC
    ("CV", "Enterprise", "us", "Pearl Harbor", REF_US),
    ("CV", "Yorktown", "us", "Samoa", REF_US),
    ("CV", "Lexington", "us", "Noumea", REF_US),
    ("BB", "Colorado & Maryland", "us", "west_coast_usa", REF_US),
    ("BB", "Tennessee & Pennsylvania", "us", "west_coast_usa", REF_US),
    ("CA", "Houston", "us", "Surabaya", REF_US),
    ("CA", "Chicago & Astoria", "us", "Noumea", REF_US),
    ("CA", "Indianapolis & Minneapolis", "us", "Pearl Harbor", REF_US),
    ("CA", "Louisville & Portland", "us", "Samoa", REF_US),
    ("CL", "Helena & St. Louis", "us", "Pearl Harbor", REF_US),
    ("DD", "DesRon 29 (Asiatic)", "us", "Darwin", REF_US),
    ("DD", "DesRon 1 (Pacific)", "us", "Pearl Harbor", REF_US),
    ("DD", "DesRon 2 (Pacific)", "us", "Samoa", REF_US),
    ("DD", "ANZAC DDs", "us", "Noumea", REF_US),
    ("AIR", "7th Air Force", "us", "Pearl Harbor", REF_US),
    ("AIR", "Far East Air Force remnants", "us", "Darwin", REF_US),
    ("AIR", "RAAF", "us", "Brisbane", REF_US),
    ("ARMY", "Hawaiian Department", "us", "Pearl Harbor", REF_US),
    ("ARMY", "Australian Army", "us", "Brisbane", REF_US),
    ("DIV", "2nd Marine Brigade", "us", "Samoa", REF_US),
    ("DIV", "New Guinea Force", "us", "Port Moresby", REF_US),
    ("DIV", "Darwin garrison", "us", "Darwin", REF_US),
    ("DIV", "NZ 3rd Division", "us", "Fiji", REF_US),
    ("DIV", "Task Force 6814", "us", "Noumea", REF_US),
    # Britain and India
    ("CV", "Indomitable", "britain", "Ceylon", REF_BR),
    ("CVL", "Hermes", "britain", "Ceylon", REF_BR),
    ("BB", "Revenge & Resolution", "britain", "Bombay", REF_BR),
    ("BB", "Ramillies & Royal Sovereign", "britain", "indian_ocean_ports", REF_BR),
    ("CA", "Exeter", "britain", "Surabaya", REF_BR),
    ("CA", "Cornwall & Dorsetshire", "britain", "Bombay", REF_BR),
    ("CL", "Dragon & Danae", "britain", "Darwin", REF_BR),
    ("DD", "Eastern Fleet DDs", "britain", "Ceylon", REF_BR),
    ("AIR", "RAF India", "britain", "Calcutta", REF_BR),
    ("AIR", "RAF Ceylon", "britain", "Ceylon", REF_BR),
    ("ARMY", "Burma Corps", "britain", "Rangoon", REF_BR),
    ("ARMY", "Eastern Army", "britain", "Calcutta", REF_BR),
    ("DIV", "Ceylon garrison", "britain", "Ceylon", REF_BR),
    # Netherlands (ABDA)
    ("CL", "De Ruyter & Java", "netherlands", "Surabaya", REF_NL),
    ("CL", "Tromp", "netherlands", "Darwin", REF_NL),
    ("DD", "Dutch DDs", "netherlands", "Surabaya", REF_NL),
    ("ABDA", "ABDA", "netherlands", "Surabaya", {"src": "rulebook", "ref": "§15.4", "note": "the Dutch ABDA land unit; placed at Surabaya (MORISON vol. III: KNIL on Java)"}),
]


REF_JP41 = {"src": "reference", "ref": "DULL (Dull 1978), dispositions of early December 1941"}
REF_US41 = {"src": "reference", "ref": "MORISON vol. III (1948), dispositions of 7 December 1941"}
REF_BR41 = {"src": "reference", "ref": "ROSKILL vol. I-II (1954-56), Force Z and the Eastern Fleet, December 1941"}
REF_NL41 = {"src": "reference", "ref": "MORISON vol. III (1948), Netherlands East Indies naval forces, December 1941"}

# The December 1941 campaign (Game Turn 1 to 16): forces in port at the start of the war. The special rules of
# the December 1941 turn are in the Scenario Book (not in the text): turn 1 is played as a normal turn.
DEC_1941 = [
    ("CV", "Akagi & Kaga", "japan", "Kure", REF_JP41),
    ("CV", "Hiryu & Soryu", "japan", "Kure", REF_JP41),
    ("CV", "Shokaku & Zuikaku", "japan", "Yokosuka", REF_JP41),
    ("CV", "Hosho & Ryujo", "japan", "Palau", REF_JP41),
    ("CVL", "Zuiho & Shoho", "japan", "Yokosuka", REF_JP41),
    ("BB", "Kongo & Haruna", "japan", "Saigon", REF_JP41),
    ("BB", "Hiei & Kirishima", "japan", "Kure", REF_JP41),
    ("BB", "Nagato & Mutsu", "japan", "Kure", REF_JP41),
    ("BB", "Yamato", "japan", "Yokosuka", REF_JP41),
    ("BB", "Ise & Hyuga", "japan", "Yokosuka", REF_JP41),
    ("BB", "Fuso & Yamashiro", "japan", "Kure", REF_JP41),
    ("CA", "Nachi & Haguro", "japan", "Palau", REF_JP41),
    ("CA", "Myoko & Ashigara", "japan", "Palau", REF_JP41),
    ("CA", "Mogami & Mikuma", "japan", "Formosa", REF_JP41),
    ("CA", "Tone & Chikuma", "japan", "Kure", REF_JP41),
    ("CA", "Aoba & Kinugasa", "japan", "Saipan", REF_JP41),
    ("CA", "Atago & Takao", "japan", "Formosa", REF_JP41),
    ("CL", "Jintsu & Naka", "japan", "Formosa", REF_JP41),
    ("CL", "Sendai & Yura", "japan", "Saigon", REF_JP41),
    ("DD", "DesRon 2", "japan", "Formosa", REF_JP41),
    ("DD", "DesRon 4", "japan", "Okinawa", REF_JP41),
    ("DD", "DesRon 3", "japan", "Saigon", REF_JP41),
    ("DD", "DesRon 6", "japan", "Kwajalein", REF_JP41),
    ("DD", "DesRon 1", "japan", "Yokosuka", REF_JP41),
    ("DD", "Escort Group 1", "japan", "convoy_escort", REF_JP41),
    ("DD", "Escort Group 2", "japan", "convoy_escort", REF_JP41),
    ("AIR", "11th Air Fleet", "japan", "Formosa", REF_JP41),
    ("AIR", "22nd Air Flotilla", "japan", "Saigon", REF_JP41),
    ("AIR", "24th Air Flotilla", "japan", "Kwajalein", REF_JP41),
    ("AIR", "Mandates air group", "japan", "Saipan", REF_JP41),
    ("AIR", "Home air group", "japan", "Yokosuka", REF_JP41),
    ("AIR", "Naval Aviation (trained)", "japan", "naval_aviation",
     {"src": "rulebook", "ref": "§16.2.3", "note": "the Japanese start every scenario with one 2-strength air unit in the Naval Aviation box"}),
    ("ARMY", "14th Army", "japan", "Formosa", REF_JP41),
    ("ARMY", "25th Army", "japan", "Saigon", REF_JP41),
    ("ARMY", "16th Army", "japan", "Kure", REF_JP41),
    ("ARMY", "15th Army", "japan", "Shanghai", REF_JP41),
    ("DIV", "South Seas Detachment", "japan", "Saipan", REF_JP41),
    ("DIV", "48th Division", "japan", "Okinawa", REF_JP41),
    ("DIV", "Maizuru SNLF", "japan", "Kwajalein", REF_JP41),
    # United States and ANZAC
    ("CV", "Enterprise", "us", "Pearl Harbor", REF_US41),
    ("CV", "Lexington", "us", "Pearl Harbor", REF_US41),
    ("CV", "Saratoga", "us", "west_coast_usa", REF_US41),
    ("BB", "Arizona & Oklahoma", "us", "Pearl Harbor", REF_US41),
    ("BB", "California & West Virginia", "us", "Pearl Harbor", REF_US41),
    ("BB", "Tennessee & Maryland", "us", "Pearl Harbor", REF_US41),
    ("BB", "Colorado & Pennsylvania", "us", "west_coast_usa", REF_US41),
    ("CA", "Houston", "us", "Manila", REF_US41),
    ("CA", "Chicago & Astoria", "us", "Pearl Harbor", REF_US41),
    ("CA", "Indianapolis & Minneapolis", "us", "west_coast_usa", REF_US41),
    ("CA", "Louisville & Portland", "us", "west_coast_usa", REF_US41),
    ("CL", "Helena & St. Louis", "us", "west_coast_usa", REF_US41),
    ("DD", "DesRon 29 (Asiatic)", "us", "Manila", REF_US41),
    ("DD", "DesRon 1 (Pacific)", "us", "west_coast_usa", REF_US41),
    ("DD", "DesRon 2 (Pacific)", "us", "west_coast_usa", REF_US41),
    ("DD", "ANZAC DDs", "us", "Brisbane", REF_US41),
    ("AIR", "Hawaiian Air Force", "us", "Pearl Harbor", REF_US41),
    ("AIR", "Far East Air Force", "us", "Manila", REF_US41),
    ("AIR", "RAAF", "us", "Brisbane", REF_US41),
    ("ARMY", "Hawaiian Department", "us", "Pearl Harbor", REF_US41),
    ("ARMY", "Philippine Department", "us", "Manila", REF_US41),
    ("ARMY", "Australian Army", "us", "Brisbane", REF_US41),
    ("DIV", "Wake and Guam garrisons", "us", "Wake", REF_US41),
    ("DIV", "Marine Defense Battalions", "us", "Midway", REF_US41),
    ("DIV", "8th Australian Division", "us", "Darwin", REF_US41),
    ("DIV", "New Guinea Force", "us", "Port Moresby", REF_US41),
    ("DIV", "Mindanao Force", "us", "Davao", REF_US41),
    # Britain and India
    ("BB", "Prince of Wales & Repulse", "britain", "Singapore", REF_BR41),
    ("CV", "Indomitable", "britain", "indian_ocean_ports", REF_BR41),
    ("CVL", "Hermes", "britain", "Ceylon", REF_BR41),
    ("CA", "Exeter", "britain", "Ceylon", REF_BR41),
    ("CA", "Cornwall & Dorsetshire", "britain", "Bombay", REF_BR41),
    ("CL", "Dragon & Danae", "britain", "Singapore", REF_BR41),
    ("DD", "Force Z destroyers", "britain", "Singapore", REF_BR41),
    ("AIR", "RAF Far East", "britain", "Singapore", REF_BR41),
    ("AIR", "RAF India", "britain", "Calcutta", REF_BR41),
    ("ARMY", "Malaya Command", "britain", "Malaya", REF_BR41),
    ("DIV", "Singapore garrison", "britain", "Singapore", REF_BR41),
    ("DIV", "Hong Kong garrison", "britain", "Hong Kong", REF_BR41),
    ("DIV", "Burma garrison", "britain", "Rangoon", REF_BR41),
    ("ARMY", "Eastern Army", "britain", "Calcutta", REF_BR41),
    # Netherlands
    ("CL", "De Ruyter & Java", "netherlands", "Surabaya", REF_NL41),
    ("CL", "Tromp", "netherlands", "Surabaya", REF_NL41),
    ("DD", "Dutch DDs", "netherlands", "Surabaya", REF_NL41),
    ("ABDA", "ABDA", "netherlands", "Surabaya", {"src": "rulebook", "ref": "§15.4", "note": "the Dutch ABDA land unit; placed at Surabaya (MORISON vol. III: KNIL on Java)"}),
]
# Arrivals on turn 2 in the campaign (units of the February 1942 set-up not in port in December 1941).
SCHEDULE_1941 = [
    (2, "CV", "Yorktown", "us"), (2, "BB", "Revenge & Resolution", "britain"), (2, "BB", "Ramillies & Royal Sovereign", "britain"),
    (2, "DIV", "2nd Marine Brigade", "us"), (2, "DIV", "NZ 3rd Division", "us"), (2, "DIV", "Task Force 6814", "us"),
]

# (turn, class, name, nation)  the Reinforcement Schedules (6.1), from commissioning/arrival dates.
SCHEDULE = [
    (3, "CV", "Hornet", "us"), (3, "CV", "Saratoga", "us"), (3, "BB", "New Mexico & Idaho", "us"),
    (3, "BB", "Warspite", "britain"), (3, "CV", "Formidable", "britain"),
    (4, "CV", "Wasp", "us"), (4, "BB", "North Carolina & Washington", "us"), (4, "CV", "Junyo & Hiyo", "japan"),
    (5, "BB", "South Dakota & Indiana", "us"), (5, "BB", "Musashi", "japan"), (5, "DIV", "1st Marine Division", "us"),
    (6, "CA", "Wichita & Tuscaloosa", "us"), (6, "DD", "DesRon 10", "japan"),
    (7, "CV", "Essex & Yorktown II", "us"), (7, "CVL", "Independence & Princeton", "us"),
    (8, "CV", "Lexington II & Bunker Hill", "us"), (8, "CVL", "Belleau Wood & Cowpens", "us"),
    (8, "ARMY", "6th Army", "us"), (8, "CL", "Agano & Noshiro", "japan"),
    (9, "CV", "Intrepid & Hornet II", "us"), (9, "CVL", "Monterey & Cabot", "us"), (9, "BB", "Iowa & New Jersey", "us"),
    (10, "CV", "Taiho", "japan"), (10, "CVL", "Chitose & Chiyoda", "japan"), (10, "CV", "Franklin & Wasp II", "us"),
    (11, "CV", "Ticonderoga & Hancock", "us"), (11, "DIV", "5th Marine Division", "us"),
    (12, "CV", "Bennington & Shangri-La", "us"), (12, "CV", "Unryu & Amagi", "japan"), (13, "CV", "Shinano", "japan"),
    (14, "CV", "Illustrious & Victorious", "britain"), (14, "CV", "Indefatigable & Implacable", "britain"),
    (14, "BB", "King George V & Howe", "britain"),
]
REF_SCHED = {"src": "reference", "ref": "DANFS and DULL (commissioning/arrival in the Pacific, turned into game turns: one quarter a turn from T2 = Jan-Mar 1942)"}

# 16.2.5 "I Want it All!": these Japanese counters are in play only with the option (CV Hosho & Ryujo on the map,
# CV Unryu and Shinano as reinforcements; the BBV Ise & Hyuga is made by the rules from the BB on turn 6).
OPTIONAL_16_2_5 = ("Hosho & Ryujo", "Unryu & Amagi", "Shinano")

# Bases captured by Japan by late February 1942 (3.2.4: "some Bases may begin ... captured").
CAPTURED_FEB_1942 = ["Hong Kong", "Manila", "Davao", "Wake", "Rabaul", "Balikpapan", "Kendari", "Ambon",
                     "Malaya", "Singapore", "Palembang", "Timor", "Bangkok", "Brunei"]


def names():
    m = yaml.safe_load((GAME / "map.yaml").read_text())
    out = {}
    for s in m["spaces"]:
        for n in [s.get("name")] + list(s.get("aliases", [])):
            if n:
                out[n] = s["id"]
        out[s["id"]] = s["id"]
    return m, out


def slug(s):
    return re.sub(r"[^a-z0-9]+", "_", s.lower()).strip("_")


def check_capacities(m, ids, lines):
    """No side over a base's Air, Port or Land Capacity at the start (3.3.1)."""
    units = yaml.safe_load((GAME / "units.yaml").read_text())
    cls = {c["id"]: c["attrs"] for c in units["classes"]}
    attrs = {s["id"]: s.get("attrs", {}) for s in m["spaces"]}
    total = {}
    for cl, name, nat, where, _ in lines:
        z = ids.get(where, where)
        key = (z, nat == "japan", cls[cl]["category"])
        total[key] = total.get(key, 0) + (2 if cl == "AIR" else cls[cl]["tr"])
    for (z, _, cat), t in total.items():
        cap = attrs.get(z, {}).get({"naval": "port_cap", "air": "air_cap", "land": "land_cap"}[cat])
        if cap is not None and t > cap:
            raise SystemExit(f"set-up over the {cat} capacity of {z}: {t} > {cap}")


def build_setup(oob, schedule, ids):
    setup = []
    for cls, name, nat, where, prov in oob:
        at = ids.get(where, where)
        line = {"id": f"{nat[:2]}_{slug(name)}", "class": cls, "nation": nat, "name": name, "at": at, "prov": prov}
        if cls in ("AIR",):
            line["steps"] = 2
        if "Marine" in name:
            line["attrs"] = {"marine": True}
        if name in ("Akagi & Kaga", "Hiryu & Soryu"):  # 16.2.3: the elite air groups
            line["attrs"] = {"elite_air": True}
        if name in OPTIONAL_16_2_5:
            line.setdefault("attrs", {})["optional_rule"] = "16.2.5"
        setup.append(line)
    placed = {ln["id"] for ln in setup}
    for turn, cls, name, nat in schedule:
        if f"{nat[:2]}_{slug(name)}" in placed:  # already in the set-up (the campaign starts earlier)
            continue
        side = "japanese" if nat == "japan" else "allies"
        line = {"id": f"{nat[:2]}_{slug(name)}", "class": cls, "nation": nat, "name": name,
                "at": f"reinforcements_{side}", "attrs": {"due": turn}, "prov": REF_SCHED}
        if name in OPTIONAL_16_2_5:
            line["attrs"]["optional_rule"] = "16.2.5"
        if "Marine" in name:
            line["attrs"]["marine"] = True
        setup.append(line)
    # One 2-strength air unit a turn for each side from T3 (the air reinforcement rate is assumed).
    for turn in range(3, 17):
        for nat, side in (("japan", "japanese"), ("us", "allies")):
            setup.append({"id": f"{nat[:2]}_air_t{turn}", "class": "AIR", "nation": nat, "name": f"Air group (T{turn})",
                          "steps": 2, "at": f"reinforcements_{side}", "attrs": {"due": turn},
                          "prov": {"src": "assumed", "note": "one air unit a turn for each side: the schedule is not in the text; air units are fungible (3.1.2)"}})
    return setup


def main():
    m, ids = names()
    vp_of = {s["id"]: s.get("attrs", {}).get("vp", 0) for s in m["spaces"]}
    flag = {s["id"]: s.get("attrs", {}).get("start_flag") for s in m["spaces"]}
    check_capacities(m, ids, FEB_1942)
    check_capacities(m, ids, DEC_1941)
    setup = build_setup(FEB_1942, SCHEDULE, ids)
    captured = [ids[n] for n in CAPTURED_FEB_1942]
    # 3.3.10: VP = the VP of the Japanese-flag bases (20 on this map), plus the Allied bases captured since.
    flag_vp = sum(v for z, v in vp_of.items() if flag.get(z) == "jp")
    vp = flag_vp + sum(vp_of[z] for z in captured if flag.get(z) != "jp")
    sched = {
        "us_tp_by_turn": [16, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60, 60, 60, 60],
        "us_sp_by_turn": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 10, 10, 10],
        "jp_sp_by_turn": [2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    }
    scen = {
        "id": "scenario_1",
        "name": "Scenario 1: From the Battle of the Java Sea to Japanese Surrender",
        "cite": "4.1",
        "description": ("The main scenario (4.1): from late February 1942 (Game Turn 2) to Game Turn 16. The set-up is "
                        "reconstructed from the historical order of battle; see notes.md."),
        "main": "game",
        "start": {"turn": 2},
        "end": {"turn": 16},
        "prov": {"src": "reference", "ref": "DULL; MORISON vol. III; ROSKILL vol. II (the Scenario Book is not in the text)"},
        "vars": dict(merchant_pool=58, vp=vp, oil=20, **sched, manila_taken=True, singapore_taken=True,
                     singapore_ever_occupied=True, captured_bases=captured),
        "setup": setup,
    }
    campaign = {
        "id": "campaign_1941",
        "name": "December 1941 campaign: from Pearl Harbor to Japanese Surrender",
        "cite": "3.3.10",
        "description": ("The 16-turn campaign from the special December 1941 turn (1.0). The rulebook fixes the Turn-1 "
                        "Merchantmen Pool (60, 3.3.5) and base control and VP by the printed flags (3.3.10); the forces "
                        "are the historical ones in port at the start of the war. The special rules of the December 1941 "
                        "turn are in the Scenario Book, not in the text: turn 1 is played as a normal turn."),
        "main": "game",
        "start": {"turn": 1},
        "end": {"turn": 16},
        "prov": {"src": "reference", "ref": "DULL; MORISON vol. III; ROSKILL vols. I-II (the Scenario Book is not in the text)"},
        "vars": dict(merchant_pool=60, vp=flag_vp, oil=30, **sched, manila_taken=False, singapore_taken=False,
                     singapore_ever_occupied=False, captured_bases=[]),
        "setup": build_setup(DEC_1941, SCHEDULE_1941 + SCHEDULE, ids),
    }
    doc = {"format": "pacwar-scenarios/1", "scenarios": [scen, campaign]}
    sched_prov = "assumed: the Reinforcement Schedule's TP and SP rows are not in the text (6.2); they grow as US shipbuilding did"
    head = ("# Generated by tools/fits_setup.py from its order-of-battle tables (edit the script, not this file).\n"
            "# The Scenario Book is not in the rulebook text: every set-up line, schedule line and starting value is\n"
            "# reconstructed (its prov names the historical source or says why it is assumed). HOW TO REPLACE: an owner\n"
            "# of the Scenario Book edits the tables in tools/fits_setup.py (or this file) with the printed set-up;\n"
            "# the rules read only the piece classes, places, `due` turns and the vars named here.\n"
            f"# captured_bases: the bases Japan holds beyond its printed flags (3.2.4), from the same sources;\n"
            f"# vars: merchant_pool, oil: {sched_prov}; vp: rulebook 3.3.10 applied to the captured bases;\n"
            "# (merchant_pool of the campaign: rulebook 3.3.5; its vp: rulebook 3.3.10)\n"
            "# us_tp_by_turn, us_sp_by_turn, jp_sp_by_turn (index = turn - 1): " + sched_prov + "\n")
    (GAME / "scenarios.yaml").write_text(head + yaml.safe_dump(doc, sort_keys=False, width=200, allow_unicode=True))
    print(f"wrote {len(setup)} + {len(campaign['setup'])} set-up lines, vp {vp} / {flag_vp}")


if __name__ == "__main__":
    main()
