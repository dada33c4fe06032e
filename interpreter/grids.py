"""Grid geometry for hex and square maps: neighbours by direction, distance and drawing positions.

Offsets ("odd-q", ...) refer to the printed column/row numbers, so a map numbered from 01 keeps
its printed parity."""
from __future__ import annotations

import math

FLAT_DIRS = {"N": (0, 1, -1), "NE": (1, 0, -1), "SE": (1, -1, 0), "S": (0, -1, 1), "SW": (-1, 0, 1), "NW": (-1, 1, 0)}
POINTY_DIRS = {"E": (1, -1, 0), "NE": (1, 0, -1), "NW": (0, 1, -1), "W": (-1, 1, 0), "SW": (-1, 0, 1), "SE": (0, -1, 1)}
SQUARE_DIRS = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E", "NE": "SW", "SW": "NE", "SE": "NW", "NW": "SE"}


class Grid:
    def __init__(self, kind: str, orientation: str | None = None, offset: str | None = None):
        self.kind = kind
        self.orientation = orientation or ("flat" if kind == "hex" else None)
        self.offset = offset or ("odd-q" if self.orientation == "flat" else "odd-r")
        if kind == "hex" and (self.orientation == "flat") != self.offset.endswith("q"):
            raise ValueError(f"a {self.orientation}-topped hex grid needs a {'q' if self.orientation == 'flat' else 'r'} offset, not {self.offset}")

    @property
    def directions(self) -> list[str]:
        if self.kind == "square":
            return list(SQUARE_DIRS)
        return list(FLAT_DIRS if self.orientation == "flat" else POINTY_DIRS)

    # cube coordinates (x, y, z), x + y + z == 0
    def to_cube(self, col: int, row: int) -> tuple[int, int, int]:
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
        return col, row

    def neighbour(self, col: int, row: int, direction: str) -> tuple[int, int]:
        if self.kind == "square":
            dc, dr = SQUARE_DIRS[direction]
            return col + dc, row + dr
        dx, dy, dz = (FLAT_DIRS if self.orientation == "flat" else POINTY_DIRS)[direction]
        x, y, z = self.to_cube(col, row)
        return self.from_cube(x + dx, y + dy, z + dz)

    def distance(self, a: tuple[int, int], b: tuple[int, int]) -> int:
        if self.kind == "square":
            return abs(a[0] - b[0]) + abs(a[1] - b[1])
        ax, ay, az = self.to_cube(*a)
        bx, by, bz = self.to_cube(*b)
        return max(abs(ax - bx), abs(ay - by), abs(az - bz))

    def position(self, col: int, row: int) -> tuple[float, float]:
        """Centre of a cell in drawing units (cell width about 1.7), y growing southwards."""
        if self.kind == "square":
            return float(col), float(row)
        x, _, z = self.to_cube(col, row)
        if self.orientation == "flat":
            return 1.5 * x, math.sqrt(3) * (z + x / 2)
        return math.sqrt(3) * (x + z / 2), 1.5 * z
