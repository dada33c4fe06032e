"""Bad input of every kind (data files, command-line values, saves) gets a clear error naming what is wrong,
never a crash and never a silent acceptance. Each test edits a copy of a real game folder."""
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
