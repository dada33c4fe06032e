"""What a person needs to see before a choice, as one player may see it (built from observe(), never from
the state directly): the phase, the tracks, and the pieces in the spaces the decision is about. Shared by
the terminal prompt (basic.HumanAgent) and the browser board (web/session.py)."""
from __future__ import annotations

from pacwar.interpreter.core.observation import observe


def quiet_observe(state, player: int) -> dict:
    """observe() without rendering the whole log (a prompt shows only what it needs)."""
    log, state.log = state.log, None
    try:
        return observe(state, player)
    finally:
        state.log = log


def loc_space(obs: dict, loc, spaces) -> str | None:
    """The map space of a location as the viewer sees it: a piece aboard a carrier it sees is where the
    carrier is."""
    pieces = obs["pieces"]
    for _ in range(8):
        if loc in spaces:
            return loc
        if loc not in pieces:
            return None
        loc = pieces[loc].get("loc")
    return None


def option_space(obs: dict, value, spaces) -> str | None:
    """The map space an option is about: a space, or where a piece the chooser sees (or its handle) stands."""
    if not isinstance(value, str):
        return None
    if value in spaces:
        return value
    if value in obs["pieces"]:
        return loc_space(obs, obs["pieces"][value].get("loc"), spaces)
    for loc, faces in obs["hidden_pieces"].items():
        if any(f.get("handle") == value for f in faces):
            return loc if loc in spaces else None
    return None


def tracks(obs: dict) -> dict:
    """The variables the viewer may see that read as a track: a number, a word, or one per side or nation."""
    def plain(x):
        return x is None or isinstance(x, (int, float, str, bool))
    return {k: v for k, v in obs["vars"].items()
            if plain(v) or (isinstance(v, dict) and v and all(plain(x) for x in v.values()))}


def describe(state, player: int, values: list, max_spaces: int = 8) -> list[str]:
    """Lines for a prompt: phase, tracks, then each space the options are about with the viewer's own
    pieces and the other pieces it may see there."""
    g = state.game
    obs = quiet_observe(state, player)
    spaces = g.map.spaces
    side = obs["side"]
    lines = []
    if obs["where"]:
        lines.append("Phase: " + " / ".join(f"{lv} {n}" for lv, n in obs["where"]))
    tr = tracks(obs)
    if tr:
        parts = []
        for k, v in tr.items():
            if isinstance(v, dict):
                v = ", ".join(f"{state.ctx.name(a) if isinstance(a, str) else a} {x}" for a, x in v.items())
            parts.append(f"{k}: {v}")
        lines.append("Tracks: " + "; ".join(parts))
    concerned: list[str] = []
    for v in values:
        sid = option_space(obs, v, spaces)
        if sid is not None and sid not in concerned:
            concerned.append(sid)
    for sid in concerned[:max_spaces]:
        mine, others = [], []
        for p in obs["pieces"].values():
            if loc_space(obs, p.get("loc"), spaces) == sid:
                (mine if p.get("side") == side else others).append(p.get("label", "?"))
        for f in obs["hidden_pieces"].get(sid, []):
            others.append("hidden " + " ".join(str(x) for k, x in f.items() if k != "handle" and x))
        text = f"  {state.ctx.name(sid)}: yours: {'; '.join(sorted(mine)) or 'none'}"
        if others:
            text += f" | others: {'; '.join(sorted(others))}"
        lines.append(text)
    if len(concerned) > max_spaces:
        lines.append(f"  ... and {len(concerned) - max_spaces} more spaces")
    return lines
