"""Great Pacific War: every optional rule (24 with `rnhf`, 26-30) changes play when on and nothing when off.

Each test builds the same scripted position twice, with the option off and on, runs the same statements with
the same forced dice, and checks the outcome the rule's text gives when on and the standard rules' outcome when
off. Counter values are the placeholders of units.yaml; the tests pin the procedure, not printed numbers."""
from __future__ import annotations

import functools

import pytest

from pacwar.interpreter.core.api import GameState
from pacwar.interpreter.core.game import load_game


@functools.lru_cache(maxsize=1)
def _game():
    return load_game("great_pacific_war")


def position(option: str | None, on: bool, pieces=(), scenario="scenario_1930", setvars=None):
    """A cleared board of the 1930 scenario with the given option set, and these pieces placed:
    (id, class, nation, at[, steps])."""
    opts = {option: on} if option else None
    s = GameState.new(_game(), scenario, seed=1, options=opts, start=False)
    s.clear_pieces()
    s.set("era_1930s", scenario == "scenario_1930")
    for name, value in (setvars or {}).items():
        s.set(name, value)
    for p in pieces:
        pid, cls, nation, at = p[:4]
        spec = {"id": pid, "class": cls, "nation": nation}
        s.create(spec, at)
        if len(p) > 4:
            s.set(f"@{pid}.steps", p[4])
    return s


def offered(s, side):
    return [p["proc"] for p in s.eval(f"actions_for(@{side}, none)")]


# ---- 24.0 (option rnhf): the Home Fleet and its actions
def test_rnhf_option_offers_the_home_fleet_actions_only_when_on():
    pieces = [("br_rnhf", "RNHF", "br", "g0206")]
    off = position("rnhf", False, pieces)
    on = position("rnhf", True, pieces)
    assert "move_rnhf" not in offered(off, "blue") and "activate_rnhf" not in offered(off, "blue")
    assert "move_rnhf" in offered(on, "blue") and "activate_rnhf" in offered(on, "blue")


# ---- 26.0 carrier ranged strikes
def test_carrier_ranged_strike_hits_an_adjacent_zone_and_is_offered_only_when_on():
    pieces = [("b_cv", "CV", "us", "g0504"), ("o_bb", "BB", "japan", "g0503")]
    off = position("carrier_ranged_strikes", False, pieces)
    on = position("carrier_ranged_strikes", True, pieces)
    assert "carrier_ranged_strike" not in offered(off, "blue")
    assert "carrier_ranged_strike" in offered(on, "blue")
    on.force_dice([1, 6])  # the carrier hits (anti-surface 3); the battleship's anti-aircraft fire misses
    on.exec("carrier_ranged_strike(@blue)", answers=["g0504", "b_cv", "g0504", "g0503", "anti-surface 3"])
    assert on.eval("@o_bb.steps") == 1 and on.eval("@b_cv.loc") == "g0504"


# ---- 27.0 carrier depletion
def test_carrier_depletion_depletes_a_striking_carrier_only_when_on():
    pieces = [("b_cv", "CV", "us", "g0504"), ("o_bb", "BB", "japan", "g0503")]
    results = {}
    for on in (False, True):
        s = position("carrier_depletion", on, pieces)
        s.force_dice([6, 1])  # the carrier misses; the battleship's anti-aircraft fire hits
        s.exec("carrier_strike(@blue, [@b_cv], @g0503)", answers=["anti-surface 3"])
        results[on] = (s.eval("@b_cv.depleted"), s.eval("factor(@b_cv, \"aa\")"), s.eval("@b_cv.loc"))
    assert results[False] == (False, 3, "g0504")    # no depletion: the hit has no effect, the carrier fights on
    assert results[True] == (True, 1, "g0504")      # depleted: the reverse side's factors; never sunk
    s = position("carrier_depletion", True, pieces + [("b_guard", "INF", "us", "manila")])
    s.set("@b_cv.depleted", True)
    assert "refit_depleted_carrier" in offered(s, "blue")
    s.exec("refit_depleted_carrier(@blue)")
    assert s.eval("@b_cv.depleted") is False


# ---- 28.1 shock effect
def test_shock_major_battles_gives_an_action_for_two_ground_units_eliminated_only_when_on():
    pieces = [("o1", "INF", "japan", "hawaii", 1), ("o2", "INF", "japan", "hawaii", 1),
              ("b1", "INF", "us", "hawaii"), ("b2", "INF", "us", "hawaii")]
    aps = {}
    for on in (False, True):
        s = position("shock_major_battles", on, pieces)
        s.set("ap", {"blue": 2, "orange": 2})
        # Blue wins superiority (6 against 1); both Blue corps hit, the Orange corps between them misses; the
        # reduced Orange corps are eliminated
        s.force_dice([6, 1, 1, 6, 1])
        s.exec("battle(@hawaii, [@b1, @b2], [\"ground\"])", answers=["b1", "o1"])
        assert s.eval("@o1.loc") == "refit_orange" and s.eval("@o2.loc") == "refit_orange"
        aps[on] = s.eval("ap[@blue]")
    assert aps == {False: 2, True: 3}


# ---- 28.2 US reaction to the Surprise Attack
def test_surprise_reaction_rolls_on_turn_one_only_when_on():
    aps = {}
    for on in (False, True):
        s = position("surprise_reaction", on)
        s.set("turn_no", 1)
        s.set("ap", {"blue": 2, "orange": 2})
        s.force_dice([2])
        s.exec("surprise_reaction_roll()")
        aps[on] = (s.eval("ap[@blue]"), s.eval("ap[@orange]"))
        if not on:
            assert s.st["forced"] == [2]  # no die is rolled with the option off
    assert aps == {False: (2, 2), True: (4, 2)}


# ---- 28.3 destruction of the Panama Canal
def test_panama_destruction_costs_blue_an_action_without_a_us_fortress_only_when_on():
    aps = {}
    for on in (False, True):
        s = position("panama_destruction", on)
        s.set("turn_no", 1)
        s.exec("action_determination()")
        aps[on] = s.eval("ap[@blue]")
    assert aps[True] == aps[False] - 1
    s = position("panama_destruction", True, [("pcz", "FORT", "us", "panama_canal", 1)])
    s.set("turn_no", 1)
    s.exec("action_determination()")
    assert s.eval("ap[@blue]") == aps[False]  # a US fortress of any strength keeps the canal


# ---- 29.1 / 29.2 superiority modifiers
@pytest.mark.parametrize("option,pieces,side", [
    ("cruiser_scouting", [("b_ca", "CA", "us", "g0504"), ("o_dd", "DD", "japan", "g0504")], "blue"),
    ("armor_superiority", [("b_arm", "ARM", "us", "manila"), ("o_inf", "INF", "japan", "manila")], "blue"),
])
def test_superiority_modifier_options(option, pieces, side):
    rolls = {}
    for on in (False, True):
        s = position(option, on, pieces)
        s.set("battle_attacker", side)
        s.force_dice([3])
        ids = ", ".join("@" + p[0] for p in pieces)
        rolls[on] = s.eval(f"superiority_roll(@{side}, @{pieces[0][3]}, [{ids}])")
    assert rolls == {False: 3, True: 4}


# ---- 29.3 fortress naval attacks
def test_fortress_naval_attack_is_an_action_only_when_on():
    pieces = [("b_fort", "FORT", "us", "manila"), ("o_ca", "CA", "japan", "g0504")]
    off = position("fortress_naval_attacks", False, pieces)
    on = position("fortress_naval_attacks", True, pieces)
    assert "fortress_attack" not in offered(off, "blue")
    assert "fortress_attack" in offered(on, "blue")
    # superiority (11.7) Blue 4, Orange 2; the cruiser answers in the surface step and misses (6); the fortress
    # fires in the ground step and hits (1)
    on.force_dice([4, 2, 6, 1])
    on.exec("fortress_attack(@blue)", answers=["anti-surface 3"])
    assert on.eval("@o_ca.loc") == "refit_orange"


# ---- 29.4 seaplanes and tenders
def test_seaplane_tenders_let_seaplanes_base_at_sea_only_when_on():
    pieces = [("b_sp", "SP", "us", "manila"), ("b_av", "AV", "us", "g0503"), ("b_guard", "INF", "us", "manila")]
    off = position("seaplane_tenders", False, pieces)
    on = position("seaplane_tenders", True, pieces)
    assert "rebase_seaplanes" not in offered(off, "blue")
    on.exec("rebase_seaplanes(@blue)", answers=["g0503"])
    assert on.eval("@b_sp.loc") == "g0503"
    on.exec("move @b_av to @g0504\nafter_action(@blue)")
    assert on.eval("@b_sp.loc") == "refit_blue"  # no tender left in its zone


# ---- 29.5 airships
def test_airships_stop_ships_and_survive_a_lost_base_only_when_on():
    pieces = [("b_zrs", "ZRS", "us", "wake"), ("o_inf", "INF", "japan", "wake")]
    res = {}
    for on in (False, True):
        s = position("airships", on, pieces)
        s.exec("after_action(@orange)")
        res[on] = s.eval("@b_zrs.loc")
    assert res == {False: "refit_blue", True: "wake"}
    off = position("airships", False, [("b_zrs", "ZRS", "us", "g0504")])
    on = position("airships", True, [("b_zrs", "ZRS", "us", "g0504")])
    assert off.eval("enemy_ships(@g0504, @orange)") is False
    assert on.eval("enemy_ships(@g0504, @orange)") is True


# ---- 29.6 static unit deployment
def test_static_deployment_lets_a_picked_fortress_be_held_aside_only_when_on():
    pieces = [("b_fort", "FORT", "us", "reinforcement_pool_blue")]
    off = position("static_deployment", False, pieces)
    off.exec("deploy_reinforcement(@b_fort)", answers=["hawaii"])
    assert off.eval("@b_fort.loc") == "hawaii"
    on = position("static_deployment", True, pieces)
    on.exec("deploy_reinforcement(@b_fort)", answers=["hold aside"])
    assert on.eval("@b_fort.loc") == "static_held_blue"
    assert "deploy_static_held" in offered(on, "blue") and "deploy_static_held" not in offered(off, "blue")
    on.exec("deploy_static_held(@blue)", answers=["manila"])  # the one held unit is not asked for
    assert on.eval("@b_fort.loc") == "manila"


# ---- 30.0 airlift supplies
def test_airlift_supplies_restore_a_reduced_unit_only_when_on():
    pieces = [("b_tr", "TR_AIR", "us", "hawaii"), ("b_inf", "INF", "us", "hawaii", 1)]
    off = position("airlift_supplies", False, pieces)
    on = position("airlift_supplies", True, pieces)
    assert "airlift_supplies" not in offered(off, "blue")
    on.exec("airlift_supplies(@blue)")  # the one base, the one area in range with a reduced unit
    assert on.eval("@b_inf.steps") == 2 and on.eval("@b_tr.loc") == "hawaii"
