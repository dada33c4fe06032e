"""Compile expression trees into Python closures `f(ctx) -> value`.

Names are resolved at compile time (local, constant, global variable, table, procedure, builtin), so a
misspelt name is a compile error, not a surprise in the middle of a game."""
from __future__ import annotations

from pacwar.dsl import ast as A
from pacwar.dsl.builtins import BUILTINS

from pacwar.interpreter.core.entities import get_attr, is_piece, render_value
from pacwar.interpreter.errors import RulesRuntimeError


class CompileError(Exception):
    def __init__(self, pos: A.Pos, message: str, hint: str | None = None):
        super().__init__(message)
        self.pos, self.message, self.hint = pos, message, hint


class Scope:
    """What names mean while compiling one procedure body."""

    def __init__(self, compiler, locals_: set[str], proc_name: str):
        self.compiler, self.locals, self.proc_name = compiler, locals_, proc_name
        self.binders: list[str] = []   # names bound by `where x ->` and `x ->` lambdas, innermost last


def _truthy(v) -> bool:
    return bool(v)


def _arith(op: str, a, b, pos):
    try:
        if op == "+":
            if isinstance(a, str) or isinstance(b, str):
                return render_value(None, a) + render_value(None, b) if not (isinstance(a, str) and isinstance(b, str)) else a + b
            return a + b
        if op == "-":
            return a - b
        if op == "*":
            return a * b
        if op == "/":
            return a // b
        if op == "%":
            return a % b
    except ZeroDivisionError:
        raise RulesRuntimeError("division by zero", str(pos)) from None
    except TypeError:
        raise RulesRuntimeError(f"cannot apply {op!r} to {_tname(a)} and {_tname(b)}", str(pos)) from None
    raise AssertionError(op)


def _tname(v) -> str:
    if v is None:
        return "none"
    if isinstance(v, bool):
        return "a truth value"
    return {int: "a number", str: "text", list: "a list", dict: "a record"}.get(type(v), type(v).__name__)


def _compare(op: str, a, b, pos):
    try:
        if op == "==":
            return a == b
        if op == "!=":
            return a != b
        if op == "<":
            return a < b
        if op == "<=":
            return a <= b
        if op == ">":
            return a > b
        if op == ">=":
            return a >= b
    except TypeError:
        raise RulesRuntimeError(f"cannot compare {_tname(a)} with {_tname(b)} using {op}", str(pos)) from None
    raise AssertionError(op)


def lam(f):
    """Wrap a compiled lambda so builtins can call it with `it` bound: lam(ctx, item)."""
    def call(c, item):
        saved = c.it
        c.it = item
        try:
            return f(c)
        finally:
            c.it = saved
    call.raw = f
    return call


def compile_expr(node: A.Expr, scope: Scope):
    """Return a closure for `node`."""
    m = _DISPATCH.get(type(node))
    if m is None:
        raise CompileError(node.pos, f"not an expression: {type(node).__name__}")
    return m(node, scope)


def _lit(node: A.Lit, scope):
    v = node.value
    return lambda c: v


def _dice(node: A.Dice, scope):
    v = {"dice": node.n, "sides": node.sides}
    return lambda c: dict(v)


def _name(node: A.Name, scope: Scope):
    n = node.name
    if n in scope.binders:
        key = "$b:" + n
        return lambda c: c.l[key]
    if n in scope.locals:
        def f(c):
            try:
                return c.l[n]
            except KeyError:
                raise RulesRuntimeError(f"variable {n!r} is used before it is given a value", str(node.pos)) from None
        return f
    comp = scope.compiler
    if n in comp.consts_pending:
        raise CompileError(node.pos, f"constant {n!r} is used before it is defined", "define it above this line")
    if n in comp.consts:
        v = comp.consts[n]
        return lambda c: v
    if n in comp.var_decls:
        def g(c):
            return c.st["vars"][n]
        return g
    if n in comp.tables_known:
        v = {"table": n}
        return lambda c: dict(v)
    if n in comp.proc_decls:
        comp.proc_values.add(n)
        v = {"proc": n}
        return lambda c: dict(v)
    if n == "chosen":
        return lambda c: c.l.get("chosen", [])
    if n in BUILTINS:
        raise CompileError(node.pos, f"{n!r} is a builtin function; call it with ( )")
    raise CompileError(node.pos, f"undefined name {n!r}", comp.suggest(n, scope))


def _entity(node: A.Entity, scope: Scope):
    scope.compiler.note_entity(node)
    v = node.id
    return lambda c: v


def _it(node, scope):
    def f(c):
        return c.it
    return f


_MISS = object()


def _attr(node: A.Attr, scope):
    obj = compile_expr(node.obj, scope)
    name = node.name
    pos = node.pos
    scope.compiler.note_attr(node)

    def f(c):
        o = obj(c)
        # fast paths for the common cases: a record, a piece's own field, a space's map attribute
        if type(o) is dict:
            return o.get(name)
        if type(o) is str:
            rec = c.st["pieces"].get(o)
            if rec is not None:
                v = rec.get(name, _MISS)
                if v is not _MISS:
                    return v
            else:
                static = c.game.space_attrs.get(o)
                if static is not None:
                    dyn = c.st["spaces"].get(o)
                    if dyn is not None:
                        v = dyn.get(name, _MISS)
                        if v is not _MISS:
                            return v
                    v = static.get(name, _MISS)
                    if v is not _MISS:
                        return v
        try:
            return get_attr(c, o, name)
        except RulesRuntimeError as e:
            raise RulesRuntimeError(e.message, str(pos)) from None
    return f


def _index(node: A.Index, scope):
    obj = compile_expr(node.obj, scope)
    key = compile_expr(node.key, scope)
    pos = node.pos

    def f(c):
        o = obj(c)
        k = key(c)
        if isinstance(o, dict):
            return o.get(k)
        if isinstance(o, (list, str)):
            if not isinstance(k, int):
                raise RulesRuntimeError(f"a list index must be a number, not {_tname(k)}", str(pos))
            return o[k] if -len(o) <= k < len(o) else None
        raise RulesRuntimeError(f"cannot index {_tname(o)}", str(pos))
    return f


def _binop(node: A.BinOp, scope):
    a = compile_expr(node.left, scope)
    b = compile_expr(node.right, scope)
    op, pos = node.op, node.pos
    if op == "and":
        return lambda c: (lambda x: b(c) if x else x)(a(c))
    if op == "or":
        return lambda c: (lambda x: x if x else b(c))(a(c))
    if op in ("==", "!=", "<", "<=", ">", ">="):
        if op == "==":
            return lambda c: a(c) == b(c)
        if op == "!=":
            return lambda c: a(c) != b(c)
        return lambda c: _compare(op, a(c), b(c), pos)
    if op in ("in", "not in"):
        neg = op == "not in"

        def f(c):
            x, xs = a(c), b(c)
            if xs is None:
                return neg
            if not isinstance(xs, (list, dict, str)):
                raise RulesRuntimeError(f"'in' needs a list, record or text on the right, not {_tname(xs)}", str(pos))
            return (x in xs) != neg
        return f
    if op == "+":
        def add(c):
            x, y = a(c), b(c)
            if type(x) is int and type(y) is int:
                return x + y
            return _arith("+", x, y, pos)
        return add
    return lambda c: _arith(op, a(c), b(c), pos)


def _not(node: A.Not, scope):
    a = compile_expr(node.expr, scope)
    return lambda c: not a(c)


def _neg(node: A.Neg, scope):
    a = compile_expr(node.expr, scope)
    pos = node.pos

    def f(c):
        v = a(c)
        if not isinstance(v, int) or isinstance(v, bool):
            raise RulesRuntimeError(f"cannot negate {_tname(v)}", str(pos))
        return -v
    return f


def _cond(node: A.Cond, scope):
    t, x, y = compile_expr(node.test, scope), compile_expr(node.then, scope), compile_expr(node.other, scope)
    return lambda c: x(c) if t(c) else y(c)


def _where(node: A.Where, scope):
    src = compile_expr(node.source, scope)
    pos = node.pos
    if node.binder is not None:
        pred = bind(compile_lambda_body(node.binder, node.pred, scope), node.binder)
    else:
        raw = compile_expr(node.pred, scope)
        pred = lambda c, x: raw(c)  # noqa: E731

    def f(c):
        xs = src(c)
        if xs is None:
            return []
        if not isinstance(xs, list):
            raise RulesRuntimeError(f"'where' filters a list, not {_tname(xs)}", str(pos))
        saved = c.it
        out = []
        try:
            for x in xs:
                c.it = x
                if pred(c, x):
                    out.append(x)
        finally:
            c.it = saved
        return out
    return f


def compile_lambda_body(param: str, body: A.Expr, scope: Scope):
    scope.binders.append(param)
    try:
        return compile_expr(body, scope)
    finally:
        scope.binders.pop()


def bind(f, param: str):
    """A closure (ctx, item) that makes item visible as `param` while f runs."""
    key = "$b:" + param

    def call(c, x):
        loc = c.l
        had = key in loc
        old = loc.get(key)
        loc[key] = x
        try:
            return f(c)
        finally:
            if had:
                loc[key] = old
            else:
                del loc[key]
    return call


def compile_lambda(node: A.Expr, scope: Scope):
    """A builtin's lambda argument: `u -> expr`, or a bare expression over `it`."""
    if isinstance(node, A.Lambda):
        inner = bind(compile_lambda_body(node.param, node.body, scope), node.param)

        def call(c, item):
            saved = c.it
            c.it = item
            try:
                return inner(c, item)
            finally:
                c.it = saved
        return call
    return lam(compile_expr(node, scope))


def _list(node: A.ListLit, scope):
    items = [compile_expr(i, scope) for i in node.items]
    return lambda c: [i(c) for i in items]


def _dict(node: A.DictLit, scope):
    for k, v in node.items:
        if not isinstance(k, str):
            raise CompileError(v.pos, f"record keys are names or text, not {k!r}",
                               "keys must stay the same when a game is saved as JSON")
    scope.compiler.assigned_attrs.update(k for k, _ in node.items)
    items = [(k, compile_expr(v, scope)) for k, v in node.items]
    return lambda c: {k: v(c) for k, v in items}


def _range(node: A.Range, scope):
    lo, hi = compile_expr(node.lo, scope), compile_expr(node.hi, scope)
    pos = node.pos

    def f(c):
        a, b = lo(c), hi(c)
        if not isinstance(a, int) or not isinstance(b, int):
            raise RulesRuntimeError(f"a range needs numbers, not {_tname(a)}..{_tname(b)}", str(pos))
        return list(range(a, b + 1))
    return f


def _interp(node: A.Interp, scope):
    parts = [p if isinstance(p, str) else compile_expr(p, scope) for p in node.parts]

    def f(c):
        return "".join(p if isinstance(p, str) else render_value(c, p(c)) for p in parts)
    return f


def _text_terms(node: A.Expr) -> list:
    """A `+` chain that joins text, as its terms, so a piece named in any of them keeps its per-viewer
    face (joined into one string first, it would carry the full label to every viewer)."""
    if isinstance(node, A.BinOp) and node.op == "+":
        terms = _text_terms(node.left) + _text_terms(node.right)
        if any(isinstance(t, A.Interp) or (isinstance(t, A.Lit) and isinstance(t.value, str)) for t in terms):
            return terms
    return [node]


def compile_parts(node: A.Expr, scope):
    """For log messages and prompts: a closure giving a list of text parts and piece references,
    so each viewer sees hidden pieces by their public face only."""
    parts, plain = [], set()
    for term in _text_terms(node):
        if isinstance(term, A.Interp):
            parts += [p if isinstance(p, str) else compile_expr(p, scope) for p in term.parts]
        else:
            plain.add(len(parts))  # a term joined by +: its text is kept as is, as + would
            parts.append(compile_expr(term, scope))

    def f(c):
        out = []
        for i, p in enumerate(parts):
            if isinstance(p, str):
                out.append(p)
                continue
            v = p(c)
            if i in plain and isinstance(v, str) and not is_piece(c, v):
                out.append(v)
                continue
            vs = v if isinstance(v, list) else [v]
            for i, x in enumerate(vs):
                if i:
                    out.append(", ")
                if is_piece(c, x):
                    out.append({"p": x})
                else:
                    out.append(render_value(c, x))
        return out
    return f


def _call(node: A.Call, scope: Scope):
    comp = scope.compiler
    if not isinstance(node.func, A.Name):
        raise CompileError(node.pos, "only named procedures and builtins can be called")
    n = node.func.name
    if n in scope.locals:
        raise CompileError(node.pos, f"{n!r} holds a procedure value; call it as a statement, not inside an expression",
                           f"let r = {n}(...) on its own line")
    if n in comp.proc_decls:
        args = [compile_expr(a, scope) for a in node.args]
        if node.kwargs:
            raise CompileError(node.pos, "procedures take positional arguments only")
        comp.note_inline_call(n, node, scope.proc_name)
        run_inline = comp.run_inline

        def f(c):
            return run_inline(c, n, [a(c) for a in args], node.pos)
        return f
    sig = BUILTINS.get(n)
    if sig is None:
        raise CompileError(node.pos, f"undefined procedure or builtin {n!r}", comp.suggest(n, scope, callable_only=True))
    lo, hi = sig.arity()
    if len(node.args) < lo or (hi is not None and len(node.args) > hi):
        want = f"{lo}" if lo == hi else (f"{lo} or more" if hi is None else f"{lo} to {hi}")
        raise CompileError(node.pos, f"{n}() takes {want} argument{'s' if hi != 1 else ''}, got {len(node.args)}",
                           f"{n}({', '.join(p.lstrip('?*~') for p in sig.params)})")
    for i, a in enumerate(node.args):
        want = sig.types[i] if i < len(sig.types) else None
        problem = _literal_type_problem(want, a, comp)
        if problem:
            raise CompileError(a.pos, f"argument {i + 1} of {n}() must be {problem}")
    for k in node.kwargs:
        if k not in sig.kw_names():
            raise CompileError(node.pos, f"{n}() has no keyword argument {k!r}",
                               f"known: {', '.join(sorted(sig.kw_names())) or 'none'}")
    args = []
    for i, a in enumerate(node.args):
        if sig.param_is_lambda(i):
            args.append(compile_lambda(a, scope))
        elif isinstance(a, A.Lambda):
            raise CompileError(a.pos, f"argument {i + 1} of {n}() is not a lambda")
        else:
            args.append(compile_expr(a, scope))
    lambdas = sig.lambdas()
    kwargs = {k: (compile_lambda(v, scope) if k in lambdas else compile_expr(v, scope)) for k, v in node.kwargs.items()}
    impl = comp.library[n]
    pos = node.pos
    lam_pos = {i for i in range(len(node.args)) if sig.param_is_lambda(i)}
    simple = not lam_pos and not kwargs

    def call(c):
        if simple:
            av = [a(c) for a in args]
            kv = {}
        else:
            av = [a if i in lam_pos else a(c) for i, a in enumerate(args)]
            kv = {k: (v if k in lambdas else v(c)) for k, v in kwargs.items()}
        try:
            return impl(c, *av, **kv)
        except RulesRuntimeError as e:
            if e.where is None:
                raise RulesRuntimeError(e.message, str(pos)) from None
            raise
        except (TypeError, ValueError, LookupError, AttributeError) as e:
            raise RulesRuntimeError(f"{n}(): {e}", str(pos)) from None
    return call


def _literal_type_problem(want, a, comp) -> str | None:
    """A static type check on arguments whose kind is plain from the source (literals and table names)."""
    if want is None:
        return None
    lit = a.value if isinstance(a, A.Lit) else None
    is_lit = isinstance(a, (A.Lit, A.Dice, A.ListLit, A.Interp))
    if want == "dice" and is_lit and not isinstance(a, A.Dice):
        return "dice such as 2d6"
    if want == "dice_or_number" and is_lit and not isinstance(a, A.Dice) and not isinstance(lit, int):
        return "dice such as 2d6, or a number of dice"
    if want == "number" and is_lit and not (isinstance(lit, int) and not isinstance(lit, bool)):
        return "a number"
    if want == "list" and isinstance(a, A.Lit) and lit is not None:
        return "a list"
    if want == "text" and is_lit and not isinstance(lit, str) and not isinstance(a, A.Interp):
        return "text (a name)"
    if want == "entity" and isinstance(a, A.Lit) and not isinstance(lit, str):
        return "an entity (@id)"
    if want == "table":
        if is_lit or isinstance(a, A.Entity):
            return "a table name"
        if isinstance(a, A.Name) and a.name not in comp.tables_known and a.name in comp.proc_decls:
            return f"a table name ({a.name!r} is a procedure)"
    return None


_DISPATCH = {
    A.Lit: _lit, A.Dice: _dice, A.Name: _name, A.Entity: _entity, A.It: _it, A.Attr: _attr, A.Index: _index,
    A.BinOp: _binop, A.Not: _not, A.Neg: _neg, A.Cond: _cond, A.Where: _where, A.ListLit: _list,
    A.DictLit: _dict, A.Range: _range, A.Interp: _interp, A.Call: _call,
}
