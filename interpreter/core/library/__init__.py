"""Implementations of the rules language's builtins (signatures in pacwar.dsl.builtins).

Each builtin is `fn(ctx, *args, **kwargs)`; lambda arguments arrive as callables `f(ctx, item)`."""
from __future__ import annotations

LIBRARY: dict = {}


def builtin(name: str):
    def register(fn):
        LIBRARY[name] = fn
        return fn
    return register


def load_all() -> dict:
    from pacwar.interpreter.core.library import (collections, chance, tables, pieces, mapping, sides, time,  # noqa: F401
                                                 cards, modifiers)  # (registration)
    from pacwar.dsl.builtins import BUILTINS
    missing = set(BUILTINS) - set(LIBRARY)
    if missing:
        raise RuntimeError(f"builtins without an implementation: {sorted(missing)}")
    return LIBRARY
