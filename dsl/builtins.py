"""The standard library of the rules language: every builtin's signature and one-line meaning.

The interpreter implements these (interpreter/library/); the checker uses this table for names, arity and
which arguments are lambdas (evaluated once per element, with `it` bound to the element)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Sig:
    params: tuple       # positional parameter names; "?x" optional, "*x" variadic, "~x" a lambda
    kwargs: tuple = ()  # keyword parameter names; "~x" a lambda
    doc: str = ""
    effect: bool = False  # changes the state (statement use expected)
    types: tuple = ()   # per positional parameter: None, or what a literal argument must be (dice, table, number, text, list)

    def lambdas(self) -> set[str]:
        return {p.lstrip("?*~") for p in self.params + self.kwargs if "~" in p}

    def arity(self) -> tuple[int, int | None]:
        req = sum(1 for p in self.params if not p.startswith(("?", "*")))
        if any(p.startswith("*") for p in self.params):
            return req, None
        return req, len(self.params)

    def param_is_lambda(self, i: int) -> bool:
        if i < len(self.params):
            return "~" in self.params[i]
        return bool(self.params) and self.params[-1].startswith("*") and "~" in self.params[-1]

    def kw_names(self) -> set[str]:
        return {k.lstrip("?~") for k in self.kwargs}


S = Sig
BUILTINS: dict[str, Sig] = {
    # ---- collections
    "count": S(("xs", "?~pred"), doc="number of items (satisfying pred)"),
    "sum": S(("xs", "?~key"), doc="sum of the items (or of key over them)"),
    "min": S(("*xs",), ("~key",), doc="smallest of a list, or of several arguments"),
    "max": S(("*xs",), ("~key",), doc="largest of a list, or of several arguments"),
    "min_by": S(("xs", "~key"), doc="the first item with the smallest key (none if empty)"),
    "max_by": S(("xs", "~key"), doc="the first item with the largest key (none if empty)"),
    "all_max_by": S(("xs", "~key"), doc="every item tied for the largest key"),
    "all_min_by": S(("xs", "~key"), doc="every item tied for the smallest key"),
    "any": S(("xs", "?~pred"), doc="true if some item is truthy (or satisfies pred)"),
    "all": S(("xs", "?~pred"), doc="true if every item is truthy (or satisfies pred)"),
    "first": S(("xs", "?~pred"), doc="the first item (satisfying pred), or none"),
    "last": S(("xs",), doc="the last item, or none"),
    "map": S(("xs", "~f"), doc="the list of f(item)"),
    "filter": S(("xs", "~pred"), doc="the items satisfying pred (same as `xs where pred`)"),
    "sort_by": S(("xs", "~key"), ("desc",), doc="items ordered by key (stable); desc=true for descending"),
    "sorted": S(("xs",), ("desc",), doc="items in order"),
    "reverse": S(("xs",), doc="items in reverse order"),
    "take": S(("xs", "n"), doc="the first n items", types=("list", "number")),
    "drop": S(("xs", "n"), doc="all but the first n items", types=("list", "number")),
    "unique": S(("xs",), doc="items without repeats, first occurrence kept"),
    "index_of": S(("xs", "x"), doc="position of x in xs (0-based), or none"),
    "append": S(("xs", "x"), doc="a new list with x added at the end"),
    "remove_item": S(("xs", "x"), doc="a new list without the first x"),
    "keys": S(("d",), doc="the keys of a record"),
    "values": S(("d",), doc="the values of a record"),
    "get": S(("d", "k", "?default"), doc="d[k], or default (none) when missing"),
    "with": S(("d", "k", "v"), doc="a new record like d with d[k] = v"),
    "group_by": S(("xs", "~key"), doc="a record: key -> list of items"),
    "len": S(("xs",), doc="length of a list, record or string"),
    "abs": S(("x",), doc="absolute value"),
    "div_up": S(("a", "b"), doc="a / b rounded up"),
    "div_down": S(("a", "b"), doc="a / b rounded down"),
    "scale": S(("x", "num", "den", "?rounding"),
               doc="x times the fraction num/den, rounded as the rules state: \"down\" (default), \"up\" or \"nearest\" (a half goes up)"),
    "clamp": S(("x", "lo", "hi"), doc="x limited to lo..hi"),
    "str": S(("x",), doc="display text of a value"),
    "label": S(("x",), doc="display name of an entity"),
    "attr": S(("x", "name"), doc="the attribute of an entity or record named by a computed name: attr(u, f) is u.<f>"),
    "fail": S(("message",), doc="stop with a rules error (a situation the rules do not allow)"),

    # ---- dice and chance
    "roll": S(("dice",), doc="sum of a roll, e.g. roll(2d6)", types=("dice",)),
    "dice": S(("n", "?sides"), doc="list of results: dice(2d6) or dice(n, 6)", types=("dice_or_number", "number")),
    "pick_random": S(("xs", "?n"), doc="one random item, or a list of n distinct random items"),
    "shuffle": S(("xs",), doc="the items in random order"),

    # ---- tables
    "lookup": S(("table", "key", "?col"), ("shift", "row_shift"),
                doc="a table entry by row key (ranges allowed) and column key; shift moves columns, clamped",
                types=("table",)),
    "columns": S(("table",), doc="the column keys of a table"),
    "rows": S(("table",), doc="the row keys of a table"),

    # ---- pieces (units and cards)
    "units": S(("?at",), ("side",), doc="units at a location (space, box, carrying unit, or list); all units on the map if no argument; side=S keeps one side's"),
    "pieces": S(("?at",), ("side",), doc="every piece (units and cards) at a location; side=S keeps one side's"),
    "cards": S(("?at",), doc="cards at a location"),
    "all_units": S((), doc="every unit, wherever it is"),
    "space_of": S(("piece",), doc="the map space a piece is in (through carriers), or none"),
    "is_piece": S(("x",), doc="true if x is a piece id"),
    "is_space": S(("x",), doc="true if x is a map space id"),
    "create": S(("spec", "at"), doc="a new piece from a record (class, nation, steps, ...) placed at a location", effect=True),
    "destroy": S(("piece",), doc="remove a piece from the game entirely", effect=True),
    "set_order": S(("at", "order"), doc="reorder the pieces at a location (e.g. a deck)", effect=True),
    # ---- card decks (cards.yaml)
    "decks": S(("?side",), doc="the ids of the declared decks (of one side)"),
    "deck": S(("x",), doc="a deck's record {id, name, side, draw, hand, discard, removed} from its id, side, pile or card"),
    "deck_shuffle": S(("at",), doc="shuffle the pieces at a location (a draw pile) through the seeded dice", effect=True),
    "draw_cards": S(("deck", "?n", "?to"), doc="move up to n cards (default 1) from the top of a deck's draw pile to its hand (or to); an empty draw pile takes back the shuffled discard pile first; returns the cards drawn", effect=True),
    "card_event": S(("card",), doc="a card's event as a procedure value, or none"),
    "examine": S(("side", "pieces", "?what"), doc="the side looks at these pieces now: one line each, to it only, with the full label and place; nothing stays revealed", effect=True),

    # ---- sides, nations, seats
    "sides": S((), doc="the sides, in seat order"),
    "nations": S(("?side",), doc="nations (of a side)"),
    "other": S(("side",), doc="the opposing side (two-sided games); with teams, the opposing team of a side or team"),
    "enemies": S(("side",), doc="every side other than this one (with teams: every side of the other teams)"),
    "teams": S((), doc="the teams declared in game.yaml, in order (empty without teams)"),
    "team_of": S(("side",), doc="the team of a side (the side itself in a game without teams)"),
    "team_sides": S(("team",), doc="the sides of a team"),
    "teammates": S(("side",), doc="the other sides of a side's team"),
    "players": S((), doc="how many players are seated (one per side, or one per team)"),
    "modifiers": S(("tag", "*args"), doc="the procedures with this tag whose `when` holds for args, in declaration order, "
                   "as records {proc, label, value} (value: the procedure's result)", types=("text",)),
    "seat": S(("side",), doc="the player index playing a side"),
    "swap_seats": S((), doc="the players exchange sides", effect=True),
    "boxes": S(("?owner",), doc="box ids (of an owner)"),
    "board": S(("name", "?owner"), doc="the boxes of a board declared in game.yaml (boxes with board: NAME), of one owner if given, in declaration order"),

    # ---- map
    "spaces": S(("?kind",), doc="every space (of a kind)"),
    "occupied": S(("?kind",), doc="the spaces (of a kind) holding at least one piece, in map order"),
    "region": S(("id",), doc="the member spaces of a region", types=("text",)),
    "regions_of": S(("space",), doc="the regions a space belongs to"),
    "adjacent": S(("space", "?~edge"), doc="neighbouring spaces, optionally only across edges satisfying the lambda"),
    "edges": S(("space", "?~edge"), doc="edge records leaving a space: from, to, kind and attributes"),
    "edge": S(("a", "b", "?kind"), doc="the edge record between two spaces, or none"),
    "reachable": S(("from",), ("~node", "~edge", "max", "~cost", "~stop", "states", "~classes"),
                   doc="spaces reachable from a space or list (the starts are included) through nodes and edges "
                       "satisfying the lambdas (within max cost; a space satisfying stop is reached but not passed through; "
                       "with states= and classes=, only along paths a state machine over the edges' classes allows)"),
    "nearest": S(("from", "~goal"), ("~node", "~edge", "max", "~cost", "~stop", "states", "~classes"),
                 doc="the first space (by increasing cost) reachable from a space or list and satisfying goal, or none; the search stops there"),
    "distance": S(("a", "b"), ("~node", "~edge", "~cost", "~stop"), doc="least path cost from a to b, or none"),
    "distances": S(("from",), ("~node", "~edge", "max", "~cost", "~stop"),
                   doc="record of the least cost of every space reachable from a space, a list, or a record {space: starting cost}"),
    "path": S(("a", "b"), ("~node", "~edge", "~cost", "~stop"), doc="a least-cost path from a to b as a list of spaces, or none"),
    "hex_distance": S(("a", "b"), doc="grid distance between two cells of one grid", types=("entity", "entity")),

    # ---- time, scenario, procedures
    "turns": S((), doc="the calendar's turn records from the scenario start to its end"),
    "option": S(("name",), doc="true if the on/off optional rule or variant is in play"),
    "option_value": S(("name",), doc="the value chosen for an option declared with values (true/false for an on/off one)"),
    "scenario": S((), doc="the scenario record (id, name and its fields)"),
    "setup": S((), doc="place the scenario's forces and markers; returns the placements that need a player's choice", effect=True),
    "reset": S(("?keep",), doc="clear the board (pieces, space and entity attributes) and reset every global "
                              "variable to its declared value, except those named in keep", effect=True),
    "procedures": S(("?tag",), doc="procedure values (with a tag), to choose from and call: records {proc, label, tags}"),
    "available": S(("proc", "*args"), doc="true if a procedure's `when` condition holds for these arguments"),
    "bind": S(("proc", "*args"), doc="a procedure value with its arguments fixed, to call or schedule later"),
    "take_due": S(("turn",), doc="remove and return the scheduled calls due by this turn", effect=True),
}

# Words the statements and declarations use; not valid as names.
KEYWORDS = {
    "pacwar", "procedure", "phase", "subphase", "segment", "step", "impulse", "table", "trigger", "invariant",
    "after", "before", "const", "var", "calendar", "let", "if", "elif", "else", "for", "in", "while", "break",
    "continue", "return", "log", "end", "emit", "schedule", "assert", "pass", "move", "reduce", "restore", "secret",
    "choose", "and", "or", "not", "true", "false", "none", "it", "when",
}
