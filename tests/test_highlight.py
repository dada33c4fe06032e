"""Syntax highlighting of the rules language (issue 16): the Pygments lexer reads every rules file of the
bundled games and every ```pw example of the docs without an error token, and the editor grammar is up to
date with the language's grammar."""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

pygments = pytest.importorskip("pygments", reason="Pygments is not installed")
from pygments.lexers import get_lexer_by_name  # noqa: E402
from pygments.token import Error, Keyword, Name  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def _errors(text: str) -> list[str]:
    lexer = get_lexer_by_name("pw")   # found through the package's entry point
    return [v for t, v in lexer.get_tokens(text) if t in Error]


def test_every_bundled_rules_file_lexes_cleanly():
    files = sorted((ROOT / "games").glob("*/rules/*.pw"))
    assert files
    for f in files:
        assert _errors(f.read_text(encoding="utf-8")) == [], f


def test_every_pw_example_of_the_docs_lexes_cleanly():
    blocks = []
    for md in sorted((ROOT / "docs").glob("*.md")):
        blocks += re.findall(r"^```(?:pw|pacwar)\n(.*?)^```", md.read_text(encoding="utf-8"), re.S | re.M)
    assert len(blocks) > 20
    for b in blocks:
        assert _errors(b) == [], b


def test_tokens_are_what_they_read_as():
    toks = list(get_lexer_by_name("pacwar").get_tokens(
        'procedure battle(z) §5.1 {\n  let n = count(units(@tokyo)) + roll(2d6)\n  log "{n} hits" # why\n}\n'))
    kinds = {v: t for t, v in toks}
    assert kinds["procedure"] in Keyword and kinds["battle"] in Name.Function and kinds["§5.1"] in Name.Label
    assert kinds["let"] in Keyword and kinds["count"] in Name.Builtin and kinds["@tokyo"] in Name.Constant
    assert kinds["2d6"] in pygments.token.Number and kinds["{n}"] in pygments.token.String.Interpol
    assert kinds["# why"] in pygments.token.Comment


def test_the_editor_grammar_is_up_to_date():
    r = subprocess.run([sys.executable, str(ROOT / "tools" / "editor_grammar.py"), "--check"],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
