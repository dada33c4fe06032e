"""Options as checked, typed data.

An option declared in game.yaml is either a switch (on/off: no `values`, a boolean `default`, false when
omitted) or a choice (`values: [...]`, a list of names or numbers, with a `default` among them). The rules
read a switch with option("x") and a choice with option_value("x"); loading refuses option("x") of a
choice (a name is always true, so the test would pass silently). Values given on the command line or
through the API are checked against the declaration here, before a game starts."""
from __future__ import annotations

import difflib

from pacwar.interpreter.errors import PacwarError

ON = ("on", "true", "yes", "1")
OFF = ("off", "false", "no", "0")


def is_choice(decl: dict) -> bool:
    return "values" in decl


def default(decl: dict):
    return decl.get("default", False) if not is_choice(decl) else decl.get("default")


def describe_values(decl: dict) -> str:
    return "on|off" if not is_choice(decl) else "|".join(str(v) for v in decl["values"])


def check_declarations(doc, errors: list) -> None:
    """game.yaml: a switch's default is true or false; a choice has two or more distinct values and its
    default is one of them (a choice with no default would leave the rules reading nothing)."""
    for i, o in enumerate(doc.data.get("options") or []):
        if not isinstance(o, dict):
            continue
        if "values" in o:
            vals = o["values"]
            if not isinstance(vals, list):
                continue  # the schema reports it
            if len(set(map(repr, vals))) != len(vals):
                errors.append(doc.error(["options", i, "values"], f"option {o.get('id')!r} lists a value twice"))
            if "default" not in o:
                errors.append(doc.error(["options", i], f"option {o.get('id')!r} has values but no default",
                                        f"add default: one of {vals}"))
            elif o["default"] not in vals or isinstance(o["default"], bool):
                errors.append(doc.error(["options", i, "default"],
                                        f"the default {o['default']!r} of option {o.get('id')!r} is not one of its values {vals}"))
        elif "default" in o and not isinstance(o["default"], bool):
            errors.append(doc.error(["options", i, "default"],
                                    f"option {o.get('id')!r} is on/off, so its default must be true or false, not {o['default']!r}",
                                    "give it values: [...] to make it a choice of values"))


def _unknown(game, name: str) -> PacwarError:
    close = difflib.get_close_matches(name, sorted(game.options), n=2)
    hint = f" (did you mean {' or '.join(close)}?)" if close else ""
    return PacwarError(f"unknown option {name!r}{hint}; this game has: {', '.join(sorted(game.options)) or 'none'}")


def check_value(game, name: str, value):
    """The value as the rules will see it, or a clear error: a switch takes true/false, a choice one of its values."""
    decl = game.options.get(name)
    if decl is None:
        raise _unknown(game, name)
    if not is_choice(decl):
        if not isinstance(value, bool):
            raise PacwarError(f"option {name!r} is on or off, not {value!r}")
        return value
    for v in decl["values"]:
        if value == v and isinstance(value, bool) == isinstance(v, bool):
            return v
    raise PacwarError(f"option {name!r} takes one of {describe_values(decl)}, not {value!r}")


def parse_value(game, name: str, text: str | None):
    """A command-line value: NAME alone switches a switch on; NAME=on|off; NAME=VALUE for a choice
    (matched against the declared values as written, so 2 and '2' are the same)."""
    decl = game.options.get(name)
    if decl is None:
        e = _unknown(game, name)
        raise PacwarError(f"--option {name}{'' if text is None else '=' + text}: {e}")
    if not is_choice(decl):
        if text is None:
            return True
        t = text.strip().lower()
        if t in ON:
            return True
        if t in OFF:
            return False
        raise PacwarError(f"--option {name}={text}: the value must be on or off (or true/false, yes/no, 1/0)")
    if text is None:
        raise PacwarError(f"--option {name}: this option takes a value: {name}={describe_values(decl)}")
    for v in decl["values"]:
        if str(v) == text.strip():
            return v
    raise PacwarError(f"--option {name}={text}: the value must be one of {describe_values(decl)}")


def parse_pairs(game, pairs: dict) -> dict:
    """{name: text or None} from the command line to typed values."""
    return {k: parse_value(game, k, v) for k, v in pairs.items()}


def resolve(game, scenario: str, given: dict | None) -> dict:
    """Every option's value for a new game: its default, then the scenario's setting, then what was given."""
    opts = {k: default(o) for k, o in game.options.items()}
    opts.update(game.scenarios[scenario].get("options", {}))
    for k, v in (given or {}).items():
        opts[k] = check_value(game, k, v)
    return opts


def read_sites(game) -> dict:
    """option name -> [(procedure, file, line)] where a rule reads it (from the compiler's record of option()
    and option_value() calls with a literal name); the procedure is the one whose text holds the read."""
    comp = game._compiler
    spans: dict = {}
    for name, d in comp.proc_decls.items():
        spans.setdefault(d.pos.file, []).append((d.pos.line, name))
    for v in spans.values():
        v.sort()
    out: dict = {}
    for name, pos in comp.option_reads:
        if name is None:
            continue
        owner = None
        for line, proc in spans.get(pos.file, []):
            if line <= pos.line:
                owner = proc
        out.setdefault(name, []).append((owner, pos.file, pos.line))
    return out


def options_table(game) -> list[dict]:
    """Every declared option: id, name, citation, kind, values, default, favours, description, read by."""
    sites = read_sites(game)
    rows = []
    for k, o in game.options.items():
        rows.append({"id": k, "name": o.get("name", k), "cite": o.get("cite"),
                     "kind": "choice" if is_choice(o) else "on/off",
                     "values": list(o["values"]) if is_choice(o) else [False, True], "default": default(o),
                     "favours": o.get("favours"), "description": o.get("description"),
                     "read_by": [{"procedure": p, "file": str(f), "line": ln} for p, f, ln in sites.get(k, [])]})
    return rows
