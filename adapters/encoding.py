"""A fixed action space and a fixed-size observation tensor for one game and scenario.

Frameworks for learning agents want a fixed number of distinct actions and a vector of fixed length, where
pacwar offers, at each decision, a list of readable options. The encoding:

* **Actions.** A vocabulary of what options name: `done`, `none`, every side, nation, box and space, every
  piece on the board at the scenario's start, every procedure (an option naming a procedure to run, e.g. an
  action of an action phase), and the whole numbers 0..MAX_INT. An option whose value is in the vocabulary
  (and unique among the decision's options) has that number whatever decision it belongs to, so "move to
  Midway" is the same action id in every game of the scenario. Any other option (a hidden piece named by an
  opaque handle, a piece created during play, free text) gets a *slot*: vocabulary size + its position in
  the decision. Ids never collide within one decision: vocabulary ids are distinct values, slot ids lie
  past the vocabulary.
* **Observations.** Built only from `observe(state, player)` (the leak-free view): the viewer and the player
  to move, the phase (`where`), per location and side the visible pieces and their steps and the hidden
  pieces shown there, spaces' attributes that name a side, the variables the viewer may see, the result.
  The layout is fixed per scenario (`ObservationCodec.names` says what each entry is).
* **Information states.** The observation tensor followed by a bounded summary of what the player remembers
  (`InfoStateCodec`): counts of each of their own past action ids and their last OWN_RECENT action ids, and
  the log as they may read it summarised per rule section (how many lines each section wrote, and the
  sections of the last LOG_RECENT lines). Fixed size per scenario; not perfect recall (the history of these
  games has no useful bound), which the information-state *string* is.
"""
from __future__ import annotations

import re
from functools import lru_cache

from pacwar.interpreter.core.api import GameState, new_game
from pacwar.interpreter.core.context import render_entry
from pacwar.interpreter.core.decisions import action_list
from pacwar.interpreter.core.game import Game, load_game
from pacwar.interpreter.core.observation import observe
from pacwar.interpreter.errors import PacwarError

MAX_SLOTS = 512   # options one decision may offer beyond the vocabulary (the bundled games offer at most ~200)
MAX_INT = 100
OWN_RECENT = 4    # own last actions kept one-hot in the information-state tensor
LOG_RECENT = 8    # last readable log lines whose rule section is kept one-hot


class ActionCodec:
    def __init__(self, game: Game, scenario: str):
        self.game = game
        start = new_game(game, scenario, seed=0, log=False)
        keys = ["$done", "$none"]
        keys += [f"side:{s}" for s in game.side_order]
        keys += [f"nation:{n}" for n in game.nations]
        keys += [f"box:{b}" for b in game.boxes]
        keys += [f"space:{s}" for s in game.space_order]
        keys += [f"piece:{p}" for p in sorted(start.st["pieces"])]
        keys += [f"proc:{p}" for p in sorted(game.program.procs)]
        keys += [f"int:{i}" for i in range(MAX_INT + 1)]
        self.keys = keys
        self.index = {k: i for i, k in enumerate(keys)}
        self.pieces = frozenset(start.st["pieces"])
        self.size = len(keys) + MAX_SLOTS

    def key(self, value) -> str | None:
        g = self.game
        if isinstance(value, str):
            for kind, table in (("side", g.sides), ("nation", g.nations), ("box", g.boxes), ("space", g.map.spaces)):
                if value in table:
                    return f"{kind}:{value}"
            return f"piece:{value}" if value in self.pieces else None
        if isinstance(value, dict):
            if "$" in value:
                return f"${value['$']}"
            if isinstance(value.get("proc"), str):
                return f"proc:{value['proc']}"
            return None
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_INT:
            return f"int:{value}"
        return None

    def ids(self, values: list) -> list[int]:
        """The action id of each option of one decision, in option order."""
        keys = [self.key(v) for v in values]
        seen: dict = {}
        for k in keys:
            seen[k] = seen.get(k, 0) + 1
        out = []
        for i, k in enumerate(keys):
            if k is not None and seen[k] == 1 and k in self.index:
                out.append(self.index[k])
            else:
                if i >= MAX_SLOTS:
                    raise PacwarError(f"a decision offers {len(values)} options, more than the {MAX_SLOTS} slots of "
                                      f"the fixed action space")
                out.append(len(self.keys) + i)
        return out

    def legal(self, state: GameState) -> dict[int, int]:
        """{action id: option index} for the pending decision, as the chooser sees its options."""
        if state.is_terminal():
            return {}
        return {a: i for i, a in enumerate(self.ids([a.value for a in state.legal_actions()]))}

    def name(self, action: int) -> str:
        if 0 <= action < len(self.keys):
            return self.keys[action]
        return f"slot:{action - len(self.keys)}"


def _number(v, sides) -> float:
    if isinstance(v, bool):
        return float(v)
    if isinstance(v, (int, float)):
        return float(v)
    if isinstance(v, str) and v in sides:
        return float(sides.index(v) + 1)
    if isinstance(v, (list, dict)):
        return float(len(v))
    return 0.0


class _Layout:
    """A tensor made of named parts laid end to end (`self.layout`: [(name, size)]): each part's offset and the
    total size."""

    def _place(self) -> None:
        self.offsets = {}
        at = 0
        for name, size in self.layout:
            self.offsets[name] = at
            at += size
        self.size = at

    def names(self) -> list[tuple[str, int, int]]:
        return [(name, self.offsets[name], size) for name, size in self.layout]


class ObservationCodec(_Layout):
    """A fixed-length vector of what one player may see (built from observe(), so it hides what it hides)."""

    def __init__(self, game: Game, scenario: str):
        self.game = game
        start = new_game(game, scenario, seed=0, log=False)
        g = game
        self.sides = list(g.side_order)
        self.locs = list(g.space_order) + list(g.boxes)
        self.loc_index = {k: i for i, k in enumerate(self.locs)}
        self.phases = sorted(g.program.procs)
        self.phase_index = {p: i for i, p in enumerate(self.phases)}
        attrs = sorted({k for rec in start.st["spaces"].values() for k, v in rec.items()})
        self.space_attrs = attrs
        kinds = {"side": g.side_order, "nation": list(g.nations), "space": g.space_order, "box": list(g.boxes)}
        self.vars = []   # (variable, key or None)
        for name, (key, _init, _lo, _hi, vis) in g.program.var_decls.items():
            if vis == "none":
                continue
            if key is None:
                self.vars.append((name, None))
            else:
                self.vars.extend((name, k) for k in kinds[key])
        n, s, L = len(self.sides), len(self.sides), len(self.locs)
        self.layout = [("viewer", n), ("to_move", n), ("phase", len(self.phases)),
                       ("visible_pieces", L * s), ("visible_steps", L * s), ("hidden_pieces", L * s),
                       ("space_attrs", len(g.space_order) * len(attrs) * s), ("vars", len(self.vars)),
                       ("result", s + 1)]
        self._place()

    def encode(self, state: GameState, player: int, out=None, obs: dict | None = None) -> list[float]:
        if obs is None:
            log, state.log = state.log, None   # the log is not part of the tensor; skip rendering it
            try:
                obs = observe(state, player, labels=False)
            finally:
                state.log = log
        v = out if out is not None else [0.0] * self.size
        for i in range(self.size):
            v[i] = 0.0
        o, sides, nsd = self.offsets, self.sides, len(self.sides)
        if 0 <= player < nsd:
            v[o["viewer"] + player] = 1.0
        cur = state.current_player()
        if 0 <= cur < nsd:
            v[o["to_move"] + cur] = 1.0
        for _level, name in obs["where"]:
            i = self.phase_index.get(name)
            if i is not None:
                v[o["phase"] + i] = 1.0
        pieces = obs["pieces"]
        for p in pieces.values():
            loc = p.get("loc")
            for _ in range(8):   # a piece aboard a visible carrier counts where the carrier is
                if loc not in pieces:
                    break
                loc = pieces[loc].get("loc")
            li, si = self.loc_index.get(loc), _side_index(sides, p.get("side"))
            if li is None or si is None:
                continue
            v[o["visible_pieces"] + li * nsd + si] += 1.0
            steps = p.get("steps")
            if isinstance(steps, (int, float)) and not isinstance(steps, bool):
                v[o["visible_steps"] + li * nsd + si] += float(steps)
        for loc, faces in obs["hidden_pieces"].items():
            li = self.loc_index.get(loc)
            if li is None:
                continue
            for f in faces:
                si = _side_index(sides, f.get("side"))
                if si is not None:
                    v[o["hidden_pieces"] + li * nsd + si] += 1.0
        for box, count in obs["hidden_in_boxes"].items():
            li = self.loc_index.get(box)
            if li is not None:   # boxes hold pieces of one owner; counted under no side would be lost
                owner = (self.game.boxes.get(box) or {}).get("side")
                si = _side_index(sides, owner)
                v[o["hidden_pieces"] + li * nsd + (si if si is not None else 0)] += float(count)
        na = len(self.space_attrs)
        for si_, space in enumerate(self.game.space_order):
            rec = obs["spaces"].get(space)
            if not rec:
                continue
            for ai, attr in enumerate(self.space_attrs):
                s = _side_index(sides, rec.get(attr))
                if s is not None:
                    v[o["space_attrs"] + (si_ * na + ai) * nsd + s] = 1.0
        seen = obs["vars"]
        for i, (name, key) in enumerate(self.vars):
            if name not in seen:
                continue
            x = seen[name]
            if key is not None:
                x = x.get(key) if isinstance(x, dict) else None
            v[o["vars"] + i] = _number(x, sides)
        res = obs["result"]
        if res is not None:
            w = _side_index(sides, res.get("winner"))
            v[o["result"] + (w + 1 if w is not None else 0)] = 1.0
        return v


class InfoStateCodec(_Layout):
    """A fixed-length vector of what one player knows: their observation (ObservationCodec, leak-free by
    construction), their own past actions, and the log as they may read it. Every part is built from what
    the player receives: the observation from observe(), the log through render_entry() for the player's
    side (the lines that side reads, hidden parts and lines to others left out), the actions from the
    player's own choices (ids of the fixed action space, which name hidden pieces by slot, not by id).

    Layout (`names()`): observation | own_action_counts (one per action id) | own_recent (OWN_RECENT one-hot
    action ids, the latest first) | own_decisions (how many) | log_sections (readable lines per rule section,
    the last entry for a section the rules do not name) | log_recent (LOG_RECENT one-hot sections, the latest
    line first) | log_lines (how many readable lines)."""

    def __init__(self, game: Game, actions: ActionCodec, obs: ObservationCodec):
        self.game, self.actions, self.obs = game, actions, obs
        cites = set()
        for proc in game.program.procs.values():
            cites.update(str(c) for c in proc.cites)
        cal = game.program.calendar
        if isinstance(cal, dict):
            cites.update(str(c) for c in cal.get("_cites") or [])
        self.cites = sorted(cites, key=_section_key)
        self.cite_index = {c: i for i, c in enumerate(self.cites)}
        nc, na = len(self.cites) + 1, actions.size
        self.layout = [("observation", obs.size), ("own_action_counts", na), ("own_recent", OWN_RECENT * na),
                       ("own_decisions", 1), ("log_sections", nc), ("log_recent", LOG_RECENT * nc),
                       ("log_lines", 1)]
        self._place()

    def section(self, cite) -> int:
        return self.cite_index.get(str(cite), len(self.cites))

    def read_sections(self, state: GameState, player: int) -> list[int]:
        """The rule section (index) of every log line `player` reads, in order."""
        side = next((s for s, p in state.st["seats"].items() if p == player), None)
        if state.log is None or side is None:
            return []
        c = state.ctx
        return [self.section(e[0]) for e in state.log if reads(c, e, side)]

    def encode(self, state: GameState, player: int, own=(), out=None, obs: dict | None = None,
               sections: list[int] | None = None, observation: list[float] | None = None) -> list[float]:
        """`own`: the player's own past action ids, oldest first (the adapter keeps them; the state does
        not). `sections`: read_sections(), `observation`: the observation tensor, if already known."""
        v = list(observation) if observation is not None else self.obs.encode(state, player, obs=obs)
        v.extend([0.0] * (self.size - len(v)))
        o, na, nc = self.offsets, self.actions.size, len(self.cites) + 1
        for a in own:
            if 0 <= a < na:
                v[o["own_action_counts"] + a] += 1.0
        for k, a in enumerate(reversed(own[-OWN_RECENT:] if own else [])):
            if 0 <= a < na:
                v[o["own_recent"] + k * na + a] = 1.0
        v[o["own_decisions"]] = float(len(own))
        if sections is None:
            sections = self.read_sections(state, player)
        for i in sections:
            v[o["log_sections"] + i] += 1.0
        for k, i in enumerate(reversed(sections[-LOG_RECENT:])):
            v[o["log_recent"] + k * nc + i] = 1.0
        v[o["log_lines"]] = float(len(sections))
        if out is not None:
            out[:] = v
            return out
        return v


def reads(c, entry: list, side: str) -> bool:
    """Whether `side` reads this log line: render_entry(c, entry, side) is not None, without writing the line
    (the information-state tensor asks it of every line at every state). A part whose visibility is decided
    when the line is read (a live piece label) is left to render_entry."""
    _cite, parts, to = entry
    if isinstance(to, list):
        if side not in to:
            return False
    elif to is not None and to != side:
        return False
    if not parts:
        return True
    for p in parts:
        if not isinstance(p, dict):
            return True
        if "p" in p or "pv" in p:
            return render_entry(c, entry, side) is not None
        if "f" in p or "x" in p:
            return True
        if "a" in p:
            continue
        if "t" in p:
            if "v" not in p or side in p["v"]:
                return True
            continue
        return True
    return False


def _section_key(cite: str):
    # numbers in order (5.10 after 5.9), text after numbers
    return [(0, int(x), "") if x.isdigit() else (1, 0, x) for x in re.split(r"(\d+)", cite)]


def _side_index(sides, side):
    try:
        return sides.index(side)
    except ValueError:
        return None


@lru_cache(maxsize=32)
def codecs(game_ref: str, scenario: str) -> tuple[ActionCodec, ObservationCodec]:
    """The two codecs of a scenario (built once: each plays the scenario's start)."""
    game = load_game(game_ref)
    if scenario not in game.scenarios:
        raise PacwarError(f"no scenario {scenario!r} in {game.id}; scenarios: {', '.join(game.scenarios)}")
    return ActionCodec(game, scenario), ObservationCodec(game, scenario)


@lru_cache(maxsize=32)
def info_codec(game_ref: str, scenario: str) -> InfoStateCodec:
    """The information-state codec of a scenario (over its two other codecs)."""
    actions, obs = codecs(game_ref, scenario)
    return InfoStateCodec(actions.game, actions, obs)


def hides_anything(game: Game) -> bool:
    """Whether any rule or declaration of the game hides something from a player (then the game is one of
    imperfect information)."""
    if game.fog_hide_pieces:
        return True
    if any(decl[4] != "all" for decl in game.program.var_decls.values()):
        return True
    return any(b.get("hidden") for b in game.boxes.values())
