"""Issue 6's starting point: the engine as it was when the issue was written (commit b24ef4e), measured on
the same machine as the ratio `pacwar bench` reports, so `× start` reads against the issue's own yardstick
("12× today's") without depending on how fast the machine is that day.

Measured 25 Nov 2026: the engine at b24ef4e in its own install, random playouts with logging off, CPU time,
two runs of 6 s per scenario, each beside bench/connect_four.py's playout in the same process; the figure is
decisions/s per 1,000 of Connect Four's (the `ratio` column). The same runs timed python-chess 1.11.2's random
playouts: the old engine played Pearl Harbor at 1/50.4 and 1/51.1 of chess's speed, the issue's "about 1/50".
The scenarios first playable later have no figure of their own; they are read against their game's first
(the issue's "about 4,000 in Orange Swan" is 12 × Pearl Harbor's)."""

# decisions/s per 1,000 of the baseline's, at b24ef4e (the two runs: 0.825/0.814, 0.694/0.678, 0.854/0.864,
# 1.179/1.169; timed again later the way bench.py times, whole games from seeds 0, 1000, 2000 with the baseline
# beside each sample: 0.829/0.819, 0.658/0.690, 0.853/0.867, 1.162/1.211, within the scatter)
START_RATIO = {
    "orange_swan:pearl_harbor": 0.82,
    "great_pacific_war:scenario_1930": 0.686,
    "great_pacific_war:scenario_1920s": 0.859,
    "great_pacific_war:first_turn_1930": 1.174,
}
# a later scenario of a game that was playable then is read against this one
GAME_START = {"orange_swan": "orange_swan:pearl_harbor", "great_pacific_war": "great_pacific_war:scenario_1930"}
TARGET = 12.0


def start_ratio(game: str, scenario: str) -> tuple[float, str] | None:
    """(starting ratio, the scenario it was measured on), or None for a game not playable when the issue began."""
    key = f"{game}:{scenario}"
    if key in START_RATIO:
        return START_RATIO[key], key
    ref = GAME_START.get(game)
    return (START_RATIO[ref], ref) if ref else None
