"""Luzon: discard pairs totalling twelve from the feet of five columns."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from domino_solitaire.engine.errors import IllegalMove, IllegalReason, MoveReason, NotationError, TextReason
from domino_solitaire.engine.game import LayoutChange, Move, Position, Rules, jsonable
from domino_solitaire.engine.tiles import Tile

COLUMNS = 5
RESERVE = 3
TARGET = 12
#: The six-pip tiles, which in six-ends may pair with each other freely.
SIX_PIP = frozenset({Tile(0, 6), Tile(1, 5), Tile(2, 4), Tile(3, 3)})

_SPOT_RE = re.compile(r"^(?:([1-5])|[Rr]([1-3]))$")


class LuzonRefusal(MoveReason):
    """Why a Luzon move cannot be made: a discard of a pair from the column feet and the reserve, or a
    shift of a column's foot into an empty column."""

    SAME_SPOT = "same-spot"  # a, b
    TWO_RESERVE = "two-reserve"
    NO_SUCH_SPOT = "no-such-spot"  # spot
    SPOT_EMPTY = "spot-empty"  # spot
    NOT_TWELVE = "not-twelve"  # a, b, number, target
    NOT_SIX_ENDS = "not-six-ends"  # a, b
    SAME_COLUMN = "same-column"
    TARGET_NOT_EMPTY = "target-not-empty"  # number
    SOURCE_EMPTY = "source-empty"  # number
    SOURCE_ALONE = "source-alone"  # number


class LuzonNotation(TextReason):
    """Why text is not a Luzon move."""

    NOT_A_SPOT = "not-a-spot"  # text
    SHIFT_FROM_RESERVE = "shift-from-reserve"  # word


@dataclass(frozen=True, order=True, slots=True)
class Spot:
    """Where a tile is taken from: a column's foot (``3``) or a reserve slot (``R2``)."""

    reserve: bool
    index: int  # from 0

    @classmethod
    def column(cls, index: int) -> Spot:
        return cls(False, index)

    @classmethod
    def slot(cls, index: int) -> Spot:
        return cls(True, index)

    @classmethod
    def parse(cls, text: str) -> Spot:
        match = _SPOT_RE.match(text)
        if match is None:
            raise NotationError(LuzonNotation.NOT_A_SPOT, text=text)
        if match.group(1):
            return cls.column(int(match.group(1)) - 1)
        return cls.slot(int(match.group(2)) - 1)

    def __str__(self) -> str:
        return f"R{self.index + 1}" if self.reserve else str(self.index + 1)

    def exists(self) -> bool:
        return 0 <= self.index < (RESERVE if self.reserve else COLUMNS)


@dataclass(frozen=True, slots=True)
class Discard(Move):
    """Discard two tiles totalling twelve; columns before reserve slots in the notation."""

    first: Spot
    second: Spot

    @classmethod
    def of(cls, a: Spot, b: Spot) -> Discard:
        return cls(min(a, b), max(a, b))

    def __str__(self) -> str:
        return f"{self.first}+{self.second}"


@dataclass(frozen=True, slots=True)
class Shift(Move):
    """Move a column's foot tile into an empty column slot."""

    source: int  # column index from 0
    target: int

    def __str__(self) -> str:
        return f"{self.source + 1}>{self.target + 1}"


def ends_total_six(a: Tile, b: Tile) -> bool:
    """The six-ends rule: the ends pair off to six each, or both are six-pip tiles."""
    if a in SIX_PIP and b in SIX_PIP:
        return True
    return (a.low + b.high == 6 and a.high + b.low == 6) or (a.low + b.low == 6 and a.high + b.high == 6)


@dataclass(frozen=True, slots=True)
class LuzonPosition(Position):
    game: ClassVar[str] = "luzon"

    columns: tuple[tuple[Tile, ...], ...]  # each top to bottom; the last tile is exposed
    reserve: tuple[Tile | None, ...]
    discarded: tuple[Tile, ...]
    six_ends: bool
    stock: tuple[Tile, ...] = ()  # Luzon deals every tile: there is never a stock

    def on_table(self) -> tuple[Tile, ...]:
        return tuple(t for column in self.columns for t in column) + tuple(
            t for t in self.reserve if t is not None
        )

    def tile_at(self, spot: Spot) -> Tile | None:
        if spot.reserve:
            return self.reserve[spot.index] if 0 <= spot.index < RESERVE else None
        if not 0 <= spot.index < COLUMNS:
            return None
        column = self.columns[spot.index]
        return column[-1] if column else None

    def exposed(self) -> list[Spot]:
        """Spots holding a tile that can be played: column feet, then reserve slots."""
        spots = [Spot.column(i) for i, c in enumerate(self.columns) if c]
        return spots + [Spot.slot(i) for i, t in enumerate(self.reserve) if t is not None]

    def pair_reason(self, a: Tile, b: Tile) -> IllegalMove | None:
        if a.pips + b.pips != TARGET:
            return IllegalMove(LuzonRefusal.NOT_TWELVE, a=a, b=b, number=a.pips + b.pips, target=TARGET)
        if self.six_ends and not ends_total_six(a, b):
            return IllegalMove(LuzonRefusal.NOT_SIX_ENDS, a=a, b=b)
        return None

    def discards(self) -> list[Discard]:
        """Column pairs (1+2 .. 4+5) first, then column and reserve (1+R1 .. 5+R3)."""
        spots = self.exposed()
        feet = [s for s in spots if not s.reserve]
        slots = [s for s in spots if s.reserve]
        candidates = [(a, b) for k, a in enumerate(feet) for b in feet[k + 1 :]]
        candidates += [(a, b) for a in feet for b in slots]
        found = []
        for a, b in candidates:
            tile_a, tile_b = self.tile_at(a), self.tile_at(b)
            assert tile_a is not None and tile_b is not None
            if self.pair_reason(tile_a, tile_b) is None:
                found.append(Discard(a, b))
        return found

    def shifts(self) -> list[Shift]:
        empty = [i for i, c in enumerate(self.columns) if not c]
        if not empty:
            return []
        return [Shift(i, j) for i, c in enumerate(self.columns) if len(c) >= 2 for j in empty]

    def legal_moves(self) -> list[Move]:
        return [*self.discards(), *self.shifts()]

    def has_moves(self) -> bool:
        return bool(self.shifts()) or bool(self.discards())

    def is_won(self) -> bool:
        return not self.on_table()

    def why_illegal(self, move: Move) -> IllegalMove | None:
        over = self.game_over_reason()
        if over:
            return over
        if isinstance(move, Discard):
            return self._why_not_discard(move)
        if isinstance(move, Shift):
            return self._why_not_shift(move)
        return IllegalMove(IllegalReason.WRONG_GAME, move=move, game=self.game)

    def _why_not_discard(self, move: Discard) -> IllegalMove | None:
        a, b = move.first, move.second
        if a == b:
            return IllegalMove(LuzonRefusal.SAME_SPOT, a=a, b=b)
        if a.reserve and b.reserve:
            return IllegalMove(LuzonRefusal.TWO_RESERVE)
        for spot in (a, b):
            if not spot.exists():
                return IllegalMove(LuzonRefusal.NO_SUCH_SPOT, spot=spot)
            if self.tile_at(spot) is None:
                return IllegalMove(LuzonRefusal.SPOT_EMPTY, spot=spot)
        tile_a, tile_b = self.tile_at(a), self.tile_at(b)
        assert tile_a is not None and tile_b is not None
        return self.pair_reason(tile_a, tile_b)

    def _why_not_shift(self, move: Shift) -> IllegalMove | None:
        for spot in (Spot.column(move.source), Spot.column(move.target)):
            if not spot.exists():
                return IllegalMove(LuzonRefusal.NO_SUCH_SPOT, spot=spot)
        if move.source == move.target:
            return IllegalMove(LuzonRefusal.SAME_COLUMN)
        if self.columns[move.target]:
            return IllegalMove(LuzonRefusal.TARGET_NOT_EMPTY, number=move.target + 1)
        if not self.columns[move.source]:
            return IllegalMove(LuzonRefusal.SOURCE_EMPTY, number=move.source + 1)
        if len(self.columns[move.source]) < 2:
            return IllegalMove(LuzonRefusal.SOURCE_ALONE, number=move.source + 1)
        return None

    def _after(self, move: Move) -> Position:
        columns = list(self.columns)
        reserve = list(self.reserve)
        gone: list[Tile] = []
        if isinstance(move, Discard):
            for spot in (move.first, move.second):
                if spot.reserve:
                    tile = reserve[spot.index]
                    reserve[spot.index] = None
                else:
                    tile = columns[spot.index][-1]
                    columns[spot.index] = columns[spot.index][:-1]
                assert tile is not None
                gone.append(tile)
        else:
            assert isinstance(move, Shift)
            columns[move.target] = (columns[move.source][-1],)
            columns[move.source] = columns[move.source][:-1]
        return LuzonPosition(tuple(columns), tuple(reserve), self.discarded + tuple(gone), self.six_ends)

    def layout(self) -> dict[str, Any]:
        return {"columns": jsonable(self.columns), "reserve": jsonable(self.reserve)}

    def change_from(self, before: Position) -> LayoutChange:
        """The new feet a move revealed, the columns it emptied, and a tile moved into an empty column."""
        assert isinstance(before, LuzonPosition)
        revealed, emptied = [], []
        moved_in = None
        for index, (was, now) in enumerate(zip(before.columns, self.columns, strict=True)):
            if len(now) < len(was):
                if now:
                    revealed.append((index, now[-1]))
                else:
                    emptied.append(index)
            elif not was and now:
                moved_in = (now[-1], index)
        return LayoutChange(revealed=tuple(revealed), emptied=tuple(emptied), moved_in=moved_in)


class Luzon(Rules):
    name = "luzon"
    sets = (6,)
    default_set = 6
    variants = ("standard", "six-ends")
    has_stock = False
    code_letters: ClassVar[Mapping[str, str]] = {"standard": "Z", "six-ends": "S"}
    daily_puzzles = True

    def initial(self, deal: tuple[Tile, ...], size: int, variant: str) -> LuzonPosition:
        self.check_setup(size, variant)
        # Tiles 1-5 are the top row of columns 1-5, tiles 21-25 the bottom row.
        columns = tuple(tuple(deal[row * COLUMNS + col] for row in range(5)) for col in range(COLUMNS))
        reserve = tuple(deal[25:28])
        return LuzonPosition(columns, reserve, (), variant == "six-ends")

    def parse_move(self, text: str) -> Move:
        try:
            return self._parse_move(text)
        except NotationError as exc:
            # Every move starts with a column's number or a reserve slot's R: other text is no move.
            first = text[:1].lower()
            raise exc.as_foreign(not (first.isdigit() or first == "r")) from None

    def _parse_move(self, text: str) -> Move:
        word = text.strip()
        if "+" in word:
            parts = word.split("+")
            if len(parts) == 2:
                return Discard.of(Spot.parse(parts[0].strip()), Spot.parse(parts[1].strip()))
        elif ">" in word:
            parts = word.split(">")
            if len(parts) == 2:
                source, target = Spot.parse(parts[0].strip()), Spot.parse(parts[1].strip())
                if source.reserve or target.reserve:
                    raise NotationError(LuzonNotation.SHIFT_FROM_RESERVE, word=word)
                return Shift(source.index, target.index)
        raise NotationError.not_the_games_move(self.name, word)
