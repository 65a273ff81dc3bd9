"""Snapshots at 80x24 (and 60x18, 120x40): each game's opening, the start screen, the app's own themes
and an ASCII board (fixed deals and day, no animation, clock frozen).

The status bar shows the solver's verdict, which arrives from a worker: a game's snapshot is taken
once the verdict is in, so it does not depend on how fast the solver is.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path, PurePath
from typing import Any, ClassVar

import pytest
from textual.app import App, ComposeResult
from textual.pilot import Pilot
from tui_driving import SIZE, game_screen, make_app, play_by_keys, setup_of, until

from domino_solitaire.engine import Game
from domino_solitaire.solver import solve
from domino_solitaire.tui import app as app_module
from domino_solitaire.tui.assist import GRADE_GROUP
from domino_solitaire.tui.theme import register_themes
from domino_solitaire.tui.widgets import BOARDS

# A game's snapshot shows the solver's verdict and grade: its searches run.
pytestmark = pytest.mark.solver

Compare = Callable[..., bool]


async def verdict_in(pilot: Pilot[None], seconds: float = 30.0) -> None:
    """Wait until the game screen's verdict is decided (the solver's limit is 10 s)."""
    screen = game_screen(pilot.app)  # type: ignore[arg-type]
    await until(pilot, lambda: screen.assist.up_to_date, seconds)  # the app's clock passes meanwhile
    # And the deal's grade, also from the solver.
    app = pilot.app
    await app.workers.wait_for_complete([w for w in app.workers if w.group == GRADE_GROUP])
    await pilot.pause()


async def dailies_in(pilot: Pilot[None]) -> None:
    """Wait until the start screen's daily deals are found (in a worker: a few tenths of a second)."""
    app = pilot.app
    await app.workers.wait_for_complete([w for w in app.workers if w.group == "start-dailies"])
    await pilot.pause()


def test_start_screen(snap_compare: Compare) -> None:
    # Today's deals are those of tui_driving.DAY, found before the snapshot is taken.
    assert snap_compare(make_app(), terminal_size=SIZE, run_before=dailies_in)


@pytest.mark.parametrize(
    ("game", "size", "variant"),
    [
        ("good-neighbors", 12, None),
        ("good-neighbors", 9, None),
        ("good-neighbors", 6, None),
        ("luzon", 6, None),
        ("luzon", 6, "six-ends"),
        ("castle-rock", 6, None),
    ],
)
def test_opening(snap_compare: Compare, game: str, size: int, variant: Any) -> None:
    app = make_app(setup_of(game, size, variant, seed=7))
    assert snap_compare(app, terminal_size=SIZE, run_before=verdict_in)


def test_castle_rock_double_18_numerals(snap_compare: Compare) -> None:
    app = make_app(setup_of("castle-rock", 18, seed=7), numerals=True)
    assert snap_compare(app, terminal_size=SIZE, run_before=verdict_in)


@pytest.mark.parametrize(("game", "size"), [("good-neighbors", 9), ("luzon", 6), ("castle-rock", 6)])
def test_opening_at_120x40(snap_compare: Compare, game: str, size: int) -> None:
    # Larger terminals show larger tiles.
    app = make_app(setup_of(game, size, seed=7))
    assert snap_compare(app, terminal_size=(120, 40), run_before=verdict_in)


@pytest.mark.parametrize(
    ("game", "size"), [("good-neighbors", 6), ("luzon", 6), ("castle-rock", 6), ("four-rows", 6)]
)
def test_opening_at_60x18(snap_compare: Compare, game: str, size: int) -> None:
    # The smallest terminal: every tile whole (numbers where pips do not fit), the status bar shortened.
    app = make_app(setup_of(game, size, seed=42))
    assert snap_compare(app, terminal_size=(60, 18), run_before=verdict_in)


@pytest.mark.parametrize("game", ["four-rows"])
def test_a_line_game_at_120x40(snap_compare: Compare, game: str) -> None:
    # Deal 4: two rows end in a tile that fits both ends (L R under it).
    app = make_app(setup_of(game, 6, seed=4))
    assert snap_compare(app, terminal_size=(120, 40), run_before=verdict_in)


@pytest.mark.parametrize("game", ["four-rows"])
def test_a_long_line_at_60x18(snap_compare: Compare, game: str) -> None:
    # 24 moves into deal 4's winning line: the line's middle left out, both open ends in sight.
    async def along(pilot: Pilot[None]) -> None:
        await verdict_in(pilot)
        for move in solve(game_screen(pilot.app).game.setup.opening()).moves[:24]:  # type: ignore[arg-type]
            await play_by_keys(pilot, move)
        await verdict_in(pilot)

    app = make_app(setup_of(game, 6, seed=4))
    assert snap_compare(app, terminal_size=(60, 18), run_before=along)


@pytest.mark.parametrize("theme", ["domino-colour-blind", "domino-high-contrast"])
def test_the_apps_own_themes(snap_compare: Compare, theme: str) -> None:
    async def themed(pilot: Pilot[None]) -> None:
        register_themes(pilot.app)
        pilot.app.theme = theme
        await verdict_in(pilot)

    app = make_app(setup_of("good-neighbors", 6, seed=7))
    assert snap_compare(app, terminal_size=SIZE, run_before=themed)


class AsciiBoard(App[None]):
    """One board drawn in ASCII only, as under LANG=C (the game screen does not pass ``ascii`` yet)."""

    CSS_PATH: ClassVar[list[str | PurePath]] = [Path(app_module.__file__).parent / "styles/board.tcss"]

    def compose(self) -> ComposeResult:
        setup = setup_of("luzon", 6, seed=7)
        yield BOARDS["luzon"](setup.rules, Game(setup).position, ascii=True)


def test_an_ascii_board(snap_compare: Compare) -> None:
    assert snap_compare(AsciiBoard(), terminal_size=SIZE)


@pytest.mark.parametrize("lang", ["fr", "ru"])
@pytest.mark.parametrize(("game", "size"), [("good-neighbors", 6), ("luzon", 6), ("castle-rock", 6)])
def test_opening_in_french_and_russian(snap_compare: Compare, game: str, size: int, lang: str) -> None:
    # Each game at 80x24 in French and in Russian: longer words, the same screen.
    app = make_app(setup_of(game, size, seed=7), lang=lang)
    assert snap_compare(app, terminal_size=SIZE, run_before=verdict_in)
