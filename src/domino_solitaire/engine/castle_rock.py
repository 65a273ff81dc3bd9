"""Castle Rock: draw tiles onto a row and take out a tile between two that match."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from domino_solitaire.engine.errors import IllegalMove, IllegalReason, MoveReason, NotationError, TextReason
from domino_solitaire.engine.game import Move, Position, Rules, jsonable
from domino_solitaire.engine.tiles import SET_SIZES, Tile

_REMOVAL_RE = re.compile(r"^x(\d+)(?:-(\d+))?$")


class CastleRockRefusal(MoveReason):
    """Why a Castle Rock removal (one tile or three from the row) cannot be made."""

    NO_SUCH_TRIPLE = "no-such-triple"  # n, size: a triple around an end tile
    NO_SUCH_POSITION = "no-such-position"  # n, size
    LEFT_END = "left-end"
    RIGHT_END = "right-end"  # n
    SIDES_SHARE_NOTHING = "sides-share-nothing"  # left, right, n
    TRIPLE_SHARES_NOTHING = "triple-shares-nothing"  # left, middle, right


class CastleRockNotation(TextReason):
    """Why text is not a Castle Rock removal."""

    TRIPLE_NOT_NEIGHBOURS = "triple-not-neighbours"  # word


@dataclass(frozen=True, slots=True)
class Removal(Move):
    """Remove the tile at ``position`` (from 1), or with ``triple`` also its two neighbours."""

    position: int
    triple: bool = False

    def __str__(self) -> str:
        if self.triple:
            return f"x{self.position - 1}-{self.position + 1}"
        return f"x{self.position}"


def common_number(a: Tile, b: Tile, c: Tile) -> int | None:
    """A number all three tiles have, if any."""
    for n in (a.low, a.high):
        if b.has(n) and c.has(n):
            return n
    return None


def can_remove_any(row: tuple[Tile, ...]) -> bool:
    return any(row[i - 1].shares_number(row[i + 1]) for i in range(1, len(row) - 1))


def draw_until_removal(
    row: tuple[Tile, ...], stock: tuple[Tile, ...]
) -> tuple[tuple[Tile, ...], tuple[Tile, ...]]:
    """Draw onto the right end until some removal is possible or the stock is out.

    Only the tile just drawn can make a new removal (as a right-hand neighbour),
    so each draw checks the last three tiles rather than the whole row.
    """
    if can_remove_any(row):
        return row, stock
    drawn = 0
    while drawn < len(stock):
        row = (*row, stock[drawn])
        drawn += 1
        if len(row) >= 3 and row[-3].shares_number(row[-1]):
            break
    return row, stock[drawn:]


@dataclass(frozen=True, slots=True)
class CastleRockPosition(Position):
    game: ClassVar[str] = "castle-rock"

    row: tuple[Tile, ...]
    stock: tuple[Tile, ...]
    discarded: tuple[Tile, ...]

    def on_table(self) -> tuple[Tile, ...]:
        return self.row

    def legal_moves(self) -> list[Move]:
        """For each position from the left: the single removal, then the triple."""
        moves: list[Move] = []
        row = self.row
        for i in range(1, len(row) - 1):
            left, right = row[i - 1], row[i + 1]
            if left.shares_number(right):
                moves.append(Removal(i + 1))
                if common_number(left, row[i], right) is not None:
                    moves.append(Removal(i + 1, triple=True))
        return moves

    def has_moves(self) -> bool:
        return can_remove_any(self.row)

    def is_won(self) -> bool:
        return not self.row and not self.stock

    def why_illegal(self, move: Move) -> IllegalMove | None:
        if not isinstance(move, Removal):
            return IllegalMove(IllegalReason.WRONG_GAME, move=move, game=self.game)
        over = self.game_over_reason()
        if over:
            return over
        n, size = move.position, len(self.row)
        if not 1 <= n <= size:
            return IllegalMove(CastleRockRefusal.NO_SUCH_POSITION, n=n, size=size)
        if move.triple and n in (1, size):
            return IllegalMove(CastleRockRefusal.NO_SUCH_TRIPLE, n=n, size=size)
        if n == 1:
            return IllegalMove(CastleRockRefusal.LEFT_END)
        if n == size:
            return IllegalMove(CastleRockRefusal.RIGHT_END, n=n)
        left, middle, right = self.row[n - 2], self.row[n - 1], self.row[n]
        if not left.shares_number(right):
            return IllegalMove(CastleRockRefusal.SIDES_SHARE_NOTHING, left=left, right=right, n=n)
        if move.triple and common_number(left, middle, right) is None:
            return IllegalMove(CastleRockRefusal.TRIPLE_SHARES_NOTHING, left=left, middle=middle, right=right)
        return None

    def _after(self, move: Move) -> Position:
        assert isinstance(move, Removal)
        i = move.position - 1
        start, stop = (i - 1, i + 2) if move.triple else (i, i + 1)
        row = self.row[:start] + self.row[stop:]
        row, stock = draw_until_removal(row, self.stock)
        return CastleRockPosition(row, stock, self.discarded + self.row[start:stop])

    def layout(self) -> dict[str, Any]:
        return {"row": jsonable(self.row)}


class CastleRock(Rules):
    name = "castle-rock"
    sets = SET_SIZES
    default_set = 6
    forced_moves_play_themselves = True
    code_letters: ClassVar[Mapping[str, str]] = {"standard": "C"}

    def initial(self, deal: tuple[Tile, ...], size: int, variant: str) -> CastleRockPosition:
        self.check_setup(size, variant)
        row, stock = draw_until_removal((), deal)
        return CastleRockPosition(row, stock, ())

    def parse_move(self, text: str) -> Removal:
        try:
            return self._parse_removal(text)
        except NotationError as exc:
            # Every removal starts with its x: other text is no move.
            raise exc.as_foreign(text[:1].lower() != "x") from None

    def _parse_removal(self, text: str) -> Removal:
        word = text.strip()
        match = _REMOVAL_RE.match(word)
        if match is None:
            raise NotationError.not_the_games_move(self.name, word)
        first = int(match.group(1))
        if match.group(2) is None:
            return Removal(first)
        last = int(match.group(2))
        if last != first + 2:
            raise NotationError(CastleRockNotation.TRIPLE_NOT_NEIGHBOURS, word=word)
        return Removal(first + 1, triple=True)
