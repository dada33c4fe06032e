"""Compile parsed rules modules into a Program: names resolved and checked, the static analyses the engine
relies on (which procedures may wait for a player, which phases a scenario start passes through), then
every procedure generated as Python (codegen, procgen) into one namespace per game."""
from __future__ import annotations

import difflib

from pacwar.dsl import ast as A
from pacwar.dsl.builtins import BUILTINS, KEYWORDS
from pacwar.dsl.errors import RulesError

from pacwar.interpreter.core import codeopt
from pacwar.interpreter.core.codegen import RETURN, CompileError, Namespace, Scope, compile_closure
from pacwar.interpreter.core.deferred import Deferred
from pacwar.interpreter.core.procgen import ProcGen, direct_eligible
from pacwar.interpreter.core.program import CompiledProc, Program
from pacwar.interpreter.core.tables import Table
from pacwar.interpreter.errors import RulesRuntimeError


class Compiler(Deferred):
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
        self.ns = Namespace(library)        # the globals of the game's generated code
        self.framed_calls: dict = {}        # procedure -> procedures it calls as statements
        self.scheduled: dict = {}           # procedure -> procedures it schedules
        self._direct: dict = {}             # procedure -> name of its generated direct function
        self._index: dict = {}              # procedure -> its number in the generated code
        self._guards: dict = {}             # trigger -> its `when` guard (compiled with the procedures)
        self._node_lists: dict = {}         # procedure -> its syntax nodes
        self.option_reads: list = []        # (option name, or None when not a literal, Pos) of each option()
        self.option_switch_reads: list = [] # the same, for option() only (not option_value())

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

    def note_framed_call(self, caller: str, callee: str):
        self.framed_calls.setdefault(caller, set()).add(callee)

    def note_scheduled(self, caller: str, callee: str):
        self.scheduled.setdefault(caller, set()).add(callee)

    def _nodes(self, proc: str) -> list:
        """Every syntax node of a procedure's body (walked once, for the whole-program analyses)."""
        nodes = self._node_lists.get(proc)
        if nodes is None:
            nodes = self._node_lists[proc] = list(_walk(self._decls[proc][0].body))
        return nodes

    def memoized(self, proc: str) -> bool:
        """A derived procedure whose value is remembered. One whose body is a single `return` of a comparison
        or a truth test of fields, variables and constants (no call, no list built) is computed at every call
        instead: remembering it, keyed by its arguments (an edge record's key is its text), costs more than
        the few reads it saves. Either way the value is the same."""
        d = self._decls[proc][0]
        if not d.derived:
            return False
        body = d.body
        if len(body) == 1 and isinstance(body[0], A.Return) and body[0].value is not None:
            if _truth_expr(body[0].value) and all(isinstance(n, _CHEAP_NODES) for n in self._nodes(proc)):
                return False
        return True

    def direct_name(self, proc: str) -> str | None:
        """The generated function that runs `proc` directly, or None if it runs in a frame."""
        return self._direct.get(proc)

    # ---- for codeopt: which procedures may be run less, or written in place
    def is_pure(self, proc: str) -> bool:
        """`proc` runs directly and changes nothing, logs nothing and rolls nothing."""
        memo = self.__dict__.setdefault("_pure_memo", {})
        if proc not in memo:
            d = self._decls[proc][0]
            memo[proc] = self._impurity(proc, {}, set()) is None and not any(
                isinstance(n, _NOT_PURE_NODES) for n in self._nodes(d.name))
        return memo[proc]

    def inline_body(self, proc: str):
        """The one returned expression of a small pure procedure that callers write in place, or None."""
        memo = self.__dict__.setdefault("_inline_memo", {})
        if proc not in memo:
            memo[proc] = codeopt.inline_eligible(self, proc)
        return memo[proc]

    def exists_variant(self, proc: str) -> str | None:
        """The name of `proc`'s exists variant (True when the list it returns has an item), generated on
        first use; None when it has none (it waits, is remembered, or changes something)."""
        done = self.__dict__.setdefault("_exists_done", {})
        if proc in done:
            return done[proc]
        done[proc] = None
        if self.direct_name(proc) is None or self.memoized(proc) or not self.is_pure(proc):
            return None
        d, locals_ = self._decls[proc]
        name = f"P_{self._index[proc]}_exists"
        saved = (len(self.errors), len(self.read_attrs), len(self.inline_calls), len(self.option_reads),
                 len(self.option_switch_reads))
        gen = ProcGen(self, self.ns, d, locals_, self._index[proc], resumable=False, kind="proc")
        gen.exists = True
        done[proc] = name   # a recursive call inside it may use it already
        try:
            gen.direct(name)
        except CompileError:
            done[proc] = None
        for lst, n in zip((self.errors, self.read_attrs, self.inline_calls, self.option_reads,
                           self.option_switch_reads), saved):
            del lst[n:]   # the procedure itself reports what is wrong with it, once
        if done[proc] is not None:
            gen.src.add(1, "return False", d.pos)
            gen.src.compile(self.ns, proc + " exists")
        return done[proc]

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
                    self._proc(A.Proc(name, [], d.cites, d.body, pos=d.pos), kind="invariant" if d.invariant else "trigger")
                    if d.guard is not None:
                        self._guards[name] = d.guard
                    for ev in d.events:
                        triggers.setdefault(ev, []).append(name)
                elif isinstance(d, A.Calendar):
                    calendar = {k: self._expr(v, Scope(self, set(), "calendar")) for k, v in d.fields.items()}
                    calendar["_cites"] = d.cites
            except CompileError as e:
                self.err(e.pos, e.message, e.hint)
        self._analyse_suspension(hooks, triggers)
        level_names = self._level_names()
        self._check_events(decls, level_names)
        self._generate()
        self._check_inline_calls()
        reach = self._reach()
        self._check_hooks(hooks, level_names)
        return Program(self.procs, list(self.procs.values()), self.consts, self.var_decls, hooks, triggers, reach,
                       calendar, self.sources, level_names, self.ns)

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
        return compile_closure(node, scope, self.ns)

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
        """Register a procedure (its code is generated once every procedure is known)."""
        locals_ = set(d.params)
        _collect_locals(d.body, locals_)
        for p in sorted(locals_):
            if p in KEYWORDS:
                self.err(d.pos, f"{p!r} is a reserved word and cannot name a variable in {d.name}",
                         "choose another name")
        proc = CompiledProc(d.name, list(d.params), list(d.cites), d.pos, kind, d.label, list(d.tags), None, d.level)
        self.procs[d.name] = proc
        self._decls[d.name] = (d, locals_)
        self._index[d.name] = len(self._index)
        return proc

    def _generate(self):
        """Python for every procedure: direct functions first named (callers need their names), then
        generated; compiled only when the rules have no errors (broken rules make no code to run)."""
        for name, p in self.procs.items():
            d, _ = self._decls[name]
            if p.kind == "proc" and p.level is None and not p.may_suspend and direct_eligible(d.body):
                self._direct[name] = f"P_{self._index[name]}"
        self._check_derived()
        self.ns.batch()
        for name, p in self.procs.items():  # now that calls inside them can go straight to direct functions
            d, locals_ = self._decls[name]
            try:
                if d.when is not None:
                    p.when = self._expr(d.when, Scope(self, locals_, name))
                if name in self._guards:
                    p.guard = self._expr(self._guards[name], Scope(self, set(), name))
            except CompileError as e:
                self.err(e.pos, e.message, e.hint)
        gens = []
        for name, p in self.procs.items():
            gens.append((p, self.generate_proc(p)))
        if any(e.severity == "error" for e in self.errors):
            self.ns.pending = None
            return
        for p, gen in gens:
            gen.src.compile(self.ns, p.name)
        self.ns.flush()
        for p, gen in gens:
            self._install(p, gen)

    def generate_proc(self, p: CompiledProc) -> ProcGen:
        d, locals_ = self._decls[p.name]
        i = self._index[p.name]
        direct = p.name in self._direct
        gen = ProcGen(self, self.ns, d, locals_, i, resumable=not direct, kind=p.kind)
        if direct and self.memoized(p.name):
            gen.derived(f"P_{i}")
        elif direct:
            gen.direct(f"P_{i}")
        else:
            gen.resumable_blocks(f"R_{i}")
        return gen

    def _install(self, p: CompiledProc, gen: ProcGen):
        """Point the procedure at its generated code (compiled by now)."""
        i = self._index[p.name]
        if p.name in self._direct:
            fn = self.ns.g[f"P_{i}"]
            p.direct = fn
            p.code = [_framed(fn, p.params)]  # for the rare caller that starts it in a frame (tests, tools)
        else:
            p.code = self.ns.g[f"R_{i}"]
            p.choices = gen.choices
            p.levels = gen.levels
            p.level_keys = [(k, node) for k, node in gen.level_keys]

    def _check_derived(self):
        """A derived procedure must compute its value without changing anything (its result is remembered
        until the state next changes), so it may not write, log, roll, choose or call what does."""
        reasons: dict = {}
        for name, (d, _) in self._decls.items():
            if d.derived:
                why = self._impurity(name, reasons, set())
                if why:
                    self.err(d.pos, f"derived procedure {name} {why}",
                             "a derived procedure only computes a value; remove `derived` or move the change out")

    def _impurity(self, name: str, memo: dict, stack: set) -> str | None:
        """Why a procedure is not a pure computation of the state (None if it is)."""
        if name in memo:
            return memo[name]
        if name in stack:
            return None  # recursion: judged by the rest of the cycle
        d, locals_ = self._decls[name]
        if name not in self._direct:
            memo[name] = "may wait for a player or run phase blocks" if name == d.name else "cannot run directly"
            return memo[name]
        stack.add(name)
        why = None
        for s in self._nodes(d.name):
            if isinstance(s, (A.Log, A.Effect)):
                why = f"changes the game or the log (line {s.pos.line})"
            elif isinstance(s, A.Assign) and not (isinstance(s.target, A.Name) and s.target.name in locals_):
                why = f"assigns outside its own variables (line {s.pos.line})"
            elif isinstance(s, A.Call) and isinstance(s.func, A.Name):
                n = s.func.name
                sig = BUILTINS.get(n)
                if n in self.proc_decls and n not in locals_:
                    inner = self._impurity(n, memo, stack)
                    if inner:
                        why = f"calls {n}, which {inner}"
                elif sig is not None and (sig.effect or n in _CHANCE):
                    why = f"calls {n}() (line {s.pos.line}), which {'rolls dice' if n in _CHANCE else 'changes the game'}"
            if why:
                break
        stack.discard(name)
        memo[name] = why
        return why

    def derived_deps(self, name: str) -> tuple:
        """The kinds of write that can change what a derived procedure computes (see context.Ctx.ep)."""
        return self._deps(None, (), [name])

    def derived_stack_params(self, name: str) -> tuple:
        """The parameters of a derived procedure whose stacks are all it reads of where pieces stand: every
        location read, through everything it calls, is `units(P)` or `units(P, side=...)` of one of these
        parameters, passed down unchanged. Its remembered value then waits only for a write at those
        locations (`Ctx.locw`, counted by entities.place) instead of any move (`loc`). () when it reads no
        location, or reads one some other way (a piece's `.loc`, `units()` of the whole map, a parameter it
        changes)."""
        d = self._decls[name][0]
        found: set = set()
        if not self._stack_reads(name, {p: p for p in d.params}, found, set()):
            return ()
        return tuple(p for p in d.params if p in found)

    def _stack_reads(self, proc: str, mapping: dict, found: set, visiting: set) -> bool:
        """Add to found the derived procedure's parameters whose stacks `proc` reads (mapping: proc's
        parameters -> the derived procedure's, None where not passed on unchanged); False when it reads a
        location any other way."""
        if proc in visiting:
            return False   # (a recursion: not followed)
        visiting = visiting | {proc}
        d, locals_ = self._decls[proc]
        nodes = self._nodes(proc)
        # a parameter the procedure binds again (let, assignment, a loop's or lambda's name) is not the one passed
        rebound = set()
        for n in nodes:
            if isinstance(n, A.Let):
                rebound.add(n.name)
            elif isinstance(n, A.Assign) and isinstance(n.target, A.Name):
                rebound.add(n.target.name)
            elif isinstance(n, A.For):
                rebound.update(x for x in (n.var, n.var2) if x)
            elif isinstance(n, A.Lambda):
                rebound.add(n.param)
            elif isinstance(n, A.Where) and n.binder:
                rebound.add(n.binder)
        passed = {p: mapping.get(p) for p in d.params if p not in rebound}

        def root(arg):
            return passed.get(arg.name) if isinstance(arg, A.Name) else None

        for n in nodes:
            if isinstance(n, A.Attr) and n.name in ("loc", "space"):
                return False
            if not isinstance(n, A.Call):
                continue
            if not isinstance(n.func, A.Name):
                return False
            f = n.func.name
            if f in self.proc_decls and f not in locals_:
                callee = self._decls[f][0]
                sub = {q: (root(n.args[i]) if i < len(n.args) else None) for i, q in enumerate(callee.params)}
                if not self._stack_reads(f, sub, found, visiting):
                    return False
            elif f == "units":
                at = root(n.args[0]) if len(n.args) == 1 else None
                if at is None or set(n.kwargs) - {"side"}:
                    return False
                found.add(at)
            elif f in _READS_LOCATIONS:
                return False
            elif f not in BUILTINS:
                return False   # (a procedure value: anything)
        return True

    def expr_deps(self, node, locals_) -> tuple:
        """The kinds of write that can change the value of an expression (a builtin's lambda, whose reads of
        the caller's `locals_` are its arguments, as a derived procedure's parameters are), the procedures
        it calls included (codeopt.remembered_lambda)."""
        return self._deps(list(_walk([node])), set(locals_), [])

    def _deps(self, nodes, locals_, todo) -> tuple:
        deps: set = {"*"}
        seen: set = set()
        first = nodes is not None
        while first or todo:
            if first:
                first = False
            else:
                n = todo.pop()
                if n in seen:
                    continue
                seen.add(n)
                d, locals_ = self._decls[n]
                nodes = self._nodes(d.name)
            for s in nodes:
                if isinstance(s, A.Attr):
                    deps.add("a:" + s.name)
                    if s.name == "side":          # a piece's side follows its nation's
                        deps.add("a:nation")
                    elif s.name in ("loc", "space"):
                        deps.add("loc")
                elif isinstance(s, A.Name) and s.name in self.var_decls and s.name not in locals_:
                    deps.add("v:" + s.name)
                elif isinstance(s, A.Call) and isinstance(s.func, A.Name):
                    f = s.func.name
                    if f in self.proc_decls and f not in locals_:
                        todo.append(f)
                    elif f in _READS_LOCATIONS:
                        deps |= {"loc", "a:side", "a:nation"}
                    elif f not in _READS_ONLY_ARGUMENTS and f in BUILTINS:
                        deps.add("w")                # reads the state some other way: any write counts
        return tuple(sorted(deps))

    def compile_late(self, d: A.Proc) -> CompiledProc:
        """Compile one more procedure into a loaded game (scripted statements of tests and tools); it runs
        in a frame, since it may ask for decisions."""
        proc = self._proc(d)
        proc.may_suspend = True
        gen = self.generate_proc(proc)
        if not any(e.severity == "error" for e in self.errors):
            gen.src.compile(self.ns, proc.name)
            self._install(proc, gen)
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

    def _level_names(self) -> set:
        return {s.name for d, _ in self._decls.values() for s in self._nodes(d.name) if isinstance(s, A.Level)} | {
            d.name for d, _ in self._decls.values() if d.level is not None}

    def _check_inline_calls(self):
        for callee, node, caller in self.inline_calls:
            p = self.procs.get(callee)
            if p is not None and p.kind == "proc" and p.level is not None:
                self.err(node.pos, f"{callee} is a {p.level}; run it as a statement, not inside an expression")
            elif p is not None and p.may_suspend:
                self.err(node.pos, f"{callee}() may ask a player to choose, so it cannot be called inside an expression",
                         f"call it as a statement: let result = {callee}(...)")

    def _statement_calls(self, body, locals_) -> tuple[set, bool]:
        """Procedures called as statements in body (directly or as `let x = p(...)`), and whether a
        procedure value is called (which may be anything)."""
        names, dynamic = set(), False
        for s in _walk(body):
            call = None
            if isinstance(s, A.ExprStmt):
                call = s.expr
            elif isinstance(s, (A.Let, A.Assign)) and isinstance(s.value, A.Call) and (
                    isinstance(s, A.Let) or s.op == "="):
                call = s.value
            if call is None or not isinstance(call.func, A.Name):
                continue
            n = call.func.name
            if n in locals_:
                dynamic = True
            elif n in self.proc_decls and (isinstance(s, A.ExprStmt) or self.proc_decls[n].level is None):
                names.add(n)
        return names, dynamic

    def _analyse_suspension(self, hooks, triggers):
        """A procedure may suspend (wait for a player) if it chooses, calls something that may, or enters a
        level block whose hooks may. Procedures that never suspend can run inside expressions."""
        procs = self.procs
        direct: dict[str, set] = {}
        suspends = {n: False for n in procs}
        for n, (d, locals_) in self._decls.items():
            calls, dynamic = self._statement_calls(d.body, locals_)
            self.framed_calls.setdefault(n, set()).update(calls)
            direct[n] = set(calls)
            if dynamic or any(isinstance(s, A.Choose) for s in self._nodes(d.name)):
                suspends[n] = True
            blocks = [(s.level, s.name) for s in self._nodes(d.name) if isinstance(s, A.Level)]
            if d.level is not None:
                blocks.append((d.level, d.name))
            for level, name in blocks:
                for when in ("before", "after"):
                    for names, hook in hooks.get((when, level), []):
                        if names is None or name in names:
                            direct[n].add(hook)
                for ev in (f"{level}_end", f"{name}_end"):
                    direct[n].update(triggers.get(ev, []))
            for s in self._nodes(d.name):
                if isinstance(s, A.Emit):
                    direct[n].update(triggers.get(s.event, []))
                elif isinstance(s, A.Schedule) and isinstance(s.call.func, A.Name):
                    self.scheduled.setdefault(n, set()).add(s.call.func.name)
        changed = True
        while changed:
            changed = False
            for n in procs:
                if not suspends[n] and any(suspends.get(m) for m in direct[n]):
                    suspends[n] = changed = True
        for n, p in procs.items():
            p.may_suspend = suspends[n]
            p.calls = set(self.framed_calls.get(n, set())) | self.scheduled.get(n, set())

    def _reach(self) -> dict:
        """For each level block, the names of the level blocks it can pass through (for scenario starts
        mid-turn: the interpreter enters a block only if the starting point lies inside it)."""
        procs = self.procs
        proc_reach: dict[str, set] = {}
        for n, (d, _) in self._decls.items():
            proc_reach[n] = {s.name for s in self._nodes(d.name) if isinstance(s, A.Level)}
            if d.level is not None:
                proc_reach[n].add(d.name)
        changed = True
        while changed:
            changed = False
            for n in procs:
                for m in self.framed_calls.get(n, ()):
                    if m in proc_reach and not proc_reach[m] <= proc_reach[n]:
                        proc_reach[n] |= proc_reach[m]
                        changed = True
        reach = {}
        for n, p in procs.items():
            d, locals_ = self._decls[n]
            for k, node in getattr(p, "level_keys", []):
                body = node.body
                names = {s.name for s in _walk(body) if isinstance(s, A.Level)}
                calls, _ = self._statement_calls(body, locals_)
                for m in calls:
                    names |= proc_reach.get(m, set())
                reach[(n, k)] = frozenset(names)
        return reach

    def _check_hooks(self, hooks, level_names):
        for (when, level), entries in hooks.items():
            for names, hook in entries:
                for nm in names or []:
                    if nm not in level_names:
                        p = self.procs[hook]
                        self.err(p.pos, f"{when}-hook names {level} {nm!r}, but no {level} of that name exists")


# what a derived procedure computed at every call (Compiler.memoized) may be made of, and its value's shape
_CHEAP_NODES = (A.Return, A.Lit, A.Name, A.Entity, A.It, A.Attr, A.Index, A.BinOp, A.Not, A.Neg, A.Cond, A.ListLit)
_COMPARISONS = {"==", "!=", "<", "<=", ">", ">=", "in", "not in"}


def _truth_expr(e) -> bool:
    """An expression whose value is a truth value, a number, text or none, never a list or record (so a
    caller gets no shared container from a procedure that returns it without remembering it)."""
    if isinstance(e, A.Lit):
        return not isinstance(e.value, (list, dict))
    if isinstance(e, A.Not):
        return True
    if isinstance(e, A.BinOp):
        if e.op in _COMPARISONS:
            return True
        if e.op in ("and", "or"):
            return _truth_expr(e.left) and _truth_expr(e.right)
        return False
    if isinstance(e, A.Cond):
        return _truth_expr(e.then) and _truth_expr(e.other)
    return False


_NOT_PURE_NODES = (A.Log, A.Effect, A.End, A.Emit, A.Schedule, A.Secret, A.Choose, A.Level)
_CHANCE = {"roll", "dice", "pick_random", "shuffle"}  # builtins that draw on the dice
# builtins by what they read of the state, for the dependencies of derived procedures; a builtin in
# neither list is taken to read anything (its callers depend on every write)
_READS_LOCATIONS = {"all_units", "units", "pieces", "occupied", "space_of", "is_piece", "cards"}
_READS_ONLY_ARGUMENTS = {
    "abs", "adjacent", "all", "all_max_by", "all_min_by", "any", "append", "bind", "boxes", "clamp", "columns",
    "count", "distance", "div_down", "div_up", "drop", "edge", "edges", "fail", "filter", "first", "get",
    "group_by", "hex_distance", "index_of", "is_space", "keys", "last", "len", "lookup", "map", "max", "max_by",
    "min", "min_by", "enemies", "option", "option_value", "other", "path", "procedures", "reachable", "nearest", "distances",
    "region", "regions_of",
    "remove_item", "reverse", "rows", "scenario", "sides", "sort_by", "sorted", "spaces", "str", "sum", "take",
    "turns", "unique", "values", "with"}


def _framed(fn, params):
    """A one-block body that runs a direct procedure from a frame."""
    def block(c, fr, l):
        c.retval = fn(c, *[l[p] for p in params])
        return RETURN
    return block


def _walk(nodes):
    """Every node in a tree of nodes, lists and keyword-argument records (for whole-program checks)."""
    stack = list(nodes)
    while stack:
        n = stack.pop()
        if isinstance(n, A.Node):
            yield n
            for v in vars(n).values():
                if isinstance(v, (list, dict, A.Node)):
                    stack.append(v)
        elif isinstance(n, (list, tuple)):
            stack.extend(n)
        elif isinstance(n, dict):  # keyword arguments of a call
            stack.extend(n.values())


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
