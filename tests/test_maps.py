"""Maps: the five bundled maps load, their facts hold and `map check` passes; the format's features (per-attribute
provenance, shared names, rows counted northwards, shared lattices, grids on the earth, side overrides that change
an edge's kind); every fact form; the renderer; and a user's replacement map loaded the way a user would."""
import math
import shutil
import sys
import xml.etree.ElementTree as ET

import pytest
from helpers import FIXTURES

from pacwar.cli.main import main
from pacwar.interpreter.map.facts import check_fact, check_facts
from pacwar.interpreter.map.loader import build_map, load_map
from pacwar.interpreter.data.yamlio import load_yaml, load_yaml_text
from pacwar.interpreter.errors import DataErrors
from pacwar.interpreter.core.game import bundled_games_dir, load_game
from pacwar.interpreter.map.grids import Grid
from pacwar.interpreter.tooling.map_command import map_check
from pacwar.interpreter.render.draw import render_map

GAMES = ["orange_swan", "plan_orange", "fire_in_the_sky", "dai_senso", "great_pacific_war"]


@pytest.fixture(scope="module")
def maps():
    return {g: load_map(bundled_games_dir() / g / "map.yaml") for g in GAMES}


def build(text: str):
    return build_map(load_yaml_text(text, "map.yaml"))


def errors_of(text: str) -> list[str]:
    with pytest.raises(DataErrors) as e:
        build(text)
    return [err.render() for err in e.value.errors]


HEAD = """format: pacwar-map/1
coords: plane
space_kinds: [land, sea, box]
edge_kinds: [land, sea, hexside, barrier]
attributes:
  space: {colour: {enum: [red, blue]}, port: {type: boolean}}
  edge: {strait: {type: boolean}, reason: {type: string}}
"""


# ------------------------------------------------------------------------------------------- the bundled maps
@pytest.mark.parametrize("game", GAMES)
def test_bundled_map_loads_with_provenance(maps, game):
    m = maps[game]
    assert len(m.spaces) > 100 and m.edges
    assert all(s.prov["src"] for s in m.spaces.values())
    assert sum(m.attribute_provenance()[k].total() for k in m.attribute_provenance()) > 0


@pytest.mark.parametrize("game", GAMES)
def test_bundled_map_facts_hold(maps, game):
    facts = sorted((bundled_games_dir() / game / "tests").glob("map_facts*.yaml"))
    assert facts
    for f in facts:
        assert check_facts(maps[game], load_yaml(f)) == []


@pytest.mark.parametrize("game", GAMES)
def test_map_check_passes(game):
    ok, text = map_check(game)
    assert ok, text
    assert "map check: passed" in text and "attribute values set, by source" in text


def test_dai_senso_rows_count_north_and_maps_share_one_lattice(maps):
    m = maps["dai_senso"]
    asia = m.grids["asia"]
    assert asia.rows_north and asia.neighbour(22, 53, "NE")[1] == 54  # north is up the printed rows
    # a hex further north is drawn higher, and the Pacific map continues east of the Asia map
    assert m.spaces["a5322"].pos[1] > m.spaces["a3218"].pos[1]          # Kalgan north of Singapore (lat)
    x_asia = asia.position(27, 53)[0]
    assert m.grids["pacific"].position(1, 53)[0] > x_asia
    assert m.grid_distance("a5327", "p5301") == 1                         # Changkufeng - Vladivostok


def test_fire_in_the_sky_cells_lie_on_the_earth(maps):
    m = maps["fire_in_the_sky"]
    kure = m.spaces[m.resolve("Kure")]
    for s in m.spaces.values():
        if s.grid and "geo_lonlat" in s.attrs and s.name not in ("Balikpapan", "Palembang"):  # two were nudged
            assert _km(s.lonlat, s.attrs["geo_lonlat"]) < 560, s.name  # inside its 900 km hex
    assert kure.lonlat == (129.16, 34.29)


def test_orange_swan_shared_name_is_settled_by_prefer(maps):
    m = maps["orange_swan"]
    assert m.resolve("Samoa") == "samoa" and m.resolve("samoa_sea") == "samoa_sea"
    assert m.resolve_region("Manchukuo") == "manchuria"


# ------------------------------------------------------------------------------------------- format features
def test_attr_prov_is_first_class_and_counted():
    m = build(HEAD + """spaces:
  - {id: a, kind: land, attrs: {colour: red, port: true}, attr_prov: {port: "assumed: smudged"}, prov: rulebook §1}
  - {id: b, kind: sea, prov: "geography: the sea"}
edges:
  - {a: a, b: b, kind: sea, attrs: {strait: true}, attr_prov: {strait: rulebook §5.1}, prov: "inferred: a map note"}
regions:
  - {id: r, members: [a], attrs: {size: 1}, attr_prov: {size: "assumed: counted"}, prov: rulebook §2}
""")
    assert m.spaces["a"].attr_prov == {"port": {"src": "assumed", "note": "smudged"}}
    counts = m.attribute_provenance()
    assert counts["space.port"]["assumed"] == 1 and counts["space.colour"]["rulebook"] == 1
    assert counts["edge.strait"]["rulebook"] == 1 and counts["region.size"]["assumed"] == 1


def test_bad_attr_prov_names_file_path_and_line():
    errs = errors_of(HEAD + """spaces:
  - {id: a, kind: land, attrs: {colour: red}, attr_prov: {port: rulebook §3}, prov: rulebook §1}
""")
    assert errs == ["map.yaml:9: at spaces[0].attr_prov.port: attr_prov names 'port', which this space does not have\n"
                    "  hint: its attributes: colour"]
    with pytest.raises(DataErrors) as e:
        build(HEAD + """spaces:
  - id: a
    kind: land
    attrs: {colour: red}
    attr_prov: {colour: "from the box"}
    prov: rulebook §1
""")
    assert e.value.errors[0].render() == ("map.yaml:12: at spaces[0].attr_prov.colour: 'from the box' is not a provenance: "
                                          "write 'rulebook §x.y', 'inferred: how', 'geography: what', 'reference: source' or 'assumed: why'")


def test_ambiguous_name_is_an_error_unless_preferred():
    body = """spaces:
  - {id: samoa, name: Samoa, kind: land, prov: rulebook §1}
  - {id: samoa_sea, name: Samoa, kind: sea, prov: rulebook §1}
"""
    errs = errors_of(HEAD + body)
    assert errs[0].startswith("map.yaml:10: at spaces[1].name: ambiguous name 'Samoa': it names samoa (line 9) and samoa_sea")
    assert "prefer: {'Samoa': samoa}" in errs[0]
    m = build(HEAD + "prefer: {Samoa: samoa_sea}\n" + body)
    assert m.resolve("samoa") == "samoa" and m.resolve("SAMOA!") == "samoa_sea"
    errs = errors_of(HEAD + "prefer: {Samoa: nowhere}\n" + body)
    assert "map.yaml:8: at prefer.Samoa: unknown space or region 'nowhere'" in errs[0]


def test_region_names_resolve_and_clash():
    m = build(HEAD + """spaces: [{id: a, kind: land, prov: rulebook §1}]
regions:
  - {id: kansu, name: Kansu, aliases: [Gansu], members: [a], prov: rulebook §1}
""")
    assert m.resolve_region("GANSU") == "kansu" and m.resolve("Kansu") is None
    errs = errors_of(HEAD + """spaces: [{id: a, kind: land, prov: rulebook §1}]
regions:
  - {id: r1, name: North, members: [a], prov: rulebook §1}
  - {id: r2, name: North, members: [a], prov: rulebook §1}
""")
    assert errs[0].startswith("map.yaml:11: at regions[1].name: ambiguous name 'North': it names r1 (line 10) and r2")


def test_rows_north_keeps_adjacency_and_turns_the_drawing_right_way_up():
    south, north = Grid("hex", "pointy", "odd-r"), Grid("hex", "pointy", "odd-r", rows_north=True)
    for c in range(1, 6):
        for r in range(1, 6):
            assert {south.neighbour(c, r, d) for d in south.directions} == {north.neighbour(c, r, d) for d in north.directions}
    assert north.neighbour(3, 3, "NE")[1] == 4 and north.position(3, 4)[1] < north.position(3, 3)[1]
    flat = Grid("hex", "flat", "odd-q", rows_north=True)
    assert flat.neighbour(2, 2, "N") == (2, 3)
    assert Grid("square", rows_north=True).neighbour(1, 1, "N") == (1, 2)


GRIDS = HEAD.replace("coords: plane", "coords: lonlat") + """grids:
  - {id: west, type: hex, orientation: pointy, offset: odd-r, columns: [1, 3], rows: [1, 2], id_format: "w{col}{row}",
     default: {kind: sea}, edge_kind: hexside, prov: "assumed: test",
     geo: {projection: laea, centre: [150, 5], origin_cell: w11, origin_lonlat: [150, 5], cell_km: 900}}
  - {id: east, type: hex, orientation: pointy, offset: odd-r, columns: [1, 3], rows: [1, 2], id_format: "e{col}{row}",
     default: {kind: sea}, edge_kind: hexside, prov: "assumed: test", lattice: {grid: west, shift: [3, 0]}}
"""


def test_shared_lattice_and_projected_grid():
    m = build(GRIDS + """spaces: []
edges:
  - {a: w31, b: e11, kind: hexside, prov: "assumed: the join"}
""")
    assert m.grid_distance("w11", "e31") == 5 and m.grid_distance("w31", "e11") == 1
    assert m.spaces["w11"].lonlat == (150.0, 5.0) and m.spaces["w11"].pos == (150.0, 5.0)
    assert abs(_km(m.spaces["w11"].lonlat, m.spaces["w21"].lonlat) - 900) < 9
    assert m.spaces["e11"].lonlat is None  # the east grid has no geo of its own
    errs = errors_of(GRIDS.replace("shift: [3, 0]", "shift: [3, 1]") + "spaces: []\n")
    assert errs == ["map.yaml:12: at grids[1]: the shift [3, 1] changes the row parity; use an even shift on that axis"]


def test_sides_can_change_an_edges_kind():
    text = GRIDS + """spaces:
  - {id: w11, sides: {E: {kind: barrier, reason: reef, prov: "geography: a reef"}}}
"""
    with pytest.raises(DataErrors):  # a listed cell needs its own prov
        build(text)
    m = build(text.replace("{id: w11, sides", "{id: w11, prov: rulebook §2, sides"))
    kinds = {e.kind for nb, e in m.adj["w11"] if nb == "w21"}
    edge = next(e for nb, e in m.adj["w11"] if nb == "w21")
    assert kinds == {"barrier"} and edge.attrs == {"reason": "reef"} and edge.prov["src"] == "geography"
    errs = errors_of(GRIDS + """spaces:
  - {id: w11, prov: rulebook §2, sides: {E: {kind: barrier}}}
  - {id: w21, prov: rulebook §2, sides: {W: {kind: sea}}}
""")
    assert "side W of w21 says kind='sea' but w11 says 'barrier'" in errs[0]


# ------------------------------------------------------------------------------------------- fact forms
FACTS_MAP = HEAD + """spaces:
  - {id: a, name: Alpha, kind: land, attrs: {colour: red, port: true}, prov: rulebook §1}
  - {id: b, name: Beta, kind: land, attrs: {colour: blue}, prov: rulebook §1}
  - {id: c, name: Gamma, kind: land, attrs: {colour: blue}, prov: rulebook §1}
  - {id: s, name: Sound, kind: sea, prov: rulebook §1}
  - {id: t, name: Strait Sea, kind: sea, prov: rulebook §1}
edges:
  - {a: a, b: b, kind: land, prov: rulebook §1}
  - {a: b, b: c, kind: land, prov: rulebook §1}
  - {a: a, b: s, kind: sea, prov: rulebook §1}
  - {a: s, b: t, kind: sea, attrs: {strait: true}, prov: rulebook §1}
  - {a: t, b: c, kind: sea, prov: rulebook §1}
regions:
  - {id: blues, name: The Blues, members: [b, c], prov: rulebook §1}
  - {id: ends, members: [a, c], prov: rulebook §1}
"""


@pytest.mark.parametrize("fact,holds", [
    ({"resolves": "alpha"}, True), ({"resolves": "Delta"}, False),
    ({"resolves_region": "the blues"}, True), ({"resolves_region": "Reds"}, False),
    ({"adjacent": ["Alpha", "Beta"], "kind": "land"}, True), ({"not_adjacent": ["Alpha", "Gamma"]}, True),
    ({"edge": ["Sound", "Strait Sea"], "kind": "sea", "attr": "strait", "equals": True}, True),
    ({"edge": ["Alpha", "Beta"], "attr": "strait", "equals": True}, False),
    ({"edge": ["Alpha", "Gamma"]}, False),
    ({"path": ["Alpha", "Gamma"], "kinds": ["land"], "equals": 2}, True),
    ({"path": ["Alpha", "Gamma"], "kinds": ["sea"], "min": 3}, True),
    ({"path": ["Alpha", "Gamma"], "kinds": ["sea"], "edges_without": {"strait": True}}, False),
    ({"path": ["Alpha", "Gamma"], "kinds": ["sea"], "edges_without": {"strait": True}, "unreachable": True}, True),
    ({"path": ["Alpha", "Gamma"], "spaces_without": {"colour": "blue"}, "max": 2}, False),
    ({"in_region": ["Beta", "The Blues"]}, True), ({"not_in_region": ["Alpha", "blues"]}, True),
    ({"not_in_region": ["Beta", "blues"]}, False),
    ({"attr": ["Alpha", "port"], "equals": True}, True), ({"attr": ["Beta", "colour"], "equals": "red"}, False),
    ({"neighbours": "Beta", "equals": ["Alpha", "Gamma"]}, True), ({"neighbours": "Alpha", "kinds": ["sea"], "count": 1}, True),
    ({"neighbours": "Alpha", "includes": ["Gamma"]}, False), ({"neighbours": "Alpha", "excludes": ["Gamma"]}, True),
    ({"count": {"kind": "land", "where": {"colour": "blue"}}, "equals": 2}, True),
    ({"count": {"region": "blues", "unless": {"colour": "blue"}}, "equals": 0}, True),
    ({"count": {"any": [{"kind": "sea"}, {"where": {"port": True}}]}, "equals": 3}, True),
    ({"connected": {"kind": "land"}, "edges": ["land"]}, True),
    ({"connected": {"kind": "sea"}, "edges": ["sea"], "edges_without": {"strait": True}}, False),
    ({"connected": {"region": "ends"}, "edges": ["sea"]}, False),
    ({"connected": {"region": "ends"}, "through": {"kind": "sea"}, "edges": ["sea"]}, True),
])
def test_fact_forms(fact, holds):
    m = build(FACTS_MAP)
    assert (check_fact(m, fact) is None) == holds, check_fact(m, fact)


def test_grid_distance_fact_and_misspelt_options():
    m = build(GRIDS + "spaces: []\n")
    assert check_fact(m, {"grid_distance": ["w11", "e31"], "min": 5, "max": 5}) is None
    assert check_fact(m, {"grid_distance": ["w11", "w21"], "min": 2}) == "grid distance w11->w21 is 1, expected at least 2"
    assert check_fact(m, {"path": ["w11", "w21"], "edge_with": {}}).startswith("a path fact has no edge_with")
    assert check_fact(m, {"adjacent": ["w11", "w21"], "attr": ["w11", "x"]}).startswith("one fact states one thing")


# ------------------------------------------------------------------------------------------- map check
def test_map_check_reports_cut_off_spaces(tmp_path):
    folder = tmp_path / "islands"
    folder.mkdir()
    sea = "  - {id: t, name: Strait Sea, kind: sea, prov: rulebook §1}\n"
    boxes = "  - {id: x, kind: box, prov: rulebook §9}\n  - {id: y, kind: box, unreachable_ok: true, prov: rulebook §9}\n"
    (folder / "map.yaml").write_text(FACTS_MAP.replace(sea, sea + boxes))
    ok, text = map_check(str(folder))
    assert not ok
    assert "by kind: land 3/3, sea 2/2, box 0/2" in text
    assert "apart, marked unreachable_ok: y" in text and "apart and NOT marked unreachable_ok: x" in text


# ------------------------------------------------------------------------------------------- rendering
@pytest.mark.parametrize("game", GAMES)
def test_render_svg(tmp_path, maps, game):
    out = render_map(bundled_games_dir() / game, None, tmp_path / f"{game}.svg")
    root = ET.parse(out).getroot()
    texts = {t.text for t in root.iter("{http://www.w3.org/2000/svg}text")}
    assert maps[game].title in texts and "Legend" in texts
    named = [s.name for s in maps[game].spaces.values() if s.name != s.id][:5]
    assert set(named) <= texts
    assert len(list(root.iter("{http://www.w3.org/2000/svg}polygon"))) > 20


@pytest.mark.parametrize("game", GAMES)
def test_render_png(tmp_path, game):
    pytest.importorskip("matplotlib")
    out = render_map(bundled_games_dir() / game, None, tmp_path / f"{game}.png")
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and out.stat().st_size > 50_000


def test_render_setup_of_a_scenario(tmp_path):
    out = render_map(bundled_games_dir() / "orange_swan", "pearl_harbor", tmp_path / "ph.svg")
    text = out.read_text()
    assert "Axis: number of units" in text and "Allies at manila: 1 x AIR (us); 1 x ART (us)" in text


def test_render_errors_are_one_line(tmp_path, capsys, monkeypatch):
    bare = tmp_path / "bare"  # a game folder with a map and nothing else yet
    bare.mkdir()
    shutil.copy(FIXTURES / "toy_printed_map" / "map.yaml", bare / "map.yaml")
    cases = [
        (["map", "render", str(bare), "--scenario", "x", "--out", str(tmp_path / "a.svg")],
         "bare has no scenarios.yaml yet, so there is no setup to draw for --scenario x"),
        (["map", "render", "orange_swan", "--scenario", "nope", "--out", str(tmp_path / "a.svg")],
         "orange_swan has no scenario 'nope'; scenarios: pearl_harbor"),
        (["map", "render", "orange_swan", "--out", str(tmp_path / "a.jpg")], "written as .svg or .png"),
    ]
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # as if the 'render' extra were not installed
    cases.append((["map", "render", "fire_in_the_sky", "--out", str(tmp_path / "a.png")], "pip install 'pacwar[render]'"))
    for argv, message in cases:
        assert main(argv) == 1
        err = capsys.readouterr().err
        assert message in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err


# ------------------------------------------------------------------------------------------- replacing a map
@pytest.fixture
def printed_toy(tmp_path):
    """What docs/data-formats.md tells an owner to do: copy the game folder, put the transcribed map in it."""
    folder = tmp_path / "my_toy"
    shutil.copytree(FIXTURES / "toy", folder)
    shutil.copy(FIXTURES / "toy_printed_map" / "map.yaml", folder / "map.yaml")
    return folder


def test_replacement_map_loads_through_the_users_path(printed_toy, tmp_path, capsys):
    g = load_game(str(printed_toy), cache=False)
    assert g.map.title == "Toy War (transcribed from the printed map)"
    assert g.map.resolve("Bay") == "s0201" and g.map.resolve("bay town") == "bay_town"
    assert g.map.spaces["west"].attr_prov["port"]["src"] == "assumed"
    assert main(["map", "check", str(printed_toy)]) == 0
    out = capsys.readouterr().out
    assert "locations: all 4 setup placements and every @name in the rules and scenarios resolve" in out
    assert "apart, marked unreachable_ok: lighthouse" in out
    assert main(["validate", str(printed_toy)]) == 0
    assert main(["play", str(printed_toy), "skirmish", "--quiet", "--seed", "1"]) == 0
    assert "Result:" in capsys.readouterr().out
    assert main(["map", "render", str(printed_toy), "--scenario", "skirmish", "--out", str(tmp_path / "t.svg")]) == 0


def test_replacement_map_missing_a_space_the_rules_use(printed_toy, capsys):
    text = (printed_toy / "map.yaml").read_text().replace("id: middle, name: Middle", "id: centre, name: Centre")
    text = text.replace(": middle,", ": centre,").replace("[west, middle,", "[west, centre,")
    (printed_toy / "map.yaml").write_text(text)
    assert main(["map", "check", str(printed_toy)]) == 1
    out = capsys.readouterr().out
    assert "scenarios.yaml:12: @middle" in out and "map check: FAILED" in out and "Traceback" not in out


def _km(p, q):
    la1, la2 = math.radians(p[1]), math.radians(q[1])
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin(math.radians(q[0] - p[0]) / 2) ** 2
    return 2 * 6371.0088 * math.asin(math.sqrt(h))


def test_render_edge_rules_marked_also_draw_together():
    # a toy map's hexside with a railway and a river: rules marked `also` draw as well and let the search go on
    from types import SimpleNamespace
    from pacwar.interpreter.map.model import Edge
    from pacwar.interpreter.render.style import Style
    hints = {"edges": [{"when": {"river": True}, "colour": "#0000ff", "also": True, "label": "river"},
                       {"when": {"rail": True}, "colour": "#000000", "also": True, "draw": "line", "label": "rail"},
                       {"when": {"strait": True}, "colour": "#00aaff", "label": "strait"},
                       {"when": {"rail": True}, "colour": "#ff0000", "label": "rail, first rule without also"}]}
    m = SimpleNamespace(render=hints, grid_specs={"g": {"edge_kind": "hexside"}})
    st = Style(m)
    edge = lambda **a: Edge("x1", "x2", "hexside", a, {"src": "assumed", "note": "toy"})
    assert [s["label"] for s in st.edges(edge(river=True, rail=True, strait=True), True)] == ["river", "rail", "strait"]
    assert [s["label"] for s in st.edges(edge(rail=True), True)] == ["rail", "rail, first rule without also"]
    assert [s["label"] for s in st.edges(edge(river=True), True)] == ["river"]
    assert st.edges(edge(), True) == []           # a plain hexside stays the grid
    assert [s["draw"] for s in st.edges(edge(rail=True), True)] == ["line", "side"]
