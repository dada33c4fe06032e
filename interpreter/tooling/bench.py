"""`pacwar bench`: the engine's speed as ratios against fixed pure-Python references measured in the same run.

- Random playouts of every playable scenario with logging off: decisions/s and games/s, with the spread
  over repeats, each against a hand-written random playout of a small game (bench/connect_four.py)
  timed beside each sample, so the figure that matters is the ratio, not the machine or its load.
- clone(): microseconds per copy of a mid-game state.
- Interpretive overhead of real rules procedures against hand-written Python on the same positions
  (bench/procedures.py), after checking both give the same answers.
Not a test: speed is measured here, never asserted in CI."""
from __future__ import annotations

import random
import statistics
import time
from dataclasses import dataclass, field

from pacwar.interpreter.core.api import GameState

# CPU time of this process, not the wall clock: on a machine other work shares, the wall clock counts the time
# spent waiting for a core, and the figures moved by half from one run to the next
_clock = time.process_time
from pacwar.interpreter.core.game import load_game, playable_scenarios


@dataclass
class Figure:
    name: str
    unit: str
    samples: list = field(default_factory=list)

    @property
    def median(self) -> float:
        return statistics.median(self.samples) if self.samples else 0.0

    def to_json(self) -> dict:
        return {"name": self.name, "unit": self.unit, "median": self.median, "min": min(self.samples),
                "max": max(self.samples), "samples": self.samples}


def _baseline(seconds: float) -> float:
    """Decisions per second of the hand-written reference playout."""
    from pacwar.bench.connect_four import playout
    rng = random.Random(1)
    n, t0 = 0, _clock()
    while _clock() - t0 < seconds:
        n += playout(rng)
    return n / (_clock() - t0)


def _playouts(game, scenario: str, seconds: float, seed: int) -> tuple[float, float]:
    """(decisions/s, games/s) of random playouts with logging off, whole games only."""
    n = games = 0
    t0 = _clock()
    while True:
        rng = random.Random(seed * 7919 + 1)
        st = GameState.new(game, scenario, seed, log=False)
        while not st.is_terminal():
            st.apply_action(rng.randrange(len(st.legal_actions())))
            n += 1
        games += 1
        seed += 1
        dt = _clock() - t0
        if dt >= seconds:
            return n / dt, games / dt


def _mid_game(game, scenario: str, seed: int, decisions: int) -> GameState:
    rng = random.Random(seed)
    st = GameState.new(game, scenario, seed, log=False)
    for _ in range(decisions):
        if st.is_terminal():
            break
        st.apply_action(rng.randrange(len(st.legal_actions())))
    return st


def _clone_us(game, scenario: str) -> float:
    st = _mid_game(game, scenario, 5, 40)
    reps = 300
    t0 = _clock()
    for _ in range(reps):
        st.clone()
    return (_clock() - t0) / reps * 1e6


def playable() -> list[tuple[str, str]]:
    return playable_scenarios()


def procedure_overhead(spec: dict, repeats: int) -> tuple[float, float, int]:
    """(engine seconds, hand-written seconds, calls) over the same cases, after checking they agree."""
    game = load_game(spec["game"])
    procs = game.program.procs
    calls = [(procs[name].direct, params) for name, params in spec["calls"]]
    if any(fn is None for fn, _ in calls):
        raise RuntimeError(f"{spec['name']}: a procedure is not compiled as a direct function")
    cases = []
    for seed in range(3):
        st = _mid_game(game, spec["scenario"], seed, 60 + 40 * seed)
        on_map = [p for p, r in st.st["pieces"].items() if r["kind"] == "unit" and r["loc"] in game.map.spaces]
        for settings in spec["settings"]:
            cases.append((st, settings, [(u, st.st["pieces"][u]["loc"]) for u in on_map]))
    ref = spec["reference"]

    def engine(c, u, z):
        env = {"u": u, "z": z}
        return tuple(fn(c, *[env[p] for p in params]) for fn, params in calls)

    n = 0
    for st, settings, units in cases:
        st.st["vars"].update(settings)
        for u, z in units:
            a, b = engine(st.ctx, u, z), ref(st.ctx, u, z)
            if a != b:
                raise RuntimeError(f"{spec['name']}: the engine gives {a} and the reference {b} for {u} in {z}")
            n += 1
    timings = []
    for fn in (engine, ref):
        t0 = _clock()
        for _ in range(repeats):
            for st, settings, units in cases:
                st.st["vars"].update(settings)
                c = st.ctx
                for u, z in units:
                    fn(c, u, z)
        timings.append(_clock() - t0)
    return timings[0], timings[1], n * repeats


def run(seconds: float = 3.0, repeats: int = 3, scenarios: list | None = None, progress=None) -> dict:
    """Every figure as plain data (for --json), ratios included."""
    from pacwar.bench.procedures import PROCEDURES
    todo = scenarios or playable()
    report: dict = {"seconds_per_sample": seconds, "repeats": repeats, "baseline": "bench/connect_four.py",
                    "scenarios": [], "procedures": []}
    base = Figure("baseline random playout (hand-written Connect Four)", "decisions/s")
    steps = len(todo) * repeats + repeats
    done = 0
    for _ in range(repeats):
        base.samples.append(_baseline(seconds))
        done += 1
        if progress:
            progress(done, steps, "baseline")
    report["baseline_decisions_per_s"] = base.to_json()
    for game_name, scenario in todo:
        g = load_game(game_name)
        dps, gps = Figure(f"{game_name}:{scenario}", "decisions/s"), Figure(f"{game_name}:{scenario}", "games/s")
        near = Figure("baseline beside this scenario", "decisions/s")
        for r in range(repeats):
            # a short baseline sample beside each of the scenario's: on a machine whose load changes during the
            # run, a ratio to a baseline timed minutes earlier moved by a quarter
            near.samples.append(_baseline(seconds / 3))
            d, gm = _playouts(g, scenario, seconds, 1000 * r)
            dps.samples.append(d)
            gps.samples.append(gm)
            done += 1
            if progress:
                progress(done, steps, f"{game_name}:{scenario}")
        ratio = dps.median / near.median
        report["scenarios"].append({
            "game": game_name, "scenario": scenario, "decisions_per_s": dps.to_json(),
            "games_per_s": gps.to_json(), "baseline_beside": near.to_json(), "ratio_to_baseline": ratio,
            "clone_us": _clone_us(g, scenario), **_against_start(game_name, scenario, ratio)})
    for spec in PROCEDURES:
        eng, hand, n = procedure_overhead(spec, repeats=20)
        report["procedures"].append({"name": spec["name"], "calls": n, "engine_us": eng / n * 1e6,
                                     "hand_written_us": hand / n * 1e6, "overhead": eng / hand})
    return report


def _times(s: dict) -> str:
    if "times_start" not in s:
        return ""
    own = s["start_measured_on"] == f"{s['game']}:{s['scenario']}"
    return f"{s['times_start']:.1f}x" + ("" if own else "*")


def _against_start(game: str, scenario: str, ratio: float) -> dict:
    """The ratio over the engine's when issue 6 began (bench/start.py), for the games playable then."""
    from pacwar.bench.start import start_ratio
    got = start_ratio(game, scenario)
    if got is None:
        return {}
    start, measured_on = got
    return {"times_start": 1000 * ratio / start, "start_measured_on": measured_on}   # start is per 1,000


def table(report: dict) -> str:
    b = report["baseline_decisions_per_s"]
    lines = [f"baseline: {b['median']:,.0f} decisions/s (hand-written random Connect Four; "
             f"min {b['min']:,.0f}, max {b['max']:,.0f})", "",
             f"{'scenario':<38} {'decisions/s':>12} {'spread':>17} {'games/s':>8} {'ratio':>7} {'× start':>8} {'clone':>8}"]
    for s in report["scenarios"]:
        d = s["decisions_per_s"]
        lines.append(f"{s['game'] + ':' + s['scenario']:<38} {d['median']:>12,.0f} "
                     f"{d['min']:>8,.0f}-{d['max']:<8,.0f} {s['games_per_s']['median']:>8.2f} "
                     f"{1000 * s['ratio_to_baseline']:>7.2f} {_times(s):>8} {s['clone_us']:>6.0f}us")
    lines.append("")
    lines.append("ratio: the scenario's decisions/s per 1,000 of the baseline's, timed beside each of its samples")
    lines.append("× start: the ratio over the engine's when issue 6 was written (bench/start.py; target 12×); "
                 "a scenario marked * is read against its game's first playable one")
    for p in report["procedures"]:
        lines.append(f"{p['name']}: engine {p['engine_us']:.2f}us, hand-written {p['hand_written_us']:.2f}us "
                     f"per call ({p['calls']:,} calls): overhead {p['overhead']:.2f}x")
    return "\n".join(lines)
