"""A scenario's setup as the map picture needs it: which side has how many units in which space.

Reads game.yaml, units.yaml and scenarios.yaml directly (not the rules), so a map can be drawn while its
rules are still being written."""
from __future__ import annotations

from pathlib import Path

from pacwar.interpreter.data.yamlio import load_yaml
from pacwar.interpreter.errors import PacwarError
from pacwar.interpreter.map.model import GameMap


class Setup:
    def __init__(self, sides: list[str], side_names: dict, at: dict, boxes: dict, chosen: int, unresolved: list):
        self.sides, self.side_names = sides, side_names
        self.at = at            # space id -> side -> [unit descriptions]
        self.boxes = boxes      # game box id -> side -> [unit descriptions]
        self.chosen = chosen    # placements whose space is chosen while setting up
        self.unresolved = unresolved
        self.counters: dict = {}  # space id -> [(side, short text, title)]: single pieces drawn one by one


def load_setup(folder: Path, m: GameMap, scenario: str) -> Setup:
    path = folder / "scenarios.yaml"
    if not path.exists():
        raise PacwarError(f"{folder.name} has no scenarios.yaml yet, so there is no setup to draw for --scenario {scenario}")
    doc = load_yaml(path)
    scenarios = {s.get("id"): s for s in (doc.data or {}).get("scenarios", [])}
    if scenario not in scenarios:
        raise PacwarError(f"{folder.name} has no scenario {scenario!r}; scenarios: {', '.join(map(str, scenarios)) or 'none'}")
    game = load_yaml(folder / "game.yaml").data if (folder / "game.yaml").exists() else {}
    units = load_yaml(folder / "units.yaml").data if (folder / "units.yaml").exists() else {}
    sides = [s["id"] for s in game.get("sides", [])]
    side_names = {s["id"]: s.get("name", s["id"]) for s in game.get("sides", [])}
    side_of = {n["id"]: n.get("side") for n in game.get("nations", [])}
    roster = {u["id"]: u for u in (units or {}).get("units", []) + (units or {}).get("cards", [])}
    boxes = {b["id"] for b in game.get("boxes", [])}
    at: dict = {}
    in_boxes: dict = {}
    chosen = 0
    unresolved = []
    for e in scenarios[scenario].get("setup", []):
        counter = roster.get(e.get("unit"), {})
        nation = e.get("nation") or counter.get("nation")
        side = side_of.get(nation) or counter.get("attrs", {}).get("side") or e.get("by") or "no side"
        what = f"{e.get('count', 1)} x {e.get('unit') or e.get('class')}" + (f" ({nation})" if nation else "")
        where = e.get("at")
        if where is None:
            chosen += e.get("count", 1)
            continue
        sid = where if where in m.spaces else m.resolve(str(where))
        if sid is not None:
            at.setdefault(sid, {}).setdefault(side, []).append((e.get("count", 1), what))
        elif any(str(where).startswith(b) for b in boxes):
            in_boxes.setdefault(where, {}).setdefault(side, []).append((e.get("count", 1), what))
        else:
            unresolved.append(str(where))
    for s in {s for v in list(at.values()) + list(in_boxes.values()) for s in v}:
        if s not in sides:
            sides.append(s)
    return Setup(sides, side_names, at, in_boxes, chosen, unresolved)
