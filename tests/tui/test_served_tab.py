"""The app as a browser tab plays it (``serve``: GameOptions(served=True)) and the start screen's
line under the deal's fields: keys the browser keeps, nothing ends a tab without a question but
an explicit Quit, the win rate that follows the game chosen, and the dialogs' shapes."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Label
from tui_driving import (
    SIZE,
    TestClock,
    game_over_dialog,
    game_screen,
    screen_text,
    send_keys,
    setup_of,
    until,
    wait_for_text,
)

from domino_solitaire import i18n
from domino_solitaire.engine import GAMES, Game, make_setup
from domino_solitaire.solver import solve
from domino_solitaire.store import GameStore, open_store
from domino_solitaire.store.keeper import GameKeeper
from domino_solitaire.store.settings import Settings, StartChoice
from domino_solitaire.tui.app import DominoApp
from domino_solitaire.tui.launch import GameOptions
from domino_solitaire.tui.screens.dialogs import ConfirmScreen
from domino_solitaire.tui.screens.game import GameScreen
from domino_solitaire.tui.screens.puzzle import PuzzleScreen
from domino_solitaire.tui.screens.start import StartScreen, game_button_id
from domino_solitaire.tui.screens.stats import StatsScreen
from domino_solitaire.tui.widgets.board import Board
from domino_solitaire.tui.widgets.difficulty import rate_text
from domino_solitaire.tui.widgets.footer import KeyFooter


def app_on(
    folder: Path,
    *,
    served: bool,
    setup_game: str | None = None,
    seed: int = 1,
    settings: Settings | None = None,
) -> DominoApp:
    if settings is not None:
        store = open_store(folder)
        assert isinstance(store, GameStore)
        store.save_settings(settings)
        store.close()
    setup = None if setup_game is None else setup_of(setup_game, 6, None, seed=seed)
    app = DominoApp(
        GameOptions(setup=setup, served=served, lang="en"),
        clock=lambda: 0.0,
        new_seed=lambda: 1,
        recorder=GameKeeper.open(folder),
        timers=TestClock(),  # nothing timed happens (Castle Rock's moves that play themselves) unless told
    )
    app.animation_level = "none"
    return app


def winnable_seed(game: str) -> int:
    """A double-6 deal of ``game`` that can be won: its hint marks tiles."""
    return next(
        seed for seed in range(1, 100) if solve(Game(make_setup(game, 6, seed=seed)).position).winnable
    )


def footer_line(app: DominoApp) -> str:
    return str(app.screen.query_one(KeyFooter).render())


async def start_screen(pilot: Pilot[None]) -> StartScreen:
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, StartScreen)
    await pilot.pause()
    return screen


# -- the start screen's line follows the game, set and variant chosen ---------------------------------


def shared_kinds() -> list[tuple[int, str]]:
    """Every set and variant two or more games have (double-6 standard: all three)."""
    kinds = {(size, variant) for rules in GAMES.values() for size in rules.sets for variant in rules.variants}
    return sorted(
        kind for kind in kinds if sum(kind[0] in r.sets and kind[1] in r.variants for r in GAMES.values()) > 1
    )


@pytest.mark.parametrize(("size", "variant"), shared_kinds())
async def test_the_win_rate_follows_the_game_chosen_by_keys_and_clicks(
    tmp_path: Path, size: int, variant: str
) -> None:
    """Every game at the same set: choosing another (← →, a click) changes no set field, and the line
    says the chosen game's figure all the same."""
    names = list(GAMES)
    settings = Settings(last_start=StartChoice(names[0], *next_kind(names[0], size, variant)))
    for name in names:
        settings = settings.with_start_kind(name, *next_kind(name, size, variant))
    app = app_on(tmp_path, served=False, settings=settings)
    async with app.run_test(size=SIZE) as pilot:
        start = await start_screen(pilot)

        def check() -> None:
            assert str(start.query_one("#win-rate", Label).render()) == rate_text(*start.chosen_kind())

        check()
        for _ in names:  # round by the keys, back to the first
            await send_keys(pilot, "right")
            await pilot.pause()
            check()
        for index in [*reversed(range(len(names))), 0]:  # and by clicks, in another order
            await pilot.click(f"#{game_button_id(names[index])}")
            await pilot.pause()
            assert start.chosen_kind()[0] == names[index]
            check()


def next_kind(name: str, size: int, variant: str) -> tuple[int, str]:
    rules = GAMES[name]
    return (
        size if size in rules.sets else rules.default_set,
        variant if variant in rules.variants else "standard",
    )


# -- nothing ends a served tab without a question but an explicit Quit --------------------------------


async def test_escape_on_the_start_screen_quits_in_a_terminal_but_not_in_a_tab(tmp_path: Path) -> None:
    app = app_on(tmp_path, served=True)
    async with app.run_test(size=(120, 24)) as pilot:
        await start_screen(pilot)
        assert "esc" not in footer_line(app)
        await send_keys(pilot, "escape")
        await pilot.pause()
        assert app.is_running and isinstance(app.screen, StartScreen)
    app = app_on(tmp_path, served=False)
    async with app.run_test(size=(120, 24)) as pilot:
        await start_screen(pilot)
        assert "esc Quit" in footer_line(app)
        await send_keys(pilot, "escape")
        await pilot.pause()
        assert not app.is_running


@pytest.mark.parametrize("game", list(GAMES))
async def test_q_before_the_first_move_asks_in_a_tab(tmp_path: Path, game: str) -> None:
    app = app_on(tmp_path, served=True, setup_game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game_screen(app)
        await send_keys(pilot, "q")
        await wait_for_text(pilot, "This tab's game ends")
        assert isinstance(app.screen, ConfirmScreen)
        await send_keys(pilot, "escape")
        await pilot.pause()
        assert app.is_running
        assert isinstance(app.screen, GameScreen)
        await send_keys(pilot, "q", "y")
        await pilot.pause()
        assert not app.is_running


# -- keys the browser keeps -----------------------------------------------------------------------------


async def test_served_the_footer_shows_keys_the_browser_leaves_and_they_work(tmp_path: Path) -> None:
    app = app_on(tmp_path, served=True)
    async with app.run_test(size=(140, 24)) as pilot:
        await start_screen(pilot)
        line = footer_line(app)
        for kept in ("f3 ", "f5 ", "f6 "):
            assert kept not in line, line
        for key in ("^g Statistics", "^l Language", "^o Puzzles"):
            assert key in line, line
        await send_keys(pilot, "ctrl+g")
        await pilot.pause()
        assert isinstance(app.screen, StatsScreen)
        await send_keys(pilot, "escape")
        await pilot.pause()
        await send_keys(pilot, "ctrl+o")
        await until(pilot, lambda: isinstance(app.screen, PuzzleScreen))
    app = app_on(tmp_path / "terminal", served=False)
    async with app.run_test(size=(140, 24)) as pilot:
        await start_screen(pilot)
        line = footer_line(app)
        for key in ("f3 Statistics", "f5 Language", "f6 Puzzles"):
            assert key in line, line
        await send_keys(pilot, "ctrl+l")
        await pilot.pause()
        assert i18n.current() != "en"
        i18n.use("en")


# -- the dialogs' shapes ------------------------------------------------------------------------------


async def test_the_served_quit_question_keeps_its_sentence_whole(tmp_path: Path) -> None:
    app = app_on(tmp_path, served=True, setup_game="luzon")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        assert screen.apply_move(screen.game.legal_moves()[0])
        await pilot.pause()
        await send_keys(pilot, "q")
        text = await wait_for_text(pilot, "Quit anyway?")
        assert "It is saved: Resume on the start screen plays it on." in text


# -- the mouse alone --------------------------------------------------------------------------------


def empty_spot(board: Board[object]) -> tuple[int, int]:
    """A cell of the board with no tile and no note on it (in the board's own coordinates)."""
    placement = board._drawing.placement
    for y in range(board.size.height):
        for x in range(board.size.width):
            dx, dy = x + board.scroll_offset.x - board._left, y + board.scroll_offset.y - board._top
            if placement.target_at(dx, dy) is None and placement.note_at(dx, dy) is None:
                return x, y
    raise AssertionError("no empty spot on the board")


@pytest.mark.solver
@pytest.mark.parametrize("game", list(GAMES))
async def test_a_click_off_the_tiles_clears_the_hint(tmp_path: Path, game: str) -> None:
    app = app_on(tmp_path, served=True, setup_game=game, seed=winnable_seed(game))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        board = game_screen(app).board
        await send_keys(pilot, "w")
        await until(pilot, lambda: board.hinted)
        await pilot.click(board, offset=empty_spot(board))
        await pilot.pause()
        assert board.hinted == ()
        assert "Hint cleared" in screen_text(app)


async def test_a_click_outside_the_result_dialog_looks_at_the_board(tmp_path: Path) -> None:
    app = app_on(tmp_path, served=True, setup_game="luzon")  # deal 1: won by the first legal moves
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        while not screen.game.is_over:
            assert screen.apply_move(screen.game.legal_moves()[0])
        dialog = await game_over_dialog(pilot)
        await pilot.click(dialog, offset=(0, 0))  # the shade around the dialog, top left
        await pilot.pause()
        assert app.screen is screen
