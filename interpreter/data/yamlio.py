"""YAML reading that can say where a value came from, so errors name file, YAML path and line."""
from __future__ import annotations

from pathlib import Path

import yaml

from pacwar.interpreter.errors import DataError

try:  # the C loader is several times faster on big maps
    _Base = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - depends on the PyYAML build
    _Base = yaml.SafeLoader


class _Loader(_Base):
    """PyYAML keeps the last of two equal keys in a mapping without a word, so a record written twice (a second
    `prov:` of a scenario, say) would silently lose the first: refuse it, with both lines."""

    def construct_mapping(self, node, deep=False):
        seen: dict = {}
        for knode, _ in node.value:
            if isinstance(knode, yaml.ScalarNode) and knode.tag != "tag:yaml.org,2002:merge":
                if knode.value in seen:
                    raise yaml.constructor.ConstructorError(
                        None, None, f"duplicate key {knode.value!r} (first at line {seen[knode.value]})",
                        knode.start_mark)
                seen[knode.value] = knode.start_mark.line + 1
        return super().construct_mapping(node, deep)


def format_path(parts) -> str:
    out = ""
    for p in parts:
        if isinstance(p, int):
            out += f"[{p}]"
        else:
            out += ("." if out else "") + str(p)
    return out


class Located:
    """A parsed YAML document that can find the source line of any YAML path on demand.

    Lines are only needed when reporting an error, so the node tree is composed lazily."""

    def __init__(self, file: str, data, text: str):
        self.file, self.data, self._text = file, data, text
        self._lines: dict[tuple, int] | None = None

    def line(self, path) -> int | None:
        if self._lines is None:
            self._lines = {}
            node = yaml.compose(self._text, Loader=_Loader)
            if node is not None:
                _index_lines(node, (), self._lines)
        path = tuple(path)
        while path and path not in self._lines:
            path = path[:-1]
        return self._lines.get(path)

    def error(self, path, message: str, hint: str | None = None) -> DataError:
        return DataError(self.file, format_path(path), message, self.line(path), hint)


def _index_lines(node, path: tuple, lines: dict) -> None:
    lines[path] = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        for knode, vnode in node.value:
            _index_lines(vnode, path + (knode.value,), lines)
    elif isinstance(node, yaml.SequenceNode):
        for i, v in enumerate(node.value):
            _index_lines(v, path + (i,), lines)


def load_yaml(path: str | Path, display: str | None = None) -> Located:
    """Load one YAML file; a syntax error becomes a DataError with its line."""
    path = Path(path)
    display = display or str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise DataError(display, "", f"cannot read file: {e.strerror}") from None
    except UnicodeDecodeError as e:
        raise DataError(display, "", f"not a UTF-8 text file: byte 0x{e.object[e.start]:02x} at offset {e.start} "
                        "cannot be decoded", _line_of(e.object, e.start)) from None
    return load_yaml_text(text, display)


def _line_of(raw: bytes, offset: int) -> int:
    return raw.count(b"\n", 0, offset) + 1


def load_yaml_text(text: str, display: str) -> Located:
    try:
        data = yaml.load(text, Loader=_Loader)
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark
        line = mark.line + 1 if mark else None
        raise DataError(display, "", f"YAML syntax error: {e.problem}", line) from None
    except yaml.YAMLError as e:
        # the reader refuses control characters (binary bytes) before any mark exists
        line = text.count("\n", 0, e.position) + 1 if isinstance(getattr(e, "position", None), int) else None
        raise DataError(display, "", f"YAML cannot be read: {e}".splitlines()[0], line) from None
    except RecursionError:
        raise DataError(display, "", "YAML nested too deeply to read") from None
    return Located(display, data, text)
