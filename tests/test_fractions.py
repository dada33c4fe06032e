"""Fractions with the rounding the rules state: `scale(x, num, den, rounding)` rounds the exact fraction once,
so a total rounds as a total; bad arguments stop with a clear rules error."""
from __future__ import annotations

import pytest

from pacwar.interpreter.core.game import load_game
from pacwar.interpreter.errors import PacwarError

from helpers import FIXTURES, run_rules as _run


@pytest.fixture(scope="module")
def game():
    return load_game(str(FIXTURES / "toy"))


def test_a_group_rounds_once_not_per_member(game):
    # two units of 1 moving 1.5x: 3 as a group, 4 if each were rounded up alone
    _run(game, 'assert scale(1 + 1, 3, 2, "up") == 3\nassert scale(1, 3, 2, "up") + scale(1, 3, 2, "up") == 4')


@pytest.mark.parametrize("expr,value", [
    ("scale(7, 1, 2)", 3), ('scale(7, 1, 2, "down")', 3), ('scale(7, 1, 2, "up")', 4),
    ('scale(7, 1, 2, "nearest")', 4), ('scale(5, 1, 3, "nearest")', 2), ('scale(4, 1, 3, "nearest")', 1),
    ('scale(-3, 1, 2, "down")', -2), ('scale(-3, 1, 2, "up")', -1), ("scale(9, 3, 2)", 13), ('scale(0, 3, 2, "up")', 0),
])
def test_roundings(game, expr, value):
    _run(game, f"assert {expr} == {value}")


@pytest.mark.parametrize("expr,msg", [
    ("scale(3, 1, 0)", "positive denominator"),
    ('scale(3, 1, 2, "sideways")', "rounds"),
    ('scale("3", 1, 2)', "whole numbers"),
    ("scale(none, 1, 2)", "whole numbers"),
])
def test_bad_arguments_are_refused_clearly(game, expr, msg):
    with pytest.raises(PacwarError, match=msg):
        _run(game, f"let x = {expr}")
