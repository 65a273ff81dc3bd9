"""Helpers for driving the app with key presses only, as a player would."""

from __future__ import annotations

import html
import re
import time
from collections.abc import Callable, Iterator
from datetime import date
from itertools import count
from pathlib import Path, PurePath
from typing import Any, ClassVar

from rich.cells import cell_len
from textual import events
from textual.app import App
from textual.binding import Binding
from textual.message_pump import MessagePump
from textual.pilot import Pilot
from textual.timer import Timer, TimerCallback

from domino_solitaire.engine import (
    Move,
    Setup,
    make_setup,
)
from domino_solitaire.play import PlaySession
from domino_solitaire.tui import app as app_module
from domino_solitaire.tui.app import DominoApp
from domino_solitaire.tui.board_look import BoardLook
from domino_solitaire.tui.requests import GameOptions
from domino_solitaire.tui.screens.dialogs import GameOverScreen
from domino_solitaire.tui.screens.game import GameScreen
from domino_solitaire.tui.widgets.board import Board

SIZE = (80, 24)
#: "Today" in the tests: the start screen's daily deals are this day's, whenever the tests run.
DAY = date(2026, 11, 25)  # a Wednesday: its deals are graded medium


def seeds_from(start: int) -> Iterator[int]:
    """Deterministic "random" deal numbers for new deals in tests."""
    return count(start)


class HostApp(DominoApp):
    """The app without a first screen of its own: for tests that push the one screen they study."""

    # Textual reads CSS_PATH relative to the module of the class that sets it.
    CSS_PATH: ClassVar[list[str | PurePath]] = [
        Path(app_module.__file__).parent / path for path in DominoApp.CSS_PATH
    ]

    def on_mount(self, event: events.Mount | None = None) -> None:
        assert event is not None  # Textual passes it, as the handler takes it
        event.prevent_default()  # DominoApp's on_mount would open the start screen (0.5 s of CPU)

    def on_ready(self) -> None:
        # DominoApp waits for its first screen to be drawn before a screen's solver may start; here
        # that would be the empty screen under the one the test pushes, drawn once and never again.
        self.first_frame.shown()


class DrivenTimer(Timer):
    """A Textual timer that never runs by itself: ``TestClock.advance`` fires it."""

    def __init__(self, clock: TestClock, owner: MessagePump, delay: float, **options: Any) -> None:
        super().__init__(owner, delay, **options)
        self.clock = clock
        self.due = clock.now + delay
        self.owner = owner
        self.count = 0
        self.stopped = False
        self.paused = False

    def _start(self) -> None:
        self.clock.timers.append(self)

    def stop(self) -> None:
        self.stopped = True

    def pause(self) -> None:
        self.paused = True

    def resume(self) -> None:
        self.paused = False

    def reset(self) -> None:
        self.due = self.clock.now + self._interval


class TestClock:
    """The tests' time: the app's clock (``now``) and the screens' timers (the forced move's pause,
    autoplay's pace, the clock's tick, the replay's steps), which run only when a test advances it."""

    __test__ = False  # not a test class, whatever its name

    def __init__(self) -> None:
        self.now = 0.0
        self.timers: list[DrivenTimer] = []

    def __call__(self) -> float:
        return self.now

    def timer(
        self, owner: MessagePump, delay: float, callback: TimerCallback | None, *, repeat: int | None
    ) -> Timer:
        timer = DrivenTimer(self, owner, delay, callback=callback, repeat=repeat)
        timer._start()
        return timer

    async def advance(self, pilot: Pilot[Any], seconds: float) -> None:
        """Let ``seconds`` pass: every timer due meanwhile fires, in order, the app settling after each."""
        end = self.now + seconds
        while True:
            self.timers = [t for t in self.timers if not t.stopped]
            due = [t for t in self.timers if not t.paused and t.due <= end]
            if not due:
                break
            timer = min(due, key=lambda t: t.due)
            self.now = max(self.now, timer.due)
            timer.count += 1
            if timer._repeat == 0 or (timer._repeat is not None and timer.count > timer._repeat):
                timer.stopped = True
            else:
                timer.due += timer._interval
            if timer._callback is not None:
                timer.owner.call_later(timer._callback)  # as Textual's timer: in its owner's turn
            await pilot.pause()
        self.now = end


def make_app(
    setup: Setup | None = None,
    *,
    numerals: bool = False,
    next_seed: int = 1000,
    app_class: type[DominoApp] = DominoApp,
    lang: str | None = "en",
    clock: TestClock | None = None,
) -> DominoApp:
    """The app as tests drive it: its time a ``TestClock`` (``app.timers``; nothing timed happens
    until the test advances it), its new deals numbered from ``next_seed``, today ``DAY``."""
    seeds = seeds_from(next_seed)
    clock = clock or TestClock()
    app = app_class(
        # English unless a test asks for another language, whatever the environment says.
        GameOptions(setup=setup, numerals=numerals, lang=lang),
        clock=clock,
        new_seed=lambda: next(seeds),
        today=lambda: DAY,
        timers=clock,
    )
    app.animation_level = "none"
    return app


def clock_of(app: App[Any]) -> TestClock:
    """The clock of an app made by ``make_app``."""
    clock = getattr(app, "timers", None)
    assert isinstance(clock, TestClock)
    return clock


def screen_for(setup: Setup, *, new_seed: Callable[[], int] | None = None, **options: Any) -> GameScreen:
    """A game screen on a new play session of ``setup`` (nothing saved; the clock frozen)."""
    seeds = seeds_from(1000)
    session = PlaySession(setup, clock=lambda: 0.0, **options)
    return GameScreen(session, look=BoardLook(), new_seed=new_seed or (lambda: next(seeds)))


def setup_of(game: str, size: int | None = None, variant: str | None = None, *, seed: int = 1) -> Setup:
    return make_setup(game, size, variant, seed=seed)


def game_screen(app: DominoApp) -> GameScreen:
    for screen in reversed(app.screen_stack):
        if isinstance(screen, GameScreen):
            return screen
    raise AssertionError("no game screen")


def board(app: App[Any]) -> Board[object]:
    assert isinstance(app, DominoApp)
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


def notice(app: App[Any]) -> str:
    from domino_solitaire.tui.widgets.status import NoticeLine

    assert isinstance(app, DominoApp)
    return str(game_screen(app).query_one(NoticeLine).notice)


#: The cursor keys, as (dx, dy) and their names (arrows, or vi's letters).
DIRECTIONS = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}
VI = {"up": "k", "down": "j", "left": "h", "right": "l"}


def keys_to(board: Board[Any], target: object, *, vim: bool = False, start: object = None) -> list[str]:
    """The fewest cursor keys that take the board's cursor (or ``start``) to ``target``.

    Found by walking the board's own cursor moves (``Board.neighbour``), whatever the game.
    """
    first = board.cursor if start is None else start
    paths: dict[object, list[str]] = {first: []}
    queue = [first]
    while queue:
        here = queue.pop(0)
        if here == target:
            return [VI[key] if vim else key for key in paths[here]]
        for key, (dx, dy) in DIRECTIONS.items():
            there = board.neighbour(here, dx, dy)
            if there not in paths:
                paths[there] = [*paths[here], key]
                queue.append(there)
    raise AssertionError(f"the cursor cannot reach {target!r} from {first!r}")


def keys_for(board: Board[Any], move: Move, *, vim: bool = False) -> list[str]:
    """The keys a player presses to make ``move``: cursor keys, then the key of each pick or action."""
    actions = {"pick": "enter"}
    for binding in type(board).BINDINGS:
        assert isinstance(binding, Binding)
        actions.setdefault(binding.action, binding.key.split(",")[0])
    keys: list[str] = []
    cursor = board.cursor
    for target, action in board.plan(move):
        if target is not None:
            keys.extend(keys_to(board, target, vim=vim, start=cursor))
            cursor = target
        keys.append(actions[action])
    return keys


async def play_by_keys(pilot: Pilot[None], move: Move, *, vim: bool = False) -> None:
    """Make ``move`` with key presses only, as a player would."""
    await send_keys(pilot, *keys_for(board(pilot.app), move, vim=vim))


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
    # The app hands each key on to the screen and its widgets; the first wait is for the app's and the
    # screen's message queues to empty, the second for what the keys set off there (a screen pushed,
    # bindings refreshed) to settle, so that no key is still queued when the app shuts down.
    await pilot.pause(0)
    await pilot.pause()


async def palette_offers(pilot: Pilot[Any], title: str) -> None:
    """Wait until the palette's list has a command whose title starts with ``title`` highlighted
    (its providers answer in batches, each in its own time)."""
    from textual.command import CommandList

    def offered() -> bool:
        lists = pilot.app.screen.query(CommandList)
        highlighted = lists.first().highlighted_option if lists else None
        return highlighted is not None and str(highlighted.prompt).startswith(title)

    await until(pilot, offered)


async def until(pilot: Pilot[None], check: Callable[[], object], seconds: float = 20.0) -> None:
    """Wait until ``check()`` holds, for something the app does in its own time (a worker, a refresh)."""
    # Generous: a loaded machine (CI runs the suite on two busy cores) can starve the solver thread.
    # The app's own time passes meanwhile too (its TestClock, if it has one: a forced move, autoplay).
    clock = getattr(pilot.app, "timers", None)
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, "timed out"
        if isinstance(clock, TestClock):
            await clock.advance(pilot, 0.05)
        await pilot.pause(0.02)


async def game_over_dialog(pilot: Pilot[None]) -> GameOverScreen:
    """The game-over dialog, once it is up: the game screen opens it after the last move is drawn."""
    await until(pilot, lambda: isinstance(pilot.app.screen, GameOverScreen))
    await pilot.pause()  # the app must not shut down while it mounts
    dialog = pilot.app.screen
    assert isinstance(dialog, GameOverScreen)
    return dialog


async def wait_for_text(pilot: Pilot[None], text: str, seconds: float = 20.0) -> str:
    """The screen once it shows ``text``: after a search in a worker, say (as generous as ``until``)."""
    deadline = time.monotonic() + seconds
    while text not in (shown := screen_text(pilot.app)):
        assert time.monotonic() < deadline, f"{text!r} never appeared; the screen shows:\n{shown}"
        await pilot.pause(0.05)
    return shown
