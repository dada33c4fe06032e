"""How much of a game comes from the rulebook and how much is reconstructed, and which rulebook sections
the rules encode (for `pacwar list` and `pacwar rules`)."""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

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
    cards = g._docs.get("cards.yaml")
    if cards:
        for c in cards.data.get("cards", []):
            p.add("cards", c["prov"])
    for sc in g.scenarios.values():
        for e in sc.get("_setup", []):
            p.add("setup", e["prov"])
    for t in g.data_tables.values():
        p.add("tables", t.prov)
    return p


# ---- rules coverage: per rulebook section, where it is encoded and which golden tests check it
#
# The rule (docs/authoring.md, "Coverage"): a level block, hook, trigger, invariant or procedure IMPLEMENTS
# every section it cites, except a query (a procedure that returns a value: a helper other blocks ask), which
# implements its first citation and only MENTIONS the others that another block implements (their home is
# there; a further citation no other block implements is the query's to encode); a var, const, table or calendar, and a data
# record (YAML) whose provenance or citation names a section, HOLD the section as data. A section is
# encoded when a block implements it or a record holds it, when one of its subsections is encoded, or when
# its parent section (x.y for x.y.z) is implemented: subsections are often encoded in their parent's block.
# Mentions alone do not make a section encoded. A section is tested when a golden test cites it (cite or
# cites) or cites one of its subsections. game.yaml declares a section out of scope with status: out_of_scope
# and a note giving the reason, and one not done yet with status: todo (not encoded, whatever cites it).

STATUSES = ("encoded, tested", "encoded, untested", "not encoded", "out of scope")
_NUM = re.compile(r"(?<![\d.])\d+\.\d+(?:\.\d+)*")
_REF = re.compile(r"(?:§|\brulebook\s+|\bR\s+)((?:§?\d+\.\d+(?:\.\d+)*)(?:\s*(?:,|-|and)\s*§?\d+\.\d+(?:\.\d+)*)*)")


@dataclass
class Cite:
    section: str
    where: str   # path relative to the game folder, and line
    what: str    # "proc NAME", "phase NAME", "table NAME", "units.yaml record", ...
    role: str    # implements | mentions | data


def _rel(g: Game, file: str) -> str:
    try:
        return str(Path(file).resolve().relative_to(Path(g.folder).resolve()))
    except ValueError:
        return file


def _rules_cites(g: Game) -> list[Cite]:
    """Citations of rules blocks, from the syntax tree of every rules file."""
    from pacwar.dsl import ast as A
    from pacwar.dsl.parser import parse
    out = []

    def returns_value(body) -> bool:
        stack = list(body)
        while stack:
            x = stack.pop()
            if isinstance(x, A.Return) and x.value is not None:
                return True
            for f in getattr(x, "__dataclass_fields__", {}):
                v = getattr(x, f, None)
                stack += [y for y in (v if isinstance(v, list) else [v]) if isinstance(y, A.Stmt)]
        return False

    def visit(node, top: bool):
        cites = getattr(node, "cites", None)
        if isinstance(node, (A.Decl, A.Level)) and cites:
            kind = getattr(node, "level", None) or type(node).__name__.lower()
            what = f"{kind} {getattr(node, 'name', '') or ''}".strip()
            where = f"{_rel(g, node.pos.file)}:{node.pos.line}"
            data = isinstance(node, (A.Var, A.Const, A.Table, A.Calendar))
            query = isinstance(node, A.Proc) and node.level is None and returns_value(node.body)
            for i, c in enumerate(cites):
                role = "data" if data else "mentions" if query and i > 0 else "implements"
                out.append(Cite(str(c).lstrip("§"), where, what, role))
        for f in getattr(node, "__dataclass_fields__", {}):
            v = getattr(node, f, None)
            for x in (v if isinstance(v, list) else [v]):
                if isinstance(x, (A.Stmt, A.Decl)):
                    visit(x, False)

    for f in sorted(Path(g.folder, "rules").glob("*.pw")):
        module = parse(f.read_text(encoding="utf-8"), str(f))
        for d in module.decls:
            visit(d, True)
    # a query's further citation is a mere mention only where another block is the section's home; where
    # no block implements the section otherwise, the query is where it is encoded
    homes = {c.section for c in out if c.role == "implements"}
    for c in out:
        if c.role == "mentions" and c.section not in homes:
            c.role = "implements"
    return out


def _refs(text: str) -> list[str]:
    out = []
    for m in _REF.finditer(text):
        out += _NUM.findall(m.group(1))
    return out


def _data_cites(g: Game) -> list[Cite]:
    """Data records whose provenance or citation names a rulebook section."""
    from pacwar.interpreter.core.scripted import _rules_attribute_names
    out = []
    read = _rules_attribute_names(g)

    def secs(rec: dict) -> list[str]:
        found = []
        prov = rec.get("prov")
        if isinstance(prov, dict):
            if prov.get("src") == "rulebook":
                found += _NUM.findall(str(prov.get("ref", "")))
            found += _refs(str(prov.get("note", ""))) + _refs(str(prov.get("ref", "")) if prov.get("src") != "rulebook" else "")
        elif isinstance(prov, str):
            found += _NUM.findall(prov) if prov.startswith("rulebook") else _refs(prov)
        for k in ("cite", "cites"):
            v = rec.get(k)
            for c in (v if isinstance(v, list) else [v] if v is not None else []):
                found += _NUM.findall(str(c))
        for k, v in rec.items():  # per-attribute provenance, e.g. small_area: "rulebook §2.7.2"
            if isinstance(v, dict):
                for a, t in v.items():
                    # an attribute no rules file reads encodes nothing yet
                    if isinstance(t, str) and t.startswith("rulebook") and a in read:
                        found += _NUM.findall(t)
        return list(dict.fromkeys(found))

    def walk(x, name, doc, label):
        if isinstance(x, dict):
            if "prov" in x or "cite" in x or "cites" in x:
                rid = x.get("id") or x.get("unit") or x.get("name") or label
                for s_ in secs(x):
                    out.append(Cite(s_, name, f"{name} {rid}", "data"))
            for k, v in x.items():
                # an option is a switch: the blocks that read it carry the rule, and cite it themselves
                if k not in ("prov", "sections") and not (name == "game.yaml" and k == "options"):
                    walk(v, name, doc, k)
        elif isinstance(x, list):
            for v in x:
                walk(v, name, doc, label)

    for name, doc in g._docs.items():
        walk(doc.data, name, doc, name)
    return out


def _ancestors(sec: str) -> list[str]:
    parts = sec.split(".")
    return [".".join(parts[:i]) for i in range(len(parts) - 1, 1, -1)]


def _is_under(cite: str, sec: str) -> bool:
    """cite is a subsection of sec: 5.3.7 under 5.3; a chapter heading X.0 holds X.1, X.2, ..."""
    if cite.startswith(sec + "."):
        return True
    head, _, last = sec.rpartition(".")
    return last == "0" and "." not in head and cite.startswith(head + ".") and cite != sec


def coverage_report(g: Game) -> dict:
    """Per section of game.yaml: status, how it is encoded, where, mentions, tests; and totals."""
    from pacwar.interpreter.tooling.golden import cases
    sections = g.meta.get("sections", [])
    cites = _rules_cites(g) + _data_cites(g)
    tests = []
    for case in (cases(g) if any((Path(g.folder) / "tests").glob("golden*.yaml")) else []):
        tests.append((case.cites, f"{Path(case.file).name} #{case.index + 1}: {case.spec['name']}"))
    known = {str(s["id"]) for s in sections}
    rows = []
    totals = {k: 0 for k in STATUSES}
    for s in sections:
        sid = str(s["id"])
        own = [c for c in cites if c.section == sid and c.role != "mentions"]
        mentions = [c for c in cites if c.section == sid and c.role == "mentions"]
        subs = sorted({c.section for c in cites if c.role != "mentions" and _is_under(c.section, sid)})
        parent = next((a for a in _ancestors(sid) if any(c.section == a and c.role == "implements" for c in cites)), None)
        how = []
        if any(c.role == "implements" for c in own):
            how.append("rules")
        if any(c.role == "data" for c in own):
            how.append("data")
        if subs:
            how.append("in subsections " + ", ".join("§" + x for x in subs[:6]) + (" ..." if len(subs) > 6 else ""))
        if parent and not own:
            how.append(f"under §{parent}")
        tested = [t for cs, t in tests if any(c == sid or _is_under(c, sid) for c in cs)]
        declared = s.get("status")
        if declared in ("out_of_scope", "not_needed"):
            status = "out of scope"
        elif declared == "todo":  # the author says it is not done: citations only say where it is meant to go
            status = "not encoded"
            if how:
                how.append("game.yaml: todo")
        elif how:
            status = "encoded, tested" if tested else "encoded, untested"
        else:
            status = "not encoded"
        totals[status] += 1
        rows.append({"id": sid, "title": s["title"], "status": status, "how": how,
                     "partial": declared == "partial", "reason": s.get("note"),
                     "encoded_in": [f"{c.where} {c.what}" for c in own if c.role == "implements"],
                     "data": sorted({c.where for c in own if c.role == "data"}),
                     "data_records": sum(1 for c in own if c.role == "data"),
                     "mentioned_in": [f"{c.where} {c.what}" for c in mentions],
                     "tests": tested})
    stray = sorted({c.section for c in cites if c.role != "data" and not any(
        c.section == k or _is_under(c.section, k) or _is_under(k, c.section) for k in known)})
    untested_cites = sorted({c for cs, _ in tests for c in cs if c not in known and not any(_is_under(c, k) for k in known)})
    return {"game": g.id, "title": g.title, "sections": rows, "totals": totals, "stray_citations": stray,
            "test_citations_not_in_sections": untested_cites}


def render_coverage(rep: dict, only: str | None = None) -> str:
    """Text of coverage_report; only = 'missing' (not encoded) or 'untested' (encoded, untested)."""
    want = {"missing": ("not encoded",), "untested": ("encoded, untested",)}.get(only or "", STATUSES)
    lines = [f"{rep['title']}: rulebook sections, where the rules encode them, which golden tests check them"]
    for r in rep["sections"]:
        if r["status"] not in want:
            continue
        extra = "; ".join(r["how"]) + (" (partial)" if r["partial"] else "")
        if r["status"] == "out of scope":
            extra = r["reason"] or "no reason given"
        lines.append(f"§{r['id']:<8} {r['title'][:40]:<40} {r['status']:<18} {extra}".rstrip())
        data = [f"{', '.join(r['data'])} ({r['data_records']} records)"] if r["data"] else []
        for label, items in (("rules", r["encoded_in"]), ("data", data), ("mentioned", r["mentioned_in"]),
                             ("tests", r["tests"])):
            for w in items[:4]:
                lines.append(f"           {label + ':':<10} {w}")
            if len(items) > 4:
                lines.append(f"           {'':<10} ... and {len(items) - 4} more")
    if rep["stray_citations"]:
        lines.append("citations of sections not in game.yaml's list: " + ", ".join("§" + c for c in rep["stray_citations"]))
    if rep["test_citations_not_in_sections"]:
        lines.append("golden tests cite sections not in game.yaml's list: "
                     + ", ".join("§" + c for c in rep["test_citations_not_in_sections"]))
    t = rep["totals"]
    lines.append("totals: " + ", ".join(f"{k} {t[k]}" for k in STATUSES) + f" (of {sum(t.values())} sections)")
    return "\n".join(lines)


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
