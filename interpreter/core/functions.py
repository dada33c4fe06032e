"""Direct compilation of procedures that never wait for a player.

Rules are full of small helpers (is this edge open to supply, may this unit enter that space) that are
called from inside expressions, often thousands of times per decision. Such a procedure cannot suspend,
so it needs no frame on the rules stack: it is compiled once more into a plain Python closure. The op
list stays the reference semantics; this is the same program, run faster."""
from __future__ import annotations

from pacwar.dsl import ast as A

from pacwar.interpreter.errors import RulesRuntimeError
from pacwar.interpreter.core.exprs import Scope, compile_expr, compile_parts
from pacwar.interpreter.core.loops import bind_loop_vars, loop_items

BRK = object()
CNT = object()

_NOT_FAST = (A.Level, A.Secret, A.Emit, A.Schedule, A.End, A.Choose)


def eligible(body) -> bool:
    for s in body:
        if isinstance(s, _NOT_FAST):
            return False
        if isinstance(s, (A.Let, A.Assign)) and isinstance(s.value, A.Choose):
            return False
        if isinstance(s, A.If):
            if not all(eligible(b) for _, b in s.branches) or (s.other and not eligible(s.other)):
                return False
        elif isinstance(s, (A.For, A.While)) and not eligible(s.body):
            return False
    return True


class _FastGen:
    def __init__(self, comp, scope: Scope, gen):
        self.comp, self.scope, self.gen = comp, scope, gen

    def expr(self, node):
        return compile_expr(node, self.scope)

    def block(self, body):
        fns = [self.stmt(s) for s in body]
        fns = [f for f in fns if f is not None]
        if len(fns) == 1:
            return fns[0]

        def run(c):
            for f in fns:
                r = f(c)
                if r is not None:
                    return r
            return None
        return run

    def stmt(self, s):
        pos = str(s.pos)
        if isinstance(s, A.Pass):
            return None
        if isinstance(s, A.Let):
            name, f = s.name, self.expr(s.value)

            def let(c):
                c.l[name] = f(c)
            return let
        if isinstance(s, A.Assign):
            setter, f = self.gen.setter(s.target, s.op), self.expr(s.value)

            def assign(c):
                try:
                    setter(c, f(c))
                except RulesRuntimeError as e:
                    raise RulesRuntimeError(e.message, e.where or pos) from None
            return assign
        if isinstance(s, A.ExprStmt):
            f = self.expr(s.expr)

            def ev(c):
                f(c)
            return ev
        if isinstance(s, A.Effect):
            from pacwar.interpreter.core.library.pieces import effect_move, effect_reduce, effect_restore
            fn = {"move": effect_move, "reduce": effect_reduce, "restore": effect_restore}[s.verb]
            subj, arg = self.expr(s.subject), self.expr(s.arg)

            def eff(c):
                try:
                    fn(c, subj(c), arg(c))
                except RulesRuntimeError as e:
                    raise RulesRuntimeError(e.message, e.where or pos) from None
            return eff
        if isinstance(s, A.Return):
            if s.value is None:
                return lambda c: [None]
            f = self.expr(s.value)
            return lambda c: [f(c)]
        if isinstance(s, A.If):
            branches = [(self.expr(cond), self.block(body)) for cond, body in s.branches]
            other = self.block(s.other) if s.other else None

            def if_(c):
                for test, body in branches:
                    if test(c):
                        return body(c)
                if other is not None:
                    return other(c)
                return None
            return if_
        if isinstance(s, A.While):
            test, body = self.expr(s.test), self.block(s.body)

            def while_(c):
                while test(c):
                    r = body(c)
                    if r is BRK:
                        break
                    if r is CNT:
                        continue
                    if r is not None:
                        return r
                return None
            return while_
        if isinstance(s, A.For):
            it, body, var, var2 = self.expr(s.iterable), self.block(s.body), s.var, s.var2

            def for_(c):
                items, pairs = loop_items(it(c), pos)
                loc = c.l
                for i, x in enumerate(items):
                    bind_loop_vars(loc, var, var2, i, x, pairs)
                    r = body(c)
                    if r is BRK:
                        break
                    if r is CNT:
                        continue
                    if r is not None:
                        return r
                return None
            return for_
        if isinstance(s, A.Break):
            return lambda c: BRK
        if isinstance(s, A.Continue):
            return lambda c: CNT
        if isinstance(s, A.Log):
            to = self.expr(s.to) if s.to is not None else None
            parts = compile_parts(s.message, self.scope)

            def log(c):
                c.log_entry(parts(c), to=to(c) if to is not None else None)
            return log
        if isinstance(s, A.Assert):
            test = self.expr(s.test)
            msg = compile_parts(s.message, self.scope) if s.message is not None else None

            def assert_(c):
                if not test(c):
                    text = "".join(p if isinstance(p, str) else str(p.get("p", p)) for p in msg(c)) if msg else ""
                    raise RulesRuntimeError(f"rules assertion failed{': ' + text if text else ''}", pos)
            return assert_
        raise RulesRuntimeError(f"cannot compile {type(s).__name__} directly", pos)


def compile_fast(comp, decl: A.Proc, locals_: set):
    """A closure (ctx, args) -> value for a procedure that never suspends, or None if it cannot be."""
    if decl.level is not None or not eligible(decl.body):
        return None
    from pacwar.interpreter.core.compiler import _Gen
    scope = Scope(comp, locals_, decl.name)
    gen = _Gen(comp, scope, decl.name)
    body = _FastGen(comp, scope, gen).block(decl.body)
    params = list(decl.params)
    cite = decl.cites[0] if decl.cites else ""
    nparams = len(params)
    name = decl.name
    logs = _may_log(decl.body)

    def run(c, args):
        if len(args) != nparams:
            raise RulesRuntimeError(f"{name} takes {nparams} arguments, got {len(args)}")
        saved = c.l
        c.l = dict(zip(params, args))
        fr = c.frame if logs else None
        if fr is not None:
            old = fr["c"]
            fr["c"] = cite
        try:
            r = body(c) if body is not None else None
        finally:
            c.l = saved
            if fr is not None:
                fr["c"] = old
        if r is None or r is BRK or r is CNT:
            return None
        return r[0]
    return run


def _may_log(body) -> bool:
    """True if the body can write the log itself (entries from called procedures carry their own cite)."""
    for s in body:
        if isinstance(s, (A.Log, A.Effect, A.ExprStmt, A.Assert)):
            return True
        if isinstance(s, (A.Let, A.Assign)) and _calls_builtin_effect(s.value):
            return True
        if isinstance(s, A.If):
            if any(_may_log(b) for _, b in s.branches) or (s.other and _may_log(s.other)):
                return True
        elif isinstance(s, (A.For, A.While)) and _may_log(s.body):
            return True
        elif isinstance(s, A.Return) and s.value is not None and _calls_builtin_effect(s.value):
            return True
    return False


def _calls_builtin_effect(node) -> bool:
    from pacwar.dsl.builtins import BUILTINS
    if isinstance(node, A.Call) and isinstance(node.func, A.Name):
        sig = BUILTINS.get(node.func.name)
        if sig is not None and (sig.effect or node.func.name in ("roll", "dice", "pick_random", "shuffle")):
            return True
    if isinstance(node, A.Node):
        return any(_calls_builtin_effect(v) for v in vars(node).values() if isinstance(v, (A.Node, list)))
    if isinstance(node, list):
        return any(_calls_builtin_effect(v) for v in node)
    return False
