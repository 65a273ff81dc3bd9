"""What a move changed, as a value, worked out from the positions before and after it.

Every face says a move from its ``MoveChange`` (``wording.change_text``): the tiles removed, the
tiles it revealed (Luzon's new feet), the columns it left empty, a tile moved into an empty column,
Good Neighbors' rows after they closed up, the tiles drawn from the stock, and the game's end.
"""

from __future__ import annotations

from dataclasses import dataclass

from domino_solitaire.engine import (
    CastleRockPosition,
    GoodNeighborsPosition,
    LuzonPosition,
    Move,
    Position,
    Status,
    Tile,
)


@dataclass(frozen=True)
class MoveChange:
    """What ``move`` did. Columns are counted from 0, as the engine counts them."""

    move: Move
    removed: tuple[Tile, ...] = ()
    #: Luzon: the tiles a move left at the foot of a column, with the column.
    revealed: tuple[tuple[int, Tile], ...] = ()
    #: Luzon: the columns the move left empty.
    emptied: tuple[int, ...] = ()
    #: Luzon: the tile moved into an empty column, and that column.
    moved_in: tuple[Tile, int] | None = None
    #: Good Neighbors: the tableau's rows after the tiles closed up (None: nothing moved).
    rows: tuple[tuple[Tile | None, ...], ...] | None = None
    #: Good Neighbors: the first cell (as an index in reading order) whose tile changed.
    first_changed: int | None = None
    #: Tiles drawn from the stock: Good Neighbors' refill, Castle Rock's tiles that came in.
    drawn: tuple[Tile, ...] = ()
    #: WON or LOST when the move ended the game; None while it goes on.
    end: Status | None = None


def change_of(move: Move, before: Position, after: Position) -> MoveChange:
    """What ``move`` changed, from the position ``before`` it to the one ``after`` it."""
    removed = after.discarded[len(before.discarded) :]
    drawn = before.stock[: len(before.stock) - len(after.stock)]
    status = after.status
    end = None if status is Status.PLAYING else status
    change = MoveChange(move, removed=removed, drawn=drawn, end=end)
    if isinstance(before, LuzonPosition) and isinstance(after, LuzonPosition):
        return _luzon(change, before, after)
    if isinstance(before, GoodNeighborsPosition) and isinstance(after, GoodNeighborsPosition):
        return _good_neighbors(change, before, after)
    assert isinstance(after, CastleRockPosition)
    return change


def _luzon(change: MoveChange, before: LuzonPosition, after: LuzonPosition) -> MoveChange:
    revealed, emptied = [], []
    moved_in = None
    for index, (was, now) in enumerate(zip(before.columns, after.columns, strict=True)):
        if len(now) < len(was):
            if now:
                revealed.append((index, now[-1]))
            else:
                emptied.append(index)
        elif not was and now:
            moved_in = (now[-1], index)
    return MoveChange(
        change.move,
        removed=change.removed,
        revealed=tuple(revealed),
        emptied=tuple(emptied),
        moved_in=moved_in,
        end=change.end,
    )


def _good_neighbors(
    change: MoveChange, before: GoodNeighborsPosition, after: GoodNeighborsPosition
) -> MoveChange:
    gone = set(change.removed)
    # Tiles that were on the tableau and stayed, each in a new cell: they closed up.
    moved = [
        index
        for index, tile in enumerate(after.cells)
        if tile is not None and tile not in change.drawn and tile not in gone and before.cells[index] != tile
    ]
    changed = [index for index, tile in enumerate(after.cells) if before.cells[index] != tile]
    if not moved and not change.drawn:
        return change
    rows = tuple(tuple(row) for row in after.grid())
    first = min(changed) if changed else None
    return MoveChange(
        change.move,
        removed=change.removed,
        rows=rows,
        first_changed=first,
        drawn=change.drawn,
        end=change.end,
    )
