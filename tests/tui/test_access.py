"""The screen-reader mode (issue 26): the spoken target, the terminal cursor on the tile after every
redraw and on a dialog's button, forced removals, partners, and the "where am I" keys."""

from __future__ import annotations

from typing import Any

import pytest
from textual.geometry import Offset
from textual.widgets import Button, Label
from tui_driving import (
    DAY,
    SIZE,
    game_over_dialog,
    game_screen,
    notice,
    screen_text,
    send_keys,
    setup_of,
    until,
)

from domino_solitaire.engine import Setup
from domino_solitaire.engine.castle_rock import Removal
from domino_solitaire.engine.good_neighbors import Cell, GoodNeighborsPosition
from domino_solitaire.engine.luzon import Discard, Shift, Spot
from domino_solitaire.tui.app import DominoApp
from domino_solitaire.tui.ascii import fold_cells
from domino_solitaire.tui.requests import GameOptions
from domino_solitaire.tui.screens.help import HelpScreen
from domino_solitaire.tui.widgets.board import Board
from domino_solitaire.wording.reader import WHERE_AM_I, question_said
from domino_solitaire.wording.text import notation_of, typed_move

#: Luzon deal 7 along the solver's line: after these moves shifts can be played (1>2, 3>2, 5>2).
DEAL_7_OPENING = ["2+4", "2+R3", "1+2", "2+R2", "4+R1", "2+4", "4+5"]

#: The corners a tile's frame starts with (the cursor's tile heavy), and a compact tile's bracket.
CORNERS = set("┏╭┌▶[=#.")


def reader_app(setup: Setup | None, lang: str = "en", **options: Any) -> DominoApp:
    seeds = iter(range(1000, 2000))
    app = DominoApp(
        GameOptions(setup=setup, screen_reader=True, lang=lang, **options),
        clock=lambda: 0.0,
        new_seed=lambda: next(seeds),
        today=lambda: DAY,
    )
    app.animation_level = "none"
    return app


def under_cursor(app: DominoApp, dx: int = 0, dy: int = 0) -> str:
    """The character on the screen at the terminal cursor moved by (dx, dy)."""
    x, y = app.cursor_position
    lines = screen_text(app).splitlines()
    line = lines[y + dy] if 0 <= y + dy < len(lines) else ""
    return line[x + dx] if 0 <= x + dx < len(line) else " "


def on_cursor_tile(app: DominoApp) -> bool:
    """Whether the terminal cursor is on the first cell of text of the tile under the board's cursor:
    just inside the frame's top-left corner (a compact tile: just after its bracket)."""
    board = game_screen(app).board
    region = board.hit_region(board.cursor)
    assert region is not None
    x, y = app.cursor_position
    inside = board.region.contains(x, y)
    corner = under_cursor(app, -1, -1) in CORNERS or (
        board.look.compact and under_cursor(app, -1, 0) in CORNERS
    )
    return inside and corner


# -- 1. Castle Rock's spoken target ---------------------------------------------------------------


async def test_castle_rock_says_the_tile_the_cursor_is_on_and_enter_removes_it() -> None:
    app = reader_app(setup_of("castle-rock", 6, seed=2))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        row = screen.game.position.row  # type: ignore[attr-defined]
        await send_keys(pilot, "right", "left")
        assert screen.board.cursor == 1
        assert notice(app) == f"Position 1 of {len(row)}: {row[0]}."
        await send_keys(pilot, *["right"] * len(row))
        assert notice(app) == f"Position {len(row)} of {len(row)}: {row[-1]}."


# -- 2. the terminal cursor -----------------------------------------------------------------------------


@pytest.mark.solver
async def test_the_terminal_cursor_is_on_the_tile_at_open_after_a_pair_a_move_and_a_hint() -> None:
    # Luzon deal 7: column 5 with reserve slot 3 is a pair; the board's cursor jumps after it.
    app = reader_app(setup_of("luzon", 6, seed=7))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert app.cursor_position != Offset(0, 0) and on_cursor_tile(app)
        screen = game_screen(app)
        assert screen.apply_move(Discard(Spot.column(4), Spot.slot(2)))
        await pilot.pause()
        assert on_cursor_tile(app)
        await send_keys(pilot, "w")
        await until(pilot, lambda: bool(screen.board.hinted))
        await pilot.pause()
        assert screen.board.cursor == screen.board.hinted[0] and on_cursor_tile(app)


async def test_the_terminal_cursor_is_on_castle_rock_s_tile_not_its_label() -> None:
    app = reader_app(setup_of("castle-rock", 6, seed=2))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await send_keys(pilot, "right")
        assert on_cursor_tile(app)


async def test_the_terminal_cursor_is_on_the_focused_button_of_a_dialog_and_a_start_field() -> None:
    app = reader_app(None)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        focused = app.focused
        assert focused is not None and focused.region.contains(*app.cursor_position)
        await send_keys(pilot, "tab")
        focused = app.focused
        assert focused is not None and focused.region.contains(*app.cursor_position)


async def test_the_terminal_cursor_is_on_the_game_over_dialog_s_result_then_its_buttons() -> None:
    # Luzon deal 2 cannot be won: its first legal moves, played to the end, lose.
    app = reader_app(setup_of("luzon", 6, seed=2))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        while screen.game.legal_moves():
            assert screen.apply_move(screen.game.legal_moves()[0])
        dialog = await game_over_dialog(pilot)
        # As it opens: the focus and the cursor on its question (the result, read before any
        # choice), said with the choices; then the buttons, tab by tab.
        (title,) = dialog.query(".title").results(Label)
        assert app.focused is title and title.region.contains(*app.cursor_position)
        said = notice(app)
        assert said.startswith("No moves left: the game is lost. ")
        assert said.endswith("Choices: Same deal (s), New deal (n), Quit (q), Challenge (c).")
        for _ in range(2):
            await send_keys(pilot, "tab")
            focused = app.focused
            assert isinstance(focused, Button) and focused.screen is dialog
            assert focused.region.contains(*app.cursor_position)


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
async def test_a_confirmation_is_said_with_its_choices_and_the_cursor_on_its_question(lang: str) -> None:
    app = reader_app(setup_of("luzon", 6, seed=7), lang=lang)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        assert screen.apply_move(screen.game.legal_moves()[0])
        await send_keys(pilot, "n")
        await pilot.pause()
        dialog = app.screen
        (question,) = dialog.query(".question").results(Label)
        assert question.region.contains(*app.cursor_position)
        buttons = [str(button.label) for button in dialog.query(Button)]
        assert notice(app) == question_said(str(question.render()), buttons)
        assert all(label in notice(app) for label in buttons) and len(buttons) == 2
        await send_keys(pilot, "tab")
        assert app.focused is not None and app.focused.region.contains(*app.cursor_position)


# -- 4. forced removals -----------------------------------------------------------------------------------


async def test_forced_removals_wait_under_a_screen_reader() -> None:
    app = reader_app(setup_of("castle-rock", 6, seed=1))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        session = game_screen(app).session
        assert not session.play_forced and session.forced_move() is None


async def test_a_forced_removal_that_plays_by_itself_says_so() -> None:
    seeds = iter(range(1000, 2000))
    app = DominoApp(
        GameOptions(setup=setup_of("castle-rock", 6, seed=1)), clock=lambda: 0.0, new_seed=lambda: next(seeds)
    )
    app.animation_level = "none"
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        await until(pilot, lambda: len(screen.game.moves) >= 1)
        assert notice(app).endswith("(played by itself)")
        assert isinstance(screen.game.moves[0], Removal)


# -- 5. partners --------------------------------------------------------------------------------------------


async def test_luzon_s_cursor_says_partner_or_not_and_the_covered_tiles() -> None:
    app = reader_app(setup_of("luzon", 6, seed=7))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        board: Board[Any] = screen.board
        board.cursor = Spot.column(4)
        await send_keys(pilot, "enter")
        picked = screen.game.position.tile_at(Spot.column(4))  # type: ignore[attr-defined]
        board.cursor = Spot.slot(2)
        await pilot.pause()
        # What the + mark says first, then the tile (then, for a column, the tiles covered).
        assert notice(app).startswith(f"A partner of {picked}. Reserve R3: ")
        board.cursor = Spot.column(0)
        await pilot.pause()
        column = screen.game.position.columns[0]  # type: ignore[attr-defined]
        said = notice(app)
        assert said.startswith(f"Not a partner of {picked}. Column 1: ")
        assert f"{len(column) - 1} covered tiles above it" in said and str(column[-2]) in said


async def test_castle_rock_says_the_marks_first_removable_triple_and_new() -> None:
    app = reader_app(setup_of("castle-rock", 6, seed=2))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        board: Board[Any] = screen.board
        board.cursor = 3  # x3 is the only removal of deal 2's opening
        await pilot.pause()
        row = screen.game.position.row  # type: ignore[attr-defined]
        assert notice(app) == f"Can be removed. Position 3 of 4: {row[2]}."
        assert screen.apply_move(Removal(3))
        await pilot.pause()
        row = screen.game.position.row  # type: ignore[attr-defined]
        board.cursor = 5  # drawn by x3
        await pilot.pause()
        said = notice(app)
        assert said.endswith(f"Position 5 of {len(row)}: {row[4]}.") and "just drawn" in said.lower()
        singles, triples = board.removals()  # type: ignore[attr-defined]
        for n in singles | triples:
            board.cursor = n
            await pilot.pause()
            assert notice(app).startswith("Can be removed"), n
        (middle,) = triples or {0}
        if middle:
            board.cursor = middle
            await pilot.pause()
            assert "with its two neighbours" in notice(app)


async def test_a_good_neighbors_tile_names_its_free_good_neighbours_first() -> None:
    app = reader_app(setup_of("good-neighbors", 6, seed=1))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        board: Board[Any] = screen.board
        position = screen.game.position
        assert isinstance(position, GoodNeighborsPosition)
        cell = next(a for a, _b in position.open_pairs())
        free = sorted(b if a == cell else a for a, b in position.open_pairs() if cell in (a, b))
        board.cursor = Cell(1, 5)
        await pilot.pause()
        board.cursor = cell
        await pilot.pause()
        cells = ", ".join(str(c) for c in free)
        assert notice(app) == f"Plays with {cells}. {cell}: {position.tile_at(cell)}."


# -- 6. where am I -----------------------------------------------------------------------------------------


async def test_the_where_am_i_keys_say_the_status_the_line_and_the_moves() -> None:
    app = reader_app(setup_of("luzon", 6, seed=7))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await send_keys(pilot, "o")
        assert notice(app).startswith("Playing: 0 moves") and ", time 0 seconds" in notice(app)
        await send_keys(pilot, "c")
        assert notice(app).startswith("Column 1, from the top: ")
        await send_keys(pilot, "d")
        count = len(game_screen(app).game.legal_moves())
        assert notice(app).startswith(f"{count} moves can be played: ")
        assert "column 5" in notice(app) and "reserve slot R3" in notice(app)
        await send_keys(pilot, "question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert ("o c d", WHERE_AM_I) in app.screen.keys


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
async def test_luzon_s_moves_are_said_on_the_notice_as_they_are_typed_back(lang: str) -> None:
    app = reader_app(setup_of("luzon", 6, seed=7), lang=lang)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        for move in DEAL_7_OPENING:
            assert screen.apply_move(screen.game.parse(move))
        shifts = [move for move in screen.game.legal_moves() if isinstance(move, Shift)]
        await send_keys(pilot, "d")
        said = notice(app)
        assert ">" not in said and all(typed_move(shift) in said for shift in shifts)
        assert screen.apply_move(shifts[0])
        await pilot.pause()
        said = notice(app)
        assert ">" not in said and typed_move(shifts[0]) in said
        # What the notice says, typed back in the text mode's words, is the move played.
        assert notation_of(typed_move(shifts[0]), screen.game.rules) == str(shifts[0])


# -- 15. --ascii: not one byte above 127 -------------------------------------------------------------


def test_a_fold_longer_than_its_cells_takes_the_padding_after_it() -> None:
    assert fold_cells("1500 → 1662 (+162).   ") == "1500 -> 1662 (+162).  "
    assert fold_cells("← → choose a game  ") == "<- -> choose a game"
    assert fold_cells("1500 → 1662") == "1500 - 1662"  # no room: each sign in its own cell
    assert fold_cells("é 日 ") == "e ?  "
    assert fold_cells("← →", 3) == "<- ->"  # the spaces after it on its line


def above_127(app: DominoApp) -> set[str]:
    return {char for char in screen_text(app) if ord(char) > 127}


async def test_ascii_screens_have_no_byte_above_127() -> None:
    seeds = iter(range(1000, 2000))
    app = DominoApp(
        GameOptions(ascii=True, lang="en"), clock=lambda: 0.0, new_seed=lambda: next(seeds), today=lambda: DAY
    )
    app.animation_level = "none"
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert not above_127(app), "start"
        # An arrow folds whole where its line has room ("->", not "-").
        assert "<- -> choose a game" in screen_text(app)
        for game in ("castle-rock", "luzon", "good-neighbors"):
            app.start_game(setup_of(game, 6, seed=2))
            await pilot.pause()
            await pilot.pause()
            screen = game_screen(app)
            screen.say("refused", refusal=True)  # a refusal's mark too
            await pilot.pause()
            assert not above_127(app), game
            await send_keys(pilot, "question_mark")
            await pilot.pause()
            assert not above_127(app), f"{game} help"
            await send_keys(pilot, "escape")
        await send_keys(pilot, "ctrl+p")
        await pilot.pause()
        await pilot.pause()
        assert not above_127(app), "palette"
        await send_keys(pilot, "escape")
        screen = game_screen(app)
        assert screen.apply_move(screen.game.legal_moves()[0])
        await send_keys(pilot, "n")  # a game in progress: asks first
        await pilot.pause()
        assert not above_127(app), "confirm dialog"
        await send_keys(pilot, "escape", "s")
        await pilot.pause()
        await pilot.pause()
        assert not above_127(app), "statistics"


async def test_ascii_game_over_dialog_has_no_byte_above_127() -> None:
    seeds = iter(range(1000, 2000))
    app = DominoApp(
        GameOptions(setup=setup_of("luzon", 6, seed=2), ascii=True, lang="en"),
        clock=lambda: 0.0,
        new_seed=lambda: next(seeds),
    )
    app.animation_level = "none"
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        while screen.game.legal_moves():
            assert screen.apply_move(screen.game.legal_moves()[0])
        await game_over_dialog(pilot)
        assert not above_127(app)


# -- 16. NO_COLOR: a greyed key's mark -------------------------------------------------------------------


async def test_no_color_brackets_the_keys_that_do_not_apply(monkeypatch: Any) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    seeds = iter(range(1000, 2000))
    app = DominoApp(
        GameOptions(setup=setup_of("luzon", 6, seed=2), lang="en"),
        clock=lambda: 0.0,
        new_seed=lambda: next(seeds),
    )
    app.animation_level = "none"
    async with app.run_test(size=(160, 24)) as pilot:
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1]
        assert "[Undo]" in footer and "[Hint]" not in footer  # nothing to undo yet; a hint there is
        assert game_screen(app).apply_move(game_screen(app).game.legal_moves()[0])
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1]
        assert "[Undo]" not in footer and "Undo" in footer
