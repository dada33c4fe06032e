"""`pacwar map check` and `pacwar map render`."""
from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from pacwar.interpreter.map.facts import check_facts
from pacwar.interpreter.map.loader import load_map
from pacwar.interpreter.map.queries import components
from pacwar.interpreter.data.provenance import SOURCES
from pacwar.interpreter.data.yamlio import load_yaml
from pacwar.interpreter.errors import PacwarError
from pacwar.interpreter.core.game import Game, find_game
from pacwar.interpreter.map.model import GameMap


def connectivity(m: GameMap) -> tuple[bool, list[str]]:
    """Every space should be joined to the main body of the map, except those marked unreachable_ok."""
    parts = components(m, list(m.spaces))
    main = parts[0] if parts else set()
    apart = [s for p in parts[1:] for s in sorted(p)]
    faults = [s for s in apart if not m.spaces[s].unreachable_ok]
    total, joined = Counter(), Counter()
    for s in m.spaces.values():
        total[s.kind] += 1
        joined[s.kind] += s.id in main
    by_kind = ", ".join(f"{k} {joined[k]}/{total[k]}" for k in total)
    if not apart:
        return True, [f"connectivity: one connected map ({by_kind})"]
    lines = [f"connectivity: {len(main)} of {len(m.spaces)} spaces joined; by kind: {by_kind}"]
    marked = [s for s in apart if m.spaces[s].unreachable_ok]
    if marked:
        lines.append(f"  apart, marked unreachable_ok: {', '.join(marked)}")
    if faults:
        lines.append(f"  apart and NOT marked unreachable_ok: {', '.join(faults[:20])}"
                     + (f" ... ({len(faults)} in all)" if len(faults) > 20 else ""))
    return not faults, lines


def provenance_lines(m: GameMap) -> list[str]:
    rows: list[tuple[str, Counter]] = [(what, Counter(c)) for what, c in m.provenance_summary().items()]
    total = sum((c for _, c in rows), Counter())
    n = sum(total.values()) or 1
    out = ["provenance: " + ", ".join(f"{s} {100 * total[s] // n}%" for s in SOURCES if total[s])
           + f" of {sum(total.values())} records", _table("records", rows)]
    attrs = sorted(m.attribute_provenance().items())
    if attrs:
        out.append("attribute values set, by source (attr_prov where given, else the record's prov):")
        out.append(_table("attribute", attrs))
    return out


def _table(title: str, rows: list[tuple[str, Counter]]) -> str:
    width = max([len(title)] + [len(w) for w, _ in rows])
    lines = [f"  {title:<{width}}" + "".join(f"{s:>11}" for s in SOURCES)]
    for what, c in rows:
        lines.append(f"  {what:<{width}}" + "".join(f"{c[s] or '.':>11}" for s in SOURCES))
    return "\n".join(lines)


def _locations(folder: Path, facts_resolved: int) -> tuple[bool, str]:
    """Locations named by scenarios and rules: loading the game checks both."""
    if not (folder / "game.yaml").exists():
        return True, (f"locations: no game.yaml yet; the {facts_resolved} names the rulebook's setups and rules use "
                      "are checked as resolves facts above")
    try:
        game = Game(folder)
    except PacwarError as e:
        if (folder / "rules").is_dir() and any((folder / "rules").glob("*.pw")):
            return False, "locations: the game does not load:\n  " + "\n  ".join(e.render().splitlines()[:10])
        return True, "locations: no rules yet; scenario and rule references not checked"
    n = sum(len(sc.get("_setup", [])) for sc in game.scenarios.values())
    unknown = _unknown_refs(folder, game)
    if unknown:
        return False, "locations: these @names are not spaces, regions or other entities of the game:\n  " + \
            "\n  ".join(unknown[:20])
    return True, f"locations: all {n} setup placements and every @name in the rules and scenarios resolve"


REF = re.compile(r"(?<![\w@])@([A-Za-z_][A-Za-z0-9_]*)")


def _unknown_refs(folder: Path, game: Game) -> list[str]:
    """@names in rules and in scenario expressions (setup choices are only evaluated in play) that name nothing."""
    out = []
    for f in [folder / "scenarios.yaml", *sorted((folder / "rules").glob("*.pw"))]:
        if not f.exists():
            continue
        for i, line in enumerate(f.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#", 1)[0]
            for name in REF.findall(code):
                if name not in game.kinds and game.map.resolve(name) is None and game.map.resolve_region(name) is None:
                    out.append(f"{game._display(f)}:{i}: @{name}")
    return out


def map_check(name: str) -> tuple[bool, str]:
    folder = find_game(name, "map.yaml")
    try:
        m = load_map(folder / "map.yaml")
    except PacwarError as e:
        return False, f"{name}: map does not load\n{e.render()}"
    lines = [f"{name}: {len(m.spaces)} spaces, {len(m.edges)} edges, {len(m.regions)} regions"]
    ok, conn = connectivity(m)
    lines += conn
    nfacts = resolved = 0
    failed = False
    for f in sorted((folder / "tests").glob("map_facts*.yaml")):
        doc = load_yaml(f)
        facts = doc.data.get("facts", []) if isinstance(doc.data, dict) else []
        nfacts += len(facts)
        resolved += sum(1 for x in facts if "resolves" in x or "resolves_region" in x)
        problems = check_facts(m, doc)
        failed |= bool(problems)
        lines += problems
    lines.append("map facts: none (no tests/map_facts*.yaml)" if not nfacts else
                 f"map facts: {nfacts} checked" + (" (FAILURES above)" if failed else ", all hold"))
    loc_ok, loc = _locations(folder, resolved)
    lines.append(loc)
    lines += provenance_lines(m)
    ok = ok and loc_ok and not failed
    lines.append("map check: " + ("passed" if ok else "FAILED"))
    return ok, "\n".join(lines)


def map_render(name: str, scenario: str | None, out: str | None) -> str:
    from pacwar.interpreter.render.draw import render_map
    folder = find_game(name, "map.yaml")
    target = Path(out or f"{folder.name}.svg")
    render_map(folder, scenario, target)
    return str(target)
