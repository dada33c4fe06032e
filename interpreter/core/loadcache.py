"""A loaded game kept whole in the load cache (data/cache.py), so that loading it again skips parsing,
checking and code generation: one entry per game, keyed by the bytes of every file the load reads (the
game's data and rules files, its variant chain's, the standard library's), the names they are shown by,
the engine's code and the Python version.

The entry is plain data: the generated code as marshalled code objects (with the line maps that report
failures at rules positions), and the game's attributes pickled with every function that generated code
defines stored as its name in the game's namespace, and every engine handle on one (codegen.closure_wrapper,
compiler._framed) as what it wraps. Restoring runs the code objects into a fresh namespace and unpickles
the rest against it. Only a game that loaded without an error is kept; anything that cannot be stored or
restored is simply loaded the long way."""
from __future__ import annotations

import gc
import io
import marshal
import pickle
import sys
from importlib import import_module
from types import FunctionType

from pacwar.interpreter.core import runtime as R
from pacwar.interpreter.data import cache

# the code whose output an entry holds: the whole engine (code generation, checks, data loading) and the language
PACKAGES = ("pacwar.dsl", "pacwar.interpreter")
_GENERATED = "<rules "   # the file names of generated code (codegen.Source.compile)


def _factories():
    from pacwar.interpreter.core.codegen import closure_wrapper
    from pacwar.interpreter.core.compiler import _framed
    return {"closure": closure_wrapper, "framed": _framed}


def _code_of(factory):
    """The code object of the function a factory returns."""
    return next(c for c in factory.__code__.co_consts if hasattr(c, "co_freevars"))


# the syntax trees a loaded game keeps for tools (diff, concepts, late compiles, eval): most of an entry's
# unpickling time, and nothing a game being played or validated reads, so they are stored apart and unpickled
# on first use (Deferred); memos over them start empty
SYNTAX = {"game": ("rules_modules",), "compiler": ("_decls", "proc_decls", "read_attrs", "_guards")}
MEMOS = {"compiler": ("_node_lists", "_inline_memo")}


class _Later:
    def __init__(self, blob: bytes, game, g):
        self.blob, self.game, self.g = blob, game, g
        self.names = {n for names in SYNTAX.values() for n in names}

    def load(self):
        enabled = gc.isenabled()
        gc.disable()
        try:
            values = _Unpickler(io.BytesIO(self.blob), self.game, self.g).load()
        finally:
            if enabled:
                gc.enable()
        for obj, which in ((self.game, "game"), (self.game._compiler, "compiler")):
            obj.__dict__.update(values[which])
            obj.__dict__.pop("_deferred", None)


def entry_for(parts: tuple):
    return cache.entry("game", (sys.implementation.cache_tag,) + tuple(parts), PACKAGES)


_PLAIN = (str, int, float, bool, bytes, type(None), type, FunctionType, type(sys))


def _engine_objects() -> dict:
    """id -> (module, name) of the objects the engine's modules hold as globals (sentinels such as a
    'missing' marker, registries, shared tables): stored by name so that a restored game refers to the very
    objects the engine compares against, not copies."""
    out = {}
    for mod_name, mod in list(sys.modules.items()):
        if mod is None or not (mod_name == "pacwar" or mod_name.startswith("pacwar.")):
            continue
        for name, v in list(vars(mod).items()):
            if not isinstance(v, _PLAIN) and not name.startswith("__"):
                out.setdefault(id(v), (mod_name, name, v))
    return out


class _Pickler(pickle.Pickler):
    def __init__(self, f, game, g):
        super().__init__(f, protocol=pickle.HIGHEST_PROTOCOL)
        self.game, self.g = game, g
        self.comp = game._compiler
        self.handles = {_code_of(fn): name for name, fn in _factories().items()}
        self.engine = _engine_objects()

    def reducer_override(self, obj):
        if obj is self.comp:   # the compiler without its syntax trees (stored apart) and memos
            state = {k: v for k, v in obj.__dict__.items() if k not in SYNTAX["compiler"]}
            state.update({k: {} for k in MEMOS["compiler"]})
            return object.__new__, (type(obj),), state
        return NotImplemented

    def persistent_id(self, obj):
        if obj is self.game:
            return ("game",)
        if obj is self.g:
            return ("g",)
        known = self.engine.get(id(obj))
        if known is not None and known[2] is obj:
            return ("global", known[0], known[1])
        if type(obj) is FunctionType:
            code = obj.__code__
            if code.co_filename.startswith(_GENERATED):
                if self.g.get(obj.__name__) is not obj:
                    raise pickle.PicklingError(f"generated function {obj.__name__} is not in the namespace")
                return ("fn", obj.__name__)
            which = self.handles.get(code)
            if which is not None:
                cells = dict(zip(code.co_freevars, (c.cell_contents for c in obj.__closure__)))
                return ("call", which, cells)
        return None


class _Unpickler(pickle.Unpickler):
    def __init__(self, f, game, g):
        super().__init__(f)
        self.game, self.g = game, g
        self.factories = _factories()

    def persistent_load(self, pid):
        what = pid[0]
        if what == "game":
            return self.game
        if what == "g":
            return self.g
        if what == "global":
            return getattr(import_module(pid[1]), pid[2])
        if what == "fn":
            return self.g[pid[1]]
        if what == "call":
            return self.factories[pid[1]](**pid[2])
        raise pickle.UnpicklingError(f"unknown reference {pid!r}")


def store(game, parts: tuple) -> None:
    """Keep a game that has just loaded without errors."""
    path = entry_for(parts)
    if path is None:
        return
    ns = game._compiler.ns
    g = ns.g
    data = {k: v for k, v in g.items()
            if k != "__builtins__" and not (type(v) is FunctionType and v.__code__.co_filename.startswith(_GENERATED))}
    state = {k: v for k, v in game.__dict__.items() if k not in SYNTAX["game"]}
    syntax = {"game": {k: game.__dict__[k] for k in SYNTAX["game"]},
              "compiler": {k: game._compiler.__dict__[k] for k in SYNTAX["compiler"]}}
    buf, later = io.BytesIO(), io.BytesIO()
    try:
        _Pickler(buf, game, g).dump((data, state))
        _Pickler(later, game, g).dump(syntax)
    except Exception:   # something in this game's state cannot be kept: it loads the long way next time too
        return
    wheres = {fname: R.LINE_MAPS.get(fname) for fname, _ in ns.code}
    cache.keep(path, (list(ns.code), wheres, buf.getvalue(), later.getvalue()))


def restore(game, parts: tuple) -> bool:
    """Fill `game` from its entry; False (and `game` untouched) when there is none or it cannot be used."""
    path = entry_for(parts)
    if path is None:
        return False
    try:
        with open(path, "rb") as f:
            code, wheres, blob, syntax = pickle.load(f)
    except Exception:
        return False
    from pacwar.interpreter.core.codegen import Namespace
    enabled = gc.isenabled()
    gc.disable()   # unpickling makes many objects and no garbage: a collection every few hundred is pure cost
    try:
        g = {"__builtins__": Namespace({}).g["__builtins__"]}
        for fname, raw in code:
            exec(marshal.loads(raw), g)
        data, state = _Unpickler(io.BytesIO(blob), game, g).load()
    except Exception:
        return False
    finally:
        if enabled:
            gc.enable()
    g.update(data)
    R.LINE_MAPS.update(wheres)
    game.__dict__.update(state)
    later = _Later(syntax, game, g)
    game.__dict__["_deferred"] = later
    game._compiler.__dict__["_deferred"] = later
    ns = game._compiler.ns
    ns.code = list(code)
    ns.rebind()
    return True
