"""The start screen shows whole at every size from 60x18, with however many games the registries list:
a game more (registered here under another id, from an existing game's parts) is a button more in
the row of games and a line more in today's deals, and the screen still fits without scrolling. Its
size classes follow the size it is laid out at, whatever the order in which the sizes came."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, ClassVar

import pytest
from textual.geometry import Region
from textual.pilot import Pilot
from textual.widget import Widget
from textual.widgets import Button, RadioButton
from tui_driving import make_app, screen_text, until

from domino_solitaire.engine import GAMES
from domino_solitaire.engine.luzon import Luzon
from domino_solitaire.solver.api import SEARCHES
from domino_solitaire.tui.screens.start import StartScreen, game_button_id
from domino_solitaire.tui.screens.start_buttons import BUTTONS
from domino_solitaire.tui.widgets import BOARDS
from domino_solitaire.tui.widgets.todays_deals import TodaysDeals
from domino_solitaire.wording.games import GAME_WORDS
from domino_solitaire.wording.luzon import LuzonWords

SIZES = [(60, 18), (80, 24), (120, 40)]


class FourRows(Luzon):
    """A fourth game for the layout's sake: Luzon's rules under another id."""

    name = "four-rows"


class FourRowsWords(LuzonWords):
    game: ClassVar[str] = "four-rows"
    name: ClassVar[str] = "Four Rows"


@pytest.fixture
def four_games(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """A fourth game in every registry the start screen reads (the engine's, the solver's, the
    wording's, the boards'), made of Luzon's parts."""
    monkeypatch.setitem(GAMES, FourRows.name, FourRows())
    monkeypatch.setitem(SEARCHES, FourRows.name, SEARCHES["luzon"])
    monkeypatch.setitem(GAME_WORDS, FourRows.name, FourRowsWords())
    monkeypatch.setitem(BOARDS, FourRows.name, BOARDS["luzon"])
    yield FourRows.name


def inside(widget: Widget, room: Region) -> bool:
    """Whether ``widget`` is drawn in ``room``'s rows, starting inside it (its words are checked on
    the screen: a compact button's region may count its margin past the last column)."""
    region = widget.region
    return region.width > 0 and region.height > 0 and room.y <= region.y and region.bottom <= room.bottom


async def start_screen(pilot: Pilot[Any]) -> StartScreen:
    app = pilot.app
    await until(pilot, lambda: isinstance(app.screen, StartScreen))
    # Today's deals found (a worker), and the screen settled at its size.
    await app.workers.wait_for_complete([w for w in app.workers if w.group == "start-dailies"])
    for _ in range(3):
        await pilot.pause()
    screen = app.screen
    assert isinstance(screen, StartScreen)
    return screen


def assert_whole(screen: StartScreen) -> None:
    """Every game's button, today's deals (a line a game) and every button on the row (Play to Quit)
    inside the screen above the footer, nothing scrolled out of sight."""
    width, height = screen.app.size
    room = Region(0, 0, width, height - 1)  # the footer's line below
    text = screen_text(screen.app)
    assert screen.query_one("#start").max_scroll_y == 0, text
    for game in GAMES:
        assert inside(screen.query_one(f"#{game_button_id(game)}", RadioButton), room), (game, text)
    deals = screen.query_one("#dailies", TodaysDeals)
    assert inside(deals, room) and deals.region.height == deals.option_count == len(GAMES), text
    assert deals.max_scroll_y == 0, text
    for _word, name, _look in BUTTONS:
        button = screen.query_one(f"#{name}", Button)
        if not button.display:
            # Where the row has no room for every word (French and Russian below 70 columns), Rules
            # leaves it to its key, which the footer shows.
            assert name == "rules" and "f2" in text.splitlines()[-1], text
            continue
        assert inside(button, room), (name, text)
        assert str(button.label) in text, (name, text)


@pytest.mark.parametrize("size", SIZES)
async def test_a_fourth_game_fits_the_start_screen(four_games: str, size: tuple[int, int]) -> None:
    app = make_app()
    async with app.run_test(size=size) as pilot:
        screen = await start_screen(pilot)
        assert len(screen.query(RadioButton)) == 4
        assert_whole(screen)
        # Chosen by its button, the fourth game is the one the screen plays.
        await pilot.click(f"#{game_button_id(four_games)}")
        await pilot.pause()
        assert screen.chosen_kind()[0] == four_games
        assert_whole(screen)


@pytest.mark.parametrize("size", SIZES)
async def test_the_registered_games_fit_the_start_screen(size: tuple[int, int]) -> None:
    app = make_app()
    async with app.run_test(size=size) as pilot:
        screen = await start_screen(pilot)
        assert_whole(screen)
        # The blank lines between the parts where they fit (from 24 lines), none below.
        assert screen.has_class("-tall") is (size[1] >= 24)


@pytest.mark.parametrize("small", [(61, 18), (65, 19), (60, 18)])
async def test_from_a_large_window_to_a_small_one_the_start_screen_goes_compact(
    small: tuple[int, int],
) -> None:
    # A served tab's game is started ahead at the last tab's size (80x24 at first), then told its own.
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await start_screen(pilot)
        assert screen.has_class("-tall")
        await pilot.resize_terminal(*small)
        screen = await start_screen(pilot)
        assert screen.has_class("-short") and not screen.has_class("-tall"), screen.classes
        assert_whole(screen)
        await pilot.resize_terminal(80, 24)
        screen = await start_screen(pilot)
        assert screen.has_class("-tall")
        assert_whole(screen)
