"""Orange Swan scenario setups as data, transcribed from the rulebook (ch. 11.0), for the map checks.

Only what the map checks need: which Land Areas hold Ground/Air units (and of which nation), and per
Sea Zone the printed Ops Discs, Control Disc and Naval Units of each Side. Location names keep the printed
spelling (they are resolved against map.yaml). Unit classes and steps are not needed here.

Sides: "axis" (Japan) and "allies" (US, CW, China, Philippines, DEI).
"""

# nation of the units in a land line -> side; Chinese-only garrisons give no Ops Discs (R 5.0.3)
SIDE = {"japan": "axis", "us": "allies", "cw": "allies", "china": "allies", "phil": "allies", "dei": "allies"}

# ---------------------------------------------------------------- 1941: Pearl Harbor
# land: (printed location, nation, [classes]) -- one line per nation per location
LAND_1941 = [
    # United States
    ("Manila", "us", ["Air", "Art"]),
    ("Tacloban", "phil", ["Inf"]),
    ("Davao", "phil", ["Inf"]),
    ("Anchorage", "us", ["Inf"]),
    ("Midway", "us", ["Air"]),
    ("Wake", "us", ["Marine"]),
    ("Johnston", "us", ["Air"]),
    ("Hawaii", "us", ["Air", "Art", "Inf"]),
    ("San Diego", "us", ["Marine", "Air", "Art", "Tank", "Inf"]),
    ("Samoa", "us", ["Inf"]),
    # Commonwealth
    ("Hong Kong", "cw", ["Inf"]),
    ("Delhi", "cw", ["Air"]),
    ("Calcutta", "cw", ["Art"]),
    ("Dacca", "cw", ["Tank"]),
    ("Rangoon", "cw", ["Inf"]),
    ("Singapore", "cw", ["Art"]),
    ("Batavia", "dei", ["Inf"]),
    ("Brisbane", "cw", ["Air"]),
    ("Sydney", "cw", ["Tank"]),
    ("Rabaul", "cw", ["Inf"]),
    ("Wewak", "cw", ["Inf"]),
    ("Noumea", "cw", ["Inf"]),
    ("Viti", "cw", ["Inf"]),
    # China
    ("Yindiuian", "china", ["Inf"]),
    ("Yan'an", "china", ["Art", "Inf"]),
    ("Chungking", "china", ["Air", "Inf"]),
    ("Pujin", "china", ["Inf"]),
    ("Changsha", "china", ["Inf"]),
    ("Nanning", "china", ["Inf"]),
    ("Kunming", "china", ["Inf"]),
    # Japan
    ("Tokyo", "japan", ["Inf"]),
    ("Hiroshima", "japan", ["Inf"]),
    ("Nagasaki", "japan", ["Inf"]),
    ("Peking", "japan", ["Art", "Inf"]),
    ("Nanking", "japan", ["Art", "Tank", "Inf"]),
    ("Shanghai", "japan", ["Art", "Inf"]),
    ("Canton", "japan", ["Art", "Inf"]),
    ("Tapei", "japan", ["Air"]),
    ("Taan", "japan", ["Inf", "Inf"]),
    ("Hanoi", "japan", ["Air", "Inf"]),
    ("Saigon", "japan", ["Art", "Inf"]),
    ("Iwo Jima", "japan", ["Inf"]),
    ("Saipan", "japan", ["Inf"]),
    ("Peleliu", "japan", ["Air", "Inf"]),
    ("Ulithi", "japan", ["Air", "Inf"]),
    ("Truk", "japan", ["Inf"]),
    ("Eniwetok", "japan", ["Air", "Inf"]),
    ("Kwajalein", "japan", ["Inf"]),
    ("Juluit", "japan", ["Inf", "Inf"]),
    ("Majuro", "japan", ["Inf"]),
]

# sea: (printed zone, side, ops discs, control disc, [naval classes])
SEA_1941 = [
    # United States
    ("South China Sea", "allies", 2, False, ["LS", "Sub"]),
    ("Philippine Sea", "allies", 1, True, []),
    ("Celebes Sea", "allies", 1, False, []),
    ("Gilbert Islands", "allies", 0, False, ["Sub"]),
    ("Ellice Islands", "allies", 0, True, ["LS"]),
    ("New Hebrides", "allies", 0, True, ["LS"]),
    ("Fiji", "allies", 0, False, ["LS"]),
    ("Samoa", "allies", 2, True, ["HS"]),
    ("Phoenix Islands", "allies", 0, True, ["LS"]),
    ("Northern Cook Is.", "allies", 0, True, ["LS"]),
    ("South Pacific", "allies", 0, True, ["LS"]),
    ("Line Islands", "allies", 0, True, ["CV"]),
    ("Hawaii", "allies", 3, False, ["HS", "HS", "LS", "Sub"]),
    ("US Waters", "allies", 0, False, ["CV", "HS", "LS", "Sub"]),
    ("Wake Islands", "allies", 1, False, []),
    ("Midway Islands", "allies", 1, True, ["CV"]),
    ("Gulf of Alaska", "allies", 1, True, ["HS"]),
    ("Eastern Bering Sea", "allies", 1, True, ["LS"]),
    ("Western Bering Sea", "allies", 0, True, ["Sub"]),
    # Commonwealth
    ("Eastern China Sea", "allies", 1, False, []),
    ("South China Sea", "allies", 1, False, []),
    ("Bay of Bengal", "allies", 2, True, ["CV"]),
    ("Andaman Sea", "allies", 1, True, ["Sub"]),
    ("Gulf of Thailand", "allies", 2, False, ["HS"]),
    ("Java Sea", "allies", 3, True, ["LS"]),
    ("Arafura Sea", "allies", 0, True, ["LS"]),
    ("Coral Sea", "allies", 3, True, ["HS"]),
    ("New Caledonia", "allies", 1, True, []),
    ("Fiji", "allies", 1, True, []),
    ("Solomon Sea", "allies", 2, True, ["LS"]),
    ("Bismarck Sea", "allies", 2, True, ["LS"]),
    ("Nauru", "allies", 0, True, ["Sub"]),
    # Japan
    ("Japan Sea", "axis", 3, True, []),
    ("Yellow Sea", "axis", 3, True, []),
    ("Eastern China Sea", "axis", 1, True, ["HS"]),
    ("South China Sea", "axis", 3, False, ["CV", "HS", "LS"]),
    ("Gulf of Thailand", "axis", 1, False, ["HS", "LS", "Sub"]),
    ("Celebes Sea", "axis", 0, True, ["HS", "LS"]),
    ("Volcano Islands", "axis", 1, True, []),
    ("Marianas Islands", "axis", 1, True, ["LS"]),
    ("Palau Islands", "axis", 2, True, ["LS", "LS"]),
    ("Caroline Islands", "axis", 2, True, []),
    ("Marshall Islands", "axis", 4, True, ["LS"]),
    ("Gilbert Islands", "axis", 0, False, ["Sub"]),
    ("Wake Island", "axis", 0, True, ["LS", "LS"]),
    ("Eastern Pacific", "axis", 0, True, ["Sub"]),
    ("Hawaiian Islands", "axis", 0, False, ["CV", "CV", "CV", "Sub"]),
]

# ---------------------------------------------------------------- 1942: Midway to Guadalcanal
LAND_1942 = [
    # United States
    ("Anchorage", "us", ["Air", "Inf"]),
    ("Vancouver", "us", ["Art"]),
    ("Midway", "us", ["Air"]),
    ("Johnston", "us", ["Air"]),
    ("Hawaii", "us", ["Air", "Art", "Inf"]),
    ("Palmyra", "us", ["Inf"]),
    ("Samoa", "us", ["Inf"]),
    ("Funafuti", "us", ["Marine"]),
    ("Santa Cruz", "us", ["Tank"]),
    # Commonwealth
    ("Calcutta", "cw", ["Air"]),
    ("Dacca", "cw", ["Art"]),
    ("Rangoon", "cw", ["Tank", "Inf"]),
    ("Brisbane", "cw", ["Tank"]),
    ("Sydney", "cw", ["Air"]),
    ("Darwin", "cw", ["Inf"]),
    ("Gili Gili", "cw", ["Inf"]),
    ("Port Moresby", "cw", ["Inf"]),
    ("Noumea", "cw", ["Inf"]),
    # China
    ("Yindiu", "china", ["Inf", "Inf"]),
    ("Xi'an", "china", ["Inf"]),
    ("Yan'an", "china", ["Air", "Art", "Tank", "Inf"]),
    ("Chungking", "china", ["Air"]),
    ("Pujin", "china", ["Inf"]),
    ("Changsha", "china", ["Inf"]),
    ("Nanning", "china", ["Inf"]),
    ("Kunming", "china", ["Inf", "Inf", "Inf"]),
    # Japan
    ("Tokyo", "japan", ["Inf"]),
    ("Hiroshima", "japan", ["Inf"]),
    ("Jinzhou", "japan", ["Inf"]),
    ("Peking", "japan", ["Art", "Inf"]),
    ("Nanking", "japan", ["Air", "Art", "Tank", "Inf"]),
    ("Shanghai", "japan", ["Art"]),
    ("Canton", "japan", ["Inf"]),
    ("Hong Kong", "japan", ["Air"]),
    ("Hanoi", "japan", ["Tank", "Inf"]),
    ("Bangkok", "japan", ["Inf"]),
    ("Vientiane", "japan", ["Art", "Inf"]),
    ("Singapore", "japan", ["Air", "Art"]),
    ("Batavia", "japan", ["Air", "Air", "Inf", "Inf"]),
    ("Iwo Jima", "japan", ["Inf"]),
    ("Truk", "japan", ["Inf"]),
    ("Eniwetok", "japan", ["Inf"]),
    ("Kwajalein", "japan", ["Inf"]),
    ("Juluit", "japan", ["Inf"]),
    ("Majuro", "japan", ["Inf"]),
    ("Tarawa", "japan", ["Inf"]),
    ("Admiralty", "japan", ["Inf"]),
    ("Wewak", "japan", ["Air", "Inf"]),
    ("Rabaul", "japan", ["Inf"]),
]

SEA_1942 = [
    # United States
    ("Western Bering Sea", "allies", 0, True, ["Sub"]),
    ("Eastern Bering Sea", "allies", 1, True, ["LS"]),
    ("Gulf of Alaska", "allies", 2, True, []),
    ("Northwest Pacific", "allies", 0, True, ["LS"]),
    ("Midway Island", "allies", 1, True, ["Sub"]),
    ("Eastern Pacific", "allies", 0, True, ["LS"]),
    ("Hawaiian Islands", "allies", 3, True, ["CV", "HS", "LS", "Sub"]),
    ("South Pacific", "allies", 0, True, ["LS"]),
    ("Line Islands", "allies", 1, True, ["HS"]),
    ("Northern Cook", "allies", 0, True, ["CV"]),
    ("Samoa", "allies", 2, True, ["LS"]),
    ("Phoenix Islands", "allies", 0, True, ["LS"]),
    ("Fiji", "allies", 0, True, ["HS"]),
    ("Ellice Islands", "allies", 1, True, ["Sub"]),
    ("Gilbert Islands", "allies", 0, False, ["HS"]),
    ("Nauru", "allies", 0, False, ["Sub"]),
    ("New Hebrides", "allies", 1, True, ["LS"]),
    ("New Caledonia", "allies", 1, True, ["LS"]),
    ("Solomon Sea", "allies", 0, False, ["LS"]),
    ("Coral Sea", "allies", 0, False, ["CV", "HS"]),
    # Commonwealth
    ("Bay of Bengal", "allies", 2, True, ["CV", "HS", "LS", "Sub"]),
    ("Andaman Sea", "allies", 1, True, ["LS"]),
    ("Ceylon Sea", "allies", 0, True, ["HS"]),
    ("Arafura Sea", "allies", 1, True, ["LS"]),
    ("Coral Sea", "allies", 5, True, ["LS", "Sub"]),
    ("New Caledonia", "allies", 1, False, []),
    ("Solomon Sea", "allies", 1, False, []),
    # Japan
    ("Japan Sea", "axis", 3, True, ["LS"]),
    ("Yellow Sea", "axis", 2, True, []),
    ("Eastern China Sea", "axis", 1, True, []),
    ("South China Sea", "axis", 3, True, []),
    ("Gulf of Thailand", "axis", 3, True, ["HS"]),
    ("Java Sea", "axis", 3, True, ["CV", "HS", "LS"]),
    ("Arafura Sea", "axis", 0, False, ["LS"]),
    ("Celebes Sea", "axis", 0, True, ["Sub"]),
    ("Bismarck Sea", "axis", 3, True, ["CV", "HS", "LS", "Sub"]),
    ("Solomon Sea", "axis", 2, False, ["Sub"]),
    ("Palau Islands", "axis", 0, True, ["LS"]),
    ("Caroline Islands", "axis", 2, True, ["LS"]),
    ("Marianas Islands", "axis", 0, True, ["CV"]),
    ("Volcano Islands", "axis", 1, True, []),
    ("Western Pacific", "axis", 0, True, ["HS"]),
    ("Wake Island", "axis", 0, True, ["HS"]),
    ("Marshall Islands", "axis", 4, True, ["Sub"]),
    ("Nauru", "axis", 0, False, ["LS"]),
    ("Gilbert Islands", "axis", 1, True, ["Sub"]),
    ("Central Pacific", "axis", 0, True, ["LS"]),
    ("The Bonins", "axis", 0, True, ["CV"]),
    ("Kurili Sea", "axis", 0, True, ["LS"]),
]

SETUPS = {
    "1941 Pearl Harbor": {"land": LAND_1941, "sea": SEA_1941, "cite": "§11.0 1941: Pearl Harbor setup"},
    "1942 Midway to Guadalcanal": {"land": LAND_1942, "sea": SEA_1942, "cite": "§11.0 1942: Midway to Guadalcanal setup"},
}

# Sea-zone lines of the setups that name the SEA ZONE with a word that is also a Land Area's printed name.
# resolve() gives the Land Area for these words; the sea zone ids to use are given here (see notes.md).
SEA_NAME_OVERRIDES = {"Hawaii": "hawaiian_islands", "Samoa": "samoa_sea"}

# Other places the setups name outside unit lines (Economic / Strategic Power lists, controlled territories,
# victory conditions): printed spelling -> where.
OTHER_SETUP_NAMES = {
    "Alaska": "§11.0 setups, US Economic Power (1941 and 1942)",
    "Guam": "§11.0 1942 setup, US Controlled Territories",
    "Wake": "§11.0 1942 setup, US Controlled Territories",
    "Miri": "§11.0 1942 setup, CW / Japan Controlled Territories",
    "Malay": "§11.0 1942 setup, CW / Japan Controlled Territories",
    "Attu": "§11.0 1942 scenario victory conditions",
    "Midway": "§11.0 1942 scenario victory conditions",
    "Port Moresby": "§11.0 1942 scenario victory conditions",
    "Truk": "§11.0 setups, Japan Strategic Power",
}
