"""Card decks declared as data (cards.yaml): each deck belongs to a side and has four piles, each a box
with its own visibility; each card is a piece of its deck's class, with its printed values as attributes
and the name of the rules procedure that carries out its event.

    <deck>_draw     the draw pile: its order is known to no one, its size to everyone
    <deck>_hand     the owner's hand: contents seen by the owner only, size by everyone
    <deck>_discard  the discard pile: face up
    <deck>_removed  cards removed from play: face up

A card's `event` must name a procedure of the rules: a misspelt name is an error when the game loads (so
`pacwar validate` reports it), never when the card is played. `setup()` puts every card the scenario did
not place into its deck's draw pile and shuffles the piles through the seeded dice."""
from __future__ import annotations

import difflib


PILES = (("draw", "Draw pile", "none"), ("hand", "Hand", "owner"),
         ("discard", "Discard pile", "all"), ("removed", "Removed cards", "all"))


def load_cards(game, docs, errors: list) -> None:
    """Declare each deck's class and piles, and each card as a roster piece (before the entity index)."""
    game.decks = {}
    doc = docs.get("cards.yaml")
    if doc is None:
        return
    d = doc.data
    for i, dk in enumerate(d.get("decks", [])):
        did = dk["id"]
        if did in game.decks or did in game.classes or did in game.boxes or did in game.sides or did in game.nations:
            errors.append(doc.error(["decks", i, "id"], f"deck id {did!r} is already used by another deck, class, box, side or nation"))
            continue
        if dk["side"] not in game.sides:
            errors.append(doc.error(["decks", i, "side"], f"unknown side {dk['side']!r}",
                                    f"sides: {', '.join(game.sides)}"))
            continue
        name = dk.get("name", f"{game.sides[dk['side']].get('name', dk['side'])} deck")
        rec = {"id": did, "name": name, "side": dk["side"], "cite": dk["cite"],
               "reshuffle": dk.get("reshuffle", True)}
        for pile, pname, vis in PILES:
            bid = f"{did}_{pile}"
            if bid in game.boxes:
                errors.append(doc.error(["decks", i, "id"], f"the box {bid!r} of deck {did!r} is already declared in game.yaml"))
                continue
            game.boxes[bid] = {"id": bid, "name": f"{pname} ({name})", "owner": dk["side"], "side": dk["side"],
                               "visible": vis, "cite": dk["cite"], "deck": did}
            rec[pile] = bid
        game.decks[did] = rec
        # the deck is the class of its cards: a hidden card is shown as a card of its deck
        game.classes[did] = {"id": did, "name": name, "kind": "card", "deck": did}
    seen = set()
    for i, c in enumerate(d.get("cards", [])):
        cid = c["id"]
        if cid in seen or cid in game.roster:
            errors.append(doc.error(["cards", i, "id"], f"card id {cid!r} is used twice (cards.yaml or units.yaml)"))
            continue
        seen.add(cid)
        if c["deck"] not in game.decks:
            errors.append(doc.error(["cards", i, "deck"], f"unknown deck {c['deck']!r}",
                                    f"decks: {', '.join(game.decks)}"))
            continue
        dk = game.decks[c["deck"]]
        rec = dict(c.get("values", {}))
        clash = sorted(set(rec) & {"id", "class", "kind", "loc", "deck", "side", "event", "name", "number"})
        if clash:
            errors.append(doc.error(["cards", i, "values"], f"value names {', '.join(clash)} are reserved for the card itself"))
            continue
        rec.update({"class": c["deck"], "kind": "card", "deck": c["deck"], "side": dk["side"],
                    "name": c.get("name", cid), "event": c.get("event")})
        if "number" in c:
            rec["number"] = c["number"]
        if "text" in c:
            rec["text"] = c["text"]
        game.roster[cid] = rec


def check_card_events(game, docs, errors: list) -> None:
    """Every card's event names a procedure of the rules (after the rules are compiled)."""
    doc = docs.get("cards.yaml")
    if doc is None:
        return
    procs = {n: p for n, p in game.program.procs.items() if p.kind == "proc"}
    for i, c in enumerate(doc.data.get("cards", [])):
        ev = c.get("event")
        # a procedure value written in the card's values ({proc: NAME, args: [...]}: an event the card's text
        # names, with what it acts on) must name a procedure too, found here rather than when the card is played
        refs = [(["cards", i, "event"], ev)] if ev is not None else []
        refs += _proc_refs(c.get("values"), ["cards", i, "values"])
        for where, name in refs:
            if name in procs:
                continue
            what = "its event" if where[-1] == "event" else "the procedure value at " + ".".join(map(str, where[2:]))
            close = difflib.get_close_matches(str(name), list(procs), n=1)
            errors.append(doc.error(where, f"card {c['id']!r}: {what} {name!r} is not a procedure of the rules",
                                    f"did you mean {close[0]}?" if close else f"declare it: procedure {name}(...) §x.y {{ ... }}"))


def _proc_refs(v, where: list) -> list:
    """(path, name) of every procedure value ({proc: NAME} or {proc: NAME, args: [...]}) inside a card's values."""
    found = []
    if isinstance(v, dict):
        if "proc" in v and set(v) <= {"proc", "args"}:
            found.append((where + ["proc"], v["proc"]))
        for k, x in v.items():
            if k != "proc":
                found += _proc_refs(x, where + [k])
    elif isinstance(v, list):
        for j, x in enumerate(v):
            found += _proc_refs(x, where + [j])
    return found


def place_decks(c) -> int:
    """Create every card the scenario's set-up did not place, in its deck's draw pile, then shuffle each
    draw pile (through the game's seeded dice). Returns the number of cards created."""
    from pacwar.interpreter.core.library.pieces import new_piece
    from pacwar.interpreter.core import dice as D
    from pacwar.interpreter.core.entities import bump
    g = c.game
    if not g.decks:
        return 0
    made = 0
    for cid, rec in g.roster.items():
        if rec.get("kind") != "card" or rec.get("deck") not in g.decks or cid in c.st["pieces"]:
            continue
        spec = dict(rec, id=cid)
        new_piece(c, spec, g.decks[rec["deck"]]["draw"])
        made += 1
    for dk in g.decks.values():
        here = c.st["at"].get(dk["draw"])
        if here:
            c.st["at"][dk["draw"]] = D.shuffle(c.st, list(here))
            c.ust.pop(dk["draw"], None)   # (the units kept for reading, entities.StackUnits)
            c.usts.pop(dk["draw"], None)
            bump(c, "loc")
            bump(c, "loc*")   # (a stack changed, not counted per location: Ctx.locw)
    return made
