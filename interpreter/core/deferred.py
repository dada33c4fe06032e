"""Objects whose attributes may still be stored when they are restored from the load cache (core/loadcache.py).

Apart from loadcache so that the classes using it (the compiler, the game) need not import the cache, which
itself imports them."""
from __future__ import annotations


class Deferred:
    """A mixin for objects the load cache restores with some attributes still stored: the first read of one
    unpickles them (every object's deferred attributes together)."""

    def __getattr__(self, name):
        later = self.__dict__.get("_deferred")
        if later is not None and name in later.names:
            later.load()
            return self.__dict__[name]
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
