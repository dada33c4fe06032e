"""Scripted answers for scripted positions (golden tests, tools), in a strict or a lenient mode.

Strict (golden tests): an answer names an option by its exact id (value) or its exact label; a substring
match only when the script asks for one ({contains: TEXT}); {index: N} picks by position. A decision with no
answer left is an error (or a pause, when the script asks to stop there), and so are answers left over.
Lenient (the `scripted:` agent of the command line, `GameState.exec` without strict): `find_action` of
decisions.py, and the first option when the answers run out."""
from __future__ import annotations

import re
from pathlib import Path

from pacwar.interpreter.core.decisions import Action, find_action
from pacwar.interpreter.errors import PacwarError


class ScriptError(PacwarError):
    """A scripted answer, forced die or set-up that does not fit the position (strict mode)."""


def describe_options(actions: list[Action]) -> str:
    out = []
    for a in actions:
        v = a.value
        out.append(a.label if v == a.label or not isinstance(v, (str, int)) else f"{a.label} [{v}]")
    return "; ".join(out)


def match_option(actions: list[Action], want) -> int:
    """The index of the one option `want` names, strictly: an exact id or label, {contains: TEXT},
    {index: N}, {id: X} or {label: X}. An answer that names no option, or several different ones, is an error."""
    if isinstance(want, dict):
        if len(want) != 1 or next(iter(want)) not in ("contains", "index", "id", "label"):
            raise ScriptError(f"an answer is an id or label, or one of {{contains: TEXT}}, {{index: N}}, "
                              f"{{id: X}}, {{label: X}}; not {want!r}")
        how, x = next(iter(want.items()))
        if how == "index":
            if not isinstance(x, int) or not 0 <= x < len(actions):
                raise ScriptError(f"answer {{index: {x!r}}} is not legal here ({len(actions)} options)")
            return x
        if how == "contains":
            hits = [a for a in actions if str(x).lower() in a.label.lower()]
        elif how == "id":
            hits = [a for a in actions if a.value == x]
        else:
            hits = [a for a in actions if a.label == x]
    else:
        hits = [a for a in actions if a.value == want and not isinstance(a.value, bool)]
        if not hits:
            hits = [a for a in actions if a.label == want or (isinstance(want, int) and a.label == str(want))]
    if not hits:
        raise ScriptError(f"answer {want!r} names no option (options: {describe_options(actions)})")
    if len(hits) > 1:
        raise ScriptError(f"answer {want!r} names {len(hits)} options ({describe_options(hits)}): "
                          "answer by id to tell identical pieces apart")
    return hits[0].index


class ScriptedAnswers:
    """Answers to the decisions of a scripted run, used in order."""

    def __init__(self, answers=None, strict: bool = True, pause: bool = False):
        self.answers = list(answers or [])
        self.strict = strict
        self.pause = pause  # stop at the first decision no answer is left for, instead of failing
        self.used = 0
        self.paused = False

    def left(self) -> list:
        return self.answers[self.used:]

    def drive(self, state) -> None:
        """Answer decisions until the running statements finish, the game ends, or (pause) the answers
        run out at a decision."""
        from pacwar.interpreter.core.decisions import answer
        from pacwar.interpreter.core.vm import execute
        self.paused = False
        while state.st["result"] is None and state.st["pending"] is not None:
            acts = state.legal_actions()
            if self.used < len(self.answers):
                want = self.answers[self.used]
                idx = match_option(acts, want) if self.strict else find_action(acts, want)
                self.used += 1
            elif self.pause:
                self.paused = True
                return
            elif self.strict:
                raise ScriptError(f"a decision has no scripted answer left: {acts[0].prompt} "
                                  f"(by {state.current_side()}; options: {describe_options(acts)})")
            else:
                idx = 0
            answer(state.ctx, idx)
            state.history.append(idx)
            state._after_decision()
            if state.st["pending"] is None:
                execute(state.ctx)

    def check_all_used(self) -> None:
        if self.strict and self.left():
            raise ScriptError(f"{len(self.left())} scripted answer(s) not used: {self.left()!r}")


# ---- strict dice and set

def strict_dice(state, on: bool = True) -> None:
    """A die rolled with no forced result left is an error instead of a random roll (dice.roll_die)."""
    if on:
        state.st["strict_dice"] = True
    else:
        state.st.pop("strict_dice", None)


def _rules_attribute_names(game) -> set:
    names = getattr(game, "_attr_names_cache", None)
    if names is None:
        names = set()
        for f in sorted(Path(game.folder, "rules").glob("*.pw")):
            names.update(re.findall(r"\.([A-Za-z_]\w*)", f.read_text(encoding="utf-8")))
        game._attr_names_cache = names
    return names


def strict_set(state, target: str, value) -> None:
    """GameState.set, refusing a variable the rules do not declare and an attribute the entity does not have
    and no rules file mentions (a misspelt name would otherwise be set quietly and never read)."""
    if not isinstance(target, str):
        # YAML reads some bare words as other types (off, no, yes as truth values; 1e3 as a number)
        raise ScriptError(f"set: the key {target!r} is not a name (YAML read it as {type(target).__name__}); "
                          f"quote it: '\"...\"'")
    if target.startswith("@") and "." in target:
        ent, attr = target[1:].split(".", 1)
        st, g = state.st, state.game
        if ent not in st["pieces"] and ent not in g.kinds:
            raise ScriptError(f"set {target}: {ent!r} is not a piece or entity of this game")
        has = False
        if ent in st["pieces"]:
            rec = st["pieces"][ent]
            has = attr in rec or attr in g.classes.get(rec.get("class"), {})
        elif g.kinds[ent] == "space":
            has = attr in st["spaces"].get(ent, {}) or attr in g.map.spaces[ent].attrs
        else:
            has = attr in st["ents"].get(ent, {}) or attr in g.records.get(ent, {})
        if not has and attr not in _rules_attribute_names(g):
            raise ScriptError(f"set {target}: {ent} has no attribute {attr!r} and no rules file mentions .{attr}")
    elif target not in state.st["vars"]:
        raise ScriptError(f"set {target}: no global variable {target!r} is declared in the rules")
    state.set(target, value)


# ---- preconditions: the position a scenario's real set-up reaches

def start_position(game, scenario: str, at: str | None = None, seed: int = 0, answers=None, options=None,
                   dice=None):
    """The position after the real set-up of `scenario`, stopped as its level block `at` (a phase, step or
    turn named in the rules) first begins: set-up decisions are answered from `answers` and then with the
    first option, dice are `dice` and then the seeded ones. The rules' call stack is dropped, so the position is a plain
    starting point for scripted statements (`GameState.exec`), not a game to play on."""
    from pacwar.interpreter.core.api import GameState
    from pacwar.interpreter.core.vm import execute, push_frame
    if scenario not in game.scenarios:
        raise ScriptError(f"no scenario {scenario!r} in {game.id}; scenarios: {', '.join(game.scenarios)}")
    sc = game.scenarios[scenario]
    at = at or (sc.get("start") or {}).get("at")
    if at is None:
        raise ScriptError(f"start: name the block to stop at (at: PHASE); scenario {scenario} starts at none")
    blocks = game.program.level_names
    if at not in blocks:
        raise ScriptError(f"start at {at!r}: the rules have no level block of that name "
                          f"(blocks: {', '.join(sorted(blocks))})")
    state = GameState.new(game, scenario, seed, options, start=False)
    st = state.st
    st["ff"], st["ff_halt"] = at, True
    state.force_dice(list(dice or []))
    push_frame(state.ctx, sc["main"], [], "call")
    execute(state.ctx)
    ScriptedAnswers(answers, strict=False).drive(state)
    if st["result"] is not None or st["ff"] is not None or not st["frames"]:
        raise ScriptError(f"the set-up of {scenario} never reaches {at!r}")
    if st["forced"]:
        raise ScriptError(f"start: forced dice not used by the set-up: {st['forced']}")
    st["frames"] = []
    st.pop("ff_halt", None)
    return state
