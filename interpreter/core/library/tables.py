"""Table lookups."""
from __future__ import annotations

from pacwar.interpreter.errors import RulesRuntimeError
from pacwar.interpreter.core.library import builtin


def _table(c, t):
    name = t["table"] if isinstance(t, dict) and "table" in t else t
    tbl = c.game.tables.get(name)
    if tbl is None:
        raise RulesRuntimeError(f"unknown table {name!r}")
    return tbl


@builtin("lookup")
def lookup(c, t, key, col=None, shift=0, row_shift=0):
    try:
        return _table(c, t).lookup(key, col, shift or 0, row_shift or 0)
    except LookupError as e:
        raise RulesRuntimeError(str(e)) from None


@builtin("columns")
def columns(c, t):
    cols = _table(c, t).columns
    return [str(k) if not isinstance(k, (int, str)) else k for k in cols] if cols else []


@builtin("rows")
def rows(c, t):
    return [k if isinstance(k, (int, str)) else str(k) for k, _ in _table(c, t).rows]
