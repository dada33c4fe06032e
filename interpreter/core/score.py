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


def margins(state) -> list | None:
    """Per player (seat), the total score of the sides it holds (one, or a whole team seated as one player) less
    the best total of another player; with one side a player, its side's margin."""
    sc = scores(state)
    if sc is None:
        return None
    seats = state.st["seats"]
    totals = [0.0] * (max(seats.values()) + 1)
    for side, player in seats.items():
        totals[player] += sc.get(side, 0.0)
    return [t - max((u for q, u in enumerate(totals) if q != p), default=0.0) for p, t in enumerate(totals)]
