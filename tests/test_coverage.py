"""`pacwar rules`: the four statuses, implementing blocks against mere mentions, parents, data, tests."""
import json
import shutil
from pathlib import Path

import pytest

from pacwar.cli.main import main
from pacwar.interpreter.core.game import load_game
from pacwar.interpreter.tooling.coverage import coverage_report, render_coverage

TOY = Path(__file__).resolve().parent / "fixtures" / "toy"
SECTIONS = """
sections:
  - {id: "4.1", title: "Friendly units"}
  - {id: "4.1.1", title: "A subsection of 4.1"}
  - {id: "5.1", title: "Battle"}
  - {id: "6.2", title: "Hits table"}
  - {id: "7.7", title: "Only in a query"}
  - {id: "8.0", title: "Chapter"}
  - {id: "8.1", title: "Victory points"}
  - {id: "9.0", title: "Solitaire", status: out_of_scope, note: "no solitaire bot in this engine"}
  - {id: "10.1", title: "Skirmish"}
  - {id: "11.0", title: "Nowhere"}
  - {id: "2.2", title: "Cited but declared to do", status: todo}
"""
GOLDEN = """format: pacwar-golden/1
tests:
  - name: battle
    cite: "5.1"
    cites: ["8.1"]
    steps:
      - expect: ["true"]
"""


@pytest.fixture(scope="module")
def game(tmp_path_factory):
    f = tmp_path_factory.mktemp("cov") / "toy"
    shutil.copytree(TOY, f)
    with open(f / "game.yaml", "a", encoding="utf-8") as out:
        out.write(SECTIONS)
    (f / "rules" / "extra.pw").write_text(
        "pacwar 1\nprocedure helper(z) §4.1 §5.1 §7.7 {\n  return 1\n}\n", encoding="utf-8")
    (f / "tests").mkdir(exist_ok=True)
    (f / "tests" / "golden_t.yaml").write_text(GOLDEN, encoding="utf-8")
    return f


def _status(rep):
    return {r["id"]: r["status"] for r in rep["sections"]}


def test_statuses(game):
    rep = coverage_report(load_game(str(game)))
    st = _status(rep)
    assert st["5.1"] == "encoded, tested"            # procedure battle §5.1, golden test cite
    assert st["8.1"] == "encoded, tested"            # var vp §8.1 (data in the rules), golden test cites
    assert st["4.1"] == "encoded, untested"          # procedure friendly §4.1
    assert st["4.1.1"] == "encoded, untested"        # under its parent 4.1
    assert st["6.2"] == "encoded, untested"          # table hits §6.2
    assert st["7.7"] == "encoded, untested"          # a query's further citation no other block implements
    assert st["8.0"] == "encoded, tested"            # a chapter heading with an encoded, tested subsection
    assert st["9.0"] == "out of scope"
    assert st["10.1"] == "encoded, untested"         # the scenario record cites 10.1 (data)
    assert st["11.0"] == "not encoded"
    assert st["2.2"] == "not encoded"                # the invariant cites it, but game.yaml says todo
    assert rep["totals"] == {"encoded, tested": 3, "encoded, untested": 5, "not encoded": 2, "out of scope": 1}
    rows = {r["id"]: r for r in rep["sections"]}
    assert rows["5.1"]["mentioned_in"] == ["rules/extra.pw:2 proc helper"]   # battle is 5.1's home
    assert rows["5.1"]["encoded_in"] == ["rules/toy.pw:49 proc battle"]
    assert rows["7.7"]["encoded_in"] == ["rules/extra.pw:2 proc helper"]
    assert "under §4.1" in rows["4.1.1"]["how"]
    assert rows["10.1"]["data"] == ["scenarios.yaml"]
    text = render_coverage(rep)
    assert "no solitaire bot in this engine" in text
    assert text.splitlines()[-1].startswith("totals: encoded, tested 3, encoded, untested 5, not encoded 2, out of scope 1")


def test_cli_filters_and_json(game, capsys):
    assert main(["rules", str(game), "--missing"]) == 0
    out = capsys.readouterr().out
    assert "§11.0" in out and "§7.7" not in out and "§5.1 " not in out
    assert main(["rules", str(game), "--untested"]) == 0
    out = capsys.readouterr().out
    assert "§4.1.1" in out and "§7.7" in out and "§5.1 " not in out
    assert main(["rules", str(game), "--json"]) == 0
    rep = json.loads(capsys.readouterr().out)
    assert rep["totals"]["out of scope"] == 1 and len(rep["sections"]) == 11
