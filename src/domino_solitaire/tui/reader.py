"""For a screen reader: where the terminal's cursor is, and what the game screen says of the cursor
and of "where am I" keys (the status, the line the cursor is on, the moves that can be played).

A screen reader reads where the terminal's cursor is. The app's ``cursor_position`` is worked out at
every frame from what has focus (``terminal_cursor``): on a board, the first cell of text of the tile
under the board's cursor; on a button, its label; on a text field, where it puts its own cursor.
So it follows every redraw (a move, a hint, a pair, a scroll) without each one having to place it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from textual.geometry import Offset
from textual.widgets import Button, Input

from domino_solitaire.tui.layout import first_text_cell
from domino_solitaire.tui.messages import CursorMoved
from domino_solitaire.tui.widgets.board import Board
from domino_solitaire.wording.labels import board_notes
from domino_solitaire.wording.play import spoken_target
from domino_solitaire.wording.reader import line_text, marks_text, moves_sentence, partner_text
from domino_solitaire.wording.text import spoken_clock
from domino_solitaire.wording.textmode import text_status

if TYPE_CHECKING:
    from textual.app import App
    from textual.widget import Widget

    from domino_solitaire.play import PlaySession


def board_cursor(board: Board[object]) -> Offset | None:
    """On the screen, the first cell of text of the tile under ``board``'s cursor (None: none)."""
    target = board.cursor
    region = None if target is None else board.hit_region(target, tile=True)
    if region is None:
        return None
    x, y = first_text_cell(region.x, region.y, board.look)
    return board.content_region.offset + Offset(x, y) - board.scroll_offset


def focus_cursor(focused: Widget) -> Offset | None:
    """Where the terminal's cursor goes for the widget that has focus (None: where it was put)."""
    if isinstance(focused, Board):
        return board_cursor(focused)
    if isinstance(focused, Input):
        return focused.cursor_screen_offset
    region = focused.content_region
    if isinstance(focused, Button):
        label = len(str(focused.label))
        return region.offset + Offset(max(0, (region.width - label) // 2), region.height // 2)
    return region.offset


@runtime_checkable
class QuestionDialog(Protocol):
    """A dialog whose question the terminal's cursor sits on as it opens (tui.screens.dialogs)."""

    def question_cursor(self) -> Offset | None: ...


def terminal_cursor(app: App[Any], placed: Offset) -> Offset:
    """The terminal's cursor for a screen reader: on a dialog's question as it opens, else on what
    has focus; ``placed`` without a focus."""
    if not app.is_running or not app.screen_stack:
        return placed
    if isinstance(app.screen, QuestionDialog):
        question = app.screen.question_cursor()
        if question is not None:
            return question
    focused = app.screen.focused
    found = None if focused is None or not focused.is_mounted else focus_cursor(focused)
    return placed if found is None else found


class ReaderCursor:
    """The app's ``cursor_position`` (Textual puts the terminal's cursor there at every frame): for a
    screen reader (the app's ``screen_reader``), on what has focus, worked out afresh each time
    (``terminal_cursor``); else where Textual's widgets put it."""

    def __get__(self, app: App[Any] | None, owner: type | None = None) -> Offset:
        placed: Offset = getattr(app, "_placed_cursor", Offset(0, 0))
        if app is None or not getattr(app, "screen_reader", False):
            return placed
        return terminal_cursor(app, placed)

    def __set__(self, app: App[Any], offset: Offset) -> None:
        app._placed_cursor = offset  # type: ignore[attr-defined]


def show_terminal_cursor(app: App[Any]) -> None:
    """A screen reader follows the terminal's cursor: shown (Textual hides it), and the board puts it
    on the tile under the board's cursor."""
    driver = app._driver
    if getattr(app, "screen_reader", False) and driver is not None and not app.is_headless:
        driver.write("\x1b[?25h")


def cursor_sentence(board: Board[object], target: object) -> str:
    """What is under the board's cursor, what the marks on it say first (with a tile selected,
    whether it is that tile's partner; the hint; the board's own marks), then the tile itself."""
    position = board.position
    said = spoken_target(position, target)
    hint = [board_notes().hint_said] if target in board.hinted else []
    marks = marks_text(*hint, *board.marks_said(target))
    if marks:
        said = f"{marks} {said}"
    picked = board.picked_tile()
    if picked is not None:
        where, tile = picked
        said = partner_text(tile, target in board.partners(), itself=where == target) + " " + said
    return said


class ReaderKeys:
    """The game screen's screen-reader side: each cursor move said, and the "where am I" keys.

    Mixed into ``GameScreen``; the keys are in ``tui.keys.GAME_BINDINGS``."""

    session: PlaySession

    @property
    def board(self) -> Board[object]:
        raise NotImplementedError

    def say(self, text: str, *, refusal: bool = False) -> None:
        raise NotImplementedError

    def on_cursor_moved(self, message: CursorMoved) -> None:
        if message.target is not None:
            self.say(cursor_sentence(self.board, message.target))

    def action_say_status(self) -> None:
        state = self.session.state
        # The time in words, as the text mode's status says it ("40 seconds", not "0:40").
        self.say(text_status(state, spoken_clock(state.elapsed)))

    def action_say_line(self) -> None:
        board = self.board
        self.say(line_text(board.position, board.cursor))

    def action_say_moves(self) -> None:
        self.say(moves_sentence(self.session.game.position))
