"""A game definition: the data files and rules of one game folder, validated, compiled and indexed.

Loading never runs a game; it only reads. Every problem found (schema, references, rules) is reported
together, each with its file and position."""
from __future__ import annotations

import difflib
import re
from importlib import resources
from pathlib import Path

from pacwar.dsl import ast as A
from pacwar.dsl.errors import RulesError, RulesErrors
from pacwar.dsl.parser import parse, parse_expr

from pacwar.interpreter.core.attrcheck import unknown_attributes
from pacwar.interpreter.core.cards import check_card_events, load_cards
from pacwar.interpreter.core.compiler import Compiler
from pacwar.interpreter.core.datacheck import (check_game_yaml, check_scenario_vars, check_scenarios, check_tables,
                                               check_units)
from pacwar.interpreter.map.loader import build_map
from pacwar.interpreter.data.cache import folder as cache_folder, remember
from pacwar.interpreter.data.provenance import normalize
from pacwar.interpreter.data.schemas import validate
from pacwar.interpreter.data.yamlio import Located, load_yaml
from pacwar.interpreter.errors import DataError, DataErrors, PacwarError
from pacwar.interpreter.core.codegen import CompileError, Scope, compile_closure
from pacwar.interpreter.core.library import load_all
from pacwar.interpreter.core.options import check_value as check_option_value
from pacwar.interpreter.core import loadcache, variant
from pacwar.interpreter.core.deferred import Deferred
from pacwar.interpreter.core.tables import Table
from pacwar.interpreter.core.teams import index_teams
from pacwar.interpreter.core.vm import RUNTIME

GAME_FILES = ("game.yaml", "map.yaml", "units.yaml", "scenarios.yaml", "tables.yaml", "cards.yaml")
BUILTIN_BOXES = {"unplaced": {"id": "unplaced", "name": "Unplaced", "visible": "owner"},
                 "removed": {"id": "removed", "name": "Removed from the game", "visible": "all"}}


def _range_key(k):
    """'3..5' -> KeyRange(3, 5); '11..' and '..2' open ranges; anything else unchanged."""
    if isinstance(k, str):
        m = re.fullmatch(r"\s*(-?\d+)?\s*\.\.\s*(-?\d+)?\s*", k)
        if m and (m.group(1) or m.group(2)):
            return A.KeyRange(int(m.group(1)) if m.group(1) else None, int(m.group(2)) if m.group(2) else None)
    return k


def _load_yaml_cached(path: Path, display: str) -> Located:
    """A data file, parsed once per content (the cache keys on its bytes)."""
    try:
        raw = path.read_bytes()
    except OSError:
        return load_yaml(path, display)  # let the loader say what is wrong
    return remember("yaml", (raw, display), lambda: load_yaml(path, display))


def _stdlib_files() -> list[Path]:
    return sorted(Path(str(resources.files("pacwar.dsl"))).joinpath("stdlib").glob("*.pw"))


def bundled_games_dir() -> Path:
    return Path(str(resources.files("pacwar.games")))


def playable_scenarios() -> list[tuple[str, str]]:
    """(game, scenario) for every scenario of every bundled game that has rules, games in name order and
    scenarios in their file's order: what the tools that sweep every playable game go through."""
    out = []
    for d in sorted(bundled_games_dir().iterdir()):
        if (d / "game.yaml").exists():
            out.extend((d.name, s) for s in load_game(d.name).scenarios)
    return out


def find_game(name_or_path: str, need: str = "game.yaml") -> Path:
    """A bundled game's name, or the path of a game folder anywhere on disk (holding `need`)."""
    p = Path(name_or_path)
    if p.is_dir() and (p / need).exists():
        return p
    bundled = bundled_games_dir() / name_or_path
    if (bundled / need).exists():
        return bundled
    names = sorted(d.name for d in bundled_games_dir().iterdir() if (d / "game.yaml").exists())
    raise PacwarError(f"no game {name_or_path!r}: not a bundled game ({', '.join(names) or 'none'}) "
                      f"and not a folder with a game.yaml")


class Game(Deferred):
    """Static description of a game; states are created from it (see api.GameState)."""

    def __init__(self, folder: str | Path):
        self.folder = Path(folder)
        self.warnings: list[RulesError] = []
        errors: list = []
        docs = {}
        # a variant folder (`extends: GAME`) is laid over its base (core/variant.py)
        self.chain = variant.chain(self.folder, find_game)
        parts = self._input_files()
        if parts is not None and loadcache.restore(self, parts):
            return
        self._load(errors, docs)
        if parts is not None:
            loadcache.store(self, parts)

    def _input_files(self) -> tuple | None:
        """What a load reads, for the load cache (core/loadcache.py): every data and rules file of the game
        and its variant chain and the standard library, each by the name errors show it by and its bytes,
        and where it was loaded from. None when a file cannot be read (the load says what is wrong)."""
        if cache_folder() is None:
            return None
        parts: list = [str(self.folder), str(Path.cwd())]
        try:
            for d in self.chain:
                parts += ["folder", str(d)]
                for f in GAME_FILES:
                    path = d / f
                    if path.exists():
                        parts += [self._display(path), path.read_bytes()]
                rules = d / "rules"
                parts += ["rules", str(rules.is_dir())]
                for f in (sorted(rules.glob("*.pw")) if rules.is_dir() else []):
                    parts += [self._display(f), f.read_bytes()]
            parts.append("stdlib")
            for f in _stdlib_files():
                parts += [self._display(f), f.read_bytes()]
        except OSError:
            return None
        return tuple(parts)

    def _load(self, errors: list, docs: dict):
        self.replaces: dict = {}
        for f in GAME_FILES:
            path = self.chain[0] / f
            if not path.exists():
                if f in ("game.yaml", "map.yaml", "scenarios.yaml"):
                    errors.append(DataError(self._display(path), "", "required file is missing"))
                continue
            try:
                docs[f] = _load_yaml_cached(path, self._display(path))
            except DataError as e:
                errors.append(e)
        if errors:
            raise DataErrors(errors)
        for vf in self.chain[1:]:
            docs, self.replaces = variant.merge_docs(docs, vf, self._display, errors, GAME_FILES, _load_yaml_cached)
            if errors:
                raise DataErrors(errors)
        self._docs = docs
        gd = docs["game.yaml"]
        self._collect(lambda: remember("valid", ("game", gd._text, gd.file), lambda: validate(gd, "game") or True), errors)
        self.map = None
        try:
            doc = docs["map.yaml"]
            self.map = remember("map", (doc._text, doc.file), lambda: build_map(doc))
        except DataErrors as e:
            errors.extend(e.errors)
        for f, schema in (("units.yaml", "units"), ("scenarios.yaml", "scenarios"), ("tables.yaml", "tables"),
                          ("cards.yaml", "cards")):
            if f in docs:
                self._collect(lambda d=docs[f], s=schema: remember("valid", (s, d._text, d.file),
                                                                   lambda: validate(d, s) or True), errors)
        if errors:
            raise DataErrors(errors)
        # what a schema cannot say: ids unique by key, declared attributes, consistent tables
        check_game_yaml(docs["game.yaml"], errors)
        if "units.yaml" in docs:
            check_units(docs["units.yaml"], errors)
        if "tables.yaml" in docs:
            check_tables(docs["tables.yaml"], _range_key, errors)
        if errors:
            raise DataErrors(errors)
        self._index(docs, errors)
        if errors:
            raise DataErrors(errors)
        self._compile_rules(docs)
        self._scenarios(docs["scenarios.yaml"], errors)
        check_card_events(self, docs, errors)
        self._compiler.ns.flush()
        check_scenarios(docs["scenarios.yaml"], self, errors)
        check_scenario_vars(docs["scenarios.yaml"], self, errors)
        if errors:
            raise DataErrors(errors)
        unknown = unknown_attributes(self)   # needs the rules, the data and the scenarios' set-ups
        if unknown:
            raise RulesErrors(unknown)

    @staticmethod
    def _collect(fn, errors):
        try:
            fn()
        except DataErrors as e:
            errors.extend(e.errors)
        except DataError as e:
            errors.append(e)

    def _display(self, path: Path) -> str:
        try:
            return str(path.relative_to(Path.cwd()))
        except ValueError:
            return str(path)

    # ---- data
    def _index(self, docs, errors):
        g = docs["game.yaml"]
        gd = g.data
        self.meta = gd
        self.id = gd["id"]
        self.title = gd["title"]
        self.sides = {s["id"]: dict(s) for s in gd["sides"]}
        self.side_order = [s["id"] for s in gd["sides"]]
        self.nations = {}
        for i, n in enumerate(gd.get("nations", [])):
            if n["side"] not in self.sides:
                errors.append(g.error(["nations", i, "side"], f"unknown side {n['side']!r}"))
            self.nations[n["id"]] = dict(n)
        self.teams, self.team_of = index_teams(gd, self.sides, g, errors)
        self.boxes = dict(BUILTIN_BOXES)
        for i, b in enumerate(gd.get("boxes", [])):
            per = b.get("per")
            owners = [None] if per is None else (self.side_order if per == "side" else list(self.nations))
            for o in owners:
                rec = {k: v for k, v in b.items() if k != "per"}
                if o is not None:
                    rec["id"] = f"{b['id']}_{o}"
                    rec["owner"] = o
                    rec["name"] = f"{b.get('name', b['id'])} ({(self.sides.get(o) or self.nations.get(o)).get('name', o)})"
                    rec["side"] = o if per == "side" else self.nations[o]["side"]
                elif "owner" in rec:
                    owner = rec["owner"]
                    rec["side"] = owner if owner in self.sides else self.nations.get(owner, {}).get("side")
                self.boxes[rec["id"]] = rec
        self.options = {o["id"]: o for o in gd.get("options", [])}
        self.option_lines = {o["id"]: (g.file, g.line(["options", i])) for i, o in enumerate(gd.get("options", []))}
        fog = gd.get("fog", {})
        self.fog_hide_pieces = fog.get("hide_pieces", False)
        self.fog_public = fog.get("public", [])
        self.fog_stack_sizes = fog.get("stack_sizes", True)
        # classes and roster
        self.classes, self.roster = {}, {}
        if "units.yaml" in docs:
            u = docs["units.yaml"]
            for c in u.data.get("classes", []):
                rec = {"id": c["id"], "name": c.get("name", c["id"]), "kind": c.get("kind", "unit")}
                if "max_steps" in c:
                    rec["max_steps"] = c["max_steps"]
                rec.update(c.get("attrs", {}))
                self.classes[c["id"]] = rec
            for section, kind in (("units", "unit"), ("cards", "card")):
                for i, p in enumerate(u.data.get(section, [])):
                    if p["class"] not in self.classes:
                        errors.append(u.error([section, i, "class"], f"unknown class {p['class']!r}"))
                    if p.get("nation") and p["nation"] not in self.nations:
                        errors.append(u.error([section, i, "nation"], f"unknown nation {p['nation']!r}"))
                    rec = {k: v for k, v in p.items() if k not in ("attrs", "prov")}
                    rec.update(p.get("attrs", {}))
                    rec["kind"] = kind
                    self.roster[p["id"]] = rec
        load_cards(self, docs, errors)  # decks add classes, boxes (their piles) and roster cards
        # entity index
        self.kinds: dict[str, str] = {}
        self.records: dict[str, dict] = {}
        for kind, table in (("side", self.sides), ("nation", self.nations), ("team", self.teams), ("box", self.boxes)):
            for eid, rec in table.items():
                self.kinds[eid] = kind
                self.records[eid] = rec
        for sid in self.map.spaces:
            if sid in self.kinds:
                errors.append(DataError(self._display(self.folder / "map.yaml"), "spaces",
                                        f"space id {sid!r} is also a {self.kinds[sid]} id"))
            self.kinds[sid] = "space"
        for rid, r in self.map.regions.items():
            self.kinds.setdefault(rid, "region")
            self.records[rid] = {"id": rid, "name": r.name, "members": r.members, **r.attrs}
        for cid, rec in self.classes.items():
            if cid not in self.kinds:
                self.kinds[cid] = "class"
                self.records[cid] = rec
        # map helpers
        self.space_order = list(self.map.spaces)
        self.space_index = {s: i for i, s in enumerate(self.space_order)}
        self.spaces_by_kind: dict[str, list] = {}
        for s in self.map.spaces.values():
            self.spaces_by_kind.setdefault(s.kind, []).append(s.id)
        self.regions_of: dict[str, list] = {}
        for r in self.map.regions.values():
            for m in r.members:
                self.regions_of.setdefault(m, []).append(r.id)
        self.adj_records = {s: [(nb, {"from": s, "to": nb, "kind": e.kind, **e.attrs}) for nb, e in lst]
                            for s, lst in self.map.adj.items()}
        self.space_attrs = {s.id: {**s.attrs, "id": s.id, "name": s.name, "kind": s.kind} for s in self.map.spaces.values()}
        # tables from data
        self.data_tables = {}
        if "tables.yaml" in docs:
            for t in docs["tables.yaml"].data["tables"]:
                cols = [_range_key(k) for k in t["columns"]] if "columns" in t else None
                rows = [(_range_key(r["key"]), r["value"]) for r in t["rows"]]
                self.data_tables[t["id"]] = Table(t["id"], rows, cols, t.get("default"), [t["cite"]],
                                                  normalize(t["prov"]), where=docs["tables.yaml"].file)

    # ---- rules
    def _compile_rules(self, docs):
        layers = [sorted((d / "rules").glob("*.pw")) if (d / "rules").is_dir() else [] for d in self.chain]
        files = [f for layer in layers for f in layer]
        stdlib = _stdlib_files()
        entity_ids = dict(self.kinds)
        entity_ids.update({rid: "piece" for rid in self.roster})
        # pieces a scenario creates with an explicit id are entities the rules may name
        for sc in docs["scenarios.yaml"].data.get("scenarios", []):
            for e in sc.get("setup", []):
                if "id" in e:
                    entity_ids.setdefault(e["id"], "piece")
        attr_names = set()
        comp = Compiler(load_all(), entity_ids, attr_names, self.data_tables)
        comp.ns.g.update(RUNTIME)
        modules, errors = [], []
        if not files:
            errors.append(RulesError(self._display(self.folder / "rules"), 1, 1, "no rules files (*.pw) found"))
        for f in stdlib + files:
            disp = self._display(f)
            try:
                text = f.read_text("utf-8")
            except UnicodeDecodeError as e:
                raw = f.read_bytes()
                line = raw.count(b"\n", 0, e.start) + 1
                errors.append(RulesError(disp, line, e.start - (raw.rfind(b"\n", 0, e.start) + 1) + 1,
                                         f"not a UTF-8 text file: byte 0x{raw[e.start]:02x} cannot be decoded"))
                continue
            except OSError as e:
                errors.append(RulesError(disp, 1, 1, f"cannot read file: {e.strerror}"))
                continue
            bad = re.search(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]", text)
            if bad:   # control characters are binary garbage even inside a comment
                line = text.count("\n", 0, bad.start()) + 1
                errors.append(RulesError(disp, line, bad.start() - (text.rfind("\n", 0, bad.start()) + 1) + 1,
                                         f"control character {bad.group()!r} in a rules file (binary data?)"))
                continue
            comp.sources[disp] = text
            try:
                modules.append(remember("rules", (text, disp), lambda: parse(text, disp)))
            except RulesError as e:
                errors.append(e)
        if errors:
            raise RulesErrors(errors)
        if len(self.chain) > 1:   # a variant: each layer's declarations replace those it names
            data_errors: list = []
            mods = modules[:len(stdlib)]
            at = len(stdlib)
            for i, layer in enumerate(layers):
                mine = modules[at:at + len(layer)]
                at += len(layer)
                if i == 0:
                    mods = mods + mine
                else:
                    vdoc = _load_yaml_cached(self.chain[i] / "game.yaml", self._display(self.chain[i] / "game.yaml"))
                    said = variant._replaces(vdoc, data_errors)
                    mods = mods[:len(stdlib)] + variant.overlay_modules(mods[len(stdlib):], mine, said, vdoc, data_errors)
            if data_errors:
                raise DataErrors(data_errors)
            modules = mods
        self.rules_modules = modules[len(stdlib):]   # the game's own declarations, for `pacwar diff` and `concepts`
        self.program = comp.compile(modules)
        self._compiler = comp
        comp.ns.batch()  # the expressions in game.yaml and scenarios.yaml compile together (see __init__)
        self.tables = comp.tables
        # expressions embedded in game.yaml
        gdoc = docs["game.yaml"]
        self._label_piece = self._yaml_expr(gdoc, ["labels", "piece"], (gdoc.data.get("labels") or {}).get("piece"))
        self._label_hidden = self._yaml_expr(gdoc, ["fog", "hidden_label"], (gdoc.data.get("fog") or {}).get("hidden_label"))
        # fog scoped by a rule: `fog: {hide: EXPR}` hides from the other sides only the pieces it holds for
        self._fog_hide = self._yaml_expr(gdoc, ["fog", "hide"], (gdoc.data.get("fog") or {}).get("hide"))
        # the victory-point score of a side, declared as data (`score:` in game.yaml): margins and search agents
        self.score_decl = gdoc.data.get("score")
        self._score = self._yaml_expr(gdoc, ["score", "expr"], (self.score_decl or {}).get("expr"), ("side",))
        main = gdoc.data.get("main", "game")
        self.main = main
        self._check_option_reads(comp)
        hard = [e for e in comp.errors if e.severity == "error"]
        self.warnings = [e for e in comp.errors if e.severity == "warning"]
        if hard:
            raise RulesErrors(comp.errors)
        self.calendar = self._build_calendar()

    def _check_option_reads(self, comp) -> None:
        """An option() of a name game.yaml does not declare is an error: it would be false in every game,
        silently (a misspelt option name), and no command line could switch it on."""
        for name, pos in comp.option_reads:
            if name is not None and name not in self.options:
                close = difflib.get_close_matches(name, sorted(self.options), n=2)
                hint = (f"did you mean {' or '.join(repr(c) for c in close)}? " if close else "") + \
                    "declare it under options: in game.yaml (id, name, cite, default)"
                comp.err(pos, f"option {name!r} is not declared in game.yaml", hint)
        for name, pos in comp.option_switch_reads:
            decl = self.options.get(name)
            if decl is not None and "values" in decl:
                comp.err(pos, f"option {name!r} takes one of the values {decl['values']}, so option() (on or off) cannot test it",
                         'read it with option_value("%s"), e.g. option_value("%s") == "%s"' % (name, name, decl["values"][0]))

    def options_read(self) -> set | None:
        """The options some rule reads, or None when a rule names an option by a computed value (then
        any option may be read, and nothing can be called unread)."""
        names = {n for n, _ in self._compiler.option_reads}
        return None if None in names else names

    def _yaml_expr(self, doc: Located, path: list, text, names: tuple = ()):
        """Compile an expression written in a YAML value (with `names` as its locals); errors point at the file and line."""
        if text is None:
            return None
        line = doc.line(path) or 1
        try:
            node = remember("expr", (text, doc.file, line), lambda: parse_expr(text, doc.file, None, line, 1))
            return compile_closure(node, Scope(self._compiler, set(names), "yaml"), self._compiler.ns)
        except RulesError as e:
            raise DataErrors([DataError(doc.file, ".".join(map(str, path)), e.message, line)]) from None
        except CompileError as e:
            raise DataErrors([DataError(doc.file, ".".join(map(str, path)), e.message, line, e.hint)]) from None

    def _build_calendar(self) -> list:
        cal = self.program.calendar
        if not cal:
            return []

        class _C:
            st = None
            it = None
            l: dict = {}
        c = _C()
        fields = {k: v(c) for k, v in cal.items() if not k.startswith("_")}
        out = []
        if "years" in fields:
            periods = fields.get("periods", [None])
            for y in fields["years"]:
                for p in periods:
                    rec = dict(p) if isinstance(p, dict) else {"period": p}
                    if isinstance(p, dict):
                        rec["period"] = p.get("name")
                    rec["year"] = y
                    rec["label"] = f"{rec['period']} {y}" if rec.get("period") else str(y)
                    out.append(rec)
        elif "turns" in fields:
            prefix = fields.get("prefix", "Turn ")
            for n in fields["turns"]:
                out.append({"number": n, "label": f"{prefix}{n}"})
        for i, rec in enumerate(out):
            rec["index"] = i
            rec.setdefault("number", i + 1)
        return out

    @staticmethod
    def _expand(doc: Located, errors) -> list:
        """Scenarios with `extends` inherit their base's fields; records of settings are merged."""
        raw = {s["id"]: s for s in doc.data["scenarios"]}
        out = []
        for i, s in enumerate(doc.data["scenarios"]):
            seen, cur, chain = {s["id"]}, s, [s]
            while "extends" in cur:
                base = raw.get(cur["extends"])
                if base is None:
                    errors.append(doc.error(["scenarios", i, "extends"], f"no scenario {cur['extends']!r} to extend"))
                    break
                if base["id"] in seen:
                    errors.append(doc.error(["scenarios", i, "extends"], "scenarios extend each other in a loop"))
                    break
                seen.add(base["id"])
                chain.append(base)
                cur = base
            merged: dict = {}
            for part in reversed(chain):
                for k, v in part.items():
                    if k in ("vars", "options", "spaces", "entities") and isinstance(v, dict):
                        merged[k] = {**merged.get(k, {}), **v}
                    else:
                        merged[k] = v
            merged.pop("extends", None)
            out.append(merged)
        return out

    def _scenarios(self, doc: Located, errors):
        self.scenarios = {}
        labels = {t["label"]: t["index"] for t in self.calendar}
        numbers = {t["number"]: t["index"] for t in self.calendar}
        expanded = self._expand(doc, errors)
        for i, s in enumerate(expanded):
            sc = dict(s)
            path = ["scenarios", i]
            if s["id"] in self.scenarios:
                errors.append(doc.error(path + ["id"], f"scenario {s['id']!r} is defined twice"))
            main = s.get("main", self.main)
            if main not in self.program.procs:
                errors.append(doc.error(path + (["main"] if "main" in s else []), f"no procedure {main!r} to start the game",
                                        "define it in the rules, or name another with `main:`"))
            sc["main"] = main
            for which in ("start", "end"):
                t = (s.get(which) or {}).get("turn")
                if t is None:
                    continue
                idx = labels.get(t) if isinstance(t, str) else numbers.get(t)
                if idx is None:
                    errors.append(doc.error(path + [which, "turn"], f"no turn {t!r} in the calendar",
                                            f"turns are labelled like {', '.join(list(labels)[:3])}" if labels else
                                            "the rules declare no calendar"))
                else:
                    sc[f"_{which}_index"] = idx
            at = (s.get("start") or {}).get("at")
            if at is not None and at not in self.program.level_names:
                errors.append(doc.error(path + ["start", "at"], f"no phase, step or segment named {at!r} in the rules"))
            for o, v in s.get("options", {}).items():
                if o not in self.options:
                    errors.append(doc.error(path + ["options", o], f"unknown option {o!r}"))
                else:
                    try:
                        check_option_value(self, o, v)
                    except PacwarError as e:
                        errors.append(doc.error(path + ["options", o], str(e)))
            for sid in s.get("spaces", {}):
                if sid not in self.map.spaces:
                    errors.append(doc.error(path + ["spaces", sid], f"unknown space {sid!r}"))
            for eid in s.get("entities", {}):
                if eid not in self.kinds:
                    errors.append(doc.error(path + ["entities", eid], f"unknown entity {eid!r}"))
            for v in s.get("vars", {}):
                if v not in self.program.var_decls:
                    errors.append(doc.error(path + ["vars", v], f"no global variable {v!r} is declared in the rules"))
            setup = []
            for j, e in enumerate(s.get("setup", [])):
                p = path + ["setup", j]
                entry = {"count": e.get("count", 1), "at": e.get("at"), "by": e.get("by"), "prompt": e.get("prompt"),
                         "prov": normalize(e["prov"])}
                spec = {k: v for k, v in e.items() if k not in ("unit", "count", "at", "choose", "by", "prompt", "prov", "note")}
                if "unit" in e:
                    if e["unit"] not in self.roster:
                        errors.append(doc.error(p + ["unit"], f"unknown unit {e['unit']!r} (not in units.yaml)"))
                        continue
                    entry["roster"] = e["unit"]
                    spec["id"] = e["unit"]
                elif "class" not in e:
                    errors.append(doc.error(p, "a placement names a unit from the roster (unit:) or a class"))
                    continue
                elif e["class"] not in self.classes:
                    errors.append(doc.error(p + ["class"], f"unknown class {e['class']!r}"))
                    continue
                if e.get("nation") and e["nation"] not in self.nations:
                    errors.append(doc.error(p + ["nation"], f"unknown nation {e['nation']!r}"))
                if e.get("at") is not None and e["at"] not in self.map.spaces and e["at"] not in self.boxes:
                    sid = self.map.resolve(e["at"])
                    if sid is None:
                        errors.append(doc.error(p + ["at"], f"unknown space or box {e['at']!r}"))
                        continue
                    entry["at"] = sid
                if "choose" in e:
                    try:
                        entry["choose"] = self._yaml_expr(doc, p + ["choose"], e["choose"])
                    except DataErrors as de:
                        errors.extend(de.errors)
                        continue
                if e.get("by") and e["by"] not in self.sides:
                    errors.append(doc.error(p + ["by"], f"unknown side {e['by']!r}"))
                entry["spec"] = spec
                setup.append(entry)
            sc["_setup"] = setup
            self.scenarios[s["id"]] = sc

    # ---- labels and fog
    def fog_hides(self, rec: dict, c=None, pid: str | None = None) -> bool:
        """Whether fog hides this piece from the other sides: every piece with `hide_pieces`, or those for which
        the `hide` expression (it = the piece, read in the current state) holds."""
        if self._fog_hide is not None and c is not None:
            saved = c.it
            c.it = pid
            try:
                return bool(self._fog_hide(c))
            finally:
                c.it = saved
        return self.fog_hide_pieces

    def _eval_label(self, c, fn, pid):
        saved = c.it
        c.it = pid
        try:
            return str(fn(c))
        finally:
            c.it = saved

    def piece_label(self, c, pid: str) -> str:
        if self._label_piece is not None:
            return self._eval_label(c, self._label_piece, pid)
        rec = c.st["pieces"][pid]
        cls = self.classes.get(rec.get("class"), {})
        nation = self.nations.get(rec.get("nation"), {}).get("name", rec.get("nation") or "")
        name = rec.get("name") or cls.get("name", rec.get("class"))
        text = f"{nation} {name}".strip()
        if rec.get("kind") == "unit" and rec.get("max_steps", 1) > 1:
            text += f" [{rec.get('steps')}/{rec.get('max_steps')}]"
        return text

    def hidden_label(self, c, pid: str) -> str:
        deck = self.decks.get(c.st["pieces"][pid].get("deck"))
        if deck is not None:  # a hidden card shows as a card of its deck, whatever the fog shows of units
            return f"{deck['name']} card"
        if self._label_hidden is not None:
            return self._eval_label(c, self._label_hidden, pid)
        from pacwar.interpreter.core.entities import piece_side
        side = piece_side(c, c.st["pieces"][pid])
        return f"{self.sides.get(side, {}).get('name', side)} unit"


_CACHE: dict = {}


def load_game(name_or_path: str, cache: bool = True) -> Game:
    """Load (and cache, by folder and file times) a bundled game by name or a game folder by path."""
    folder = find_game(name_or_path).resolve()
    stamp = tuple(sorted((str(p), p.stat().st_mtime_ns) for d in variant.chain(folder, find_game) for p in d.rglob("*")
                         if p.is_file()))   # a variant is stale when its base changes too
    key = str(folder)
    if cache and key in _CACHE and _CACHE[key][0] == stamp:
        return _CACHE[key][1]
    game = Game(folder)
    _CACHE[key] = (stamp, game)
    return game
