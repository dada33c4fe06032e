"""JSON Schema validation of data files, reporting every violation with its YAML path and line."""
from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources


from pacwar.interpreter.errors import DataError, DataErrors
from pacwar.interpreter.data.yamlio import Located


@lru_cache(maxsize=None)
def schema(name: str) -> dict:
    """The shipped schema `name` (e.g. 'map'), from interpreter/schemas/<name>.schema.json."""
    text = resources.files("pacwar.interpreter.data").joinpath("schemas", f"{name}.schema.json").read_text("utf-8")
    return json.loads(text)


def _inline(node, defs: dict, stack: tuple = ()):
    """The schema with local $refs replaced by their definitions (recursive ones stay references)."""
    if isinstance(node, list):
        return [_inline(v, defs, stack) for v in node]
    if not isinstance(node, dict):
        return node
    ref = node.get("$ref", "")
    if ref.startswith("#/$defs/") and ref[8:] in defs and ref[8:] not in stack:
        name = ref[8:]
        out = _inline(defs[name], defs, stack + (name,))
        rest = {k: v for k, v in node.items() if k != "$ref"}
        return {"allOf": [out, _inline(rest, defs, stack)]} if rest else out
    return {k: (v if k == "$defs" else _inline(v, defs, stack)) for k, v in node.items()}


@lru_cache(maxsize=None)
def _validator(name: str):
    s = schema(name)
    import jsonschema  # on first use: a game loaded from the cache validates nothing
    cls = jsonschema.validators.validator_for(s)
    # resolving $refs dominates validation time on big maps; inlining them once makes it about 40% faster
    return cls(_inline(s, s.get("$defs", {})))


def _best(err):
    # oneOf/anyOf failures are clearer through their most specific sub-error.
    if err.context:
        return min((_best(c) for c in err.context), key=lambda e: -len(e.absolute_path))
    return err


def validate(doc: Located, name: str, max_errors: int = 20) -> None:
    """Raise DataErrors listing each schema violation in `doc` (at most `max_errors`)."""
    errors = sorted(_validator(name).iter_errors(doc.data), key=lambda e: list(map(str, e.absolute_path)))
    if not errors:
        return
    out: list[DataError] = []
    for err in errors[:max_errors]:
        e = _best(err)
        # a schema may word its own complaint (`message`), where the generic one would quote a regular expression
        custom = e.schema.get("message") if isinstance(e.schema, dict) else None
        out.append(doc.error(list(e.absolute_path), f"{e.instance!r} {custom}" if custom else e.message))
    raise DataErrors(out)


@lru_cache(maxsize=4096)
def _fragment_validator(text: str):
    fragment = json.loads(text)
    import jsonschema
    cls = jsonschema.validators.validator_for(fragment)
    cls.check_schema(fragment)
    return cls(fragment)


def validate_fragment(doc: Located, path: list, value, fragment: dict, what: str) -> DataError | None:
    """Validate one value against a schema fragment declared in the data itself (e.g. a map attribute)."""
    import jsonschema
    try:
        # big maps check the same few fragments tens of thousands of times: build each validator once
        validator = _fragment_validator(json.dumps(fragment, sort_keys=True))
    except jsonschema.SchemaError as e:
        return doc.error(path, f"{what}: the declared schema is invalid: {e.message}")
    err = next(iter(validator.iter_errors(value)), None)
    if err is not None:
        return doc.error(path + list(err.absolute_path), f"{what}: {err.message}")
    return None
