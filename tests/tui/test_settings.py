"""Settings persist between runs in the data store: the verdict shown or hidden, winnable deals only,
the theme, and the game, set and variant last chosen on the start screen."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from textual.widgets import Checkbox, RadioButton, RadioSet, Select
from tui_driving import SIZE, TestClock, game_screen, send_keys, setup_of, wait_for_text

from domino_solitaire.store.keeper import GameKeeper
from domino_solitaire.store.settings import Settings, StartChoice, from_rows, to_rows
from domino_solitaire.tui.app import DominoApp
from domino_solitaire.tui.requests import GameOptions
from domino_solitaire.tui.screens.start import StartScreen
from domino_solitaire.tui.widgets.status import StatusBar


def app_on(folder: Path, setup_game: tuple[str, int] | None = None) -> DominoApp:
    recorder = GameKeeper.open(folder)
    setup = setup_of(*setup_game, seed=1) if setup_game else None
    # The test's own time: no forced move plays while it looks (it would leave a game to resume).
    clock = TestClock()
    app = DominoApp(
        GameOptions(setup=setup), clock=clock, new_seed=lambda: 7, recorder=recorder, timers=clock
    )
    app.animation_level = "none"
    return app


async def test_the_verdict_setting_and_the_theme_are_kept_for_the_next_run(tmp_path: Path) -> None:
    app = app_on(tmp_path, ("luzon", 6))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await send_keys(pilot, "v")
        assert not app.show_verdict
        assert game_screen(app).query_one(StatusBar).verdict is None
        app.theme = "textual-light"
        await pilot.pause()
    assert app.recorder.flush(10)

    again = app_on(tmp_path, ("luzon", 6))
    assert not again.show_verdict and again.theme == "textual-light"
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert game_screen(again).query_one(StatusBar).verdict is None


async def test_the_start_screen_remembers_the_last_game_set_and_choices(tmp_path: Path) -> None:
    app = app_on(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        app.screen.query_one(RadioSet).query(RadioButton)[2].value = True  # Castle Rock
        await pilot.pause()
        app.screen.query_one("#set", Select).value = 9
        app.screen.query_one("#winnable", Checkbox).value = True
        await pilot.pause()
        await send_keys(pilot, "ctrl+s")
        await wait_for_text(pilot, "Castle Rock")
    assert app.recorder.flush(10)

    again = app_on(tmp_path)
    assert again.winnable
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        start = again.screen
        assert isinstance(start, StartScreen)
        assert start.chosen_kind() == ("castle-rock", 9, "standard")
        assert start.query_one("#winnable", Checkbox).value
        # The highlight in the row of games is on the game chosen, not on the first.
        assert start.query_one("#game", RadioSet)._selected == 2


async def test_pips_or_numbers_is_kept_per_set(tmp_path: Path) -> None:
    app = app_on(tmp_path, ("castle-rock", 12))  # sets of 10 and more open in numbers
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        board = game_screen(app).board
        assert board.shows_numbers
        await send_keys(pilot, "p")
        assert not board.shows_numbers
    assert app.recorder.flush(10)
    assert app.recorder.settings.tile_style(12) == "pips"

    again = app_on(tmp_path, ("castle-rock", 12))
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert not game_screen(again).board.shows_numbers  # pips, as chosen for double-12
    other = app_on(tmp_path, ("castle-rock", 15))
    async with other.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert game_screen(other).board.shows_numbers  # another set: by the set still


async def test_a_game_opened_at_once_builds_the_start_screen_when_the_player_goes_to_it(
    tmp_path: Path,
) -> None:
    recorder = GameKeeper.open(tmp_path)
    recorder.save_settings(replace(recorder.settings, last_start=StartChoice("castle-rock", 9, "standard")))
    assert recorder.flush(10)
    recorder.close()
    app = app_on(tmp_path, ("luzon", 6))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        # The game's first frame does not wait for the start screen's thirty-odd widgets.
        assert not any(isinstance(screen, StartScreen) for screen in app.screen_stack)
        await send_keys(pilot, "m")  # nothing played: straight to the start screen
        start = app.screen
        assert isinstance(start, StartScreen)
        # Built as it is shown, with the choices remembered from last time, and the game list focused.
        assert start.chosen_kind() == ("castle-rock", 9, "standard")
        assert app.focused is start.query_one("#game", RadioSet)
        await send_keys(pilot, "ctrl+s")
        await wait_for_text(pilot, "Castle Rock")


def test_each_games_set_and_variant_are_kept_and_checked_when_read() -> None:
    settings = (
        Settings().with_start_kind("castle-rock", 9, "standard").with_start_kind("luzon", 6, "six-ends")
    )
    rows = to_rows(settings)
    assert json.loads(rows["start_kind/castle-rock"]) == {"set": 9, "variant": "standard"}
    assert from_rows(rows.items()) == settings
    # A damaged row is left at the game's default; the others stay.
    rows["start_kind/castle-rock"] = json.dumps({"set": 7, "variant": "standard"})
    rows["start_kind/luzon"] = json.dumps({"set": 6, "variant": "six-ends", "game": "castle-rock"})
    rows["start_kind/nope"] = json.dumps({"set": 6, "variant": "standard"})
    assert dict(from_rows(rows.items()).start_kinds) == {"luzon": (6, "six-ends")}
    with pytest.raises(ValueError):
        Settings().with_start_kind("luzon", 9, "standard")


async def test_the_start_screen_remembers_the_set_of_each_game(tmp_path: Path) -> None:
    app = app_on(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        start = app.screen
        assert isinstance(start, StartScreen)
        await send_keys(pilot, "right", "right")  # Castle Rock
        start.query_one("#set", Select).value = 9
        await pilot.pause()
        await send_keys(pilot, "left")  # Luzon
        start.query_one("#variant", Select).value = "six-ends"
        await pilot.pause()
        assert start.chosen_kind() == ("luzon", 6, "six-ends")
    assert app.recorder.flush(10)

    again = app_on(tmp_path)
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        start = again.screen
        assert isinstance(start, StartScreen)
        await send_keys(pilot, "right")
        assert start.chosen_kind() == ("luzon", 6, "six-ends")
        await send_keys(pilot, "right")
        assert start.chosen_kind() == ("castle-rock", 9, "standard")


async def test_f5_right_after_a_change_of_game_keeps_a_kind_the_game_has(tmp_path: Path) -> None:
    # Castle Rock double-12, then Luzon chosen and F5 at once, before the set list caught up:
    # the screen's choice was (luzon, 12), and saving it raised ValueError through Settings.check.
    recorder = GameKeeper.open(tmp_path)
    recorder.save_settings(replace(recorder.settings, last_start=StartChoice("castle-rock", 12, "standard")))
    assert recorder.flush(10)
    app = app_on(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, StartScreen) and screen.chosen_kind() == ("castle-rock", 12, "standard")
        # The moment between the game's row taking Luzon and the screen hearing of it (its set list
        # still Castle Rock's), as a storm of keys found it: F5 then.
        games = screen.query_one(RadioSet)
        vars(games)["_pressed_button"] = games.query(RadioButton)[1]
        assert screen.chosen_kind() == ("luzon", 6, "standard")
        await send_keys(pilot, "f5")
        await pilot.pause()
        assert app.return_code is None and app.is_running
        assert isinstance(app.screen, StartScreen) and app.screen.chosen_kind() == ("luzon", 6, "standard")
    assert app.recorder.settings.last_start == StartChoice("luzon", 6, "standard")


async def test_a_setting_that_cannot_be_kept_is_a_notice_not_a_crash(tmp_path: Path) -> None:
    app = app_on(tmp_path, ("luzon", 6))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.remember(last_start=StartChoice("luzon", 12, "standard"))  # no such set
        await pilot.pause()
        assert app.return_code is None and app.is_running
        assert any("could not be kept" in str(n.message) for n in app._notifications)
    assert app.recorder.settings.last_start is None


async def test_four_rows_offers_winnable_deals_only_unless_the_player_said_otherwise(tmp_path: Path) -> None:
    app = app_on(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        start = app.screen
        assert isinstance(start, StartScreen)
        toggle = start.query_one("#winnable", Checkbox)
        assert not toggle.value  # Good Neighbors: any deal
        start.query_one(RadioSet).query(RadioButton)[3].value = True  # Four Rows
        await pilot.pause()
        assert start.chosen_kind()[0] == "four-rows"
        assert toggle.value
        assert app.recorder.settings.winnable_only is None  # the game's default, not a choice kept
        toggle.value = False  # the player's own choice, kept and followed by every game
        await pilot.pause()
        start.query_one(RadioSet).query(RadioButton)[1].value = True
        await pilot.pause()
        start.query_one(RadioSet).query(RadioButton)[3].value = True
        await pilot.pause()
        assert not toggle.value
    assert app.recorder.flush(10)
    assert app.recorder.settings.winnable_only is False
