"""Luzon's words: its name, its help and marks, its places (columns and reserve slots), its layout
said and drawn as text, its moves as they are typed and said, and the engine's reasons its rules
and its notation give."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar

from domino_solitaire.engine.errors import MoveReason, NotationReason, TextReason
from domino_solitaire.engine.luzon import Discard, LuzonNotation, LuzonPosition, LuzonRefusal, Shift, Spot
from domino_solitaire.i18n import N_, NC_, _, ngettext, pgettext
from domino_solitaire.wording.common import CURSOR_MARK, HINT_MARK, PICKED_LABEL
from domino_solitaire.wording.game_words import GameWords

if TYPE_CHECKING:
    from domino_solitaire.engine.game import Move, Position
    from domino_solitaire.engine.tiles import Tile

# -- the board ---------------------------------------------------------------------------------------

HOW_TO = (
    N_("Play the bottom tile of a column (framed) or a reserve tile; covered tiles are one-line."),
    N_("Select a tile, then its partner (marked +) to discard both."),
    N_("To fill an empty column: select a bottom tile, then the empty column."),
    N_("tab, shift+tab: the next, previous tile that can be played (a selected tile's partners)."),
)
MARKS = (
    CURSOR_MARK,
    (N_("framed tile"), N_("a column's bottom tile or a reserve tile: it can be played")),
    (N_("[ 3│ 5] dim"), N_("a covered tile: it waits until the tiles below it are gone")),
    (PICKED_LABEL[0], N_("the tile selected first: now select its partner")),
    ("+", N_("a partner of the selected tile (or of the one under the cursor)")),
    (N_("here"), N_("an empty column the selected tile can move into")),
    HINT_MARK,
    ("R1 R2 R3", N_("the reserve slots (each played once, then empty)")),
)
#: What a covered tile says when clicked.
COVERED_TEXT = N_("That tile is covered: only the bottom tile of a column can be played.")
#: The reserve's heading above its slots (cut to the room there is).
RESERVE_HEADING = N_("reserve")
#: An empty column's label: one the selected tile can move into (long, short), or one it cannot.
MOVE_HERE_LABEL = (N_("move here"), N_("here"))
EMPTY_LABEL = N_("empty")


def covered_text() -> str:
    return _(COVERED_TEXT)


def reserve_heading() -> str:
    return _(RESERVE_HEADING)


def empty_column_label(move_here: bool, narrow: bool) -> str:
    """An empty column's label: whether the selected tile can move into it (short where ``narrow``)."""
    return _(MOVE_HERE_LABEL[narrow]) if move_here else _(EMPTY_LABEL)


SELECT_PARTNER = N_("now select its partner.")


def reserve_slot_label(index: int) -> str:
    """A reserve slot's name (from 0): "R1"."""
    return f"R{index + 1}"


def slot_stays_empty_text(slot: str) -> str:
    """What an empty reserve slot says when clicked (``slot``: the spot described)."""
    return _("{slot} is empty; it stays empty.").format(slot=slot[:1].upper() + slot[1:])


def spot_empty_text(spot: str, *, reserve: bool) -> str:
    """Why an empty spot cannot be selected first."""
    if reserve:
        return _("{spot} is empty").format(spot=spot)
    return _("{spot} is empty: select a bottom tile first, then this column.").format(spot=spot)


def partner_picked_text(tile: object, spot: str) -> str:
    return _("{tile} from {spot} picked:").format(tile=tile, spot=spot) + f" {_(SELECT_PARTNER)}"


def partner_picked_instead_text(reason: str, tile: object, spot: str) -> str:
    """A second pick that is not a partner: the player most likely meant this tile instead."""
    picked = _("{tile} from {spot} picked instead:").format(tile=tile, spot=spot)
    return f"{reason}. {picked} {_(SELECT_PARTNER)}"


def spot_text(spot: Spot) -> str:
    """A place: "column 3" or "reserve slot R1"."""
    if spot.reserve:
        return _("reserve slot {value}").format(value=spot)
    return _("column {value}").format(value=spot)


# -- a shift said as it is typed ---------------------------------------------------------------------

#: The word said between a shift's two columns, where its sign (``1>2``) is left out by speech
#: ("one two"), typed back as input too: "1 to 2".
# i18n: a Luzon shift said as typed, "1 to 2": column 1's foot into column 2 (typed back as input).
_TO_WORD = NC_("shift", "to")


def to_word() -> str:
    """The word a shift is said with, in the player's language ("1 to 2", "1 à 2", "1 в 2")."""
    return pgettext("shift", _TO_WORD)


# -- the layout in words -----------------------------------------------------------------------------


def _column_foot(number: int, column: tuple[Tile, ...]) -> str:
    if not column:
        return _("Column {number}: empty.").format(number=number)
    if len(column) == 1:
        return _("Column {number}: foot {tile}.").format(number=number, tile=column[-1])
    return ngettext(
        "Column {number}: foot {tile}, {count} tile above it.",
        "Column {number}: foot {tile}, {count} tiles above it.",
        len(column) - 1,
    ).format(number=number, tile=column[-1], count=len(column) - 1)


def _whole_column(number: int, column: tuple[Tile, ...]) -> str:
    if len(column) <= 1:
        return _column_foot(number, column)
    above = ", ".join(str(t) for t in column[:-1])
    return _("Column {number}, from the top: {above}, foot {tile}.").format(
        number=number, tile=column[-1], above=above
    )


def _reserve_line(position: LuzonPosition) -> str:
    slots = [f"R{n} {_('empty') if t is None else t}" for n, t in enumerate(position.reserve, start=1)]
    return _("Reserve: {slots}.").format(slots=", ".join(slots))


def _column_said(position: LuzonPosition, target: Spot) -> str:
    """A column under the cursor: its foot, then the covered tiles as a sighted player sees them,
    the nearest (the next to be played) first."""
    column = position.columns[target.index]
    if not column:
        return _("Column {number}: empty.").format(number=target.index + 1)
    if len(column) == 1:
        return _("Column {number}: foot {tile}.").format(number=target.index + 1, tile=column[-1])
    return ngettext(
        "Column {number}: foot {tile}; {count} covered tile above it: {above}.",
        "Column {number}: foot {tile}; {count} covered tiles above it, the nearest first: {above}.",
        len(column) - 1,
    ).format(
        number=target.index + 1,
        tile=column[-1],
        count=len(column) - 1,
        above=", ".join(str(tile) for tile in reversed(column[:-1])),
    )


class LuzonWords(GameWords[LuzonPosition]):
    position_type = LuzonPosition
    game: ClassVar[str] = "luzon"
    name: ClassVar[str] = N_("Luzon")
    move_help: ClassVar[str] = N_(
        "A move is 2+5 (discard the feet of columns 2 and 5), 3+R2 (with reserve slot 2), "
        "or 4 to 1 (move column 4's foot into empty column 1; also written 4>1)."
    )
    variant_words: ClassVar[dict[str, str]] = {"six-ends": N_("six-ends")}
    wrong_game: ClassVar[str] = N_('"{move}" is not a Luzon move')
    illegal_words: ClassVar[Mapping[MoveReason, str]] = {
        LuzonRefusal.SAME_SPOT: N_("{a}+{b} names one tile twice"),
        LuzonRefusal.TWO_RESERVE: N_("two reserve tiles never pair with each other"),
        LuzonRefusal.NO_SUCH_SPOT: N_("there is no {spot}"),
        LuzonRefusal.SPOT_EMPTY: N_("{spot} is empty"),
        LuzonRefusal.NOT_TWELVE: N_("{a} and {b} total {number} pips, not {target}"),
        LuzonRefusal.NOT_SIX_ENDS: N_(
            "in six-ends the ends of {a} and {b} cannot be paired off to total six each"
        ),
        LuzonRefusal.SAME_COLUMN: N_("a tile moves to another column"),
        LuzonRefusal.TARGET_NOT_EMPTY: N_(
            "column {number} is not empty; a tile moves only into an empty column"
        ),
        LuzonRefusal.SOURCE_EMPTY: N_("column {number} is empty; only a tile with others above it may move"),
        LuzonRefusal.SOURCE_ALONE: N_(
            "column {number} holds only one tile; only a tile with others above it may move"
        ),
    }
    notation_words: ClassVar[Mapping[TextReason, str]] = {
        LuzonNotation.NOT_A_SPOT: N_('"{text}" is neither a column 1-5 nor a reserve slot R1-R3'),
        LuzonNotation.SHIFT_FROM_RESERVE: N_(
            '"{word}": only a column\'s foot tile moves, into an empty column'
        ),
        NotationReason.NOT_THE_GAMES_MOVE: N_(
            '"{word}" is not a Luzon move; write 2+5 or 3+R2 to discard a pair, 4>1 to move a tile'
        ),
    }

    def owns(self, move: Move) -> bool:
        return isinstance(move, (Discard, Shift))

    def objective(self, size: int) -> str:
        return _(
            "discard all 28 tiles in pairs totalling 12 pips, from the feet of five columns and a reserve"
        )

    def layout_text(self, position: Position) -> str:
        position, width = self.own(position), 6
        height = max((len(c) for c in position.columns), default=0)
        lines = ["".join(str(i + 1).center(width) for i in range(len(position.columns)))]
        for r in range(height):
            row = "".join((str(c[r]) if r < len(c) else "").center(width) for c in position.columns)
            lines.append(row.rstrip())
        slots = "  ".join(f"R{i + 1} {'.' if t is None else t}" for i, t in enumerate(position.reserve))
        lines.append(_("reserve") + f"  {slots}")
        return "\n".join(lines)

    def spoken_layout(self, position: Position) -> list[str]:
        """Each column's foot (the tile that can be played) and how many tiles cover it (``column
        N`` says them), then the reserve."""
        position = self.own(position)
        lines = [_column_foot(number, column) for number, column in enumerate(position.columns, start=1)]
        return [*lines, _reserve_line(position)]

    def spoken_part(self, position: Position, number: int | None) -> str | None:
        """Column ``number`` with every tile in it."""
        position = self.own(position)
        if number is None or not 1 <= number <= len(position.columns):
            return None
        return _whole_column(number, position.columns[number - 1])

    def target_text(self, position: Position, target: object) -> str:
        position = self.own(position)
        if not isinstance(target, Spot):
            return str(target)
        if target.reserve:
            tile = position.reserve[target.index]
            return _("Reserve {slot}: {tile}.").format(slot=target, tile=_("empty") if tile is None else tile)
        return _column_said(position, target)

    def line_text(self, position: Position, target: object) -> str | None:
        """The column or the reserve the cursor is on."""
        if not isinstance(target, Spot):
            return None
        if target.reserve:
            return self.spoken_layout(position)[-1]
        return self.spoken_part(position, target.index + 1)

    def move_words(self, position: Position, move: Move) -> str:
        """A discard by its places and tiles: "column 1 (1-6) with reserve slot 2 (2-4)"."""
        position = self.own(position)
        if isinstance(move, Discard):
            first, second = (
                f"{spot_text(spot)} ({position.tile_at(spot)})" for spot in (move.first, move.second)
            )
            return _("{first} with {second}").format(first=first, second=second)
        return super().move_words(position, move)

    def typed(self, move: Move) -> str | None:
        """A shift as "1 to 2": speech leaves its sign out."""
        if isinstance(move, Shift):
            return f"{move.source + 1} {to_word()} {move.target + 1}"
        return None

    def spoken_joins(self) -> tuple[str, ...]:
        return (to_word(),)

    def illegal_text(self, reason: MoveReason, facts: dict[str, object]) -> str:
        spot = facts.get("spot")
        if isinstance(spot, Spot):
            facts = {**facts, "spot": spot_text(spot)}
        return super().illegal_text(reason, facts)
