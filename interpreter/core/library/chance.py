"""Dice and random draws, all through the seeded generator."""
from __future__ import annotations

from pacwar.interpreter.core import dice as D
from pacwar.interpreter.errors import RulesRuntimeError
from pacwar.interpreter.core.library import builtin


def _spec(d, sides=None) -> tuple[int, int]:
    if isinstance(d, dict) and "dice" in d:
        if sides is not None:
            raise RulesRuntimeError("give either dice like 2d6 or a count and sides, not both")
        return d["dice"], d["sides"]
    if isinstance(d, int) and sides is not None:
        return d, sides
    raise RulesRuntimeError(f"expected dice such as 2d6 (or a count and sides), got {d!r}")


def roll_dice(c, n: int, sides: int) -> list:
    if n < 0:
        raise RulesRuntimeError(f"cannot roll {n} dice")
    results = [D.roll_die(c.st, sides) for _ in range(n)]
    c.log_roll(n, sides, results)
    return results


@builtin("roll")
def roll(c, d):
    n, sides = _spec(d)
    return sum(roll_dice(c, n, sides))


@builtin("dice")
def dice(c, n, sides=None):
    n, sides = _spec(n, sides)
    return roll_dice(c, n, sides)


@builtin("pick_random")
def pick_random(c, xs, n=None):
    xs = list(xs or [])
    if n is None:
        if not xs:
            return None
        return xs[D.draw(c.st, len(xs))]
    if n > len(xs):
        n = len(xs)
    return D.shuffle(c.st, xs)[:n]


@builtin("shuffle")
def shuffle(c, xs):
    return D.shuffle(c.st, list(xs or []))
