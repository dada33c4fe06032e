"""Hand-written Python versions of real rules procedures, reading the same game data and state the
generated code reads: `pacwar bench` times both on the same positions, checks they agree, and reports the
ratio (the engine's interpretive overhead).

The fire roll of Orange Swan (rules/combat.pw): to_hit with its bonuses (elite, unopposed, surprise) and
the number of fire dice (steps, halved out of supply, divided for the attacker across rivers)."""
from __future__ import annotations


def _attr(game, st, pid, name):
    rec = st["pieces"][pid]
    if name in rec:
        return rec[name]
    cls = game.classes[rec["class"]]
    if name in cls:
        return cls[name]
    if name == "side":
        nation = rec.get("nation")
        dyn = st["ents"].get(nation)
        if dyn and "side" in dyn:
            return dyn["side"]
        return game.nations[nation]["side"]
    return None


def _units(st, z):
    pieces = st["pieces"]
    return [p for p in st["at"].get(z, ()) if pieces[p]["kind"] == "unit"]


def fire_roll(c, u, z):
    """(die result needed to hit, number of fire dice) for unit u firing in space z."""
    game, st = c.game, c.st
    vars_ = st["vars"]
    side = _attr(game, st, u, "side")
    attacker = side == vars_["cb_attacker"]
    bonus = 0
    if _attr(game, st, u, "elite"):
        bonus += 1
    cls = _attr(game, st, u, "class")
    opposed = any(_attr(game, st, p, "side") != side and _attr(game, st, p, "class") == cls for p in _units(st, z))
    if not opposed:
        if vars_["cb_kind"] == "naval":
            unopposed = _attr(game, st, u, "capital") is True
        else:
            unopposed = not (attacker and _attr(game, st, u, "no_unopposed"))
        if unopposed:
            bonus += 1
    if vars_["surprise_now"] and _attr(game, st, u, "nation") == "japan" and any(
            _attr(game, st, p, "side") != side and _attr(game, st, p, "nation") != "china" for p in _units(st, z)):
        bonus += 1
    divisor = 1
    if _attr(game, st, u, "oos"):
        divisor *= 2
    if attacker and vars_["cb_kind"] == "land":
        divisor *= _attr(game, st, u, "attack_div") or 1
    return 5 - bonus, max(_attr(game, st, u, "steps") // divisor, 1)


# what `pacwar bench` measures: the game, a scenario to take positions from, the rules procedures the
# reference stands for (called in this order with these arguments), and the variable settings tried
PROCEDURES = [
    {
        "name": "fire roll (Orange Swan: to_hit, fire_dice, unopposed, surprise)",
        "game": "orange_swan", "scenario": "pearl_harbor",
        "calls": [("to_hit", ("u", "z")), ("fire_dice", ("u",))],
        "settings": [{"cb_kind": k, "cb_attacker": a, "surprise_now": s}
                     for k in ("naval", "land") for a in ("axis", "allies") for s in (False, True)],
        "reference": fire_roll,
    },
]
