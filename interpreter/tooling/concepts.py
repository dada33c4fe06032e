"""`pacwar concepts`: what kind of game each game is, computed from its rules and data, never written by hand.

Two parts. The game type, in the style of OpenSpiel's GameType: players and teams, information (and what is
hidden), chance, how decisions are taken, the turn structure and the utility. Then a wargame concept
vocabulary in the style of Ludii's concepts: map kind, activation, combat model, hidden information, supply,
stacking, zones of control, economy, victory kind and more. Every value comes from a pass over the game's
declarations (the syntax trees of its rules), its data files (map, units, tables, options, fog) and the
titles of its rulebook sections that the rules cite; where the value rests on a section, the section is given.
A game with a map and no rules yet gets the map's concepts and 'no rules yet' for the rest."""
from __future__ import annotations

import dataclasses
import re

from pacwar.dsl import ast as A

CHANCE = {"roll", "dice", "pick_random", "shuffle"}


# ---- a walk over the rules
def walk(x):
    """Every syntax node under x (x included)."""
    stack = [x]
    while stack:
        n = stack.pop()
        if isinstance(n, (list, tuple)):
            stack.extend(n)
            continue
        if isinstance(n, dict):
            stack.extend(n.values())
            continue
        if dataclasses.is_dataclass(n) and not isinstance(n, type):
            yield n
            for f in dataclasses.fields(n):
                if f.name != "pos":
                    stack.append(getattr(n, f.name))


def _call_name(n) -> str | None:
    return n.func.name if isinstance(n, A.Call) and isinstance(n.func, A.Name) else None


class Facts:
    """What one pass over a game's rules finds: calls by name, statements by kind, identifiers, levels."""

    def __init__(self, game):
        self.calls: dict = {}
        self.stmts: dict = {}
        self.names: set = set()
        self.levels: dict = {}
        self.cited: set = set()
        self.lookup_args: list = []
        self.shifted_lookups = 0
        self.scaled_lookups = 0
        self.roll_compares = 0
        self.end_kinds: set = set()
        self.end_levels = False
        self.side_loops = 0
        self.secret_choices = 0
        self.each_choices = 0
        self.hidden_vars = []
        for m in game.rules_modules:
            for d in m.decls:
                for c in getattr(d, "cites", None) or []:
                    self.cited.add(str(c))
                if isinstance(d, A.Proc) and d.level:
                    self.levels.setdefault(d.level, []).append(d.name)
                if isinstance(d, A.Var) and d.visible not in (None, "all", "public"):
                    self.hidden_vars.append(d.name)
                if getattr(d, "name", None):
                    self.names.add(d.name)
                self._scan(d)

    def _scan(self, d):
        # locals bound to a table entry, so that `let q = lookup(..)` then `str * q` reads as a scaled entry
        from_table = {n.name for n in walk(d) if isinstance(n, A.Let)
                      and any(_call_name(y) == "lookup" for y in walk(n.value))}
        for n in walk(d):
            k = type(n).__name__
            self.stmts[k] = self.stmts.get(k, 0) + 1
            name = _call_name(n)
            if name:
                self.calls[name] = self.calls.get(name, 0) + 1
                if name == "lookup":
                    self.lookup_args.append(n.args[1:])
                    if "shift" in (n.kwargs or {}):
                        self.shifted_lookups += 1
            if isinstance(n, A.Attr):
                self.names.add(n.name)
            if isinstance(n, A.Level):
                self.levels.setdefault(n.level, []).append(n.name)
                self.names.add(n.name)
                self.cited.update(str(c) for c in n.cites)
            if isinstance(n, A.BinOp) and n.op == "*" and any(
                    _call_name(y) == "lookup" or isinstance(y, A.Name) and y.name in from_table
                    for x in (n.left, n.right) for y in walk(x)):
                self.scaled_lookups += 1   # a table entry times a strength: a proportional (percentage) table
            if isinstance(n, A.BinOp) and n.op in ("<", "<=", ">", ">="):
                sides = (n.left, n.right)
                rolled = [any(_call_name(y) == "roll" for y in walk(x)) for x in sides]
                factor = [any(isinstance(y, A.Attr) for y in walk(x)) for x in sides]
                if (rolled[0] and factor[1]) or (rolled[1] and factor[0]):
                    self.roll_compares += 1
            if isinstance(n, A.End):
                self.end_kinds.add(n.kind)
                self.end_levels |= n.level is not None
            if isinstance(n, A.For) and _call_name(n.iterable) == "sides":
                self.side_loops += 1
            if isinstance(n, A.Secret):
                k = sum(1 for x in walk(n.body) if isinstance(x, A.Choose))
                self.secret_choices += k
                if isinstance(n, A.SecretEach):
                    self.each_choices += k


def _sections(game) -> list:
    return [s for s in game.meta.get("sections", []) if isinstance(s, dict)]


def _by_title(game, facts, words) -> list:
    """Rulebook sections whose title names the concept, each with whether a rule cites it (encoded)."""
    pat = re.compile(r"\b(" + "|".join(words) + r")", re.I)
    out = []
    for s in _sections(game):
        if pat.search(str(s.get("title", ""))):
            sid = str(s["id"])
            out.append({"section": sid, "title": s.get("title"), "encoded": sid in facts.cited})
    return out


def _by_name(facts, words) -> list:
    pat = re.compile("(" + "|".join(words) + ")", re.I)
    return sorted(n for n in facts.names if pat.search(n))


VOCAB = {   # concept -> words looked for in section titles and in the rules' own identifiers
    "supply": ["supply", "supplies"],
    "stacking": ["stacking", "stack"],
    "zones of control": ["zone of control", "zones of control", "zoc"],
    "economy": ["production", "economic", "economy", "resource", "build", "replacement"],
    "reinforcements": ["reinforcement", "arrival"],
    "air power": ["air unit", "air strike", "air combat", "air ", "carrier"],
    "amphibious": ["amphibious", "invasion", "landing"],
    "weather": ["weather", "storm", "monsoon"],
    "strategic warfare": ["strategic warfare", "bombing", "submarine warfare", "raid"],
    "politics": ["politic", "diplomac", "neutral", "entry", "morale", "will"],
    "fog of war": ["fog of war", "hidden", "secret"],
}


def _concept(game, facts, words) -> dict:
    secs = _by_title(game, facts, words)
    ids = _by_name(facts, [w.strip().replace(" ", "_") for w in words])
    return {"present": bool(secs or ids), "sections": secs, "identifiers": ids[:8]}


# ---- the parts
def map_concepts(m, boxes: dict | None = None) -> dict:
    grids = {g.kind for g in m.grids.values()} if m.grids else set()
    gridded = sum(1 for s in m.spaces.values() if s.grid)
    kinds = sorted({s.kind for s in m.spaces.values()})
    parts = []
    if grids:
        parts.append(" and ".join(sorted("hexes" if k == "hex" else f"{k} grid" for k in grids)))
    if len(m.spaces) - gridded:
        parts.append("areas (point to point)" if gridded == 0 else "areas")
    nb = len([b for b in (boxes or {}) if b not in ("unplaced", "removed")])
    if nb:
        parts.append(f"{nb} boxes")
    return {"kind": ", ".join(parts) or "none", "maps": max(1, len(m.grids)) if grids else 1,
            "spaces": len(m.spaces), "edges": len(m.edges), "space kinds": kinds,
            "edge kinds": sorted({e.kind for e in m.edges}), "regions": len(m.regions)}


def _fog_hide(game) -> str | None:
    """The expression that scopes fog of war to some pieces (game.yaml `fog: hide:`), if any."""
    fog = game.meta.get("fog") or {}
    return fog.get("hide") if isinstance(fog, dict) else None


def _players(game) -> str:
    from pacwar.interpreter.core.teams import team_list
    n_sides, n_teams = len(game.side_order), len(team_list(game))
    if n_teams == n_sides:
        return f"{n_sides} (one per side)"
    return f"{n_sides} (one per side) or {n_teams} (one per team)"


def game_type(game, facts) -> dict:
    from pacwar.interpreter.core.teams import team_list
    factions = {s: [n for n, rec in game.nations.items() if rec.get("side") == s] for s in game.side_order}
    teams = ({t: list(r["sides"]) for t, r in game.teams.items()} if game.teams
             else {s: [s] for s in game.side_order})
    hidden = []
    if game.fog_hide_pieces:
        pub = ", ".join(game.fog_public) or "nothing"
        hidden.append(f"enemy pieces' identity (shown: {pub})")
    if _fog_hide(game):
        hidden.append(f"enemy pieces for which {_fog_hide(game)} holds (fog §{(game.meta.get('fog') or {}).get('cite', '?')})")
    if not game.fog_stack_sizes:
        hidden.append("enemy stack sizes")
    owner_boxes = sorted({b.get("id").rsplit("_", 1)[0] if b.get("owner") else b.get("id")
                          for b in game.boxes.values() if b.get("visible") == "owner" and b["id"] not in ("unplaced",)})
    if owner_boxes:
        hidden.append("boxes seen by their owner: " + ", ".join(owner_boxes))
    if facts.hidden_vars:
        hidden.append("variables: " + ", ".join(sorted(facts.hidden_vars)))
    if facts.stmts.get("Secret"):
        hidden.append(f"secret blocks ({facts.stmts['Secret']}, {facts.secret_choices} choices inside)")
    if facts.stmts.get("SecretEach"):
        hidden.append(f"simultaneous commitments ({facts.stmts['SecretEach']}), each seen by its chooser alone until revealed")
    decks = getattr(game, "decks", {})
    if decks:
        hidden.append(f"cards: {len(decks)} decks, hands seen by their owner, draw piles by nobody")
    elif game.classes and any(r.get("kind") == "card" for r in game.roster.values()):
        hidden.append("cards")
    chance_calls = {k: v for k, v in facts.calls.items() if k in CHANCE}
    n = len(game.side_order)
    utility = "win/lose/draw (returns +1/-1, 0 for a draw)"
    if "scores" in facts.end_kinds:
        utility += "; the game ends with scores"
    if game.score_decl:
        utility += f"; victory-point margin from score: {game.score_decl['expr']} (§{game.score_decl['cite']})"
    cal = len(game.calendar)
    decisions = "sequential (one player decides at a time)"
    if facts.secret_choices - facts.each_choices > 0:
        decisions += "; some choices are secret"
    if facts.stmts.get("SecretEach"):
        decisions += (f"; simultaneous secret commitments ({facts.stmts['SecretEach']} `secret each` groups, "
                      "asked in turn, each told to its chooser alone)")
    if game.teams:
        utility += f"; {len(teams)} teams: the sides of a team win or lose together"
    return {
        "players": n,
        "seatings": _players(game),
        "teams": teams,
        "factions": {s: sorted(v) for s, v in factions.items()},
        "information": "imperfect" if hidden else "perfect",
        "hidden": hidden,
        "chance": ("explicit stochastic: " + ", ".join(f"{k}() x{v}" for k, v in sorted(chance_calls.items()))
                   if chance_calls else "deterministic"),
        "decisions": decisions,
        "turn structure": {"calendar turns": cal, "levels": {k: len(v) for k, v in sorted(facts.levels.items())},
                           "scenarios": len(game.scenarios)},
        "utility": utility,
        "zero-sum": len(team_list(game)) == 2 and "scores" not in facts.end_kinds,
    }


def vocabulary(game, facts) -> dict:
    v: dict = {}
    v["map kind"] = map_concepts(game.map, game.boxes)["kind"]
    act = []
    if "impulse" in facts.levels:
        act.append("impulses")
    if facts.side_loops:
        act.append("player turns (I-go-you-go)")
    if any("action" in n.lower() for n in facts.names) and facts.calls.get("procedures"):
        act.append("actions chosen from a menu")
    if getattr(game, "decks", None) or facts.calls.get("cards") or any(r.get("kind") == "card" for r in game.roster.values()):
        act.append("cards")
    v["activation"] = ", ".join(act) or "other"
    combat = []
    roll_lookups = sum(1 for args in facts.lookup_args if any(_call_name(x) == "roll" or any(_call_name(y) == "roll" for y in walk(x)) for x in args))
    ratio_lookups = sum(1 for args in facts.lookup_args
                        if any(isinstance(y, A.BinOp) and y.op == "/" or _call_name(y) in ("div_down", "div_up")
                               for x in args for y in walk(x)))
    if facts.roll_compares:
        combat.append(f"dice against unit factors ({facts.roll_compares} rolls)")
    if roll_lookups:
        combat.append(f"results tables indexed by dice ({roll_lookups})")
    if ratio_lookups:
        combat.append(f"tables indexed by ratios ({ratio_lookups})")
    if facts.shifted_lookups:
        combat.append(f"column shifts on a results table ({facts.shifted_lookups})")
    if facts.scaled_lookups:
        combat.append(f"table entries scaled by strength, a proportional results table ({facts.scaled_lookups})")
    boards = sorted({b.get("board") for b in game.boxes.values() if b.get("board")})
    if boards:
        nb = sum(1 for b in game.boxes.values() if b.get("board"))
        combat.append(f"battle board ({', '.join(boards)}: {nb} boxes)")
    if game.data_tables:
        combat.append(f"{len(game.data_tables)} data table(s): " + ", ".join(sorted(game.data_tables)))
    v["combat model"] = "; ".join(combat) or "none found"
    hid = []
    if game.fog_hide_pieces:
        hid.append("hidden pieces" + (" (blocks)" if "block" in game.fog_public else ""))
    if not game.fog_stack_sizes:
        hid.append("hidden stacks")
    if any(b.get("visible") == "owner" for b in game.boxes.values() if b["id"] != "unplaced"):
        hid.append("private pools")
    if _fog_hide(game):
        hid.append("hidden pieces by rule (fog scoped by an expression)")
    if getattr(game, "decks", None):
        hid.append("hands of cards")
    if facts.stmts.get("Secret"):
        hid.append("secret actions")
    if facts.stmts.get("SecretEach"):
        hid.append("simultaneous secret commitments")
    v["hidden information"] = ", ".join(hid) or "none"
    for concept, words in VOCAB.items():
        c = _concept(game, facts, words)
        if not c["present"]:
            v[concept] = "no"
            continue
        secs = c["sections"]
        enc = [s for s in secs if s["encoded"]]
        parts = []
        if secs:
            parts.append(", ".join(f"§{s['section']}" for s in secs[:4]) + (f" (+{len(secs) - 4})" if len(secs) > 4 else "")
                         + f"; {len(enc)}/{len(secs)} encoded")
        elif c["identifiers"]:
            parts.append("rules name " + ", ".join(c["identifiers"][:3]))
        v[concept] = "yes: " + "; ".join(parts)
    kinds = []
    if "scores" in facts.end_kinds:
        kinds.append("points")
    if facts.end_levels:
        kinds.append("graded levels")
    sd = _by_title(game, facts, ["sudden death", "automatic victory"])
    if sd:
        kinds.append("sudden death")
    if "winner" in facts.end_kinds and not kinds:
        kinds.append("objective")
    v["victory kind"] = ", ".join(kinds) or "none"
    # game.yaml `score:` is the evaluation search agents and margins use, declared for every game whatever its
    # victory kind, so it says nothing about how the game is won: its own concept
    v["evaluation"] = f"declared score (§{game.score_decl.get('cite', '?')})" if game.score_decl else "none"
    v["options"] = f"{len(game.options)} ({sum(1 for o in game.options.values() if 'values' in o)} with values)"
    v["chance"] = "dice" if any(k in facts.calls for k in ("roll", "dice")) else (
        "random draws" if any(k in facts.calls for k in CHANCE) else "none")
    return v


def describe(name: str) -> dict:
    """One game's concepts; a folder with a map and no rules gets its map's."""
    from pacwar.interpreter.core.game import find_game, load_game
    from pacwar.interpreter.map.loader import load_map
    try:
        folder = find_game(name)
    except Exception:
        folder = find_game(name, "map.yaml")
        m = load_map(folder / "map.yaml")
        return {"game": folder.name, "title": folder.name, "rules": False, "map": map_concepts(m)}
    g = load_game(folder)
    facts = Facts(g)
    return {"game": g.id, "title": g.title, "rules": True, "map": map_concepts(g.map, g.boxes),
            "type": game_type(g, facts), "concepts": vocabulary(g, facts)}


ROWS = ["players", "teams", "information", "chance", "decisions", "utility", "map kind", "activation", "combat model",
        "hidden information", "supply", "stacking", "zones of control", "economy", "reinforcements", "air power",
        "amphibious", "weather", "strategic warfare", "politics", "victory kind", "evaluation", "options"]


def row_value(d: dict, row: str) -> str:
    if not d["rules"]:
        return d["map"]["kind"] if row == "map kind" else "(no rules yet)"
    if row == "players":
        return d["type"]["seatings"]
    if row == "teams":
        teams = d["type"]["teams"]
        if all([k] == v for k, v in teams.items()):
            return "none (one side a team)"
        return "; ".join(f"{k}: {', '.join(v)}" for k, v in teams.items())
    if row in d["type"]:
        v = d["type"][row]
        return str(v)
    return str(d["concepts"].get(row, ""))


def table(descs: list, markdown: bool = False, width: int = 34) -> str:
    if markdown:
        lines = ["| concept | " + " | ".join(d["game"] for d in descs) + " |",
                 "|---|" + "---|" * len(descs)]
        for r in ROWS:
            lines.append(f"| {r} | " + " | ".join(row_value(d, r).replace("|", "/") for d in descs) + " |")
        return "\n".join(lines)
    lines = [f"{'':<20}" + "".join(f"{d['game'][:width]:<{width + 2}}" for d in descs)]
    for r in ROWS:
        vals = [row_value(d, r) for d in descs]
        wrapped = [_wrap(v, width) for v in vals]
        for i in range(max(len(w) for w in wrapped)):
            label = r if i == 0 else ""
            lines.append(f"{label:<20}" + "".join(f"{(w[i] if i < len(w) else ''):<{width + 2}}" for w in wrapped))
    return "\n".join(lines)


def _wrap(text: str, width: int) -> list:
    import textwrap
    return textwrap.wrap(text, width) or [""]
