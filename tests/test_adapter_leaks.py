"""The fixed-size forms the OpenSpiel and PettingZoo adapters hand out (observation tensors, action ids) go
through the counterfactual leak check (issue 16): the check sees a tensor or an action id that tells a hidden
fact. These need no extra installed: the encoding is pacwar's own (adapters/encoding.py)."""
from __future__ import annotations

from pacwar.adapters import encoding
from pacwar.interpreter.core.api import GameState
from pacwar.interpreter.core.game import Game
from pacwar.interpreter.tooling.leaks import Checker, Report, viewer_view

from helpers import toy_game

HEAD = "pacwar 1\ncalendar §2.1 {\n  turns: 1..3\n}\n"
RULES = HEAD + '''
procedure game() §1 {
  let p = setup()
  for t in 1..2 {
    let u = choose one from units(@west) by @blue prompt "Strike which red unit?"
  }
  end game draw
}
'''


def _check_every_point(state: GameState) -> Report:
    report = Report("toy")
    checker = Checker(2, every_replay=True)
    while not state.is_terminal():
        checker.check_point(state, report, 0)
        state.apply_action(0)
    return report


def test_the_views_include_the_tensor_and_action_ids(tmp_path):
    s = GameState.new(Game(toy_game(tmp_path, RULES)), "skirmish", seed=1)
    chooser = s.current_player()
    view = viewer_view(s, chooser)
    assert len(view["tensor"]) == encoding.codecs(str(s.game.folder), "skirmish")[1].size
    # the two hidden red units are offered by handle, so their ids are slots, not vocabulary entries
    codec = encoding.codecs(str(s.game.folder), "skirmish")[0]
    assert [codec.name(a) for a in view["action_ids"]] == ["slot:0", "slot:1"]
    assert "action_ids" not in viewer_view(s, 1 - chooser)
    assert not _check_every_point(s).leaks


def test_a_tensor_that_tells_hidden_strengths_is_found(tmp_path, monkeypatch):
    s = GameState.new(Game(toy_game(tmp_path, RULES)), "skirmish", seed=1)
    real = encoding.ObservationCodec.encode

    def leaky(self, state, player, out=None, obs=None):   # adds every piece's steps, hidden or not
        v = real(self, state, player, out, obs)
        return v + [sum(rec.get("steps", 0) for rec in state.st["pieces"].values())]
    monkeypatch.setattr(encoding.ObservationCodec, "encode", leaky)
    report = _check_every_point(s)
    assert any("tensor" in lk.where for lk in report.leaks), report.summary()


def test_action_ids_that_name_hidden_pieces_are_found(tmp_path, monkeypatch):
    """With the handles switched off, the hidden units are offered by id, which the vocabulary numbers: the
    renaming counterfactual sees the action ids change."""
    import pacwar.interpreter.core.api as api
    from pacwar.interpreter.tooling import leaks
    s = GameState.new(Game(toy_game(tmp_path, RULES)), "skirmish", seed=1)
    monkeypatch.setattr(api, "redact", lambda value, hmap: value)
    # compare the options by label only, so that what tells the worlds apart is the action ids
    monkeypatch.setattr(leaks, "_actions", lambda state: [a.label for a in state.legal_actions()])
    report = _check_every_point(s)
    assert any(lk.kind == "relabel" and "action_ids" in lk.where for lk in report.leaks), report.summary()


def test_the_views_include_the_information_state_tensor(tmp_path):
    s = GameState.new(Game(toy_game(tmp_path, RULES)), "skirmish", seed=1)
    view = viewer_view(s, 0)
    codec = encoding.info_codec(str(s.game.folder), "skirmish")
    assert len(view["info_tensor"]) == codec.size > len(view["tensor"])
    assert view["info_tensor"][:len(view["tensor"])] == view["tensor"]   # the observation comes first


def test_an_information_state_tensor_that_tells_hidden_strengths_is_found(tmp_path, monkeypatch):
    s = GameState.new(Game(toy_game(tmp_path, RULES)), "skirmish", seed=1)
    real = encoding.InfoStateCodec.encode

    def leaky(self, state, player, *args, **kw):   # the observation tensor stays clean; this one does not
        v = real(self, state, player, *args, **kw)
        v[-1] += sum(rec.get("steps", 0) for rec in state.st["pieces"].values())
        return v
    monkeypatch.setattr(encoding.InfoStateCodec, "encode", leaky)
    report = _check_every_point(s)
    assert any("info_tensor" in lk.where for lk in report.leaks), report.summary()
    assert not any(lk.where.startswith("['tensor']") for lk in report.leaks)


def test_the_log_lines_the_information_state_counts_are_the_ones_the_side_reads():
    """encoding.reads() answers render_entry() is not None without writing the line: they must agree on
    every line of a real game, secret lines (to one side) and hidden piece names included."""
    import random
    from pacwar.interpreter.core.api import new_game
    from pacwar.interpreter.core.context import render_entry
    s = new_game("orange_swan", "pearl_harbor", seed=2)
    rng = random.Random(2)
    for _ in range(150):
        s.apply_action(rng.randrange(len(s.legal_actions())))
    kinds = set()
    for side in s.game.side_order:
        for e in s.log:
            assert encoding.reads(s.ctx, e, side) == (render_entry(s.ctx, e, side) is not None), e
            kinds.add(encoding.reads(s.ctx, e, side))
    assert kinds == {True, False}   # some lines are read by one side only
    codec = encoding.info_codec("orange_swan", "pearl_harbor")
    for player in range(len(s.game.side_order)):
        side_of_player = next(sd for sd, p in s.st["seats"].items() if p == player)
        v = codec.encode(s, player)
        assert v[codec.offsets["log_lines"]] == len(s.log_lines(side_of_player))
