"""The help overlay: every key, the mouse, and how this game is played with them."""

from __future__ import annotations

from typing import ClassVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Label, Static

from domino_solitaire.i18n import N_, _
from domino_solitaire.tui.screens.base import SizeWatcher, closed_early
from domino_solitaire.tui.screens.overlay import Overlay, overlay_foot
from domino_solitaire.wording.labels import overlay_labels
from domino_solitaire.wording.screens import MOUSE_HELP as MOUSE
from domino_solitaire.wording.screens import help_title


class HelpScreen(SizeWatcher, Overlay):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q,question_mark,f1", "close", N_("Close")),
    ]

    def __init__(
        self,
        title: str,
        keys: list[tuple[str, str]],
        how_to: tuple[str, ...],
        mouse: tuple[tuple[str, str], ...] = (),
        marks: tuple[tuple[str, str], ...] = (),
    ) -> None:
        super().__init__()
        self.title_text = title
        self.keys = keys
        self.how_to = how_to
        self.mouse = (*MOUSE[:1], *mouse, *MOUSE[1:])
        self.marks = marks

    def compose(self) -> ComposeResult:
        said = overlay_labels()
        table = Table.grid(padding=(0, 2))
        table.add_column(style="bold", no_wrap=True)
        table.add_column()
        for keys, what in self.keys:
            table.add_row(keys, what)
        for keys, what in self.mouse:
            table.add_row(_(keys), _(what))
        with Vertical(classes="overlay"):
            yield Label(help_title(self.title_text), classes="title")
            with VerticalScroll():
                yield Static(Text("\n".join(_(line) for line in self.how_to)), classes="how-to")
                yield Static(table)
                if self.marks:
                    marks = Table.grid(padding=(0, 2))
                    marks.add_column(style="bold", no_wrap=True)
                    marks.add_column()
                    for mark, meaning in self.marks:
                        marks.add_row(Text(_(mark)), Text(_(meaning)))
                    yield Label(said.marks_title, classes="title")
                    yield Static(marks)
            yield from overlay_foot(said.help_foot)

    def on_mount(self) -> None:
        if closed_early(self):
            return
        self.query_one(VerticalScroll).focus()
