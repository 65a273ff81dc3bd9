"""Castle Rock search.

A state is the row as a tuple of tile masks and how many stock tiles have
been drawn. A move is the slice ``(start, stop)`` of the row it removes: one
tile, or three.

The main pruning is a relaxation solved by interval dynamic programming
(see ``clearable``): forget the rule that tiles are drawn only when no
removal is possible, and ask whether the row followed by the whole stock
could be cleared at all. Every real game is a game of the relaxation, so a
"no" proves the position lost.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from domino_solitaire.engine import CastleRockPosition, Move, Removal
from domino_solitaire.solver.base import GameSearch, tile_mask
from domino_solitaire.solver.budget import Budget

CRState = tuple[tuple[int, ...], int]
CRMove = tuple[int, int]

#: The relaxation runs at the root and then at every this many plies: often enough to cut off lost
#: subtrees early, rarely enough that its cost (quadratic in the tiles left) does not dominate.
RELAX_EVERY = 2


Tables = tuple[list[int], list[int], list[int], dict[int, int]]


def relaxation_tables(s: Sequence[int]) -> Tables:
    """The interval tables of ``clearable`` for a line of tile masks that starts and ends with a sentinel (0).

    can(i, j) says that everything strictly between i and j can go while i and j stay. The last
    tile to go between them is either a single k, removed between i and j (which must share a
    number), with (i, k) and (k, j) cleared before; or a triple a, b, c sharing a number, with
    (i, a), (a, b), (b, c), (c, j) cleared before. Bitmasks keep it about quadratic:
    ``reach[i]`` holds every j with can(i, j), ``back[j]`` every i, ``triple[a]`` every c reachable
    from a by a last triple (a, b, c), and ``via[i]`` the union of ``triple[a]`` over a in reach[i].
    ``holders`` maps each number's bit to the positions of the tiles that have it.
    """
    n = len(s)
    holders: dict[int, int] = {}
    for p, mask in enumerate(s):
        while mask:
            bit = mask & -mask
            mask ^= bit
            holders[bit] = holders.get(bit, 0) | (1 << p)
    reach = [0] * n
    back = [0] * n
    triple = [0] * n
    via = [0] * n
    for span in range(1, n):
        for i in range(n - span):
            j = i + span
            if span > 1:
                inside = back[j] & (((1 << j) - 1) ^ ((1 << (i + 1)) - 1))
                if not ((s[i] & s[j] and reach[i] & inside) or via[i] & inside):
                    continue
            reach[i] |= 1 << j
            back[j] |= 1 << i
            via[i] |= triple[j]
        if span < 2:
            continue
        for a in range(n - span):
            c = a + span
            common = s[a] & s[c]
            middles = reach[a] & back[c] if common else 0
            if not middles:
                continue
            while common:
                bit = common & -common
                common ^= bit
                if middles & holders[bit]:
                    triple[a] |= 1 << c
                    # Everything that can reach a now reaches c through this triple.
                    before = back[a]
                    while before:
                        low = before & -before
                        before ^= low
                        via[low.bit_length() - 1] |= 1 << c
                    break
    return reach, back, triple, holders


def clearable(tiles: Sequence[int]) -> bool:
    """Whether the sequence of tile masks could be removed entirely, removals allowed in any order.

    Sentinels that share nothing bound the line, since an end tile has no neighbour outside.
    """
    s = (0, *tiles, 0)
    reach = relaxation_tables(s)[0]
    return bool(reach[0] >> (len(s) - 1) & 1)


class CastleRockSearch(GameSearch[CRState, CRMove]):
    def __init__(self, position: CastleRockPosition) -> None:
        self.stock = tuple(tile_mask(t) for t in position.stock)
        self.root = (tuple(tile_mask(t) for t in position.row), 0)
        self._dead: set[CRState] = set()
        # The relaxation's tables for the root's whole line. Tiles only leave the row, never the
        # stock, so the tables' entries inside the stock stay true in every later state.
        self._line_masks = (0, *self.root[0], *self.stock, 0)
        self._tables: Tables | None = None
        self._first_stock = 1 + len(self.root[0])
        self._position_of = {mask: p for p, mask in enumerate(self._line_masks) if mask}
        self._line: list[CRMove] = []

    def is_won(self, state: CRState) -> bool:
        return not state[0] and state[1] == len(self.stock)

    def legal(self, state: CRState) -> list[CRMove]:
        row = state[0]
        moves: list[CRMove] = []
        for i in range(1, len(row) - 1):
            left, right = row[i - 1], row[i + 1]
            if left & right:
                moves.append((i, i + 1))
                if left & row[i] & right:
                    moves.append((i - 1, i + 2))
        return moves

    def _draw(self, row: tuple[int, ...], drawn: int) -> CRState:
        """Draw until a removal is possible or the stock is out (as the engine does)."""
        for i in range(1, len(row) - 1):
            if row[i - 1] & row[i + 1]:
                return row, drawn
        stock = self.stock
        while drawn < len(stock):
            row = (*row, stock[drawn])
            drawn += 1
            if len(row) >= 3 and row[-3] & row[-1]:
                break
        return row, drawn

    def after(self, state: CRState, move: CRMove) -> CRState:
        row, drawn = state
        start, stop = move
        return self._draw(row[:start] + row[stop:], drawn)

    def to_move(self, move: CRMove) -> Move:
        start, stop = move
        if stop - start == 3:
            return Removal(start + 2, triple=True)
        return Removal(start + 1)

    def describe(self, state: CRState) -> Hashable:
        return state[0], self.stock[state[1] :]

    def search(self, budget: Budget) -> list[CRMove] | None:
        self._line = []
        if not self._dfs(self.root, 0, budget):
            return None
        return self._line[::-1]

    def _dfs(self, state: CRState, depth: int, budget: Budget) -> bool:
        budget.tick()
        row, drawn = state
        if not row and drawn == len(self.stock):
            return True
        if state in self._dead:
            return False
        if depth % RELAX_EVERY == 0 and not self.relaxed_clearable(row, drawn):
            self._dead.add(state)
            return False
        for move in self.legal(state):
            if self._dfs(self.after(state, move), depth + 1, budget):
                self._line.append(move)
                return True
        self._dead.add(state)
        return False

    def relaxed_clearable(self, row: tuple[int, ...], drawn: int) -> bool:
        """``clearable(row + stock[drawn:])``, reusing the root's tables for the undrawn stock.

        Only the intervals that start at a row tile (or at the left sentinel) are worked out
        again, from the right: that is the row's length times the line's, not the line's square.
        """
        if self._tables is None:
            self._tables = relaxation_tables(self._line_masks)
        base_reach, base_back, base_triple, holders = self._tables
        s = self._line_masks
        n = len(s)
        if drawn == 0 and row == self.root[0]:
            return bool(base_reach[0] >> (n - 1) & 1)  # the root's own line: the tables already say
        boundary = self._first_stock + drawn
        high = ((1 << n) - 1) ^ ((1 << boundary) - 1)  # the undrawn stock and the right sentinel
        starts = [0, *(self._position_of[m] for m in row)]
        present = high
        for p in starts:
            present |= 1 << p
        row_back: dict[int, int] = {}
        row_triple: dict[int, int] = {}
        for index in range(len(starts) - 1, -1, -1):
            i = starts[index]
            si = s[i]
            rest = present >> (i + 1) << (i + 1)
            reach = via = 0
            first = True
            while rest:
                low = rest & -rest
                rest ^= low
                j = low.bit_length() - 1
                if first:
                    first = False
                else:
                    back_j = row_back.get(j, 0)
                    if j >= boundary:
                        back_j |= base_back[j] & high
                    if not ((si & s[j] and reach & back_j) or via & back_j):
                        continue
                reach |= low
                row_back[j] = row_back.get(j, 0) | (1 << i)
                via |= base_triple[j] if j >= boundary else row_triple[j]
            if index == 0:
                return bool(reach >> (n - 1) & 1)
            found = 0
            numbers = si
            candidates = 0
            while numbers:
                bit = numbers & -numbers
                numbers ^= bit
                candidates |= holders[bit]
            candidates &= present & ~((1 << (i + 2)) - 1)
            while candidates:
                low = candidates & -candidates
                candidates ^= low
                c = low.bit_length() - 1
                back_c = row_back.get(c, 0)
                if c >= boundary:
                    back_c |= base_back[c] & high
                middles = reach & back_c
                if not middles:
                    continue
                common = si & s[c]
                while common:
                    bit = common & -common
                    common ^= bit
                    if middles & holders[bit]:
                        found |= low
                        break
            row_triple[i] = found
        raise AssertionError("the left sentinel is always processed")

    def greedy_move(self, state: CRState) -> CRMove | None:
        """The leftmost triple if there is one (it clears most), else the leftmost single removal."""
        moves = self.legal(state)
        for move in moves:
            if move[1] - move[0] == 3:
                return move
        return moves[0] if moves else None
