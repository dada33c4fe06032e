"""Variant folders (`extends: GAME`, interpreter/core/variant.py): what they add and replace, and the checks
that every replacement is declared and names something the base has."""
from __future__ import annotations

from pathlib import Path

import pytest

from pacwar.interpreter.core.api import GameState
from pacwar.interpreter.core.game import load_game
from pacwar.interpreter.errors import PacwarError

FIX = Path(__file__).parent / "fixtures"
TOY = FIX / "toy"
OSV = FIX / "orange_swan_variant"


def test_orange_swan_variant_replaces_a_table_value_and_a_procedure():
    base, var = load_game("orange_swan"), load_game(OSV)
    assert var.id == "orange_swan_heavy" and var.replaces == {"rules": ["ship_vp"], "tables": ["strategic_warfare_crt"]}
    b = GameState.new(base, "pearl_harbor", 0, log=False)
    v = GameState.new(var, "pearl_harbor", 0, log=False)
    assert b.eval("lookup(strategic_warfare_crt, 9, 5)") == [1, 3, 1]    # 4.3.3's worked example
    assert v.eval("lookup(strategic_warfare_crt, 9, 5)") == [1, 4, 1]
    assert b.eval("lookup(strategic_warfare_crt, 9, 4)") == v.eval("lookup(strategic_warfare_crt, 9, 4)")
    cv = 'first(units() where .class == "CV" and not .elite)'
    assert b.eval(f"ship_vp({cv})") == 2 and v.eval(f"ship_vp({cv})") == 3
    # everything else is the base's: the same map, scenarios and procedures
    assert set(var.scenarios) == set(base.scenarios) and len(var.map.spaces) == len(base.map.spaces)
    assert set(var._compiler.proc_decls) == set(base._compiler.proc_decls)


def _variant(tmp_path, game_yaml: str, rules: str | None = None, **files) -> Path:
    d = tmp_path / "v"
    (d / "rules").mkdir(parents=True)
    (d / "game.yaml").write_text(f"format: pacwar-game/1\nextends: {TOY}\n" + game_yaml)
    if rules is not None:
        (d / "rules" / "v.pw").write_text("pacwar 1\n" + rules)
    for name, text in files.items():
        (d / name.replace("_yaml", ".yaml")).write_text(text)
    return d


FRIENDLY = """procedure friendly(z, s) §4.1 {
  return count(units(z) where .side == s) > 1
}
"""


def test_adds_and_replaces(tmp_path):
    d = _variant(tmp_path, "replaces: {rules: [friendly]}\noptions:\n  - {id: fast, cite: \"9.3\"}\n",
                 FRIENDLY + 'procedure extra() §4.2 {\n  return option("fast")\n}\n',
                 scenarios_yaml="format: pacwar-scenarios/1\nscenarios:\n  - {id: short, name: Short, cite: '10.2', "
                                "extends: skirmish, end: {turn: 1}, prov: 'assumed: test'}\n")
    g = load_game(d)
    assert set(g.scenarios) == {"skirmish", "short"} and set(g.options) == {"bloody", "fast"}
    st = GameState.new(g, "skirmish", 0, log=False, start=False)
    st.exec("setup()")
    assert st.eval("friendly(@west, @red)") is True     # two red units: true in both
    st.exec("move @r2 to @middle")
    assert st.eval("friendly(@west, @red)") is False    # one: the variant needs two
    assert st.eval("extra()") is False
    base = GameState.new(load_game(TOY), "skirmish", 0, log=False, start=False)
    base.exec("setup()")
    base.exec("move @r2 to @middle")
    assert base.eval("friendly(@west, @red)") is True


@pytest.mark.parametrize("game_yaml,rules,msg", [
    ("", FRIENDLY, "defines rules 'friendly', which the base already has"),
    ("replaces: {rules: [friendly, nowhere]}\n", FRIENDLY, "replaces rules 'nowhere', which the base does not have"),
    ("replaces: {rules: [battle]}\n", FRIENDLY, "replaces rules 'battle' but does not define it"),
    ("replaces: {procs: [friendly]}\n", FRIENDLY, "unknown kind 'procs'"),
    ("options:\n  - {id: bloody, cite: '9.1', default: true}\n", None, "defines options 'bloody', which the base already has"),
])
def test_replacing_is_said_and_checked(tmp_path, game_yaml, rules, msg):
    with pytest.raises(PacwarError, match=msg):
        load_game(_variant(tmp_path, game_yaml, rules))


def test_a_missing_base_and_a_cycle(tmp_path):
    d = tmp_path / "v"
    d.mkdir()
    (d / "game.yaml").write_text("format: pacwar-game/1\nextends: no_such_game_zz\n")
    with pytest.raises(PacwarError, match="neither a bundled game nor a folder"):
        load_game(d)
    (d / "game.yaml").write_text("format: pacwar-game/1\nextends: .\n")
    with pytest.raises(PacwarError, match="cycle"):
        load_game(d)


def test_a_variant_follows_its_base(tmp_path):
    """A variant stays valid as the base evolves: a base change reaches the variant (and the cache sees it)."""
    import shutil
    base = tmp_path / "base"
    shutil.copytree(TOY, base)
    d = tmp_path / "v"
    d.mkdir()
    (d / "game.yaml").write_text("format: pacwar-game/1\nextends: ../base\ntitle: Variant\n")
    assert load_game(d).title == "Variant"
    assert "short" not in load_game(d).scenarios
    sc = base / "scenarios.yaml"
    sc.write_text(sc.read_text() + "  - {id: short, name: Short, cite: '10.2', extends: skirmish, end: {turn: 1}, prov: 'assumed: test'}\n")
    import os
    os.utime(sc, ns=(1, 2_000_000_000_000_000_000))
    assert "short" in load_game(d).scenarios
