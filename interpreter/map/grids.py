"""Grid geometry for hex and square maps: neighbours by direction, distance, drawing positions and outlines.

Offsets ("odd-q", ...) refer to the printed column/row numbers, so a map numbered from 01 keeps
its printed parity. Printed rows may count northwards (`rows_north`); the geometry then works on the
negated row, which keeps the row's parity, so direction names and drawings stay true to the compass.
A grid may continue another grid's lattice (`shift`: its cell (c, r) is the host's (c + dc, r + dr)), so
two printed maps can share one frame for drawing and distances."""
from __future__ import annotations

import math

FLAT_DIRS = {"N": (0, 1, -1), "NE": (1, 0, -1), "SE": (1, -1, 0), "S": (0, -1, 1), "SW": (-1, 0, 1), "NW": (-1, 1, 0)}
POINTY_DIRS = {"E": (1, -1, 0), "NE": (1, 0, -1), "NW": (0, 1, -1), "W": (-1, 1, 0), "SW": (-1, 0, 1), "SE": (0, -1, 1)}
SQUARE_DIRS = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E", "NE": "SW", "SW": "NE", "SE": "NW", "NW": "SE"}
SQ3 = math.sqrt(3)


class Grid:
    def __init__(self, kind: str, orientation: str | None = None, offset: str | None = None,
                 rows_north: bool = False, shift: tuple[int, int] = (0, 0), lattice: str | None = None):
        self.kind = kind
        self.orientation = orientation or ("flat" if kind == "hex" else None)
        self.offset = offset or ("odd-q" if self.orientation == "flat" else "odd-r")
        self.rows_north = rows_north
        self.shift = tuple(shift)
        self.lattice = lattice  # id of the grid whose frame this one shares (itself when None)
        if kind == "hex" and (self.orientation == "flat") != self.offset.endswith("q"):
            raise ValueError(f"a {self.orientation}-topped hex grid needs a {'q' if self.orientation == 'flat' else 'r'} offset, not {self.offset}")

    @property
    def directions(self) -> list[str]:
        if self.kind == "square":
            return list(SQUARE_DIRS)
        return list(FLAT_DIRS if self.orientation == "flat" else POINTY_DIRS)

    @property
    def spacing(self) -> float:
        """Distance between neighbouring centres in drawing units."""
        return 1.0 if self.kind == "square" else SQ3

    def _row(self, row: int) -> int:
        return -row if self.rows_north else row

    # cube coordinates (x, y, z), x + y + z == 0, of the printed (col, row)
    def to_cube(self, col: int, row: int) -> tuple[int, int, int]:
        row = self._row(row)
        odd = self.offset.startswith("odd")
        if self.orientation == "flat":
            shift = (col - (col & 1)) // 2 if odd else (col + (col & 1)) // 2
            x, z = col, row - shift
        else:
            shift = (row - (row & 1)) // 2 if odd else (row + (row & 1)) // 2
            x, z = col - shift, row
        return x, -x - z, z

    def from_cube(self, x: int, y: int, z: int) -> tuple[int, int]:
        odd = self.offset.startswith("odd")
        if self.orientation == "flat":
            col = x
            row = z + ((col - (col & 1)) // 2 if odd else (col + (col & 1)) // 2)
        else:
            row = z
            col = x + ((row - (row & 1)) // 2 if odd else (row + (row & 1)) // 2)
        return col, self._row(row)

    def neighbour(self, col: int, row: int, direction: str) -> tuple[int, int]:
        if self.kind == "square":
            dc, dr = SQUARE_DIRS[direction]
            return col + dc, row - dr if self.rows_north else row + dr
        dx, dy, dz = (FLAT_DIRS if self.orientation == "flat" else POINTY_DIRS)[direction]
        x, y, z = self.to_cube(col, row)
        return self.from_cube(x + dx, y + dy, z + dz)

    def distance(self, a: tuple[int, int], b: tuple[int, int]) -> int:
        """Steps between two printed cells of this grid (or of grids sharing its lattice, after `to_lattice`)."""
        if self.kind == "square":
            return abs(a[0] - b[0]) + abs(a[1] - b[1])
        ax, ay, az = self.to_cube(*a)
        bx, by, bz = self.to_cube(*b)
        return max(abs(ax - bx), abs(ay - by), abs(az - bz))

    def to_lattice(self, col: int, row: int) -> tuple[int, int]:
        """The cell in the host lattice's numbering."""
        return col + self.shift[0], row + self.shift[1]

    def position(self, col: int, row: int) -> tuple[float, float]:
        """Centre of a cell in drawing units (hex circumradius 1, square side 1), y growing southwards."""
        col, row = self.to_lattice(col, row)
        if self.kind == "square":
            return float(col), float(self._row(row))
        x, _, z = self.to_cube(col, row)
        if self.orientation == "flat":
            return 1.5 * x, SQ3 * (z + x / 2)
        return SQ3 * (x + z / 2), 1.5 * z

    def outline(self, col: int, row: int) -> list[tuple[float, float]]:
        """Corners of a cell in drawing units, clockwise on screen."""
        cx, cy = self.position(col, row)
        if self.kind == "square":
            return [(cx - .5, cy - .5), (cx + .5, cy - .5), (cx + .5, cy + .5), (cx - .5, cy + .5)]
        start = 0 if self.orientation == "flat" else 30
        return [(cx + math.cos(math.radians(start + 60 * k)), cy + math.sin(math.radians(start + 60 * k)))
                for k in range(6)]
