"""The statistics and history screen driven with Pilot, over a real store in a temporary folder."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
from textual.app import App
from textual.pilot import Pilot
from textual.widgets import DataTable
from tui_driving import HostApp
from tui_driving import screen_text as text
from tui_driving import send_keys as press

from domino_solitaire.engine import Game, make_setup
from domino_solitaire.store import GameStore, StoreUnavailable, open_store
from domino_solitaire.store.keeper import GameKeeper
from domino_solitaire.store.problems import Unavailable
from domino_solitaire.tui.screens.replay import ReplayScreen
from domino_solitaire.tui.screens.stats import StatsScreen
from domino_solitaire.tui.widgets.paged_table import PagedTable
from domino_solitaire.wording.stats import (
    EXTRA_COLUMNS,
    GRADE_COLUMNS,
    HISTORY_COLUMNS,
    STATS_COLUMNS,
    STATS_NOTES,
    column_title,
)
from helpers import save_game

SIZE = (80, 24)
T0 = datetime(2024, 5, 1, 12, 0, tzinfo=timezone.utc)
BIG_SEED = 1234567890123456789


class StatsApp(App[None]):
    """Just the statistics screen, pushed on mount; keeps what it was dismissed with."""

    CSS_PATH = HostApp.CSS_PATH  # the game's styles (DominoApp reads every screen's as it starts)
    ENABLE_COMMAND_PALETTE = False

    def __init__(self, store: GameStore | StoreUnavailable | None, **options: Any) -> None:
        super().__init__()
        self.store = store
        self.options = options
        self.results: list[Game | None] = []

    def on_mount(self) -> None:
        self.push_screen(StatsScreen(GameKeeper(self.store), **self.options), self.results.append)


async def drive(
    store: GameStore | StoreUnavailable | None,
    scenario: Callable[[StatsApp, Pilot[None]], Awaitable[None]],
    **options: Any,
) -> None:
    app = StatsApp(store, **options)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await scenario(app, pilot)


def play(store: GameStore, seed: int, started: datetime, elapsed: float, moves: int | None = None) -> Game:
    """Luzon double-6 with the first legal move each time, saved after every move as the TUI does."""
    game = Game(make_setup("luzon", 6, seed=seed))
    while not game.is_over and (moves is None or len(game.moves) < moves):
        game.play(game.legal_moves()[0])
        save_game(store, game, started, elapsed=elapsed)
    return game


@pytest.fixture
def store(tmp_path: Path) -> GameStore:
    opened = open_store(tmp_path / "data")
    assert isinstance(opened, GameStore)
    # First-legal-move play: deals 1 and 7 win (14 and 19 moves), 0 loses; then one unfinished game.
    play(opened, 1, T0, 300.0)
    play(opened, 0, T0 + timedelta(minutes=10), 40.0)
    play(opened, 7, T0 + timedelta(minutes=20), 200.0)
    play(opened, BIG_SEED, T0 + timedelta(minutes=30), 65.0, moves=2)
    castle = Game(make_setup("castle-rock", 6, seed=1))
    castle.play(castle.legal_moves()[0])
    save_game(opened, castle, T0 + timedelta(minutes=40), elapsed=5.0)
    game_id = opened.history(1)[0].id
    opened.abandon(game_id)
    return opened


def cells(app: App[None], table_id: str, key: str) -> list[str]:
    table = app.screen.query_one(table_id, DataTable)
    return [str(cell) for cell in table.get_row(key)]


async def test_statistics_per_kind(store: GameStore) -> None:
    graded = Game(make_setup("luzon", 6, seed=1))
    while not graded.is_over:
        graded.play(graded.legal_moves()[0])
    save_game(store, graded, T0 + timedelta(hours=1), elapsed=100.0, grade="easy")

    async def scenario(app: StatsApp, pilot: Pilot[None]) -> None:
        shown = text(app)
        assert "Statistics" in shown and "History" in shown and "Close" in shown.splitlines()[0]
        # The `stats` command's three tables, under its names, whole at 80x24.
        for selector, headings in (
            ("#stats-table", STATS_COLUMNS),
            ("#extra-table", EXTRA_COLUMNS),
            ("#grades-table", GRADE_COLUMNS),
        ):
            table = app.screen.query_one(selector, DataTable)
            assert [str(column.label) for column in table.columns.values()] == list(headings)
        luzon = cells(app, "#stats-table", "luzon/6/standard")
        assert luzon == ["Luzon d6", "4", "3", "75.0", "2", "2", "1:40", "14"]
        castle = cells(app, "#stats-table", "castle-rock/6/standard")
        assert castle == ["Castle Rock d6", "1", "0", "0.0", "0", "0", "-", "-"], castle
        assert "Fewest moves" in shown and "Luzon d6" in shown and "75.0" in shown
        for note in STATS_NOTES:
            assert note in shown
        assert "Not counted: 1 game still in progress." in shown
        table = app.screen.query_one("#stats-table", DataTable)
        assert app.focused is table and table.cursor_row == 0  # Luzon comes first, as `list` orders games
        assert all(len(line) <= 80 for line in shown.splitlines())
        await press(pilot, "tab")
        shown = text(app)
        # An abandoned game is no best result it was not played to its end.
        assert cells(app, "#extra-table", "castle-rock/6/standard") == [
            "Castle Rock d6",
            "0",
            "1",
            "-",
            "-",
            "0",
            "0",
        ]
        assert "Best left" in shown and "Best daily" in shown
        await press(pilot, "tab")
        assert cells(app, "#grades-table", "luzon/6/standard/easy") == [
            "Luzon d6",
            "easy",
            "1",
            "1",
            "100.0",
            "-",
            "1:40",
            "14",
        ]
        # Narrow, the table's columns come a page at a time (right turns them), the Game column on each.
        await pilot.resize_terminal(60, 18)
        await press(pilot, "s")
        assert "Fewest moves" not in text(app)
        await press(pilot, "right")
        shown = text(app)
        assert "Luzon d6" in shown and "Fewest moves" in shown
        # Close is a button too, for the mouse.
        await pilot.click("#stats-close")
        assert app.results == [None]

    await drive(store, scenario)


def test_the_command_line_names_the_columns_as_the_screen_does(store: GameStore) -> None:
    from domino_solitaire.cli.store import stats_lines
    from domino_solitaire.solver.rates import par_goals

    lines = stats_lines(store.stats(par_goals=par_goals()))
    for headings in (STATS_COLUMNS, EXTRA_COLUMNS):
        assert any(line.split() == " ".join(headings).split() for line in lines), headings


async def test_the_cursor_starts_on_the_kind_asked_for(store: GameStore) -> None:
    async def scenario(app: StatsApp, pilot: Pilot[None]) -> None:
        table = app.screen.query_one("#stats-table", DataTable)
        assert table.cursor_row == 1

    await drive(store, scenario, kind=("castle-rock", 6, "standard"))


async def test_history_and_switching(store: GameStore) -> None:
    async def scenario(app: StatsApp, pilot: Pilot[None]) -> None:
        screen = app.screen
        assert isinstance(screen, StatsScreen)
        await press(pilot, "h")
        assert screen.view == "history"
        shown = text(app)
        # Most recent first: the abandoned Castle Rock game, then the unfinished one with the long deal.
        assert [info.id for info in screen.games] == [5, 4, 3, 2, 1]
        assert cells(app, "#history-table", "5") == [
            "5",
            "2024-05-01",
            "Castle Rock d6",
            "1",
            "1",
            "abandoned",
            "0:05",
        ]
        assert cells(app, "#history-table", "4")[3:6] == [str(BIG_SEED), "2", "playing"]  # whole
        assert cells(app, "#history-table", "1")[4:] == ["14", "won", "5:00"]
        assert "Game 5: Castle Rock, double-6, deal 1." in shown
        assert "Enter replays it" in " ".join(shown.split()) and "Replay" in shown.splitlines()[-1]
        await press(pilot, "down")
        # The detail line gives what the row shortens: the whole deal number.
        assert f"Game 4: Luzon, double-6, deal {BIG_SEED}." in text(app)
        await press(pilot, "s")
        assert screen.view == "stats" and "Fewest" in text(app)
        await press(pilot, "h")
        assert screen.view == "history"
        await press(pilot, "tab")
        assert screen.view == "stats"
        await press(pilot, "shift+tab")
        assert screen.view == "history"
        await press(pilot, "escape")
        assert app.results == [None]

    await drive(store, scenario)


async def test_replay_from_the_history_and_take_over(store: GameStore) -> None:
    async def scenario(app: StatsApp, pilot: Pilot[None]) -> None:
        await press(
            pilot, "down", "down", "down", "down", "enter"
        )  # the oldest game: deal 1, won in 14 moves
        replay = app.screen
        assert isinstance(replay, ReplayScreen)
        assert replay.info is not None and replay.info.id == 1 and replay.last == 14
        head = text(app).splitlines()[0]
        assert "Replay of game 1: Luzon, double-6, deal 1" in head and head.rstrip().endswith("won in 5:00")
        await press(pilot, "escape")
        assert isinstance(app.screen, StatsScreen) and app.results == []
        await press(pilot, "enter")
        await press(pilot, "right", "right", "t")
        (game,) = app.results
        assert game is not None and game.move_texts() == list(store.load(1)[0].moves[:2])
        assert not isinstance(app.screen, StatsScreen)

    await drive(store, scenario, view="history")


async def test_the_puzzle_rating_its_chart_and_the_win_rate_by_grade(store: GameStore) -> None:
    from domino_solitaire.puzzles.glicko import Rating
    from domino_solitaire.store.puzzles import Attempt, record

    # Twenty puzzles solved, the rating rising by 10 each time; one won and one lost medium deal.
    for number in range(1, 21):
        rating = Rating(1500.0 + 10 * number, 100.0)
        record(store, Attempt("luzon", number, ("1",), True, False, T0, 5.0, rating, Rating(1500.0, 90.0)))
    for seed in (1, 0):
        graded = Game(make_setup("luzon", 6, seed=seed))
        while not graded.is_over:
            graded.play(graded.legal_moves()[0])
        save_game(store, graded, T0 + timedelta(hours=seed + 1), elapsed=100.0, grade="medium")

    def rating_line(app: StatsApp) -> str:
        return next(line for line in text(app).splitlines() if "Puzzle rating" in line)

    async def scenario(app: StatsApp, pilot: Pilot[None]) -> None:
        # The line of `domino-solitaire stats`, the whole history rising from the lowest bar.
        line = rating_line(app)
        assert line.startswith(" Puzzle rating: 1700 ▁") and line.endswith("█ (20 puzzles tried, 20 solved)")
        chart = line.split()[3]
        assert len(chart) == 20 and list(chart) == sorted(chart)
        # The win rate by grade: the Grades table, as `stats` words it.
        await press(pilot, "g")
        assert cells(app, "#grades-table", "luzon/6/standard/medium")[1:5] == ["medium", "2", "1", "50.0"]
        assert "Puzzle rating: 1700" in rating_line(app)
        # Narrow, the chart shows the last attempts the line has room for, on one line.
        await pilot.resize_terminal(60, 18)
        await pilot.pause()
        line = rating_line(app)
        shorter = line.split()[3]
        assert len(line) <= 60 and 8 <= len(shorter) < 20 and line.endswith("(20 puzzles tried, 20 solved)")

    await drive(store, scenario)


NOWHERE = "cannot create the data folder /nowhere (Permission denied); games will not be saved"


@pytest.mark.parametrize(
    ("source", "says"),
    [
        (
            StoreUnavailable(Unavailable.CANNOT_CREATE, Path("/nowhere"), detail="Permission denied"),
            "C" + NOWHERE[1:] + ".",
        ),
        (None, "Games are not being saved, so there are no statistics."),
    ],
)
async def test_no_store_says_why(source: StoreUnavailable | None, says: str) -> None:
    async def scenario(app: StatsApp, pilot: Pilot[None]) -> None:
        assert says in " ".join(text(app).split())
        await press(pilot, "tab")
        assert says in " ".join(text(app).split())
        await press(pilot, "enter", "q")
        assert app.results == [None]

    await drive(source, scenario)


async def test_an_empty_store(tmp_path: Path) -> None:
    empty = open_store(tmp_path)
    assert isinstance(empty, GameStore)

    async def scenario(app: StatsApp, pilot: Pilot[None]) -> None:
        assert "No games yet." in text(app)
        assert "Statistics count every game in which at least one move was made." in text(app)
        assert "No puzzle tried yet." in text(app)
        await press(pilot, "tab", "enter")
        assert "No games yet." in text(app) and isinstance(app.screen, StatsScreen)

    await drive(empty, scenario)


async def test_the_month_calendar_of_the_daily_tiers(tmp_path: Path) -> None:
    from datetime import date

    from domino_solitaire.tui.screens.month import MonthScreen

    opened = open_store(tmp_path / "month")
    assert isinstance(opened, GameStore)
    game = Game(make_setup("luzon", 6, seed=1))
    while not game.is_over:
        game.play(game.legal_moves()[0])
    assert game.position.is_won()
    from domino_solitaire.records import GameRecord, Origin

    record = GameRecord.of_game(
        game, started_at=T0, duration=30.0, daily=date(2026, 11, 20), origin=Origin.DAILY_EASY
    )
    opened.save(record)
    app = StatsApp(opened, kind=("luzon", 6, "standard"))
    app.today = lambda: date(2026, 11, 22)  # type: ignore[attr-defined]
    async with app.run_test(size=(60, 18)) as pilot:
        await pilot.pause()
        await press(pilot, "m")
        assert isinstance(app.screen, MonthScreen)
        shown = text(app)
        assert "Daily tiers of Luzon d6, November 2026" in shown
        assert "20 ✓··" in shown and "21 ···" in shown and "Mo" in shown
        await press(pilot, "left")
        assert "October 2026" in text(app) and "20 ···" in text(app)
        await press(pilot, "escape")
        assert isinstance(app.screen, StatsScreen)


def save_widest_game(store: GameStore) -> None:
    """The longest game name (Good Neighbors d12) in the tables, graded."""
    wide = Game(make_setup("good-neighbors", 12, seed=1))
    while not wide.is_over:
        wide.play(wide.legal_moves()[0])
    save_game(store, wide, T0 + timedelta(hours=2), elapsed=10.0, grade="unwinnable")


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    """The screens in ``lang`` for the time of the block."""
    from domino_solitaire import i18n

    i18n.use(lang)
    try:
        yield
    finally:
        i18n.use("en")


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
async def test_every_table_fits_80_columns_in_each_language(store: GameStore, lang: str) -> None:
    # French and Russian titles were wider than 80 columns («Moins de coups», «Лучшее время»): the
    # table scrolled sideways on a standard terminal. The longest game name (Good Neighbors d12) in it.
    save_widest_game(store)
    with speaking(lang):

        async def scenario(app: StatsApp, pilot: Pilot[None]) -> None:
            for key, selector in (("s", "#stats-table"), ("p", "#extra-table"), ("g", "#grades-table")):
                await press(pilot, key)
                await pilot.pause()
                table = app.screen.query_one(selector, DataTable)
                assert 0 < table.virtual_size.width <= table.size.width, (
                    selector,
                    table.size,
                    table.virtual_size,
                )

        await drive(store, scenario)


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
async def test_every_table_is_whole_at_60x18_in_each_language(store: GameStore, lang: str) -> None:
    # At 60 columns the last column was cut at the edge ("Chr…", «Время»): each column is whole now,
    # a page of them at a time, and right reaches every one of them.
    save_widest_game(store)
    with speaking(lang):
        app = StatsApp(store)
        async with app.run_test(size=(60, 18)) as pilot:
            await pilot.pause()
            for key, selector, headings in (
                ("s", "#stats-table", STATS_COLUMNS),
                ("p", "#extra-table", EXTRA_COLUMNS),
                ("g", "#grades-table", GRADE_COLUMNS),
                ("h", "#history-table", HISTORY_COLUMNS),
            ):
                await press(pilot, key)
                table = app.screen.query_one(selector, PagedTable)
                seen: set[str] = set()
                for _page in table.pages:
                    await pilot.pause()
                    assert 0 < table.virtual_size.width <= table.size.width, (selector, table.page)
                    shown = text(app)
                    for column in table.ordered_columns:
                        assert column.label.plain in shown, (column.label.plain, shown)
                        seen.add(column.label.plain)
                    await press(pilot, "right")
                assert seen == {column_title(heading) for heading in headings}, selector


async def test_end_and_home_in_the_history_reach_its_last_and_first_rows(tmp_path: Path) -> None:
    opened = open_store(tmp_path / "data")
    assert isinstance(opened, GameStore)
    for seed in range(30):  # more games than the screen has rows
        play(opened, seed, T0 + timedelta(minutes=seed), 10.0, moves=1)

    async def scenario(app: StatsApp, pilot: Pilot[None]) -> None:
        screen = app.screen
        assert isinstance(screen, StatsScreen)
        await press(pilot, "h")
        table = screen.query_one("#history-table", DataTable)
        rows = table.row_count
        assert rows > 20 and table.cursor_row == 0
        await press(pilot, "end")
        await pilot.pause()
        assert table.cursor_row == rows - 1
        assert "Game 1: Luzon, double-6, deal 0." in text(app)  # the oldest game, the last row
        assert any(line.lstrip().startswith("1 ") for line in text(app).splitlines())
        await press(pilot, "home")
        await pilot.pause()
        assert table.cursor_row == 0 and f"Game {rows}:" in text(app)

    await drive(opened, scenario)
