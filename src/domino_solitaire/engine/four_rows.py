"""Four Rows: play the rows' last tiles onto a line of dominoes grown from the double-six.

The deal is laid out in rows, row 1 first, left to right; the 6-6 is taken out of its row (which
closes up) and starts the line. A move takes a row's last tile and lays it on an open end of the
line that one of its numbers matches; its other number becomes that end (a double lies crosswise
and leaves the end as it was). The game is won when every row is empty.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any, ClassVar

from domino_solitaire.engine.errors import IllegalMove, IllegalReason, MoveReason, NotationError
from domino_solitaire.engine.game import Move, Position, Rules, jsonable
from domino_solitaire.engine.tiles import Tile

#: The tile that starts the line, and so the number of both open ends at the start.
STARTER = Tile(6, 6)

#: How many tiles each variant deals to each row, row 1 first.
ROW_LENGTHS: dict[str, tuple[int, ...]] = {
    "standard": (7, 7, 7, 7),
    "five-rows": (6, 6, 6, 5, 5),
}

_LAY_RE = re.compile(r"^(\d{1,2})\s*([LlRr])$")


class FourRowsRefusal(MoveReason):
    """Why a Four Rows lay (a row's last tile on an open end of the line of play) cannot be made."""

    NO_SUCH_ROW = "no-such-row"  # row (from 1), rows
    ROW_EMPTY = "row-empty"  # row (from 1)
    FITS_NO_END = "fits-no-end"  # tile, left, right (the open ends' numbers)
    FITS_OTHER_END = "fits-other-end"  # tile, end (the end named), number (that end's), other (End)


class End(str, Enum):
    """An open end of the line: its left or its right. The value is the notation's letter."""

    LEFT = "L"
    RIGHT = "R"

    def __str__(self) -> str:
        return self.value

    @property
    def other(self) -> End:
        return End.RIGHT if self is End.LEFT else End.LEFT


@dataclass(frozen=True, order=True, slots=True)
class Lay(Move):
    """Lay the last tile of row ``row`` (from 0) on the line's ``end``: ``3L``, ``1R``."""

    row: int
    end: End

    def __str__(self) -> str:
        return f"{self.row + 1}{self.end}"


def lay(line: tuple[tuple[int, int], ...], tile: Tile, end: End) -> tuple[tuple[int, int], ...]:
    """The line after ``tile`` is laid on ``end``, whose number it has: each tile of the line is
    kept as its two numbers left to right, so the outer number is the new open end."""
    if end is End.LEFT:
        number = line[0][0]
        outer = tile.low + tile.high - number
        return ((outer, number), *line)
    number = line[-1][1]
    outer = tile.low + tile.high - number
    return (*line, (number, outer))


@dataclass(frozen=True, slots=True)
class FourRowsPosition(Position):
    game: ClassVar[str] = "four-rows"

    #: Each row left to right; its last tile is the one that can be played.
    rows: tuple[tuple[Tile, ...], ...]
    #: The line of play left to right, each tile as its two numbers in the order they lie
    #: (``(3, 6)``: the 3 faces left); a double is ``(n, n)``.
    line: tuple[tuple[int, int], ...]
    #: The line's tiles in the order they were laid, the 6-6 first: the tiles out of the rows.
    discarded: tuple[Tile, ...]
    stock: tuple[Tile, ...] = ()  # every tile is dealt: there is never a stock

    @property
    def left_end(self) -> int:
        """The number of the line's open left end."""
        return self.line[0][0]

    @property
    def right_end(self) -> int:
        """The number of the line's open right end."""
        return self.line[-1][1]

    def end_number(self, end: End) -> int:
        return self.left_end if end is End.LEFT else self.right_end

    def on_table(self) -> tuple[Tile, ...]:
        return tuple(t for row in self.rows for t in row)

    def last_tile(self, row: int) -> Tile | None:
        """The tile that row ``row`` (from 0) can play, or None when it is empty or not a row."""
        if not 0 <= row < len(self.rows) or not self.rows[row]:
            return None
        return self.rows[row][-1]

    def fitting_ends(self, row: int) -> tuple[End, ...]:
        """The ends the last tile of row ``row`` fits, left first (none for an empty row)."""
        tile = self.last_tile(row)
        if tile is None:
            return ()
        return tuple(end for end in End if tile.has(self.end_number(end)))

    def legal_moves(self) -> list[Move]:
        """Row by row from row 1, the left end before the right."""
        return [Lay(row, end) for row in range(len(self.rows)) for end in self.fitting_ends(row)]

    def has_moves(self) -> bool:
        left, right = self.left_end, self.right_end
        return any(row and (row[-1].has(left) or row[-1].has(right)) for row in self.rows)

    def is_won(self) -> bool:
        return not any(self.rows)

    def why_illegal(self, move: Move) -> IllegalMove | None:
        if not isinstance(move, Lay):
            return IllegalMove(IllegalReason.WRONG_GAME, move=move, game=self.game)
        over = self.game_over_reason()
        if over:
            return over
        if not 0 <= move.row < len(self.rows):
            return IllegalMove(FourRowsRefusal.NO_SUCH_ROW, row=move.row + 1, rows=len(self.rows))
        tile = self.last_tile(move.row)
        if tile is None:
            return IllegalMove(FourRowsRefusal.ROW_EMPTY, row=move.row + 1)
        if tile.has(self.end_number(move.end)):
            return None
        other = move.end.other
        if tile.has(self.end_number(other)):
            return IllegalMove(
                FourRowsRefusal.FITS_OTHER_END,
                tile=tile,
                end=move.end,
                number=self.end_number(move.end),
                other=other,
            )
        return IllegalMove(FourRowsRefusal.FITS_NO_END, tile=tile, left=self.left_end, right=self.right_end)

    def _after(self, move: Move) -> Position:
        assert isinstance(move, Lay)
        row = self.rows[move.row]
        tile = row[-1]
        rows = (*self.rows[: move.row], row[:-1], *self.rows[move.row + 1 :])
        return FourRowsPosition(rows, lay(self.line, tile, move.end), (*self.discarded, tile))

    def layout(self) -> dict[str, Any]:
        return {
            "rows": jsonable(self.rows),
            "line": [f"{a}-{b}" for a, b in self.line],
            "ends": [self.left_end, self.right_end],
        }


class FourRows(Rules):
    name = "four-rows"
    sets = (6,)
    default_set = 6
    variants = tuple(ROW_LENGTHS)
    has_stock = False
    winnable_by_default = True
    code_letters: ClassVar[Mapping[str, str]] = {"standard": "F", "five-rows": "V"}

    def initial(self, deal: tuple[Tile, ...], size: int, variant: str) -> FourRowsPosition:
        self.check_setup(size, variant)
        rows: list[tuple[Tile, ...]] = []
        start = 0
        for length in ROW_LENGTHS[variant]:
            rows.append(tuple(t for t in deal[start : start + length] if t != STARTER))
            start += length
        line = ((STARTER.low, STARTER.high),)
        return FourRowsPosition(tuple(rows), line, (STARTER,))

    def parse_move(self, text: str) -> Lay:
        try:
            return self._parse_lay(text)
        except NotationError as exc:
            # Every lay starts with its row's number: other text is no move.
            raise exc.as_foreign(not text.strip()[:1].isdigit()) from None

    def _parse_lay(self, text: str) -> Lay:
        word = text.strip()
        match = _LAY_RE.match(word)
        if match is None:
            raise NotationError.not_the_games_move(self.name, word)
        return Lay(int(match.group(1)) - 1, End(match.group(2).upper()))
