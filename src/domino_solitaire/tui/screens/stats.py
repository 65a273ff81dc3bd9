"""Statistics and history: what the store knows of the player's games, in four tables, and the
puzzle rating (issue 30) on a line under them.

The numbers come from the store through the recorder (``stats`` and ``history``), which asks the
engine for every result; this screen only lays them out, under the names the ``stats`` command
uses (wording's STATS_COLUMNS, EXTRA_COLUMNS, GRADE_COLUMNS). From the history, enter opens
a game in the replay viewer; taking over there closes this screen with the new game.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, datetime
from typing import Any, ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal
from textual.screen import Screen
from textual.widgets import Button, ContentSwitcher, DataTable, Static

from domino_solitaire.engine import Game, SolitaireError
from domino_solitaire.i18n import N_
from domino_solitaire.records import GameRecord, KindStats, local_time
from domino_solitaire.solver.rates import par_goals
from domino_solitaire.store.keeper import GameKeeper, StoreError
from domino_solitaire.tui.board_look import BoardLook
from domino_solitaire.tui.screens.base import SizeWatcher, closed_early, dismiss_once
from domino_solitaire.tui.screens.replay import ReplayScreen
from domino_solitaire.tui.widgets.footer import KeyFooter
from domino_solitaire.tui.widgets.paged_table import PagedTable
from domino_solitaire.wording.dates import moment_text
from domino_solitaire.wording.labels import overlay_labels
from domino_solitaire.wording.month import MONTH_KEY
from domino_solitaire.wording.puzzles import no_puzzle_tried_text, puzzle_stats_line
from domino_solitaire.wording.records import result_word
from domino_solitaire.wording.stats import (
    EXTRA_COLUMNS,
    GRADE_COLUMNS,
    HISTORY_COLUMNS,
    STATS_COLUMNS,
    VIEW_NAMES,
    cannot_replay_text,
    column_title,
    empty_view_text,
    extra_cells,
    game_detail_text,
    grade_cells,
    history_deal,
    in_progress_note,
    stats_cells,
    stats_notes,
    stats_unreadable_text,
    unavailable_sentence,
    view_name,
)
from domino_solitaire.wording.text import clock_text, kind_label

#: The views, in the order tab goes through them (their names in the title row: wording.VIEW_NAMES).
VIEWS = ("stats", "extra", "grades", "history")

Kind = tuple[str, int, str]
#: The fewest attempts the puzzle rating's chart shows, however narrow the screen.
FEWEST_BARS = 8


def day_text(moment: datetime | None) -> str:
    return "-" if moment is None else local_time(moment).strftime("%Y-%m-%d")


def deal_text(info: GameRecord) -> str:
    # Whole, never shortened: a deal number is there to be copied (the table scrolls sideways).
    return history_deal(info.seed, info.daily is not None)


def result_text(info: GameRecord) -> Text:
    styles = {"won": "bold green", "lost": "red", "abandoned": "dim", "playing": "bold", "solved": "cyan"}
    text = Text(result_word(info.result), style=styles.get(str(info.result), ""))
    if info.source == "imported":
        text.append("*")  # imported from a record; the detail line says so
    return text


class RowTable(PagedTable):
    """A table whose cursor is a row: home and end go to its first and last rows (DataTable's own go
    to the first and last column, which a row cursor does not have)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("home", "scroll_top", show=False),
        Binding("end", "scroll_bottom", show=False),
    ]


class HistoryTable(RowTable):
    """The history; its enter opens the game in the replay viewer (and says so in the footer)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        *PagedTable.BINDINGS,
        Binding("enter", "select_cursor", N_("Replay"), tooltip=N_("Watch the game in the replay viewer")),
    ]


class StatsScreen(SizeWatcher, Screen[Game | None]):
    """Statistics per game, set and variant, and the history of games.

    ``recorder``: the app's handle on the store (when it has none, its ``unavailable`` message, or
    that nothing is saved, is shown). ``kind``: (game, set, variant) to put the cursor on in the statistics.
    ``view``: "stats" or "history" first. ``limit``: how many recent games the history lists.
    Dismissed with None, or with a ``Game`` when the player took over a replayed game.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("tab", "switch", N_("Next table"), tooltip=N_("Statistics, par and daily, grades, history")),
        Binding("shift+tab", "switch(-1)", N_("Previous table"), show=False),
        Binding("s", "view('stats')", N_("Statistics"), show=False),
        Binding("p", "view('extra')", N_("Par and daily"), show=False),
        Binding("g", "view('grades')", N_("Grades"), show=False),
        Binding("h", "view('history')", N_("History"), show=False),
        Binding("m", "month", MONTH_KEY, tooltip=N_("This month's daily tiers of the game under the cursor")),
        Binding("escape,q", "close", N_("Close")),
    ]

    def __init__(
        self,
        recorder: GameKeeper,
        *,
        kind: Kind | None = None,
        view: str = "stats",
        limit: int = 200,
        look: Callable[[int], BoardLook] = lambda _size: BoardLook(),
    ) -> None:
        super().__init__()
        self.recorder = recorder
        self.kind = kind
        self.view = view if view in VIEWS else "stats"
        self.limit = limit
        #: How the player wants a set's tiles drawn (the replay viewer opened from here draws so).
        self.look = look
        self.table: list[KindStats] = []
        self.games: list[GameRecord] = []
        #: The puzzle rating, its history and the attempts (``store.puzzles.summary``); None: none yet.
        self.puzzles: dict[str, Any] | None = None
        #: Why there is nothing to show at all (no store, or it failed), or None.
        self.problem: str | None = None

    def compose(self) -> ComposeResult:
        # The views' names, to click, and Close: the mouse reaches every table and the way out.
        with Horizontal(id="stats-title"):
            for view in VIEW_NAMES:
                yield Button(view_name(view), id=f"view-{view}", compact=True)
            yield Static(id="stats-gap")
            yield Button(overlay_labels().close, id="stats-close", compact=True, variant="error")
        with ContentSwitcher(id="stats-views", initial="stats-table"):
            # The Game column stays in sight on every page of a table too wide for the window.
            for view in VIEWS[:-1]:
                yield RowTable(id=f"{view}-table", cursor_type="row", zebra_stripes=True, fixed_columns=1)
            yield HistoryTable(id="history-table", cursor_type="row", zebra_stripes=True, fixed_columns=1)
            yield Static(id="stats-message", markup=False)
        yield Static(id="stats-puzzles", markup=False)
        yield Static(id="stats-detail", markup=False)
        yield KeyFooter()

    def on_mount(self) -> None:
        if closed_early(self):
            return
        for button in self.query(Button):
            button.can_focus = False  # the keys stay with the table; these are for the mouse
        self.load()
        self.fill_stats()
        self.fill_history()
        for table in self.query(PagedTable):
            table.keep()
        self.fit_tables()
        self.show_view()

    def fit_tables(self) -> None:
        """Each table's columns whole in the window's width (less the scrollbar), a page at a time."""
        for table in self.query(PagedTable):
            table.fit(self.size.width - 1)

    # -- the data -------------------------------------------------------------------------------------

    def load(self) -> None:
        recorder = self.recorder
        if recorder.store is None:
            self.problem = unavailable_sentence(recorder.unavailable)
            return
        try:
            from domino_solitaire.store.puzzles import summary  # the puzzles' modules, when shown

            store = recorder.reading()
            self.table = store.stats(par_goals=par_goals())
            self.games = store.history(self.limit)
            self.puzzles = summary(store)
        except StoreError as exc:
            self.problem = stats_unreadable_text(exc)

    def fill_stats(self) -> None:
        """The three tables of ``domino-solitaire stats``: results, par and daily, and per grade."""
        rows = [(kind, f"{kind.game}/{kind.size}/{kind.variant}") for kind in self.table]
        results = self.new_table("#stats-table", STATS_COLUMNS)
        for kind, key in rows:
            results.add_row(
                *self.cells(kind_label(kind.game, kind.size, kind.variant), *stats_cells(kind)), key=key
            )
        extra = self.new_table("#extra-table", EXTRA_COLUMNS)
        for kind, key in rows:
            label = kind_label(kind.game, kind.size, kind.variant)
            extra.add_row(*self.cells(label, *extra_cells(kind)), key=key)
        grades = self.new_table("#grades-table", GRADE_COLUMNS, left=2)
        for kind, key in rows:
            for grade, counts in kind.grades.items():
                label = kind_label(kind.game, kind.size, kind.variant)
                grades.add_row(*self.cells(label, *grade_cells(grade, counts), left=2), key=f"{key}/{grade}")
        if self.kind is not None:
            key = "/".join(str(part) for part in self.kind)
            keys = [key for _row, key in rows]
            if key in keys:
                results.move_cursor(row=keys.index(key))
                extra.move_cursor(row=keys.index(key))

    def new_table(self, selector: str, headings: tuple[str, ...], left: int = 1) -> DataTable[str | Text]:
        """The table, with its columns: the first ``left`` to the left, the numbers to the right."""
        table: DataTable[str | Text] = self.query_one(selector, DataTable)
        for number, heading in enumerate(headings):
            label = Text(column_title(heading), justify="left" if number < left else "right")
            table.add_column(label, key=heading.lower())
        return table

    @staticmethod
    def cells(*values: str, left: int = 1) -> list[str | Text]:
        return [
            value if number < left else Text(value, justify="right") for number, value in enumerate(values)
        ]

    def fill_history(self) -> None:
        table = self.query_one("#history-table", HistoryTable)
        id_, date_, game, deal, moves, result, time = HISTORY_COLUMNS
        table.add_column(Text(id_, justify="right"), key="id")
        table.add_column(column_title(date_), key="date")
        table.add_column(column_title(game), key="game")
        table.add_column(column_title(deal), key="deal")
        table.add_column(Text(column_title(moves), justify="right"), key="moves")
        table.add_column(column_title(result), key="result")
        table.add_column(Text(column_title(time), justify="right"), key="time")
        for info in self.games:
            table.add_row(
                Text(str(info.id), justify="right"),
                day_text(info.started_at),
                kind_label(info.game, info.size, info.variant),
                deal_text(info),
                Text(str(info.move_count), justify="right"),
                result_text(info),
                Text(clock_text(info.duration), justify="right"),
                key=str(info.id),
            )

    def show_puzzles(self) -> None:
        """The puzzle rating, its last attempts as a chart (as many as the line has room for), and
        the puzzles tried and solved: the line of ``domino-solitaire stats``."""
        line = self.query_one("#stats-puzzles", Static)
        line.display = self.problem is None
        summary = self.puzzles
        if summary is None:
            line.update(no_puzzle_tried_text())
            return
        rating, counts = summary["rating"], (summary["tried"], summary["solved"], summary["practice"])
        # The screen's width less the line's padding (the line itself may not be laid out yet).
        room = self.size.width - 1 - len(puzzle_stats_line(rating, [], *counts))
        history = summary["history"][-max(room, FEWEST_BARS) :]
        line.update(puzzle_stats_line(rating, history, *counts))

    def on_resize(self) -> None:
        if not closed_early(self):
            self.fit_tables()
            self.show_puzzles()  # the chart as long as the new width has room for

    # -- the two views --------------------------------------------------------------------------------

    def show_view(self) -> None:
        for view in VIEWS:
            self.query_one(f"#view-{view}", Button).variant = "primary" if view == self.view else "default"
        switcher = self.query_one(ContentSwitcher)
        message = self.query_one("#stats-message", Static)
        empty = not self.rows_of(self.view)
        if self.problem is not None or empty:
            message.set_class(self.problem is not None, "problem")
            message.update(Text(self.problem or self.empty_text()))  # a path may hold "[": no markup
            switcher.current = "stats-message"
            self.set_focus(None)
        else:
            table = self.query_one(f"#{self.view}-table", DataTable)
            switcher.current = table.id
            table.focus()
        self.show_detail()
        self.show_puzzles()
        self.refresh_bindings()

    def rows_of(self, view: str) -> bool:
        if view == "history":
            return bool(self.games)
        if view == "grades":
            return any(kind.grades for kind in self.table)
        return bool(self.table)

    def empty_text(self) -> str:
        return empty_view_text(self.view, bool(self.table))

    def show_detail(self) -> None:
        detail = self.query_one("#stats-detail", Static)
        if self.problem is not None:
            detail.update("")
        elif self.view != "history":
            lines = stats_notes()
            note = in_progress_note(sum(kind.in_progress for kind in self.table))
            if note:
                lines.append(note)
            detail.update(Text("\n".join(lines)))
        else:
            info = self.current_game()
            detail.update(Text("" if info is None else self.game_detail(info), overflow="ellipsis"))

    def game_detail(self, info: GameRecord) -> str:
        """The whole of what the row abbreviates: the deal number, the times, undos and hints."""
        # In a sentence, the dates as a reader writes them (the table's column keeps ISO days).
        started = "-" if info.started_at is None else moment_text(info.started_at)
        ended = None if info.ended_at is None else moment_text(info.ended_at, since=info.started_at)
        return game_detail_text(info, started, ended)

    def current_game(self) -> GameRecord | None:
        table = self.query_one("#history-table", HistoryTable)
        if not self.games or table.cursor_row < 0 or table.cursor_row >= len(self.games):
            return None
        return self.games[table.cursor_row]

    @on(DataTable.RowHighlighted, "#history-table")
    def game_highlighted(self) -> None:
        if self.view == "history":
            self.show_detail()

    def action_switch(self, step: int = 1) -> None:
        self.action_view(VIEWS[(VIEWS.index(self.view) + step) % len(VIEWS)])

    @on(Button.Pressed, "#stats-title Button")
    def title_clicked(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "stats-close":
            self.action_close()
        elif event.button.id is not None:
            self.action_view(event.button.id.removeprefix("view-"))

    def action_month(self) -> None:
        """The month calendar of the daily tiers of the game, set and variant under the cursor (in the
        statistics' tables), else of the kind the screen was opened on, else of the first game's."""
        from domino_solitaire.engine import GAMES
        from domino_solitaire.tui.screens.month import MonthScreen

        tables = ("stats", "extra")  # a row a kind, in the order of ``table``
        row = self.query_one(f"#{self.view}-table", DataTable).cursor_row if self.view in tables else -1
        if 0 <= row < len(self.table):
            kind = self.table[row]
            shown = (kind.game, kind.size, kind.variant)
        else:
            first = next(iter(GAMES.values()))
            shown = self.kind or (first.name, first.default_set, "standard")
        today = getattr(self.app, "today", date.today)()
        recorder = self.recorder

        def dailies(day: date) -> list[GameRecord]:
            return recorder.read(lambda store: store.dailies(day), [])

        self.app.push_screen(MonthScreen(dailies, shown, today, ascii=self.look(shown[1]).ascii))

    def action_view(self, view: str) -> None:
        if view in VIEWS and view != self.view:
            self.view = view
            self.show_view()

    # -- replaying a game -----------------------------------------------------------------------------

    @on(DataTable.RowSelected, "#history-table")
    def game_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        info = self.current_game()
        if info is None or self.recorder.store is None:
            return
        try:
            record, info = self.recorder.reading().load(info.id)
            screen = ReplayScreen(record, info, look=self.look(info.size))
        except (StoreError, SolitaireError) as exc:
            self.query_one("#stats-detail", Static).update(Text(cannot_replay_text(info.id, exc)))
            return
        self.app.push_screen(screen, self.replay_closed)

    def replay_closed(self, game: Game | None) -> None:
        if game is not None:
            dismiss_once(self, game)

    def action_close(self) -> None:
        dismiss_once(self, None)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # A key queued before the replay opened must not act on this screen behind it, nor one that
        # arrives while the screen is being taken down (its widgets are gone).
        return self.is_active and not closed_early(self)
