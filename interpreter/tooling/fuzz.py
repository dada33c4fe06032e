"""Random playouts that check invariants (the simulation validator; `pacwar validate` is the static one).

After every decision: every piece in exactly one place, steps in bounds for units on the map, a legal action
in every non-final state, the game's own `invariant` blocks (stacking and the like, at their checkpoints).
Every game must end within a decision budget. A sample of games is played again, with a save and load in
the middle, to prove the same seed and decisions give the same log byte for byte."""
from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

from pacwar.interpreter.core.api import GameState
from pacwar.interpreter.errors import PacwarError


@dataclass
class FuzzFailure:
    seed: int
    decisions: int
    message: str


@dataclass
class FuzzReport:
    games: int = 0
    decisions: int = 0
    seconds: float = 0.0
    failures: list = field(default_factory=list)
    outcomes: dict = field(default_factory=dict)
    determinism_checked: int = 0

    @property
    def ok(self) -> bool:
        return not self.failures

    def summary(self) -> str:
        rate = self.decisions / self.seconds if self.seconds else 0
        lines = [f"{self.games} games, {self.decisions} decisions in {self.seconds:.1f}s "
                 f"({rate:,.0f} decisions/s, {self.games / self.seconds if self.seconds else 0:.1f} games/s)",
                 "outcomes: " + ", ".join(f"{k} {v}" for k, v in sorted(self.outcomes.items())),
                 f"determinism: {self.determinism_checked} games replayed (with save/load) and compared byte for byte"]
        if self.failures:
            lines.append(f"{len(self.failures)} FAILURES:")
            for f in self.failures[:20]:
                lines.append(f"  seed {f.seed}, after {f.decisions} decisions: {f.message}")
        else:
            lines.append("no invariant violations")
        return "\n".join(lines)


def check_invariants(state: GameState) -> str | None:
    st, g = state.st, state.game
    seen: dict[str, int] = {}
    for loc, ids in st["at"].items():
        for pid in ids:
            seen[pid] = seen.get(pid, 0) + 1
            rec = st["pieces"].get(pid)
            if rec is None:
                return f"the location index lists {pid} at {loc}, but no such piece exists"
            if rec.get("loc") != loc:
                return f"{pid} is indexed at {loc} but says it is at {rec.get('loc')}"
    for pid, rec in st["pieces"].items():
        loc = rec.get("loc")
        if loc is None:
            return f"{pid} is nowhere"
        if seen.get(pid, 0) != 1:
            return f"{pid} is in {seen.get(pid, 0)} places"
        if loc not in g.map.spaces and loc not in g.boxes and loc not in st["pieces"]:
            return f"{pid} is at {loc!r}, which is not a space, box or piece"
        if rec["kind"] == "unit" and (loc in g.map.spaces or loc in st["pieces"]):
            steps, top = rec.get("steps"), rec.get("max_steps")
            if not isinstance(steps, int) or steps < 1 or (top is not None and steps > top):
                return f"{pid} is on the map with {steps} steps (max {top})"
    if st["result"] is None and not state.legal_actions():
        return "a non-final state with no legal action"
    return None


def playout(game, scenario: str, seed: int, max_decisions: int, options=None, log=False, checks=True,
            save_at: int | None = None, players: int | None = None):
    """One random game. Returns (state, failure message or None, decisions)."""
    rng = random.Random(seed * 7919 + 1)
    try:
        state = GameState.new(game, scenario, seed, options, log=log, checks=checks, players=players)
    except PacwarError as e:
        return None, f"could not start: {e.render()}", 0
    n = 0
    try:
        while not state.is_terminal():
            msg = check_invariants(state)
            if msg:
                return state, msg, n
            if n >= max_decisions:
                return state, f"did not end within {max_decisions} decisions", n
            if save_at is not None and n == save_at:
                state = GameState.deserialize(state.serialize(), game)
                state.ctx.checks = checks
            acts = state.legal_actions()
            state.apply_action(rng.randrange(len(acts)))
            n += 1
        msg = check_invariants(state)
        return state, msg, n
    except PacwarError as e:
        return state, e.render(), n


def _one(game, scenario, s, max_decisions, options, players=None):
    """One playout reduced to plain data: (seed, decisions, failure message or None, outcome key)."""
    state, msg, n = playout(game, scenario, s, max_decisions, options, players=players)
    key = None
    if not msg and state is not None:
        res = state.result()
        key = (f"{res['winner']} wins" if res["winner"] else "draw") if res else "unfinished"
    return s, n, msg, key


_WORKER_GAME = None


def _worker_init(folder):
    global _WORKER_GAME
    from pacwar.interpreter.core.game import load_game
    _WORKER_GAME = load_game(folder)


def _worker_run(args):
    return _one(_WORKER_GAME, *args)


def fuzz(game, scenario: str, games: int, seed: int = 0, max_decisions: int = 20000, options=None,
         replay_sample: int = 5, progress=None, jobs: int = 1, players: int | None = None) -> FuzzReport:
    """Random playouts of seeds seed..seed+games-1; with jobs > 1 they run in worker processes
    (results are gathered in seed order, so the report does not depend on the number of workers)."""
    report = FuzzReport()
    t0 = time.perf_counter()
    # players: one per side (None) or one per team (core/teams.py)
    tasks = [(scenario, seed + i, max_decisions, options, players) for i in range(games)]

    def record(i, result):
        s, n, msg, key = result
        report.games += 1
        report.decisions += n
        if msg:
            report.failures.append(FuzzFailure(s, n, msg))
        elif key:
            report.outcomes[key] = report.outcomes.get(key, 0) + 1
        if progress:
            progress(i + 1, games, report)

    if jobs > 1 and games > 1:
        import multiprocessing
        ctx = multiprocessing.get_context("spawn")
        with ctx.Pool(jobs, initializer=_worker_init, initargs=(str(game.folder),)) as pool:
            for i, result in enumerate(pool.imap(_worker_run, tasks, chunksize=4)):
                record(i, result)
    else:
        for i, task in enumerate(tasks):
            record(i, _one(game, *task))
    report.failures.sort(key=lambda f: f.seed)
    report.seconds = time.perf_counter() - t0
    for i in range(min(replay_sample, games)):
        s = seed + i
        if any(f.seed == s for f in report.failures):
            continue
        a, msg_a, n = playout(game, scenario, s, max_decisions, options, log=True, players=players)
        b, msg_b, _ = playout(game, scenario, s, max_decisions, options, log=True, save_at=n // 2, players=players)
        report.determinism_checked += 1
        if msg_a or msg_b:
            report.failures.append(FuzzFailure(s, n, f"replay with logs failed: {msg_a or msg_b}"))
        elif a.log_text() != b.log_text():
            report.failures.append(FuzzFailure(s, n, "the same seed and decisions gave different logs "
                                                     "(second run saved and reloaded half way)"))
    return report
