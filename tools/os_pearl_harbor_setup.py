"""Generate games/orange_swan/scenarios.yaml from the Pearl Harbor setup lists (rulebook 11.0).

Kept as a script so the transcription is reviewable as a table; run it after editing the lists below.
Maximum steps the rulebook does not print are assumed (marked `assumed` with the reason)."""
import yaml

# (nation, class, location, max or None, start, extra attrs)
LAND = [
    # United States (11.0 UNITED STATES)
    ("us", "AIR", "manila", None, 2, {}), ("us", "ART", "manila", None, 2, {}),
    ("philippines", "INF", "tacloban", None, 1, {}), ("philippines", "INF", "davao", None, 1, {}),
    ("us", "INF", "anchorage", None, 1, {}), ("us", "AIR", "midway", None, 1, {}),
    ("us", "INF", "wake", None, 1, {"elite": True, "marine": True}), ("us", "AIR", "johnston", None, 1, {}),
    ("us", "AIR", "hawaii", None, 2, {}), ("us", "ART", "hawaii", None, 2, {}), ("us", "INF", "hawaii", None, 2, {}),
    ("us", "INF", "san_diego", None, 1, {"elite": True, "marine": True}), ("us", "AIR", "san_diego", None, 1, {}),
    ("us", "ART", "san_diego", None, 1, {}), ("us", "TANK", "san_diego", None, 1, {}),
    ("us", "INF", "san_diego", None, 1, {}), ("us", "INF", "samoa", None, 1, {}),
    # Commonwealth (11.0 COMMONWEALTH)
    ("cw", "INF", "hong_kong", 1, 1, {}), ("cw", "AIR", "delhi", None, 1, {}), ("cw", "ART", "calcutta", None, 1, {}),
    ("cw", "TANK", "dacca", None, 1, {}), ("cw", "INF", "rangoon", None, 1, {}), ("cw", "ART", "singapore", None, 2, {}),
    ("dei", "INF", "batavia", None, 1, {}), ("cw", "AIR", "brisbane", None, 1, {}), ("cw", "TANK", "sydney", None, 1, {}),
    ("cw", "INF", "rabaul", None, 1, {}), ("cw", "INF", "wewak", None, 1, {}), ("cw", "INF", "noumea", None, 1, {}),
    ("cw", "INF", "viti", None, 1, {}),
    # China (11.0 CHINA)
    ("china", "INF", "yindiu", 3, 3, {"communist": True}), ("china", "ART", "yan_an", None, 3, {}),
    ("china", "INF", "yan_an", 4, 4, {}), ("china", "AIR", "chungking", None, 3, {}), ("china", "INF", "chungking", 4, 4, {}),
    ("china", "INF", "pujin", 3, 3, {}), ("china", "INF", "changsha", 3, 3, {}), ("china", "INF", "nanning", 3, 3, {}),
    ("china", "INF", "kunming", 3, 3, {}),
    # Japan (11.0 JAPAN)
    ("japan", "INF", "tokyo", 4, 2, {}), ("japan", "INF", "hiroshima", 4, 2, {}), ("japan", "INF", "nagasaki", 4, 2, {}),
    ("japan", "ART", "peking", None, 3, {}), ("japan", "INF", "peking", 4, 4, {}),
    ("japan", "ART", "nanking", None, 3, {}), ("japan", "TANK", "nanking", 2, 1, {}), ("japan", "INF", "nanking", 4, 4, {}),
    ("japan", "ART", "shanghai", 3, 2, {}), ("japan", "INF", "shanghai", 3, 3, {}),
    ("japan", "ART", "canton", None, 3, {}), ("japan", "INF", "canton", 4, 4, {}),
    ("japan", "AIR", "tapei", 4, 4, {"elite": True}), ("japan", "INF", "taan", 4, 4, {"elite": True}),
    ("japan", "INF", "taan", 4, 4, {}), ("japan", "AIR", "hanoi", 4, 4, {}), ("japan", "INF", "hanoi", 4, 2, {}),
    ("japan", "ART", "saigon", None, 3, {}), ("japan", "INF", "saigon", 4, 4, {}),
    ("japan", "INF", "iwo_jima", 3, 1, {}), ("japan", "INF", "saipan", 3, 3, {}),
    ("japan", "AIR", "peleliu", 3, 3, {"elite": True}), ("japan", "INF", "peleliu", 3, 3, {"elite": True}),
    ("japan", "AIR", "ulithi", 3, 3, {}), ("japan", "INF", "ulithi", 3, 3, {}), ("japan", "INF", "truk", 3, 1, {}),
    ("japan", "AIR", "eniwetok", 4, 4, {}), ("japan", "INF", "eniwetok", 3, 1, {}),
    ("japan", "INF", "kwajalein", 2, 1, {}), ("japan", "INF", "juluit", 3, 3, {}), ("japan", "INF", "juluit", 3, 1, {}),
    ("japan", "INF", "majuro", 2, 1, {}),
]
NAVAL = [
    # United States sea zones
    ("us", "LS", "south_china_sea", None, 2, {}), ("us", "SUB", "south_china_sea", None, 2, {}),
    ("us", "SUB", "gilbert_islands", None, 1, {}), ("us", "LS", "ellice_islands", None, 1, {}),
    ("us", "LS", "new_hebrides", None, 1, {}), ("us", "LS", "fiji", None, 1, {}), ("us", "HS", "samoa_sea", None, 1, {}),
    ("us", "LS", "phoenix_islands", None, 1, {}), ("us", "LS", "northern_cook_islands", None, 1, {}),
    ("us", "LS", "south_pacific", None, 1, {}), ("us", "CV", "line_islands", None, 2, {}),
    ("us", "HS", "hawaiian_islands", None, 4, {}), ("us", "HS", "hawaiian_islands", None, 4, {}),
    ("us", "LS", "hawaiian_islands", None, 2, {}), ("us", "SUB", "hawaiian_islands", None, 2, {}),
    ("us", "CV", "us_coastal_waters", None, 2, {}), ("us", "HS", "us_coastal_waters", None, 2, {}),
    ("us", "LS", "us_coastal_waters", None, 2, {}), ("us", "SUB", "us_coastal_waters", None, 2, {}),
    ("us", "CV", "midway_islands", None, 2, {}), ("us", "HS", "gulf_of_alaska", None, 1, {}),
    ("us", "LS", "eastern_bering_sea", None, 1, {}), ("us", "SUB", "western_bering_sea", None, 1, {}),
    # Commonwealth sea zones
    ("cw", "CV", "bay_of_bengal", 3, 1, {}), ("cw", "SUB", "andaman_sea", None, 1, {}),
    ("cw", "HS", "gulf_of_thailand", 4, 2, {}), ("cw", "LS", "java_sea", None, 1, {}),
    ("cw", "LS", "arafura_sea", None, 1, {}), ("cw", "HS", "coral_sea", 3, 1, {}),
    ("cw", "LS", "solomon_sea", None, 1, {}), ("cw", "LS", "bismarck_sea", None, 1, {}), ("cw", "SUB", "nauru", None, 1, {}),
    # Japan sea zones
    ("japan", "HS", "eastern_china_sea", None, 1, {"elite": True, "name": "Y"}),
    ("japan", "CV", "south_china_sea", 3, 2, {}), ("japan", "HS", "south_china_sea", None, 4, {}),
    ("japan", "LS", "south_china_sea", 4, 4, {}),
    ("japan", "HS", "gulf_of_thailand", None, 4, {"elite": True, "name": "T"}), ("japan", "LS", "gulf_of_thailand", 4, 4, {}),
    ("japan", "SUB", "gulf_of_thailand", 4, 4, {}),
    ("japan", "HS", "celebes_sea", None, 4, {}), ("japan", "LS", "celebes_sea", 4, 4, {}),
    ("japan", "LS", "marianas_islands", 4, 2, {}), ("japan", "LS", "palau_islands", 4, 2, {}),
    ("japan", "LS", "palau_islands", 4, 2, {}), ("japan", "LS", "marshall_islands", 3, 1, {}),
    ("japan", "SUB", "gilbert_islands", 3, 1, {}), ("japan", "LS", "wake_island", 4, 2, {}),
    ("japan", "LS", "wake_island", 4, 2, {}), ("japan", "SUB", "eastern_pacific", 4, 1, {}),
    ("japan", "CV", "hawaiian_islands", None, 4, {"elite": True}), ("japan", "CV", "hawaiian_islands", 4, 4, {}),
    ("japan", "CV", "hawaiian_islands", 3, 3, {}), ("japan", "SUB", "hawaiian_islands", 4, 4, {}),
]
# Allowable Builds (11.0): initial Force Pool contents; the counts are not printed, one of each is assumed.
POOL = [
    ("us", "CV", 4, {"armored": True, "name": "E"}), ("us", "HS", 4, {}), ("us", "LS", 4, {}), ("us", "SUB", 4, {}),
    ("cw", "LS", 4, {}),
    ("china", "AIR", 3, {}), ("china", "TANK", 3, {}), ("china", "INF", 4, {}),
    ("japan", "AIR", 3, {}), ("japan", "ART", 3, {}), ("japan", "TANK", 3, {}), ("japan", "INF", 3, {}),
    ("japan", "HS", 3, {}), ("japan", "LS", 3, {}), ("japan", "SUB", 3, {}),
]
COMMUNIST_POOL = [("ART", 3, {}), ("INF", 4, {}), ("INF", 3, {})]

# ---------------------------------------------------------------- 1942: Midway to Guadalcanal (11.0)
# (nation, class, location, max or None, start, extra attrs), transcribed line by line from the setup lists
LAND_1942 = [
    ('us', 'AIR', 'anchorage', None, 2, {}), ('us', 'INF', 'anchorage', None, 4, {}), ('us', 'ART', 'vancouver', None, 1, {}),
    ('us', 'AIR', 'midway', None, 2, {}), ('us', 'AIR', 'johnston', None, 2, {}), ('us', 'AIR', 'hawaii', None, 2, {}),
    ('us', 'ART', 'hawaii', None, 2, {}), ('us', 'INF', 'hawaii', None, 4, {}), ('us', 'INF', 'palmyra', None, 2, {}),
    ('us', 'INF', 'samoa', None, 4, {}), ('us', 'INF', 'funafuti', None, 2, {'elite': True, 'marine': True}), ('us', 'TANK', 'santa_cruz', None, 2, {}),
    ('cw', 'AIR', 'calcutta', None, 1, {}), ('cw', 'ART', 'dacca', None, 3, {}), ('cw', 'TANK', 'rangoon', None, 3, {}),
    ('cw', 'INF', 'rangoon', None, 3, {}), ('cw', 'TANK', 'brisbane', None, 2, {}), ('cw', 'AIR', 'sydney', None, 4, {}),
    ('cw', 'INF', 'darwin', None, 1, {}), ('cw', 'INF', 'gili_gili', 1, 1, {}), ('cw', 'INF', 'port_moresby', None, 3, {}),
    ('cw', 'INF', 'noumea', None, 3, {}), ('china', 'INF', 'yindiu', 3, 3, {'communist': True}), ('china', 'INF', 'yindiu', 3, 3, {'communist': True}),
    ('china', 'INF', 'xi_an', 4, 4, {'communist': True}), ('china', 'AIR', 'yan_an', None, 3, {}), ('china', 'ART', 'yan_an', None, 3, {}),
    ('china', 'TANK', 'yan_an', None, 3, {}), ('china', 'INF', 'yan_an', 4, 4, {}), ('china', 'AIR', 'chungking', None, 3, {}),
    ('china', 'INF', 'pujin', 3, 3, {}), ('china', 'INF', 'changsha', 4, 4, {}), ('china', 'INF', 'nanning', 3, 3, {}),
    ('china', 'INF', 'kunming', 4, 4, {}), ('china', 'INF', 'kunming', 3, 3, {}), ('china', 'INF', 'kunming', 3, 3, {}),
    ('japan', 'INF', 'tokyo', 4, 2, {}), ('japan', 'INF', 'hiroshima', 4, 2, {}), ('japan', 'INF', 'jinzhou', 4, 2, {}),
    ('japan', 'ART', 'peking', None, 3, {}), ('japan', 'INF', 'peking', 4, 4, {}), ('japan', 'AIR', 'nanking', 3, 3, {}),
    ('japan', 'ART', 'nanking', None, 3, {}), ('japan', 'TANK', 'nanking', 2, 2, {}), ('japan', 'INF', 'nanking', 4, 4, {}),
    ('japan', 'ART', 'shanghai', None, 3, {}), ('japan', 'INF', 'canton', 4, 3, {}), ('japan', 'AIR', 'hong_kong', 3, 1, {}),
    ('japan', 'TANK', 'hanoi', 3, 1, {}), ('japan', 'INF', 'hanoi', 4, 3, {}), ('japan', 'INF', 'bangkok', 4, 2, {}),
    ('japan', 'ART', 'vientiane', None, 1, {}), ('japan', 'INF', 'vientiane', 4, 3, {'elite': True}), ('japan', 'AIR', 'singapore', 3, 3, {'elite': True}),
    ('japan', 'ART', 'singapore', None, 2, {}), ('japan', 'AIR', 'batavia', 4, 4, {'elite': True}), ('japan', 'AIR', 'batavia', 4, 3, {}),
    ('japan', 'INF', 'batavia', 3, 2, {}), ('japan', 'INF', 'batavia', 3, 1, {}), ('japan', 'INF', 'iwo_jima', 3, 1, {}),
    ('japan', 'INF', 'truk', 3, 1, {}), ('japan', 'INF', 'eniwetok', 3, 1, {}), ('japan', 'INF', 'kwajalein', 2, 1, {}),
    ('japan', 'INF', 'juluit', 3, 1, {}), ('japan', 'INF', 'majuro', 2, 1, {}), ('japan', 'INF', 'tarawa', 3, 3, {}),
    ('japan', 'INF', 'admiralty', 3, 2, {}), ('japan', 'AIR', 'wewak', 4, 4, {}), ('japan', 'INF', 'wewak', 4, 3, {}),
    ('japan', 'INF', 'rabaul', 3, 2, {'elite': True}),
]
NAVAL_1942 = [
    ('us', 'SUB', 'western_bering_sea', None, 1, {}), ('us', 'LS', 'eastern_bering_sea', None, 2, {}), ('us', 'LS', 'northwest_pacific', None, 2, {}),
    ('us', 'SUB', 'midway_islands', None, 4, {}), ('us', 'LS', 'eastern_pacific', None, 2, {}), ('us', 'CV', 'hawaiian_islands', None, 4, {}),
    ('us', 'HS', 'hawaiian_islands', None, 4, {}), ('us', 'LS', 'hawaiian_islands', None, 4, {}), ('us', 'SUB', 'hawaiian_islands', None, 4, {}),
    ('us', 'LS', 'south_pacific', None, 1, {}), ('us', 'HS', 'line_islands', None, 1, {}), ('us', 'CV', 'northern_cook_islands', None, 2, {}),
    ('us', 'LS', 'samoa_sea', None, 4, {}), ('us', 'LS', 'phoenix_islands', None, 3, {}), ('us', 'HS', 'fiji', None, 3, {}),
    ('us', 'SUB', 'ellice_islands', None, 3, {}), ('us', 'HS', 'gilbert_islands', None, 1, {}), ('us', 'SUB', 'nauru', None, 2, {}),
    ('us', 'LS', 'new_hebrides', None, 2, {}), ('us', 'LS', 'new_caledonia', None, 2, {}), ('us', 'LS', 'solomon_sea', None, 1, {}),
    ('us', 'CV', 'coral_sea', None, 4, {}), ('us', 'HS', 'coral_sea', None, 4, {}), ('cw', 'CV', 'bay_of_bengal', 3, 1, {}),
    ('cw', 'HS', 'bay_of_bengal', 3, 2, {}), ('cw', 'LS', 'bay_of_bengal', None, 2, {}), ('cw', 'SUB', 'bay_of_bengal', None, 2, {}),
    ('cw', 'LS', 'andaman_sea', None, 1, {}), ('cw', 'HS', 'ceylon_sea', 4, 1, {}), ('cw', 'LS', 'arafura_sea', None, 1, {}),
    ('cw', 'LS', 'coral_sea', None, 4, {}), ('cw', 'SUB', 'coral_sea', None, 4, {}), ('japan', 'LS', 'japan_sea', 4, 2, {}),
    ('japan', 'HS', 'gulf_of_thailand', None, 1, {'elite': True, 'name': 'Y'}), ('japan', 'CV', 'java_sea', 4, 3, {}), ('japan', 'HS', 'java_sea', None, 3, {'elite': True, 'name': 'M'}),
    ('japan', 'LS', 'java_sea', 4, 3, {}), ('japan', 'LS', 'arafura_sea', 4, 2, {}), ('japan', 'SUB', 'celebes_sea', 4, 4, {}),
    ('japan', 'CV', 'bismarck_sea', 3, 3, {}), ('japan', 'HS', 'bismarck_sea', None, 4, {}), ('japan', 'LS', 'bismarck_sea', 4, 4, {}),
    ('japan', 'SUB', 'bismarck_sea', 4, 4, {}), ('japan', 'SUB', 'solomon_sea', 3, 1, {}), ('japan', 'LS', 'palau_islands', 4, 2, {}),
    ('japan', 'LS', 'caroline_islands', 4, 3, {}), ('japan', 'CV', 'marianas_islands', None, 3, {'elite': True}), ('japan', 'HS', 'western_pacific', 4, 3, {}),
    ('japan', 'HS', 'wake_island', 3, 1, {}), ('japan', 'SUB', 'marshall_islands', 3, 1, {}), ('japan', 'LS', 'nauru', 4, 2, {}),
    ('japan', 'SUB', 'gilbert_islands', 4, 1, {}), ('japan', 'LS', 'central_pacific', 4, 1, {}), ('japan', 'CV', 'the_bonins', 3, 2, {}),
    ('japan', 'LS', 'kurili_sea', 3, 2, {}),
]
# Allowable Builds (11.0, 1942): counts as printed ("1 Shielded CV", ...), one where none is printed
POOL_1942 = [
    ("us", "CV", 4, {"armored": True, "name": "E"}), ("us", "HS", 4, {}), ("us", "LS", 4, {}), ("us", "SUB", 4, {}),
    ("us", "AIR", 3, {}), ("us", "ART", 3, {}), ("us", "INF", 3, {"elite": True, "marine": True}),
    ("cw", "LS", 4, {}), ("cw", "ART", 3, {}), ("cw", "INF", 3, {}),
    ("japan", "ART", 3, {}), ("japan", "INF", 3, {}), ("japan", "LS", 3, {}),
]
COMMUNIST_POOL_1942 = [("ART", 3, {})]
# Controlled Territories that differ from the printed colours (11.0, 1942); areas a side's units occupy are
# that side's as well (4.2.3), which the rules apply after these
CONTROL_1942 = {"guam": "axis", "wake": "axis", "miri": "axis", "malay": "axis",
                "gili_gili": "allies", "santa_cruz": "allies"}
CONTROL_1942_COLOURS = {"lightgreen": "axis", "lightblue": "axis"}  # the Philippines and the DEI are Japan's

SECTION = {"us": "UNITED STATES", "philippines": "UNITED STATES", "cw": "COMMONWEALTH", "dei": "COMMONWEALTH",
           "china": "CHINA", "japan": "JAPAN"}


def placement(nation, cls, at, mx, start, extra, naval, where="11.0"):
    e = {"nation": nation, "class": cls, "at": at}
    if mx is None:
        # the rulebook gives only the starting steps of this block
        mx = max(start, 4 if naval else 3)
        e["max_steps"] = mx
        e["prov"] = (f"assumed: rulebook {where} ({SECTION[nation]}) gives {at} and {start} starting steps but no "
                     f"maximum; {mx} assumed ({'4 for naval blocks' if naval else '3, the commonest small-block maximum'})")
    else:
        e["max_steps"] = mx
        e["prov"] = f"rulebook §{where} ({SECTION[nation]})"
    e["steps"] = start
    attrs = dict(extra)
    if attrs:
        if "name" in attrs:
            e["name"] = attrs.pop("name")
        if attrs:
            e["attrs"] = attrs
    return e


def build(land, naval, pool, communist_pool, where, pool_prov):
    setup = [placement(*row, naval=False, where=where) for row in land] + [placement(*row, naval=True, where=where) for row in naval]
    # stable, readable ids: nation_class_location (with _2, _3 for a second block of the same kind)
    _seen = {}
    for e in setup:
        base = f"{e['nation']}_{e['class'].lower()}_{e['at']}"
        _seen[base] = _seen.get(base, 0) + 1
        e_id = base if _seen[base] == 1 else f"{base}_{_seen[base]}"
        e.update({"id": e_id, **{k: e.pop(k) for k in list(e) if k != "id"}})
    for nation, cls, mx, extra in pool:
        e = {"nation": nation, "class": cls, "at": f"force_pool_{nation}", "max_steps": mx, "steps": 1,
             "prov": pool_prov.format(section=SECTION[nation])}
        attrs = dict(extra)
        if "name" in attrs:
            e["name"] = attrs.pop("name")
        if attrs:
            e["attrs"] = attrs
        setup.append(e)
    for cls, mx, extra in communist_pool:
        setup.append({"nation": "china", "class": cls, "at": "communist_pool", "max_steps": mx, "steps": 1,
                      "attrs": {"communist": True, **extra},
                      "prov": f"rulebook §{where} (CHINA Allowable Builds, Communist)" if where != "11.0" else
                      "assumed: rulebook 11.0 CHINA Allowable Builds (Communist) lists this block; one assumed"})
    return setup


setup = build(LAND, NAVAL, POOL, COMMUNIST_POOL, "11.0",
              "assumed: rulebook 11.0 Allowable Builds lists this block for {section} without a count; one assumed")
setup_1942 = build(LAND_1942, NAVAL_1942, POOL_1942, COMMUNIST_POOL_1942, "11.0 1942",
                   "rulebook §11.0 1942 ({section} Allowable Builds; one block where no count is printed)")

_map = yaml.safe_load(open("games/orange_swan/map.yaml"))
start_control_1942 = dict(CONTROL_1942)
for sp in _map["spaces"]:
    side = CONTROL_1942_COLOURS.get((sp.get("attrs") or {}).get("colour"))
    if sp["kind"] == "land" and side:
        start_control_1942.setdefault(sp["id"], side)
start_control_1942 = dict(sorted(start_control_1942.items()))

scenarios = {"format": "pacwar-scenarios/1", "scenarios": [{
    "id": "pearl_harbor",
    "name": "1941: Pearl Harbor",
    "cite": "11.0",
    "description": ("A one-season tournament scenario played twice, the players changing sides; victory points for "
                    "enemy naval units destroyed. Starts at the Axis Naval Engagement of Fall 1941."),
    "main": "pearl_harbor_match",
    "start": {"turn": "Fall 1941", "at": "naval_engagement"},
    "end": {"turn": "Fall 1941"},
    "vars": {"us_domestic": 10, "dei_at_war": False, "surprise": True, "no_pool_return_naval": True,
             # printed starting Economic and Strategic Power (11.0); recomputed at the first Update step
             "ep": {"japan": 25, "us": 30, "cw": 45, "china": 20}, "sp": {"japan": 3, "us": 3, "cw": 3, "china": 2}},
    "setup": setup,
    "prov": "rulebook §11.0",
}, {
    "id": "rising_swan",
    "name": "1941: The Rising Swan",
    "cite": "12.0",
    "description": ("The full war for newer players, Fall 1941 to Fall 1945: the Pearl Harbor set-up with Japan's "
                    "Oceanic Blitz Disc, without 'Where are the carriers?', with the standard Victory Checks."),
    "extends": "pearl_harbor",
    "main": "rising_swan",
    "end": {"turn": "Fall 1945"},
    "vars": {"no_pool_return_naval": False},
}, {
    "id": "orange_swan_campaign",
    "name": "1941: The Orange Swan",
    "cite": "12.0",
    "description": ("The main full war Campaign, Fall 1941 to Fall 1945: as The Rising Swan, but every Allied unit "
                    "that starts at 1 step starts at 2 (except the 1-step Hong Kong garrison)."),
    "extends": "rising_swan",
    "main": "orange_swan_campaign",
}, {
    "id": "midway_guadalcanal",
    "name": "1942: Midway to Guadalcanal",
    "cite": "11.0",
    "description": ("Spring to Fall 1942 from the Axis Production Phase. Japan wins a Strategic Victory holding Attu, "
                    "Midway and Port Moresby with 5 Strategic Power at the end of an Allied turn; otherwise the "
                    "Side holding two of the three at the end wins a Marginal Victory."),
    "main": "start_1942",
    "start": {"turn": "Spring 1942"},
    "end": {"turn": "Fall 1942"},
    "vars": {"us_domestic": 20, "dei_at_war": True, "surprise": False, "scenario_end": True,
             "special_victory": "three_bases",
             # printed starting Economic and Strategic Power (11.0 1942); recomputed when collected
             "ep": {"japan": 50, "us": 35, "cw": 20, "china": 20}, "sp": {"japan": 5, "us": 2, "cw": 2, "china": 2},
             "start_control": start_control_1942},
    "setup": setup_1942,
    "prov": "rulebook §11.0 (1942: Midway to Guadalcanal)",
}, {
    "id": "turning_the_tide",
    "name": "1942: Turning the Tide",
    "cite": "12.0",
    "description": ("The Campaign from Spring 1942 to Fall 1945 on the 1942 set-up; Japan also wins at once holding "
                    "Attu, Midway and Port Moresby with 5 Strategic Power at the end of an Allied turn in 1942."),
    "extends": "midway_guadalcanal",
    "end": {"turn": "Fall 1945"},
    "vars": {"scenario_end": False, "special_victory": "three_bases_1942"},
}]}


class Flow(yaml.SafeDumper):
    pass


def _repr_dict(dumper, data):
    flow = all(not isinstance(v, (dict, list)) or k == "attrs" for k, v in data.items()) and "scenarios" not in data
    return dumper.represent_mapping("tag:yaml.org,2002:map", data, flow_style=flow and len(data) < 12)


Flow.add_representer(dict, _repr_dict)
head = ("# Generated by tools/os_pearl_harbor_setup.py from the rulebook's 11.0 setup lists; edit the script, not this file.\n")
with open("games/orange_swan/scenarios.yaml", "w") as f:
    f.write(head)
    yaml.dump(scenarios, f, Dumper=Flow, sort_keys=False, width=200, allow_unicode=True)
print(len(setup), "placements")
