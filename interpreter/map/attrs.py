"""Attributes of map records: values checked against their declarations, and per-attribute provenance."""
from __future__ import annotations

from pacwar.interpreter.errors import DataError
from pacwar.interpreter.data.provenance import normalize
from pacwar.interpreter.data.schemas import validate_fragment
from pacwar.interpreter.data.yamlio import Located


def check_attrs(doc: Located, path: list, attrs: dict, decls: dict | None,
                declared_in: str = "map.yaml") -> list[DataError]:
    """Each attribute must be declared (when the file declares any), and its value must fit the declared
    schema fragment (map.yaml's spaces and edges; units.yaml's classes and counters use it too)."""
    if decls is None or not isinstance(attrs, dict):
        return []
    out = []
    for k, v in attrs.items():
        if k not in decls:
            out.append(doc.error(path + [k], f"undeclared attribute {k!r}",
                                 f"declare it under attributes in {declared_in}; known: {', '.join(sorted(decls))}"))
            continue
        frag = {kk: vv for kk, vv in decls[k].items() if kk != "description"}
        err = validate_fragment(doc, path + [k], v, frag, f"attribute {k}")
        if err:
            out.append(err)
    return out


def read_attr_prov(doc: Located, path: list, raw: dict, attrs: dict, what: str,
                   errors: list[DataError]) -> dict:
    """attr_prov of one record, normalised; every key must be an attribute the record has."""
    out = {}
    for k, p in (raw or {}).items():
        if k not in attrs:
            errors.append(doc.error(path + [k], f"attr_prov names {k!r}, which this {what} does not have",
                                    f"its attributes: {', '.join(sorted(attrs)) or 'none'}"))
            continue
        out[k] = normalize(p)
    return out
