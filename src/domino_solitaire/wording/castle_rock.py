"""Castle Rock's words: its name, its help, marks and legend, its row said and drawn as text (a long
row by the tiles around its removals, so that it is heard in 30 s or less), its removals as they are
typed and said, and the engine's reasons its rules and its notation give."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar

from domino_solitaire.engine.castle_rock import (
    CastleRockNotation,
    CastleRockPosition,
    CastleRockRefusal,
    Removal,
)
from domino_solitaire.engine.errors import MoveReason, NotationReason, TextReason
from domino_solitaire.i18n import N_, NC_, _, ngettext, pgettext
from domino_solitaire.wording.common import CURSOR_MARK, HINT_MARK, tiles_text
from domino_solitaire.wording.game_words import GameWords
from domino_solitaire.wording.keys import key_words

if TYPE_CHECKING:
    from domino_solitaire.engine.game import Move, Position
    from domino_solitaire.engine.tiles import Tile

# -- the board ---------------------------------------------------------------------------------------

#: Its marks: a tile that can be removed alone, and the middle of three that can go together.
SINGLE = "▲"
TRIPLE = "◀▲▶"

MOUSE = ((N_("right click"), N_("Remove the three tiles centred on the one clicked")),)
HOW_TO = (
    N_("▲: its two neighbours share a number; select it to remove it."),
    N_("◀▲▶: it and its neighbours share one number; t removes all three."),
    N_("No removal possible: tiles come from the stock by themselves (marked new)."),
    N_("tab and shift+tab go to the next and previous tile that can be removed."),
)
MARKS = (
    CURSOR_MARK,
    (SINGLE, N_("its two neighbours share a number: it can be removed")),
    (TRIPLE, N_("it and both neighbours share one number: t removes all three")),
    (N_("new"), N_("just drawn from the stock")),
    HINT_MARK,
)
#: The label above a tile just drawn from the stock (after its position), and its short form.
FRESH_LABEL = (N_("new"), "*")
ROW_EMPTY = N_("The row is empty.")
NO_TRIPLE_TEXT = N_("No three neighbouring tiles share one number now (◀▲▶ marks them when they do).")


def fresh_word() -> str:
    """The word above a tile just drawn from the stock, where there is room for it."""
    return _(FRESH_LABEL[0])


def row_empty_text() -> str:
    return _(ROW_EMPTY)


def no_triple_text() -> str:
    """Why t removes nothing now."""
    return _(NO_TRIPLE_TEXT)


def heading(count: int, stock: int) -> str:
    """The start of the row's line above the tiles: its length and the stock."""
    return _("Row: {tiles}, stock: {stock}.").format(tiles=tiles_text(count), stock=stock) + "  "


def legend(single: str, triple: str, *, triples: bool, finished: bool, interactive: bool) -> list[str]:
    """What the marks mean after the heading, the longest first (the board shows the longest that
    fits); ``single``, ``triple``: the marks as drawn (in ASCII on some terminals)."""
    if finished:
        return [_("The game is over: nothing to remove."), _("Game over.")]
    if not interactive:
        # A board that only shows has no keys to name: the marks only say what could go.
        go = _("{mark} can go").format(mark=single)
        keys = [go, go]
        if triples:
            keys = [
                f"{go}  " + _("{mark} can go with its neighbours").format(mark=triple),
                f"{go}  " + _("{mark} can go").format(mark=triple),
            ]
        return keys
    keys = [_("{mark} remove (enter)").format(mark=single), f"{single} {key_words('enter')}"]
    if triples:
        keys = [f"{keys[0]}  " + _("{mark} remove three (t)").format(mark=triple), f"{keys[1]}  {triple} t"]
    return keys


def tile_marks(*, single: bool, triple: bool, new: bool) -> list[str]:
    """The marks under a tile (▲: it can be removed; ◀▲▶: it is the middle of three that can be
    removed) and over it (new: just drawn), as clauses for ``wording.reader.marks_text``."""
    marks = []
    if single and triple:
        marks.append(_("can be removed alone or with its two neighbours"))
    elif single:
        marks.append(_("can be removed"))
    elif triple:
        marks.append(_("can be removed with its two neighbours"))
    if new:
        marks.append(_("just drawn"))
    return marks


# -- a triple said as it is typed --------------------------------------------------------------------

#: The word said between a triple's first and last positions, where its sign (``x2-4``) is garbled
#: by speech in French and Russian, typed back as input too: "x2 to 4".
# i18n: a Castle Rock triple said as typed, "x2 to 4": positions 2 to 4 (typed back as input).
_RANGE_WORD = NC_("range", "to")


def _range_word() -> str:
    return pgettext("range", _RANGE_WORD)


# -- the row in words ---------------------------------------------------------------------------------

#: A row of at most this many tiles is said whole by ``look``; a longer one by the tiles around its
#: removals (``row`` says it whole), so that ``look`` is heard in 30 s or less.
_ROW_SAID_WHOLE = 8
#: The most removals ``look`` names (``moves`` lists them all).
_REMOVALS_NAMED = 5
#: How many tiles ``row N`` says, from position N.
_ROW_STRETCH = 10


def _row_line(position: CastleRockPosition, first: int, last: int) -> str:
    """The row from position ``first`` to ``last``: the whole row each tile after its position; a
    stretch of it by its first and last positions, then its tiles."""
    row = position.row
    if first == 1 and last == len(row):
        tiles = ", ".join(
            _("position {number}: {tile}").format(number=n, tile=t) for n, t in enumerate(row, 1)
        )
        return ngettext(
            "Row of {count} tile, from the left: {tiles}.",
            "Row of {count} tiles, from the left: {tiles}.",
            len(row),
        ).format(count=len(row), tiles=tiles)
    if first == last:
        return _("Position {number}: {tile}.").format(number=first, tile=row[first - 1])
    tiles = ", ".join(str(tile) for tile in row[first - 1 : last])
    return _("Positions {first} to {last}: {tiles}.").format(first=first, last=last, tiles=tiles)


def _stretches(moves: list[Removal]) -> list[tuple[int, int]]:
    """The tiles each removal named takes and joins (one on either side), as stretches of the row."""
    near = sorted({n for move in moves for n in range(move.position - 1, move.position + 2)})
    stretches: list[tuple[int, int]] = []
    for n in near:
        if stretches and n == stretches[-1][1] + 1:
            stretches[-1] = (stretches[-1][0], n)
        else:
            stretches.append((n, n))
    return stretches


class CastleRockWords(GameWords[CastleRockPosition]):
    position_type = CastleRockPosition
    game: ClassVar[str] = "castle-rock"
    name: ClassVar[str] = N_("Castle Rock")
    move_help: ClassVar[str] = N_(
        "A move is x3 (remove the tile at position 3) or x2 to 4 "
        "(remove positions 2 to 4; also written x2-4)."
    )
    wrong_game: ClassVar[str] = N_('"{move}" is not a Castle Rock move')
    illegal_words: ClassVar[Mapping[MoveReason, str]] = {
        CastleRockRefusal.NO_SUCH_TRIPLE: N_(
            "taking out three needs a tile on each side of the middle one; "
            "tile {n}, the last, has none on its right"
        ),
        CastleRockRefusal.NO_SUCH_POSITION: N_("there is no tile at position {n}; the row has {size}"),
        CastleRockRefusal.LEFT_END: N_("position 1 has no tile on its left"),
        CastleRockRefusal.RIGHT_END: N_("position {n} is the right end and has no tile on its right"),
        CastleRockRefusal.SIDES_SHARE_NOTHING: N_(
            "{left} and {right}, either side of position {n}, share no number"
        ),
        CastleRockRefusal.TRIPLE_SHARES_NOTHING: N_(
            "{left}, {middle} and {right} do not all share one number"
        ),
    }
    notation_words: ClassVar[Mapping[TextReason, str]] = {
        NotationReason.NOT_THE_GAMES_MOVE: N_(
            '"{word}" is not a Castle Rock move; write x3 to remove position 3, x2-4 for three'
        ),
        CastleRockNotation.TRIPLE_NOT_NEIGHBOURS: N_(
            '"{word}": a triple names three neighbouring positions, like x2-4'
        ),
    }
    parts_help: ClassVar[str] = N_("row, or row N (the row in full, or from position N)")
    no_puzzles: ClassVar[str | None] = N_(
        "Castle Rock has no puzzles: none of its positions offers more than two moves"
    )

    def owns(self, move: Move) -> bool:
        return isinstance(move, Removal)

    def objective(self, size: int) -> str:
        return _(
            "discard every tile: take out a tile between two that share a number, or three that share one"
        )

    def layout_text(self, position: Position) -> str:
        lines, line = [], ""
        for cell in (f"{i}:{t}" for i, t in enumerate(self.own(position).row, start=1)):
            if line and len(line) + len(cell) + 2 > 78:
                lines.append(line)
                line = ""
            line = f"{line}  {cell}" if line else cell
        lines.append(line or _("(the row is empty)"))
        return "\n".join(lines)

    def spoken_layout(self, position: Position) -> list[str]:
        """The row's length, the removals that can be made, then the row from the left, or for a
        long row the tiles around the removals (``row`` says it whole)."""
        position = self.own(position)
        row = position.row
        if not row:
            return [_("Row: empty.")]
        moves = [move for move in position.legal_moves() if isinstance(move, Removal)]
        count = len(row)
        lines = [
            ngettext(
                "Row of {count} tile, {stock} in stock.", "Row of {count} tiles, {stock} in stock.", count
            ).format(count=count, stock=len(position.stock))
        ]
        if moves:
            named = ", ".join(self.typed(move) or str(move) for move in moves[:_REMOVALS_NAMED])
            more = len(moves) - _REMOVALS_NAMED
            if more > 0:
                named = ngettext("{moves} and {count} more", "{moves} and {count} more", more).format(
                    moves=named, count=more
                )
            lines.append(_("Removals: {moves}.").format(moves=named))
        if count <= _ROW_SAID_WHOLE:
            lines.append(_row_line(position, 1, count))
            return lines
        return lines + [
            _row_line(position, first, last) for first, last in _stretches(moves[:_REMOVALS_NAMED])
        ]

    def spoken_part(self, position: Position, number: int | None) -> str | None:
        """The row (``number``: from that position, ``_ROW_STRETCH`` tiles)."""
        position = self.own(position)
        row = position.row
        if number is None:
            return _row_line(position, 1, len(row))
        if not 1 <= number <= len(row):
            return None
        return _row_line(position, number, min(len(row), number + _ROW_STRETCH - 1))

    def target_text(self, position: Position, target: object) -> str:
        # The board's target is the row position from 1, as the board and the notation count.
        row = self.own(position).row
        if isinstance(target, int) and 1 <= target <= len(row):
            return _("Position {number} of {count}: {tile}.").format(
                number=target, count=len(row), tile=row[target - 1]
            )
        return str(target)

    def line_text(self, position: Position, target: object) -> str | None:
        """The whole row, wherever the cursor is on it."""
        return self.spoken_part(position, None)

    def drawn_places(self, position: Position) -> dict[Tile, str]:
        """A tile by its position: "position 9: 2-6"."""
        return {
            tile: _("position {number}: {tile}").format(number=n, tile=tile)
            for n, tile in enumerate(self.own(position).row, start=1)
        }

    def move_words(self, position: Position, move: Move) -> str:
        """A removal by its position and tile: "position 3 (2-5)", "three around position 3 (2-5)"."""
        if not isinstance(move, Removal):
            return super().move_words(position, move)
        tile = self.own(position).row[move.position - 1]
        if move.triple:
            return _("three around position {number} ({tile})").format(number=move.position, tile=tile)
        return _("position {number} ({tile})").format(number=move.position, tile=tile)

    def typed(self, move: Move) -> str | None:
        """A triple as "x2 to 4": speech garbles its sign."""
        if isinstance(move, Removal) and move.triple:
            return f"x{move.position - 1} {_range_word()} {move.position + 1}"
        return None

    def spoken_joins(self) -> tuple[str, ...]:
        return (_range_word(),)

    def illegal_text(self, reason: MoveReason, facts: dict[str, object]) -> str:
        if reason is CastleRockRefusal.NO_SUCH_TRIPLE and facts.get("n") == 1:
            # Three taken out around the first tile (the reason's words say the last).
            return _(
                "taking out three needs a tile on each side of the middle one; tile 1 has none on its left"
            )
        return super().illegal_text(reason, facts)
