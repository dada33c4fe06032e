"""Seeded dice. All chance in the engine goes through here, so a seed and the decisions fix every roll.

splitmix64: the whole generator state is one integer, cheap to copy and to save as JSON."""
from __future__ import annotations

MASK = (1 << 64) - 1


def seed_state(seed: int) -> int:
    return (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & MASK


def _next(state: int) -> tuple[int, int]:
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def draw(st: dict, n: int) -> int:
    """A uniform integer in [0, n), advancing st['rng'] (rejection sampling keeps it unbiased)."""
    limit = (MASK + 1) - ((MASK + 1) % n)
    state = st["rng"]
    while True:
        state, z = _next(state)
        if z < limit:
            st["rng"] = state
            return z % n


def roll_die(st: dict, sides: int) -> int:
    """One die. Forced results (scripted tests) are used first, in order."""
    forced = st["forced"]
    if forced:
        v = forced.pop(0)
        if not 1 <= v <= sides:
            raise ValueError(f"forced die result {v} is not a face of a d{sides}")
        return v
    if st.get("strict_dice"):  # a strict scripted position (golden tests): every die is given
        from pacwar.interpreter.errors import RulesRuntimeError
        raise RulesRuntimeError(f"a d{sides} is rolled but no forced die result is left (strict mode: "
                                "give every die the position rolls)")
    return draw(st, sides) + 1


def shuffle(st: dict, items: list) -> list:
    items = list(items)
    for i in range(len(items) - 1, 0, -1):
        j = draw(st, i + 1)
        items[i], items[j] = items[j], items[i]
    return items
