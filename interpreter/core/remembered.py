"""A builtin's lambda whose answers are remembered across calls of the builtin (map searches).

A map search asks the rules' lambdas about hundreds of edges and spaces, and the same questions again at the
next search (a sweep over every unit asks each unit's supply line) while the state has not changed. The code
generator marks a lambda whose answer is a function of the state, its item and the caller's locals it reads
(codeopt.remembered_lambda: it changes nothing and rolls nothing), with the kinds of write that can change its
answer (context.Ctx.ep, as for a derived procedure). A builtin then keeps the answers per item under the
lambda's site (its code) and the values of the caller's locals it reads (its closure and hoisted defaults),
good while none of those kinds of write has happened: the same rule as a derived procedure's, which takes
its parameters as the lambda takes its locals. A lambda that reads a local holding a list, a record or a
frame's locals is never remembered (its value could change in place). Like derived values, none of this is
part of the state: a clone or a loaded save starts with nothing remembered."""
from __future__ import annotations

_PLAIN = (str, int, bool, float, type(None))


def mark(fn, deps: tuple):
    """Called by generated code on a lambda it makes: the kinds of write its answers depend on."""
    fn.deps = deps
    return fn


def _site(fn):
    """(code, the values of the caller's locals it reads) or None when it is not remembered."""
    deps = getattr(fn, "deps", None)
    if deps is None:
        return None
    vals = []
    for cell in fn.__closure__ or ():
        try:
            v = cell.cell_contents
        except ValueError:   # a local not yet given a value
            return None
        if type(v) not in _PLAIN:
            return None
        vals.append((type(v), v))   # True and 1 are equal keys, but not the same local
    for v in fn.__defaults__ or ():
        if type(v) not in _PLAIN:
            return None
        vals.append((type(v), v))
    return fn.__code__, tuple(vals)


def answers(c, role: str, *fns) -> dict | None:
    """The store of remembered answers for these lambdas (None entries allowed) asked together, in the role
    the builtin names (what it keeps in the store), in the current state: a dict the builtin reads and fills,
    keyed as it chooses by the item. None when any lambda given is not remembered (then the builtin asks it
    every time)."""
    sites = []
    for fn in fns:
        if fn is None:
            sites.append(None)
            continue
        site = _site(fn)
        if site is None:
            return None
        sites.append(site)
    key = ("lambda answers", role, tuple(sites))
    w = c.ep.get("w", 0)
    hit = c.memo.get(key)
    if hit is not None and hit[0] == w:
        return hit[2]
    stamp = tuple([stamp_at(c, w, fn.deps) for fn in fns if fn is not None])
    if hit is not None and hit[1] == stamp:
        c.memo[key] = (w, stamp, hit[2])
        return hit[2]
    store: dict = {}
    c.memo[key] = (w, stamp, store)
    return store


def stamp_at(c, w, deps: tuple) -> tuple:
    """The write counts of these kinds now: built once per write count for all the keys of a site or of a
    derived procedure (procgen.derived); the tuple is the code generator's constant, alive as long as the
    game's code."""
    k = ("lambda stamp", id(deps))
    s = c.memo.get(k)
    if s is not None and s[0] == w:
        return s[1]
    ep = c.ep
    stamp = tuple([ep.get(d, 0) for d in deps])
    c.memo[k] = (w, stamp)
    return stamp


def stack_writes(c, at):
    """The count of changes to the stack at one location (entities.place), for a derived procedure that reads
    where pieces stand only through the stacks of its parameters (Compiler.derived_stack_params); a value
    that is not one location (a list of them) takes the count of every move."""
    if type(at) is str:
        return c.locw.get(at, 0)
    return None, c.ep.get("loc", 0)
