"""Transcription aid for Dai Senso! scenarios 40-48 (seed 002, sections 40-48): reads the set-up lists of the
rulebook text and prints them as scenarios.yaml records, each with its provenance. It was run once; the YAML it
printed, now in games/dai_senso/scenarios.yaml, is the source (edit the YAML, not this script's output).

    python tools/ds_scenarios_transcribe.py SEED.txt > /tmp/ds_40_48.yaml

What it does not place (markers, option cards, postures, Detachments, beachheads) it lists on stderr."""
import re
import sys

import yaml

PERIODS = ["Jan-Feb", "Mar-Apr", "Apr-May", "May-June", "June-July", "July-Aug", "Aug-Sept", "Sept-Oct", "Nov-Dec"]
MAJOR = {"axis": "japan", "western": "great_britain", "soviet": "russia"}
# nation words the set-ups print before a unit's values
NATION_WORDS = {
    "US": "united_states", "Kiangsu": "kiangsu", "Szechwan": "szechwan", "Yunnan": "yunnan",
    "Nationalist China": "nationalist_china", "Communist China": "communist_china", "Kansu": "kansu",
    "Mongolian": "mongolia", "Hopeh": "hopeh", "French": "france", "Siamese": "siam", "Dutch": "netherlands_east_indies",
    "NEI": "netherlands_east_indies", "Chinese": "nationalist_china", "Russian": "russia", "British": "great_britain",
    "Australian": "great_britain", "Indian": "great_britain",
}
# values printed as a reduced side ("[re: X]") and the full class of their pair (units.yaml)
REDUCED_PAIR = {"2-1-1": "u331", "1-1-1": "u221", "1-1-2": "u332", "1-2-1": "u231", "0-1-1": "r011", "2-2-1": "r221",
                "2-3-1": "r231", "4-4-1": "r441"}
SUPPORT = [("Air Force", "air_force"), ("Surface Fleet", "fleet"), ("Surf Fleet", "fleet"), ("CV Fleet", "fleet"), ("Sub Fleet", "fleet"),
           ("Scratch Convoy", "convoy"), ("Supply Convoy", "convoy"), ("Convoy", "convoy"), ("Interceptor", "air_force"),
           ("Bomber", "air_force"), ("Logistics", None)]
COUNTRY_IDS = {"soviet union": "russia", "hopesh": "hopeh", "great britain": None, "united states": "united_states",
               "france": None, "russia": "russia"}


def slug(s):
    return re.sub(r"[^a-z0-9]+", "_", s.lower()).strip("_")


def norm_turn(s):
    s = s.replace("\u2013", "-").replace("\u2014", "-").strip()
    return s


def split_top(s, sep=","):
    out, depth, cur = [], 0, ""
    for ch in s:
        if ch == "[":
            depth += 1
        elif ch == "]":
            depth -= 1
        if ch == sep and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


UNIT_RE = re.compile(r"^(\d+)\u00d7\s+(.*)$")
VAL_RE = re.compile(r"(\d)-(\d)-(\d)")


def parse_tags(brackets, count):
    """[(tag, reduced)] for count counters, from the bracket texts."""
    tags = []
    for b in brackets:
        b = b.strip()
        if b in ("X", "\u2612"):
            continue
        reduced = False
        for part in re.split(r"[;,]", b):
            part = part.strip()
            if not part:
                continue
            if part.startswith("re:"):
                reduced = True
                part = part[3:].strip()
            m = re.match(r"^(\d+)\u00d7\s*(.*)$", part)
            n = 1
            if m:
                n, part = int(m.group(1)), m.group(2)
            tags += [(part, reduced)] * n
    if not tags:
        return [(None, False)] * count
    if len(tags) == 1 and count > 1:
        return tags * count
    if len(tags) != count:
        raise ValueError(f"{count} counters but tags {tags}")
    return tags


def parse_item(item, faction, warn):
    """A list of counter records (without place) from one item of a set-up line, or [] for a marker."""
    item = item.replace("\u2612", "").replace("\u2013", "-").strip()
    if "Detachment" in item:
        warn(f"marker (not placed): {item}")
        return []
    m = UNIT_RE.match(item)
    if not m:
        warn(f"marker (not placed): {item}")
        return []
    count, rest = int(m.group(1)), m.group(2)
    brackets = re.findall(r"\[([^\]]*)\]", rest)
    head = re.sub(r"\[[^\]]*\]", "", rest).strip()
    if "Beachhead" in head:
        warn(f"beachhead marker (not placed): {item}")
        return []
    nation = MAJOR[faction]
    army = None
    for w in sorted(NATION_WORDS, key=len, reverse=True):
        if head.startswith(w + " "):
            nation = NATION_WORDS[w]
            head = head[len(w):].strip()
            break
    if head.startswith("Kwantung "):
        army = "kwantung"
        head = head[len("Kwantung "):].strip()
    recs = []
    vm = VAL_RE.search(head)
    tags = parse_tags(brackets, count)
    if vm:
        val = vm.group(0)
        colonial = "colonial" in head
        for tag, reduced in tags:
            r = {"nation": nation, "value": val, "reduced": reduced, "tag": tag, "colonial": colonial, "army": army}
            recs.append(r)
        return recs
    for word, cls in SUPPORT:
        if word in head:
            if cls is None:
                warn(f"marker (not placed): {item}")
                return []
            for tag, _ in tags:
                t = tag
                if word in ("Scratch Convoy", "Supply Convoy"):
                    t = word.split()[0] if tag is None else tag
                if word == "CV Fleet":
                    t = "CV " + tag if tag else "CV"
                recs.append({"nation": nation, "support": cls, "tag": t})
            return recs
    warn(f"not understood (not placed): {item}")
    return []


def header_block(lines):
    text = "\n".join(lines)
    keys = ["Game Length", "War State", "Maps Used", "Axis Countries", "Western Countries", "Soviet Countries",
            "Neutral Minor Countries", "Conquered Minor Countries", "British Dependents", "French Dependents",
            "Japanese Dependents", "NEI Dependents", "Russian Dependents", "US Dependents"]
    pat = "(" + "|".join(re.escape(k) for k in keys) + r")\s"
    parts = re.split(pat, text)
    out = {}
    for i in range(1, len(parts) - 1, 2):
        out[parts[i]] = " ".join(parts[i + 1].split())
    return out


def countries(s, known):
    res = []
    for name in [x.strip() for x in s.split(",") if x.strip()]:
        k = COUNTRY_IDS.get(name.lower(), slug(name))
        if k is None:
            continue
        if k in known:
            res.append(k)
        else:
            res.append(("?", name))
    return res


BLOCKS = ["On Map:", "On Turn Track:", "Force Pool:", "Conditional Events Box:", "Conquered Minor Countries Box:",
          "Option Cards:", "Japanese Government Box:", "Delay Box:", "Turn Track:", "US Commitment Level Track:",
          "Victory Point Track:", "Posture Display:", "Influence & Neutrality Markers on Map:",
          "Markers & Units Removed From Game:", "*European War Display:", "European War Display:",
          "Holding Boxes:", "Government Marker Holding Box:"]


def bullets(lines):
    """(block, key, items) for each bullet, continuation lines joined, inline 'Block: items' lines too."""
    out = []
    block = None
    for raw in lines:
        line = raw.strip()
        if not line or line == "AXIS EMPIRES: DAI SENSO RULES":  # a page header of the text
            continue
        hit = next((b for b in BLOCKS if line.startswith(b)), None)
        if hit:
            block = hit.rstrip(":").lstrip("*")
            rest = line[len(hit):].strip()
            if rest:
                out.append([block, None, rest])
            continue
        if line.startswith("- "):
            body = line[2:].strip()
            m = re.match(r"^\*{1,3}(.*?):\*{1,3}\s*(.*)$", body)
            if m:
                out.append([block, m.group(1).strip("* "), m.group(2).strip()])
            else:
                out.append([block, None, body])
            continue
        if out and (out[-1][2] == "" or re.match(r"^(\d+\u00d7|Country|[a-z])", line)):
            out[-1][2] = (out[-1][2] + " " + line).strip()
            continue
        out.append(["text", None, line])
    return out


def load_map(path):
    doc = yaml.safe_load(open(path))
    names = {}
    countries = set()
    for sp in doc["spaces"]:
        for n in [sp.get("name")] + list(sp.get("aliases", []) or []):
            if n:
                names[n.lower()] = sp["id"]
        c = (sp.get("attrs") or {}).get("country")
        if c:
            countries.add(c)
    return names, countries


def choice_expr(key, known_countries):
    """A rules expression for 'In any hex(es) in X or Y' / 'within N hexes of P (hex)' / 'on Sumatra and Java'."""
    low = key.lower()
    if "naval zone convoys" in low:
        return 'spaces("naval_zone") where z -> z.box_type == "convoys"'
    cs = [c for c in sorted(known_countries, key=len, reverse=True) if c.replace("_", " ") in low]
    # 'Netherlands East Indies' also contains no shorter id; drop ids contained in a longer one found
    cs = [c for c in cs if not any(c != d and c.replace("_", " ") in d.replace("_", " ") for d in cs)]
    conds = ['z.terrain == "land"']
    if cs:
        conds.append("z.country in [" + ", ".join(f'"{c}"' for c in cs) + "]")
    regions = [r for r in ("sumatra", "java") if r in low]
    if regions:
        conds.append("z.region in [" + ", ".join(f'"{r}"' for r in regions) + "]")
    hexes = re.findall(r"\(([ap]\d{4})\)", key)
    m = re.search(r"within (\w+)\u00d7? hexes", low)  # 45.2 prints "within 2\u00d7 hexes"
    if not cs and not regions and not hexes:
        raise ValueError(f"choice not understood: {key}")
    if hexes and m:
        n = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}.get(m.group(1)) or int(m.group(1))
        around = "reachable([" + ", ".join("@" + h for h in hexes) + f"], max={n})"
        return around + " where z -> " + " and ".join(conds)
    return 'spaces("land") where z -> ' + " and ".join(conds)


FACTION_OF_SECTION = {2: "axis", 3: "western", 4: "soviet"}
SCEN_IDS = {40: "rising_sun_1937", 41: "cornered_mouse_1938", 42: "fateful_decision_1939", 43: "opportunity_awaits_1940",
            44: "when_tigers_fight_1941a", 45: "war_in_the_pacific_1941b", 46: "waking_giant_1942",
            47: "magic_and_vengeance_1943", 48: "divine_wind_1944"}


def scenario(num, text, names, known, warn_all):
    lines = text.splitlines()
    # the headings, not the table of contents: the heading is in capitals
    title_i = next(i for i, l in enumerate(lines) if re.match(rf"^{num}\. \d{{4}}", l) and l == l.upper())
    end_i = next((i for i, l in enumerate(lines) if i > title_i and (re.match(rf"^{num + 1}\. \d{{4}}", l) and l == l.upper() or l.startswith("PLAYERS NOTES"))), len(lines))
    body = lines[title_i:end_i]
    sub = {}
    cur = "head"
    for l in body:
        m = re.match(rf"^{num}\.(\d) ", l)
        if m:
            cur = int(m.group(1))
            sub[cur] = []
            continue
        sub.setdefault(cur, []).append(l)
    title = body[0].split(":", 1)[1].strip().title().replace("&", "&")
    head = header_block(sub["head"][1:])
    warns = []

    def warn(s):
        warns.append(s)

    start = norm_turn(re.search(r"(\w+\W\w+ \d{4}) to", head["Game Length"]).group(1))
    ws = head["War State"]
    war_state = "pre_war" if ws.startswith("Pre-War") else "total" if ws.startswith("Total War") else "limited"
    lists = {k: countries(v, known) for k, v in head.items() if "Countries" in k or "Dependents" in k}
    for k, v in lists.items():
        for c in v:
            if isinstance(c, tuple):
                warn(f"{k}: {c[1]} is not a map country (regions such as Inner Mongolia follow their country)")
    clean = {k: [c for c in v if not isinstance(c, tuple)] for k, v in lists.items()}
    raw = {k: v for k, v in head.items()}
    western_has_france = "France" in raw.get("Western Countries", "")
    nei_conquered = "Netherlands East Indies" in raw.get("Conquered Minor Countries", "")
    axis = clean.get("Axis Countries", []) + clean.get("Japanese Dependents", []) + clean.get("Conquered Minor Countries", [])
    western = clean.get("Western Countries", []) + clean.get("British Dependents", []) + clean.get("US Dependents", [])
    soviet = clean.get("Soviet Countries", []) + clean.get("Russian Dependents", [])
    neutral = clean.get("Neutral Minor Countries", [])
    (western if western_has_france else neutral).extend(clean.get("French Dependents", []))
    (axis if nei_conquered else neutral).extend(clean.get("NEI Dependents", []))
    vars_ = {"factions_in_play": ["axis", "western", "soviet"], "axis_countries": axis, "western_countries": western,
             "soviet_countries": soviet, "neutral_countries": neutral, "war_state": war_state,
             "sw_box": {"axis": [], "western": [], "soviet": []}}
    # who is at war with the Axis at the start (notes.md ruling R5): nobody in Pre-War; the Nationalist Chinese
    # (Western minors and the KMT) in Limited War; the Western Major Powers too in Total War
    china = ["kiangsu", "szechwan", "yunnan", "nationalist_china"]
    vars_["axis_war_nations"] = [] if war_state == "pre_war" else china if war_state == "limited" else \
        ["great_britain", "united_states", "france"] + china
    vars_["entry_markers"] = {}
    if war_state != "total":
        vars_["total_war_turn"] = "Nov-Dec 1941"
    setup = []
    cite = str(num)

    def add(recs, at=None, choose=None, by=None, due=None, sec=None, key=None, event=None):
        for r in recs:
            d = {}
            if "support" in r:
                d["class"] = r["support"]
            else:
                val = r["value"]
                cls = "u" + val.replace("-", "")
                steps = None
                if r["reduced"]:
                    if val == "2-1-1" and r["tag"] in ("CEx", "CEX", "IEx", "Sou"):
                        cls = "u321"  # the 3-2-1 Expeditionary armies (39.2: [re: CEx], [re: IEx], [re: Sou])
                    else:
                        cls = REDUCED_PAIR[val]
                    steps = 1
                d["class"] = cls
                if steps:
                    d["steps"] = steps
            d["nation"] = r["nation"]
            attrs = {}
            if r.get("tag"):
                attrs["tag"] = r["tag"]
            if r.get("colonial"):
                attrs["type"] = "colonial"
            elif r.get("tag") == "SNLF":
                attrs["type"] = "snlf"
            elif r.get("nation") in ("nationalist_china", "communist_china") and r.get("value") == "0-2-1":
                attrs["type"] = "hq"
            if r.get("army"):
                attrs["army"] = r["army"]
            if due:
                attrs["due"] = due
            if event:
                attrs["event"] = event
            if attrs:
                d["attrs"] = attrs
            if choose:
                d["choose"] = choose
                d["by"] = by
                d["prompt"] = f"Set up {r.get('value') or r['support']} [{r.get('tag') or ''}]: {key}"
            else:
                d["at"] = at
            p = f"rulebook \u00a7{num}.{sec}"
            if r.get("reduced") and "support" not in r:
                p += " (set up reduced: printed value is the reduced side"
                p += "; its full side: units.yaml)"
            d["prov"] = p
            setup.append(d)

    # 40.1 etc.: tracks
    for block, key, items in bullets(sub.get(1, [])):
        if block == "Victory Point Track" and key:
            vars_["vp"] = int(key.split()[0])
            vars_["vp_side"] = "axis" if "Axis Tide" in items else "allied"
        elif block == "US Commitment Level Track" and key:
            vars_["uscl"] = int(key.split()[-1])
        elif block == "Turn Track" and key and "V-J Day" in items:
            vars_["vj_day"] = norm_turn(key)
        elif block == "Turn Track" and key and "Turn Marker" in items:
            pass
        elif block == "Turn Track" and key and items.strip() in ("US Entry", "Russian Entry", "British Entry", "Chinese Entry"):
            nation = {"US": "united_states", "Russian": "russia", "British": "great_britain", "Chinese": "nationalist_china"}[items.split()[0]]
            vars_["entry_markers"][norm_turn(key)] = nation
        else:
            warn(f"{num}.1 not encoded: {block}: {key}: {items}")
    for secno, faction in FACTION_OF_SECTION.items():
        for block, key, items in bullets(sub.get(secno, [])):
            its = split_top(items) if items else []
            if block == "On Map":
                if key == "Strategic Warfare Box":
                    vars_["sw_box"][faction] += [slug(x) for x in its]
                    continue
                if key in ("Ceded Lands Box",):
                    warn(f"{num}.{secno} not encoded: {key}: {items}")
                    continue
                recs = [r for it in its for r in parse_item(it, faction, warn)]
                if not recs:
                    continue
                hexes = re.findall(r"\b([ap]\d{4})\b", key)
                if key.lower().startswith("in ") or len(hexes) > 1:
                    add(recs, choose=choice_expr(key, known), by=faction, sec=secno, key=key)
                elif len(hexes) == 1:
                    add(recs, at=hexes[0], sec=secno)
                elif key.lower() in names:
                    add(recs, at=names[key.lower()], sec=secno)
                else:
                    k2 = key.lower().replace(" naval zone convoys box", "")
                    if k2 in names:
                        add(recs, at=names[k2], sec=secno)
                    else:
                        warn(f"{num}.{secno} place not found, not placed: {key}: {items}")
            elif block == "On Turn Track":
                recs = [r for it in its for r in parse_item(it, faction, warn)]
                add(recs, at="turn_track_" + faction, due=norm_turn(key), sec=secno)
            elif block == "Force Pool":
                recs = [r for it in its for r in parse_item(it, faction, warn)]
                add(recs, at="force_pool_" + faction, sec=secno)
            elif block == "Delay Box":
                recs = [r for it in its for r in parse_item(it, faction, warn)]
                add(recs, at="delay_box_" + faction, sec=secno)
            elif block == "European War Display" and key == "European Holding Box":
                recs = [r for it in its for r in parse_item(it, faction, warn)]
                add(recs, at="european_holding_box", sec=secno)
            elif block in ("Conditional Events Box",):
                recs = [r for it in its for r in parse_item(it, faction, warn)]
                add(recs, at="conditional_events_" + faction, sec=secno, event=slug(key or ""))
            elif block == "Option Cards" and key in ("Pending Card", "Removed from Deck"):
                deck = f"{faction}_options"
                if key == "Pending Card":
                    nums = [re.match(r"\s*(\d+[ab]?)", items).group(1)]
                    dest = "pending_card_" + faction
                else:
                    nums = card_range(items, faction, CARDS)
                    dest = deck + "_removed"
                for n in nums:
                    cid = {"axis": "ax", "western": "we", "soviet": "so"}[faction] + "_" + n
                    if cid in CARDS:
                        setup.append({"unit": cid, "at": dest, "prov": f"rulebook \u00a7{num}.{secno} (option cards)"})
                    elif key == "Pending Card":
                        warn(f"{num}.{secno} pending card {n} not in cards.yaml")
            else:
                warn(f"{num}.{secno} not encoded: {block}: {key}: {items}")
    for block, key, items in bullets(sub.get(5, [])):
        warn(f"{num}.5 special rule: {(key or '')} {items[:120]}")
    sc = {"id": SCEN_IDS[num], "name": f"{num}: {title}", "cite": cite,
          "description": f"Two-map campaign game from {start} to V-J Day (rulebook \u00a7{num}). " + head["Game Length"] + "; " + ws,
          "main": "game", "start": {"turn": start}, "end": {"turn": "Nov-Dec 1945"},
          "prov": f"rulebook \u00a7{num} (set-up lists {num}.1-{num}.4)", "vars": vars_, "setup": setup}
    warn_all[num] = warns
    return sc


CARDS = {}


def card_range(items, faction, cards):
    """The printed numbers of 'Removed from Deck: 1-6, 8, 10-13, 19a-b' that cards.yaml knows: every variant of a
    number in a range (2-6 removes 3a too), and the listed variants of 'Na-b'."""
    pre = {"axis": "ax", "western": "we", "soviet": "so"}[faction] + "_"
    known = [c[len(pre):] for c in cards if c.startswith(pre)]
    out = []
    for part in [p.strip() for p in items.replace("\u2013", "-").split(",") if p.strip()]:
        m = re.match(r"^(\d+)([ab])-([ab])$", part)
        if m:
            out += [m.group(1) + v for v in "ab" if m.group(2) <= v <= m.group(3) and m.group(1) + v in known]
            continue
        m = re.match(r"^(\d+)-(\d+)$", part)
        lo, hi = (int(m.group(1)), int(m.group(2))) if m else (None, None)
        if not m:
            m = re.match(r"^(\d+)([ab]?)$", part)
            if not m:
                continue
            if m.group(2):
                out += [part] if part in known else []
                continue
            lo = hi = int(m.group(1))
        out += [k for k in known if lo <= int(re.match(r"\d+", k).group(0)) <= hi]
    return out


def main():
    CARDS.update({c["id"]: c for c in yaml.safe_load(open("games/dai_senso/cards.yaml"))["cards"]})
    seed = sys.argv[1]
    text = open(seed, encoding="utf-8").read()
    names, known = load_map("games/dai_senso/map.yaml")
    warns = {}
    out = [scenario(n, text, names, known, warns) for n in range(40, 49)]
    for sc in out:
        setup = sc.pop("setup")
        head = yaml.safe_dump([sc], sort_keys=False, allow_unicode=True, width=120, default_flow_style=None)
        sys.stdout.write("\n".join("  " + l if l else l for l in head.splitlines()) + "\n")
        sys.stdout.write("    setup:\n")
        for rec in setup:
            line = yaml.safe_dump(rec, sort_keys=False, allow_unicode=True, width=100000, default_flow_style=True).strip()
            sys.stdout.write("    - " + line + "\n")
    for n, ws in warns.items():
        for w in ws:
            print(f"{n}: {w}", file=sys.stderr)


if __name__ == "__main__":
    main()
