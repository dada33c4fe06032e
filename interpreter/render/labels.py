"""Label placement: each name goes to the first of its candidate spots that does not cover another name or symbol."""
from __future__ import annotations

BUCKET = 64.0  # px: side of the spatial hash cells used to find overlaps quickly
CHAR_W = 0.58  # average glyph width as a share of the font size (DejaVu Sans / Arial)


class Labeller:
    def __init__(self, bounds: tuple[float, float, float, float] | None = None):
        self.cells: dict[tuple, list] = {}
        self.bounds = bounds  # a name must fit inside the picture

    def _keys(self, r):
        x0, y0, x1, y1 = r
        for i in range(int(x0 // BUCKET), int(x1 // BUCKET) + 1):
            for j in range(int(y0 // BUCKET), int(y1 // BUCKET) + 1):
                yield i, j

    def block(self, x0, y0, x1, y1):
        r = (x0, y0, x1, y1)
        for k in self._keys(r):
            self.cells.setdefault(k, []).append(r)

    def free(self, r) -> bool:
        x0, y0, x1, y1 = r
        if self.bounds and (x0 < self.bounds[0] or y0 < self.bounds[1] or x1 > self.bounds[2] or y1 > self.bounds[3]):
            return False
        for k in self._keys(r):
            for a0, b0, a1, b1 in self.cells.get(k, []):
                if x0 < a1 and a0 < x1 and y0 < b1 and b0 < y1:
                    return False
        return True

    def place(self, scene, text: str, spots, size: float, colour: str):
        """Put `text` at the first free spot; spots are (x, y, anchor) with anchor start, middle or end."""
        w, h = CHAR_W * size * len(text), size * 1.1
        first = None
        for x, y, a in spots:
            x0 = x if a == "start" else x - w if a == "end" else x - w / 2
            r = (x0, y - h / 2, x0 + w, y + h / 2)
            first = first or (x, y, a, r)
            if self.free(r):
                self.block(*r)
                scene.text("text", x, y, text, size, colour, a)
                return True
        x, y, a, r = first
        self.block(*r)
        scene.text("text", x, y, text, size * 0.85, colour, a)
        return False

    def place_if_free(self, scene, text: str, x: float, y: float, size: float, colour: str) -> bool:
        w, h = CHAR_W * size * len(text), size * 1.1
        r = (x - w / 2, y - h / 2, x + w / 2, y + h / 2)
        if not self.free(r):
            return False
        self.block(*r)
        scene.text("text", x, y, text, size, colour, "middle")
        return True
