"""Shown instead of everything else while the terminal is too small to play in."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Static

from domino_solitaire.tui.screens.base import SizeWatcher

MIN_WIDTH = 60
MIN_HEIGHT = 18


def too_small(width: int, height: int) -> bool:
    return width < MIN_WIDTH or height < MIN_HEIGHT


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
            f"Domino Solitaire needs {MIN_WIDTH}x{MIN_HEIGHT} or more.\n"
            "Please make the window larger:\n"
            "the game carries on when it fits."
        )
