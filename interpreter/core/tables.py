"""Tables: 1-D and 2-D lookups with exact, range and string keys, and column shifts.

The same model serves tables written in rules files and tables shipped as data (tables.yaml), so a
user who owns the printed chart can replace a reconstructed table without touching the rules."""
from __future__ import annotations

from dataclasses import dataclass, field

from pacwar.dsl.ast import KeyRange


@dataclass
class Table:
    name: str
    rows: list            # [(key, value)]; value is a list when the table has columns
    columns: list | None = None
    default: object = None
    cites: list = field(default_factory=list)
    prov: dict | None = None
    where: str = ""       # file:line, for messages

    def row_index(self, key) -> int | None:
        return _match((k for k, _ in self.rows), key)

    def col_index(self, key) -> int | None:
        return None if self.columns is None else _match(self.columns, key)

    def lookup(self, key, col=None, shift: int = 0, row_shift: int = 0):
        r = self.row_index(key)
        if r is None:
            if self.default is not None or not self.rows:
                return self.default
            raise LookupError(f"table {self.name} has no row for {key!r}")
        r = min(max(r + row_shift, 0), len(self.rows) - 1)
        value = self.rows[r][1]
        if self.columns is None:
            if col is not None:
                raise LookupError(f"table {self.name} has no columns")
            return value
        if col is None:
            return value
        c = self.col_index(col)
        if c is None:
            raise LookupError(f"table {self.name} has no column {col!r}")
        c = min(max(c + shift, 0), len(self.columns) - 1)
        return value[c]


def _match(keys, key) -> int | None:
    """The index of the first key (a value or a range) that matches, or None."""
    for i, k in enumerate(keys):
        if k.matches(key) if isinstance(k, KeyRange) else k == key:
            return i
    return None
