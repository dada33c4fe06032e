"""Measured impact of a variant: paired seeded games of a base game and a variant (an option set, or a variant
folder), the same seeds and the same agents in both arms, and what changed: each side's win rate with a 95%
interval, the paired shift with its interval and an exact test, the victory-point margin and the game length.

Every game is a pure function of (arm, seed): the work can be split over local processes or a Ray cluster and
the results, gathered by (arm, seed), are the same numbers however it was split."""
from __future__ import annotations

import math
import os
import statistics
from dataclasses import dataclass, field

from pacwar.interpreter.errors import PacwarError

Z95 = 1.959963984540054


# ---- one game
def play_one(game, scenario: str, seed: int, options: dict, agents: list, max_decisions: int) -> dict:
    """One game to its end, reduced to plain data: the winner (a side, or a team in a game with teams), each
    player's return, scores per side, decisions, status. One agent a player: as many agents as sides, or as
    teams (each player then holds every side of its team)."""
    from pacwar.interpreter.agents import make_agent
    from pacwar.interpreter.agents.basic import DecisionLimit, play
    from pacwar.interpreter.core.api import GameState
    from pacwar.interpreter.core.score import scores
    from pacwar.interpreter.core.teams import returns
    import time
    out = {"seed": seed, "winner": None, "scores": None, "decisions": 0, "status": "end", "message": None}
    cpu0 = time.process_time()   # reported only (what a game cost), never read by a player
    try:
        state = GameState.new(game, scenario, seed, options, log=False, players=len(agents))
        players = [make_agent(spec, seed, i) for i, spec in enumerate(agents)]
        n = [0]

        def count(_s, k):
            n[0] = k
        try:
            play(state, players, max_decisions, on_step=count)
        except DecisionLimit:
            out["status"] = "unfinished"
        out["decisions"] = n[0]
        if out["status"] == "end":
            out["winner"] = state.result()["winner"]
            out["returns"] = returns(state.st)
        seat_sides: dict = {}
        for side, p in state.st["seats"].items():   # who held which sides at the end (seats may change sides)
            seat_sides.setdefault(p, []).append(side)
        out["seat_sides"] = seat_sides
        out["scores"] = scores(state)
    except PacwarError as e:
        out["status"], out["message"] = "error", e.render().splitlines()[0]
    out["cpu"] = time.process_time() - cpu0
    return out


_GAMES: dict = {}


def _game(folder: str):
    if folder not in _GAMES:
        from pacwar.interpreter.core.game import load_game
        _GAMES[folder] = load_game(folder)
    return _GAMES[folder]


def run_task(task: tuple) -> tuple:
    """(arm, game folder, scenario, seed, options, agents, max_decisions) -> (arm, seed, record)."""
    arm, folder, scenario, seed, options, agents, max_decisions = task
    return arm, seed, play_one(_game(folder), scenario, seed, options, agents, max_decisions)


def run_chunk(tasks: list) -> list:
    return [run_task(t) for t in tasks]


# ---- statistics
def wilson(k: int, n: int) -> tuple[float, float]:
    """95% Wilson score interval of a proportion k/n (sound near 0 and 1, unlike p +- z*se)."""
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    d = 1 + Z95 ** 2 / n
    centre = (p + Z95 ** 2 / (2 * n)) / d
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95 ** 2 / (4 * n * n)) / d
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_ci(xs: list) -> tuple[float, float, float]:
    """Mean and 95% normal interval of a sample (of paired differences, say)."""
    if not xs:
        return (0.0, 0.0, 0.0)
    m = statistics.fmean(xs)
    if len(xs) < 2:
        return (m, m, m)
    half = Z95 * statistics.stdev(xs) / math.sqrt(len(xs))
    return (m, m - half, m + half)


def mcnemar_p(b: int, c: int) -> float:
    """Exact two-sided McNemar test on the discordant pairs: b games won in the base only, c in the variant only."""
    n = b + c
    if n == 0:
        return 1.0
    k = min(b, c)
    tail = sum(math.comb(n, i) for i in range(k + 1)) / 2 ** n
    return min(1.0, 2 * tail)


def quantiles(xs: list) -> dict:
    if not xs:
        return {}
    s = sorted(xs)

    def q(f):
        i = f * (len(s) - 1)
        lo, hi = math.floor(i), math.ceil(i)
        return s[lo] + (s[hi] - s[lo]) * (i - lo)
    return {"min": s[0], "q25": q(0.25), "median": q(0.5), "q75": q(0.75), "max": s[-1], "mean": statistics.fmean(s)}


@dataclass
class Comparison:
    game: str
    scenario: str
    sides: list
    base: dict                 # description of each arm: game folder, options
    variant: dict
    agents: list
    seed: int
    games: int
    records: dict = field(default_factory=dict)   # arm -> [record per seed, in seed order]
    members: dict = field(default_factory=dict)   # competitor (team or side) -> its sides; a side alone by default

    def pairs(self) -> list:
        """Seeds where both arms played to the end (a game stopped by an error or the budget is left out)."""
        return [(a, b) for a, b in zip(self.records["base"], self.records["variant"])
                if a["status"] == "end" and b["status"] == "end"]

    def summary(self) -> dict:
        pairs = self.pairs()
        n = len(pairs)
        out = {"game": self.game, "scenario": self.scenario, "base": self.base, "variant": self.variant,
               "agents": self.agents, "seed": self.seed, "games": self.games, "pairs": n,
               "left_out": {arm: {st: sum(r["status"] == st for r in recs) for st in ("unfinished", "error")}
                            for arm, recs in self.records.items()},
               "errors": sorted({r["message"] for recs in self.records.values() for r in recs if r["message"]})[:5],
               "sides": {}}
        for who in list(self.sides) + [None]:
            key = who or "draw"
            kb = sum(a["winner"] == who for a, _ in pairs)
            kv = sum(b["winner"] == who for _, b in pairs)
            only_b = sum(a["winner"] == who and b["winner"] != who for a, b in pairs)
            only_v = sum(b["winner"] == who and a["winner"] != who for a, b in pairs)
            d = [(b["winner"] == who) - (a["winner"] == who) for a, b in pairs]
            shift, lo, hi = mean_ci(d)
            p = mcnemar_p(only_b, only_v)
            out["sides"][key] = {
                "base": {"wins": kb, "rate": kb / n if n else 0.0, "ci": wilson(kb, n)},
                "variant": {"wins": kv, "rate": kv / n if n else 0.0, "ci": wilson(kv, n)},
                "shift": {"mean": shift, "ci": (lo, hi), "p": p, "significant": p < 0.05,
                          "base_only": only_b, "variant_only": only_v}}
        scored = [(a, b) for a, b in pairs if a["scores"] is not None and b["scores"] is not None]
        if scored:
            out["margin"] = {}
            from pacwar.interpreter.core.score import group_margins
            members = {w: self.members.get(w, [w]) for w in self.sides}   # a team's score: its sides' sum
            for s in self.sides:
                mb = [group_margins(a["scores"], members)[s] for a, _ in scored]
                mv = [group_margins(b["scores"], members)[s] for _, b in scored]
                m, lo, hi = mean_ci([y - x for x, y in zip(mb, mv)])
                out["margin"][s] = {"base": quantiles(mb), "variant": quantiles(mv),
                                    "shift": {"mean": m, "ci": (lo, hi), "significant": not (lo <= 0 <= hi) and lo != hi},
                                    "histogram": {"base": _hist(mb), "variant": _hist(mv)}}
        lb = [a["decisions"] for a, _ in pairs]
        lv = [b["decisions"] for _, b in pairs]
        m, lo, hi = mean_ci([y - x for x, y in zip(lb, lv)])
        out["length"] = {"unit": "decisions", "base": quantiles(lb), "variant": quantiles(lv),
                         "shift": {"mean": m, "ci": (lo, hi)}}
        return out


def _hist(xs: list) -> dict:
    h: dict = {}
    for x in xs:
        k = int(x) if float(x).is_integer() else round(x, 2)
        h[k] = h.get(k, 0) + 1
    return {str(k): h[k] for k in sorted(h)}


# ---- running
def compare(base_game, scenario: str, variant_options: dict, variant_game=None, base_options: dict | None = None,
            games: int = 100, agents: list | None = None, seed: int = 0, max_decisions: int = 200_000,
            jobs: int | None = None, ray_address: str | None = None, progress=None) -> Comparison:
    """Play seeds seed..seed+games-1 in both arms and gather the records by (arm, seed)."""
    from pacwar.interpreter.agents import make_agent
    from pacwar.interpreter.core.api import GameState
    variant_game = variant_game or base_game
    if scenario not in base_game.scenarios:
        raise PacwarError(f"no scenario {scenario!r} in {base_game.id}; scenarios: {', '.join(base_game.scenarios)}")
    if scenario not in variant_game.scenarios:
        raise PacwarError(f"the variant {variant_game.folder} has no scenario {scenario!r}")
    if list(variant_game.side_order) != list(base_game.side_order):
        raise PacwarError(f"the variant's sides {variant_game.side_order} are not the base's {base_game.side_order}: "
                          "a paired comparison needs the same sides")
    agents = _seat_agents(base_game, agents)
    for i, spec in enumerate(agents):
        if spec.strip().startswith("human"):
            raise PacwarError("compare plays thousands of games: a human agent cannot take part")
        make_agent(spec, 0, i)   # a bad agent name is refused before any game is played
    base_options = dict(base_options or {})
    var_options = {**base_options, **variant_options}
    # options are checked now, in this process, not in a worker
    GameState.new(base_game, scenario, seed, base_options, log=False, start=False)
    GameState.new(variant_game, scenario, seed, var_options, log=False, start=False)
    if variant_game is base_game and all(base_options.get(k, _default(base_game, scenario, k)) == v
                                         for k, v in variant_options.items()):
        raise PacwarError("the variant is the base game: give --option with a value other than the base's, or --variant FOLDER")
    bf, vf = str(base_game.folder), str(variant_game.folder)
    _GAMES.setdefault(bf, base_game)
    _GAMES.setdefault(vf, variant_game)
    tasks = [(arm, f, scenario, seed + i, opts, agents, max_decisions)
             for i in range(games) for arm, f, opts in (("base", bf, base_options), ("variant", vf, var_options))]
    results: dict = {}
    total = len(tasks)

    def got(r):
        arm, s, rec = r
        results[(arm, s)] = rec
        if progress:
            progress(len(results), total)

    if ray_address:
        _run_ray(tasks, ray_address, got)
    else:
        jobs = jobs or os.cpu_count() or 1
        if jobs > 1 and total > 2:
            import multiprocessing
            ctx = multiprocessing.get_context("spawn")
            with ctx.Pool(min(jobs, total)) as pool:
                for r in pool.imap_unordered(run_task, tasks, chunksize=2):
                    got(r)
        else:
            for t in tasks:
                got(run_task(t))
    cmp = Comparison(base_game.id, scenario, competitors(base_game),
                     {"game": bf, "options": base_options}, {"game": vf, "options": var_options}, agents, seed, games)
    cmp.members = {t: list(r["sides"]) for t, r in base_game.teams.items()}
    for arm in ("base", "variant"):
        cmp.records[arm] = [results[(arm, seed + i)] for i in range(games)]
    return cmp


def _seat_agents(game, agents: list | None) -> list:
    """One agent a player: as many as sides, or as teams (a player then holds every side of its team). One
    agent given is put in every seat, one seat per team (per side in a game without teams)."""
    from pacwar.interpreter.core.teams import team_list
    n_sides, n_teams = len(game.side_order), len(team_list(game))
    agents = list(agents or ["random"])
    if len(agents) == 1:
        agents = agents * n_teams
    if len(agents) not in (n_sides, n_teams):
        ways = f"{n_sides} (one per side)" + (f" or {n_teams} (one per team)" if n_teams != n_sides else "")
        raise PacwarError(f"{len(agents)} agents given; {game.id} seats {ways}")
    return agents


def competitors(game) -> list:
    """Who can win: the teams of a game that declares them (its sides win together), else the sides."""
    return list(game.teams) if game.teams else list(game.side_order)


def _default(game, scenario, name):
    from pacwar.interpreter.core.options import default
    sc = game.scenarios[scenario].get("options", {})
    return sc[name] if name in sc else default(game.options[name])


def _run_ray(tasks: list, address: str, got) -> None:
    """The same tasks on a Ray cluster (`ray` is an optional extra), in chunks; results keyed by (arm, seed)."""
    try:
        import ray
    except ImportError:
        raise PacwarError("--ray needs the ray package: pip install 'pacwar[ray]'") from None
    started_here = not ray.is_initialized()
    if started_here:
        kw = {"address": None if address == "local" else address, "include_dashboard": False,
              "log_to_driver": False, "configure_logging": False}
        try:
            ray.init(**kw)
        except Exception as e:   # a cluster that cannot be reached is the user's to fix, not a crash
            raise PacwarError(f"--ray {address}: cannot connect ({type(e).__name__}: {e})") from None
    remote = ray.remote(run_chunk)
    size = max(1, len(tasks) // 64)
    pending = [remote.remote(tasks[i:i + size]) for i in range(0, len(tasks), size)]
    try:
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            for r in ray.get(done[0]):
                got(r)
    finally:
        if started_here:
            ray.shutdown()


# ---- reporting
def _pct(x: float) -> str:
    return f"{100 * x:5.1f}%"


def table(s: dict) -> str:
    def opts(d):
        return ", ".join(f"{k}={'on' if v is True else 'off' if v is False else v}" for k, v in d["options"].items()) or "defaults"
    lines = [f"{s['game']} {s['scenario']}: {s['pairs']} paired games (seeds {s['seed']}..{s['seed'] + s['games'] - 1}), "
             f"agents {','.join(s['agents'])}",
             f"  base:    {s['base']['game']} ({opts(s['base'])})",
             f"  variant: {s['variant']['game']} ({opts(s['variant'])})"]
    left = {a: v for a, v in s["left_out"].items() if any(v.values())}
    if left:
        lines.append("  left out (not ended in both arms): " + "; ".join(
            f"{a}: " + ", ".join(f"{n} {k}" for k, n in v.items() if n) for a, v in left.items()))
    for e in s["errors"]:
        lines.append(f"  error: {e}")
    lines.append("")
    lines.append(f"  {'result':<14}{'base':>8} {'95% CI':>15}{'variant':>9} {'95% CI':>15}{'shift':>9} {'95% CI':>17}  {'p':>6}")
    for k, v in s["sides"].items():
        b, w, sh = v["base"], v["variant"], v["shift"]
        label = f"{k} wins" if k != "draw" else "draws"
        lines.append(f"  {label:<14}{_pct(b['rate']):>8} [{_pct(b['ci'][0])},{_pct(b['ci'][1])}]"
                     f"{_pct(w['rate']):>9} [{_pct(w['ci'][0])},{_pct(w['ci'][1])}]"
                     f"{100 * sh['mean']:+8.1f}pp [{100 * sh['ci'][0]:+6.1f},{100 * sh['ci'][1]:+6.1f}]"
                     f"  {sh['p']:6.3f}{'  significant' if sh['significant'] else ''}")
    if "margin" in s:
        lines.append("")
        lines.append("  victory-point margin (own score less the best other side's): mean, median [q25, q75]")
        for side, m in s["margin"].items():
            b, w, sh = m["base"], m["variant"], m["shift"]
            lines.append(f"  {side:<14} base {b['mean']:+7.2f}, {b['median']:+g} [{b['q25']:+g}, {b['q75']:+g}]   "
                         f"variant {w['mean']:+7.2f}, {w['median']:+g} [{w['q25']:+g}, {w['q75']:+g}]   "
                         f"shift {sh['mean']:+.2f} [{sh['ci'][0]:+.2f}, {sh['ci'][1]:+.2f}]"
                         f"{'  significant' if sh['significant'] else ''}")
    else:
        lines.append("  (no victory-point margin: the game declares no score: in game.yaml and ends without scores)")
    ln = s["length"]
    if ln["base"]:
        lines.append("")
        lines.append(f"  game length ({ln['unit']}): base mean {ln['base']['mean']:.1f} (median {ln['base']['median']:g}), "
                     f"variant mean {ln['variant']['mean']:.1f} (median {ln['variant']['median']:g}), "
                     f"shift {ln['shift']['mean']:+.1f} [{ln['shift']['ci'][0]:+.1f}, {ln['shift']['ci'][1]:+.1f}]")
    return "\n".join(lines)


def plot(s: dict, path: str) -> None:
    """Win rates with their intervals (base and variant side by side) and the margin distributions, as PNG."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise PacwarError("--plot needs matplotlib: pip install 'pacwar[render]'") from None
    keys = list(s["sides"])
    ncols = 2 if "margin" in s else 1
    fig, axes = plt.subplots(1, ncols, figsize=(6 * ncols, 4), squeeze=False)
    ax = axes[0][0]
    x = range(len(keys))
    for off, arm, colour in ((-0.18, "base", "#7f8c8d"), (0.18, "variant", "#c0392b")):
        rates = [s["sides"][k][arm]["rate"] for k in keys]
        err = [[max(0.0, r - s["sides"][k][arm]["ci"][0]) for k, r in zip(keys, rates)],   # float rounding at 0 and 1
               [max(0.0, s["sides"][k][arm]["ci"][1] - r) for k, r in zip(keys, rates)]]
        ax.bar([i + off for i in x], rates, 0.36, yerr=err, capsize=4, label=arm, color=colour)
    ax.set_xticks(list(x))
    ax.set_xticklabels([f"{k} wins" if k != "draw" else "draws" for k in keys])
    ax.set_ylim(0, 1)
    ax.set_ylabel("share of games (95% CI)")
    ax.set_title(f"{s['game']} {s['scenario']}: {s['pairs']} paired games")
    ax.legend()
    if "margin" in s:
        ax = axes[0][1]
        side = next(iter(s["margin"]))
        for off, arm, colour in ((-0.2, "base", "#7f8c8d"), (0.2, "variant", "#c0392b")):
            h = s["margin"][side]["histogram"][arm]
            ax.bar([float(k) + off for k in h], list(h.values()), 0.4, label=arm, color=colour)
        ax.set_xlabel(f"{side} victory-point margin")
        ax.set_ylabel("games")
        ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


# ---- an agent against a reference, in every seat
def arena(game, scenario: str, agent: str, games: int = 100, seed: int = 0, opponent: str = "random",
          options: dict | None = None, max_decisions: int = 200_000, jobs: int | None = None, progress=None,
          players: int | None = None) -> dict:
    """`agent` in each seat in turn against `opponent` in the others, seeds seed..seed+games-1 per seat:
    the agent's win, draw and loss rates with 95% Wilson intervals, and its mean margin when the game scores.
    A seat is a player; in a game where the players change sides during a match, a seat is not a side."""
    from pacwar.interpreter.agents import make_agent
    from pacwar.interpreter.core.score import group_margins
    from pacwar.interpreter.core.teams import team_list
    n = players or len(team_list(game))   # one seat per team by default (per side in a game without teams)
    _seat_agents(game, [agent] * n)
    for spec in (agent, opponent):
        make_agent(spec, 0, 0)
    options = dict(options or {})
    from pacwar.interpreter.core.api import GameState
    GameState.new(game, scenario, seed, options, log=False, start=False)
    folder = str(game.folder)
    _GAMES.setdefault(folder, game)
    tasks = []
    # the same agent in every seat: the games of each seat are the same games, played once
    played = range(1) if agent == opponent else range(n)
    for seat in played:
        specs = [agent if p == seat else opponent for p in range(n)]
        tasks += [(seat, folder, scenario, seed + i, options, specs, max_decisions) for i in range(games)]
    results: dict = {}
    jobs = jobs or os.cpu_count() or 1
    if jobs > 1 and len(tasks) > 2:
        import multiprocessing
        with multiprocessing.get_context("spawn").Pool(min(jobs, len(tasks))) as pool:
            for r in pool.imap_unordered(run_task, tasks, chunksize=1):
                results[(r[0], r[1])] = r[2]
                if progress:
                    progress(len(results), len(tasks))
    else:
        for t in tasks:
            r = run_task(t)
            results[(r[0], r[1])] = r[2]
            if progress:
                progress(len(results), len(tasks))
    out = {"game": game.id, "scenario": scenario, "agent": agent, "opponent": opponent, "seed": seed,
           "games": games, "seats": []}
    for seat in range(n):
        recs = [results[(seat if seat in played else 0, seed + i)] for i in range(games)]
        ended = [r for r in recs if r["status"] == "end"]
        # a seat wins when every side it held at the end won (its return is 1; seats may change sides), and
        # its margin is its sides' total score against the best total of another player's sides
        wins = draws = 0
        margins = []
        for r in ended:
            ret = r["returns"][seat]
            wins += ret > 0
            draws += ret == 0
            if r["scores"] is not None and r.get("seat_sides", {}).get(seat):
                margins.append(group_margins(r["scores"], r["seat_sides"])[seat])
        k = len(ended)
        out["seats"].append({"seat": seat, "games": k, "left_out": games - k,
                             "win": {"n": wins, "rate": wins / k if k else 0.0, "ci": wilson(wins, k)},
                             "draw": {"n": draws, "rate": draws / k if k else 0.0, "ci": wilson(draws, k)},
                             "loss": {"n": k - wins - draws, "rate": (k - wins - draws) / k if k else 0.0,
                                      "ci": wilson(k - wins - draws, k)},
                             "margin": quantiles(margins),
                             "decisions": quantiles([r["decisions"] for r in ended]),
                             "cpu_seconds": round(sum(r.get("cpu", 0.0) for r in recs), 2)})
    out["cpu_seconds"] = round(sum(r.get("cpu", 0.0) for r in results.values()), 2)
    return out


def arena_table(a: dict) -> str:
    lines = [f"{a['game']} {a['scenario']}: {a['agent']} against {a['opponent']}, {a['games']} games per seat "
             f"(seeds {a['seed']}..{a['seed'] + a['games'] - 1})"]
    for s in a["seats"]:
        w, d, l = s["win"], s["draw"], s["loss"]
        m = s["margin"]
        lines.append(f"  player {s['seat'] + 1}: wins {_pct(w['rate'])} [{_pct(w['ci'][0])},{_pct(w['ci'][1])}]  "
                     f"draws {_pct(d['rate'])}  losses {_pct(l['rate'])}  ({s['games']} ended"
                     + (f", {s['left_out']} left out" if s["left_out"] else "") + ")"
                     + (f"  margin mean {m['mean']:+.2f}, median {m['median']:+g}" if m else "")
                     + (f"  {s['decisions']['mean']:.0f} decisions a game" if s.get("decisions") else ""))
    if "cpu_seconds" in a:
        lines.append(f"  CPU time {a['cpu_seconds']:.1f} s in all")
    return "\n".join(lines)
