"""The code generator: rules procedures and expressions become Python source, compiled once per game.

Two shapes come out of one generator:
- a procedure that never waits for a player is a plain Python function with real Python locals
  (`P_3(c, v_unit, v_space)`); rules helpers called thousands of times per decision cost a Python call;
- a procedure that may wait is resumable: a list of block functions `B(c, fr, l)` over a frame whose
  position (block number "pc", locals "l", loop state) is plain data in the game state, so a state can be
  cloned or saved at any decision. A block returns the next block's number, or a signal for the driver
  (vm.execute): a frame was pushed, a decision is pending, the procedure returned, the game ended.
Statements that cannot wait are emitted inline in either shape; only those that can are cut into blocks.

Every generated line is mapped to the rules node it came from (runtime.LINE_MAPS), so a failure anywhere
is reported at its rules position while success pays nothing for it."""
from __future__ import annotations

import hashlib
import itertools
import marshal

from pacwar.dsl import ast as A
from pacwar.dsl.builtins import BUILTINS
from pacwar.interpreter.core import codeopt, remembered, runtime as R
from pacwar.interpreter.data.cache import remember
from pacwar.interpreter.core.entities import dynamic_container, get_attr, render_value, set_attr
from pacwar.interpreter.core.cow import var_read
from pacwar.interpreter.errors import RulesRuntimeError

# signals a resumable block returns to the driver (block numbers are >= 0)
PUSHED, SUSPEND, RETURN, ENDED = -1, -2, -3, -4

# expressions the engine evaluates with `it` bound to a piece (game.yaml labels, scenario set-up choices)
_IT_FROM_ENGINE = {"yaml"}


class CompileError(Exception):
    def __init__(self, pos: A.Pos, message: str, hint: str | None = None):
        super().__init__(message)
        self.pos, self.message, self.hint = pos, message, hint


class Scope:
    """What names mean while compiling one procedure body (or one expression)."""

    def __init__(self, compiler, locals_: set[str], proc_name: str):
        self.compiler, self.locals, self.proc_name = compiler, locals_, proc_name
        self.binders: list[str] = []   # names bound by `where x ->` and `x ->` lambdas, innermost last


class Namespace:
    """The globals of a game's generated code: helpers, builtins, procedures, constants and positions."""

    def __init__(self, library: dict):
        self.g: dict = {
            "__builtins__": __builtins__, "_ga": R.ga, "_gac": R.gac, "_gc": R.gc, "_MISS": R._MISS, "_var_read": var_read, "_idx": R.index, "_add": R.add, "_ar": R.arith,
            "_neg": R.neg, "_in": R.contains, "_ws": R.where_source, "_span": R.span,
            "_pv": R.pv, "_pv_joined": R.pv_joined, "_comb": R.combine, "_get_attr": get_attr, "_set_attr": set_attr,
            "_dyn": dynamic_container, "_rv": render_value, "_RRE": RulesRuntimeError,
            "PUSHED": PUSHED, "SUSPEND": SUSPEND, "RETURN": RETURN, "ENDED": ENDED,
        }
        for name, fn in library.items():
            self.g["B_" + name] = fn
        self._consts: dict = {}
        self.pending: list | None = None   # while batching: sources waiting for one compile
        self.names = itertools.count(1)
        self.code: list = []               # (file name, marshalled code) of every source run in g, in order

    def __getstate__(self):
        """Plain data for the load cache (core/loadcache.py): the counter as its next value, the constants by
        name (their keys are object ids, rebound after loading by rebind()); g and code are stored apart."""
        state = dict(self.__dict__)
        state["names"] = int(repr(self.names)[6:-1])
        state["_consts"] = [(prefix, name) for (prefix, _), name in self._consts.items()]
        state["code"] = []
        return state

    def __setstate__(self, state):
        self.__dict__.update(state)
        self.names = itertools.count(state["names"])

    def rebind(self) -> None:
        """Key the constants by the ids of the values now in g (after a restore from the load cache)."""
        self._consts = {(prefix, id(self.g[name])): name for prefix, name in self._consts}

    def batch(self) -> None:
        """Collect generated sources and compile them together (one compile() instead of hundreds)."""
        if self.pending is None:
            self.pending = []

    def flush(self) -> None:
        pending, self.pending = self.pending, None
        if not pending:
            return
        whole = Source()
        for src in pending:
            whole.lines.extend(src.lines)
            whole.where.extend(src.where[1:])
        whole.compile(self, "rules")

    def const(self, value, prefix="K") -> str:
        """A name for a value generated code refers to (positions, closures, shared constant lists)."""
        key = (prefix, id(value))
        name = self._consts.get(key)
        if name is None:
            name = f"{prefix}_{len(self._consts)}"
            self._consts[key] = name
            self.g[name] = value
        return name


class Source:
    """Lines of generated Python with the rules position of each line."""

    def __init__(self):
        self.lines: list[str] = []
        self.where: list = [None]          # index = Python line number (1-based)
        self.meta: list = []               # marker id -> (Pos, builtin name or None)

    def mark(self, pos, callee=None) -> str:
        """A line break that opens a new line attributed to pos (used before every call)."""
        self.meta.append((pos, callee))
        return f"\n\x00{len(self.meta) - 1}\x00"

    def add(self, indent: int, text: str, pos) -> None:
        pad = "    " * indent
        for i, piece in enumerate(text.split("\n")):
            here = pos
            if piece.startswith("\x00"):
                end = piece.index("\x00", 1)
                here = self.meta[int(piece[1:end])]
                piece = piece[end + 1:]
                self.lines.append(pad + "  " + piece)
                self.where.append(here)
                continue
            self.lines.append(pad + piece if i == 0 else pad + "  " + piece)
            self.where.append((pos, None) if not isinstance(here, tuple) else here)

    def compile(self, ns: Namespace, what: str) -> None:
        if ns.pending is not None:
            ns.pending.append(self)
            return
        text = "\n".join(self.lines) + "\n"
        # named by its content, so the compiled code can be cached across runs (compile() is most of a
        # game's load time once parsing is cached)
        filename = f"<rules {what} {hashlib.sha256(text.encode()).hexdigest()[:16]}>"
        R.LINE_MAPS[filename] = self.where
        raw = remember("code", (text, filename), lambda: marshal.dumps(compile(text, filename, "exec")))
        ns.code.append((filename, raw))
        exec(marshal.loads(raw), ns.g)


# ---- expressions ----------------------------------------------------------------------------------------

class ExprGen:
    """Expression trees to Python expression text. Locals are Python variables (`v_x`, in direct
    procedures) or entries of the frame's locals dict `l` (everywhere else)."""

    def __init__(self, scope: Scope, ns: Namespace, src: Source, py_locals: bool):
        self.scope, self.ns, self.src, self.py_locals = scope, ns, src, py_locals
        self.comp = scope.compiler
        self.its: list[str] = []           # Python names bound to `it`, innermost last
        self.binder_vars: dict = {}        # binder name -> Python name (innermost wins)
        self.counter = itertools.count(1)
        self.in_iterable = 0                # inside the source of a `where` (a comprehension's iterable)
        self.inlining: frozenset = frozenset()  # procedures being written in place here (codeopt)
        self.indexed_test = None   # the test node indexed_source last read an index for
        self.hoist = None   # (name, text) of reads a lambda being written takes once, as defaults (lam)
        self.elide = None   # (test node, item's Python name): a filter's first test an index already made (codeopt)

    def pos(self, node) -> str:
        return self.ns.const(node.pos, "Q")

    def local(self, name: str) -> str:
        return f"v_{name}" if self.py_locals else f"l[{name!r}]"

    def e(self, node) -> str:
        m = getattr(self, "x_" + type(node).__name__, None)
        if m is None:
            raise CompileError(node.pos, f"not an expression: {type(node).__name__}")
        return m(node)

    def x_Lit(self, node):
        v = node.value
        if v is None or isinstance(v, (bool, int, str, float)):
            return repr(v)
        return self.ns.const(v)

    def x_Dice(self, node):
        return f"{{'dice': {node.n!r}, 'sides': {node.sides!r}}}"

    def x_Name(self, node):
        n = node.name
        if n in self.scope.binders and n in self.binder_vars:
            return self.binder_vars[n]
        if n in self.scope.locals:
            return self.local(n)
        comp = self.comp
        if n in comp.consts_pending:
            raise CompileError(node.pos, f"constant {n!r} is used before it is defined", "define it above this line")
        if n in comp.consts:
            return self.ns.const(comp.consts[n])
        if n in comp.var_decls:
            # while a clone shares a variable's list or record, the first read copies it (cow.var_read)
            return f"(c.st['vars'][{n!r}] if c.lazy_vars is None else _var_read(c, {n!r}))"
        if n in comp.tables_known:
            return f"{{'table': {n!r}}}"
        if n in comp.proc_decls:
            comp.proc_values.add(n)
            return f"{{'proc': {n!r}}}"
        if n == "chosen":
            return "c.l.get('chosen', [])"
        if n in BUILTINS:
            raise CompileError(node.pos, f"{n!r} is a builtin function; call it with ( )")
        raise CompileError(node.pos, f"undefined name {n!r}", comp.suggest(n, self.scope))

    def x_Entity(self, node):
        self.comp.note_entity(node)
        return repr(node.id)

    def x_It(self, node):
        if self.its:
            return self.its[-1]
        if self.scope.proc_name in _IT_FROM_ENGINE:
            return "c.it"  # a YAML expression about one piece (labels, set-up choices): the engine binds it
        raise CompileError(node.pos, "`it` here has no item: it names the item of a `where` or of a builtin's "
                                     "lambda argument", "pass the item to the procedure as a parameter")

    def x_Attr(self, node):
        if self.elide is not None and codeopt.elided(self, node, node):
            return "True"
        self.comp.note_attr(node)
        if self.hoist is not None and codeopt.hoistable(self, node):
            return codeopt.hoisted_read(self, node)
        obj = self.e(node.obj)
        if self.in_iterable:  # Python forbids := in a comprehension's iterable
            return f"_gc(c, {obj}, {node.name!r}, {self.pos(node)})"
        # a piece's or space's value kept since the last write of the attribute (runtime.gac) first, then a
        # record's field (edges, scenario records) inline; the rest through the helper, which keeps it
        k = next(self.counter)
        t, v, n = f"_a{k}", f"_v{k}", repr(node.name)
        return (f"({v} if type({t} := {obj}) is str and ({v} := c.ac[{n}].get({t}, _MISS)) is not _MISS else "
                f"({t}.get({n}) if type({t}) is dict else _gac(c, {t}, {n}, {self.pos(node)})))")

    def x_Index(self, node):
        return f"_idx({self.e(node.obj)}, {self.e(node.key)}, {self.pos(node)})"

    def x_BinOp(self, node):
        op = node.op
        if self.elide is not None and op in ("==", "!=") and codeopt.elided(self, node, node.left):
            return "True"
        if op in ("==", "!=", "<", "<=", ">", ">="):
            fast = codeopt.count_test(self, node)   # count(xs) > 0: stop at the first item
            if fast is not None:
                return fast
        a, b = self.e(node.left), self.e(node.right)
        if op == "and" and a.strip("()") == "True":   # a test an index made (elided): `True and x` is x
            return f"({b})"
        if op in ("and", "or"):
            return f"({a} {op} {b})"
        if op in ("==", "!="):
            return f"({a} {op} {b})"
        if op in ("<", "<=", ">", ">="):  # on its own line: a failing comparison is reported where it is
            return f"({self.src.mark(node.pos)}{a} {op} {b})"
        if op in ("in", "not in"):
            if isinstance(node.right, A.ListLit):   # a list written out is never none: Python's own `in`
                return f"({a} {op} {b})"
            b = self.shared_call(node.right) or b
            if self.in_iterable:  # Python forbids := in a comprehension's iterable
                return f"_in({a}, {b}, {op == 'not in'}, {self.pos(node)})"
            # a list on the right (the common case) with Python's own `in`, the helper for the rest; the
            # tuple keeps the rules' order of evaluation (left, then right)
            n = next(self.counter)
            x, xs = f"_x{n}", f"_xs{n}"
            # a record on the right (a set of keys, as group_by makes) also with Python's own `in`: the
            # helper's answer for a record is the same
            if codeopt.plain_operand(a):   # a local or a constant: read after the right, nothing differs
                return (f"({a} {op} {xs} if type({xs} := {b}) is list or type({xs}) is dict "
                        f"else _in({a}, {xs}, {op == 'not in'}, {self.pos(node)}))")
            return (f"({x} {op} {xs} if type({xs} := (({x} := {a}), {b})[1]) is list or type({xs}) is dict "
                    f"else _in({x}, {xs}, {op == 'not in'}, {self.pos(node)}))")
        if op == "+":
            return f"_add({a}, {b}, {self.pos(node)})"
        return f"_ar({op!r}, {a}, {b}, {self.pos(node)})"

    def x_Not(self, node):
        if self.elide is not None and codeopt.elided(self, node, node.expr):
            return "True"
        return f"(not {self.e(node.expr)})"

    def x_Neg(self, node):
        return f"_neg({self.e(node.expr)}, {self.pos(node)})"

    def x_Cond(self, node):
        return f"({self.e(node.then)} if {self.e(node.test)} else {self.e(node.other)})"

    def _bind(self, binder: str | None):
        var = f"_i{next(self.counter)}"
        self.its.append(var)
        saved = None
        if binder is not None:
            self.scope.binders.append(binder)
            saved = self.binder_vars.get(binder)
            self.binder_vars[binder] = var
        return var, saved

    def _unbind(self, binder, saved):
        self.its.pop()
        if binder is not None:
            self.scope.binders.pop()
            if saved is None:
                del self.binder_vars[binder]
            else:
                self.binder_vars[binder] = saved

    def where_parts(self, node) -> tuple[str, str, str]:
        """A `where`'s Python pieces: the source list, the loop variable, the predicate over it (shared by the
        list comprehension below and codeopt's existence test)."""
        self.in_iterable += 1
        try:
            # units() filtered on an attribute first: the units an index says pass that test
            src = codeopt.indexed_source(self, node.source, node.binder, node.pred)
            test, self.indexed_test = self.indexed_test, None
            src = src or codeopt.stack_source(self.e(node.source))
        finally:
            self.in_iterable -= 1
        var, saved = self._bind(node.binder)
        elide = self.elide
        if test is not None:
            self.elide = (test, var)
        try:
            pred = self.e(node.pred)
        finally:
            self.elide = elide
            self._unbind(node.binder, saved)
        return src, var, pred

    def x_Where(self, node):
        src, var, pred = self.where_parts(node)
        return f"[{var} for {var} in {codeopt.checked_list(src, '_ws', self.pos(node))} if {pred}]"

    def lam(self, node, hoist: bool = False, builtin: str | None = None) -> str:
        """A builtin's lambda argument: `u -> expr`, or a bare expression over `it`. hoist: the call changes
        nothing (codeopt.hoistable), so a field of a procedure's local, the same at every call of the
        lambda, is read once when the lambda is made (a default argument) instead of at every call.
        builtin: the builtin it is given to, which may remember its answers (codeopt.remembered_lambda)."""
        deps = codeopt.remembered_lambda(self, builtin, node) if builtin is not None else None
        if deps is not None:
            self.ns.g.setdefault("_rl", remembered.mark)
            return f"_rl({self.lam(node, hoist)}, {self.ns.const(deps, 'D')})"
        binder = node.param if isinstance(node, A.Lambda) else None
        body = node.body if isinstance(node, A.Lambda) else node
        var, saved = self._bind(binder)
        outer, self.hoist = self.hoist, ([] if hoist else None)
        try:
            text = self.e(body)
        finally:
            hoisted, self.hoist = self.hoist, outer
            self._unbind(binder, saved)
        defaults = "".join(f", {h}={read}" for h, read in hoisted or ())
        return f"(lambda c, {var}{defaults}: {text})"

    def x_Lambda(self, node):
        raise CompileError(node.pos, "a lambda (x -> ...) is only allowed as a builtin's argument")

    def x_ListLit(self, node):
        return "[" + ", ".join(self.e(i) for i in node.items) + "]"

    def x_DictLit(self, node):
        for k, v in node.items:
            if not isinstance(k, str):
                raise CompileError(v.pos, f"record keys are names or text, not {k!r}",
                                   "keys must stay the same when a game is saved as JSON")
        self.comp.assigned_attrs.update(k for k, _ in node.items)
        return "{" + ", ".join(f"{k!r}: {self.e(v)}" for k, v in node.items) + "}"

    def x_Range(self, node):
        return f"_span({self.e(node.lo)}, {self.e(node.hi)}, {self.pos(node)})"

    def x_Interp(self, node):
        items = [repr(p) if isinstance(p, str) else f"_rv(c, {self.e(p)})" for p in node.parts]
        return f"''.join(({', '.join(items)},))"

    def parts(self, node) -> str:
        """A log message or prompt: a list of text and piece references, so each viewer sees hidden pieces
        by their public face only. A text joined with `+` is taken term by term (joined into one string
        first, a piece named in it would carry its full label to every viewer); a joined term that is text
        stays as written, as `+` would keep it."""
        terms = _text_terms(node)
        out = []
        for term in terms:
            if isinstance(term, A.Interp):
                out += [repr(p) if isinstance(p, str) else f"*_pv(c, {self.e(p)})" for p in term.parts]
            elif len(terms) > 1:
                out.append(f"*_pv_joined(c, {self.e(term)})")
            else:
                out.append(f"*_pv(c, {self.e(term)})")
        return "[" + ", ".join(out) + "]"

    def x_Call(self, node):
        comp = self.comp
        if not isinstance(node.func, A.Name):
            raise CompileError(node.pos, "only named procedures and builtins can be called")
        n = node.func.name
        if n in self.scope.locals:
            raise CompileError(node.pos, f"{n!r} holds a procedure value; call it as a statement, not inside an expression",
                               f"let r = {n}(...) on its own line")
        if n in comp.proc_decls:
            if node.kwargs:
                raise CompileError(node.pos, "procedures take positional arguments only")
            inline = codeopt.inline_call(self, n, node)   # a one-line procedure written in place
            comp.note_inline_call(n, node, self.scope.proc_name)
            if inline is not None:
                return inline
            args = [self.e(a) for a in node.args]
            return self.proc_call(n, args, node)
        sig = BUILTINS.get(n)
        if sig is None:
            raise CompileError(node.pos, f"undefined procedure or builtin {n!r}", comp.suggest(n, self.scope, callable_only=True))
        lo, hi = sig.arity()
        if len(node.args) < lo or (hi is not None and len(node.args) > hi):
            want = f"{lo}" if lo == hi else (f"{lo} or more" if hi is None else f"{lo} to {hi}")
            raise CompileError(node.pos, f"{n}() takes {want} argument{'s' if hi != 1 else ''}, got {len(node.args)}",
                               f"{n}({', '.join(p.lstrip('?*~') for p in sig.params)})")
        for i, a in enumerate(node.args):
            want = sig.types[i] if i < len(sig.types) else None
            problem = literal_type_problem(want, a, comp)
            if problem:
                raise CompileError(a.pos, f"argument {i + 1} of {n}() must be {problem}")
        if n in ("option", "option_value"):
            # recorded so that loading rejects an undeclared option and `validate` reports unread ones
            a = node.args[0]
            comp.option_reads.append((a.value if isinstance(a, A.Lit) and isinstance(a.value, str) else None, a.pos))
            if n == "option":   # option() of an option with values is refused at load (core/options.py)
                comp.option_switch_reads.append(comp.option_reads[-1])
        for k in node.kwargs:
            if k not in sig.kw_names():
                raise CompileError(node.pos, f"{n}() has no keyword argument {k!r}",
                                   f"known: {', '.join(sorted(sig.kw_names())) or 'none'}")
        if n == "count" and len(node.args) == 1 and not node.kwargs and isinstance(node.args[0], A.Where):
            return f"len({self.e(node.args[0])})"   # a `where` always makes a list: its length, no helper
        if n == "count" and len(node.args) == 1 and not node.kwargs:
            shared = self.shared_call(node.args[0])
            if shared is not None:
                return f"{self.src.mark(node.pos, n)}B_count(c, {shared})"
            if codeopt.stack_call(node.args[0], self.scope):
                text = self.e(node.args[0])
                stack = codeopt.stack_source(text)
                if codeopt.is_stack_source(stack):   # a list always: count() is its length
                    return f"{self.src.mark(node.pos, n)}len({stack})"
                return f"{self.src.mark(node.pos, n)}B_count(c, {text})"   # (as below)
        loop = codeopt.lambda_loop(self, n, node)   # any/all/count/first with a lambda, in place
        if loop is not None:
            return loop
        args = []
        hoist = not sig.effect and codeopt.pure_expr(comp, node, self.scope.locals)
        for i, a in enumerate(node.args):
            if sig.param_is_lambda(i):
                args.append(self.lam(a, hoist, n))
            elif isinstance(a, A.Lambda):
                raise CompileError(a.pos, f"argument {i + 1} of {n}() is not a lambda")
            else:
                args.append(self.e(a))
        lambdas = sig.lambdas()
        args += [f"{k}={self.lam(v, hoist, n) if k in lambdas else self.e(v)}" for k, v in node.kwargs.items()]
        if n == "adjacent" and len(node.args) == 2 and not node.kwargs and codeopt.static_edge_test(node.args[1]):
            args.append(repr(args[1]))   # the test's text: the key adjacent() remembers its answers under
        call = f"{self.src.mark(node.pos, n)}B_{n}(c{''.join(', ' + a for a in args)})"
        return f"_fx(c, {call})" if sig.effect else call

    def shared_call(self, node) -> str | None:
        """A call of a derived procedure whose value is only read where it is used (count() of it, `in` it):
        its remembered list or record itself, without the copy a caller that may change it gets. None for
        anything else."""
        if not (isinstance(node, A.Call) and isinstance(node.func, A.Name) and not node.kwargs):
            return None
        name = node.func.name
        comp = self.comp
        if name in self.scope.locals or name not in comp.proc_decls or not comp.memoized(name):
            return None
        target = comp.direct_name(name)
        if target is None:
            return None
        text = self.proc_call(name, [self.e(a) for a in node.args], node)
        comp.note_inline_call(name, node, self.scope.proc_name)
        return text.replace(f"{target}(c", f"{target}_shared(c", 1)

    def proc_call(self, name: str, args: list, node) -> str:
        """A call of a rules procedure that cannot wait for a player, from inside an expression or a
        statement: a direct Python call when the procedure is direct, else the framed path."""
        target = self.comp.direct_name(name)
        if target is not None:
            return f"{self.src.mark(node.pos)}{target}(c{''.join(', ' + a for a in args)})"
        return f"{self.src.mark(node.pos)}_run_inline(c, {name!r}, [{', '.join(args)}], {self.pos(node)})"


def _text_terms(node) -> list:
    """A `+` chain that joins text, as its terms (any other expression: itself)."""
    if isinstance(node, A.BinOp) and node.op == "+":
        terms = _text_terms(node.left) + _text_terms(node.right)
        if any(isinstance(t, A.Interp) or (isinstance(t, A.Lit) and isinstance(t.value, str)) for t in terms):
            return terms
    return [node]


def literal_type_problem(want, a, comp) -> str | None:
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


def compile_closure(node, scope: Scope, ns: Namespace, params: str = "c", what: str = "expression"):
    """An expression as a function f(c) reading locals from c.l (guards, choice specs, YAML expressions,
    `when` conditions, scripted evaluation)."""
    return _closure(node, scope, ns, params, what, ExprGen.e)


def compile_parts_closure(node, scope: Scope, ns: Namespace, params: str = "c", it: str | None = None):
    """A log message or prompt as a function giving its parts; `it` names a parameter bound to `it`
    (a choice's option label)."""
    return _closure(node, scope, ns, params, "message", ExprGen.parts, it)


def _closure(node, scope, ns, params, what, render, it=None):
    src = Source()
    gen = ExprGen(scope, ns, src, py_locals=False)
    if it is not None:
        gen.its.append(it)
    text = render(gen, node)
    name = f"F_{next(ns.names)}"
    src.add(0, f"def {name}({params}):", node.pos)
    src.add(1, "l = c.l", node.pos)
    src.add(1, f"return ({text})", node.pos)
    return finish_closure(src, ns, what, name)


def finish_closure(src: Source, ns: Namespace, what: str, name: str):
    """Compile a one-function Source (`def NAME...`, now or with its batch) and return the function,
    wrapped so that a failure is reported at its rules position wherever the engine calls it from."""
    src.compile(ns, what)
    return closure_wrapper(ns.g, name)


def closure_wrapper(g: dict, name: str):
    """The engine's handle on a generated function: g[name] called, its failures reported at rules positions
    (the load cache recognises these by their code and stores only g and name)."""
    def closure(*args):
        try:
            return g[name](*args)
        except Exception as e:
            err = R.rules_error(e)
            if err is None or err is e:
                raise
            raise err from None
    return closure
