"""Typed syntax tree of the rules language. Every node knows where it came from (file, line, column)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Pos:
    file: str
    line: int
    col: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"


NOWHERE = Pos("<builtin>", 0, 0)


@dataclass(eq=False)
class Node:
    pos: Pos = field(default=NOWHERE, kw_only=True)


# ---- expressions ------------------------------------------------------------------------------

@dataclass(eq=False)
class Expr(Node):
    pass


@dataclass(eq=False)
class Lit(Expr):
    value: Any


@dataclass(eq=False)
class Dice(Expr):
    n: int
    sides: int


@dataclass(eq=False)
class Name(Expr):
    name: str


@dataclass(eq=False)
class Entity(Expr):
    id: str


@dataclass(eq=False)
class It(Expr):
    pass


@dataclass(eq=False)
class Attr(Expr):
    obj: Expr
    name: str


@dataclass(eq=False)
class Index(Expr):
    obj: Expr
    key: Expr


@dataclass(eq=False)
class Call(Expr):
    func: Expr
    args: list
    kwargs: dict


@dataclass(eq=False)
class BinOp(Expr):
    op: str
    left: Expr
    right: Expr


@dataclass(eq=False)
class Not(Expr):
    expr: Expr


@dataclass(eq=False)
class Neg(Expr):
    expr: Expr


@dataclass(eq=False)
class Cond(Expr):
    test: Expr
    then: Expr
    other: Expr


@dataclass(eq=False)
class Where(Expr):
    source: Expr
    pred: Expr
    binder: str | None = None  # `xs where u -> pred`: the element is u (and it)


@dataclass(eq=False)
class Lambda(Expr):
    """`u -> expr` as a builtin's lambda argument: the element is u (and it)."""
    param: str
    body: Expr


@dataclass(eq=False)
class ListLit(Expr):
    items: list


@dataclass(eq=False)
class DictLit(Expr):
    items: list  # [(key string, Expr)]


@dataclass(eq=False)
class Range(Expr):
    lo: Expr
    hi: Expr


@dataclass(eq=False)
class Interp(Expr):
    """A string with {expr} holes."""
    parts: list  # str | Expr


# ---- statements -------------------------------------------------------------------------------

@dataclass(eq=False)
class Stmt(Node):
    pass


@dataclass(eq=False)
class Choose(Node):
    """A player decision (only as the right-hand side of let or an assignment)."""
    lo: Expr | None  # None = "one" (a single item, not a list)
    hi: Expr | None  # None with lo set = exactly lo; "any" = 0..len
    source: Expr
    by: Expr | None = None
    prompt: Expr | None = None
    label: Expr | None = None
    optional: bool = False
    optional_label: str | None = None
    valid: Expr | None = None
    many: bool = False


@dataclass(eq=False)
class Let(Stmt):
    name: str
    value: Any  # Expr | Choose


@dataclass(eq=False)
class Assign(Stmt):
    target: Expr  # Name | Attr | Index chain
    op: str
    value: Any


@dataclass(eq=False)
class If(Stmt):
    branches: list  # [(Expr, [Stmt])]
    other: list | None


@dataclass(eq=False)
class For(Stmt):
    var: str
    var2: str | None
    iterable: Expr
    body: list


@dataclass(eq=False)
class While(Stmt):
    test: Expr
    body: list


@dataclass(eq=False)
class Break(Stmt):
    pass


@dataclass(eq=False)
class Continue(Stmt):
    pass


@dataclass(eq=False)
class Return(Stmt):
    value: Expr | None


@dataclass(eq=False)
class Log(Stmt):
    to: Expr | None
    message: Expr
    announced: bool = False   # `announce`: a public line the rules compute from hidden values


@dataclass(eq=False)
class End(Stmt):
    kind: str  # winner | draw | scores
    value: Expr | None
    level: Expr | None


@dataclass(eq=False)
class Emit(Stmt):
    event: str


@dataclass(eq=False)
class Schedule(Stmt):
    call: Call
    turn: Expr


@dataclass(eq=False)
class Assert(Stmt):
    test: Expr
    message: Expr | None


@dataclass(eq=False)
class Pass(Stmt):
    pass


@dataclass(eq=False)
class Effect(Stmt):
    """move X to Y / reduce X by N / restore X by N."""
    verb: str
    subject: Expr
    arg: Expr


@dataclass(eq=False)
class Secret(Stmt):
    """Everything logged inside (moves, rolls, choices) is shown only to one side."""
    side: Expr
    body: list


@dataclass(eq=False)
class SecretEach(Secret):
    """Simultaneous secret commitments: the decisions inside (only `let x = choose ... by SIDE`) are each told
    to their chooser alone, nothing else happens between them, and the API marks each as one of the group."""


@dataclass(eq=False)
class ExprStmt(Stmt):
    expr: Call


@dataclass(eq=False)
class Level(Stmt):
    """A named phase / subphase / segment / step block, run in place."""
    level: str
    name: str
    cites: list
    guard: Expr | None
    body: list


# ---- declarations -----------------------------------------------------------------------------

@dataclass(eq=False)
class Decl(Node):
    name: str


@dataclass(eq=False)
class Proc(Decl):
    params: list
    cites: list
    body: list
    label: str | None = None
    tags: list = field(default_factory=list)
    when: Expr | None = None
    level: str | None = None  # set when declared as `phase NAME ...` at top level
    guard: Expr | None = None
    derived: bool = False     # a value computed from the state, remembered until the state changes


@dataclass(eq=False)
class Table(Decl):
    cites: list
    columns: list | None
    default: Expr | None
    rows: list  # [(key, value Expr | [Expr])]


@dataclass(eq=False)
class Trigger(Decl):
    cites: list
    events: list
    guard: Expr | None
    body: list
    invariant: bool = False


@dataclass(eq=False)
class Hook(Decl):
    when: str  # after | before
    level: str
    names: list | None  # None = any
    cites: list
    body: list


@dataclass(eq=False)
class Const(Decl):
    value: Expr
    cites: list


@dataclass(eq=False)
class Var(Decl):
    key: str | None
    init: Expr
    lo: Expr | None
    hi: Expr | None
    visible: str
    cites: list


@dataclass(eq=False)
class Calendar(Decl):
    cites: list
    fields: dict  # name -> Expr


@dataclass(eq=False)
class Module(Node):
    """One parsed rules file."""
    file: str
    version: int
    decls: list


# table keys
@dataclass(frozen=True)
class KeyRange:
    lo: int | None
    hi: int | None

    def matches(self, v) -> bool:
        return isinstance(v, int) and (self.lo is None or v >= self.lo) and (self.hi is None or v <= self.hi)

    def __str__(self) -> str:
        return f"{'' if self.lo is None else self.lo}..{'' if self.hi is None else self.hi}"
