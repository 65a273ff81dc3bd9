"""The start screen's "at my level" (issue 30): the grade where the player wins about half the time,
picked from the stored games by records.level as ``play --difficulty mine`` picks it, and said."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from pathlib import Path

from textual.widgets import Button, Label, Select
from tui_driving import DAY, SIZE, game_screen, screen_text

from domino_solitaire.engine import Game, make_setup
from domino_solitaire.solver import grade
from domino_solitaire.store import GameStore, open_store
from domino_solitaire.store.keeper import GameKeeper
from domino_solitaire.store.settings import Settings, StartChoice
from domino_solitaire.tui.app import DominoApp
from domino_solitaire.tui.screens.start import StartScreen, game_button_id
from helpers import save_game

T0 = datetime(2026, 11, 1, 12, 0, tzinfo=timezone.utc)


def store_games(folder: Path, results: list[tuple[str, bool]], difficulty: str | None = None) -> None:
    """Luzon double-6 games of the given grades, won or lost, played to their end by the first legal
    move (deal 1 is won so, deal 0 lost); the start screen then opens on Luzon double-6."""
    store = open_store(folder)
    assert isinstance(store, GameStore)
    for number, (graded, won) in enumerate(results):
        game = Game(make_setup("luzon", 6, seed=1 if won else 0))
        while not game.is_over:
            game.play(game.legal_moves()[0])
        assert (game.status == "won") is won
        save_game(store, game, T0 + timedelta(minutes=number), elapsed=60.0, grade=graded)
    store.save_settings(Settings(last_start=StartChoice("luzon", 6, "standard"), difficulty=difficulty))
    store.close()


def app_on(folder: Path) -> DominoApp:
    app = DominoApp(
        clock=lambda: 0.0, new_seed=lambda: 1, recorder=GameKeeper.open(folder), today=lambda: DAY
    )
    app.animation_level = "none"
    return app


def note(start: StartScreen) -> str:
    return str(start.query_one("#win-rate", Label).render())


async def test_at_my_level_picks_the_grade_won_about_half_the_time(tmp_path: Path) -> None:
    # Easy won every time, hard two times in four: hard is the player's level (not the first grade,
    # medium, that a player with too few games gets). The choice was kept from last time.
    results = [("easy", True)] * 3 + [("hard", True), ("hard", False)] * 2
    store_games(tmp_path, results, difficulty="mine")
    app = app_on(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        start = app.screen
        assert isinstance(start, StartScreen)
        assert start.query_one("#difficulty", Select).value == "mine"
        shown = screen_text(app)
        assert "Difficulty at my level" in shown
        assert "Your level: hard (2 of 4 games won without a hint)" in shown
        assert start.wanted_grade() == "hard"
        start.query_one("#play", Button).press()
        await pilot.pause()  # the press reaches the screen, which starts its search
        await app.workers.wait_for_complete([w for w in app.workers if w.group == "start-search"])
        await pilot.pause()
        session = game_screen(app).session
        assert str(grade(session.game.setup)) == "hard" and session.deals.difficulty == "hard"
    assert app.recorder.settings.difficulty == "mine"


async def test_at_my_level_says_when_there_are_too_few_games(tmp_path: Path) -> None:
    # Two games of a grade are not enough to measure it (records.level.ENOUGH is three).
    store_games(tmp_path, [("hard", True), ("hard", False)])
    app = app_on(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        start = app.screen
        assert isinstance(start, StartScreen)
        assert "43.12% of deals can be won" in note(start)  # any deal: the set's win rate
        start.query_one("#difficulty", Select).value = "mine"
        await pilot.pause()
        assert "Too few games yet to find your level: medium until then" in screen_text(app)
        assert start.wanted_grade() == "medium"
        assert app.recorder.settings.difficulty == "mine"
        # Castle Rock double-12 has expert deals only: the fallback is the grade the set has.
        await pilot.click(f"#{game_button_id('castle-rock')}")
        start.query_one("#set", Select).value = 12
        await pilot.pause()
        assert start.grades == ["expert"]
        assert note(start) == "Too few games yet to find your level: expert until then"
        assert start.wanted_grade() == "expert" and start.query_one("#start").max_scroll_y == 0
        # Back to any deal: the set's win rate again.
        start.query_one("#difficulty", Select).value = Select.NULL
        await pilot.pause()
        assert "Your level" not in note(start) and start.wanted_grade() is None
    assert app.recorder.settings.difficulty is None
