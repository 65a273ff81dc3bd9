"""Shown instead of everything else while the terminal is too small to play in."""

from __future__ import annotations

from typing import cast

from textual.app import ComposeResult
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Static

MIN_WIDTH = 60
MIN_HEIGHT = 18


def too_small(width: int, height: int) -> bool:
    return width < MIN_WIDTH or height < MIN_HEIGHT


class SizeWatcher:
    """Mixed into every screen of the app to tell it the terminal changed size.

    The app's own resize handler stops the event; the top screen gets it instead.
    Textual calls this handler as well as any ``on_resize`` of the screen class itself.
    """

    def on_resize(self) -> None:
        from domino_solitaire.tui.app import DominoApp

        app = cast("Screen[object]", self).app
        if isinstance(app, DominoApp):
            app.call_later(app.check_size)


class TooSmallScreen(SizeWatcher, Screen[None]):
    """Asks for a larger window; the app removes it again once the terminal is big enough."""

    def compose(self) -> ComposeResult:
        with Middle(), Center():
            yield Static(id="too-small-text")

    def on_mount(self) -> None:
        self.describe()

    def on_resize(self) -> None:
        self.describe()

    def describe(self) -> None:
        width, height = self.app.size
        self.query_one(Static).update(
            f"This terminal is {width}x{height}.\n"
            f"Domino Solitaire needs at least {MIN_WIDTH}x{MIN_HEIGHT}.\n"
            "Please make the window larger; the game carries on when it fits."
        )
