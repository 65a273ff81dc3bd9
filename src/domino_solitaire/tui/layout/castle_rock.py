"""The Castle Rock row's layout: tiles left to right in bands, each with its position above and its
removal mark below, wrapped onto as many bands as the row needs."""

from __future__ import annotations

from domino_solitaire.tui.layout.base import BoardLayout, Placement, Rect, TileDrawing

#: The narrowest a Castle Rock drawing is: room for its legend line.
LEGEND_WIDTH = 60


class CastleRockLayout(BoardLayout[int]):
    def __init__(self, count: int, set_size: int) -> None:
        self.count = count
        self.set_size = set_size

    @staticmethod
    def per_line(look: TileDrawing, width: int) -> int:
        w, _height = look.size
        return max(1, (width + 1) // (w + 1))

    def nominal(self) -> int:
        """The row length the look is chosen for: a quarter of the set (at least 8, at most all of it).

        The look follows the terminal and the set, not the row's length, so it does not switch
        back and forth as the row grows and shrinks; a longer row scrolls.
        """
        total = (self.set_size + 1) * (self.set_size + 2) // 2
        return min(total, max(8, total // 4))

    def extent(self, look: TileDrawing, width: int, count: int) -> tuple[int, int]:
        """(width, height) of a row of ``count`` tiles in ``look``."""
        w, h = look.size
        count = max(1, count)
        per = min(self.per_line(look, width), count)
        bands = -(-count // per)
        return per * (w + 1) - 1, 1 + bands * (h + 2)

    def measure(self, look: TileDrawing, width: int) -> tuple[int, int]:
        return self.extent(look, width, self.nominal())

    def place(self, look: TileDrawing, width: int) -> Placement[int]:
        w, h = look.size
        need_w, need_h = self.extent(look, width, self.count)
        placement: Placement[int] = Placement(max(need_w, min(width, LEGEND_WIDTH)), need_h)
        per = self.per_line(look, width)
        for i in range(self.count):
            x = (i % per) * (w + 1)
            y = 1 + (i // per) * (h + 2)
            placement.tiles[i + 1] = Rect(x, y + 1, w, h)
            placement.hits[i + 1] = Rect(x, y, w, h + 2)
        return placement

    def neighbour(self, placement: Placement[int], cursor: int, dx: int, dy: int) -> int:
        if dx:
            # Along the row, wrapping from one line to the next as the row does.
            return min(max(1, cursor + dx), self.count)
        return placement.step_from(cursor, dx, dy)
