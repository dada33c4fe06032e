"""`pacwar diff` (interpreter/tooling/diff.py): structural differences with citations, blind to formatting."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

from pacwar.cli.main import main
from pacwar.interpreter.core.game import load_game
from pacwar.interpreter.tooling.diff import count, diff_games

FIX = Path(__file__).parent / "fixtures"


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_orange_swan_against_its_variant_names_exactly_the_two_changes(capsys):
    code, out, _ = run(capsys, "diff", "orange_swan", FIX / "orange_swan_variant")
    assert code == 0
    body = [ln for ln in out.splitlines() if not ln.startswith(("---", "+++", "    "))]
    assert body == ["rules: changed procedure ship_vp (§11.0)",
                    "tables: changed table strategic_warfare_crt (§4.3.3)",
                    "2 differences"]
    assert "    -v = v * 2" in out and "    +v = v * 3" in out
    assert "    row 9, column 5: [1, 3, 1] -> [1, 4, 1]" in out
    code, out, _ = run(capsys, "diff", "orange_swan", FIX / "orange_swan_variant", "--json")
    d = json.loads(out)
    assert [c["name"] for c in d["rules"]["changed"]] == ["ship_vp"] and d["rules"]["changed"][0]["cites"] == ["11.0"]
    assert d["tables"]["changed"][0]["cells"] == [{"row": 9, "column": 5, "a": [1, 3, 1], "b": [1, 4, 1]}]
    assert count(d) == 2


def test_formatting_order_and_files_are_not_differences(tmp_path):
    d = tmp_path / "toy2"
    shutil.copytree(FIX / "toy", d)
    src = (d / "rules" / "toy.pw").read_text()
    i = src.index("procedure friendly")
    j = src.index("after step")
    moved = src[i:j]
    # the procedure moved to a file of its own, reformatted, with a comment
    (d / "rules" / "toy.pw").write_text(src[:i] + src[j:])
    (d / "rules" / "more.pw").write_text("pacwar 1\n# moved here\n\n\n" + moved.replace("  return", "      return   ")
                                         .replace(" > 0", "    >    0  # still one unit"))
    a, b = load_game(FIX / "toy"), load_game(d)
    assert count(diff_games(a, b)) == 0
    (d / "rules" / "more.pw").write_text("pacwar 1\n" + moved.replace("> 0", ">= 0"))
    dd = diff_games(a, load_game(d))
    assert count(dd) == 1 and dd["rules"]["changed"][0]["name"] == "friendly"
    assert dd["rules"]["changed"][0]["cites"] == ["4.1"]
    assert any(ln.startswith("+") and ">= 0" in ln for ln in dd["rules"]["changed"][0]["lines"])


def test_data_map_options_and_scenarios(tmp_path):
    d = tmp_path / "toy3"
    shutil.copytree(FIX / "toy", d)
    gy = d / "game.yaml"
    gy.write_text(gy.read_text().replace('default: false}', 'default: true}'))
    mp = d / "map.yaml"
    mp.write_text(mp.read_text().replace("name: East,", "name: Eastmark,")
                  + '  - {a: west, b: east, kind: road, prov: "assumed: test"}\n')
    sc = d / "scenarios.yaml"
    sc.write_text(sc.read_text().replace("end: {turn: 3}", "end: {turn: 4}"))
    dd = diff_games(load_game(FIX / "toy"), load_game(d))
    assert dd["options"]["changed"] == [{"id": "bloody", "cite": "9.1", "fields": [{"field": "default", "a": False, "b": True}]}]
    assert dd["scenarios"]["changed"][0]["id"] == "skirmish"
    assert dd["scenarios"]["changed"][0]["fields"] == [{"field": "end", "a": {"turn": 3}, "b": {"turn": 4}}]
    assert dd["map"]["spaces"]["changed"] == [{"id": "east", "cite": None, "fields": [{"field": "name", "a": "East", "b": "Eastmark"}]}]
    assert dd["map"]["edges"]["added"] == [["east", "west", "road"]]
    assert count(dd) == 4


def test_two_games(capsys):
    code, out, _ = run(capsys, "diff", "orange_swan", "great_pacific_war", "--exit-code")
    assert code == 1 and "rules: removed procedure ship_vp (§11.0)" in out and "map: added space" in out
    code, out, _ = run(capsys, "diff", "orange_swan", "orange_swan", "--exit-code")
    assert code == 0 and out.strip().endswith("no differences")
