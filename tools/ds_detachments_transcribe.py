"""Dai Senso!: add the set-ups' Detachment markers (39.2-48.4) to games/dai_senso/scenarios.yaml.

Run once (python tools/ds_detachments_transcribe.py SEED [--write]); the YAML is the source afterwards.
ds_scenarios_transcribe.py skipped every Detachment (it listed them as markers not placed); this script reads the
same set-up lines and writes one `detachment` counter record per Detachment the text names, after the last
set-up record of its scenario. Its nation: the Axis faction's are Japanese; "US Detachment" and "French
Detachment" say theirs; a Western "Detachment" without a nation stands in a British Commonwealth hex (Rabaul,
Port Moresby, Espiritu Santo, Townsville) and is taken as British (assumed, notes.md R200). A Detachment listed
with a set-up choice ("In any hex(es) in the Philippines") takes the choice of the units on the same line, which
ds_scenarios_transcribe.py already wrote as a `choose` expression.
"""
import re
import sys

SCENARIO_IDS = {
    39: "tora_tora_tora", 40: "rising_sun_1937", 41: "cornered_mouse_1938", 42: "fateful_decision_1939",
    43: "opportunity_awaits_1940", 44: "when_tigers_fight_1941a", 45: "war_in_the_pacific_1941b",
    46: "waking_giant_1942", 47: "magic_and_vengeance_1943", 48: "divine_wind_1944",
}
FACTIONS = {2: "axis", 3: "western", 4: "soviet"}
SECTION_RE = re.compile(r"^(39|4[0-8])\.([234]) ")
LINE_RE = re.compile(r"^- \*\*(.+?):\*\*\s*(.*)$")
HEX_RE = re.compile(r"\(([ap]\d{4})\)$")
COUNT_RE = re.compile(r"(?:(\d+)\u00d7\s*)?((?:US |French )?)Detachments?\b")


def nation_of(faction, prefix):
    if prefix.strip() == "US":
        return "united_states"
    if prefix.strip() == "French":
        return "france"
    return "japan" if faction == "axis" else "great_britain" if faction == "western" else "russia"


def records(seed_text, yaml_text):
    """{scenario id: [YAML record lines]} for every Detachment of the set-ups."""
    out = {}
    scen = faction = None
    for raw in seed_text.splitlines():
        line = raw.strip()
        m = SECTION_RE.match(line)
        if m and "SETUP" in line.upper():
            scen, faction = int(m.group(1)), FACTIONS[int(m.group(2))]
            continue
        if re.match(r"^(\d+)\.(\d+) ", line) and not m:
            scen = faction = None
            continue
        if scen is None:
            continue
        lm = LINE_RE.match(line)
        if not lm or "Detachment" not in lm.group(2):
            continue
        place, items = lm.group(1), lm.group(2)
        for cm in COUNT_RE.finditer(items):
            n = int(cm.group(1) or 1)
            nation = nation_of(faction, cm.group(2))
            hm = HEX_RE.search(place)
            cite = f"rulebook \u00a7{scen}.{[k for k, v in FACTIONS.items() if v == faction][0]}"
            if hm and not place.startswith("In "):
                where = f"at: {hm.group(1)}"
            else:
                # the units of the same line were written with this prompt; reuse their choice
                cm2 = re.search(r"choose: ('[^']*'), by: (\w+), prompt: '[^']*: " + re.escape(place) + "'", yaml_text)
                if not cm2:
                    raise ValueError(f"no choice found for {place!r} ({scen})")
                where = f"choose: {cm2.group(1)}, by: {cm2.group(2)}, prompt: 'Set up a Detachment: {place}'"
            for _ in range(n):
                out.setdefault(SCENARIO_IDS[scen], []).append(
                    f'    - {{class: detachment, nation: {nation}, {where}, prov: "{cite} (Detachment marker)"}}')
    return out


def insert(yaml_text, recs):
    """The YAML with each scenario's records after the last set-up record of that scenario."""
    lines = yaml_text.split("\n")
    starts = [i for i, l in enumerate(lines) if l.startswith("  - id: ")]
    ids = [lines[i][len("  - id: "):].strip() for i in starts]
    bounds = list(zip(starts, starts[1:] + [len(lines)]))
    for (a, b), sid in reversed(list(zip(bounds, ids))):
        if sid not in recs:
            continue
        last = max(i for i in range(a, b) if lines[i].startswith("    - {"))
        lines[last + 1:last + 1] = recs[sid]
    return "\n".join(lines)


def main():
    seed = open(sys.argv[1], encoding="utf-8").read()
    path = "games/dai_senso/scenarios.yaml"
    text = open(path, encoding="utf-8").read()
    if "class: detachment" in text:
        sys.exit("scenarios.yaml already holds Detachments")
    recs = records(seed, text)
    for sid, rs in recs.items():
        print(sid, len(rs), file=sys.stderr)
    if "--write" in sys.argv:
        open(path, "w", encoding="utf-8").write(insert(text, recs))


if __name__ == "__main__":
    main()
