"""Random playouts that check invariants (the simulation validator; `pacwar validate` is the static one).

After every decision: every piece in exactly one place, steps in bounds for units on the map, a legal action
in every non-final state, the game's own `invariant` blocks (stacking and the like, at their checkpoints).
Every game must end within a decision budget. A sample of games is played again, with a save and load in
the middle, to prove the same seed and decisions give the same log byte for byte.

It also counts, for every kind of action (an option that names a procedure, `choose one from procedures(..)`),
how often it was taken and in how many games it was offered, and names the kinds never taken, so a run shows
which rules random play reaches. Two choosers: `random` (uniform) and `coverage`, which prefers the options
taken least so far in its game (weighted at random, seeded), a coverage-guided fuzzing technique that takes
random play into rarer parts of the rules. `start` plays from a saved position instead of the scenario's
start (random play from there on, the dice reseeded by the game's seed)."""
from __future__ import annotations

import collections
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
    taken: dict = field(default_factory=dict)      # action kind -> times taken in all games
    offered: dict = field(default_factory=dict)    # action kind -> games in which it was offered
    never: list = field(default_factory=list)      # action kinds of the game never taken (see action_kinds)

    @property
    def ok(self) -> bool:
        return not self.failures

    def summary(self) -> str:
        rate = self.decisions / self.seconds if self.seconds else 0
        lines = [f"{self.games} games, {self.decisions} decisions in {self.seconds:.1f}s "
                 f"({rate:,.0f} decisions/s, {self.games / self.seconds if self.seconds else 0:.1f} games/s)",
                 "outcomes: " + ", ".join(f"{k} {v}" for k, v in sorted(self.outcomes.items())),
                 f"determinism: {self.determinism_checked} games replayed (with save/load) and compared byte for byte"]
        if self.taken or self.never:
            lines.append("actions taken (games in which offered):")
            for k, v in sorted(self.taken.items(), key=lambda kv: (-kv[1], kv[0])):
                lines.append(f"  {v:7d}  {k} ({self.offered.get(k, 0)})")
            for k in self.never:
                lines.append(f"  {0:7d}  {k} ({self.offered.get(k, 0)})")
            lines.append("every action kind was taken" if not self.never else
                         f"{len(self.never)} action kind(s) never taken: " + ", ".join(self.never))
        if self.failures:
            lines.append(f"{len(self.failures)} FAILURES:")
            for f in self.failures[:20]:
                lines.append(f"  seed {f.seed}, after {f.decisions} decisions: {f.message}")
        else:
            lines.append("no invariant violations")
        return "\n".join(lines)

    def to_json(self) -> dict:
        return {"games": self.games, "decisions": self.decisions, "seconds": round(self.seconds, 1),
                "outcomes": dict(sorted(self.outcomes.items())), "determinism_checked": self.determinism_checked,
                "failures": [{"seed": f.seed, "decisions": f.decisions, "message": f.message}
                             for f in self.failures],
                "actions": {k: {"taken": self.taken.get(k, 0), "offered_in_games": self.offered.get(k, 0)}
                            for k in sorted(set(self.taken) | set(self.never))},
                "never_taken": list(self.never), "ok": self.ok}


def action_kind(game, value) -> str | None:
    """An option's action kind: the label (or name) of the procedure it names, None for other options."""
    if not (isinstance(value, dict) and "proc" in value):
        return None
    p = game.program.procs.get(value["proc"])
    return value.get("label") or (p.label if p is not None and p.label else None) or value["proc"]


def action_kinds(game, offered_procs) -> list[str]:
    """The action kinds a run could have taken: every procedure sharing a tag with a procedure that was
    offered as an option (`procedures("action")` offers all of one tag), or those offered when untagged."""
    tags = set()
    for name in offered_procs:
        p = game.program.procs.get(name)
        if p is not None:
            tags |= set(p.tags or [])
    kinds = {action_kind(game, {"proc": n}) for n in offered_procs}
    for p in game.program.proc_list:
        if p.kind == "proc" and tags & set(p.tags or []):
            kinds.add(p.label or p.name)
    return sorted(k for k in kinds if k)


class Tally:
    """What one game chose: action kinds taken, kinds offered, and every (decision, option) answer, for the
    coverage chooser and the report."""
    __slots__ = ("taken", "offered", "procs", "answers")

    def __init__(self):
        self.taken = collections.Counter()
        self.offered = set()
        self.procs = set()
        self.answers = collections.Counter()


def _option_key(pend, value):
    """A plain key for an option that names no procedure: the decision's citation and the option's value."""
    try:
        return (pend.get("cite"), value if isinstance(value, (str, int, float, bool, type(None))) else repr(value))
    except Exception:   # noqa: BLE001 (a value without a stable repr is keyed by the decision alone)
        return (pend.get("cite"), None)


def choose(state, acts, rng, agent: str, tally: Tally) -> int:
    """The index to take. Counts the decision in the tally either way. `coverage` weighs each option by
    1/(1+n)^2, n the times its action kind (or, for other options, its value at a decision of the same
    citation) was taken so far in this game."""
    game, pend = state.game, state.st["pending"]
    kinds = [action_kind(game, a.value) for a in acts]
    for a, k in zip(acts, kinds):
        if k is not None:
            tally.offered.add(k)
            tally.procs.add(a.value["proc"])
    keys = [k if k is not None else _option_key(pend, a.value) for a, k in zip(acts, kinds)]
    if agent == "coverage" and len(acts) > 1:
        weights = [1.0 / (1 + (tally.taken[k] if isinstance(k, str) else tally.answers[k])) ** 2 for k in keys]
        i = rng.choices(range(len(acts)), weights)[0]
    else:
        i = rng.randrange(len(acts))
    if kinds[i] is not None:
        tally.taken[kinds[i]] += 1
    else:
        tally.answers[keys[i]] += 1
    return acts[i].index


AGENTS = ("random", "coverage")


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


def start_state(game, scenario, seed, options, log, checks, players, start: str | None):
    """The scenario's start, or a saved position (serialized text) with its dice reseeded by `seed`, so each
    game from one position plays differently and is reproduced by its seed."""
    if start is None:
        return GameState.new(game, scenario, seed, options, log=log, checks=checks, players=players)
    from pacwar.interpreter.core.dice import seed_state
    state = GameState.deserialize(start, game)
    state.ctx.checks = checks
    if not log:
        state.log = None
    state.st["rng"] = seed_state(seed)
    return state


def playout(game, scenario: str, seed: int, max_decisions: int, options=None, log=False, checks=True,
            save_at: int | None = None, players: int | None = None, agent: str = "random",
            start: str | None = None, tally: Tally | None = None):
    """One random game. Returns (state, failure message or None, decisions)."""
    rng = random.Random(seed * 7919 + 1)
    tally = Tally() if tally is None else tally
    try:
        state = start_state(game, scenario, seed, options, log, checks, players, start)
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
            state.apply_action(choose(state, acts, rng, agent, tally))
            n += 1
        msg = check_invariants(state)
        return state, msg, n
    except PacwarError as e:
        return state, e.render(), n


def _one(game, scenario, s, max_decisions, options, players=None, agent="random", start=None):
    """One playout reduced to plain data: (seed, decisions, failure message or None, outcome key, kinds taken,
    kinds offered, procedures offered)."""
    tally = Tally()
    state, msg, n = playout(game, scenario, s, max_decisions, options, players=players, agent=agent,
                            start=start, tally=tally)
    key = None
    if not msg and state is not None:
        res = state.result()
        key = (f"{res['winner']} wins" if res["winner"] else "draw") if res else "unfinished"
    return s, n, msg, key, dict(tally.taken), sorted(tally.offered), sorted(tally.procs)


_WORKER_GAME = None


def _worker_init(folder):
    global _WORKER_GAME
    from pacwar.interpreter.core.game import load_game
    _WORKER_GAME = load_game(folder)


def _worker_run(args):
    return _one(_WORKER_GAME, *args)


def _replay(game, scenario, s, max_decisions, options, players=None, agent="random", start=None):
    """Seed s played twice with logs, the second time saved and reloaded half way: (seed, decisions, failure message
    or None). The logs must be byte-identical."""
    a, msg_a, n = playout(game, scenario, s, max_decisions, options, log=True, players=players, agent=agent,
                          start=start)
    b, msg_b, _ = playout(game, scenario, s, max_decisions, options, log=True, save_at=n // 2, players=players,
                          agent=agent, start=start)
    if msg_a or msg_b:
        return s, n, f"replay with logs failed: {msg_a or msg_b}"
    if a.log_text() != b.log_text():
        return s, n, "the same seed and decisions gave different logs (second run saved and reloaded half way)"
    return s, n, None


def _worker_replay(args):
    return _replay(_WORKER_GAME, *args)


def fuzz(game, scenario: str, games: int, seed: int = 0, max_decisions: int = 20000, options=None,
         replay_sample: int = 5, progress=None, jobs: int = 1, players: int | None = None,
         agent: str = "random", start: str | None = None) -> FuzzReport:
    """Random playouts of seeds seed..seed+games-1; with jobs > 1 they run in worker processes
    (results are gathered in seed order, so the report does not depend on the number of workers).
    agent: "random" or "coverage" (see choose); start: a saved position (serialized) to play from."""
    if agent not in AGENTS:
        raise PacwarError(f"unknown fuzz agent {agent!r}: one of {', '.join(AGENTS)}")
    report = FuzzReport()
    taken, offered, procs = collections.Counter(), collections.Counter(), set()
    t0 = time.perf_counter()
    # players: one per side (None) or one per team (core/teams.py)
    tasks = [(scenario, seed + i, max_decisions, options, players, agent, start) for i in range(games)]

    def record(i, result):
        s, n, msg, key, took, seen, seen_procs = result
        taken.update(took)
        offered.update(seen)
        procs.update(seen_procs)
        report.games += 1
        report.decisions += n
        if msg:
            report.failures.append(FuzzFailure(s, n, msg))
        elif key:
            report.outcomes[key] = report.outcomes.get(key, 0) + 1
        if progress:
            progress(i + 1, games, report)

    def finish():
        """The games' part of the report (its time leaves out the replays)."""
        report.failures.sort(key=lambda f: f.seed)
        report.seconds = time.perf_counter() - t0
        report.taken, report.offered = dict(taken), dict(offered)
        report.never = [k for k in action_kinds(game, procs) if not taken.get(k)]

    def replays(failed):
        """The replay sample: the first seeds that did not fail."""
        return [(scenario, seed + i, max_decisions, options, players, agent, start)
                for i in range(min(replay_sample, games)) if seed + i not in failed]

    def record_replay(result):
        s, n, msg = result
        report.determinism_checked += 1
        if msg:
            report.failures.append(FuzzFailure(s, n, msg))

    if jobs > 1 and games > 1:
        import multiprocessing
        ctx = multiprocessing.get_context("spawn")
        with ctx.Pool(jobs, initializer=_worker_init, initargs=(str(game.folder),)) as pool:
            # one game a task: games differ in length by several times, so larger chunks leave a worker idle
            for i, result in enumerate(pool.imap(_worker_run, tasks, chunksize=1)):
                record(i, result)
            finish()
            # the replays run in the workers too (each is two more games, played in the order of their seeds)
            for result in pool.imap(_worker_replay, replays({f.seed for f in report.failures}), chunksize=1):
                record_replay(result)
    else:
        for i, task in enumerate(tasks):
            record(i, _one(game, *task))
        finish()
        for task in replays({f.seed for f in report.failures}):
            record_replay(_replay(game, *task))
    report.failures.sort(key=lambda f: f.seed)
    return report
