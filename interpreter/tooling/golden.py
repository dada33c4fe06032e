"""Golden tests: a rulebook's worked example as a scripted position, forced dice, scripted answers and
expected outcomes (games/<game>/tests/golden*.yaml). Shared by the test suite and `pacwar test`.

Golden tests run strictly (interpreter/core/scripted.py): every decision needs its scripted answer, named by
exact id or label; every die rolled needs its forced result; answers or dice left over, and `set:` of a name
the game does not have, are errors. So a test cannot pass because a default answer or a random roll happened
to fit. docs/authoring.md describes the format."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pacwar.interpreter.core.api import GameState
from pacwar.interpreter.core.game import Game
from pacwar.interpreter.core.scripted import (ScriptedAnswers, ScriptError, describe_options, match_option,
                                              start_position, strict_dice, strict_set)
from pacwar.interpreter.data.schemas import validate
from pacwar.interpreter.data.yamlio import load_yaml
from pacwar.interpreter.errors import PacwarError


@dataclass
class GoldenCase:
    game: Game
    file: str
    index: int
    spec: dict

    @property
    def id(self) -> str:
        return f"{self.game.id}:{Path(self.file).stem}:{self.spec['cite']}:{self.spec['name'][:40]}"

    @property
    def cites(self) -> list[str]:
        """The rulebook sections this test checks: its `cite` and any further `cites`."""
        return [str(self.spec["cite"])] + [str(c) for c in self.spec.get("cites", []) if str(c) != str(self.spec["cite"])]


def cases(game: Game) -> list[GoldenCase]:
    out = []
    for f in sorted((game.folder / "tests").glob("golden*.yaml")):
        doc = load_yaml(f)
        validate(doc, "golden")
        for i, spec in enumerate(doc.data["tests"]):
            out.append(GoldenCase(game, str(f), i, spec))
    return out


def _start(case: GoldenCase, strict: bool) -> GameState:
    spec, g = case.spec, case.game
    start = spec.get("start")
    if start is not None:
        scenario = start.get("scenario", spec.get("scenario", next(iter(g.scenarios))))
        state = start_position(g, scenario, start.get("at"), spec.get("seed", 0), start.get("answers"),
                               options=spec.get("options"), dice=start.get("dice"))
    else:
        scenario = spec.get("scenario", next(iter(g.scenarios)))
        state = GameState.new(g, scenario, spec.get("seed", 0), spec.get("options"), start=False)
    strict_dice(state, strict)
    return state


def _place(state: GameState, p: dict) -> None:
    spec = {k: v for k, v in p.items() if k not in ("at", "unit")}
    if "unit" in p:  # a counter of the game's roster (units.yaml): its id, class, nation and values
        roster = state.game.roster.get(p["unit"])
        if roster is None:
            raise ScriptError(f"place: unknown unit {p['unit']!r} (not in units.yaml)")
        spec = {**roster, **spec}
    state.create(spec, p["at"])


def _option_checks(state: GameState, step: dict, at: str) -> list[str]:
    keys = [k for k in ("expect_options", "expect_offered", "expect_not_offered") if k in step]
    if not keys:
        return []
    if state.st["pending"] is None or state.is_terminal():
        return [f"{at}: {', '.join(keys)}: no decision is pending (use until_decision: true to stop at one)"]
    acts = state.legal_actions()
    out = []

    def named(want) -> int | None:
        try:
            return match_option(acts, want)
        except ScriptError:
            return None

    for want in step.get("expect_offered", []) + step.get("expect_options", []):
        if named(want) is None:
            out.append(f"{at}: option {want!r} is not offered (options: {describe_options(acts)})")
    if "expect_options" in step:
        hit = {named(w) for w in step["expect_options"]}
        extra = [a for a in acts if a.index not in hit]
        if extra:
            out.append(f"{at}: options offered beyond the expected ones: {describe_options(extra)}")
    for want in step.get("expect_not_offered", []):
        if named(want) is not None:
            out.append(f"{at}: option {want!r} is offered, expected not (options: {describe_options(acts)})")
    return out


def _log_checks(state: GameState, step: dict, at: str) -> list[str]:
    out = []
    log = state.log_text()
    lines = state.log_lines()
    for text in step.get("log_contains", []):
        if text not in log:
            out.append(f"{at}: the log does not contain {text!r}")
    for text in step.get("log_not_contains", []):
        if text in log:
            out.append(f"{at}: the log contains {text!r}, expected not")
    if "log_in_order" in step:
        i = 0
        for text in step["log_in_order"]:
            while i < len(lines) and text not in lines[i]:
                i += 1
            if i == len(lines):
                out.append(f"{at}: log_in_order: no line containing {text!r} after the previous ones")
                break
            i += 1
    return out


def _result_checks(state: GameState, step: dict, at: str) -> list[str]:
    out = []
    if "expect_result" in step:
        want, got = step["expect_result"], state.result()
        if want is None or got is None:
            if want != got:
                out.append(f"{at}: the game result is {got!r}, expected {want!r}")
        else:
            for k, v in want.items():
                if got.get(k) != v:
                    out.append(f"{at}: the game result's {k} is {got.get(k)!r}, expected {v!r} (result {got!r})")
    if "expect_returns" in step:
        got = state.returns()
        if got != [float(x) for x in step["expect_returns"]]:
            out.append(f"{at}: returns are {got!r}, expected {step['expect_returns']!r}")
    return out


def _run_step(state: GameState, step: dict, at: str, strict: bool) -> list[str]:
    """Run one step; return its failed expectations (a broken script raises PacwarError)."""
    if step.get("clear"):
        state.clear_pieces()
    for p in step.get("place", []):
        _place(state, p)
    for k, v in step.get("set", {}).items():
        (strict_set if strict else GameState.set)(state, k, v)
    if "dice" in step:
        state.force_dice(step["dice"])
    pause = bool(step.get("until_decision"))
    pending = state.st["pending"] is not None and not state.is_terminal()
    failures = []
    if "exec" in step or "answers" in step:
        script = ScriptedAnswers(step.get("answers"), strict=strict, pause=pause)
        try:
            if "exec" in step:
                if pending:
                    raise ScriptError("a decision is pending: answer it (answers: without exec:) before running "
                                      "new statements")
                state.exec(step["exec"], script, where=at)
            else:
                if not pending:
                    raise ScriptError("answers: without exec: continues a pending decision, and none is pending")
                script.drive(state)
                if state.st["pending"] is None and state.st["frames"] and state.st["result"] is None:
                    raise PacwarError(f"{at}: the statements did not finish")
            script.check_all_used()
            if pause and not script.paused:
                raise ScriptError("until_decision: the statements finished without reaching a decision")
            if "expect_error" in step:
                failures.append(f"{at}: expected an error containing {step['expect_error']!r}, none was raised")
        except PacwarError as e:
            if "expect_error" not in step:
                raise
            msg = e.render()
            if step["expect_error"] not in msg:
                failures.append(f"{at}: the error is {msg!r}, expected one containing {step['expect_error']!r}")
            st = state.st  # drop what the refused statements left running
            st["frames"], st["pending"] = [], None
    elif pause:
        raise ScriptError("until_decision needs exec: or answers:")
    failures += _option_checks(state, step, at)
    for e in step.get("expect", []):
        expr, want = (e, True) if isinstance(e, str) else (e["expr"], e.get("equals", True))
        # the game's result ({winner, level, scores}, or none) and returns are there to be tested too
        got = state.eval(expr, result=state.result(), returns=state.returns())
        if got != want:
            failures.append(f"{at}: {expr} is {got!r}, expected {want!r}")
    failures += _log_checks(state, step, at)
    failures += _result_checks(state, step, at)
    if step.get("dice_used") and state.st["forced"]:
        failures.append(f"{at}: forced dice not used: {state.st['forced']}")
    return failures


def run_case(case: GoldenCase, strict: bool = True) -> list[str]:
    """Run one golden test; return the failures (empty when it passes)."""
    spec = case.spec
    failures = []
    where = f"{case.file} test {case.index} ({spec['name']})"
    state = None
    try:
        state = _start(case, strict)
    except PacwarError as e:
        return [f"{where}, start: {e.render()}"]
    for n, step in enumerate(spec["steps"]):
        at = f"{where}, step {n + 1}"
        try:
            failures += _run_step(state, step, at, strict)
        except PacwarError as e:
            failures.append(f"{at}: {e.render()}")
            break
    else:
        if strict and state.st["forced"]:
            failures.append(f"{where}: forced dice not used by the end of the test: {state.st['forced']}")
    if failures:
        failures.append("log tail:\n  " + "\n  ".join(state.log_lines()[-25:]))
    return failures
