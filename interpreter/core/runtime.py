"""What generated rules code calls at run time: value helpers with the rules language's semantics, and the
translation of a Python exception raised inside generated code into a rules error at the rules position.

Generated code keeps the common operations inline (locals, ==, <, and/or, list and record literals); the
helpers here are for what differs from Python (`+` on text, `/` as whole division, attribute lookup over
pieces, spaces and records, `in` on none). Positions cost nothing while nothing fails: every generated
line is mapped back to the rules node it came from, and only an exception reads that map."""
from __future__ import annotations

import re

from pacwar.interpreter.core.entities import get_attr, is_piece, own_piece, render_value
from pacwar.interpreter.errors import PacwarError, RulesRuntimeError

_MISS = object()

# generated file name -> list of (Pos, builtin name or None) per line (index = line number)
LINE_MAPS: dict = {}


def tname(v) -> str:
    if v is None:
        return "none"
    if isinstance(v, bool):
        return "a truth value"
    return {int: "a number", str: "text", list: "a list", dict: "a record"}.get(type(v), type(v).__name__)


# ---- values -------------------------------------------------------------------------------------------

def ga(c, o, name, pos):
    """o.name: a piece's own field or its class's, a space's state or map attribute, a record's field."""
    t = type(o)
    if t is str:
        rec = c.pieces.get(o)
        if rec is not None:
            v = rec.get(name, _MISS)
            if v is not _MISS and (v is not None or name != "side"):
                if c.lazy is not None and (v.__class__ is list or v.__class__ is dict) and o in c.lazy:
                    v = own_piece(c, o)[name]   # a shared list is never handed out (cow.py)
                return v
            if name == "id":
                return o   # a piece's own id, never its class's (a card's class is its deck)
            v = c.classes[rec["class"]].get(name, _MISS)
            if v is not _MISS:
                return v
            if name == "side":
                nation = rec.get("nation")
                dyn = c.st["ents"].get(nation)
                if dyn is not None and "side" in dyn:
                    return dyn["side"]
                return c.nation_sides.get(nation)
            if name != "space":
                return None   # a field neither the piece nor its class has (get_attr's answer, sooner)
        else:
            static = c.space_attrs.get(o)
            if static is not None:
                dyn = c.dyn_spaces.get(o)
                if dyn is not None:
                    v = dyn.get(name, _MISS)
                    if v is not _MISS:
                        return v
                return static.get(name)
    elif t is dict:
        return o.get(name)
    try:
        return get_attr(c, o, name)
    except RulesRuntimeError as e:
        raise RulesRuntimeError(e.message, str(pos)) from None


# ---- remembered attribute reads -------------------------------------------------------------------------
# A piece's or space's attribute read again and again (a unit's class `category`, its side through its nation,
# a space's `kind`) costs several lookups through ga; its value changes only by a write the engine counts
# (entities.bump: `a:<name>`, `loc`, `*`). Ctx.ac keeps, per attribute name, the values read since the last
# such write, for pieces and spaces, when the value is a number, text, truth value or none (a list or record
# is never kept: a clone's shared list must be copied at its first read, cow.py). The generated code reads
# Ctx.ac first and calls gac on a miss. Like the derived values, none of this is part of the state.

_KEEPABLE = frozenset((str, int, bool, float, type(None)))


def gac(c, o, name, pos):
    """ga, keeping the answer in c.ac when o is a piece or a space and the value a plain one."""
    v = ga(c, o, name, pos)
    if v.__class__ in _KEEPABLE and o.__class__ is str and name != "space" and (o in c.pieces or o in c.space_attrs):
        c.ac[name][o] = v
    return v


def gc(c, o, name, pos):
    """o.name through the kept values (as the generated code reads it inline)."""
    if o.__class__ is str:
        v = c.ac[name].get(o, _MISS)
        if v is not _MISS:
            return v
        return gac(c, o, name, pos)
    return ga(c, o, name, pos)


def index(o, k, pos):
    if isinstance(o, dict):
        return o.get(k)
    if isinstance(o, (list, str)):
        if not isinstance(k, int):
            raise RulesRuntimeError(f"a list index must be a number, not {tname(k)}", str(pos))
        return o[k] if -len(o) <= k < len(o) else None
    raise RulesRuntimeError(f"cannot index {tname(o)}", str(pos))


def add(a, b, pos):
    if type(a) is int and type(b) is int:
        return a + b
    if isinstance(a, str) or isinstance(b, str):
        if isinstance(a, str) and isinstance(b, str):
            return a + b
        return render_value(None, a) + render_value(None, b)
    try:
        return a + b
    except TypeError:
        raise RulesRuntimeError(f"cannot apply '+' to {tname(a)} and {tname(b)}", str(pos)) from None


def arith(op, a, b, pos):
    try:
        if op == "-":
            return a - b
        if op == "*":
            return a * b
        if op == "/":
            return a // b
        return a % b
    except ZeroDivisionError:
        raise RulesRuntimeError("division by zero", str(pos)) from None
    except TypeError:
        raise RulesRuntimeError(f"cannot apply {op!r} to {tname(a)} and {tname(b)}", str(pos)) from None


def neg(v, pos):
    if not isinstance(v, int) or isinstance(v, bool):
        raise RulesRuntimeError(f"cannot negate {tname(v)}", str(pos))
    return -v


def contains(x, xs, negate, pos):
    if xs is None:
        return negate
    if not isinstance(xs, (list, dict, str)):
        raise RulesRuntimeError(f"'in' needs a list, record or text on the right, not {tname(xs)}", str(pos))
    return (x in xs) != negate


def where_source(xs, pos):
    if xs is None:
        return ()
    if not isinstance(xs, list):
        raise RulesRuntimeError(f"'where' filters a list, not {tname(xs)}", str(pos))
    return xs


def span(a, b, pos):
    if not isinstance(a, int) or not isinstance(b, int):
        raise RulesRuntimeError(f"a range needs numbers, not {tname(a)}..{tname(b)}", str(pos))
    return list(range(a, b + 1))


def pv(c, v) -> list:
    """One value of a log message or prompt as parts: piece references (each viewer sees a piece by its own
    face) and rendered text."""
    vs = v if isinstance(v, list) else [v]
    out = []
    for i, x in enumerate(vs):
        if i:
            out.append(", ")
        out.append({"p": x} if is_piece(c, x) else render_value(c, x))
    return out


def pv_joined(c, v) -> list:
    """A term of a text joined with `+`: text as written (unless it names a piece), else as pv."""
    if isinstance(v, str) and not is_piece(c, v):
        return [v]
    return pv(c, v)


def combine(op, old, new):
    """x op= v: none counts as 0."""
    if op == "=":
        return new
    if old is None:
        old = 0
    try:
        return old + new if op == "+=" else old - new if op == "-=" else old * new
    except TypeError:
        raise RulesRuntimeError(f"cannot apply {op} to {old!r} and {new!r}") from None


# ---- rules errors from Python exceptions --------------------------------------------------------------

_CMP = re.compile(r"'(<|<=|>|>=)' not supported between instances of '(\w+)' and '(\w+)'")
_ARITH = re.compile(r"unsupported operand type\(s\) for ([-*/%]+|//): '(\w+)' and '(\w+)'")
_PYNAMES = {"NoneType": "none", "int": "a number", "str": "text", "list": "a list", "dict": "a record",
            "bool": "a truth value"}
_LOCAL = re.compile(r"(?:local variable|cannot access local variable) 'v_(\w+)'")


def rules_error(exc: BaseException) -> PacwarError | None:
    """The rules error for an exception raised in generated code (None: not ours to translate)."""
    if isinstance(exc, RulesRuntimeError) and exc.where is not None:
        return exc
    deepest, inner_is_ours = None, False
    tb = exc.__traceback__
    while tb is not None:
        code = tb.tb_frame.f_code
        lines = LINE_MAPS.get(code.co_filename)
        if lines is not None:
            ln = tb.tb_lineno
            deepest = lines[ln] if 0 <= ln < len(lines) else None
            inner_is_ours = True
        else:
            inner_is_ours = False
        tb = tb.tb_next
    if deepest is None:
        if isinstance(exc, PacwarError):
            return exc
        return None
    pos, callee = deepest
    where = str(pos) if pos is not None else None
    if isinstance(exc, RulesRuntimeError):
        return RulesRuntimeError(exc.message, where)
    if isinstance(exc, PacwarError):
        return exc
    if isinstance(exc, RecursionError):
        return RulesRuntimeError("the rules recurse too deeply", where)
    if callee is not None and not inner_is_ours and isinstance(exc, (TypeError, ValueError, LookupError, AttributeError)):
        return RulesRuntimeError(f"{callee}(): {exc}", where)
    if isinstance(exc, (UnboundLocalError, NameError)):
        m = _LOCAL.search(str(exc))
        if m:
            return RulesRuntimeError(f"variable {m.group(1)!r} is used before it is given a value", where)
    if isinstance(exc, KeyError) and inner_is_ours and exc.args and isinstance(exc.args[0], str):
        return RulesRuntimeError(f"variable {exc.args[0]!r} is used before it is given a value", where)
    if isinstance(exc, ZeroDivisionError):
        return RulesRuntimeError("division by zero", where)
    if isinstance(exc, TypeError):
        text = str(exc)
        m = _CMP.search(text)
        if m:
            return RulesRuntimeError(f"cannot compare {_PYNAMES.get(m.group(2), m.group(2))} with "
                                     f"{_PYNAMES.get(m.group(3), m.group(3))} using {m.group(1)}", where)
        m = _ARITH.search(text)
        if m:
            op = "/" if m.group(1) == "//" else m.group(1)
            return RulesRuntimeError(f"cannot apply {op!r} to {_PYNAMES.get(m.group(2), m.group(2))} and "
                                     f"{_PYNAMES.get(m.group(3), m.group(3))}", where)
        if "bad operand type for unary -" in text:
            return RulesRuntimeError("cannot negate that value", where)
        return RulesRuntimeError(f"cannot do that with these values: {text}", where)
    if isinstance(exc, (ValueError, LookupError, AttributeError)):
        return RulesRuntimeError(f"{type(exc).__name__}: {exc}", where)
    return None
