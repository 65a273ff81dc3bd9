"""The clock counts only time spent looking at the game; the footer never loses help and quit, and
greys or lights its keys in place."""

from __future__ import annotations

from textual.widgets._footer import FooterKey
from tui_driving import game_screen, make_app, play_by_keys, screen_text, send_keys, setup_of

from domino_solitaire.tui.app import DominoApp
from domino_solitaire.tui.widgets.footer import KeyFooter


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


async def test_the_footer_lights_and_greys_keys_in_place_and_a_lit_key_can_be_clicked() -> None:
    app = make_app(setup_of("good-neighbors", 6, seed=1))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        footer = screen.query_one(KeyFooter)

        def undo_key() -> FooterKey:
            return next(key for key in footer.query(FooterKey) if key.action == "undo")

        before = list(footer.query(FooterKey))
        assert undo_key().has_class("-disabled")
        await play_by_keys(pilot, screen.game.legal_moves()[0])
        await pilot.pause()
        assert len(screen.game.moves) == 1
        # Undo is lit by the same keys, not a rebuilt footer.
        assert list(footer.query(FooterKey)) == before
        assert not undo_key().has_class("-disabled")
        await pilot.click(undo_key())
        await pilot.pause()
        assert screen.game.moves == []
        assert undo_key().has_class("-disabled")
        # A greyed key clicked does nothing: redo is lit now, and clicking it plays the move again.
        await pilot.click(undo_key())
        await pilot.pause()
        assert screen.game.moves == []
        await pilot.click(next(key for key in footer.query(FooterKey) if key.action == "redo"))
        await pilot.pause()
        assert len(screen.game.moves) == 1
