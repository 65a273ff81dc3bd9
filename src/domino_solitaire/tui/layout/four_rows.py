"""The Four Rows layout: the line of play on top, between its two open ends, then the rows.

The line's tiles are always drawn on one line each (a line of 28 tiles would not fit otherwise), in
as many bands as the look leaves room for; a line longer than those bands leaves out its middle, so
that both open ends and their numbers are always in sight. Each row is drawn left to right, its last
tile (the one that can be played) with the ends it fits written under it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from domino_solitaire.engine.four_rows import End, FourRowsPosition
from domino_solitaire.tui.layout.base import BoardLayout, Placement, Rect, TileDrawing

#: A Four Rows target: a row's last tile (the row, from 0), or an open end of the line.
Target = int | End

#: How the line's tiles are drawn, whatever the rows' look: one line each, "[ 3│ 6]".
LINE_LOOK = TileDrawing("horizontal", "compact")
#: The boxes of the two open ends, beside the line: "◀L 6" and " 6R▶".
END_WIDTH = 5
#: The row's number before its tiles.
LABEL_WIDTH = 2
#: A tile of the row that cannot be played (not its last): the board says so when it is clicked.
NOT_LAST = "not-last"


@dataclass
class FourRowsPlacement(Placement[Target]):
    """A placement with the line's tiles (by their place in the line) and the rows' other tiles.

    ``line``: where each shown tile of the line goes, by its index in the line; ``hidden``: where the
    middle of a line too long to show whole is left out, and how many tiles it hides."""

    line: dict[int, Rect] = field(default_factory=dict)
    hidden: tuple[Rect, int] | None = None
    covered: dict[tuple[int, int], Rect] = field(default_factory=dict)


class FourRowsLayout(BoardLayout[Target]):
    def __init__(self, position: FourRowsPosition) -> None:
        self.position = position

    @staticmethod
    def gap(look: TileDrawing) -> int:
        return 0 if look.tight else 1

    @staticmethod
    def bands(look: TileDrawing) -> int:
        """How many lines the line of play may take: four where there is room (a line of 28 shows
        whole from 80x24), two in the squeezed look that fits 60x18."""
        if look.compact and look.tight:
            return 2
        if look.mode == "numerals":
            return 3
        return 4

    def rows_top(self, look: TileDrawing) -> int:
        """Where the rows start: below the heading and the line's bands (and a blank line, unless
        squeezed)."""
        return 1 + self.bands(look) + (0 if look.tight else 1)

    def longest(self) -> int:
        # Rows only shrink: the opening's longest row (7, or 6 in five rows) is the most it holds.
        return max(7 if len(self.position.rows) == 4 else 6, *(len(row) for row in self.position.rows))

    def rows_width(self, look: TileDrawing) -> int:
        w, _h = look.size
        g = self.gap(look)
        return LABEL_WIDTH + self.longest() * (w + g) - g

    def row_pitch(self, look: TileDrawing) -> int:
        """A row's tiles, the ends its last tile fits under them, and a gap unless squeezed (one-line
        tiles need none: the line of marks under them parts the rows)."""
        return look.size[1] + 1 + (0 if look.tight or look.compact else 1)

    def measure(self, look: TileDrawing, width: int) -> tuple[int, int]:
        line_width = 2 * (END_WIDTH + 1) + 3 * (LINE_LOOK.size[0] + 1)
        rows = len(self.position.rows) * self.row_pitch(look)
        return max(self.rows_width(look), line_width), self.rows_top(look) + rows

    def per_band(self, width: int) -> int:
        """How many of the line's tiles a band holds between the two end boxes."""
        inner = width - 2 * (END_WIDTH + 1)
        return max(1, (inner + 1) // (LINE_LOOK.size[0] + 1))

    def place(self, look: TileDrawing, width: int) -> FourRowsPlacement:
        need_w, need_h = self.measure(look, width)
        # The whole width: the line's bands hold the more tiles (28 whole from 80 columns).
        placement = FourRowsPlacement(max(need_w, width), need_h)
        self.place_rows(placement, look, self.rows_top(look))
        self.place_line(placement, look)
        return placement

    def place_rows(self, placement: FourRowsPlacement, look: TileDrawing, top: int) -> None:
        w, h = look.size
        g = self.gap(look)
        for r, row in enumerate(self.position.rows):
            y = top + r * self.row_pitch(look)
            placement.texts.append((0, y + (h - 1) // 2, str(r + 1)))
            for i in range(len(row)):
                rect = Rect(LABEL_WIDTH + i * (w + g), y, w, h)
                if i < len(row) - 1:
                    placement.covered[r, i] = rect
                    placement.notes.append((rect, NOT_LAST))
                else:
                    placement.tiles[r] = rect
                    placement.hits[r] = Rect(rect.x, y, w, h + 1)

    def place_line(self, placement: FourRowsPlacement, look: TileDrawing) -> None:
        """The line in bands between its end boxes: the left box opens the first band, the right one
        follows its last tile; the middle of a line longer than the bands hold is left out."""
        width = placement.width
        per = self.per_band(width)
        bands = self.bands(look)
        count = len(self.position.line)
        slots = per * bands
        shown = list(range(count))
        hidden = 0
        if count > slots:
            # One slot says how many are left out; the rest show both ends' stretches.
            head = (slots - 1) // 2
            tail = slots - 1 - head
            hidden = count - head - tail
            shown = [*range(head), -1, *range(count - tail, count)]
        step = LINE_LOOK.size[0] + 1
        for k, index in enumerate(shown):
            rect = Rect(END_WIDTH + 1 + (k % per) * step, 1 + k // per, LINE_LOOK.size[0], 1)
            if index < 0:
                placement.hidden = (rect, hidden)
            else:
                placement.line[index] = rect
        left = Rect(0, 1, END_WIDTH, 1)
        # The right end's box right after the line's last tile, as the line reads.
        last = len(shown) - 1
        right = Rect(END_WIDTH + 1 + (last % per + 1) * step, 1 + last // per, END_WIDTH, 1)
        placement.tiles[End.LEFT] = placement.hits[End.LEFT] = left
        placement.tiles[End.RIGHT] = placement.hits[End.RIGHT] = right

    def neighbour(self, placement: Placement[Target], cursor: Target, dx: int, dy: int) -> Target:
        rows = [target for target in placement.hits if not isinstance(target, End)]
        if isinstance(cursor, End):
            if dx:
                return End.LEFT if dx < 0 else End.RIGHT
            return rows[0] if dy > 0 and rows else cursor
        if dx:
            return End.LEFT if dx < 0 else End.RIGHT
        if cursor not in rows:
            return cursor
        index = rows.index(cursor) + dy
        if index < 0:
            return End.LEFT
        return rows[min(index, len(rows) - 1)]
