"""Generate games/plan_orange/scenarios.yaml from the set-up tables of 15.15/15.16 below (reviewable here).

The rulebook gives where each unit starts; the US naval order of battle on the Strategic Display is not in the
text (digest 10.5) and is assumed from the 1932 US fleet, grouped 1-2 battleships a counter (16.2)."""
from pathlib import Path

JP = "rulebook 15.15"
US = "rulebook 15.16"
ASSUMED_US_NAVY = "assumed: the US naval order of battle is not in the text (digest 10.5); 1932 US fleet, 1-2 BBs a counter (16.2)"

# (class, nation, name, hex, prov)
JAPAN = [
    ("BC", "ijn", "Haruna", "2909", JP + " (printed 2009, read as Tainan 2909: digest 12.2)"),
    ("BC", "ijn", "Hiei", "2909", JP), ("CA", "ijn", "Takao", "2909", JP), ("CA", "ijn", "Nachi", "2909", JP),
    ("DD", "ijn", "Akitsuki", "2909", JP), ("DD", "ijn", "Mutsuki", "2909", JP),
    ("AIR", "ijn", "Ominato Air", "2909", JP), ("ARMY", "ija", "S. Exp Army", "2909", JP),
    ("CL", "ijn", "Sendai", "3007", JP), ("BDE", "ijn", "Shanghai SNLF", "3007", JP),
    ("ARMY", "ija", "Formosa Army", "3009", JP), ("DIV", "ija", "8th Division", "3209", JP),
    ("ARMY", "ija", "Kwantung Army", "3302", JP), ("AIR", "ija", "2nd AD Air", "3303", JP),
    ("ARMY", "ija", "N. China Army", "3303", JP), ("ARMY", "ija", "Korea Army", "3305", JP),
    ("CVL", "ijn", "Hosho", "3407", JP), ("BB", "ijn", "Ise", "3407", JP), ("BB", "ijn", "Fuso", "3407", JP),
    ("BB", "ijn", "Nagato", "3407", JP), ("CA", "ijn", "Kako", "3407", JP), ("DD", "ijn", "Fubuki", "3407", JP),
    ("AIR", "ijn", "Kure Air", "3407", JP), ("DIV", "ija", "9th Division", "3407", JP),
    ("AIR", "ijn", "Sakai Air", "3416", JP), ("BDE", "ija", "Army Bde 1", "3416", JP),
    ("AIR", "ija", "3rd AD Air", "3607", JP), ("BDE", "ija", "Army Bde 2", "3709", JP),
    ("AIR", "ijn", "Yokohama Air", "3813", JP), ("BDE", "ija", "Army Bde 3", "3813", JP),
    ("AIR", "ijn", "Omura Air", "4017", JP), ("BDE", "ija", "Army Bde 4", "4017", JP),
    ("BDE", "ija", "Army Bde 5", "4415", JP), ("BDE", "ija", "Army Bde 6", "4715", JP),
    ("ARMY", "ija", "WD Army", "3506", JP), ("CV", "ijn", "Akagi", "3705", JP), ("CV", "ijn", "Kaga", "3705", JP),
    ("ARMY", "ija", "ND Army", "3705", JP), ("AIR", "ija", "1st AD Air", "3706", JP),
    ("ARMY", "ija", "ED Army", "3706", JP),
]
USA = [
    ("AIR", "usa", "17th PG", "2812", US), ("REGT", "usa", "Philippine Scouts Regt", "2812", US),
    ("CL", "usn", "Marblehead", "2813", US), ("BDE", "usa", "Philippine Bde", "2813", US),
    ("RR_GUN", "usa", "RR Gun", "2813", US, "rr_gun"),
    ("REGT", "usa", "Philippine Constabulary Regt", "2913", US), ("REGT", "usa", "Davao Regt", "2915", US),
    ("REGT", "usa", "Leyte Regt", "3014", US), ("AIR", "usa", "20th PG", "3814", US),
    ("REGT", "usa", "Guam Regt", "3814", US), ("BDE", "usa", "Marine Wake Bde", "4612", US),
    ("REGT", "usa", "Dutch Harbor Regt", "5100", US), ("REGT", "usa", "Marine Midway Regt", "5108", US),
    ("CA", "usn", "Portland", "5808", US), ("AIR", "usa", "18th PG", "5808", US), ("AIR", "usa", "7th BG", "5808", US),
    ("DIV", "usa", "24th Division", "5808", US), ("REGT", "usa", "5th Marine Regt", "5808", US),
    # 15.16 lists the dirigible among the available air units without a place: Oahu assumed (digest 10.14)
    ("MACON", "usn", "Makin Navy Dirigible", "5808", "assumed: 15.16 makes it available without saying where; placed on Oahu (digest 10.14)", "macon"),
    # Strategic Display (15.16): which naval units go where is the US player's choice; fixed here (assumed)
    ("BB", "usn", "Pennsylvania-Arizona", "east_us", ASSUMED_US_NAVY),
    ("BB", "usn", "Nevada-Oklahoma", "east_us", ASSUMED_US_NAVY),
    ("CA", "usn", "Houston", "east_us", ASSUMED_US_NAVY),
    ("REGT", "usa", "1st Marine Regt", "east_us", US), ("DIV", "usa", "1st Infantry Division", "east_us", US),
    ("CL", "usn", "Omaha", "caribbean_sea", ASSUMED_US_NAVY), ("REGT", "usa", "2nd Marine Regt", "caribbean_sea", US),
    ("BB", "usn", "New Mexico-Mississippi", "west_us", ASSUMED_US_NAVY),
    ("BB", "usn", "Tennessee-California", "west_us", ASSUMED_US_NAVY),
    ("BB", "usn", "Colorado-Maryland", "west_us", ASSUMED_US_NAVY),
    ("CV", "usn", "Lexington", "west_us", ASSUMED_US_NAVY), ("CV", "usn", "Saratoga", "west_us", ASSUMED_US_NAVY),
    ("CA", "usn", "Chester", "west_us", ASSUMED_US_NAVY), ("DD", "usn", "DesRon 1", "west_us", ASSUMED_US_NAVY),
    ("FT", "usn", "Fleet Train", "west_us", "assumed: its start is not stated (digest 12); the West US box"),
    ("REGT", "usa", "7th Marine Regt", "west_us", US), ("REGT", "usa", "10th Marine Regt", "west_us", US),
    ("DIV", "usa", "3rd Infantry Division", "west_us", US), ("DIV", "usa", "Panama Division", "panama_canal", US),
    # 15.16: two BBs chosen at random and DD Farragut are set aside in refit (the random pick is by the rules)
    ("BB", "usn", "Idaho-New York", "west_us", ASSUMED_US_NAVY),
    ("BB", "usn", "West Virginia-Texas", "west_us", ASSUMED_US_NAVY),
    ("DD", "usn", "Farragut", "refit", US),
    # mobilization pool (15.16): printed 4-10 x5 and 4-4 x1 brigades; army air groups
    *[("US_BDE", "usa", f"Army Bde {i}", "mobilization", US) for i in range(1, 6)],
    ("US_BDE44", "usa", "Army Bde 6", "mobilization", US),
    ("AIR", "usa", "8th PG", "mobilization", US), ("AIR", "usa", "16th PG", "mobilization", US),
    ("AIR", "usa", "19th PG", "mobilization", US), ("AIR", "usa", "12th OB", "mobilization", US),
    ("DIV", "usa", "2nd Infantry Division", "unavailable", US + " (Mexican border, unavailable)"),
]
HQS = [("IJHQ", "ijn", "IJHQ", "3407", JP + " (printed IGHQ)", "ijhq"), ("GHQ", "usn", "GHQ", "5808", US, "ghq")]


def line(cls, nat, name, at, prov, uid=None):
    idpart = f"id: {uid}, " if uid else ""
    return f'      - {{{idpart}class: {cls}, nation: {nat}, name: "{name}", at: "{at}", prov: "{prov}"}}'


def scenario(sid, name, cite, extra_us=(), extra_jp=(), unavailable=(), label_year=None):
    out = [f"  - id: {sid}", f"    name: \"{name}\"", f"    cite: \"{cite}\"", "    start: {turn: 1}", "    end: {turn: 6}"]
    if label_year:
        out.append(f"    turn_years: {label_year}")
    out.append("    setup:")
    for h in HQS:
        out.append(line(h[0], h[1], h[2], h[3], h[4], h[5]))
    for u in JAPAN + list(extra_jp):
        out.append(line(*u))
    for u in USA + list(extra_us):
        out.append(line(*u))
    for u in unavailable:
        out.append(line(*u))
    out.append('      - {class: CH_ARMY, nation: chinese, id: route_army_19, name: "19th Route Army", at: "3007", prov: "rulebook 13.3, 15.15"}')
    # 15.11: Japan holds Cards 1 and 2 at the start
    out.append('      - {unit: jp01, at: jp_cards_hand, prov: "rulebook 15.11"}')
    out.append('      - {unit: jp02, at: jp_cards_hand, prov: "rulebook 15.11"}')
    out.append(f'    prov: "rulebook {cite}"')
    return "\n".join(out)


NOT_1932 = [("CVL", "usn", "Langley", "unavailable", US + " (not used in 1932)"),
            ("CV", "usn", "Ranger", "unavailable", US + " (not used in 1932)"),
            ("CVL", "ijn", "Ryujo", "unavailable", US + " (not used in 1932)")]
V1935_US = [("CVL", "usn", "Langley", "east_us", "rulebook 15.21"), ("CV", "usn", "Ranger", "east_us", "rulebook 15.21")]
V1935_JP = [("CVL", "ijn", "Ryujo", "3407", "rulebook 15.22")]

text = "\n".join([
    "# GENERATED by tools/plan_orange/gen_setup.py from its tables: edit the generator, not this file.",
    "format: pacwar-scenarios/1",
    "scenarios:",
    scenario("shanghai_incident", "Shanghai Incident, January 28, 1932", "15.1", unavailable=NOT_1932),
    scenario("variant_1935", "Shanghai Incident, 1935 variant", "15.2", extra_us=V1935_US, extra_jp=V1935_JP),
]) + "\n"
Path(__file__).resolve().parents[2].joinpath("games", "plan_orange", "scenarios.yaml").write_text(text)
