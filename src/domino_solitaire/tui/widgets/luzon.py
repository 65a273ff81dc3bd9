"""The Luzon layout: five columns with their bottom tiles exposed, and the reserve beside them."""

from __future__ import annotations

from textual.geometry import Region

from domino_solitaire.engine import Discard, LuzonPosition, Move, Position, Rules, Shift, Spot
from domino_solitaire.engine.luzon import COLUMNS, RESERVE
from domino_solitaire.tui.widgets.board import (
    COVERED,
    CURSOR,
    HINT,
    HINT_LABEL,
    PARTNER,
    PICKED,
    Board,
    Drawing,
    Look,
    label_for,
    tile_lines,
)

#: Spots in cursor order: the five columns, then the reserve slots.
SPOTS = tuple(Spot.column(i) for i in range(COLUMNS)) + tuple(Spot.slot(i) for i in range(RESERVE))


class LuzonBoard(Board[Spot]):
    HOW_TO = (
        "Play the bottom tile of a column (bright frame) or a reserve tile.",
        "Select a tile, then its partner (marked +) to discard both.",
        "To fill an empty column: select a bottom tile, then the empty column.",
    )

    def __init__(
        self, rules: Rules, position: Position, *, numerals: bool = False, colour: bool = True
    ) -> None:
        super().__init__(rules, position, numerals=numerals, colour=colour)
        self.picked: Spot | None = None

    @property
    def layout_position(self) -> LuzonPosition:
        assert isinstance(self.position, LuzonPosition)
        return self.position

    # -- drawing --------------------------------------------------------------------------------------

    def gap(self, look: Look) -> int:
        return 1 if look.compact else 2

    def tallest(self) -> int:
        # Columns only shrink, so the opening's five rows is the most a column holds.
        return max(5, *(len(c) for c in self.layout_position.columns))

    def parts(self, look: Look) -> tuple[Look, Look, Look]:
        """Looks of the bottom tiles, the covered tiles and the reserve.

        With upright pip tiles the covered tiles shrink to one line each and the
        reserve lies across, so the playable tiles keep their pips at 80x24.
        """
        if look == Look("vertical", "pips"):
            return look, Look("horizontal", "compact"), Look("horizontal", "pips")
        return look, look, look

    def geometry(self, look: Look) -> tuple[int, int, int]:
        """Column width, column height and reserve x for ``look``."""
        foot, covered, _ = self.parts(look)
        column_width = max(foot.size[0], covered.size[0])
        height = (self.tallest() - 1) * covered.size[1] + foot.size[1]
        g = self.gap(look)
        return column_width, height, COLUMNS * (column_width + g) + g

    def measure(self, look: Look, width: int) -> tuple[int, int]:
        _, _, reserve = self.parts(look)
        _, height, reserve_x = self.geometry(look)
        return reserve_x + reserve.size[0], 1 + max(height, RESERVE * reserve.size[1])

    def draw(self, look: Look, width: int) -> Drawing[Spot]:
        position = self.layout_position
        foot_look, covered_look, reserve_look = self.parts(look)
        w, h = foot_look.size
        column_width, _, rx = self.geometry(look)
        g = self.gap(look)
        need_w, need_h = self.measure(look, width)
        drawing: Drawing[Spot] = Drawing(need_w, need_h)
        partners = self.partners()
        for i, column in enumerate(position.columns):
            x = i * (column_width + g)
            spot = Spot.column(i)
            drawing.text(x + (column_width - 1) // 2, 0, str(i + 1), "bold")
            y = 1
            for covered in column[:-1]:
                lines = tile_lines(covered, covered_look, colour=self.colour, style=COVERED)
                drawing.put(x + (column_width - covered_look.size[0]) // 2, y, lines)
                y += covered_look.size[1]
            style, label = self.marks(spot, partners, foot_look)
            if column:
                lines = tile_lines(
                    column[-1], foot_look, colour=self.colour, style=style or "bold", label=label
                )
            else:
                empty = (
                    ("move here" if w >= 11 else "here")
                    if spot in partners or spot in self.hinted
                    else "empty"
                )
                lines = tile_lines(None, foot_look, colour=self.colour, style=style, empty_label=empty)
            foot_x = x + (column_width - w) // 2
            drawing.put(foot_x, y, lines)
            drawing.hits[spot] = Region(foot_x, y, w, h)
        rw, rh = reserve_look.size
        drawing.text(rx, 0, "reserve"[:rw], "bold")
        for k, tile in enumerate(position.reserve):
            spot = Spot.slot(k)
            style, label = self.marks(spot, partners, reserve_look)
            y = 1 + k * rh
            name = f"R{k + 1}"
            if tile is None:
                lines = tile_lines(None, reserve_look, colour=self.colour, style=style, empty_label=name)
            else:
                lines = tile_lines(
                    tile,
                    reserve_look,
                    colour=self.colour,
                    style=style or "bold",
                    # "R1+", but "R1 hint": a word reads better apart.
                    label=label_for(reserve_look, f"{name}{' ' * (len(label) > 1)}{label}", label),
                )
            drawing.put(rx, y, lines)
            drawing.hits[spot] = Region(rx, y, rw, rh)
        return drawing

    def marks(self, spot: Spot, partners: set[Spot], look: Look) -> tuple[str, str]:
        style, label = "", ""
        if spot == self.picked:
            style, label = PICKED, label_for(look, "picked", "*")
        elif spot in self.hinted:
            style, label = HINT, label_for(look, *HINT_LABEL)
        elif spot in partners:
            style, label = PARTNER, "+"
        if spot == self.cursor:
            style = f"{style} {CURSOR}".strip()
        return style, label

    def partners(self) -> set[Spot]:
        """Where the picked tile (or the one under the cursor) can go: the engine's legal moves with it."""
        focus = self.picked or self.cursor
        position = self.layout_position
        if focus is None or position.tile_at(focus) is None:
            return set()
        found: set[Spot] = set()
        for move in position.legal_moves():
            if isinstance(move, Discard) and focus in (move.first, move.second):
                found.add(move.second if move.first == focus else move.first)
            elif isinstance(move, Shift) and not focus.reserve and move.source == focus.index:
                found.add(Spot.column(move.target))
        return found

    def hint_targets(self, move: Move) -> tuple[Spot, ...]:
        if isinstance(move, Discard):
            return (move.first, move.second) if move.first != move.second else (move.first,)
        if isinstance(move, Shift):
            return (Spot.column(move.source), Spot.column(move.target))
        return ()

    # -- moving and picking ---------------------------------------------------------------------------

    def action_cursor(self, dx: int, dy: int) -> None:
        if self.cursor is None:
            return
        index = SPOTS.index(self.cursor)
        if dx < 0:
            index = COLUMNS - 1 if self.cursor.reserve else max(0, index - 1)
        elif dx > 0:
            # Right from column 5 goes to the reserve's first slot.
            index = index if self.cursor.reserve else index + 1
        elif self.cursor.reserve:
            index = min(max(COLUMNS, index + dy), len(SPOTS) - 1)
        self.set_cursor(SPOTS[index])

    def pick(self, target: Spot, *, alternate: bool = False) -> None:
        position = self.layout_position
        tile = position.tile_at(target)
        picked, self.picked = self.picked, None
        if picked is None:
            if tile is not None:
                self.picked = target
                self.note(f"{tile} from {target.describe()} picked: now select its partner.")
            elif target.reserve:
                self.refuse(f"{target.describe()} is empty")
            else:
                self.refuse(f"{target.describe()} is empty: select a bottom tile first, then this column.")
        elif picked == target:
            self.note(f"{tile} put back.")
        elif tile is None and not target.reserve:
            self.parse(f"{picked}>{target}", self.choose)
        else:
            self.parse(f"{picked}+{target}", self.choose)
        self.redraw()

    def changed(self, before: Position | None) -> str:
        if not isinstance(before, LuzonPosition) or len(before.discarded) != len(self.position.discarded):
            return ""
        # No tile left play, so a tile moved into an empty column: say which.
        for index, column in enumerate(self.layout_position.columns):
            if len(column) == 1 and not before.columns[index]:
                return f"{column[0]} moved into column {index + 1}."
        return ""

    def clear_selection(self) -> bool:
        had = self.picked is not None
        self.picked = None
        return had
