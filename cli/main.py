"""The `pacwar` command line."""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
import traceback
from pathlib import Path

from pacwar.interpreter.errors import PacwarError, SaveError

EXIT_OK, EXIT_FAIL, EXIT_USAGE = 0, 1, 2


def _err(msg: str) -> None:
    print(msg, file=sys.stderr)


def _load(name: str):
    from pacwar.interpreter.core.game import load_game
    return load_game(name)


def _games() -> list[str]:
    from pacwar.interpreter.core.game import bundled_games_dir
    return sorted(d.name for d in bundled_games_dir().iterdir() if (d / "game.yaml").exists())


class UsageError(PacwarError):
    """A command-line value that cannot be used; reported before anything runs."""


ON = ("on", "true", "yes", "1")
OFF = ("off", "false", "no", "0")


def _options(pairs: list[str]) -> dict:
    """NAME or NAME=VALUE as written, {name: text or None}; the values are checked against the game's
    declarations by _typed_options once the game is loaded (a switch takes on/off, true/false, yes/no, 1/0;
    a choice one of its values). Any other value is refused, not guessed."""
    out = {}
    for p in pairs or []:
        k, eq, v = p.partition("=")
        k = k.strip()
        if not k:
            raise UsageError(f"--option {p!r}: give NAME, NAME=on|off or NAME=VALUE")
        out[k] = v.strip() if eq else None
    return out


def _typed_options(g, raw: dict) -> dict:
    from pacwar.interpreter.core.options import parse_pairs
    try:
        return parse_pairs(g, raw)
    except PacwarError as e:
        raise UsageError(str(e)) from None


def _at_least(lo: int, says: str):
    """An argparse type: a whole number no smaller than lo."""
    def parse(text: str) -> int:
        try:
            n = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if n < lo:
            raise argparse.ArgumentTypeError(f"must be {says}, not {n}")
        return n
    return parse


_positive = _at_least(1, "at least 1")
_not_negative = _at_least(0, "0 or more")


def check_output_path(path: str | Path, what: str) -> Path:
    """Refuse, before any work is done, a file that could not be written: a missing or read-only folder,
    a folder given as the file. A game is never played only to be lost to a bad path."""
    p = Path(path)
    if not str(path).strip():
        raise UsageError(f"{what}: the file name is empty")
    if p.is_dir():
        raise UsageError(f"{what} {path}: is a folder; give a file name")
    folder = p.parent
    if not folder.exists():
        raise UsageError(f"{what} {path}: the folder {folder} does not exist")
    if not folder.is_dir():
        raise UsageError(f"{what} {path}: {folder} is not a folder")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise UsageError(f"{what} {path}: cannot write in the folder {folder}")
    if p.exists() and not os.access(p, os.W_OK):
        raise UsageError(f"{what} {path}: the file exists and cannot be written")
    return p


def _stdin_is_terminal() -> bool:
    try:
        return sys.stdin is not None and sys.stdin.isatty()
    except (AttributeError, ValueError, OSError):
        return False


# ---- list
def cmd_list(args) -> int:
    from pacwar.interpreter.tooling.coverage import game_provenance
    any_bad = False
    for name in _games():
        try:
            g = _load(name)
        except PacwarError as e:
            print(f"{name}: does not load ({e.render().splitlines()[0]})")
            any_bad = True
            continue
        print(f"{g.id}: {g.title}")
        for sc in g.scenarios.values():
            print(f"    {sc['id']:<24} {sc['name']}  (§{sc['cite']})")
        print("    provenance: " + game_provenance(g).one_line())
    from pacwar.interpreter.core.game import bundled_games_dir
    for d in sorted(bundled_games_dir().iterdir()):
        if (d / "map.yaml").exists() and not (d / "game.yaml").exists():
            print(f"{d.name}: map only (no rules or scenarios yet); see `pacwar map check {d.name}`")
    return EXIT_FAIL if any_bad else EXIT_OK


# ---- validate
def cmd_validate(args) -> int:
    from pacwar.interpreter.tooling.check import validate_game
    names = [args.game] if args.game else _games()
    failed = 0
    for name in names:
        ok, text = validate_game(name, strict=args.strict)
        print(text)
        failed += not ok
    return EXIT_FAIL if failed else EXIT_OK


# ---- options
def cmd_options(args) -> int:
    from pacwar.interpreter.core.options import options_table
    g = _load(args.game)
    rows = options_table(g)
    if args.json:
        print(json.dumps({"game": g.id, "options": rows}, indent=2))
        return EXIT_OK
    if not rows:
        print(f"{g.id}: no options")
        return EXIT_OK
    print(f"{g.id}: {len(rows)} option(s)")

    def shown(v):
        return ("on" if v else "off") if isinstance(v, bool) else str(v)
    for r in rows:
        vals = "on|off" if r["kind"] == "on/off" else "|".join(shown(v) for v in r["values"])
        print(f"  {r['id']}  ({r['name']}, §{r['cite']})  values {vals}, default {shown(r['default'])}"
              + (f", favours {r['favours']}" if r["favours"] else ""))
        if r["description"]:
            print(f"      {r['description']}")
        if r["read_by"]:
            for site in r["read_by"]:
                print(f"      read by {site['procedure'] or '(top level)'} at {Path(site['file']).name}:{site['line']}")
        else:
            print("      read by no rule (switching it changes nothing)")
    return EXIT_OK


# ---- play
def cmd_play(args) -> int:
    from pacwar.interpreter.agents.basic import DecisionLimit, make_agent, play
    from pacwar.interpreter.core.api import GameState
    from pacwar.interpreter.core.saves import load, save
    from pacwar.interpreter.core.teams import team_list
    # every value and path is checked before a game is loaded or played
    for path, what in ((args.log, "--log"), (args.save, "--save")):
        if path is not None:
            check_output_path(path, what)
    if args.log is not None and args.save is not None and Path(args.log).resolve() == Path(args.save).resolve():
        raise UsageError("--log and --save name the same file; the save would be overwritten by the log")
    if args.resume:
        if args.game or args.scenario:
            raise UsageError("play --resume FILE takes no GAME or SCENARIO: the save names them")
        if args.option:
            raise UsageError("play --resume FILE takes no --option: the save keeps the options it was played with")
        state = load(args.resume)
        g = state.game
    else:
        if not args.game or not args.scenario:
            _err("play needs GAME and SCENARIO (or --resume FILE)")
            return EXIT_USAGE
        options = _options(args.option)
        g = _load(args.game)
        # as many players as agents: one per side, or one per team in a game with teams (core/teams.py)
        n = len([x for x in args.agents.split(",")]) if args.agents is not None else 1
        allowed = sorted({len(g.side_order), len(team_list(g))})
        if n != 1 and n not in allowed:
            _err(f"--agents needs {' or '.join(map(str, allowed))} agents (one per player: "
                 f"{'per side or per team' if len(allowed) > 1 else 'per side'}), got {n}")
            return EXIT_USAGE
        state = GameState.new(g, args.scenario, args.seed, _typed_options(g, options),
                              players=None if n == 1 else n)
    saved_agents = state.agents if args.resume else None
    n_players = state.num_players()
    if args.agents is not None:
        specs = [x.strip() for x in args.agents.split(",")]
    elif saved_agents:
        specs = list(saved_agents)   # a resumed game keeps its players (a human's game stays a human's)
    else:
        specs = ["random"]
    if len(specs) == 1:
        specs = specs * n_players
    if len(specs) != n_players and args.agents is None:
        raise SaveError(f"{args.resume}: the save names {len(specs)} agents for {n_players} players")
    if len(specs) != n_players:
        _err(f"--agents needs {n_players} agents (one per player), got {len(specs)}")
        return EXIT_USAGE
    try:
        agents = [make_agent(s, state.st["seed"], i) for i, s in enumerate(specs)]
    except PacwarError as e:
        if args.agents is None and saved_agents:   # the agents came from the save: say which file
            raise SaveError(f"{args.resume}: {e}") from None
        raise
    if any(a.name == "human" for a in agents) and not _stdin_is_terminal():
        raise UsageError("a human player needs a terminal to answer on, and the standard input is not one; "
                         "use random, first or scripted:... agents (nothing was played or written)")
    state.agents = specs
    humans = [i for i, a in enumerate(agents) if a.name == "human"]
    shown: dict = {}  # how many log entries were shown (entries, not lines: the viewer may change)

    def show(st, n):
        """Follow the log: a human at the terminal sees only their own side's view of it (the player's
        side may change between games). With several humans at one terminal nothing is shown unasked
        (each asks for their own view at their prompt); with none, a spectator sees the full log."""
        if args.quiet or args.follow is False or len(humans) > 1:
            return
        viewer = None
        if humans:
            viewer = next((side for side, p in st.st["seats"].items() if p == humans[0]), None)
        for line in st.log_lines(viewer, since=shown.get("entries", 0)):
            print(line)
        shown["entries"] = len(st.log or [])

    interrupted = False
    failed = False
    t0 = time.perf_counter()
    try:
        show(state, 0)
        play(state, agents, args.max_decisions, on_step=show)
    except (KeyboardInterrupt, EOFError):
        interrupted = True
        print("\n(stopped)")
    except DecisionLimit as e:   # stopped between decisions: the game so far is kept if --save names a file
        _err(e.render() + ("" if args.save else "; give --save FILE to keep the game so far"))
        failed = True
    elapsed = time.perf_counter() - t0
    if args.log:
        try:
            Path(args.log).write_text(state.log_text(), encoding="utf-8")
        except OSError as e:
            _err(f"cannot write the log to {args.log}: {e.strerror}")
            failed = True
    if args.save or interrupted:
        path = args.save or "pacwar-save.json"
        try:
            save(state, path)
            print(f"saved to {path}" + ("; resume with: pacwar play --resume " + path if interrupted else ""))
        except OSError as e:
            # the folder changed while the game was played: keep the game somewhere rather than lose it
            fd, spare = tempfile.mkstemp(prefix="pacwar-save-", suffix=".json")
            os.close(fd)
            save(state, spare)
            _err(f"cannot write the save to {path}: {e.strerror}; the game was saved to {spare} instead")
            failed = True
    res = state.result()
    if res:
        from pacwar.interpreter.core.entities import render_value
        c = state.ctx
        winner = f"{render_value(c, res['winner'])} wins" if res["winner"] else "draw"
        print(f"\nResult: {winner}" + (f" ({res['level']})" if res.get("level") else "")
              + (f"; scores: {', '.join(f'{render_value(c, s)} {v}' for s, v in res['scores'].items())}" if res.get("scores") else ""))
        seats = ", ".join(f"player {p + 1} = {render_value(c, s)}" for s, p in sorted(state.st['seats'].items(), key=lambda x: x[1]))
        print(f"{len(state.history)} decisions in {elapsed:.2f}s; seats at the end: {seats}")
    return EXIT_FAIL if failed else EXIT_OK


# ---- leaks
def cmd_leaks(args) -> int:
    from pacwar.interpreter.tooling.leaks import check_scenario, playable
    if args.game and not args.scenario:
        targets = [(args.game, sc) for sc in _load(args.game).scenarios]
    elif args.game:
        targets = [(args.game, args.scenario)]
    else:
        targets = playable()
    options = None
    if args.option:
        # an option that hides more (a fog scoped by an option) is checked with it on
        if not args.game:
            raise UsageError("leaks --option needs a GAME: options belong to one game")
        options = _typed_options(_load(args.game), _options(args.option))
    bad = 0
    for game, scenario in targets:
        t0 = time.perf_counter()
        report = check_scenario(game, scenario, points=args.points, seed=args.seed, depth=args.depth,
                                every_replay=args.every_replay, options=options)
        print(report.summary() + f"  ({time.perf_counter() - t0:.1f}s)")
        bad += bool(report.leaks)
    return EXIT_FAIL if bad else EXIT_OK


# ---- replay
def cmd_replay(args) -> int:
    from pacwar.interpreter.agents.basic import make_agent
    from pacwar.interpreter.core.saves import replay
    state, same, diff = replay(args.file)
    agents = state.agents or []
    if agents and len(agents) != state.num_players():
        raise SaveError(f"{args.file}: the save names {len(agents)} agents for {state.num_players()} players")
    for i, spec in enumerate(agents):   # a save whose agents could not play again is refused here too
        try:
            make_agent(spec, 0, i)
        except PacwarError as e:
            raise SaveError(f"{args.file}: {e}") from None
    if not args.quiet:
        print(state.log_text(), end="")
    if same:
        print(f"replay of {args.file}: {len(state.history)} decisions, log identical to the save (byte for byte) "
              "and the same final state")
        return EXIT_OK
    print(f"replay of {args.file} DIFFERS from the save: {diff}")
    return EXIT_FAIL


# ---- fuzz
def cmd_fuzz(args) -> int:
    from pacwar.interpreter.tooling.fuzz import fuzz
    if args.start and args.option:
        raise UsageError("fuzz --from SAVE takes no --option: the save keeps the options it was played with")
    g = _load(args.game)
    options = _typed_options(g, _options(args.option))

    if args.players is not None:
        from pacwar.interpreter.core.teams import seat_players
        seat_players(g, args.players)   # refuses a count that is neither one per side nor one per team
    start = None
    if args.start:  # a saved position: its history is re-played and checked, so it is one the rules reach
        from pacwar.interpreter.core.saves import load
        saved = load(args.start, g)
        if saved.st.get("scenario") not in (None, args.scenario):
            print(f"{args.start} is a game of scenario {saved.st.get('scenario')}, not {args.scenario}")
            return EXIT_USAGE
        if saved.is_terminal():
            print(f"{args.start} is a finished game: there is nothing to play from it")
            return EXIT_USAGE
        start = saved.serialize()
    from pacwar.cli.progress import Progress
    with Progress("fuzz", args.quiet or args.json, "game") as bar:
        def progress(i, n, rep):
            bar(i, n, f"{rep.decisions} decisions, {len(rep.failures)} failures")
        rep = fuzz(g, args.scenario, args.games, args.seed, args.max_decisions, options,
                   args.replay, progress, jobs=args.jobs, players=args.players, agent=args.agent, start=start)
    if args.json:
        import json
        print(json.dumps(rep.to_json(), indent=1))
    else:
        print(rep.summary())
    return EXIT_OK if rep.ok else EXIT_FAIL


# ---- seek
def cmd_seek(args) -> int:
    """A real position where an expression holds, found by hill climbing (tooling/seek.py), saved for
    `pacwar fuzz --from`."""
    from pacwar.interpreter.core.saves import save
    from pacwar.interpreter.tooling.seek import seek
    if args.start and args.option:
        raise UsageError("seek --from SAVE takes no --option: the save keeps the options it was played with")
    g = _load(args.game)
    options = _typed_options(g, _options(args.option))
    if Path(args.save).is_dir():
        raise UsageError(f"--save {args.save}: it is a folder")
    start = None
    if args.start:  # a staged seek: go on from a position an earlier seek saved (re-played and checked)
        from pacwar.interpreter.core.saves import load
        start = load(args.start, g)
    res = seek(g, args.scenario, args.until, args.goal, args.seed, options or None, args.budget, args.patience,
               offered=args.offered, start=start)
    if not res.reached:
        print(f"not reached in {res.decisions} decisions ({res.restarts} restarts); the best position found "
              f"has goal {res.value:g}; nothing saved")
        return EXIT_FAIL
    save(res.state, args.save)
    print(f"reached after {res.decisions} decisions ({res.restarts} restarts): a position "
          f"{len(res.state.history)} decisions from the start, saved to {args.save}")
    return EXIT_OK


# ---- concepts
def cmd_concepts(args) -> int:
    from pacwar.interpreter.core.game import bundled_games_dir
    from pacwar.interpreter.tooling.concepts import describe, table
    names = args.game or sorted(d.name for d in bundled_games_dir().iterdir()
                                if (d / "game.yaml").exists() or (d / "map.yaml").exists())
    descs = [describe(n) for n in names]
    if args.json:
        print(json.dumps(descs, indent=2, default=str))
    else:
        print(table(descs, markdown=args.markdown))
    return EXIT_OK


# ---- diff
def cmd_diff(args) -> int:
    from pacwar.interpreter.tooling.diff import count, diff_games, text
    d = diff_games(_load(args.a), _load(args.b))
    print(json.dumps(d, indent=2, default=str) if args.json else text(d))
    return EXIT_OK if not args.exit_code or not count(d) else EXIT_FAIL


# ---- compare
def _progress_bar(quiet: bool):
    """A bar on a terminal's stderr; a line every tenth of the work otherwise; nothing when quiet."""
    if quiet:
        return None
    tty = sys.stderr.isatty()
    state = {"t0": time.perf_counter(), "last": -1}

    def show(done, total):
        if tty:
            width = 30
            fill = width * done // total
            rate = done / max(1e-9, time.perf_counter() - state["t0"])
            print(f"\r  [{'#' * fill}{'.' * (width - fill)}] {done}/{total} games, {rate:.1f}/s",
                  end="\n" if done == total else "", file=sys.stderr, flush=True)
        elif done * 10 // total != state["last"]:
            state["last"] = done * 10 // total
            print(f"  {done}/{total} games", file=sys.stderr, flush=True)
    return show


def cmd_compare(args) -> int:
    from pacwar.interpreter.tooling.compare import compare, plot, table
    if args.plot:
        check_output_path(args.plot, "--plot")
    if not args.option and not args.variant:
        raise UsageError("nothing to compare: give --option NAME=VALUE (the variant's setting) and/or --variant FOLDER")
    g = _load(args.game)
    base_options = _typed_options(g, _options(args.base_option))
    variant = _load(args.variant) if args.variant else None
    var_options = _typed_options(variant or g, _options(args.option))
    agents = [x.strip() for x in (args.agents or "random").split(",")]
    cmp = compare(g, args.scenario, var_options, variant, base_options, args.games, agents, args.seed,
                  args.max_decisions, args.jobs, args.ray, _progress_bar(args.quiet))
    summary = cmp.summary()
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        print(table(summary))
    if args.plot:
        plot(summary, args.plot)
        if not args.json:
            print(f"plot written to {args.plot}")
    return EXIT_OK


# ---- arena
def cmd_arena(args) -> int:
    from pacwar.interpreter.tooling.compare import arena, arena_table
    g = _load(args.game)
    options = _typed_options(g, _options(args.option))
    a = arena(g, args.scenario, args.agent, args.games, args.seed, args.opponent, options, args.max_decisions,
              args.jobs, _progress_bar(args.quiet), players=args.players)
    print(json.dumps(a, indent=2) if args.json else arena_table(a))
    return EXIT_OK


# ---- bench
def cmd_bench(args) -> int:
    import json
    from pacwar.interpreter.tooling.bench import playable, run, table
    if args.seconds <= 0 or args.repeats < 1:
        raise PacwarError("--seconds must be positive and --repeats at least 1")
    scenarios = None
    if args.scenario:
        known = playable()
        scenarios = []
        for name in args.scenario:
            game, _, sc = name.partition(":")
            picked = [(g, s) for g, s in known if g == game and (not sc or s == sc)]
            if not picked:
                raise PacwarError(f"no playable scenario {name!r}; known: {', '.join(f'{g}:{s}' for g, s in known)}")
            scenarios.extend(picked)

    from pacwar.cli.progress import Progress
    with Progress("bench", args.quiet, "sample") as progress:
        report = run(args.seconds, args.repeats, scenarios, progress)
    print(json.dumps(report, indent=1) if args.json else table(report))
    return EXIT_OK


# ---- mutation fuzzer
def cmd_mutate(args) -> int:
    from pacwar.interpreter.tooling.mutate import KINDS, default_games, mutate
    games = default_games()
    if args.game:
        known = games
        games = [g for g in known if g[0] in args.game]
        if not games:
            raise UsageError(f"--game: choose among {', '.join(g for g, _ in known)}")
    kinds = tuple(args.kinds.split(",")) if args.kinds else KINDS
    bad = [k for k in kinds if k not in KINDS]
    if bad:
        raise UsageError(f"--kinds: unknown {', '.join(bad)}; choose among {', '.join(KINDS)}")

    def progress(i, n, rep):
        if not args.quiet and (i == n or i % max(1, n // 20) == 0):
            print(f"  {i}/{n} mutated inputs", file=sys.stderr)
    rep = mutate(args.inputs, args.seed, games, kinds, progress=progress, command=main)
    print(rep.summary(show=args.show))
    return EXIT_OK if rep.ok else EXIT_FAIL


# ---- rules coverage
def cmd_rules(args) -> int:
    from pacwar.interpreter.tooling.coverage import coverage_report, render_coverage, rules_coverage
    g = _load(args.game)
    if not g.meta.get("sections"):
        print(rules_coverage(g))
        return EXIT_OK
    rep = coverage_report(g)
    only = "missing" if args.missing else "untested" if args.untested else None
    if args.json:
        if only:
            want = "not encoded" if only == "missing" else "encoded, untested"
            rep["sections"] = [r for r in rep["sections"] if r["status"] == want]
        print(json.dumps(rep, indent=1))
    else:
        print(render_coverage(rep, only))
    return EXIT_OK


# ---- golden tests
def cmd_test(args) -> int:
    from pacwar.interpreter.tooling.golden import cases, run_case
    g = _load(args.game)
    failed = 0
    for case in cases(g):
        if args.k and args.k.lower() not in case.spec["name"].lower():
            continue
        failures = run_case(case, strict=not args.lenient)
        print(f"{'FAIL' if failures else 'ok  '} §{case.spec['cite']:<7} {case.spec['name']}")
        if failures:
            failed += 1
            print("  " + "\n  ".join("\n".join(failures).splitlines()))
    print(f"{failed} failed" if failed else "all passed")
    return EXIT_FAIL if failed else EXIT_OK


# ---- maps
def cmd_map(args) -> int:
    from pacwar.interpreter.tooling.map_command import map_check, map_render
    if args.map_cmd == "check":
        ok, text = map_check(args.game)
        print(text)
        return EXIT_OK if ok else EXIT_FAIL
    if args.out is not None:
        check_output_path(args.out, "--out")   # (the picture type is checked by render_map, before drawing)
    out = map_render(args.game, args.scenario, args.out)
    print(f"wrote {out}")
    return EXIT_OK


# ---- serve (the board in a browser; web/)
def cmd_serve(args) -> int:
    try:
        from pacwar.web.app import serve
    except ImportError as e:
        raise PacwarError(f"pacwar serve needs the web extra ({e.name} is missing): pip install 'pacwar[web]'") from None
    replay = None
    if args.replay:
        try:
            replay = Path(args.replay).read_text(encoding="utf-8")
        except OSError as e:
            raise PacwarError(f"cannot read {args.replay}: {e.strerror}") from None
        from pacwar.interpreter.core.api import GameState
        GameState.deserialize(replay)   # a bad file is refused now, with its reason, not in the page
    serve(args.host, args.port, replay, open_browser=not args.no_browser)
    return EXIT_OK


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="pacwar", description="Pacific-war board wargames from rules written as data.")
    p.add_argument("--debug", action="store_true", help="show Python tracebacks for internal errors")
    sub = p.add_subparsers(dest="cmd", required=True)

    s = sub.add_parser("list", help="games and scenarios, with a provenance summary")
    s.set_defaults(fn=cmd_list)

    s = sub.add_parser("validate", help="parse, check and schema-validate a game (or all)")
    s.add_argument("game", nargs="?", help="a bundled game name or a game folder")
    s.add_argument("--strict", action="store_true", help="treat warnings as errors")
    s.set_defaults(fn=cmd_validate)

    s = sub.add_parser("options", help="a game's options: citation, values, default, and the rules that read each")
    s.add_argument("game", help="a bundled game name or a game folder")
    s.add_argument("--json", action="store_true", help="machine-readable output")
    s.set_defaults(fn=cmd_options)

    s = sub.add_parser("play", help="play a scenario with agents (or humans)")
    s.add_argument("game", nargs="?", help="a bundled game name or a game folder")
    s.add_argument("scenario", nargs="?")
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--agents", help="one per player: random[:SEED], first, human, scripted:a|b "
                   "(default random,random; a resumed game keeps its agents)")
    s.add_argument("--option", action="append", metavar="NAME[=VALUE]", help="an optional rule: NAME=on|off, or NAME=VALUE for an option with values (see `pacwar options GAME`)")
    s.add_argument("--log", metavar="FILE", help="write the full event log here")
    s.add_argument("--save", metavar="FILE", help="save the game here at the end (atomically)")
    s.add_argument("--resume", metavar="FILE", help="continue a saved game")
    s.add_argument("--quiet", action="store_true", help="print only the result")
    s.add_argument("--max-decisions", type=_positive, default=1_000_000)
    s.set_defaults(fn=cmd_play, follow=True)

    s = sub.add_parser("replay", help="re-play a save from its seed and check the log is identical")
    s.add_argument("file")
    s.add_argument("--quiet", action="store_true")
    s.set_defaults(fn=cmd_replay)

    s = sub.add_parser("fuzz", help="random playouts checking invariants and determinism")
    s.add_argument("game")
    s.add_argument("scenario")
    s.add_argument("--games", type=_positive, default=100)
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--max-decisions", type=_positive, default=20000)
    s.add_argument("--replay", type=_not_negative, default=5, help="how many games to replay for determinism")
    s.add_argument("--jobs", type=_positive, default=1, help="worker processes (default 1)")
    s.add_argument("--players", type=_positive, help="players seated: one per side (default) or one per team")
    s.add_argument("--option", action="append", metavar="NAME[=VALUE]")
    s.add_argument("--agent", choices=("random", "coverage"), default="random",
                   help="random: uniform; coverage: prefers the options taken least so far in the game")
    s.add_argument("--from", dest="start", metavar="SAVE",
                   help="play from this saved position (re-played and checked) instead of the scenario's start")
    s.add_argument("--json", action="store_true", help="the report as JSON (with the per-action counts)")
    s.add_argument("--quiet", action="store_true")
    s.set_defaults(fn=cmd_fuzz)

    s = sub.add_parser("seek", help="play towards a position where an expression holds (hill climbing with "
                                     "restarts) and save it, to fuzz from with `fuzz --from`")
    s.add_argument("game")
    s.add_argument("scenario")
    s.add_argument("--until", metavar="EXPR",
                   help="a rules-language expression: stop at the first position where it is true")
    s.add_argument("--offered", metavar="ACTION",
                   help="stop only where the pending decision offers this action (a procedure's label)")
    s.add_argument("--goal", metavar="EXPR", help="an expression whose larger values are nearer (default: --until)")
    s.add_argument("--save", required=True, metavar="FILE", help="write the position found here")
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--budget", type=_positive, default=20000, help="decisions to play at most, restarts included")
    s.add_argument("--patience", type=_positive, default=200,
                   help="decisions without improving on the best position before going back to it")
    s.add_argument("--option", action="append", metavar="NAME[=VALUE]")
    s.add_argument("--from", dest="start", metavar="SAVE",
                   help="play on from this saved position (re-played and checked; e.g. an earlier seek's) "
                        "instead of the scenario's start")
    s.set_defaults(fn=cmd_seek)

    s = sub.add_parser("concepts", help="each game's type and wargame concepts, computed from its rules and data")
    s.add_argument("game", nargs="*", help="bundled game names or folders (default: every bundled game)")
    s.add_argument("--json", action="store_true", help="everything computed, machine-readable")
    s.add_argument("--markdown", action="store_true", help="the table as Markdown (for the docs)")
    s.set_defaults(fn=cmd_concepts)

    s = sub.add_parser("diff", help="structural difference of two games or versions: rules, tables, records, options, scenarios, map")
    s.add_argument("a", help="a bundled game name or a game folder")
    s.add_argument("b", help="a bundled game name or a game folder (a variant, another version)")
    s.add_argument("--json", action="store_true", help="machine-readable output")
    s.add_argument("--exit-code", action="store_true", help="exit 1 when there are differences (like diff)")
    s.set_defaults(fn=cmd_diff)

    s = sub.add_parser("compare", help="paired seeded games of a base and a variant: win rates, shift, margins, length")
    s.add_argument("game", help="the base game (bundled name or folder)")
    s.add_argument("scenario")
    s.add_argument("--option", action="append", metavar="NAME[=VALUE]", help="the variant's setting of an option (repeatable)")
    s.add_argument("--base-option", action="append", metavar="NAME[=VALUE]", help="an option set in both arms")
    s.add_argument("--variant", metavar="FOLDER", help="the variant's game folder (else the base game with --option)")
    s.add_argument("--games", type=_positive, default=100, help="paired games (default 100)")
    s.add_argument("--agents", help="one per player, or one for all (default random)")
    s.add_argument("--seed", type=int, default=0, help="first seed (games use seed..seed+games-1)")
    s.add_argument("--max-decisions", type=_positive, default=200_000)
    s.add_argument("--jobs", type=_positive, default=None, help="local worker processes (default: every core)")
    s.add_argument("--ray", metavar="ADDRESS", help="run on a Ray cluster (ADDRESS, or 'local' for a new local instance)")
    s.add_argument("--json", action="store_true", help="machine-readable output")
    s.add_argument("--plot", metavar="FILE.png", help="also draw the win rates and margins (needs matplotlib)")
    s.add_argument("--quiet", action="store_true", help="no progress bar")
    s.set_defaults(fn=cmd_compare)

    s = sub.add_parser("arena", help="an agent in each seat against a reference agent: win rates with 95%% intervals")
    s.add_argument("game")
    s.add_argument("scenario")
    s.add_argument("--agent", default="greedy", help="the agent measured: greedy, mcts[:iterations=N;depth=N;budget=N;per_option=N;reuse=N] (docs/agents.md), random... (default greedy)")
    s.add_argument("--opponent", default="random", help="the agent in the other seats (default random)")
    s.add_argument("--games", type=_positive, default=100, help="games per seat (default 100)")
    s.add_argument("--players", type=_positive, default=None,
                   help="seats: one per side or one per team (default one per team, which is one per side in a game without teams)")
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--option", action="append", metavar="NAME[=VALUE]")
    s.add_argument("--max-decisions", type=_positive, default=200_000)
    s.add_argument("--jobs", type=_positive, default=None, help="local worker processes (default: every core)")
    s.add_argument("--json", action="store_true")
    s.add_argument("--quiet", action="store_true")
    s.set_defaults(fn=cmd_arena)

    s = sub.add_parser("mutate", help="mutation fuzzer: mutated rules, data, saves and arguments, each outcome classified")
    s.add_argument("--inputs", type=_positive, default=100, help="how many mutated inputs (default 100)")
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--game", action="append", help="only this bundled game (repeatable)")
    s.add_argument("--kinds", help="comma-separated: rules,data,save,cli (default all)")
    s.add_argument("--show", type=_not_negative, default=30, help="how many non-plain outcomes to list")
    s.add_argument("--quiet", action="store_true")
    s.set_defaults(fn=cmd_mutate)


    s = sub.add_parser("bench", help="speed as ratios against a hand-written baseline measured in the same run")
    s.add_argument("--scenario", action="append", metavar="GAME[:SCENARIO]", help="only these (default: every playable one)")
    s.add_argument("--seconds", type=float, default=3.0, help="CPU seconds per sample (default 3)")
    s.add_argument("--repeats", type=int, default=3, help="samples per figure, for the spread (default 3)")
    s.add_argument("--json", action="store_true", help="machine-readable output")
    s.add_argument("--quiet", action="store_true")
    s.set_defaults(fn=cmd_bench)

    s = sub.add_parser("leaks", help="the counterfactual hidden-information check at random decision points")
    s.add_argument("game", nargs="?", help="a bundled game name or a game folder (default: every playable scenario)")
    s.add_argument("scenario", nargs="?")
    s.add_argument("--points", type=int, default=500, help="decision points per scenario (default 500)")
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--depth", type=int, default=2, help="decisions played forward from a counterfactual")
    s.add_argument("--every-replay", action="store_true", help="play forward every counterfactual (slower)")
    s.add_argument("--option", action="append", metavar="NAME[=VALUE]",
                   help="an optional rule set for every game checked (e.g. one that hides more); needs GAME")
    s.set_defaults(fn=cmd_leaks)

    s = sub.add_parser("test", help="run a game's golden tests (strictly: docs/authoring.md)")
    s.add_argument("game")
    s.add_argument("-k", help="only tests whose name contains this")
    s.add_argument("--lenient", action="store_true",
                   help="answer missing decisions with the first option and roll missing dice (to explore, not to pass)")
    s.set_defaults(fn=cmd_test)

    s = sub.add_parser("rules", help="each rulebook section: where it is encoded, which golden tests check it, its status")
    s.add_argument("game")
    s.add_argument("--missing", action="store_true", help="only sections not encoded")
    s.add_argument("--untested", action="store_true", help="only sections encoded but cited by no golden test")
    s.add_argument("--json", action="store_true", help="the report as JSON")
    s.set_defaults(fn=cmd_rules)

    s = sub.add_parser("map", help="check or render a game's map")
    msub = s.add_subparsers(dest="map_cmd", required=True)
    m = msub.add_parser("check", help="schema, connectivity, locations resolve, provenance summary")
    m.add_argument("game")
    m.set_defaults(fn=cmd_map)
    m = msub.add_parser("render", help="draw the map to SVG or PNG")
    m.add_argument("game")
    m.add_argument("--scenario", help="also draw this scenario's setup")
    m.add_argument("--out", help="FILE.svg or FILE.png (default <game>.svg)")
    m.set_defaults(fn=cmd_map)

    s = sub.add_parser("serve", help="play in a browser: a local web server with the board (pip install 'pacwar[web]')")
    s.add_argument("--host", default="127.0.0.1")
    s.add_argument("--port", type=_positive, default=8000)
    s.add_argument("--replay", metavar="FILE", help="step through a save file instead of playing")
    s.add_argument("--no-browser", action="store_true", help="do not open a browser window")
    s.set_defaults(fn=cmd_serve)
    return p


def main(argv=None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return args.fn(args)
    except UsageError as e:
        _err(f"pacwar {args.cmd}: {e.render()}")
        return EXIT_USAGE
    except PacwarError as e:
        _err(e.render())
        return EXIT_FAIL
    except KeyboardInterrupt:
        _err("interrupted")
        return EXIT_FAIL
    except BrokenPipeError:
        return EXIT_OK
    except Exception as e:  # an engine bug: say so plainly
        if args.debug:
            traceback.print_exc()
        else:
            _err(f"internal error: {type(e).__name__}: {e}\n(this is a bug in pacwar; run with --debug for details)")
        return EXIT_FAIL


if __name__ == "__main__":
    sys.exit(main())
