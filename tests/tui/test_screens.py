# mypy: disable-error-code="comparison-overlap"
# (A test asserts what is on screen, lets the app run, and asserts again: mypy keeps the first
# narrowing across the await and calls the second check impossible.)
"""The game screen's keys, dialogs and overlays, and what they show."""

from __future__ import annotations

import pytest
from textual.widgets import Input, Label, RadioSet, Select
from tui_driving import (
    SIZE,
    board,
    game_over_dialog,
    game_screen,
    keys_to,
    make_app,
    notice,
    play_by_keys,
    screen_text,
    send_keys,
    setup_of,
    wait_for_text,
)

from domino_solitaire.engine import Status
from domino_solitaire.engine.castle_rock import Removal
from domino_solitaire.engine.good_neighbors import Cell, GoodNeighborsPosition
from domino_solitaire.engine.luzon import Spot
from domino_solitaire.tui.launch import use_the_real_terminal_size
from domino_solitaire.tui.screens.dialogs import ConfirmScreen
from domino_solitaire.tui.screens.game import GameScreen
from domino_solitaire.tui.screens.help import HelpScreen
from domino_solitaire.tui.screens.rulebook import RulesScreen
from domino_solitaire.tui.screens.start import StartScreen, game_button_id
from domino_solitaire.tui.screens.too_small import TooSmallScreen
from domino_solitaire.tui.widgets.board import Board
from domino_solitaire.tui.widgets.castle_rock import CastleRockBoard
from domino_solitaire.tui.widgets.good_neighbors import GoodNeighborsBoard
from domino_solitaire.tui.widgets.luzon import LuzonBoard
from domino_solitaire.wording.moves import tiles_list


@pytest.mark.solver
async def test_undo_redo_restart_and_new_deal() -> None:
    app = make_app(setup_of("good-neighbors", 6, seed=1), next_seed=4242)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        opening = screen.game.position
        assert screen.check_action("undo", ()) is None  # greyed out in the footer
        for text in ("a1+b1", "a1+b1", "b1+c1"):
            await play_by_keys(pilot, screen.game.parse(text))
        assert screen.game.move_texts() == ["a1+b1", "a1+b1", "b1+c1"]
        assert "Moves 3" in screen_text(app)
        await send_keys(pilot, "u", "u")
        assert screen.game.move_texts() == ["a1+b1"]
        assert "Took back a1+b1" in notice(app)
        assert screen.check_action("redo", ()) is True
        await send_keys(pilot, "y")
        assert screen.game.move_texts() == ["a1+b1", "a1+b1"]
        await send_keys(pilot, "r")
        assert screen.game.moves == [] and screen.game.position == opening
        assert board(app).position == opening
        await send_keys(pilot, "y", "y", "y")
        assert screen.game.move_texts() == ["a1+b1", "a1+b1", "b1+c1"]
        # A new deal while a game is in progress asks first.
        await send_keys(pilot, "n")
        assert isinstance(app.screen, ConfirmScreen)
        await send_keys(pilot, "n")  # n is the game's key only: the dialog waits for y or escape
        assert isinstance(app.screen, ConfirmScreen)
        await send_keys(pilot, "escape")
        assert app.screen is screen and len(screen.game.moves) == 3
        await send_keys(pilot, "n", "y")
        assert app.screen is screen
        assert screen.game.setup.seed == 4242 and screen.game.moves == []
        assert "deal 4242" in screen_text(app)


async def test_good_neighbors_pairs_are_numbered_and_can_be_taken_back() -> None:
    app = make_app(setup_of("good-neighbors", 6, seed=1))
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        gn = board(app)
        assert isinstance(gn, GoodNeighborsBoard)
        position = screen.game.position
        assert isinstance(position, GoodNeighborsPosition)
        first, second = position.pairs()[0], position.open_pairs([position.pairs()[0]])[0]
        keys: list[str] = []
        cursor: object = Cell(0, 0)
        for cell in (*first, *second):
            keys += [*keys_to(gn, cell, start=cursor), "enter"]
            cursor = cell
        await send_keys(pilot, *keys)
        assert gn.pending == [first, second]
        shown = screen_text(app)
        assert "pair 1" in shown or "─1─" in shown
        assert "Pair 2" in notice(app)
        assert screen.game.moves == []  # nothing happens until the turn ends
        # Selecting a paired tile takes its pair back; escape forgets the rest.
        await send_keys(pilot, *keys_to(gn, first[0], start=cursor), "enter")
        assert gn.pending == [second]
        await send_keys(pilot, "escape")
        assert gn.pending == []
        # With no pair chosen, e is greyed out in the footer and does nothing.
        assert gn.check_action("end_turn", ()) is None
        await send_keys(pilot, "e")
        assert screen.game.moves == []


async def test_a_turn_says_what_closed_up_and_came_from_the_stock_without_marking_every_tile() -> None:
    app = make_app(setup_of("good-neighbors", 12, seed=1))
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await play_by_keys(pilot, screen.game.parse("b2+c2"))
        assert "closed up from b2" in notice(app) and "from the stock" in notice(app)
        gn = board(app)
        assert isinstance(gn, GoodNeighborsBoard)
        # The change is shown by sliding the tiles (none with animations off), not by marks.
        assert gn.motion and not gn.sliding
        drawn = "\n".join(line.plain for line in gn._lines)
        assert "moved" not in drawn and "new" not in drawn


async def test_invalid_selections_show_the_engines_reason() -> None:
    for game, seed, keys, reason in (
        ("good-neighbors", 3, ["enter", "right", "right", "enter"], "are not neighbours"),
        ("luzon", 3, ["enter", "right", "enter"], "total"),
        ("castle-rock", 3, ["enter"], "position 1 has no tile on its left"),
        # Deal 4 has three to take out (around tile 3): t on tile 1 says why not there.
        ("castle-rock", 4, ["t"], "taking out three needs a tile on each side of the middle one; tile 1 has"),
    ):
        app = make_app(setup_of(game, seed=seed))
        async with app.run_test(size=SIZE) as pilot:
            await send_keys(pilot, *keys)
            assert game_screen(app).game.moves == []
            assert reason in notice(app), notice(app)
            assert "✗" in screen_text(app)


async def test_castle_rock_marks_removals_and_shows_draws() -> None:
    app = make_app(setup_of("castle-rock", 6, seed=3))
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        cr = board(app)
        assert isinstance(cr, CastleRockBoard)
        singles, _ = cr.removals()
        assert singles == {m.position for m in screen.game.legal_moves() if isinstance(m, Removal)}
        assert "▲" in screen_text(app)
        stock = screen.game.position.stock
        await play_by_keys(pilot, screen.game.legal_moves()[0])
        drawn = stock[: len(stock) - len(screen.game.position.stock)]
        assert drawn
        assert f"drew {tiles_list(drawn)} from the stock" in notice(app)
        assert " new" in screen_text(app)


async def test_luzon_marks_the_partners_of_the_tile_under_the_cursor() -> None:
    app = make_app(setup_of("luzon", 6, seed=1))
    async with app.run_test(size=SIZE) as pilot:
        lz = board(app)
        assert isinstance(lz, LuzonBoard)
        await send_keys(pilot, *keys_to(lz, Spot.column(2)))
        assert lz.partners() == {Spot.slot(2)}  # 3+R3 is the only pair with column 3
        assert "R3+" in screen_text(app)


@pytest.mark.solver
async def test_game_over_dialog_offers_same_deal_new_deal_and_quit() -> None:
    line = ["2+3", "1+R1", "5+R3"]
    for choice in ("s", "n", "q"):
        app = make_app(setup_of("luzon", 6, seed=2), next_seed=77)
        async with app.run_test(size=SIZE) as pilot:
            screen = game_screen(app)
            for text in line:
                await play_by_keys(pilot, screen.game.parse(text))
            assert screen.game.status is Status.LOST
            await game_over_dialog(pilot)
            await wait_for_text(pilot, "3 moves in 0:00")
            await send_keys(pilot, choice)
            if choice == "q":
                assert app.return_code == 0 and not app.is_running
                continue
            assert app.screen is screen and screen.game.moves == []
            assert screen.game.setup.seed == (2 if choice == "s" else 77)


async def test_quit_asks_only_when_a_game_is_in_progress() -> None:
    app = make_app(setup_of("castle-rock", 6, seed=3))
    async with app.run_test(size=SIZE) as pilot:
        await send_keys(pilot, "q")
        assert not app.is_running
    app = make_app(setup_of("castle-rock", 6, seed=3))
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await play_by_keys(pilot, screen.game.legal_moves()[0])
        await send_keys(pilot, "q")
        assert isinstance(app.screen, ConfirmScreen)
        await wait_for_text(pilot, "in progress")
        await send_keys(pilot, "escape")
        assert app.screen is screen and app.is_running
        await send_keys(pilot, "ctrl+q")
        assert isinstance(app.screen, ConfirmScreen)
        await send_keys(pilot, "y")
        assert not app.is_running


async def test_too_small_terminal_asks_for_more_room_and_resumes() -> None:
    app = make_app(setup_of("good-neighbors", 12, seed=1))
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await pilot.resize_terminal(50, 15)
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        assert "50x15" in await wait_for_text(pilot, "make the window larger")
        await send_keys(pilot, "enter", "right", "enter", "e")
        assert screen.game.moves == []
        await pilot.resize_terminal(*SIZE)
        await pilot.pause()
        assert app.screen is screen
        assert "Good Neighbors" in screen_text(app)
    # Started too small: the message comes first, the game once there is room.
    app = make_app(setup_of("luzon", 6, seed=1))
    async with app.run_test(size=(40, 10)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        await pilot.resize_terminal(*SIZE)
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)


async def test_q_quits_on_the_too_small_notice() -> None:
    app = make_app(setup_of("luzon", 6, seed=1))
    async with app.run_test(size=(10, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        await send_keys(pilot, "q")
        assert not app.is_running


def test_an_exported_columns_does_not_pin_the_terminals_size() -> None:
    environ = {"COLUMNS": "10", "LINES": "5", "HOME": "/h"}
    use_the_real_terminal_size(environ)
    assert environ == {"HOME": "/h"}
    # textual-serve's browser driver takes the page's size from COLUMNS: kept there.
    served = {"COLUMNS": "120", "TEXTUAL_DRIVER": "textual.drivers.web_driver:WebDriver"}
    use_the_real_terminal_size(served)
    assert served["COLUMNS"] == "120"


async def test_help_lists_every_key_and_rules_show_the_document() -> None:
    app = make_app(setup_of("good-neighbors", 9, seed=1))
    async with app.run_test(size=(100, 50)) as pilot:
        await send_keys(pilot, "question_mark")
        assert isinstance(app.screen, HelpScreen)
        shown = await wait_for_text(pilot, "End the turn")
        for words in ("End the turn", "Undo", "Redo", "Restart", "new game", "numbers", "rules", "Quit"):
            assert words in shown, words
        for key in ("↑", "k", "space", "⏎", "esc", "pgup"):
            assert key in shown, key
        await send_keys(pilot, "escape")
        assert isinstance(app.screen, GameScreen)
        await send_keys(pilot, "i")
        assert isinstance(app.screen, RulesScreen)
        await wait_for_text(pilot, "Rules of Good Neighbors")
        await send_keys(pilot, "escape")
        assert isinstance(app.screen, GameScreen)


async def test_the_mouse_closes_help_and_rules() -> None:
    app = make_app(setup_of("good-neighbors", 9, seed=1))
    async with app.run_test(size=(120, 50)) as pilot:
        for key, overlay in (("question_mark", HelpScreen), ("i", RulesScreen)):
            await send_keys(pilot, key)
            assert isinstance(app.screen, overlay)
            await pilot.click("#overlay-close")
            await pilot.pause()
            assert isinstance(app.screen, GameScreen), overlay
        # A click on the dimmed game around the help closes it too; one inside it does not.
        await send_keys(pilot, "question_mark")
        await pilot.click(".overlay", offset=(5, 5))
        assert isinstance(app.screen, HelpScreen)
        await pilot.click(offset=(1, 1))
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)


async def test_numerals_key_switches_the_tile_drawing() -> None:
    app = make_app(setup_of("good-neighbors", 9, seed=1))
    async with app.run_test(size=SIZE) as pilot:
        assert not board(app).look.numbers
        await send_keys(pilot, "p")
        assert board(app).look.numbers
        assert "●" not in screen_text(app)
        await send_keys(pilot, "p")
        assert not board(app).look.numbers
    app = make_app(setup_of("good-neighbors", 9, seed=1), numerals=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert board(app).look.numbers


async def test_every_set_fits_80x24_without_scrolling() -> None:
    # Sets of 10 and more open in numbers (10-12 pips are hard to count); the others in pips.
    for game, size, numbers in (
        ("good-neighbors", 12, True),
        ("good-neighbors", 9, False),
        ("good-neighbors", 6, False),
        ("luzon", 6, False),
        ("castle-rock", 6, False),
    ):
        app = make_app(setup_of(game, size, seed=2))
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            the_board = board(app)
            assert the_board.look.numbers is numbers, (game, size)
            assert the_board.virtual_size.height <= the_board.size.height, (game, size)


async def test_a_long_castle_rock_row_wraps_and_scrolls_to_the_cursor() -> None:
    app = make_app(setup_of("castle-rock", 18, seed=1))
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        # Play the first legal removal until the row is longer than the window holds.
        while len(screen.game.position.on_table()) < 70 and not screen.game.is_over:
            screen.apply_move(screen.game.legal_moves()[0])
        await pilot.pause()
        cr = board(app)
        if screen.game.is_over:
            return
        assert cr.look.mode == "compact"
        assert cr.virtual_size.height > cr.size.height
        await send_keys(pilot, *["right"] * 69)
        assert cr.cursor == 70 or cr.cursor == len(screen.game.position.on_table())
        assert cr.scroll_offset.y > 0


async def test_mouse_click_selects_a_tile() -> None:
    app = make_app(setup_of("castle-rock", 6, seed=3))
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        move = screen.game.legal_moves()[0]
        assert isinstance(move, Removal) and not move.triple
        cr = board(app)
        region = cr.hit_region(move.position)
        assert region is not None
        await pilot.click(Board, offset=(region.x + 2, region.y + 2))
        await pilot.pause()
        assert screen.game.moves == [move]


async def test_start_screen_starts_the_chosen_game() -> None:
    app = make_app(next_seed=99)
    async with app.run_test(size=SIZE) as pilot:
        assert isinstance(app.screen, StartScreen)
        await pilot.click(f"#{game_button_id('luzon')}")
        seed = app.screen.query_one("#seed", Input)
        seed.value = "123"
        await pilot.click("#play")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert screen.game.setup.game == "luzon" and screen.game.setup.seed == 123
        assert "deal 123" in screen_text(app)
        # m goes back to the start screen (nothing played, so no question).
        await send_keys(pilot, "m")
        assert isinstance(app.screen, StartScreen)
        seed.value = ""
        await pilot.click("#play")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and app.screen.game.setup.seed == 99


@pytest.mark.parametrize("size", [(60, 18), (80, 24)])
async def test_the_start_screen_fits_and_follows_the_chosen_game_and_set(size: tuple[int, int]) -> None:
    app = make_app()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        start = app.screen
        assert isinstance(start, StartScreen)
        text = screen_text(app)
        # Every name, field and button whole, nothing scrolled out of sight.
        for whole in (
            "Good Neighbors",
            "Luzon",
            "Castle Rock",
            "Difficulty any",
            "Play",
            "Statistics",
            "Quit",
        ):
            assert whole in text, (whole, text)
        assert text.count("▼") == 4 and "…" not in text.replace("… more", "")
        assert start.query_one("#start").max_scroll_y == 0
        if size != (60, 18):
            return
        # The check boxes say on or off at a glance.
        assert "[ ] Winnable deals only" in text and "[x] Show if still winnable" in text
        # The arrows choose the game they reach: the highlight is the choice.
        await send_keys(pilot, "right", "right")
        assert start.chosen_kind()[0] == "castle-rock"
        assert start.query_one("#game", RadioSet)._selected == 2
        # The difficulty list offers only the grades of the set: double-12 has no easy deal.
        start.query_one("#set", Select).value = 12
        await pilot.pause()
        assert start.grades == ["expert"]
        # No winnable deal: no grade to offer, and the longer line about it still fits.
        start.query_one("#set", Select).value = 15
        await pilot.pause()
        await pilot.pause()  # the screen measures again once the longer line is laid out
        assert start.grades == [] and start.query_one("#start").max_scroll_y == 0
        await send_keys(pilot, "left", "left")
        start.query_one("#set", Select).value = 6
        await pilot.pause()
        # The objective is the chosen set's.
        objective = str(start.query_one("#objective", Label).render())
        assert "remove every tile" in objective and "2 rows of 6" in objective


async def test_start_screen_refuses_a_bad_deal_number() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        app.screen.query_one("#seed", Input).value = "99999999999999999999"
        await pilot.click("#play")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        assert "✗" in screen_text(app)


async def test_no_color_draws_tiles_without_colour(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")

    app = make_app(setup_of("good-neighbors", 9, seed=1))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.no_color and board(app).colour is False
        assert "●" in screen_text(app)


@pytest.mark.parametrize(("game", "size"), [("good-neighbors", 6), ("luzon", 6), ("castle-rock", 6)])
async def test_help_explains_every_mark_on_the_board(game: str, size: int) -> None:
    app = make_app(setup_of(game, size, seed=2))
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        marks = board(app).MARKS
        assert marks
        await send_keys(pilot, "question_mark")
        await wait_for_text(pilot, "The marks on the board")
        await send_keys(pilot, "end")  # the marks come last: the help scrolls to them
        await pilot.pause()
        shown = screen_text(app)
        for mark, meaning in marks:
            assert mark.strip() in shown and meaning[:30] in shown, (mark, meaning)


async def test_the_notice_line_says_what_a_move_changed_and_how_the_game_ended() -> None:
    app = make_app(setup_of("luzon", 6, seed=1))
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        while not screen.game.is_over:
            before = screen.game.position
            move = screen.game.legal_moves()[0]
            assert screen.apply_move(move)
            await pilot.pause()  # as after a key: the screen settles before the next move
            said = notice(app)
            assert said.startswith(f"Played {move}"), said
            gone = screen.game.position.discarded[len(before.discarded) :]
            assert (f"removed {tiles_list(gone)}" in said) is bool(gone)
        await pilot.pause()
        end = "You won!" if screen.game.status is Status.WON else "No move left."
        assert notice(app).endswith(end)
