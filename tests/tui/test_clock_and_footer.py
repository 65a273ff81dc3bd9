"""The clock counts only time spent looking at the game; the footer never loses help and quit, and
greys or lights its keys in place."""

from __future__ import annotations

from textual.command import CommandPalette
from tui_driving import (
    game_screen,
    make_app,
    notice,
    palette_offers,
    play_by_keys,
    screen_text,
    send_keys,
    setup_of,
    until,
)

from domino_solitaire.tui.app import DominoApp
from domino_solitaire.tui.widgets.footer import KeyFooter, ShownKey


def app_with_clock(now: list[float]) -> DominoApp:
    app = make_app(setup_of("luzon", 6, seed=1))
    app.clock = lambda: now[0]
    return app


async def test_the_clock_stops_while_another_screen_is_over_the_game() -> None:
    now = [100.0]
    app = app_with_clock(now)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        now[0] = 110.0
        assert screen.session.state.elapsed == 10.0
        for key in ("question_mark", "i", "s"):  # help, the rules, the statistics
            await send_keys(pilot, key)
            assert app.screen is not screen
            now[0] += 60.0  # a minute reading: not play
            await send_keys(pilot, "escape")
            assert app.screen is screen
        assert screen.session.state.elapsed == 10.0
        now[0] += 5.0
        assert screen.session.state.elapsed == 15.0


async def test_at_60_columns_help_and_quit_stay_and_keys_that_do_not_fit_are_left_out_whole() -> None:
    app = make_app(setup_of("good-neighbors", 12, seed=1))
    async with app.run_test(size=(60, 18)) as pilot:
        await pilot.pause()
        line = screen_text(app).splitlines()[-1]
        assert line.startswith(" ? Help  q Quit "), line
        footer = game_screen(app).query_one(KeyFooter)
        drawn = [key.description for key in footer.keys if f" {key.description} " in line]
        assert drawn == [key.description for key in footer.keys][: len(drawn)]
        assert 2 < len(drawn) < len(footer.keys)
        assert line.endswith("▏^p palette"), line  # the command palette's key keeps its place


async def test_the_footer_greys_and_lights_keys_and_a_click_presses_one() -> None:
    app = make_app(setup_of("good-neighbors", 6, seed=1))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        footer = screen.query_one(KeyFooter)

        def shown(description: str) -> ShownKey:
            return next(key for key in footer.keys if key.description == description)

        async def click(description: str) -> None:
            """Click the key's description where the screen shows it, as a player would."""
            line = screen_text(app).splitlines()[-1]
            assert description in line, line
            await pilot.click(offset=(line.index(description), app.size.height - 1))
            await pilot.pause()

        assert not shown("Undo").enabled and not shown("Redo").enabled
        await play_by_keys(pilot, screen.game.legal_moves()[0])
        assert len(screen.game.moves) == 1
        assert shown("Undo").enabled and not shown("Redo").enabled
        await click("Undo")
        assert screen.game.moves == []
        assert not shown("Undo").enabled and shown("Redo").enabled
        # A greyed key clicked is that key pressed: nothing happens, and the game says why.
        await click("Undo")
        assert screen.game.moves == []
        assert notice(app).endswith("There is no move to undo yet.")
        await click("Redo")
        assert len(screen.game.moves) == 1
        # The pointer over a key lights it and shows what it does.
        line = screen_text(app).splitlines()[-1]
        await pilot.hover(offset=(line.index("Restart"), app.size.height - 1))
        assert footer.hover == shown("Restart") and footer.tooltip
        await pilot.hover(offset=(1, 2))
        assert footer.hover is None


async def test_more_opens_the_screens_commands_and_a_click_leaves_the_notice_uncovered() -> None:
    app = make_app(setup_of("good-neighbors", 12, seed=1))
    async with app.run_test(size=(60, 18)) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        footer = screen.query_one(KeyFooter)
        line = screen_text(app).splitlines()[-1]
        # Keys that do not fit, and actions without a key in the footer (autoplay, statistics): "more".
        assert "… more" in line and line.endswith("▏^p palette"), line
        # A key clicked shows no tooltip over the notice line; the pointer moving on shows them again.
        x = line.index("Undo")
        await pilot.hover(offset=(x, app.size.height - 1))
        assert footer.tooltip
        await pilot.click(offset=(x, app.size.height - 1))
        await pilot.pause()
        assert footer.tooltip is None and notice(app).endswith("There is no move to undo yet.")
        await pilot.hover(offset=(x + 1, app.size.height - 1))
        assert footer.tooltip is None
        await pilot.click(offset=(line.index("more"), app.size.height - 1))
        await pilot.pause()
        assert CommandPalette.is_open(app)
        await send_keys(pilot, *"statis")
        await palette_offers(pilot, "Statistics")
        await send_keys(pilot, "enter")
        await until(pilot, lambda: type(app.screen).__name__ == "StatsScreen")
