"""A drawing as a list of plain shapes in pixels, written to SVG by hand or to PNG through matplotlib.

Shapes are added in paint order within layers (cells, then edges, then symbols, then text), so the map
code never has to think about which backend draws it."""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from xml.sax.saxutils import escape

from pacwar.interpreter.errors import PacwarError

# "counters": single pieces drawn above the chips (the browser board makes them clickable)
LAYERS = ("cells", "sides", "edges", "symbols", "chips", "counters", "text", "legend")


@dataclass
class Scene:
    width: float
    height: float
    background: str = "#ffffff"
    items: dict = field(default_factory=lambda: {k: [] for k in LAYERS})

    def poly(self, layer, pts, fill="none", stroke="none", width=0.0, title=None, opacity=1.0):
        self.items[layer].append(("poly", [(round(x, 1), round(y, 1)) for x, y in pts], fill, stroke, width, title, opacity))

    def line(self, layer, pts, colour, width=1.0, dash=None, opacity=1.0, title=None):
        self.items[layer].append(("line", [(round(x, 1), round(y, 1)) for x, y in pts], colour, width, dash, opacity, title))

    def circle(self, layer, x, y, r, fill="none", stroke="none", width=0.0, title=None):
        self.items[layer].append(("circle", round(x, 1), round(y, 1), round(r, 1), fill, stroke, width, title))

    def text(self, layer, x, y, s, size=10.0, colour="#000000", anchor="middle", bold=False, halo=True):
        self.items[layer].append(("text", round(x, 1), round(y, 1), s, size, colour, anchor, bold, halo))

    def ordered(self):
        for layer in LAYERS:
            yield from self.items[layer]


def symbol_points(symbol: str, x: float, y: float, r: float) -> list[tuple[float, float]] | None:
    """Outline of a marker symbol (None for the round ones)."""
    if symbol in ("dot", "circle", "ring"):
        return None
    if symbol == "square":
        return [(x - r, y - r), (x + r, y - r), (x + r, y + r), (x - r, y + r)]
    if symbol == "diamond":
        return [(x, y - r * 1.3), (x + r, y), (x, y + r * 1.3), (x - r, y)]
    if symbol == "triangle":
        return [(x, y - r * 1.2), (x + r * 1.1, y + r * 0.8), (x - r * 1.1, y + r * 0.8)]
    if symbol == "star":
        return [(x + (r * 1.35 if k % 2 == 0 else r * 0.55) * math.sin(math.pi * k / 5),
                 y - (r * 1.35 if k % 2 == 0 else r * 0.55) * math.cos(math.pi * k / 5)) for k in range(10)]
    if symbol == "cross":
        t = r * 0.35
        return [(x - t, y - r), (x + t, y - r), (x + t, y - t), (x + r, y - t), (x + r, y + t), (x + t, y + t),
                (x + t, y + r), (x - t, y + r), (x - t, y + t), (x - r, y + t), (x - r, y - t), (x - t, y - t)]
    return None


def draw_symbol(scene: Scene, layer: str, symbol: str, x: float, y: float, r: float, colour: str, title=None):
    pts = symbol_points(symbol, x, y, r)
    if pts:
        scene.poly(layer, pts, colour, "#ffffff", 0.8, title)
    elif symbol == "ring":
        scene.circle(layer, x, y, r, "none", colour, max(1.5, r / 3), title)
    else:
        scene.circle(layer, x, y, r * (0.7 if symbol == "dot" else 1.0), colour, "#ffffff", 0.8, title)


# ---------------------------------------------------------------------------------------------- SVG
def _pts(pts) -> str:
    return " ".join(f"{x},{y}" for x, y in pts)


def _title(t) -> str:
    return f"<title>{escape(t)}</title>" if t else ""


def to_svg(scene: Scene) -> str:
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{scene.width:.0f}" height="{scene.height:.0f}" '
           f'viewBox="0 0 {scene.width:.0f} {scene.height:.0f}" font-family="DejaVu Sans, Arial, sans-serif">',
           f'<rect width="100%" height="100%" fill="{scene.background}"/>']
    for it in scene.ordered():
        kind = it[0]
        if kind == "poly":
            _, pts, fill, stroke, w, title, op = it
            body = _title(title)
            tag = f'<polygon points="{_pts(pts)}" fill="{fill}" stroke="{stroke}" stroke-width="{w}"' + \
                  (f' opacity="{op}"' if op != 1 else "")
            out.append(tag + (f">{body}</polygon>" if body else "/>"))
        elif kind == "line":
            _, pts, colour, w, dash, op, title = it
            attrs = f'points="{_pts(pts)}" fill="none" stroke="{colour}" stroke-width="{w}" stroke-linecap="round"'
            if dash:
                attrs += f' stroke-dasharray="{dash}"'
            if op != 1:
                attrs += f' opacity="{op}"'
            body = _title(title)
            out.append(f"<polyline {attrs}" + (f">{body}</polyline>" if body else "/>"))
        elif kind == "circle":
            _, x, y, r, fill, stroke, w, title = it
            body = _title(title)
            tag = f'<circle cx="{x}" cy="{y}" r="{r}" fill="{fill}" stroke="{stroke}" stroke-width="{w}"'
            out.append(tag + (f">{body}</circle>" if body else "/>"))
        else:
            _, x, y, s, size, colour, anchor, bold, halo = it
            weight = ' font-weight="bold"' if bold else ""
            halo_attr = ' stroke="#ffffff" stroke-width="3" stroke-opacity="0.85" paint-order="stroke"' if halo else ""
            out.append(f'<text x="{x}" y="{y}" font-size="{size}" fill="{colour}" text-anchor="{anchor}" '
                       f'dominant-baseline="middle"{weight}{halo_attr}>{escape(s)}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------------------------------------- PNG
def to_png(scene: Scene, path, dpi: int = 100) -> None:
    try:
        import matplotlib
    except ImportError:
        raise PacwarError("PNG output needs matplotlib: pip install 'pacwar[render]' (or write .svg)") from None
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib import patheffects
    from matplotlib.collections import LineCollection, PolyCollection
    from matplotlib.patches import Circle

    fig = plt.figure(figsize=(scene.width / dpi, scene.height / dpi), dpi=dpi)
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_xlim(0, scene.width)
    ax.set_ylim(scene.height, 0)
    ax.axis("off")
    fig.patch.set_facecolor(scene.background)
    pt = 72.0 / dpi  # pixels to points
    halo = [patheffects.withStroke(linewidth=3 * pt, foreground="#ffffff", alpha=0.85)]
    z = 0
    for layer in LAYERS:
        polys = [it for it in scene.items[layer] if it[0] == "poly"]
        if polys:  # one collection per layer keeps thousands of hexes fast
            ax.add_collection(PolyCollection(
                [it[1] for it in polys], facecolors=[_mpl(it[2]) for it in polys], edgecolors=[_mpl(it[3]) for it in polys],
                linewidths=[it[4] * pt for it in polys], alpha=None, zorder=z))
        z += 1
        groups: dict[tuple, list] = {}  # lines of one style share a collection: thousands of hexsides stay fast
        for it in scene.items[layer]:
            if it[0] == "line":
                groups.setdefault(it[2:6], []).append(it[1])
        for (colour, w, dash, op), lines in groups.items():
            lc = LineCollection(lines, colors=[colour], linewidths=[w * pt], alpha=op, zorder=z, capstyle="round")
            if dash:
                lc.set_linestyle((0, [float(v) / max(w, 0.5) for v in dash.replace(",", " ").split()]))
            ax.add_collection(lc)
        for it in scene.items[layer]:
            kind = it[0]
            if kind == "circle":
                _, x, y, r, fill, stroke, w, _ = it
                ax.add_patch(Circle((x, y), r, facecolor=_mpl(fill), edgecolor=_mpl(stroke), linewidth=w * pt, zorder=z))
            elif kind == "text":
                _, x, y, s, size, colour, anchor, bold, with_halo = it
                ax.text(x, y, s, fontsize=size * pt, color=colour, ha={"middle": "center", "start": "left", "end": "right"}[anchor],
                        va="center", fontweight="bold" if bold else "normal", zorder=z,
                        path_effects=halo if with_halo else None)
        z += 1
    fig.savefig(path, dpi=dpi, facecolor=scene.background)
    plt.close(fig)


def _mpl(colour: str):
    return "none" if colour in (None, "none") else colour
