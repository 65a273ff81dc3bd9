"""The help overlay: every key, the mouse, and how this game is played with them."""

from __future__ import annotations

from typing import ClassVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Label, Static

from domino_solitaire.tui.screens.base import SizeWatcher, dismiss_once

MOUSE = (
    ("click", "Select a tile (the same as moving the cursor there and pressing enter)"),
    ("right click", "In Castle Rock: remove the three tiles centred on the one clicked"),
    ("wheel", "Scroll a board that is taller than the window"),
)


class HelpScreen(SizeWatcher, ModalScreen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q,question_mark,f1", "close", "Close"),
    ]

    def __init__(self, title: str, keys: list[tuple[str, str]], how_to: tuple[str, ...]) -> None:
        super().__init__()
        self.title_text = title
        self.keys = keys
        self.how_to = how_to

    def compose(self) -> ComposeResult:
        table = Table.grid(padding=(0, 2))
        table.add_column(style="bold", no_wrap=True)
        table.add_column()
        for keys, what in self.keys:
            table.add_row(keys, what)
        for keys, what in MOUSE:
            table.add_row(keys, what)
        with Vertical(classes="overlay"):
            yield Label(f"{self.title_text}: keys and mouse", classes="title")
            with VerticalScroll():
                yield Static(table)
                yield Static(Text("\n".join(self.how_to)), classes="how-to")
            yield Label("escape closes this help", classes="hint")

    def on_mount(self) -> None:
        self.query_one(VerticalScroll).focus()

    def action_close(self) -> None:
        dismiss_once(self, None)
