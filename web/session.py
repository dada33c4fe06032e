"""A game being played (or replayed) in the browser, as plain Python: the web app (app.py) only routes to it.

What a page receives is built from what its player may see: the observation (interpreter/core/observation.py),
the log as that side may read it, and the legal actions as the chooser sees them. The map is the existing
renderer's picture (interpreter/render) with the pieces that player sees drawn as chips."""
from __future__ import annotations

import re
import secrets

from pacwar.interpreter.agents.basic import make_agent
from pacwar.interpreter.core.api import GameState
from pacwar.interpreter.core.game import load_game, playable_scenarios
from pacwar.interpreter.agents.display import loc_space, option_space, quiet_observe, tracks
from pacwar.interpreter.errors import PacwarError
from pacwar.interpreter.render.draw import draw
from pacwar.interpreter.render.scene import to_svg
from pacwar.interpreter.render.setup import Setup

AGENTS = ("human", "random", "first")
CITE = re.compile(r"^\[§([^\]]+)\]\s*")
MAX_AGENT_STEPS = 100_000


def scenarios() -> list[dict]:
    out = []
    for game, scenario in playable_scenarios():
        g = load_game(game)
        sc = g.scenarios[scenario]
        out.append({"game": game, "title": g.title, "scenario": scenario, "name": sc.get("name", scenario),
                    "sides": [{"id": s, "name": g.sides[s].get("name", s)} for s in g.side_order]})
    return out


def sections(game: str) -> list[dict]:
    g = load_game(game)
    return [{"id": str(s["id"]), "title": s.get("title", ""), "status": s.get("status")}
            for s in g.meta.get("sections", [])]


class Session:
    """One match: the state, who plays each player (a person at the page or an agent), and undo points."""

    def __init__(self, state: GameState, agents: list[str], seed: int = 0):
        n = len(state.game.side_order)
        if len(agents) != n:
            raise PacwarError(f"this game has {n} players; give {n} agents (human, random or first)")
        for a in agents:
            if a.partition(":")[0] not in AGENTS:
                raise PacwarError(f"unknown agent {a!r}: use {', '.join(AGENTS)}")
        self.id = secrets.token_hex(8)
        self.state = state
        self.agents = list(agents)
        self.state.agents = list(agents)
        self.bots = {p: make_agent(a, seed, p) for p, a in enumerate(agents) if a != "human"}
        self.undo_points: dict[int, list] = {p: [] for p in range(n)}
        self.run_agents()

    @classmethod
    def new(cls, game: str, scenario: str, seed: int = 0, agents: list[str] | None = None) -> Session:
        g = load_game(game)
        if scenario not in g.scenarios:
            raise PacwarError(f"no scenario {scenario!r} in {game}; scenarios: {', '.join(g.scenarios)}")
        return cls(GameState.new(g, scenario, seed), agents or ["human", "random"], seed)

    @classmethod
    def load(cls, text: str) -> Session:
        state = GameState.deserialize(text)
        agents = state.agents or ["human"] * len(state.game.side_order)
        return cls(state, agents, state.st["seed"])

    # ---- playing
    def humans(self) -> list[int]:
        return [p for p, a in enumerate(self.agents) if a == "human"]

    def run_agents(self) -> None:
        """Let the agents move until a person is to decide or the game ends."""
        s = self.state
        for _ in range(MAX_AGENT_STEPS):
            if s.is_terminal() or s.current_player() not in self.bots:
                return
            s.apply_action(self.bots[s.current_player()].step(s))
        raise PacwarError("the agents did not reach a person's decision or the end")

    def act(self, player: int, index: int) -> None:
        s = self.state
        if s.is_terminal():
            raise PacwarError("the game is over")
        if s.current_player() != player or player not in self.humans():
            raise PacwarError(f"it is not player {player + 1}'s decision")
        n = len(s.legal_actions())
        if not 0 <= index < n:
            raise PacwarError(f"no option {index}: choose 0 to {n - 1}")
        self.undo_points[player].append(s.clone())
        for p in self.undo_points:          # a decision of another person closes their undo
            if p != player:
                self.undo_points[p].clear()
        s.apply_action(index)
        self.run_agents()

    def can_undo(self, player: int) -> bool:
        """One's own last decision may be taken back while no die was rolled since (a roll would be seen and
        could be rolled again) and no other person decided since."""
        pts = self.undo_points.get(player) or []
        return bool(pts) and pts[-1].st["rng"] == self.state.st["rng"]

    def undo(self, player: int) -> None:
        if not self.can_undo(player):
            raise PacwarError("nothing to undo: no decision of yours since the last die roll or another "
                              "player's decision")
        self.state = self.undo_points[player].pop()
        self.state.agents = list(self.agents)

    def save(self) -> str:
        self.state.agents = list(self.agents)
        return self.state.serialize()

    # ---- what a page shows
    def viewer(self, asked: int | None) -> int:
        """Whose view the page shows: the asked player, else the person to decide, else the first person."""
        n = len(self.state.game.side_order)
        if asked is not None and 0 <= asked < n:
            return asked
        s = self.state
        if not s.is_terminal() and s.current_player() in self.humans():
            return s.current_player()
        return (self.humans() or [0])[0]

    def view(self, asked: int | None = None, playing: bool = True) -> dict:
        return view_of(self.state, self.viewer(asked), self, playing)


class Replay:
    """A save file stepped through: the state after the first `step` decisions of its history."""

    def __init__(self, text: str):
        saved = GameState.deserialize(text)
        self.id = "replay"
        self.game, self.history = saved.game, list(saved.history)
        self.scenario, self.seed, self.options = saved.st["scenario"], saved.st["seed"], saved.st["options"]
        self.step = 0
        self.state = GameState.new(self.game, self.scenario, self.seed, self.options)
        self.agents = saved.agents or []

    def goto(self, step: int) -> None:
        step = max(0, min(int(step), len(self.history)))
        if step < self.step:
            self.state, self.step = GameState.new(self.game, self.scenario, self.seed, self.options), 0
        while self.step < step:
            self.state.apply_action(self.history[self.step])
            self.step += 1

    def view(self, asked: int | None = None) -> dict:
        v = view_of(self.state, asked if asked is not None else 0, None, playing=False)
        v["replay"] = {"step": self.step, "total": len(self.history)}
        return v


def option_piece(obs: dict, value, spaces) -> tuple[str, str, str] | None:
    """(space, side, short text) of the counter an option stands for: a piece the chooser sees, or a hidden
    piece it is offered by handle (shown by its face only), standing on a map space; None otherwise."""
    if not isinstance(value, str):
        return None
    p = obs["pieces"].get(value)
    if p is not None:
        sid = loc_space(obs, p.get("loc"), spaces)
        return None if sid is None else (sid, p.get("side") or "?", _short(p))
    for loc, faces in obs["hidden_pieces"].items():
        for f in faces:
            if f.get("handle") == value:
                return (loc, f.get("side") or "?", "?") if loc in spaces else None
    return None


def _short(p: dict) -> str:
    """A counter's text, as the player sees the piece: its class and, for a piece of several steps, its steps
    ("CV 2/4", "INF 1/2"); a piece without a class, the last word of its label. The title has the label."""
    cls = p.get("class")
    if isinstance(cls, str) and cls:
        steps, most = p.get("steps"), p.get("max_steps")
        if isinstance(steps, int) and isinstance(most, int) and most > 1:
            return f"{cls[:5]} {steps}/{most}"
        return cls[:9]
    words = str(p.get("label", "")).split()
    return words[-1][:9] if words else ""


def board_svg(state: GameState, obs: dict, targets: set[str], counters: dict | None = None) -> str:
    g = state.game
    spaces = g.map.spaces
    names = {s: g.sides[s].get("name", s) for s in g.side_order}
    at: dict = {}
    for p in obs["pieces"].values():
        sid = loc_space(obs, p.get("loc"), spaces)
        if sid is not None:
            at.setdefault(sid, {}).setdefault(p.get("side") or "?", []).append((1, p.get("label", "")))
    for loc, faces in obs["hidden_pieces"].items():
        if loc in spaces:
            for f in faces:
                desc = "hidden " + " ".join(str(v) for k, v in f.items() if k not in ("handle", "side") and v)
                at.setdefault(loc, {}).setdefault(f.get("side") or "?", []).append((1, desc.strip()))
    setup = Setup(list(g.side_order), names, at, {}, 0, [])
    setup.counters = counters or {}
    title = f"{g.title}: {state.st['scenario']}"
    return to_svg(draw(g.map, setup, title))


def view_of(state: GameState, player: int, session: Session | None, playing: bool) -> dict:
    g, st = state.game, state.st
    side = next((s for s, p in st["seats"].items() if p == player), None)
    obs = quiet_observe(state, player)
    spaces = g.map.spaces
    decision = None
    counters: dict = {}
    to_move = None if state.is_terminal() else state.current_player()
    if to_move == player and (session is None or player in session.humans()) and playing:
        acts = state.legal_actions()
        decision = {"prompt": acts[0].prompt if acts else "", "actions": []}
        for a in acts:
            piece = option_piece(obs, a.value, spaces)
            decision["actions"].append({"index": a.index, "label": a.label, "counter": piece is not None,
                                        "space": option_space(obs, a.value, spaces)})
            if piece is not None:   # the piece the option is about, drawn as its own clickable counter
                sid, pside, text = piece
                counters.setdefault(sid, []).append((pside, text, f"choice {a.index}: {a.label}"))
    elif to_move is not None:
        waiting = state.current_side()
        decision = {"waiting_for": g.sides[waiting].get("name", waiting) if waiting else None}
    targets = {a["space"] for a in (decision or {}).get("actions", []) if a["space"]}
    lines = []
    for line in state.log_lines(side):
        m = CITE.match(line)
        lines.append({"cite": m.group(1) if m else None, "text": line[m.end():] if m else line})
    boxes = {}
    for pid, p in obs["pieces"].items():
        loc = p.get("loc")
        if loc in g.boxes:
            boxes.setdefault(g.boxes[loc].get("name", loc), []).append(p.get("label", pid))
    for box, n in obs["hidden_in_boxes"].items():
        boxes.setdefault(g.boxes.get(box, {}).get("name", box), []).append(f"{n} hidden")
    res = st["result"]
    return {
        "session": session.id if session else "replay",
        "game": g.id, "title": g.title, "scenario": st["scenario"],
        "players": [{"player": p, "side": s, "side_name": g.sides[s].get("name", s),
                     "agent": session.agents[p] if session else None}
                    for s, p in sorted(st["seats"].items(), key=lambda kv: kv[1])],
        "viewer": player, "viewer_side": side, "to_move": to_move,
        "phase": " / ".join(f"{lv} {n}" for lv, n in st["where"]),
        "decision": decision, "targets": sorted(targets),
        "log": lines[-300:], "boxes": boxes, "tracks": tracks(obs),
        "result": None if res is None else {"winner": res.get("winner"),
                                            "winner_name": g.sides.get(res.get("winner"), {}).get("name"),
                                            "text": str(res)},
        "can_undo": bool(session and session.can_undo(player)),
        "decisions": len(state.history),
        "svg": board_svg(state, obs, targets, counters),
    }
