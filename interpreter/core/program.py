"""A compiled rules program: procedures (generated Python), tables, constants, globals, hooks and triggers.

A procedure that never waits for a player is a direct function (`direct`); one that may
wait is a list of resumable blocks (`code`), run by vm.execute over a frame that is plain data."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class CompiledProc:
    name: str
    params: list
    cites: list
    pos: object
    kind: str = "proc"          # proc | hook | trigger | invariant
    label: str | None = None
    tags: list = field(default_factory=list)
    when: object = None         # closure: availability (procedures used as player actions)
    level: str | None = None    # declared as a top-level phase/step
    may_suspend: bool = False
    guard: object = None        # triggers
    direct: object = None       # the generated direct function (ctx, *args)
    code: list | None = None    # resumable blocks: block(ctx, frame, locals) -> next block or a signal
    choices: dict = field(default_factory=dict)   # block -> (spec, destination, continuation block)
    levels: dict = field(default_factory=dict)    # block -> (level, name, cites, guard) of a phase block
    level_keys: list = field(default_factory=list)  # (block, syntax node) of each phase block
    calls: set = field(default_factory=set)       # procedures it calls as statements or schedules

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
    reach: dict                 # (proc, block of a phase block's entry) -> frozenset of level names inside
    calendar: dict | None
    sources: dict               # file -> text
    level_names: set
    ns: object = None           # the generated code's namespace
