"""Card decks as data (cards.yaml): declared cards checked against the rules, piles as boxes with their
visibility, draws with the reshuffle, hands hidden from the other side, and a reaction window, on the toy
card game in tests/fixtures/toy_cards."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from pacwar.interpreter.core.api import GameState
from pacwar.interpreter.core.game import Game
from pacwar.interpreter.errors import DataErrors
from pacwar.interpreter.tooling.check import validate_game
from pacwar.interpreter.tooling.leaks import Checker, Report, check_scenario

TOY = Path(__file__).parent / "fixtures" / "toy_cards"


def _copy(tmp_path, **replace) -> Path:
    dst = tmp_path / "toy_cards"
    shutil.copytree(TOY, dst)
    for name, (old, new) in replace.items():
        f = dst / name.replace("__", "/").replace("_yaml", ".yaml").replace("_pw", ".pw")
        text = f.read_text()
        assert old in text
        f.write_text(text.replace(old, new))
    return dst


def _play(seed: int, choose=lambda s: 0) -> GameState:
    s = GameState.new(Game(TOY), "duel", seed=seed)
    while not s.is_terminal():
        s.apply_action(choose(s))
    return s


def test_toy_card_game_validates_and_plays_to_a_result():
    ok, text = validate_game(str(TOY), strict=True)
    assert ok, text
    s = _play(3)
    assert s.st["result"] is not None
    # each side holds 5 cards in all; Surge, played as an event, is removed from play
    for deck in ("red_cards", "blue_cards"):
        total = sum(len(s.st["at"].get(f"{deck}_{p}", [])) for p in ("draw", "hand", "discard", "removed"))
        assert total == 5


def test_same_seed_same_game_and_different_seeds_shuffle_differently():
    a, b = _play(11), _play(11)
    assert a.log_lines() == b.log_lines()
    orders = set()
    for seed in range(8):
        s = GameState.new(Game(TOY), "duel", seed=seed)
        orders.add(tuple(s.st["at"]["red_cards_hand"]))
    assert len(orders) > 1


def test_setup_places_named_cards_and_shuffles_the_rest_into_the_draw_pile():
    s = GameState.new(Game(TOY), "duel", seed=1)
    # set-up: Surge in Red's hand (1.1), then two cards dealt (2.1)
    assert "r_surge" in s.st["at"]["red_cards_hand"]
    assert len(s.st["at"]["red_cards_hand"]) == 3
    assert len(s.st["at"]["red_cards_draw"]) == 2
    assert len(s.st["at"]["blue_cards_hand"]) == 2 and len(s.st["at"]["blue_cards_draw"]) == 3


def test_a_misspelt_event_is_a_load_error_with_a_hint(tmp_path):
    folder = _copy(tmp_path, cards_yaml=("event: sabotage, values: {ops: 2, reaction: true}, prov: \"assumed: toy\"}\n  - {id: r_rally",
                                         "event: sabotgae, values: {ops: 2, reaction: true}, prov: \"assumed: toy\"}\n  - {id: r_rally"))
    with pytest.raises(DataErrors) as e:
        Game(folder)
    text = e.value.render()
    assert "r_sabotage" in text and "'sabotgae' is not a procedure of the rules" in text
    assert "did you mean sabotage?" in text and "cards.yaml:7" in text
    ok, out = validate_game(str(folder))
    assert not ok and "sabotgae" in out


def test_unknown_deck_and_side_are_errors(tmp_path):
    folder = _copy(tmp_path, cards_yaml=("{id: blue_cards, name: Blue deck, side: blue,", "{id: blue_cards, name: Blue deck, side: green,"))
    with pytest.raises(DataErrors) as e:
        Game(folder)
    assert "unknown side 'green'" in e.value.render()
    assert "unknown deck 'blue_cards'" in e.value.render()


def test_card_event_is_a_procedure_value_and_plain_cards_have_none():
    s = GameState.new(Game(TOY), "duel", seed=1)
    from pacwar.interpreter.core.library.cards import card_event, draw_cards
    assert card_event(s.ctx, "r_surge") == {"proc": "surge"}
    assert card_event(s.ctx, "r_plain") is None
    # drawing past the end of the draw pile takes back the shuffled discard pile
    c = s.ctx
    from pacwar.interpreter.core.entities import place
    for card in list(c.st["at"]["blue_cards_draw"]):
        place(c, card, "blue_cards_discard")
    assert not c.st["at"].get("blue_cards_draw")
    got = draw_cards(c, "blue", 2)
    assert len(got) == 2 and all(c.st["pieces"][g]["loc"] == "blue_cards_hand" for g in got)
    assert len(c.st["at"]["blue_cards_draw"]) == 1 and not c.st["at"].get("blue_cards_discard")


def test_the_other_side_sees_hand_sizes_never_hand_contents():
    s = GameState.new(Game(TOY), "duel", seed=5)
    red_hand = list(s.st["at"]["red_cards_hand"])
    blue = s.observation(1)
    assert blue["hidden_in_boxes"]["red_cards_hand"] == len(red_hand)
    assert blue["hidden_in_boxes"]["red_cards_draw"] == 2
    text = str(blue)
    for card in red_hand + list(s.st["at"]["red_cards_draw"]):
        assert card not in text
    assert not [p for p in blue["pieces"].values() if p["side"] == "red" and p["loc"] != "red_cards_discard"]
    # the log tells Blue that Red drew, as "Red deck card"
    assert any("Red deck card moves from Draw pile (Red deck) to Hand (Red deck)" in ln for ln in s.log_lines("blue"))
    # Red sees its own hand by name
    red = s.observation(0)
    assert all(c in red["pieces"] and red["pieces"][c]["loc"] == "red_cards_hand" for c in red_hand)


def test_reaction_window_offers_the_other_sides_reaction_cards_or_a_pass():
    s = GameState.new(Game(TOY), "duel", seed=5)
    seen = False
    while not s.is_terminal():
        pend = s.st["pending"]
        if pend and "React?" in str(pend["prompt"]):
            labels = [a.label for a in s.legal_actions()]
            assert labels[-1] == "Pass" and all(lb in ("Sabotage", "Pass") for lb in labels)
            seen = True
        s.apply_action(0)
    assert seen


def test_no_leak_in_the_toy_card_game():
    report = check_scenario(str(TOY), "duel", points=150, seed=0, replay_rate=0.5)
    assert report.points >= 150 and not report.leaks, report.summary()


def test_the_leak_check_finds_a_prompt_naming_the_opponents_hand(tmp_path):
    folder = _copy(tmp_path, rules__cards_pw=('by s prompt "Play which card?"',
                                              'by s prompt "Play which card? (Blue holds {sorted(map(cards(deck(@blue).hand), .number))})"'))
    g = Game(folder)
    report = Report("toy_cards")
    checker = Checker(2, every_replay=True)
    for seed in range(4):
        state = GameState.new(g, "duel", seed=seed)
        while not state.is_terminal():
            checker.check_point(state, report, seed)
            state.apply_action(0)
    assert report.leaks and all(lk.viewer == "red" for lk in report.leaks), report.summary()


def test_procedure_values_in_card_values_are_checked_at_load_and_callable(tmp_path):
    # a card's values may name events with what they act on ({proc, args}); a misspelt name is a load error
    plain = 'values: {ops: 3, reaction: false}, prov: "assumed: toy"}\n  - {id: r_plain2'
    bad = _copy(tmp_path / "bad", cards_yaml=(plain, 'values: {ops: 3, reaction: false, then: [{roll: [null, {proc: sabotgae}]}]}, prov: "assumed: toy"}\n  - {id: r_plain2'))
    with pytest.raises(DataErrors) as e:
        Game(bad)
    text = e.value.render()
    assert "r_plain" in text and "values.then.0.roll.1.proc 'sabotgae' is not a procedure of the rules" in text
    assert "did you mean sabotage?" in text
    good = _copy(tmp_path / "good", cards_yaml=(plain, 'values: {ops: 3, reaction: false, then: [{proc: rally, args: [red]}]}, prov: "assumed: toy"}\n  - {id: r_plain2'))
    s = GameState.new(Game(good), "duel", seed=1, start=False)
    s.exec("setup()")
    before = s.eval("modifier(\"ops\", @red)")
    s.exec('let p = first(@r_plain.then)\np(@r_plain)')   # the data's bound argument first, then the call's
    assert s.eval("modifier(\"ops\", @red)") == before + 1


def test_a_cards_id_is_its_own_not_its_decks():
    """A card's class is its deck, and the class record has an `id`: `.id` must still name the card (the
    generated code's attribute read and the interpreter's both)."""
    s = GameState.new(Game(TOY), "duel", seed=1)
    hand = s.st["at"]["red_cards_hand"]
    assert hand
    card = hand[0]
    assert s.eval(f"@{card}.id") == card
    assert s.eval("map(cards(), c -> c.id)") == s.eval("cards()")
    assert s.eval(f"@{card}.class") == "red_cards"
