"""End to end: ``domino-solitaire serve`` played in a real headless Chromium, driven by Playwright.

Not part of the default run (``norecursedirs`` in pyproject.toml leaves this folder out): it needs
Chromium (Debian's ``chromium``, which .ci/run installs when absent) and the ``browser-test`` extra,
and .ci/run runs it as a step of its own: ``python -m pytest tests/browser``. Playwright's own
browser download is never used; it drives the system's Chromium.

Set DOMINO_SOLITAIRE_SCREENSHOTS=DIR to keep the screenshots and the timings.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager, redirect_stdout
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import pytest
from playwright.sync_api import Browser, Page, Request, ViewportSize, sync_playwright
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from domino_solitaire.cli import main
from domino_solitaire.engine import Game, make_setup
from domino_solitaire.engine.good_neighbors import Cell, GoodNeighborsPosition, Turn
from domino_solitaire.solver import solve
from domino_solitaire.tui.layout import Placement, looks_for
from domino_solitaire.tui.layout.good_neighbors import GoodNeighborsLayout
from helpers import children, gone

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
# Headless, as root, on a machine whose network is closed: without the background-networking
# flags Chromium keeps trying to reach Google's services and the refusals slow it down.
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
VIEWPORT: ViewportSize = {"width": 1280, "height": 800}
WAIT_MS = 20_000  # for any one thing to appear on the page (a busy machine is slow)

# textual-serve's page keeps its xterm.js terminal to itself. This catches the terminal as the page
# assigns it (to a property named "terminal"), so the test reads the screen the browser shows.
CATCH_TERMINAL = """
Object.defineProperty(Object.prototype, "terminal", {
  configurable: true,
  set(value) {
    Object.defineProperty(this, "terminal", {value, writable: true, configurable: true, enumerable: true});
    if (value && typeof value.onData === "function" && value.buffer) window.__terminal = value;
  },
});
window.__screen = () => {
  const t = window.__terminal;
  if (!t) return "";
  const buffer = t.buffer.active, lines = [];
  for (let y = 0; y < t.rows; y++) {
    const line = buffer.getLine(buffer.viewportY + y);
    lines.push(line ? line.translateToString(true) : "");
  }
  return lines.join("\\n");
};
"""

# The terminal's very last row (not the last one written on): the game fills the tab only once it has
# its size, which a game started ahead is told after its first frame (a click before then misses).
BOTTOM_LINE_HAS = "text => window.__screen().split('\\n').pop().includes(text)"

SEED = 3
#: Every address a page asked for that is not its server's (the page must ask no other host).
ASKED_ELSEWHERE: list[str] = []
KEY_MOVE = "a1+a2"  # the cursor starts on a1: space, down, space, e


@dataclass
class Served:
    process: subprocess.Popen[str]
    url: str
    home: Path


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    if CHROMIUM is None:
        pytest.skip("Chromium is not installed (Debian: apt-get install chromium; .ci/run installs it)")
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        yield launched
        launched.close()


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("DOMINO_SOLITAIRE_SCREENSHOTS") or tmp_path / "shots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@contextmanager
def serving(home: Path, *args: str) -> Iterator[Served]:
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "domino_solitaire", "serve", *args, "--port", str(port)],
        env={**os.environ, "DOMINO_SOLITAIRE_HOME": str(home)},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # its own process group, as a terminal's foreground job has
    )
    try:
        assert process.stdout is not None
        line = process.stdout.readline()  # printed once the port is listening
        # The address as printed, with the run's token: the page and its game connection need it.
        found = re.search(rf"http://127\.0\.0\.1:{port}/\?token=[A-Za-z0-9_-]+", line)
        assert found is not None, line + process.communicate()[1]
        yield Served(process, found.group(0), home)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()


def ctrl_c(served: Served) -> str:
    """Ctrl-C in serve's terminal (SIGINT to its process group): exit 130, games gone, one line at most."""
    games = children(served.process.pid)
    os.killpg(served.process.pid, signal.SIGINT)
    out, err = served.process.communicate(timeout=20)
    assert served.process.returncode == 130, err
    assert gone(games), "a game process outlived serve"
    assert len((out + err).splitlines()) <= 1, out + err
    return out + err


def open_page(browser: Browser, url: str, viewport: ViewportSize = VIEWPORT) -> tuple[Page, dict[str, float]]:
    """A new tab at ``url``, with the seconds to the page's first byte of the game and its first frame.
    Whatever the page asks of another host is noted in ASKED_ELSEWHERE (it must ask none)."""
    page = browser.new_page(viewport=viewport)
    page.add_init_script(CATCH_TERMINAL)
    own = url.split("?")[0]

    def asked(request: Request) -> None:
        if not request.url.startswith(own):
            ASKED_ELSEWHERE.append(request.url)

    page.on("request", asked)
    start = time.monotonic()
    page.goto(url)
    page.wait_for_selector("body.-first-byte", timeout=WAIT_MS)
    first_byte = time.monotonic() - start
    page.wait_for_function("() => window.__screen().trim().length > 0", timeout=WAIT_MS, polling=20)
    first_frame = time.monotonic() - start
    # The game at the tab's own size (its footer on the terminal's last row) before anything is clicked.
    page.wait_for_function(BOTTOM_LINE_HAS, arg="palette", timeout=WAIT_MS, polling=20)
    return page, {"first_byte": first_byte, "first_frame": first_frame}


def screen(page: Page) -> list[str]:
    lines: str = page.evaluate("window.__screen()")
    return lines.split("\n")


def wait_for_text(page: Page, text: str) -> None:
    try:
        page.wait_for_function(
            "text => window.__screen().includes(text)", arg=text, timeout=WAIT_MS, polling=20
        )
    except Exception:
        raise AssertionError(f"{text!r} not on the screen:\n" + "\n".join(screen(page))) from None


def wait_until_gone(page: Page, text: str) -> None:
    try:
        page.wait_for_function(
            "text => !window.__screen().includes(text)", arg=text, timeout=WAIT_MS, polling=20
        )
    except Exception:
        raise AssertionError(f"{text!r} still on the screen:\n" + "\n".join(screen(page))) from None


def click_cell(
    page: Page, column: int, row: int, *, button: Literal["left", "middle", "right"] = "left"
) -> None:
    """Click the middle of a character cell of the terminal (0-based column and row)."""
    box = page.locator(".xterm-screen").bounding_box()
    assert box is not None
    cols, rows = page.evaluate("[window.__terminal.cols, window.__terminal.rows]")
    width, height = box["width"] / cols, box["height"] / rows
    page.mouse.click(box["x"] + (column + 0.5) * width, box["y"] + (row + 0.5) * height, button=button)


def click_text(page: Page, text: str, *, lowest: bool = False) -> None:
    """Click the middle of ``text`` where it first shows on the screen (from the bottom: ``lowest``)."""
    lines = list(enumerate(screen(page)))
    for y, line in reversed(lines) if lowest else lines:
        x = line.find(text)
        if x >= 0:
            click_cell(page, x + len(text) // 2, y)
            return
    raise AssertionError(f"{text!r} not on the screen:\n" + "\n".join(line for _, line in lines))


def tile_spot(page: Page, cell: Cell) -> tuple[int, int]:
    """Where a Good Neighbors cell is on the screen: under its column letter, level with its row number."""
    lines = screen(page)
    letters = "abcdefghijklmnopqrstuvwxyz"
    for line in lines:
        if line.split() and "".join(line.split()) == letters[: len(line.split())]:
            x = [m.start() for m in re.finditer(r"\S", line)][cell.col]
            break
    else:
        raise AssertionError("no column letters on the screen:\n" + "\n".join(lines))
    for y, line in enumerate(lines):
        # The row number stands beside its tiles' middle line, whatever the look draws there.
        if re.match(rf"^\s*{cell.row + 1} [^\w\s]", line):
            return x, y
    raise AssertionError(f"no row {cell.row + 1} on the screen:\n" + "\n".join(lines))


def cli_json(home: Path, *args: str) -> object:
    """What a command prints, as JSON (run in this process: the same code, without a Python start-up)."""
    printed = io.StringIO()
    with redirect_stdout(printed):
        assert main([*args, "--data-dir", str(home)]) == 0
    return json.loads(printed.getvalue())


def test_a_game_by_keys_and_mouse_is_saved_and_won(browser: Browser, tmp_path: Path, shots: Path) -> None:
    game = Game(make_setup("good-neighbors", 6, seed=SEED))
    by_keys = next(move for move in game.legal_moves() if str(move) == KEY_MOVE)
    game.play(by_keys)
    line = solve(game.position)
    assert line.winnable and line.moves
    by_mouse = line.moves[0]
    assert isinstance(by_mouse, Turn)

    with serving(tmp_path / "home", "good-neighbors", "--set", "6", "--seed", str(SEED)) as served:
        page, timing = open_page(browser, served.url)
        wait_for_text(page, "Moves 0")

        # By keys: the cursor starts on a1; select it and a2 below it, then end the turn.
        for key in ("Space", "ArrowDown", "Space", "e"):
            page.keyboard.press(key)
        wait_for_text(page, "Moves 1")

        # By mouse: the tiles of each pair (each is labelled as it forms), then "End turn" in the footer.
        for number, pair in enumerate(by_mouse.pairs, start=1):
            for cell in pair:
                click_cell(page, *tile_spot(page, cell))
            wait_for_text(page, f"pair {number}")
        click_text(page, "End turn")
        wait_for_text(page, "Moves 2")
        page.screenshot(path=shots / "game-mid-play.png")

        # Help, the rules and the statistics open and close in the browser too.
        for key, shown in (
            ("?", "How to play Good Neighbors"),
            ("i", "Rules of Good Neighbors"),
            ("s", "History"),
        ):
            page.keyboard.press(key)
            wait_for_text(page, shown)
            page.keyboard.press("Escape")
            wait_until_gone(page, shown)

        # A smaller window: the terminal shrinks and the game is drawn again to fit.
        columns = page.evaluate("window.__terminal.cols")
        page.set_viewport_size({"width": 900, "height": 600})
        page.wait_for_function(f"() => window.__terminal.cols < {columns}", timeout=WAIT_MS)
        page.wait_for_function(BOTTOM_LINE_HAS, arg="Quit", timeout=WAIT_MS, polling=20)  # the footer
        wait_for_text(page, "Moves 2")
        page.set_viewport_size(VIEWPORT)

        # Autoplay wins from here; the game-over dialog shows, and q there quits: the session ends.
        page.keyboard.press("a")
        wait_for_text(page, "Solved by autoplay")  # autoplay made the winning move: solved, not won
        page.keyboard.press("q")
        page.wait_for_selector("body.-closed", timeout=WAIT_MS)
        page.close()
        ctrl_c(served)

    history = cli_json(served.home, "history", "--json")
    assert isinstance(history, list) and len(history) == 1
    saved = history[0]
    assert (saved["game"], saved["set"], saved["seed"]) == ("good-neighbors", 6, SEED)
    assert saved["moves"] > 2 and saved["ended_at"] is not None and saved["result"] == "solved"
    record = cli_json(served.home, "export", str(saved["id"]))
    assert isinstance(record, dict)
    assert record["moves"][:2] == [str(by_keys), str(by_mouse)]
    (shots / "timing.json").write_text(json.dumps(timing))


def test_the_start_screen(browser: Browser, tmp_path: Path, shots: Path) -> None:
    ASKED_ELSEWHERE.clear()
    with serving(tmp_path / "home") as served:
        page, timing = open_page(browser, served.url)
        wait_for_text(page, "Domino Solitaire")
        wait_for_text(page, "Good Neighbors:")
        page.screenshot(path=shots / "start-screen.png")
        # The mouse picks a game; its objective replaces the first one's.
        click_text(page, "Castle Rock")
        wait_for_text(page, "Castle Rock:")
        # Ctrl-C with the tab open: serve and the tab's game stop together, and the page says so.
        assert children(served.process.pid), "the tab's game is running"
        ctrl_c(served)
        page.wait_for_selector("body.-closed", timeout=WAIT_MS)
        page.close()
    assert ASKED_ELSEWHERE == []  # the page's font is the browser's own, not one from another host
    (shots / "timing-start.json").write_text(json.dumps(timing))


# -- issue 22: a whole game by mouse only; issue 20: the page asks no other host -------------------

SMALL: ViewportSize = {"width": 1024, "height": 600}
TALL: ViewportSize = {"width": 768, "height": 1024}


def board_origin(page: Page, placement: Placement[Cell]) -> tuple[int, int]:
    """Where the board's top left corner is on the screen: found from its column letters, which must
    stand as the layout model places them (so the look the board chose is this placement's)."""
    letters = sorted((x, text) for x, y, text in placement.texts if y == 0)
    lines = screen(page)
    for y, line in enumerate(lines):
        found = [(m.start(), m.group()) for m in re.finditer(r"\S+", line)]
        if [text for _, text in found] == [text for _, text in letters]:
            dx = found[0][0] - letters[0][0]
            if all(x - lx == dx for (x, _), (lx, _) in zip(found, letters, strict=True)):
                return dx, y
    raise AssertionError("the board is not where the layout model puts it:\n" + "\n".join(lines))


def click_tile(page: Page, position: GoodNeighborsPosition, cell: Cell) -> None:
    """Click the middle of a cell's tile, where the layout model places it (in the look whose column
    letters match the screen: the largest that fits, as the board chooses)."""
    layout = GoodNeighborsLayout(position)
    cols = page.evaluate("window.__terminal.cols")
    # The board draws itself a frame after the status bar (its first frame is blank), and a busy
    # machine can leave the tab a while between the two: look again each time the screen changes.
    deadline = time.monotonic() + WAIT_MS / 1000
    while True:
        shown = page.evaluate("window.__screen()")
        for look in looks_for(numbers=False):
            placement = layout.place(look, cols)
            try:
                left, top = board_origin(page, placement)
            except AssertionError:
                continue
            x, y = placement.hits[cell].center
            click_cell(page, left + x, top + y)
            return
        left_ms = (deadline - time.monotonic()) * 1000
        try:
            page.wait_for_function(
                "s => window.__screen() !== s", arg=shown, timeout=max(left_ms, 1), polling=20
            )
        except PlaywrightTimeout:
            raise AssertionError("no look of the layout model matches the board:\n" + shown) from None


def wheel_until(page: Page, text: str, turns: int = 20) -> None:
    """Turn the mouse wheel down over the middle of the screen until ``text`` shows."""
    box = page.locator(".xterm-screen").bounding_box()
    assert box is not None
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    for _ in range(turns):
        if text in "\n".join(screen(page)):
            return
        page.mouse.wheel(0, 100)
        with contextlib.suppress(PlaywrightTimeout):
            page.wait_for_function("text => window.__screen().includes(text)", arg=text, timeout=300)
    wait_for_text(page, text)


def test_a_whole_good_neighbors_game_by_mouse_only(browser: Browser, tmp_path: Path, shots: Path) -> None:
    """Start screen to game over at 1024x600 with clicks alone: the game, the set and the deal (today's
    Good Neighbors double-6 deal, from the list of daily deals: no key is pressed), every turn of the
    solver's line, help and statistics opened and closed, and the quit question answered."""
    ASKED_ELSEWHERE.clear()
    with serving(tmp_path / "home") as served:
        page, _ = open_page(browser, served.url, SMALL)
        wait_for_text(page, "Good Neighbors:")
        page.screenshot(path=shots / "mouse-1-start.png")
        click_text(page, "Good Neighbors")
        click_text(page, "double-12")  # the set's list opens
        wait_for_text(page, "double-6")
        click_text(page, "double-6")
        wait_for_text(page, "Good Neighbors d6")
        click_text(page, "Good Neighbors d6")  # today's deal of double-6
        wait_for_text(page, "Moves 0")
        found = re.search(r"deal ([0-9]+)\)", "\n".join(screen(page)))
        assert found is not None, screen(page)
        game = Game(make_setup("good-neighbors", 6, seed=int(found.group(1))))
        line = solve(game.position)
        assert line.winnable and len(line.moves) >= 3

        for number, turn in enumerate(line.moves, start=1):
            assert isinstance(turn, Turn) and isinstance(game.position, GoodNeighborsPosition)
            for pair_number, pair in enumerate(turn.pairs, start=1):
                for cell in pair:
                    click_tile(page, game.position, cell)
                wait_for_text(page, f"Pair {pair_number}: ")  # the notice says the pair chosen
            click_text(page, "End turn", lowest=True)  # in the footer
            game.play(turn)
            if number == len(line.moves):
                break
            wait_for_text(page, f"Moves {number}")
            if number == 1:
                # The quit question, answered by mouse: it says what to click to play on (issue 22, 5).
                click_text(page, "Quit", lowest=True)
                wait_for_text(page, "Quit anyway?")
                wait_for_text(page, "Resume on the start")
                click_text(page, "Cancel")
                wait_until_gone(page, "Quit anyway?")
            if number == 2:
                page.screenshot(path=shots / "mouse-2-mid-game.png")
                # Help, by the footer; closed by its Close button.
                click_text(page, "Help", lowest=True)
                wait_for_text(page, "How to play Good Neighbors")
                page.screenshot(path=shots / "mouse-3-help.png")
                click_text(page, "Close", lowest=True)
                wait_until_gone(page, "How to play Good Neighbors")
                # Statistics, by the footer's "more" entry (the palette of the screen's commands),
                # once the footer shows the game's keys again (a busy machine redraws it late).
                page.wait_for_function(BOTTOM_LINE_HAS, arg="more", timeout=WAIT_MS, polling=20)
                click_text(page, "more", lowest=True)
                wait_for_text(page, "Search this screen's commands")
                wheel_until(page, "Statistics")  # further down the list
                click_text(page, "Statistics")
                wait_for_text(page, "History")
                click_text(page, "Close", lowest=True)
                wait_until_gone(page, "History")
                wait_for_text(page, f"Moves {number}")

        # The dialog's own button: the move's notice says "You won!" too, a moment before the dialog.
        wait_for_text(page, "Quit (q)")
        wait_for_text(page, "You won!")
        page.screenshot(path=shots / "mouse-4-game-over.png")
        click_text(page, "Quit (q)")
        page.wait_for_selector("body.-closed", timeout=WAIT_MS)
        page.close()
        ctrl_c(served)
    assert ASKED_ELSEWHERE == []
    history = cli_json(served.home, "history", "--json")
    assert isinstance(history, list) and len(history) == 1
    assert (history[0]["game"], history[0]["set"], history[0]["result"]) == ("good-neighbors", 6, "won")
    assert history[0]["moves"] == len(line.moves)


def test_at_768x1024_the_footers_more_entry_opens_the_screens_commands(
    browser: Browser, tmp_path: Path
) -> None:
    with serving(tmp_path / "home", "good-neighbors", "--set", "6", "--seed", str(SEED)) as served:
        page, _ = open_page(browser, served.url, TALL)
        wait_for_text(page, "Moves 0")
        page.wait_for_function(BOTTOM_LINE_HAS, arg="more", timeout=WAIT_MS, polling=20)
        click_text(page, "more", lowest=True)
        wait_for_text(page, "Hint")
        wait_for_text(page, "Statistics")
        page.close()
        ctrl_c(served)


def test_screen_reader_mode_in_the_page(browser: Browser, tmp_path: Path) -> None:
    """serve --screen-reader (issue 18): the page's terminal keeps its text in the accessibility tree."""
    with serving(tmp_path / "home", "--screen-reader") as served:
        page = browser.new_page(viewport=VIEWPORT)
        page.add_init_script(CATCH_TERMINAL)  # the page's own setter passes the terminal on to this one
        page.goto(served.url)
        page.wait_for_function("() => window.__terminal !== undefined", timeout=WAIT_MS)
        assert page.evaluate("window.__terminal.options.screenReaderMode") is True
        # The start screen (run with --screen-reader, which `python -m domino_solitaire` takes) is read
        # out of the tree a screen reader reads.
        page.wait_for_function(
            "() => document.querySelector('.xterm-accessibility-tree')?.textContent"
            ".includes('Good Neighbors')",
            timeout=WAIT_MS,
        )
        page.close()
        ctrl_c(served)
