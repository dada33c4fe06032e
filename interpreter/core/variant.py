"""Variant folders: a game folder whose game.yaml says `extends: GAME` and holds only what it adds or replaces.

The base is a bundled game's name or a folder (relative to the variant's folder); a variant may extend a
variant. What the variant folder holds is laid over the base:
- rules/*.pw: its declarations (procedures, tables, variables, constants, triggers) are added, and hooks
  and invariants too; a declaration with the name of one in the base replaces it;
- game.yaml: options and sections by id, other keys replace the base's (title, fog, labels, score...);
- units.yaml (classes, units, cards by id; attributes by name), scenarios.yaml (scenarios by id),
  tables.yaml (tables by id), cards.yaml (decks and cards by id); map.yaml, when present, is the whole map.
Replacing is said, never silent: `replaces:` in game.yaml lists, by kind, what the variant replaces, and
the checker confirms that each listed name exists in the base and is defined by the variant, and that
everything the variant defines under a base name is listed. So a variant is its own diff, and a base that
drops or renames something a variant replaces breaks the variant loudly instead of changing it."""
from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import yaml

from pacwar.dsl import ast as A
from pacwar.interpreter.data.yamlio import Located
from pacwar.interpreter.errors import DataError, PacwarError

REPLACE_KINDS = ("rules", "options", "sections", "classes", "units", "cards", "decks", "scenarios", "tables", "map")
BY_ID = {"game.yaml": ("options", "sections"), "units.yaml": ("classes", "units", "cards"),
         "scenarios.yaml": ("scenarios",), "tables.yaml": ("tables",), "cards.yaml": ("decks", "cards")}


class MergedDoc(Located):
    """A data document made of a base's and a variant's: errors name both files and the YAML path (the
    merged text has no lines of its own)."""

    def line(self, path) -> int | None:
        return None


def extends_of(folder: Path) -> str | None:
    try:
        text = (folder / "game.yaml").read_text("utf-8")
        if "extends" not in text:   # most folders: no YAML parse on every load_game
            return None
        d = yaml.safe_load(text)
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        return None
    return d.get("extends") if isinstance(d, dict) and isinstance(d.get("extends"), str) else None


def base_folder(folder: Path, name: str, find_game) -> Path:
    rel = (folder / name)
    if rel.is_dir() and (rel / "game.yaml").exists():
        return rel.resolve()
    try:
        return find_game(name).resolve()
    except PacwarError:
        raise PacwarError(f"{folder / 'game.yaml'}: extends {name!r}, which is neither a bundled game nor a "
                          f"folder beside the variant") from None


def chain(folder: Path, find_game) -> list[Path]:
    """The folders from the root game to this one (a variant of a variant has three); find_game(name) is the
    folder of a bundled game (passed in: game.py imports this module)."""
    out = [folder.resolve()]
    while True:
        name = extends_of(out[0])
        if name is None:
            return out
        b = base_folder(out[0], name, find_game)
        if b in out:
            raise PacwarError(f"{out[0] / 'game.yaml'}: extends {name!r}, which extends it back (a cycle)")
        out.insert(0, b)


def _replaces(vdoc: Located, errors: list) -> dict:
    r = vdoc.data.get("replaces") or {}
    if not isinstance(r, dict):
        errors.append(vdoc.error(["replaces"], "replaces: is a mapping of kind to names, e.g. {rules: [ship_vp], tables: [hits]}"))
        return {}
    out = {}
    for k, v in r.items():
        if k not in REPLACE_KINDS:
            errors.append(vdoc.error(["replaces", k], f"unknown kind {k!r}", f"kinds: {', '.join(REPLACE_KINDS)}"))
        elif k == "map":
            if not isinstance(v, bool):
                errors.append(vdoc.error(["replaces", k], "replaces.map is true or false"))
            out[k] = bool(v)
        elif not (isinstance(v, list) and all(isinstance(x, str) for x in v)):
            errors.append(vdoc.error(["replaces", k], f"replaces.{k} is a list of names"))
        else:
            out[k] = list(v)
    return out


def _ids(records) -> list:
    return [r.get("id") for r in records or [] if isinstance(r, dict)]


def _check(vdoc: Located, kind: str, base_names, var_names, said: dict, errors: list, where: str) -> None:
    listed = said.get(kind, [])
    base_names, var_names = set(base_names), set(var_names)
    for n in listed:
        if n not in base_names:
            errors.append(vdoc.error(["replaces", kind], f"replaces {kind} {n!r}, which the base does not have",
                                     "a name the base drops or renames breaks the variant here, not silently"))
        elif n not in var_names:
            errors.append(vdoc.error(["replaces", kind], f"replaces {kind} {n!r} but does not define it ({where})"))
    for n in sorted((base_names & var_names) - set(listed)):
        errors.append(vdoc.error(["replaces"], f"{where} defines {kind} {n!r}, which the base already has",
                                 f"list it under replaces: {{{kind}: [{n}]}} to replace it, or rename it to add one"))


def _merge_by_id(base: list, var: list) -> list:
    out = [dict(r) for r in base or []]
    index = {r.get("id"): i for i, r in enumerate(out)}
    for r in var or []:
        if r.get("id") in index:
            out[index[r["id"]]] = r
        else:
            out.append(r)
    return out


def merge_docs(base: dict, folder: Path, display, errors: list, files, load) -> tuple[dict, dict]:
    """The variant's documents laid over the base's: (docs, what it replaces); `files` are the data files a
    game folder may hold and load(path, display) reads one."""
    var = {}
    for f in files:
        p = folder / f
        if p.exists():
            try:
                var[f] = load(p, display(p))
            except DataError as e:
                errors.append(e)
    if errors:
        return base, {}
    vdoc = var["game.yaml"]
    said = _replaces(vdoc, errors)
    out = dict(base)
    for f, vd in var.items():
        if not isinstance(vd.data, dict):
            errors.append(DataError(vd.file, "", "not a mapping"))
            continue
        if f == "map.yaml":
            _check(vdoc, "map", ["map"] if "map.yaml" in base else [], ["map"], {"map": ["map"]} if said.get("map") else {},
                   errors, vd.file)
            out[f] = vd
            continue
        bd = base.get(f)
        data = dict(bd.data) if bd is not None else {}
        for k, v in vd.data.items():
            if f == "game.yaml" and k in ("extends", "replaces"):
                continue
            if k in BY_ID.get(f, ()):
                if not isinstance(v, list):
                    errors.append(vd.error([k], f"{k} is a list of records"))
                    continue
                _check(vdoc, k, _ids(data.get(k)), _ids(v), said, errors, vd.file)
                data[k] = _merge_by_id(data.get(k), v)
            elif f == "units.yaml" and k == "attributes" and isinstance(v, dict):
                data[k] = {**(data.get(k) or {}), **v}
            else:
                data[k] = v
        text = json.dumps(data, sort_keys=True, default=str)
        out[f] = MergedDoc(f"{vd.file} (over {bd.file})" if bd is not None else vd.file, data, text)
    return out, said


def overlay_modules(base_modules: list, var_modules: list, said: dict, vdoc: Located, errors: list) -> list:
    """Rules: the base's declarations less those the variant replaces, then the variant's."""
    def key(d):
        if isinstance(d, (A.Hook, A.Calendar)) or not hasattr(d, "name"):
            return None
        return d.name
    base_names = {key(d) for m in base_modules for d in m.decls} - {None}
    var_names = {key(d) for m in var_modules for d in m.decls} - {None}
    _check(vdoc, "rules", base_names, var_names, said, errors, "the variant's rules")
    gone = set(said.get("rules", [])) & var_names
    kept = [dataclasses.replace(m, decls=[d for d in m.decls if key(d) not in gone]) for m in base_modules]
    return kept + list(var_modules)
