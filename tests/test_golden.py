"""Each rulebook's worked examples, replayed as golden tests (games/<game>/tests/golden*.yaml)."""
import pytest

from pacwar.interpreter.core.game import bundled_games_dir, load_game
from pacwar.interpreter.tooling.golden import cases, run_case


def _all_cases():
    out = []
    for d in sorted(bundled_games_dir().iterdir()):
        if (d / "game.yaml").exists() and (d / "rules").is_dir() and any((d / "rules").glob("*.pw")) \
                and any((d / "tests").glob("golden*.yaml")):
            out.extend(cases(load_game(d.name)))
    return out


CASES = _all_cases()


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_golden(case):
    failures = run_case(case)
    assert not failures, "\n".join(failures)
