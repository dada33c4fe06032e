"""Parse rules text into the typed syntax tree (dsl/ast.py), with errors as file:line:col, the line, a caret
and a hint.

The Lark machinery (dsl/larkparse.py) is imported on first use: a game loaded from the load cache never
parses, and Lark and its grammar are a large part of a cold start."""
from __future__ import annotations

from pacwar.dsl import ast as A


def parse(source: str, file: str = "<rules>") -> A.Module:
    """A whole rules file."""
    from pacwar.dsl.larkparse import parse as parse_file
    return parse_file(source, file)


def parse_expr(text: str, file: str = "<expr>", source: str | None = None, line: int = 1, col: int = 1) -> A.Expr:
    """One expression (from a YAML value or a scripted evaluation), positioned at line and col of file."""
    from pacwar.dsl.larkparse import parse_expr as parse_one
    return parse_one(text, file, source, line, col)
