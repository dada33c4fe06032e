"""Procedures to Python source: the statement half of the code generator (expressions are in codegen).

A direct procedure becomes one function; a resumable one becomes a list of block functions (see codegen's
docstring). Statements that need nothing from the driver are emitted the same way in both shapes, so the
two cannot drift apart; only choices, calls of procedures that may wait, phase blocks, events and the end
of the game are cut into blocks."""
from __future__ import annotations

import functools
import itertools

from pacwar.dsl import ast as A
from pacwar.interpreter.core import codeopt, remembered
from pacwar.interpreter.core.private import private_index_writes
from pacwar.dsl.builtins import BUILTINS
from pacwar.interpreter.core.codegen import (CompileError, ExprGen, Namespace, Scope, Source, compile_closure,
                                            compile_parts_closure, finish_closure)

_NOT_DIRECT = (A.Level, A.Secret, A.Emit, A.Schedule, A.End, A.Choose)
_STAMP_INLINE = 4   # a derived procedure's stamp of more kinds of write than this is built once per write count


def direct_eligible(body) -> bool:
    """A body a plain function can run: no phase blocks, secrets, events, schedules, ends or choices."""
    for s in body:
        if isinstance(s, _NOT_DIRECT):
            return False
        if isinstance(s, (A.Let, A.Assign)) and isinstance(s.value, A.Choose):
            return False
        if isinstance(s, A.If):
            if not all(direct_eligible(b) for _, b in s.branches) or (s.other and not direct_eligible(s.other)):
                return False
        elif isinstance(s, (A.For, A.While)) and not direct_eligible(s.body):
            return False
    return True


def may_log(body) -> bool:
    """True if the body can write the log itself (entries from called procedures carry their own cite)."""
    for s in body:
        if isinstance(s, (A.Log, A.Effect, A.ExprStmt, A.Assert)):
            return True
        if isinstance(s, (A.Let, A.Assign)) and _calls_builtin_effect(s.value):
            return True
        if isinstance(s, A.If):
            if any(may_log(b) for _, b in s.branches) or (s.other and may_log(s.other)):
                return True
        elif isinstance(s, (A.For, A.While)) and may_log(s.body):
            return True
        elif isinstance(s, A.Return) and s.value is not None and _calls_builtin_effect(s.value):
            return True
    return False


def _calls_builtin_effect(node) -> bool:
    if isinstance(node, A.Call) and isinstance(node.func, A.Name):
        sig = BUILTINS.get(node.func.name)
        if sig is not None and (sig.effect or node.func.name in ("roll", "dice", "pick_random", "shuffle")):
            return True
    if isinstance(node, A.Node):
        return any(_calls_builtin_effect(v) for v in vars(node).values() if isinstance(v, (A.Node, list)))
    if isinstance(node, list):
        return any(_calls_builtin_effect(v) for v in node)
    return False


class _Loop:
    """A loop being generated: a Python loop (break/continue are Python's) or a loop cut into blocks
    (break and continue are jumps)."""

    def __init__(self, python: bool, top=None, end=None, level_depth=0, secret_depth=0):
        self.python, self.top, self.end = python, top, end
        self.level_depth, self.secret_depth = level_depth, secret_depth


class ProcGen:
    """Generates one procedure. `resumable` selects the shape; statements are shared."""

    def __init__(self, comp, ns: Namespace, decl: A.Proc, locals_: set, index: int, resumable: bool, kind: str):
        self.comp, self.ns, self.decl, self.kind = comp, ns, decl, kind
        self.scope = Scope(comp, locals_, decl.name)
        self.src = Source()
        self.x = ExprGen(self.scope, ns, self.src, py_locals=not resumable)
        self.resumable = resumable
        self.index = index
        self.loops: list[_Loop] = []
        self.level_depth = 0
        self.secret_depth = 0
        self.tmp = itertools.count(1)
        self.slot = 0
        # resumable shape
        self.blocks: list[list] = []      # per block: [(indent, text, pos)]
        self.cur = -1
        self.labels: dict = {}            # label id -> block number
        self.label_ids = itertools.count(1)
        self.choices: dict = {}           # block number -> (spec, dest closure, continuation label)
        self.levels: dict = {}            # block number -> level record (see vm.enter)
        self.level_keys: list = []        # (enter label, level block node) for the reach analysis

    @functools.cached_property
    def private_writes(self) -> set:
        """The `L[k] = v` targets that write into a still-private container (core/private.py)."""
        return private_index_writes(self.decl)

    # ---- expressions
    def e(self, node) -> str:
        return self.x.e(node)

    def closure(self, node):
        return compile_closure(node, self.scope, self.ns)

    def parts_closure(self, node):
        return compile_parts_closure(node, self.scope, self.ns)

    def local(self, name):
        return self.x.local(name)

    # ---- output: a list of (indent, text, pos); in the resumable shape, the current block's
    def out(self, indent: int, text: str, pos) -> None:
        if self.resumable:
            self.blocks[self.cur].append((indent, text, pos))
        else:
            self.body.append((indent, text, pos))

    # ---- entry points
    def derived(self, name: str) -> None:
        """NAME remembers the results of NAME_compute by arguments until something it reads is written."""
        d = self.decl
        self.direct(f"{name}_compute")
        params = "".join(f", v_{p}" for p in d.params)
        src = self.src
        ep = "c.ep.get"
        deps = self.comp.derived_deps(d.name)
        stacks = self.comp.derived_stack_params(d.name) if "loc" in deps else ()
        if stacks:
            # it reads where pieces stand only as the stacks of these parameters: a move elsewhere leaves it
            # as it was (the counts of writes per location, Ctx.locw; `loc*` a change of stacks not counted
            # per location)
            deps = tuple(sorted((set(deps) - {"loc"}) | {"loc*"}))
        stamp = "(" + "".join(f"{ep}({t!r}, 0), " for t in deps) + ")"
        if len(deps) > _STAMP_INLINE:
            # the stamp at a count of writes is the same for every key: built once per procedure and write
            # count, not once for every remembered value asked after a write
            # (remembered.stamp_at, which the remembered lambdas of map searches use too)
            self.ns.g.setdefault("_stamp_at", remembered.stamp_at)
            stamp = f"_stamp_at(c, w, {self.ns.const(deps, 'D')})"
        if stacks:
            self.ns.g.setdefault("_locw", remembered.stack_writes)
            stamp = f"({stamp}, " + "".join(f"_locw(c, v_{p}), " for p in stacks) + ")"
        # the key: text, numbers and none as they are; anything else (lists and records, which are not
        # hashable, and truth values, which would equal 1 and 0) tagged with its type and text
        key = "".join(f"v_{p} if type(v_{p}) in _SCALARS else (type(v_{p}).__name__, repr(v_{p})), " for p in d.params)
        # NAME hands out a copy of a remembered list or record; NAME_shared, the remembered value itself, for
        # the callers that only read it (count(), `in`: see codegen.ExprGen.shared_call)
        for fn, ret in ((name, "_copy(value) if type(value) is list or type(value) is dict else value"),
                        (f"{name}_shared", "value")):
            src.add(0, f"def {fn}(c{params}):", d.pos)
            src.add(1, f"key = ({self.index!r}, {key})", d.pos)
            # a remembered value is (writes so far, stamp, value): while nothing at all has been written
            # since, it is good without building the stamp (the common case inside one search or one sweep)
            src.add(1, "hit = c.memo.get(key)", d.pos)
            src.add(1, "w = c.ep.get('w', 0)", d.pos)
            src.add(1, "if hit is not None:", d.pos)
            src.add(2, "value = hit[2]", d.pos)
            src.add(2, "if hit[0] != w:", d.pos)
            src.add(3, f"stamp = {stamp}", d.pos)
            src.add(3, "if hit[1] != stamp:", d.pos)
            src.add(4, f"value = {name}_compute(c{params})", d.pos)
            src.add(3, "c.memo[key] = (w, stamp, value)", d.pos)
            src.add(2, f"return {ret}", d.pos)
            src.add(1, f"value = {name}_compute(c{params})", d.pos)
            src.add(1, f"c.memo[key] = (w, {stamp}, value)", d.pos)
            src.add(1, f"return {ret}", d.pos)

    def direct(self, name: str) -> None:
        """def NAME(c, v_a, ...): the whole body, with the procedure's citation current while it logs."""
        d = self.decl
        self.body: list = []
        self.stmts(d.body, 1)
        params = "".join(f", v_{p}" for p in d.params)
        src = self.src
        src.add(0, f"def {name}(c{params}):", d.pos)
        if may_log(d.body):
            cite = d.cites[0] if d.cites else ""
            src.add(1, "fr = c.frame", d.pos)
            src.add(1, "if fr is not None:", d.pos)
            src.add(2, f"old = fr['c']; fr['c'] = {cite!r}", d.pos)
            src.add(1, "try:", d.pos)
            self._flush(self.body, 1)
            src.add(1, "finally:", d.pos)
            src.add(2, "if fr is not None: fr['c'] = old", d.pos)
        else:
            self._flush(self.body, 0)
            if not self.body:
                src.add(1, "pass", d.pos)

    def _flush(self, lines, extra):
        for indent, text, pos in lines:
            self.src.add(indent + extra, text, pos)
        if not lines:
            self.src.add(1 + extra, "pass", self.decl.pos)

    def resumable_blocks(self, name: str) -> None:
        """Block functions NAME_0, NAME_1, ... and the list NAME of them."""
        d = self.decl
        self.place(self.label())
        if d.level is not None:
            guard = self.closure(d.guard) if d.guard is not None else None
            self.level_block(d.level, d.name, d.cites, guard, d.body, d.pos, d)
        else:
            self.stmts(d.body, 1)
        self.out(1, "c.retval = None", d.pos)
        self.out(1, "return RETURN", d.pos)
        for k, lines in enumerate(self.blocks):
            self.src.add(0, f"def {name}_{k}(c, fr, l):", d.pos)
            for indent, text, pos in lines:
                self.src.add(indent, self._resolve(text), pos)
        self.src.add(0, f"{name} = [{', '.join(f'{name}_{k}' for k in range(len(self.blocks)))}]", d.pos)
        self.choices = {k: (spec, dest, self.labels[cont]) for k, (spec, dest, cont) in self.choices.items()}

    # ---- blocks and labels (resumable shape)
    def label(self) -> int:
        return next(self.label_ids)

    def place(self, label: int) -> None:
        """Start a new block here; the current one falls through into it."""
        if self.cur >= 0:
            self.out(1, f"return @{label}@", self.decl.pos)
        self.blocks.append([])
        self.cur = len(self.blocks) - 1
        self.labels[label] = self.cur

    def _resolve(self, text: str) -> str:
        while "@" in text:
            i = text.index("@")
            j = text.index("@", i + 1)
            text = text[:i] + str(self.labels[int(text[i + 1:j])]) + text[j + 1:]
        return text

    # ---- statements
    def stmts(self, body, indent: int) -> None:
        for s in body:
            try:
                self.stmt(s, indent)
            except CompileError as e:
                self.comp.err(e.pos, e.message, e.hint)

    def stmt(self, s, indent: int) -> None:
        if self.resumable and self.needs_driver(s):
            if indent != 1:  # pragma: no cover - lowering only happens at a block's top level
                raise AssertionError("lowered statement inside inline code")
            m = getattr(self, "r_" + type(s).__name__)
            m(s)
            return
        m = getattr(self, "s_" + type(s).__name__, None)
        if m is None:
            raise CompileError(s.pos, f"unsupported statement {type(s).__name__}")
        m(s, indent)

    def needs_driver(self, s) -> bool:
        """Whether a statement can hand control back to the driver (wait, push a frame, end the game)."""
        if isinstance(s, (A.Level, A.Emit, A.End)):
            return True
        if isinstance(s, (A.Let, A.Assign)):
            if isinstance(s.value, A.Choose):
                return True
            return self._framed_call(s.value, s.op if isinstance(s, A.Assign) else "=", statement=False)
        if isinstance(s, A.ExprStmt):
            return self._framed_call(s.expr, "=", statement=True)
        if isinstance(s, A.If):
            return any(self.needs_driver(x) for _, b in s.branches for x in b) or any(
                self.needs_driver(x) for x in (s.other or []))
        if isinstance(s, (A.For, A.While, A.Secret)):
            return any(self.needs_driver(x) for x in s.body)
        return False

    def _framed_call(self, value, op, statement: bool) -> bool:
        """A statement-level call that goes through a frame: a procedure value, or a procedure that is
        not direct (calls inside expressions never do: the compiler refuses those that may wait)."""
        if not (isinstance(value, A.Call) and isinstance(value.func, A.Name)) or op != "=":
            return False
        n = value.func.name
        if n in self.scope.locals:
            return True
        decl = self.comp.proc_decls.get(n)
        if decl is None or (decl.level is not None and not statement):
            return False  # a phase's value is not a call result: the compiler reports it
        return self.comp.direct_name(n) is None

    def s_Pass(self, s, indent):
        self.out(indent, "pass", s.pos)

    def s_ExprStmt(self, s, indent):
        call = s.expr
        if isinstance(call.func, A.Name):
            n = call.func.name
            if n in self.comp.proc_decls and n not in self.scope.locals:
                # a statement may run any procedure that does not wait, phases included (in a frame)
                self._check_proc_args(call)
                self.out(indent, f"({self.x.proc_call(n, [self.e(a) for a in call.args], call)})", s.pos)
                return
            else:
                sig = BUILTINS.get(n)
                if sig is not None and not sig.effect and n not in ("fail",) and n not in self.scope.locals:
                    self.comp.err(s.pos, f"the result of {n}() is not used", "assign it with let, or remove the line",
                                  severity="warning")
        self.out(indent, f"({self.e(call)})", s.pos)

    def _check_proc_args(self, call):
        n = call.func.name
        if call.kwargs:
            raise CompileError(call.pos, "procedures take positional arguments only")
        params = self.comp.proc_decls[n].params
        if len(call.args) != len(params):
            raise CompileError(call.pos, f"{n}() takes {len(params)} argument{'s' if len(params) != 1 else ''}, got {len(call.args)}",
                               f"{n}({', '.join(params)})")

    def s_Let(self, s, indent):
        self.s_Assign(A.Assign(A.Name(s.name, pos=s.pos), "=", s.value, pos=s.pos), indent)

    def s_Assign(self, s, indent):
        if isinstance(s.value, A.Choose):  # pragma: no cover - choices always need the driver
            raise CompileError(s.pos, "a choice needs a resumable procedure")
        value = s.value
        if isinstance(value, A.Call) and isinstance(value.func, A.Name) and value.func.name in self.comp.proc_decls:
            if self.comp.proc_decls[value.func.name].level is None and s.op == "=":
                self._check_proc_args(value)
        self.assign(s.target, s.op, self.e(value), indent, s.pos)

    def assign(self, target, op, value: str, indent: int, pos) -> None:
        """target op= value, where value is Python text."""
        comp = self.comp
        if isinstance(target, A.Name):
            n = target.name
            if n in self.scope.locals:
                loc = self.local(n)
                if op == "=":
                    self.out(indent, f"{loc} = ({value})", pos)
                elif self.resumable:
                    self.out(indent, f"{loc} = _comb({op!r}, l.get({n!r}), ({value}))", pos)
                else:  # a local not yet given a value counts as none (0), as in the resumable shape
                    self.out(indent, "try:", pos)
                    self.out(indent + 1, f"_old = {loc}", pos)
                    self.out(indent, "except UnboundLocalError:", pos)
                    self.out(indent + 1, "_old = None", pos)
                    self.out(indent, f"{loc} = _comb({op!r}, _old, ({value}))", pos)
                return
            if n in comp.var_decls:
                decl = comp.var_decls[n]
                new = f"({value})" if op == "=" else f"_comb({op!r}, c.st['vars'].get({n!r}), ({value}))"
                bounded = decl is not None and (decl[2] is not None or decl[3] is not None)
                if bounded:
                    new = f"c.clamp_var({n!r}, None, {new})"
                self.out(indent, f"c.st['vars'][{n!r}] = {new}", pos)
                self.out(indent, f"if c.lazy_vars is not None: _var_owned(c, {n!r})", pos)
                self.out(indent, f"_bump(c, {'v:' + n!r})", pos)
                return
            if n in comp.consts:
                raise CompileError(target.pos, f"{n!r} is a constant")
            raise CompileError(target.pos, f"assignment to undeclared name {n!r}",
                               f"declare a local with `let {n} = ...` or a global with `var {n} = ...`")
        if isinstance(target, A.Attr):
            obj = self.e(target.obj)
            name = target.name
            comp.assigned_attrs.add(name)
            t = f"_o{next(self.tmp)}"
            self.out(indent, f"{t} = ({obj})", pos)
            new = f"({value})" if op == "=" else f"_comb({op!r}, _get_attr(c, {t}, {name!r}), ({value}))"
            self.out(indent, f"_set_attr(c, {t}, {name!r}, {new})", pos)
            return
        if isinstance(target, A.Index):
            key = self.e(target.key)
            base = target.obj
            var_name, token = None, "*"
            if isinstance(base, A.Attr):
                comp.assigned_attrs.add(base.name)
                cont = f"_dyn(c, {self.e(base.obj)}, {base.name!r}, True)"
                token = "a:" + base.name
            elif isinstance(base, A.Name) and base.name in comp.var_decls and base.name not in self.scope.locals:
                var_name = base.name
                cont = f"_var_record(c, {var_name!r})"
                token = "v:" + var_name
            else:
                cont = self.e(base)
                if id(target) in self.private_writes:
                    token = None   # a fresh container of this procedure's own that nothing else reaches yet
            self.out(indent, f"_set_index(c, ({cont}), ({key}), ({value}), {op!r}, {var_name!r}, {token!r})", pos)
            return
        raise CompileError(target.pos, "cannot assign to this expression")

    def s_If(self, s, indent):
        first = True
        for cond, body in s.branches:
            self.out(indent, f"{'if' if first else 'elif'} ({self.e(cond)}):", cond.pos)
            first = False
            self._inline_body(body, indent + 1, s.pos)
        if s.other:
            self.out(indent, "else:", s.pos)
            self._inline_body(s.other, indent + 1, s.pos)

    def _inline_body(self, body, indent, pos):
        self.stmts(body, indent)
        self.out(indent, "pass", pos)

    def _python_loop_body(self, s, indent):
        """A loop's body inside a Python loop: break and continue are Python's."""
        self.loops.append(_Loop(True, level_depth=self.level_depth, secret_depth=self.secret_depth))
        self._inline_body(s.body, indent, s.pos)
        self.loops.pop()

    def s_While(self, s, indent):
        self.out(indent, f"while ({self.e(s.test)}):", s.pos)
        self._python_loop_body(s, indent + 1)

    def s_For(self, s, indent):
        k = next(self.tmp)
        items, pairs, n, x = f"_L{k}", f"_D{k}", f"_N{k}", f"_X{k}"
        self.out(indent, f"{items}, {pairs} = _items(({self.e(s.iterable)}), {self.x.pos(s)})", s.pos)
        v1 = self.local(s.var)
        if s.var2 is None:
            self.out(indent, f"for {x} in {items}:", s.pos)
            self.out(indent + 1, f"{v1} = {x}[0] if {pairs} else {x}", s.pos)
        else:
            v2 = self.local(s.var2)
            self.out(indent, f"for {n}, {x} in enumerate({items}):", s.pos)
            self.out(indent + 1, f"{v1}, {v2} = {x} if {pairs} else ({n}, {x})", s.pos)
        self._python_loop_body(s, indent + 1)

    def _loop_exit_checks(self, s, what):
        if not self.loops:
            raise CompileError(s.pos, f"{what} outside a loop")
        loop = self.loops[-1]
        if self.secret_depth != loop.secret_depth:
            raise CompileError(s.pos, f"{what} cannot leave a secret block")
        if loop.level_depth != self.level_depth:
            if what == "break":
                raise CompileError(s.pos, "break cannot leave a phase or step block", "end the loop with a condition instead")
            raise CompileError(s.pos, "continue cannot leave a phase or step block")
        return loop

    def s_Break(self, s, indent):
        loop = self._loop_exit_checks(s, "break")
        self.out(indent, "break" if loop.python else f"return @{loop.end}@", s.pos)

    def s_Continue(self, s, indent):
        loop = self._loop_exit_checks(s, "continue")
        self.out(indent, "continue" if loop.python else f"return @{loop.top}@", s.pos)

    def s_Return(self, s, indent):
        if self.secret_depth:
            raise CompileError(s.pos, "return cannot leave a secret block")
        if getattr(self, "exists", False):   # the exists variant (codeopt): whether the list has an item
            self.out(indent, f"return {codeopt.exists_return(self.x, s.value)}", s.pos)
            return
        value = f"({self.e(s.value)})" if s.value is not None else "None"
        if self.resumable:
            self.out(indent, f"c.retval = {value}", s.pos)
            self.out(indent, "return RETURN", s.pos)
        else:
            self.out(indent, f"return {value}", s.pos)

    def s_Log(self, s, indent):
        if s.announced:
            self.out(indent, f"c.log_entry({self.x.parts(s.message)}, public=True, announced=True)", s.pos)
            return
        to = f"({self.e(s.to)})" if s.to is not None else "None"
        self.out(indent, f"c.log_entry({self.x.parts(s.message)}, to={to})", s.pos)

    def s_Assert(self, s, indent):
        msg = self.x.parts(s.message) if s.message is not None else "None"
        self.out(indent, f"if not ({self.e(s.test)}):", s.pos)
        self.out(indent + 1, f"_assert_failed({msg}, {self.x.pos(s)})", s.pos)

    def s_Effect(self, s, indent):
        self.out(indent, f"_effect_{s.verb}(c, ({self.e(s.subject)}), ({self.e(s.arg)}))", s.pos)

    def s_Schedule(self, s, indent):
        call = s.call
        if not isinstance(call.func, A.Name) or call.func.name not in self.comp.proc_decls:
            raise CompileError(s.pos, "schedule needs a call of a rules procedure")
        self.comp.note_scheduled(self.decl.name, call.func.name)
        args = ", ".join(self.e(a) for a in call.args)
        self.out(indent, f"_schedule(c, {call.func.name!r}, [{args}], ({self.e(s.turn)}))", s.pos)

    def s_Secret(self, s, indent):
        self.out(indent, f"_secret_begin(c, ({self.e(s.side)}))", s.pos)
        self.secret_depth += 1
        self.stmts(s.body, indent)
        self.secret_depth -= 1
        self.out(indent, "c.st['private'].pop()", s.pos)

    # ---- statements that need the driver (resumable shape only)
    def r_Let(self, s):
        self.r_Assign(A.Assign(A.Name(s.name, pos=s.pos), "=", s.value, pos=s.pos))

    def r_Assign(self, s):
        if isinstance(s.value, A.Choose):
            if s.op != "=":
                raise CompileError(s.pos, "a choice can only be assigned with '='")
            self.choose(s.value, s.target, s.pos)
            return
        self.framed_call(s.value, s.target, s.pos)

    def r_ExprStmt(self, s):
        self.framed_call(s.expr, None, s.pos)

    def framed_call(self, call, target, pos):
        n = call.func.name
        if call.kwargs:
            raise CompileError(call.pos, "procedures take positional arguments only")
        args = ", ".join(self.e(a) for a in call.args)
        cont = self.label()
        if n in self.scope.locals:
            self.out(1, f"fr['pc'] = @{cont}@", pos)
            self.out(1, f"if _call_value(c, ({self.local(n)}), [{args}]): return PUSHED", pos)
        else:
            self._check_proc_args(call)
            self.comp.note_framed_call(self.decl.name, n)
            self.out(1, f"fr['pc'] = @{cont}@", pos)
            self.out(1, f"_push(c, {n!r}, [{args}], 'call')", pos)
            self.out(1, "return PUSHED", pos)
        self.place(cont)
        if target is not None:
            self.assign(target, "=", "c.retval", 1, pos)

    def choose(self, ch: A.Choose, target, pos, commit: bool = False):
        if ch.by is None:
            raise CompileError(pos, "a choice must say who chooses: add `by <side>`")
        spec = {
            "many": ch.many,
            "source": self.closure(ch.source),
            "by": self.closure(ch.by),
            "prompt": self.parts_closure(ch.prompt) if ch.prompt is not None else None,
            "label": self._label_closure(ch.label) if ch.label is not None else None,
            "lo": self.closure(ch.lo) if ch.lo is not None else None,
            "hi": self.closure(ch.hi) if ch.hi is not None else None,
            "optional": ch.optional,
            "opt_label": ch.optional_label,
            "valid": self.closure(ch.valid) if ch.valid is not None else None,
        }
        if commit:
            spec["commit"] = True
        dest = self._setter(target, pos)
        here, cont = self.label(), self.label()
        self.place(here)
        k = self.cur
        self.choices[k] = (spec, dest, cont)
        self.out(1, f"fr['pc'] = {k}", pos)
        self.out(1, f"if _open(c, fr, {k}): return SUSPEND", pos)
        self.place(cont)

    def _label_closure(self, node):
        """A choice's option label: parts for one option, with `it` bound to the option."""
        return compile_parts_closure(node, self.scope, self.ns, params="c, it", it="it")

    def _setter(self, target, pos):
        """A function (c, value) storing into target: where a choice's answer goes."""
        saved = (self.resumable, self.blocks, self.cur)
        lines: list = []
        self.resumable = False
        self.body = lines
        try:
            self.assign(target, "=", "_value", 1, pos)
        finally:
            self.resumable, self.blocks, self.cur = saved
        src = Source()
        name = f"F_{next(self.ns.names)}"
        src.add(0, f"def {name}(c, _value):", pos)
        src.add(1, "l = c.l", pos)
        for indent, text, p in lines:
            src.add(indent, text, p)
        return finish_closure(src, self.ns, "setter", name)

    def r_If(self, s):
        end = self.label()
        targets = [self.label() for _ in s.branches]
        other = self.label() if s.other else end
        for (cond, _), t in zip(s.branches, targets):
            self.out(1, f"if ({self.e(cond)}): return @{t}@", cond.pos)
        self.out(1, f"return @{other}@", s.pos)
        for (_, body), t in zip(s.branches, targets):
            self._jump_target(t)
            self.stmts(body, 1)
            self.out(1, f"return @{end}@", s.pos)
        if s.other:
            self._jump_target(other)
            self.stmts(s.other, 1)
            self.out(1, f"return @{end}@", s.pos)
        self._jump_target(end)

    def r_While(self, s):
        top, end = self.label(), self.label()
        self.place(top)
        self.out(1, f"if not ({self.e(s.test)}): return @{end}@", s.pos)
        self._lowered_body(s, top, end)

    def _lowered_body(self, s, top, end):
        """A loop's body cut into blocks: break jumps to end, continue and the last block back to top."""
        self.loops.append(_Loop(False, top, end, self.level_depth, self.secret_depth))
        self.stmts(s.body, 1)
        self.loops.pop()
        self.out(1, f"return @{top}@", s.pos)
        self._jump_target(end)

    def _jump_target(self, label):
        """Start a new block that only jumps reach (the current one has already returned)."""
        self.blocks.append([])
        self.cur = len(self.blocks) - 1
        self.labels[label] = self.cur

    def r_For(self, s):
        self.slot += 1
        k = self.slot
        top, end = self.label(), self.label()
        self.out(1, f"l['$L{k}'], l['$D{k}'] = _items(({self.e(s.iterable)}), {self.x.pos(s)})", s.pos)
        self.out(1, f"l['$I{k}'] = 0", s.pos)
        self.place(top)
        self.out(1, f"_i = l['$I{k}']", s.pos)
        self.out(1, f"_xs = l['$L{k}']", s.pos)
        self.out(1, "if _i >= len(_xs):", s.pos)
        self.out(2, f"del l['$L{k}'], l['$I{k}'], l['$D{k}']", s.pos)
        self.out(2, f"return @{end}@", s.pos)
        self.out(1, f"l['$I{k}'] = _i + 1", s.pos)
        # the loop empties the slot it reads (cow.loop_item): what a clone copies is only what is left to walk
        self.out(1, "_x = _loop_item(c, _xs, _i)", s.pos)
        v1 = self.local(s.var)
        if s.var2 is None:
            self.out(1, f"{v1} = _x[0] if l['$D{k}'] else _x", s.pos)
        else:
            self.out(1, f"{v1}, {self.local(s.var2)} = _x if l['$D{k}'] else (_i, _x)", s.pos)
        self._lowered_body(s, top, end)

    def r_Secret(self, s):
        self.out(1, f"_secret_begin(c, ({self.e(s.side)}))", s.pos)
        self.secret_depth += 1
        self.stmts(s.body, 1)
        self.secret_depth -= 1
        self.out(1, "c.st['private'].pop()", s.pos)

    def s_SecretEach(self, s, indent):  # pragma: no cover - its decisions always need the driver
        raise CompileError(s.pos, "a `secret each` block holds decisions")

    def r_SecretEach(self, s):
        """Simultaneous secret commitments: each decision is the chooser's own (its log line is), nothing runs
        between them, and `l['$commit']` tells the pending decision which sides are in the group and which have
        committed (for the API). The rules reveal the answers after the block."""
        if len(s.body) < 2:
            raise CompileError(s.pos, "`secret each` needs two or more decisions",
                               "one decision alone is already told only to its chooser")
        for x in s.body:
            if not (isinstance(x, A.Let) and isinstance(x.value, A.Choose)):
                raise CompileError(x.pos, "a `secret each` block holds only decisions: let x = choose ... by SIDE",
                                   "compute before the block and reveal after it, so nothing happens between commitments")
            if x.value.by is None:
                raise CompileError(x.pos, "a choice must say who chooses: add `by <side>`")
        sides = ", ".join(f"({self.e(x.value.by)})" for x in s.body)
        self.out(1, f"l['$commit'] = {{'sides': [{sides}], 'done': []}}", s.pos)
        self.secret_depth += 1
        for x in s.body:
            self.choose(x.value, A.Name(x.name, pos=x.pos), x.pos, commit=True)
            self.out(1, f"l['$commit']['done'].append(({self.e(x.value.by)}))", x.pos)
        self.secret_depth -= 1
        self.out(1, "l.pop('$commit', None)", s.pos)

    def r_Level(self, s):
        guard = self.closure(s.guard) if s.guard is not None else None
        self.level_block(s.level, s.name, s.cites, guard, s.body, s.pos, s)

    def level_block(self, level, name, cites, guard, body, pos, node):
        enter, inside, leave, after = self.label(), self.label(), self.label(), self.label()
        self.place(enter)
        k = self.cur
        self.levels[k] = (level, name, list(cites), guard)
        self.level_keys.append((k, node))
        self.out(1, f"_r = _enter(c, fr, {k})", pos)
        self.out(1, f"if _r == 0: return @{after}@", pos)
        self.out(1, f"if _r == 2: fr['pc'] = @{inside}@; return PUSHED", pos)
        self.out(1, f"if _r == 3: fr['pc'] = {k}; return SUSPEND", pos)
        self.place(inside)
        self.level_depth += 1
        self.stmts(body, 1)
        self.level_depth -= 1
        self.place(leave)
        self.out(1, f"if _leave(c, fr, {level!r}, {name!r}): fr['pc'] = @{after}@; return PUSHED", pos)
        self.place(after)

    def r_Emit(self, s):
        cont = self.label()
        self.out(1, f"fr['pc'] = @{cont}@", s.pos)
        self.out(1, f"if _emit(c, {s.event!r}): return PUSHED", s.pos)
        self.place(cont)

    def r_End(self, s):
        if s.kind == "winner":
            _check_winner(self.comp, s.value)
        value = f"({self.e(s.value)})" if s.value is not None else "None"
        level = f"({self.e(s.level)})" if s.level is not None else "None"
        cont = self.label()
        self.out(1, f"_end(c, {s.kind!r}, {value}, {level})", s.pos)
        self.out(1, f"fr['pc'] = @{cont}@", s.pos)  # a frame left after the end resumes past it
        self.out(1, "return ENDED", s.pos)
        self.place(cont)


def _check_winner(comp, v) -> None:
    """`end game winner` names a side, a team or a list of sides: refuse what the source shows is none of these."""
    def bad(node, what):
        raise CompileError(node.pos, f"end game winner needs a side, a team or a list of sides, not {what}",
                           "e.g. end game winner @allies, or end game winner [@red, @green]")
    if isinstance(v, A.Entity):
        kind = comp.entity_ids.get(v.id)
        if kind not in ("side", "team", None):
            bad(v, f"the {kind} @{v.id}")
    elif isinstance(v, A.ListLit):
        if not v.items:
            bad(v, "an empty list")
        for it in v.items:
            kind = comp.entity_ids.get(it.id) if isinstance(it, A.Entity) else None
            if isinstance(it, A.Entity) and kind not in ("side", None):
                bad(it, f"a list holding the {kind} @{it.id}")
            if isinstance(it, (A.Lit, A.ListLit)):
                bad(it, "a list holding a literal value")
    elif isinstance(v, A.Lit) and comp.entity_ids.get(v.value) not in ("side", "team"):
        bad(v, f"the value {v.value!r}")
