"""The playing interface, OpenSpiel-style: one GameState per game in progress.

    state = new_game(GAME, SCENARIO, seed=1)       # a bundled game name or a game folder
    while not state.is_terminal():
        actions = state.legal_actions()          # structured, readable Action records
        state.apply_action(actions[0])
    state.returns()

Everything a state holds is plain data (dicts, lists, strings, numbers), including where the interpreter
stands inside the rules, so clone() and serialize() work at every decision point without replaying."""
from __future__ import annotations

import contextlib
import json
import marshal
from pathlib import Path

from pacwar.dsl.parser import parse_expr

from pacwar.interpreter.core import dice as D
from pacwar.interpreter.core.context import Ctx, render_entry
from pacwar.interpreter.core.cow import lazy_pieces, lazy_vars, shareable_loops, var_owned
from pacwar.interpreter.core.decisions import Action, action_list, answer, find_action
from pacwar.interpreter.core.digest import state_digest
from pacwar.interpreter.core.entities import COW_STORES, bump, get_attr, is_hidden_from, piece_side, place, render_value
from pacwar.interpreter.errors import PacwarError, RulesRuntimeError, SaveError
from pacwar.interpreter.core.codegen import CompileError, Scope, compile_closure
from pacwar.interpreter.core.game import Game, load_game
from pacwar.interpreter.core.library.pieces import new_piece
from pacwar.interpreter.core.views import handles, names_foreign, redact
from pacwar.interpreter.core.options import resolve as resolve_options
from pacwar.interpreter.core.savecheck import check_save_doc, check_seats_and_pending, check_state_types
from pacwar.interpreter.core.vm import GameEnded, execute, push_frame
from pacwar.interpreter.core.teams import player_count, returns as team_returns, seat_players, sides_of_player

TERMINAL = -4
_SHARED = COW_STORES + ("at",)   # copied by clone() with copy on write of records, not by marshal
STATE_FORMAT = 2  # 2: a frame's position is a block of generated code (1 was an op of the old VM)


def _fresh_state(game: Game, scenario: str, seed: int, options: dict | None, players: int | None = None) -> dict:
    opts = resolve_options(game, scenario, options)   # typed and checked (core/options.py)
    return {
        "format": STATE_FORMAT, "game": game.id, "scenario": scenario, "seed": seed, "options": opts,
        "rng": D.seed_state(seed), "forced": [], "vars": {}, "pieces": {}, "at": {}, "spaces": {}, "ents": {},
        "seats": seat_players(game, players), "frames": [], "pending": None, "where": [],
        "schedule": [], "result": None, "n": 0, "uid": 0, "private": [],
        "ff": (game.scenarios[scenario].get("start") or {}).get("at"),
    }


class GameState:
    def __init__(self, game: Game, st: dict, log: list | None, history: list, checks: bool = False,
                 nested: set | None = None):
        self.game = game
        self.st = st
        self.log = log
        self.history = history
        self.ctx = Ctx(game, st, log, checks, nested)

    # ---- creation
    @classmethod
    def new(cls, game: Game, scenario: str | None = None, seed: int = 0, options: dict | None = None,
            log: bool = True, checks: bool = False, start: bool = True, players: int | None = None) -> GameState:
        if scenario is None:
            scenario = next(iter(game.scenarios))
        if scenario not in game.scenarios:
            raise PacwarError(f"no scenario {scenario!r} in {game.id}; scenarios: {', '.join(game.scenarios)}")
        st = _fresh_state(game, scenario, seed, options, players)
        state = cls(game, st, [] if log else None, [], checks)
        state._init_vars()
        if start:
            push_frame(state.ctx, game.scenarios[scenario]["main"], [], "call")
            state._run()
        else:
            st["ff"] = None  # a scripted position starts nowhere in particular
        return state

    def _init_vars(self):
        c = self.ctx
        kinds = {"side": self.game.side_order, "nation": list(self.game.nations),
                 "space": self.game.space_order, "box": list(self.game.boxes)}
        for name, decl in self.game.program.var_decls.items():
            key, init, lo, hi, vis = decl
            if key is None:
                self.st["vars"][name] = init(c)
            else:
                self.st["vars"][name] = {k: init(c) for k in kinds[key]}

    def _run(self):
        st = self.st
        if st["pending"] is not None:  # a choice of several items is still being answered
            return
        execute(self.ctx)
        if st["pending"] is None and st["result"] is None:
            raise RulesRuntimeError("the rules finished without ending the game (no `end game` statement was reached)",
                                    self.game.scenarios[st["scenario"]]["main"])

    # ---- OpenSpiel-style API
    def current_player(self) -> int:
        if self.st["result"] is not None:
            return TERMINAL
        return self.st["pending"]["player"]

    def current_side(self) -> str | None:
        p = self.st["pending"]
        return p["side"] if p and self.st["result"] is None else None

    def is_terminal(self) -> bool:
        return self.st["result"] is not None

    def simultaneous(self) -> dict | None:
        """If the pending decision is one of a group of simultaneous secret commitments (`secret each`): the
        sides of the group and those that have already committed, e.g. {"sides": ["red", "blue"],
        "committed": ["red"]}; what they chose is not told. None otherwise."""
        pend = self.st["pending"]
        if pend is None or self.st["result"] is not None or "simultaneous" not in pend:
            return None
        com = pend["simultaneous"]
        return {"sides": list(com["sides"]), "committed": list(com["committed"])}

    def legal_actions(self) -> list[Action]:
        """The chooser's view: labels as that side sees them, and values with the ids of pieces hidden
        from it replaced by opaque handles (views.py)."""
        return self._actions(raw=False)

    def _actions(self, raw: bool) -> list[Action]:
        st = self.st
        if st["result"] is not None:
            return []
        pend = st["pending"]
        viewer = pend["side"]
        acts = action_list(pend)
        # handles only when an option names a piece the chooser may not identify (most options are its own
        # pieces or places, and numbering every hidden piece costs more than the decision itself)
        hmap = {} if raw or not any(names_foreign(self, v, viewer) for v, _ in acts) else handles(self, viewer)
        prompt_parts, shown, n, text = pend["prompt"], [], st["n"], self._text

        def now(render):
            """Labels are rendered when read (a random playout never reads them), as the state is then: so
            reading one after the game has moved on is refused rather than answered from a later state."""
            def rendered():
                if self.st["n"] != n or self.st["pending"] is not pend:
                    raise PacwarError("an action's label or prompt was read after the game moved on: read them "
                                      "before applying an action")
                return render()
            return rendered

        def prompt() -> str:  # one rendering for all the options
            if not shown:
                shown.append(text(prompt_parts, viewer))
            return shown[0]
        prompt = now(prompt)
        return [Action(i, now(lambda label=label: text(label, viewer)), redact(value, hmap), pend["player"], prompt)
                for i, (value, label) in enumerate(acts)]

    def apply_action(self, action) -> None:
        if self.st["result"] is not None:
            raise PacwarError("the game is over")
        index = action.index if isinstance(action, Action) else int(action)
        answer(self.ctx, index)
        self.history.append(index)
        self._after_decision()
        self._run()

    def _after_decision(self):
        from pacwar.interpreter.core.vm import fire
        if self.st["pending"] is not None:  # a choice of several items is not complete yet
            return
        run: list = []
        fire(self.ctx, "decision", run)
        for t in reversed(run):
            push_frame(self.ctx, t, [], "hook")

    def returns(self) -> list[float]:
        """One value per player: 1 if its sides won, -1 if they lost, 0 for a draw (core/teams.py)."""
        return team_returns(self.st)

    def num_players(self) -> int:
        return player_count(self.st)

    def player_sides(self, player: int) -> list[str]:
        """The sides a player holds (one, or several in a game with teams seated one player per team)."""
        return sides_of_player(self.st, player)

    def margins(self) -> list[float] | None:
        """Per player, the victory-point margin over the best other side (the game's `end game scores`, else
        its declared `score:`); None when the game declares no score. returns() stays win/lose."""
        from pacwar.interpreter.core.score import margins
        return margins(self)

    def result(self) -> dict | None:
        return self.st["result"]

    def clone(self) -> GameState:
        """An independent copy. Piece, space and entity records without lists or records inside are shared
        by the two states until either changes one (copy on write: entities.own_piece), so a clone copies little;
        the rest of the state, with the records that hold containers, is copied whole in one marshal pass,
        which keeps any sharing between its parts (a local naming a list a variable also holds)."""
        st, c = self.st, self.ctx
        stores = [st[k] for k in COW_STORES]
        # piece records whose lists and records nothing else holds are shared too, as lazy records (cow.py)
        lazy = lazy_pieces(stores[0], c.nested)
        if lazy:
            c.nested.difference_update(lazy)
            c.lazy = lazy if c.lazy is None else c.lazy | lazy
        nested = [(i, key) for key in c.nested for i, store in enumerate(stores) if key in store]
        # the suspended loops' lists whose items both states may share (cow.py) stay out of the marshal pass
        loops = shareable_loops(st, c.frozen)
        for fi, key, _ in loops:
            st["frames"][fi]["l"][key] = None
        # and so do the variables whose large lists or records both states may share (cow.var_read)
        variables = st["vars"]
        shared_vars = [(name, variables[name]) for name in lazy_vars(variables, c.lazy_vars)]
        for name, _ in shared_vars:
            variables[name] = None
        try:
            rest, recs = marshal.loads(marshal.dumps(({k: v for k, v in st.items() if k not in _SHARED},
                                                      [stores[i][key] for i, key in nested])))
        finally:
            for fi, key, xs in loops:
                st["frames"][fi]["l"][key] = xs
            for name, v in shared_vars:
                variables[name] = v
        c.lazy_vars = None
        if shared_vars:
            c.lazy_vars = {name for name, _ in shared_vars}
            mine = rest["vars"]
            for name, v in shared_vars:
                mine[name] = v
        c.frozen = frozen = None
        if loops:
            c.frozen, frozen = {}, {}
            for fi, key, xs in loops:
                c.frozen[id(xs)] = xs
                mine = rest["frames"][fi]["l"][key] = xs[:]   # the clone empties the slots of its own list
                frozen[id(mine)] = mine
        copies = [store.copy() for store in stores]
        for (i, key), rec in zip(nested, recs):
            copies[i][key] = rec
        rest.update(zip(COW_STORES, copies))
        rest["at"] = dict(st["at"])       # its lists shared until changed (entities.own_stack)
        nested = {key for _, key in nested}
        new = {k: rest[k] for k in st}   # the same key order, so a save of the clone reads the same
        c.nested = set(nested)
        c.owned = set(nested)             # from now on both states copy a shared record before changing it
        clone = GameState(self.game, new, list(self.log) if self.log is not None else None, list(self.history),
                          c.checks, set(nested))
        clone.ctx.owned = set(nested)
        c.at_owned, clone.ctx.at_owned = set(), set()
        clone.ctx.frozen = frozen
        if c.lazy_vars:
            clone.ctx.lazy_vars = set(c.lazy_vars)
        if c.lazy:
            clone.ctx.lazy = set(c.lazy)
        return clone

    # ---- observation
    def observation(self, player: int) -> dict:
        from pacwar.interpreter.core.observation import observe
        return observe(self, player)

    def observation_string(self, player: int) -> str:
        from pacwar.interpreter.core.observation import observation_text
        return observation_text(self, player)

    # ---- log
    def log_lines(self, viewer_side: str | None = None, since: int = 0) -> list[str]:
        """The log as `viewer_side` may see it (None: the full log, for tools and spectators), from
        entry `since` on."""
        if self.log is None:
            return []
        out = []
        for e in self.log[since:]:
            line = render_entry(self.ctx, e, viewer_side)
            if line is not None:
                out.append(line)
        return out

    def log_text(self) -> str:
        return "\n".join(self.log_lines()) + "\n"

    def _text(self, parts, viewer=None) -> str:
        return render_entry(self.ctx, ["", parts, None], viewer) or ""

    # ---- save / load
    agents: list | None = None   # the agent of each player (e.g. ["human", "random"]), kept in saves

    def serialize(self) -> str:
        doc = {"format": "pacwar-save/1", "game": self.game.id, "game_folder": str(self.game.folder),
               "scenario": self.st["scenario"], "seed": self.st["seed"], "options": self.st["options"],
               "agents": self.agents, "history": self.history, "digest": state_digest(self.st),
               "state": self.st, "log": self.log}
        return json.dumps(doc, separators=(",", ":"))

    @classmethod
    def deserialize(cls, text: str, game: Game | None = None) -> GameState:
        try:
            doc = json.loads(text)
        except json.JSONDecodeError as e:
            raise SaveError(f"not a pacwar save file: invalid JSON at line {e.lineno} column {e.colno}") from None
        check_save_doc(doc)
        if game is None:
            # the folder the game was played from first (a variant may keep the bundled game's id)
            folder = doc.get("game_folder")
            try:
                game = load_game(folder) if folder and Path(folder, "game.yaml").exists() else load_game(doc["game"])
            except PacwarError:
                game = load_game(doc["game"])
        if game.id != doc["game"]:
            raise SaveError(f"the save is of game {doc['game']!r}, not {game.id!r}")
        st = doc["state"]
        if not isinstance(st, dict) or st.get("format") != STATE_FORMAT:
            got = f"format {st.get('format')!r}" if isinstance(st, dict) and "format" in st else "no format"
            raise SaveError(f"the saved state has {got}; this engine reads format {STATE_FORMAT} (a number)")
        check_state_types(doc, st)
        _check_state(game, st)
        check_seats_and_pending(game, st)
        if doc["digest"] != state_digest(st):
            raise SaveError("the saved state does not match its digest: it was edited or damaged after saving")
        state = cls(game, st, doc.get("log"), list(doc["history"]))
        state.agents = doc.get("agents")
        return state

    # ---- scripted positions (tests and tools)
    def eval(self, expr: str, **locals_):
        """Evaluate a rules-language expression against this state, e.g. state.eval('count(units(@tokyo))')."""
        from pacwar.dsl.errors import RulesError
        node = parse_expr(expr, "<eval>")
        comp = self.game._compiler
        before = len(comp.errors)
        try:
            with self._live_entities():
                fn = compile_closure(node, Scope(comp, set(locals_), "<eval>"), comp.ns)
        except CompileError as e:
            raise RulesError("<eval>", e.pos.line, e.pos.col, e.message, e.hint, expr) from None
        finally:
            new = comp.errors[before:]
            del comp.errors[before:]
        if new:
            e = new[0]
            raise RulesError("<eval>", e.line, e.col, e.message, e.hint, expr)
        c = self.ctx
        saved = c.l
        c.l = dict(locals_)
        try:
            return fn(c)
        except GameEnded:  # the expression ran a procedure that ended the game
            return None
        finally:
            c.l = saved

    def exec(self, code: str, answers=None, where: str = "<exec>") -> None:
        """Run rules-language statements against this state (scripted positions in tests and tools),
        answering any decision from `answers` (labels or indices, in order), else with the first option;
        or from a ScriptedAnswers (interpreter/core/scripted.py), strict or pausing at a decision."""
        from pacwar.dsl.errors import RulesErrors
        from pacwar.dsl.parser import parse
        g = self.game
        comp = g._compiler
        comp.exec_count = getattr(comp, "exec_count", 0) + 1
        name = f"__exec_{comp.exec_count}"
        body = "\n".join("  " + line for line in code.splitlines())
        module = parse(f"pacwar 1\nprocedure {name}() §exec {{\n{body}\n}}\n", where)
        comp.errors = []
        with self._live_entities():
            comp.compile_late(module.decls[0])
        if any(e.severity == "error" for e in comp.errors):
            errors, comp.errors = comp.errors, []
            raise RulesErrors(errors)
        comp.errors = []
        # after the end, the statements run against the final position and the game stays over: the
        # ended game's frames are set aside, or the driver would carry on with them once these return
        ended, stash = self.st["result"], None
        if ended is not None:
            stash, self.st["frames"] = self.st["frames"], []
        base = len(self.st["frames"])
        self.st["result"] = None
        try:
            push_frame(self.ctx, name, [], "call")
            execute(self.ctx)
            self.run_to_end(answers)
            if self.st["pending"] is None and len(self.st["frames"]) > base and self.st["result"] is None:
                raise PacwarError(f"{where}: the statements did not finish")
        finally:
            if ended is not None:
                self.st["frames"] = stash
                if self.st["result"] is None:
                    self.st["result"] = ended

    @contextlib.contextmanager
    def _live_entities(self):
        """Pieces created while playing are entities a scripted statement may name."""
        ids = self.game._compiler.entity_ids
        live = [p for p in self.st["pieces"] if p not in ids]
        for p in live:
            ids[p] = "piece"
        try:
            yield
        finally:
            for p in live:
                del ids[p]

    def force_dice(self, results: list[int]) -> None:
        self.st["forced"].extend(results)

    def place(self, piece: str, location: str) -> None:
        place(self.ctx, piece, location)

    def create(self, spec: dict, at: str) -> str:
        return new_piece(self.ctx, spec, at)

    def clear_pieces(self) -> None:
        for pid in list(self.st["pieces"]):
            place(self.ctx, pid, None)
        self.st["pieces"].clear()
        self.ctx.ac.clear()   # (the attribute values kept for reading, runtime.gac: the pieces are gone)

    def set(self, target: str, value) -> None:
        """Set a variable or entity attribute by name: set('pp', {...}) or set('@tokyo.control', 'allies')."""
        from pacwar.interpreter.core.entities import set_attr
        if target.startswith("@") and "." in target:
            ent, attr = target[1:].split(".", 1)
            set_attr(self.ctx, ent, attr, value)
        else:
            self.st["vars"][target] = value
            var_owned(self.ctx, target)
            bump(self.ctx, "v:" + target)  # remembered derived values that read it are out of date

    def call(self, proc: str, *args) -> None:
        """Start running a named procedure from here (the scripted-position API); stops at the first decision."""
        if proc not in self.game.program.procs:
            raise PacwarError(f"no procedure {proc!r}")
        self.st["result"] = None
        push_frame(self.ctx, proc, list(args), "call")
        execute(self.ctx)

    def run_to_end(self, answers=None) -> None:
        """Continue until the stack is empty or the game ends, answering decisions with `answers`
        (a list of option labels or indices, used in order) or, when it runs out, the first option."""
        if hasattr(answers, "drive"):  # a ScriptedAnswers (core/scripted.py): strict, or pausing at a decision
            answers.drive(self)
            return
        answers = list(answers or [])
        while self.st["result"] is None and self.st["pending"] is not None:
            acts = self._actions(raw=True)  # a script of the position's author may name any piece
            if answers:
                want = answers.pop(0)
                idx = find_action(acts, want)
            else:
                idx = 0
            answer(self.ctx, idx)
            self.history.append(idx)
            self._after_decision()
            if self.st["pending"] is None:
                execute(self.ctx)

    def attr(self, entity: str, name: str):
        return get_attr(self.ctx, entity, name)


def _check_state(game: Game, st: dict) -> None:
    """Refuse a state that does not fit the game, with a reason, rather than fail later."""
    need = ("rng", "vars", "pieces", "at", "frames", "pending", "seats", "result", "scenario")
    for k in need:
        if k not in st:
            raise SaveError(f"the saved state lacks {k!r}")
    if st["scenario"] not in game.scenarios:
        raise SaveError(f"the saved scenario {st['scenario']!r} is not in this game")
    for fr in st["frames"]:
        p = game.program.procs.get(fr.get("p"))
        if p is None:
            raise SaveError(f"the save stands in procedure {fr.get('p')!r}, which these rules do not have")
        if not isinstance(fr.get("pc"), int) or p.code is None or not 0 <= fr["pc"] < len(p.code):
            raise SaveError(f"the save's position in {fr['p']} does not match these rules (were they edited?)")
    for pid, rec in st["pieces"].items():
        loc = rec.get("loc")
        if loc is not None and loc not in game.map.spaces and loc not in game.boxes and loc not in st["pieces"]:
            raise SaveError(f"piece {pid} is at {loc!r}, which this game does not have")
    if st["pending"] is None and st["result"] is None and st["frames"]:
        raise SaveError("the save is neither waiting for a decision nor finished")


def new_game(game: str | Game, scenario: str | None = None, seed: int = 0, options: dict | None = None,
             log: bool = True, checks: bool = False, players: int | None = None) -> GameState:
    g = game if isinstance(game, Game) else load_game(game)
    return GameState.new(g, scenario, seed, options, log, checks, players=players)


__all__ = ["GameState", "Action", "new_game", "TERMINAL", "is_hidden_from", "piece_side", "render_value"]
