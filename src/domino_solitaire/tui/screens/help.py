"""The help overlay: every key, the mouse, and how this game is played with them."""

from __future__ import annotations

from typing import ClassVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Label, Static

from domino_solitaire.i18n import N_
from domino_solitaire.tui.screens.base import SizeWatcher, closed_early
from domino_solitaire.tui.screens.overlay import Overlay, overlay_foot
from domino_solitaire.wording.labels import overlay_labels
from domino_solitaire.wording.screens import HelpWords, help_title


class HelpScreen(SizeWatcher, Overlay):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q,question_mark,f1", "close", N_("Close")),
    ]

    def __init__(
        self,
        title: str,
        keys: list[tuple[str, str]],
        words: HelpWords,
    ) -> None:
        super().__init__()
        self.title_text = title
        self.keys = keys
        self.words = words

    def compose(self) -> ComposeResult:
        said = overlay_labels()
        table = Table.grid(padding=(0, 2))
        table.add_column(style="bold", no_wrap=True)
        table.add_column()
        for keys, what in self.keys:
            table.add_row(keys, what)
        for keys, what in self.words.mouse:
            table.add_row(keys, what)
        with Vertical(classes="overlay"):
            yield Label(help_title(self.title_text), classes="title")
            with VerticalScroll():
                yield Static(Text("\n".join(self.words.how_to)), classes="how-to")
                yield Static(table)
                if self.words.marks:
                    marks = Table.grid(padding=(0, 2))
                    marks.add_column(style="bold", no_wrap=True)
                    marks.add_column()
                    for mark, meaning in self.words.marks:
                        marks.add_row(Text(mark), Text(meaning))
                    yield Label(said.marks_title, classes="title")
                    yield Static(marks)
            yield from overlay_foot(said.help_foot)

    def on_mount(self) -> None:
        if closed_early(self):
            return
        self.query_one(VerticalScroll).focus()
