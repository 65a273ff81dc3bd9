"""The Four Rows board: the line of play between its two open ends, and the rows below it.

A row's last tile is selected to lay it on the end it fits; one that fits both ends waits (picked)
for the player to say which: [ or ] (or either key at once, on the tile under the cursor), or the
end selected with the keys or the mouse; a right click lays it on the right end.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.reactive import reactive

from domino_solitaire.engine.four_rows import End, FourRowsPosition, Lay
from domino_solitaire.engine.game import Move, Position
from domino_solitaire.tui.layout import TileDrawing
from domino_solitaire.tui.layout.four_rows import (
    LINE_LOOK,
    NOT_LAST,
    FourRowsLayout,
    FourRowsPlacement,
    Target,
)
from domino_solitaire.tui.tile_art import render_tile
from domino_solitaire.tui.widgets.board import Board
from domino_solitaire.tui.widgets.drawing import Drawing, label_for
from domino_solitaire.wording.boards import put_back_text
from domino_solitaire.wording.common import CURSOR_MARK, HINT_MARK
from domino_solitaire.wording.errors import error_text
from domino_solitaire.wording.four_rows import (
    END_LETTERS,
    HOW_TO,
    LEFT_KEY_LABEL,
    LEFT_KEY_TOOLTIP,
    MARKS,
    MOUSE,
    RIGHT_KEY_LABEL,
    RIGHT_KEY_TOOLTIP,
    fits_marks,
    hidden_tiles_label,
    line_heading,
    only_last_text,
    pick_row_first_text,
    row_empty_text,
    tile_labels,
    which_end_text,
)

#: The marks of the ends, where the terminal shows ASCII only.
ASCII_ARROWS = {"◀": "<", "▶": ">"}


class FourRowsBoard(Board[Target]):
    # Not in the footer: the game's own keys (hint, new deal, the puzzle's next) keep their place
    # there; the help lists these, and the question of a tile that fits both ends names them.
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left_square_bracket", "lay('L')", LEFT_KEY_LABEL, show=False, tooltip=LEFT_KEY_TOOLTIP),
        Binding("right_square_bracket", "lay('R')", RIGHT_KEY_LABEL, show=False, tooltip=RIGHT_KEY_TOOLTIP),
    ]
    HOW_TO = HOW_TO
    MOUSE = MOUSE
    MARKS = (CURSOR_MARK, *MARKS, HINT_MARK)

    #: The row whose last tile fits both ends, waiting for the player to say which.
    picked: reactive[int | None] = reactive(None, init=False, repaint=False)

    @property
    def rows(self) -> FourRowsPosition:
        assert isinstance(self.position, FourRowsPosition)
        return self.position

    def watch_picked(self) -> None:
        self.selection_changed()

    # -- drawing --------------------------------------------------------------------------------------

    @classmethod
    def layout_for(cls, position: Position, set_size: int) -> FourRowsLayout:
        assert isinstance(position, FourRowsPosition)
        return FourRowsLayout(position)

    def board_layout(self) -> FourRowsLayout:
        return self.layout_for(self.rows, self.set_size)

    def arrow(self, text: str) -> str:
        return "".join(ASCII_ARROWS.get(c, c) for c in text) if self.ascii else text

    def draw_on(self, drawing: Drawing[Target], look: TileDrawing, width: int) -> None:
        position = self.rows
        placement = drawing.placement
        assert isinstance(placement, FourRowsPlacement)
        board_styles = self.board_styles
        drawing.text(
            0,
            0,
            line_heading(len(position.line), position.left_end, position.right_end),
            board_styles.part("heading"),
        )
        for index, rect in placement.line.items():
            a, b = position.line[index]
            lines = render_tile(
                a,
                b,
                orientation="horizontal",
                mode=LINE_LOOK.mode,
                palette=board_styles.palette,
                ascii=board_styles.ascii,
            )
            drawing.put(rect.x, rect.y, lines)
        if placement.hidden is not None:
            rect, count = placement.hidden
            drawing.text(
                rect.x, rect.y, hidden_tiles_label(count).center(rect.width), board_styles.part("number")
            )
        for end in End:
            self.draw_end(drawing, end)
        for (r, i), rect in placement.covered.items():
            drawing.put(rect.x, rect.y, self.tile(position.rows[r][i], look, state="covered"))
        layout = self.board_layout()
        for r, row in enumerate(position.rows):
            if not row:
                y = layout.rows_top(look) + r * layout.row_pitch(look)
                drawing.text(2, y + (look.size[1] - 1) // 2, row_empty_text(), board_styles.part("empty"))
        for target, rect in placement.tiles.items():
            if not isinstance(target, End):
                self.draw_last(drawing, target, rect.x, rect.y, look)

    def draw_end(self, drawing: Drawing[Target], end: End) -> None:
        rect = drawing.placement.tiles[end]
        number = self.rows.end_number(end)
        text = f"◀L{number:>2} " if end is End.LEFT else f" {number:>2}R▶"
        style = self.board_styles.part("mark")
        if end in self.hinted:
            style += self.board_styles.state("hint")
        if self.picked is not None and end in self.rows.fitting_ends(self.picked):
            style += self.board_styles.state("partner")
        if end == self.cursor:
            style += self.board_styles.state("cursor")
        drawing.text(rect.x, rect.y, self.arrow(text), style)

    def draw_last(self, drawing: Drawing[Target], row: int, x: int, y: int, look: TileDrawing) -> None:
        """A row's last tile, its state's label in its frame, the ends it fits under it."""
        tile = self.rows.rows[row][-1]
        state = "picked" if row == self.picked else "hint" if row in self.hinted else "exposed"
        labels = tile_labels()
        label = label_for(look, *labels[state]) if state in labels else ""
        drawing.put(x, y, self.tile(tile, look, state=state, cursor=row == self.cursor, label=label))
        fits = " ".join(END_LETTERS[end] for end in self.rows.fitting_ends(row))
        if fits:
            drawing.text(
                x + (look.size[0] - len(fits)) // 2, y + look.size[1], fits, self.board_styles.part("mark")
            )

    def explain(self, note: Hashable) -> str:
        return only_last_text() if note == NOT_LAST else ""

    def fallback_cursor(self, drawing: Drawing[Target]) -> Target | None:
        if not self.interactive:
            return None
        if self.cursor is None or isinstance(self.cursor, End):
            playable = [target for target in drawing.hits if target in self.playable()]
            return playable[0] if playable else next(iter(drawing.hits), None)
        return super().fallback_cursor(drawing)

    # -- what the engine allows -------------------------------------------------------------------------

    def playable(self) -> set[Target]:
        return {move.row for move in self.rows.legal_moves() if isinstance(move, Lay)}

    def tab_targets(self) -> set[Target]:
        if self.picked is not None:
            return set(self.rows.fitting_ends(self.picked))
        return self.playable()

    def marks_said(self, target: Target) -> list[str]:
        if isinstance(target, End):
            return []
        return fits_marks(self.rows.fitting_ends(target))

    def hint_targets(self, move: Move) -> tuple[Target, ...]:
        if not isinstance(move, Lay):
            return ()
        if len(self.rows.fitting_ends(move.row)) == 2:
            return (move.row, move.end)
        return (move.row,)

    # -- moving and picking ---------------------------------------------------------------------------

    def plan(self, move: Move) -> list[tuple[Target | None, str]]:
        assert isinstance(move, Lay)
        if len(self.rows.fitting_ends(move.row)) == 2:
            return [(move.row, "pick"), (move.end, "pick")]
        return [(move.row, "pick")]

    def pick(self, target: Target, *, alternate: bool = False) -> None:
        if isinstance(target, End):
            self.pick_end(target)
            return
        ends = self.rows.fitting_ends(target)
        if alternate and End.RIGHT in ends:
            self.lay_on(target, End.RIGHT)
        elif len(ends) == 2:
            if self.picked == target:
                self.picked = None
                self.note(put_back_text(self.rows.rows[target][-1]))
                return
            self.picked = target
            position = self.rows
            self.note(which_end_text(position.rows[target][-1], position.left_end, position.right_end))
        else:
            self.lay_on(target, ends[0] if ends else End.LEFT)

    def pick_end(self, end: End) -> None:
        if self.picked is not None:
            self.lay_on(self.picked, end)
            return
        rows = [r for r in range(len(self.rows.rows)) if end in self.rows.fitting_ends(r)]
        self.refuse(pick_row_first_text(end, self.rows.end_number(end), rows))

    def lay_on(self, row: int, end: End) -> None:
        move = Lay(row, end)
        reason = self.rows.why_illegal(move)
        if reason is not None:
            self.refuse(error_text(reason))
            return
        self.picked = None
        self.choose(move)

    def action_lay(self, letter: str) -> None:
        """[ or ]: the tile picked, else the one under the cursor, on that end."""
        end = End(letter)
        row = self.picked if self.picked is not None else self.cursor
        if isinstance(row, int) and not isinstance(row, End):
            self.lay_on(row, end)
        else:
            self.pick_end(end)

    def clear_selection(self) -> bool:
        had = self.picked is not None
        self.set_reactive(FourRowsBoard.picked, None)
        return had

    def binding_state(self) -> Hashable:
        return self.picked
