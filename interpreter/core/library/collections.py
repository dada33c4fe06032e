"""Lists and records."""
from __future__ import annotations

from pacwar.interpreter.core.entities import get_attr, render_value
from pacwar.interpreter.errors import RulesRuntimeError
from pacwar.interpreter.core.library import builtin


def _list(xs, who: str) -> list:
    if xs is None:
        return []
    if isinstance(xs, list):
        return xs
    if isinstance(xs, dict):
        return list(xs)
    raise RulesRuntimeError(f"{who}() needs a list, not {type(xs).__name__} {xs!r}")


@builtin("count")
def count(c, xs, pred=None):
    xs = _list(xs, "count")
    return len(xs) if pred is None else sum(1 for x in xs if pred(c, x))


@builtin("sum")
def sum_(c, xs, key=None):
    xs = _list(xs, "sum")
    total = 0
    for x in xs:
        v = key(c, x) if key is not None else x
        if v is None:
            continue
        if not isinstance(v, int):
            raise RulesRuntimeError(f"sum() adds numbers, found {v!r}")
        total += v
    return total


def _extreme(c, xs, key, pick, who):
    if len(xs) == 1 and isinstance(xs[0], list):
        xs = xs[0]
    vals = [key(c, x) if key is not None else x for x in xs]
    vals = [v for v in vals if v is not None]
    if not vals:
        return None
    return pick(vals)


@builtin("min")
def min_(c, *xs, key=None):
    return _extreme(c, list(xs), key, min, "min")


@builtin("max")
def max_(c, *xs, key=None):
    return _extreme(c, list(xs), key, max, "max")


@builtin("min_by")
def min_by(c, xs, key):
    best, bk = None, None
    for x in _list(xs, "min_by"):
        k = key(c, x)
        if bk is None or (k is not None and k < bk):
            best, bk = x, k
    return best


@builtin("max_by")
def max_by(c, xs, key):
    best, bk = None, None
    for x in _list(xs, "max_by"):
        k = key(c, x)
        if bk is None or (k is not None and k > bk):
            best, bk = x, k
    return best


@builtin("all_max_by")
def all_max_by(c, xs, key):
    xs = _list(xs, "all_max_by")
    keys = [key(c, x) for x in xs]
    valid = [k for k in keys if k is not None]
    if not valid:
        return []
    top = max(valid)
    return [x for x, k in zip(xs, keys) if k == top]


@builtin("all_min_by")
def all_min_by(c, xs, key):
    xs = _list(xs, "all_min_by")
    keys = [key(c, x) for x in xs]
    valid = [k for k in keys if k is not None]
    if not valid:
        return []
    low = min(valid)
    return [x for x, k in zip(xs, keys) if k == low]


@builtin("any")
def any_(c, xs, pred=None):
    return any(pred(c, x) if pred else x for x in _list(xs, "any"))


@builtin("all")
def all_(c, xs, pred=None):
    return all(pred(c, x) if pred else x for x in _list(xs, "all"))


@builtin("first")
def first(c, xs, pred=None):
    for x in _list(xs, "first"):
        if pred is None or pred(c, x):
            return x
    return None


@builtin("last")
def last(c, xs):
    xs = _list(xs, "last")
    return xs[-1] if xs else None


@builtin("map")
def map_(c, xs, f):
    return [f(c, x) for x in _list(xs, "map")]


@builtin("filter")
def filter_(c, xs, pred):
    return [x for x in _list(xs, "filter") if pred(c, x)]


def _sort_key(v):
    # none sorts first; mixed types sort by type name so sorting never fails
    return (v is not None, type(v).__name__, v if v is not None else 0)


@builtin("sort_by")
def sort_by(c, xs, key, desc=False):
    xs = _list(xs, "sort_by")
    return sorted(xs, key=lambda x: _sort_key(key(c, x)), reverse=bool(desc))


@builtin("sorted")
def sorted_(c, xs, desc=False):
    return sorted(_list(xs, "sorted"), key=_sort_key, reverse=bool(desc))


@builtin("reverse")
def reverse(c, xs):
    return list(reversed(_list(xs, "reverse")))


@builtin("take")
def take(c, xs, n):
    return _list(xs, "take")[: max(n, 0)]


@builtin("drop")
def drop(c, xs, n):
    return _list(xs, "drop")[max(n, 0):]


@builtin("unique")
def unique(c, xs):
    items = _list(xs, "unique")
    try:
        # one pass with a set (the lists of places and pieces rules make unique hold text): the first of
        # equal items is kept, as below
        out, seen = [], set()
        for x in items:
            if x not in seen:
                seen.add(x)
                out.append(x)
        return out
    except TypeError:   # an item a set cannot hold (a list or record)
        out, kept = [], []
        for x in items:
            if x not in kept:
                kept.append(x)
                out.append(x)
        return out


@builtin("index_of")
def index_of(c, xs, x):
    xs = _list(xs, "index_of")
    return xs.index(x) if x in xs else None


@builtin("append")
def append(c, xs, x):
    return _list(xs, "append") + [x]


@builtin("remove_item")
def remove_item(c, xs, x):
    xs = list(_list(xs, "remove_item"))
    if x in xs:
        xs.remove(x)
    return xs


@builtin("keys")
def keys(c, d):
    return list(d) if isinstance(d, dict) else []


@builtin("values")
def values(c, d):
    return list(d.values()) if isinstance(d, dict) else []


@builtin("get")
def get(c, d, k, default=None):
    if isinstance(d, dict):
        return d.get(k, default)
    if isinstance(d, list) and isinstance(k, int):
        return d[k] if -len(d) <= k < len(d) else default
    return default


@builtin("with")
def with_(c, d, k, v):
    out = dict(d or {})
    out[k] = v
    return out


@builtin("group_by")
def group_by(c, xs, key):
    out: dict = {}
    for x in _list(xs, "group_by"):
        out.setdefault(render_value(None, key(c, x)), []).append(x)
    return out


@builtin("len")
def len_(c, xs):
    return 0 if xs is None else len(xs)


@builtin("abs")
def abs_(c, x):
    return abs(x)


@builtin("div_up")
def div_up(c, a, b):
    return -((-a) // b)


@builtin("div_down")
def div_down(c, a, b):
    return a // b


_ROUNDINGS = ("down", "up", "nearest")


@builtin("scale")
def scale(c, x, num, den, rounding="down"):
    """A fraction of a whole number with the rounding a rule states (half hits, 1.5x costs, half strength): the
    exact value x * num / den is rounded once, at the end, so a total is rounded as a total."""
    for name, v in (("x", x), ("num", num), ("den", den)):
        if not isinstance(v, int) or isinstance(v, bool):
            raise RulesRuntimeError(f"scale() needs whole numbers; {name} is {v!r}")
    if den <= 0:
        raise RulesRuntimeError(f"scale() needs a positive denominator, not {den}")
    if rounding not in _ROUNDINGS:
        raise RulesRuntimeError(f"scale() rounds {', '.join(map(repr, _ROUNDINGS))}, not {rounding!r}")
    n = x * num
    if rounding == "down":
        return n // den
    if rounding == "up":
        return -((-n) // den)
    return (2 * n + den) // (2 * den)


@builtin("clamp")
def clamp(c, x, lo, hi):
    return max(lo, min(hi, x))


@builtin("str")
def str_(c, x):
    return render_value(c, x)


@builtin("label")
def label(c, x):
    return render_value(c, x)


@builtin("attr")
def attr(c, x, name):
    if not isinstance(name, str):
        raise RulesRuntimeError(f"attr() needs an attribute name, not {name!r}")
    return get_attr(c, x, name)


@builtin("fail")
def fail(c, message):
    raise RulesRuntimeError(str(message))
