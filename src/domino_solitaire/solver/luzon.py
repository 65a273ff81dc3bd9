"""Luzon search.

Tiles are numbered by where they lie in the root position. A column is
either a prefix of what it held at the root (its height, 0..5) or, after a
shift into it, one tile from elsewhere (6 + that tile's number): a moved
tile is alone in its column, so it can never move again. A state is the five
columns and a bitmask of the reserve slots still holding their tile.

A move is ``(kind, a, b)``: kind 0 discards the feet of columns a and b,
kind 1 the foot of column a with reserve slot b, kind 2 shifts column a's
foot into empty column b.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from typing import ClassVar

from domino_solitaire.engine import Move, Tile
from domino_solitaire.engine.luzon import RESERVE, TARGET, Discard, LuzonPosition, Shift, Spot, ends_total_six
from domino_solitaire.solver.base import GameSearch

LuzonState = tuple[tuple[int, ...], int]
LuzonMove = tuple[int, int, int]

PAIR, WITH_RESERVE, SHIFT = 0, 1, 2
_FOREIGN = 6


class LuzonSearch(GameSearch[LuzonState, LuzonMove]):
    # About a quarter of the winnable deals each (docs/difficulty.md); in six ends more than a
    # quarter of the winnable deals are won whatever the play, and those alone are easy.
    grade_limits: ClassVar[dict[tuple[int, str], tuple[float, float, float] | None]] = {
        (6, "standard"): (0.70, 0.40, 0.15),
        (6, "six-ends"): (1.0, 0.65, 0.25),
    }
    #: Of deals 1-10000, how many can be won (docs/winnability.md).
    winnable_counts: ClassVar[dict[tuple[int, str], int]] = {(6, "standard"): 4312, (6, "six-ends"): 440}

    def __init__(self, position: LuzonPosition) -> None:
        tiles: list[Tile] = []
        self.stacks: list[tuple[int, ...]] = []
        for column in position.columns:
            self.stacks.append(tuple(range(len(tiles), len(tiles) + len(column))))
            tiles.extend(column)
        self.slots: list[int] = []
        reserve_mask = 0
        for r, tile in enumerate(position.reserve):
            if tile is None:
                self.slots.append(-1)
            else:
                self.slots.append(len(tiles))
                tiles.append(tile)
                reserve_mask |= 1 << r
        self.tiles = tiles
        six_ends = position.six_ends
        # Each tile has few partners: look them up by pips rather than trying every pair.
        pips = [t.pips for t in tiles]
        by_pips: dict[int, list[int]] = {}
        for j, p in enumerate(pips):
            by_pips.setdefault(p, []).append(j)
        pairs = [
            (i, j)
            for i, a in enumerate(tiles)
            for j in by_pips.get(TARGET - pips[i], ())
            if i != j and (not six_ends or ends_total_six(a, tiles[j]))
        ]
        self.pairs_with = [[False] * len(tiles) for _ in tiles]
        for i, j in pairs:
            self.pairs_with[i][j] = True
        self.root = (tuple(len(s) for s in self.stacks), reserve_mask)
        self.left_at_win = 0
        self.variant = "six-ends" if six_ends else "standard"
        # Partner classes for the lower bound: the tiles of a class pair with exactly the tiles of
        # its partner class. In the standard game a class is a pip count (p pairs with 12 - p); in
        # six ends every tile is a class of its own (it has one partner), except that the six-pip
        # tiles form one class that partners itself.
        names = sorted({self._class_name(t, six_ends) for t in tiles})
        number = {name: k for k, name in enumerate(names)}
        self._classes = len(names)
        self._class_of = [number[self._class_name(t, six_ends)] for t in tiles]
        partners = {
            (min(self._class_of[i], self._class_of[j]), max(self._class_of[i], self._class_of[j]))
            for i, j in pairs
        }
        self._partner_classes = sorted(partners)
        self._begin_search()

    @staticmethod
    def _class_name(tile: Tile, six_ends: bool) -> tuple[int, int]:
        return (tile.pips, 0) if not six_ends or tile.pips == TARGET // 2 else (tile.low, tile.high)

    def tiles_left(self, state: LuzonState) -> int:
        cols, reserve = state
        return sum(h if h < _FOREIGN else 1 for h in cols) + bin(reserve).count("1")

    def is_won(self, state: LuzonState) -> bool:
        cols, reserve = state
        return not reserve and not any(cols)

    def _discards(self, state: LuzonState) -> list[LuzonMove]:
        cols, reserve = state
        stacks = self.stacks
        feet = [(c, stacks[c][h - 1] if h < _FOREIGN else h - _FOREIGN) for c, h in enumerate(cols) if h]
        held = [(r, t) for r, t in enumerate(self.slots) if reserve >> r & 1]
        pairs_with = self.pairs_with
        found: list[LuzonMove] = []
        for x, (a, tile_a) in enumerate(feet):
            partners = pairs_with[tile_a]
            for b, tile_b in feet[x + 1 :]:
                if partners[tile_b]:
                    found.append((PAIR, a, b))
        for a, tile_a in feet:
            partners = pairs_with[tile_a]
            for r, tile_r in held:
                if partners[tile_r]:
                    found.append((WITH_RESERVE, a, r))
        return found

    def legal(self, state: LuzonState) -> list[LuzonMove]:
        cols = state[0]
        empty = [c for c, h in enumerate(cols) if h == 0]
        shifts = [(SHIFT, c, e) for c, h in enumerate(cols) if 2 <= h < _FOREIGN for e in empty]
        return self._discards(state) + shifts

    def after(self, state: LuzonState, move: LuzonMove) -> LuzonState:
        cols, reserve = state
        kind, a, b = move
        new = list(cols)
        if kind == SHIFT:
            new[b] = _FOREIGN + self.stacks[a][cols[a] - 1]
            new[a] = cols[a] - 1
            return tuple(new), reserve
        new[a] = cols[a] - 1 if cols[a] < _FOREIGN else 0
        if kind == PAIR:
            new[b] = cols[b] - 1 if cols[b] < _FOREIGN else 0
            return tuple(new), reserve
        return tuple(new), reserve & ~(1 << b)

    def to_move(self, move: LuzonMove) -> Move:
        kind, a, b = move
        if kind == SHIFT:
            return Shift(a, b)
        return Discard(Spot.column(a), Spot.slot(b) if kind == WITH_RESERVE else Spot.column(b))

    def describe(self, state: LuzonState) -> Hashable:
        cols, reserve = state
        columns = tuple(
            tuple(self.tiles[t] for t in self.stacks[c][:h]) if h < _FOREIGN else (self.tiles[h - _FOREIGN],)
            for c, h in enumerate(cols)
        )
        slots = tuple(self.tiles[self.slots[r]] if reserve >> r & 1 else None for r in range(RESERVE))
        return columns, slots

    def key(self, state: LuzonState) -> Hashable:
        # Columns that no longer hold their own tiles are interchangeable: an empty column and a
        # column holding a moved tile play the same wherever they stand.
        cols, reserve = state
        own = tuple(h if h < _FOREIGN else 0 for h in cols)
        moved = tuple(sorted(h for h in cols if h >= _FOREIGN))
        return own, moved, reserve

    def children(self, state: LuzonState) -> Iterator[tuple[LuzonMove, LuzonState]]:
        moves = self._discards(state)
        cols = state[0]
        if 0 in cols:
            # Which empty column takes the tile does not matter (see key), so try only the first.
            empty = cols.index(0)
            moves += [(SHIFT, c, empty) for c, h in enumerate(cols) if 2 <= h < _FOREIGN]
        for move in moves:
            yield move, self.after(state, move)

    def lower_bound(self, state: LuzonState) -> int:
        """The tiles left over by the largest pairing of the tiles left, wherever they lie.

        Tiles pair within partner classes (see ``__init__``) and two reserve tiles never pair, so
        classes X and Y make min(|X|, |Y|, their column tiles) pairs, a class partnering itself
        min(|X| // 2, its column tiles).
        """
        cols, reserve = state
        in_columns = [0] * self._classes
        class_of = self._class_of
        left = 0
        for c, h in enumerate(cols):
            if h >= _FOREIGN:
                in_columns[class_of[h - _FOREIGN]] += 1
                left += 1
            elif h:
                for t in self.stacks[c][:h]:
                    in_columns[class_of[t]] += 1
                left += h
        on = in_columns.copy()  # the tiles of each class in the columns and the reserve
        for r, t in enumerate(self.slots):
            if reserve >> r & 1:
                on[class_of[t]] += 1
                left += 1
        pairs = 0
        for x, y in self._partner_classes:
            if x == y:
                pairs += min(on[x] // 2, in_columns[x])
            else:
                pairs += min(on[x], on[y], in_columns[x] + in_columns[y])
        return left - 2 * pairs

    def greedy_pick(self, moves: list[LuzonMove]) -> LuzonMove | None:
        """The first legal move: a discard when there is one, else a shift."""
        return moves[0] if moves else None
