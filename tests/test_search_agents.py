"""Greedy and IS-MCTS agents (interpreter/agents/search.py): they see only what their player sees, use the
score the game declares, and play better than random on the toy game."""
from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from pacwar.interpreter.agents import make_agent
from pacwar.interpreter.agents.search import GreedyAgent, SearchAgent, determinize, evaluate
from pacwar.interpreter.core.api import GameState
from pacwar.interpreter.core.game import load_game
from pacwar.interpreter.errors import PacwarError
from pacwar.interpreter.tooling.compare import arena

TOY = Path(__file__).parent / "fixtures" / "toy"


@pytest.fixture
def scored_toy(tmp_path):
    d = tmp_path / "toy"
    shutil.copytree(TOY, d)
    with open(d / "game.yaml", "a") as f:
        f.write('score: {expr: "vp[side]", cite: "8.1", scale: 2}\n')
    return load_game(d)


def test_determinizations_look_the_same_to_the_player_and_differ_in_what_is_hidden():
    g = load_game("orange_swan")
    st = GameState.new(g, "pearl_harbor", 3, log=False)
    rng = random.Random(0)
    moved = 0
    for _ in range(25):
        me = st.current_player()
        side = st.current_side()
        for _ in range(3):
            w = determinize(st, side, rng)
            real, seen = st.observation(me), w.observation(me)
            for k in ("pieces", "hidden_pieces", "hidden_in_boxes", "spaces", "vars", "decision"):
                assert seen[k] == real[k], k
            assert [a.label for a in w.legal_actions()] == [a.label for a in st.legal_actions()]
            assert w.st["rng"] != st.st["rng"]    # the dice to come are not the real ones
            moved += sum(w.st["pieces"][p]["loc"] != r["loc"] for p, r in st.st["pieces"].items())
        st.apply_action(rng.randrange(len(st.legal_actions())))
    assert moved > 0   # hidden pieces do change places between worlds


def test_evaluation_is_the_declared_score(scored_toy):
    st = GameState.new(scored_toy, "skirmish", 0, log=False, start=False)
    assert evaluate(st, 0) == 0.0
    st.exec("vp[@red] = 2")
    red = st.st["seats"]["red"]
    assert 0 < evaluate(st, red) < 0.9 and evaluate(st, 1 - red) == -evaluate(st, red)


def test_agent_names():
    assert isinstance(make_agent("mcts:iterations=5;depth=3", 1, 0), SearchAgent)
    assert isinstance(make_agent("greedy", 1, 0), GreedyAgent)
    with pytest.raises(PacwarError, match="takes budget, depth, iterations, per_option, reuse, seed"):
        make_agent("mcts:width=3", 0, 0)
    with pytest.raises(PacwarError, match="NAME=NUMBER"):
        make_agent("greedy:samples=x", 0, 0)


def test_search_beats_the_random_baseline_on_the_toy(scored_toy):
    """Seeded, so the same numbers every run: with the same seeds, the search agent in the first seat loses
    fewer games and ends with a better margin than a random agent in that seat."""
    base = arena(scored_toy, "skirmish", "random", games=30, seed=0, jobs=1)["seats"][0]
    mcts = arena(scored_toy, "skirmish", "mcts:iterations=30;depth=8", games=30, seed=0, jobs=1)["seats"][0]
    assert mcts["loss"]["n"] < base["loss"]["n"]
    assert mcts["margin"]["mean"] > base["margin"]["mean"]


# ---- the cheap search: budgets in decisions played, reused determinizations, a score counted by team
BEST_MOVE = """pacwar 1
calendar §2.1 {
  turns: 1..5
  prefix: "Turn "
}

var vp[side] = 0 §8.1

procedure game() §1.0 {
  for i in 1..3 {
    for s in sides() {
      let pick = choose one from ["ambush", "bluff", "charge", "dig in", "envelop", "feint"] by s prompt "Order?"
      if pick == "envelop" {
        vp[s] += 1
      }
    }
  }
  end game scores vp
}
"""


def scored_toy_game(tmp_path, rules):
    """The toy game with these rules and each side's vp as its declared score (what the search evaluates)."""
    from helpers import toy_game
    d = toy_game(tmp_path, rules=rules)
    with open(d / "game.yaml", "a") as f:
        f.write('score: {expr: "vp[side]", cite: "8.1", scale: 1}\n')
    return load_game(d)


@pytest.fixture
def best_move(tmp_path):
    return scored_toy_game(tmp_path, BEST_MOVE)


def test_a_small_budget_finds_the_one_good_order(best_move):
    """One order of six scores a point each time: with 6 decisions of budget (one look at each order) the search
    gives it every time, so it never loses; random play in the same seat, with the same seeds, often does."""
    cheap = "mcts:per_option=1;budget=6;depth=1;reuse=3"
    agent = arena(best_move, "skirmish", cheap, games=20, seed=0, jobs=1)["seats"]
    base = arena(best_move, "skirmish", "random", games=20, seed=0, jobs=1)["seats"]
    for seat in (0, 1):
        assert agent[seat]["loss"]["n"] == 0
        assert agent[seat]["margin"]["min"] >= 0 and agent[seat]["win"]["n"] >= 17
        assert base[seat]["loss"]["n"] >= 3 and base[seat]["win"]["n"] < agent[seat]["win"]["n"]
    assert agent[0]["cpu_seconds"] > 0 and agent[0]["decisions"]["mean"] == 6


def test_the_budget_bounds_the_decisions_played_in_the_search(best_move, monkeypatch):
    played = [0]
    real = GameState.apply_action

    def counting(self, i):
        played[0] += 1
        return real(self, i)
    st = GameState.new(best_move, "skirmish", 0, log=False)
    monkeypatch.setattr(GameState, "apply_action", counting)
    for spec, most in (("mcts:budget=10;depth=4;iterations=100", 10 + 3),
                       ("mcts:per_option=2;depth=3;iterations=100", 2 * 6 * 3),
                       ("mcts:iterations=5;depth=2;reuse=2", 5 * 2)):
        played[0] = 0
        make_agent(spec, 1, 0).step(st)
        assert 0 < played[0] <= most, spec


def test_the_same_seed_gives_the_same_choices_with_reused_determinizations():
    g = load_game("orange_swan")
    picks = []
    for _ in range(2):
        st = GameState.new(g, "pearl_harbor", 5, log=False)
        a = make_agent("mcts:per_option=1;budget=12;depth=2;reuse=4", 5, 0)
        mine = []
        for _ in range(12):
            i = a.step(st)
            mine.append(i)
            st.apply_action(i)
        picks.append(mine)
    assert picks[0] == picks[1]


def test_a_player_holding_a_team_is_valued_by_its_sides_together(tmp_path):
    """Red and Green (North) against Blue: Blue scores 2 and each of the others 1. Side by side Red trails by 1;
    the North player, holding both, is level with the South player."""
    from helpers import FIXTURES
    from pacwar.interpreter.agents.search import player_margin
    d = tmp_path / "teams"
    shutil.copytree(FIXTURES / "toy_teams", d)
    with open(d / "game.yaml", "a") as f:
        f.write('score: {expr: "2 if side == @blue else 1", cite: "1.0"}\n')
    g = load_game(d)
    two = GameState.new(g, "melee", 1, log=False, players=2)
    north, south = two.st["seats"]["red"], two.st["seats"]["blue"]
    assert two.st["seats"]["green"] == north != south
    assert player_margin(two, north) == 0.0 == player_margin(two, south) and evaluate(two, north) == 0.0
    three = GameState.new(g, "melee", 1, log=False, players=3)
    assert player_margin(three, three.st["seats"]["red"]) == -1.0
    assert player_margin(three, three.st["seats"]["blue"]) == 1.0


def test_the_choice_depends_only_on_what_the_player_sees():
    """The real position and a world the player cannot tell from it (its hidden pieces shuffled) give the same
    agent, seeded alike, the same choices: the search draws its worlds from what the player sees alone."""
    g = load_game("orange_swan")
    st = GameState.new(g, "pearl_harbor", 3, log=False)
    rng = random.Random(1)
    compared = differed = 0
    for _ in range(40):
        side = st.current_side()
        w = determinize(st, side, random.Random(99))
        differed += sum(w.st["pieces"][p]["loc"] != r["loc"] for p, r in st.st["pieces"].items()) > 0
        spec = "mcts:per_option=1;budget=8;depth=2;reuse=2"
        if len(st.legal_actions()) > 1:
            assert make_agent(spec, 4, 0).step(st) == make_agent(spec, 4, 0).step(w)
            compared += 1
        st.apply_action(rng.randrange(len(st.legal_actions())))
    assert compared > 20 and differed > 10


def test_a_drawn_world_with_no_option_counts_as_no_information(best_move, monkeypatch):
    """A determinization in which the pending decision has no option (a shuffled hidden piece where the real one
    was needed) is skipped, not a crash of the agent."""
    import pacwar.interpreter.agents.search as search
    real = search.determinize

    def empty(state, side, rng):
        w = real(state, side, rng)
        w.legal_actions = lambda: []
        return w
    monkeypatch.setattr(search, "determinize", empty)
    st = GameState.new(best_move, "skirmish", 0, log=False)
    assert make_agent("mcts:iterations=4;depth=2", 1, 0).step(st) in range(len(st.legal_actions()))


# ---- a choice that changes nothing, offered again and again
STAND_STILL = """pacwar 1
calendar §2.1 {
  turns: 1..5
  prefix: "Turn "
}

var vp[side] = 0 §8.1
var plans[side] = 0 visible to owner §8.2

procedure game() §1.0 {
  vp[@red] = 1
  while true {
    let pick = choose one from ["wait", "go"] by @red prompt "Go now?"
    if pick == "go" {
      vp[@red] -= 2
      break
    }
    plans[@blue] += 1
  }
  end game scores vp
}
"""


@pytest.fixture
def stand_still(tmp_path):
    return scored_toy_game(tmp_path, STAND_STILL)


@pytest.mark.parametrize("spec", ["mcts:per_option=2;budget=4;depth=1;reuse=4", "mcts:iterations=8;depth=3", "greedy"])
def test_a_choice_that_brings_the_player_back_is_not_made_for_ever(stand_still, spec):
    """Red leads while it waits and loses when it goes, so a search that only looks ahead waits for ever.
    Waiting changes only what Red cannot see (Blue's plans), so Red sees the same position each time: on the
    third it does not wait again, and the game ends after three decisions."""
    from pacwar.interpreter.agents.basic import play
    st = GameState.new(stand_still, "skirmish", 0, log=False)
    red = st.st["seats"]["red"]
    agents = [make_agent(spec if p == red else "random", 0, p) for p in range(2)]
    play(st, agents, max_decisions=50)
    assert st.is_terminal() and st.st["n"] == 3
    assert st.st["vars"]["plans"]["blue"] == 2           # it waited twice: one lap to remember, one to see
    assert st.result()["winner"] == "blue"


def test_what_brought_the_player_back_is_forgotten_in_a_new_game(stand_still):
    """The agent remembers positions for one game: in the next game (its decision count starts again) it waits
    twice again before going."""
    from pacwar.interpreter.agents.basic import play
    agent = make_agent("greedy", 0, 0)
    for _ in range(2):
        st = GameState.new(stand_still, "skirmish", 0, log=False)
        red = st.st["seats"]["red"]
        play(st, [agent if p == red else make_agent("random", 0, p) for p in range(2)], max_decisions=50)
        assert st.st["vars"]["plans"]["blue"] == 2
