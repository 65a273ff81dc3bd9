"""A table whose columns a narrow window shows a page at a time, each column whole.

A table wider than the window used to scroll sideways with its last column cut at the edge ("Chr…"):
here, where the columns do not all fit, they come in pages (the first column, the game or the id, on
every page), right and left turn them, and the footer says so. Where they all fit, nothing changes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.cells import cell_len
from rich.text import Text
from textual.binding import Binding, BindingType
from textual.widgets import DataTable

from domino_solitaire.i18n import N_

Cell = str | Text


def column_pages(widths: Sequence[int], room: int) -> list[list[int]]:
    """The columns of ``widths`` a page at a time, each page as many whole columns as ``room`` holds
    (one at least), the first column on every page; a single page when they all fit."""
    if not widths:
        return [[]]
    first = widths[0]
    pages: list[list[int]] = []
    page, used = [0], first
    for number, width in enumerate(widths[1:], start=1):
        if len(page) > 1 and used + width > room:
            pages.append(page)
            page, used = [0], first
        page.append(number)
        used += width
    pages.append(page)
    return pages


def _cell_len(cell: Cell) -> int:
    return cell.cell_len if isinstance(cell, Text) else cell_len(cell)


class PagedTable(DataTable[Cell]):
    """A ``DataTable`` filled as usual, then ``keep``: ``fit`` shows its columns a page at a time
    where the width given has no room for them all."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("right", "page(1)", N_("More columns"), tooltip=N_("The table's next columns")),
        Binding(
            "left", "page(-1)", N_("Earlier columns"), tooltip=N_("The table's earlier columns"), show=False
        ),
    ]

    def __init__(self, **options: object) -> None:
        super().__init__(**options)  # type: ignore[arg-type]
        self._columns: list[tuple[Text, str]] = []
        self._rows: list[tuple[str, list[Cell]]] = []
        self._widths: list[int] = []
        self.pages: list[list[int]] = [[]]
        self.page = 0

    def keep(self) -> None:
        """Take the columns and rows as filled: from now on ``fit`` shows them."""
        self._columns = [(column.label, str(column.key.value)) for column in self.ordered_columns]
        self._rows = [(str(row.key.value), list(self.get_row(row.key))) for row in self.ordered_rows]
        self._widths = [
            2 * self.cell_padding
            + max([label.cell_len, *(_cell_len(cells[number]) for _key, cells in self._rows)])
            for number, (label, _key) in enumerate(self._columns)
        ]
        self.pages = [list(range(len(self._columns)))]
        self.page = 0

    def fit(self, room: int) -> None:
        """Show as many whole columns as ``room`` cells hold, a page at a time."""
        pages = column_pages(self._widths, room)
        if pages != self.pages:
            self.pages, self.page = pages, min(self.page, len(pages) - 1)
            self._show()

    def _show(self) -> None:
        row = self.cursor_row
        shown = self.pages[self.page]
        self.clear(columns=True)
        for number in shown:
            label, key = self._columns[number]
            self.add_column(label, key=key)
        for key, cells in self._rows:
            self.add_row(*(cells[number] for number in shown), key=key)
        if self._rows:
            self.move_cursor(row=max(0, min(row, len(self._rows) - 1)), animate=False)
        self.screen.refresh_bindings()

    def action_page(self, step: int) -> None:
        if 0 <= self.page + step < len(self.pages):
            self.page += step
            self._show()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action != "page":
            return True
        if len(self.pages) < 2:
            return False  # all the columns are shown: left and right do what a table's keys do
        step = parameters[0] if parameters and isinstance(parameters[0], int) else 0
        return True if 0 <= self.page + step < len(self.pages) else None
