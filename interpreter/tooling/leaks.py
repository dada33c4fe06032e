"""The counterfactual leak check: what a player receives must not depend on what the rules hide from them.

At a decision point, for each player (the viewer), build states that differ only in facts hidden from the
viewer, and compare everything the viewer receives from each: the observation (pieces, hidden faces,
variables, spaces, the pending prompt and option labels), the legal actions (labels, values, prompt) when
the viewer is to choose, and the viewer's log view. Any difference is a leak.

The counterfactuals:
- relabel: rename two pieces hidden from the viewer everywhere in the state (a pure renaming: the game is
  the same, only the engine's ids differ). Catches ids that reach the viewer (ids carry meaning).
- swap: two pieces hidden from the viewer that show the same face exchange their places (location and place
  in the stack), each keeping its record and everything the rules hold about it. Catches names, stack
  contents, variables and prompts that follow the identity of a hidden piece; between a held box and
  another, it changes a hidden card or plan.
- strength: a hidden piece's steps are changed.
- relabel also renames face-up pieces of another side: their ids must not reach the viewer either.
What the viewer receives includes the observation tensor, the information-state tensor and the legal actions'
ids of the fixed action space (adapters/encoding.py), the forms the OpenSpiel and PettingZoo adapters hand
out. The information-state tensor is built here with no own past actions: those are the viewer's own choices
among the actions it was offered (checked as action ids), the same in both worlds by construction; the rest
of it (the observation and the log the viewer reads, per rule section) is what the counterfactuals test.
The pending decision is asked afresh in each world (reopen), so options come from that world's pieces.
The swap (of two pieces in one place) and the strength change are also played forward a few decisions
with the same action indices, comparing the new log lines, prompt and actions each step, as long as both
worlds stay indistinguishable by the rules: the changed pieces stay hidden from the viewer and were not
shown to it by examine(), the chooser's options look the same to the viewer (labels and handles), and the
board the viewer sees did not go different ways (a hidden unit's own abilities may shape what its owner
does). This catches log lines and prompts written from hidden facts."""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from pacwar.adapters.encoding import codecs, info_codec
from pacwar.interpreter.core.api import GameState, new_game
from pacwar.interpreter.core.context import is_announced, render_entry
from pacwar.interpreter.core.decisions import _options, action_list
from pacwar.interpreter.core.entities import get_attr, is_hidden_from, own_piece, own_stack, piece_side
from pacwar.interpreter.core.observation import observe
from pacwar.interpreter.core.views import handles, redact


@dataclass
class Leak:
    scenario: str
    seed: int
    decision: int
    viewer: str
    kind: str
    pieces: tuple
    where: str
    real: object
    other: object

    def __str__(self):
        return (f"{self.scenario} seed {self.seed} decision {self.decision}: {self.viewer} tells apart a "
                f"{self.kind} of {', '.join(self.pieces)} through {self.where}: {_short(self.real)} vs {_short(self.other)}")


@dataclass
class Report:
    scenario: str
    points: int = 0
    checks: int = 0
    games: int = 0
    leaks: list = field(default_factory=list)

    def summary(self) -> str:
        kinds = {}
        for lk in self.leaks:
            kinds.setdefault((lk.kind, _path_kind(lk.where)), lk)
        text = (f"{self.scenario}: {self.points} decision points ({self.checks} counterfactual comparisons) in "
                f"{self.games} games: {len(self.leaks)} leaks")
        for lk in kinds.values():
            text += "\n  " + str(lk)
        return text


def _short(x, n=160):
    s = repr(x)
    return s if len(s) <= n else s[:n] + "..."


def _path_kind(where: str) -> str:
    return where.split("[")[0]


# ---- what the viewer receives

def viewer_view(state: GameState, player: int, log_from: int | None = None) -> dict:
    """Everything `player` receives at this state. With log_from, the log lines written since that entry
    (the earlier ones are the same past in both worlds)."""
    obs = observe(state, player) if log_from is None else _observe_no_log(state, player)
    obs["log"] = _lines(state, obs["side"], log_from or 0)
    view = {"observation": obs}
    # the fixed-size forms the OpenSpiel and PettingZoo adapters hand out (adapters/encoding.py) are
    # checked with the rest: the observation tensor and the ids of the legal actions
    actions, obs_codec = codecs(str(state.game.folder), state.st["scenario"])
    view["tensor"] = obs_codec.encode(state, player, obs=obs)
    view["info_tensor"] = info_codec(str(state.game.folder), state.st["scenario"]).encode(
        state, player, observation=view["tensor"])
    if state.st["result"] is None and state.current_player() == player:
        view["actions"] = _actions(state)
        view["action_ids"] = actions.ids([a.value for a in state.legal_actions()])
    return view


def _lines(state, side, log_from: int) -> list[str]:
    """The log lines `side` reads from entry log_from on, but those the rules announce (`announce`): their
    content depends on hidden values on purpose (a combat result both sides learn), so they are no leak."""
    return [ln for e in (state.log or [])[log_from:]
            if not is_announced(e) and (ln := render_entry(state.ctx, e, side)) is not None]


def _actions(state):
    return [(a.label, a.value, a.prompt) for a in state.legal_actions()]


def reopen(state: GameState) -> GameState:
    """The pending decision asked afresh of this state (its prompt and options computed again by the
    rules), so that a counterfactual state's options come from its own pieces, not the real ones."""
    st = state.st
    pend = st["pending"]
    if pend is None or st["result"] is not None:
        return state
    c = state.ctx
    fr = st["frames"][-1]
    spec = state.game.program.procs[fr["p"]].choices[fr["pc"]][0]
    c.l, c.frame = fr["l"], fr
    pend["prompt"] = spec["prompt"](c) if spec["prompt"] is not None else ["Choose"]
    _options(c, spec, pend)
    return state


def _told(state, player, side, log_from):
    """The cheap part of a view, compared first while playing forward: new log lines, prompt and actions."""
    log = _lines(state, side, log_from)
    acts = None
    if state.st["result"] is None and state.current_player() == player:
        acts = _actions(state)
    return log, acts


def _named(state, log_from, side, pieces) -> bool:
    """A frozen log part gave the viewer a changed piece's full label: the piece was face-up for it then."""
    c = state.ctx
    labels = {state.game.piece_label(c, p) for p in pieces if p in state.st["pieces"]}
    for cite, parts, to in (state.log or [])[log_from:]:
        for p in parts:
            if isinstance(p, dict) and "f" in p and p["f"] in labels and ("v" not in p or side in p["v"]):
                return True
    return False


def _examined(state, log_from, side, pieces) -> bool:
    for cite, parts, to in (state.log or [])[log_from:]:
        if to is not None and to != side and not (isinstance(to, list) and side in to):
            continue
        if any(isinstance(p, dict) and p.get("x") in pieces for p in parts):
            return True
    return False


def _board(view):
    o = view["observation"]
    return ({k: v for k, v in o.items() if k not in ("log", "decision")},
            (o["decision"] or {}).get("waiting_for"), "actions" in view)


def _observe_no_log(state, player):
    log, state.log = state.log, None
    try:
        return observe(state, player)
    finally:
        state.log = log


def first_difference(a, b, path="") -> str | None:
    if type(a) is not type(b):
        return path or "(value)"
    if a == b:   # one deep comparison in C before any walk: the tensors alone are tens of thousands of numbers
        return None
    if isinstance(a, dict):
        for k in list(a) + [k for k in b if k not in a]:
            if k not in a or k not in b:
                return f"{path}[{k!r}]"
            d = first_difference(a[k], b[k], f"{path}[{k!r}]")
            if d is not None:
                return d
        if list(a) != list(b):
            return f"{path} (order of keys)"
        return None
    if isinstance(a, (list, tuple)):
        if len(a) != len(b):
            return f"{path} (length {len(a)} vs {len(b)})"
        for i, (x, y) in enumerate(zip(a, b)):
            d = first_difference(x, y, f"{path}[{i}]")
            if d is not None:
                return d
        return None
    return None if a == b else (path or "(value)")


def _at(x, path: str):
    import ast
    import re
    for key in re.findall(r"\[([^\]]*)\]", path):
        try:
            k = ast.literal_eval(key)
            x = x[k]
        except Exception:  # noqa: BLE001 - only for the message
            return x
    return x


# ---- counterfactual states

def _rename(x, m):
    if isinstance(x, str):
        return m.get(x, x)
    if isinstance(x, list):
        return [_rename(v, m) for v in x]
    if isinstance(x, dict):
        return {(m.get(k, k) if isinstance(k, str) else k): _rename(v, m) for k, v in x.items()}
    return x


def relabel(state: GameState, a: str, b: str) -> GameState:
    """The same game with pieces a and b renamed to each other everywhere in the state."""
    # a new state over the renamed data, so that nothing (the context's lookups included) reads the old one
    return GameState(state.game, _rename(state.st, {a: b, b: a}), list(state.log) if state.log is not None else None,
                     list(state.history), state.ctx.checks)


def swap_places(state: GameState, a: str, b: str) -> GameState:
    """Pieces a and b exchange their locations and places in their stacks."""
    s = state.clone()
    st = s.st
    pa, pb = own_piece(s.ctx, a), own_piece(s.ctx, b)
    la, lb = pa["loc"], pb["loc"]
    if _carries(st, a, b) or _carries(st, b, a):
        return None  # a carrier and its own cargo cannot change places
    if la is not None and lb is not None:
        sa, sb = own_stack(s.ctx, la), own_stack(s.ctx, lb)   # the clone's own lists, not the original's
        ia, ib = sa.index(a), sb.index(b)
        sa[ia], sb[ib] = b, a
    elif la is not None or lb is not None:
        return None
    pa["loc"], pb["loc"] = lb, la
    s.ctx.ac.clear()   # (the attribute values and stacks kept for reading, runtime.gac, entities.StackUnits)
    s.ctx.ust.clear()
    s.ctx.usts.clear()
    return s


def _carries(st, carrier, pid) -> bool:
    loc = st["pieces"][pid]["loc"]
    for _ in range(50):
        if loc == carrier:
            return True
        if loc not in st["pieces"]:
            return False
        loc = st["pieces"][loc]["loc"]
    return False


def set_steps(state: GameState, a: str, steps: int) -> GameState:
    s = state.clone()
    own_piece(s.ctx, a)["steps"] = steps
    s.ctx.ac.clear()
    return s


def _face(state, pid, side):
    c = state.ctx
    g = state.game
    rec = state.st["pieces"][pid]
    loc = rec.get("loc")
    in_box = loc in g.boxes
    return (rec.get("kind"), piece_side(c, rec), tuple(repr(get_attr(c, pid, k)) for k in g.fog_public),
            g.hidden_label(c, pid), in_box)


# ---- the check

class Checker:
    def __init__(self, depth: int = 2, rng: random.Random | None = None, every_replay: bool = False,
                 replay_rate: float = 1.0):
        self.depth = depth
        self.replay_rate = replay_rate
        self.every_replay = every_replay
        self.rng = rng or random.Random(0)

    def check_point(self, state: GameState, report: Report, seed: int) -> None:
        report.points += 1
        seats = list(state.st["seats"].items())
        # playing forward costs most: unless every_replay, one viewer and one kind per point play forward
        play_side = self.rng.choice(seats)[0] if self.rng.random() < self.replay_rate else None
        play_kind = self.rng.choice(("swap", "strength"))
        for side, player in seats:
            def plays(kind, side=side):
                return self.every_replay or (side == play_side and kind == play_kind)
            hidden = [p for p in state.st["pieces"] if is_hidden_from(state.ctx, p, side)]
            base = None

            def base_view():
                nonlocal base
                if base is None:
                    base = viewer_view(reopen(state.clone()), player, log_from=len(state.log or []))
                return base

            # relabel: any two pieces whose ids the viewer may not read (hidden, or another side's)
            foreign = [p for p in state.st["pieces"]
                       if p in hidden or piece_side(state.ctx, state.st["pieces"][p]) != side]
            if len(foreign) >= 2:
                a, b = self.rng.sample(foreign, 2)
                self._compare(state, relabel(state, a, b), player, side, "relabel", (a, b), report, seed,
                              base_view(), replay=False)
            # swap: two hidden pieces with the same face
            pair = self._same_face_pair(state, hidden, side)
            if pair is not None:
                other = swap_places(state, *pair)
                if other is not None and all(is_hidden_from(other.ctx, p, side) for p in pair):
                    # played forward only when they share a place: where a piece comes from is public
                    same = len({state.st["pieces"][p]["loc"] for p in pair}) == 1
                    self._compare(state, other, player, side, "swap", pair, report, seed, base_view(),
                                  replay=same and plays("swap"))
            # strength
            units = [p for p in hidden if state.st["pieces"][p].get("max_steps", 1) > 1]
            if units:
                u = self.rng.choice(units)
                rec = state.st["pieces"][u]
                choices = [n for n in range(1, rec["max_steps"] + 1) if n != rec.get("steps")]
                if choices:
                    other = set_steps(state, u, self.rng.choice(choices))
                    self._compare(state, other, player, side, "strength", (u,), report, seed, base_view(),
                                  replay=plays("strength"))

    def _same_face_pair(self, state, hidden, side):
        groups: dict = {}
        for p in hidden:
            groups.setdefault(_face(state, p, side), []).append(p)
        # pieces in boxes hidden from the viewer show only a count per box: any two of one kind and side
        # may change places between such boxes
        boxed: dict = {}
        for key, ps in groups.items():
            if key[-1]:
                boxed.setdefault(key[:2], []).extend(ps)
        cands = [ps for ps in groups.values() if len(ps) >= 2] + [ps for ps in boxed.values() if len(ps) >= 2]
        if not cands:
            return None
        ps = self.rng.choice(cands)
        return tuple(self.rng.sample(ps, 2))

    def _compare(self, real, other, player, side, kind, pieces, report, seed, base, replay):
        report.checks += 1
        log_from = len(real.log or [])
        try:
            view_b = viewer_view(reopen(other.clone()), player, log_from=log_from)
        except Exception:  # noqa: BLE001 - the rules may not be able to ask it of a world they never reach
            return
        if self._record(base, view_b, real, side, kind, pieces, report, seed):
            return
        if not replay:
            return
        a, b = real.clone(), other
        for _ in range(self.depth):
            if a.is_terminal() or b.is_terminal():
                return
            if not self._indistinguishable_options(a, b, side, pieces):
                return
            idx = self.rng.randrange(len(action_list(a.st["pending"])))
            try:
                a.apply_action(idx)
                b.apply_action(idx)
            except Exception:  # noqa: BLE001 - the other world may be one the rules never reach
                return
            if any(p in x.st["pieces"] and not is_hidden_from(x.ctx, p, side) for x in (a, b) for p in pieces):
                return  # the rules revealed them: from here the viewer may tell the worlds apart
            if _examined(a, log_from, side, pieces) or _examined(b, log_from, side, pieces):
                return  # shown to the viewer for a moment (examine), which the rules allow
            if _named(a, log_from, side, pieces) or _named(b, log_from, side, pieces):
                return  # revealed and hidden again within the step (a battle): the viewer saw it
            if a.is_terminal() != b.is_terminal():
                return
            ta, tb = _told(a, player, side, log_from), _told(b, player, side, log_from)
            if ta == tb:
                continue
            va = viewer_view(a, player, log_from=log_from)
            vb = viewer_view(b, player, log_from=log_from)
            if _board(va) != _board(vb):
                # the worlds went different ways the rules let the viewer see (a hidden unit's own
                # abilities shape what its owner may do); what is compared here is what was said about it
                return
            if self._record(va, vb, a, side, kind + "+play", pieces, report, seed):
                return

    def _indistinguishable_options(self, a, b, side, pieces):
        """The same action index means the same thing to the viewer in both worlds."""
        pa, pb = a.st["pending"], b.st["pending"]
        if pa["side"] != pb["side"]:
            return False
        la, lb = action_list(pa), action_list(pb)
        if len(la) != len(lb):
            return False
        if a.st["where"] != b.st["where"]:
            return False
        ha, hb = handles(a, side), handles(b, side)
        ra = [(a._text(lab, side), redact(v, ha)) for v, lab in la]
        rb = [(b._text(lab, side), redact(v, hb)) for v, lab in lb]
        return ra == rb

    def _record(self, va, vb, state, side, kind, pieces, report, seed) -> bool:
        d = first_difference(va, vb)
        if d is None:
            return False
        report.leaks.append(Leak(report.scenario, seed, state.st["n"], side, kind, pieces, d,
                                 _at(va, d), _at(vb, d)))
        return True


def check_scenario(game: str, scenario: str, points: int = 500, seed: int = 0, depth: int = 2,
                   rate: float = 0.3, max_games: int = 200, every_replay: bool = False,
                   replay_rate: float = 1.0, options: dict | None = None) -> Report:
    """Play random games from `seed` on, checking a random share `rate` of decision points until `points`
    (with `options`, the optional rules set so, e.g. one that hides more)."""
    rng = random.Random(seed)
    report = Report(f"{game}/{scenario}")
    checker = Checker(depth, random.Random(seed + 1), every_replay, replay_rate)
    gseed = seed
    while report.points < points and report.games < max_games:
        state = new_game(game, scenario, seed=gseed, options=options)
        report.games += 1
        while not state.is_terminal() and report.points < points:
            if rng.random() < rate:
                checker.check_point(state, report, gseed)
            state.apply_action(rng.randrange(len(action_list(state.st["pending"]))))
        gseed += 1
    return report


def playable() -> list[tuple[str, str]]:
    """Every playable scenario of the bundled games (the engine names none)."""
    from pacwar.interpreter.core.game import playable_scenarios
    return playable_scenarios()
