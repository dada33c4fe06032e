"""A hand-written random playout of Connect Four: the baseline for decisions per second.

It has what a board-game engine's inner loop has (legal moves, applying one, a terminal check) and
nothing more, written as a Python programmer would write it by hand."""
from __future__ import annotations

import random

COLS, ROWS = 7, 6
_DIRS = ((1, 0), (0, 1), (1, 1), (1, -1))


def _wins(board: list, col: int, row: int, who: int) -> bool:
    for dc, dr in _DIRS:
        n = 1
        for sign in (1, -1):
            c, r = col + dc * sign, row + dr * sign
            while 0 <= c < COLS and 0 <= r < ROWS and board[c][r] == who:
                n += 1
                c += dc * sign
                r += dr * sign
        if n >= 4:
            return True
    return False


def playout(rng: random.Random) -> int:
    """One random game; returns the number of decisions made."""
    board = [[0] * ROWS for _ in range(COLS)]
    heights = [0] * COLS
    who, moves = 1, 0
    while True:
        legal = [c for c in range(COLS) if heights[c] < ROWS]
        if not legal:
            return moves
        col = legal[rng.randrange(len(legal))]
        row = heights[col]
        board[col][row] = who
        heights[col] += 1
        moves += 1
        if _wins(board, col, row, who):
            return moves
        who = 3 - who
