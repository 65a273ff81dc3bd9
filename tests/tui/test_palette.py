"""The command palette (issue 20 item 6, issue 22 item 3): it survives fast keys and tiny terminals,
offers every command of the screen it opens over, and its Quit asks first during a game."""

from __future__ import annotations

import pytest
from storm import KEYS, storm
from tui_driving import game_screen, make_app, play_by_keys, send_keys, setup_of, until

from domino_solitaire.tui.app import DominoApp
from domino_solitaire.tui.palette import screen_commands
from domino_solitaire.tui.screens.dialogs import ConfirmScreen

PaletteDominoApp = DominoApp  # the app takes PaletteApp as its base

#: Keys sent in one go, as a fast typist or a key repeat does: each crashed Textual 8.2.8's palette.
STORMS = [
    ["ctrl+p", "pagedown"],
    ["ctrl+p", "pageup"],
    ["ctrl+p", "t", "h", "enter", "enter", "enter"],
    ["ctrl+p", "pagedown", "enter", "escape", "ctrl+p", "pageup", "enter", "enter"],
    ["ctrl+p", "x", "z", "q", "enter", "escape", "escape"],
]


async def test_a_storm_of_palette_keys_and_a_tiny_terminal_do_not_crash() -> None:
    app = make_app(setup_of("luzon", 6, seed=42), app_class=PaletteDominoApp)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        for keys in STORMS:
            await send_keys(pilot, *keys)
            await pilot.pause(0.05)
            assert app.return_code is None and app.is_running, keys
            for _ in range(4):  # out of the palette, and of what its commands opened (help, rules)
                if app.screen is not screen:
                    await send_keys(pilot, "escape")
            assert app.screen is screen, keys
        # The palette's list drawn at a few columns' width (ValueError: range() arg 3 must not be zero).
        await send_keys(pilot, "ctrl+p", "down")
        await pilot.pause(0.3)
        for width in (4, 6, 5, 80):
            await pilot.resize_terminal(width, 10)
            await send_keys(pilot, "t")
            await pilot.pause(0.05)
        assert app.return_code is None and app.is_running


@pytest.mark.parametrize("seed", [22, 25])  # KeyError 0 and ScreenStackError, before the guards
async def test_a_random_storm_with_the_palettes_keys_leaves_the_app_sound(seed: int) -> None:
    # The game's keys, with the palette's key and its page, enter and escape keys often among them.
    keys = [*KEYS, *["ctrl+p", "pagedown", "pageup", "enter", "escape"] * 8]
    report = await storm("good-neighbors", 6, seed, batches=4, keys=keys, app_class=PaletteDominoApp)
    assert report.keys == 4 * 25


async def test_the_palette_runs_the_screens_commands_and_its_quit_asks_first() -> None:
    app = make_app(setup_of("castle-rock", 6, seed=3), app_class=PaletteDominoApp)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        titles = {command.title for command in screen_commands(screen)}
        # The game's keys that the footer leaves out are commands too.
        assert {"Statistics", "Autoplay", "Undo", "Help"} <= titles
        await send_keys(pilot, "ctrl+p", *"statis")
        await until(pilot, lambda: bool(app.screen.query("CommandList.--visible")))
        await pilot.pause(0.3)  # the search's results come in batches
        await send_keys(pilot, "enter")
        await until(pilot, lambda: type(app.screen).__name__ == "StatsScreen")
        await send_keys(pilot, "escape")
        assert app.screen is screen
        await play_by_keys(pilot, screen.game.legal_moves()[0])
        await send_keys(pilot, "ctrl+p", *"quit")
        await pilot.pause(0.3)
        await send_keys(pilot, "enter")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        assert app.is_running
