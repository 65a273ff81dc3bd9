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


def clearable(tiles: Sequence[int]) -> bool:
    """Whether the sequence of tile masks could be removed entirely, removals allowed in any order.

    can(i, j) says that everything strictly between i and j can go while i and j stay. The last
    tile to go between them is either a single k, removed between i and j (which must share a
    number), with (i, k) and (k, j) cleared before; or a triple a, b, c sharing a number, with
    (i, a), (a, b), (b, c), (c, j) cleared before. Sentinels that share nothing bound the row,
    since the end tiles have no neighbour outside. Bitmasks keep it about quadratic:
    ``reach[i]`` holds every j with can(i, j), ``back[j]`` every i, ``triple[a]`` every c reachable
    from a by a last triple (a, b, c), and ``via[i]`` the union of ``triple[a]`` over a in reach[i].
    """
    s = (0, *tiles, 0)
    n = len(s)
    holders: dict[int, int] = {}  # one number's bit -> bitmask of positions of tiles with it
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
    return bool(reach[0] >> (n - 1) & 1)


class CastleRockSearch(GameSearch[CRState, CRMove]):
    def __init__(self, position: CastleRockPosition) -> None:
        self.stock = tuple(tile_mask(t) for t in position.stock)
        self.root = (tuple(tile_mask(t) for t in position.row), 0)
        self._dead: set[CRState] = set()
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
        if depth % RELAX_EVERY == 0 and not clearable(row + self.stock[drawn:]):
            self._dead.add(state)
            return False
        for move in self.legal(state):
            if self._dfs(self.after(state, move), depth + 1, budget):
                self._line.append(move)
                return True
        self._dead.add(state)
        return False

    def greedy_move(self, state: CRState) -> CRMove | None:
        """The leftmost triple if there is one (it clears most), else the leftmost single removal."""
        moves = self.legal(state)
        for move in moves:
            if move[1] - move[0] == 3:
                return move
        return moves[0] if moves else None
