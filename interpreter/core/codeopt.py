"""Cheaper Python for common rules shapes, chosen by the code generator when the result cannot differ.

Each rewrite here gives the same values, the same dice and the same log as the plain translation in
codegen.py; it only skips work whose result is not needed:
- `count(xs) > 0` (and `>= 1`, `!= 0`, `== 0`, `< 1`, `<= 0`) asks whether any item exists: a `where`
  stops at its first match, and a call of a procedure runs its "exists" variant, in which every
  `return LIST` is such a test. Skipping the rest of a filter is only allowed when the filter cannot
  change anything (no procedure with an effect, no dice: `pure_expr`).
- `any`, `all`, `count`, `first` and `map` with a lambda loop in place (a generator or list comprehension
  over the list) instead of calling the lambda once per item.
- a call of a small procedure whose body is one `return EXPR`, that changes nothing, with arguments
  that are plain names or constants, is written in place (no Python call per use).
Imports nothing of the code generator (codegen, procgen and compiler call in here), so no import cycle."""
from __future__ import annotations

import re

from pacwar.dsl import ast as A
from pacwar.dsl.builtins import BUILTINS
from pacwar.interpreter.core import runtime as R

# count(xs) OP N -> True when it asks "is there any", False when it asks "is there none"
_EXISTS_TESTS = {(">", 0): True, (">=", 1): True, ("!=", 0): True,
                 ("==", 0): False, ("<", 1): False, ("<=", 0): False}
_CHANCE = {"roll", "dice", "pick_random", "shuffle"}  # builtins that draw on the dice (as compiler._CHANCE)
_INLINE_MAX_NODES = 40   # bigger bodies stay calls: the code would grow with every use


def _walk(node):
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, A.Node):
            yield n
            for v in vars(n).values():
                if isinstance(v, (list, tuple, dict, A.Node)):
                    stack.append(v)
        elif isinstance(n, (list, tuple)):
            stack.extend(n)
        elif isinstance(n, dict):
            stack.extend(n.values())


def pure_expr(comp, node, locals_=()) -> bool:
    """Evaluating node changes nothing and rolls nothing (so evaluating it fewer times cannot show)."""
    for n in _walk(node):
        if isinstance(n, A.Call):
            if not isinstance(n.func, A.Name):
                return False
            f = n.func.name
            if f in locals_:
                return False
            if f in comp.proc_decls:
                if not comp.is_pure(f):
                    return False
            else:
                sig = BUILTINS.get(f)
                if sig is None or sig.effect or f in _CHANCE:
                    return False
    return True


def _count_arg(gen, node):
    """The argument of `count(X)` (one argument, no keywords, the builtin), else None."""
    if (isinstance(node, A.Call) and isinstance(node.func, A.Name) and node.func.name == "count"
            and len(node.args) == 1 and not node.kwargs and "count" not in gen.scope.locals
            and "count" not in gen.comp.proc_decls and not isinstance(node.args[0], A.Lambda)):
        return node.args[0]
    return None


def count_test(gen, node) -> str | None:
    """`count(X) > 0` and its kin as an existence test that stops at the first item, or None."""
    r = node.right
    if not (isinstance(r, A.Lit) and type(r.value) is int):
        return None
    want = _EXISTS_TESTS.get((node.op, r.value))
    if want is None:
        return None
    x = _count_arg(gen, node.left)
    if x is None:
        return None
    text = exists(gen, x)
    if text is None:
        return None
    return text if want else f"(not {text})"


def exists(gen, x) -> str | None:
    """Python text that is True when the list X has an item, evaluating no more than needed; None when
    no shortcut applies."""
    comp = gen.comp
    if isinstance(x, A.Where) and pure_expr(comp, x.pred, gen.scope.locals):
        src, var, pred = gen.where_parts(x)
        return f"any({pred} for {var} in {checked_list(src, '_ws', gen.pos(x))})"
    if (isinstance(x, A.Call) and isinstance(x.func, A.Name) and not x.kwargs
            and x.func.name not in gen.scope.locals and x.func.name in comp.proc_decls):
        name = x.func.name
        target = comp.exists_variant(name)
        if target is None:
            return None
        args = [gen.e(a) for a in x.args]
        comp.note_inline_call(name, x, gen.scope.proc_name)
        return f"({gen.src.mark(x.pos)}{target}(c{''.join(', ' + a for a in args)}))"
    return None


def exists_return(gen, value) -> str:
    """What `return value` becomes in a procedure's exists variant: whether the list has an item."""
    if value is None:
        return "False"
    text = exists(gen, value)
    if text is not None:
        return text
    if isinstance(value, A.ListLit):
        return f"(len({gen.e(value)}) > 0)"
    arg = gen.shared_call(value) or gen.e(value)
    return f"({gen.src.mark(value.pos, 'count')}B_count(c, {arg}) > 0)"


# ---- builtins with a lambda, looped in place -----------------------------------------------------------

_LOOPS = {"any", "all", "count", "first", "map"}

# `units(z)` of one location as generated (a line mark for its position, then the call), z a Python name or
# a text constant
_STACK_CALL = re.compile(r"(\n\x00\d+\x00)B_units\(c, ([A-Za-z_][A-Za-z0-9_]*|'[A-Za-z0-9_]*')\)")


def stack_source(text: str) -> str:
    """The source of a where-filter or of a builtin's loop (any/all/count/first/map), which only reads it:
    `units(z)` of one location is read from the stacks kept for reading (entities.StackUnits, the same list
    until that stack changes) rather than built at every call; anything else as generated."""
    m = _STACK_CALL.fullmatch(text)
    if m is None:
        m = _SIDE_STACK_CALL.fullmatch(text)
        if m is None:
            return text
        mark, z, s = m.groups()   # `units(z, side=s)`: the units of one side there (entities.SideStacks)
        return f"{mark}(c.usts[{z}][{s}] if type({z}) is str and type({s}) is str else B_units(c, {z}, side={s}))"
    mark, z = m.groups()
    return f"{mark}(c.ust[{z}] if type({z}) is str else B_units(c, {z}))"


_SIDE_STACK_CALL = re.compile(r"(\n\x00\d+\x00)B_units\(c, ([A-Za-z_][A-Za-z0-9_]*|'[A-Za-z0-9_]*'), "
                              r"side=([A-Za-z_][A-Za-z0-9_]*|'[A-Za-z0-9_]*')\)")

_STACK_SOURCE = re.compile(r"\n\x00\d+\x00\(c\.ust\[([A-Za-z_][A-Za-z0-9_]*|'[A-Za-z0-9_]*')\] if type\(\1\) is str "
                           r"else B_units\(c, \1\)\)")


_SIDE_STACK_SOURCE = re.compile(r"\n\x00\d+\x00\(c\.usts\[([A-Za-z_][A-Za-z0-9_]*|'[A-Za-z0-9_]*')\]"
                                r"\[([A-Za-z_][A-Za-z0-9_]*|'[A-Za-z0-9_]*')\] if type\(\1\) is str and type\(\2\) is str "
                                r"else B_units\(c, \1, side=\2\)\)")


def stack_call(node, scope) -> bool:
    """`units(X)` or `units(X, side=S)`, the builtin (worth generating to see whether stack_source
    applies)."""
    return (isinstance(node, A.Call) and isinstance(node.func, A.Name) and node.func.name == "units"
            and node.func.name not in scope.locals and len(node.args) == 1 and set(node.kwargs) <= {"side"})


def is_stack_source(src: str) -> bool:
    return _STACK_SOURCE.fullmatch(src) is not None or _SIDE_STACK_SOURCE.fullmatch(src) is not None


def checked_list(src: str, check: str, arg: str) -> str:
    """`check(src, arg)` (runtime.where_source or collections._list: none is an empty list, anything else
    not a list an error), or src itself when it is stack_source's, which is always a list."""
    return src if is_stack_source(src) else f"{check}({src}, {arg})"


def lambda_loop(gen, n: str, node) -> str | None:
    """any/all/count/first(xs, x -> pred) as a generator over the list, map(xs, x -> f) as a list
    comprehension, or None."""
    if n not in _LOOPS or len(node.args) != 2 or node.kwargs or n in gen.scope.locals:
        return None
    xs, lam = node.args
    if isinstance(xs, A.Lambda):
        return None
    from pacwar.interpreter.core.library.collections import _list
    gen.ns.g.setdefault("_lst", _list)
    binder = lam.param if isinstance(lam, A.Lambda) else None
    body = lam.body if isinstance(lam, A.Lambda) else lam
    gen.in_iterable += 1    # the generator's list: Python forbids := there
    try:
        # any, count and first may skip the units an index says fail the first test; all and map may not
        src = indexed_source(gen, xs, binder, body) if n not in ("all", "map") else None
        test, gen.indexed_test = gen.indexed_test, None
        src = src or stack_source(gen.e(xs))
    finally:
        gen.in_iterable -= 1
    var, saved = gen._bind(binder)
    elide = gen.elide
    if test is not None:
        gen.elide = (test, var)
    try:
        pred = gen.e(body)
    finally:
        gen.elide = elide
        gen._unbind(binder, saved)
    # the list is checked by the same helper, with the builtin's name in its message
    items = f"({gen.src.mark(node.pos, n)}{checked_list(src, '_lst', repr(n))})"
    if n == "any":
        return f"any({pred} for {var} in {items})"
    if n == "all":
        return f"all({pred} for {var} in {items})"
    if n == "count":
        return f"sum(1 for {var} in {items} if {pred})"
    if n == "map":
        return f"[{pred} for {var} in {items}]"
    return f"next(({var} for {var} in {items} if {pred}), None)"


# ---- small procedures written in place -----------------------------------------------------------------

def _simple_arg(gen, a) -> bool:
    """An argument that may be read any number of times, or not at all, without a difference."""
    if isinstance(a, (A.Lit, A.Entity)):
        return not isinstance(a.value, (list, dict)) if isinstance(a, A.Lit) else True
    if isinstance(a, A.It):
        return bool(gen.its)
    if isinstance(a, A.Name):
        return a.name in gen.scope.locals or (a.name in gen.scope.binders and a.name in gen.binder_vars)
    return False


def inline_call(gen, name: str, node) -> str | None:
    """The body of a one-line procedure in place of its call, or None when it must stay a call."""
    comp = gen.comp
    body_expr = comp.inline_body(name)
    if body_expr is None or node.kwargs or name == gen.scope.proc_name or name in gen.inlining:
        return None
    d = comp.proc_decls[name]
    if len(node.args) != len(d.params) or not all(_simple_arg(gen, a) for a in node.args):
        return None
    args = [gen.e(a) for a in node.args]
    if any(not _is_identifier_or_const(t) for t in args):
        return None
    # the caller's own classes (codegen's ExprGen and Scope): this module never imports codegen back
    sub = type(gen)(type(gen.scope)(comp, set(d.params), name), gen.ns, gen.src, gen.py_locals)
    sub.counter = gen.counter           # fresh temporaries, never the caller's
    sub.in_iterable = gen.in_iterable
    sub.inlining = gen.inlining | {name}
    sub.elide = gen.elide               # the filter's first test may be in the body written here
    sub.hoist = gen.hoist               # and a lambda's reads of the caller's locals, taken once
    sub.scope.binders = list(d.params)
    sub.binder_vars = dict(zip(d.params, args))
    errors = len(comp.errors)
    try:
        text = sub.e(body_expr)
    except Exception:
        del comp.errors[errors:]
        return None
    if len(comp.errors) != errors:
        del comp.errors[errors:]
        return None
    return f"({text})"


def plain_operand(t: str) -> bool:
    """Generated text that reads a Python local (a procedure's local, a loop's item) or is a constant: it
    may be read later than written, or twice, without a difference (nothing in an expression assigns
    a Python local of the rules)."""
    if t.isidentifier():
        return t.startswith("v_") or (t.startswith("_i") and t[2:].isdigit())
    return _is_identifier_or_const(t)


def _is_identifier_or_const(t: str) -> bool:
    if t.isidentifier() or t in ("None", "True", "False"):
        return True
    if t.startswith("l[") or t.startswith("c.st['vars']"):
        return False
    try:
        v = eval(t, {"__builtins__": {}})
    except Exception:
        return False
    return isinstance(v, (int, str, float)) and not isinstance(v, bool) or v is None


def inline_eligible(comp, name: str):
    """The returned expression of a procedure that can be written in place of its calls, or None."""
    if comp.direct_name(name) is None or comp.memoized(name) or not comp.is_pure(name):
        return None
    d = comp.proc_decls[name]
    if d.when is not None or len(d.body) != 1 or not isinstance(d.body[0], A.Return) or d.body[0].value is None:
        return None
    if sum(1 for _ in _walk(d.body[0].value)) > _INLINE_MAX_NODES:
        return None
    return d.body[0].value


# ---- filters of units() that read an attribute index (core/indexes.py) ------------------------------------

_INDEX_DEPTH = 4   # one-line procedures looked into for the first test (naval(it) -> .category == "naval")


def _first_test(gen, pred, item: str | None, params: dict, depth: int = 0):
    """(attribute, key node or None, mode, Attr node, test node) of the test a filter makes first, when it is
    `.attr == KEY`, `.attr` or `not .attr` of the item; else None. `item` is the name the item is bound to
    (besides `it` at the top level), `params` what a one-line procedure's parameters stand for."""
    while isinstance(pred, A.BinOp) and pred.op == "and":
        pred = pred.left

    def is_item(n) -> bool:
        return _is_item(n, item, params, depth)

    if isinstance(pred, A.BinOp) and pred.op in ("==", "!="):
        a, k = pred.left, pred.right
        if isinstance(a, A.Attr) and is_item(a.obj):
            key = _index_key(gen, k, item, params, depth)
            if key is not None:
                return a.name, key, "eq" if pred.op == "==" else "ne", a, pred
        return None
    if isinstance(pred, A.Attr) and is_item(pred.obj):
        return pred.name, None, True, pred, pred
    if isinstance(pred, A.Not) and isinstance(pred.expr, A.Attr) and is_item(pred.expr.obj):
        return pred.expr.name, None, False, pred.expr, pred
    if _inlinable_call(gen, pred, depth):
        inlined = _inline(gen, pred, item, params, depth)
        return None if inlined is None else _first_test(gen, inlined[0], None, inlined[1], depth + 1)
    return None


def _inlinable_call(gen, pred, depth: int) -> bool:
    """Whether pred is a call of a rules procedure (not a local) that a filter test may look into."""
    return (isinstance(pred, A.Call) and isinstance(pred.func, A.Name) and not pred.kwargs and depth < _INDEX_DEPTH
            and pred.func.name in gen.comp.proc_decls and pred.func.name not in gen.scope.locals)


def _inline(gen, call, item, params: dict, depth: int):
    """(body, params) of a one-line procedure called in a filter, its parameters mapped to what the arguments
    stand for ("item", an index key, or "other"); None when it has no one-line body or the call's arity differs."""
    body = gen.comp.inline_body(call.func.name)
    d = gen.comp.proc_decls[call.func.name]
    if body is None or len(call.args) != len(d.params):
        return None
    inner = {}
    for p, a in zip(d.params, call.args):
        if _is_item(a, item, params, depth):
            inner[p] = "item"
        else:
            key = _index_key(gen, a, item, params, depth)
            inner[p] = key if key is not None else "other"
    return body, inner


def _conjuncts(gen, pred, item, params: dict, depth: int, out: list, limit: int) -> None:
    """The first `limit` parts a filter's `and` makes, in the order it makes them, looking into one-line
    procedures written in place (naval(it) and X -> .category == "naval", not .inactive, X): each as
    (node, item, params, depth), for _first_test."""
    if isinstance(pred, A.BinOp) and pred.op == "and":
        _conjuncts(gen, pred.left, item, params, depth, out, limit)
        if len(out) < limit:
            _conjuncts(gen, pred.right, item, params, depth, out, limit)
        return
    if _inlinable_call(gen, pred, depth):
        inlined = _inline(gen, pred, item, params, depth)
        if inlined is not None:
            _conjuncts(gen, inlined[0], None, inlined[1], depth + 1, out, limit)
            return
    out.append((pred, item, params, depth))


def _is_item(n, item, params, depth) -> bool:
    if isinstance(n, A.It):
        return depth == 0
    if isinstance(n, A.Name):
        if n.name in params:
            return params[n.name] == "item"
        return depth == 0 and item is not None and n.name == item
    return False


def _second_test(gen, pred, item):
    """The test a filter makes second, right after its first (as _first_test gives it), or None."""
    parts: list = []
    _conjuncts(gen, pred, item, {}, 0, parts, 2)
    if len(parts) < 2:
        return None
    node, it, params, depth = parts[1]
    if isinstance(node, (A.BinOp, A.Attr, A.Not)):
        return _first_test(gen, node, it, params, depth)
    return None


def _index_key(gen, k, item, params, depth):
    """The node of a key the caller can evaluate once before the loop (a constant, an entity, a local of
    the caller that is not the item, or a global variable), or None."""
    if isinstance(k, A.Lit):
        return k if type(k.value) in (str, int, bool) or k.value is None else None
    if isinstance(k, A.Entity):
        return k
    if isinstance(k, A.Name):
        if k.name in params:
            v = params[k.name]
            return v if isinstance(v, A.Node) else None
        if depth == 0 and k.name != item and (k.name in gen.scope.locals or
                                              (k.name in gen.scope.binders and k.name in gen.binder_vars)):
            return k
        if (depth == 0 and k.name != item and k.name in gen.comp.var_decls and k.name not in gen.scope.binders
                and k.name not in gen.scope.locals):
            return k   # a global variable: a filter that changes nothing cannot change it while it runs
    return None


def indexed_source(gen, source, item: str | None, pred) -> str | None:
    """Python text for the list a filter over `units()`, `units(side=S)`, `all_units()` or `spaces()` runs on, read from
    an attribute index (core/indexes.py) when the filter's first test is on an attribute of the item; None
    when it is not, or when the filter could change something (then it must see every unit). Filters of
    one location's units (`units(Z, side=S)`) are left as they are: a stack holds a few units, and an
    index of every location, rebuilt after each move, measured slower than reading the stacks."""
    if not (isinstance(source, A.Call) and isinstance(source.func, A.Name) and not source.args
            and source.func.name in ("units", "all_units", "spaces") and source.func.name not in gen.scope.locals
            and source.func.name not in gen.comp.proc_decls
            and set(source.kwargs) <= ({"side"} if source.func.name == "units" else set())):
        return None
    if not pure_expr(gen.comp, pred, gen.scope.locals):
        return None
    test = _first_test(gen, pred, item, {})
    if test is None:
        return None
    attr, key, mode, node, test_node = test
    from pacwar.interpreter.core import indexes
    if source.func.name == "spaces":
        # every space of the map, in map order, that passes the test (of its state or its map data)
        gen.ns.g.setdefault("_spaces_by", indexes.spaces_by)
        keytext = gen.e(key) if key is not None else "None"
        gen.indexed_test = (test_node,)
        return (f"{gen.src.mark(source.pos, 'spaces')}_spaces_by(c, {attr!r}, {keytext}, {mode!r}, "
                f"{gen.pos(node)})")
    if mode == "ne":
        return None
    gen.ns.g.setdefault("_units_by", indexes.units_by)
    gen.ns.g.setdefault("_NO_SIDE", indexes.NO_SIDE)
    gen.ns.g.setdefault("_EVERYWHERE", indexes.EVERYWHERE)
    side = (gen.e(source.kwargs["side"]) if "side" in source.kwargs else
            "_NO_SIDE" if source.func.name == "units" else "_EVERYWHERE")
    keytext = gen.e(key) if key is not None else "None"
    second = _second_test(gen, pred, item)
    if second is not None:
        # the units that pass the first two tests (`.category == "naval" and not .inactive`), remembered
        gen.ns.g.setdefault("_units_by2", indexes.units_by2)
        attr2, key2, mode2, node2, test2 = second
        key2text = gen.e(key2) if key2 is not None else "None"
        gen.indexed_test = (test_node, test2)
        return (f"{gen.src.mark(source.pos, 'units')}_units_by2(c, {side}, {attr!r}, {keytext}, {mode!r}, "
                f"{attr2!r}, {key2text}, {mode2!r}, {gen.pos(node)}, {gen.pos(node2)})")
    # units_by answers exactly the units that pass the test, so the filter need not make it again (elided)
    gen.indexed_test = (test_node,)
    return (f"{gen.src.mark(source.pos, 'units')}_units_by(c, {side}, {attr!r}, {keytext}, {mode!r}, "
            f"{gen.pos(node)})")


def elided(gen, node, attr) -> bool:
    """Whether `node` is one of the first tests of the filter being written (gen.elide) made on its own
    item, which the index it runs on has already made: then it is written as True. The test node may be shared (the
    body of a one-line procedure written in place at several calls), so the item it tests must also be the
    filter's: an inner filter's use of the same body tests another item and keeps its test."""
    tests, var = gen.elide
    if not any(node is t for t in tests) or not isinstance(attr, A.Attr):
        return False
    saved, gen.elide = gen.elide, None
    try:
        if gen.e(attr.obj) != var:
            return False
    finally:
        gen.elide = saved
    gen.comp.note_attr(attr)   # still read, by the index: a derived value's stamp must count its writes
    return True


# ---- map queries whose edge test reads only the edge ------------------------------------------------------

_STATIC_OPS = {"==", "!=", "and", "or", "in", "not in"}


def static_edge_test(node) -> bool:
    """Whether a builtin's lambda (`e -> e.kind == "adjoins"`, or a bare expression over `it`) reads
    nothing but fields of its own item and constants: then its answer for a record of the game's map data
    never changes, and `adjacent(z, test)` can be remembered for the game (mapping.adjacent)."""
    binder = node.param if isinstance(node, A.Lambda) else None
    body = node.body if isinstance(node, A.Lambda) else node

    def item(n) -> bool:
        return isinstance(n, A.It) or (binder is not None and isinstance(n, A.Name) and n.name == binder)

    def ok(n) -> bool:
        if isinstance(n, A.Lit):
            return n.value is None or type(n.value) in (str, int, bool)
        if isinstance(n, A.Attr):
            return item(n.obj)
        if isinstance(n, A.Not):
            return ok(n.expr)
        if isinstance(n, A.BinOp) and n.op in _STATIC_OPS:
            if n.op in ("in", "not in"):
                return ok(n.left) and isinstance(n.right, A.ListLit) and all(
                    isinstance(i, A.Lit) and ok(i) for i in n.right.items)
            return ok(n.left) and ok(n.right)
        return False

    return ok(body)


# ---- reads a builtin's lambda makes the same at every call ------------------------------------------------

_HERR = object()   # a hoisted read that failed: the lambda reads again where it did, and fails there


def hoisted_get(c, obj, name):
    """A field read when a lambda is made, for every call of it; _HERR when reading fails (then each call
    reads it where the rules do, so an error is reported as before, and only if that read is reached)."""
    if type(obj) is dict:
        return obj.get(name)
    try:
        return R.ga(c, obj, name, None)
    except Exception:
        return _HERR


def hoistable(gen, node) -> bool:
    """A field of a procedure's local (`a.side` inside `reachable(z, node=x -> ... a.side ...)`): the local
    cannot change while the builtin calls the lambda, and nothing else can change while a call that changes
    nothing runs (gen.hoist is set only for those), so every call of the lambda reads the same."""
    obj = node.obj
    if not isinstance(obj, A.Name):
        return False
    if obj.name in gen.scope.binders:
        # a parameter of a one-line procedure written in place, given a local of the caller (not an item)
        text = gen.binder_vars.get(obj.name)
        return text is not None and (text.startswith("v_") or text.startswith("l["))
    return obj.name in gen.scope.locals


def hoisted_read(gen, node) -> str:
    obj = gen.e(node.obj)
    read = f"_hga(c, {obj}, {node.name!r})"
    gen.ns.g.setdefault("_hga", hoisted_get)
    gen.ns.g.setdefault("_HERR", _HERR)
    for h, r in gen.hoist:
        if r == read:
            break
    else:
        h = f"_h{next(gen.counter)}"
        gen.hoist.append((h, read))
    return f"({h} if {h} is not _HERR else _ga(c, {obj}, {node.name!r}, {gen.pos(node)}))"


# ---- lambdas whose answers a map search remembers ---------------------------------------------------------

# the builtins that keep a lambda's answers across their calls (core/remembered.py, library/mapping.py)
REMEMBERING = {"reachable", "nearest", "distances", "distance", "path", "adjacent"}


def remembered_lambda(gen, builtin: str, node) -> tuple | None:
    """The kinds of write that can change the answers of a lambda given to a builtin that remembers them, or
    None when they are not remembered: the builtin is not one of those, or the lambda changes something or
    rolls dice (then asking it fewer times would show), or it reads only its own item's fields and constants
    (adjacent() keeps those for the whole game; a search asks them more cheaply than it would look them up).
    Its reads of the caller's locals and items are taken by the builtin as part of the key (remembered.py)."""
    if builtin not in REMEMBERING or builtin in gen.scope.locals or builtin in gen.comp.proc_decls:
        return None
    if static_edge_test(node) or not pure_expr(gen.comp, node, gen.scope.locals):
        return None
    binder = node.param if isinstance(node, A.Lambda) else None
    names = set(gen.scope.locals) | set(gen.scope.binders) | ({binder} if binder else set())
    return gen.comp.expr_deps(node.body if isinstance(node, A.Lambda) else node, names)
