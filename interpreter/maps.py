"""`pacwar map check` and `pacwar map render`."""
from __future__ import annotations

from pathlib import Path

import networkx as nx

from .data.map_facts import check_facts
from .data.map_loader import load_map
from .data.yamlio import load_yaml
from .errors import PacwarError
from .game import Game, find_game


def map_check(name: str) -> tuple[bool, str]:
    folder = find_game(name, "map.yaml")
    lines = []
    ok = True
    try:
        m = load_map(folder / "map.yaml")
    except PacwarError as e:
        return False, f"{name}: map does not load\n{e.render()}"
    lines.append(f"{name}: {len(m.spaces)} spaces, {len(m.edges)} edges, {len(m.regions)} regions")
    # connectivity
    g = nx.Graph()
    g.add_nodes_from(m.spaces)
    g.add_edges_from((e.a, e.b) for e in m.edges)
    comps = sorted(nx.connected_components(g), key=len, reverse=True)
    if len(comps) == 1:
        lines.append("connectivity: one connected map")
    else:
        small = [c for c in comps[1:]]
        lines.append(f"connectivity: {len(comps)} connected parts; the largest has {len(comps[0])} spaces; "
                     f"apart from it: " + "; ".join(", ".join(sorted(c)[:6]) + (" ..." if len(c) > 6 else "")
                                                   for c in small[:10]))
    # rulebook facts
    facts = sorted((folder / "tests").glob("map_facts*.yaml"))
    nfacts = 0
    for f in facts:
        doc = load_yaml(f)
        nfacts += len(doc.data.get("facts", []))
        problems = check_facts(m, doc)
        if problems:
            ok = False
            lines += problems
    lines.append(f"map facts: {nfacts} checked" + ("" if ok else " (FAILURES above)"))
    # locations named by scenarios and rules: loading the game checks both
    try:
        if not (folder / "game.yaml").exists():
            raise FileNotFoundError
        game = Game(folder)
        n = sum(len(sc.get("_setup", [])) for sc in game.scenarios.values())
        lines.append(f"locations: all {n} setup placements and every @space in the rules resolve")
    except FileNotFoundError:
        lines.append("locations: no game.yaml yet; scenario and rule references not checked")
    except PacwarError as e:
        first = e.render().splitlines()
        if (folder / "rules").is_dir() and any((folder / "rules").glob("*.pw")):
            ok = False
            lines.append("locations: the game does not load:\n  " + "\n  ".join(first[:10]))
        else:
            lines.append("locations: no rules yet; scenario and rule references not checked")
    # provenance
    from .provenance_report import Provenance
    p = Provenance()
    for s in m.spaces.values():
        p.add("spaces", s.prov)
    for e in m.edges:
        p.add("edges", e.prov)
    for r in m.regions.values():
        p.add("regions", r.prov)
    lines.append("provenance: " + p.one_line())
    lines.append(p.table())
    lines.append("map check: " + ("passed" if ok else "FAILED"))
    return ok, "\n".join(lines)


def map_render(name: str, scenario: str | None, out: str | None) -> str:
    from .render import render_map
    folder = find_game(name, "map.yaml")
    target = Path(out or f"{folder.name}.svg")
    render_map(folder, scenario, target)
    return str(target)
