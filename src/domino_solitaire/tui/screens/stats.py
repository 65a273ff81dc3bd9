"""Statistics and history: what the store knows of the player's games, in two tables.

The numbers come from the store through the recorder (``stats`` and ``history``), which asks the
engine for every result; this screen only lays them out. From the history, enter opens
a game in the replay viewer; taking over there closes this screen with the new game.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import ContentSwitcher, DataTable, Static

from domino_solitaire.engine import Game, SolitaireError
from domino_solitaire.recorder import GameRecorder, StoreError
from domino_solitaire.solver.rates import par_goals
from domino_solitaire.store import GameInfo, KindStats
from domino_solitaire.tui.game_view import BoardLook
from domino_solitaire.tui.screens.base import SizeWatcher, closed_early, dismiss_once
from domino_solitaire.tui.screens.replay import ReplayScreen
from domino_solitaire.tui.widgets.footer import KeyFooter
from domino_solitaire.wording import clock_text, game_description, kind_label, stats_cells

VIEWS = ("stats", "history")

Kind = tuple[str, int, str]


def day_text(moment: datetime | None) -> str:
    return "-" if moment is None else moment.astimezone().strftime("%Y-%m-%d")


def time_text(moment: datetime | None) -> str:
    return "-" if moment is None else moment.astimezone().strftime("%Y-%m-%d %H:%M")


def deal_text(info: GameInfo) -> str:
    # Whole, never shortened: a deal number is there to be copied (the table scrolls sideways).
    if info.seed is None:
        return "explicit"
    return f"{info.seed} daily" if info.daily is not None else str(info.seed)


def result_text(info: GameInfo) -> Text:
    styles = {"won": "bold green", "lost": "red", "abandoned": "dim", "playing": "bold", "solved": "cyan"}
    text = Text(str(info.result).replace("-", " "), style=styles.get(str(info.result), ""))
    if info.source == "imported":
        text.append("*")  # imported from a record; the detail line says so
    return text


class HistoryTable(DataTable[str | Text]):
    """The history; its enter opens the game in the replay viewer (and says so in the footer)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "select_cursor", "Replay", tooltip="Watch the game in the replay viewer"),
    ]


class StatsScreen(SizeWatcher, Screen[Game | None]):
    """Statistics per game, set and variant, and the history of games.

    ``recorder``: the app's handle on the store (when it has none, its ``unavailable`` message, or
    that nothing is saved, is shown). ``kind``: (game, set, variant) to put the cursor on in the statistics.
    ``view``: "stats" or "history" first. ``limit``: how many recent games the history lists.
    Dismissed with None, or with a ``Game`` when the player took over a replayed game.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("tab", "switch", "Statistics/history", tooltip="Switch between statistics and history"),
        Binding("s", "view('stats')", "Statistics", show=False),
        Binding("h", "view('history')", "History", show=False),
        Binding("escape,q", "close", "Close"),
    ]

    def __init__(
        self,
        recorder: GameRecorder,
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
        self.games: list[GameInfo] = []
        #: Why there is nothing to show at all (no store, or it failed), or None.
        self.problem: str | None = None

    def compose(self) -> ComposeResult:
        yield Static(id="stats-title")
        with ContentSwitcher(id="stats-views", initial="stats-table"):
            yield DataTable[str | Text](id="stats-table", cursor_type="row", zebra_stripes=True)
            yield HistoryTable(id="history-table", cursor_type="row", zebra_stripes=True)
            yield Static(id="stats-message", markup=False)
        yield Static(id="stats-detail", markup=False)
        yield KeyFooter()

    def on_mount(self) -> None:
        if closed_early(self):
            return
        self.load()
        self.fill_stats()
        self.fill_history()
        self.show_view()

    # -- the data -------------------------------------------------------------------------------------

    def load(self) -> None:
        recorder = self.recorder
        if recorder.store is None:
            message = recorder.unavailable
            if message is None:
                self.problem = "Games are not being saved, so there are no statistics."
            else:
                self.problem = message[:1].upper() + message[1:] + "."
            return
        try:
            self.table = recorder.stats(par_goals=par_goals())
            self.games = recorder.history(self.limit)
        except StoreError as exc:
            self.problem = f"The statistics cannot be read: {exc}"

    def fill_stats(self) -> None:
        table = self.query_one("#stats-table", DataTable)
        table.add_column("Game", key="game")
        headings = (
            "Played",
            "Won",
            "Win %",
            "Streak",
            "Best",
            "Fastest",
            "Fewest",
            "At par",
            "Least",
            "Daily",
        )
        for heading in headings:
            table.add_column(Text(heading, justify="right"), key=heading.lower())
        for kind in self.table:
            par = (
                f"{kind.at_par}/{kind.with_par}" if kind.with_par else "-",
                "-" if kind.best_result is None else str(kind.best_result),
                f"{kind.daily_streak}/{kind.best_daily_streak}",
            )
            table.add_row(
                kind_label(kind.game, kind.size, kind.variant),
                *(Text(value, justify="right") for value in (*stats_cells(kind), *par)),
                key=f"{kind.game}/{kind.size}/{kind.variant}",
            )
        if self.kind is not None:
            key = "/".join(str(part) for part in self.kind)
            rows = [f"{k.game}/{k.size}/{k.variant}" for k in self.table]
            if key in rows:
                table.move_cursor(row=rows.index(key))

    def fill_history(self) -> None:
        table = self.query_one("#history-table", HistoryTable)
        table.add_column(Text("ID", justify="right"), key="id")
        table.add_column("Date", key="date")
        table.add_column("Game", key="game")
        table.add_column("Deal", key="deal")
        table.add_column(Text("Moves", justify="right"), key="moves")
        table.add_column("Result", key="result")
        table.add_column(Text("Time", justify="right"), key="time")
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

    # -- the two views --------------------------------------------------------------------------------

    def show_view(self) -> None:
        title = Text(no_wrap=True, overflow="ellipsis")
        for view, name in (("stats", "Statistics"), ("history", "History")):
            title.append(f" {name} ", style="reverse bold" if view == self.view else "dim")
            title.append(" ")
        title.append(" tab switches", style="dim")
        self.query_one("#stats-title", Static).update(title)
        switcher = self.query_one(ContentSwitcher)
        message = self.query_one("#stats-message", Static)
        empty = not (self.table if self.view == "stats" else self.games)
        if self.problem is not None or empty:
            message.set_class(self.problem is not None, "problem")
            message.update(Text(self.problem or self.empty_text()))  # a path may hold "[": no markup
            switcher.current = "stats-message"
            self.set_focus(None)
        else:
            table = self.query_one("#stats-table" if self.view == "stats" else "#history-table", DataTable)
            switcher.current = table.id
            table.focus()
        self.show_detail()
        self.refresh_bindings()

    def empty_text(self) -> str:
        if self.view == "stats":
            return "No games yet.\nStatistics count every game in which at least one move was made."
        return "No games yet.\nEvery game in which a move is made is kept here."

    def show_detail(self) -> None:
        detail = self.query_one("#stats-detail", Static)
        if self.problem is not None:
            detail.update("")
        elif self.view == "stats":
            lines = [
                "Streak: wins in a row · Best: the longest · Fewest: moves in a win without hints",
                "At par: games ending at par or better · Least: fewest tiles left · Daily: streak/best",
            ]
            unfinished = sum(kind.in_progress for kind in self.table)
            if unfinished:
                lines[1] = f"Not counted: {unfinished} game{'s' * (unfinished != 1)} in progress. {lines[1]}"
            detail.update(Text("\n".join(lines), no_wrap=True, overflow="ellipsis"))
        else:
            info = self.current_game()
            detail.update(Text("" if info is None else self.game_detail(info), overflow="ellipsis"))

    def game_detail(self, info: GameInfo) -> str:
        """The whole of what the row abbreviates: the deal number, the times, undos and hints."""
        deal = game_description(info)
        started = time_text(info.started_at)
        ended = f" to {time_text(info.ended_at)}" if info.ended_at is not None else ""
        source = "imported; " if info.source == "imported" else ""
        undos = f"{info.undos} undo{'s' * (info.undos != 1)}, {info.hints} hint{'s' * (info.hints != 1)}"
        return f"Game {info.id}: {deal}.\n{source}{started}{ended}; {undos}. Enter replays it."

    def current_game(self) -> GameInfo | None:
        table = self.query_one("#history-table", HistoryTable)
        if not self.games or table.cursor_row < 0 or table.cursor_row >= len(self.games):
            return None
        return self.games[table.cursor_row]

    @on(DataTable.RowHighlighted, "#history-table")
    def game_highlighted(self) -> None:
        if self.view == "history":
            self.show_detail()

    def action_switch(self) -> None:
        self.action_view("history" if self.view == "stats" else "stats")

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
            record, info = self.recorder.load(info.id)
            screen = ReplayScreen(record, info, look=self.look(info.size))
        except (StoreError, SolitaireError) as exc:
            self.query_one("#stats-detail", Static).update(Text(f"✗ Cannot replay game {info.id}: {exc}"))
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
