"""Random-play survey of Great Pacific War: the end-of-game VP of each side and where they come from, the
outcome levels, and how often each action type is taken. Used for the draw analysis in
games/great_pacific_war/notes.md and the action counts of the closing note.

    python tools/gpw_survey.py SCENARIO GAMES [--option NAME=on ...]
"""
from __future__ import annotations

import argparse
import collections
import random
import re
import statistics

from pacwar.interpreter.core.api import GameState
from pacwar.interpreter.core.game import load_game

PARTS = {
    # each side's VP, split into the items of 4.3 / 4.4
    "control": 'victory_points(SIDE) - sum(eliminated(other(SIDE)), u -> attr(u, "vp_to_" + SIDE) or 0)',
    "eliminated": 'sum(eliminated(other(SIDE)), u -> attr(u, "vp_to_" + SIDE) or 0)',
    "units lost": 'count(eliminated(other(SIDE)))',
    "enemy bases held": 'count(spaces() where .kind != "sea" and base_kind(it) != none and initial_owner(it) == other(SIDE) and control(it) == SIDE)',
}


# how near random play comes to the preconditions of the two emergency mobilizations (23.0), read at each
# action choice: Orange ground units on the West Coast; each side's naval transports (LS, TR) on the map
PROBES = {
    "Orange ground units on the USA West Coast (most)": ('sum(region("west_coast_usa"), a -> count(units(a) where .side == @orange and ground(it)))', max),
    "Blue naval transports on the map (fewest)": ('count(units(side=@blue) where naval(it) and .amphibious)', min),
    "Orange naval transports on the map (fewest)": ('count(units(side=@orange) where naval(it) and .amphibious)', min),
}


POLICIES = ("random", "eager", "passive", "greedy", "directed")
# directed: a crude offensive player: it prefers the actions that take ground, destinations that are enemy bases
# (or next to them), attacking, and never declines
ACTION_PREF = {"amphibious_movement": 6, "combined_amphibious_assault": 6, "amphibious_assault_action": 6,
               "move_ground": 5, "combined_air_ground": 5, "railroad_move": 4, "airstrike_land": 3,
               "airstrike_naval": 3, "naval_move": 3, "combined_air_naval": 3, "mobilize_reinforcements": 3,
               "refit": 2, "rally": 2}
DECLINE = {"Pass", "Stay", "no attack", "Stay aboard", "Forgo the rest", "keep it", "done"}


def greedy(st, acts, rng):
    """one-decision look-ahead: the option after which the side's VP lead (4.2) is largest; ties at random
    among the options an eager player would take"""
    side = st.current_side()
    foe = "orange" if side == "blue" else "blue"
    best, keep = None, []
    for x in acts:
        c = st.clone()
        c.apply_action(x.index)
        r = c.result()
        if r is not None and r.get("winner"):
            v = 1000 if r["winner"] == side else -1000
        else:
            v = c.eval(f"victory_points(@{side}) - victory_points(@{foe})")
        v = (v, x.label not in DECLINE)
        if best is None or v > best:
            best, keep = v, [x.index]
        elif v == best:
            keep.append(x.index)
    return rng.choice(keep)


def directed(st, acts, rng):
    side = st.current_side()
    spaces = st.game.map.spaces
    best, keep = None, []
    for x in acts:
        v = x.value
        if x.label in DECLINE:
            sc = -5
        elif x.label == "attack":
            sc = 10
        elif isinstance(v, dict) and v.get("proc"):
            sc = ACTION_PREF.get(v["proc"], 0)
        elif isinstance(v, str) and v in spaces:
            ctl, kind = st.eval(f"[control(@{v}), base_kind(@{v})]")
            sc = 0
            if spaces[v].kind == "land":
                if kind is not None and ctl != side:
                    sc = 10 + (5 if kind == "major" else 0) + (3 if ctl is None else 0)
                elif st.eval(f"resource_area(@{v}) and control(@{v}) != @{side}"):
                    sc = 9
            elif spaces[v].kind == "sea":
                sc = 4 if st.eval(f"any(adjoining(@{v}), a -> base_kind(a) != none and control(a) != @{side})") else 0
        else:
            sc = 0
        if best is None or sc > best:
            best, keep = sc, [x.index]
        elif sc == best:
            keep.append(x.index)
    return rng.choice(keep)


def choose(policy, acts, rng, st=None):
    if policy == "directed":
        return directed(st, acts, rng) if len(acts) > 1 else acts[0].index
    if policy == "greedy":
        return greedy(st, acts, rng) if len(acts) > 1 else acts[0].index
    """random: any legal choice; eager: never declines (pass, stay, no attack) when something else is legal;
    passive: declines whenever it can (a side that takes no action)."""
    if policy == "random":
        return rng.randrange(len(acts))
    keep = [x.index for x in acts if (x.label in DECLINE) == (policy == "passive")]
    return rng.choice(keep) if keep else rng.randrange(len(acts))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("scenario")
    ap.add_argument("games", type=int)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--option", action="append", default=[])
    ap.add_argument("--sure-hits", action="store_true",
                    help="sensitivity check: every factor of 1 or more becomes 6 (every shot hits), to see how much the "
                         "placeholder counter values hold results together")
    ap.add_argument("--blue", choices=POLICIES, default="random")
    ap.add_argument("--orange", choices=POLICIES, default="random")
    a = ap.parse_args()
    opts = {}
    for o in a.option:
        k, _, v = o.partition("=")
        opts[k] = v != "off"
    game = load_game("games/great_pacific_war")
    if a.sure_hits:
        for table in (game.classes, game.roster):
            for rec in table.values():
                for f in ("aa", "asurf", "asub", "agnd"):
                    if (rec.get(f) or 0) >= 1:
                        rec[f] = 6
                for k in ("reduced_factors", "depleted_factors"):
                    if isinstance(rec.get(k), dict):
                        rec[k] = {f: 6 if v >= 1 else 0 for f, v in rec[k].items()}
    diffs, vps, levels, acts, turns = [], collections.defaultdict(list), collections.Counter(), collections.Counter(), []
    parts = collections.defaultdict(list)
    battles = []
    # in how many games each action was ever offered (its `when` held at an action choice): an action taken
    # 0 times but offered in some games is a matter of random choice, one never offered is a matter of the
    # game state random play reaches (or of a rules error in its precondition)
    offered = collections.Counter()
    probes = collections.defaultdict(list)
    for s in range(a.seed, a.seed + a.games):
        seen = set()
        near = {}
        rng = random.Random(s * 7919 + 1)
        st = GameState.new(game, a.scenario, s, opts or None, log=True)
        while not st.is_terminal():
            acts_ = st.legal_actions()
            if any(isinstance(x.value, dict) and x.value.get("proc") for x in acts_):
                for x in acts_:
                    if isinstance(x.value, dict) and x.value.get("proc"):
                        seen.add(x.value.get("label") or x.value["proc"])
                for k, (e, f) in PROBES.items():
                    v = st.eval(e)
                    near[k] = v if k not in near else f(near[k], v)
            st.apply_action(choose(getattr(a, st.current_side() or "blue"), acts_, rng, st))
        offered.update(seen)
        for k, v in near.items():
            probes[k].append(v)
        text = st.log_text()
        for m in re.finditer(r"takes the (?:granted )?action: (.+)", text):
            acts[m.group(1).strip()] += 1
        for m in re.finditer(r"plays the plan", text):
            acts["(play a Plans marker)"] += 1
        battles.append(len(re.findall(r"\] Battle in ", text)))
        m = re.search(r"Victory points: Blue (\d+), Orange (\d+)", text)
        res = st.result()
        levels[res.get("level") or "?"] += 1
        turns.append(st.eval("turn_no"))
        if m:
            b, o = int(m.group(1)), int(m.group(2))
            vps["blue"].append(b)
            vps["orange"].append(o)
            diffs.append(b - o)
            for side in ("blue", "orange"):
                for k, e in PARTS.items():
                    parts[(side, k)].append(st.eval(e.replace("SIDE", "@" + side)))
    n = len(diffs)
    print(f"{a.games} games of {a.scenario}; {n} went to the end, {a.games - n} ended by sudden death")
    print("levels:", dict(sorted(levels.items())))
    print(f"battles a game: mean {statistics.mean(battles):.1f}, max {max(battles)}")
    if n:
        for side in ("blue", "orange"):
            v = vps[side]
            print(f"{side} VP: mean {statistics.mean(v):.1f}, median {statistics.median(v)}, min {min(v)}, max {max(v)}"
                  + "".join(f"; {k} mean {statistics.mean(parts[(side, k)]):.1f}" for k in PARTS))
            print("   (units lost and enemy bases held are counts of the other side's units / bases)")
        ad = [abs(d) for d in diffs]
        print(f"|Blue-Orange|: mean {statistics.mean(ad):.1f}, median {statistics.median(ad)}, max {max(ad)}; "
              f"<=10 {sum(1 for d in ad if d <= 10)}, 11-20 {sum(1 for d in ad if 11 <= d <= 20)}, 21+ {sum(1 for d in ad if d >= 21)}")
    for k, vs in probes.items():
        print(f"{k}: per game min {min(vs)}, max {max(vs)}, games with 0: {sum(1 for v in vs if v == 0)}")
    print("actions taken (and in how many games each was offered):")
    for k, v in acts.most_common():
        print(f"  {v:6d}  {k}  [offered in {offered.get(k, 0)} games]")
    every = [x.label for x in game.program.procs.values() if "action" in (x.tags or []) and x.label]
    for k in sorted(set(every) - set(acts)):
        print(f"  {0:6d}  {k}  [offered in {offered.get(k, 0)} games]")


if __name__ == "__main__":
    main()
