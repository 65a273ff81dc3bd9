"""The command palette (issue 20 item 6, issue 22 item 3): it survives fast keys and tiny terminals,
offers every command of the screen it opens over, and its Quit asks first during a game."""

from __future__ import annotations

import pytest
from storm import KEYS, storm
from textual.app import App, ComposeResult
from textual.command import CommandList
from textual.pilot import Pilot
from textual.widgets import OptionList
from tui_driving import game_screen, make_app, palette_offers, play_by_keys, send_keys, setup_of, until

from domino_solitaire import i18n
from domino_solitaire.tui.app import DominoApp
from domino_solitaire.tui.option_lists import SafeOptionList, SafeSelect
from domino_solitaire.tui.palette import SafeCommandPalette, screen_commands
from domino_solitaire.tui.screens.dialogs import ConfirmScreen
from domino_solitaire.tui.screens.start import StartScreen

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
            assert app.return_code is None and app.is_running, keys
            for _ in range(4):  # out of the palette, and of what its commands opened (help, rules)
                if app.screen is not screen:
                    await send_keys(pilot, "escape")
            assert app.screen is screen, keys
        # The palette's list drawn at a few columns' width (ValueError: range() arg 3 must not be zero).
        await send_keys(pilot, "ctrl+p", "down")
        await until(pilot, lambda: bool(app.screen.query("CommandList.--visible")))
        for width in (4, 6, 5, 80):
            await pilot.resize_terminal(width, 10)
            await send_keys(pilot, "t")
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
        await palette_offers(pilot, "Statistics")
        await send_keys(pilot, "enter")
        await until(pilot, lambda: type(app.screen).__name__ == "StatsScreen")
        await send_keys(pilot, "escape")
        assert app.screen is screen
        await play_by_keys(pilot, screen.game.legal_moves()[0])
        await send_keys(pilot, "ctrl+p", *"quit")
        await palette_offers(pilot, "Quit")
        await send_keys(pilot, "enter")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        assert app.is_running


async def test_a_palette_opened_while_the_last_one_is_still_closing_opens() -> None:
    # Escape then ctrl+p before the first palette was removed: both had one id (DuplicateIds).
    app = make_app(setup_of("castle-rock", 12, seed=3))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.action_command_palette()
        await pilot.pause()
        first = app.screen
        assert isinstance(first, SafeCommandPalette)
        first.dismiss()
        app.action_command_palette()
        await pilot.pause()
        assert isinstance(app.screen, SafeCommandPalette) and app.screen is not first
        assert app.return_code is None and app.is_running


async def test_the_palette_over_the_start_screen_survives_any_size_from_1x1() -> None:
    # The start screen's option lists, measured one or two cells wide: ValueError in Rich's
    # chop_cells, "range() arg 3 must not be zero".
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await send_keys(pilot, "ctrl+p")
        for width, height in [(1, 1), (2, 1), (1, 3), (3, 2), (4, 5), (7, 3), (80, 24)]:
            await pilot.resize_terminal(width, height)
            await send_keys(pilot, "pagedown", "x", "pageup")
        assert app.return_code is None and app.is_running


class Lists(App[None]):
    """An option list and a Select's drop-down with no room at all: nothing laid out in them."""

    def compose(self) -> ComposeResult:
        yield SafeOptionList("one", "two", "three", compact=True)
        yield SafeSelect([("a", 1), ("b", 2), ("c", 3)], allow_blank=False, compact=True)

    def on_mount(self) -> None:
        for option_list in self.query(OptionList):
            option_list.styles.height = option_list.styles.max_height = 0


@pytest.mark.parametrize("highlighted", [None, 0, 2])
async def test_an_option_list_paged_before_it_has_lines_does_not_crash(highlighted: int | None) -> None:
    # A Select's drop-down opened and paged in the same moment, in a storm: OptionList._move_page
    # looked the highlighted option's line up in an empty map (KeyError: 2).
    app = Lists()
    async with app.run_test(size=(40, 10)) as pilot:
        app.query_one(SafeSelect).action_show_overlay()
        await pilot.pause()
        for option_list in app.query(OptionList):
            option_list.highlighted = highlighted
            option_list.action_page_down()  # type: ignore[no-untyped-call]
            option_list.action_page_up()  # type: ignore[no-untyped-call]
            assert option_list.highlighted in (0, 2)
        assert app.return_code is None and app.is_running


async def test_a_start_screen_resumed_after_losing_its_widgets_does_nothing() -> None:
    # Two F5 in a burst: the first screen made again is replaced before it hears it is on top.
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, StartScreen)
        await screen.query_children().remove()
        screen.on_screen_resume()  # NoMatches '#resume' before the guard


async def test_a_choice_from_a_select_whose_options_changed_under_it_is_dropped() -> None:
    # tui_storm run 36: Select._update_selection indexed past the options (IndexError), from the
    # start screen's tier list (a plain Select) in a storm of keys and sizes.
    from textual.app import App
    from textual.widgets._select import SelectOverlay

    from domino_solitaire.tui.option_lists import SafeSelect

    class OneSelect(App[None]):
        def compose(self) -> ComposeResult:
            yield SafeSelect[str]([("one", "1"), ("two", "2")], prompt="-", id="pick")

    app = OneSelect()
    async with app.run_test(size=(40, 10)) as pilot:
        select: SafeSelect[str] = app.query_one("#pick", SafeSelect)
        overlay = select.query_one(SelectOverlay)
        overlay.post_message(SelectOverlay.UpdateSelection(99))
        await pilot.pause()
        assert app.is_running and select.value is SafeSelect.NULL
        overlay.post_message(SelectOverlay.UpdateSelection(2))  # index 0 is the prompt's blank
        await pilot.pause()
        assert str(select.value) == "2"


async def palette_titles(pilot: Pilot[None]) -> list[str]:
    """The commands the palette lists as it opens (every provider's), by title, in order."""
    await send_keys(pilot, "ctrl+p")
    await palette_offers(pilot, "")

    def listed() -> list[str]:
        commands = pilot.app.screen.query_one(CommandList)
        return [
            str(commands.get_option_at_index(i).prompt).splitlines()[0] for i in range(commands.option_count)
        ]

    # The providers answer in batches, gathered by the palette's worker: once it is done and its
    # last batch is drawn, the list stops growing.
    await pilot.app.workers.wait_for_complete()
    shown: list[str] = []
    while (now := listed()) != shown:
        shown = now
        await pilot.pause()
    await send_keys(pilot, "escape")
    return shown


@pytest.mark.parametrize(
    ("lang", "quit_word", "theme"),
    [("en", "Quit", "Theme"), ("fr", "Quitter", "Thème"), ("ru", "Выход", "Тема")],
)
async def test_the_palette_lists_only_the_games_commands_once_each_in_the_players_language(
    lang: str, quit_word: str, theme: str
) -> None:
    app = make_app(setup_of("luzon", 6, seed=7), lang=lang)
    textuals = {"Keys", "Maximize", "Minimize", "Screenshot"}
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await until(pilot, lambda: game_screen(app).is_mounted)
            on_the_game = await palette_titles(pilot)
            app.show_start()
            await pilot.pause()
            on_the_start = await palette_titles(pilot)
            app.show_puzzle()
            await pilot.pause()
            on_the_puzzle = await palette_titles(pilot)
            for titles in (on_the_game, on_the_start, on_the_puzzle):
                assert len(titles) == len(set(titles)), titles
                assert titles.count(quit_word) == 1 and theme in titles, titles
                assert not textuals & set(titles), titles
            if lang != "en":
                assert not {"Quit", "Theme", "Hint", "Undo"} & set(on_the_game)
    finally:
        i18n.use("en")
