"""What one player may see. Built only from public facts and that player's own; never from the rules'
local variables, the dice generator, hidden boxes or pieces hidden from them."""
from __future__ import annotations

from pacwar.interpreter.core.context import render_entry
from pacwar.interpreter.core.entities import get_attr, piece_side
from pacwar.interpreter.core.views import ANONYMOUS, anonymous, handles, redact


def _side_of_player(state, player: int) -> str | None:
    """The side whose view a player gets. A player holding several sides (one per team, core/teams.py) sees
    through the side it is deciding for, else its first: never more than one side may see."""
    pend = state.st["pending"]
    if pend is not None and pend["player"] == player:
        return pend["side"]
    for side, p in state.st["seats"].items():
        if p == player:
            return side
    return None


def _visible_vars(state, side: str) -> dict:
    out = {}
    for name, decl in state.game.program.var_decls.items():
        key, _, _, _, vis = decl
        v = state.st["vars"].get(name)
        if vis == "all":
            out[name] = v
        elif vis == "owner" and key is not None and isinstance(v, dict):
            out[name] = {k: x for k, x in v.items() if _owner_side(state, k) == side}
    return out


def _owner_side(state, key: str) -> str | None:
    g = state.game
    if key in g.sides:
        return key
    if key in g.nations:
        return get_attr(state.ctx, key, "side")
    box = g.boxes.get(key)
    return box.get("side") if box else None


def _shown_loc(state, loc, hmap) -> str:
    """Where a viewer sees a piece: a piece carried by one hidden from the viewer is seen in the carrier's
    space, not aboard it (what a hidden piece carries is part of what is hidden)."""
    if loc is None:
        return "-"
    pieces = state.st["pieces"]
    for _ in range(50):  # carriers nest a few deep at most (space_of refuses loops)
        if loc not in hmap:
            return loc
        if hmap[loc] != ANONYMOUS:  # a face-up carrier of another side, by its handle
            return hmap[loc]
        loc = pieces[loc]["loc"]
        if loc is None:
            return "-"
    return "-"


def _distinct(faces: list) -> list:
    out = []
    for f in faces:
        f = {k: v for k, v in f.items() if k != "handle"}
        if f not in out:
            out.append(f)
    return out


def observe(state, player: int, labels: bool = True) -> dict:
    """What `player` may see. labels=False leaves out the pieces' readable labels (a tensor needs none)."""
    st, g, c = state.st, state.game, state.ctx
    side = _side_of_player(state, player)
    hmap = handles(state, side)
    anon = anonymous(state, side, hmap)
    pieces = {}
    hidden_at: dict[str, list] = {}
    box_counts: dict[str, int] = {}
    for pid, rec in st["pieces"].items():
        loc = rec.get("loc")
        if pid in hmap and anon[pid] == ANONYMOUS:  # hidden from this viewer
            face = {"handle": hmap[pid]}
            face.update((k, get_attr(c, pid, k)) for k in g.fog_public)
            face["side"] = piece_side(c, rec)
            if loc in g.boxes:
                box_counts[loc] = box_counts.get(loc, 0) + 1
            else:
                hidden_at.setdefault(_shown_loc(state, loc, anon), []).append(face)
            continue
        key = hmap.get(pid, pid)  # a face-up enemy piece by its handle too
        pieces[key] = shown = redact(dict(rec), hmap)
        shown["loc"] = _shown_loc(state, loc, anon) if loc is not None else None
        shown["side"] = piece_side(c, rec)
        if labels:
            shown["label"] = g.piece_label(c, pid)
    # listed in handle order, not in the engine's creation order (which may follow identity)
    for faces in hidden_at.values():
        faces.sort(key=lambda f: int(f["handle"][1:]))
    hidden_at = {k: hidden_at[k] for k in sorted(hidden_at)}
    if not g.fog_stack_sizes:
        # only that hidden pieces are there, and their faces: neither how many nor handles (whose numbers
        # would count them)
        hidden_at = {k: _distinct(f) for k, f in hidden_at.items()}
        box_counts = {}
    pend = st["pending"]
    decision = None
    if pend is not None and st["result"] is None:
        if pend["player"] == player:
            decision = {"prompt": state._text(pend["prompt"], side),
                        "actions": [a.label for a in state.legal_actions()]}
        else:
            decision = {"waiting_for": pend["side"]}
        if "simultaneous" in pend:  # a secret commitment: who is in the group and who has committed, not what
            decision["simultaneous"] = {k: list(v) for k, v in pend["simultaneous"].items()}
    log = []
    if state.log is not None:
        for e in state.log:
            line = render_entry(c, e, side)
            if line is not None:
                log.append(line)
    mine = [s for s, p in st["seats"].items() if p == player]
    extra = {"sides": mine} if len(mine) > 1 else {}   # a player holding several sides (teams) is told which
    return {
        **extra,
        "player": player, "side": side, "scenario": st["scenario"], "where": [list(w) for w in st["where"]],
        "vars": redact(_visible_vars(state, side), anon),
        "spaces": {k: redact(dict(v), anon) for k, v in st["spaces"].items()},
        "pieces": pieces, "hidden_pieces": hidden_at, "hidden_in_boxes": {k: box_counts[k] for k in sorted(box_counts)},
        "decision": decision, "result": st["result"], "log": log,
    }


def observation_text(state, player: int) -> str:
    o = observe(state, player)
    lines = [f"Player {player + 1} ({o['side']}), scenario {o['scenario']}"]
    if o["where"]:
        lines.append("At: " + " / ".join(f"{lv} {n}" for lv, n in o["where"]))
    by_loc: dict[str, list] = {}
    for pid, p in o["pieces"].items():
        by_loc.setdefault(p.get("loc") or "-", []).append(p["label"])
    for loc, faces in o["hidden_pieces"].items():
        for f in faces:
            by_loc.setdefault(loc, []).append(f"{f.get('handle', '')} hidden ".lstrip() + " ".join(
                str(v) for k, v in f.items() if k != "handle" and v is not None))
    for loc in sorted(by_loc):
        name = state.ctx.name(loc) if loc != "-" and not loc.startswith("?") else loc
        lines.append(f"  {name}: " + "; ".join(sorted(by_loc[loc])))
    for box, n in sorted(o["hidden_in_boxes"].items()):
        lines.append(f"  {state.ctx.name(box)}: {n} hidden")
    if o["decision"]:
        d = o["decision"]
        if "prompt" in d:
            lines.append(f"Your decision: {d['prompt']}")
            lines += [f"  {i}: {a}" for i, a in enumerate(d["actions"])]
        else:
            lines.append(f"Waiting for {d['waiting_for']}")
    if o["result"]:
        lines.append(f"Result: {o['result']}")
    return "\n".join(lines)
