"""The month calendar of the daily tiers over the statistics (m): each day's easy, medium and hard
deals as won, played or missed, a month at a time (← →), in marks that need no colour."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from datetime import date
from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Label, Static

from domino_solitaire.i18n import N_
from domino_solitaire.records.month import month_days, month_games
from domino_solitaire.tui.screens.base import SizeWatcher, dismiss_once
from domino_solitaire.wording.month import month_hint, month_lines, month_title
from domino_solitaire.wording.text import kind_label

if TYPE_CHECKING:
    from domino_solitaire.records import GameRecord


class MonthScreen(SizeWatcher, ModalScreen[None]):
    """One month of one game, set and variant's daily tiers, from its stored games."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "month(-1)", N_("Previous month")),
        Binding("right", "month(1)", N_("Next month")),
        Binding("escape,m", "close", N_("Close")),
    ]

    def __init__(
        self,
        dailies: Callable[[date], Iterable[GameRecord]],
        kind: tuple[str, int, str],
        today: date,
        *,
        ascii: bool = False,
    ) -> None:
        super().__init__()
        self.dailies = dailies
        self.kind = kind
        self.today = today
        self.ascii = ascii
        #: The month shown, as (year, month).
        self.month = (today.year, today.month)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="month"):
            yield Static(id="month-text", markup=False)
            yield Label(month_hint(), classes="hint", markup=False)

    def on_mount(self) -> None:
        self.show_month()

    def lines(self) -> list[str]:
        year, month = self.month
        games = month_games(self.dailies, self.kind, year, month)
        title = month_title(kind_label(*self.kind), year, month)
        return month_lines(title, month_days(games, year, month, self.today), ascii=self.ascii)

    def show_month(self) -> None:
        self.query_one("#month-text", Static).update("\n".join(self.lines()))

    def action_month(self, step: int) -> None:
        year, month = self.month
        # Within the calendar's months (0001-01 to 9999-12): past them there is no date to show.
        index = min(max(year * 12 + month - 1 + step, 12), 9999 * 12 + 11)
        self.month = (index // 12, index % 12 + 1)
        self.show_month()

    def action_close(self) -> None:
        dismiss_once(self, None)
