"""Good Neighbors' words: its name, its help and marks, the turn being built pair by pair, its
tableau said and drawn as text, its turns as they are said, and the engine's reasons its rules and
its notation give."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar

from domino_solitaire.engine.errors import MoveReason, TextReason
from domino_solitaire.engine.good_neighbors import (
    COLUMN_LETTERS,
    SHAPES,
    Cell,
    GoodNeighborsNotation,
    GoodNeighborsPosition,
    GoodNeighborsRefusal,
    Turn,
)
from domino_solitaire.engine.tiles import full_set
from domino_solitaire.i18n import N_, _, ngettext
from domino_solitaire.wording.common import CURSOR_MARK, EMPTY_MARK, HINT_LABEL, PICKED_LABEL, clauses
from domino_solitaire.wording.game_words import GameWords

if TYPE_CHECKING:
    from domino_solitaire.engine.game import Move, Position
    from domino_solitaire.engine.tiles import Tile
    from domino_solitaire.play import MoveChange

# -- the board ---------------------------------------------------------------------------------------

HOW_TO = (
    N_("Select a tile, then a good neighbour (marked +): the two make a pair."),
    N_("Add more pairs if you like; select a paired tile to take its pair back."),
    N_("e ends the turn: pairs go, the rest close up toward a1, the stock refills."),
    N_("tab: the next tile that can make a pair (a selected tile's neighbours); escape: one step back."),
)
MARKS = (
    CURSOR_MARK,
    (PICKED_LABEL[0], N_("the tile selected first: now select a good neighbour of it")),
    ("+", N_("a good neighbour of the selected tile (or of the one under the cursor)")),
    (N_("pair 1"), N_("a pair chosen this turn (select it to take it back)")),
    (HINT_LABEL[0], N_("the hint's move (hint 1, hint 2: its pairs)")),
    EMPTY_MARK,
)
NO_PAIR_CHOSEN = N_("Choose at least one pair of good neighbours before ending the turn.")
END_TURN_UNAVAILABLE = N_(
    "Choose a pair first: select a tile, then a good neighbour (marked +); then e ends the turn."
)


def no_pair_chosen_text() -> str:
    """Why the turn cannot end yet (it was asked to)."""
    return _(NO_PAIR_CHOSEN)


def end_turn_unavailable_text() -> str:
    """Why e does nothing yet (the end-turn key's reason, as the footer tells it)."""
    return _(END_TURN_UNAVAILABLE)


def pair_label(number: int) -> tuple[str, str]:
    """The label of the tiles of the pair chosen ``number``-th this turn, and its short form."""
    return _("pair {number}").format(number=number), str(number)


def hint_pair_label(number: int) -> tuple[str, str]:
    """The label of a hinted tile of a turn of several pairs: its pair's number, and the short form."""
    return _("hint {number}").format(number=number), str(number)


def turn_so_far_text(pairs: int, more_free: bool) -> str:
    """The turn being made: what the player can do next."""
    if not pairs:
        return _("No pairs chosen this turn.")
    if more_free:
        return _("Select another pair, or press e to end the turn.")
    return _("No other pair is free: press e to end the turn.")


def took_back_pair_text(pair: object, so_far: str) -> str:
    return _("Took back the pair {pair}.").format(pair=pair) + f" {so_far}"


def pair_chosen_text(number: int, pair: object, so_far: str) -> str:
    return _("Pair {number}: {pair}.").format(number=number, pair=pair) + f" {so_far}"


def cell_empty_text(cell: object) -> str:
    return _("{cell} is empty").format(cell=cell)


def neighbours_free_text(free: list[str]) -> str:
    """What the player can do with a tile picked: its good neighbours still free this turn."""
    if not free:
        return _("it has no good neighbour free this turn.")
    return _("now select a good neighbour ({cells}).").format(cells=", ".join(free))


def neighbour_picked_text(tile: object, cell: object, choices: str) -> str:
    return _("{tile} at {cell} picked:").format(tile=tile, cell=cell) + f" {choices}"


def neighbour_picked_instead_text(reason: str, tile: object, cell: object, choices: str) -> str:
    """A second pick that is not a good neighbour: the player most likely meant this tile instead."""
    return f"{reason}. " + _("{tile} at {cell} picked instead:").format(tile=tile, cell=cell) + f" {choices}"


# -- the tableau in words ----------------------------------------------------------------------------


def _grid_row(position: GoodNeighborsPosition, number: int) -> str:
    row = position.grid()[number - 1]
    cells = [
        f"{position.cell((number - 1) * position.cols + col)} {_('empty') if tile is None else tile}"
        for col, tile in enumerate(row)
    ]
    return _("Row {number}: {cells}.").format(number=number, cells=", ".join(cells))


_OBJECTIVE = N_("remove every tile in pairs of touching tiles that share a number ({rows} rows of {cols})")
_OBJECTIVE_ODD = N_(
    "remove all tiles but one in pairs of touching tiles that share a number ({rows} rows of {cols})"
)

#: A turn of more pairs than this is said by its count in a move's sentence: cell by cell it takes
#: seconds to hear.
_PAIRS_SAID = 2


class GoodNeighborsWords(GameWords[GoodNeighborsPosition]):
    position_type = GoodNeighborsPosition
    game: ClassVar[str] = "good-neighbors"
    name: ClassVar[str] = N_("Good Neighbors")
    move_help: ClassVar[str] = N_(
        "A move is a turn: its pairs of cells on one line, like a1+b1 or a1+b1 c2+d2."
    )
    wrong_game: ClassVar[str] = N_('"{move}" is not a Good Neighbors turn')
    illegal_words: ClassVar[Mapping[MoveReason, str]] = {
        GoodNeighborsRefusal.NO_PAIR: N_("a turn removes at least one pair"),
        GoodNeighborsRefusal.SAME_CELL: N_("{a}+{b} names one cell twice"),
        GoodNeighborsRefusal.NO_SUCH_CELL: N_("there is no cell {cell} in a {rows}x{cols} tableau"),
        GoodNeighborsRefusal.CELL_EMPTY: N_("{cell} is empty"),
        GoodNeighborsRefusal.CELL_TWICE: N_("{cell} is in two pairs; each tile goes in one pair"),
        GoodNeighborsRefusal.NOT_NEIGHBOURS: N_("{a} and {b} are not neighbours"),
        GoodNeighborsRefusal.NO_SHARED_NUMBER: N_("{tile_a} and {tile_b} share no number"),
    }
    notation_words: ClassVar[Mapping[TextReason, str]] = {
        GoodNeighborsNotation.NOT_A_CELL: N_(
            '"{text}" is not a cell; name a cell by column letter and row number, like b2'
        ),
        GoodNeighborsNotation.EMPTY_TURN: N_("a turn names at least one pair, like a1+b2"),
        GoodNeighborsNotation.NOT_A_PAIR: N_(
            '"{word}" is not a pair; write a pair as two cells joined by +, like a1+b2'
        ),
    }

    def owns(self, move: Move) -> bool:
        return isinstance(move, Turn)

    def objective(self, size: int) -> str:
        rows, cols = SHAPES[size]
        # A set with an odd number of tiles can only be cleared down to one.
        said = _OBJECTIVE_ODD if len(full_set(size)) % 2 else _OBJECTIVE
        return _(said).format(rows=rows, cols=cols)

    def layout_text(self, position: Position) -> str:
        position, width = self.own(position), 6
        lines = ["    " + "".join(COLUMN_LETTERS[c].center(width) for c in range(position.cols))]
        for r, cells in enumerate(position.grid()):
            lines.append(
                f"{r + 1:>3} " + "".join(("." if t is None else str(t)).center(width) for t in cells)
            )
        return "\n".join(lines)

    def spoken_layout(self, position: Position) -> list[str]:
        """Row by row, each tile by its cell (``a1 3-5``)."""
        position = self.own(position)
        return [_grid_row(position, number) for number in range(1, position.rows + 1)]

    def spoken_part(self, position: Position, number: int | None) -> str | None:
        """Row ``number``."""
        position = self.own(position)
        return None if number is None or not 1 <= number <= position.rows else _grid_row(position, number)

    def target_text(self, position: Position, target: object) -> str:
        position = self.own(position)
        if not isinstance(target, Cell):
            return str(target)
        tile = position.tile_at(target)
        return _("{cell}: {tile}.").format(cell=target, tile=_("empty") if tile is None else tile)

    def line_text(self, position: Position, target: object) -> str | None:
        """The row the cursor is on."""
        return self.spoken_part(position, target.row + 1) if isinstance(target, Cell) else None

    def drawn_places(self, position: Position) -> dict[Tile, str]:
        """A tile by its cell: "e1 3-6"."""
        position = self.own(position)
        tiles = [tile for row in position.grid() for tile in row]
        return {
            tile: f"{position.cell(index)} {tile}" for index, tile in enumerate(tiles) if tile is not None
        }

    def moves_sentence(self, position: Position) -> str | None:
        """The pairs a turn can take."""
        position = self.own(position)
        words = [
            _("{first} with {second}").format(
                first=f"{a} ({position.tile_at(a)})", second=f"{b} ({position.tile_at(b)})"
            )
            for a, b in position.open_pairs()
        ]
        if not words:
            return _("No pair can be removed.")
        return ngettext(
            "{count} pair can be removed: {pairs}.", "{count} pairs can be removed: {pairs}.", len(words)
        ).format(count=len(words), pairs=clauses(*words))

    def closed_up_text(self, change: MoveChange) -> str | None:
        """The cell the tiles after it moved up from, in reading order (the cells before it stayed;
        the rows themselves are ``change.rows``: ``look`` reads them)."""
        rows = change.rows
        if rows is None or change.first_changed is None:
            return None
        cols = len(rows[0])
        cell = f"{COLUMN_LETTERS[change.first_changed % cols]}{change.first_changed // cols + 1}"
        # i18n: the tiles after {cell} moved up to fill the cells the pairs left ("the rest closed up").
        return _("closed up from {cell}").format(cell=cell)

    def said_briefly(self, move: Move) -> str | None:
        """A turn of more than two pairs by its count ("4 pairs")."""
        if isinstance(move, Turn) and len(move.pairs) > _PAIRS_SAID:
            count = len(move.pairs)
            return ngettext("{count} pair", "{count} pairs", count).format(count=count)
        return None
