"""Plan Orange (C3i 29): the card-driven game plays through the engine. Validation, both scenarios to a result
with random agents (a small fuzz sample), the capital-ship ratio option, hands hidden from the other player,
and a variant folder outside the package that replaces one card's event and one CRT column."""
from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from pacwar.interpreter.agents.basic import RandomAgent, play
from pacwar.interpreter.core.api import GameState
from pacwar.interpreter.core.game import Game, bundled_games_dir, load_game
from pacwar.interpreter.tooling.check import validate_game
from pacwar.interpreter.tooling.fuzz import fuzz

SCENARIOS = ["shanghai_incident", "variant_1935"]


def _random_game(game, scenario, seed, options=None) -> GameState:
    s = GameState.new(game, scenario, seed=seed, options=options)
    play(s, [RandomAgent(seed), RandomAgent(seed + 1000)])
    return s


def test_validates_without_warnings():
    ok, text = validate_game("plan_orange", strict=True)
    assert ok, text


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_fuzz_sample_plays_to_a_result(scenario):
    report = fuzz(load_game("plan_orange"), scenario, games=5, seed=0)
    assert not report.failures, report.failures
    assert sum(report.outcomes.values()) == 5


def test_1935_variant_adds_the_three_carriers():
    g = load_game("plan_orange")
    a = GameState.new(g, "shanghai_incident", seed=1)
    b = GameState.new(g, "variant_1935", seed=1)
    names = lambda s, box: sorted(s.st["pieces"][p].get("name") for p in s.st["at"].get(box, []))
    assert "Ryujo" in names(b, "3407") and "Ryujo" not in names(a, "3407")
    assert {"Langley", "Ranger"} <= set(names(b, "east_us"))
    assert {"Langley", "Ranger", "Ryujo"} <= set(names(a, "unavailable"))


def test_capital_ship_ratio_option_changes_play_only_when_on():
    g = load_game("plan_orange")
    on = [_random_game(g, "shanghai_incident", seed) for seed in range(3)]
    off = [_random_game(g, "shanghai_incident", seed, {"capital_ship_ratio": False}) for seed in range(3)]
    assert any("capital ship ratio" in str(s.st["result"]) for s in on)
    for s in off:
        assert not any("Capital ship ratio" in ln for ln in s.log_lines())
        assert "capital ship ratio" not in str(s.st["result"])
        assert s.st["vars"]["turn_no"] == 6      # without it, every game goes to the end of turn 6 (14.2)


def test_each_player_sees_its_own_hand_and_never_the_other():
    g = load_game("plan_orange")
    s = GameState.new(g, "shanghai_incident", seed=2)
    rng = random.Random(2)
    checked = 0
    while not s.is_terminal() and checked < 40:
        for player, side, other in ((0, "japan", "us"), (1, "us", "japan")):
            o = s.observation(player)
            theirs = s.st["at"].get(f"{other}_cards_hand", []) + s.st["at"].get(f"{other}_cards_draw", [])
            assert not any(c in str(o) for c in theirs)
            assert o["hidden_in_boxes"].get(f"{other}_cards_hand", 0) == len(s.st["at"].get(f"{other}_cards_hand", []))
            mine = s.st["at"].get(f"{side}_cards_hand", [])
            assert all(o["pieces"][c]["loc"] == f"{side}_cards_hand" for c in mine)
        checked += 1
        s.apply_action(rng.randrange(len(s.legal_actions())))


def test_the_other_sides_hand_and_deck_order_change_no_observation():
    """Counterfactual: swap the other side's hand with cards of its draw pile and reverse the pile's order; what a
    player receives must not change (the hand's size and the pile's size stay the same, and are public)."""
    g = load_game("plan_orange")
    s = GameState.new(g, "shanghai_incident", seed=4)
    rng = random.Random(4)
    compared = 0
    for _ in range(400):
        if s.is_terminal() or compared >= 30:
            break
        for player, other in ((0, "us"), (1, "japan")):
            hand, draw = (list(s.st["at"].get(f"{other}_cards_{b}", [])) for b in ("hand", "draw"))
            if not hand or len(draw) < 2:
                continue
            t = s.clone()
            swap = min(len(hand), len(draw))
            for c in hand[:swap]:
                t.place(c, f"{other}_cards_draw")
            for c in draw[:swap]:
                t.place(c, f"{other}_cards_hand")
            rest = list(t.st["at"][f"{other}_cards_draw"])
            for c in reversed(rest):
                t.place(c, f"{other}_cards_draw")
            assert t.st["at"][f"{other}_cards_hand"] != s.st["at"][f"{other}_cards_hand"]
            assert s.observation(player) == t.observation(player)
            assert s.observation_string(player) == t.observation_string(player)
            compared += 1
        s.apply_action(rng.randrange(len(s.legal_actions())))
    assert compared >= 20


FIXTURE = Path(__file__).parent / "fixtures" / "plan_orange_variant"


def test_a_variant_outside_the_package_replaces_a_card_event_and_a_crt_column(tmp_path):
    """tests/fixtures/plan_orange_variant `extends: plan_orange` and holds only card 3 (a new event), the CRT with
    its ground column doubled, and the event's procedure; it plays to a result."""
    g = Game(FIXTURE)
    base = load_game("plan_orange")
    s = GameState.new(g, "shanghai_incident", seed=0)
    from pacwar.interpreter.core.library.cards import card_event
    assert card_event(s.ctx, "jp03") == {"proc": "banzai"}
    assert card_event(GameState.new(base, "shanghai_incident", seed=0).ctx, "jp03") is None
    assert len(s.eval("cards(@jp_cards_draw)")) + 2 == 24          # the rest of the deck is the base's
    assert [r[1] for r in g.data_tables["crt"].rows] == [[1, 4], [2, 8], [4, 8], [4, 12], [4, 16]]
    assert [r[1] for r in base.data_tables["crt"].rows] == [[1, 2], [2, 4], [4, 4], [4, 6], [4, 8]]
    # the event does what the variant says when played: two ASPs this turn
    t = GameState.new(g, "shanghai_incident", seed=0)
    before = t.eval('modifier("asp", @japan)')
    t.call("banzai", "japan", "jp03")
    assert t.eval('modifier("asp", @japan)') == before + 2
    assert any("Banzai!" in ln for ln in t.log_lines())
    results = [_random_game(g, "shanghai_incident", seed).st["result"] for seed in range(2)]
    assert all(r is not None for r in results)
    # a misspelt event in the variant is refused when it loads
    folder = tmp_path / "v"
    shutil.copytree(FIXTURE, folder)
    cards = folder / "cards.yaml"
    cards.write_text(cards.read_text().replace("event: banzai", "event: banzia"))
    ok, out = validate_game(str(folder))
    assert not ok and "banzia" in out and "did you mean banzai" in out
