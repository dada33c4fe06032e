"""Rules errors: `file:line:col: message`, then the source line, a caret, and a hint."""
from __future__ import annotations

from pacwar.interpreter.errors import PacwarError


class RulesError(PacwarError):
    def __init__(self, file: str, line: int, col: int, message: str, hint: str | None = None,
                 source: str | None = None, severity: str = "error"):
        self.file, self.line, self.col = file, line, col
        self.message, self.hint, self.source, self.severity = message, hint, source, severity
        super().__init__(self.render())

    def __reduce__(self):   # rebuilt from its fields (the load cache keeps a game's warnings)
        return (type(self), (self.file, self.line, self.col, self.message, self.hint, self.source, self.severity))

    def render(self) -> str:
        head = f"{self.file}:{self.line}:{self.col}: {'warning: ' if self.severity == 'warning' else ''}{self.message}"
        out = [head]
        if self.source is not None:
            lines = self.source.splitlines()
            if 1 <= self.line <= len(lines):
                text = lines[self.line - 1].rstrip("\n")
                out.append("    " + text.replace("\t", " "))
                out.append("    " + " " * max(self.col - 1, 0) + "^")
        if self.hint:
            out.append(f"  hint: {self.hint}")
        return "\n".join(out)

    def sort_key(self):
        return (self.file, self.line, self.col, self.message)


class RulesErrors(PacwarError):
    """All the errors (and warnings) found in one pass."""

    def __init__(self, errors: list[RulesError]):
        self.errors = sorted(errors, key=RulesError.sort_key)
        super().__init__(self.render())

    def render(self) -> str:
        return "\n".join(e.render() for e in self.errors)
