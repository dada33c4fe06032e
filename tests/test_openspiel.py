"""pacwar games through OpenSpiel (issue 16): registration, OpenSpiel's own random-simulation test, the fixed
action space, observations, serialization and an OpenSpiel algorithm playing a full game.

Skipped when the extra is absent (pip install 'pacwar[openspiel]'). The random-simulation test runs on the
shortest scenario in CI; PACWAR_OPENSPIEL_ALL=1 runs it on every playable scenario."""
from __future__ import annotations

import os
import pickle

import pytest

pyspiel = pytest.importorskip("pyspiel", reason="OpenSpiel is not installed: pip install 'pacwar[openspiel]'")
np = pytest.importorskip("numpy")

import pacwar.openspiel as pos  # noqa: E402  (registers the games)
from pacwar.adapters.encoding import hides_anything  # noqa: E402
from pacwar.interpreter.core.game import load_game, playable_scenarios  # noqa: E402

PLAYABLE = playable_scenarios()
SHORT = ("great_pacific_war", "first_turn_1930")   # about a hundred decisions
SIM = PLAYABLE if os.environ.get("PACWAR_OPENSPIEL_ALL") else [SHORT]


def load(game, scenario, seed=0):
    return pyspiel.load_game(pos.short_name(game), {"scenario": scenario, "seed": seed})


def test_every_playable_scenario_is_registered_and_loads():
    names = set(pyspiel.registered_names())
    for game, scenario in PLAYABLE:
        assert pos.short_name(game) in names
        g = load(game, scenario)
        assert g.get_parameters()["scenario"] == scenario
        pg = load_game(game)
        assert g.num_players() == len(pg.side_order)
        t = g.get_type()
        assert t.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
        assert (t.utility == pyspiel.GameType.Utility.ZERO_SUM) == (len(pg.side_order) == 2)
        assert (t.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION) == hides_anything(pg)
    # both games playable today hide pieces from the other side
    for game in ("orange_swan", "great_pacific_war"):
        assert load(game, load_game(game).scenarios.__iter__().__next__()).get_type().information == \
            pyspiel.GameType.Information.IMPERFECT_INFORMATION


def test_an_unknown_scenario_is_a_clear_error():
    with pytest.raises(Exception, match="no scenario 'nowhere'"):
        load("orange_swan", "nowhere")


@pytest.mark.parametrize("game,scenario", SIM, ids=[f"{g}-{s}" for g, s in SIM])
def test_openspiel_random_simulation_test(game, scenario):
    # OpenSpiel's own checks: legal actions sorted and within the action space, masks, observation tensors
    # of the declared size, strings for every player, returns at the end, clone and serialization
    pyspiel.random_sim_test(load(game, scenario, seed=3), num_sims=1, serialize=True, verbose=False)


def test_an_action_id_names_the_same_thing_in_every_game_of_a_scenario():
    a, b = load(*SHORT, seed=1).new_initial_state(), load(*SHORT, seed=2).new_initial_state()
    common = set(a.legal_actions()) & set(b.legal_actions())
    assert common
    for act in sorted(common)[:20]:
        assert a.action_to_string(act) == b.action_to_string(act)
    # the mask agrees with the list and spans the whole action space
    mask = a.legal_actions_mask()
    assert len(mask) == load(*SHORT).num_distinct_actions()
    assert [i for i, m in enumerate(mask) if m] == a.legal_actions()


def test_an_illegal_action_is_refused_with_a_reason():
    s = load(*SHORT).new_initial_state()
    bad = next(i for i in range(load(*SHORT).num_distinct_actions()) if i not in s.legal_actions())
    with pytest.raises(Exception, match="not legal"):
        s.apply_action(bad)


def test_observation_tensor_and_strings_are_the_players_own():
    g = load("orange_swan", "pearl_harbor", seed=1)
    s = g.new_initial_state()
    rng = np.random.RandomState(0)
    for _ in range(40):
        s.apply_action(rng.choice(s.legal_actions()))
    t0, t1 = np.array(s.observation_tensor(0)), np.array(s.observation_tensor(1))
    assert t0.shape == t1.shape == (g.observation_tensor_size(),)
    assert not np.array_equal(t0, t1)   # the viewer differs, and what each sees
    mover = s.current_player()
    assert "Your decision" in s.observation_string(mover)
    assert "Your decision" not in s.observation_string(1 - mover)
    info = s.information_state_string(mover)
    assert "Log:" in info and "My actions:" in info


def test_clone_and_serialize_play_on_the_same_way():
    g = load(*SHORT, seed=5)
    s = g.new_initial_state()
    rng = np.random.RandomState(1)
    for _ in range(10):
        s.apply_action(rng.choice(s.legal_actions()))
    c = s.clone()
    d = g.deserialize_state(s.serialize())
    p = pickle.loads(pickle.dumps(s))
    g2, s2 = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(g, s))
    copies = [c, d, p, s2]
    while not s.is_terminal():
        legal = s.legal_actions()
        a = rng.choice(legal)
        for x in [s] + copies:
            assert x.legal_actions() == legal
            x.apply_action(a)
    for x in copies:
        assert x.is_terminal() and x.returns() == s.returns()
        assert x.observation_string(0) == s.observation_string(0)


def test_openspiel_mcts_bot_plays_a_full_game():
    from open_spiel.python.algorithms import mcts
    g = load(*SHORT, seed=1)
    rng = np.random.RandomState(0)
    bot = mcts.MCTSBot(g, uct_c=2, max_simulations=3, evaluator=mcts.RandomRolloutEvaluator(1, rng),
                       random_state=rng)
    s = g.new_initial_state()
    moves = 0
    while not s.is_terminal():
        a = bot.step(s) if s.current_player() == 0 else rng.choice(s.legal_actions())
        assert a in s.legal_actions()
        s.apply_action(a)
        moves += 1
    assert moves > 50
    r = s.returns()
    assert len(r) == 2 and sum(r) == 0


def test_information_state_tensor_holds_the_observation_own_actions_and_readable_log():
    from pacwar.adapters.encoding import OWN_RECENT, info_codec
    g = load("orange_swan", "pearl_harbor", seed=1)
    assert g.get_type().provides_information_state_tensor
    codec = info_codec("orange_swan", "pearl_harbor")
    assert g.information_state_tensor_size() == codec.size
    s = g.new_initial_state()
    rng = np.random.RandomState(2)
    mine = {0: [], 1: []}
    for _ in range(60):
        a = int(rng.choice(s.legal_actions()))
        mine[s.current_player()].append(a)
        s.apply_action(a)
    na, o = g.num_distinct_actions(), codec.offsets
    for p in (0, 1):
        t = np.array(s.information_state_tensor(p))
        assert t.shape == (codec.size,)
        # the observation first, then the player's own actions: how often each, the last few one-hot
        assert np.array_equal(t[:g.observation_tensor_size()], np.array(s.observation_tensor(p)))
        counts = t[o["own_action_counts"]:o["own_action_counts"] + na]
        assert counts.sum() == len(mine[p]) == t[o["own_decisions"]]
        for a in set(mine[p]):
            assert counts[a] == mine[p].count(a)
        recent = t[o["own_recent"]:o["own_recent"] + OWN_RECENT * na].reshape(OWN_RECENT, na)
        assert [int(r.argmax()) for r in recent[:min(OWN_RECENT, len(mine[p]))]] == mine[p][::-1][:OWN_RECENT]
        side = next(sd for sd, q in s.inner.st["seats"].items() if q == p)
        assert t[o["log_lines"]] == len(s.inner.log_lines(side)) > 0
    assert mine[0] and mine[1]
    # each player's own history is theirs: the two information states differ beyond the observation
    t0, t1 = (np.array(s.information_state_tensor(p))[g.observation_tensor_size():] for p in (0, 1))
    assert not np.array_equal(t0, t1)
    # a clone and a deserialized state carry the same information states
    for copy in (s.clone(), g.deserialize_state(s.serialize())):
        assert copy.information_state_tensor(0) == s.information_state_tensor(0)


def test_observers_by_observation_type():
    from open_spiel.python.observation import make_observation
    g = load(*SHORT, seed=1)
    s = g.new_initial_state()
    s.apply_action(s.legal_actions()[0])
    info = make_observation(g, pyspiel.IIGObservationType(perfect_recall=True))
    obs = make_observation(g, pyspiel.IIGObservationType(perfect_recall=False))
    info.set_from(s, 1)
    obs.set_from(s, 1)
    assert np.array_equal(info.tensor, np.array(s.information_state_tensor(1)))
    assert np.array_equal(obs.tensor, np.array(s.observation_tensor(1)))
    assert set(info.dict) >= {"observation", "own_action_counts", "log_sections"}
    assert "My actions:" in info.string_from(s, 1) and "My actions:" not in obs.string_from(s, 1)
    with pytest.raises(ValueError, match="other observation types"):
        make_observation(g, pyspiel.IIGObservationType(public_info=True, perfect_recall=False,
                                                       private_info=pyspiel.PrivateInfoType.NONE))
