"""tools/gpw_reach.py: a game of Great Pacific War played from the 1930 start by legal options only reaches a
position where Blue is offered Mobilize Emergency Reinforcements (23.0), and taking it brings up to two US
infantry corps, at full strength, to the USA East Coast (issue 11: the one action type no fuzz run reached)."""
from __future__ import annotations

import importlib.util
from pathlib import Path

from pacwar.interpreter.core.game import load_game

TOOL = Path(__file__).resolve().parent.parent / "tools" / "gpw_reach.py"


def _tool():
    spec = importlib.util.spec_from_file_location("gpw_reach", TOOL)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_guided_play_reaches_emergency_reinforcements_and_takes_it():
    tool = _tool()
    s, reached = tool.play(load_game("great_pacific_war"), 1, 0)
    assert reached and not s.is_terminal()
    assert s.current_side() == "blue"
    # the precondition as 23.0 words it: Orange land units in a West Coast area
    assert s.eval('sum(region("west_coast_usa"), a -> count(units(a) where .side == @orange and ground(it)))') > 0
    # every decision on the way was one of the offered options: the history re-plays from the scenario's seed
    replay = tool.new_game(load_game("great_pacific_war"), "scenario_1930", seed=1)
    for index in s.history:
        replay.apply_action(index)
    assert replay.serialize() == s.serialize()
    before = s.eval("map(emergency_corps(@blue), u -> u)")
    assert len(before) > 0
    acts = s.legal_actions()
    s.apply_action([a.label for a in acts].index(tool.GOAL))
    while s.current_side() == "blue" and "Emergency reinforcements" in s.legal_actions()[0].prompt:
        s.apply_action(0)
    arrived = s.eval('units(@usa_east_coast) where .class == "INF" and .nation == @us')
    moved = [u for u in before if u in arrived]
    assert len(moved) == min(2, len(before))
    assert all(s.eval(f'@{u}.steps == @{u}.max_steps') for u in moved)
    # and the game plays on from there to its end (12 turns) without a dead end
    rng = tool.random.Random(0)
    for _ in range(5000):
        if s.is_terminal():
            break
        s.apply_action(rng.choice(s.legal_actions()))
    assert s.is_terminal() and s.result() is not None
