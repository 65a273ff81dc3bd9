"""The start screen's daily deal and difficulty: the game played is the day's, and the history says so."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from textual.widgets import Button, Select
from tui_driving import SIZE, game_screen, play_by_keys, wait_for_text

from domino_solitaire.solver import daily_deal, grade
from domino_solitaire.store.session import GameRecorder
from domino_solitaire.tui.app import DominoApp
from domino_solitaire.tui.screens.game import GameScreen
from domino_solitaire.tui.screens.start import StartScreen


def app_on(folder: Path) -> DominoApp:
    app = DominoApp(None, clock=lambda: 0.0, new_seed=lambda: 1, recorder=GameRecorder.open(folder))
    app.animation_level = "none"
    return app


async def test_the_daily_button_plays_today_s_deal_and_the_history_marks_it(tmp_path: Path) -> None:
    app = app_on(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        start = app.screen
        assert isinstance(start, StartScreen)
        start.query_one("#daily", Button).press()
        await wait_for_text(pilot, "Stock")
        screen = game_screen(app)
        today = daily_deal("good-neighbors", 12, "standard", date.today())
        assert screen.game.setup.seed == today.seed and screen.daily == date.today()
        await play_by_keys(pilot, screen.game.legal_moves()[0])
    assert app.recorder.flush(10)
    [info] = GameRecorder.open(tmp_path).history()  # read afresh, as the next run would
    assert info.daily == date.today().isoformat() and info.seed == today.seed


async def test_a_difficulty_chosen_on_the_start_screen_deals_that_grade(tmp_path: Path) -> None:
    app = app_on(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        start = app.screen
        assert isinstance(start, StartScreen)
        start.query_one("#difficulty", Select).value = "hard"
        await pilot.pause()
        start.query_one("#play", Button).press()
        for _ in range(200):
            if isinstance(app.screen, GameScreen):
                break
            await pilot.pause(0.05)
        setup = game_screen(app).game.setup
        assert str(grade(setup)) == "hard"
    assert app.recorder.settings.difficulty == "hard"
