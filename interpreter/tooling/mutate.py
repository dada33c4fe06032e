"""`pacwar mutate`: a mutation fuzzer for bad input. It mutates copies of a game's rules files, YAML data, save
files and command-line arguments (truncations, token swaps, binary bytes, misspelt names, deleted keys, type
changes, negative numbers, duplicated ids, edited save fields...), runs the real commands in-process on each,
and classifies every outcome:

- clear error: refused with a message (naming the mutated file, for files) and no traceback;
- valid run: accepted and run (right for a mutation that may be harmless, e.g. a truncation at a line end);
- late error: a mutated data or rules file passed `validate` and was refused only in play;
- unclear error: refused, but without a message naming the mutated file;
- valid input refused: a mutation known to be harmless (e.g. `--option x=off`) was refused;
- internal error: the engine crashed ("internal error ... this is a bug", or an exception out of main);
- silently accepted: a mutation known to be wrong (a negative cost, a duplicated id, an edited save) ran
  without an error.

Everything is written under one temporary folder, removed at the end. Deterministic for a given seed."""
from __future__ import annotations

import contextlib
import copy
import io
import json
import random
import re
import shutil
import signal
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from pacwar.interpreter.core import game as game_module
from pacwar.interpreter.core.game import find_game

OUTCOMES = ("clear error", "valid run", "late error", "unclear error", "valid input refused", "internal error",
            "silently accepted", "hang")
BAD = ("internal error", "silently accepted", "hang")
KINDS = ("rules", "data", "save", "cli")
LIMIT_MSG = "did not end within"
BINARY = [b"\xff\xfe\x00", b"\x00\x01\x02\x03", b"\xc3\x28", b"\x80\x81\xfe", b"\xe2\x82", b"\x1b[0m\x07"]


@dataclass
class Mutation:
    kind: str            # rules, data, save or cli
    what: str            # a readable description
    wrong: bool | None   # True: known wrong input; False: known valid; None: may be either
    file: str | None = None   # the mutated file's name, which a clear error names


@dataclass
class Result:
    mutation: Mutation
    outcome: str
    detail: str


@dataclass
class MutationReport:
    results: list = field(default_factory=list)
    seconds: float = 0.0

    def counts(self) -> dict:
        table = {k: Counter() for k in KINDS}
        for r in self.results:
            table[r.mutation.kind][r.outcome] += 1
        return table

    @property
    def ok(self) -> bool:
        return not any(r.outcome in BAD for r in self.results)

    def table(self) -> str:
        counts = self.counts()
        cols = [o for o in OUTCOMES if any(counts[k][o] for k in KINDS) or o in BAD or o == "clear error"]
        head = f"| {'input':<8} | " + " | ".join(cols) + " | total |"
        lines = [head, "|" + "|".join("-" * (len(c) + 2) for c in ["input".ljust(8)] + cols + ["total"]) + "|"]
        total = Counter()
        for k in KINDS:
            row = counts[k]
            total.update(row)
            lines.append(f"| {k:<8} | " + " | ".join(f"{row[c]:>{len(c)}}" for c in cols)
                         + f" | {sum(row.values()):>5} |")
        lines.append(f"| {'all':<8} | " + " | ".join(f"{total[c]:>{len(c)}}" for c in cols)
                     + f" | {sum(total.values()):>5} |")
        return "\n".join(lines)

    def summary(self, show: int = 30) -> str:
        out = [f"{len(self.results)} mutated inputs in {self.seconds:.0f}s", self.table()]
        bad = [r for r in self.results if r.outcome not in ("clear error", "valid run")]
        if bad:
            out.append("")
            out.append("to look at:")
            for r in bad[:show]:
                out.append(f"  [{r.outcome}] {r.mutation.kind}: {r.mutation.what}\n      {r.detail}")
        out.append("no internal errors and no silently accepted wrong input" if self.ok else
                   "FAILED: internal errors or silently accepted wrong input")
        return "\n".join(out)


# ---- running a command in-process
class _Timeout(Exception):
    pass


def _alarm(signum, frame):
    raise _Timeout()


def run_command(main, argv: list[str], timeout: int = 120, stdin_text: str = "") -> tuple[int | None, str, str, str | None]:
    """Run `pacwar ARGV` in this process through main (the command's entry point, given by the caller: the
    tools sit below the command line and do not import it): (exit code, stdout, stderr, escaped exception
    or 'hang')."""
    out, err = io.StringIO(), io.StringIO()
    code, escaped = None, None
    old = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(timeout)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err), _stdin(stdin_text):
            code = main(argv)
    except SystemExit as e:   # argparse refuses a bad argument with exit status 2
        code = e.code if isinstance(e.code, int) else 2
    except _Timeout:
        escaped = "hang"
    except BaseException as e:  # noqa: BLE001 - anything out of main is a crash to report
        escaped = f"{type(e).__name__}: {e}"
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    return code, out.getvalue(), err.getvalue(), escaped


@contextlib.contextmanager
def _stdin(text: str):
    import sys
    saved = sys.stdin
    sys.stdin = io.StringIO(text)
    try:
        yield
    finally:
        sys.stdin = saved


def _names_file(m: Mutation, text: str) -> bool:
    """A clear error about a file names it; a rules file cut short may be reported where a name went missing."""
    if not m.file:
        return True
    if m.wrong is None and re.search(r"\.(pw|yaml):\d+", text):
        return True   # a file cut short may leave another file naming what went missing, with its position
    return m.file in text or (m.file.endswith(".pw") and re.search(r"\.pw:\d+:\d+: ", text) is not None)


def classify(m: Mutation, code, out: str, err: str, escaped) -> tuple[str, str]:
    lines = [x.strip() for x in (err + "\n" + out).splitlines() if x.strip()]
    named = [x for x in lines if m.file and m.file in x]
    first = (named or err.strip().splitlines() or out.strip().splitlines()[-1:] or [""])[0].strip()[:240]
    if escaped == "hang":
        return "hang", "no answer within the time limit"
    if escaped or "internal error" in err or "Traceback" in err:
        return "internal error", escaped or first
    text = err + out
    limit_only = code == 1 and LIMIT_MSG in err and len(err.strip().splitlines()) == 1
    if code == 0 or limit_only:
        if m.wrong:
            return "silently accepted", (out.strip().splitlines() or [""])[-1][:200]
        return "valid run", first
    if m.wrong is False:
        return "valid input refused", first
    if not text.strip() or not _names_file(m, text):
        return "unclear error", first or f"exit {code} with no message"
    return "clear error", first


# ---- text helpers
def _code_spans(text: str, pattern: str):
    """Matches of `pattern` in the code of a rules file: not in comments, not in strings."""
    out = []
    offset = 0
    for line in text.splitlines(keepends=True):
        code_end, quote = len(line), False
        for i, ch in enumerate(line):
            if ch == '"':
                quote = not quote
            elif ch == "#" and not quote:
                code_end = i
                break
        code = line[:code_end]
        for mt in re.finditer(pattern, code):
            before = code[:mt.start()]
            if before.count('"') % 2 == 0:
                out.append((offset + mt.start(), offset + mt.end(), mt))
        offset += len(line)
    return out


TOKEN = re.compile(r"[A-Za-z_][A-Za-z0-9_]*|\d+|\"[^\"\n]*\"|==|!=|<=|>=|\.\.|\S")


def _leaves(node, path=()):
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _leaves(v, path + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _leaves(v, path + (i,))
    else:
        yield path, node


def _get(node, path):
    for p in path:
        node = node[p]
    return node


def _records_with_id(node, path=()):
    """(path of the list, index) of every record with an `id` inside a list."""
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _records_with_id(v, path + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            if isinstance(v, dict) and "id" in v:
                yield path, i
            yield from _records_with_id(v, path + (i,))


def _other_type(v, rng):
    if isinstance(v, bool):
        return rng.choice(["yes please", 2, [v]])
    if isinstance(v, int):
        return rng.choice(["", "three", [v], {"n": v}, True])
    if isinstance(v, str):
        return rng.choice([7, [v], {"x": v}, True])
    if isinstance(v, list):
        return rng.choice([3, "list"])
    if isinstance(v, dict):
        return rng.choice([3, "record", [1]])
    return "zq"


def _fmt(path) -> str:
    out = ""
    for p in path:
        out += f"[{p}]" if isinstance(p, int) else ("." if out else "") + str(p)
    return out


# ---- the fuzzer
class Fuzzer:
    def __init__(self, games: list[tuple[str, str]], seed: int, work: Path, decisions: int = 150, command=None):
        self.command = command   # the pacwar command's main(argv)
        self.games = games
        self.rng = random.Random(seed)
        self.work = work
        self.decisions = decisions
        self.n = 0
        self.bases: dict[str, Path] = {}
        self.saves: dict[str, Path] = {}
        for name, scenario in games:
            base = work / "base" / name
            shutil.copytree(find_game(name), base, ignore=shutil.ignore_patterns("tests", "__pycache__", "notes.md"))
            self.bases[name] = base

    def _fresh(self, name: str) -> Path:
        self.n += 1
        dst = self.work / f"m{self.n}" / name
        shutil.copytree(self.bases[name], dst)
        return dst

    def _out(self, name: str) -> Path:
        self.n += 1
        d = self.work / f"o{self.n}"
        d.mkdir(parents=True)
        return d / name

    def _cleanup(self, path: Path) -> None:
        shutil.rmtree(path.parent if path.name in self.bases else path, ignore_errors=True)
        game_module._CACHE.pop(str(path.resolve()), None)

    # -- rules
    def mutate_rules(self, name: str, scenario: str) -> Result:
        rng = self.rng
        g = self._fresh(name)
        files = sorted((g / "rules").glob("*.pw"))
        f = rng.choice(files)
        text = f.read_text("utf-8")
        op = rng.choice(["truncate", "swap", "delete_token", "binary", "attr", "call", "entity", "duplicate_line"])
        wrong: bool | None = None
        if op == "truncate":
            at = rng.randrange(len(text))
            new, what = text[:at], f"truncated at byte {at}"
        elif op in ("swap", "delete_token"):
            toks = list(TOKEN.finditer(text))
            i = rng.randrange(len(toks) - 1)
            a, b = toks[i], toks[i + 1]
            if op == "swap":
                new = text[:a.start()] + b.group() + text[a.end():b.start()] + a.group() + text[b.end():]
                what = f"tokens {a.group()!r} and {b.group()!r} swapped"
            else:
                new = text[:a.start()] + text[a.end():]
                what = f"token {a.group()!r} deleted"
        elif op == "binary":
            at = rng.randrange(len(text))
            raw = text.encode("utf-8")
            f.write_bytes(raw[:at] + rng.choice(BINARY) + raw[at:])
            new, what, wrong = None, f"binary bytes at byte {at}", True
        elif op == "duplicate_line":
            lines = text.splitlines(keepends=True)
            i = rng.randrange(len(lines))
            new = "".join(lines[:i + 1] + lines[i:])
            what = f"line {i + 1} duplicated"
        else:
            pattern = {"attr": r"(?<=[A-Za-z0-9_)\]])\.([a-z_][a-z0-9_]*)\b(?!\s*[-+*/]?=[^=])",
                       "call": r"(?<![.@\w])([a-z_][a-z0-9_]*)\(",
                       "entity": r"@([A-Za-z_][A-Za-z0-9_]*)"}[op]
            spans = [s for s in _code_spans(text, pattern)
                     if not (op == "call" and re.search(r"\b(procedure|function|action|hook|trigger|invariant)\s+\w*$",
                                                       text[max(0, s[0] - 40):s[0]]))]
            if not spans:
                return self.mutate_rules(name, scenario)
            s, e, mt = rng.choice(spans)
            word = mt.group(1)
            pos = s + mt.start(1) - mt.start()
            new = text[:pos] + word + "_zq" + text[pos + len(word):]
            what, wrong = f"{op} {word!r} misspelt as {word}_zq", True
        if new is not None:
            f.write_text(new, "utf-8")
        m = Mutation("rules", f"{name} {f.name}: {what}", wrong, f.name)
        try:
            return self._run_game(m, g, scenario)
        finally:
            self._cleanup(g)

    # -- data
    def mutate_data(self, name: str, scenario: str) -> Result:
        rng = self.rng
        g = self._fresh(name)
        files = [f for f in ("units.yaml", "tables.yaml", "scenarios.yaml", "game.yaml", "map.yaml") if (g / f).exists()]
        fname = rng.choice(files)
        f = g / fname
        raw = f.read_bytes()
        op = rng.choice(["binary", "truncate", "delete_key", "type", "negative", "duplicate_id", "bad_ref",
                         "steps", "var_type", "roundtrip", "bad_utf8_tail"])
        try:
            m = self._data_op(op, name, g, fname, f, raw)
        except _Skip:
            self._cleanup(g)
            return self.mutate_data(name, scenario)
        try:
            return self._run_game(m, g, scenario)
        finally:
            self._cleanup(g)

    def _data_op(self, op, name, g, fname, f, raw) -> Mutation:
        rng = self.rng
        if op == "binary":
            at = rng.randrange(len(raw))
            f.write_bytes(raw[:at] + rng.choice(BINARY) + raw[at:])
            return Mutation("data", f"{name} {fname}: binary bytes at byte {at}", True, fname)
        if op == "bad_utf8_tail":
            f.write_bytes(raw + b"\n# \xe9t\xe9\n")
            return Mutation("data", f"{name} {fname}: a Latin-1 comment at the end", True, fname)
        if op == "truncate":
            lines = raw.decode("utf-8").splitlines(keepends=True)
            i = rng.randrange(1, len(lines))
            f.write_text("".join(lines[:i]), "utf-8")
            return Mutation("data", f"{name} {fname}: truncated after line {i}", None, fname)
        doc = yaml.safe_load(raw.decode("utf-8"))
        what, wrong = self._edit_doc(op, fname, doc)
        f.write_text(yaml.safe_dump(doc, sort_keys=False, allow_unicode=True, width=200), "utf-8")
        return Mutation("data", f"{name} {fname}: {what}", wrong, fname)

    def _edit_doc(self, op, fname, doc) -> tuple[str, bool | None]:
        rng = self.rng
        if op == "roundtrip":
            return "read and written back unchanged (control)", False
        if op == "duplicate_id":
            recs = list(_records_with_id(doc))
            if fname == "map.yaml":
                recs = [r for r in recs if r[0] and r[0][0] in ("spaces", "regions")]
            if not recs:
                raise _Skip
            lpath, i = rng.choice(recs)
            lst = _get(doc, lpath)
            lst.insert(i + 1, copy.deepcopy(lst[i]))
            return f"record {_fmt(lpath)}[{i}] (id {lst[i]['id']!r}) duplicated", True
        if op == "delete_key":
            required = {
                "units.yaml": [(("classes",), ("id", "prov")), (("units",), ("id", "class", "prov"))],
                "tables.yaml": [(("tables",), ("id", "cite", "rows", "prov"))],
                "scenarios.yaml": [(("scenarios",), ("id", "name", "cite"))],
                "game.yaml": [(("sides",), ("id",)), (("nations",), ("id", "side"))],
                "map.yaml": [(("spaces",), ("id",))],
            }[fname]
            lpath, keys = rng.choice(required)
            lst = doc.get(lpath[0]) or []
            if not lst:
                raise _Skip
            i = rng.randrange(len(lst))
            k = rng.choice([k for k in keys if k in lst[i]] or [None])
            if k is None:
                raise _Skip
            del lst[i][k]
            return f"required key {k!r} deleted from {_fmt(lpath)}[{i}]", True
        if op in ("type", "negative"):
            if fname == "units.yaml":
                leaves = [(p, v) for p, v in _leaves(doc) if len(p) >= 4 and p[0] in ("classes", "units", "cards")
                          and p[2] == "attrs"]
                leaves += [(p, v) for p, v in _leaves(doc) if len(p) == 3 and p[2] in ("max_steps", "steps")]
            elif fname == "tables.yaml":
                leaves = [(p, v) for p, v in _leaves(doc) if "rows" in p and "value" in p
                          and len(_get(doc, p[:3])) > 1]
            elif fname == "scenarios.yaml":
                leaves = [(p, v) for p, v in _leaves(doc) if len(p) == 5 and p[2] == "setup"
                          and p[4] in ("steps", "max_steps", "count")]
            elif fname == "game.yaml":
                leaves = [(p, v) for p, v in _leaves(doc) if p in (("id",), ("title",)) or
                          (len(p) == 3 and p[0] in ("sides", "nations") and p[2] in ("id", "side"))]
            else:
                leaves = [(p, v) for p, v in _leaves(doc) if len(p) == 3 and p[0] == "spaces" and p[2] in ("id", "kind")]
            if op == "negative":
                leaves = [(p, v) for p, v in leaves if isinstance(v, int) and not isinstance(v, bool)]
                wrong = fname != "tables.yaml"   # a table of numbers may well hold a negative modifier
            else:
                wrong = True
            if not leaves:
                raise _Skip
            p, v = rng.choice(leaves)
            new = -rng.randint(1, 9) if op == "negative" else _other_type(v, rng)
            if fname == "tables.yaml" and op == "type":
                # a cell of another shape than its table's others (a table of lists may hold lists of lists)
                cells = {type(x) for _, x in _leaves(_get(doc, p[:3]))}
                if type(new) in cells:
                    raise _Skip
            parent = _get(doc, p[:-1])
            parent[p[-1]] = new
            return f"{_fmt(p)}: {v!r} -> {new!r}", wrong
        if op == "bad_ref":
            refs = []
            for i, u in enumerate(doc.get("units", []) if fname == "units.yaml" else []):
                refs += [(("units", i, k), u[k]) for k in ("class", "nation") if k in u]
            if fname == "scenarios.yaml":
                for si, s in enumerate(doc["scenarios"]):
                    for j, e in enumerate(s.get("setup", [])):
                        refs += [(("scenarios", si, "setup", j, k), e[k]) for k in ("unit", "class", "nation", "at", "by")
                                 if isinstance(e.get(k), str)]
            if fname == "game.yaml":
                refs += [(("nations", i, "side"), n["side"]) for i, n in enumerate(doc.get("nations", []))]
            if not refs:
                raise _Skip
            p, v = rng.choice(refs)
            _get(doc, p[:-1])[p[-1]] = v + "_zq"
            return f"{_fmt(p)}: reference {v!r} -> {v}_zq (names nothing)", True
        if op == "steps":
            if fname != "scenarios.yaml":
                raise _Skip
            entries = [(("scenarios", si, "setup", j), e) for si, s in enumerate(doc["scenarios"])
                       for j, e in enumerate(s.get("setup", [])) if "max_steps" in e]
            if not entries:
                raise _Skip
            p, e = rng.choice(entries)
            e["steps"] = e["max_steps"] + rng.randint(1, 90)
            return f"{_fmt(p)}.steps {e['steps']} above max_steps {e['max_steps']}", True
        if op == "var_type":
            if fname != "scenarios.yaml":
                raise _Skip
            pairs = [(si, k) for si, s in enumerate(doc["scenarios"]) for k, v in (s.get("vars") or {}).items()
                     if isinstance(v, (bool, int, str)) and v is not None]
            if not pairs:
                raise _Skip
            si, k = rng.choice(pairs)
            v = doc["scenarios"][si]["vars"][k]
            new = "text" if not isinstance(v, str) else 5
            doc["scenarios"][si]["vars"][k] = new
            return f"scenarios[{si}].vars.{k}: {v!r} -> {new!r}", True
        raise _Skip

    def _run_game(self, m: Mutation, g: Path, scenario: str) -> Result:
        code, out, err, esc = run_command(self.command, ["validate", str(g)])
        outcome, detail = classify(m, code, out, err, esc)
        if outcome != "valid run" and outcome != "silently accepted":
            return Result(m, outcome, detail)
        code, out, err, esc = run_command(self.command, ["play", str(g), scenario, "--quiet", "--seed", str(self.rng.randrange(100)),
                                           "--max-decisions", str(self.decisions)])
        outcome2, detail2 = classify(m, code, out, err, esc)
        if outcome2 in ("clear error", "unclear error"):
            return Result(m, "late error", detail2)
        return Result(m, outcome2, detail2)

    # -- saves
    def _base_save(self, name: str, scenario: str) -> Path:
        if name not in self.saves:
            path = self.work / "base" / f"{name}.json"
            code, out, err, esc = run_command(self.command, ["play", name, scenario, "--quiet", "--seed", "1", "--save", str(path),
                                               "--agents", "random:3,first", "--max-decisions", str(self.decisions)])
            if not path.exists():
                raise RuntimeError(f"cannot make the base save of {name}: {err or out}")
            self.saves[name] = path
        return self.saves[name]

    def mutate_save(self, name: str, scenario: str) -> Result:
        rng = self.rng
        base = self._base_save(name, scenario)
        text = base.read_text("utf-8")
        doc = json.loads(text)
        out = self._out("edited.json")
        op = rng.choice(["state", "state", "state", "history", "header", "truncate", "binary", "log", "agents_ok",
                         "control"])
        wrong: bool | None = True
        if op == "truncate":
            at = rng.randrange(len(text))
            out.write_text(text[:at], "utf-8")
            what = f"truncated at byte {at}"
        elif op == "binary":
            at = rng.randrange(len(text))
            raw = text.encode("utf-8")
            out.write_bytes(raw[:at] + rng.choice(BINARY) + raw[at:])
            what = f"binary bytes at byte {at}"
        else:
            if op == "state":
                leaves = list(_leaves(doc["state"]))
                p, v = rng.choice(leaves)
                new = self._changed(v)
                _get(doc["state"], p[:-1])[p[-1]] = new
                what = f"state.{_fmt(p)}: {v!r} -> {new!r}"[:160]
                if rng.random() < 0.7:   # also re-compute the digest, as a careful editor would
                    from pacwar.interpreter.core.digest import state_digest
                    doc["digest"] = state_digest(doc["state"])
                    what += " (digest recomputed)"
            elif op == "history":
                h = doc["history"]
                choice = rng.choice(["bump", "cut", "extend", "type", "item"])
                if choice == "bump":
                    i = rng.randrange(len(h))
                    h[i] += rng.randint(1, 3)
                elif choice == "cut":
                    del h[-rng.randint(1, min(5, len(h))):]
                elif choice == "extend":
                    h.append(0)
                elif choice == "type":
                    doc["history"] = rng.choice(["0,1,2", {"0": 1}, 3, None])
                else:
                    h[rng.randrange(len(h))] = rng.choice(["1", -1, 1.5, None, [0]])
                what = f"history {choice}"
                if choice == "bump":
                    # another option of one decision may be an equivalent one (same label, same effect): the
                    # edited history can then lead to the very same state, a consistent save
                    wrong = None
            elif op == "header":
                k = rng.choice(["format", "game", "scenario", "seed", "options", "digest", "state", "agents", "delete"])
                if k == "delete":
                    d = rng.choice(["game", "scenario", "seed", "history", "state", "digest"])
                    del doc[d]
                    what = f"key {d!r} deleted"
                else:
                    new = {"format": rng.choice(["1", 1, "pacwar-save/2", None]), "game": rng.choice(["nope", 3]),
                           "scenario": rng.choice(["nope", None]), "seed": rng.choice([doc["seed"] + 1, "1", 2.5]),
                           "options": rng.choice([{k2: not v2 for k2, v2 in doc["options"].items()} or {"x": True},
                                                  "on", {"x": 1}]),
                           "digest": rng.choice(["sha256:00", 5]), "state": rng.choice([[], "state", 0]),
                           "agents": rng.choice([["robot", "random"], "random", ["random:x", "first"], [1, 2]])}[k]
                    doc[k] = new
                    what = f"{k} -> {new!r}"[:160]
            elif op == "log":
                leaves = list(_leaves(doc["log"] or []))
                if not leaves:
                    return self.mutate_save(name, scenario)
                p, v = rng.choice(leaves)
                new = self._changed(v)
                _get(doc["log"], p[:-1])[p[-1]] = new
                what = f"log{_fmt(p)}: {v!r} -> {new!r}"[:160]
            elif op == "agents_ok":
                doc["agents"] = ["first", "random:9"]
                what, wrong = "agents -> first, random:9 (valid)", False
            else:
                what, wrong = "unchanged (control)", False
            out.write_text(json.dumps(doc), "utf-8")
        m = Mutation("save", f"{name} save: {what}", wrong, out.name)
        if rng.random() < 0.5:
            argv = ["replay", str(out), "--quiet"]
        else:
            argv = ["play", "--resume", str(out), "--quiet", "--max-decisions", "40", "--save", str(out.parent / "n.json")]
        try:
            code, o, e, esc = run_command(self.command, argv)
            outcome, detail = classify(m, code, o, e, esc)
            return Result(m, outcome, detail)
        finally:
            shutil.rmtree(out.parent, ignore_errors=True)

    def _changed(self, v):
        rng = self.rng
        if isinstance(v, bool):
            return not v
        if isinstance(v, int):
            return rng.choice([v + rng.randint(1, 99), -v - 1, str(v), None])
        if isinstance(v, float):
            return v + 1.5
        if isinstance(v, str):
            return rng.choice([v + "_zq", "", 7, None])
        return rng.choice([0, "x", True])

    # -- command-line arguments
    def mutate_cli(self, name: str, scenario: str) -> Result:
        rng = self.rng
        out_dir = self._out("x").parent
        save, log = str(out_dir / "s.json"), str(out_dir / "l.txt")
        play = ["play", name, scenario, "--quiet", "--seed", "1", "--max-decisions", str(self.decisions)]
        cases = [
            (play + ["--seed", "-5"], None, "negative seed"),
            (play + ["--max-decisions", rng.choice(["0", "-3", "x", "1.5"])], True, "bad --max-decisions"),
            (play + ["--option", f"x={rng.choice(['banana', 'maybe', '2', ''])}"], True, "option value not on/off"),
            (play + ["--option", "no_such_option_zq=on"], True, "unknown option"),
            (play + ["--agents", rng.choice(["robot", "random:x", "first:3", "human:1", "random,random,random", ",",
                                             "scripted"])], None, "agents"),
            (play + ["--agents", rng.choice(["robot", "random:x", "first:3", "human:1", "random,random,random"])],
             True, "bad agents"),
            (play + ["--agents", "random:7,first"], False, "random:7 (valid)"),
            (play + ["--agents", "human,random"], True, "human agent with no terminal"),
            (["play", name + "_zq", scenario, "--quiet"], True, "unknown game"),
            (["play", name, scenario + "_zq", "--quiet"], True, "unknown scenario"),
            (["play", name, "--quiet"], True, "missing scenario"),
            (play + ["--log", str(out_dir / "nope" / "l.txt")], True, "--log in a missing folder"),
            (play + ["--save", str(out_dir / "nope" / "s.json")], True, "--save in a missing folder"),
            (play + ["--save", str(out_dir)], True, "--save is a folder"),
            (play + ["--save", save, "--log", save], True, "--log and --save the same file"),
            (play + ["--save", save, "--log", log], False, "--save and --log (valid)"),
            (play + ["--bogus-flag"], True, "unknown flag"),
            (["fuzz", name, scenario, "--games", rng.choice(["-1", "0", "x"]), "--quiet"], True, "bad --games"),
            (["fuzz", name, scenario, "--jobs", rng.choice(["0", "-2", "many"]), "--quiet"], True, "bad --jobs"),
            (["fuzz", name, scenario, "--replay", "-1", "--quiet"], True, "bad --replay"),
            (["map", "render", name, "--out", str(out_dir / "nope" / "m.svg")], True, "--out in a missing folder"),
            (["map", "render", name, "--out", str(out_dir / "m.gif")], True, "--out with an unknown picture type"),
            (["map", "render", name, "--scenario", scenario + "_zq", "--out", str(out_dir / "m.svg")], True,
             "render an unknown scenario"),
            (["play", "--resume", str(out_dir / "none.json")], True, "resume a missing save"),
            (["play", "--resume", str(out_dir)], True, "resume a folder"),
            (["replay", str(out_dir / "none.json")], True, "replay a missing save"),
            (["validate", name + "_zq"], True, "validate an unknown game"),
            (["rules", name, "--bogus"], True, "rules with an unknown flag"),
            ([rng.choice(["plya", "", "-x", "list --x"])], True, "unknown command"),
        ]
        for v in ("on", "off", "true", "false"):
            cases.append((play + ["--option", f"x={v}"], None, f"option value {v} (valid form; x may be unknown)"))
        argv, wrong, what = rng.choice(cases)
        m = Mutation("cli", f"pacwar {' '.join(a if len(a) < 40 else '...' + a[-30:] for a in argv)}  [{what}]", wrong)
        try:
            code, o, e, esc = run_command(self.command, argv)
            outcome, detail = classify(m, code, o, e, esc)
            if outcome == "valid run" and wrong is not True and Path(out_dir, "nope").exists():
                outcome, detail = "internal error", "a missing folder was created"
            return Result(m, outcome, detail)
        finally:
            shutil.rmtree(out_dir, ignore_errors=True)


class _Skip(Exception):
    """This mutation does not apply to the chosen file; another is drawn."""


def default_games() -> list[tuple[str, str]]:
    """The first scenario of each bundled game (the engine names none)."""
    from pacwar.interpreter.core.game import playable_scenarios
    firsts: dict = {}
    for game, scenario in playable_scenarios():
        firsts.setdefault(game, scenario)
    return list(firsts.items())


def mutate(n: int, seed: int = 0, games: list | None = None, kinds: tuple = KINDS, decisions: int = 150,
           progress=None, command=None) -> MutationReport:
    """Run `n` mutated inputs (spread over kinds and games) and classify each outcome. `command` is the
    pacwar command's main(argv), which runs each mutated input."""
    if command is None:
        raise ValueError("mutate needs the command to run: pacwar.cli.main.main")
    games = games or default_games()
    rep = MutationReport()
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="pacwar-mutate-") as tmp:
        fz = Fuzzer(games, seed, Path(tmp), decisions, command)
        for i in range(n):
            kind = kinds[i % len(kinds)]
            name, scenario = games[(i // len(kinds)) % len(games)]
            fn = {"rules": fz.mutate_rules, "data": fz.mutate_data, "save": fz.mutate_save, "cli": fz.mutate_cli}[kind]
            rep.results.append(fn(name, scenario))
            if progress:
                progress(i + 1, n, rep)
    rep.seconds = time.perf_counter() - t0
    return rep
