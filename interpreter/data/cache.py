"""A cache of work done on file contents (parsed rules, YAML, built maps), keyed by the contents themselves
and by the code that did the work, so a changed file or a changed engine is never served stale.

It lives in $PACWAR_CACHE, else $XDG_CACHE_HOME/pacwar, else ~/.cache/pacwar; PACWAR_CACHE=off turns it off.
The cache is only ever a shortcut: an entry that cannot be read or written is rebuilt (and a folder that
cannot be written is simply not used), never an error. Every engine version writes new entries, so each kind's
folder is kept under a size (PACWAR_CACHE_MB, default 256 per kind): the first time a process writes to it, the
oldest entries go until it is under three quarters of that."""
from __future__ import annotations

import hashlib
import os
import pickle
import tempfile
from functools import lru_cache
from pathlib import Path

# the packages whose code shapes what is cached: a change to any of their files changes every key
_CODE = ("pacwar.dsl", "pacwar.interpreter.data", "pacwar.interpreter.map")


def folder() -> Path | None:
    where = os.environ.get("PACWAR_CACHE")
    if where and where.lower() in ("off", "0", "no", "false"):
        return None
    if where:
        return Path(where)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "pacwar"


@lru_cache(maxsize=None)
def code_version(packages: tuple = _CODE) -> str:
    """A digest of the source of the packages that produce cached values."""
    from importlib import import_module
    h = hashlib.sha256()
    for pkg in packages:
        root = Path(import_module(pkg).__file__).parent
        for f in sorted(root.rglob("*")):
            if f.suffix in (".py", ".lark", ".json") and f.is_file():
                h.update(f.relative_to(root).as_posix().encode())
                h.update(f.read_bytes())
    return h.hexdigest()[:16]


def entry(kind: str, parts: tuple, packages: tuple = _CODE) -> Path | None:
    """Where the value for these inputs (parts: strings or bytes) is kept, made by the code of `packages`;
    None when the cache is off."""
    root = folder()
    if root is None:
        return None
    h = hashlib.sha256(code_version(packages).encode())
    for p in parts:
        b = p if isinstance(p, bytes) else str(p).encode("utf-8", "surrogatepass")
        h.update(len(b).to_bytes(8, "little"))
        h.update(b)
    return root / kind / (h.hexdigest() + ".pickle")


def remember(kind: str, parts: tuple, build):
    """build(), or its result from an earlier run on the same inputs (parts: strings or bytes)."""
    path = entry(kind, parts)
    if path is None:
        return build()
    try:
        with open(path, "rb") as f:
            return pickle.load(f)
    except Exception:  # missing, unreadable or from another Python: build it again
        pass
    value = build()
    keep(path, value)
    return value


_DEFAULT_MB = 256
_pruned: set = set()


def _limit_bytes() -> int:
    try:
        return max(1, int(os.environ.get("PACWAR_CACHE_MB", _DEFAULT_MB))) * 1024 * 1024
    except ValueError:
        return _DEFAULT_MB * 1024 * 1024


def prune(kind_dir: Path, limit: int) -> int:
    """Delete a kind's oldest entries (by the time they were written) until the folder holds under three
    quarters of `limit` bytes; returns how many went. Entries of an older engine are the oldest, since every
    engine version writes its own; an entry deleted under another process is only built again."""
    files = []
    for f in kind_dir.glob("*.pickle"):
        try:
            st = f.stat()
        except OSError:
            continue
        files.append((st.st_mtime, st.st_size, f))
    total = sum(size for _, size, _ in files)
    if total <= limit:
        return 0
    gone = 0
    for _, size, f in sorted(files, key=lambda t: (t[0], t[2].name)):
        if total <= limit * 3 // 4:
            break
        try:
            f.unlink()
            total -= size
            gone += 1
        except OSError:
            pass
    return gone


def keep(path: Path, value) -> None:
    """Store a value at an entry's path (atomically; a failure only means it is not kept)."""
    tmp = None
    try:
        if path.parent not in _pruned:   # once per process and kind: a folder listing is not free
            _pruned.add(path.parent)
            if path.parent.is_dir():
                prune(path.parent, _limit_bytes())
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".", suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            pickle.dump(value, f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, path)
    except Exception:  # a read-only or full disk: go on without the cache
        try:
            os.unlink(tmp)
        except Exception:
            pass
