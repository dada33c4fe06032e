"""JSON Schema validation of data files, reporting every violation with its YAML path and line."""
from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources

import jsonschema

from ..errors import DataError, DataErrors
from .yamlio import Located


@lru_cache(maxsize=None)
def schema(name: str) -> dict:
    """The shipped schema `name` (e.g. 'map'), from interpreter/schemas/<name>.schema.json."""
    text = resources.files("pacwar.interpreter").joinpath("schemas", f"{name}.schema.json").read_text("utf-8")
    return json.loads(text)


@lru_cache(maxsize=None)
def _validator(name: str):
    s = schema(name)
    cls = jsonschema.validators.validator_for(s)
    return cls(s)


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
        out.append(doc.error(list(e.absolute_path), e.message))
    raise DataErrors(out)


def validate_fragment(doc: Located, path: list, value, fragment: dict, what: str) -> DataError | None:
    """Validate one value against a schema fragment declared in the data itself (e.g. a map attribute)."""
    try:
        jsonschema.validate(value, fragment)
    except jsonschema.ValidationError as e:
        return doc.error(path + list(e.absolute_path), f"{what}: {e.message}")
    except jsonschema.SchemaError as e:
        return doc.error(path, f"{what}: the declared schema is invalid: {e.message}")
    return None
