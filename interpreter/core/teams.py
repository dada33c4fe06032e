"""Teams: sides that win or lose together, and the seating of players on sides.

A game without `teams:` in game.yaml has one team per side (the side itself), so everything here reduces to
the two-player, one-side-each behaviour the engine always had. With teams, a side is a faction of its team:
decisions, hidden information and boxes stay per side, while results are per team, and a player may hold
several sides (`seat_players`): one per side, or one per team."""
from __future__ import annotations

from pacwar.interpreter.errors import PacwarError, RulesRuntimeError


def index_teams(gd: dict, sides: dict, doc, errors: list) -> tuple[dict, dict]:
    """The declared teams (id -> record with `sides`) and each side's team (its own id when none are declared).
    Each side also gets its team as the attribute `team`."""
    declared = gd.get("teams")
    if not declared:
        return {}, {s: s for s in sides}
    teams, team_of = {}, {}
    for i, t in enumerate(declared):
        if t["id"] in sides:
            errors.append(doc.error(["teams", i, "id"], f"team id {t['id']!r} is also a side id"))
        for j, s in enumerate(t["sides"]):
            if s not in sides:
                errors.append(doc.error(["teams", i, "sides", j], f"unknown side {s!r}"))
            elif s in team_of:
                errors.append(doc.error(["teams", i, "sides", j], f"side {s!r} is already in team {team_of[s]!r}"))
            else:
                team_of[s] = t["id"]
        teams[t["id"]] = {"id": t["id"], "name": t.get("name", t["id"]), "sides": list(t["sides"])}
    for s in sides:
        if s not in team_of:
            errors.append(doc.error(["teams"], f"side {s!r} is in no team (with teams, every side is in one)"))
            team_of[s] = s
        else:
            sides[s]["team"] = team_of[s]
    return teams, team_of


def team_list(game) -> list[list[str]]:
    """The sides of each team, teams in declaration order (one team per side when none are declared)."""
    if game.teams:
        return [list(t["sides"]) for t in game.teams.values()]
    return [[s] for s in game.side_order]


def seat_players(game, players: int | None) -> dict:
    """side -> player index for `players` players: one per side (the default), or one per team, each player
    holding every side of its team (teams in declaration order)."""
    n_sides = len(game.side_order)
    if players is None or players == n_sides:
        return {s: i for i, s in enumerate(game.side_order)}
    teams = team_list(game)
    if players == len(teams):
        return {s: i for i, members in enumerate(teams) for s in members}
    ways = f"{n_sides} (one per side)" + (f" or {len(teams)} (one per team)" if len(teams) != n_sides else "")
    raise PacwarError(f"{game.id} seats {ways} players, not {players}")


def player_count(st: dict) -> int:
    return len(set(st["seats"].values()))


def sides_of_player(st: dict, player: int) -> list[str]:
    return [s for s, p in st["seats"].items() if p == player]


def winning_sides(game, value) -> tuple[object, list[str]]:
    """What `end game winner VALUE` names: a side, a team, or a list of sides. Returns the result's `winner`
    (the side or team; for a list, the team it is exactly, else the list) and the sides that win."""
    if isinstance(value, str) and value in game.sides:
        return value, [value]
    if isinstance(value, str) and value in game.teams:
        return value, list(game.teams[value]["sides"])
    if isinstance(value, list) and value and all(isinstance(v, str) and v in game.sides for v in value):
        won = [s for s in game.side_order if s in value]
        for tid, t in game.teams.items():
            if sorted(t["sides"]) == sorted(won):
                return tid, won
        return (won[0] if len(won) == 1 else won), won
    what = "a side, a team or a non-empty list of sides" if game.teams else "a side or a non-empty list of sides"
    raise RulesRuntimeError(f"end game winner needs {what}, not {value!r}")


def team_scores(game, scores: dict) -> list[str] | None:
    """`end game scores` keyed by sides or by teams: the sides of the single best entry (None on a tie)."""
    if set(scores) == set(game.side_order):
        keyed = {s: [s] for s in game.side_order}
    elif game.teams and set(scores) == set(game.teams):
        keyed = {t: list(r["sides"]) for t, r in game.teams.items()}
    else:
        return None
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in scores.values()):
        raise RulesRuntimeError(f"end game scores needs a number for each, not {scores!r}")
    best = max(scores.values())
    top = [k for k in keyed if scores[k] == best]
    return keyed[top[0]] if len(top) == 1 else []


def returns(st: dict) -> list[float]:
    """1 for a player all of whose sides won, -1 for one all of whose sides lost, 0 otherwise (a draw, or a
    player holding sides on both ends of the result)."""
    n = player_count(st)
    res = st["result"]
    out = [0.0] * n
    if res is None:
        return out
    won = res.get("winners")
    if won is None:
        won = [res["winner"]] if res["winner"] is not None else []
    if not won:
        return out
    for p in range(n):
        mine = sides_of_player(st, p)
        wins = sum(s in won for s in mine)
        out[p] = 1.0 if wins == len(mine) else -1.0 if wins == 0 else 0.0
    return out


def other_team(game, x):
    """other(): the opposing team of a side or team, when there are two teams. Without declared teams a side is
    its own team, so this is the other side, as before."""
    if game.teams:
        tid = game.team_of.get(x, x if x in game.teams else None)
        if tid is None:
            raise RulesRuntimeError(f"{x!r} is not a side or a team")
        if len(game.teams) != 2:
            raise RulesRuntimeError("other() needs two teams; use enemies()")
        return next(t for t in game.teams if t != tid)
    order = game.side_order
    if x not in order:
        raise RulesRuntimeError(f"{x!r} is not a side")
    if len(order) != 2:
        raise RulesRuntimeError("other() needs a two-sided game; use enemies()")
    return order[1] if x == order[0] else order[0]


def result_text(c, result: dict) -> str:
    """`X (player N) wins` for one side (the text the engine always wrote), `X (A, B; players 1, 2) win` for
    a team or several sides, else `draw`."""
    won = result.get("winners")
    seats = c.st["seats"]
    if won is None:
        w = result["winner"]
        return f"{c.name(w)} (player {seats[w] + 1}) wins" if w else "draw"
    players = sorted({seats[s] + 1 for s in won})
    label = c.name(result["winner"]) if isinstance(result["winner"], str) else ", ".join(c.name(s) for s in won)
    who = f"{', '.join(c.name(s) for s in won)}; " if isinstance(result["winner"], str) else ""
    return f"{label} ({who}player{'s' if len(players) > 1 else ''} {', '.join(map(str, players))}) win"
