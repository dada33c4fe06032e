"""What a save file must hold before a state is rebuilt from it: each field of the right type, the pending
decision well formed, the seats a one-to-one map of sides to players. Each refusal says what is wrong."""
from __future__ import annotations

from pacwar.interpreter.errors import SaveError

SAVE_FORMAT = "pacwar-save/1"


def _int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def check_save_doc(doc) -> None:
    if not isinstance(doc, dict):
        raise SaveError(f"not a pacwar save file: the file holds {type(doc).__name__}, not a JSON object")
    fmt = doc.get("format")
    if fmt != SAVE_FORMAT:
        got = "no format" if "format" not in doc else f"format {fmt!r}"
        raise SaveError(f"not a pacwar save file: it has {got}, and this engine reads format {SAVE_FORMAT!r}")
    for k in ("game", "scenario", "seed", "history", "state", "digest"):
        if k not in doc:
            raise SaveError(f"the save file has no {k!r}")
    for k in ("game", "scenario"):
        if not isinstance(doc[k], str):
            raise SaveError(f"the save's {k} is {doc[k]!r}, not a name")
    if not _int(doc["seed"]):
        raise SaveError(f"the save's seed is {doc['seed']!r}, not a whole number")
    h = doc["history"]
    if not isinstance(h, list):
        raise SaveError(f"the save's history is {type(h).__name__}, not a list of decisions")
    for i, x in enumerate(h):
        if not _int(x) or x < 0:
            raise SaveError(f"decision {i + 1} of the save's history is {x!r}, not an option number")
    if "options" in doc and not (isinstance(doc["options"], dict)
                                 and all(isinstance(v, (bool, str, int, float)) for v in doc["options"].values())):
        raise SaveError("the save's options are not a mapping of option names to on/off or a value")
    if doc.get("log") is not None and not isinstance(doc["log"], list):
        raise SaveError("the save's log is not a list of entries")
    agents = doc.get("agents")
    if agents is not None and not (isinstance(agents, list) and all(isinstance(a, str) for a in agents)):
        raise SaveError("the save's agents are not a list of agent names")
    if doc.get("game_folder") is not None and not isinstance(doc["game_folder"], str):
        raise SaveError("the save's game_folder is not a folder name")
    if "digest" in doc and not isinstance(doc["digest"], str):
        raise SaveError("the save's digest is not a string")


def check_seats_and_pending(game, st: dict) -> None:
    seats = st["seats"]
    sides = game.side_order
    # every side has a player, the players are numbered 0..N-1 with none left out, and a player holding several
    # sides holds one per side or one per team (core/teams.py)
    if not isinstance(seats, dict) or sorted(seats) != sorted(sides) \
            or not all(isinstance(p, int) and not isinstance(p, bool) for p in seats.values()) \
            or sorted(set(seats.values())) != list(range(len(set(seats.values())))) \
            or (len(set(seats.values())) != len(sides) and not _seated_by_team(game, seats)):
        raise SaveError(f"the save's seats {seats!r} do not give each side ({', '.join(sides)}) its own player "
                        f"0..{len(sides) - 1}, nor each team its own player")
    pend = st["pending"]
    if pend is None:
        return
    if not isinstance(pend, dict):
        raise SaveError("the save's pending decision is not a record")
    need = {"side": str, "player": int, "many": bool, "optional": bool, "chosen": list, "opts": list, "labels": list,
            "prompt": list}
    for k, t in need.items():
        if not isinstance(pend.get(k), t) or (t is int and isinstance(pend.get(k), bool)):
            raise SaveError(f"the save's pending decision has a bad {k!r}: {pend.get(k)!r}")
    if pend["side"] not in seats or seats[pend["side"]] != pend["player"]:
        raise SaveError(f"the save's pending decision is for {pend['side']!r} as player {pend['player']}, "
                        "which the seats do not say")
    if len(pend["opts"]) != len(pend["labels"]):
        raise SaveError("the save's pending decision has a different number of options and labels")
    if not pend["opts"] and not pend.get("optional") and not pend.get("can_finish"):
        raise SaveError("the save's pending decision has no option to choose")
    if not st["frames"]:
        raise SaveError("the save waits for a decision but stands in no procedure")


def _seated_by_team(game, seats: dict) -> bool:
    from pacwar.interpreter.core.teams import team_list
    return all(len({seats[s] for s in team}) == 1 for team in team_list(game)) \
        and len(set(seats.values())) == len(team_list(game))


def check_state_types(doc: dict, st: dict) -> None:
    """The top of a saved state: each part of the type the engine keeps it in, and agreeing with the save's header."""
    types = {"vars": dict, "pieces": dict, "at": dict, "frames": list, "seats": dict, "scenario": str,
             "options": dict, "n": int}
    for k, t in types.items():
        if k in st and not isinstance(st[k], t):
            raise SaveError(f"the saved state's {k!r} is {type(st[k]).__name__}, not {t.__name__}")
    for k in ("pending", "result"):
        if st.get(k) is not None and not isinstance(st[k], dict):
            raise SaveError(f"the saved state's {k!r} is {type(st[k]).__name__}, not a record")
    for i, fr in enumerate(st.get("frames", [])):
        if not isinstance(fr, dict):
            raise SaveError(f"frame {i} of the saved state is not a record")
    for pid, rec in st.get("pieces", {}).items():
        if not isinstance(rec, dict):
            raise SaveError(f"piece {pid} of the saved state is not a record")
    for k in ("game", "scenario", "seed", "options"):
        if k in st and k in doc and st[k] != doc[k]:
            raise SaveError(f"the save's {k} ({doc[k]!r}) and its state's ({st[k]!r}) differ")
