"""Generate games/great_pacific_war/map.yaml: the reconstructed map of Great Pacific War: Plan Orange (DG 2020).

Run:  /tmp/venv/bin/python tools/mapgen/great_pacific_war_map.py [--report]

The rulebook prints no map.  This script rebuilds one from
  * the rulebook's own clues (grid of ~550-mile squares, the three air-range examples of 10.5.1, the named areas,
    groupings, set-up locations), encoded in the tables below with their rule numbers, and
  * real geography: each land area is a coarse hand-drawn outline (POLYS, lon east 0..360 / lat); the package
    `global-land-mask` (1 km GLOBE land/ocean mask) finds which points of that outline are coast, and a coast
    point adjoins the sea zone (grid square) it lies in.  Small islands are points (POINTS).
Every choice that geography does not settle is an explicit override (ADJOIN_FORCE / ADJOIN_DROP) with a reason.

Packages: numpy, global-land-mask (pip install global-land-mask), PyYAML (only for the --report check).
Grid: square cells of 8.5 x 8.5 degrees on a plate carree projection; columns from 87.0 E, rows from 47.35 N;
see games/great_pacific_war/notes.md for why (the 10.5.1 examples fix the row lines and one column line).
"""
from __future__ import annotations

import math
import sys
from collections import defaultdict
from pathlib import Path

import numpy as np
from global_land_mask import globe

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "games" / "great_pacific_war" / "map.yaml"

# ----------------------------------------------------------------------------------------------------------------
# 1. the grid
W0, N0, DEG = 87.0, 47.35, 8.5          # west edge of column 1, north edge of row 1, cell size in degrees
NCOL, NROW = 23, 10
STEP = 0.05                             # lattice step for coast sampling (degrees)
MIN_COAST = 6                           # coast points (about 5 km each) an area needs in a square to adjoin it


def cid(col: int, row: int) -> str:
    return f"g{col:02d}{row:02d}"


def cell_of(lon: float, lat: float) -> tuple[int, int]:
    return int(math.floor((lon - W0) / DEG)) + 1, int(math.floor((N0 - lat) / DEG)) + 1


def lon180(x):
    return ((np.asarray(x) + 180.0) % 360.0) - 180.0


def sea_fraction(col: int, row: int) -> float:
    lo, hi = W0 + (col - 1) * DEG, N0 - (row - 1) * DEG
    lons = np.arange(lo + 0.05, lo + DEG, 0.1)
    lats = np.arange(hi - DEG + 0.05, hi, 0.1)
    LO, LA = np.meshgrid(lons, lats)
    return float(globe.is_ocean(LA, lon180(LO)).mean())


# Cells outside the reconstructed frame although they hold sea: the westernmost column keeps only the Andaman Sea
# (14.4 calls it *the* sea zone on the west map edge); Gulf of Mexico / Caribbean / Atlantic squares are not Pacific.
OFF_FRAME = {cid(1, r): "west edge: only the Andaman Sea square is on the map (14.4)" for r in range(1, NROW + 1) if r != 5}
OFF_FRAME.update({
    cid(21, 3): "Gulf of Mexico only", cid(22, 3): "Gulf of Mexico only", cid(23, 3): "Atlantic/Florida only",
    cid(23, 4): "Caribbean only", cid(23, 2): "Atlantic coast of the USA only",
})
MIN_SEA = 0.02                          # squares with less sea than this are land squares, not sea zones

# ----------------------------------------------------------------------------------------------------------------
# 2. land areas with outlines (generous towards the sea: only land points inside are used).  Order = priority:
#    a coast point belongs to the first outline that contains it.
POLYS: dict[str, list[list[tuple[float, float]]]] = {
    "shanghai": [[(120.9, 31.0), (121.0, 31.6), (121.3, 32.0), (122.2, 31.8), (122.2, 30.6), (121.3, 30.55), (120.9, 30.7)]],
    "hong_kong": [[(113.8, 22.1), (113.8, 22.56), (114.5, 22.56), (114.5, 22.1)]],
    "taiwan": [[(119.2, 23.0), (119.3, 23.9), (120.0, 25.1), (121.5, 25.7), (122.2, 25.2), (122.0, 24.0), (121.1, 21.7),
                (120.6, 21.7), (120.0, 22.5)]],
    "manila": [[(119.6, 16.0), (120.2, 18.7), (121.0, 18.9), (122.4, 18.7), (122.7, 17.0), (122.4, 16.2), (121.8, 15.0),
                (122.0, 14.3), (123.0, 14.3), (124.5, 13.0), (124.2, 12.4), (123.3, 12.5), (122.0, 13.3), (120.8, 13.55),
                (120.4, 14.3), (119.9, 14.8)]],
    "mindanao": [[(121.7, 7.0), (122.0, 8.3), (123.5, 8.8), (124.3, 8.7), (125.4, 10.0), (126.7, 9.0), (126.7, 7.2),
                  (125.5, 5.4), (124.0, 5.9), (122.0, 6.7)],
                 [(121.7, 10.5), (122.0, 12.0), (123.8, 12.7), (125.1, 12.7), (125.9, 11.0), (125.3, 9.9), (124.0, 9.4),
                  (123.0, 8.9), (122.0, 10.1)],
                 [(120.2, 13.55), (121.6, 13.55), (121.6, 12.1), (120.7, 12.1)],
                 [(117.0, 8.3), (119.4, 11.6), (120.0, 11.3), (117.5, 7.8)],
                 [(119.8, 5.0), (121.2, 6.3), (122.2, 6.3), (120.5, 4.8)]],
    "korea": [[(124.25, 39.85), (125.0, 40.15), (126.0, 40.9), (127.5, 41.5), (128.2, 41.95), (129.5, 42.45), (130.3, 42.65),
               (130.75, 42.3), (130.2, 41.6), (129.9, 40.8), (128.6, 39.9), (127.8, 39.3), (128.4, 38.6), (128.8, 38.0),
               (129.3, 37.4), (129.6, 36.5), (129.7, 35.4), (129.1, 34.9), (127.5, 34.3), (126.1, 34.1), (125.9, 35.0),
               (126.3, 35.9), (126.0, 36.9), (126.4, 37.5), (125.0, 37.6), (124.6, 38.1), (124.9, 38.7), (124.5, 39.1),
               (124.2, 39.6)],
              [(126.1, 33.1), (126.1, 33.6), (127.0, 33.6), (127.0, 33.1)]],
    "kyushu": [[(129.4, 33.6), (130.0, 34.0), (130.9, 34.0), (131.8, 33.5), (132.1, 32.8), (131.6, 31.3), (131.1, 30.9),
                (130.5, 30.9), (130.0, 31.3), (130.0, 32.0), (129.5, 32.6), (129.4, 33.2)]],
    "honshu": [[(130.8, 33.95), (131.2, 34.5), (132.5, 35.6), (134.0, 35.7), (135.8, 35.7), (136.6, 37.4), (137.3, 37.7),
                (138.5, 38.0), (139.3, 38.5), (139.7, 39.9), (139.9, 40.7), (140.4, 41.6), (141.6, 41.5), (141.7, 40.3),
                (142.2, 39.5), (141.7, 38.2), (141.1, 37.0), (140.9, 35.6), (140.0, 34.85), (139.1, 34.5), (138.8, 34.55),
                (138.2, 34.55), (137.0, 34.5), (136.8, 34.1), (135.8, 33.35), (135.1, 33.8), (135.0, 34.6), (133.5, 34.45),
                (132.0, 33.85), (131.0, 33.9)],
               [(132.0, 32.95), (132.5, 32.7), (133.0, 32.65), (134.3, 33.2), (134.8, 34.25), (133.5, 34.4), (132.8, 34.15),
                (132.0, 33.85)]],
    "hokkaido": [[(139.1, 41.3), (140.5, 41.15), (141.3, 41.35), (142.5, 41.95), (143.3, 41.85), (145.95, 43.0), (145.6, 44.1),
                  (142.0, 45.6), (141.4, 45.5), (140.9, 43.5), (139.7, 42.5)]],
    "port_arthur": [[(119.75, 39.9), (120.8, 40.4), (121.2, 40.0), (120.9, 38.6), (121.9, 38.6), (123.5, 39.4), (124.3, 39.85),
                     (125.2, 40.6), (126.0, 41.3), (126.5, 42.0), (125.0, 42.8), (124.0, 43.4), (123.0, 43.5), (121.5, 42.8),
                     (120.5, 42.0), (119.6, 40.6)]],
    "vladivostok": [[(130.75, 42.3), (131.0, 42.4), (132.5, 42.5), (133.5, 42.5), (135.3, 43.2), (137.3, 44.8), (138.8, 46.4),
                     (139.6, 47.6), (139.5, 48.5), (134.7, 48.3), (134.5, 47.4), (133.0, 45.0), (131.8, 45.2), (131.3, 44.2),
                     (131.2, 43.4), (130.9, 42.9), (130.6, 42.55)]],
    "harbin": [[(126.5, 42.0), (128.0, 42.0), (129.5, 42.6), (130.3, 42.8), (130.8, 43.0), (131.2, 43.4), (131.3, 44.2),
                (131.8, 45.2), (133.0, 45.0), (134.5, 47.4), (134.7, 48.3), (127.0, 48.5), (122.0, 48.0), (121.5, 47.5),
                (122.5, 45.0), (123.0, 43.5), (124.0, 43.4), (125.0, 42.8)]],
    "jehol": [[(117.5, 40.6), (118.5, 40.35), (119.5, 40.3), (119.6, 40.6), (120.5, 42.0), (121.5, 42.8), (120.0, 43.5),
               (118.0, 43.3), (116.5, 42.5), (116.0, 41.5)]],
    "inner_mongolia": [[(107.0, 37.5), (112.0, 40.0), (114.5, 40.9), (116.0, 41.5), (116.5, 42.5), (118.0, 43.3), (120.0, 43.5),
                        (121.5, 42.8), (123.0, 43.5), (122.5, 45.0), (121.5, 47.5), (122.0, 48.0), (120.0, 49.0), (116.0, 47.5),
                        (112.0, 45.0), (107.0, 42.5), (100.0, 42.0)]],
    "haiphong": [[(108.05, 21.55), (108.6, 21.2), (107.2, 20.0), (106.3, 19.5), (105.8, 19.8), (104.0, 20.5), (103.0, 21.5),
                  (102.2, 22.4), (103.3, 22.8), (104.0, 22.5), (105.3, 23.3), (106.7, 22.8), (106.7, 22.0), (107.5, 21.7)]],
    "french_indochina": [[(105.8, 19.8), (106.3, 19.5), (107.3, 17.4), (108.8, 16.0), (109.7, 13.0), (109.6, 11.4), (108.0, 10.4),
                          (106.9, 10.0), (106.5, 9.2), (105.0, 8.2), (104.3, 8.5), (104.4, 10.3), (103.3, 10.3), (102.7, 11.5),
                          (102.5, 12.3), (103.0, 14.3), (105.5, 14.3), (105.5, 16.0), (104.7, 17.5), (103.3, 18.3), (102.0, 17.9),
                          (100.5, 19.5), (101.2, 21.5), (102.2, 22.4), (103.0, 21.5), (104.0, 20.5)]],
    "singapore": [[(100.05, 6.5), (100.9, 6.2), (101.6, 5.8), (102.1, 6.25), (102.5, 6.3), (103.7, 4.5), (103.8, 2.5),
                   (104.5, 1.8), (104.3, 1.15), (103.6, 1.05), (103.3, 1.25), (101.2, 2.5), (100.2, 4.0), (100.0, 5.5),
                   (99.5, 6.4)]],
    "siam": [[(102.7, 11.5), (102.3, 12.0), (101.0, 12.4), (100.7, 13.3), (100.2, 13.3), (99.7, 12.0), (99.4, 10.5), (99.4, 9.3),
              (100.2, 8.2), (100.5, 7.0), (101.5, 6.8), (102.1, 6.25), (101.6, 5.8), (100.9, 6.2), (100.05, 6.5), (99.5, 6.4),
              (98.2, 7.8), (98.2, 8.6), (98.55, 9.9), (98.75, 10.5), (99.2, 11.5), (99.5, 12.5), (99.1, 13.5), (98.2, 15.0),
              (98.6, 16.2), (97.7, 17.0), (97.5, 18.5), (98.0, 19.8), (100.1, 20.4), (100.5, 19.5), (102.0, 17.9),
              (103.3, 18.3), (104.7, 17.5), (105.5, 16.0), (105.5, 14.3), (103.0, 14.3), (102.5, 12.3)]],
    "burma": [[(92.2, 21.0), (93.0, 19.5), (94.0, 15.8), (95.5, 15.5), (96.5, 16.3), (97.5, 16.2), (97.7, 14.5), (98.0, 13.0),
               (98.3, 11.5), (98.4, 10.0), (98.55, 9.9), (98.75, 10.5), (99.2, 11.5), (99.5, 12.5), (99.1, 13.5), (98.2, 15.0),
               (98.6, 16.2), (97.7, 17.0), (97.5, 18.5), (98.0, 19.8), (100.1, 20.4), (99.5, 22.1), (98.9, 23.2), (97.6, 24.0),
               (98.7, 25.0), (98.6, 27.5), (97.5, 28.2), (94.5, 26.5), (93.0, 24.0), (92.2, 23.0)]],
    "china": [[(119.7, 39.85), (119.5, 40.25), (118.5, 40.3), (117.5, 40.55), (116.0, 41.5), (114.5, 40.9), (112.0, 40.0),
               (107.0, 37.5), (100.0, 42.0), (96.0, 42.0), (92.0, 38.0), (92.0, 29.0), (97.5, 28.2), (98.6, 27.5), (98.7, 25.0),
               (97.6, 24.0), (98.9, 23.2), (99.5, 22.1), (101.0, 21.2), (102.2, 22.4), (103.3, 22.8), (104.0, 22.5),
               (105.3, 23.3), (106.7, 22.8), (106.7, 22.0), (107.5, 21.7), (108.05, 21.55), (108.3, 21.0), (109.5, 20.0),
               (110.3, 19.9), (111.0, 21.3), (112.5, 21.4), (113.5, 21.9), (114.6, 22.1), (116.5, 22.6), (117.5, 23.3),
               (118.7, 24.2), (120.0, 25.5), (120.4, 26.5), (121.2, 27.5), (122.2, 28.3), (122.8, 29.8), (122.5, 31.0),
               (122.5, 31.9), (121.3, 32.6), (121.0, 33.5), (120.5, 34.4), (119.5, 34.9), (120.0, 35.6), (120.8, 35.9),
               (122.8, 36.8), (122.8, 37.6), (121.4, 37.9), (120.5, 37.9), (119.0, 37.4), (118.5, 38.2), (117.5, 38.6),
               (117.6, 39.3), (118.8, 39.05)],
              [(108.4, 19.2), (109.0, 20.35), (110.8, 20.25), (111.3, 19.6), (110.0, 17.9), (108.5, 18.4)]],
    "java_sumatra": [[(94.9, 5.8), (95.9, 5.9), (97.6, 5.4), (98.8, 4.1), (100.5, 2.3), (101.5, 2.0), (103.6, 0.9), (104.6, -0.9),
                      (106.4, -1.4), (108.4, -2.6), (106.2, -3.4), (106.0, -5.6), (104.5, -6.1), (102.0, -4.6), (100.4, -2.6),
                      (98.9, -0.6), (97.4, 1.4), (95.9, 3.0), (94.9, 4.8)],
                     [(105.0, -6.0), (106.0, -5.7), (108.3, -6.1), (110.4, -6.6), (111.0, -6.2), (112.6, -6.7), (114.0, -6.8),
                      (114.7, -7.6), (114.5, -8.9), (112.0, -8.5), (110.0, -8.3), (108.0, -8.0), (106.4, -7.6), (105.1, -7.0)]],
    "borneo": [[(108.7, 1.6), (109.6, 2.2), (111.0, 2.7), (113.0, 3.4), (114.0, 4.7), (115.3, 5.4), (116.5, 7.0), (117.8, 7.0),
                (119.4, 5.3), (118.4, 4.4), (117.9, 3.4), (118.1, 2.0), (119.1, 0.8), (117.6, -0.5), (116.9, -1.5), (116.6, -2.5),
                (116.4, -4.0), (114.6, -4.3), (113.0, -3.4), (111.6, -3.7), (110.1, -3.1), (109.9, -1.5), (108.9, -0.2)]],
    "celebes": [[(118.7, -2.5), (119.3, -0.3), (120.0, 1.0), (121.5, 1.4), (123.3, 1.1), (124.5, 1.8), (125.4, 1.6), (125.0, 0.5),
                 (123.5, -0.6), (123.6, -1.5), (122.9, -2.3), (123.5, -4.0), (123.4, -5.8), (122.0, -5.8), (121.0, -4.0),
                 (120.6, -5.7), (119.3, -5.7), (119.3, -3.5)]],
    "moluccas": [[(127.2, 2.6), (128.8, 2.5), (128.9, 0.2), (128.3, -0.9), (127.3, -0.5), (127.2, 1.0)],
                 [(125.9, -2.9), (127.3, -3.0), (128.5, -2.7), (130.9, -2.9), (131.0, -4.1), (128.0, -4.0), (126.0, -3.9)]],
    "timor": [[(123.4, -10.5), (125.0, -9.0), (127.4, -8.2), (127.4, -8.8), (124.0, -10.6)]],
    "new_guinea": [[(130.7, -0.6), (132.5, 0.0), (134.5, -0.4), (136.5, -0.6), (138.0, -1.4), (140.7, -2.2), (142.5, -3.0),
                    (144.5, -3.5), (145.9, -4.4), (146.2, -5.3), (147.7, -5.8), (148.2, -6.7), (147.9, -8.0), (147.7, -8.1),
                    (146.2, -7.6), (144.0, -6.8), (142.5, -6.4), (141.0, -6.3), (141.02, -9.4), (138.5, -8.8), (137.0, -7.2),
                    (136.0, -4.9), (134.0, -4.3), (132.6, -4.3), (131.8, -3.0), (130.6, -1.5)]],
    "port_moresby": [[(141.02, -6.3), (142.5, -6.4), (144.0, -6.8), (146.2, -7.6), (147.7, -8.1), (148.3, -8.3), (149.5, -9.2),
                      (150.5, -9.6), (151.3, -10.3), (150.5, -10.8), (149.0, -10.6), (147.5, -10.2), (146.0, -8.9), (144.5, -8.2),
                      (143.6, -9.2), (142.6, -9.45), (141.02, -9.4)]],
    "bismarck_archipelago": [[(148.2, -5.2), (150.0, -4.9), (151.5, -4.0), (152.5, -4.2), (151.9, -5.5), (150.0, -6.5), (148.3, -6.2)],
                             [(150.5, -2.4), (151.5, -2.7), (153.2, -4.5), (152.8, -5.0), (150.8, -3.1)],
                             [(146.5, -1.8), (147.5, -1.8), (147.5, -2.3), (146.5, -2.3)]],
    "new_caledonia": [[(163.8, -19.9), (164.6, -19.9), (167.3, -22.3), (166.9, -22.8), (163.9, -20.8)]],
    "port_darwin": [[(129.0, -26.0), (129.0, -14.9), (129.4, -13.8), (129.2, -11.2), (131.0, -10.8), (133.0, -10.9),
                     (136.9, -10.8), (137.3, -12.0), (136.4, -13.5), (135.6, -15.0), (137.4, -16.1), (138.0, -16.4), (138.0, -26.0)]],
    "brisbane": [[(138.0, -26.0), (138.0, -16.4), (139.8, -17.2), (140.8, -17.1), (141.2, -16.0), (141.3, -13.5), (141.4, -12.0),
                  (142.0, -10.5), (142.3, -9.65), (143.4, -9.8), (143.7, -12.2), (144.6, -13.9), (145.7, -14.6), (146.2, -17.0),
                  (147.2, -19.0), (149.6, -19.9), (151.6, -22.4), (153.5, -24.4), (153.9, -28.15), (150.0, -29.0), (141.0, -29.0),
                  (141.0, -26.0)]],
    "australia_out_of_play": [[(111.8, -21.0), (112.8, -35.6), (118.0, -36.0), (124.0, -34.5), (129.0, -32.4), (135.0, -36.6),
                               (140.0, -39.0), (145.0, -39.8), (150.6, -38.0), (151.6, -33.5), (153.3, -31.5), (153.9, -28.15),
                               (150.0, -29.0), (141.0, -29.0), (141.0, -26.0), (138.0, -26.0), (129.0, -26.0), (129.0, -14.9),
                               (128.0, -13.8), (126.0, -13.4), (123.8, -15.3), (121.8, -16.8), (118.8, -19.4), (116.0, -20.2)]],
    "auckland": [[(172.5, -34.3), (174.0, -34.9), (176.0, -37.3), (178.7, -37.5), (178.6, -39.0), (177.0, -39.6), (176.0, -41.8),
                  (174.5, -41.5), (174.5, -39.0), (173.6, -39.2), (174.5, -38.0), (174.3, -36.5), (172.9, -35.2)]],
    "puget_sound": [[(235.2, 42.0), (235.2, 48.6), (237.8, 48.6), (243.0, 49.0), (243.0, 42.0)]],
    "san_francisco": [[(235.2, 42.0), (243.0, 42.0), (243.0, 35.5), (240.0, 34.9), (239.97, 34.3), (239.0, 34.3), (237.8, 36.0), (236.4, 38.0),
                       (235.4, 40.0)]],
    "los_angeles_san_diego": [[(239.97, 34.3), (240.0, 34.9), (243.0, 35.5), (245.5, 35.0), (245.5, 32.7), (242.9, 32.53), (242.5, 32.4),
                               (241.5, 32.7), (240.6, 33.2), (239.97, 33.8)]],
    "panama_canal": [[(279.0, 8.2), (279.0, 9.7), (280.6, 9.7), (280.8, 8.3)]],
}

# small islands and island groups: one point each, enclosed by the square it lies in
POINTS: dict[str, tuple[float, float]] = {
    "hawaii": (202.05, 21.3), "guam": (144.8, 13.45), "marianas": (145.75, 15.2), "wake": (166.6, 19.3),
    "truk": (151.8, 7.4), "ryukyus": (127.8, 26.3), "volcano_islands": (141.3, 24.8), "line_islands": (200.6, 3.9),
    "midway": (182.6, 28.2), "palau": (134.5, 7.5), "marshall_islands": (168.5, 7.5), "gilbert_islands": (173.0, 1.4),
    "samoa": (189.3, -14.3), "fiji": (178.0, -17.8), "solomon_islands": (160.0, -9.4),
}

# Overrides of the computed coast squares.  Each carries its reason; these are the reconstruction's judgement calls.
ADJOIN_FORCE = {   # area -> (squares it adjoins, replacing the computed set, reason)
    "manila": ([cid(5, 4)], "inferred: 10.5.1 example 1 - Manila lies wholly inside one sea zone (range 0 to enter or leave); "
                            "geographically Luzon's west coast is on 121 E, the column line"),
    "taiwan": ([cid(4, 3)], "inferred: 10.5.1 examples 1 and 3 - Taiwan's zone is one west and one north of Manila's and "
                            "touches the Yellow Sea; Taiwan (120.0-122.0 E) straddles 121 E in reality"),
    "hawaii": ([cid(14, 4)], "geography: Oahu and the main islands lie in this square (Kauai's north shore just north of it)"),
}
ADJOIN_ADD = {     # area -> [(square, reason)] added to the computed set
    "port_arthur": [(cid(4, 2), "inferred: 10.5.1 example 3 - Port Arthur adjoins the Yellow Sea; the Kwantung tip "
                                "(121.1-121.3 E, 38.7 N) sits on the corner of this square")],
}
ADJOIN_DROP: dict[str, dict[str, str]] = {}   # area -> {square: reason}
LANDLOCKED = {"harbin", "jehol", "inner_mongolia"}

# ----------------------------------------------------------------------------------------------------------------
# 3. geometry


def point_in_poly(x: np.ndarray, y: np.ndarray, poly: list[tuple[float, float]]) -> np.ndarray:
    inside = np.zeros(x.shape, dtype=bool)
    n = len(poly)
    for i in range(n):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % n]
        crosses = (y1 > y) != (y2 > y)
        with np.errstate(divide="ignore", invalid="ignore"):
            xint = x1 + (y - y1) * (x2 - x1) / (y2 - y1)
        inside ^= crosses & (x < xint)
    return inside


def coast_cells() -> dict[str, dict[str, int]]:
    """area -> {square id: number of coast points of the area in that square}."""
    claimed = set()
    out: dict[str, dict[str, int]] = {}
    for area, polys in POLYS.items():
        counts: dict[str, int] = defaultdict(int)
        for poly in polys:
            xs, ys = zip(*poly)
            lons = np.arange(math.floor(min(xs) / STEP) * STEP, max(xs) + STEP, STEP)
            lats = np.arange(math.floor(min(ys) / STEP) * STEP, max(ys) + STEP, STEP)
            LO, LA = np.meshgrid(lons, lats)
            LO, LA = LO.ravel(), LA.ravel()
            keep = point_in_poly(LO, LA, poly)
            LO, LA = LO[keep], LA[keep]
            land = globe.is_land(LA, lon180(LO))
            LO, LA = LO[land], LA[land]
            d = 0.1
            near_sea = np.zeros(LO.shape, dtype=bool)
            for dx, dy in ((d, 0), (-d, 0), (0, d), (0, -d)):
                near_sea |= globe.is_ocean(np.clip(LA + dy, -89.9, 89.9), lon180(LO + dx))
            for lo, la in zip(LO[near_sea], LA[near_sea]):
                key = (round(lo / STEP), round(la / STEP))
                if key in claimed:
                    continue
                claimed.add(key)
                c, r = cell_of(lo, la)
                if 1 <= c <= NCOL and 1 <= r <= NROW:
                    counts[cid(c, r)] += 1
        out[area] = dict(counts)
    return out


def side_has_sea(c: int, r: int, nc: int, nr: int) -> bool:
    """Is there ocean along the grid line shared by squares (c, r) and (nc, nr)?"""
    if nc == c + 1:
        lon = W0 + c * DEG
        lats = np.arange(N0 - r * DEG, N0 - (r - 1) * DEG, 0.02)
        lons = np.full(lats.shape, lon)
    else:
        lat = N0 - r * DEG
        lons = np.arange(W0 + (c - 1) * DEG, W0 + c * DEG, 0.02)
        lats = np.full(lons.shape, lat)
    return bool(globe.is_ocean(lats, lon180(lons)).any())


def sea_cells() -> tuple[set[str], dict[str, float]]:
    keep, frac = set(), {}
    for c in range(1, NCOL + 1):
        for r in range(1, NROW + 1):
            f = sea_fraction(c, r)
            frac[cid(c, r)] = f
            if cid(c, r) not in OFF_FRAME and f >= MIN_SEA:
                keep.add(cid(c, r))
    return keep, frac



# ----------------------------------------------------------------------------------------------------------------
# 4. the areas: names as printed, aliases (printed abbreviations and variants), label position, provenance, attributes
#    and, per attribute, where the value comes from (attr_prov).
R = "rulebook "
AREAS: list[dict] = []


def area(sid, name, pos, prov, aliases=(), kind="land", why=None, **attrs):
    AREAS.append({"id": sid, "name": name, "kind": kind, "aliases": list(aliases), "pos": list(pos), "prov": prov,
                  "attrs": attrs, "why": dict(why or {})})


US = "inferred: a US possession in 1930 and listed in the US set-up (25.0, 31.0)"
JP = "inferred: Japanese territory in 1930 and listed in the Japanese set-up (25.0, 31.0)"
GR = "geography: a British, French or Dutch possession in 1930 (other Allies are gray, 2.1)"
WH = "geography: Chinese territory in 1930 (Republic of China areas are white, 2.1)"
MAJ_US = ("assumed: a main US fleet base of the period; with Hawaii, Manila and Singapore it gives Blue 6 major "
          "bases in the 1930s set-up, the 7.1 cap (TEC: West Coast areas have major or minor bases)")

# -- off-map
area("usa_east_coast", "USA East Coast", (288.0, 38.0), R + "§16.0", ["East Coast USA"], kind="offmap",
     base="major", colour="blue",
     why={"base": R + "§16.0 (a major base of unlimited capacity)", "colour": R + "§16.0 (Blue always controls it)"})
# -- West Coast USA and Panama
area("puget_sound", "Puget Sound", (237.6, 47.2), R + "§2.1", ["PS"], base="major", colour="blue", home="usa_west",
     fortress_site=True,
     why={"base": MAJ_US + "; Puget Sound Navy Yard", "colour": US, "home": R + "§2.1, §11.7",
          "fortress_site": R + "§25.0, §31.0"})
area("san_francisco", "San Francisco", (237.6, 37.8), R + "§2.1", ["SF"], base="major", colour="blue", home="usa_west",
     fortress_site=True, setup_zone=cid(18, 2),
     why={"base": MAJ_US + "; Mare Island", "colour": US, "home": R + "§2.1, §11.7", "fortress_site": R + "§25.0, §31.0",
          "setup_zone": "inferred: the coast of San Francisco touches two squares; the city's square is used where a "
                        "rule says 'the sea zone adjoining San Francisco'"})
area("los_angeles_san_diego", "Los Angeles-San Diego", (241.9, 33.5), R + "§2.1",
     ["Los Angeles/San Diego", "Los Angeles - San Diego", "LASD"], base="major", colour="blue", home="usa_west",
     fortress_site=True, setup_zone=cid(19, 2),
     why={"base": MAJ_US + "; San Pedro and San Diego (Battle Fleet base from 1919)", "colour": US,
          "home": R + "§2.1, §11.7", "fortress_site": R + "§25.0, §31.0",
          "setup_zone": "geography: the only square its coast touches"})
area("panama_canal", "Panama Canal", (280.45, 9.0), R + "§10.3", ["Panama", "Panama Canal Zone", "PCZ"],
     base="minor", colour="blue", panama=True, fortress_site=True, setup_zone=cid(23, 5),
     why={"base": "inferred: 4.1, 4.4 and Blue incident 1 name Panama apart from the Blue major bases, so it is not "
                  "one; the PCZ fortress (25.0) needs a base (14.2), so minor", "colour": US,
          "panama": R + "§10.3, TEC", "fortress_site": R + "§25.0, §31.0",
          "setup_zone": "inferred: naval units in the Panama space sit on its Pacific side (10.3): this square"})
# -- US Pacific
area("hawaii", "Hawaii", POINTS["hawaii"], R + "§4.1", ["Haw"], base="major", colour="blue", island="large",
     fortress_site=True,
     why={"base": "inferred: an Orange sudden-death objective beside Manila (4.1) and the main US fleet base (Pearl "
                  "Harbor)", "colour": US, "island": "assumed: Oahu and the main islands, drawn as one island area with "
                  "a major base; a blue oval (small island) is possible", "fortress_site": R + "§25.0, §31.0"})
area("manila", "Manila", (121.1, 14.6), R + "§10.5.1", ["Ph"], base="major", colour="blue", island="large",
     fortress_site=True, setup_zone=cid(5, 4),
     why={"base": "inferred: an Orange sudden-death objective beside Hawaii (4.1); Cavite/Olongapo",
          "colour": US, "island": "geography: Manila stands for Luzon, which 10.5.1 treats as wholly enclosed by one "
                                  "sea zone", "fortress_site": R + "§25.0, §31.0",
          "setup_zone": R + "§10.5.1 (the sea zone surrounding Manila)"})
area("mindanao", "Mindanao", (125.0, 7.5), "geography: the southern Philippines (Visayas, Mindanao, Mindoro, Palawan); "
     "the rulebook names only Manila", colour="blue", island="large",
     why={"colour": "geography: US Philippines", "island": "geography: an island"})
area("guam", "Guam", POINTS["guam"], R + "§9.0", base="minor", colour="blue", island="small", fortress_site=True,
     why={"base": "assumed: US naval station; the G fortress may set up here (25.0)", "colour": US,
          "island": R + "§9.0 (Guam is a small island)", "fortress_site": R + "§25.0 (Guam or Wake)"})
area("wake", "Wake", POINTS["wake"], R + "§25.0", base="minor_1930s", colour="blue", island="small", fortress_site=True,
     why={"base": "assumed: only the 1930s set-up can use it (G fortress on Guam or Wake, 25.0); 1935 Pan Am base",
          "colour": US, "island": "geography: an atoll", "fortress_site": R + "§25.0 (Guam or Wake)"})
area("midway", "Midway", POINTS["midway"], "geography: US atoll between Hawaii and Japan; not named in the rulebook",
     colour="blue", island="small", why={"colour": "geography: US possession", "island": "geography: an atoll"})
area("line_islands", "Line Islands", POINTS["line_islands"], R + "§2.1", colour="blue", island="small",
     why={"colour": "assumed: Palmyra and Kingman were US, Fanning and Christmas British; taken as blue",
          "island": R + "§2.1 (the small-island example)"})
area("samoa", "Samoa", POINTS["samoa"], "geography: US Samoa (Tutuila); not named in the rulebook", colour="blue",
     island="small", why={"colour": "geography: US possession", "island": "geography: an island"})
# -- China (white) and Shanghai / Hong Kong
area("shanghai", "Shanghai", (121.47, 31.23), R + "§2.1", base="minor", colour="white", river_area=True,
     why={"base": "assumed: a great port; the Japanese set-up lists Shanghai apart from Japanese bases (25.0), so "
                  "it is not an Orange base", "colour": WH + "; ROC forces start here (25.0) and it is the one "
                                                     "Chinese area playable in the 1920s (31.0)",
          "river_area": R + "§2.1"})
area("hong_kong", "Hong Kong", (114.17, 22.3), R + "§2.1", ["HK"], base="minor", colour="gray", river_area=True,
     fortress_site=True, setup_zone=cid(4, 3),
     why={"base": "assumed: British fortress (25.0); minor so that Blue's 1930s major bases stay at 6",
          "colour": GR, "river_area": R + "§2.1", "fortress_site": R + "§25.0",
          "setup_zone": "geography: the only square its coast touches"})
area("jehol", "Jehol", (117.9, 40.97), R + "§22.0", colour="white",
     why={"colour": WH + "; ROC NSA army starts here (25.0)"})
area("inner_mongolia", "Inner Mongolia", (111.7, 40.8), R + "§22.0", colour="white", why={"colour": WH})
area("china", "China", (113.0, 30.0), "assumed: the rest of China, marked out of play on the map (10.1)",
     colour="white", out_of_play=True,
     why={"colour": WH, "out_of_play": "assumed: 10.1 says parts of China are out of play; which parts is assumed "
                                           "(everything but Shanghai, Hong Kong, Jehol, Inner Mongolia, Manchuria)"})
# -- Manchuria, Korea, USSR
area("port_arthur", "Port Arthur", (121.26, 38.81), R + "§2.1", ["Pt A", "Pt. A."], base="major", colour="orange",
     fortress_site=True,
     why={"base": "assumed: Ryojun guard district and Kwantung Army base; one of 5 Orange major bases",
          "colour": "geography: the Kwantung Leased Territory was Japanese", "fortress_site": R + "§25.0, §31.0"})
area("harbin", "Harbin", (126.63, 45.75), R + "§7.1", base="minor", colour="white", resource=True,
     resource_zone=cid(4, 2),
     why={"base": "inferred: Orange may deploy an air unit here (14.3) and air units must be on bases (17.0); not a "
                  "major base, or 14.3 would be needless", "colour": "inferred: Manchuria was Chinese in 1930 and the "
                  "Warlord army that starts here is Blue-controlled (25.0)", "resource": R + "§7.1, TEC",
          "resource_zone": "inferred: Harbin is landlocked; 7.1 asks for a TR in 'the adjoining sea zone' with "
                           "control of Port Arthur or Harbin, read as the Yellow Sea, Port Arthur's zone in 10.5.1"})
area("korea", "Korea", (126.98, 37.57), R + "§10.6", ["Kor"], base="major", colour="orange", fortress_site=True,
     why={"base": "assumed: Chinkai guard district and Korea Army; one of 5 Orange major bases", "colour": JP,
          "fortress_site": R + "§25.0, §31.0"})
area("vladivostok", "Vladivostok", (131.9, 43.1), R + "§22.0", ["Vlady", "Vladv"], base="minor", colour="ussr",
     ussr=True, fortress_site=True,
     why={"base": "inferred: the Soviet air unit must always base here (22.1); minor is assumed",
          "colour": R + "§25.0 (USSR areas)", "ussr": R + "§25.0", "fortress_site": R + "§25.0"})
# -- Japan
for sid, name, pos, al, base, bwhy in (
        ("hokkaido", "Hokkaido", (141.35, 43.06), ["N Jp", "N. Japan", "North Japan"], "minor",
         "assumed: no fleet base of note (Ominato lies in Honshu)"),
        ("honshu", "Honshu", (139.7, 35.7), ["Tokyo", "Tok"], "major",
         "inferred: Orange incident 2 takes away 'the action for Tokyo', and actions come from major bases (7.1)"),
        ("kyushu", "Kyushu", (130.7, 32.8), ["S Jp", "S. Japan", "South Japan"], "major",
         "assumed: Sasebo naval district; one of 5 Orange major bases")):
    area(sid, name, pos, R + "§2.1", al, base=base, colour="orange", home="japan", island="large", fortress_site=True,
         why={"base": bwhy, "colour": JP, "home": R + "§2.1, §11.7", "island": "geography: an island",
              "fortress_site": R + "§25.0, §31.0"})
area("taiwan", "Taiwan", (120.95, 23.7), R + "§9.0", base="major", colour="orange", island="large",
     fortress_site=True,
     why={"base": "assumed: Mako/Takao and the Taiwan Army; one of 5 Orange major bases (a Blue objective, 4.1)",
          "colour": JP, "island": R + "§9.0 (Taiwan is a large island)", "fortress_site": R + "§25.0, §31.0"})
area("ryukyus", "Ryukyus", POINTS["ryukyus"], R + "§4.1", ["The Ryukyus", "Ryukyu Islands"], base="minor",
     colour="orange", island="small",
     why={"base": "assumed: a Blue sudden-death objective (4.1); Naha / Amami-Oshima", "colour": JP,
          "island": "assumed: an island chain drawn as one blue oval"})
area("volcano_islands", "Volcano Islands", POINTS["volcano_islands"], R + "§10.5.1", base="minor_1930s",
     colour="orange", island="small",
     why={"base": "assumed: Chichi-jima / Iwo Jima, developed in the 1930s", "colour": JP,
          "island": "assumed: with the Bonins, one blue oval"})
area("marianas", "Marianas", POINTS["marianas"], R + "§4.1", ["The Marianas", "Mariana Islands"], base="minor_1930s",
     colour="orange", island="small",
     why={"base": "assumed: a Japanese base without a named fortress (25.0 needs one); the mandate was unfortified "
                  "until the mid-1930s", "colour": "geography: Japanese South Seas Mandate",
          "island": "assumed: an island chain drawn as one blue oval"})
area("truk", "Truk", POINTS["truk"], R + "§4.1", base="minor", colour="orange", island="small", fortress_site=True,
     why={"base": "assumed: a fortress sets up here in both scenarios (25.0, 31.0)", "colour": "geography: Japanese "
          "South Seas Mandate", "island": "geography: an atoll group", "fortress_site": R + "§25.0, §31.0"})
area("palau", "Palau", POINTS["palau"], "geography: Japanese mandate HQ (Koror); not named in the rulebook",
     colour="orange", island="small", why={"colour": "geography: Japanese South Seas Mandate", "island": "geography: an island"})
area("marshall_islands", "Marshall Islands", POINTS["marshall_islands"], "geography: Japanese mandate; not named "
     "in the rulebook", colour="orange", island="small",
     why={"colour": "geography: Japanese South Seas Mandate", "island": "geography: an island"})
# -- South-east Asia
area("haiphong", "Haiphong", (106.68, 20.86), R + "§2.1", base="minor", colour="gray", fortress_site=True,
     why={"base": "inferred: French land and air units deploy here (14.4); air units need a base (17.0)",
          "colour": GR, "fortress_site": R + "§25.0 (Haiphong or French Indochina)"})
area("french_indochina", "French Indochina", (106.7, 10.78), R + "§2.1", ["Saigon"], base="minor", colour="gray",
     fortress_site=True,
     why={"base": "inferred: French land and air units deploy at Saigon (14.4), the base of this area",
          "colour": GR, "fortress_site": R + "§25.0 (Haiphong or French Indochina)"})
area("siam", "Siam", (100.5, 13.75), "assumed: neutral Siam, needed for the coasts of the Gulf of Siam; not named "
     "in the rulebook", out_of_play=True,
     why={"out_of_play": "assumed: a neutral country, treated like the out-of-play areas of 10.1"})
area("burma", "Burma", (96.2, 16.8), "geography: British Burma (Rangoon); not named in the rulebook", colour="gray",
     why={"colour": GR})
area("singapore", "Singapore", (103.82, 1.35), R + "§14.4", ["Sing"], base="major", colour="gray",
     fortress_site=True, setup_zone=cid(2, 6),
     why={"base": "assumed: the British main base in the East; the 6th Blue major base in the 1930s set-up",
          "colour": GR, "fortress_site": R + "§25.0",
          "setup_zone": "inferred: Singapore stands for British Malaya, whose coast touches three squares; the "
                        "square of Singapore itself is 'the sea zone adjoining Singapore' (24.3, 30.0)"})
area("java_sumatra", "Java-Sumatra", (106.8, -6.2), R + "§25.0", ["Sumatra/Java", "Java", "Sumatra"], base="minor",
     colour="gray", island="large", resource=True, fortress_site=True, setup_zone=cid(3, 7),
     why={"base": "inferred: Dutch land and air units deploy here (14.4); Surabaya", "colour": GR,
          "island": "geography: an island", "resource": "assumed: oil of Palembang and Java, the historical southern resource "
                                            "area; the 1930s Orange sudden death needs 2 resource areas (4.1)",
          "fortress_site": R + "§25.0",
          "setup_zone": "inferred: 25.0 puts the Dutch CL in 'the sea zone adjoining Java'; Java touches two "
                        "squares, this one holds Batavia and most of its north coast"})
area("borneo", "Borneo", (114.0, 0.5), "geography: Dutch Borneo, Sarawak and British North Borneo; not named in the "
     "rulebook", colour="gray", island="large", resource=True,
     why={"colour": GR, "island": "geography: an island", "resource": "assumed: oil of Tarakan, Balikpapan and Miri; the second "
                                                          "assumed resource area"})
area("celebes", "Celebes", (120.5, -2.0), "geography: Dutch Celebes; not named in the rulebook", colour="gray",
     island="large", why={"colour": GR, "island": "geography: an island"})
area("moluccas", "Moluccas", (128.2, -3.7), "geography: Dutch Halmahera, Ceram, Buru and Ambon; not named in the "
     "rulebook", colour="gray", island="large", why={"colour": GR, "island": "geography: an island"})
area("timor", "Timor", (124.0, -9.8), "geography: Dutch and Portuguese Timor; not named in the rulebook",
     colour="gray", island="large", why={"colour": GR, "island": "geography: an island"})
# -- New Guinea, the South Pacific, Australia, New Zealand
area("new_guinea", "New Guinea", (142.0, -4.5), R + "§2.1", colour="gray", island="large",
     why={"colour": GR + " (Dutch New Guinea and the Australian mandate)", "island": "geography: an island"})
area("port_moresby", "Port Moresby", (147.18, -9.44), R + "§2.1", base="minor_1930s", colour="gray", island="large",
     why={"base": "assumed: the map names it apart from New Guinea, presumably for its port", "colour": GR,
          "island": "geography: south-east New Guinea (Papua)"})
area("bismarck_archipelago", "Bismarck Archipelago", (152.2, -4.2), "geography: New Britain (Rabaul), New Ireland "
     "and the Admiralties; not named in the rulebook", colour="gray", island="large",
     why={"colour": GR, "island": "geography: an island"})
area("solomon_islands", "Solomon Islands", POINTS["solomon_islands"], "geography: British Solomons; not named in the "
     "rulebook", colour="gray", island="small", why={"colour": GR, "island": "assumed: drawn as one blue oval"})
area("new_caledonia", "New Caledonia", (166.45, -22.27), "geography: French; not named in the rulebook",
     colour="gray", island="large", why={"colour": GR, "island": "geography: an island"})
area("fiji", "Fiji", POINTS["fiji"], "geography: British; not named in the rulebook", colour="gray", island="small",
     why={"colour": GR, "island": "assumed: drawn as one blue oval"})
area("gilbert_islands", "Gilbert Islands", POINTS["gilbert_islands"], "geography: British; not named in the rulebook",
     colour="gray", island="small", why={"colour": GR, "island": "geography: atolls"})
area("port_darwin", "Port Darwin", (130.84, -12.46), R + "§2.1", ["Darwin"], base="minor_1930s", colour="gray",
     setup_zone=cid(6, 8),
     why={"base": "assumed: an RNHF destination (24.4); a 1930s base like Brisbane", "colour": GR,
          "setup_zone": "inferred: the Northern Territory coast touches three squares; the square of Darwin itself is "
                        "'the sea zone adjoining Port Darwin' (24.4)"})
area("brisbane", "Brisbane", (153.03, -27.47), R + "§2.1", ["Bris"], base="minor_1930s", colour="gray",
     fortress_site=True, setup_zone=cid(8, 9),
     why={"base": "inferred: a 1930s-only Blue objective (4.1) and not a Blue major base (Blue incident 1); British "
                  "air units deploy here (14.4), so it has a base", "colour": GR, "fortress_site": R + "§25.0",
          "setup_zone": "inferred: Queensland's coast touches four squares; the square of Brisbane itself is 'the sea "
                        "zone adjoining Brisbane' (24.4, 25.0)"})
area("australia_out_of_play", "Australia (out of play)", (125.0, -27.0), R + "§10.1", colour="gray",
     out_of_play=True,
     why={"colour": GR, "out_of_play": "assumed: 10.1 says parts of Australia are out of play; which parts is assumed "
                                          "(all but the Northern Territory and Queensland)"})
area("auckland", "Auckland", (174.76, -36.85), R + "§4.1", ["Auk"], base="minor_1930s", colour="gray",
     island="large", fortress_site=True,
     why={"base": "inferred: a 1930s-only Blue objective (4.1), where a British fortress sets up (25.0)",
          "colour": GR, "island": "geography: the North Island of New Zealand", "fortress_site": R + "§25.0"})

# land borders: (a, b, barrier, railroad, provenance)
LAND = [
    ("korea", "port_arthur", False, True, R + "§10.6", "railroad: assumed, the Antung-Mukden line joins the Korean "
     "trunk line to the South Manchuria Railway"),
    ("port_arthur", "harbin", False, True, "inferred: 10.5.1 example 3 (Port Arthur, then Harbin)",
     "railroad: assumed, South Manchuria Railway and Chinese Eastern Railway"),
    ("korea", "harbin", True, False, "geography: Yalu and Tumen upper courses", "barrier: assumed, Changbai mountains"),
    ("korea", "vladivostok", False, False, "geography: the lower Tumen (a few miles of border)", ""),
    ("harbin", "vladivostok", False, True, "geography: Manchuria-Primorye border", "railroad: assumed, Chinese Eastern "
     "Railway to Vladivostok"),
    ("harbin", "inner_mongolia", True, True, "geography: Khingan border", "barrier: assumed, Greater Khingan; railroad: "
     "assumed, Chinese Eastern Railway to Manchouli"),
    ("port_arthur", "jehol", True, False, "geography: Liaoning-Jehol border", "barrier: assumed, the Jehol hills"),
    ("port_arthur", "inner_mongolia", False, False, "geography: the Liao plain, Jirim league", ""),
    ("port_arthur", "china", False, True, "geography: the Shanhaikwan corridor", "railroad: assumed, Peking-Mukden "
     "railway"),
    ("jehol", "inner_mongolia", False, False, "geography: Jehol-Chahar border", ""),
    ("jehol", "china", True, False, "geography: the Great Wall line", "barrier: assumed, Yen mountains"),
    ("inner_mongolia", "china", True, True, "geography: the Great Wall line", "barrier: assumed, Yin mountains; "
     "railroad: assumed, Peking-Suiyuan railway"),
    ("shanghai", "china", False, True, "geography: Shanghai's hinterland", "railroad: assumed, Shanghai-Nanking railway"),
    ("hong_kong", "china", False, True, "geography: the New Territories border", "railroad: assumed, Kowloon-Canton "
     "railway"),
    ("haiphong", "china", True, True, "geography: Tonkin-Yunnan/Kwangsi border", "barrier: assumed, Yunnan plateau; "
     "railroad: assumed, Yunnan railway"),
    ("haiphong", "french_indochina", False, True, "geography: Tonkin-Annam/Laos border", "railroad: assumed, "
     "Transindochinois (Hanoi-Saigon, completed 1936)"),
    ("french_indochina", "china", True, False, "geography: Laos-Yunnan border", "barrier: assumed, mountains"),
    ("french_indochina", "siam", False, False, "geography: Cambodia/Laos-Siam border", ""),
    ("french_indochina", "burma", True, False, "geography: the upper Mekong", "barrier: assumed, Shan hills"),
    ("siam", "burma", True, False, "geography: Siam-Burma border", "barrier: assumed, Tenasserim and Dawna ranges"),
    ("siam", "singapore", False, True, "geography: Siam-Malaya border", "railroad: assumed, Bangkok-Penang line"),
    ("burma", "china", True, False, "geography: Burma-Yunnan border", "barrier: assumed, Yunnan mountains"),
    ("new_guinea", "port_moresby", True, False, R + "§2.1", "barrier: assumed, Owen Stanley Range"),
    ("port_darwin", "brisbane", False, False, "geography: Northern Territory-Queensland border", ""),
    ("port_darwin", "australia_out_of_play", False, False, "geography: Northern Territory border", ""),
    ("brisbane", "australia_out_of_play", False, False, "geography: Queensland border", ""),
    ("puget_sound", "san_francisco", False, True, "geography: Oregon-California border", "railroad: assumed, Southern "
     "Pacific Shasta route"),
    ("san_francisco", "los_angeles_san_diego", False, True, R + "§2.1", "railroad: assumed, Southern Pacific coast line"),
]

# names of sea zones (squares); the two the rulebook names carry its rule number
SEA_NAMES = {
    cid(1, 5): ("Andaman Sea", "inferred: 14.4 names the Andaman Sea as the sea zone on the west map edge; the "
                               "westernmost column holds only this square"),
    cid(4, 2): ("Yellow Sea", "inferred: 10.5.1 example 3 (north of Taiwan's zone, adjoining Port Arthur); the real "
                              "Yellow Sea straddles this square and the one east of it"),
    cid(2, 4): ("Gulf of Martaban", None), cid(2, 5): ("Gulf of Siam", None), cid(2, 6): ("Strait of Malacca", None),
    cid(3, 4): ("Gulf of Tonkin", None), cid(3, 5): ("South China Sea (West)", None), cid(3, 6): ("Karimata Strait", None),
    cid(3, 7): ("Java Sea", None), cid(4, 1): ("Gulf of Chihli", None), cid(4, 3): ("Taiwan Strait", None),
    cid(4, 4): ("South China Sea (North)", None), cid(4, 5): ("South China Sea (South)", None),
    cid(4, 6): ("Makassar Strait", None), cid(4, 7): ("Flores Sea", None), cid(5, 1): ("Korea Bay", None),
    cid(5, 2): ("Yellow Sea (East)", None), cid(5, 3): ("East China Sea", None), cid(5, 4): ("Philippine Sea (West)", None),
    cid(5, 5): ("Visayan Sea", None), cid(5, 6): ("Molucca Sea", None), cid(5, 7): ("Banda Sea", None),
    cid(5, 8): ("Timor Sea", None), cid(6, 1): ("Sea of Japan", None), cid(6, 2): ("Korea Strait", None),
    cid(6, 4): ("Philippine Sea", None), cid(6, 7): ("Arafura Sea", None), cid(7, 7): ("Torres Strait", None),
    cid(7, 8): ("Gulf of Carpentaria", None), cid(8, 6): ("Bismarck Sea", None), cid(8, 7): ("Solomon Sea", None),
    cid(8, 8): ("Coral Sea", None), cid(9, 10): ("Tasman Sea", None), cid(20, 3): ("Gulf of California", None),
    cid(23, 5): ("Gulf of Panama", None),
}

ATTRS_SPACE = {
    "island": {"enum": ["small", "large"], "description": "2.1, 9.0: small islands (blue ovals; 2 ground units, "
               "bombardment hits all units, assault mandatory) or large islands (unlimited stacking)"},
    "river_area": {"type": "boolean", "description": "2.1, 20.2: gunboats may enter (Shanghai, Hong Kong)"},
    "base": {"enum": ["major", "minor", "minor_1930s"], "description": "15.0: printed base; minor_1930s works as a "
             "minor base in the 1930s scenario only"},
    "colour": {"enum": ["blue", "orange", "white", "gray", "ussr"], "description": "2.1, 25.0: colour of the area "
               "and its base = initial owner (blue US, orange Japan, white Republic of China, gray other Allies, "
               "ussr Soviet Union); absent = neutral"},
    "resource": {"type": "boolean", "description": "7.1, TEC: resource area (Orange +1 action with a TR in the "
                 "adjoining sea zone; 2 VP, 4.4; 1930s Orange sudden death, 4.1)"},
    "resource_zone": {"type": "string", "description": "7.1, TEC: the sea zone where the Orange TR must be, for a "
                      "resource area without a coast (Harbin); absent = any adjoining sea zone"},
    "home": {"enum": ["japan", "usa_west"], "description": "2.1, 11.7, 16.0: Japanese Home Islands / West Coast USA "
             "(+1 tactical superiority; emergency reinforcement)"},
    "out_of_play": {"type": "boolean", "description": "10.1: marked out of play, no unit may enter"},
    "ussr": {"type": "boolean", "description": "25.0: USSR area, out of play until the Soviets enter"},
    "panama": {"type": "boolean", "description": "10.3, 16.0, TEC: the Panama Canal land area"},
    "fortress_site": {"type": "boolean", "description": "25.0, 31.0: a set-up of either scenario places (or may "
                      "place, for the 'X or Y' choices) a fortress here"},
    "setup_zone": {"type": "string", "description": "25.0, 31.0, 14.4, 24.3-24.4, 30.0: the one sea zone meant by "
                   "'the sea zone adjoining X' when X's coast touches several (for an enclosed area it is its only "
                   "zone)"},
    "enclosed": {"type": "boolean", "description": "10.5.1: the area lies wholly inside one sea zone, so entering or "
                 "leaving it from that zone costs no range (also the range_cost 0 of its adjoins edge)"},
    "west_edge": {"type": "boolean", "description": "14.4: the sea zone on the west map edge where British, French "
                  "and Dutch naval reinforcements enter (the Andaman Sea)"},
}
ATTRS_EDGE = {
    "range_cost": {"type": "integer", "minimum": 0, "description": "10.5.1: range (and movement) points to cross; "
                   "0 between an enclosed area and its sea zone; grid edges default to 1"},
    "barrier": {"type": "boolean", "description": "10.6.3, TEC: mountain barrier on this land border"},
    "railroad": {"type": "boolean", "description": "TEC, 23.0: railroad crosses this land border"},
    "entry_cost": {"type": "integer", "description": "16.0: extra movement/range point to enter the USA East Coast "
                   "(and the entering unit stops)"},
    "side_only": {"enum": ["blue"], "description": "10.1, 10.3, 16.0: only this side's units may use the edge"},
    "canal": {"type": "string", "description": "10.3: the land area whose control governs this transit (Panama)"},
    "land_side": {"type": "boolean", "description": "10.3-10.4: this grid line runs over land only, so naval units "
                  "cannot cross it (air units can); a reconstruction flag, the rulebook does not discuss it"},
}

# ----------------------------------------------------------------------------------------------------------------
# 5. build


def build() -> tuple[dict, dict]:
    seas, frac = sea_cells()
    coast = coast_cells()
    info: dict = {"frac": frac, "coast": coast, "seas": seas}
    land_nb = defaultdict(set)
    for a, b, *_ in LAND:
        land_nb[a].add(b)
        land_nb[b].add(a)

    adjoin: dict[str, dict[str, str]] = {}        # area -> {square: provenance}
    for ar in AREAS:
        sid = ar["id"]
        if ar["kind"] == "offmap":
            continue
        cells: dict[str, str] = {}
        if sid in ADJOIN_FORCE:
            squares, why = ADJOIN_FORCE[sid]
            cells = {c: why for c in squares}
        elif sid in POINTS:
            c = cid(*cell_of(*POINTS[sid]))
            cells = {c: f"geography: {ar['name']} ({POINTS[sid][0]:.1f} E, {POINTS[sid][1]:.1f}) lies in this square"}
        elif sid in POLYS and sid not in LANDLOCKED:
            for c, n in sorted(coast.get(sid, {}).items()):
                if n >= MIN_COAST and c in seas:
                    cells[c] = f"geography: {n} coast points of {ar['name']} in this square (global-land-mask)"
        for c, why in ADJOIN_ADD.get(sid, []):
            cells[c] = why
        for c in ADJOIN_DROP.get(sid, {}):
            cells.pop(c, None)
        for c in cells:
            assert c in seas, (sid, c)
        if sid in LANDLOCKED:
            assert not coast.get(sid), (sid, coast.get(sid))
        adjoin[sid] = cells
    info["adjoin"] = adjoin

    spaces, edges = [], []
    for ar in AREAS:
        sid = ar["id"]
        attrs = dict(ar["attrs"])
        why = dict(ar["why"])
        cells = adjoin.get(sid, {})
        enclosed = bool(attrs.get("island")) and len(cells) == 1 and not land_nb[sid]
        if enclosed:
            attrs["enclosed"] = True
            why["enclosed"] = (R + "§10.5.1" if sid in ("manila", "taiwan") else
                               "inferred: an island wholly inside one square with no land border (10.5.1)")
        for k in ("setup_zone", "resource_zone"):
            if k in attrs:
                assert attrs[k] in seas, (sid, k)
                if k == "setup_zone":
                    assert attrs[k] in cells, (sid, attrs[k], cells)
        assert set(why) == set(attrs), (sid, set(why) ^ set(attrs))
        rec = {"id": sid, "name": ar["name"], "kind": ar["kind"]}
        if ar["aliases"]:
            rec["aliases"] = ar["aliases"]
        rec["pos"] = [round(x, 2) for x in ar["pos"]]
        rec["attrs"] = attrs
        rec["attr_prov"] = why
        rec["prov"] = ar["prov"]
        spaces.append(rec)
        for c, prov in cells.items():
            edges.append({"a": c, "b": sid, "kind": "adjoins", "attrs": {"range_cost": 0 if enclosed else 1},
                          "prov": prov})

    # named squares
    sea_recs = []
    for c in sorted(SEA_NAMES, key=lambda x: (int(x[3:]), int(x[1:3]))):
        name, prov = SEA_NAMES[c]
        assert c in seas, c
        rec = {"id": c, "name": name}
        if c == cid(1, 5):
            rec["attrs"] = {"west_edge": True}
            rec["attr_prov"] = {"west_edge": R + "§14.4 (the sea zone on the west map edge)"}
        rec["prov"] = prov or f"geography: the {name} lies mostly in this square"
        sea_recs.append(rec)

    # grid sides that run over land only: naval units cannot cross them (air units can)
    for c in range(1, NCOL + 1):
        for r in range(1, NROW + 1):
            for nc, nr in ((c + 1, r), (c, r + 1)):
                a, b = cid(c, r), cid(nc, nr)
                if a in seas and b in seas and not side_has_sea(c, r, nc, nr):
                    edges.append({"a": a, "b": b, "kind": "grid", "attrs": {"land_side": True},
                                  "prov": "geography: no ocean along this grid line (global-land-mask)"})
                    info.setdefault("land_sides", []).append((a, b))
    for a, b, barrier, rail, prov, note in LAND:
        attrs = {"range_cost": 1, "barrier": barrier, "railroad": rail}
        rec = {"a": a, "b": b, "kind": "land", "attrs": attrs, "prov": prov}
        if note:
            rec["attr_prov"] = {k: v.replace("assumed, ", "assumed: ", 1)
                                for k, v in (part.split(": ", 1) for part in note.split("; "))}
        edges.append(rec)
    # the off-map USA East Coast (16.0): by land to the West Coast, by sea to Panama's Pacific side
    for wc in ("puget_sound", "san_francisco", "los_angeles_san_diego"):
        edges.append({"a": "usa_east_coast", "b": wc, "kind": "offmap",
                      "attrs": {"range_cost": 1, "entry_cost": 1, "side_only": "blue"},
                      "prov": R + "§16.0 (adjacent by land to the West Coast spaces)"})
    edges.append({"a": "usa_east_coast", "b": cid(23, 5), "kind": "offmap",
                  "attrs": {"range_cost": 1, "entry_cost": 1, "side_only": "blue", "canal": "panama_canal"},
                  "prov": R + "§16.0, §10.3 (adjacent by sea to the Panama Canal, whose naval units sit on its "
                              "Pacific side)"})

    home_zones = sorted({c for s in ("hokkaido", "honshu", "kyushu") for c in adjoin[s]})
    regions = [
        {"id": "japanese_home_islands", "name": "Japanese Home Islands", "members": ["hokkaido", "honshu", "kyushu"],
         "prov": R + "§2.1"},
        {"id": "manchukuo", "name": "Manchukuo", "members": ["port_arthur", "harbin"], "prov": R + "§2.1"},
        {"id": "indochina", "name": "Indochina", "members": ["haiphong", "french_indochina"], "prov": R + "§2.1"},
        {"id": "australia", "name": "Australia", "members": ["port_darwin", "brisbane"], "prov": R + "§2.1"},
        {"id": "west_coast_usa", "name": "West Coast USA",
         "members": ["puget_sound", "san_francisco", "los_angeles_san_diego"], "prov": R + "§2.1"},
        {"id": "home_islands_sea_zones", "name": "Sea zones adjoining the Japanese Home Islands", "members": home_zones,
         "prov": "inferred: 4.3 (2 Blue VP each); the squares the Home Islands' coasts touch in this reconstruction"},
        {"id": "philippines", "name": "Philippines", "members": ["manila", "mindanao"],
         "prov": "geography: the US Philippines (the PH fortress is at Manila, 25.0)"},
        {"id": "netherlands_east_indies", "name": "Netherlands East Indies",
         "members": ["java_sumatra", "borneo", "celebes", "moluccas", "timor"],
         "prov": "geography: Dutch possessions (Borneo and Timor only in part)"},
        {"id": "south_seas_mandate", "name": "South Seas Mandate",
         "members": ["marianas", "truk", "palau", "marshall_islands"], "prov": "geography: Japanese mandated islands"},
    ]

    doc = {
        "format": "pacwar-map/1",
        "title": "Great Pacific War: Plan Orange (reconstructed)",
        "coords": "lonlat",
        "space_kinds": ["sea", "land", "offmap"],
        "edge_kinds": ["grid", "adjoins", "land", "offmap"],
        "attributes": {"space": ATTRS_SPACE, "edge": ATTRS_EDGE},
        "grids": [{
            "id": "pacific", "type": "square", "columns": [1, NCOL], "rows": [1, NROW], "id_format": "g{col:02d}{row:02d}",
            "exclude": sorted(c for c in frac if c not in seas),
            "default": {"kind": "sea"}, "edge_kind": "grid",
            "geo": {"origin_cell": cid(1, 1), "origin_lonlat": [W0 + DEG / 2, round(N0 - DEG / 2, 2)],
                    "cell_deg": [DEG, DEG], "cell_km": 945,
                    "method": "plate carree squares of 8.5 degrees; column lines at 87.0 + 8.5k E, row lines at "
                              "47.35 - 8.5k N, fixed by the 10.5.1 range examples (see notes.md); squares with under "
                              "2% ocean (global-land-mask) and non-Pacific squares are excluded"},
            "prov": "inferred: a grid of ~550-mile squares, one sea zone each (1.1, 2.1); size and alignment fitted to "
                    "the three air-range examples of 10.5.1 and to real geography",
        }],
        "spaces": sea_recs + spaces,
        "edges": edges,
        "regions": regions,
        "render": RENDER,
    }
    return doc, info


# How `pacwar map render` draws this map (see docs/data-formats.md, render).
RENDER = {
    "size": 2300,
    "fill": [{"attr": "colour", "label": "area colour (initial owner)",
              "colours": {"blue": "#6f9fd8", "orange": "#f0a04b", "white": "#f7f7f2", "gray": "#b8b8b8", "ussr": "#d9534f"}},
             {"when": {"kind": "land"}, "colour": "#e7dcb4", "label": "neutral area (no colour)"},
             {"when": {"kind": "sea", "west_edge": True}, "colour": "#a9cbe8", "label": "west-edge sea zone (14.4)"},
             {"when": {"kind": "sea"}, "colour": "#d3e6f6", "label": "sea zone (one square)"}],
    "markers": [{"when": {"base": "major"}, "symbol": "square", "colour": "#222222", "label": "major base"},
                {"when": {"base": "minor"}, "symbol": "square", "colour": "#888888", "label": "minor base", "size": 0.75},
                {"when": {"base": "minor_1930s"}, "symbol": "ring", "colour": "#888888", "label": "minor base, 1930s only"},
                {"when": {"resource": True}, "symbol": "diamond", "colour": "#111111", "label": "resource area"},
                {"when": {"island": "small"}, "symbol": "dot", "colour": "#2b6cb0", "label": "small island (blue oval)"},
                {"when": {"out_of_play": True}, "symbol": "cross", "colour": "#a00000", "label": "out of play"},
                {"when": {"fortress_site": True}, "symbol": "triangle", "colour": "#6a3d9a", "label": "fortress in a set-up"}],
    "edges": [{"when": {"kind": "land", "barrier": True}, "colour": "#5b3a29", "width": 4, "label": "land border with a mountain barrier"},
              {"when": {"kind": "land", "railroad": True}, "colour": "#222222", "width": 2, "dash": "6 3", "label": "land border with a railroad"},
              {"when": {"kind": "land"}, "colour": "#a0522d", "width": 2, "label": "land border"},
              {"when": {"kind": "adjoins", "range_cost": 0}, "colour": "#2b6cb0", "width": 1.6, "label": "area inside its square (range 0)"},
              {"when": {"kind": "adjoins"}, "colour": "#7aa6c2", "width": 0.9, "dash": "2 3", "label": "area adjoins a sea zone"},
              {"when": {"land_side": True}, "colour": "#8b5a2b", "width": 3, "draw": "side", "label": "grid line over land (no naval crossing)"},
              {"when": {"kind": "offmap"}, "colour": "#2e8b57", "width": 1.5, "dash": "6 4", "label": "to the off-map USA East Coast"}],
}


def emit(doc: dict) -> str:
    import yaml

    def flow(x) -> str:
        text = yaml.safe_dump(x, default_flow_style=True, width=100000, allow_unicode=True, sort_keys=False).strip()
        return text[:-4].strip() if text.endswith("\n...") else text

    out = ["# GENERATED by tools/mapgen/great_pacific_war_map.py - edit the script, not this file.",
           "# Reconstructed map: the rulebook prints none. See games/great_pacific_war/notes.md (## Map).",
           f"format: {doc['format']}", f"title: {flow(doc['title'])}", f"coords: {doc['coords']}",
           f"space_kinds: {flow(doc['space_kinds'])}", f"edge_kinds: {flow(doc['edge_kinds'])}", "attributes:"]
    for part in ("space", "edge"):
        out.append(f"  {part}:")
        for k, v in doc["attributes"][part].items():
            out.append(f"    {k}: {flow(v)}")
    out.append("grids:")
    g = doc["grids"][0]
    out.append(f"  - id: {g['id']}")
    for k in ("type", "columns", "rows", "id_format", "exclude", "default", "edge_kind", "geo", "prov"):
        out.append(f"    {k}: {flow(g[k])}")
    out.append("spaces:")
    for s in doc["spaces"]:
        out.append(f"  - id: {s['id']}")
        for k in ("name", "kind", "aliases", "pos"):
            if k in s:
                out.append(f"    {k}: {flow(s[k])}")
        if "attrs" in s:
            out.append("    attrs:")
            for k, v in s["attrs"].items():
                out.append(f"      {k}: {flow(v)}")
        if s.get("attr_prov"):
            out.append("    attr_prov:")
            for k, v in s["attr_prov"].items():
                out.append(f"      {k}: {flow(v)}")
        out.append(f"    prov: {flow(s['prov'])}")
    out.append("edges:")
    for e in doc["edges"]:
        out.append(f"  - {flow(e)}")
    out.append("regions:")
    for r in doc["regions"]:
        out.append(f"  - {flow(r)}")
    out.append("# how `pacwar map render` draws this map (docs/data-formats.md, render)")
    out.append(f"render: {flow(doc['render'])}")
    return "\n".join(out) + "\n"


def main() -> None:
    doc, info = build()
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(emit(doc))
    print(f"wrote {OUT}: {len(info['seas'])} sea squares, {len(AREAS)} areas, {len(doc['edges'])} explicit edges")
    if "--report" in sys.argv:
        print("  land-only grid sides:", info.get("land_sides"))
        for sid, cells in info["adjoin"].items():
            print(f"  {sid}: {', '.join(cells)}  (coast points {info['coast'].get(sid, {})})")


if __name__ == "__main__":
    main()
