"""The palette's Keys panel in the player's language.

Textual's own panel (``HelpPanel``) shows each binding's description as written: ours are gettext
message ids, so it listed "Help This help" and "Move up" in English whatever the language. This
panel lists the same active bindings through ``key_rows`` (translated, keys as the app shows them).
It keeps Textual's name, so the palette's "Keys" command finds it open and offers to hide it.
"""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import HelpPanel, Static

from domino_solitaire.tui.key_rows import key_rows


class KeysPanel(HelpPanel):
    """The keys that apply now, each with what it does, in the player's language."""

    DEFAULT_CSS = """
    KeysPanel #keys-list {
        width: 1fr;
        height: 1fr;
        padding: 0 1;
    }
    """

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="keys-list"):
            yield Static(id="keys-table")

    def on_mount(self) -> None:
        self._show_keys()
        self.watch(self.screen, "focused", lambda _focused: self._show_keys())

    def _show_keys(self) -> None:
        table = Table.grid(padding=(0, 1))
        table.add_column(justify="right", style="bold")
        table.add_column()
        bindings = [binding for _namespace, binding, _enabled, _tip in self.screen.active_bindings.values()]
        for keys, description in key_rows(bindings, self.app):
            table.add_row(Text(keys), Text(description))
        # Not query_one: the focus can move as the panel is taken down (a palette key storm).
        for static in self.query("#keys-table").results(Static):
            static.update(table)
