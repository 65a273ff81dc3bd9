"""The puzzle screen: opened from the start screen's Puzzles button, solved, failed, at 80x24."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Static
from tui_driving import screen_text

from domino_solitaire.puzzles.model import games_with_puzzles, get
from domino_solitaire.puzzles.rating import NEW_PLAYER, after_attempt, puzzle_start
from domino_solitaire.store.keeper import GameKeeper
from domino_solitaire.store.puzzles import PLAYER, attempts, ratings
from domino_solitaire.tui.app import DominoApp
from domino_solitaire.tui.messages import MoveChosen
from domino_solitaire.tui.requests import GameOptions
from domino_solitaire.tui.screens.help import HelpScreen
from domino_solitaire.tui.screens.puzzle import PuzzleScreen
from domino_solitaire.tui.screens.start import StartScreen
from domino_solitaire.tui.widgets.status import NoticeLine


def _app(folder: Path, number: int | None, game: str = "luzon") -> DominoApp:
    puzzle = None if number is None else get(game, number)
    app = DominoApp(
        GameOptions(puzzle=puzzle), clock=lambda: 0.0, new_seed=lambda: 1, recorder=GameKeeper.open(folder)
    )
    app.animation_level = "none"
    return app


async def _solved_on_screen(folder: Path, number: int) -> str:
    """Luzon puzzle ``number`` (a one-move line) solved on the screen: what its result says."""
    puzzle = get("luzon", number)
    assert puzzle is not None
    app = _app(folder, number)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PuzzleScreen)
        screen.post_message(MoveChosen(puzzle.line_moves()[0]))
        await pilot.pause()
        result = str(screen.query_one("#puzzle-result", Static).render())
    app.recorder.close()
    return result


async def test_the_start_screens_button_opens_a_puzzle_near_the_rating(tmp_path: Path) -> None:
    app = _app(tmp_path, None)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.click("#puzzles")
        await pilot.pause()
        assert isinstance(app.screen, PuzzleScreen)
        assert "puzzle" in screen_text(app).lower()


async def test_solved_on_the_board_then_failed_and_the_ratings_move(tmp_path: Path) -> None:
    first, second = get("luzon", 1), get("luzon", 2)
    assert first is not None and second is not None
    app = _app(tmp_path, 1)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PuzzleScreen)
        screen.post_message(MoveChosen(first.line_moves()[0]))
        await pilot.pause()
        result = str(screen.query_one("#puzzle-result", Static).render())
        player, _ = after_attempt(NEW_PLAYER, puzzle_start(first.rating), solved=True)
        assert "Solved!" in result and f"1500 → {round(player.rating)}" in result
        # The puzzle's rating and the player's, named apart (both read "puzzle rating" before).
        shown = screen_text(app)
        assert f"· Difficulty: {round(first.rating)}." in shown and "Puzzle rating" not in shown
        assert f"Your puzzle rating: 1500 → {round(player.rating)}" in shown
    app = _app(tmp_path, 2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PuzzleScreen)
        wrong = next(m for m in second.position().legal_moves() if str(m) != second.line[0])
        screen.post_message(MoveChosen(wrong))
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        result = str(screen.query_one("#puzzle-result", Static).render())
        assert f"The only move was {second.line[0]}" in result
    store = GameKeeper.open(tmp_path).store
    assert store is not None
    failed, _ = after_attempt(player, puzzle_start(second.rating), solved=False)
    assert [a.solved for a in attempts(store)] == [True, False]
    assert round(ratings(store, [PLAYER])[PLAYER].rating) == round(failed.rating)


async def test_the_daily_puzzle_says_so_and_is_kept_as_the_days(tmp_path: Path) -> None:
    from datetime import date

    from domino_solitaire.puzzles.choose import daily

    day = date(2026, 12, 1)
    puzzle = daily(day)
    assert puzzle is not None
    app = DominoApp(
        GameOptions(puzzle=puzzle, daily=day), clock=lambda: 0.0, recorder=GameKeeper.open(tmp_path)
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "The daily puzzle of December 1, 2026" in screen_text(app)
        app.screen.post_message(MoveChosen(puzzle.line_moves()[0]))
        await pilot.pause()
    store = GameKeeper.open(tmp_path).store
    assert store is not None
    assert [a.daily for a in attempts(store)] == ["2026-12-01"]


async def test_a_puzzle_solved_again_on_the_screen_is_practice(tmp_path: Path) -> None:
    first = get("luzon", 1)
    assert first is not None
    player, _ = after_attempt(NEW_PLAYER, puzzle_start(first.rating), solved=True)
    assert "Practice:" not in await _solved_on_screen(tmp_path, 1)
    result = await _solved_on_screen(tmp_path, 1)
    assert f"your puzzle rating stays {round(player.rating)}." in result and "Practice:" in result
    recorder = GameKeeper.open(tmp_path)
    assert recorder.store is not None
    assert ratings(recorder.store, [PLAYER])[PLAYER] == player
    recorder.close()


#: Every game that has puzzles.
GAMES_WITH_PUZZLES = games_with_puzzles()


@pytest.mark.parametrize("game", GAMES_WITH_PUZZLES)
async def test_the_puzzle_answers_to_the_games_keys_and_its_footer_shows_them(
    tmp_path: Path, game: str
) -> None:
    app = _app(tmp_path, 1, game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, PuzzleScreen)
        screen: PuzzleScreen = app.screen
        footer = screen_text(app).splitlines()[-1]
        for key, words in [
            ("w", "Hint"),
            ("n", "Next puzzle"),
            ("m", "Start screen"),
            ("?", "Help"),
            ("q", "Quit"),
        ]:
            assert f"{key} {words}" in footer, footer
        assert "^w" not in footer and "^n" not in footer
        await pilot.press("w")
        assert screen.board.hinted and "Hint" in notice_of(screen)
        # Escape clears the hint first, then goes back.
        await pilot.press("escape")
        assert not screen.board.hinted and app.screen is screen
        for key in ("question_mark", "f1"):
            await pilot.press(key)
            help_screen = app.screen
            assert isinstance(help_screen, HelpScreen)
            assert {"Another puzzle near your rating", "Back to the start screen (choose another game)"} <= {
                what for _, what in help_screen.keys
            }
            await pilot.press("escape")
            assert app.screen is screen
        await pilot.press("n")
        await pilot.pause()
        following = app.screen
        assert isinstance(following, PuzzleScreen) and following is not screen
        assert following.attempting.puzzle != screen.attempting.puzzle
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        await pilot.press("f6")
        await pilot.pause()
        assert isinstance(app.screen, PuzzleScreen)
        await pilot.press("m")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
    store = GameKeeper.open(tmp_path).store
    assert store is not None and attempts(store) == []  # left under way: nothing rated


@pytest.mark.parametrize("game", GAMES_WITH_PUZZLES)
async def test_q_quits_a_puzzle_at_once_and_rates_nothing(tmp_path: Path, game: str) -> None:
    app = _app(tmp_path, 1, game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        first = get(game, 1)
        assert first is not None
        app.screen.post_message(MoveChosen(first.line_moves()[0]))
        await pilot.pause()
        await pilot.press("q")
        await pilot.pause()
        assert not app.is_running
    store = GameKeeper.open(tmp_path).store
    assert store is not None and len(attempts(store)) == (1 if len(first.line) == 1 else 0)


async def test_a_click_on_the_footers_start_screen_leaves_the_puzzle(tmp_path: Path) -> None:
    app = _app(tmp_path, 1)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        line = screen_text(app).splitlines()[-1]
        await pilot.click(offset=(line.index("Start screen"), app.size.height - 1))
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)


def notice_of(screen: PuzzleScreen) -> str:
    return str(screen.query_one(NoticeLine).render())
