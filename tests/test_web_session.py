"""The browser board's sessions as plain Python (web/session.py needs no web framework): what a page receives
is the viewer's own, undo is refused where the rules' dice have rolled, saves load back, replays step."""
from __future__ import annotations

import json

import pytest

from pacwar.interpreter.core.api import is_hidden_from

from pacwar.interpreter.errors import PacwarError
from pacwar.web.session import Replay, Session, scenarios


def test_every_playable_scenario_is_offered():
    got = {(s["game"], s["scenario"]) for s in scenarios()}
    assert ("orange_swan", "pearl_harbor") in got and ("great_pacific_war", "first_turn_1930") in got


def test_the_view_is_the_viewers_own_and_the_decision_is_clickable():
    s = Session.new("orange_swan", "pearl_harbor", seed=1, agents=["human", "random"])
    v = s.view()
    assert v["viewer"] == s.state.current_player() == 0
    acts = v["decision"]["actions"]
    assert acts and all(a["space"] in s.state.game.map.spaces for a in acts)   # carriers, each at its space
    assert set(v["targets"]) == {a["space"] for a in acts}
    assert v["svg"].startswith("<svg") and all(f"({t})" in v["svg"] for t in v["targets"])
    assert v["log"] and all(line["cite"] for line in v["log"][:3])
    # the other player sees no decision of theirs, and no id of a piece hidden from them
    other = s.view(1)
    assert "actions" not in (other["decision"] or {})
    side = other["viewer_side"]
    hidden = [pid for pid in s.state.st["pieces"] if is_hidden_from(s.state.ctx, pid, side)]
    assert hidden
    text = json.dumps({k: v for k, v in other.items() if k != "svg"}) + other["svg"]
    assert not [pid for pid in hidden if pid in text]


def test_undo_takes_back_ones_own_last_decision_until_a_die_is_rolled():
    s = Session.new("orange_swan", "pearl_harbor", seed=1, agents=["human", "random"])
    first = s.state.serialize()
    s.act(0, 0)
    if s.state.st["rng"] == s.undo_points[0][-1].st["rng"]:
        assert s.can_undo(0)
        s.undo(0)
        assert s.state.serialize() == first
    # play on until a decision is followed by dice: then undo is refused with the reason
    for _ in range(400):
        if s.state.is_terminal():
            break
        before = s.state.st["rng"]
        s.act(s.state.current_player(), 0)
        if s.state.st["rng"] != before:
            assert not s.can_undo(0)
            with pytest.raises(PacwarError, match="nothing to undo"):
                s.undo(0)
            break
    else:
        pytest.fail("no die rolled in 400 decisions")


def test_bad_requests_are_refused_with_reasons():
    s = Session.new("great_pacific_war", "first_turn_1930", seed=1, agents=["human", "random"])
    with pytest.raises(PacwarError, match="not player 2's decision"):
        s.act(1, 0)
    with pytest.raises(PacwarError, match="no option 999"):
        s.act(0, 999)
    with pytest.raises(PacwarError, match="unknown agent"):
        Session.new("great_pacific_war", "first_turn_1930", agents=["human", "genius"])
    with pytest.raises(PacwarError, match="2 players"):
        Session.new("great_pacific_war", "first_turn_1930", agents=["human"])
    with pytest.raises(PacwarError, match="no scenario"):
        Session.new("great_pacific_war", "nowhere")


def test_a_save_loads_back_and_a_replay_steps_through_it():
    s = Session.new("great_pacific_war", "first_turn_1930", seed=2, agents=["human", "human"])
    for _ in range(6):
        s.act(s.state.current_player(), 0)
    text = s.save()
    t = Session.load(text)
    assert t.agents == ["human", "human"] and t.state.history == s.state.history
    r = Replay(text)
    assert r.view()["replay"] == {"step": 0, "total": len(s.state.history)}
    r.goto(len(s.state.history))
    assert r.state.st == s.state.st
    r.goto(2)
    assert r.step == 2 and r.view(1)["viewer"] == 1


def test_serve_refuses_a_replay_file_it_cannot_use(tmp_path, capsys):
    pytest.importorskip("fastapi", reason="the web extra is not installed: pip install 'pacwar[web]'")
    from pacwar.cli.main import main
    assert main(["serve", "--replay", str(tmp_path / "missing.json"), "--no-browser"]) == 1
    assert "cannot read" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert main(["serve", "--replay", str(bad), "--no-browser"]) == 1
    assert "not a pacwar save file" in capsys.readouterr().err


def test_a_decision_about_pieces_draws_each_as_a_clickable_counter():
    """Carriers to swap (pieces the chooser sees): one counter each on the map, titled with its choice."""
    s = Session.new("orange_swan", "pearl_harbor", seed=1, agents=["human", "random"])
    v = s.view()
    acts = v["decision"]["actions"]
    assert acts and all(a["counter"] for a in acts)
    for a in acts:
        assert f"<title>choice {a['index']}: {a['label']}</title>" in v["svg"]
    assert "choice " not in s.view(1)["svg"]   # the player not deciding sees no counters to click
    # an option that is no piece (a number, a yes/no) has no counter
    while not any(not a["counter"] for a in (s.view()["decision"] or {}).get("actions", [])):
        s.act(s.state.current_player(), 0)
    v = s.view()
    plain = [a for a in v["decision"]["actions"] if not a["counter"]]
    assert all(f"<title>choice {a['index']}: " not in v["svg"] for a in plain)


def test_a_hidden_piece_offered_by_handle_is_a_counter_showing_its_face_only(tmp_path):
    from pacwar.interpreter.core.api import GameState
    from pacwar.interpreter.core.game import Game
    from helpers import toy_game
    rules = ('pacwar 1\ncalendar §2.1 {\n  turns: 1..3\n}\n'
             'procedure game() §1 {\n  let p = setup()\n'
             '  let u = choose one from units(@west) by @blue prompt "Strike which red unit?"\n  end game draw\n}\n')
    state = GameState.new(Game(toy_game(tmp_path, rules)), "skirmish", seed=1)
    s = Session(state, ["human", "human"])
    v = s.view()
    acts = v["decision"]["actions"]
    assert acts and all(a["counter"] and a["space"] == "west" for a in acts)
    side = v["viewer_side"]
    hidden = [pid for pid in state.st["pieces"] if is_hidden_from(state.ctx, pid, side)]
    assert hidden and not [pid for pid in hidden if pid in v["svg"]]
    for a in acts:
        assert f"<title>choice {a['index']}: {a['label']}</title>" in v["svg"]
    assert v["svg"].count(">?</text>") == len(acts)   # the counter's text: its face, "?"
