"""Built-in players: random, first-legal, scripted (from a list) and human (a terminal prompt)."""
from __future__ import annotations

import random
import sys

from pacwar.interpreter.errors import PacwarError
from pacwar.interpreter.core.decisions import find_action


class Agent:
    name = "agent"

    def step(self, state) -> int:
        raise NotImplementedError


class RandomAgent(Agent):
    """Uniform over legal actions, with its own seeded generator (separate from the game's dice)."""
    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def step(self, state) -> int:
        return self.rng.randrange(len(state.legal_actions()))


class FirstLegalAgent(Agent):
    name = "first"

    def step(self, state) -> int:
        return 0


class ScriptedAgent(Agent):
    """Answers from a list of option labels or indices, in order; then falls back (first legal by default)."""
    name = "scripted"

    def __init__(self, script: list, fallback: Agent | None = None):
        self.script = list(script)
        self.fallback = fallback or FirstLegalAgent()

    def step(self, state) -> int:
        if not self.script:
            return self.fallback.step(state)
        return find_action(state.legal_actions(), self.script.pop(0))


class HumanAgent(Agent):
    """A terminal prompt. Before each choice it shows the phase, the tracks and the pieces (the player's own and
    the others it may see) in the spaces the options are about. A choice is typed by its number or its name
    (a unique beginning is enough); `help` lists the commands."""
    name = "human"
    HELP = ("commands: a number or a choice's name (or the start of it) chooses; l = the log (last 30 lines); "
            "o = everything you see; s = the situation again; h or help = this; q = quit")

    def __init__(self, stdin=None, stdout=None):
        self.stdin, self.stdout = stdin or sys.stdin, stdout or sys.stdout

    def step(self, state) -> int:
        from pacwar.interpreter.agents.display import describe
        out = self.stdout
        player = state.current_player()
        side = state.current_side()
        acts = state.legal_actions()
        print(f"\n--- player {player + 1} ({state.ctx.name(side)}) ---", file=out)

        def situation():
            for line in describe(state, player, [a.value for a in acts]):
                print(line, file=out)
            print(acts[0].prompt, file=out)
            for a in acts:
                print(f"  {a.index}: {a.label}", file=out)
        situation()
        while True:
            print("choose a number or a name (help = commands): ", end="", file=out, flush=True)
            line = self.stdin.readline()
            if not line:
                raise EOFError("input ended")
            raw = line.strip()
            cmd = raw.lower()
            if cmd == "q":
                raise KeyboardInterrupt
            if cmd in ("h", "help", "?"):
                print(self.HELP, file=out)
                continue
            if cmd == "l":
                print("\n".join(state.log_lines(side)[-30:]), file=out)
                continue
            if cmd == "o":
                print(state.observation_string(player), file=out)
                continue
            if cmd == "s":
                situation()
                continue
            if cmd.isdigit() and 0 <= int(cmd) < len(acts):
                return int(cmd)
            picked = _by_name(acts, cmd) if cmd and not cmd.isdigit() else None
            if isinstance(picked, int):
                return picked
            if picked:
                print(f"{raw!r} could be any of: {'; '.join(picked)}; type more of the name or the number", file=out)
                continue
            print(f"please type a number from 0 to {len(acts) - 1} or a choice's name (help = commands)", file=out)


def _by_name(acts, text: str):
    """The index of the action named `text` (whole name, else a unique beginning, case ignored); a list of the
    names it could be when several fit; None when none does."""
    labels = [a.label.lower() for a in acts]
    exact = [i for i, lab in enumerate(labels) if lab == text]
    if len(exact) == 1:
        return exact[0]
    starts = [i for i, lab in enumerate(labels) if lab.startswith(text)]
    if len(starts) == 1:
        return starts[0]
    if len(exact) > 1 or len(starts) > 1:   # same labels (two identical units) need the number
        return [f"{i}: {acts[i].label}" for i in (exact or starts)]
    return None


def make_agent(spec: str, seed: int, player: int) -> Agent:
    """'random' or 'random:SEED', 'first', 'human', 'greedy[:samples=N;seed=S]',
    'mcts[:iterations=N;depth=N;budget=N;per_option=N;reuse=N;seed=S]' (agents/search.py), or 'scripted:a|b|c' (option labels or numbers separated by '|').

    A parameter an agent does not take is refused rather than ignored."""
    kind, colon, arg = spec.strip().partition(":")
    if kind == "random":
        if not colon:
            return RandomAgent(seed * 1000 + player)
        try:
            own = int(arg)
        except ValueError:
            raise PacwarError(f"agent {spec!r}: random takes a whole-number seed (random:7), not {arg!r}") from None
        return RandomAgent(own * 1000 + player)
    if kind in ("first", "first-legal", "human"):
        if colon:
            raise PacwarError(f"agent {spec!r}: {kind} takes no parameter")
        return FirstLegalAgent() if kind != "human" else HumanAgent()
    if kind in ("greedy", "mcts"):
        from pacwar.interpreter.agents.search import GreedyAgent, SearchAgent
        params = {}
        for part in [x for x in arg.split(";") if x] if colon else []:
            k, eq, v = part.partition("=")
            try:
                params[k.strip()] = int(v)
            except ValueError:
                raise PacwarError(f"agent {spec!r}: parameters are NAME=NUMBER separated by ';', not {part!r}") from None
        allowed = {"greedy": {"samples", "seed"},
                   "mcts": {"iterations", "depth", "seed", "budget", "per_option", "reuse"}}[kind]
        bad = set(params) - allowed
        if bad:
            raise PacwarError(f"agent {spec!r}: {kind} takes {', '.join(sorted(allowed))}, not {', '.join(sorted(bad))}")
        own = params.pop("seed", seed)
        cls = GreedyAgent if kind == "greedy" else SearchAgent
        return cls(own * 1000 + player + 7, **params)
    if kind == "scripted":
        return ScriptedAgent([x for x in arg.split("|") if x] if arg else [])
    raise PacwarError(f"unknown agent {spec!r}: use random, random:SEED, first, human, greedy[:samples=N], "
                      "mcts[:iterations=N;depth=N] or scripted:answer|answer|...")


class DecisionLimit(PacwarError):
    """The game did not end within the decision budget; the state is whole (between decisions) and can be saved."""


def play(state, agents: list[Agent], max_decisions: int = 1_000_000, on_step=None) -> None:
    """Let the agents play from this state to the end (or until max_decisions)."""
    n = 0
    while not state.is_terminal():
        if n >= max_decisions:
            raise DecisionLimit(f"the game did not end within {max_decisions} decisions")
        p = state.current_player()
        idx = agents[p].step(state)
        state.apply_action(idx)
        n += 1
        if on_step:
            on_step(state, n)
