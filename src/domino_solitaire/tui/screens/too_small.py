"""Shown instead of everything else while the terminal is too small to play in."""

from __future__ import annotations

from typing import Any, ClassVar

from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import Static

from domino_solitaire.i18n import N_
from domino_solitaire.tui.messages import Resized
from domino_solitaire.tui.screens.base import SizeWatcher, closed_early
from domino_solitaire.wording.screens import too_small_text

MIN_WIDTH = 60
MIN_HEIGHT = 18


def too_small(width: int, height: int) -> bool:
    return width < MIN_WIDTH or height < MIN_HEIGHT


def cover_when_too_small(app: App[Any]) -> None:
    """Cover everything with the too-small notice while the terminal is too small, and lift it after."""
    small = too_small(app.size.width, app.size.height)
    showing = isinstance(app.screen, TooSmallScreen)
    if small and not showing:
        app.push_screen(TooSmallScreen())
    elif showing and not small:
        app.pop_screen()


class TooSmallScreen(SizeWatcher, Screen[None]):
    """Asks for a larger window; the app removes it again once the terminal is big enough."""

    # Quitting needs no room: the app's request_quit ends at once here (a game in play is saved).
    BINDINGS: ClassVar[list[BindingType]] = [Binding("q", "app.request_quit", N_("Quit"), show=False)]

    def compose(self) -> ComposeResult:
        # One plain widget, cropped (never scrolled or wrapped into a scrollbar): in a terminal this
        # small, containers that centre wrapped text could chase their own scrollbars round a layout loop.
        yield Static(id="too-small-text", markup=False)

    def on_mount(self) -> None:
        if closed_early(self):
            return
        self.describe()

    def on_resize(self) -> None:
        self.describe()

    def on_screen_resume(self) -> None:
        # Back on top after a dialog that opened over it closed: the terminal may be big enough by now.
        self.describe()
        self.app.call_later(self.check_app_size)

    def check_app_size(self) -> None:
        if self.is_active:
            self.app.post_message(Resized())

    def describe(self) -> None:
        width, height = self.app.size
        for text in self.query(Static):
            text.update(too_small_text(width, height, MIN_WIDTH, MIN_HEIGHT))
