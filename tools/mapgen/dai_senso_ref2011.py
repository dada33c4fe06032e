"""Reference data: symbols read from a scan of the 2011 Dai Senso! map (West Map `w`, East Map `e`).

Source: public repository bwise-7365/titan-alloy, file hexgames/map_graphics/xml/dai-senso.xml (a machine-assisted
transcription of a 3990x3198 scan of the 2011 edition map: "capitals, cities, towns and ports" glyphs and the
strategic-hex rings).  Only the hex ids and symbol kinds are copied here, as data.

Two corrections are needed before these ids can be read as Ultimate Edition ids:
  * the prefixes: 2011 `w` = UE Asia map `a`, 2011 `e` = UE Pacific map `p` (the UE setups still print three
    `e` ids, and dozens of named places sit on the same numbers, e.g. Singapore w3218/a3218, Nagasaki e4801/p4801);
  * the row parity: that transcription shifts even rows half a hex east, but the printed numbering shifts odd rows
    (the least-squares fit of dai_senso_fit.py and every pair of nearby named places agree on this), so on
    odd-numbered rows the transcription's column is one too high: w4107 is Bombay a4106, e4905 is Tokyo p4904,
    e1517 is Auckland p1516, e3117 is Tarawa p3116, e2314 is Espiritu Santo p2313.
`ue_id()` applies both.  Ids that fall off the UE frame (column 0) continue the lattice across the map join.
"""
from __future__ import annotations

GLYPHS = {
    "capital": """w4405 w3509 w4510 w4314 w5415 w4715 w4015 w3817 w5818 w4418 w3218 w5019 w2819 w4620 w5821 w5621
        w5223 w5824 w3824 w4725 w5427 w5027 e5603 e4905 e1308 e5810 e1318""",
    "city": """w4107 w4308 w3808 w4709 w4509 w4009 w5411 w6012 w4213 w6015 w4215 w5118 w4719 w4219 w2919 w4520 w4420
        w3920 w3220 w5021 w4921 w5022 w4322 w4222 w3322 w3022 w2722 w4923 w4723 w3423 w3223 w1423 w2824 w2925 w5226
        w5126 w4726 w3426 w3126 e5701 e4801 e3001 e5302 e4902 e4903 e4803 e4904 e3004 e1304 e5305 e5005 e2906 e2606
        e2707 e2107 e1107 e2808 e1609 e1309 e1517 e4226""",
    "town": """w4406 w4908 w3608 w4209 w3609 w5210 w5212 w5012 w4412 w4513 w5714 w4415 w4115 w4516 w4416 w4216 w4016
        w3916 w3016 w3217 w6018 w4018 w3618 w6020 w4320 w2720 w4521 w5722 w5222 w2922 w1622 w5024 w4924 w4224 w5625
        w4925 w4625 w4525 w3825 w2626 w5527 w5327 w5127 e4802 e1802 e5803 e5703 e5003 e3003 e5004 e3504 e2004 e5105
        e2605 e5706 e5606 e5306 e2806 e2607 e2508""",
    "port": """w4405 w3406 w3206 w2806 w4107 w3807 w3809 w3509 w4010 w3510 w4112 w4314 w3714 w4015 w3517 w3417 w3218
        w2818 w4219 w3619 w2519 w3920 w3220 w4121 w4222 w2722 w3423 w3223 w1423 w5124 w3824 w2824 w5025 w4025 w3625
        w2925 w2625 w2225 w4726 w3626 w3426 w3126 w2927 e5101 e4901 e4801 e2401 e5302 e4902 e4803 e5604 e4904 e3604
        e3004 e1304 e5805 e5205 e5005 e4905 e5806 e5106 e3806 e2906 e2606 e2206 e5407 e5307 e2907 e2808 e1808 e1408
        e4309 e1309 e5810 e3411 e2611 e5813 e4114 e3514 e3014 e2314 e1914 e5616 e3516 e3117 e1217 e5618 e2618 e2118
        e1318 e4520 e2420 e1920 e2922 e5723 e4323 e3923 e3425 e4128""",
}

# Strategic-hex rings (faction colour).  Noisy: the transcription also rings cells under printed displays.
RINGS = {
    "western": """w5901 w5501 w1802 w1602 w1402 w1202 w1002 w4107 w4007 w2209 w4314 w4214 w1614 w1414 w1214 w1014 w4115
        w4015 w3816 w1217 w4418 w3318 w1318 w1018 w4620 w3920 w2720 w4621 w4421 w4221 w4121 w3821 w3221 w2721 w4222
        w3022 w5823 w3124 w3024 w2924 w5025 w4725 w5126 w4726 w4427 e3001 e2301 e2902 e5103 e2903 e5904 e5804 e5705
        e5005 e2905 e2305 e5706 e5306 e3907 e3307 e2107 e2007 e2808 e1709 e4610 e3810 e3516 e1517 e1417 e4520 e5422
        e1825""",
    "axis": """w1201 w1001 w2705 w1605 w1405 w1205 w1005 w1806 w1606 w1406 w1206 w1006 w2007 w1807 w1607 w1407 w1207
        w1007 w2008 w1808 w1608 w1408 w1208 w1008 w2009 w1809 w1609 w1409 w1209 w1009 w2010 w1810 w1610 w1410 w1210
        w1010 w1811 w1611 w1411 w1211 w1011 w6012 w1812 w1612 w1412 w1212 w1012 w1813 w1613 w1413 w1213 w1013 w4516
        w3916 w5818 w5019 w4420 w5121 w4921 w4821 w4521 w5122 w5022 w4922 w4722 w4522 w4422 w1622 w5323 w5223 w4923
        w4723 w4323 w3123 w5224 w5124 w4424 w4324 w5625 w5525 w4325 w1325 w5226 w5627 w5127 w5027 w2327 e5301 e4901
        e4801 e4902 e4802 e3402 e5403 e4903 e4803 e5004 e4904 e4804 e2204 e1304 e5605 e5405 e4905 e5606 e5506 e1106
        e3408 e5609 e1509 e5710 e6011 e5911 e3612 e1117 e5925 e1225 e5926 e1226 e1228""",
}


def ue_id(xml_id: str) -> str | None:
    """UE hex id for a 2011 transcription id (prefix and odd-row parity corrected)."""
    m = {"w": "a", "e": "p"}[xml_id[0]]
    r, c = int(xml_id[1:3]), int(xml_id[3:5])
    if r % 2 == 1:
        c -= 1
    if c < 1:
        if m == "p":            # column 0 of the Pacific map is the Asia map's column 27
            return f"a{r:02d}{c + 27:02d}"
        return None
    return f"{m}{r:02d}{c:02d}"


def glyphs_ue() -> dict[str, set[str]]:
    """UE hex id -> set of glyph kinds ('capital', 'city', 'town', 'port')."""
    out: dict[str, set[str]] = {}
    for kind, ids in GLYPHS.items():
        for x in ids.split():
            u = ue_id(x)
            if u:
                out.setdefault(u, set()).add(kind)
    return out


def rings_ue() -> dict[str, str]:
    out = {}
    for faction, ids in RINGS.items():
        for x in ids.split():
            u = ue_id(x)
            if u:
                out[u] = faction
    return out
