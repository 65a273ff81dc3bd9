"""The start screen's daily deals and difficulty: today's deal of each game with how it went, the
game played is the day's, and the history says so."""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import Button, OptionList, Select
from tui_driving import DAY, SIZE, game_screen, play_by_keys, screen_text, send_keys, wait_for_text

from domino_solitaire.engine import make_setup
from domino_solitaire.play import Origin, PlaySession
from domino_solitaire.solver import daily_deal, grade, solve
from domino_solitaire.store.keeper import GameKeeper
from domino_solitaire.tui.app import DominoApp
from domino_solitaire.tui.screens.start import StartScreen, game_button_id


def app_on(folder: Path) -> DominoApp:
    app = DominoApp(
        clock=lambda: 0.0, new_seed=lambda: 1, recorder=GameKeeper.open(folder), today=lambda: DAY
    )
    app.animation_level = "none"
    return app


def won_daily(folder: Path, game: str, size: int) -> None:
    """Store a win of ``DAY``'s deal of ``game`` (the solver's line), as a session before this one did."""
    found = daily_deal(game, size, "standard", DAY)
    recorder = GameKeeper.open(folder)
    session = PlaySession(
        make_setup(game, size, seed=found.seed),
        origin=Origin.DAILY,
        daily=DAY,
        sink=recorder,
        clock=lambda: 0.0,
    )
    for move in solve(session.game.position).moves:
        assert session.play(move).done
    assert session.game.status == "won"
    recorder.close()


async def dailies_known(pilot: Pilot[None]) -> list[str]:
    """The lines of today's deals once the worker has found them all."""
    app = pilot.app
    await app.workers.wait_for_complete([w for w in app.workers if w.group == "start-dailies"])
    await pilot.pause()
    lines = screen_text(app).splitlines()
    title = next(i for i, line in enumerate(lines) if "Today's deals" in line)
    return [line.strip() for line in lines[title : title + 4]]


async def test_today_s_deals_list_each_game_with_its_grade_and_how_it_went(tmp_path: Path) -> None:
    won_daily(tmp_path, "luzon", 6)
    app = app_on(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        title, *lines = await dailies_known(pilot)
        assert title.startswith("Today's deals — November 25, 2026 ")
        # A Wednesday: medium deals; the Luzon one won today, the others not played yet.
        assert [line.split() for line in lines] == [
            ["Good", "Neighbors", "d12", "medium"],
            ["Luzon", "d6", "medium", "✓", "won"],
            ["Castle", "Rock", "d6", "medium"],
        ]
        # Another set chosen for the chosen game: its line follows (double-15 has no winnable deal).
        await pilot.click(f"#{game_button_id('castle-rock')}")
        app.screen.query_one("#set", Select).value = 15
        lines = await dailies_known(pilot)
        par = daily_deal("castle-rock", 15, "standard", DAY).par
        assert lines[3].split() == ["Castle", "Rock", "d15", "goal:", "par", str(par)]


async def test_a_line_plays_that_daily_and_the_mark_follows_the_game(tmp_path: Path) -> None:
    app = app_on(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await dailies_known(pilot)
        start = app.screen
        assert isinstance(start, StartScreen)
        # A click on Castle Rock's line, although Good Neighbors is the game chosen.
        dailies = start.query_one("#dailies", OptionList)
        await pilot.click(dailies, offset=(2, 2))
        await wait_for_text(pilot, "daily November 25, 2026")
        screen = game_screen(app)
        assert screen.game.setup.seed == daily_deal("castle-rock", 6, "standard", DAY).seed
        assert screen.session.state.daily == DAY
        await play_by_keys(pilot, screen.game.legal_moves()[0])
        left = screen.game.position.tiles_left()
        await send_keys(pilot, "m", "y")  # give it up: back to the start screen
        assert app.screen is start
        lines = await dailies_known(pilot)
        assert lines[3].endswith(f"played: gave up ({left} left)")
        # The keys: the list, its second line, enter.
        dailies.focus()
        await send_keys(pilot, "home", "down", "enter")
        await wait_for_text(pilot, "daily November 25, 2026")
        assert game_screen(app).game.setup.seed == daily_deal("luzon", 6, "standard", DAY).seed


async def test_the_daily_button_plays_today_s_deal_and_the_history_marks_it(tmp_path: Path) -> None:
    app = app_on(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        start = app.screen
        assert isinstance(start, StartScreen)
        start.query_one("#daily", Button).press()
        await wait_for_text(pilot, "Stock")
        screen = game_screen(app)
        today = daily_deal("good-neighbors", 12, "standard", DAY)
        assert screen.game.setup.seed == today.seed and screen.session.state.daily == DAY
        await play_by_keys(pilot, screen.game.legal_moves()[0])
    assert app.recorder.flush(10)
    [info] = GameKeeper.open(tmp_path).reading().history()  # read afresh, as the next run would
    assert info.daily == DAY and info.seed == today.seed


async def test_a_difficulty_chosen_on_the_start_screen_deals_that_grade(tmp_path: Path) -> None:
    app = app_on(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        start = app.screen
        assert isinstance(start, StartScreen)
        start.query_one("#difficulty", Select).value = "hard"
        await pilot.pause()
        start.query_one("#play", Button).press()
        await pilot.pause()  # the press reaches the screen, which starts its search
        await app.workers.wait_for_complete([w for w in app.workers if w.group == "start-search"])
        await pilot.pause()
        setup = game_screen(app).game.setup
        assert str(grade(setup)) == "hard"
    assert app.recorder.settings.difficulty == "hard"
