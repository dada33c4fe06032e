"""Seek a position: play from a scenario's start towards a goal the user states as an expression, and save the
first position where it is reached, for `pacwar fuzz --from`.

Some rules need a state that uniform random play never brings about (a landing far from home, a side's
transports all lost). Hill climbing with restarts finds one honestly: the play is the fuzzer's coverage chooser
(every decision a legal option); after each decision the goal expression is evaluated; the best position so far
is kept (a copy-on-write clone) with the positions that improved on the goal before it, and when `patience`
decisions pass without improving, or the game ends short of the goal, play goes back to one of the last few of
them (the best one is often too late in the game to go further) and goes on with other choices. The position found is a real game: its
history re-plays from the seed to the same state (the save is checked when loaded), so everything fuzzed from it
is reachable by the rules. Deterministic for a seed."""
from __future__ import annotations

import random
from dataclasses import dataclass

from pacwar.interpreter.core.api import GameState
from pacwar.interpreter.errors import PacwarError
from pacwar.interpreter.tooling.fuzz import Tally, action_kind, choose


@dataclass
class SeekResult:
    state: GameState          # the best position found (the goal's position when reached)
    value: float              # the goal's value there
    reached: bool
    decisions: int            # decisions played in all, restarts included
    restarts: int


RESTART_FROM = 4   # a restart goes back to one of this many latest improvements


def _number(v) -> float:
    if isinstance(v, bool):
        return float(v)
    if isinstance(v, (int, float)):
        return float(v)
    return float("-inf")     # none: the worst


def _compile_check(state, expr) -> None:
    """Refuse an expression that does not parse or names what the game lacks, before any play (an error
    while evaluating, such as the smallest of an empty list, only means no measure in that position)."""
    from pacwar.dsl.errors import RulesError
    try:
        state.eval(expr)
    except RulesError:
        raise
    except PacwarError:
        pass


def _value(state, expr) -> float:
    try:
        return _number(state.eval(expr))
    except PacwarError:     # e.g. the smallest of an empty list: no measure here, the worst
        return float("-inf")


def _truth(state, expr, offered) -> bool:
    if state.is_terminal():   # a finished game offers nothing more: it is not a position to fuzz from
        return False
    if offered is not None and not any(action_kind(state.game, a.value) == offered for a in state.legal_actions()):
        return False
    if expr is None:
        return True
    try:
        return bool(state.eval(expr))
    except PacwarError:
        return False


def seek(game, scenario: str, until: str | None, goal: str | None = None, seed: int = 0, options=None,
         budget: int = 20000, patience: int = 200, progress=None, offered: str | None = None,
         start: GameState | None = None) -> SeekResult:
    """Play until `until` (a rules-language expression, evaluated after every decision) is true in an
    unfinished game, and (with `offered`, an action kind's label) the decision then pending offers that
    action, within
    `budget` decisions, climbing `goal` (an expression whose larger values are nearer; default: `until` as
    0 or 1). Returns the position reached, or the best one by `goal`.

    `start`, a position already reached (a loaded save, whose history re-plays from its seed), is played on
    from instead of the scenario's start: a staged seek, each stage's goal simpler than the whole way there.
    The position found keeps the start's history before its own decisions, so it too re-plays from the seed;
    the start's own options hold (it was played with them), so `options` must then be none."""
    if until is None and offered is None:
        raise PacwarError("seek needs --until EXPR or --offered ACTION (or both)")
    if offered is not None:
        labels = {p.label or p.name for p in game.program.proc_list if p.kind == "proc"}
        if offered not in labels:
            raise PacwarError(f"--offered {offered!r}: no procedure of {game.id} has that label")
    if goal is None and until is None:
        raise PacwarError("seek --offered needs --goal EXPR (or --until EXPR) to climb")
    if start is None:
        state = GameState.new(game, scenario, seed, options)
    else:
        if options:
            raise PacwarError("seek from a saved position takes no options: the save keeps the options it "
                              "was played with")
        if start.st.get("scenario") not in (None, scenario):
            raise PacwarError(f"the saved position is a game of scenario {start.st.get('scenario')}, "
                              f"not {scenario}")
        if start.is_terminal():
            raise PacwarError("the saved position is a finished game: there is nothing to play from it")
        state = start.clone()
    for expr in (until, goal):
        if expr is not None:
            _compile_check(state, expr)
    goal = goal or until
    rng = random.Random(seed * 7919 + 1)
    tally = Tally()
    value, done = _value(state, goal), _truth(state, until, offered)
    best, best_value, since, restarts = state.clone(), value, 0, 0
    archive = [best]           # the positions that improved on the goal, in order (the last is the best)
    n = 0
    while not done and n < budget:
        if state.is_terminal() or since >= patience:
            back = [a for a in archive[-RESTART_FROM:] if not a.is_terminal()]
            if not back:           # every recent improvement is the end of a game: nothing more to try
                break
            state, since, restarts = rng.choice(back).clone(), 0, restarts + 1
            continue
        acts = state.legal_actions()
        state.apply_action(choose(state, acts, rng, "coverage", tally))
        n += 1
        value, done = _value(state, goal), _truth(state, until, offered)
        if value > best_value:
            best, best_value, since = state.clone(), value, 0
            archive.append(best)
        else:
            since += 1
        if progress and n % 100 == 0:
            progress(n, budget, best_value)
    if done:
        return SeekResult(state, value, True, n, restarts)
    return SeekResult(best, best_value, False, n, restarts)
