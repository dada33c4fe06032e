"""Writes into a procedure's own fresh containers, which need not tell the remembered values about them.

Every write to the state is counted by kind (context.Ctx.ep) so that derived values and attribute indexes
know when they are out of date. A write into a list or record held by a local (`marks[u] = u.loc`) is
counted as `*` (anything), since the local may name a container the state holds, and so it makes every
remembered value out of date. But a local made by `let marks = {}` (or `[]`) holds a container nothing
else can reach until the local itself is handed on (stored, passed, returned, looped over, read whole):
until then a write into it changes nothing any derived value reads, and need not be counted.

`private_index_writes(decl)` finds those writes: the targets `L[k]` of assignments where

- L is a local the procedure defines exactly once, by `let L = {}` / `let L = []` (a fresh empty
  container; never a parameter or a loop variable);
- every use of L other than `L[k] = ...` and `L[k]` comes after the write in the text, and no loop holds
  both the write and that use (so no earlier run of a loop body has handed the container on already);
- the `let` comes before the write in the text.

Anything else keeps its count. The code generator (procgen.ProcGen.assign) passes no kind for these
writes; the game plays the same, only fewer remembered values are thrown away."""
from __future__ import annotations

from pacwar.dsl import ast as A


def private_index_writes(decl) -> set:
    """ids of the Index targets of assignments in decl's body that write into a still-private container."""
    body = getattr(decl, "body", None)
    if not body:
        return set()
    w = _Walk()
    w.stmts(body)
    out = set()
    params = set(getattr(decl, "params", None) or [])
    for name, writes in w.writes.items():
        defs = w.defs.get(name, [])
        if name in params or len(defs) != 1 or not defs[0][2]:
            continue
        def_seq = defs[0][0]
        escapes = w.uses.get(name, [])
        for target, seq, loops in writes:
            if def_seq >= seq:
                continue
            if all(e_seq > seq and not (e_loops & loops) for e_seq, e_loops in escapes):
                out.add(id(target))
    return out


def _fresh(value) -> bool:
    if isinstance(value, A.DictLit) or isinstance(value, A.ListLit):
        return not value.items
    return isinstance(value, A.Lit) and type(value.value) in (list, dict) and not value.value


class _Walk:
    """Walks a body in text order, numbering what it meets and noting the loops around it."""

    def __init__(self):
        self.seq = 0
        self.loops: list = []
        self.defs: dict = {}     # name -> [(seq, loops, fresh)]
        self.writes: dict = {}   # name -> [(Index target, seq at the statement's end, loops)]
        self.uses: dict = {}     # name -> [(seq, loops)]: uses that may hand the container on

    def tick(self) -> int:
        self.seq += 1
        return self.seq

    def here(self) -> frozenset:
        return frozenset(self.loops)

    def define(self, name, fresh):
        self.defs.setdefault(name, []).append((self.tick(), self.here(), fresh))

    def stmts(self, body):
        for s in body or []:
            self.stmt(s)

    def stmt(self, s):
        if isinstance(s, A.Let):
            self.node(s.value)
            self.define(s.name, _fresh(s.value))
        elif isinstance(s, A.Assign):
            t = s.target
            self.node(s.value)
            if isinstance(t, A.Name):
                self.define(t.name, False)
            elif isinstance(t, A.Index) and isinstance(t.obj, A.Name):
                self.node(t.key)
                self.writes.setdefault(t.obj.name, []).append((t, self.tick(), self.here()))
            else:
                self.node(t)
        elif isinstance(s, (A.For, A.While)):
            self.node(getattr(s, "iterable", None))
            self.node(getattr(s, "test", None))
            self.loops.append(id(s))
            if isinstance(s, A.For):
                self.define(s.var, False)
                if getattr(s, "var2", None):
                    self.define(s.var2, False)
            self.stmts(s.body)
            self.loops.pop()
        elif isinstance(s, A.If):
            for test, branch in s.branches:
                self.node(test)
                self.stmts(branch)
            self.stmts(s.other)
        elif isinstance(s, A.Node):
            # any other statement: its expressions, then any body it holds, in field order
            for v in vars(s).values():
                if isinstance(v, list) and v and all(isinstance(x, A.Stmt) for x in v):
                    self.stmts(v)
                else:
                    self.node(v)

    def node(self, n):
        """An expression (or anything inside a statement that is not a statement list)."""
        if isinstance(n, A.Index) and isinstance(n.obj, A.Name):
            self.node(n.key)   # reading one entry does not hand the container on
            return
        if isinstance(n, A.Name):
            self.uses.setdefault(n.name, []).append((self.tick(), self.here()))
            return
        if isinstance(n, A.Stmt):
            self.stmt(n)
        elif isinstance(n, A.Node):
            for v in vars(n).values():
                self.node(v)
        elif isinstance(n, (list, tuple)):
            for x in n:
                self.node(x)
        elif isinstance(n, dict):
            for x in n.values():
                self.node(x)
