"""Human play at the terminal (issue 16): the situation before a choice (phase, tracks, the pieces in the spaces
the options are about, as that player may see them), `help`, and choices by number or by name."""
from __future__ import annotations

import io

from pacwar.interpreter.agents.basic import HumanAgent
from pacwar.interpreter.core.api import is_hidden_from, new_game


def _ask(state, typed: str):
    out = io.StringIO()
    idx = HumanAgent(io.StringIO(typed), out).step(state)
    return idx, out.getvalue()


def test_a_choice_by_a_unique_beginning_of_its_name():
    s = new_game("great_pacific_war", "first_turn_1930", seed=1)
    labels = [a.label for a in s.legal_actions()]
    idx, text = _ask(s, "help\nsan\n")
    assert labels[idx] == "San Francisco"
    assert "a number or a choice's name" in text   # the help line
    assert "Tracks: " in text and "ap: " in text
    # each space the options are about, with the player's own pieces there
    assert "  Hawaii: yours: " in text and "Infantry corps 4" in text


def test_a_whole_name_case_ignored_and_names_that_fit_several():
    s = new_game("great_pacific_war", "first_turn_1930", seed=1)
    idx, _ = _ask(s, "HAWAII\n")
    assert s.legal_actions()[idx].label == "Hawaii"
    idx, text = _ask(s, "l\nnowhere\n3\n")
    assert idx == 3 and "please type a number from 0 to 5 or a choice's name" in text
    s2 = new_game("orange_swan", "pearl_harbor", seed=1)   # two carriers with the same label: the number decides
    idx, text = _ask(s2, "united\n1\n")
    assert idx == 1 and "could be any of: 0: United States CV 2/4; 1: United States CV 2/4" in text


def test_the_situation_shows_only_what_the_player_may_see():
    s = new_game("orange_swan", "pearl_harbor", seed=1)
    import random
    rng = random.Random(3)
    for _ in range(60):   # into the game, where hidden blocks of the other side stand near the options
        s.apply_action(rng.randrange(len(s.legal_actions())))
    side = s.current_side()
    _, text = _ask(s, "s\n0\n")
    hidden = [pid for pid in s.st["pieces"] if is_hidden_from(s.ctx, pid, side)]
    assert hidden and not [pid for pid in hidden if pid in text]
    assert text.count("yours:") >= 2   # shown once, and again on `s`


def test_the_situation_lists_the_phase_and_the_enemy_pieces_the_player_sees():
    """Before each choice: the phase, and in each space the options are about the player's own pieces and the
    others it may see, face-up by their label and hidden ones by their face only."""
    import random
    from pacwar.interpreter.core.observation import observe
    s = new_game("orange_swan", "pearl_harbor", seed=3)
    rng = random.Random(3)
    seen = {"phase": 0, "visible": 0, "hidden": 0}
    for _ in range(12):
        side, player = s.current_side(), s.current_player()
        _, text = _ask(s, "0\n")
        obs = observe(s, player)
        enemy = {p["label"] for p in obs["pieces"].values() if p.get("side") not in (side, None)}
        for line in text.splitlines():
            seen["phase"] += line.startswith("Phase: ")
            if " | others: " in line:
                for item in line.split(" | others: ")[1].split("; "):
                    if item.startswith("hidden "):
                        seen["hidden"] += 1
                    else:   # a face-up enemy piece: the player sees it, by the label it sees
                        assert item in enemy, (item, line)
                        seen["visible"] += 1
        s.apply_action(rng.randrange(len(s.legal_actions())))
    assert all(seen.values()), seen


def test_pacwar_play_with_a_human_at_a_real_terminal(tmp_path):
    """`pacwar play --agents human,...` at a terminal (a pseudo-terminal here): the situation, `help`, a
    name that fits several choices, then a choice by number, and `q` to stop (which saves the game so far)."""
    import os
    import select
    import subprocess
    import sys
    pty = __import__("pytest").importorskip("pty", reason="needs a POSIX pseudo-terminal")
    exe = os.path.join(os.path.dirname(sys.executable), "pacwar")
    master, slave = pty.openpty()
    proc = subprocess.Popen([exe, "play", "orange_swan", "pearl_harbor", "--agents", "human,random", "--seed", "1"],
                            stdin=slave, stdout=slave, stderr=slave, close_fds=True, cwd=tmp_path)
    os.close(slave)
    out = b""

    def until_prompt(n):   # read until the n-th prompt, or the end (a safeguard bounds the wait, nothing is timed)
        nonlocal out
        while n is None or out.count(b"help = commands): ") < n:
            ready, _, _ = select.select([master], [], [], 120)
            if not ready:
                break
            try:
                out += os.read(master, 65536)
            except OSError:
                break
    try:
        for n, typed in enumerate([b"help\n", b"united\n", b"1\n", b"q\n"], 1):
            until_prompt(n)
            os.write(master, typed)
        until_prompt(None)   # to the end of the output (a pseudo-terminal reads EIO once the program is gone)
        proc.wait(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
        os.close(master)
    text = out.decode(errors="replace")
    assert "Tracks: " in text and "Midway Islands: yours: United States CV 2/4" in text
    assert "Where are the carriers? Swap which carrier" in text and "  1: United States CV 2/4" in text
    assert "commands: a number or a choice's name" in text
    assert "'united' could be any of: 0: United States CV 2/4; 1: United States CV 2/4" in text
    # the choice by number was taken: the game went on to the next decision
    assert text.count("help = commands): ") >= 4
    assert "saved to pacwar-save.json" in text and '"pacwar-save/1"' in (tmp_path / "pacwar-save.json").read_text()
