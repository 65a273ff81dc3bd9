"""Good Neighbors: remove pairs of touching tiles that share a number."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any, ClassVar

from domino_solitaire.engine.errors import IllegalMove, IllegalReason, MoveReason, NotationError, TextReason
from domino_solitaire.engine.game import LayoutChange, Move, Position, Rules, Status, jsonable
from domino_solitaire.engine.tiles import Tile

#: Tableau shape (rows, columns) for each set.
SHAPES: dict[int, tuple[int, int]] = {12: (3, 4), 9: (3, 3), 6: (2, 6)}

COLUMN_LETTERS = "abcdefghijklmnopqrstuvwxyz"

_CELL_RE = re.compile(r"^([a-z])([1-9][0-9]?)$")


class GoodNeighborsRefusal(MoveReason):
    """Why a Good Neighbors turn (pairs of neighbouring cells of the grid) cannot be made."""

    NO_PAIR = "no-pair"
    SAME_CELL = "same-cell"  # a, b
    NO_SUCH_CELL = "no-such-cell"  # cell, rows, cols
    CELL_EMPTY = "cell-empty"  # cell
    CELL_TWICE = "cell-twice"  # cell
    NOT_NEIGHBOURS = "not-neighbours"  # a, b
    NO_SHARED_NUMBER = "no-shared-number"  # tile_a, tile_b


class GoodNeighborsNotation(TextReason):
    """Why text is not a Good Neighbors turn."""

    NOT_A_CELL = "not-a-cell"  # text
    EMPTY_TURN = "empty-turn"
    NOT_A_PAIR = "not-a-pair"  # word


@dataclass(frozen=True, order=True, slots=True)
class Cell:
    """A tableau cell by row and column, counted from 0; ``a1`` is the top-left."""

    row: int
    col: int

    @classmethod
    def parse(cls, text: str) -> Cell:
        match = _CELL_RE.match(text)
        if match is None:
            raise NotationError(GoodNeighborsNotation.NOT_A_CELL, text=text)
        return cls(int(match.group(2)) - 1, COLUMN_LETTERS.index(match.group(1)))

    def __str__(self) -> str:
        return f"{COLUMN_LETTERS[self.col]}{self.row + 1}"

    def touches(self, other: Cell) -> bool:
        """Next to each other across, down or diagonally."""
        return self != other and abs(self.row - other.row) <= 1 and abs(self.col - other.col) <= 1


@dataclass(frozen=True, slots=True)
class Turn(Move):
    """One turn: one or more pairs of good neighbours, removed together.

    Each pair is kept with its earlier cell (in reading order) first, and the
    pairs sorted, so the same turn always has the same notation.
    """

    pairs: tuple[tuple[Cell, Cell], ...]

    @classmethod
    def of(cls, *pairs: tuple[Cell, Cell]) -> Turn:
        return cls(tuple(sorted((min(a, b), max(a, b)) for a, b in pairs)))

    def cells(self) -> list[Cell]:
        return [cell for pair in self.pairs for cell in pair]

    def __str__(self) -> str:
        return " ".join(f"{a}+{b}" for a, b in self.pairs)


@cache
def neighbour_pairs(rows: int, cols: int) -> tuple[tuple[int, int], ...]:
    """Every pair of touching cell indices (i < j), in reading order."""
    pairs = []
    for i in range(rows * cols):
        for j in range(i + 1, rows * cols):
            if Cell(i // cols, i % cols).touches(Cell(j // cols, j % cols)):
                pairs.append((i, j))
    return tuple(pairs)


@dataclass(frozen=True, slots=True)
class GoodNeighborsPosition(Position):
    game: ClassVar[str] = "good-neighbors"

    rows: int
    cols: int
    cells: tuple[Tile | None, ...]
    stock: tuple[Tile, ...]
    discarded: tuple[Tile, ...]
    #: How many tiles may be left at a win: one for an odd set, none for an even one.
    left_to_win: int

    def on_table(self) -> tuple[Tile, ...]:
        return tuple(t for t in self.cells if t is not None)

    def index(self, cell: Cell) -> int:
        return cell.row * self.cols + cell.col

    def cell(self, index: int) -> Cell:
        return Cell(index // self.cols, index % self.cols)

    def tile_at(self, cell: Cell) -> Tile | None:
        if not (0 <= cell.row < self.rows and 0 <= cell.col < self.cols):
            return None
        return self.cells[self.index(cell)]

    def pair_indices(self) -> list[tuple[int, int]]:
        """Good-neighbour pairs as cell indices, in reading order."""
        cells = self.cells
        found = []
        for i, j in neighbour_pairs(self.rows, self.cols):
            a, b = cells[i], cells[j]
            if a is not None and b is not None and a.shares_number(b):
                found.append((i, j))
        return found

    def pairs(self) -> list[tuple[Cell, Cell]]:
        """Every pair of good neighbours on the tableau, in reading order."""
        return [(self.cell(i), self.cell(j)) for i, j in self.pair_indices()]

    def neighbours_of(self, cell: Cell) -> list[Cell]:
        """The cells whose tiles are good neighbours of the tile at ``cell``."""
        return [b if a == cell else a for a, b in self.pairs() if cell in (a, b)]

    def open_pairs(self, chosen: Iterable[tuple[Cell, Cell]] = ()) -> list[tuple[Cell, Cell]]:
        """The pairs that can still join a turn in which ``chosen`` pairs are already taken.

        A tile goes in one pair per turn, so pairs touching a chosen cell drop out.
        """
        taken = {cell for pair in chosen for cell in pair}
        return [(a, b) for a, b in self.pairs() if a not in taken and b not in taken]

    @property
    def left_at_win(self) -> int:
        return self.left_to_win

    def is_won(self) -> bool:
        return self.tiles_left() == self.left_to_win

    def has_moves(self) -> bool:
        if self.is_won():
            return False
        cells = self.cells
        for i, j in neighbour_pairs(self.rows, self.cols):
            a, b = cells[i], cells[j]
            if a is not None and b is not None and a.shares_number(b):
                return True
        return False

    def legal_moves(self) -> list[Move]:
        """Every set of disjoint pairs, in lexicographic order of the pair lists."""
        if self.is_won():
            return []
        pairs = self.pairs()
        turns: list[Move] = []

        def extend(start: int, used: frozenset[Cell], chosen: tuple[tuple[Cell, Cell], ...]) -> None:
            for k in range(start, len(pairs)):
                a, b = pairs[k]
                if a in used or b in used:
                    continue
                turn = (*chosen, pairs[k])
                turns.append(Turn(turn))
                extend(k + 1, used | {a, b}, turn)

        extend(0, frozenset(), ())
        return turns

    def listed_moves(self) -> list[Move]:
        """Each pair once, as a one-pair turn: a turn is any set of them, on one line."""
        if self.status is not Status.PLAYING:
            return []
        return [Turn.of(pair) for pair in self.pairs()]

    def why_illegal(self, move: Move) -> IllegalMove | None:
        if not isinstance(move, Turn):
            return IllegalMove(IllegalReason.WRONG_GAME, move=move, game=self.game)
        over = self.game_over_reason()
        if over:
            return over
        if not move.pairs:
            return IllegalMove(GoodNeighborsRefusal.NO_PAIR)
        seen: set[Cell] = set()
        for a, b in move.pairs:
            if a == b:
                return IllegalMove(GoodNeighborsRefusal.SAME_CELL, a=a, b=b)
            for cell in (a, b):
                refused = self._why_not_cell(cell, seen)
                if refused is not None:
                    return refused
                seen.add(cell)
            if not a.touches(b):
                return IllegalMove(GoodNeighborsRefusal.NOT_NEIGHBOURS, a=a, b=b)
            tile_a, tile_b = self.tile_at(a), self.tile_at(b)
            assert tile_a is not None and tile_b is not None
            if not tile_a.shares_number(tile_b):
                return IllegalMove(GoodNeighborsRefusal.NO_SHARED_NUMBER, tile_a=tile_a, tile_b=tile_b)
        return None

    def _why_not_cell(self, cell: Cell, seen: set[Cell]) -> IllegalMove | None:
        if not (0 <= cell.row < self.rows and 0 <= cell.col < self.cols):
            return IllegalMove(GoodNeighborsRefusal.NO_SUCH_CELL, cell=cell, rows=self.rows, cols=self.cols)
        if self.tile_at(cell) is None:
            return IllegalMove(GoodNeighborsRefusal.CELL_EMPTY, cell=cell)
        if cell in seen:
            return IllegalMove(GoodNeighborsRefusal.CELL_TWICE, cell=cell)
        return None

    def _after(self, move: Move) -> Position:
        assert isinstance(move, Turn)
        removed = {self.index(cell) for cell in move.cells()}
        # Close up toward the top-left in reading order, then refill from the stock.
        kept = [t for i, t in enumerate(self.cells) if t is not None and i not in removed]
        drawn = self.stock[: len(self.cells) - len(kept)]
        cells = (*kept, *drawn, *([None] * (len(self.cells) - len(kept) - len(drawn))))
        gone = tuple(self.cells[self.index(cell)] for cell in move.cells())
        return GoodNeighborsPosition(
            self.rows,
            self.cols,
            cells,
            self.stock[len(drawn) :],
            self.discarded + tuple(t for t in gone if t is not None),
            self.left_to_win,
        )

    def grid(self) -> list[list[Tile | None]]:
        return [list(self.cells[r * self.cols : (r + 1) * self.cols]) for r in range(self.rows)]

    def layout(self) -> dict[str, Any]:
        return {"tableau": jsonable(self.grid())}

    def change_from(self, before: Position) -> LayoutChange:
        """The rows after the tiles closed up and the stock refilled them, and the first cell that
        changed; nothing when no tile moved and none was drawn."""
        assert isinstance(before, GoodNeighborsPosition)
        gone, drawn = set(self.removed_since(before)), self.drawn_since(before)
        # Tiles that were on the tableau and stayed, each in a new cell: they closed up.
        moved = [
            index
            for index, tile in enumerate(self.cells)
            if tile is not None and tile not in drawn and tile not in gone and before.cells[index] != tile
        ]
        if not moved and not drawn:
            return LayoutChange()
        changed = [index for index, tile in enumerate(self.cells) if before.cells[index] != tile]
        rows = tuple(tuple(row) for row in self.grid())
        return LayoutChange(rows=rows, first_changed=min(changed) if changed else None)


class GoodNeighbors(Rules):
    name = "good-neighbors"
    sets = (12, 9, 6)
    default_set = 12
    code_letters: ClassVar[Mapping[str, str]] = {"standard": "G"}
    daily_puzzles = True

    def initial(self, deal: tuple[Tile, ...], size: int, variant: str) -> GoodNeighborsPosition:
        self.check_setup(size, variant)
        rows, cols = SHAPES[size]
        n = rows * cols
        return GoodNeighborsPosition(rows, cols, deal[:n], deal[n:], (), len(deal) % 2)

    def parse_move(self, text: str) -> Turn:
        try:
            return self._parse_turn(text)
        except NotationError as exc:
            # Every pair is written with its plus sign: a text without one is no turn at all.
            raise exc.as_foreign("+" not in text) from None

    def _parse_turn(self, text: str) -> Turn:
        words = text.split()
        if not words:
            raise NotationError(GoodNeighborsNotation.EMPTY_TURN)
        pairs = []
        for word in words:
            parts = word.split("+")
            if len(parts) != 2:
                raise NotationError(GoodNeighborsNotation.NOT_A_PAIR, word=word)
            pairs.append((Cell.parse(parts[0]), Cell.parse(parts[1])))
        return Turn.of(*pairs)
