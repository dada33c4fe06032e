"""Agents that look ahead, for every game, naming none: a greedy agent and information-set Monte Carlo tree
search (single-observer IS-MCTS) over clone().

Both evaluate a position with what the game declares as data: at the end, returns() (win +1, loss -1, draw
0); short of it, the victory-point margin from game.yaml `score:` squashed into (-1, 1) by tanh(margin /
scale), `scale` from the same declaration (default 5). A game that declares no score gives 0 short of the
end, and the search falls back to playing out further.

The search sees only what its player may see. Each iteration plays in a determinization: a clone of the
state in which the pieces hidden from the player are shuffled among those that look the same to it (same
side, same public attributes, same hidden label, same kind of place), and the dice are reseeded, so neither
the identity of a hidden piece nor a future roll is known. Tree nodes are keyed by the sequence of action
labels from the root (what the deciding player sees), so statistics are shared across determinizations;
selection is UCB1 over the actions legal in the current determinization.

Both remember, through a game, the positions they decided in as their player saw them (Repetitions): a choice
that brought the player back to a position it had already decided in, seeing the same, is not made there again.
Rules may offer a choice that changes nothing (an attack the rules then refuse, a move that ends where it
began); a search that values standing still above what follows would otherwise make it for ever."""
from __future__ import annotations

import math
import random

from pacwar.interpreter.core import dice as D
from pacwar.interpreter.core.entities import get_attr, is_hidden_from, own_piece, own_stack, piece_side
from pacwar.interpreter.core.decisions import _options
from pacwar.interpreter.core.score import margins
from pacwar.interpreter.errors import PacwarError


def evaluate(state, player: int) -> float:
    """The position's value for a player in [-1, 1]."""
    if state.is_terminal():
        return state.returns()[player]
    m = player_margin(state, player)
    if m is None:
        return 0.0
    scale = float((state.game.score_decl or {}).get("scale", 5)) or 5.0
    return 0.9 * math.tanh(m / scale)   # never quite a win


def player_margin(state, player: int) -> float | None:
    """The player's margin (core/score.py margins: a team seated as one player counts all its sides), the same
    margin the arena reports; None when the game declares no score."""
    m = margins(state)
    return None if m is None else m[player]


def determinize(state, side: str, rng: random.Random):
    """A clone consistent with what `side` sees: hidden look-alike pieces shuffled, dice reseeded."""
    world = state.clone()
    world.log = None
    world.ctx.log = None
    world.history = []   # the moves so far: a search never replays or saves them, and its copies need not carry them
    st, c, g = world.st, world.ctx, world.game
    st["rng"] = D.seed_state(rng.getrandbits(62))
    st["forced"] = []
    pieces = st["pieces"]
    carriers = {rec.get("loc") for rec in pieces.values() if rec.get("loc") in pieces}
    groups: dict = {}
    for pid, rec in pieces.items():
        loc = rec.get("loc")
        if loc is None or loc in pieces or pid in carriers or not is_hidden_from(c, pid, side):
            continue
        face = (rec.get("kind"), piece_side(c, rec), tuple(repr(get_attr(c, pid, k)) for k in g.fog_public),
                g.hidden_label(c, pid), loc in g.boxes)
        groups.setdefault(face, []).append(pid)
    shuffled = False
    for ids in groups.values():
        if len(ids) < 2:
            continue
        shuffled = True
        # the places in a fixed order (not the pieces' own), so the world drawn depends on what the player sees
        # and the generator only, never on which hidden piece really stands where
        places = sorted((pieces[p]["loc"], st["at"][pieces[p]["loc"]].index(p)) for p in ids)
        order = ids[:]
        rng.shuffle(order)
        for pid, (loc, i) in zip(order, places):
            own_piece(c, pid)["loc"] = loc
            own_stack(c, loc)[i] = pid
    c.ac.clear()   # the attribute values and stacks kept for reading (runtime.gac, entities.StackUnits) are
    c.ust.clear()  # not this world's
    c.usts.clear()
    if shuffled and st["pending"] is not None and st["result"] is None:
        _reopen(world)   # the pending decision's options from this world's pieces
    return world


def _reopen(world) -> None:
    st, c = world.st, world.ctx
    fr = st["frames"][-1]
    spec = world.game.program.procs[fr["p"]].choices[fr["pc"]][0]
    c.l, c.frame = fr["l"], fr
    st["pending"]["prompt"] = spec["prompt"](c) if spec["prompt"] is not None else ["Choose"]
    _options(c, spec, st["pending"])


class Repetitions:
    """The positions an agent decided in during a game, as its player saw them, and what it chose in each, so
    that it does not choose again what brought it back to a position it had seen (a cycle of choices that
    change nothing would otherwise never end).

    A position is the player's observation (core/observation.py, less the log, which only grows), so whether
    a position repeats depends on what the player sees and on nothing hidden. Observing costs a few
    milliseconds, so it is taken only at a decision whose prompt and options (what the player is asked) were
    met before in this game: a cycle is noticed on its third lap, one lap of choices that change nothing
    later than it could be."""

    def __init__(self):
        self.seen: dict = {}    # (prompt, options) -> [times met, [(observation, labels chosen there)]]
        self.n = -1             # the game's decision count at the last decision (a lower one: another game)
        self.chosen = None      # the labels chosen in the current position, when it is remembered

    def banned(self, state, player: int, acts: list) -> set:
        """The labels not to choose now: those chosen before in this very position, unless that is all of them
        (then the position's memory starts again)."""
        n = state.st["n"]
        if n <= self.n:         # a new game, or this one taken back: what was seen no longer holds
            self.seen = {}
        self.n = n
        self.chosen = None
        labels = tuple(a.label for a in acts)
        entry = self.seen.setdefault((acts[0].prompt, labels), [0, []])
        entry[0] += 1
        if entry[0] < 2:
            return set()
        seen = _position(state, player)
        for obs, chosen in entry[1]:
            if obs == seen:
                if chosen.issuperset(labels):
                    chosen.clear()
                self.chosen = chosen
                return set(chosen)
        entry[1].append((seen, set()))
        self.chosen = entry[1][-1][1]
        return set()

    def chose(self, label: str) -> None:
        if self.chosen is not None:
            self.chosen.add(label)


def _position(state, player: int) -> dict:
    from pacwar.interpreter.core.observation import observe
    obs = observe(state, player, labels=False)
    obs.pop("log", None)
    return obs


def _safe_eval(w, player) -> float:
    try:
        return evaluate(w, player)
    except PacwarError:
        return 0.0


def _side_of(state, player):
    return next(s for s, p in state.st["seats"].items() if p == player)


class GreedyAgent:   # an Agent (agents/basic.py) by its step(); basic.make_agent builds it
    """One ply: the action whose result evaluates best for the player (ties broken by its own seeded
    generator); each action is tried in a determinization, as the player cannot see the rest."""
    name = "greedy"

    def __init__(self, seed: int = 0, samples: int = 1):
        self.rng = random.Random(seed)
        self.samples = samples
        self.repetitions = Repetitions()

    def step(self, state) -> int:
        acts = state.legal_actions()
        if len(acts) == 1:
            return 0
        me = state.current_player()
        side = _side_of(state, me)
        banned = self.repetitions.banned(state, me, acts)
        best, best_v = [], -math.inf
        for i in range(len(acts)):
            if acts[i].label in banned:
                continue
            v = 0.0
            for _ in range(self.samples):
                # a determinization the rules cannot carry on from (a hidden piece where the real one was
                # needed) counts as no information, not as a crash of the agent
                try:
                    w = determinize(state, side, self.rng)
                    if i >= len(w.legal_actions()) or w.legal_actions()[i].label != acts[i].label:
                        continue
                    w.apply_action(i)
                    v += evaluate(w, me)
                except PacwarError:
                    continue
            if v > best_v + 1e-12:
                best, best_v = [i], v
            elif abs(v - best_v) <= 1e-12:
                best.append(i)
        i = self.rng.choice(best)
        self.repetitions.chose(acts[i].label)
        return i


class _Node:
    __slots__ = ("n", "w", "avail")

    def __init__(self):
        self.n = 0
        self.w = 0.0
        self.avail = 0


class SearchAgent:
    """IS-MCTS: determinized descents, each expanding one node and finishing with a random playout truncated
    `depth` decisions from the root, evaluated as above.

    What a decision costs is set in decisions played, never in time, so the same seeds give the same games:
    - `iterations`: at most this many descents;
    - `per_option`: if set, at most this many descents per legal option (a choice between two options gets
      fewer than one among twenty);
    - `budget`: if set, the descents stop once this many decisions have been played in them in all;
    - `reuse`: each determinization serves this many descents (each from its own copy), which saves drawing
      the hidden pieces again.
    A decision with one legal option is not searched."""
    name = "mcts"

    def __init__(self, seed: int = 0, iterations: int = 40, depth: int = 10, c: float = 0.7,
                 budget: int = 0, per_option: int = 0, reuse: int = 1):
        self.rng = random.Random(seed)
        self.iterations, self.depth, self.c = iterations, depth, c
        self.budget, self.per_option, self.reuse = budget, per_option, max(1, reuse)
        self.repetitions = Repetitions()

    def step(self, state) -> int:
        acts = state.legal_actions()
        if len(acts) == 1:
            return 0
        me = state.current_player()
        side = _side_of(state, me)
        banned = self.repetitions.banned(state, me, acts)
        allowed = [i for i, a in enumerate(acts) if a.label not in banned]
        if len(allowed) == 1:
            self.repetitions.chose(acts[allowed[0]].label)
            return allowed[0]
        tree: dict = {}   # (path of labels) -> _Node, the path ending with the action taken
        iterations = self.iterations
        if self.per_option:
            iterations = min(iterations, self.per_option * len(allowed))
        used = 0          # decisions played in the descents so far (the budget)
        base = None
        for it in range(iterations):
            if self.budget and used >= self.budget:
                break
            try:
                if it % self.reuse == 0:
                    base = determinize(state, side, self.rng)
                    w = base if self.reuse == 1 else base.clone()
                elif base is None:
                    continue
                else:
                    w = base.clone()
                if w is not base:   # the hidden pieces as drawn, the dice drawn anew for each descent
                    w.st["rng"] = D.seed_state(self.rng.getrandbits(62))
            except PacwarError:
                base = None
                continue
            path: tuple = ()
            trail = []          # (node key, the player who chose there): the tree part of the descent
            in_tree = True
            steps = 0
            while not w.is_terminal() and steps < self.depth:
                legal = w.legal_actions()
                if not legal:   # a drawn world in which the decision has no option: no information
                    break
                if in_tree:
                    keys = [path + (a.label,) for a in legal]
                    # at the root, what brought the player back to this position is not tried again
                    cand = [j for j in range(len(keys)) if path or keys[j][0] not in banned]
                    if not cand:
                        break
                    for j in cand:
                        tree.setdefault(keys[j], _Node()).avail += 1
                    untried = [j for j in cand if tree[keys[j]].n == 0]
                    if untried:      # expansion: one new node, then the playout
                        i = self.rng.choice(untried)
                        in_tree = False
                    else:
                        i = max(cand, key=lambda j: self._ucb(tree[keys[j]]))
                    trail.append((keys[i], w.current_player()))
                    path = keys[i]
                else:
                    i = self.rng.randrange(len(legal))
                try:
                    w.apply_action(i)
                except PacwarError:   # see GreedyAgent: a world the rules cannot carry on from
                    break
                steps += 1
            used += steps
            values = {}
            for key, player in trail:
                if player not in values:
                    values[player] = _safe_eval(w, player)
                node = tree[key]
                node.n += 1
                node.w += values[player]
        root = [tree.get((a.label,)) for a in acts]
        i = max(allowed, key=lambda i: ((root[i].n if root[i] else 0), (root[i].w if root[i] else 0)))
        self.repetitions.chose(acts[i].label)
        return i

    def _ucb(self, node: _Node) -> float:
        return node.w / node.n + self.c * math.sqrt(math.log(max(1, node.avail)) / node.n)
