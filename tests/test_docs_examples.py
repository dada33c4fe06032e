"""Keep the documentation honest.

* docs/language.md and docs/authoring.md: every code block marked `<!-- check: KIND [opt=value] -->` is checked:
  file: a whole rules file, parsed. decls: declarations, compiled into a copy of the toy game. stmts:
  statements, compiled inside a procedure (`cite=` sets its citation). run: the same, then run from a set-up
  toy position, decisions answered with the first option. expr: `expr  # => expected` lines, both sides
  evaluated and compared. excerpt: every line but `...` appears in the rules of the toy game and Orange Swan,
  or in `file=`. python: the code appears verbatim in this file.
* docs/authoring.md: the Orange Swan Naval Engagement (rulebook 5.2) is pinned to the rulebook's worked example
  with the scripted-position API; the guide shows these very tests.
"""
from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from pacwar.dsl.parser import parse
from pacwar.interpreter.core.api import GameState
from pacwar.interpreter.core.game import Game, load_game

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
TOY = ROOT / "tests" / "fixtures" / "toy"
RULES = {"toy": TOY / "rules", "orange_swan": ROOT / "games" / "orange_swan" / "rules"}

# <!-- check: KIND [cite=X] --> then a fenced block
_BLOCK = re.compile(r"<!-- check: (\w[\w-]*)((?: \w+=\S+)*) -->\n```(\w+)\n(.*?)```", re.S)


def _blocks(doc: str) -> list[tuple[str, dict, str, int]]:
    text = (DOCS / doc).read_text(encoding="utf-8")
    out = []
    for m in _BLOCK.finditer(text):
        opts = dict(o.split("=", 1) for o in m.group(2).split())
        out.append((m.group(1), opts, m.group(4), text[:m.start()].count("\n") + 2))
    return out


LANG = _blocks("language.md")
GUIDE = _blocks("authoring.md")
ALL = [(d, b) for d, bs in (("language.md", LANG), ("authoring.md", GUIDE)) for b in bs]


def _ids(items):
    return [f"{doc}:{b[3]}" for doc, b in items]


# ---- a copy of the toy game holding every decls/stmts/run example ----------------------------------

@pytest.fixture(scope="module")
def doc_game(tmp_path_factory) -> Game:
    folder = tmp_path_factory.mktemp("docgame") / "toy"
    shutil.copytree(TOY, folder)
    for i, (doc, (kind, opts, code, line)) in enumerate(ALL):
        if kind == "decls":
            (folder / "rules" / f"doc_{i:03d}.pw").write_text("pacwar 1\n" + code, encoding="utf-8")
        elif kind in ("stmts", "run"):
            body = "\n".join("  " + ln for ln in code.splitlines())
            cite = opts.get("cite", "0")
            src = f"pacwar 1\nprocedure doc_example_{line}() §{cite} {{\n{body}\n}}\n"
            (folder / "rules" / f"doc_{i:03d}.pw").write_text(src, encoding="utf-8")
    return Game(folder)


def toy_position(game: Game) -> GameState:
    """The toy game set up, Blue's b2 placed at Middle, Red phasing."""
    s = GameState.new(game, "skirmish", start=False)
    s.eval("setup()")
    s.place("b2", "middle")
    s.set("phasing", "red")
    return s


def _select(kind):
    items = [(d, b) for d, b in ALL if b[0] == kind]
    return pytest.mark.parametrize("doc,block", items, ids=_ids(items))


@_select("file")
def test_whole_files_parse(doc, block):
    parse(block[2], f"{doc}:{block[3]}")


def test_declarations_and_statements_compile(doc_game):
    assert doc_game.program is not None


@_select("run")
def test_run_examples(doc_game, doc, block):
    s = toy_position(doc_game)
    s.call(f"doc_example_{block[3]}")
    s.run_to_end()


def _expr_lines():
    out = []
    for doc, (kind, opts, code, line) in ALL:
        if kind != "expr":
            continue
        for j, ln in enumerate(code.splitlines()):
            if ln.strip() and not ln.lstrip().startswith("#"):
                expr, _, want = ln.partition("# =>")
                out.append(pytest.param(expr.strip(), want.strip() or None, id=f"{doc}:{line + j}"))
    return out


@pytest.mark.parametrize("expr,want", _expr_lines())
def test_expression_examples(doc_game, expr, want):
    s = toy_position(doc_game)
    got = s.eval(expr)
    if want is not None:
        assert got == s.eval(want), f"{expr} gave {got!r}"


def _rules_lines(game: str) -> set:
    return {ln.strip() for f in RULES[game].glob("*.pw") for ln in f.read_text(encoding="utf-8").splitlines()}


@_select("excerpt")
def test_excerpts_are_verbatim(doc, block):
    kind, opts, code, line = block
    if "file" in opts:
        have = {ln.strip() for ln in (ROOT / opts["file"]).read_text(encoding="utf-8").splitlines()}
    else:
        have = _rules_lines("toy") | _rules_lines("orange_swan")
    missing = [ln for ln in code.splitlines() if ln.strip() not in ("", "...") and ln.strip() not in have]
    assert not missing, f"not in the rules: {missing}"


@_select("python")
def test_python_shown_is_this_file(doc, block):
    assert block[2].strip() in Path(__file__).read_text(encoding="utf-8")


# ---- the golden test of docs/authoring.md: Orange Swan 5.2, the 1941 example ----------------------

@pytest.fixture(scope="module")
def swan() -> Game:
    return load_game("orange_swan")


def engagement_totals(state: GameState) -> dict:
    """Sea zone -> the total logged by the Naval Engagement procedure."""
    found = {}
    for line in state.log_lines():
        m = re.search(r"Naval engagement in (.+): (\d+), ", line)
        if m:
            found[m.group(1)] = int(m.group(2))
    return found


def test_naval_engagement_1941_example(swan):
    s = GameState.new(swan, "pearl_harbor", start=False)
    s.call("start_pearl_harbor")              # setup, control, Ops Discs, as at the scenario's start
    s.set("phasing", "axis")
    s.set("surprise_now", True)               # the Axis turn of Fall 1941 (11.1)
    s.force_dice([1, 1, 1, 6])                # one die per contested zone, in map order
    s.call("naval_engagement")
    totals = engagement_totals(s)
    # rulebook 5.2 example: totals before the die are 13, 10 and 12: combat on any roll
    assert totals["South China Sea"] - 1 == 13
    assert totals["Gulf of Thailand"] - 1 == 10
    assert totals["Hawaiian Islands"] - 1 == 12
    # Gilbert Islands: two submarines, no Ops Discs; even a 6 gives no combat
    assert totals["Gilbert Islands"] < 11
    assert s.eval("engaged") == ["south_china_sea", "gulf_of_thailand", "hawaiian_islands"]


def test_two_submarines_alone_reach_at_most_8(swan):
    s = GameState.new(swan, "pearl_harbor", start=False)   # an empty board: no garrisons, no Ops Discs
    s.create({"class": "SUB", "nation": "japan", "max_steps": 4}, "gilbert_islands")
    s.create({"class": "SUB", "nation": "us", "max_steps": 4}, "gilbert_islands")
    s.set("phasing", "axis")
    s.force_dice([6])
    s.call("naval_engagement")
    assert engagement_totals(s) == {"Gilbert Islands": 8}
    assert s.eval("engaged") == []


def test_active_monsoon_halves_the_die_and_drops_modifiers(swan):
    s = GameState.new(swan, "pearl_harbor", start=False)
    z = s.eval('first(spaces("sea") where .monsoon)')
    s.create({"class": "HS", "nation": "japan", "max_steps": 4}, z)   # full strength: +1 outside the monsoon
    s.create({"class": "CV", "nation": "us", "max_steps": 4}, z)
    s.set("phasing", "axis")
    s.set("season", "Summer")
    s.force_dice([5])
    s.call("naval_engagement")
    assert list(engagement_totals(s).values()) == [5 // 2 + 2]    # die 2, two units, no float-plane bonus
