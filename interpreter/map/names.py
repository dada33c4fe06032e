"""Name look-up for a map: every id, printed name and alias of spaces (and of regions), with clashes reported.

Two spaces sharing a name or alias would make `resolve()` pick one silently, so the loader refuses it unless the
map says which one it means under `prefer:` (name -> space or region id)."""
from __future__ import annotations

from pacwar.interpreter.errors import DataError
from pacwar.interpreter.map.model import normalize_name
from pacwar.interpreter.data.yamlio import Located


def _claims(records: dict, listed: dict, section: str, grid_index: dict):
    """(name, record id, YAML path) for every id, name and alias."""
    for r in records.values():
        i = listed.get(r.id)
        base = [section, i] if i is not None else ["grids", grid_index.get(getattr(r, "grid", None), 0)]
        yield r.id, r.id, base + (["id"] if i is not None else [])
        if r.name and r.name != r.id:
            yield r.name, r.id, base + ["name"]
        for j, a in enumerate(r.aliases):
            yield a, r.id, base + ["aliases", j]


def build_names(doc: Located, d: dict, spaces: dict, regions: dict, errors: list[DataError]):
    """Name indexes for spaces and for regions; clashes not settled by `prefer` become errors."""
    prefer: dict[str, tuple[str, str]] = {}
    for name, target in d.get("prefer", {}).items():
        if target not in spaces and target not in regions:
            errors.append(doc.error(["prefer", name], f"unknown space or region {target!r}"))
            continue
        prefer[normalize_name(name)] = (name, target)
    grid_index = {g["id"]: gi for gi, g in enumerate(d.get("grids", []))}
    out = []
    for section, records in (("spaces", spaces), ("regions", regions)):
        listed = {r["id"]: i for i, r in enumerate(d.get(section, []))}
        owners: dict[str, list[tuple[str, list, str]]] = {}
        for name, rid, path in _claims(records, listed, section, grid_index):
            key = normalize_name(name)
            if key and not any(rid == o[0] for o in owners.get(key, [])):
                owners.setdefault(key, []).append((rid, path, name))
        index = {}
        for key, who in owners.items():
            pick = prefer.get(key)
            if pick and pick[1] in records:
                index[key] = pick[1]
                if not any(o[0] == pick[1] for o in who):
                    errors.append(doc.error(["prefer", pick[0]], f"{pick[0]!r} is not a name or alias of {pick[1]}"))
            elif len(who) > 1:
                (first, fpath, _), (second, spath, name) = who[0], who[1]
                line = doc.line(fpath)
                errors.append(doc.error(spath, f"ambiguous name {name!r}: it names {first}"
                                        + (f" (line {line})" if line else "") + f" and {second}"
                                        + (f" and {len(who) - 2} more" if len(who) > 2 else ""),
                                        f"rename one, or say which one it means: prefer: {{{name!r}: {first}}}"))
            else:
                index[key] = who[0][0]
        out.append(index)
    for key, (name, target) in prefer.items():
        if key not in out[0] and key not in out[1]:
            errors.append(doc.error(["prefer", name], f"{name!r} is not a name or alias of {target}"))
    return out[0], out[1]
