"""Victory-point scores and margins, declared by the game as data.

A game says how a side scores with `score: {expr: EXPR, cite: ...}` in game.yaml, an expression of the rules
language with the local `side` (e.g. `victory_points(side)`). At the end of a game that ended with
`end game scores`, those scores are the scores. The margin of a side is its score less the best score of the
other sides: positive ahead, negative behind. Comparisons measure it beside win/lose, and search agents use
it as their evaluation of positions short of the end."""
from __future__ import annotations

from pacwar.interpreter.core.vm import GameEnded
from pacwar.interpreter.errors import PacwarError


def has_score(game) -> bool:
    return getattr(game, "_score", None) is not None


def scores(state) -> dict | None:
    """{side: score} now, or None when the game declares no score and has not ended with scores."""
    res = state.st["result"]
    if res is not None and res.get("scores"):
        return {s: float(v) for s, v in res["scores"].items()}
    fn = getattr(state.game, "_score", None)
    if fn is None:
        return None
    c = state.ctx
    saved_l, saved_it = c.l, c.it
    out = {}
    try:
        for side in state.game.side_order:
            c.l = {"side": side}
            v = fn(c)
            if isinstance(v, bool) or not isinstance(v, (int, float)):
                raise PacwarError(f"the game's score of {side} is {v!r}, not a number (game.yaml score: {state.game.score_decl['expr']})")
            out[side] = float(v)
    except GameEnded:
        raise PacwarError("the game's score expression ended the game; a score must only read the state") from None
    finally:
        c.l, c.it = saved_l, saved_it
    return out


def group_margins(scores: dict, groups: dict) -> dict:
    """For each group of sides (a player's seat, a team), its sides' total score less the best total of another
    group: the one margin the state, the search agents and the comparisons report."""
    totals = {k: sum(scores[x] for x in ss) for k, ss in groups.items()}
    return {k: t - max((u for q, u in totals.items() if q != k), default=0.0) for k, t in totals.items()}


def margins(state) -> list | None:
    """Per player (seat), the margin of the sides it holds (one, or a whole team seated as one player)."""
    sc = scores(state)
    if sc is None:
        return None
    groups: dict = {}
    for side, player in state.st["seats"].items():
        groups.setdefault(player, []).append(side)
    m = group_margins(sc, groups)
    return [m[p] for p in range(max(groups) + 1)]
