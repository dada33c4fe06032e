"""pacwar games as OpenSpiel Python games (`pip install 'pacwar[openspiel]'`).

    import pyspiel, pacwar.openspiel
    game = pyspiel.load_game("pacwar_orange_swan", {"scenario": "pearl_harbor", "seed": 3})
    state = game.new_initial_state()
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])

Importing the module registers one OpenSpiel game per bundled game with rules, `pacwar_<game>`, whose
`scenario` parameter picks any of its scenarios and `seed` the dice. The game type:

* sequential, terminal rewards: +1 to the winner and -1 to every other player, 0 to all in a draw
  (zero-sum with two players, general-sum with more);
* imperfect information when the game hides anything from a player (hidden pieces, variables), else perfect;
* deterministic: the dice come from the generator inside the state, seeded by the game parameter `seed`, so
  each (scenario, seed) is a game without chance nodes (the rules roll dice in the middle of procedures,
  often many at once, so there is no chance node to expose without changing how the rules run; OpenSpiel's
  other choice, sampled chance, cannot be serialized from a Python game: it needs the game's generator
  state, which pyspiel does not let a Python game provide). A clone carries the generator, so a search
  that clones the true state (MCTS) sees the dice the game will roll: an agent that must not cheat reads
  the observation, and varies `seed` between games.

Actions are ids of a fixed action space (adapters/encoding.py: the same id names the same space, piece or
procedure in every decision of the scenario); observation strings and tensors, and information-state strings
and tensors, come from what the player may see (interpreter/core/observation.py). The information-state
string is the player's observation, the log as the player may read it and the player's own past actions
(perfect recall). The information-state tensor is the observation tensor followed by a bounded summary of the
same memory (adapters/encoding.py, InfoStateCodec: counts and the last few of the player's own action ids,
and the readable log counted per rule section with the sections of its last lines): fixed size per scenario,
not perfect recall (a perfect-recall vector of games of hundreds of decisions has no useful bound).

Observers (`make_py_observer`): `iig_obs_type.perfect_recall` picks the information state (True) or the
observation (False); the private information is the player's own (SINGLE_PLAYER). A public-only or
all-players observer is refused with the reason: the engine builds every view for one player."""
from __future__ import annotations

import copy
from functools import lru_cache

import numpy as np

try:
    import pyspiel
except ImportError as e:  # pragma: no cover - depends on the extra
    raise ImportError("pacwar.openspiel needs OpenSpiel: pip install 'pacwar[openspiel]'") from e

from pacwar.adapters.encoding import codecs, hides_anything, info_codec
from pacwar.interpreter.core.api import GameState
from pacwar.interpreter.core.game import load_game, playable_scenarios
from pacwar.interpreter.core.observation import observation_text
from pacwar.interpreter.errors import PacwarError

MAX_GAME_LENGTH = 100_000   # decisions; the bundled scenarios take a few hundred

REGISTERED: dict[str, str] = {}   # OpenSpiel short name -> pacwar game


def short_name(game_id: str) -> str:
    return f"pacwar_{game_id}"


def _game_type(game_id: str, scenarios: list[str]) -> "pyspiel.GameType":
    game = load_game(game_id)
    n = len(game.side_order)
    info = (pyspiel.GameType.Information.IMPERFECT_INFORMATION if hides_anything(game)
            else pyspiel.GameType.Information.PERFECT_INFORMATION)
    return pyspiel.GameType(
        short_name=short_name(game_id), long_name=f"pacwar {game.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.DETERMINISTIC,
        # the engine scores +1 for the winner and -1 for every other player: zero-sum only with two
        information=info, utility=(pyspiel.GameType.Utility.ZERO_SUM if n == 2
                                   else pyspiel.GameType.Utility.GENERAL_SUM),
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=n, min_num_players=n,
        provides_information_state_string=True, provides_information_state_tensor=True,
        provides_observation_string=True, provides_observation_tensor=True,
        parameter_specification={"scenario": scenarios[0], "seed": 0})


class PacwarGame(pyspiel.Game):
    """One pacwar scenario as an OpenSpiel game (a subclass per pacwar game sets `game_id`)."""
    game_id: str = ""

    def __init__(self, params=None):
        params = self._setup(dict(params or {}))
        n = len(self.pacwar_game.side_order)
        info = pyspiel.GameInfo(num_distinct_actions=self.actions.size, max_chance_outcomes=0, num_players=n,
                                min_utility=-1.0, max_utility=1.0, utility_sum=0.0 if n == 2 else None,
                                max_game_length=MAX_GAME_LENGTH)
        super().__init__(_TYPES[self.game_id], info, params)

    def _setup(self, params: dict) -> dict:
        game = load_game(self.game_id)
        scenario = params.get("scenario") or next(iter(game.scenarios))
        if scenario not in game.scenarios:
            raise PacwarError(f"no scenario {scenario!r} in {self.game_id}; scenarios: {', '.join(game.scenarios)}")
        self.pacwar_game, self.scenario, self.seed = game, scenario, int(params.get("seed", 0))
        self.actions, self.obs_codec = codecs(self.game_id, scenario)
        self.info_codec = info_codec(self.game_id, scenario)
        return {"scenario": scenario, "seed": self.seed}

    def __getattr__(self, name):
        # a copy made by pickle or deepcopy is rebuilt by pyspiel without running __init__: set up from
        # its parameters on first use
        if name in ("pacwar_game", "scenario", "seed", "actions", "obs_codec", "info_codec"):
            self._setup(self.get_parameters())
            return self.__dict__[name]
        raise AttributeError(name)

    def new_initial_state(self):
        return PacwarState(self)

    def make_py_observer(self, iig_obs_type=None, params=None):
        if params:
            raise ValueError(f"pacwar observers take no parameters; got {params}")
        if iig_obs_type is not None:
            if iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER or not iig_obs_type.public_info:
                raise ValueError("pacwar observers show one player what that player may see (public and own "
                                 "private information): other observation types are not provided")
        perfect_recall = bool(iig_obs_type and iig_obs_type.perfect_recall)
        return PacwarObserver(self, perfect_recall)


class PacwarState(pyspiel.State):
    def __init__(self, game: PacwarGame, inner: GameState | None = None, own: list | None = None):
        super().__init__(game)
        self._g = game
        self.inner = inner if inner is not None else _initial(game.game_id, game.scenario, game.seed).clone()
        self._legal: dict[int, int] | None = None
        # each player's own past actions (part of what that player remembers: the information state)
        self.own = own if own is not None else [[] for _ in range(game.num_players())]

    def _legal_map(self) -> dict[int, int]:
        if self._legal is None:
            self._legal = self._g.actions.legal(self.inner)
        return self._legal

    def current_player(self):
        if self.inner.is_terminal():
            return pyspiel.PlayerId.TERMINAL
        return self.inner.current_player()

    def _legal_actions(self, player):
        if player != self.current_player():
            return []
        return sorted(self._legal_map())

    def _apply_action(self, action):
        legal = self._legal_map()
        if action not in legal:
            raise PacwarError(f"action {action} ({self._g.actions.name(action)}) is not legal here")
        player = self.inner.current_player()
        self.own[player].append(int(action))
        self._legal = None
        self.inner.apply_action(legal[action])

    def _action_to_string(self, player, action):
        legal = self._legal_map() if player == self.current_player() else {}
        if action in legal:
            acts = self.inner.legal_actions()
            return f"{self._g.actions.name(action)} ({acts[legal[action]].label})"
        return self._g.actions.name(action)

    def is_terminal(self):
        return self.inner.is_terminal()

    def returns(self):
        return self.inner.returns()

    def __str__(self):
        st = self.inner.st
        where = " / ".join(f"{lv} {n}" for lv, n in st["where"])
        return (f"{self._g.pacwar_game.id} {self._g.scenario} seed {self._g.seed}, decision {len(self.inner.history)}"
                f"{', ' + where if where else ''}{', result ' + str(st['result']) if st['result'] else ''}")

    def clone(self):
        return PacwarState(self._g, self.inner.clone(), [list(a) for a in self.own])

    def __deepcopy__(self, memo):
        return self.clone()

    def __copy__(self):
        return self.clone()

    def __reduce__(self):
        # pickled as the game's name and parameters, the pacwar save (which checks itself when loaded) and
        # the players' own past actions
        return (_restore_state, (self._g.get_type().short_name, dict(self._g.get_parameters()),
                                 self.inner.serialize(), self.own))


class _Picklable(GameState):
    """A GameState that pickles as its save (pyspiel's serialize() pickles a Python state's attributes)."""

    def __init__(self, state: GameState):
        super().__init__(state.game, state.st, state.log, state.history)
        self.ctx = state.ctx
        self.agents = state.agents

    def clone(self):
        return _Picklable(super().clone())

    def __deepcopy__(self, memo):   # pyspiel clones a Python state by deep-copying its attributes
        return self.clone()

    def __reduce__(self):
        return (_unpickle_inner, (self.serialize(),))


@lru_cache(maxsize=8)
def _initial(game_id: str, scenario: str, seed: int) -> _Picklable:
    """A scenario's first decision, played once and cloned for every new state (OpenSpiel makes a new
    initial state for every state it deserializes)."""
    return _Picklable(GameState.new(load_game(game_id), scenario, seed))


def _unpickle_inner(save: str) -> _Picklable:
    return _Picklable(GameState.deserialize(save))


def _restore_state(name: str, params: dict, save: str, own: list) -> PacwarState:
    game = pyspiel.load_game(name, params)
    return PacwarState(game, GameState.deserialize(save, game.pacwar_game), own)


class PacwarObserver:
    """OpenSpiel's PyObserver: `tensor`/`dict` and string of what `player` may see (perfect_recall: what the
    player knows, the information state)."""

    def __init__(self, game: PacwarGame, perfect_recall: bool):
        self.game = game
        self.perfect_recall = perfect_recall
        codec = game.info_codec if perfect_recall else game.obs_codec
        self.codec = codec
        self.tensor = np.zeros(codec.size, np.float32)
        self.dict = {name: self.tensor[at:at + size] for name, at, size in codec.names()}

    def set_from(self, state: PacwarState, player: int):
        if self.perfect_recall:
            self.tensor[:] = self.codec.encode(state.inner, player, state.own[player])
        else:
            self.tensor[:] = self.codec.encode(state.inner, player)

    def string_from(self, state: PacwarState, player: int) -> str:
        inner = state.inner
        if not self.perfect_recall:
            log, inner.log = inner.log, None
            try:
                return observation_text(inner, player)
            finally:
                inner.log = log
        side = next((s for s, p in inner.st["seats"].items() if p == player), None)
        text = observation_text(inner, player)
        return "\n".join([text, "Log:", *inner.log_lines(side),
                          "My actions: " + " ".join(map(str, state.own[player]))])


def _register() -> None:
    by_game: dict[str, list[str]] = {}
    for game_id, scenario in playable_scenarios():
        by_game.setdefault(game_id, []).append(scenario)
    for game_id, scenarios in by_game.items():
        name = short_name(game_id)
        if name in REGISTERED:
            continue
        _TYPES[game_id] = _game_type(game_id, scenarios)
        REGISTERED[name] = game_id
        cls = type(f"PacwarGame_{game_id}", (PacwarGame,), {"game_id": game_id, "__module__": __name__})
        globals()[cls.__name__] = cls   # a module attribute, so pickle finds the class
        pyspiel.register_game(_TYPES[game_id], cls)


def scenarios() -> list[tuple[str, dict]]:
    """(OpenSpiel game name, parameters) for every playable scenario."""
    return [(short_name(g), {"scenario": s}) for g, s in playable_scenarios()]


_TYPES: dict[str, "pyspiel.GameType"] = {}
_register()

__all__ = ["PacwarGame", "PacwarState", "PacwarObserver", "scenarios", "short_name", "REGISTERED"]
