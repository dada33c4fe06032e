"""Reach, by legal play from the start of a Great Pacific War scenario (1930 or 1920s), a position where Blue
is offered Mobilize Emergency Reinforcements (23.0: Orange ground units in a West Coast area), and save it for
`pacwar fuzz --from`.

Random play never gets there (games/great_pacific_war/notes.md, "Mobilize Emergency Reinforcements"), so this
driver plays both sides by a fixed preference among the LEGAL options of each pending decision; whatever the
preference does not cover is chosen at random (seeded). Every decision goes through `legal_actions()` and
`apply_action()`, so the position reached is a real game that re-plays from the scenario's seed.

* Blue, set-up: nothing placed in Los Angeles-San Diego or its zone g1902 when another place is offered.
  Blue, play: a passive player: its action is the first offered of Signals Intelligence, Ground, Aerial and
  Naval Scouting (none moves a unit); any other Blue decision is a random option other than Los
  Angeles-San Diego or g1902 when there is one. So Blue never rallies the fortress there (18.4).
* Orange: embark two ground units on a transport (12.1: TR and LS carry two), sail it by the fewest naval steps
  to g1902, and there take Conduct an Amphibious Assault onto Los Angeles-San Diego (its reduced fortress alone
  defends: 12.5, one round); everything else at random. About half the playouts reach the offer (the assault
  needs one hit before the fortress's fire, figures in the game's notes.md).

    python tools/gpw_reach.py --seeds 10 --save pos.json [--scenario scenario_1920s] [--scenario-seed 1] [--verbose]
    pacwar fuzz great_pacific_war scenario_1930 --from pos.json --games 50 --agent coverage --json
"""
from __future__ import annotations

import argparse
import random

from pacwar.interpreter.core.api import new_game
from pacwar.interpreter.core.game import load_game
from pacwar.interpreter.core.saves import save

TARGET, TARGET_ZONE = "los_angeles_san_diego", "g1902"
GOAL = "Mobilize Emergency Reinforcements"
# Orange ground units aboard ships: the zones they are in
LOADED = ('unique(map(all_units() where .side == @orange and ground(it) and space_of(it) != none and '
          'space_of(it).kind == "sea", u -> space_of(u)))')
NAVAL_STEPS = ('distances([@g1902], node=it.kind == "sea", edge=naval_edge(it, @orange), '
               'cost=range_cost(it))')
BLUE_PASSIVE = ("Signals Intelligence", "Ground Scouting", "Aerial Scouting", "Naval Scouting")
SAIL = "Use Naval Amphibious Units to Move Ground Units"
NAVAL_MOVE = "Naval Move (supported or unsupported)"
ASSAULT = "Conduct an Amphibious Assault"


def blue_pick(s, acts, labels, rng):
    for name in BLUE_PASSIVE:
        if name in labels:
            return acts[labels.index(name)]
    # avoid sending anything to the target area or its zone when something else is offered
    away = [a for a in acts if a.value not in (TARGET, TARGET_ZONE)]
    return rng.choice(away or acts)


def orange_pick(s, acts, labels, rng, dist):
    prompt = acts[0].prompt
    zones = [str(z) for z in s.eval(LOADED)]
    values = [a.value if isinstance(a.value, str) else None for a in acts]
    if "your action" in prompt:
        if TARGET_ZONE in zones:
            # 23.0: from a zone free of enemy surface ships, the troops aboard land (12.5 if the area defends)
            if ASSAULT in labels:
                return acts[labels.index(ASSAULT)]
            if "Signals Intelligence" in labels:         # wait aboard without moving the ships
                return acts[labels.index("Signals Intelligence")]
        if zones and NAVAL_MOVE in labels:
            return acts[labels.index(NAVAL_MOVE)]
        if not zones and SAIL in labels:
            return acts[labels.index(SAIL)]
        return None
    if TARGET in values:                      # land the troops at the target
        return acts[values.index(TARGET)]
    if "Stay aboard" in labels:
        return acts[labels.index("Stay aboard")]
    if prompt.startswith("Embark which") or prompt.startswith("Embark ground"):
        return None
    if prompt.startswith("Sail") or "to?" in prompt or "Move" in prompt and "to" in prompt:
        cands = [(dist.get(v, 99), i) for i, v in enumerate(values) if v in dist]
        if cands:
            return acts[min(cands)[1]]
    if TARGET_ZONE in zones and TARGET_ZONE in values and "assault" in prompt.lower():
        return acts[values.index(TARGET_ZONE)]
    for z in sorted(zones, key=lambda z: z == TARGET_ZONE):  # a start zone: where loaded ships are, not yet there
        if z in values:
            return acts[values.index(z)]
    return None


def play(game, scenario_seed, seed, verbose=False, limit=3000, scenario="scenario_1930"):
    s = new_game(game, scenario, seed=scenario_seed)
    rng = random.Random(seed)
    dist = {str(k): v for k, v in dict(s.eval(NAVAL_STEPS)).items()}
    for _ in range(limit):
        if s.is_terminal():
            return s, False
        acts = s.legal_actions()
        labels = [a.label for a in acts]
        if GOAL in labels:
            return s, True
        side = s.current_side()
        pick = (blue_pick if side == "blue" else lambda *a: orange_pick(*a, dist))(s, acts, labels, rng)
        if pick is None:
            pick = rng.choice(acts)
        if verbose and side == "orange":
            print(s.eval("turn_no"), acts[0].prompt, "->", pick.label)
        s.apply_action(pick)
    return s, False


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seeds", type=int, default=10, help="playouts (driver seeds 0..N-1)")
    ap.add_argument("--scenario", default="scenario_1930")
    ap.add_argument("--scenario-seed", type=int, default=1)
    ap.add_argument("--save", help="save the first position reached here")
    ap.add_argument("--verbose", action="store_true")
    a = ap.parse_args()
    game = load_game("great_pacific_war")
    hits = 0
    for seed in range(a.seeds):
        s, ok = play(game, a.scenario_seed, seed, a.verbose, scenario=a.scenario)
        log = s.log_text()
        held = log.count("The defenders of Los Angeles-San Diego hold")
        print(f"seed {seed}: {'REACHED' if ok else 'not reached'} turn {s.eval('turn_no')} "
              f"decisions {len(s.history)}; landings at Los Angeles-San Diego that failed: {held}", flush=True)
        if ok:
            hits += 1
            if a.save and hits == 1:
                save(s, a.save)
                print("saved", a.save)
    print(f"{hits} of {a.seeds} playouts reached the offer of {GOAL}")


if __name__ == "__main__":
    main()
