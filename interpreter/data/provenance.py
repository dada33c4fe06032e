"""Provenance of data records: the short string form is normalised into a mapping."""
from __future__ import annotations

import re

SOURCES = ("rulebook", "inferred", "geography", "reference", "assumed")
_SHORT = re.compile(r"^(rulebook) (?P<ref>\S.*)$|^(?P<src>inferred|geography|reference|assumed): (?P<detail>\S.*)$")


def normalize(prov) -> dict:
    """'rulebook §2.8' -> {src: rulebook, ref: '§2.8'}; 'assumed: why' -> {src: assumed, note: why}."""
    if isinstance(prov, dict):
        return prov
    m = _SHORT.match(prov)
    if not m:
        raise ValueError(f"bad provenance {prov!r}")
    if m.group("ref"):
        return {"src": "rulebook", "ref": m.group("ref")}
    src, detail = m.group("src"), m.group("detail")
    return {"src": src, "ref": detail} if src == "reference" else {"src": src, "note": detail}


def describe(prov: dict) -> str:
    detail = prov.get("ref") or prov.get("note") or ""
    return f"{prov['src']} {detail}".strip()
