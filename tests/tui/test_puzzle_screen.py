"""The puzzle screen: opened from the start screen's Puzzles button, solved, failed, at 80x24."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static
from tui_driving import screen_text

from domino_solitaire.puzzles.model import get
from domino_solitaire.puzzles.rating import NEW_PLAYER, after_attempt, puzzle_start
from domino_solitaire.recorder import GameRecorder
from domino_solitaire.store.puzzles import PLAYER, attempts, ratings
from domino_solitaire.tui.app import DominoApp
from domino_solitaire.tui.messages import MoveChosen
from domino_solitaire.tui.requests import GameOptions
from domino_solitaire.tui.screens.puzzle import PuzzleScreen


def _app(folder: Path, number: int | None) -> DominoApp:
    puzzle = None if number is None else get("luzon", number)
    app = DominoApp(
        GameOptions(puzzle=puzzle), clock=lambda: 0.0, new_seed=lambda: 1, recorder=GameRecorder.open(folder)
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
    result = await _solved_on_screen(tmp_path, 1)
    player, _ = after_attempt(NEW_PLAYER, puzzle_start(first.rating), solved=True)
    assert "Solved!" in result and f"1500 → {round(player.rating)}" in result
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
    store = GameRecorder.open(tmp_path).store
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
        GameOptions(puzzle=puzzle, daily=day), clock=lambda: 0.0, recorder=GameRecorder.open(tmp_path)
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "The daily puzzle of December 1, 2026" in screen_text(app)
        app.screen.post_message(MoveChosen(puzzle.line_moves()[0]))
        await pilot.pause()
    store = GameRecorder.open(tmp_path).store
    assert store is not None
    assert [a.daily for a in attempts(store)] == ["2026-12-01"]


async def test_a_puzzle_solved_again_on_the_screen_is_practice(tmp_path: Path) -> None:
    first = get("luzon", 1)
    assert first is not None
    player, _ = after_attempt(NEW_PLAYER, puzzle_start(first.rating), solved=True)
    assert "Practice:" not in await _solved_on_screen(tmp_path, 1)
    result = await _solved_on_screen(tmp_path, 1)
    assert f"your puzzle rating stays {round(player.rating)}." in result and "Practice:" in result
    recorder = GameRecorder.open(tmp_path)
    assert recorder.store is not None
    assert ratings(recorder.store, [PLAYER])[PLAYER] == player
    recorder.close()
