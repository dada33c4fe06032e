"""The fuzzer's per-action counts, its coverage chooser, `pacwar seek` and `pacwar fuzz --from`, on a toy game
of action choices (tests/fixtures/toy_actions): nine actions always open and a tenth, Counterstroke, open only
when Blue's unit stands on Red's home, which uniform random play does not bring about."""
import json
import random

from helpers import FIXTURES

from pacwar.cli.main import main
from pacwar.interpreter.core.game import Game
from pacwar.interpreter.core.saves import load, save
from pacwar.interpreter.tooling.fuzz import Tally, fuzz, playout
from pacwar.interpreter.tooling.seek import seek

TOY = FIXTURES / "toy_actions"
KINDS = {"March", "Hold", "Drill", "Scout", "Dig in", "Rest", "Signal", "Parade", "Counterstroke"}
UNTIL = "available(counterstroke, @red)"
GOAL = "-distance(@b1.loc, @w0)"


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_the_report_counts_every_action_taken_and_names_those_never_taken():
    g = Game(TOY)
    rep = fuzz(g, "march", 40, seed=0, replay_sample=2)
    assert rep.ok, rep.summary()
    # 8 turns, one action a side a turn: 16 action choices a game, each counted once
    assert sum(rep.taken.values()) == 16 * 40
    assert set(rep.taken) | set(rep.never) == KINDS
    assert rep.never == ["Counterstroke"] and rep.offered.get("Counterstroke", 0) == 0
    assert rep.offered["March"] == 40
    assert "1 action kind(s) never taken: Counterstroke" in rep.summary()
    js = rep.to_json()
    assert js["never_taken"] == ["Counterstroke"]
    assert js["actions"]["Counterstroke"] == {"taken": 0, "offered_in_games": 0}
    assert js["actions"]["March"]["taken"] == rep.taken["March"] > 0


def test_the_coverage_chooser_spreads_a_game_over_more_kinds_than_uniform_play():
    g = Game(TOY)

    def distinct(agent):
        out = []
        for s in range(30):
            t = Tally()
            state, msg, _ = playout(g, "march", s, 1000, agent=agent, tally=t)
            assert msg is None
            out.append(len(t.taken))
        return sum(out) / len(out)

    # 16 choices among 8 open kinds a game: uniform play repeats kinds, coverage takes the untaken ones first
    assert distinct("coverage") > distinct("random") + 0.5


def test_seek_finds_a_real_position_and_fuzzing_from_it_takes_the_rare_action(tmp_path):
    g = Game(TOY)
    res = seek(g, "march", UNTIL, GOAL, seed=1, budget=20000, patience=20)
    assert res.reached and res.state.eval(UNTIL)
    path = tmp_path / "pos.json"
    save(res.state, path)
    again = load(path, g)          # its history re-plays from the seed to the same state
    assert again.eval("@b1.loc") == "w0" and not again.is_terminal()
    rep = fuzz(g, "march", 30, seed=0, replay_sample=2, agent="coverage", start=again.serialize())
    assert rep.ok, rep.summary()
    assert rep.taken.get("Counterstroke", 0) > 0 and rep.never == []
    # the same position, another seed: the dice and choices differ, the position is the same
    assert rep.offered["Counterstroke"] == 30


def test_seek_can_ask_for_the_action_to_be_offered_by_the_pending_decision():
    g = Game(TOY)
    res = seek(g, "march", None, GOAL, seed=1, budget=20000, patience=20, offered="Counterstroke")
    assert res.reached
    labels = [a.label for a in res.state.legal_actions()]
    assert "Counterstroke" in labels       # Red is choosing its action now, Counterstroke among them
    import pytest
    from pacwar.interpreter.errors import PacwarError
    with pytest.raises(PacwarError, match="no procedure of toy_actions has that label"):
        seek(g, "march", None, GOAL, offered="Counter strike")
    with pytest.raises(PacwarError, match="needs --until EXPR or --offered"):
        seek(g, "march", None, GOAL)


def test_seek_without_a_gradient_or_budget_reports_failure_and_is_deterministic():
    g = Game(TOY)
    a = seek(g, "march", UNTIL, None, seed=4, budget=200, patience=20)
    b = seek(g, "march", UNTIL, None, seed=4, budget=200, patience=20)
    assert not a.reached and a.decisions == 200
    assert (a.state.history, a.restarts) == (b.state.history, b.restarts)


def test_the_command_line(tmp_path, capsys):
    code, out, _ = run(capsys, "fuzz", TOY, "march", "--games", "10", "--json", "--agent", "coverage")
    assert code == 0
    js = json.loads(out)
    assert js["games"] == 10 and js["never_taken"] == ["Counterstroke"] and js["ok"]
    pos = tmp_path / "pos.json"
    code, out, _ = run(capsys, "seek", TOY, "march", "--until", UNTIL, "--goal", GOAL, "--seed", "1",
                       "--patience", "20", "--save", pos)
    assert code == 0 and "reached after" in out and pos.exists()
    code, out, _ = run(capsys, "fuzz", TOY, "march", "--from", pos, "--games", "20", "--agent", "coverage")
    assert code == 0 and "every action kind was taken" in out
    # a save of another scenario, a bad expression, an unreached goal: clear answers, no traceback
    code, out, err = run(capsys, "fuzz", TOY, "other", "--from", pos, "--games", "2")
    assert code == 2 and "is a game of scenario march, not other" in out + err
    code, out, err = run(capsys, "fuzz", TOY, "march", "--from", pos, "--option", "x=on")
    assert code == 2 and "takes no --option" in out + err
    code, out, err = run(capsys, "seek", TOY, "march", "--until", "count(units(", "--save", tmp_path / "x.json")
    assert code != 0 and "Traceback" not in out + err and not (tmp_path / "x.json").exists()
    code, out, _ = run(capsys, "seek", TOY, "march", "--until", UNTIL, "--budget", "50", "--save",
                       tmp_path / "y.json")
    assert code == 1 and "not reached in 50 decisions" in out and not (tmp_path / "y.json").exists()


def test_unknown_agent_is_refused():
    import pytest
    from pacwar.interpreter.errors import PacwarError
    with pytest.raises(PacwarError, match="unknown fuzz agent"):
        fuzz(Game(TOY), "march", 1, agent="clever")


def test_a_chooser_draws_only_from_its_own_generator():
    # the same seed gives the same game: the chooser's weights depend only on the game's own choices
    g = Game(TOY)
    a = playout(g, "march", 7, 1000, agent="coverage", log=True)[0]
    b = playout(g, "march", 7, 1000, agent="coverage", log=True)[0]
    assert a.log_text() == b.log_text() and a.history == b.history
    random.seed(0)  # the global generator plays no part
    c = playout(g, "march", 7, 1000, agent="coverage", log=True)[0]
    assert c.history == a.history


def test_a_staged_seek_goes_on_from_a_saved_position(tmp_path, capsys):
    # stage 1 brings Blue's unit halfway to Red's home; stage 2, from that save, goes on until Counterstroke is
    # offered. The position found keeps stage 1's history before its own, so it re-plays from the seed.
    g = Game(TOY)
    half = "distance(@b1.loc, @w0) <= 2"
    first = seek(g, "march", half, GOAL, seed=1, budget=20000, patience=20)
    assert first.reached
    start = first.state
    n0 = len(start.history)
    res = seek(g, "march", None, GOAL, seed=2, budget=20000, patience=20, offered="Counterstroke", start=start)
    assert res.reached and "Counterstroke" in [a.label for a in res.state.legal_actions()]
    assert res.state.history[:n0] == start.history and len(res.state.history) > n0
    assert len(start.history) == n0            # the start itself is not played on (the seek plays a clone)
    path = tmp_path / "pos2.json"
    save(res.state, path)
    assert load(path, g).history == res.state.history
    import pytest
    from pacwar.interpreter.errors import PacwarError
    with pytest.raises(PacwarError, match="a game of scenario march, not other"):
        seek(g, "other", half, GOAL, start=start)
    with pytest.raises(PacwarError, match="takes no options"):
        seek(g, "march", half, GOAL, start=start, options={"x": True})

    # the command line: stage 1 saved, stage 2 from it, then fuzzing from stage 2 takes the rare action
    p1, p2 = tmp_path / "a.json", tmp_path / "b.json"
    code, out, _ = run(capsys, "seek", TOY, "march", "--until", half, "--goal", GOAL, "--seed", "1",
                       "--patience", "20", "--save", p1)
    assert code == 0 and p1.exists()
    code, out, _ = run(capsys, "seek", TOY, "march", "--from", p1, "--offered", "Counterstroke", "--goal", GOAL,
                       "--seed", "2", "--patience", "20", "--save", p2)
    assert code == 0 and "reached after" in out and p2.exists()
    assert load(p2, g).history[:len(load(p1, g).history)] == load(p1, g).history
    code, out, _ = run(capsys, "fuzz", TOY, "march", "--from", p2, "--games", "10", "--agent", "coverage", "--json")
    js = json.loads(out)
    assert code == 0 and js["ok"] and js["actions"]["Counterstroke"]["taken"] > 0
    assert js["actions"]["Counterstroke"]["offered_in_games"] == 10
    # refused with a clear message: options with a save, a save of another scenario, a missing save
    code, out, err = run(capsys, "seek", TOY, "march", "--from", p1, "--until", UNTIL, "--option", "x=on",
                         "--save", tmp_path / "c.json")
    assert code == 2 and "takes no --option" in out + err
    code, out, err = run(capsys, "seek", TOY, "other", "--from", p1, "--until", UNTIL, "--save", tmp_path / "c.json")
    assert code != 0 and "not other" in out + err and "Traceback" not in out + err
    code, out, err = run(capsys, "seek", TOY, "march", "--from", tmp_path / "nope.json", "--until", UNTIL,
                         "--save", tmp_path / "c.json")
    assert code != 0 and "Traceback" not in out + err and not (tmp_path / "c.json").exists()
