"""pacwar scenarios as PettingZoo AEC environments (`pip install 'pacwar[pettingzoo]'`).

    from pacwar.pettingzoo import env
    e = env("orange_swan", "pearl_harbor")
    e.reset(seed=3)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        action = None if terminated or truncated else e.action_space(agent).sample(obs["action_mask"])
        e.step(action)

Agents are the players, `player_0` and `player_1` (not the sides: in a scenario played twice with the sides
changing, a player keeps its agent and its rewards). Each observation is a dict: `observation`, the fixed-size
vector of what that player may see, and `action_mask`, the legal ids of the fixed action space (all zero
when it is not that player's turn); see adapters/encoding.py for both layouts. Rewards come at the end: +1
for a win, -1 for a loss, 0 for a draw. `reset(seed=N)` picks the dice; no seed is seed 0, so that every run
is reproducible."""
from __future__ import annotations

try:
    import numpy as np
    from gymnasium import spaces
    from pettingzoo import AECEnv
except ImportError as e:  # pragma: no cover - depends on the extra
    raise ImportError("pacwar.pettingzoo needs PettingZoo: pip install 'pacwar[pettingzoo]'") from e

from pacwar.adapters.encoding import codecs
from pacwar.interpreter.core.api import GameState
from pacwar.interpreter.core.game import load_game
from pacwar.interpreter.core.observation import observation_text
from pacwar.interpreter.errors import PacwarError


class PacwarAEC(AECEnv):
    metadata = {"render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, game: str, scenario: str | None = None, render_mode: str | None = None,
                 options: dict | None = None):
        super().__init__()
        self.game = load_game(game)
        scenario = scenario or next(iter(self.game.scenarios))
        if scenario not in self.game.scenarios:
            raise PacwarError(f"no scenario {scenario!r} in {self.game.id}; scenarios: {', '.join(self.game.scenarios)}")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise PacwarError(f"render_mode {render_mode!r}: this environment renders only 'ansi'")
        self.scenario, self.render_mode, self.game_options = scenario, render_mode, options
        self.metadata = dict(self.metadata, name=f"pacwar_{self.game.id}_{scenario}")
        self.codec, self.obs_codec = codecs(str(self.game.folder), scenario)
        self.possible_agents = [f"player_{i}" for i in range(len(self.game.side_order))]
        self.agent_index = {a: i for i, a in enumerate(self.possible_agents)}
        obs_space = spaces.Dict({
            "observation": spaces.Box(low=-np.inf, high=np.inf, shape=(self.obs_codec.size,), dtype=np.float32),
            "action_mask": spaces.Box(low=0, high=1, shape=(self.codec.size,), dtype=np.int8),
        })
        self.observation_spaces = {a: obs_space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(self.codec.size) for a in self.possible_agents}
        self.state_: GameState | None = None

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict | None = None):
        self.state_ = GameState.new(self.game, self.scenario, seed if seed is not None else 0, self.game_options)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._legal = None
        self._select()

    def _select(self):
        s = self.state_
        if s.is_terminal():
            self.agent_selection = self.agents[0] if self.agents else None
        else:
            self.agent_selection = self.possible_agents[s.current_player()]
        for a in self.agents:
            self.infos[a] = {"side": next((side for side, p in s.st["seats"].items() if p == self.agent_index[a]), None)}

    def _legal_map(self) -> dict[int, int]:
        if self._legal is None:
            self._legal = self.codec.legal(self.state_)
        return self._legal

    def observe(self, agent):
        player = self.agent_index[agent]
        vec = np.asarray(self.obs_codec.encode(self.state_, player), dtype=np.float32)
        mask = np.zeros(self.codec.size, dtype=np.int8)
        if not self.state_.is_terminal() and self.state_.current_player() == player:
            mask[list(self._legal_map())] = 1
        return {"observation": vec, "action_mask": mask}

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        legal = self._legal_map()
        if action is None or int(action) not in legal:
            raise PacwarError(f"{agent}: action {action} is not legal here; legal: {sorted(legal)}")
        self._cumulative_rewards[agent] = 0.0
        self.state_.apply_action(legal[int(action)])
        self._legal = None
        self.rewards = {a: 0.0 for a in self.agents}
        if self.state_.is_terminal():
            ret = self.state_.returns()
            self.rewards = {a: float(ret[self.agent_index[a]]) for a in self.agents}
            self.terminations = {a: True for a in self.agents}
        self._accumulate_rewards()
        self._select()

    def render(self):
        if self.render_mode is None:
            return None
        player = self.agent_index.get(self.agent_selection, 0) if self.agent_selection else 0
        return observation_text(self.state_, player)

    def close(self):
        self.state_ = None


def env(game: str, scenario: str | None = None, **kwargs) -> PacwarAEC:
    """An AEC environment of one scenario, with PettingZoo's standard wrappers (order and bounds checks)."""
    from pettingzoo.utils import wrappers
    e = PacwarAEC(game, scenario, **kwargs)
    e = wrappers.AssertOutOfBoundsWrapper(e)
    return wrappers.OrderEnforcingWrapper(e)


raw_env = PacwarAEC

__all__ = ["env", "raw_env", "PacwarAEC"]
