"""Orange Swan's fog of war (2.3, 1.5, 4.5.2) in a Campaign and the 1942 scenario: at random decision points no
observation of one side holds an enemy block's class or strength unless that block is face-up in the combat
under way, nor what the enemy's Force Pools hold, nor which block the enemy drew. (The counterfactual leak check
of tests/test_leaks.py runs on every playable scenario, these included.)"""
import random

import pytest

from pacwar.interpreter.core.api import new_game


def _walk(scenario, seed, points):
    s = new_game("orange_swan", scenario, seed=seed)
    rng = random.Random(seed)
    seen = combats = 0
    while not s.is_terminal() and seen < points:
        cb = s.st["vars"]["cb_space"]
        for side, player in s.st["seats"].items():
            obs = s.observation(player)
            # (blocks removed from the game or sunk are in public boxes, face-up for both)
            foreign = [rec for rec in obs["pieces"].values() if rec.get("side") != side
                       and rec.get("loc") not in ("removed", "sunk")]
            # an enemy block shows its class and strength only face-up while a combat is under way (those in it,
            # also one that retreated out of it before it ends: 2.3, ruling 19)
            assert not foreign or cb is not None, (scenario, seed, s.st["n"], foreign)
            combats += bool(foreign)
            # enemy blocks elsewhere are hidden blocks of their size class, pools only a count of blocks
            for hidden in obs["hidden_pieces"].values():
                for h in hidden:
                    assert set(h) <= {"handle", "nation", "block", "side"}
            assert all(isinstance(n, int) for n in obs["hidden_in_boxes"].values())
            # the other side's draws from its Force Pool are written to it alone
            other = [n for n, rec in s.game.nations.items() if rec.get("side") != side] if isinstance(
                next(iter(s.game.nations.values())), dict) else []
            for ln in obs["log"]:
                assert not any(f"{s.game.nations[n].get('name', n)} draws" in str(ln) for n in other)
        s.apply_action(rng.randrange(len(s.legal_actions())))
        seen += 1
    return seen, combats


@pytest.mark.parametrize("scenario,points,combat", [("rising_swan", 400, True), ("midway_guadalcanal", 400, False)])
def test_enemy_blocks_pools_and_draws_stay_hidden(scenario, points, combat):
    seen, combats = _walk(scenario, 3, points)
    assert seen == points
    assert combats > 0 or not combat   # the face-up case was reached too
