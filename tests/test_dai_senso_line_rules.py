"""Dai Senso!: the rules that read the map's hexside lines (core 3.1.1 and the Terrain Effects Chart, 4.2.3, 5, 8, 10,
the Air Base of 2.2.3 and 38.1.3's Road or Rail hexes; notes.md R290-R299). Until the reconstructed lines are on the
map no hexside has them, so these tests put a line on chosen hexsides of a private copy of the game (both records of
the hexside) and check the rule's statement against the text (core digest G, H.3, I, L, N, P)."""
import pytest

from pacwar.interpreter.core.game import load_game
from pacwar.interpreter.core.scripted import start_position


LINE_ATTRS = ("rail", "rail_from", "road", "road_from", "river", "mountain")


def without_lines(g):
    """The game with no hexside lines (whatever the traced map has), so that each test puts its own."""
    for recs in g.adj_records.values():
        for _, rec in recs:
            for k in LINE_ATTRS:
                rec.pop(k, None)
    return g


@pytest.fixture()
def game():
    # a private copy: the tests write hexside attributes into it
    return without_lines(load_game("dai_senso", cache=False))


def hexside(g, a, b, **attrs):
    """Give the hexside between a and b these attributes (both directions), as the map would."""
    for x, y in ((a, b), (b, a)):
        recs = [rec for nb, rec in g.adj_records[x] if nb == y and rec["kind"] == "hexside"]
        assert recs, f"{x} and {y} are not across a hexside"
        for rec in recs:
            rec.update(attrs)


def position(g):
    s = start_position(g, "tora_tora_tora", "operational_movement")   # Sept-Oct 1941 (scenario 39)
    s.clear_pieces()
    s.set("phasing", "axis")
    return s


def unit(s, cls, at, tag="1", nation="japan"):
    return s.create({"class": cls, "nation": nation, "attrs": {"tag": tag}}, at)


def clear_around(s, centre, radius=3):
    s.exec(f'for z in spaces("land") where hex_distance(it, @{centre}) <= {radius} {{\n'
           f'  z.terrain_class = "clear"\n  z.weather_area = "none"\n}}')


# ---- 3.1.1 and the TEC: what one step costs, in half MPs (R291)

def test_hexside_terrain_adds_to_the_hex_cost(game):
    # TEC: Clear 1 MP, Rough 2; Mountain hexside +2, River hexside +1 (3.1.1: the hex's MP plus the hexside's)
    hexside(game, "a5525", "a5524", river=True)
    hexside(game, "a5525", "a5425", mountain=True)
    hexside(game, "a5525", "a5526", mountain=True, river=True)
    s = position(game)
    clear_around(s, "a5525")
    s.exec("@a5626.terrain_class = \"rough\"")
    hexside(game, "a5525", "a5626", river=True)
    u = unit(s, "u332", "a5525")
    cost = lambda b: s.eval(f"half_mp(edge(@a5525, @{b}), @{u}, false)")
    assert cost("a5625") == 2        # Clear: 1 MP
    assert cost("a5524") == 4        # Clear across a River: 2 MP
    assert cost("a5425") == 6        # Clear across a Mountain: 3 MP
    assert cost("a5526") == 6        # both: a Mountain hexside (R291), 3 MP
    assert cost("a5626") == 6        # Rough across a River: 3 MP


def test_road_or_rail_costs_half_an_mp_for_one_step_units_one_for_others_whatever_the_terrain(game):
    for a, b in (("a5525", "a5426"), ("a5426", "a5326")):
        hexside(game, a, b, rail=True, river=True)      # other terrain is ignored along the line
    s = position(game)
    clear_around(s, "a5525")
    s.exec("@a5426.terrain_class = \"rough\"\n@a5326.terrain_class = \"rough\"")
    one = unit(s, "u111", "a5525")            # a one-step 1-1-1, MA 1
    multi = unit(s, "r221", "a5525", "2")     # a two-step 3-3-1, MA 1
    assert s.eval(f"half_mp(edge(@a5525, @a5426), @{one}, false)") == 1
    assert s.eval(f"half_mp(edge(@a5525, @a5426), @{multi}, false)") == 2
    d1 = s.eval(f"destinations(@{one})")
    dm = s.eval(f"destinations(@{multi})")
    assert "a5326" in d1                      # two rail hexes for 1/2 MP each
    assert "a5426" in dm and "a5326" not in dm


def test_a_line_is_in_service_from_its_first_year(game):
    hexside(game, "a5525", "a5426", road=True, road_from=1942)
    hexside(game, "a5426", "a5326", road=True, road_from=1942)
    s = position(game)
    clear_around(s, "a5525")
    one = unit(s, "u111", "a5525")
    assert s.eval("turn_year") == 1941
    assert s.eval(f"half_mp(edge(@a5525, @a5426), @{one}, false)") == 2
    assert "a5326" not in s.eval(f"destinations(@{one})")
    s.set("turn_year", 1942)
    assert s.eval(f"half_mp(edge(@a5525, @a5426), @{one}, false)") == 1
    assert "a5326" in s.eval(f"destinations(@{one})")


def test_the_minimum_move_still_enters_one_hex_across_a_mountain(game):
    for b in ("a5524", "a5425", "a5526", "a5626", "a5625", "a5426"):
        hexside(game, "a5525", b, mountain=True)
    s = position(game)
    clear_around(s, "a5525")
    u = unit(s, "u332", "a5525")              # MA 2: no neighbour within 3 MP, but it may always enter one hex
    assert sorted(s.eval(f"destinations(@{u})")) == sorted(["a5524", "a5425", "a5526", "a5626", "a5625", "a5426"])


def test_exploitation_pays_the_line_costs(game):
    for a, b in (("a5525", "a5426"), ("a5426", "a5326"), ("a5326", "a5226"), ("a5226", "a5125")):
        hexside(game, a, b, rail=True)
    s = position(game)
    clear_around(s, "a5525", 4)
    ja = unit(s, "u212", "a5525", "A")        # a one-step 2-1-2 armour: 4 rail hexes on 2 MP
    assert "a5125" in s.eval(f"exploit_destinations(@{ja}, @axis)")


# ---- 5: in Reserve Movement a Road or Rail costs 1 MP a hex inside an active enemy country

def test_reserve_movement_pays_a_full_mp_along_lines_inside_enemy_countries(game):
    # Kiangsu is a Western country (country_faction); the Axis holds Nanking (a4724) and, here, the hexes beyond
    hexside(game, "a4724", "a4624", rail=True)
    hexside(game, "a4624", "a4623", rail=True)
    s = position(game)
    clear_around(s, "a4724")
    s.exec("@a4624.ctrl = @axis\n@a4623.ctrl = @axis")
    one = unit(s, "u111", "a4724")
    assert s.eval("enemy_country(@a4624, @axis)") is True
    assert "a4623" in s.eval(f"destinations(@{one})")             # Operational Movement: 1/2 MP a hex
    r = s.eval(f"reserve_destinations(@{one})")
    assert "a4624" in r and "a4623" not in r                        # Reserve Movement: 1 MP a hex


def test_a_conquered_minor_country_is_no_longer_an_active_enemy_country(game):
    # 5 reads an *active* enemy country; 38.1.1 makes a conquered Minor Country inactive (it joins `conquered`, while
    # its name stays on its faction's country list): a one-step unit goes back to 1/2 MP a hex there (R291, audit L1)
    hexside(game, "a4820", "a4719", rail=True)
    hexside(game, "a4719", "a4619", rail=True)
    s = position(game)
    clear_around(s, "a4719")
    s.exec("@a4820.ctrl = @axis\n@a4719.ctrl = @axis\n@a4619.ctrl = @axis")
    one = unit(s, "u111", "a4820")            # Szechwan: a Western Minor Country
    assert s.eval("enemy_country(@a4719, @axis)") is True
    assert "a4619" not in s.eval(f"reserve_destinations(@{one})")  # 1 MP a hex while Szechwan is active
    s.set("conquered", ["szechwan"])
    assert s.eval("enemy_country(@a4719, @axis)") is False
    assert "a4619" in s.eval(f"reserve_destinations(@{one})")      # conquered: 1/2 MP a hex again


def test_reserve_movement_keeps_half_mp_lines_at_home(game):
    for a, b in (("a5525", "a5426"), ("a5426", "a5326")):
        hexside(game, a, b, rail=True)
    s = position(game)
    clear_around(s, "a5525")
    one = unit(s, "u111", "a5525")            # Manchukuo: an Axis country
    assert "a5326" in s.eval(f"reserve_destinations(@{one})")


# ---- 4.2.3: Mountain 2 left, River 1 left; only the lowest hexside shift applies, added to the hex shift (R292)

def test_hexside_shifts_take_the_lowest_hexside_and_add_the_hex(game):
    hexside(game, "a5525", "a5526", mountain=True)
    hexside(game, "a5626", "a5526", river=True)
    hexside(game, "a5427", "a5526", strait=True)
    s = position(game)
    clear_around(s, "a5526")
    j1 = unit(s, "u331", "a5525", "1")   # across the Mountain
    j2 = unit(s, "u331", "a5626", "2")   # across the River
    j3 = unit(s, "u331", "a5427", "3")   # across the Strait
    j4 = unit(s, "u331", "a5426", "4")   # across a plain hexside
    shift = lambda *us: s.eval("column_shift(@a5526, [" + ", ".join("@" + u for u in us) + "], [])")
    assert shift(j1) == -2
    assert shift(j2) == -1
    assert shift(j1, j2) == -1          # the lowest of Mountain and River
    assert shift(j1, j3) == -2          # Mountain and Strait: 2, once
    assert shift(j3) == -2              # the Strait alone, as before
    assert shift(j1, j4) == 0           # an attacker across a plain hexside: no hexside shift
    s.exec('@a5526.terrain_class = "rough"')
    assert shift(j1) == -3              # Rough 1 left plus the Mountain's 2
    labels = s.eval("map(modifiers(\"column_shift\", @a5526, [@" + j1 + "], []), .label)")
    assert sorted(labels) == ["Hexside (Mountain, River or All-Sea)", "Rough terrain"]


def test_a_hexside_with_river_and_mountain_is_a_mountain(game):
    hexside(game, "a5525", "a5526", mountain=True, river=True)
    s = position(game)
    clear_around(s, "a5526")
    j1 = unit(s, "u331", "a5525")
    assert s.eval(f"column_shift(@a5526, [@{j1}], [])") == -2


# ---- 8: Mountain hexsides block ZOC (R293)

def test_a_mountain_hexside_blocks_zoc_for_movement_reserve_movement_and_supply(game):
    hexside(game, "a5525", "a5526", mountain=True)
    hexside(game, "a5525", "a5524", river=True)
    s = position(game)
    clear_around(s, "a5525")
    sov = unit(s, "u331", "a5526", "S", nation="russia")     # across the Mountain hexside from a5525
    assert s.eval("ezoc(@a5525, @axis)") is False
    assert s.eval("ezoc(@a5426, @axis)") is True              # a5426 is next to a5526 across a plain hexside
    assert "a5525" in s.eval(f"reserve_destinations(@{unit(s, 'u331', 'a5625', '2')})")   # 5: no EZOC to enter
    j = unit(s, "u331", "a5525")
    assert s.eval(f"in_ezoc(@{j})") is False
    s.place(sov, "a5524")                                         # across a River hexside: ZOC as usual
    assert s.eval(f"in_ezoc(@{j})") is True
    s.place(j, "a5625")
    assert s.eval("ezoc(@a5525, @axis)") is True


# ---- Air Base (glossary: City, Port, Road or Rail hex) and 38.1.3's Road or Rail hexes (R294)

def test_a_road_or_rail_hex_is_an_air_base_and_a_border_defense_hex(game):
    hexside(game, "a5425", "a5525", rail=True, rail_from=1942)
    s = position(game)
    assert s.eval("line_hex(@p5201)") is True                 # the 38.1.3 example's rail hex, a fact of the text
    assert s.eval("line_hex(@a5525)") is False                # its rail opens in 1942
    j = unit(s, "u331", "a5525")
    assert s.eval("@a5525.city != true and @a5525.port != true") is True
    assert s.eval("air_base(@a5525, @axis)") is False
    s.set("turn_year", 1942)
    assert s.eval("line_hex(@a5525) and line_hex(@a5425)") is True
    assert s.eval("supplied(@a5525, @axis)") is True
    assert s.eval("air_base(@a5525, @axis)") is True
    s.place(j, None)
    assert s.eval("air_base(@a5525, @axis)") is False         # no ground unit: no Air Base


def border_defense_hexes(g):
    s = position(g)
    s.set("postures", {**s.eval("postures"), "russia": "neutrality_pact"})   # 38.1.3 applies under Neutrality
    s.set("soviet_countries", ["russia"])                                     # an active Soviet country
    return s.eval("garrison_hexes()")


def test_border_defense_reads_road_hexes(game):
    # 38.1.3: each Road or Rail hex of Korea (a Japanese Dependent) sharing a Border with Russia must hold two
    # Japanese steps; its example names p5201, a rail hex. a5327, a Korean hex on the Russian border, becomes one
    # with a road through it.
    assert border_defense_hexes(without_lines(load_game("dai_senso", cache=False))) == ["p5201"]
    hexside(game, "a5327", "a5227", road=True)
    assert border_defense_hexes(game) == ["a5327", "p5201"]


# ---- 10.2: up to two free hexes from the unit, then any distance along rail, plus one stretch of road or one
# connected strait (R295). The Japanese unit stands in a5726 (Manchukuo), three hexes from the nearest Axis Home
# Country City, a5427; Mukden (a5226) lies beyond a5325. Free hexes: a5626, a5525.

def supplied_with(game, *lines):
    for a, b, attrs in lines:
        hexside(game, a, b, **attrs)
    s = position(game)
    unit(s, "u331", "a5726")
    return s.eval("supplied(@a5726, @axis)")


RAIL, ROAD = {"rail": True}, {"road": True}


def test_without_lines_a_line_has_two_free_hexes(game):
    s = position(game)
    assert s.eval("supplied(@a5626, @axis)") is True    # two free hexes, a5526 and a5427 (the source)
    assert s.eval("supplied(@a5726, @axis)") is False   # three hexes: no longer (the flat range of 4 is gone)


def test_two_free_hexes_then_rail(game):
    assert supplied_with(game, ("a5525", "a5426", RAIL), ("a5426", "a5325", RAIL), ("a5325", "a5226", RAIL)) is True


def test_two_free_hexes_then_one_road_stretch(game):
    assert supplied_with(game, ("a5525", "a5426", ROAD), ("a5426", "a5325", ROAD), ("a5325", "a5226", ROAD)) is True


def test_road_then_rail(game):
    assert supplied_with(game, ("a5525", "a5426", ROAD), ("a5426", "a5325", RAIL), ("a5325", "a5226", RAIL)) is True


def test_a_second_road_stretch_is_not_allowed(game):
    assert supplied_with(game, ("a5525", "a5426", ROAD), ("a5426", "a5325", RAIL), ("a5325", "a5226", ROAD)) is False


def test_no_third_free_hex(game):
    assert supplied_with(game, ("a5426", "a5325", RAIL), ("a5325", "a5226", RAIL)) is False


def test_no_free_hex_at_the_source_end(game):
    # rail from the unit, then a free hex into the source: the free hexes come first (R295)
    assert supplied_with(game, ("a5726", "a5626", RAIL), ("a5626", "a5525", RAIL), ("a5525", "a5426", RAIL)) is False


def test_a_line_not_yet_in_service_does_not_carry_supply(game):
    rail = {"rail": True, "rail_from": 1942}
    assert supplied_with(game, ("a5525", "a5426", rail), ("a5426", "a5325", rail), ("a5325", "a5226", rail)) is False


STRAIT_RAIL = {"strait": True, "rail": True}
STRAIT_ROAD = {"strait": True, "road": True}


# A connected strait is "as road/rail" (TEC): a railway across it (a tunnel, bridge or train ferry) is rail, so the
# line keeps its one road stretch, and two in a row do not cut it; a strait only a road crosses is road, part of the
# one road stretch and never a second one (R297, audit M3).
@pytest.mark.parametrize("hexsides,supplied", [
    ((("a5525", "a5426", STRAIT_RAIL), ("a5426", "a5325", RAIL), ("a5325", "a5226", ROAD)), True),
    ((("a5525", "a5426", STRAIT_RAIL), ("a5426", "a5325", STRAIT_RAIL), ("a5325", "a5226", ROAD)), True),
    ((("a5525", "a5426", ROAD), ("a5426", "a5325", STRAIT_ROAD), ("a5325", "a5226", ROAD)), True),
    ((("a5525", "a5426", ROAD), ("a5426", "a5325", RAIL), ("a5325", "a5226", STRAIT_ROAD)), False),
], ids=["rail strait keeps the road stretch", "two rail straits in a row", "road strait inside the road stretch",
        "road strait is no second road stretch"])
def test_a_strait_counts_as_the_line_that_crosses_it(game, hexsides, supplied):
    assert supplied_with(game, *hexsides) is supplied


STRAIT = {"strait": True}


# An unconnected strait (no line in service crosses it) is no part of the line's rail, road or "one connected
# strait": a supply line crosses it only as one of its two free hexes (R295 (c), OWNER CHECK; audit L4, L5).
@pytest.mark.parametrize("hexsides,supplied", [
    ((("a5726", "a5626", STRAIT), ("a5525", "a5426", RAIL), ("a5426", "a5325", RAIL), ("a5325", "a5226", RAIL)), True),
    ((("a5525", "a5426", STRAIT), ("a5426", "a5325", RAIL), ("a5325", "a5226", RAIL)), False),
], ids=["as a free hex", "not as the line beyond the free hexes"])
def test_an_unconnected_strait_is_crossed_only_as_a_free_hex(game, hexsides, supplied):
    assert supplied_with(game, *hexsides) is supplied


def test_the_kanmon_tunnel_is_rail_in_a_supply_line_from_1942():
    # R287: the Kanmon railway tunnel (p4801-p4901, a Strait hexside) opened in 1942
    s = position(load_game("dai_senso", cache=False))
    assert s.eval("edge(@p4801, @p4901).strait") is True
    assert s.eval("supply_classes(edge(@p4801, @p4901))") == ["hex"]
    s.set("turn_year", 1942)
    assert s.eval("supply_classes(edge(@p4801, @p4901))") == ["hex", "rail"]


def test_an_enemy_zoc_cuts_the_rail_line_except_across_a_mountain(game):
    for a, b in (("a5525", "a5426"), ("a5426", "a5325"), ("a5325", "a5226")):
        hexside(game, a, b, rail=True)
    hexside(game, "a5325", "a5324", mountain=True)
    s = position(game)
    unit(s, "u331", "a5726")
    assert s.eval("supplied(@a5726, @axis)") is True
    sov = unit(s, "u331", "a5324", "S", nation="russia")     # next to a5325 across a Mountain hexside
    assert s.eval("supplied(@a5726, @axis)") is True
    s.place(sov, "a5425")                                      # next to a5426 and a5325, across plain hexsides
    assert s.eval("supplied(@a5726, @axis)") is False


# ---- 4.2.3.8 and 36.5: Beachhead Hexsides take the lowest shift too (R292, audit M5)

def test_attackers_from_two_beachheads_take_the_lowest_beachhead_shift(game):
    # TEC: Beachhead 2 / 1 / SNLF 0 left; "only the lowest hexside shift applies" (4.2.3.8): from a Beachhead 2 and a
    # Beachhead 1 facing the same hex the attack is shifted 1 left, not 2
    s = position(game)
    clear_around(s, "a1901", 1)
    j1 = unit(s, "u331", "a1801", "1")
    j2 = unit(s, "u331", "a1902", "2")
    bh = lambda h, v: {"hex": s.eval(f"@{h}"), "faces": s.eval("@a1901"), "side": s.eval("@axis"), "value": v, "unit": None}
    s.set("beachheads", [bh("a1801", 2), bh("a1902", 1)])
    shift = lambda *us: s.eval("column_shift(@a1901, [" + ", ".join("@" + u for u in us) + "], [])")
    assert shift(j1) == -2
    assert shift(j2) == -1
    assert shift(j1, j2) == -1
    s.set("beachheads", [bh("a1801", 2), bh("a1902", 0)])     # an SNLF Beachhead 0: no hexside shift
    assert shift(j1, j2) == 0


# ---- 2.2.4: the Blitz marker may go wherever a unit could be Blitz-enabled after moving, in half MPs (R62, audit M1)

def test_blitz_reach_covers_every_hex_within_two_of_where_a_unit_can_move(game):
    for a, b in (("a5525", "a5426"), ("a5426", "a5326"), ("a5326", "a5226"), ("a5226", "a5125")):
        hexside(game, a, b, rail=True)
    s = position(game)
    clear_around(s, "a5525", 5)
    ja = unit(s, "u212", "a5525", "A")        # a one-step 2-1-2 armour, MA 2: 4 rail hexes on 2 MP
    dest = s.eval(f"destinations(@{ja})")
    assert "a5125" in dest
    reach = set(s.eval("blitz_reach(@axis)"))
    enabled = set(s.eval("reachable([" + ", ".join("@" + d for d in dest) + "], max=BLITZ_RANGE, edge=.kind == \"hexside\")"))
    assert enabled <= reach                   # a marker there enables the unit once it has moved
    assert s.eval("hex_distance(@a5525, @a4925)") == 6 and "a4925" in reach    # 2 beyond a5125, 6 from the start


# ---- TEC: a Strait hexside no line in service crosses costs the entire MA (R296, audit M2)

def test_an_unconnected_strait_takes_the_entire_ma_and_only_at_the_start(game):
    ring = ("a5524", "a5425", "a5526", "a5626", "a5625", "a5426")       # a5525's six neighbours
    for b in ring:
        hexside(game, "a5525", b, strait=True)
    s = position(game)
    clear_around(s, "a5525", 4)
    ja = unit(s, "u212", "a5525", "A")        # a one-step 2-1-2 armour, MA 2, on an island of straits
    assert s.eval(f"half_mp(edge(@a5525, @a5426), @{ja}, false)") == 4      # its whole MA, in half MPs
    for dest in (f"destinations(@{ja})", f"reserve_destinations(@{ja})", f"exploit_destinations(@{ja}, @axis)"):
        assert sorted(s.eval(dest)) == sorted(ring)      # across a strait at the start of its move, and no farther
    s.place(ja, "a5725")                      # next to a5625: a Clear hex first, then the strait is too dear
    assert s.eval("hex_distance(@a5725, @a5625)") == 1
    assert "a5525" not in s.eval(f"destinations(@{ja})")
    hexside(game, "a5525", "a5625", strait=True, rail=True)   # a line across it: a connected strait, as rail
    assert s.eval(f"half_mp(edge(@a5625, @a5525), @{ja}, false)") == 1
    assert "a5525" in s.eval(f"destinations(@{ja})")


# ---- 8.2, 11: in Exploitation a unit leaving an EZOC in Storms or Snow stops after one hex its MA pays for (R291)

def test_exploitation_out_of_an_ezoc_in_snow_crosses_a_river_and_stops(game):
    hexside(game, "a5525", "a5524", river=True)
    s = position(game)                        # Nov-Dec 1941: Snow in the North weather area
    clear_around(s, "a5525")
    s.exec('@a5525.weather_area = "north"')
    assert s.eval("weather_of(@a5525)") == "snow"
    ja = unit(s, "u212", "a5525", "A")        # a one-step 2-1-2 armour, MA 2
    unit(s, "u331", "a5626", "S", nation="russia")
    assert s.eval(f"in_ezoc(@{ja})") is True
    d = s.eval(f"exploit_destinations(@{ja}, @axis)")
    assert "a5524" in d                       # Clear across a River: 2 MP, which its MA pays for
    assert "a5424" not in d and "a5523" not in d      # and it stops there


# ---- 36.35: a Partisan Base is a supply source, so the line to it is 10.2's line, every block included (audit L3)

def test_a_partisan_base_line_is_closed_by_a_policy_hex_like_any_supply_line(game):
    # 10.2: no supply line through a Policy Affected hex (13.6.1, R186). Mongolia (a Soviet Minor) and Russia sit in
    # different Posture Boxes, both under the Neutrality Pact in 1942, so a Mongolian line may not cross Russia.
    # a5720 and a5623 are Mongolian hexes three apart; the only line between them runs through Russia: one free
    # hex (a5821), then rail a5821-a5822-a5722-a5623.
    for a, b in (("a5821", "a5822"), ("a5822", "a5722"), ("a5722", "a5623")):
        hexside(game, a, b, rail=True)
    s = start_position(game, "waking_giant_1942", "operational_movement")
    s.clear_pieces()
    assert s.eval("hex_distance(@a5720, @a5623)") == 3
    assert [s.eval(f"@{h}.country") for h in ("a5720", "a5821", "a5822", "a5722", "a5623")] == \
        ["mongolia", "russia", "russia", "russia", "mongolia"]
    s.create({"class": "partisan_base", "nation": "russia"}, "a5623")
    assert s.eval("posture_closed(@a5821, @a5720)") is True
    assert s.eval('partisan_supplied(@a5720, @soviet, "mongolia")') is False
    s.set("postures", {"soviet_minors": "neutrality_pact"})      # Russia's Policy ended: its hexes open to the line
    assert s.eval('partisan_supplied(@a5720, @soviet, "mongolia")') is True


# ---- TEC: crossing onto or off a Beachhead costs the entire MA (core digest P: Beachhead hexside "entire MA"; All-Sea
# hexside "entire MA"), in every move that spends MP (R316, audit L9)

def test_a_beachhead_crossing_takes_the_entire_ma_in_every_move(game):
    hexside(game, "a4223", "a4322", strait=False)   # plain here: the map's strait would itself take the entire MA (R296)
    s = position(game)
    clear_around(s, "a4222", 2)
    # a Beachhead 1 in the All-Sea hex a4122, facing a4223 (its Beachhead Hexside); Hong Kong (a4222) is next to it
    s.set("beachheads", [{"hex": s.eval("@a4122"), "faces": s.eval("@a4223"), "side": s.eval("@western"), "value": 1,
                          "unit": None}])
    w = unit(s, "u112", "a4322", "1", nation="great_britain")     # a 1-1-2: MA 2, two hexes from the Beachhead
    assert s.eval("hex_distance(@a4322, @a4122)") == 2
    assert s.eval(f"half_mp(edge(@a4222, @a4122), @{w}, false)") == 4        # its whole MA, in half MPs
    assert "a4222" in s.eval(f"destinations(@{w})")
    assert "a4122" not in s.eval(f"destinations(@{w})")     # 1 MP into Hong Kong: the Beachhead is out of reach
    s.place(w, "a4222")
    assert "a4122" in s.eval(f"destinations(@{w})")         # as the first hex of its move it crosses, with its MA
    a = unit(s, "u212", "a4122", "A", nation="united_states")    # a 2-1-2 armour on the Beachhead
    for dest in (f"destinations(@{a})", f"reserve_destinations(@{a})", f"exploit_destinations(@{a}, @western)"):
        assert s.eval(dest) == ["a4223"]                    # off it across the Beachhead Hexside, and no farther
