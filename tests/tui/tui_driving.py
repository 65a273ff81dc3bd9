"""Helpers for driving the app with key presses only, as a player would."""

from __future__ import annotations

import asyncio
import html
import re
from collections.abc import Awaitable, Callable, Iterator
from itertools import count
from typing import Any

from rich.cells import cell_len
from textual import events
from textual.app import App
from textual.pilot import Pilot

from domino_solitaire.engine import (
    Cell,
    Discard,
    Move,
    Removal,
    Setup,
    Shift,
    Spot,
    Turn,
    make_setup,
)
from domino_solitaire.tui.app import DominoApp
from domino_solitaire.tui.screens.game import GameScreen
from domino_solitaire.tui.widgets.board import Board

SIZE = (80, 24)


def seeds_from(start: int) -> Iterator[int]:
    """Deterministic "random" deal numbers for new deals in tests."""
    return count(start)


def make_app(setup: Setup | None = None, *, numerals: bool = False, next_seed: int = 1000) -> DominoApp:
    seeds = seeds_from(next_seed)
    app = DominoApp(setup, numerals=numerals, clock=lambda: 0.0, new_seed=lambda: next(seeds))
    app.animation_level = "none"
    return app


def setup_of(game: str, size: int | None = None, variant: str | None = None, *, seed: int = 1) -> Setup:
    return make_setup(game, size, variant, seed=seed)


def game_screen(app: DominoApp) -> GameScreen:
    for screen in reversed(app.screen_stack):
        if isinstance(screen, GameScreen):
            return screen
    raise AssertionError("no game screen")


def board(app: DominoApp) -> Board[object]:
    return game_screen(app).board


# Rich's SVG export (App.export_screenshot) has one <text> per styled run: x is the column times the
# character width, and the clip path names the screen row. Blank runs are left out.
_SVG_TEXT = re.compile(
    r'<text class="[^"]*" x="(?P<x>[-\d.e+]+)" y="[^"]*" textLength="[^"]*" '
    r'clip-path="url\(#[^)]*-line-(?P<row>\d+)\)">(?P<text>.*?)</text>',
    re.DOTALL,
)
_CHAR_WIDTH = 20 * 0.61  # Rich's export_svg: font size 20 times the aspect ratio 0.61


def screen_text(app: App[Any]) -> str:
    """What the terminal shows (a modal over the screens beneath it), as plain text.

    Read through Textual's public screenshot (an SVG), not its private compositor.
    """
    width, height = app.size
    rows = [[" "] * width for _ in range(height)]
    for match in _SVG_TEXT.finditer(app.export_screenshot(simplify=True)):
        row, col = int(match["row"]), round(float(match["x"]) / _CHAR_WIDTH)
        for char in html.unescape(match["text"]).replace("\xa0", " "):
            if 0 <= row < height and col < width:
                rows[row][col] = char
                if cell_len(char) == 2 and col + 1 < width:
                    rows[row][col + 1] = ""  # a wide character covers two cells
            col += cell_len(char)
    return "\n".join("".join(cells).rstrip() for cells in rows)


def notice(app: DominoApp) -> str:
    from domino_solitaire.tui.widgets.status import NoticeLine

    return str(game_screen(app).query_one(NoticeLine).render())


def keys_to(cursor: object, target: object, *, vim: bool = False) -> list[str]:
    """The cursor keys that take the cursor from ``cursor`` to ``target``."""
    names = {"up": "k", "down": "j", "left": "h", "right": "l"} if vim else {}
    keys: list[str] = []

    def press(key: str, times: int = 1) -> None:
        keys.extend([names.get(key, key)] * times)

    if isinstance(target, Cell):
        assert isinstance(cursor, Cell)
        press("down" if target.row > cursor.row else "up", abs(target.row - cursor.row))
        press("right" if target.col > cursor.col else "left", abs(target.col - cursor.col))
    elif isinstance(target, Spot):
        assert isinstance(cursor, Spot)
        if cursor.reserve and not target.reserve:
            press("left")
            cursor = Spot.column(4)
        if target.reserve:
            if not cursor.reserve:
                press("right", 5 - cursor.index)
                cursor = Spot.slot(0)
            press("down" if target.index > cursor.index else "up", abs(target.index - cursor.index))
        else:
            press("right" if target.index > cursor.index else "left", abs(target.index - cursor.index))
    else:
        assert isinstance(target, int) and isinstance(cursor, int)
        press("right" if target > cursor else "left", abs(target - cursor))
    return keys


def keys_for(cursor: object, move: Move, *, vim: bool = False) -> list[str]:
    """The keys a player presses to make ``move``: cursor keys, space/enter, and e or t."""
    keys: list[str] = []

    def select(target: object, key: str = "enter") -> None:
        nonlocal cursor
        keys.extend(keys_to(cursor, target, vim=vim))
        keys.append(key)
        cursor = target

    if isinstance(move, Turn):
        for a, b in move.pairs:
            select(a)
            select(b, "space")
        keys.append("e")
    elif isinstance(move, Discard):
        select(move.first)
        select(move.second)
    elif isinstance(move, Shift):
        select(Spot.column(move.source))
        select(Spot.column(move.target), "space")
    elif isinstance(move, Removal):
        select(move.position, "t" if move.triple else "enter")
    else:
        raise AssertionError(f"unknown move {move!r}")
    return keys


async def play_by_keys(pilot: Pilot[None], move: Move, *, vim: bool = False) -> None:
    """Make ``move`` with key presses only, as a player would."""
    await send_keys(pilot, *keys_for(board(pilot.app).cursor, move, vim=vim))  # type: ignore[arg-type]


CHARACTERS = {"space": " ", "enter": "\r", "escape": "\x1b", "question_mark": "?", "tab": "\t"}
CHARACTERS |= {"colon": ":", "number_sign": "#", "plus": "+", "minus": "-"}


async def send_keys(pilot: Pilot[None], *keys: str) -> None:
    """Press ``keys`` in order, then wait once until the app has dealt with them all.

    ``Pilot.press`` waits for the app to go idle after every key (tens of milliseconds
    each); queueing the keys and waiting once keeps thousands of presses fast.
    """
    for key in keys:
        character = CHARACTERS.get(key, key if len(key) == 1 else None)
        pilot.app.post_message(events.Key(key, character))
    # The app hands each key on to the screen and its widgets; a second pause lets those finish too,
    # so that no key is still queued when the test ends and the app shuts down.
    await pilot.pause()
    await pilot.pause()


async def wait_for_text(pilot: Pilot[None], text: str, tries: int = 200) -> str:
    """The screen once it shows ``text`` (some widgets, like Markdown, render a little later)."""
    for _ in range(tries):
        shown = screen_text(pilot.app)  # type: ignore[arg-type]
        if text in shown:
            return shown
        await pilot.pause(0.05)
    raise AssertionError(f"{text!r} never appeared; the screen shows:\n{shown}")


def run(scenario: Callable[[], Awaitable[None]]) -> None:
    """Run an async test body (the suite has no async plugin)."""
    asyncio.run(scenario())  # type: ignore[arg-type]
