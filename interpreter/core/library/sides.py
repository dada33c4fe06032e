"""Sides, nations, seats and boxes."""
from __future__ import annotations

from pacwar.interpreter.core.entities import get_attr
from pacwar.interpreter.core.teams import other_team
from pacwar.interpreter.errors import RulesRuntimeError
from pacwar.interpreter.core.library import builtin


@builtin("sides")
def sides(c):
    return list(c.game.side_order)


@builtin("nations")
def nations(c, side=None):
    if side is None:
        return list(c.game.nations)
    return [n for n in c.game.nations if get_attr(c, n, "side") == side]


@builtin("other")
def other(c, side):
    # (imported once, above: an import inside a builtin costs half a microsecond at every call)
    return other_team(c.game, side)


@builtin("enemies")
def enemies(c, side):
    if side not in c.game.side_order:
        raise RulesRuntimeError(f"{side!r} is not a side")
    team = c.game.team_of[side]  # with teams, the sides of the other teams
    return [s for s in c.game.side_order if c.game.team_of[s] != team]


@builtin("teams")
def teams(c):
    return list(c.game.teams)


@builtin("team_of")
def team_of(c, side):
    if side not in c.game.team_of:
        raise RulesRuntimeError(f"{side!r} is not a side")
    return c.game.team_of[side]


@builtin("team_sides")
def team_sides(c, team):
    g = c.game
    if team in g.teams:
        return list(g.teams[team]["sides"])
    if team in g.sides and not g.teams:
        return [team]
    raise RulesRuntimeError(f"{team!r} is not a team")


@builtin("teammates")
def teammates(c, side):
    if side not in c.game.team_of:
        raise RulesRuntimeError(f"{side!r} is not a side")
    team = c.game.team_of[side]
    return [s for s in c.game.side_order if c.game.team_of[s] == team and s != side]


@builtin("players")
def players(c):
    return len(set(c.st["seats"].values()))


@builtin("seat")
def seat(c, side):
    try:
        return c.st["seats"][side]
    except KeyError:
        raise RulesRuntimeError(f"{side!r} is not a side") from None


@builtin("swap_seats")
def swap_seats(c):
    seats = c.st["seats"]
    order = c.game.side_order
    if len(order) != 2:
        raise RulesRuntimeError("swap_seats() needs a two-sided game")
    a, b = order
    seats[a], seats[b] = seats[b], seats[a]
    c.log_entry([f"The players change sides: player {seats[a] + 1} now plays {c.name(a)}, "
                 f"player {seats[b] + 1} plays {c.name(b)}"])
    return None


@builtin("board")
def board(c, name, owner=None):
    """A board (a battle board, a display) is data: the boxes declared with `board: NAME`. Pieces are moved onto
    its boxes for one procedure and off again; `units(board(NAME))` is what is on it."""
    out = [b for b, r in c.game.boxes.items() if r.get("board") == name
           and (owner is None or r.get("owner") == owner or r.get("side") == owner)]
    if not out and not any(r.get("board") == name for r in c.game.boxes.values()):
        raise RulesRuntimeError(f"no board {name!r}: declare its boxes in game.yaml with board: {name}")
    return out


@builtin("boxes")
def boxes(c, owner=None):
    if owner is None:
        return list(c.game.boxes)
    return [b for b, r in c.game.boxes.items() if r.get("owner") == owner or r.get("side") == owner]
