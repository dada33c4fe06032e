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

SECTION = {"us": "UNITED STATES", "philippines": "UNITED STATES", "cw": "COMMONWEALTH", "dei": "COMMONWEALTH",
           "china": "CHINA", "japan": "JAPAN"}


def placement(nation, cls, at, mx, start, extra, naval):
    e = {"nation": nation, "class": cls, "at": at}
    if mx is None:
        # the rulebook gives only the starting steps of this block
        mx = max(start, 4 if naval else 3)
        e["max_steps"] = mx
        e["prov"] = (f"assumed: rulebook 11.0 ({SECTION[nation]}) gives {at} and {start} starting steps but no "
                     f"maximum; {mx} assumed ({'4 for naval blocks' if naval else '3, the commonest small-block maximum'})")
    else:
        e["max_steps"] = mx
        e["prov"] = f"rulebook §11.0 ({SECTION[nation]})"
    e["steps"] = start
    attrs = dict(extra)
    if attrs:
        if "name" in attrs:
            e["name"] = attrs.pop("name")
        if attrs:
            e["attrs"] = attrs
    return e


setup = [placement(*row, naval=False) for row in LAND] + [placement(*row, naval=True) for row in NAVAL]
# stable, readable ids: nation_class_location (with _2, _3 for a second block of the same kind)
_seen = {}
for e in setup:
    base = f"{e['nation']}_{e['class'].lower()}_{e['at']}"
    _seen[base] = _seen.get(base, 0) + 1
    e_id = base if _seen[base] == 1 else f"{base}_{_seen[base]}"
    e.update({"id": e_id, **{k: e.pop(k) for k in list(e) if k != "id"}})
for nation, cls, mx, extra in POOL:
    e = {"nation": nation, "class": cls, "at": f"force_pool_{nation}", "max_steps": mx, "steps": 1,
         "prov": f"assumed: rulebook 11.0 Allowable Builds lists this block for {SECTION[nation]} without a count; one assumed"}
    attrs = dict(extra)
    if "name" in attrs:
        e["name"] = attrs.pop("name")
    if attrs:
        e["attrs"] = attrs
    setup.append(e)
for cls, mx, extra in COMMUNIST_POOL:
    setup.append({"nation": "china", "class": cls, "at": "communist_pool", "max_steps": mx, "steps": 1,
                  "attrs": {"communist": True},
                  "prov": "assumed: rulebook 11.0 CHINA Allowable Builds (Communist) lists this block; one assumed"})

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
