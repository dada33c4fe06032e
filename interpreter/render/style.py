"""How each space and edge looks: the map's `render` hints first, then defaults keyed by common kind names.

Every style that is used is remembered, so the legend shows exactly what the picture contains."""
from __future__ import annotations

from pacwar.interpreter.map.queries import record_matches
from pacwar.interpreter.map.model import Edge, GameMap, Space

# Colours for common kind and terrain words; anything else takes the next colour of PALETTE.
NAMED = {
    "sea": "#bcd7ee", "ocean": "#bcd7ee", "water": "#bcd7ee", "all_sea": "#bcd7ee",
    "land": "#e7dcb4", "open": "#ece3bb", "clear": "#ece3bb", "rough": "#d7c48f", "mixed": "#cdd29a",
    "jungle": "#a9cd8e", "forest": "#a9cd8e", "mountain": "#c9a77c", "atoll": "#f4ecb8", "island": "#e9d9a0",
    "box": "#e4e4e4", "offmap": "#e4e4e4", "offmap_box": "#e4e4e4", "holding_box": "#ececec", "half_hex": "#cfe3f3",
}
PALETTE = ["#8dd3c7", "#fdb462", "#b3de69", "#fccde5", "#bebada", "#fb8072", "#80b1d3", "#ffffb3", "#bc80bd",
           "#ccebc5", "#ffed6f", "#d9d9d9", "#e5c494", "#a6d854", "#66c2a5", "#fc8d62"]
EDGE_PALETTE = ["#8c510a", "#2166ac", "#1b7837", "#762a83", "#b35806", "#4d4d4d", "#c51b7d", "#01665e"]
SIDE_COLOURS = ["#c0392b", "#1f5fa8", "#2e8b57", "#8e44ad", "#d35400", "#2c3e50"]
NAMED_SIDE_COLOURS = {"blue": "#1f5fa8", "orange": "#e67e22", "red": "#c0392b", "green": "#2e8b57", "white": "#7f8c8d",
                      "black": "#222222", "grey": "#7f8c8d", "gray": "#7f8c8d", "purple": "#8e44ad"}
WALL = {"colour": "#3a3a3a", "width": 3.0, "label": "no crossing (no edge)"}


def _blend(c1: str, c2: str, t: float) -> str:
    t = max(0.0, min(1.0, float(t)))
    a = [int(c1[i:i + 2], 16) for i in (1, 3, 5)]
    b = [int(c2[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in zip(a, b))


class Style:
    def __init__(self, m: GameMap):
        self.m = m
        self.hints = m.render or {}
        self.auto: dict[str, str] = {}
        self.edge_auto: dict[str, str] = {}
        self.used_fills: dict[str, str] = {}  # legend label -> colour
        self.used_edges: dict[str, dict] = {}
        self.used_markers: dict[str, tuple[str, str]] = {}
        self.used_borders: dict[str, dict] = {}
        self.grid_kinds = {spec.get("edge_kind", "adjacent") for spec in m.grid_specs.values()}

    def _colour_for(self, word) -> str:
        key = str(word)
        if key in NAMED:
            return NAMED[key]
        if key not in self.auto:
            self.auto[key] = PALETTE[len(self.auto) % len(PALETTE)]
        return self.auto[key]

    def fill(self, s: Space) -> str:
        for rule in self.hints.get("fill", []):
            if not record_matches(s.kind, s.attrs, rule.get("when")):
                continue
            if "attr" in rule:
                v = s.attrs.get(rule["attr"])
                if v is None:
                    continue
                if "blend" in rule:
                    label = rule.get("label", rule["attr"])
                    self.used_fills.setdefault(f"{label}: 0", rule["blend"][0])
                    self.used_fills.setdefault(f"{label}: 1/2", _blend(rule["blend"][0], rule["blend"][1], 0.5))
                    self.used_fills.setdefault(f"{label}: 1", rule["blend"][1])
                    return _blend(rule["blend"][0], rule["blend"][1], v)
                colour = rule.get("colours", {}).get(str(v).lower()) or rule.get("colours", {}).get(str(v)) \
                    or self._colour_for(v)
                self.used_fills.setdefault(f"{rule.get('label', rule['attr'])}: {v}", colour)
                return colour
            colour = rule.get("colour", "#dddddd")
            self.used_fills.setdefault(rule.get("label") or _describe(rule.get("when")), colour)
            return colour
        colour = self._colour_for(s.kind)
        self.used_fills.setdefault(s.kind, colour)
        return colour

    def markers(self, s: Space) -> list[tuple[str, str, str, float]]:
        """(symbol, colour, label, size factor) of every marker rule that matches."""
        out = []
        for rule in self.hints.get("markers", []):
            if record_matches(s.kind, s.attrs, rule["when"]):
                colour = rule.get("colour", "#222222")
                label = rule.get("label") or _describe(rule["when"])
                self.used_markers.setdefault(label, (rule["symbol"], colour))
                out.append((rule["symbol"], colour, label, rule.get("size", 1.0)))
        return out

    def edges(self, e: Edge, neighbours: bool) -> list[dict]:
        """Every style an edge is drawn with (colour, width, dash, draw 'side' or 'line', label): each matching rule
        marked `also` (a railway and a river on one hexside), then the first matching rule without it, which ends
        the search (hide: nothing more).  Plain sides between neighbouring cells are the grid itself and stay
        hidden unless a rule names them."""
        plain = neighbours and e.kind in self.grid_kinds
        out = []
        for rule in self.hints.get("edges", []):
            if plain and set(rule["when"]) <= {"kind"}:
                continue  # a rule naming only the kind styles the edges off the grid, not every hexside
            if record_matches(e.kind, e.attrs, rule["when"]):
                if rule.get("hide"):
                    return out
                st = {"colour": rule.get("colour") or self._edge_colour(e.kind), "width": rule.get("width", 1.5),
                      "dash": rule.get("dash"), "label": rule.get("label") or _describe(rule["when"]),
                      "draw": rule.get("draw") or ("side" if neighbours and e.kind in self.grid_kinds else "line")}
                self.used_edges.setdefault(st["label"], st)
                out.append(st)
                if not rule.get("also"):
                    return out
        if out or (neighbours and e.kind in self.grid_kinds):
            return out
        st = {"colour": self._edge_colour(e.kind), "width": 1.2, "dash": None, "label": f"{e.kind} edge", "draw": "line"}
        self.used_edges.setdefault(st["label"], st)
        return [st]

    def _edge_colour(self, kind: str) -> str:
        if kind not in self.edge_auto:
            self.edge_auto[kind] = EDGE_PALETTE[len(self.edge_auto) % len(EDGE_PALETTE)]
        return self.edge_auto[kind]

    def borders(self, a: Space, b: Space) -> dict | None:
        for rule in self.hints.get("borders", []):
            if not (record_matches(a.kind, a.attrs, rule.get("when")) and record_matches(b.kind, b.attrs, rule.get("when"))):
                continue
            if a.attrs.get(rule["attr"]) != b.attrs.get(rule["attr"]):
                st = {"colour": rule.get("colour", "#7b2d26"), "width": rule.get("width", 2.0),
                      "label": rule.get("label", f"{rule['attr']} border")}
                self.used_borders.setdefault(st["label"], st)
                return st
        return None

    def labelled(self, s: Space) -> bool:
        rule = self.hints.get("labels", {})
        if "when" in rule:
            return record_matches(s.kind, s.attrs, rule["when"])
        return s.grid is None or s.name != s.id


def _describe(when: dict | None) -> str:
    if not when:
        return "all"
    return ", ".join(f"{k}={'/'.join(map(str, v)) if isinstance(v, list) else v}" for k, v in when.items())
