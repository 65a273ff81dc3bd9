"""What a move changed, as a value, worked out from the positions before and after it.

Every face says a move from its ``MoveChange`` (``wording.change_text``): the tiles removed, what
the move did to the layout as the game's position says it (``Position.change_from``: the tiles it
revealed, the columns it left empty, a tile moved into an empty column, the rows after they closed
up), the tiles drawn from the stock, and the game's end.
"""

from __future__ import annotations

from dataclasses import dataclass

from domino_solitaire.engine import Move, Position, Status, Tile


@dataclass(frozen=True)
class MoveChange:
    """What ``move`` did. Columns and cells are counted from 0, as the engine counts them."""

    move: Move
    removed: tuple[Tile, ...] = ()
    #: The tiles a move left at the foot of a column, with the column.
    revealed: tuple[tuple[int, Tile], ...] = ()
    #: The columns the move left empty.
    emptied: tuple[int, ...] = ()
    #: The tile moved into an empty column, and that column.
    moved_in: tuple[Tile, int] | None = None
    #: A grid's rows after the tiles closed up (None: nothing moved).
    rows: tuple[tuple[Tile | None, ...], ...] | None = None
    #: The first cell (as an index in reading order) whose tile changed.
    first_changed: int | None = None
    #: Tiles drawn from the stock.
    drawn: tuple[Tile, ...] = ()
    #: WON or LOST when the move ended the game; None while it goes on.
    end: Status | None = None


def change_of(move: Move, before: Position, after: Position) -> MoveChange:
    """What ``move`` changed, from the position ``before`` it to the one ``after`` it."""
    status = after.status
    layout = after.change_from(before)
    return MoveChange(
        move,
        removed=after.removed_since(before),
        revealed=layout.revealed,
        emptied=layout.emptied,
        moved_in=layout.moved_in,
        rows=layout.rows,
        first_changed=layout.first_changed,
        drawn=after.drawn_since(before),
        end=None if status is Status.PLAYING else status,
    )
