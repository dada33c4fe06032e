"""What a `for` loop walks and how it binds its variables: one definition for both ways a procedure runs
(the suspendable op list in vm.py and the direct closures in functions.py)."""
from __future__ import annotations

from pacwar.interpreter.errors import RulesRuntimeError


def loop_items(v, pos=None) -> tuple[list, bool]:
    """The items a loop visits and whether they are a dict's [key, value] pairs. Pairs are lists, not tuples,
    so a loop suspended at a decision stays plain JSON data."""
    if v is None:
        return [], False
    if isinstance(v, list):
        return list(v), False
    if isinstance(v, dict):
        return [[k, x] for k, x in v.items()], True
    raise RulesRuntimeError(f"cannot loop over {v!r}", pos)


def bind_loop_vars(loc: dict, var: str, var2: str | None, i: int, item, pairs: bool) -> None:
    """`for k in d` binds keys, `for k, v in d` keys and values; `for x in xs` items, `for i, x in xs` indices too."""
    if pairs:
        if var2 is None:
            loc[var] = item[0]
        else:
            loc[var], loc[var2] = item
    elif var2 is None:
        loc[var] = item
    else:
        loc[var], loc[var2] = i, item
