"""Good Neighbors search.

A state is the tableau as a tuple of tile masks in reading order (the engine
keeps the tableau closed up, so empty cells are only ever at the end) and how
many stock tiles have been drawn. A move is a turn: a tuple of cell-index
pairs, any set of disjoint good-neighbour pairs.
"""

from __future__ import annotations

from collections.abc import Hashable

from domino_solitaire.engine import Cell, GoodNeighborsPosition, Move, Turn
from domino_solitaire.engine.good_neighbors import neighbour_pairs
from domino_solitaire.solver.base import GameSearch, tile_mask
from domino_solitaire.solver.budget import Budget

GNState = tuple[tuple[int, ...], int]
GNMove = tuple[tuple[int, int], ...]

#: With this many tiles left (tableau and stock), check that they can still be paired off at all.
#: Nearly all dead ends are found this way, late in the game; earlier the check costs more than it saves.
MATCH_LIMIT = 22


class GoodNeighborsSearch(GameSearch[GNState, GNMove]):
    def __init__(self, position: GoodNeighborsPosition) -> None:
        filled = [t for t in position.cells if t is not None]
        if any(t is None for t in position.cells[: len(filled)]):
            raise ValueError("a Good Neighbors tableau has empty cells only at its end")
        self.rows, self.cols = position.rows, position.cols
        self.capacity = position.rows * position.cols
        self.stock = tuple(tile_mask(t) for t in position.stock)
        self.left = position.left_to_win
        self.root = (tuple(tile_mask(t) for t in filled), 0)
        everything = neighbour_pairs(self.rows, self.cols)
        # Touching cell pairs among the first m cells, for a tableau holding m tiles.
        self._pairs_by_len = [tuple(p for p in everything if p[1] < m) for m in range(self.capacity + 1)]
        self._dead: set[GNState] = set()
        self._matchable: dict[tuple[int, ...], bool] = {}
        self._line: list[GNMove] = []

    def remaining(self, state: GNState) -> int:
        return len(state[0]) + len(self.stock) - state[1]

    def is_won(self, state: GNState) -> bool:
        return self.remaining(state) == self.left

    def _turns(self, cells: tuple[int, ...]) -> list[tuple[GNMove, int]]:
        """Every turn with the bitmask of the cells it empties, in the engine's (lexicographic) order."""
        edges = [(i, j) for i, j in self._pairs_by_len[len(cells)] if cells[i] & cells[j]]
        found: list[tuple[GNMove, int]] = []

        def extend(start: int, used: int, chosen: GNMove) -> None:
            for q in range(start, len(edges)):
                i, j = edges[q]
                bits = (1 << i) | (1 << j)
                if used & bits:
                    continue
                turn = (*chosen, edges[q])
                found.append((turn, used | bits))
                extend(q + 1, used | bits, turn)

        extend(0, 0, ())
        return found

    def legal(self, state: GNState) -> list[GNMove]:
        if self.is_won(state):
            return []
        return [turn for turn, _ in self._turns(state[0])]

    def _after_used(self, cells: tuple[int, ...], drawn: int, used: int) -> GNState:
        # Close up in reading order, then refill from the stock.
        kept = tuple(c for i, c in enumerate(cells) if not used >> i & 1)
        more = min(self.capacity - len(kept), len(self.stock) - drawn)
        return kept + self.stock[drawn : drawn + more], drawn + more

    def after(self, state: GNState, move: GNMove) -> GNState:
        used = 0
        for i, j in move:
            used |= (1 << i) | (1 << j)
        return self._after_used(state[0], state[1], used)

    def to_move(self, move: GNMove) -> Move:
        cols = self.cols
        return Turn.of(*((Cell(i // cols, i % cols), Cell(j // cols, j % cols)) for i, j in move))

    def describe(self, state: GNState) -> Hashable:
        return state[0], self.stock[state[1] :]

    def can_pair_off(self, tiles: tuple[int, ...]) -> bool:
        """Whether ``tiles`` (sorted) pair off into tiles sharing a number, one left over if the count is odd.

        Where they lie is ignored, so this is a necessary condition for a win, cheap on few tiles.
        """
        # Pairs take tiles two by two, so the parity of the count says whether one is left over.
        free = len(tiles) % 2
        if free > self.left:
            return False
        if len(tiles) <= free:
            return True
        known = self._matchable.get(tiles)
        if known is not None:
            return known
        first, rest = tiles[0], tiles[1:]
        answer = bool(free) and self.can_pair_off(rest)
        if not answer:
            for q, other in enumerate(rest):
                if first & other and self.can_pair_off(rest[:q] + rest[q + 1 :]):
                    answer = True
                    break
        self._matchable[tiles] = answer
        return answer

    def search(self, budget: Budget) -> list[GNMove] | None:
        self._line = []
        if not self._dfs(self.root[0], self.root[1], budget):
            return None
        return self._line[::-1]

    def _dfs(self, cells: tuple[int, ...], drawn: int, budget: Budget) -> bool:
        budget.tick()
        left_over = len(cells) + len(self.stock) - drawn
        if left_over == self.left:
            return True
        key = (cells, drawn)
        if key in self._dead:
            return False
        if left_over <= MATCH_LIMIT and not self.can_pair_off(tuple(sorted(cells + self.stock[drawn:]))):
            self._dead.add(key)
            return False
        turns = self._turns(cells)
        # Bigger turns first: they clear the tableau fastest and win most often.
        turns.sort(key=lambda turn: -len(turn[0]))
        for turn, used in turns:
            child, now = self._after_used(cells, drawn, used)
            if self._dfs(child, now, budget):
                self._line.append(turn)
                return True
        self._dead.add(key)
        return False

    def greedy_move(self, state: GNState) -> GNMove | None:
        """The first of the turns that remove the most pairs."""
        best: GNMove | None = None
        for turn in self.legal(state):
            if best is None or len(turn) > len(best):
                best = turn
        return best
