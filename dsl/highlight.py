"""Syntax highlighting of the rules language: a Pygments lexer (needs Pygments, which any Markdown or Sphinx
highlighter already has) and the word lists an editor grammar is made from (editors/, tools/editor_grammar.py).

The keywords are read from the grammar (every quoted word of dsl/pacwar.lark) and the builtins from
dsl/builtins.py, so a construct added to the language is highlighted without touching this file.

    pygmentize -l pacwar games/GAME/rules/FILE.pw      # after pip install -e .
Docs mark rules examples as ```pw (or ```pacwar); both are this lexer's aliases."""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

GRAMMAR = Path(__file__).with_name("pacwar.lark")
CONSTANTS = ("true", "false", "none")
DECLARATIONS = ("pacwar", "procedure", "table", "trigger", "invariant", "const", "var", "calendar", "turn",
                "phase", "subphase", "segment", "step", "impulse", "level", "before", "after")


@lru_cache(maxsize=1)
def keywords() -> tuple[str, ...]:
    words = set(re.findall(r'"([a-z_]+)"', GRAMMAR.read_text(encoding="utf-8")))
    return tuple(sorted(words - set(CONSTANTS)))


@lru_cache(maxsize=1)
def builtins() -> tuple[str, ...]:
    from pacwar.dsl.builtins import BUILTINS
    return tuple(sorted(set(BUILTINS) - set(keywords()) - set(CONSTANTS)))


def _words(ws) -> str:
    return r"\b(" + "|".join(sorted(ws, key=len, reverse=True)) + r")\b"


try:
    from pygments.lexer import RegexLexer, bygroups
    from pygments.token import (Comment, Keyword, Name, Number, Operator, Punctuation, String, Text,
                                Whitespace)
except ImportError:  # pragma: no cover - the lexer needs Pygments; the word lists do not
    RegexLexer = None

if RegexLexer is not None:
    class PacwarLexer(RegexLexer):
        """The pacwar rules language (*.pw)."""
        name = "pacwar"
        aliases = ["pacwar", "pw"]
        filenames = ["*.pw"]
        mimetypes = ["text/x-pacwar"]

        tokens = {
            "root": [
                (r"[ \t\f]+", Whitespace),
                (r"\r?\n", Whitespace),
                (r"\\\r?\n", Text),
                (r"#[^\n]*", Comment.Single),
                (r"§[A-Za-z0-9][A-Za-z0-9.\-*]*", Name.Label),          # a rulebook citation
                (r'"', String.Double, "string"),
                (r"@[A-Za-z_][A-Za-z0-9_]*", Name.Constant),             # an entity: @tokyo, @allies
                (r"[0-9]+d[0-9]+", Number.Integer),                      # dice: 2d6
                (r"[0-9]+", Number.Integer),
                (r"(procedure)(\s+)([A-Za-z_][A-Za-z0-9_]*)", bygroups(Keyword.Declaration, Whitespace, Name.Function)),
                (_words(CONSTANTS), Keyword.Constant),
                (_words(DECLARATIONS), Keyword.Declaration),
                (_words(keywords()), Keyword),
                (_words(builtins()) + r"(?=\s*\()", Name.Builtin),
                (r"(\.)([A-Za-z_][A-Za-z0-9_]*)", bygroups(Punctuation, Name.Attribute)),
                (r"[A-Za-z_][A-Za-z0-9_]*", Name),
                (r"->|==|!=|<=|>=|\+=|-=|\*=|\.\.|[<>=+\-*/%]", Operator),
                (r"[{}()\[\],;:.?|&]", Punctuation),
            ],
            "string": [
                (r'\\.', String.Escape),
                (r"\{[^}\n]*\}", String.Interpol),                       # "{u.steps} steps"
                (r'[^"\\{\n]+', String.Double),
                (r"\{", String.Double),
                (r'"', String.Double, "#pop"),
                (r"\n", Text, "#pop"),   # an unclosed string ends at the line's end, as in the parser
            ],
        }
