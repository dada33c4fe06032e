"""`pacwar map render`: a picture of a map, good enough to spot a misplaced space or a wrong border at a glance.

Cells are drawn as hexes or squares coloured by terrain, area maps as labelled nodes joined by their edges;
named places, ports and bases, hexside features, a graticule where the map is on the earth, a legend, and
optionally a scenario's setup. SVG is written by our own code; PNG goes through matplotlib when installed."""
from __future__ import annotations

import math
from pathlib import Path

from pacwar.interpreter.map.loader import load_map
from pacwar.interpreter.errors import PacwarError
from pacwar.interpreter.map.model import GameMap
from pacwar.interpreter.render.labels import Labeller
from pacwar.interpreter.render.layout import Layout
from pacwar.interpreter.render.scene import Scene, draw_symbol, to_png, to_svg
from pacwar.interpreter.render.setup import Setup, load_setup
from pacwar.interpreter.render.decor import graticule, legend, light
from pacwar.interpreter.render.style import NAMED_SIDE_COLOURS, SIDE_COLOURS, WALL, Style

PANEL = 340  # px: the column for off-map spaces and the legend
TOP = 46     # px: the title band
MARGIN = 36


def render_map(folder: str | Path, scenario: str | None, target: str | Path) -> Path:
    folder, target = Path(folder), Path(target)
    if target.suffix.lower() not in (".svg", ".png"):
        raise PacwarError(f"cannot write {target.name}: the picture is written as .svg or .png")
    m = load_map(folder / "map.yaml")
    setup = load_setup(folder, m, scenario) if scenario else None
    scene = draw(m, setup, f"{m.title or folder.name}" + (f": setup of {scenario}" if scenario else ""))
    if target.suffix.lower() == ".png":
        to_png(scene, target)
    else:
        target.write_text(to_svg(scene), encoding="utf-8")
    return target


class Painter:
    def __init__(self, m: GameMap, setup: Setup | None):
        self.m, self.setup = m, setup
        self.layout = Layout(m)
        self.style = Style(m)
        x0, y0, x1, y1 = self.layout.bbox
        width = float(m.render.get("size", 1900 if self.layout.frame == "grid" else 2300))
        self.scale = min(width / max(x1 - x0, 1e-9), 72.0 / max(self.layout.cell, 1e-9))
        self.cell_px = self.layout.cell * self.scale
        self.map_w, self.map_h = (x1 - x0) * self.scale, (y1 - y0) * self.scale
        self.scene = Scene(self.map_w + 2 * MARGIN + PANEL, self.map_h + 2 * MARGIN + TOP)
        self.labels = Labeller((2, TOP, MARGIN + self.map_w + MARGIN, self.scene.height - 2))
        self.panel_at: dict[str, tuple[float, float]] = {}
        self.panel_bottom = TOP + MARGIN            # where the legend starts, below the off-map spaces
        self.graticule_labels: list = []            # placed last, only where no name is
        self.side_colour: dict[str, str] = {}

    def px(self, p):
        x0, y0, _, _ = self.layout.bbox
        return MARGIN + (p[0] - x0) * self.scale, TOP + MARGIN + (p[1] - y0) * self.scale

    def where(self, sid):
        if sid in self.layout.world:
            return self.px(self.layout.world[sid])
        return self.panel_at.get(sid)


def draw(m: GameMap, setup: Setup | None, title: str) -> Scene:
    p = Painter(m, setup)
    _panel_boxes(p)
    _cells(p)
    graticule(p)
    _sides(p)
    _edges(p)
    _nodes(p)
    if setup:
        _chips(p)
    _labels(p)
    for (x, y), label in p.graticule_labels:  # last: a graticule label never pushes a name away
        p.labels.place_if_free(p.scene, label, x, y, 9, "#5b6f85")
    legend(p, PANEL, MARGIN, TOP)
    p.scene.text("text", MARGIN, TOP / 2, title, 20, "#111111", "start", True, False)
    p.scene.width = max(p.scene.width, MARGIN * 2 + 0.62 * 20 * len(title))
    return p.scene


# ------------------------------------------------------------------------------------------- cells and nodes
def _cells(p: Painter):
    lonlat = p.layout.frame == "lonlat"
    for sid, pts in p.layout.outline.items():
        s = p.m.spaces[sid]
        title = f"{s.name} ({sid})" if s.name != sid else sid
        p.scene.poly("cells", [p.px(q) for q in pts], p.style.fill(s), "#8fa6bd" if lonlat else "#ffffff",
                     0.8 if lonlat else 0.6, title)
        _markers(p, sid, p.px(p.layout.world[sid]), inside=True)


def _nodes(p: Painter):
    r = 7.5
    for sid, w in p.layout.world.items():
        if sid in p.layout.outline:
            continue
        s = p.m.spaces[sid]
        x, y = p.px(w)
        p.scene.circle("symbols", x, y, r, p.style.fill(s), "#333333", 1.0, f"{s.name} ({sid})")
        p.labels.block(x - r, y - r, x + r, y + r)
        _markers(p, sid, (x, y), inside=False)


def _markers(p: Painter, sid: str, at: tuple, inside: bool):
    marks = p.style.markers(p.m.spaces[sid])
    if not marks:
        return
    r = max(3.0, min(7.0, 0.16 * p.cell_px)) if inside else 4.5
    x, y = at
    if inside:
        x0, y0 = x - (len(marks) - 1) * r * 1.3, y - 0.42 * p.cell_px / math.sqrt(3) * 1.4
    else:
        x0, y0 = x + 10, y - 10
    for i, (symbol, colour, label, size) in enumerate(marks):
        cx = x0 + i * r * 2.6
        draw_symbol(p.scene, "symbols", symbol, cx, y0, r * size, colour, label)
        p.labels.block(cx - r, y0 - r, cx + r, y0 + r)


# ------------------------------------------------------------------------------------------- edges
def _sides(p: Painter):
    """Neighbouring cells: walls where no edge crosses, styled hexside features, borders."""
    by_pair: dict = {}
    for e in p.m.edges:
        by_pair.setdefault(frozenset((e.a, e.b)), []).append(e)
    for a, b, side in p.layout.pairs:
        pts = [p.px(side[0]), p.px(side[1])]
        es = by_pair.get(frozenset((a, b)), [])
        if not es:
            p.scene.line("sides", pts, WALL["colour"], WALL["width"])
            p.style.used_edges.setdefault(WALL["label"], dict(WALL, draw="side", dash=None))
        for st in (st for e in es for st in p.style.edges(e, True)):
            if st["draw"] == "side":
                if light(st["colour"]):  # a white line (as printed maps draw barriers) needs a dark edge to show
                    p.scene.line("sides", pts, "#4a4a4a", st["width"] + 2, st["dash"])
                p.scene.line("sides", pts, st["colour"], st["width"], st["dash"])
            else:
                p.scene.line("edges", [p.where(a), p.where(b)], st["colour"], st["width"], st["dash"])
        st = p.style.borders(p.m.spaces[a], p.m.spaces[b])
        if st:
            p.scene.line("sides", pts, st["colour"], st["width"])


def _edges(p: Painter):
    """Edges between spaces drawn on the map (edges of off-map spaces are listed in their panel box instead)."""
    pairs = {frozenset((a, b)) for a, b, _ in p.layout.pairs}
    for e in p.m.edges:
        if frozenset((e.a, e.b)) in pairs or e.a in p.panel_at or e.b in p.panel_at:
            continue
        a, b = p.where(e.a), p.where(e.b)
        if a is None or b is None:
            continue
        for st in p.style.edges(e, False):
            p.scene.line("edges", [a, b], st["colour"], st["width"], st["dash"], 0.9, f"{e.kind}: {e.a} - {e.b}")


# ------------------------------------------------------------------------------------------- panel, labels
def _panel_boxes(p: Painter):
    """Spaces with no place on the sheet (boxes, displays), each with the spaces its edges reach."""
    x = MARGIN * 2 + p.map_w
    y = TOP + MARGIN
    extra = sorted((p.setup.boxes if p.setup else {}).keys())
    if p.layout.unplaced or extra:
        p.scene.text("text", x, y, "Spaces off the map", 13, "#111111", "start", True, False)
        y += 18
    for sid in p.layout.unplaced + extra:
        s = p.m.spaces.get(sid)
        name = s.name if s else sid.replace("_", " ")
        fill = p.style.fill(s) if s else "#f0f0f0"
        p.scene.poly("cells", [(x, y), (x + PANEL - 30, y), (x + PANEL - 30, y + 22), (x, y + 22)], fill, "#666666", 1, name)
        p.scene.text("text", x + 6, y + 11, name[:34], 11, "#111111", "start", False, False)
        p.panel_at[sid] = (x + 3, y + 11)
        y += 26
        nbs = _reached(p.m, sid) if s else []
        if nbs:
            text = ("to " + ", ".join(nbs)) if len(nbs) <= 4 else f"to {len(nbs)} spaces"
            p.scene.text("text", x + 8, y + 2, text[:46], 9.5, "#444444", "start", False, False)
            y += 16
    p.panel_bottom = y + 10


def _reached(m: GameMap, sid: str) -> list[str]:
    out = {nb for nb, _ in m.adj[sid]} | {e.a for e in m.edges if e.b == sid and e.directed}
    return sorted(m.spaces[n].name for n in out)


def _labels(p: Painter):
    inside = p.layout.frame == "grid"
    size = max(7.5, min(12.0, 0.36 * p.cell_px)) if inside else 11.0
    items = []
    for sid, w in p.layout.world.items():
        s = p.m.spaces[sid]
        if not p.style.labelled(s):
            continue
        items.append((0 if s.name != s.id else 1, sid, s))
    show_ids = p.m.render.get("labels", {}).get("ids", p.cell_px >= 40)
    if show_ids:  # printed maps number their cells; so does the picture when there is room
        for sid in p.layout.outline:
            x, y = p.px(p.layout.world[sid])
            p.scene.text("text", x, y + 0.39 * p.cell_px, sid, min(9.0, 0.16 * p.cell_px), "#6b7b8c", "middle", False, False)
    for _, sid, s in sorted(items, key=lambda t: t[0]):
        x, y = p.px(p.layout.world[sid])
        colour = "#1d4e89" if "sea" in s.kind and sid not in p.layout.outline else "#111111"
        c = p.cell_px
        if sid in p.layout.outline:
            spots = [(x, y + 0.16 * c, "middle"), (x, y - 0.05 * c, "middle"), (x, y + 0.62 * c, "middle"),
                     (x + 0.45 * c, y + 0.15 * c, "start"), (x - 0.45 * c, y + 0.15 * c, "end"), (x, y - 0.6 * c, "middle")]
        else:
            spots = [(x + 11, y, "start"), (x - 11, y, "end"), (x, y - 15, "middle"), (x, y + 15, "middle"),
                     (x + 11, y - 12, "start"), (x + 11, y + 12, "start"), (x - 11, y - 12, "end"), (x - 11, y + 12, "end")]
        p.labels.place(p.scene, s.name, spots, size, colour)


def _counters(p: Painter, colour: dict):
    """Single pieces (Setup.counters) as counters right of their space, four to a row: each is its own shape
    with its own title, so a page can tell which one is clicked."""
    for sid, lst in getattr(p.setup, "counters", {}).items():
        at = p.where(sid)
        if at is None:
            continue
        w = max(30, 8 + 6 * max(len(text) for _, text, _ in lst))   # one width for the space's counters
        x0, y0 = at[0] + 8, at[1] + 2
        for k, (side, text, tip) in enumerate(lst):
            x, y = x0 + (k % 4) * (w + 2), y0 + (k // 4) * 18
            p.scene.poly("counters", [(x, y), (x + w, y), (x + w, y + 16), (x, y + 16)],
                         colour.get(side, "#555555"), "#ffd400", 2, tip)
            p.scene.text("counters", x + w / 2, y + 8, text, 9, "#ffffff", "middle", True, False)


def _chips(p: Painter):
    # a side named for a colour (Blue, Orange) is drawn in it; others take the palette in order
    colour = {s: NAMED_SIDE_COLOURS.get(s.lower(), SIDE_COLOURS[i % len(SIDE_COLOURS)]) for i, s in enumerate(p.setup.sides)}
    for sid, by_side in p.setup.at.items():
        at = p.where(sid)
        if at is None:
            continue
        x, y = at
        if sid in p.layout.outline:
            x, y = x - 0.45 * p.cell_px, y - 0.1 * p.cell_px
        else:
            x, y = x - 12, y + 9
        for side, lst in sorted(by_side.items()):
            n = sum(c for c, _ in lst)
            w = 9 + 6 * len(str(n))
            tip = f"{p.setup.side_names.get(side, side)} at {sid}: " + "; ".join(d for _, d in lst)
            p.scene.poly("chips", [(x - w, y - 7), (x, y - 7), (x, y + 7), (x - w, y + 7)], colour[side], "#ffffff", 1, tip)
            p.scene.text("chips", x - w / 2, y, str(n), 10, "#ffffff", "middle", True, False)
            p.labels.block(x - w, y - 7, x, y + 7)
            y += 15
    _counters(p, colour)
    for box, by_side in p.setup.boxes.items():
        x, y = p.panel_at[box]
        x += PANEL - 40
        for side, lst in sorted(by_side.items()):
            n = sum(c for c, _ in lst)
            p.scene.poly("chips", [(x - 22, y - 7), (x, y - 7), (x, y + 7), (x - 22, y + 7)], colour[side], "#ffffff", 1)
            p.scene.text("chips", x - 11, y, str(n), 10, "#ffffff", "middle", True, False)
            x -= 26
    p.side_colour = colour
