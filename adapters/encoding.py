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
"""
from __future__ import annotations

from functools import lru_cache

from pacwar.interpreter.core.api import GameState, new_game
from pacwar.interpreter.core.decisions import action_list
from pacwar.interpreter.core.game import Game, load_game
from pacwar.interpreter.core.observation import observe
from pacwar.interpreter.errors import PacwarError

MAX_SLOTS = 512   # options one decision may offer beyond the vocabulary (the bundled games offer at most ~200)
MAX_INT = 100


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


class ObservationCodec:
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
        self.offsets = {}
        at = 0
        for name, size in self.layout:
            self.offsets[name] = at
            at += size
        self.size = at

    def names(self) -> list[tuple[str, int, int]]:
        return [(name, self.offsets[name], size) for name, size in self.layout]

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


def hides_anything(game: Game) -> bool:
    """Whether any rule or declaration of the game hides something from a player (then the game is one of
    imperfect information)."""
    if game.fog_hide_pieces:
        return True
    if any(decl[4] != "all" for decl in game.program.var_decls.values()):
        return True
    return any(b.get("hidden") for b in game.boxes.values())
