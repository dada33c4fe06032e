"""Bad input of every kind (data files, command-line values, saves) gets a clear error naming what is wrong,
never a crash and never a silent acceptance. Each test edits a copy of a real game folder."""
import io
import json
import shutil
from pathlib import Path

import pytest

from pacwar.cli.main import main
from pacwar.interpreter.core.game import Game, bundled_games_dir
from pacwar.interpreter.errors import DataError, DataErrors, PacwarError


def copy_game(tmp_path, name="orange_swan") -> Path:
    dst = tmp_path / name
    shutil.copytree(bundled_games_dir() / name, dst, ignore=shutil.ignore_patterns("tests", "__pycache__"))
    return dst


def edit(folder: Path, file: str, old: str, new: str, count: int = 1) -> None:
    p = folder / file
    text = p.read_text("utf-8")
    assert old in text, f"{old!r} not in {file}"
    p.write_text(text.replace(old, new, count), "utf-8")


def load_error(folder: Path) -> str:
    with pytest.raises(PacwarError) as e:
        Game(folder)
    return e.value.render()


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


# ---- data files
@pytest.mark.parametrize("file", ["units.yaml", "tables.yaml", "game.yaml", "scenarios.yaml", "map.yaml"])
def test_binary_bytes_in_any_yaml_is_a_data_error(tmp_path, file):
    g = copy_game(tmp_path)
    p = g / file
    p.write_bytes(p.read_bytes()[:200] + b"\xff\xfe\x00\x81binary")
    text = load_error(g)
    assert file in text and "UTF-8" in text


def test_control_characters_in_yaml_are_a_data_error(tmp_path):
    g = copy_game(tmp_path)
    p = g / "units.yaml"
    p.write_bytes(p.read_bytes() + b"\n\x00\x07 junk\n")
    text = load_error(g)
    assert "units.yaml" in text and "YAML cannot be read" in text


def test_binary_bytes_in_rules_file_is_a_rules_error(tmp_path):
    g = copy_game(tmp_path)
    f = sorted((g / "rules").glob("*.pw"))[0]
    f.write_bytes(f.read_bytes() + b"\n\xc3\x28 oops\n")
    text = load_error(g)
    assert f.name in text and "UTF-8" in text


@pytest.mark.parametrize("old,new,says", [
    ("reinforce_cost: 4,", "reinforce_cost: '',", "attribute reinforce_cost"),
    ("rank: 2,", "rank: [2],", "attribute rank"),
    ("mp: 1}", "mp: -3}", "attribute mp"),
    ("captured_pp: 3,", "captured_pp: -1,", "attribute captured_pp"),
    ("support_dice: 2}", "support_dice: two}", "attribute support_dice"),
    ("block: small, arm: ground, rank: 3", "block: smal, arm: ground, rank: 3", "attribute block"),
    ("mp: 2}", "mp: 2, mq: 1}", "undeclared attribute 'mq'"),
    ("  - id: HS\n", "  - id: CV\n", "class id 'CV' is defined twice"),
])
def test_units_yaml_values_are_checked(tmp_path, old, new, says):
    g = copy_game(tmp_path)
    edit(g, "units.yaml", old, new)
    text = load_error(g)
    assert says in text and "units.yaml" in text


def test_units_error_names_yaml_path_and_line(tmp_path):
    g = copy_game(tmp_path)
    edit(g, "units.yaml", "mp: 1}", "mp: -3}")
    with pytest.raises(DataErrors) as e:
        Game(g)
    err = e.value.errors[0]
    assert err.path == "classes[5].attrs.mp" and err.line and err.file.endswith("units.yaml")


def test_duplicate_table_and_row_shape(tmp_path):
    g = copy_game(tmp_path, "great_pacific_war")
    edit(g, "tables.yaml", "  - id: refit_blue\n", "  - id: refit_orange\n")
    assert "table id 'refit_orange' is defined twice" in load_error(g)
    g = copy_game(tmp_path / "b", "great_pacific_war")
    edit(g, "tables.yaml", "{key: fortress, value: [destroyed, destroyed, destroyed, damaged, damaged, refit]}",
         "{key: fortress, value: 3}")
    text = load_error(g)
    assert "6 columns" in text and "a number" in text


def test_table_rows_overlapping_and_mixed_entries(tmp_path):
    g = copy_game(tmp_path, "great_pacific_war")
    edit(g, "tables.yaml", "{key: 2, value: factions}", "{key: 1, value: factions}")
    assert "repeats or overlaps" in load_error(g)
    g = copy_game(tmp_path / "b", "great_pacific_war")
    edit(g, "tables.yaml", "{key: 2, value: factions}", "{key: 2, value: 7}")
    assert "this entry is a number, but the table's first entry is a string" in load_error(g)


def test_duplicate_side_nation_option_ids(tmp_path):
    g = copy_game(tmp_path)
    text = (g / "game.yaml").read_text("utf-8")
    import yaml
    first_nation = yaml.safe_load(text)["nations"][1]["id"]
    second = yaml.safe_load(text)["nations"][2]["id"]
    edit(g, "game.yaml", f"id: {second}", f"id: {first_nation}")
    assert f"nation id {first_nation!r} is defined twice" in load_error(g)


def test_setup_steps_above_maximum_and_undeclared_setup_attr(tmp_path):
    g = copy_game(tmp_path)
    edit(g, "scenarios.yaml", "max_steps: 3, prov: rulebook §11.0 (CHINA), steps: 3, attrs: {communist: true}",
         "max_steps: 3, prov: rulebook §11.0 (CHINA), steps: 99, attrs: {communist: true}")
    assert "steps 99 exceed the maximum 3" in load_error(g)
    g = copy_game(tmp_path / "b")
    edit(g, "scenarios.yaml", "attrs: {communist: true}", "attrs: {comunist: true}")
    assert "undeclared attribute 'comunist'" in load_error(g)


def test_validate_command_fails_on_bad_data(tmp_path, capsys):
    g = copy_game(tmp_path)
    edit(g, "units.yaml", "reinforce_cost: 4,", "reinforce_cost: '',")
    code, out, err = run(capsys, "validate", g)
    assert code == 1 and "INVALID" in out and "reinforce_cost" in out


@pytest.mark.parametrize("old,new,says", [
    ("incidents_from_turn: 2 ", "incidents_from_turn: two ", "declared in the rules as a number"),
    ("era_1930s: true ", "era_1930s: 3 ", "declared in the rules as a boolean"),
])
def test_scenario_vars_have_their_declared_type(tmp_path, old, new, says):
    g = copy_game(tmp_path, "great_pacific_war")
    edit(g, "scenarios.yaml", old, new)
    text = load_error(g)
    assert says in text and "scenarios.yaml" in text


# ---- command line
OS = ("orange_swan", "pearl_harbor")


@pytest.mark.parametrize("flag", ["--log", "--save"])
def test_output_path_in_missing_folder_is_refused_before_playing(tmp_path, capsys, flag):
    code, out, err = run(capsys, "play", *OS, "--quiet", flag, tmp_path / "nope" / "x.out")
    assert code == 2 and "does not exist" in err and "Result" not in out


def test_output_path_that_is_a_folder_is_refused(tmp_path, capsys):
    code, out, err = run(capsys, "play", *OS, "--quiet", "--save", tmp_path)
    assert code == 2 and "is a folder" in err


def test_log_and_save_on_one_file_refused(tmp_path, capsys):
    f = tmp_path / "same"
    code, _, err = run(capsys, "play", *OS, "--quiet", "--save", f, "--log", f)
    assert code == 2 and "same file" in err


def test_map_render_out_checked_first(tmp_path, capsys):
    code, _, err = run(capsys, "map", "render", "orange_swan", "--out", tmp_path / "nope" / "m.svg")
    assert code == 2 and "does not exist" in err
    code, _, err = run(capsys, "map", "render", "orange_swan", "--out", tmp_path / "m.gif")
    assert code == 1 and ".svg or .png" in err


def test_decision_limit_keeps_the_game(tmp_path, capsys):
    save = tmp_path / "s.json"
    code, out, err = run(capsys, "play", *OS, "--quiet", "--save", save, "--max-decisions", "20")
    assert code == 1 and "did not end within 20" in err and save.exists()


@pytest.mark.parametrize("value,ok", [("banana", False), ("maybe", False), ("on", True), ("off", True),
                                      ("true", True), ("false", True), ("", False)])
def test_option_values_are_typed(capsys, value, ok):
    from pacwar.cli.main import UsageError, _options, _typed_options
    from pacwar.interpreter.core.game import load_game
    g = load_game("orange_swan")
    raw = _options([f"kido_butai={value}"])
    if ok:
        assert _typed_options(g, raw) == {"kido_butai": value in ("on", "true")}
    else:
        with pytest.raises(UsageError, match="on or off"):
            _typed_options(g, raw)


def test_option_banana_refused_on_the_command_line(capsys):
    code, _, err = run(capsys, "play", *OS, "--quiet", "--option", "anything=banana")
    assert code == 2 and "banana" in err


@pytest.mark.parametrize("argv", [["--games", "-1"], ["--games", "0"], ["--jobs", "0"], ["--games", "x"],
                                  ["--replay", "-2"], ["--max-decisions", "0"]])
def test_fuzz_counts_must_be_positive(capsys, argv):
    with pytest.raises(SystemExit) as e:
        main(["fuzz", *OS, *argv])
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert "must be" in err or "whole number" in err


def test_agent_parameters_used_or_refused(capsys):
    from pacwar.interpreter.agents.basic import make_agent
    a, b = make_agent("random:7", 0, 0), make_agent("random:7", 0, 0)
    c = make_agent("random", 0, 0)
    assert [a.rng.random() for _ in range(3)] == [b.rng.random() for _ in range(3)] != [c.rng.random() for _ in range(3)]
    for bad in ("random:x", "first:3", "human:1", "robot"):
        code, _, err = run(capsys, "play", *OS, "--quiet", "--agents", bad)
        assert code == 1 and repr(bad) in err


def test_human_without_terminal_refused_and_nothing_written(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    code, out, err = run(capsys, "play", *OS, "--agents", "human,random")
    assert code == 2 and "terminal" in err and list(tmp_path.iterdir()) == []


# ---- saves
@pytest.fixture(scope="module")
def saved(tmp_path_factory):
    path = tmp_path_factory.mktemp("save") / "s.json"
    assert main(["play", *OS, "--quiet", "--seed", "3", "--agents", "first,random:5", "--save", str(path),
                 "--max-decisions", "40"]) == 1
    return path


def rewrite(tmp_path, saved, change, redigest=True) -> Path:
    from pacwar.interpreter.core.digest import state_digest
    doc = json.loads(saved.read_text())
    change(doc)
    if redigest and isinstance(doc.get("state"), dict):
        doc["digest"] = state_digest(doc["state"])
    out = tmp_path / "edited.json"
    out.write_text(json.dumps(doc))
    return out


def first_unit(doc):
    return next(p for p in doc["state"]["pieces"].values() if p.get("kind") == "unit")


@pytest.mark.parametrize("name,change,says", [
    ("steps", lambda d: first_unit(d).__setitem__("steps", 99), "first difference: state.pieces."),
    ("dice", lambda d: d["state"].__setitem__("rng", [1, 2, 3]), "state.rng"),
    ("seats", lambda d: d["state"].__setitem__("seats", {k: 0 for k in d["state"]["seats"]}), "seats"),
    ("nation", lambda d: first_unit(d).__setitem__("nation", "japan" if first_unit(d)["nation"] != "japan" else "us"),
     "first difference"),
    ("pending", lambda d: d["state"]["pending"].__setitem__("opts", []), "pending decision"),
    ("pending_labels", lambda d: d["state"]["pending"].__setitem__("labels", d["state"]["pending"]["labels"][:-1]),
     "options and labels"),
    ("history_type", lambda d: d.__setitem__("history", "0,1,2"), "history is str"),
    ("history_items", lambda d: d.__setitem__("history", [0, "x"]), "decision 2 of the save's history is 'x'"),
    ("history_short", lambda d: d.__setitem__("history", d["history"][:-3]), "not the one its history leads to"),
    ("format", lambda d: d.__setitem__("format", "1"), "format '1', and this engine reads format 'pacwar-save/1'"),
    ("state_format", lambda d: d["state"].__setitem__("format", "1"), "format '1'; this engine reads format 2 (a number)"),
    ("frames", lambda d: d["state"].__setitem__("frames", {"a": 1}), "'frames' is dict, not list"),
    ("seed", lambda d: d.__setitem__("seed", "3"), "seed is '3'"),
])
def test_edited_saves_are_refused_on_resume(tmp_path, capsys, saved, name, change, says):
    path = rewrite(tmp_path, saved, change)
    code, out, err = run(capsys, "play", "--resume", path, "--quiet")
    assert code == 1 and says in err and "internal error" not in err


def test_edited_state_without_new_digest_is_told(tmp_path, capsys, saved):
    path = rewrite(tmp_path, saved, lambda d: first_unit(d).__setitem__("steps", 99), redigest=False)
    code, _, err = run(capsys, "play", "--resume", path, "--quiet")
    assert code == 1 and "does not match its digest" in err


def test_replay_compares_the_final_state(tmp_path, capsys, saved):
    from pacwar.interpreter.core.saves import replay
    path = rewrite(tmp_path, saved, lambda d: first_unit(d).__setitem__("steps", 99))
    _, same, diff = replay(path)
    assert not same and "final state differs" in diff
    code, out, _ = run(capsys, "replay", path, "--quiet")
    assert code == 1 and "DIFFERS" in out
    code, out, _ = run(capsys, "replay", saved, "--quiet")
    assert code == 0 and "same final state" in out


def test_resume_keeps_the_agents(tmp_path, capsys, saved):
    again = tmp_path / "again.json"
    code, _, _ = run(capsys, "play", "--resume", saved, "--quiet", "--save", again, "--max-decisions", "5")
    assert json.loads(again.read_text())["agents"] == ["first", "random:5"]


def test_resume_of_a_human_game_needs_a_terminal(tmp_path, capsys, saved, monkeypatch):
    path = rewrite(tmp_path, saved, lambda d: d.__setitem__("agents", ["human", "random"]))
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    code, _, err = run(capsys, "play", "--resume", path, "--quiet")
    assert code == 2 and "terminal" in err


# ---- rules reading attributes nothing declares
def test_misspelt_attribute_is_an_error_at_load(tmp_path, capsys):
    g = copy_game(tmp_path)
    edit(g, "rules/common.pw", "if u.nation == @japan {", "if u.nation_zq == @japan {")
    text = load_error(g)
    assert "attribute 'nation_zq' is read but never set" in text and "common.pw:" in text and "did you mean nation" in text
    code, _, err = run(capsys, "play", g, "pearl_harbor", "--quiet")
    assert code == 1 and "nation_zq" in err and "Result" not in err


def test_dynamic_attributes_are_declared_in_game_yaml(tmp_path):
    g = copy_game(tmp_path)
    edit(g, "rules/common.pw", "if u.nation == @japan {", "if u.nation_zq == @japan {")
    edit(g, "game.yaml", "\nsides:", "\ndynamic_attributes: [nation_zq]\nsides:")
    assert Game(g).id == "orange_swan"


def test_grid_cell_overridden_twice_is_refused(tmp_path):
    import yaml
    g = copy_game(tmp_path, "great_pacific_war")
    doc = yaml.safe_load((g / "map.yaml").read_text("utf-8"))
    cell = next(s for s in doc["spaces"] if s["id"] == "g0406")
    doc["spaces"].append(dict(cell))
    (g / "map.yaml").write_text(yaml.safe_dump(doc, sort_keys=False, allow_unicode=True), "utf-8")
    assert "space 'g0406' is defined twice" in load_error(g)


def test_setup_piece_placed_twice_and_duplicate_section(tmp_path):
    g = copy_game(tmp_path)
    line = next(x for x in (g / "scenarios.yaml").read_text("utf-8").splitlines() if "id: china_inf_yindiu" in x)
    edit(g, "scenarios.yaml", line, line + "\n" + line)
    assert "piece 'china_inf_yindiu' is placed twice" in load_error(g)
    g = copy_game(tmp_path / "b")
    text = (g / "game.yaml").read_text("utf-8")
    import yaml
    sec = yaml.safe_load(text)["sections"]
    edit(g, "game.yaml", f"id: {sec[1]['id']!r}" if f"id: {sec[1]['id']!r}" in text else f"id: \"{sec[1]['id']}\"",
         f"id: \"{sec[0]['id']}\"")
    assert "rulebook section id" in load_error(g)


def test_control_characters_in_rules_comment_refused(tmp_path):
    g = copy_game(tmp_path)
    f = g / "rules" / "common.pw"
    f.write_text(f.read_text("utf-8") + "# a comment \x00\x01 with binary\n", "utf-8")
    assert "control character" in load_error(g)


def test_replay_refuses_unknown_agents(tmp_path, capsys, saved):
    path = rewrite(tmp_path, saved, lambda d: d.__setitem__("agents", ["random:x", "first"]))
    code, _, err = run(capsys, "replay", path, "--quiet")
    assert code == 1 and "random:x" in err


def test_save_that_fails_after_play_is_kept_elsewhere(tmp_path, capsys, monkeypatch):
    from pacwar.interpreter.core import saves
    real, calls = saves.save, []

    def flaky(state, path):
        calls.append(str(path))
        if len(calls) == 1:   # the folder vanished while the game was played
            raise OSError(2, "No such file or directory")
        real(state, path)
    monkeypatch.setattr(saves, "save", flaky)
    monkeypatch.setattr("tempfile.tempdir", str(tmp_path))
    code, _, err = run(capsys, "play", *OS, "--quiet", "--save", tmp_path / "s.json")
    assert code == 1 and "the game was saved to" in err
    spare = Path(calls[1])
    assert spare.parent == tmp_path and json.loads(spare.read_text())["format"] == "pacwar-save/1"


def test_table_cell_of_another_shape_deep_inside_a_row(tmp_path):
    g = copy_game(tmp_path)
    edit(g, "tables.yaml", "{key: 14, value: [[0, 13, 1],", "{key: 14, value: [[0, 'three', 1],")
    text = load_error(g)
    assert "tables.yaml" in text and "a list of 3 (a number, a string, a number)" in text


def test_unknown_region_in_a_setup_choice(tmp_path):
    g = copy_game(tmp_path, "great_pacific_war")
    edit(g, "scenarios.yaml", "region(\"japanese_home_islands\")", "region(\"japanese_home_islandz\")")
    assert "unknown region 'japanese_home_islandz'" in load_error(g)


def test_resume_with_unknown_saved_agent_names_the_save(tmp_path, capsys, saved):
    path = rewrite(tmp_path, saved, lambda d: d.__setitem__("agents", ["random:x", "first"]))
    code, _, err = run(capsys, "play", "--resume", path, "--quiet")
    assert code == 1 and str(path) in err and "random:x" in err


def test_a_duplicate_yaml_key_is_refused_with_both_lines(tmp_path):
    # PyYAML keeps the last of two equal keys without a word; a second `prov:` of a scenario lost the first
    from pacwar.interpreter.data.yamlio import load_yaml
    from pacwar.interpreter.errors import DataError
    f = tmp_path / "scenarios.yaml"
    f.write_text("scenarios:\n  - id: a\n    prov: rulebook 15.2\n    end: {turn: 6}\n    prov: rulebook 15.23\n")
    with pytest.raises(DataError) as e:
        load_yaml(f)
    text = e.value.render()
    assert "duplicate key 'prov' (first at line 3)" in text and ":5" in text
