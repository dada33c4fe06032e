"""Errors the engine reports to users: each knows how to print itself without a traceback."""
from __future__ import annotations


class PacwarError(Exception):
    """Base of every error meant for a user rather than a developer."""

    def render(self) -> str:
        return str(self)


class DataError(PacwarError):
    """Bad game data: names the file and the YAML path (and the line when known)."""

    def __init__(self, file: str, path: str, message: str, line: int | None = None, hint: str | None = None):
        self.file, self.path, self.message, self.line, self.hint = file, path, message, line, hint
        super().__init__(self.render())

    def render(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        text = f"{where}: at {self.path or '(top)'}: {self.message}"
        if self.hint:
            text += f"\n  hint: {self.hint}"
        return text


class DataErrors(PacwarError):
    """Several data errors found in one pass, reported together."""

    def __init__(self, errors: list[DataError]):
        self.errors = errors
        super().__init__(self.render())

    def render(self) -> str:
        return "\n".join(e.render() for e in self.errors)


class SaveError(PacwarError):
    """A save file that cannot be resumed; says why, and never half-loads."""


class RulesRuntimeError(PacwarError):
    """A rules program did something impossible at run time (e.g. moved a unit to no space).

    Carries the rules position so the author can find the statement."""

    def __init__(self, message: str, where: str | None = None):
        self.message, self.where = message, where
        super().__init__(self.render())

    def render(self) -> str:
        return f"{self.where}: {self.message}" if self.where else self.message
