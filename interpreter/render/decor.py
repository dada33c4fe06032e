"""The parts of a map picture around the map itself: the graticule and the legend."""
from __future__ import annotations

from pacwar.interpreter.render.scene import draw_symbol


def graticule(p) -> None:
    """Meridians and parallels wherever the map knows where its spaces lie on the earth."""
    to_world = p.layout.lonlat_to_world
    lls = [s.lonlat for s in p.m.spaces.values() if s.lonlat]
    if to_world is None or not lls:
        return
    lon0, lon1 = min(q[0] for q in lls), max(q[0] for q in lls)
    lat0, lat1 = min(q[1] for q in lls), max(q[1] for q in lls)
    span = max(lon1 - lon0, lat1 - lat0)
    step = 20 if span > 100 else 10 if span > 40 else 5
    reach = 0.75

    def run(points, label):
        seg = []
        first = True
        for lon, lat in points:
            w = to_world(lon, lat, reach) if p.layout.frame == "grid" else to_world(lon, lat)
            if w is None:
                if len(seg) > 1:
                    p.scene.line("sides", seg, "#5b6f85", 0.7, "3 4", 0.55)
                seg = []
                continue
            seg.append(p.px(w))
            if first:
                p.graticule_labels.append((seg[-1], label))
                first = False
        if len(seg) > 1:
            p.scene.line("sides", seg, "#5b6f85", 0.7, "3 4", 0.55)

    for lon in range(int(lon0 // step + 1) * step, int(lon1) + 1, step):
        name = f"{lon if lon <= 180 else 360 - lon}°{'E' if lon <= 180 else 'W'}"
        run([(lon, lat1 - i * 0.5) for i in range(int((lat1 - lat0) / 0.5) + 1)], name)
    for lat in range(int(lat0 // step + 1) * step, int(lat1) + 1, step):
        name = f"{abs(lat)}°{'N' if lat > 0 else 'S' if lat < 0 else ''}"
        run([(lon0 + i * 0.5, lat) for i in range(int((lon1 - lon0) / 0.5) + 1)], name)


def legend(p, panel: float, margin: float, top: float) -> None:
    """Exactly the colours, lines and symbols the picture uses, with the setup's sides."""
    x = margin * 2 + p.map_w
    y = p.panel_bottom + 10
    sc = p.scene
    top = y - 14
    sc.text("legend", x, y, "Legend", 13, "#111111", "start", True, False)
    y += 20
    for label, colour in list(p.style.used_fills.items())[:40]:
        sc.poly("legend", [(x, y - 7), (x + 20, y - 7), (x + 20, y + 7), (x, y + 7)], colour, "#888888", 0.6)
        sc.text("legend", x + 28, y, label[:50], 10.5, "#222222", "start", False, False)
        y += 18
    for label, st in p.style.used_edges.items():
        if light(st["colour"]):
            sc.line("legend", [(x, y), (x + 20, y)], "#4a4a4a", st["width"] + 2, st.get("dash"))
        sc.line("legend", [(x, y), (x + 20, y)], st["colour"], st["width"], st.get("dash"))
        sc.text("legend", x + 28, y, label[:50], 10.5, "#222222", "start", False, False)
        y += 18
    for label, st in p.style.used_borders.items():
        sc.line("legend", [(x, y), (x + 20, y)], st["colour"], st["width"])
        sc.text("legend", x + 28, y, label[:50], 10.5, "#222222", "start", False, False)
        y += 18
    for label, (symbol, colour) in p.style.used_markers.items():
        draw_symbol(sc, "legend", symbol, x + 10, y, 5, colour)
        sc.text("legend", x + 28, y, label[:50], 10.5, "#222222", "start", False, False)
        y += 18
    if p.setup:
        for side in p.setup.sides:
            sc.poly("legend", [(x, y - 7), (x + 20, y - 7), (x + 20, y + 7), (x, y + 7)], p.side_colour.get(side, "#999999"), "#ffffff", 1)
            sc.text("legend", x + 28, y, f"{p.setup.side_names.get(side, side)}: number of units", 10.5, "#222222", "start", False, False)
            y += 18
        if p.setup.chosen:
            sc.text("legend", x, y, f"{p.setup.chosen} units are placed by choice during setup", 10, "#444444", "start", False, False)
            y += 16
        if p.setup.unresolved:
            sc.text("legend", x, y, "not on this map: " + ", ".join(sorted(set(p.setup.unresolved)))[:60], 10, "#a00000", "start", False, False)
            y += 16
    # a pale card behind the legend, so that white symbols and lines show
    sc.items["cells"].insert(0, ("poly", [(x - 8, top), (x + panel - 22, top), (x + panel - 22, y), (x - 8, y)],
                                 "#eef1f4", "#c8ced6", 1, None, 1.0))
    sc.height = max(sc.height, y + margin)


def light(colour: str) -> bool:
    """A colour so pale that a line of it needs a dark edge to show on a light background."""
    if not (colour.startswith("#") and len(colour) == 7):
        return False
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return 0.299 * r + 0.587 * g + 0.114 * b > 225
