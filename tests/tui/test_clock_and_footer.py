"""The clock counts only time spent looking at the game; the footer never loses help and quit."""

from __future__ import annotations

from tui_driving import game_screen, make_app, screen_text, send_keys, setup_of

from domino_solitaire.tui.app import DominoApp


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
        assert screen.elapsed() == 10.0
        for key in ("question_mark", "i", "s"):  # help, the rules, the statistics
            await send_keys(pilot, key)
            assert app.screen is not screen
            now[0] += 60.0  # a minute reading: not play
            await send_keys(pilot, "escape")
            assert app.screen is screen
        assert screen.elapsed() == 10.0
        now[0] += 5.0
        assert screen.elapsed() == 15.0


async def test_help_and_quit_stay_in_the_footer_at_60_columns() -> None:
    app = make_app(setup_of("good-neighbors", 12, seed=1))
    async with app.run_test(size=(60, 18)) as pilot:
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1]
        assert "? Help" in footer and "q Quit" in footer, footer
