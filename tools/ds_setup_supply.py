"""Dai Senso!: which ground units each scenario sets up unsupplied under 10.2's line (R295, R297).

For the rules owner (session-13 audit M4): since R295 dropped the flat 4-hex range, supply rests on the reconstructed
Road and Rail lines, so a unit far from them may start unsupplied and cannot make an Operational Move (3, 10.3).
Prints one row per unsupplied set-up ground unit: scenario, faction, unit, hex, country, the hex distance to the
nearest City that could be its source (a City of its faction's countries the faction controls; "-" if none), and
whether the flat 4-hex range that R295 (g) dropped (main f1f1cf2, SUPPLY_RANGE) would have supplied it ("old: yes").

Usage: python tools/ds_setup_supply.py [scenario ...]   (all scenarios by default)
"""
import sys

from pacwar.interpreter.core.game import load_game
from pacwar.interpreter.core.scripted import start_position


# main f1f1cf2's supply_reach: any 4 hexes, with the same blocks (for the "old" column only)
OLD_REACH = ('reachable(@{z}, max=4, edge=land_edge(it) or (count(beachheads) > 0 and beachhead_supply_edge(it, @{z}, @{f})), '
             'node=n -> enterable(n) and count(enemy_units(n, @{f})) == 0 and not ezoc(n, @{f}) and (n == @{z} or '
             '((not n.city or controller(n) == @{f}) and not enemy_airdrop(n, @{f}) and not posture_closed(n, @{z}))))')


def old_supplied(s, z, f):
    reach = OLD_REACH.format(z=z, f=f)
    return s.eval(f"any({reach}, n -> n.city and controller(n) == @{f} and country_faction(n.country) == @{f}) "
                  f"or sea_supplied({reach}, @{f})")


def main(argv):
    g = load_game("dai_senso")
    scenarios = argv or list(g.scenarios)
    for sc in scenarios:
        s = start_position(g, sc, "operational_movement")
        for f in s.eval("factions_in_play"):
            us = s.eval(f'units(side=@{f}) where u -> not u.support and is_space(u.loc) and u.loc.kind == "land" '
                        f'and not unit_supplied(u)')
            for u in us:
                loc, nation, country = s.eval(f"[@{u}.loc, @{u}.nation, @{u}.loc.country]")
                d = s.eval(f'min(map(spaces("land") where n -> n.city and controller(n) == @{f} and '
                           f'country_faction(n.country) == @{f}, n -> hex_distance(n, @{loc})) + [999])')
                old = "yes" if old_supplied(s, loc, f) else "no"
                print(f"{sc}\t{f}\t{u}\t{loc}\t{country}\t{d if d < 999 else '-'}\told: {old}")


if __name__ == "__main__":
    main(sys.argv[1:])
