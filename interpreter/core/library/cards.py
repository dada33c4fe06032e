"""Card decks (declared in cards.yaml, see interpreter/core/cards.py): finding a deck and its piles,
drawing with the reshuffle of the discard pile, shuffling, and a card's event as a procedure value."""
from __future__ import annotations

from pacwar.interpreter.core import dice as D
from pacwar.interpreter.core.entities import bump, is_hidden_from
from pacwar.interpreter.core.library import builtin
from pacwar.interpreter.core.library.pieces import effect_move
from pacwar.interpreter.errors import RulesRuntimeError


def _deck(c, x) -> dict:
    """A deck's record from its id, its side, one of its piles or one of its cards."""
    decks = c.game.decks
    if isinstance(x, dict) and x.get("id") in decks:
        return decks[x["id"]]
    if isinstance(x, str):
        if x in decks:
            return decks[x]
        rec = c.st["pieces"].get(x)
        if rec is not None and rec.get("deck") in decks:
            return decks[rec["deck"]]
        box = c.game.boxes.get(x)
        if box is not None and box.get("deck") in decks:
            return decks[box["deck"]]
        for d in decks.values():
            if d["side"] == x:
                return d
    raise RulesRuntimeError(f"{x!r} is not a deck, a side with a deck, a pile or a card"
                            + ("" if decks else " (the game declares no decks: cards.yaml)"))


@builtin("decks")
def decks(c, side=None):
    return [d for d, r in c.game.decks.items() if side is None or r["side"] == side]


@builtin("deck")
def deck(c, x):
    return dict(_deck(c, x))


@builtin("deck_shuffle")
def deck_shuffle(c, at):
    here = c.st["at"].get(at)
    if here is None and at not in c.game.boxes and at not in c.game.map.spaces:
        raise RulesRuntimeError(f"cannot shuffle {at!r}: not a box or space")
    if here:
        c.st["at"][at] = D.shuffle(c.st, list(here))
        c.ust.pop(at, None)   # (the units kept for reading, entities.StackUnits)
        c.usts.pop(at, None)
        bump(c, "loc")
        bump(c, "loc*")   # (a stack changed, not counted per location: Ctx.locw)
    c.log_entry([f"{c.name(at)} is shuffled ({len(here or [])} cards)"])
    return None


@builtin("draw_cards")
def draw_cards(c, x, n=1, to=None):
    """Move up to n cards from the top of a deck's draw pile to `to` (default: its hand). When the draw pile
    is empty and the deck reshuffles, the discard pile is shuffled into it first. Returns the cards drawn."""
    d = _deck(c, x)
    if not isinstance(n, int) or isinstance(n, bool) or n < 0:
        raise RulesRuntimeError(f"draw_cards needs a number of cards >= 0, not {n!r}")
    dest = d["hand"] if to is None else to
    got = []
    for _ in range(n):
        pile = c.st["at"].get(d["draw"])
        if not pile and d["reshuffle"] and c.st["at"].get(d["discard"]):
            back = list(c.st["at"][d["discard"]])
            effect_move(c, back, d["draw"])
            deck_shuffle(c, d["draw"])
            pile = c.st["at"].get(d["draw"])
        if not pile:
            c.log_entry([f"{c.name(d['draw'])} is empty: no card to draw"])
            break
        card = pile[0]
        effect_move(c, card, dest)
        got.append(card)
    return got


@builtin("card_event")
def card_event(c, card):
    """The card's event as a procedure value (none if it has no event)."""
    rec = c.st["pieces"].get(card) if isinstance(card, str) else None
    if rec is None or rec.get("kind") != "card":
        raise RulesRuntimeError(f"{card!r} is not a card")
    ev = rec.get("event")
    return None if ev is None else {"proc": ev}
