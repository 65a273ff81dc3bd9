"""Four Rows search.

Rows only ever lose their last tile, so a row is its length (a prefix of what it held at the
root), and the line matters only by its two open ends: a state is the rows' lengths and the
numbers at the left and right ends. Which end holds which number does not change what can be
played, so the transposition key puts the two numbers in order. With at most 8**5 lengths and
28 pairs of ends the states are few: par is worked out exactly for every state reached (memoised
on its key), and serves the branch and bound as its lower bound, which makes the bound exact.

A move is ``(row, end)``: end 0 is the left end, 1 the right.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from typing import ClassVar

from domino_solitaire.engine import Move, Tile
from domino_solitaire.engine.four_rows import End, FourRowsPosition, Lay
from domino_solitaire.solver.base import GameSearch

#: The rows' lengths, the left end's number, the right end's number.
FourRowsState = tuple[tuple[int, ...], int, int]
#: A row (from 0) and an end (0 left, 1 right).
FourRowsMove = tuple[int, int]

_ENDS = (End.LEFT, End.RIGHT)


class FourRowsSearch(GameSearch[FourRowsState, FourRowsMove]):
    # The quartiles of the casual player's chance among the winnable deals 1-10000, rounded
    # (benchmarks/four_rows.py): a quarter of the winnable deals in each grade.
    grade_limits: ClassVar[dict[tuple[int, str], tuple[float, float, float] | None]] = {
        (6, "standard"): (0.002, 0.0003, 0.00002),
        (6, "five-rows"): (0.008, 0.0015, 0.0002),
    }
    #: Of deals 1-10000, how many can be won (docs/winnability.md, benchmarks/four_rows.py).
    winnable_counts: ClassVar[dict[tuple[int, str], int]] = {(6, "standard"): 1991, (6, "five-rows"): 5878}

    def __init__(self, position: FourRowsPosition) -> None:
        self.rows: tuple[tuple[Tile, ...], ...] = position.rows
        self.root = (tuple(len(row) for row in position.rows), position.left_end, position.right_end)
        self.left_at_win = 0
        self.variant = "five-rows" if len(position.rows) == 5 else "standard"
        self._par: dict[Hashable, int] = {}
        self._begin_search()

    def legal(self, state: FourRowsState) -> list[FourRowsMove]:
        lengths, left, right = state
        moves: list[FourRowsMove] = []
        for r, height in enumerate(lengths):
            if height:
                tile = self.rows[r][height - 1]
                if tile.has(left):
                    moves.append((r, 0))
                if tile.has(right):
                    moves.append((r, 1))
        return moves

    def after(self, state: FourRowsState, move: FourRowsMove) -> FourRowsState:
        lengths, left, right = state
        r, end = move
        tile = self.rows[r][lengths[r] - 1]
        shorter = (*lengths[:r], lengths[r] - 1, *lengths[r + 1 :])
        if end == 0:
            return shorter, tile.low + tile.high - left, right
        return shorter, left, tile.low + tile.high - right

    def is_won(self, state: FourRowsState) -> bool:
        return not any(state[0])

    def tiles_left(self, state: FourRowsState) -> int:
        return sum(state[0])

    def to_move(self, move: FourRowsMove) -> Move:
        return Lay(move[0], _ENDS[move[1]])

    def describe(self, state: FourRowsState) -> Hashable:
        lengths, left, right = state
        return tuple(row[:height] for row, height in zip(self.rows, lengths, strict=True)), left, right

    def key(self, state: FourRowsState) -> Hashable:
        lengths, left, right = state
        return (lengths, left, right) if left <= right else (lengths, right, left)

    def exact_par(self, state: FourRowsState) -> int:
        """The fewest tiles left that any line from ``state`` ends with, memoised on the key."""
        key = self.key(state)
        known = self._par.get(key)
        if known is not None:
            return known
        best = self.tiles_left(state)
        for move in self.legal(state):
            best = min(best, self.exact_par(self.after(state, move)))
            if best == 0:
                break
        self._par[key] = best
        return best

    def lower_bound(self, state: FourRowsState) -> int:
        return self.exact_par(state)

    def children(self, state: FourRowsState) -> Iterator[tuple[FourRowsMove, FourRowsState]]:
        found = [(move, self.after(state, move)) for move in self.legal(state)]
        found.sort(key=lambda pair: self.exact_par(pair[1]))
        yield from found

    def greedy_pick(self, moves: list[FourRowsMove]) -> FourRowsMove | None:
        """The first legal move (docs/winnability.md): the lowest row, its left end first."""
        return moves[0] if moves else None
