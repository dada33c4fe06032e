"""pacwar scenarios as PettingZoo AEC environments (issue 16): PettingZoo's own api_test and seed_test, masks
and rewards. Skipped when the extra is absent (pip install 'pacwar[pettingzoo]'). In CI, api_test runs on every
playable scenario of four games and on three of Dai Senso's ten (the one-map scenario, the first and the last
campaigns: the same wrapper and rules, at about 20 s each), and seed_test on the shortest; with
PACWAR_PETTINGZOO_ALL=1 both run on every playable scenario."""
from __future__ import annotations

import os
import warnings

import pytest

pytest.importorskip("pettingzoo", reason="PettingZoo is not installed: pip install 'pacwar[pettingzoo]'")
np = pytest.importorskip("numpy")

from pettingzoo.test import api_test, seed_test  # noqa: E402

from pacwar.interpreter.core.game import playable_scenarios  # noqa: E402
from pacwar.pettingzoo import env  # noqa: E402

PLAYABLE = playable_scenarios()
SHORT = ("great_pacific_war", "first_turn_1930")
ALL = bool(os.environ.get("PACWAR_PETTINGZOO_ALL"))
SEEDED = PLAYABLE if ALL else [SHORT]
DS_SAMPLE = {"tora_tora_tora", "rising_sun_1937", "divine_wind_1944"}
API = PLAYABLE if ALL else [(g, s) for g, s in PLAYABLE if g != "dai_senso" or s in DS_SAMPLE]


@pytest.mark.parametrize("game,scenario", API, ids=[f"{g}-{s}" for g, s in API])
def test_pettingzoo_api_test(game, scenario):
    with warnings.catch_warnings():
        # PettingZoo warns about any Dict observation space, the form its own board games with action masks use
        warnings.simplefilter("ignore", UserWarning)
        api_test(env(game, scenario), num_cycles=1000, verbose_progress=False)


@pytest.mark.parametrize("game,scenario", SEEDED, ids=[f"{g}-{s}" for g, s in SEEDED])
def test_pettingzoo_seed_test(game, scenario):
    seed_test(lambda: env(game, scenario), num_cycles=300)


def _play(e, seed):
    e.reset(seed=seed)
    rng = np.random.RandomState(seed)
    steps, rewards = 0, {a: 0.0 for a in e.possible_agents}
    for agent in e.agent_iter():
        obs, reward, term, trunc, info = e.last()
        rewards[agent] += reward
        if term or trunc:
            e.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        assert len(legal) > 0 and info["side"] in ("blue", "orange")
        # the other player's mask is empty while this one decides
        other = next(a for a in e.possible_agents if a != agent)
        assert not e.observe(other)["action_mask"].any()
        e.step(int(rng.choice(legal)))
        steps += 1
    return steps, rewards


def test_a_full_random_game_ends_with_zero_sum_rewards():
    steps, rewards = _play(env(*SHORT), seed=4)
    assert steps > 50
    assert sum(rewards.values()) == 0
    assert _play(env(*SHORT), seed=4) == (steps, rewards)   # the seed fixes the dice


def test_an_illegal_action_is_refused_with_a_reason():
    e = env(*SHORT)
    e.reset(seed=1)
    obs = e.observe(e.agent_selection)
    bad = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    with pytest.raises(Exception, match="not legal"):
        e.step(bad)


def test_an_unknown_scenario_is_a_clear_error():
    with pytest.raises(Exception, match="no scenario 'nowhere'"):
        env("orange_swan", "nowhere")
