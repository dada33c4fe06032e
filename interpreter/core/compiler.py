"""Compile parsed rules modules into a Program: flat op lists per procedure, plus the static analyses the
interpreter relies on (which procedures may wait for a player, which phases a scenario start passes through)."""
from __future__ import annotations

import difflib

from pacwar.dsl import ast as A
from pacwar.dsl.builtins import BUILTINS, KEYWORDS
from pacwar.dsl.errors import RulesError

from pacwar.interpreter.core.entities import dynamic_container, get_attr, set_attr
from pacwar.interpreter.errors import RulesRuntimeError
from pacwar.interpreter.core.exprs import CompileError, Scope, compile_expr, compile_parts, lam
from pacwar.interpreter.core.program import (ASSERT, CALL, CHOOSE, EMIT, END, ENTER, EVAL, ITER, JF, JMP, LEAVE, LET, LOG, NEXT, RET,
                      SCHED, SET, CompiledProc, Program)
from pacwar.interpreter.core.tables import Table


class _Loop:
    def __init__(self, continue_pc: int, level_depth: int):
        self.continue_pc = continue_pc
        self.breaks: list[int] = []
        self.level_depth = level_depth


class Compiler:
    def __init__(self, library: dict, entity_ids: dict, attr_names: set, data_tables: dict):
        self.library = library
        self.entity_ids = entity_ids        # id -> kind, for checking @refs
        self.attr_names = attr_names        # attribute names known from data
        self.data_tables = data_tables      # name -> Table from tables.yaml
        self.errors: list[RulesError] = []
        self.sources: dict[str, str] = {}
        self.consts: dict = {}
        self.var_decls: dict = {}
        self.tables_known: set = set(data_tables)
        self.tables: dict = dict(data_tables)
        self.proc_decls: dict = {}
        self.procs: dict = {}
        self.inline_calls: list = []
        self.proc_values: set = set()
        self.consts_pending: set = set()
        self._decls: dict = {}
        self.assigned_attrs: set = set()
        self.read_attrs: list = []
        self.run_inline = None              # set by the interpreter (exprs call it at run time)

    # ---- error helpers
    def err(self, pos: A.Pos, message: str, hint: str | None = None, severity: str = "error"):
        self.errors.append(RulesError(pos.file, pos.line, pos.col, message, hint, self.sources.get(pos.file), severity))

    def suggest(self, name: str, scope: Scope | None = None, callable_only: bool = False) -> str | None:
        pool = set(self.proc_decls) | set(BUILTINS)
        if not callable_only:
            pool |= set(self.consts) | set(self.var_decls) | self.tables_known | (scope.locals if scope else set())
        close = difflib.get_close_matches(name, sorted(pool), n=3)
        if close:
            return f"did you mean {' or '.join(close)}?"
        if name in self.entity_ids:
            return f"{name!r} is an entity; write @{name}"
        return None

    def note_entity(self, node: A.Entity):
        if node.id not in self.entity_ids:
            close = difflib.get_close_matches(node.id, sorted(self.entity_ids), n=3)
            self.err(node.pos, f"unknown entity @{node.id}",
                     f"did you mean {' or '.join('@' + c for c in close)}?" if close else
                     "entities are the ids of spaces, sides, nations, boxes, regions and pieces in the game's data")

    def note_attr(self, node: A.Attr):
        self.read_attrs.append(node)

    def note_inline_call(self, callee: str, node: A.Call, caller: str):
        self.inline_calls.append((callee, node, caller))

    # ---- entry point
    def compile(self, modules: list[A.Module]) -> Program:
        decls = []
        for m in modules:
            decls.extend(m.decls)
        self._declare(decls)
        # constants first (in order; they may use earlier constants)
        for d in decls:
            if isinstance(d, A.Const):
                self._const(d)
        for d in decls:
            if isinstance(d, A.Var):
                self._var(d)
            elif isinstance(d, A.Table):
                self._table(d)
        self.consts_pending.clear()
        hooks: dict = {}
        triggers: dict = {}
        calendar = None
        calendars = [d for d in decls if isinstance(d, A.Calendar)]
        for extra in calendars[1:]:
            self.err(extra.pos, "a second calendar; a game has one", f"the first is at {calendars[0].pos}")
        for d in decls:
            try:
                if isinstance(d, A.Proc):
                    self._proc(d)
                elif isinstance(d, A.Hook):
                    name = f"{d.when} {d.level} {'*' if d.names is None else ','.join(d.names)} #{len(self.procs)}"
                    self._proc(A.Proc(name, [], d.cites, d.body, pos=d.pos), kind="hook")
                    hooks.setdefault((d.when, d.level), []).append((d.names, name))
                elif isinstance(d, A.Trigger):
                    name = f"{'invariant' if d.invariant else 'trigger'} {d.name}"
                    p = self._proc(A.Proc(name, [], d.cites, d.body, pos=d.pos), kind="invariant" if d.invariant else "trigger")
                    if p is not None and d.guard is not None:
                        p.guard = self._expr(d.guard, Scope(self, set(), name))
                    for ev in d.events:
                        triggers.setdefault(ev, []).append(name)
                elif isinstance(d, A.Calendar):
                    calendar = {k: self._expr(v, Scope(self, set(), "calendar")) for k, v in d.fields.items()}
                    calendar["_cites"] = d.cites
            except CompileError as e:
                self.err(e.pos, e.message, e.hint)
        level_names = self._level_names()
        self._check_events(decls, level_names)
        self._check_inline_calls()
        self._analyse_suspension(hooks, triggers)
        if not any(e.severity == "error" for e in self.errors):
            self._compile_fast()
        reach = self._reach()
        self._check_hooks(hooks, level_names)
        return Program(self.procs, list(self.procs.values()), self.consts, self.var_decls, hooks, triggers, reach,
                       calendar, self.sources, level_names)

    def _declare(self, decls):
        seen: dict = {}
        for d in decls:
            if isinstance(d, (A.Hook, A.Calendar)):
                continue
            key = d.name
            if key in KEYWORDS:
                self.err(d.pos, f"{key!r} is a reserved word and cannot be a name")
            if key in BUILTINS and isinstance(d, (A.Proc, A.Const, A.Var, A.Table)):
                self.err(d.pos, f"{key!r} is the name of a builtin", "choose another name")
            if isinstance(d, A.Trigger):
                key = ("trigger", d.name)
            if key in seen:
                self.err(d.pos, f"{d.name!r} is already defined at {seen[key]}")
                continue
            seen[key] = d.pos
            if isinstance(d, A.Proc):
                self.proc_decls[d.name] = d
            elif isinstance(d, A.Var):
                self.var_decls[d.name] = None
            elif isinstance(d, A.Table):
                if d.name in self.data_tables:
                    self.err(d.pos, f"table {d.name!r} is also defined in tables.yaml")
                self.tables_known.add(d.name)
            elif isinstance(d, A.Const):
                self.consts_pending.add(d.name)
            if not isinstance(d, (A.Calendar,)) and isinstance(d, (A.Proc, A.Table, A.Trigger)) and not d.cites:
                self.err(d.pos, f"{d.name!r} has no rulebook citation", "cite the section it encodes, e.g. §5.2")
            if isinstance(d, A.Var | A.Const) and d.name in self.entity_ids:
                self.err(d.pos, f"{d.name!r} is also an entity id", "rename it to avoid confusion")

    def _expr(self, node, scope):
        return compile_expr(node, scope)

    def _const(self, d: A.Const):
        try:
            f = self._expr(d.value, Scope(self, set(), d.name))
            self.consts[d.name] = f(_StaticCtx())
            self.consts_pending.discard(d.name)
        except CompileError as e:
            self.err(e.pos, e.message, e.hint)
        except (RulesRuntimeError, AttributeError, TypeError, KeyError) as e:
            self.err(d.pos, f"constant {d.name} must be computable without a game state: {e}")

    def _var(self, d: A.Var):
        scope = Scope(self, set(), d.name)
        try:
            init = self._expr(d.init, scope)
            lo = self._expr(d.lo, scope) if d.lo is not None else None
            hi = self._expr(d.hi, scope) if d.hi is not None else None
        except CompileError as e:
            self.err(e.pos, e.message, e.hint)
            return
        if d.key is not None and d.key not in ("side", "nation", "space", "box"):
            self.err(d.pos, f"a keyed variable is keyed by side, nation, space or box, not {d.key!r}")
        self.var_decls[d.name] = (d.key, init, lo, hi, d.visible)

    def _table(self, d: A.Table):
        scope = Scope(self, set(), d.name)
        try:
            rows = []
            ncols = len(d.columns) if d.columns is not None else None
            for key, value in d.rows:
                v = self._expr(value, scope)(_StaticCtx())
                if ncols is not None and (not isinstance(v, list) or len(v) != ncols):
                    self.err(value.pos, f"row {key} of table {d.name} needs {ncols} values, one per column")
                rows.append((key, v))
            default = self._expr(d.default, scope)(_StaticCtx()) if d.default is not None else None
        except CompileError as e:
            self.err(e.pos, e.message, e.hint)
            return
        except (RulesRuntimeError, AttributeError, TypeError, KeyError) as e:
            self.err(d.pos, f"table entries must be constant: {e}")
            return
        self.tables[d.name] = Table(d.name, rows, d.columns, default, d.cites, where=str(d.pos))

    # ---- procedures
    def _proc(self, d: A.Proc, kind: str = "proc") -> CompiledProc | None:
        locals_ = set(d.params)
        _collect_locals(d.body, locals_)
        for p in sorted(locals_):
            if p in KEYWORDS:
                self.err(d.pos, f"{p!r} is a reserved word and cannot name a variable in {d.name}",
                         "choose another name")
        scope = Scope(self, locals_, d.name)
        gen = _Gen(self, scope, d.name)
        try:
            when = self._expr(d.when, scope) if d.when is not None else None
            guard = self._expr(d.guard, scope) if d.guard is not None else None
        except CompileError as e:
            self.err(e.pos, e.message, e.hint)
            when = guard = None
        if d.level is not None:
            gen.level_block(d.level, d.name, d.cites, guard, d.body, d.pos)
        else:
            gen.block(d.body)
        gen.emit((RET, None, d.pos))
        proc = CompiledProc(d.name, list(d.params), gen.ops, list(d.cites), d.pos, kind, d.label, list(d.tags), when,
                            d.level)
        self.procs[d.name] = proc
        self._decls[d.name] = (d, locals_)
        return proc

    def _check_events(self, decls, level_names):
        emitted = {d.event for d in _walk(decls) if isinstance(d, A.Emit)}
        levels = {"phase", "subphase", "segment", "step", "impulse"}
        known = {"decision"} | {f"{lv}_end" for lv in levels} | {f"{n}_end" for n in level_names} | emitted
        for d in decls:
            if isinstance(d, A.Trigger):
                for ev in d.events:
                    if ev not in known:
                        self.err(d.pos, f"{d.name} waits for event {ev!r}, which nothing raises",
                                 "events: decision, <level>_end (e.g. phase_end), <block name>_end, or one raised by emit",
                                 severity="warning")

    def _compile_fast(self):
        from pacwar.interpreter.core.functions import compile_fast
        for name, (decl, locals_) in self._decls.items():
            p = self.procs.get(name)
            if p is not None and p.kind == "proc" and not p.may_suspend:
                try:
                    p.fast = compile_fast(self, decl, locals_)
                except CompileError as e:  # pragma: no cover - the op compile already accepted it
                    self.err(e.pos, e.message, e.hint)

    def _level_names(self) -> set:
        names = set()
        for p in self.procs.values():
            for op in p.ops:
                if op[0] == ENTER:
                    names.add(op[2])
        return names

    def _check_inline_calls(self):
        # filled after suspension analysis (needs it); kept as a separate pass for clarity
        pass

    def _analyse_suspension(self, hooks, triggers):
        """A procedure may suspend (wait for a player) if it chooses, calls something that may, or enters a
        level block whose hooks may. Procedures that never suspend can run inside expressions."""
        procs = self.procs
        direct: dict[str, set] = {n: set() for n in procs}
        suspends = {n: False for n in procs}
        for n, p in procs.items():
            for op in p.ops:
                code = op[0]
                if code == CHOOSE:
                    suspends[n] = True
                elif code == CALL:
                    if op[1] is None:
                        suspends[n] = True  # a procedure value: assume it may
                    else:
                        direct[n].add(op[1])
                elif code in (ENTER, LEAVE):
                    level, name = op[1], op[2]
                    for when in ("before", "after"):
                        for names, hook in hooks.get((when, level), []):
                            if names is None or name in names:
                                direct[n].add(hook)
                    for ev in (f"{level}_end", f"{name}_end"):
                        for t in triggers.get(ev, []):
                            direct[n].add(t)
                elif code == EMIT:
                    for t in triggers.get(op[1], []):
                        direct[n].add(t)
        changed = True
        while changed:
            changed = False
            for n in procs:
                if not suspends[n] and any(suspends.get(m) for m in direct[n]):
                    suspends[n] = changed = True
        for n, p in procs.items():
            p.may_suspend = suspends[n]
        for callee, node, caller in self.inline_calls:
            p = procs.get(callee)
            if p is not None and p.kind == "proc" and p.level is not None:
                self.err(node.pos, f"{callee} is a {p.level}; run it as a statement, not inside an expression")
            elif p is not None and p.may_suspend:
                self.err(node.pos, f"{callee}() may ask a player to choose, so it cannot be called inside an expression",
                         f"call it as a statement: let result = {callee}(...)")

    def _reach(self) -> dict:
        """For each level block, the names of the level blocks it can pass through (for scenario starts
        mid-turn: the interpreter enters a block only if the starting point lies inside it)."""
        procs = self.procs
        proc_reach: dict[str, set] = {n: set() for n in procs}
        calls: dict[str, set] = {n: set() for n in procs}
        for n, p in procs.items():
            for op in p.ops:
                if op[0] == ENTER:
                    proc_reach[n].add(op[2])
                elif op[0] == CALL and op[1] is not None:
                    calls[n].add(op[1])
        changed = True
        while changed:
            changed = False
            for n in procs:
                for m in calls[n]:
                    if m in proc_reach and not proc_reach[m] <= proc_reach[n]:
                        proc_reach[n] |= proc_reach[m]
                        changed = True
        reach = {}
        for n, p in procs.items():
            for pc, op in enumerate(p.ops):
                if op[0] == ENTER:
                    leave = op[5]
                    names = set()
                    for inner in p.ops[pc + 1:leave]:
                        if inner[0] == ENTER:
                            names.add(inner[2])
                        elif inner[0] == CALL and inner[1] is not None:
                            names |= proc_reach.get(inner[1], set())
                    reach[(n, pc)] = frozenset(names)
        return reach

    def _check_hooks(self, hooks, level_names):
        for (when, level), entries in hooks.items():
            for names, hook in entries:
                for nm in names or []:
                    if nm not in level_names:
                        p = self.procs[hook]
                        self.err(p.pos, f"{when}-hook names {level} {nm!r}, but no {level} of that name exists")


def _walk(nodes):
    """Every statement and declaration node in a tree of lists (for whole-program checks)."""
    stack = list(nodes)
    while stack:
        n = stack.pop()
        if isinstance(n, A.Node):
            yield n
            for v in vars(n).values():
                if isinstance(v, (list, A.Node)):
                    stack.append(v)
        elif isinstance(n, list):
            stack.extend(n)
        elif isinstance(n, tuple):
            stack.extend(n)


class _StaticCtx:
    """Context for constants and tables, evaluated at load time without a game state."""
    st = None
    it = None
    l: dict = {}

    def __getattr__(self, name):
        raise RulesRuntimeError("needs a game state")


def _collect_locals(body, out: set):
    for s in body:
        if isinstance(s, A.Let):
            out.add(s.name)
        elif isinstance(s, A.For):
            out.add(s.var)
            if s.var2:
                out.add(s.var2)
            _collect_locals(s.body, out)
        elif isinstance(s, A.If):
            for _, b in s.branches:
                _collect_locals(b, out)
            if s.other:
                _collect_locals(s.other, out)
        elif isinstance(s, (A.While, A.Level, A.Secret)):
            _collect_locals(s.body, out)


class _Gen:
    """Code generation for one procedure body."""

    def __init__(self, comp: Compiler, scope: Scope, proc: str):
        self.comp, self.scope, self.proc = comp, scope, proc
        self.ops: list = []
        self.loops: list[_Loop] = []
        self.slot = 0
        self.level_depth = 0
        self.secret_depth = 0

    def emit(self, op) -> int:
        self.ops.append(op)
        return len(self.ops) - 1

    def patch(self, at: int, index: int, value):
        op = list(self.ops[at])
        op[index] = value
        self.ops[at] = tuple(op)

    def expr(self, node):
        return compile_expr(node, self.scope)

    def block(self, body):
        for s in body:
            try:
                self.stmt(s)
            except CompileError as e:
                self.comp.err(e.pos, e.message, e.hint)

    def stmt(self, s):
        m = getattr(self, "s_" + type(s).__name__, None)
        if m is None:
            raise CompileError(s.pos, f"unsupported statement {type(s).__name__}")
        m(s)

    # ---- statements
    def s_Pass(self, s):
        pass

    def s_ExprStmt(self, s):
        call = s.expr
        if isinstance(call.func, A.Name):
            n = call.func.name
            if n in self.scope.locals or n in self.comp.proc_decls:
                self._call(call, None, s.pos)
                return
            sig = BUILTINS.get(n)
            if sig is not None and not sig.effect and n not in ("fail",):
                self.comp.err(s.pos, f"the result of {n}() is not used", "assign it with let, or remove the line",
                              severity="warning")
        self.emit((EVAL, self.expr(call), s.pos))

    def _call(self, call: A.Call, dest, pos):
        n = call.func.name
        if call.kwargs:
            raise CompileError(call.pos, "procedures take positional arguments only")
        args = [self.expr(a) for a in call.args]
        if n in self.scope.locals:
            fn = self.expr(call.func)
            self.emit((CALL, None, fn, args, dest, pos))
            return
        decl = self.comp.proc_decls[n]
        params = decl.params
        if len(args) != len(params):
            raise CompileError(call.pos, f"{n}() takes {len(params)} argument{'s' if len(params) != 1 else ''}, got {len(args)}",
                               f"{n}({', '.join(params)})")
        self.emit((CALL, n, None, args, dest, pos))

    def _is_proc_call(self, node) -> bool:
        return (isinstance(node, A.Call) and isinstance(node.func, A.Name)
                and (node.func.name in self.scope.locals or node.func.name in self.comp.proc_decls))

    def s_Let(self, s):
        self._assign_rhs(A.Name(s.name, pos=s.pos), "=", s.value, s.pos)

    def s_Assign(self, s):
        self._assign_rhs(s.target, s.op, s.value, s.pos)

    def _assign_rhs(self, target, op, value, pos):
        if isinstance(value, A.Choose):
            if op != "=":
                raise CompileError(pos, "a choice can only be assigned with '='")
            self._choose(value, self.setter(target, "="), pos)
            return
        if self._is_proc_call(value) and op == "=" and (value.func.name in self.scope.locals or
                                                        self.comp.proc_decls[value.func.name].level is None):
            self._call(value, self.setter(target, "="), pos)
            return
        fn = self.expr(value)
        if isinstance(target, A.Name) and op == "=" and target.name in self.scope.locals:
            self.emit((LET, target.name, fn, pos))
            return
        setter = self.setter(target, op)
        self.emit((SET, setter, fn, pos))

    def setter(self, target, op):
        """A closure (ctx, value) that stores value into target, applying op (=, +=, -=, *=)."""
        comp = self.comp

        def combine(old, new):
            if op == "=":
                return new
            if old is None:
                old = 0
            try:
                return old + new if op == "+=" else old - new if op == "-=" else old * new
            except TypeError:
                raise RulesRuntimeError(f"cannot apply {op} to {old!r} and {new!r}") from None

        if isinstance(target, A.Name):
            n = target.name
            if n in self.scope.locals:
                def set_local(c, v):
                    c.l[n] = combine(c.l.get(n), v) if op != "=" else v
                return set_local
            if n in comp.var_decls:
                def set_var(c, v):
                    vars_ = c.st["vars"]
                    vars_[n] = c.clamp_var(n, None, combine(vars_.get(n), v))
                return set_var
            if n in comp.consts:
                raise CompileError(target.pos, f"{n!r} is a constant")
            raise CompileError(target.pos, f"assignment to undeclared name {n!r}",
                               f"declare a local with `let {n} = ...` or a global with `var {n} = ...`")
        if isinstance(target, A.Attr):
            obj = self.expr(target.obj)
            name = target.name
            comp.assigned_attrs.add(name)

            def set_attr_(c, v):
                o = obj(c)
                new = combine(get_attr(c, o, name), v) if op != "=" else v
                set_attr(c, o, name, new)
            return set_attr_
        if isinstance(target, A.Index):
            key = self.expr(target.key)
            base = target.obj
            if isinstance(base, A.Attr):
                obj = self.expr(base.obj)
                name = base.name
                comp.assigned_attrs.add(name)

                def container(c):
                    return dynamic_container(c, obj(c), name, True)
                var_name = None
            elif isinstance(base, A.Name) and base.name in comp.var_decls and base.name not in self.scope.locals:
                var_name = base.name

                def container(c):
                    d = c.st["vars"].get(var_name)
                    if d is None:
                        d = c.st["vars"][var_name] = {}
                    return d
            else:
                cont = self.expr(base)
                var_name = None

                def container(c):
                    return cont(c)

            def set_index(c, v):
                d = container(c)
                k = key(c)
                if isinstance(d, dict):
                    if not isinstance(k, str):
                        raise RulesRuntimeError(f"record keys are text or entities, not {k!r}")
                    new = combine(d.get(k), v) if op != "=" else v
                    d[k] = c.clamp_var(var_name, k, new) if var_name else new
                elif isinstance(d, list) and isinstance(k, int) and -len(d) <= k < len(d):
                    d[k] = combine(d[k], v) if op != "=" else v
                else:
                    raise RulesRuntimeError(f"cannot store into {d!r} at {k!r}")
            return set_index
        raise CompileError(target.pos, "cannot assign to this expression")

    def _choose(self, ch: A.Choose, dest, pos):
        if ch.by is None:
            raise CompileError(pos, "a choice must say who chooses: add `by <side>`")
        spec = {
            "many": ch.many,
            "source": self.expr(ch.source),
            "by": self.expr(ch.by),
            "prompt": compile_parts(ch.prompt, self.scope) if ch.prompt is not None else None,
            "label": lam(compile_parts(ch.label, self.scope)) if ch.label is not None else None,
            "lo": self.expr(ch.lo) if ch.lo is not None else None,
            "hi": self.expr(ch.hi) if ch.hi is not None else None,
            "optional": ch.optional,
            "opt_label": ch.optional_label,
            "valid": self.expr(ch.valid) if ch.valid is not None else None,
        }
        self.emit((CHOOSE, spec, dest, pos))

    def s_If(self, s):
        ends = []
        for cond, body in s.branches:
            jf = self.emit((JF, self.expr(cond), None, cond.pos))
            self.block(body)
            ends.append(self.emit((JMP, None, s.pos)))
            self.patch(jf, 2, len(self.ops))
        if s.other:
            self.block(s.other)
        for e in ends:
            self.patch(e, 1, len(self.ops))

    def s_While(self, s):
        top = len(self.ops)
        jf = self.emit((JF, self.expr(s.test), None, s.pos))
        self.patch(jf, 2, self._loop_body(s, top))

    def s_For(self, s):
        self.slot += 1
        slot = self.slot
        self.emit((ITER, slot, self.expr(s.iterable), s.pos))
        top = self.emit((NEXT, slot, s.var, s.var2, None, s.pos))
        self.patch(top, 4, self._loop_body(s, top))

    def _loop_body(self, s, top) -> int:
        """Compile the body, jump back to the loop's head (top), and point its breaks past the end (returned)."""
        loop = _Loop(top, self.level_depth)
        self.loops.append(loop)
        self.block(s.body)
        self.loops.pop()
        self.emit((JMP, top, s.pos))
        end = len(self.ops)
        for b in loop.breaks:
            self.patch(b, 1, end)
        return end

    def s_Break(self, s):
        if not self.loops:
            raise CompileError(s.pos, "break outside a loop")
        if self.secret_depth:
            raise CompileError(s.pos, "break cannot leave a secret block")
        if self.loops[-1].level_depth != self.level_depth:
            raise CompileError(s.pos, "break cannot leave a phase or step block", "end the loop with a condition instead")
        self.loops[-1].breaks.append(self.emit((JMP, None, s.pos)))

    def s_Continue(self, s):
        if not self.loops:
            raise CompileError(s.pos, "continue outside a loop")
        if self.secret_depth:
            raise CompileError(s.pos, "continue cannot leave a secret block")
        if self.loops[-1].level_depth != self.level_depth:
            raise CompileError(s.pos, "continue cannot leave a phase or step block")
        self.emit((JMP, self.loops[-1].continue_pc, s.pos))

    def s_Return(self, s):
        if self.secret_depth:
            raise CompileError(s.pos, "return cannot leave a secret block")
        self.emit((RET, self.expr(s.value) if s.value is not None else None, s.pos))

    def s_Level(self, s):
        guard = self.expr(s.guard) if s.guard is not None else None
        self.level_block(s.level, s.name, s.cites, guard, s.body, s.pos)

    def level_block(self, level, name, cites, guard, body, pos):
        enter = self.emit((ENTER, level, name, list(cites), guard, None, pos))
        self.level_depth += 1
        self.block(body)
        self.level_depth -= 1
        leave = self.emit((LEAVE, level, name, pos))
        self.patch(enter, 5, leave)

    def s_Secret(self, s):
        side = self.expr(s.side)

        def begin(c):
            v = side(c)
            if v not in c.game.sides:
                raise RulesRuntimeError(f"secret to {v!r}: not a side")
            c.st.setdefault("private", []).append(v)

        def end(c):
            c.st["private"].pop()
        self.emit((EVAL, begin, s.pos))
        self.secret_depth += 1
        self.block(s.body)
        self.secret_depth -= 1
        self.emit((EVAL, end, s.pos))

    def s_Log(self, s):
        to = self.expr(s.to) if s.to is not None else None
        self.emit((LOG, to, compile_parts(s.message, self.scope), s.pos))

    def s_End(self, s):
        self.emit((END, s.kind, self.expr(s.value) if s.value is not None else None,
                   self.expr(s.level) if s.level is not None else None, s.pos))

    def s_Emit(self, s):
        self.emit((EMIT, s.event, s.pos))

    def s_Schedule(self, s):
        call = s.call
        if not isinstance(call.func, A.Name) or call.func.name not in self.comp.proc_decls:
            raise CompileError(s.pos, "schedule needs a call of a rules procedure")
        self.emit((SCHED, call.func.name, [self.expr(a) for a in call.args], self.expr(s.turn), s.pos))

    def s_Assert(self, s):
        self.emit((ASSERT, self.expr(s.test), compile_parts(s.message, self.scope) if s.message is not None else None, s.pos))

    def s_Effect(self, s):
        from pacwar.interpreter.core.library.pieces import effect_move, effect_reduce, effect_restore
        fn = {"move": effect_move, "reduce": effect_reduce, "restore": effect_restore}[s.verb]
        subj, arg = self.expr(s.subject), self.expr(s.arg)

        def run(c):
            fn(c, subj(c), arg(c))
        self.emit((EVAL, run, s.pos))
