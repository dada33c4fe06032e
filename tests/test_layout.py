"""The tree shows the architecture: packages import only the packages above them, and no module imports
another that (directly or through others) imports it back, counting imports inside functions too."""
import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent / "interpreter"
ORDER = ["errors", "data", "map", "core", "agents", "render", "tooling"]
# what each package may import besides itself (render draws maps and set-ups; it needs no rules engine)
ALLOWED = {
    "errors": set(),
    "data": {"errors"},
    "map": {"errors", "data"},
    "core": {"errors", "data", "map"},
    "agents": {"errors", "core"},
    "render": {"errors", "data", "map"},
    "tooling": {"errors", "data", "map", "core", "agents", "render"},
}


def _modules() -> dict:
    out = {}
    for f in ROOT.rglob("*.py"):
        rel = f.relative_to(ROOT).with_suffix("")
        parts = list(rel.parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(["pacwar", "interpreter"] + parts)] = f
    return out


def _imports(path: Path, name: str, modules: dict) -> set:
    tree = ast.parse(path.read_text("utf-8"))
    found = set()
    pkg = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(pkg[: len(pkg) - node.level + 1] + ([base] if base else []))
            targets = [base] + [f"{base}.{a.name}" for a in node.names]
        else:
            continue
        for t in targets:
            if t in modules:
                found.add(t)
    found.discard(name)
    return found


def _package(mod: str) -> str:
    parts = mod.split(".")
    return parts[2] if len(parts) > 2 else ""


def _graph():
    modules = _modules()
    return {m: _imports(f, m, modules) for m, f in modules.items()}


def test_every_module_belongs_to_a_known_package():
    for m in _modules():
        if m != "pacwar.interpreter":
            assert _package(m) in ORDER, f"{m} is outside the packages the layout names"


def test_packages_import_only_what_they_may():
    bad = []
    for m, deps in _graph().items():
        p = _package(m)
        if not p:
            continue
        for d in deps:
            q = _package(d)
            if q and q != p and q not in ALLOWED[p]:
                bad.append(f"{m} imports {d} ({p} may import {sorted(ALLOWED[p]) or 'nothing'})")
    assert not bad, "\n".join(bad)


def test_no_import_cycles():
    graph = _graph()
    # a package's __init__ that re-exports its own modules is not a cycle
    for m in graph:
        graph[m] = {d for d in graph[m] if not (d.startswith(m + ".") or m.startswith(d + ".") and
                                                 ROOT.joinpath(*d.split(".")[2:], "__init__.py").exists())}
    cycles, state = [], {}

    def visit(m, stack):
        state[m] = 1
        stack.append(m)
        for d in sorted(graph[m]):
            if state.get(d) == 1:
                cycles.append(" -> ".join(stack[stack.index(d):] + [d]))
            elif d not in state:
                visit(d, stack)
        stack.pop()
        state[m] = 2

    for m in sorted(graph):
        if m not in state:
            visit(m, [])
    assert not cycles, "import cycles:\n" + "\n".join(cycles)


@pytest.mark.parametrize("pkg", ORDER[1:])
def test_each_package_says_what_it_holds_and_may_import(pkg):
    doc = ast.get_docstring(ast.parse((ROOT / pkg / "__init__.py").read_text("utf-8")))
    assert doc and "May import" in doc


def test_the_engine_never_imports_the_command_line():
    """cli/ sits on top: a tool that runs pacwar commands is handed the command's entry point."""
    bad = []
    for f in ROOT.rglob("*.py"):
        for node in ast.walk(ast.parse(f.read_text("utf-8"))):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import) else
                     [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            bad += [f"{f.relative_to(ROOT)} imports {n}" for n in names if n.startswith("pacwar.cli")]
    assert not bad, "\n".join(bad)
