"""How much of a game comes from the rulebook and how much is reconstructed, and which rulebook sections
the rules encode (for `pacwar list` and `pacwar rules`)."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from pacwar.interpreter.data.provenance import SOURCES, normalize
from pacwar.interpreter.core.game import Game


@dataclass
class Provenance:
    by_kind: dict = field(default_factory=dict)  # what -> Counter(src)

    def add(self, what: str, prov) -> None:
        if prov is None:
            return
        self.by_kind.setdefault(what, Counter())[normalize(prov)["src"]] += 1

    def total(self) -> Counter:
        t = Counter()
        for c in self.by_kind.values():
            t.update(c)
        return t

    def one_line(self) -> str:
        t = self.total()
        n = sum(t.values()) or 1
        return ", ".join(f"{src} {100 * t[src] // n}%" for src in SOURCES if t[src]) + f" of {sum(t.values())} records"

    def table(self) -> str:
        rows = [f"  {'':<10}" + "".join(f"{s:>11}" for s in SOURCES)]
        for what, c in self.by_kind.items():
            rows.append(f"  {what:<10}" + "".join(f"{c[s]:>11}" for s in SOURCES))
        return "\n".join(rows)


def game_provenance(g: Game) -> Provenance:
    p = Provenance()
    for s in g.map.spaces.values():
        p.add("spaces", s.prov)
    for e in g.map.edges:
        p.add("edges", e.prov)
    for r in g.map.regions.values():
        p.add("regions", r.prov)
    units = g._docs.get("units.yaml")
    if units:
        for c in units.data.get("classes", []):
            p.add("classes", c["prov"])
        for u in units.data.get("units", []) + units.data.get("cards", []):
            p.add("counters", u["prov"])
    for sc in g.scenarios.values():
        for e in sc.get("_setup", []):
            p.add("setup", e["prov"])
    for t in g.data_tables.values():
        p.add("tables", t.prov)
    return p


def _citations(g: Game) -> list[tuple[str, str]]:
    """(cite, where) for every cited rules block and data table."""
    out = []
    for p in g.program.proc_list:
        for c in p.cites:
            out.append((c, f"{p.pos.file}:{p.pos.line} {p.kind} {p.name}"))
        for _, node in p.level_keys:
            if getattr(node, "level", None) is not None and node.name != p.name:  # a phase block inside
                for c in node.cites:
                    out.append((c, f"{node.pos.file}:{node.pos.line} {node.level} {node.name}"))
    for t in g.tables.values():
        for c in t.cites:
            out.append((c, f"{t.where} table {t.name}"))
    return out


def _covers(section: str, cite: str) -> bool:
    return cite == section or cite.startswith(section + ".")


def rules_coverage(g: Game, show_all: bool = True) -> str:
    sections = g.meta.get("sections", [])
    cites = _citations(g)
    lines = [f"{g.title}: rulebook sections and where the rules encode them"]
    if not sections:
        lines.append("(game.yaml lists no sections; citations found:)")
        for c, where in sorted(cites):
            lines.append(f"  §{c:<10} {where}")
        return "\n".join(lines)
    done = 0
    for s in sections:
        hits = [w for c, w in cites if _covers(s["id"], c)]
        status = s.get("status")
        if hits and status != "partial":
            done += 1
            mark = "encoded"
        elif hits:
            mark = "partial"
        else:
            mark = {"not_needed": "not needed", None: "NOT YET", "todo": "NOT YET"}.get(status, status)
        if not show_all and mark == "encoded":
            continue
        note = f"  ({s['note']})" if s.get("note") else ""
        lines.append(f"§{s['id']:<8} {s['title'][:44]:<44} {mark}{note}")
        for w in hits[:6]:
            lines.append(f"           {w}")
        if len(hits) > 6:
            lines.append(f"           ... and {len(hits) - 6} more")
    known = {s["id"] for s in sections}
    stray = sorted({c for c, _ in cites if not any(_covers(k, c) or _covers(c, k) for k in known)})
    lines.append(f"{done} of {len(sections)} sections encoded")
    if stray:
        lines.append("citations of sections not in game.yaml's list: " + ", ".join("§" + c for c in stray))
    return "\n".join(lines)
