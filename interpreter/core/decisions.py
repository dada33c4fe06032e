"""Player decisions: a `choose` op opens one; legal actions are its options; applying an action answers it.

The pending decision is plain data in the state ({side, player, prompt, options, labels, ...}); the frame
stays on its choice block until the decision is complete. A choice of several items is answered one item at a
time (then "done"), so every action is a single readable option."""
from __future__ import annotations

from pacwar.interpreter.core.entities import is_piece, render_value
from pacwar.interpreter.errors import PacwarError, RulesRuntimeError

NONE_OPTION = {"$": "none"}
DONE_OPTION = {"$": "done"}


class Action:
    """One legal action: its index in legal_actions(), a readable label, and the structured value.

    The label and the prompt may be given as functions that render them: they are rendered for the deciding
    player when first read, so a player that only counts the actions (a random playout) never pays for
    them. Read them before the state moves on."""
    __slots__ = ("index", "value", "player", "_label", "_prompt")

    def __init__(self, index: int, label, value, player: int, prompt):
        self.index, self.value, self.player = index, value, player
        self._label, self._prompt = label, prompt

    @property
    def label(self) -> str:
        if not isinstance(self._label, str):
            self._label = self._label()
        return self._label

    @property
    def prompt(self) -> str:
        if not isinstance(self._prompt, str):
            self._prompt = self._prompt()
        return self._prompt

    def __eq__(self, other) -> bool:
        return isinstance(other, Action) and (self.index, self.label, self.value, self.player, self.prompt) == (
            other.index, other.label, other.value, other.player, other.prompt)

    def __hash__(self) -> int:
        return hash((self.index, self.player))

    def __repr__(self) -> str:
        return f"Action(index={self.index}, label={self.label!r}, value={self.value!r}, player={self.player})"

    def to_json(self) -> dict:
        return {"index": self.index, "label": self.label, "value": self.value, "player": self.player,
                "prompt": self.prompt}


def _default_label(c, x) -> list:
    return [{"p": x}] if is_piece(c, x) else [render_value(c, x)]


def _options(c, spec, pend) -> None:
    """Evaluate the choice's source (with `chosen` bound) into options and their labels."""
    loc = c.l
    had = "chosen" in loc
    old = loc.get("chosen")
    loc["chosen"] = list(pend["chosen"])
    try:
        src = spec["source"](c)
    finally:
        if had:
            loc["chosen"] = old
        else:
            del loc["chosen"]
    if src is None:
        src = []
    if not isinstance(src, list):
        raise RulesRuntimeError(f"choose needs a list to choose from, not {src!r}")
    opts = []
    for x in src:
        if pend["many"] and x in pend["chosen"]:
            continue
        if x not in opts:
            opts.append(x)
    pend["opts"] = opts
    lab = spec["label"]
    pend["labels"] = [lab(c, x) if lab is not None else _default_label(c, x) for x in opts]
    valid = spec["valid"]
    can_finish = pend["many"] and len(pend["chosen"]) >= pend["lo"]
    if can_finish and valid is not None:
        loc["chosen"] = list(pend["chosen"])
        try:
            can_finish = bool(valid(c))
        finally:
            if had:
                loc["chosen"] = old
            else:
                loc.pop("chosen", None)
    pend["can_finish"] = can_finish


def open_decision(c, fr, spec, dest) -> bool:
    """Open the decision a choose statement asks for; True if it waits for a player, False if the rules
    left no real choice (then the answer is already stored)."""
    side = spec["by"](c)
    st = c.st
    if side not in st["seats"]:
        raise RulesRuntimeError(f"choose ... by {side!r}: not a side")
    pend = {"side": side, "player": st["seats"][side], "many": spec["many"], "chosen": [],
            "cite": fr["c"], "optional": spec["optional"], "opt_label": spec["opt_label"]}
    if spec["many"]:
        pend["lo"] = spec["lo"](c) if spec["lo"] is not None else 0
        hi = spec["hi"](c) if spec["hi"] is not None else None
        pend["hi"] = hi
    else:
        pend["lo"], pend["hi"] = 1, 1
    pend["prompt"] = spec["prompt"](c) if spec["prompt"] is not None else ["Choose"]
    if spec.get("commit"):  # one of a group of simultaneous secret commitments (`secret each`)
        com = fr["l"].get("$commit") or {"sides": [], "done": []}
        pend["simultaneous"] = {"sides": list(com["sides"]), "committed": list(com["done"])}
    _options(c, spec, pend)
    done, value = _forced(c, pend, spec)
    if done:
        _finish(c, fr, dest, value, pend, forced=True)
        return False
    st["pending"] = pend
    return True


def _forced(c, pend, spec):
    """(True, value) when the rules leave no real choice.

    One rule for every kind of choice: a decision that has exactly one legal action is not asked, the engine
    takes that action. The log shows an item taken this way with "(the only choice)"; a lone "none" (an
    optional choice with no candidate) or "done" (a choice of several with nothing more to pick) chooses
    nothing and is not logged. A choice of several also completes by itself when it reaches its maximum."""
    opts = pend["opts"]
    if not pend["many"]:
        if not opts:
            if pend["optional"]:
                return True, None
            raise RulesRuntimeError(f"nothing to choose from: {_text(c, pend['prompt'])}")
        if len(opts) == 1 and not pend["optional"]:
            return True, opts[0]
        return False, None
    chosen = pend["chosen"]
    while True:
        if pend["hi"] is not None and len(chosen) >= pend["hi"]:
            return True, list(chosen)
        opts = pend["opts"]
        if not opts:
            if len(chosen) >= pend["lo"] and pend["can_finish"]:
                return True, list(chosen)
            raise RulesRuntimeError(f"cannot complete the choice (need at least {pend['lo']}): {_text(c, pend['prompt'])}")
        if len(opts) > 1 or pend["can_finish"]:
            return False, None
        _log_only_choice(c, pend, opts[0])  # one item and no "done": the only legal action
        chosen.append(opts[0])
        _options(c, spec, pend)


def _log_only_choice(c, pend, value) -> None:
    label = pend["labels"][pend["opts"].index(value)] if value in pend["opts"] else [render_value(c, value)]
    c.log_entry([render_value(c, pend["side"]), ": "] + list(pend["prompt"]) + [" -> "] + list(label)
                + [" (the only choice)"], to=_told(c, pend), cite=pend["cite"])


def _text(c, parts) -> str:
    from pacwar.interpreter.core.context import render_entry
    return render_entry(c, ["", parts, None]) or ""


def _finish(c, fr, dest, value, pend, forced=False):
    c.l = fr["l"]
    c.frame = fr
    dest(c, value)
    c.st["pending"] = None
    if forced and value is not None and not pend["many"]:
        _log_only_choice(c, pend, value)


def _told(c, pend):
    """Who reads a decision's log line: the side that made it. A prompt is that side's view (it may say
    which plan it holds or which unit goes where); what the other sides learn of the decision comes from
    what it does (moves, reveals and the rules' own log lines), shown as each may see it."""
    private = c.st.get("private")
    return private[-1] if private else [pend["side"]]


def action_list(pend) -> list:
    """The options of a pending decision, as (value, label parts), in index order."""
    out = list(zip(pend["opts"], pend["labels"]))
    if not pend["many"] and pend["optional"]:
        out.append((NONE_OPTION, [pend["opt_label"] or "none"]))
    if pend["many"] and pend["can_finish"]:
        out.append((DONE_OPTION, ["done"]))
    return out


def answer(c, index: int) -> None:
    """Apply the player's answer to the pending decision (the state must be waiting at a choice)."""
    st = c.st
    pend = st["pending"]
    fr = st["frames"][-1]
    spec, dest, cont = c.game.program.procs[fr["p"]].choices[fr["pc"]]
    acts = action_list(pend)
    if not 0 <= index < len(acts):
        raise IndexError(f"action {index} is not legal (0..{len(acts) - 1})")
    value, label = acts[index]
    c.l, c.frame = fr["l"], fr
    c.log_entry([render_value(c, pend["side"]), ": "] + list(pend["prompt"]) + [" -> "] + list(label), to=_told(c, pend),
                cite=pend["cite"])
    st["n"] += 1
    if not pend["many"]:
        fr["pc"] = cont
        _finish(c, fr, dest, None if value is NONE_OPTION or value == NONE_OPTION else value, pend)
        return
    if value == DONE_OPTION:
        fr["pc"] = cont
        _finish(c, fr, dest, list(pend["chosen"]), pend)
        return
    pend["chosen"].append(value)
    _options(c, spec, pend)
    done, result = _forced(c, pend, spec)
    if done:
        fr["pc"] = cont
        _finish(c, fr, dest, result, pend)


def find_action(actions: list[Action], want) -> int:
    """The index of the action a script names: an index; an exact value or label; a string of digits as an
    index; else the first label containing it (case-insensitive). Agents and test scripts share this."""
    if isinstance(want, int):
        return _index(actions, want)
    for a in actions:
        if a.value == want or a.label == want:
            return a.index
    if isinstance(want, str) and want.isdigit():
        return _index(actions, int(want))
    for a in actions:
        if str(want).lower() in a.label.lower():
            return a.index
    raise PacwarError(f"scripted answer {want!r} matches no option: {[a.label for a in actions]}")


def _index(actions: list[Action], i: int) -> int:
    if not 0 <= i < len(actions):
        raise PacwarError(f"scripted answer {i} is not legal here ({len(actions)} options)")
    return i
