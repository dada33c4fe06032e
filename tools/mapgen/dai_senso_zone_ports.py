"""Rewrite the `zone_ports` rows of games/dai_senso/tables.yaml from games/dai_senso/map.yaml (notes.md R230).

Run from the repository root after tools/mapgen/dai_senso_build.py:
    python tools/mapgen/dai_senso_zone_ports.py

A Port hex (map.yaml `port`, the 2011 map's Port symbols) is a Port of every Naval Zone one of whose All-Sea hexes
is next to it (so a Port between two zones is a Multi-Zone Port).  The rows for the four Naval Zones the text
names were chosen by hand in session 10 (R160, some `assumed` where no Port symbol is recorded) and are kept as
they stand: this tool adds the other zones to them and writes a `geography` row for every other Port hex.
"""
from __future__ import annotations

import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from interpreter.map.loader import load_map  # noqa: E402

GAME = ROOT / "games" / "dai_senso"
UE_ZONES = ["java_sea", "philippine_sea", "south_china_sea", "the_marianas"]


def main() -> None:
    m = load_map(GAME / "map.yaml")
    g = m.graph
    zones = sorted(s.id for s in m.spaces.values() if s.kind == "naval_zone")
    text = (GAME / "tables.yaml").read_text()
    lines = text.split("\n")
    start = next(i for i, ln in enumerate(lines) if ln.strip() == "- id: zone_ports")
    rows_at = next(i for i in range(start, len(lines)) if lines[i].strip() == "rows:")
    end = rows_at + 1
    while lines[end].startswith("      - "):
        end += 1
    old = [yaml.safe_load(ln.strip()[2:]) for ln in lines[rows_at + 1:end]]
    GEN = "(2011 Port symbol; R230)"
    hand = {r["key"]: r for r in old if not r["prov"].endswith(GEN)}
    out = []
    for h in sorted(s.id for s in m.spaces.values() if s.kind == "land" and s.attrs.get("port")):
        near = sorted({m.spaces[n].attrs["naval_zone"] for n in g[h] if m.spaces[n].kind == "sea"})
        if h in hand:
            r = hand.pop(h)
            extra = [z for z in near if z not in r["value"]]
            prov = r["prov"].split("; also")[0]
            if extra:
                prov += "; also next to a sea hex of " + ", ".join(extra) + " (geography, R230)"
            out.append({"key": h, "value": r["value"] + extra, "prov": prov})
        elif near:
            name = m.spaces[h].name
            what = f"{name} ({h})" if name and name != h else h
            kind = "a Multi-Zone Port next to sea hexes of " if len(near) > 1 else "a Port next to a sea hex of "
            out.append({"key": h, "value": near,
                        "prov": f"geography: {what}, {kind}{', '.join(near)} {GEN}"})
    for r in hand.values():  # the hand rows without a Port symbol (assumed, R160)
        out.append(r)
    out.sort(key=lambda r: r["key"])
    new = ["      - " + yaml.safe_dump(r, default_flow_style=True, width=10000, allow_unicode=True, sort_keys=False).strip()
           for r in out]
    lines[rows_at + 1:end] = new
    for i in range(start, rows_at):
        if lines[i].strip().startswith("values:"):
            lines[i] = "    values: {type: array, items: {enum: [" + ", ".join(zones) + "]}, minItems: 1}"
    (GAME / "tables.yaml").write_text("\n".join(lines))
    served = {z for r in out for z in r["value"]}
    print(f"{len(out)} Port rows; zones without a Port: {sorted(set(zones) - served)}")


if __name__ == "__main__":
    main()
