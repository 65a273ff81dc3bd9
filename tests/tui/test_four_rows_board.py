"""The Four Rows board played as a player plays it: by keys and by mouse, at the smallest and a large
terminal, with both open ends of the line always in sight."""

from __future__ import annotations

from typing import Any

import pytest
from textual.pilot import Pilot
from tui_driving import board, game_screen, make_app, notice, play_by_keys, screen_text, send_keys, setup_of

from domino_solitaire.engine import Game, Move
from domino_solitaire.engine.four_rows import End, FourRowsPosition, Lay
from domino_solitaire.solver import solve
from domino_solitaire.tui.layout.four_rows import FourRowsLayout, Target
from domino_solitaire.tui.reader import cursor_sentence
from domino_solitaire.tui.widgets.board import Board
from domino_solitaire.tui.widgets.four_rows import FourRowsBoard

SMALL, LARGE = (60, 18), (120, 40)
#: Deal 4 (standard) is won in 27 moves; its opening has two tiles that fit both ends.
WON_SEED = 4


def winning_line() -> list[Move]:
    found = solve(setup_of("four-rows", 6, seed=WON_SEED).opening())
    assert found.winnable
    return list(found.moves)


def losing_line() -> list[Move]:
    """The first legal move each time, on the won deal: it ends with tiles left."""
    game = Game(setup_of("four-rows", 6, seed=WON_SEED))
    line: list[Move] = []
    while game.position.legal_moves():
        move = game.position.legal_moves()[0]
        line.append(move)
        game.play(move)
    assert not game.position.is_won()
    return line


def rows_board(app: Any) -> FourRowsBoard:
    the_board = board(app)
    assert isinstance(the_board, FourRowsBoard)
    return the_board


def ends_in_sight(the_board: FourRowsBoard) -> None:
    """Both end boxes lie within the board's view, drawn with their numbers."""
    position = the_board.rows
    top = the_board.scroll_offset.y
    for end in End:
        region = the_board.hit_region(end)
        assert region is not None
        assert top <= region.y and region.bottom <= top + the_board.scrollable_content_region.height
        assert region.right <= the_board.size.width
    shown = screen_text(the_board.app)
    assert f"L{position.left_end:>2}" in shown and f"{position.right_end:>2}R" in shown


async def click(pilot: Pilot[None], target: Target) -> None:
    the_board = rows_board(pilot.app)
    the_board.scroll_to_target(target)
    await pilot.pause()
    region = the_board.hit_region(target, tile=True)
    assert region is not None
    x, y = region.x + 1 - the_board.scroll_offset.x, region.y - the_board.scroll_offset.y
    await pilot.click(Board, offset=(x, y))
    await pilot.pause()


async def play_by_mouse(pilot: Pilot[None], move: Move) -> None:
    assert isinstance(move, Lay)
    the_board = rows_board(pilot.app)
    both = len(the_board.rows.fitting_ends(move.row)) == 2
    await click(pilot, move.row)
    if both:
        assert "fits both ends" in notice(pilot.app)
        await click(pilot, move.end)


@pytest.mark.parametrize("size", [SMALL, LARGE])
async def test_a_deal_won_by_keys_with_both_ends_always_in_sight(size: tuple[int, int]) -> None:
    app = make_app(setup_of("four-rows", 6, seed=WON_SEED))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        for move in winning_line():
            ends_in_sight(rows_board(app))
            await play_by_keys(pilot, move)
        game = game_screen(app).game
        assert game.position.is_won() and len(game.move_texts()) == 27
        assert isinstance(game.position, FourRowsPosition) and len(game.position.line) == 28


@pytest.mark.parametrize("size", [SMALL, LARGE])
async def test_a_deal_lost_by_mouse(size: tuple[int, int]) -> None:
    app = make_app(setup_of("four-rows", 6, seed=WON_SEED))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        line = losing_line()
        for move in line:
            await play_by_mouse(pilot, move)
        game = game_screen(app).game
        assert [str(move) for move in line] == game.move_texts()
        assert game.position.status.finished and not game.position.is_won()


async def test_a_deal_won_by_mouse_at_the_smallest_size() -> None:
    app = make_app(setup_of("four-rows", 6, seed=WON_SEED))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        for move in winning_line():
            ends_in_sight(rows_board(app))
            await play_by_mouse(pilot, move)
        assert game_screen(app).game.position.is_won()


async def test_a_tile_that_fits_both_ends_asks_which_and_the_brackets_answer() -> None:
    app = make_app(setup_of("four-rows", 6, seed=WON_SEED))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        the_board = rows_board(app)
        # Row 2 ends in 5-6: both ends are 6.
        assert the_board.cursor == 1 and the_board.rows.fitting_ends(1) == (End.LEFT, End.RIGHT)
        assert "L R" in screen_text(app)
        await send_keys(pilot, "enter")
        assert the_board.picked == 1 and "fits both ends" in notice(app)
        await send_keys(pilot, "right_square_bracket")
        assert game_screen(app).game.move_texts() == ["2R"]
        assert the_board.picked is None
        # Without a pick, [ lays the tile under the cursor at once (row 4 ends in 0-6: the left is 6).
        the_board.set_cursor(3)
        await send_keys(pilot, "left_square_bracket")
        assert game_screen(app).game.move_texts() == ["2R", "4L"]


async def test_a_tile_before_a_rows_last_and_an_end_alone_explain_themselves() -> None:
    app = make_app(setup_of("four-rows", 6, seed=WON_SEED))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        the_board = rows_board(app)
        region, _note = the_board._drawing.notes[0]
        await pilot.click(Board, offset=(region.x + the_board._left + 1, region.y + the_board._top))
        await pilot.pause()
        assert "Only the last tile of a row" in notice(app)
        await click(pilot, End.LEFT)
        assert "rows 2, 4 fit it" in notice(app)
        assert game_screen(app).game.move_texts() == []


async def test_the_screen_reader_says_the_rows_last_tile_the_ends_it_fits_and_the_ends() -> None:
    app = make_app(setup_of("four-rows", 6, seed=WON_SEED))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        rows_board(app)  # the board is the Four Rows one
        said = cursor_sentence(board(app), 1)
        assert said.startswith("Fits both ends.") and "Row 2: last tile 5-6" in said
        assert cursor_sentence(board(app), End.RIGHT).startswith("The right end of the line: 6")
        await send_keys(pilot, "d")
        assert "row 2 (5-6) on the left end (6)" in notice(app)
        await send_keys(pilot, "c")
        assert notice(app).startswith("Row 2: last tile 5-6; 6 tiles before it, the nearest first: 3-6")


@pytest.mark.parametrize("variant", ["standard", "five-rows"])
@pytest.mark.parametrize("size", [SMALL, (80, 24), LARGE])
async def test_every_row_and_both_ends_fit_without_scrolling(variant: str, size: tuple[int, int]) -> None:
    app = make_app(setup_of("four-rows", 6, variant, seed=WON_SEED))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        the_board = rows_board(app)
        assert the_board.virtual_size.height <= the_board.size.height
        assert the_board.virtual_size.width <= the_board.size.width
        ends_in_sight(the_board)
        # Where there is room, the line has the bands to show all 28 tiles whole.
        if size != SMALL:
            bands = FourRowsLayout.bands(the_board.look)
            assert bands >= 3 and the_board.board_layout().per_band(the_board._drawing.width) * bands >= 28
