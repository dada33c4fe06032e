"""Fire in the Sky in CI: the game validates, a few random playouts of Scenario 1 end cleanly (invariants,
determinism), and with the hidden Task Forces of 16.1.4 on, no observation of the Japanese player tells the
composition or size of a screened Allied Task Force. Bigger runs by hand:
`pacwar fuzz fire_in_the_sky scenario_1 --games 200`, `pacwar leaks fire_in_the_sky scenario_1 --points 2000`."""
from __future__ import annotations

import random

from pacwar.interpreter.core.api import new_game
from pacwar.interpreter.core.game import load_game
from pacwar.interpreter.tooling.fuzz import fuzz
from pacwar.interpreter.tooling.leaks import check_scenario


def test_random_playouts_of_scenario_1_end():
    g = load_game("fire_in_the_sky")
    rep = fuzz(g, "scenario_1", 3, seed=7, max_decisions=20000, replay_sample=1, jobs=1)
    assert rep.ok, rep.summary()
    assert rep.games == 3 and sum(rep.outcomes.values()) == 3


def test_random_playouts_of_the_1941_campaign_end():
    g = load_game("fire_in_the_sky")
    rep = fuzz(g, "campaign_1941", 3, seed=5, max_decisions=20000, replay_sample=1, jobs=1)
    assert rep.ok, rep.summary()
    assert rep.games == 3 and sum(rep.outcomes.values()) == 3


def test_screened_task_forces_do_not_leak():
    report = check_scenario("fire_in_the_sky", "scenario_1", points=120, seed=1, replay_rate=0.3,
                            options={"allies_sneakier": True})
    assert report.points >= 120
    assert not report.leaks, report.summary()


def test_screened_task_force_shows_only_its_face():
    """Play until an Allied Task Force is screened; what the Japanese player receives from then on (observation
    and the log lines of its forming) names no unit aboard, no id, no nation and no count."""
    s = new_game("fire_in_the_sky", "scenario_1", seed=3, options={"allies_sneakier": True})
    rng = random.Random(3)
    seen = 0
    while not s.is_terminal():
        screened = [p for p, rec in s.st["pieces"].items() if rec.get("screened") and rec.get("class") != "TF"]
        if screened:
            break
        seen = len(s.log_lines("japanese"))
        s.apply_action(rng.randrange(len(s.legal_actions())))
    assert screened, "no Allied Task Force was formed"
    names = {s.st["pieces"][p]["name"] for p in screened}
    japanese = {k: v for k, v in s.observation(0).items() if k != "log"}   # earlier lines may name them, unscreened
    new_lines = "\n".join(s.log_lines("japanese")[seen:])
    assert not any(n in str(japanese) or n in new_lines for n in names)
    assert not any(p in str(japanese) or p in new_lines for p in screened)
    assert any(n in str(s.observation(1)) for n in names)  # the Allies see their own
    assert "Allies Task Force" in new_lines and "units" not in new_lines   # "The Task Force has N units" is theirs
    # the marker is screened from the moment it is placed: its first line names no nation either
    placed = [line for line in new_lines.split("\n") if "Task Force enters at" in line]
    assert placed and all("Allies Task Force enters at" in line for line in placed)


def test_leaks_command_takes_the_option_that_hides(capsys):
    """`pacwar leaks GAME SCENARIO --option allies_sneakier=on` checks with the hidden Task Forces on; an option
    with no game to belong to, or an unknown one, is a clear usage error."""
    from pacwar.cli.main import main
    assert main(["leaks", "fire_in_the_sky", "scenario_1", "--points", "6", "--option", "allies_sneakier=on"]) == 0
    out = capsys.readouterr().out
    assert "fire_in_the_sky/scenario_1" in out
    assert main(["leaks", "--option", "allies_sneakier=on"]) != 0
    assert "needs a GAME" in capsys.readouterr().err
    assert main(["leaks", "fire_in_the_sky", "scenario_1", "--option", "no_such_rule=on"]) != 0
