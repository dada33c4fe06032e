"""A compiled rules program: procedures as flat op lists, tables, constants, globals, hooks and triggers.

Ops are tuples whose first element is an opcode and whose last element is the source position.
The interpreter's position inside the rules is (procedure name, op index, locals): plain data."""
from __future__ import annotations

from dataclasses import dataclass, field

# opcodes
EVAL, LET, SET, JMP, JF, ITER, NEXT, CALL, RET, CHOOSE, ENTER, LEAVE, LOG, END, EMIT, SCHED, ASSERT = range(17)
OPNAMES = ["EVAL", "LET", "SET", "JMP", "JF", "ITER", "NEXT", "CALL", "RET", "CHOOSE", "ENTER", "LEAVE", "LOG",
           "END", "EMIT", "SCHED", "ASSERT"]


@dataclass
class CompiledProc:
    name: str
    params: list
    ops: list
    cites: list
    pos: object
    kind: str = "proc"          # proc | hook | trigger | invariant
    label: str | None = None
    tags: list = field(default_factory=list)
    when: object = None         # closure: availability (procedures used as player actions)
    level: str | None = None    # declared as a top-level phase/step
    may_suspend: bool = False
    guard: object = None        # triggers
    fast: object = None         # direct closure (ctx, args) for procedures that never suspend

    @property
    def cite(self) -> str:
        return self.cites[0] if self.cites else ""


@dataclass
class Program:
    procs: dict
    proc_list: list
    consts: dict
    var_decls: dict             # name -> (key kind | None, init closure, lo, hi, visibility)
    hooks: dict                 # ("after"|"before", level) -> [(names | None, proc name)]
    triggers: dict              # event -> [proc name]
    reach: dict                 # (proc, pc of ENTER) -> frozenset of level names inside
    calendar: dict | None
    sources: dict               # file -> text
    level_names: set
