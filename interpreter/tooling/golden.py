"""Golden tests: a rulebook's worked example as a scripted position, forced dice, scripted answers and
expected outcomes (games/<game>/tests/golden*.yaml). Shared by the test suite and `pacwar test`."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pacwar.interpreter.core.api import GameState
from pacwar.interpreter.data.schemas import validate
from pacwar.interpreter.data.yamlio import load_yaml
from pacwar.interpreter.errors import PacwarError
from pacwar.interpreter.core.game import Game


@dataclass
class GoldenCase:
    game: Game
    file: str
    index: int
    spec: dict

    @property
    def id(self) -> str:
        return f"{self.game.id}:{Path(self.file).stem}:{self.spec['cite']}:{self.spec['name'][:40]}"


def cases(game: Game) -> list[GoldenCase]:
    out = []
    for f in sorted((game.folder / "tests").glob("golden*.yaml")):
        doc = load_yaml(f)
        validate(doc, "golden")
        for i, spec in enumerate(doc.data["tests"]):
            out.append(GoldenCase(game, str(f), i, spec))
    return out


def run_case(case: GoldenCase) -> list[str]:
    """Run one golden test; return the failures (empty when it passes)."""
    spec = case.spec
    g = case.game
    scenario = spec.get("scenario", next(iter(g.scenarios)))
    state = GameState.new(g, scenario, spec.get("seed", 0), start=False)
    failures = []
    where = f"{case.file} test {case.index} ({spec['name']})"
    for n, step in enumerate(spec["steps"]):
        at = f"{where}, step {n + 1}"
        try:
            if step.get("clear"):
                state.clear_pieces()
            for p in step.get("place", []):
                spec_ = {k: v for k, v in p.items() if k != "at"}
                state.create(spec_, p["at"])
            for k, v in step.get("set", {}).items():
                state.set(k, v)
            if "dice" in step:
                state.force_dice(step["dice"])
            if "exec" in step:
                state.exec(step["exec"], step.get("answers"), where=at)
            for e in step.get("expect", []):
                expr, want = (e, True) if isinstance(e, str) else (e["expr"], e.get("equals", True))
                got = state.eval(expr)
                if got != want:
                    failures.append(f"{at}: {expr} is {got!r}, expected {want!r}")
            log = state.log_text()
            for text in step.get("log_contains", []):
                if text not in log:
                    failures.append(f"{at}: the log does not contain {text!r}")
            if step.get("dice_used") and state.st["forced"]:
                failures.append(f"{at}: forced dice not used: {state.st['forced']}")
        except PacwarError as e:
            failures.append(f"{at}: {e.render()}")
            break
    if failures:
        failures.append("log tail:\n  " + "\n  ".join(state.log_lines()[-25:]))
    return failures
