"""Good Neighbors search.

A state is the tableau as a tuple of tile masks in reading order (the engine
keeps the tableau closed up, so empty cells are only ever at the end) and how
many stock tiles have been drawn. A move is a turn: a tuple of cell-index
pairs, any set of disjoint good-neighbour pairs.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Iterator
from typing import ClassVar

from domino_solitaire.engine import Move
from domino_solitaire.engine.deals import SplitMix64
from domino_solitaire.engine.good_neighbors import Cell, GoodNeighborsPosition, Turn, neighbour_pairs
from domino_solitaire.solver.base import ANY_CHANCE, CASUAL_GREEDY, GameSearch, tile_mask
from domino_solitaire.solver.budget import Budget

GNState = tuple[tuple[int, ...], int]
GNMove = tuple[tuple[int, int], ...]

Components = tuple[tuple[int, int], ...]

#: Casual games played to estimate a deal's chance (docs/difficulty.md): enough to tell the grades
#: apart on average, few enough to find a deal of a grade in well under two seconds.
PLAYOUTS = 64


def odd_components(tiles: Iterable[int], start: Components = ()) -> int:
    """How many tiles of ``tiles`` (and of the components ``start``) can never be paired off.

    Take the numbers as points and each tile as a line between its two numbers (a double as a
    loop): two tiles share a number when their lines meet. Within one connected group of tiles they
    can always be paired off completely, or all but one when the group is odd (the graph of "shares
    a number" is a line graph, which has no claw, and a connected claw-free graph has a matching
    leaving at most one tile over: Sumner 1974, Las Vergnas 1975). So wherever the tiles lie, at
    least one tile per odd group stays.
    """
    return sum(parity for _, parity in merge(tiles, start))


def merge(tiles: Iterable[int], start: Components = ()) -> Components:
    """The connected groups of ``start`` with ``tiles`` added, each as (its numbers, parity of its count)."""
    groups = list(start)
    for tile in tiles:
        numbers, parity = tile, 1
        kept = []
        for group in groups:
            if group[0] & numbers:
                numbers |= group[0]
                parity ^= group[1]
            else:
                kept.append(group)
        kept.append((numbers, parity))
        groups = kept
    return tuple(groups)


class CountedTurns:
    """The turns of one tableau, counted instead of listed, in the order ``_turns`` lists them.

    A turn is a set of disjoint pairs, so a tableau has as many turns as its graph of pairs has
    matchings: thousands on a full double-12 tableau. The casual player needs only how many there
    are, the r-th of them and the greedy one; each is found from what can follow a choice of pairs,
    which depends only on the next pair to consider and which cells that it and the later pairs
    touch are used already (a few dozen cases where the list would have thousands).
    """

    __slots__ = ("_after", "_bits", "_tail", "count")

    def __init__(self, bits: list[int]) -> None:
        self._bits = bits
        # _tail[q]: every cell that pairs q and later touch; only these matter from q on.
        tail = [0] * (len(bits) + 1)
        for q in range(len(bits) - 1, -1, -1):
            tail[q] = tail[q + 1] | bits[q]
        self._tail = tail
        self._after: dict[int, tuple[int, int]] = {}
        #: How many turns there are.
        self.count = self._following(0, 0)[0]

    def _following(self, start: int, used: int) -> tuple[int, int]:
        """Below a choice that has used the cells ``used`` and goes on from pair ``start``: how many
        turns the ``_turns`` order lists (each pair left that fits, alone or with more after it), and
        the most pairs they add."""
        key = (used & self._tail[start]) << 8 | start
        found = self._after.get(key)
        if found is None:
            count = most = 0
            bits = self._bits
            for q in range(start, len(bits)):
                if not used & bits[q]:
                    below, deepest = self._following(q + 1, used | bits[q])
                    count += 1 + below
                    if deepest >= most:
                        most = deepest + 1
            found = self._after[key] = (count, most)
        return found

    def nth(self, r: int) -> int:
        """The cells that the turn at index ``r`` of ``_turns``'s list empties, as a bitmask."""
        bits = self._bits
        start = used = 0
        while True:
            for q in range(start, len(bits)):
                if used & bits[q]:
                    continue
                if r == 0:
                    return used | bits[q]
                below = self._following(q + 1, used | bits[q])[0]
                if r <= below:  # this pair and more: go down
                    start, used, r = q + 1, used | bits[q], r - 1
                    break
                r -= 1 + below
            else:
                raise IndexError("no turn has that index")

    def greedy(self) -> int:
        """The cells that the greedy turn empties: the first in ``_turns``'s order with the most pairs."""
        bits = self._bits
        start = used = 0
        wanted = self._following(0, 0)[1]
        while wanted:
            for q in range(start, len(bits)):
                if not used & bits[q] and self._following(q + 1, used | bits[q])[1] == wanted - 1:
                    start, used, wanted = q + 1, used | bits[q], wanted - 1
                    break
            else:  # cannot happen: the counts promised a pair here
                raise AssertionError("no pair continues the greedy turn")
        return used


class GoodNeighborsSearch(GameSearch[GNState, GNMove]):
    # About a quarter of the winnable deals each (docs/difficulty.md); chances are shares of
    # PLAYOUTS games, so the thresholds are games won out of PLAYOUTS.
    grade_limits: ClassVar[dict[tuple[int, str], tuple[float, float, float] | None]] = {
        (12, "standard"): (15 / PLAYOUTS, 10 / PLAYOUTS, 5 / PLAYOUTS),
        (9, "standard"): (31 / PLAYOUTS, 22 / PLAYOUTS, 13 / PLAYOUTS),
        (6, "standard"): (11 / PLAYOUTS, 6 / PLAYOUTS, 3 / PLAYOUTS),
    }
    # Nearly every deal can be won (0 to 5 in 10000 cannot, some without a single move): not a
    # grade to deal on purpose, and one that would take a minute to find.
    offers_unwinnable = False
    #: Of deals 1-10000, how many can be won (docs/winnability.md).
    winnable_counts: ClassVar[dict[tuple[int, str], int]] = {
        (12, "standard"): 9996,
        (9, "standard"): 9995,
        (6, "standard"): 10000,
    }

    def __init__(self, position: GoodNeighborsPosition) -> None:
        filled = [t for t in position.cells if t is not None]
        if any(t is None for t in position.cells[: len(filled)]):
            raise ValueError("a Good Neighbors tableau has empty cells only at its end")
        self.rows, self.cols = position.rows, position.cols
        self.capacity = position.rows * position.cols
        self.stock = tuple(tile_mask(t) for t in position.stock)
        self.left_at_win = position.left_to_win
        self.root = (tuple(tile_mask(t) for t in filled), 0)
        everything = neighbour_pairs(self.rows, self.cols)
        # Touching cell pairs among the first m cells, for a tableau holding m tiles.
        self._pairs_by_len = [tuple(p for p in everything if p[1] < m) for m in range(self.capacity + 1)]
        # The groups of the undrawn stock for each number of tiles drawn: the stock only ever
        # shrinks from the front, so the lower bound adds just the tableau's tiles to these.
        groups: list[Components] = [()]
        for tile in reversed(self.stock):
            groups.append(merge((tile,), groups[-1]))
        self._stock_groups = groups[::-1]
        self._begin_search()

    def tiles_left(self, state: GNState) -> int:
        return len(state[0]) + len(self.stock) - state[1]

    def is_won(self, state: GNState) -> bool:
        return self.tiles_left(state) == self.left_at_win

    def _edges(self, cells: tuple[int, ...]) -> list[tuple[int, int]]:
        """The good-neighbour pairs of the tableau ``cells``, in the engine's order."""
        return [(i, j) for i, j in self._pairs_by_len[len(cells)] if cells[i] & cells[j]]

    def _edge_bits(self, cells: tuple[int, ...]) -> list[int]:
        return [(1 << i) | (1 << j) for i, j in self._edges(cells)]

    def _turns(self, cells: tuple[int, ...]) -> list[tuple[GNMove, int]]:
        """Every turn with the bitmask of the cells it empties, in the engine's (lexicographic) order."""
        edges = self._edges(cells)
        bits = [(1 << i) | (1 << j) for i, j in edges]
        count = len(edges)
        found: list[tuple[GNMove, int]] = []
        append = found.append

        def extend(start: int, used: int, chosen: GNMove) -> None:
            for q in range(start, count):
                if used & bits[q]:
                    continue
                turn, now = (*chosen, edges[q]), used | bits[q]
                append((turn, now))
                if q + 1 < count:
                    extend(q + 1, now, turn)

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

    def legal_move(self, state: GNState, move: Move) -> GNMove | None:
        # Straight to the cell indices: listing every turn in the engine's form would cost more.
        if not isinstance(move, Turn):
            return None
        rows, cols = self.rows, self.cols
        if not all(0 <= c.row < rows and 0 <= c.col < cols for c in move.cells()):
            return None
        wanted = tuple((a.row * cols + a.col, b.row * cols + b.col) for a, b in move.pairs)
        edges = set(self._edges(state[0]))
        used = 0
        for i, j in wanted:  # a turn is disjoint good-neighbour pairs, as ``_turns`` lists them
            both = (1 << i) | (1 << j)
            if (i, j) not in edges or used & both:
                return None
            used |= both
        # The engine's form of a turn: each pair's earlier cell first, the pairs in order.
        canonical = all(i < j for i, j in wanted) and list(wanted) == sorted(wanted)
        return wanted if wanted and canonical and not self.is_won(state) else None

    def describe(self, state: GNState) -> Hashable:
        return state[0], self.stock[state[1] :]

    def children(self, state: GNState) -> Iterator[tuple[GNMove, GNState]]:
        if self.is_won(state):
            return
        cells, drawn = state
        turns = self._turns(cells)
        # Bigger turns first: they clear the tableau fastest and win most often.
        turns.sort(key=lambda turn: -len(turn[0]))
        for turn, used in turns:
            yield turn, self._after_used(cells, drawn, used)

    def lower_bound(self, state: GNState) -> int:
        """One tile per odd group of the tiles left (see ``odd_components``): it prunes most endgames."""
        cells, drawn = state
        return odd_components(cells, self._stock_groups[drawn])

    def casual_chance(
        self, budget: Budget, greedy_share: float = CASUAL_GREEDY, within: tuple[float, float] = ANY_CHANCE
    ) -> float:
        """The share of ``PLAYOUTS`` casual games from the root that win: too many positions to sum over.

        The games are drawn with SplitMix64 seeded from the root's tiles, so the same root always
        gives the same answer. Each move takes one draw r below 2n (n legal moves): r < n is the
        move r; otherwise the greedy move, or when ``greedy_share`` is not one half, a second draw
        in units of 1/2**20 decides between greedy and random.
        """
        if greedy_share >= 1.0:
            return 1.0 if self.greedy_wins() else 0.0  # every game would be the greedy player's
        seed = 0
        for mask in (*self.root[0], *self.stock[self.root[1] :]):
            seed = SplitMix64(seed ^ mask).next()
        rng = SplitMix64(seed)
        low, high = within
        # The games share their first positions, and tableaus come round again: a tableau's turns are
        # counted once per call. Counting, not listing: a full tableau of double-12 has thousands.
        counted: dict[tuple[int, ...], CountedTurns] = {}
        wins = 0
        for played in range(PLAYOUTS):
            cells, drawn = self.root
            while True:
                budget.tick()
                turns = counted.get(cells)
                if turns is None:
                    turns = counted[cells] = CountedTurns(self._edge_bits(cells))
                n = turns.count
                if not n:
                    wins += self.is_won((cells, drawn))
                    break
                pick = self._casual_pick(n, greedy_share, rng)
                used = turns.greedy() if pick is None else turns.nth(pick)
                cells, drawn = self._after_used(cells, drawn, used)
            left = PLAYOUTS - played - 1
            # Stop once the share is sure to land outside ``within``, on the side it is on now.
            if (wins + left) / PLAYOUTS < low:
                return (wins + left) / PLAYOUTS
            if wins / PLAYOUTS >= high:
                return wins / PLAYOUTS
        return wins / PLAYOUTS

    @staticmethod
    def _casual_pick(n: int, greedy_share: float, rng: SplitMix64) -> int | None:
        """Which of n turns the casual player takes: its index, or None for the greedy turn."""
        if greedy_share == 0.5:
            r = rng.below(2 * n)
            return r if r < n else None
        if rng.below(1 << 20) >= greedy_share * (1 << 20):
            return rng.below(n)
        return None

    def greedy_pick(self, moves: list[GNMove]) -> GNMove | None:
        """The first of the turns that remove the most pairs."""
        best: GNMove | None = None
        for turn in moves:
            if best is None or len(turn) > len(best):
                best = turn
        return best
