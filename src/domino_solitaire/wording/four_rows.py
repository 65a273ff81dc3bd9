"""Four Rows in words: its name and help, how it is played on the board, its marks, the line and
the rows as the board, the screen reader and the text mode say them, the notes of a pick, a move
as a tile laid on an end, and the engine's reasons its rules and its notation give.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar

from domino_solitaire.engine.errors import MoveReason, NotationReason, TextReason
from domino_solitaire.engine.four_rows import End, FourRowsPosition, FourRowsRefusal, Lay
from domino_solitaire.i18n import N_, _, ngettext
from domino_solitaire.wording.common import HINT_LABEL, PICKED_LABEL
from domino_solitaire.wording.game_words import GameWords

if TYPE_CHECKING:
    from collections.abc import Sequence

    from domino_solitaire.engine.game import Move, Position
    from domino_solitaire.engine.tiles import Tile
    from domino_solitaire.play import MoveChange

#: The letters the board writes under a row's last tile for the ends it fits (its marks).
END_LETTERS = {End.LEFT: "L", End.RIGHT: "R"}

HOW_TO = (
    N_("Lay a row's last tile on an open end of the line that has one of its numbers."),
    N_("L, R or L R under a row's last tile: the ends it fits; select it to lay it there."),
    N_("A tile that fits both ends asks which: [ for the left end, ] for the right, or select an end."),
    N_("[ and ] lay the tile under the cursor on the left or right end at once."),
    N_("tab and shift+tab go to the next and previous tile that can be played."),
)
MOUSE = (
    (N_("click an end"), N_("Lay the tile chosen on that end of the line")),
    (N_("right click"), N_("Lay the tile on the line's right end (left click: the left end first)")),
)
#: Its own marks (the board adds the cursor's and the hint's); this module imports no other words,
#: so that the layout's words (``wording.words``) can call it.
MARKS = (
    ("L", N_("the row's last tile fits the line's left end")),
    ("R", N_("the row's last tile fits the line's right end")),
    ("◀ ▶", N_("the line's open ends, with their numbers")),
    (N_("picked"), N_("the tile waiting for an end")),
)

#: The board's heading of the rows, and an empty row.
ROW_EMPTY_LABEL = N_("empty")
#: Clicked on a tile before a row's last one.
ONLY_LAST_TEXT = N_("Only the last tile of a row can be played.")
#: The key that lays a tile on an end, for the help overlay and the footer.
LEFT_KEY_LABEL = N_("Left end")
RIGHT_KEY_LABEL = N_("Right end")
LEFT_KEY_TOOLTIP = N_("Lay the tile under the cursor (or the one picked) on the line's left end")
RIGHT_KEY_TOOLTIP = N_("Lay the tile under the cursor (or the one picked) on the line's right end")


def row_empty_text() -> str:
    """An empty row, where its tiles were."""
    return _(ROW_EMPTY_LABEL)


def only_last_text() -> str:
    """A tile before a row's last one, clicked."""
    return _(ONLY_LAST_TEXT)


def tile_labels() -> dict[str, tuple[str, str]]:
    """The labels in the frame of a row's last tile, by its state: in full, and short."""
    return {"picked": (_(PICKED_LABEL[0]), PICKED_LABEL[1]), "hint": (_(HINT_LABEL[0]), HINT_LABEL[1])}


def line_heading(count: int, left: int, right: int) -> str:
    """The line's heading on the board: its length and its two open ends."""
    return ngettext(
        "Line: {count} tile; open ends {left} and {right}.",
        "Line: {count} tiles; open ends {left} and {right}.",
        count,
    ).format(count=count, left=left, right=right)


def hidden_tiles_label(count: int) -> str:
    """Where the board leaves out the middle of a line too long to show whole: how many it hides."""
    return f"…{count}…"


def which_end_text(tile: Tile, left: int, right: int) -> str:
    """A tile that fits both ends, selected: the player says which end."""
    return _(
        "{tile} fits both ends: [ lays it on the left ({left}), ] on the right ({right}); or select an end."
    ).format(tile=tile, left=left, right=right)


def pick_row_first_text(end: End, number: int, rows: Sequence[int]) -> str:
    """An end selected with no tile picked: which rows' last tiles fit it (``rows`` from 0)."""
    if not rows:
        if end is End.LEFT:
            return _("The left end ({number}): no row's last tile fits it.").format(number=number)
        return _("The right end ({number}): no row's last tile fits it.").format(number=number)
    if end is End.LEFT:
        said = ngettext(
            "The left end ({number}): select a row's last tile first; row {rows} fits it.",
            "The left end ({number}): select a row's last tile first; rows {rows} fit it.",
            len(rows),
        )
    else:
        said = ngettext(
            "The right end ({number}): select a row's last tile first; row {rows} fits it.",
            "The right end ({number}): select a row's last tile first; rows {rows} fit it.",
            len(rows),
        )
    return said.format(number=number, rows=", ".join(str(row + 1) for row in rows))


def fits_marks(ends: Sequence[End]) -> list[str]:
    """The board's L and R under a row's last tile, as clauses for ``wording.marks_text``."""
    if len(ends) == 2:
        return [_("fits both ends")]
    if ends == (End.LEFT,) or list(ends) == [End.LEFT]:
        return [_("fits the left end")]
    if ends:
        return [_("fits the right end")]
    return []


def _row_tiles(row: tuple[Tile, ...]) -> str:
    return ", ".join(str(tile) for tile in row)


def row_sentence(position: FourRowsPosition, row: int) -> str:
    """A row in full, its last tile (the one that can be played) first: the screen reader's cursor
    on it, the text mode's ``row N`` (``row`` from 0)."""
    tiles = position.rows[row]
    if not tiles:
        return _("Row {number}: empty.").format(number=row + 1)
    if len(tiles) == 1:
        return _("Row {number}: last tile {tile}.").format(number=row + 1, tile=tiles[-1])
    return ngettext(
        "Row {number}: last tile {tile}; {count} tile before it: {before}.",
        "Row {number}: last tile {tile}; {count} tiles before it, the nearest first: {before}.",
        len(tiles) - 1,
    ).format(
        number=row + 1,
        tile=tiles[-1],
        count=len(tiles) - 1,
        before=_row_tiles(tuple(reversed(tiles[:-1]))),
    )


def end_sentence(position: FourRowsPosition, end: End) -> str:
    """An open end of the line, as the screen reader says it under the cursor."""
    count = len(position.line)
    if end is End.LEFT:
        said = ngettext(
            "The left end of the line: {number}; the line has {count} tile.",
            "The left end of the line: {number}; the line has {count} tiles.",
            count,
        )
    else:
        said = ngettext(
            "The right end of the line: {number}; the line has {count} tile.",
            "The right end of the line: {number}; the line has {count} tiles.",
            count,
        )
    return said.format(number=position.end_number(end), count=count)


def line_sentence(position: FourRowsPosition) -> str:
    """The whole line, left to right, each tile as it lies."""
    tiles = ", ".join(f"{a}-{b}" for a, b in position.line)
    return ngettext(
        "Line of {count} tile, from the left: {tiles}.",
        "Line of {count} tiles, from the left: {tiles}.",
        len(position.line),
    ).format(count=len(position.line), tiles=tiles)


def ends_sentence(position: FourRowsPosition) -> str:
    """The line's length and its two open ends: what every move is chosen from."""
    return ngettext(
        "Line of {count} tile; left end {left}, right end {right}.",
        "Line of {count} tiles; left end {left}, right end {right}.",
        len(position.line),
    ).format(count=len(position.line), left=position.left_end, right=position.right_end)


class FourRowsWords(GameWords[FourRowsPosition]):
    position_type = FourRowsPosition
    game: ClassVar[str] = "four-rows"
    name: ClassVar[str] = N_("Four Rows")
    move_help: ClassVar[str] = N_(
        "A move is a row and an end: 3L lays the last tile of row 3 on the line's left end, "
        "1R the last tile of row 1 on its right end."
    )
    variant_words: ClassVar[dict[str, str]] = {"five-rows": N_("five rows")}
    wrong_game: ClassVar[str] = N_('"{move}" is not a Four Rows move')
    parts_help: ClassVar[str] = N_("row N (one row in full), or row (the line of play)")
    illegal_words: ClassVar[Mapping[MoveReason, str]] = {
        FourRowsRefusal.NO_SUCH_ROW: N_("there is no row {row}; the rows are 1 to {rows}"),
        FourRowsRefusal.ROW_EMPTY: N_("row {row} is empty"),
        FourRowsRefusal.FITS_NO_END: N_("{tile} matches neither open end of the line ({left} and {right})"),
        FourRowsRefusal.FITS_OTHER_END: N_(
            "{tile} has no {number}, the number at that end; it fits the other end"
        ),
    }
    notation_words: ClassVar[Mapping[TextReason, str]] = {
        NotationReason.NOT_THE_GAMES_MOVE: N_(
            '"{word}" is not a Four Rows move; write a row number and an end, like 3L (left) or 1R (right)'
        ),
    }

    def owns(self, move: Move) -> bool:
        return isinstance(move, Lay)

    def objective(self, size: int) -> str:
        return _("lay all 27 tiles from the ends of the rows onto a line grown from the double-six")

    def layout_text(self, position: Position) -> str:
        """The line (wrapped), its ends, then the rows, each row's last tile with the ends it fits."""
        position = self.own(position)
        lines, line = [], ""
        for cell in (f"{a}-{b}" for a, b in position.line):
            if line and len(line) + len(cell) + 1 > 78:
                lines.append(line)
                line = ""
            line = f"{line} {cell}" if line else cell
        lines.append(line)
        lines.append(_("ends: L {left}  R {right}").format(left=position.left_end, right=position.right_end))
        for row, tiles in enumerate(position.rows):
            marks = "".join(END_LETTERS[end] for end in position.fitting_ends(row))
            said = "  ".join(str(tile) for tile in tiles) if tiles else _("(empty)")
            lines.append(f"{row + 1}  {said}" + (f"  <{marks}" if marks else ""))
        return "\n".join(lines)

    def spoken_layout(self, position: Position) -> list[str]:
        """The ends, then each row's last tile and length."""
        position = self.own(position)
        lines = [ends_sentence(position)]
        for row, tiles in enumerate(position.rows):
            if not tiles:
                lines.append(_("Row {number}: empty.").format(number=row + 1))
                continue
            lines.append(
                ngettext(
                    "Row {number}: last tile {tile}, {count} tile in all.",
                    "Row {number}: last tile {tile}, {count} tiles in all.",
                    len(tiles),
                ).format(number=row + 1, tile=tiles[-1], count=len(tiles))
            )
        return lines

    def spoken_part(self, position: Position, number: int | None) -> str | None:
        """``row N``: row ``number`` in full; ``row`` alone: the line in full."""
        position = self.own(position)
        if number is None:
            return line_sentence(position)
        if not 1 <= number <= len(position.rows):
            return None
        return row_sentence(position, number - 1)

    def target_text(self, position: Position, target: object) -> str:
        """A row's last tile (the board's target is the row, from 0), or an open end of the line."""
        position = self.own(position)
        if isinstance(target, End):
            return end_sentence(position, target)
        if isinstance(target, int) and 0 <= target < len(position.rows):
            return row_sentence(position, target)
        return str(target)

    def line_text(self, position: Position, target: object) -> str | None:
        """The row under the cursor, or the whole line."""
        position = self.own(position)
        if isinstance(target, int) and not isinstance(target, End) and 0 <= target < len(position.rows):
            return row_sentence(position, target)
        return line_sentence(position)

    def move_words(self, position: Position, move: Move) -> str:
        """A move named by its row, its tile and its end: "row 3 (2-6) on the left end (6)"."""
        if not isinstance(move, Lay):
            return super().move_words(position, move)
        position = self.own(position)
        tile = position.last_tile(move.row)
        if move.end is End.LEFT:
            said = _("row {row} ({tile}) on the left end ({number})")
        else:
            said = _("row {row} ({tile}) on the right end ({number})")
        return said.format(row=move.row + 1, tile=tile, number=position.end_number(move.end))

    def taken_text(self, change: MoveChange) -> str | None:
        """The tile laid and its end: "laid 5-6 on the left end"."""
        move, tiles = change.move, change.removed
        if not isinstance(move, Lay) or len(tiles) != 1:
            return None
        if move.end is End.LEFT:
            return _("laid {tile} on the left end").format(tile=tiles[0])
        return _("laid {tile} on the right end").format(tile=tiles[0])
