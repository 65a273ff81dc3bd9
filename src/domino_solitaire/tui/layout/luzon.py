"""The Luzon layout: five columns, covered tiles one line each above the bottom tile, the reserve beside."""

from __future__ import annotations

from dataclasses import dataclass, field

from domino_solitaire.engine.luzon import COLUMNS, RESERVE, LuzonPosition, Spot
from domino_solitaire.tui.layout.base import BoardLayout, Placement, Rect, TileDrawing
from domino_solitaire.wording.luzon import reserve_heading

#: A covered tile: one line, whatever the look, so the playable bottom tiles stand out.
COVERED_LOOK = TileDrawing("horizontal", "compact")
#: The note of a covered tile (the board says it in words).
COVERED = "covered"


@dataclass
class LuzonPlacement(Placement[Spot]):
    """A placement with the covered tiles (column, depth from the top) and the empty reserve slots."""

    covered: dict[tuple[int, int], Rect] = field(default_factory=dict)
    empty_slots: dict[Spot, Rect] = field(default_factory=dict)


class LuzonLayout(BoardLayout[Spot]):
    def __init__(self, position: LuzonPosition) -> None:
        self.position = position

    @staticmethod
    def gap(look: TileDrawing) -> int:
        return 1 if look.compact or look.tight else 2

    def tallest(self) -> int:
        # Columns only shrink, so the opening's five rows is the most a column holds.
        return max(5, *(len(c) for c in self.position.columns))

    @staticmethod
    def reserve_look(look: TileDrawing) -> TileDrawing:
        """The reserve lies across beside upright columns: three upright tiles would not fit 80x24."""
        return TileDrawing("horizontal", look.mode, look.tight)

    def geometry(self, look: TileDrawing) -> tuple[int, int, int]:
        """Column width, column height and reserve x for ``look``."""
        column_width = max(look.size[0], COVERED_LOOK.size[0])
        height = (self.tallest() - 1) * COVERED_LOOK.size[1] + look.size[1]
        g = self.gap(look)
        return column_width, height, COLUMNS * (column_width + g) + g

    def measure(self, look: TileDrawing, width: int) -> tuple[int, int]:
        reserve = self.reserve_look(look)
        _, height, reserve_x = self.geometry(look)
        return reserve_x + reserve.size[0], 1 + max(height, RESERVE * reserve.size[1])

    def place(self, look: TileDrawing, width: int) -> LuzonPlacement:
        w, h = look.size
        column_width, _height, rx = self.geometry(look)
        g = self.gap(look)
        placement = LuzonPlacement(*self.measure(look, width))
        for i, column in enumerate(self.position.columns):
            x = i * (column_width + g)
            placement.texts.append((x + (column_width - 1) // 2, 0, str(i + 1)))
            y = 1
            covered_x = x + (column_width - COVERED_LOOK.size[0]) // 2
            for depth in range(len(column) - 1):
                rect = Rect(covered_x, y, COVERED_LOOK.size[0], COVERED_LOOK.size[1])
                placement.covered[i, depth] = rect
                placement.notes.append((rect, COVERED))
                y += COVERED_LOOK.size[1]
            spot = Spot.column(i)
            placement.tiles[spot] = placement.hits[spot] = Rect(x + (column_width - w) // 2, y, w, h)
        rw, rh = self.reserve_look(look).size
        placement.texts.append((rx, 0, reserve_heading()[:rw]))
        for k, tile in enumerate(self.position.reserve):
            spot = Spot.slot(k)
            rect = Rect(rx, 1 + k * rh, rw, rh)
            if tile is None:
                # Not a cursor target: nothing can be done with an empty slot.
                placement.empty_slots[spot] = rect
                placement.notes.append((rect, spot))
            else:
                placement.tiles[spot] = placement.hits[spot] = rect
        return placement

    def neighbour(self, placement: Placement[Spot], cursor: Spot, dx: int, dy: int) -> Spot:
        slots = [spot for spot in placement.hits if spot.reserve]
        if dx < 0:
            return Spot.column(COLUMNS - 1) if cursor.reserve else Spot.column(max(0, cursor.index - 1))
        if dx > 0:
            if cursor.reserve:
                return cursor
            if cursor.index < COLUMNS - 1:
                return Spot.column(cursor.index + 1)
            # Right from column 5 goes to the reserve's first tile (empty slots are skipped).
            return slots[0] if slots else cursor
        if cursor.reserve and cursor in slots:
            index = slots.index(cursor) + dy
            return slots[index] if 0 <= index < len(slots) else cursor
        return cursor
