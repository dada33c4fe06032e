"""Political geography of the Dai Senso map (the 1937 state of scenario 40), as the setups list it.

`area_of(cc, admin1, lat, lon)` maps a modern country code and first-level division (reverse_geocoder's
nearest-town answer) plus the point's position to the DS country or dependent that held it, following the
country and dependent lists of the scenario setups (§39-§48).  Where the rulebook is silent the choice is
documented here and in games/dai_senso/notes.md ("assumed").
"""
from __future__ import annotations

# id: (printed name, type, owner)   type: major | minor | dependent | unlisted
AREAS = {
    # Major Countries (§39-§48 setups: Axis/Western/Soviet Countries)
    "japan": ("Japan", "major", None),
    "russia": ("Russia", "major", None),
    "united_states": ("United States", "major", None),
    # Minor Countries
    "hopeh": ("Hopeh", "minor", None),
    "kiangsu": ("Kiangsu", "minor", None),
    "szechwan": ("Szechwan", "minor", None),
    "yunnan": ("Yunnan", "minor", None),
    "kansu": ("Kansu", "minor", None),
    "mongolia": ("Mongolia", "minor", None),
    "netherlands_east_indies": ("Netherlands East Indies", "minor", None),
    "siam": ("Siam", "minor", None),
    "sinkiang": ("Sinkiang", "minor", None),
    "tibet": ("Tibet", "minor", None),
    # British Dependents (§40 list)
    "addu_atoll": ("Addu Atoll", "dependent", "great_britain"),
    "australia": ("Australia", "dependent", "great_britain"),
    "burma": ("Burma", "dependent", "great_britain"),
    "ceylon": ("Ceylon", "dependent", "great_britain"),
    "christmas_island": ("Christmas Island", "dependent", "great_britain"),
    "diego_garcia": ("Diego Garcia", "dependent", "great_britain"),
    "fiji": ("Fiji", "dependent", "great_britain"),
    "funafati": ("Funafati", "dependent", "great_britain"),
    "gilbert_islands": ("Gilbert Islands", "dependent", "great_britain"),
    "hong_kong": ("Hong Kong", "dependent", "great_britain"),
    "india": ("India", "dependent", "great_britain"),
    "line_islands": ("Line Islands", "dependent", "great_britain"),
    "malaya": ("Malaya", "dependent", "great_britain"),
    "male": ("Male", "dependent", "great_britain"),
    "nepal": ("Nepal", "dependent", "great_britain"),
    "new_hebrides": ("New Hebrides", "dependent", "great_britain"),
    "new_zealand": ("New Zealand", "dependent", "great_britain"),
    "papua": ("Papua", "dependent", "great_britain"),
    "phoenix_islands": ("Phoenix Islands", "dependent", "great_britain"),
    "port_blair": ("Port Blair", "dependent", "great_britain"),
    "sarawak": ("Sarawak", "dependent", "great_britain"),
    "solomon_islands": ("Solomon Islands", "dependent", "great_britain"),
    "tonga": ("Tonga", "dependent", "great_britain"),
    # French Dependents
    "indochina": ("Indochina", "dependent", "france"),
    "new_caledonia": ("New Caledonia", "dependent", "france"),
    "uvea": ("Uvea", "dependent", "france"),
    # Japanese Dependents
    "eastern_caroline_islands": ("Eastern Caroline Islands", "dependent", "japan"),
    "formosa": ("Formosa", "dependent", "japan"),
    "korea": ("Korea", "dependent", "japan"),
    "manchukuo": ("Manchukuo", "dependent", "japan"),
    "marcus_island": ("Marcus Island", "dependent", "japan"),
    "marshall_islands": ("Marshall Islands", "dependent", "japan"),
    "shanghai": ("Shanghai", "dependent", "japan"),
    "western_caroline_islands": ("Western Caroline Islands", "dependent", "japan"),
    # NEI Dependents
    "borneo": ("Borneo", "dependent", "netherlands_east_indies"),
    "celebes": ("Celebes", "dependent", "netherlands_east_indies"),
    "dutch_new_guinea": ("Dutch New Guinea", "dependent", "netherlands_east_indies"),
    # Russian Dependents
    "komandorski": ("Komandorski", "dependent", "russia"),
    "tannu_tuva": ("Tannu Tuva", "dependent", "russia"),
    # US Dependents
    "aleutian_islands": ("Aleutian Islands", "dependent", "united_states"),
    "french_frigate_shoals": ("French Frigate Shoals", "dependent", "united_states"),
    "guam": ("Guam", "dependent", "united_states"),
    "johnston_island": ("Johnston Island", "dependent", "united_states"),
    "hawaiian_islands": ("Hawaiian Islands", "dependent", "united_states"),
    "midway": ("Midway", "dependent", "united_states"),
    "philippines": ("Philippines", "dependent", "united_states"),
    "wake_island": ("Wake Island", "dependent", "united_states"),
    "western_samoa": ("Western Samoa", "dependent", "united_states"),
    # land in no list of any scenario (Persia, Afghanistan, Arabia, Portuguese Timor, Nauru, ...)
    "unlisted": ("(not in any setup list)", "unlisted", None),
}

# DS Regions and named parts of countries: id: (name, parent area, how it is chosen)
SUBREGIONS = {
    "inner_mongolia": ("Inner Mongolia", "hopeh"),      # §37.7 example: a Region of Hopeh; Japanese Dependent from §41
    "mongol_frontier": ("Mongol Frontier", "mongolia"),  # §38.1.3 list; placed at Mongolia's eastern tip (assumed)
    "hainan": ("Hainan", "kiangsu"),                     # card "Demand Hainan" (§6.14 digest); Hainan island
    "sumatra": ("Sumatra", "netherlands_east_indies"),   # setups §45.2/§46.2: "on Sumatra and Java"
    "java": ("Java", "netherlands_east_indies"),
    "karafuto": ("Karafuto", "japan"),                   # south Sakhalin (geography)
    "kurile_islands": ("Kurile Islands", "japan"),       # (geography)
}

# Weather Areas by country (2014 DS rules 11.1, via the core digest §O) -- reference, not the UE rulebook.
WEATHER = {
    "central": ["formosa", "hong_kong", "kiangsu", "shanghai", "szechwan", "tibet", "yunnan"],
    "desert": ["australia", "kansu", "mongolia", "sinkiang"],
    "north": ["aleutian_islands", "hopeh", "japan", "korea", "manchukuo", "russia", "komandorski"],
    "north_monsoon": ["burma", "ceylon", "india", "indochina", "malaya", "nepal", "philippines", "siam"],
    "south": ["new_zealand"],
    "south_monsoon": ["netherlands_east_indies", "borneo", "celebes", "dutch_new_guinea", "papua", "sarawak"],
}
WEATHER_OF = {a: w for w, areas in WEATHER.items() for a in areas}

CN = {  # Chinese provinces (reverse_geocoder admin1 names) -> DS Chinese country (1937)
    "Heilongjiang": "manchukuo", "Jilin": "manchukuo", "Liaoning": "manchukuo",
    "Beijing": "hopeh", "Tianjin": "hopeh", "Hebei": "hopeh", "Shanxi": "hopeh", "Shandong": "hopeh",
    "Henan": "kiangsu", "Jiangsu": "kiangsu", "Shanghai": "kiangsu", "Zhejiang": "kiangsu", "Anhui": "kiangsu",
    "Jiangxi": "kiangsu", "Hubei": "kiangsu", "Hunan": "kiangsu", "Fujian": "kiangsu", "Guangdong": "kiangsu",
    "Hainan": "kiangsu",
    "Sichuan": "szechwan", "Chongqing": "szechwan", "Guizhou": "szechwan", "Shaanxi": "szechwan",
    "Yunnan": "yunnan", "Guangxi": "yunnan", "Guangxi Zhuangzu Zizhiqu": "yunnan",
    "Gansu": "kansu", "Ningxia": "kansu", "Ningxia Huizu Zizhiqu": "kansu", "Qinghai": "kansu",
    "Xinjiang": "sinkiang", "Xinjiang Uygur Zizhiqu": "sinkiang", "Tibet": "tibet", "Tibet Autonomous Region": "tibet",
    "Inner Mongolia": "inner_mongolia", "Nei Mongol Zizhiqu": "inner_mongolia",
}


def area_of(cc: str, admin1: str, lat: float, lon: float) -> tuple[str, str | None]:
    """(area id, DS region or None) for a land point whose nearest town is in (cc, admin1)."""
    lon180 = lon - 360 if lon > 180 else lon
    if cc == "CN":
        admin1 = admin1.replace(" Sheng", "").replace(" Shi", "")
        a = CN.get(admin1)
        if a is None:
            a = "kiangsu"
        if admin1 in ("Hebei",) and lat > 40.4:            # north of the Great Wall: Jehol / Chahar
            return ("manchukuo", None) if lon > 116.2 else ("hopeh", "inner_mongolia")
        if a == "inner_mongolia":                          # Nei Mongol: Hsingan (Manchukuo) / Chahar-Suiyuan / Alxa
            if lon >= 118.5:
                return "manchukuo", None
            if lon < 105.5:
                return "kansu", None
            return "hopeh", "inner_mongolia"
        if admin1 == "Shaanxi" and lat >= 35.7:            # the Shen-Kan-Ning border region (Yenan)
            return "kansu", None
        if admin1 == "Hainan":
            return "kiangsu", "hainan"
        return a, None
    if cc in ("KR", "KP"):
        return "korea", None
    if cc == "TW":
        return "formosa", None
    if cc in ("HK",):
        return "hong_kong", None
    if cc in ("MO",):
        return "kiangsu", None
    if cc == "MN":
        return "mongolia", ("mongol_frontier" if lon >= 114.0 else None)
    if cc == "JP":
        if lon > 150 and lat < 30:
            return "marcus_island", None
        return "japan", None
    if cc == "RU":
        if admin1 in ("Tyva", "Tuva", "Republic of Tyva"):
            return "tannu_tuva", None
        if admin1 == "Sakhalin":
            if lon > 145.0 or (lon > 143.5 and lat < 46.5):
                return "japan", "kurile_islands"
            if lat < 50.0:
                return "japan", "karafuto"
        if lon > 165.0 and 54.0 < lat < 56.5:
            return "komandorski", None
        return "russia", None
    if cc in ("KZ", "KG", "TJ", "UZ", "TM"):
        return "russia", None
    if cc in ("IN", "PK", "BD", "BT"):
        if 91.5 < lon < 94.5 and 6.0 < lat < 14.5:
            return "port_blair", None
        return "india", None
    if cc == "NP":
        return "nepal", None
    if cc == "LK":
        return "ceylon", None
    if cc == "MV":
        return ("addu_atoll", None) if lat < -0.2 else ("male", None)
    if cc == "IO":
        return "diego_garcia", None
    if cc == "MM":
        return "burma", None
    if cc == "TH":
        return "siam", None
    if cc in ("VN", "LA", "KH"):
        return "indochina", None
    if cc == "SG":
        return "malaya", None
    if cc == "MY":
        return ("malaya", None) if lon < 105 else ("sarawak", None)
    if cc == "BN":
        return "sarawak", None
    if cc == "ID":
        if lon >= 130.9 or (lon >= 129.5 and lat < -4.0 and lat > -9.0 and lon > 134.0):
            return "dutch_new_guinea", None
        if 108.5 < lon < 119.2 and -4.3 < lat < 7.5:
            return "borneo", None
        if 118.7 <= lon < 125.6 and -6.5 < lat < 2.2:
            return "celebes", None
        if lon < 106.3 and lat > -6.0:
            return "netherlands_east_indies", "sumatra"
        if 105.0 < lon < 114.7 and lat < -5.8:
            return "netherlands_east_indies", "java"
        return "netherlands_east_indies", None
    if cc == "PH":
        return "philippines", None
    if cc == "PW":
        return "western_caroline_islands", None
    if cc == "FM":
        return ("western_caroline_islands", None) if lon < 145.0 else ("eastern_caroline_islands", None)
    if cc == "MP":
        return "japan", None                       # assumed: no Mariana dependent is listed (see notes)
    if cc == "GU":
        return "guam", None
    if cc == "MH":
        return "marshall_islands", None
    if cc == "KI":
        if lon180 < -165 and lat < -1.0:
            return "phoenix_islands", None
        if lon180 < 0:
            return "line_islands", None
        return "gilbert_islands", None
    if cc == "TV":
        return "funafati", None
    if cc == "WF":
        return "uvea", None
    if cc in ("WS", "AS"):
        return "western_samoa", None
    if cc == "TO":
        return "tonga", None
    if cc == "FJ":
        return "fiji", None
    if cc == "VU":
        return "new_hebrides", None
    if cc == "NC":
        return "new_caledonia", None
    if cc == "SB":
        return "solomon_islands", None
    if cc == "PG":
        return "papua", None
    if cc == "AU":
        return "australia", None
    if cc == "CX":
        return "christmas_island", None
    if cc == "NZ":
        return "new_zealand", None
    if cc == "US":
        if admin1 == "Hawaii":
            if lon180 < -165.5 and lat > 23.0:
                return ("midway", None) if lon180 < -175 else ("french_frigate_shoals", None)
            return "hawaiian_islands", None
        if admin1 == "Alaska":
            return ("aleutian_islands", None) if (lon180 < -163.0 or lon180 > 0) else ("united_states", None)
        return "united_states", None
    if cc == "UM":
        if lat > 27:
            return "midway", None
        if lat > 18:
            return "wake_island", None
        return "johnston_island", None
    return "unlisted", None


# Small islands the land mask misses or that must exist because a listed dependent is there:
# (lat, lon, area, region, what)
ISLANDS = [
    (16.73, -169.53, "johnston_island", None, "Johnston Island"),
    (23.75, -166.20, "french_frigate_shoals", None, "French Frigate Shoals"),
    (-10.49, 105.62, "christmas_island", None, "Christmas Island"),
    (-7.31, 72.41, "diego_garcia", None, "Diego Garcia"),
    (-0.63, 73.16, "addu_atoll", None, "Addu Atoll"),
    (4.18, 73.51, "male", None, "Male"),
    (11.62, 92.73, "port_blair", None, "Port Blair (Andaman Is.)"),
    (-8.52, 179.20, "funafati", None, "Funafuti"),
    (-2.81, -171.67, "phoenix_islands", None, "Canton Island (Phoenix Is.)"),
    (1.87, -157.40, "line_islands", None, "Christmas Island (Line Is.)"),
    (5.88, -162.08, "line_islands", None, "Palmyra (Line Is.)"),
    (3.85, -159.35, "line_islands", None, "Fanning Island (Line Is.)"),
    (55.20, 166.00, "komandorski", None, "Bering Island (Komandorski Is.)"),
    (-13.28, -176.18, "uvea", None, "Wallis (Uvea)"),
    (-21.14, -175.20, "tonga", None, "Tongatapu"),
    (-13.83, -171.76, "western_samoa", None, "Upolu"),
    (-14.30, -170.70, "western_samoa", None, "Tutuila"),
    (-0.86, 169.54, "gilbert_islands", None, "Ocean Island (Banaba)"),
    (-0.53, 166.93, "unlisted", None, "Nauru"),
    (9.52, 138.12, "western_caroline_islands", None, "Yap"),
    (5.32, 162.98, "eastern_caroline_islands", None, "Kosrae"),
    (5.92, 169.64, "marshall_islands", None, "Jaluit"),
    (8.72, 171.23, "marshall_islands", None, "Maloelap"),
    (9.50, 170.00, "marshall_islands", None, "Wotje"),
    (11.16, 166.89, "marshall_islands", None, "Rongelap"),
    (7.45, 151.85, "eastern_caroline_islands", None, "Truk"),
    (6.88, 158.22, "eastern_caroline_islands", None, "Ponape"),
    (7.34, 134.48, "western_caroline_islands", None, "Palau"),
    (10.00, 139.70, "western_caroline_islands", None, "Ulithi"),
    (11.45, 162.25, "marshall_islands", None, "Eniwetok"),
    (9.19, 167.42, "marshall_islands", None, "Kwajalein"),
    (7.09, 171.38, "marshall_islands", None, "Majuro"),
    (1.35, 172.98, "gilbert_islands", None, "Tarawa"),
    (15.18, 145.75, "japan", None, "Saipan"),
    (13.44, 144.79, "guam", None, "Guam"),
    (19.28, 166.65, "wake_island", None, "Wake"),
    (28.21, -177.38, "midway", None, "Midway"),
    (24.29, 153.98, "marcus_island", None, "Marcus Island"),
    (24.78, 141.32, "japan", None, "Iwo Jima"),
    (27.09, 142.19, "japan", None, "Chichi Jima (Bonins)"),
    (-17.75, 168.30, "new_hebrides", None, "Efate"),
    (-15.51, 167.18, "new_hebrides", None, "Espiritu Santo"),
    (-22.27, 166.45, "new_caledonia", None, "Noumea"),
    (-17.80, 178.00, "fiji", None, "Viti Levu"),
    (-29.03, 167.95, "australia", None, "Norfolk Island"),
    (-12.19, 96.83, "unlisted", None, "Cocos Islands"),
    (-9.43, 159.95, "solomon_islands", None, "Guadalcanal"),
    (-8.10, 156.84, "solomon_islands", None, "New Georgia"),
    (-6.75, 155.69, "papua", None, "Bougainville"),
    (-2.57, 150.80, "papua", None, "New Ireland"),
    (-2.05, 147.00, "papua", None, "Manus (Admiralty Is.)"),
    (-4.20, 152.17, "papua", None, "Rabaul"),
    (52.90, 173.15, "aleutian_islands", None, "Attu"),
    (51.98, 177.53, "aleutian_islands", None, "Kiska"),
    (51.85, -176.65, "aleutian_islands", None, "Adak"),
    (53.89, -166.54, "aleutian_islands", None, "Unalaska"),
    (50.40, 155.80, "japan", "kurile_islands", "Paramushiro"),
    (45.00, 147.70, "japan", "kurile_islands", "Etorofu"),
]
