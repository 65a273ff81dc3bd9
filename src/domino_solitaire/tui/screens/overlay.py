"""What the help and rules overlays share: a Close button, and a click outside closes them."""

from __future__ import annotations

from textual import events, on
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.screen import ModalScreen
from textual.widgets import Button, Label

from domino_solitaire.tui.screens.base import dismiss_once
from domino_solitaire.wording.labels import overlay_labels


def overlay_foot(hint: str) -> ComposeResult:
    """The overlay's last line: what the keys do, and Close for the mouse."""
    with Horizontal(classes="overlay-foot"):
        yield Label(hint, classes="hint")
        yield Button(overlay_labels().close, id="overlay-close", variant="primary", compact=True)


class Overlay(ModalScreen[None]):
    """A page over the game (help, rules) that the mouse closes too: its Close button, or a click on
    the dimmed game around it (nothing is lost by closing a page that only informs)."""

    def on_mount(self) -> None:
        for button in self.query(Button):
            button.can_focus = False  # the keys scroll the page; the button is for the mouse

    @on(Button.Pressed, "#overlay-close")
    def close_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_close()

    def on_click(self, event: events.Click) -> None:
        widget, _region = self.get_widget_at(event.screen_x, event.screen_y)
        if widget is self:
            self.action_close()

    def action_close(self) -> None:
        dismiss_once(self, None)
