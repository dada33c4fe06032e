"""The load cache: keyed by file contents and engine code, never stale, never an error."""
import os

import pytest
from helpers import toy_game

from pacwar.interpreter.core.api import GameState
from pacwar.interpreter.core.game import Game
from pacwar.interpreter.data import cache


@pytest.fixture()
def cache_dir(tmp_path, monkeypatch):
    d = tmp_path / "cache"
    monkeypatch.setenv("PACWAR_CACHE", str(d))
    return d


def value(game):
    return GameState.new(game).eval("v")


RULES = 'pacwar 1\ncalendar §2.1 {{\n  turns: 1..3\n}}\nvar v = {n} §1\nprocedure game() §1 {{\n  end game draw\n}}\n'


def test_a_second_load_is_served_from_the_cache_and_an_edit_is_not_stale(tmp_path, cache_dir):
    folder = toy_game(tmp_path, RULES.format(n=1))
    assert value(Game(folder)) == 1
    entries = sorted(p.name for p in cache_dir.rglob("*.pickle"))
    assert any(p.parent.name == "rules" for p in cache_dir.rglob("*.pickle"))
    assert value(Game(folder)) == 1
    assert sorted(p.name for p in cache_dir.rglob("*.pickle")) == entries   # nothing new: all hits
    (folder / "rules" / "main.pw").write_text(RULES.format(n=2), encoding="utf-8")
    assert value(Game(folder)) == 2                # the edit is seen


def test_a_damaged_entry_is_rebuilt(tmp_path, cache_dir):
    folder = toy_game(tmp_path, RULES.format(n=3))
    Game(folder)
    for p in cache_dir.rglob("*.pickle"):
        p.write_bytes(b"not a pickle")
    assert value(Game(folder)) == 3


def test_an_unwritable_cache_is_skipped(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("PACWAR_CACHE", str(blocker / "sub"))  # a folder cannot be made under a file
    folder = toy_game(tmp_path, RULES.format(n=4))
    assert value(Game(folder)) == 4


def test_the_cache_can_be_turned_off(tmp_path, monkeypatch):
    monkeypatch.setenv("PACWAR_CACHE", "off")
    assert cache.folder() is None
    calls = []
    assert cache.remember("x", ("a",), lambda: calls.append(1) or 5) == 5
    assert cache.remember("x", ("a",), lambda: calls.append(1) or 5) == 5
    assert len(calls) == 2


def counting_generation(monkeypatch):
    """Count the procedures the code generator writes (Compiler.generate_proc)."""
    from pacwar.interpreter.core.compiler import Compiler
    calls = []
    real = Compiler.generate_proc
    monkeypatch.setattr(Compiler, "generate_proc", lambda self, p: calls.append(p.name) or real(self, p))
    return calls


def test_a_warm_load_skips_code_generation(tmp_path, cache_dir, monkeypatch):
    calls = counting_generation(monkeypatch)
    folder = toy_game(tmp_path, RULES.format(n=5))
    cold = Game(folder)
    assert value(cold) == 5
    assert calls                                   # the first load generates the procedures
    assert any(p.parent.name == "game" for p in cache_dir.rglob("*.pickle"))
    del calls[:]
    g = Game(folder)
    assert calls == []                             # the second is restored whole
    assert value(g) == 5
    assert GameState.new(g).eval("v + 1") == 6     # and compiles more on demand
    # the syntax trees tools read come back on first use
    assert [d.name for m in g.rules_modules for d in m.decls if hasattr(d, "name")] == \
        [d.name for m in cold.rules_modules for d in m.decls if hasattr(d, "name")]
    assert set(g._compiler.proc_decls) == set(cold._compiler.proc_decls)


def test_an_edited_rules_file_invalidates_the_compiled_game(tmp_path, cache_dir, monkeypatch):
    calls = counting_generation(monkeypatch)
    folder = toy_game(tmp_path, RULES.format(n=6))
    assert value(Game(folder)) == 6
    (folder / "rules" / "main.pw").write_text(RULES.format(n=7), encoding="utf-8")
    del calls[:]
    assert value(Game(folder)) == 7
    assert calls                                   # generated again for the new text
    del calls[:]
    assert value(Game(folder)) == 7
    assert calls == []                             # and kept for it
    assert len([p for p in cache_dir.rglob("*.pickle") if p.parent.name == "game"]) == 2


def test_a_game_with_a_rules_error_is_never_kept(tmp_path, cache_dir):
    from pacwar.dsl.errors import RulesErrors
    folder = toy_game(tmp_path, RULES.format(n="undefined_name"))
    messages = []
    for _ in range(2):
        with pytest.raises(RulesErrors) as e:
            Game(folder)
        messages.append(e.value.render())
    assert messages[0] == messages[1] and "undefined_name" in messages[0]
    assert not any(p.parent.name == "game" for p in cache_dir.rglob("*.pickle"))


def _entries(kind, names):
    """300 KB entries in a kind's folder, written in the order named (a second apart, long ago)."""
    kind.mkdir(parents=True, exist_ok=True)
    for i, name in enumerate(names):
        f = kind / f"{name}.pickle"
        f.write_bytes(b"x" * 300_000)
        os.utime(f, (1000 + i, 1000 + i))
    return kind


def test_a_kinds_folder_is_kept_under_its_size_oldest_entries_first(tmp_path, cache_dir, monkeypatch):
    # five 300 KB entries written one after another, then a limit of 1 MB: the three oldest go (down to 3/4 MB)
    kind = _entries(cache_dir / "yaml", [f"{i}" for i in range(5)])
    assert cache.prune(kind, 1024 * 1024) == 3
    assert sorted(p.name for p in kind.iterdir()) == ["3.pickle", "4.pickle"]
    assert cache.prune(kind, 1024 * 1024) == 0   # under the limit: nothing goes


def test_writing_an_entry_prunes_its_folder_once_per_process(tmp_path, cache_dir, monkeypatch):
    monkeypatch.setenv("PACWAR_CACHE_MB", "1")
    monkeypatch.setattr(cache, "_pruned", set())
    kind = _entries(cache_dir / "yaml", [f"old{i}" for i in range(4)])
    assert cache.remember("yaml", ("a",), lambda: 1) == 1
    left = sorted(p.name for p in kind.iterdir())
    assert "old0.pickle" not in left and "old3.pickle" in left and len(left) == 3   # old2, old3 and the new one
    for i in range(4):
        (kind / f"again{i}.pickle").write_bytes(b"x" * 300_000)
    cache.remember("yaml", ("b",), lambda: 2)
    assert len(list(kind.iterdir())) == 8   # 3 + 4 + "b": not listed again in this process
