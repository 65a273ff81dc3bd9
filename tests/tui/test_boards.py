"""The boards: tile style, cursor, selection, hint, marks, slides and styles, driven with keys."""

from __future__ import annotations

from typing import Any

import pytest
from rich.color import Color as RichColor
from rich.console import Console
from rich.style import Style
from textual.app import App, ComposeResult
from textual.pilot import Pilot
from textual.theme import Theme
from tui_driving import SIZE, board, game_screen, make_app, notice, screen_text, send_keys, setup_of

from domino_solitaire.engine import Game
from domino_solitaire.engine.castle_rock import Removal
from domino_solitaire.engine.good_neighbors import Cell
from domino_solitaire.engine.luzon import Discard, Spot
from domino_solitaire.tui.theme import PIP_COLOURS
from domino_solitaire.tui.widgets import BOARDS
from domino_solitaire.tui.widgets import board as board_module
from domino_solitaire.tui.widgets.board import Board
from domino_solitaire.tui.widgets.castle_rock import CastleRockBoard
from domino_solitaire.tui.widgets.footer import KeyFooter
from domino_solitaire.tui.widgets.good_neighbors import APPEAR_AT, GoodNeighborsBoard
from domino_solitaire.tui.widgets.luzon import LuzonBoard
from domino_solitaire.tui.widgets.status import StatusBar

LARGE = (120, 40)
HEAVY = set("┏┓┗┛━┃▶◀")
_CONSOLE = Console(width=200, color_system="truecolor")


def drawn(the_board: Board[Any]) -> str:
    """The board's drawing as plain text (all of it, scrolled out of view or not)."""
    return "\n".join(line.plain for line in the_board._lines)


def style_at(the_board: Board[Any], x: int, y: int) -> Style:
    """The style of the board's drawing at (x, y), in drawing coordinates."""
    return the_board._lines[y].get_style_at_offset(_CONSOLE, x)


def cursor_corner(the_board: Board[Any]) -> tuple[int, int, str]:
    """Where the cursor's tile starts in the drawing, and the character there."""
    region = the_board._drawing.hits[the_board.cursor]
    for dy in range(region.height):
        line = the_board._lines[region.y + dy].plain
        for dx in range(region.width):
            char = line[region.x + dx] if region.x + dx < len(line) else " "
            if char in "┏╭▶[":
                return region.x + dx, region.y + dy, char
    raise AssertionError("no tile under the cursor")


def visible(the_board: Board[Any], target: object) -> bool:
    region = the_board.hit_region(target)
    assert region is not None
    top = the_board.scroll_offset.y
    return top <= region.y and region.bottom <= top + the_board.scrollable_content_region.height


# -- the tile style -----------------------------------------------------------------------------------


async def test_a_two_line_notice_does_not_change_the_tile_style() -> None:
    # The reproduction: the notice after "space Right space" wraps to two lines.
    app = make_app(setup_of("good-neighbors", 6, seed=5))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        looks = [board(app).look]
        for key in ("space", "right", "space", "e"):
            await send_keys(pilot, key)
            looks.append(board(app).look)
        assert game_screen(app).game.moves  # the turn was played
        assert len(set(looks)) == 1 and not looks[0].numbers, looks


async def test_a_long_deal_number_opens_in_pips_and_p_always_shows_a_change() -> None:
    app = make_app(setup_of("good-neighbors", 6, seed=1234567890123456789))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        gn = board(app)
        assert not gn.look.numbers
        before = drawn(gn)
        await send_keys(pilot, "p")
        assert gn.look.numbers and drawn(gn) != before
        await send_keys(pilot, "p")
        assert not gn.look.numbers and drawn(gn) == before


@pytest.mark.parametrize(("game", "size"), [("good-neighbors", 12), ("luzon", 6)])
async def test_where_pips_do_not_fit_numbers_show_and_p_still_switches(game: str, size: int) -> None:
    # At the smallest playable terminal pips would be cut or scroll: numbers show, whole, instead.
    app = make_app(setup_of(game, size, seed=3))
    async with app.run_test(size=(60, 18)) as pilot:
        await pilot.pause()
        the_board = board(app)
        the_board.set_style("pips")
        await pilot.pause()
        assert the_board.look.numbers and not the_board.style_fits
        assert the_board.virtual_size.height <= the_board.size.height
        assert the_board.virtual_size.width <= the_board.size.width
        await send_keys(pilot, "p")
        assert the_board.style_preference == "numbers" and the_board.style_fits


async def test_sets_from_ten_open_in_numbers_unless_the_player_chose_pips() -> None:
    # A terminal where double-12 pips fit (at 80x24 they would not, and numbers show whatever the choice).
    app = make_app(setup_of("castle-rock", 12, seed=3))
    async with app.run_test(size=LARGE) as pilot:
        await pilot.pause()
        cr = board(app)
        assert cr.style_preference is None and cr.look.numbers
        cr.set_style("pips")
        await pilot.pause()
        assert not cr.look.numbers and "●" in drawn(cr)
        cr.set_style(None)
        await pilot.pause()
        assert cr.look.numbers


@pytest.mark.parametrize(("game", "size"), [("good-neighbors", 9), ("luzon", 6), ("castle-rock", 6)])
async def test_larger_terminals_show_larger_tiles(game: str, size: int) -> None:
    app = make_app(setup_of(game, size, seed=2))
    async with app.run_test(size=LARGE) as pilot:
        await pilot.pause()
        the_board = board(app)
        assert the_board.look.mode == "large-pips"
        assert the_board.virtual_size.height <= the_board.size.height
        await pilot.resize_terminal(*SIZE)
        await pilot.pause()
        assert the_board.look.mode == "pips"


async def test_castle_rock_keeps_its_look_as_the_row_grows_and_shrinks() -> None:
    app = make_app(setup_of("castle-rock", 6, seed=1))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        cr = board(app)
        looks, lengths = {cr.look}, set()
        while not screen.game.is_over:
            # The board draws (and chooses its look) as the move is shown: no need to wait.
            screen.apply_move(screen.game.legal_moves()[0])
            looks.add(cr.look)
            lengths.add(len(screen.game.position.on_table()))
        assert max(lengths) >= 12 and min(lengths) <= 5  # the row grew past what the window shows
        assert looks == {cr.look}


async def test_castle_rock_scrolls_to_the_newest_tiles_and_the_cursor() -> None:
    app = make_app(setup_of("castle-rock", 18, seed=1))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        cr = board(app)
        assert isinstance(cr, CastleRockBoard)
        # Play the first removal until the row is far longer than the window holds.
        while len(screen.game.position.on_table()) < 60:
            screen.apply_move(screen.game.legal_moves()[0])
        await pilot.pause()
        await send_keys(pilot, *["right"] * len(screen.game.position.on_table()))
        assert cr.cursor == len(screen.game.position.on_table())
        assert cr.scroll_offset.y > 0 and visible(cr, cr.cursor)
        drew = 0
        for _ in range(8):
            # The last removal, by keys: the cursor stays near the row's right end, where tiles arrive.
            move = screen.game.legal_moves()[-1]
            assert isinstance(move, Removal)
            await send_keys(pilot, *["left"] * (cr.cursor - move.position))
            await send_keys(pilot, "t" if move.triple else "enter")
            await pilot.pause()
            assert visible(cr, cr.cursor)
            if cr.fresh:
                drew += 1
                assert visible(cr, max(cr.fresh)), "the newest tile is in sight"
        assert drew


# -- the cursor ---------------------------------------------------------------------------------------


async def test_castle_rock_draws_the_cursor_after_a_triple_at_the_end_of_the_row() -> None:
    # The reproduction.
    app = make_app(setup_of("castle-rock", 6, seed=42))
    async with app.run_test(size=SIZE) as pilot:
        await send_keys(pilot, "right", "right", "right", "space")
        await send_keys(pilot, *["right"] * 5, "t")
        screen = game_screen(app)
        assert screen.game.move_texts()[-1].count("-") == 1  # the triple was played
        cr = board(app)
        assert cr.cursor in cr.targets()
        _, _, corner = cursor_corner(cr)
        assert corner in HEAVY
        assert f"▸{cr.cursor}" in drawn(cr)


@pytest.mark.parametrize("game", ["good-neighbors", "luzon", "castle-rock"])
async def test_tab_goes_to_the_next_tile_in_a_legal_move_and_shift_tab_back(game: str) -> None:
    app = make_app(setup_of(game, 6, seed=3))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        the_board = board(app)
        playable = the_board.playable()
        order = [target for target in the_board.targets() if target in playable]
        assert order, "the deal has a move"
        # Every playable target takes part in one of the engine's legal moves.
        legal = game_screen(app).game.legal_moves()
        assert all(any(str(target) in str(move) for move in legal) for target in order)
        seen = []
        for _ in range(len(order)):
            await send_keys(pilot, "tab")
            seen.append(the_board.cursor)
        assert sorted(map(str, seen)) == sorted(map(str, order))
        assert app.focused is the_board  # tab did not move the focus away
        await send_keys(pilot, "tab", "shift+tab")
        assert the_board.cursor == seen[-1]


@pytest.mark.solver
async def test_a_new_deal_puts_the_cursor_back_on_the_first_tile() -> None:
    app = make_app(setup_of("good-neighbors", 9, seed=1))
    async with app.run_test(size=SIZE) as pilot:
        await send_keys(pilot, "right", "right", "down")
        gn = board(app)
        assert gn.cursor == Cell(1, 2)
        await send_keys(pilot, "n")
        assert game_screen(app).game.setup.seed == 1000
        assert gn.cursor == Cell(0, 0)


async def test_the_luzon_cursor_skips_empty_reserve_slots() -> None:
    app = make_app(setup_of("luzon", 6, seed=6))
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        move = Discard(Spot.column(4), Spot.slot(1))
        assert move in screen.game.legal_moves()
        screen.apply_move(move)
        await pilot.pause()
        lz = board(app)
        assert Spot.slot(1) not in lz.targets()
        await send_keys(pilot, *["right"] * 5)
        assert lz.cursor == Spot.slot(0)
        await send_keys(pilot, "down")
        assert lz.cursor == Spot.slot(2)
        await send_keys(pilot, "up")
        assert lz.cursor == Spot.slot(0)


# -- selection and hint -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("game", "keys", "moved_to"),
    [
        ("good-neighbors", ["enter", "right", "right", "enter"], Cell(0, 2)),
        ("luzon", ["enter", "right", "enter"], Spot.column(1)),
    ],
)
async def test_picking_a_tile_that_is_no_partner_moves_the_selection(
    game: str, keys: list[str], moved_to: object
) -> None:
    app = make_app(setup_of(game, seed=3))
    async with app.run_test(size=SIZE) as pilot:
        await send_keys(pilot, *keys)
        the_board = board(app)
        assert isinstance(the_board, GoodNeighborsBoard | LuzonBoard)
        assert the_board.picked == moved_to
        assert "picked instead" in notice(app)
        assert game_screen(app).game.moves == []


async def test_covered_luzon_tiles_explain_themselves_when_clicked() -> None:
    app = make_app(setup_of("luzon", 6, seed=1))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        lz = board(app)
        region, _ = lz._drawing.notes[0]
        await pilot.click(Board, offset=(region.x + lz._left + 2, region.y))
        await pilot.pause()
        assert "covered" in notice(app)
        assert isinstance(lz, LuzonBoard) and lz.picked is None


async def test_in_numbers_exposed_luzon_tiles_stand_out_from_covered_ones() -> None:
    app = make_app(setup_of("luzon", 6, seed=1), numerals=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        lz = board(app)
        assert lz.look.numbers
        lines = drawn(lz).splitlines()
        position = game_screen(app).game.position
        top = lz._top  # the blank lines that centre a short drawing in a tall board
        for column in range(5):
            foot = lz._drawing.hits[Spot.column(column)]
            assert lines[top + foot.y][foot.x] in "╭┏"  # a framed tile
        # The covered tiles are one-line and dim.
        covered = [line for line in lines if "[" in line]
        assert len(covered) == 4 and len(position.on_table()) == 28
        region, _ = lz._drawing.notes[0]
        assert style_at(lz, region.x + 3, top + region.y).dim


async def test_a_hint_looks_unlike_a_selection_and_escape_clears_it() -> None:
    app = make_app(setup_of("castle-rock", 6, seed=3))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        cr = board(app)
        move = game_screen(app).game.legal_moves()[0]
        cr.mark_hint(move)
        await pilot.pause()
        assert cr.hinted and "hint" in drawn(cr)
        board_styles = cr.board_styles
        assert (
            board_styles.state("hint") != board_styles.state("picked")
            and board_styles.state("hint").color is not None
        )
        await send_keys(pilot, "escape")
        assert cr.hinted == () and "hint" not in drawn(cr)
        assert "Hint cleared" in notice(app)


# -- close-up and refill ------------------------------------------------------------------------------


async def test_close_up_slides_and_any_key_finishes_it(monkeypatch: pytest.MonkeyPatch) -> None:
    # Long enough that it cannot end by itself while the test looks.
    monkeypatch.setattr(board_module, "SLIDE_SECONDS", 60.0)
    app = make_app(setup_of("good-neighbors", 9, seed=1))
    app.animation_level = "full"
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        gn = board(app)
        assert isinstance(gn, GoodNeighborsBoard)
        screen = game_screen(app)
        screen.apply_move(screen.game.legal_moves()[0])
        await pilot.pause()
        assert gn.sliding and gn.motion
        assert 0.0 <= gn.progress < APPEAR_AT
        # Mid-slide the tiles are on their way: not yet where the final position has them.
        mid = drawn(gn)
        cursor = gn.cursor
        await send_keys(pilot, "x")  # a key with no other use
        assert not gn.sliding and gn.progress == 1.0 and gn.cursor == cursor
        final = drawn(gn)
        assert final != mid
        # What shows is the final position, exactly as drawn without a slide.
        gn.redraw()
        assert drawn(gn) == final


async def test_no_slide_when_animations_are_off() -> None:
    app = make_app(setup_of("good-neighbors", 9, seed=1))
    assert app.animation_level == "none"
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        screen.apply_move(screen.game.legal_moves()[0])
        gn = board(app)
        assert isinstance(gn, GoodNeighborsBoard)
        assert gn.motion and not gn.sliding
        await pilot.pause()
        assert not gn.sliding


def test_every_board_lists_its_marks() -> None:
    for name, board_class in BOARDS.items():
        marks = dict(board_class.MARKS)
        assert len(marks) >= 3, name
        assert any("cursor" in meaning for meaning in marks.values()), name
        assert "hint" in marks, name
        assert all(mark and meaning for mark, meaning in board_class.MARKS), name


# -- colour and themes --------------------------------------------------------------------------------


async def test_without_colour_the_cursor_and_states_still_read(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(setup_of("good-neighbors", 9, seed=1))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        gn = board(app)
        assert gn.colour is False
        await send_keys(pilot, "enter")
        text = drawn(gn)
        assert "picked" in text and "+" in text  # the selection and its partners, by label
        _, _, corner = cursor_corner(gn)
        assert corner in HEAVY  # the cursor, by its frame
        for line in gn._lines:
            for span in line.spans:
                style = span.style if isinstance(span.style, Style) else Style.parse(span.style)
                assert style.color is None and style.bgcolor is None


def colours_drawn(the_board: Board[Any]) -> set[str]:
    return {
        span.style.color.name
        for line in the_board._lines
        for span in line.spans
        if isinstance(span.style, Style) and span.style.color is not None
    }


async def test_the_theme_restyles_the_tiles_the_status_bar_and_the_footer() -> None:
    app = make_app(setup_of("good-neighbors", 9, seed=1))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        gn = board(app)
        dark = gn.board_styles
        # The colours the status bar and the footer draw with, and the theme variable of each.
        screen = game_screen(app)
        bar, footer = screen.query_one(StatusBar), screen.query_one(KeyFooter)
        parts = {
            (bar, "status-bar--winnable"): "text-success",
            (bar, "status-bar--not-winnable"): "text-error",
            (bar, "status-bar--undecided"): "text-warning",
            (footer, "key-footer--key"): "footer-key-foreground",
        }
        before = {part: part[0].get_component_rich_style(part[1]).color for part in parts}
        values = {value for tile in gn.position.on_table() for value in (tile.low, tile.high)} - {0, 9}
        app.theme = "textual-light"
        await settle(pilot)
        assert app.theme == "textual-light" and app.has_class("-light-mode")
        light = gn.board_styles
        assert light.state("picked") != dark.state("picked")  # the theme's own colours
        changed = [v for v in values if light.palette.ink[v].color != dark.palette.ink[v].color]
        assert changed == sorted(values)  # darker pips on a light background
        shown = colours_drawn(gn)
        for value in changed:
            ink = light.palette.ink[value].color
            old = dark.palette.ink[value].color
            assert ink is not None and old is not None
            assert ink.name in shown and old.name not in shown, value
        for (widget, name), variable in parts.items():
            colour = widget.get_component_rich_style(name).color
            assert colour is not None and colour != before[widget, name], name
            assert colour.triplet == RichColor.parse(app.get_css_variables()[variable]).triplet, name


async def test_a_theme_may_set_its_own_pip_colours() -> None:
    app = make_app(setup_of("good-neighbors", 9, seed=1))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        gn = board(app)
        assert gn.board_styles.palette.ink[3].color == RichColor.parse(PIP_COLOURS["dark"][3])
        assert gn.board_styles.palette.ink[0].color is None  # 0 is in the text colour
        app.register_theme(
            Theme("own-pips", primary="#004578", variables={"pip-3": "#123456", "pip-4": "nothing"})
        )
        app.theme = "own-pips"
        await settle(pilot)
        ink = gn.board_styles.palette.ink
        assert ink[3].color == RichColor.parse("#123456") and ink[3].bold
        assert ink[4].color is None and ink[4].bold  # not a colour: the text colour
        assert ink[5].color == RichColor.parse(PIP_COLOURS["dark"][5])  # the app's own for the rest
        assert "#123456" in colours_drawn(gn)  # deal 1 shows threes


async def settle(pilot: Pilot[None]) -> None:
    for _ in range(3):
        await pilot.pause()


async def test_setting_the_boards_reactives_redraws_it() -> None:
    app = make_app(setup_of("luzon", 6, seed=1))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        lz = board(app)
        assert isinstance(lz, LuzonBoard)
        before = drawn(lz)
        lz.cursor = Spot.column(3)  # no redraw() call: the reactive's watcher draws
        assert drawn(lz) != before and cursor_corner(lz)[2] in HEAVY
        lz.picked = Spot.column(3)
        assert "*" in drawn(lz) or "picked" in drawn(lz)
        opening = lz.position
        lz.position = opening.apply(opening.legal_moves()[0])
        assert drawn(lz) != before


async def test_a_cursor_step_repaints_only_the_lines_it_changes(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(setup_of("good-neighbors", 9, seed=3))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        gn = board(app)
        repainted: list[tuple[int, int]] = []
        repaint = gn.refresh_lines

        def spy(y_start: int, line_count: int = 1) -> None:
            repainted.append((y_start, line_count))
            repaint(y_start, line_count)

        monkeypatch.setattr(gn, "refresh_lines", spy)
        before, lines_before = screen_text(app), list(gn._line_keys)
        await send_keys(pilot, "right")
        after = screen_text(app)
        assert after != before
        changed = {y for y, line in enumerate(gn._line_keys) if line != lines_before[y]}
        # The old and the new cursor tile and the marks on their neighbours: not the whole board.
        assert 0 < len(changed) < len(gn._lines)
        assert {y for start, count in repainted for y in range(start, start + count)} == changed
        gn.refresh()
        await pilot.pause()
        assert screen_text(app) == after  # the whole board drawn again shows nothing more


# -- the smallest terminal, and keys that must do nothing there --------------------------------------


@pytest.mark.parametrize(
    ("game", "size"), [("luzon", 6), ("good-neighbors", 6), ("good-neighbors", 9), ("castle-rock", 6)]
)
async def test_at_60x18_every_tile_and_the_status_bar_show_whole(game: str, size: int) -> None:
    app = make_app(setup_of(game, size, seed=42))
    async with app.run_test(size=(60, 18)) as pilot:
        await pilot.pause()
        the_board = board(app)
        assert the_board.virtual_size.height <= the_board.size.height
        for target in the_board.targets():
            region = the_board.hit_region(target)
            assert region is not None and region.right <= the_board.size.width, target
        assert the_board.scroll_offset.y == 0
        bar = game_screen(app).query_one(StatusBar)
        lines = str(bar.render()).splitlines()
        assert len(lines) == 2 and all(len(line) <= bar.content_size.width for line in lines)
        # The stock where the game has one (Luzon deals every tile).
        assert ("Stock" in lines[1]) is game_screen(app).game.setup.rules.has_stock and "Moves" in lines[1]


async def test_escape_takes_back_one_step_of_a_good_neighbors_turn_at_a_time() -> None:
    app = make_app(setup_of("good-neighbors", 6, seed=5))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        gn = board(app)
        assert isinstance(gn, GoodNeighborsBoard)
        for _ in range(2):
            first, second = gn.tableau.open_pairs(gn.pending)[0]
            gn.pick(first)
            gn.pick(second)
        assert len(gn.pending) == 2
        gn.pick(next(cell for pair in gn.tableau.open_pairs(gn.pending) for cell in pair))
        await pilot.pause()
        await send_keys(pilot, "escape")
        assert gn.picked is None and len(gn.pending) == 2
        await send_keys(pilot, "escape")
        assert len(gn.pending) == 1 and "Took back the pair" in notice(app)
        await send_keys(pilot, "escape")
        assert gn.pending == [] and game_screen(app).game.moves == []


def partners_at_opening(seed: int) -> dict[Spot, set[Spot]]:
    found: dict[Spot, set[Spot]] = {}
    for move in Game(setup_of("luzon", 6, seed=seed)).legal_moves():
        if isinstance(move, Discard):
            found.setdefault(move.first, set()).add(move.second)
            found.setdefault(move.second, set()).add(move.first)
    return found


async def test_home_end_and_tab_through_a_selected_tiles_partners() -> None:
    # A deal where a tile has two partners or more: tab goes round those only.
    seed, spot, partners = next(
        (seed, spot, partners)
        for seed in range(1, 500)
        for spot, partners in partners_at_opening(seed).items()
        if len(partners) >= 2
    )
    app = make_app(setup_of("luzon", 6, seed=seed))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        lz = board(app)
        assert isinstance(lz, LuzonBoard)
        order = [t for t in lz.targets() if t in lz.playable()]
        await send_keys(pilot, "end")
        assert lz.cursor == order[-1]
        await send_keys(pilot, "end")
        assert lz.cursor == lz.targets()[-1]
        await send_keys(pilot, "home")
        assert lz.cursor == order[0]
        await send_keys(pilot, "home")
        assert lz.cursor == lz.targets()[0]
        lz.set_cursor(spot)
        await send_keys(pilot, "space")
        assert lz.picked == spot
        seen = set()
        for _ in range(2 * len(partners)):
            await send_keys(pilot, "tab")
            seen.add(lz.cursor)
        assert seen == partners


async def test_after_a_pair_with_a_reserve_tile_the_cursor_stays_near() -> None:
    seed, move = next(
        (seed, move)
        for seed in range(1, 200)
        for move in Game(setup_of("luzon", 6, seed=seed)).legal_moves()
        if isinstance(move, Discard) and move.first.reserve != move.second.reserve
    )
    slot = move.first if move.first.reserve else move.second
    column = move.second if move.first.reserve else move.first
    app = make_app(setup_of("luzon", 6, seed=seed))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        lz = board(app)
        lz.set_cursor(column)
        await send_keys(pilot, "space")
        lz.set_cursor(slot)
        await send_keys(pilot, "space")
        assert game_screen(app).game.moves
        assert lz.cursor != Spot.column(0)
        assert lz.cursor is not None and (lz.cursor.reserve or lz.cursor == Spot.column(4)), lz.cursor


async def test_castle_rock_says_nothing_is_left_to_remove_once_the_game_is_over() -> None:
    app = make_app(setup_of("castle-rock", 6, seed=3))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        while not screen.game.is_over:
            screen.game.play(screen.game.legal_moves()[0])
        board(app).show(screen.game.position)
        await pilot.pause()
        first = drawn(board(app)).splitlines()[0]
        assert "remove (enter)" not in first and "over" in first


class BoardHost(App[None]):
    """A bare app with one board (the game screen does not pass ``ascii`` yet)."""

    def __init__(self, the_board: Board[Any]) -> None:
        super().__init__()
        self.the_board = the_board

    def compose(self) -> ComposeResult:
        yield self.the_board


@pytest.mark.parametrize(("game", "size"), [("good-neighbors", 6), ("luzon", 6), ("castle-rock", 6)])
async def test_an_ascii_board_draws_ascii_only(game: str, size: int) -> None:
    setup = setup_of(game, size, seed=3)
    the_board = BOARDS[game](setup.rules, Game(setup).position, ascii=True)
    async with BoardHost(the_board).run_test(size=SIZE) as pilot:
        await pilot.pause()
        target = next(iter(the_board.playable()), the_board.targets()[0])
        the_board.set_cursor(target)
        if game != "castle-rock":
            the_board.pick(target)  # a selected tile, its partners marked
        await pilot.pause()
        text = drawn(the_board)
        assert text.strip() and all(ord(char) < 128 for char in text), text
        assert "#" in text  # the cursor's heavy frame


async def test_a_tall_window_centres_the_board_and_clicks_still_find_their_tiles() -> None:
    # 768x1024 in a browser is about 80x50: a double-6 board no longer sits over an empty lower half.
    app = make_app(setup_of("good-neighbors", 6, seed=1))
    async with app.run_test(size=(80, 50)) as pilot:
        await pilot.pause()
        gn = board(app)
        drawn_height = len(gn._lines) - gn._top
        assert gn._top > 0 and all(not line.plain.strip() for line in gn._lines[: gn._top])
        assert abs(gn._top - (gn.size.height - drawn_height) // 2) <= 1  # as much room above as below
        target = sorted(gn.playable(), key=str)[-1]
        region = gn.hit_region(target)
        assert region is not None
        await pilot.click(type(gn), offset=(region.x + 2, region.y + 1))
        assert gn.cursor == target
