"""The Castle Rock row: tiles left to right, wrapped onto as many lines as it needs."""

from __future__ import annotations

from collections.abc import Hashable
from typing import ClassVar

from rich.text import Text
from textual.binding import Binding, BindingType

from domino_solitaire.engine import Move, Position
from domino_solitaire.engine.castle_rock import CastleRockPosition, Removal
from domino_solitaire.i18n import N_
from domino_solitaire.tui.layout import TileDrawing
from domino_solitaire.tui.layout.castle_rock import CastleRockLayout
from domino_solitaire.tui.widgets.board import Board
from domino_solitaire.tui.widgets.drawing import Drawing
from domino_solitaire.wording import castle_rock as words
from domino_solitaire.wording.castle_rock import (
    FRESH_LABEL,
    SINGLE,
    TRIPLE,
    fresh_word,
    no_triple_text,
    row_empty_text,
)
from domino_solitaire.wording.common import HINT_LABEL, hint_word

#: The same marks where the terminal shows ASCII only.
ASCII_MARKS = {SINGLE: "^", TRIPLE: "<^>", "▸": ">"}


class CastleRockBoard(Board[int]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("t", "triple", N_("Remove 3"), tooltip=N_("Remove the three tiles centred on the cursor")),
    ]
    MOUSE = words.MOUSE
    HOW_TO = words.HOW_TO
    MARKS = words.MARKS
    CENTRED = False  # the row grows and shrinks: centred, every tile would move up and down with it
    #: Row positions (from 1) of the tiles just drawn from the stock.
    fresh: frozenset[int] = frozenset()

    @property
    def row(self) -> CastleRockPosition:
        assert isinstance(self.position, CastleRockPosition)
        return self.position

    # -- drawing --------------------------------------------------------------------------------------

    @classmethod
    def layout_for(cls, position: Position, set_size: int) -> CastleRockLayout:
        assert isinstance(position, CastleRockPosition)
        return CastleRockLayout(len(position.row), set_size)

    def mark(self, text: str) -> str:
        """A mark of the row (▲, ◀▲▶, ▸), in ASCII where the terminal has nothing else."""
        return ASCII_MARKS.get(text, text) if self.ascii else text

    def draw_on(self, drawing: Drawing[int], look: TileDrawing, width: int) -> None:
        tiles = self.row.row
        w, h = look.size
        singles, triples = self.removals()
        # The legend may run past the tiles into the margin the board centres them in.
        room = width - max(0, (width - drawing.width) // 2)
        drawing.text(0, 0, self.legend(len(tiles), len(self.row.stock), bool(triples), room))
        board_styles = self.board_styles
        for n, rect in drawing.placement.tiles.items():
            x, y = rect.x, rect.y - 1
            state = "hint" if n in self.hinted else "fresh" if n in self.fresh else ""
            if n in self.hinted:
                number = f"{n} {hint_word()}" if w >= 7 else f"{n}{HINT_LABEL[1]}"
            elif n in self.fresh:
                number = f"{n} {fresh_word()}" if w >= 6 else f"{n}{FRESH_LABEL[1]}"
            else:
                number = str(n)
            number_style = board_styles.state(state) if state else board_styles.part("number")
            if n == self.cursor:
                number = f"{self.mark('▸')}{number}"
                number_style += board_styles.state("cursor")
            drawing.text(x + (w - len(number)) // 2, y, number, number_style)
            drawing.put(x, y + 1, self.tile(tiles[n - 1], look, state=state, cursor=n == self.cursor))
            mark = self.mark(TRIPLE if n in triples else SINGLE if n in singles else "")
            if mark:
                drawing.text(x + (w - len(mark)) // 2, y + 1 + h, mark, board_styles.part("mark"))
        if not tiles:
            drawing.text(0, 1, row_empty_text())

    def legend(self, count: int, stock: int, triples: bool, width: int) -> Text:
        """The row's line above the tiles: its length and the stock, then what the marks mean (the
        longest wording that fits ``width``); once the game is over, that nothing can be removed."""
        text = Text(no_wrap=True, end="")
        heading = self.board_styles.part("heading")
        text.append(words.heading(count, stock), style=heading)
        keys = words.legend(
            self.mark(SINGLE),
            self.mark(TRIPLE),
            triples=triples,
            finished=self.row.status.finished,
            interactive=self.interactive,
        )
        fits = [key for key in keys if text.cell_len + len(key) <= width]
        text.append(fits[0] if fits else keys[-1])
        return text

    def fallback_cursor(self, drawing: Drawing[int]) -> int | None:
        if not self.interactive:
            return None
        if self.cursor is None:
            return min(drawing.hits, default=None)
        # The row got shorter than the cursor's position: stay at its right end.
        return max(drawing.hits, default=None)

    def removals(self) -> tuple[set[int], set[int]]:
        """Positions the engine allows to be removed alone, and the middles of removable triples."""
        singles: set[int] = set()
        triples: set[int] = set()
        for move in self.row.legal_moves():
            assert isinstance(move, Removal)
            (triples if move.triple else singles).add(move.position)
        return singles, triples

    def marks_said(self, target: int) -> list[str]:
        singles, triples = self.removals()
        return words.tile_marks(single=target in singles, triple=target in triples, new=target in self.fresh)

    def playable(self) -> set[int]:
        singles, triples = self.removals()
        return singles | triples

    def in_sight(self) -> list[int]:
        # The tiles just drawn (the newest last, so it is the one surely in view), then the cursor.
        return sorted(self.fresh)

    def hint_targets(self, move: Move) -> tuple[int, ...]:
        """The tile to remove first (under the cursor, for enter or t), then its neighbours for a triple."""
        if not isinstance(move, Removal):
            return ()
        p = move.position
        return (p, p - 1, p + 1) if move.triple else (p,)

    # -- moving and picking ---------------------------------------------------------------------------

    def plan(self, move: Move) -> list[tuple[int | None, str]]:
        assert isinstance(move, Removal)
        return [(move.position, "triple" if move.triple else "pick")]

    def pick(self, target: int, *, alternate: bool = False) -> None:
        if self.fresh:
            self.fresh = frozenset()
            self.redraw()
        self.choose(Removal(target, triple=alternate))

    def action_triple(self) -> None:
        if self.cursor is not None:
            self.pick(self.cursor, alternate=True)

    def why_unavailable(self, action: str) -> str | None:
        if action == "triple" and not self.removals()[1]:
            return no_triple_text()
        return None

    def binding_state(self) -> Hashable:
        return bool(self.removals()[1])

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if not super().check_action(action, parameters):
            return False
        if action == "triple":
            return True if self.removals()[1] else None
        return True

    def changed(self, before: Position | None) -> None:
        self.fresh = frozenset()
        if not isinstance(before, CastleRockPosition):
            return
        drawn = len(before.stock) - len(self.row.stock)
        if drawn:
            start = len(self.row.row) - drawn
            self.fresh = frozenset(range(start + 1, len(self.row.row) + 1))
