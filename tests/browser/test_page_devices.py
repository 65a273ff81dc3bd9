"""serve's page on every screen, in headless Chromium: high-density displays (device pixel ratios 1, 2
and 3), phones upright and sideways with touch (the whole game fits, every footer key a button a
finger can hit, whole games played by taps), the token out of the address bar, the next tab offered
the game a closed tab left, Escape on the start screen, and the mouse wheel in the "… more" list.

Run with the rest of tests/browser (``python -m pytest tests/browser``); set
DOMINO_SOLITAIRE_SCREENSHOTS=DIR to keep the screenshots.
"""

from __future__ import annotations

import os
import re
import select
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, ViewportSize
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from browser.test_serve_browser import (  # the fixtures too: pytest finds them by their names here
    BOTTOM_LINE_HAS,
    CATCH_TERMINAL,
    WAIT_MS,
    browser,  # noqa: F401
    click_text,
    ctrl_c,
    screen,
    serving,
    shots,  # noqa: F401
    wait_for_text,
    wait_until_gone,
)
from domino_solitaire.engine import GAMES, Game, make_setup
from domino_solitaire.solver import solve
from helpers import children

PHONE: ViewportSize = {"width": 390, "height": 844}
PHONE_SIDEWAYS: ViewportSize = {"width": 844, "height": 390}
DESKTOP: ViewportSize = {"width": 1280, "height": 800}
FINGER = 44  # CSS pixels: the least a target a finger can hit
#: How long the game-over dialog may take to come once the last move is shown (else it was put away).
DIALOG_MS = 5000


@contextmanager
def device(
    chromium: Browser, url: str, viewport: ViewportSize, *, ratio: float = 1, touch: bool = False
) -> Iterator[Page]:
    """A tab on a device of this size, pixel ratio and pointer, at ``url``, once its game fills it."""
    context = chromium.new_context(
        viewport=viewport, device_scale_factor=ratio, has_touch=touch, is_mobile=touch
    )
    try:
        page = context.new_page()
        page.add_init_script(CATCH_TERMINAL)
        page.goto(url)
        page.wait_for_selector("body.-first-byte", timeout=WAIT_MS)
        page.wait_for_function(BOTTOM_LINE_HAS, arg="palette", timeout=WAIT_MS, polling=20)
        yield page
    finally:
        context.close()


def canvases(page: Page) -> list[dict[str, float]]:
    """Each of the terminal's canvases: its backing store's size and its size on the page."""
    found: list[dict[str, float]] = page.evaluate(
        """() => [...document.querySelectorAll('.xterm-screen canvas')].map(c => {
            const box = c.getBoundingClientRect();
            return {width: c.width, height: c.height, cssWidth: box.width, cssHeight: box.height};
        })"""
    )
    return found


def assert_whole(page: Page, viewport: ViewportSize) -> None:
    """The terminal lies inside the window, has at least the game's smallest layout, and draws its
    canvases at the display's pixel ratio (not a quarter of the screen on a high-density display)."""
    ratio = page.evaluate("window.devicePixelRatio")
    for canvas in canvases(page):
        assert abs(canvas["width"] - canvas["cssWidth"] * ratio) <= ratio, canvas
        assert abs(canvas["height"] - canvas["cssHeight"] * ratio) <= ratio, canvas
    box = page.locator(".xterm-screen").bounding_box()
    assert box is not None
    assert box["x"] >= 0 and box["y"] >= 0, box
    assert box["x"] + box["width"] <= viewport["width"] and box["y"] + box["height"] <= viewport["height"], (
        box
    )
    cols, rows = page.evaluate("[window.__terminal.cols, window.__terminal.rows]")
    assert cols >= 60 and rows >= 18, (cols, rows)
    assert "too small" not in "\n".join(screen(page))


def touch_keys(page: Page) -> list[dict[str, object]]:
    keys: list[dict[str, object]] = page.evaluate(
        """() => [...document.querySelectorAll('#touch-bar button')].filter(b => b.getClientRects().length)
          .map(b => {
            const box = b.getBoundingClientRect();
            const greyed = b.classList.contains('-greyed');
            return {text: b.textContent, width: box.width, height: box.height, greyed};
        })"""
    )
    return keys


def tap_key(page: Page, text: str) -> None:
    """Tap the touch bar's button that says ``text`` (scrolled into view first, as a finger would)."""
    assert tried_tap(page, text), f"no {text!r} on the bar: {touch_keys(page)}"


def tried_tap(page: Page, text: str) -> bool:
    """Tap the bar's button that says ``text``; False if it could not be (the bar is drawn again as
    the footer changes, a move that plays by itself may page it back, so a tap can keep landing
    between two drawings: tried again a few times)."""
    for _try in range(4):
        try:
            page.locator("#touch-bar button", has_text=text).first.tap(timeout=WAIT_MS / 5)
            return True
        except PlaywrightTimeout:
            continue
    return False


def tap_cell(page: Page, column: int, row: int) -> None:
    box = page.locator(".xterm-screen").bounding_box()
    assert box is not None
    cols, rows = page.evaluate("[window.__terminal.cols, window.__terminal.rows]")
    page.touchscreen.tap(
        box["x"] + (column + 0.5) * box["width"] / cols, box["y"] + (row + 0.5) * box["height"] / rows
    )


def swipe_up(page: Page, rows: int) -> None:
    """A finger drawn up the middle of the terminal by ``rows`` rows (touch events, as a phone sends)."""
    box = page.locator(".xterm-screen").bounding_box()
    assert box is not None
    row = box["height"] / page.evaluate("window.__terminal.rows")
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] * 0.75
    touch = page.context.new_cdp_session(page)
    touch.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    for step in range(1, rows + 1):
        touch.send(
            "Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y - step * row}]}
        )
    touch.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    touch.detach()


#: Whether the status line's move count is at least the page's argument.
MOVES_AT_LEAST = (
    "n => { const m = window.__screen().match(/Moves\\s+(\\d+)/); return m !== null && Number(m[1]) >= n; }"
)

#: The game won: its dialog up, or put away by a tap outside it (the notice line says so).
WON = "() => window.__screen().includes('You won') || window.__screen().includes('Game won')"


#: The touch bar's buttons' words, as one string.
BAR_TEXT = "() => document.querySelector('#touch-bar').textContent"


def command_by_taps(page: Page, command: str) -> bool:
    """A command of the screen by taps on the touch bar alone: "… more" until the bar has the command's
    button (the footer's next keys, each a button a finger can hit), then a tap on it. False if the
    game was won first (its last moves may play by themselves)."""
    for _page in range(10):
        if page.evaluate(WON):
            return False
        keys = touch_keys(page)
        for key in keys:
            assert float(str(key["height"])) >= FINGER and float(str(key["width"])) >= FINGER, key
        if any(str(key["text"]).endswith(f" {command}") for key in keys) and tried_tap(page, command):
            return True
        shown = page.evaluate(BAR_TEXT)
        if tried_tap(page, "more"):
            wait_for(page, f"s => ({BAR_TEXT})() !== s || ({WON})()", shown)
    raise AssertionError(f"{command!r} not on the bar: " + str(touch_keys(page)))


def tap_text(page: Page, text: str) -> None:
    for y, line in enumerate(screen(page)):
        x = line.find(text)
        if x >= 0:
            tap_cell(page, x + len(text) // 2, y)
            return
    raise AssertionError(f"{text!r} not on the screen:\n" + "\n".join(screen(page)))


# -- 1. high-density displays ---------------------------------------------------------------------


@pytest.mark.parametrize("ratio", [1, 2, 3])
def test_a_high_density_display_shows_the_whole_start_screen_and_game(
    browser: Browser,  # noqa: F811
    tmp_path: Path,
    shots: Path,  # noqa: F811
    ratio: int,
) -> None:
    with serving(tmp_path / "home") as served, device(browser, served.url, DESKTOP, ratio=ratio) as page:
        wait_for_text(page, "Good Neighbors:")
        assert_whole(page, DESKTOP)
        page.screenshot(path=shots / f"dpr{ratio}-start.png")
        page.keyboard.press("Control+s")  # Play
        wait_for_text(page, "Moves 0")
        page.wait_for_function(BOTTOM_LINE_HAS, arg="palette", timeout=WAIT_MS, polling=20)
        assert_whole(page, DESKTOP)
        page.screenshot(path=shots / f"dpr{ratio}-game.png")
        ctrl_c(served)


# -- 2. phones ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "viewport"), [("upright", PHONE), ("sideways", PHONE_SIDEWAYS)])
def test_a_phone_shows_the_whole_game_and_every_footer_key_as_a_finger_sized_button(
    browser: Browser,  # noqa: F811
    tmp_path: Path,
    shots: Path,  # noqa: F811
    name: str,
    viewport: ViewportSize,
) -> None:
    with (
        serving(tmp_path / "home") as served,
        device(browser, served.url, viewport, ratio=3, touch=True) as page,
    ):
        assert page.evaluate("document.querySelector('meta[name=viewport]') !== null")
        wait_for_text(page, "Good Neighbors:")
        assert_whole(page, viewport)
        page.screenshot(path=shots / f"phone-{name}-start.png")
        tap_key(page, "Play")
        wait_for_text(page, "Moves 0")
        page.wait_for_function(BOTTOM_LINE_HAS, arg="palette", timeout=WAIT_MS, polling=20)
        wait_for(page, "() => document.querySelector('#touch-bar').textContent.includes('Quit')")
        assert_whole(page, viewport)
        keys = touch_keys(page)
        footer = screen(page)[-1]
        for key in keys:
            assert key["width"] >= FINGER and key["height"] >= FINGER, key  # type: ignore[operator]
        for entry in ("Quit", "Help", "palette"):
            assert entry in footer and any(entry in str(key["text"]) for key in keys), (footer, keys)
        page.screenshot(path=shots / f"phone-{name}-game.png")
        # A button of the bar presses its key: the help opens, and its Close button closes it.
        tap_key(page, "Help")
        wait_for_text(page, "How to play")
        tap_text(page, "Close")
        wait_until_gone(page, "How to play")
        ctrl_c(served)


#: The cells of the screen (above the footer) drawn in the hint's own style: bold italic.
HINTED_CELLS = """() => {
    const t = window.__terminal, buffer = t.buffer.active, cell = buffer.getNullCell(), found = [];
    for (let y = 0; y < t.rows - 1; y++) {
        const line = buffer.getLine(buffer.viewportY + y);
        for (let x = 0; x < t.cols; x++) {
            line.getCell(x, cell);
            if (cell.isItalic() && cell.isBold() && (cell.getChars() || ' ') !== ' ') found.push([x, y]);
        }
    }
    return found;
}"""
HINT_SHOWN = f"() => ({HINTED_CELLS})().length > 0"


def wait_for(page: Page, condition: str, arg: object = None) -> None:
    """Wait until ``condition`` (a function of the page's, given ``arg``) holds; else say the screen."""
    try:
        page.wait_for_function(condition, arg=arg, timeout=WAIT_MS, polling=20)
    except PlaywrightTimeout:
        raise AssertionError("not so:\n" + "\n".join(screen(page))) from None


def winnable_seed(game: str) -> int:
    for seed in range(1, 200):
        line = solve(Game(make_setup(game, 6, seed=seed)).position)
        if line.winnable and len(line.moves) >= 2:
            return seed
    raise AssertionError(f"no winnable {game} deal")


@pytest.mark.parametrize("game", list(GAMES))
def test_a_whole_game_by_taps_on_a_phone(
    browser: Browser,  # noqa: F811
    tmp_path: Path,
    shots: Path,  # noqa: F811
    game: str,
) -> None:
    """At 390x844 with touch, a winnable deal played to its end by taps alone: Hint from the touch bar
    (its "… more" until it shows Hint's button), then a tap on a tile of the hinted move
    (which plays it), until the game is won."""
    seed = winnable_seed(game)
    with (
        serving(tmp_path / "home", game, "--set", "6", "--seed", str(seed)) as served,
        device(browser, served.url, PHONE, ratio=3, touch=True) as page,
    ):
        wait_for_text(page, "Moves ")
        rounds = 0
        while command_by_taps(page, "Hint"):
            try:
                page.wait_for_function(f"() => ({HINT_SHOWN})() || ({WON})()", timeout=WAIT_MS, polling=20)
            except PlaywrightTimeout:
                continue  # the tap came as the footer changed under it: Hint again
            spots: list[list[int]] = page.evaluate(HINTED_CELLS)
            if spots:  # (else a move that played by itself took the hint away, or the tap the hint)
                made = moves_shown(page)
                tap_cell(page, *spots[len(spots) // 2])
                wait_for(page, MOVES_AT_LEAST, made + 1)
            rounds += 1
            assert rounds < 200, "\n".join(screen(page))
        page.screenshot(path=shots / f"phone-taps-{game}-won.png")
        assert "✓ won" in screen(page)[0]
        # Quit by taps: the dialog's button, or (the dialog put away) the bar's Quit and then Yes.
        # (The move's notice says "You won!" too, a moment before the dialog: its button tells.)
        try:
            page.wait_for_function(
                "text => window.__screen().includes(text)", arg="Quit (q)", timeout=DIALOG_MS, polling=20
            )
            shown = True
        except PlaywrightTimeout:
            shown = False
        if shown:
            # The dialog can still grow as the game's review comes in, moving its buttons under a
            # tap: tapped again where it now is, until the tab closes.
            for _try in range(4):
                tap_text(page, "Quit (q)")
                try:
                    page.wait_for_selector("body.-closed", timeout=DIALOG_MS)
                    break
                except PlaywrightTimeout:
                    if "Quit (q)" not in "\n".join(screen(page)):
                        break
        else:
            tap_key(page, "Quit")
            wait_for_text(page, "This tab's game ends")
            tap_text(page, "Yes")
        page.wait_for_selector("body.-closed", timeout=WAIT_MS)
        ctrl_c(served)


# -- the token out of the address bar --------------------------------------------------------------


def test_the_token_leaves_the_address_bar_once_the_page_has_loaded(
    browser: Browser,  # noqa: F811
    tmp_path: Path,
) -> None:
    with serving(tmp_path / "home") as served, device(browser, served.url, DESKTOP) as page:
        assert "token=" in served.url and "token" not in page.url
        # The cookie holds it: a reload (the address as it is now) plays on.
        page.reload()
        page.wait_for_selector("body.-first-byte", timeout=WAIT_MS)
        wait_for_text(page, "Good Neighbors:")
        assert "token" not in page.url
        ctrl_c(served)


# -- 5. the next tab sees the store as it is ---------------------------------------------------------


def first_to_end(pids: set[int], timeout: float = WAIT_MS / 1000) -> None:
    """Wait until one of ``pids`` has ended (by their pidfds)."""
    handles = []
    try:
        for pid in pids:
            try:
                handles.append(os.pidfd_open(pid))
            except ProcessLookupError:
                return
        ended, _, _ = select.select(handles, [], [], timeout)
        assert ended, "no game ended"
    finally:
        for handle in handles:
            os.close(handle)


def test_a_closed_tabs_game_is_offered_to_the_next_tab(
    browser: Browser,  # noqa: F811
    tmp_path: Path,
) -> None:
    seed = winnable_seed("castle-rock")
    with serving(tmp_path / "home") as served:
        with device(browser, served.url, DESKTOP) as page:
            wait_for_text(page, "Good Neighbors:")
            click_text(page, "Castle Rock")
            wait_for_text(page, "Castle Rock:")
            click_text(page, "random")  # the deal number's field
            page.keyboard.type(str(seed))
            page.keyboard.press("Control+s")
            wait_for_text(page, "Moves 0")
            shown = page.evaluate("window.__screen()")
            page.keyboard.press("w")  # the hint, on the cursor: enter plays it
            page.wait_for_function("s => window.__screen() !== s", arg=shown, timeout=WAIT_MS, polling=20)
            page.keyboard.press("Enter")
            page.wait_for_function("() => /Moves [1-9]/.test(window.__screen())", timeout=WAIT_MS, polling=20)
            made = moves_shown(page)
            games = children(served.process.pid)
        first_to_end(games)  # the closed tab's game, saved as it quits
        with device(browser, served.url, DESKTOP) as page:
            wait_for_text(page, "Castle Rock:")  # the game played last
            click_text(page, "Resume")
            wait_for_text(page, "Resumed after")
            assert "Castle Rock" in "\n".join(screen(page)) and moves_shown(page) >= made
        ctrl_c(served)


def moves_shown(page: Page) -> int:
    found = re.search(r"Moves (\d+)", "\n".join(screen(page)))
    assert found is not None
    return int(found.group(1))


# -- 6. Escape on the start screen ----------------------------------------------------------------------


def test_escape_on_the_start_screen_leaves_the_tab_playing(
    browser: Browser,  # noqa: F811
    tmp_path: Path,
) -> None:
    with serving(tmp_path / "home") as served, device(browser, served.url, DESKTOP) as page:
        wait_for_text(page, "Good Neighbors:")
        page.keyboard.press("Escape")
        page.keyboard.press("Control+g")  # after it, the statistics: the game still runs
        wait_for_text(page, "History")
        assert page.evaluate("!document.body.classList.contains('-closed')")
        ctrl_c(served)


# -- 8. the mouse wheel in the "… more" list ------------------------------------------------------------


def test_a_wheel_notch_scrolls_the_more_list_as_a_browser_scrolls(
    browser: Browser,  # noqa: F811
    tmp_path: Path,
) -> None:
    small: ViewportSize = {"width": 1024, "height": 600}
    with (
        serving(tmp_path / "home", "good-neighbors", "--set", "6", "--seed", "3") as served,
        device(browser, served.url, small) as page,
    ):
        wait_for_text(page, "Moves 0")
        click_text(page, "more", lowest=True)
        wait_for_text(page, "Search this screen's commands")
        before = screen(page)
        box = page.locator(".xterm-screen").bounding_box()
        assert box is not None
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.mouse.wheel(0, 100)
        # The list's own lines changed (not only the clock, which ticks meanwhile).
        page.wait_for_function(
            """([old, from, to]) => {
                const now = window.__screen().split("\\n"), was = old.split("\\n");
                for (let y = from; y < to; y++) if (now[y] !== was[y]) return true;
                return false;
            }""",
            arg=["\n".join(before), len(before) // 3, 2 * len(before) // 3],
            timeout=WAIT_MS,
            polling=20,
        )
        after = screen(page)
        # Two commands (of two lines each) or more a notch, as a browser scrolls its pages; not one.
        shifted = [shift for shift in range(1, 12) if lines_shifted(before, after, shift)]
        assert shifted and shifted[0] >= 4, "\n".join(before) + "\n---\n" + "\n".join(after)
        ctrl_c(served)


def lines_shifted(before: list[str], after: list[str], shift: int) -> bool:
    """Whether the list's lines moved up by ``shift`` whole lines (the lines in the middle compared,
    the scrollbar's thumb left out: it moves the other way)."""
    middle = range(len(before) // 3, 2 * len(before) // 3)
    plain = (
        [re.sub("[\u2580-\u259f]", " ", line) for line in before],
        [re.sub("[\u2580-\u259f]", " ", line) for line in after],
    )
    return all(plain[1][y] == plain[0][y + shift] for y in middle if y + shift < len(before))


# -- every action a finger's target, sideways too ---------------------------------------------------

#: The start screen's buttons, by the words the touch bar shows for them.
START_ACTIONS = ("Play", "Daily", "Puzzles", "Resume", "Rules", "Statistics", "Quit")

#: How tall (CSS pixels) the terminal draws the button whose word is the argument: the rows around the
#: word in the word's background colour, and the button's top and bottom edges (half blocks).
BUTTON_HEIGHT = """word => {
    const t = window.__terminal, buffer = t.buffer.active, cell = buffer.getNullCell();
    const at = (x, y) => { buffer.getLine(buffer.viewportY + y).getCell(x, cell); return cell; };
    for (let y = 0; y < t.rows - 1; y++) {
        const x = buffer.getLine(buffer.viewportY + y).translateToString().indexOf(word);
        if (x < 0) continue;
        const colour = at(x, y).getBgColor();
        const part = (row) => at(x, row).getBgColor() === colour || "▔▁▀▄".includes(at(x, row).getChars());
        let top = y, bottom = y;
        while (top > 0 && part(top - 1)) top--;
        while (bottom < t.rows - 2 && part(bottom + 1)) bottom++;
        const box = t.element.querySelector('.xterm-screen').getBoundingClientRect();
        return (bottom - top + 1) * box.height / t.rows;
    }
    return 0;
}"""


def bar_pages(page: Page) -> list[list[dict[str, object]]]:
    """The touch bar's buttons, page after page ("… more"), until its first page is back."""
    pages = [touch_keys(page)]
    first = page.evaluate(BAR_TEXT)
    for _page in range(6):
        if not any("more" in str(key["text"]) for key in pages[-1]):
            break
        shown = page.evaluate(BAR_TEXT)
        tap_key(page, "more")
        wait_for(page, f"s => ({BAR_TEXT})() !== s", shown)
        if page.evaluate(BAR_TEXT) == first:
            break
        pages.append(touch_keys(page))
    return pages


def assert_finger_sized(keys: list[dict[str, object]]) -> None:
    for key in keys:
        assert float(str(key["width"])) >= FINGER and float(str(key["height"])) >= FINGER, key


def test_sideways_every_start_action_is_a_bar_button_that_does_what_its_button_does(
    browser: Browser,  # noqa: F811
    tmp_path: Path,
    shots: Path,  # noqa: F811
) -> None:
    """At 844x390 with touch (where the start screen's own buttons are a row high) each of its buttons'
    actions is a touch-bar button a finger can hit, on one of the bar's pages; Quit's asks first
    (its dialog's buttons a finger's size too), Daily's plays the day's deal, Resume's resumes it in
    the next tab."""
    with serving(tmp_path / "home") as served:
        with device(browser, served.url, PHONE_SIDEWAYS, ratio=3, touch=True) as page:
            wait_for_text(page, "Good Neighbors:")
            assert_whole(page, PHONE_SIDEWAYS)
            pages = bar_pages(page)
            for keys in pages:
                assert_finger_sized(keys)
            words = [str(key["text"]) for keys in pages for key in keys]
            for action in START_ACTIONS:
                assert any(word.endswith(f" {action}") for word in words), (action, words)
            # Resume greyed as its button is: no game to resume yet.
            assert all(
                key["greyed"] for keys in pages for key in keys if str(key["text"]).endswith(" Resume")
            )
            # Quit asks first; its question's buttons are a finger's size.
            assert command_by_taps(page, "Quit")
            wait_for_text(page, "This tab's game ends")
            page.screenshot(path=shots / "sideways-quit-question.png")
            for word in ("Yes", "Cancel"):
                assert page.evaluate(BUTTON_HEIGHT, word) >= FINGER, (word, screen(page))
            tap_text(page, "Cancel")
            wait_until_gone(page, "This tab's game ends")
            # Daily plays the day's deal (Castle Rock's): a move made, the tab closed.
            tap_text(page, "Castle Rock")
            wait_for_text(page, "Castle Rock:")
            assert command_by_taps(page, "Daily")
            wait_for_text(page, "Moves 0")
            assert "daily" in screen(page)[0]
            shown = page.evaluate("window.__screen()")
            page.keyboard.press("w")  # the hint, on the cursor: enter plays it
            wait_for(page, "s => window.__screen() !== s", shown)
            page.keyboard.press("Enter")
            wait_for(page, MOVES_AT_LEAST, 1)
            # The palette's list (every command, those with no key too), read by a finger's swipe.
            tap_key(page, "palette")
            wait_for_text(page, "Search")
            shown = page.evaluate("window.__screen()")
            swipe_up(page, 4)
            wait_for(page, "s => window.__screen() !== s", shown)
            page.keyboard.press("Escape")
            wait_until_gone(page, "Search")
            page.screenshot(path=shots / "sideways-daily-game.png")
            games = children(served.process.pid)
        first_to_end(games)
        with device(browser, served.url, PHONE_SIDEWAYS, ratio=3, touch=True) as page:
            wait_for_text(page, "Castle Rock:")
            page.screenshot(path=shots / "sideways-start.png")
            resume = [key for key in touch_keys(page) if str(key["text"]).endswith(" Resume")]
            assert resume and not resume[0]["greyed"], resume
            assert command_by_taps(page, "Resume")
            wait_for_text(page, "Resumed after")
            assert moves_shown(page) >= 1
        ctrl_c(served)


# -- every target a finger's size, upright and sideways ----------------------------------------------

#: The height (CSS pixels) of each of the terminal's rows as drawn.
ROW_HEIGHT = """() => {
    const t = window.__terminal;
    return t.element.querySelector('.xterm-screen').getBoundingClientRect().height / t.rows;
}"""

#: The key pad's keys: their names, and where and how large each is drawn.
PAD_KEYS = """() => [...document.querySelectorAll('#key-pad button')].map(b => {
    const box = b.getBoundingClientRect();
    return {text: b.getAttribute('aria-label'), y: box.y, width: box.width, height: box.height};
})"""

#: Of the lines that hold one of the words given, those drawn in another background than most (a list's
#: highlighted option, where the list has the focus): their words.
HIGHLIGHTED = """words => {
    const t = window.__terminal, buffer = t.buffer.active, cell = buffer.getNullCell(), found = [];
    for (let y = 0; y < t.rows; y++) {
        const line = buffer.getLine(buffer.viewportY + y), text = line.translateToString();
        for (const word of words) {
            const x = text.indexOf(word);
            if (x >= 0) { line.getCell(x, cell); found.push([word, cell.getBgColor()]); }
        }
    }
    const count = colour => found.filter(([, c]) => c === colour).length;
    const usual = found.reduce((most, [, c]) => (most === null || count(c) > count(most) ? c : most), null);
    return [...new Set(found.filter(([, c]) => c !== usual).map(([word]) => word))];
}"""

#: The screen's words and colours (a tab moves the focus, which changes colours alone).
LOOK = """() => {
    const t = window.__terminal, buffer = t.buffer.active, cell = buffer.getNullCell(), parts = [];
    for (let y = 0; y < t.rows; y++) {
        const line = buffer.getLine(buffer.viewportY + y);
        for (let x = 0; x < t.cols; x++) {
            line.getCell(x, cell);
            parts.push(cell.getChars(), cell.getFgColor(), cell.getBgColor());
        }
    }
    return parts.join(",");
}"""

#: Today's deals on the start screen, by the first words of their rows.
DAILY_ROWS = ["Good Neighbors d", "Luzon d", "Castle Rock d"]


def tap_pad(page: Page, name: str) -> None:
    """Tap the key pad's key named ``name`` ("Right", "Tab", "Enter" ...)."""
    page.locator(f"#key-pad button[aria-label='{name}']").tap(timeout=WAIT_MS)


def tap_pad_and_wait(page: Page, name: str) -> None:
    """Tap the pad's key ``name``, then wait until the screen looks otherwise."""
    look = page.evaluate(LOOK)
    tap_pad(page, name)
    wait_for(page, f"s => ({LOOK})() !== s", look)


def highlighted(page: Page, words: list[str]) -> list[str]:
    found: list[str] = page.evaluate(HIGHLIGHTED, words)
    return found


def palette_on_a_lost_deal(page: Page) -> None:
    """From the start screen by taps: Castle Rock deal 5 (no play wins it, so Autoplay plays it out
    toward par and the end dialog opens), then the palette."""
    wait_for_text(page, "Today's deals")  # (on the game played last)
    tap_text(page, "Castle Rock")
    wait_for_text(page, "Castle Rock:")
    tap_text(page, "random")  # the deal number's field; the bar's keyboard types into it
    page.keyboard.type("5")
    tap_key(page, "Play")
    wait_for_text(page, "Moves ")
    tap_key(page, "palette")
    wait_for_text(page, "Search")


def test_upright_every_row_is_a_finger_tall_the_end_dialogs_buttons_too(
    browser: Browser,  # noqa: F811
    tmp_path: Path,
    shots: Path,  # noqa: F811
) -> None:
    """At 390x844 with touch each of the terminal's rows is a finger tall (at least 44 CSS pixels), so
    that every target of a row or more is: the start screen's game choice and today's deals (a tap on
    one plays it), the palette's commands (a tap on Autoplay plays the game out), the end dialog's
    buttons (measured, one row each: 41.3 px before)."""
    with serving(tmp_path / "home") as served:
        with device(browser, served.url, PHONE, ratio=3, touch=True) as page:
            wait_for_text(page, "Good Neighbors:")
            assert_whole(page, PHONE)
            assert page.evaluate(ROW_HEIGHT) >= FINGER
            assert page.evaluate(BUTTON_HEIGHT, "Luzon") >= FINGER, screen(page)
            assert not page.evaluate("document.body.classList.contains('-pad')")  # no key pad: no need
            tap_text(page, "Luzon d")
            wait_for_text(page, "Moves 0")
            assert "Luzon" in screen(page)[0] and "daily" in screen(page)[0], screen(page)[0]
        with device(browser, served.url, PHONE, ratio=3, touch=True) as page:
            palette_on_a_lost_deal(page)
            assert page.evaluate(ROW_HEIGHT) >= FINGER
            page.keyboard.type("autop")
            wait_for_text(page, "Autoplay")
            tap_text(page, "Autoplay")
            wait_for_text(page, "the game is lost")
            page.screenshot(path=shots / "phone-upright-end-dialog.png")
            for word in ("Same deal", "New deal", "Quit (q)", "Challenge"):
                assert page.evaluate(BUTTON_HEIGHT, word) >= FINGER, (word, screen(page))
            tap_text(page, "Same deal")
            wait_for_text(page, "Moves 0")
            ctrl_c(served)


def test_sideways_a_key_pad_makes_every_choice_a_fingers_target(
    browser: Browser,  # noqa: F811
    tmp_path: Path,
    shots: Path,  # noqa: F811
) -> None:
    """At 844x390 with touch the rows cannot be a finger tall (about 19 px): a pad of the keys a phone's
    keyboard lacks (escape, tab, arrows, enter), each at least 44x44 px, sits at the touch bar's end
    (the terminal keeps its size), and by it alone the game is chosen (→), one of today's deals
    played (tab to the list, ↓, enter), a command only the palette has run (↓ to it, enter) and the
    end dialog answered."""
    with serving(tmp_path / "home") as served:
        with device(browser, served.url, PHONE_SIDEWAYS, ratio=3, touch=True) as page:
            wait_for_text(page, "Good Neighbors:")
            assert_whole(page, PHONE_SIDEWAYS)
            keys: list[dict[str, float | str]] = page.evaluate(PAD_KEYS)
            names = [str(key["text"]) for key in keys]
            for name in ("Escape", "Tab", "Left", "Up", "Down", "Right", "Enter"):
                assert name in names, names
            terminal = page.locator(".xterm-screen").bounding_box()
            assert terminal is not None
            assert terminal["width"] >= PHONE_SIDEWAYS["width"] - 12, terminal  # as wide as the window
            for key in keys:
                assert float(key["width"]) >= FINGER and float(key["height"]) >= FINGER, key
                assert float(key["y"]) >= terminal["y"] + terminal["height"], (key, terminal)  # below it
            page.screenshot(path=shots / "sideways-key-pad-start.png")
            tap_pad(page, "Right")  # the game choice has the focus as the screen opens
            wait_for_text(page, "Luzon:")
            for _tab in range(20):  # to today's deals, whose first row is then highlighted
                if highlighted(page, DAILY_ROWS):
                    break
                tap_pad_and_wait(page, "Tab")
            assert highlighted(page, DAILY_ROWS) == ["Good Neighbors d"], screen(page)
            tap_pad(page, "Down")
            wait_for(page, f"() => ({HIGHLIGHTED})({DAILY_ROWS!r}).includes('Luzon d')")
            tap_pad(page, "Enter")
            wait_for_text(page, "Moves 0")
            assert "Luzon" in screen(page)[0] and "daily" in screen(page)[0], screen(page)[0]
        with device(browser, served.url, PHONE_SIDEWAYS, ratio=3, touch=True) as page:
            palette_on_a_lost_deal(page)
            # Autoplay, which only the palette lists: ↓ until it is the highlighted command, enter.
            for _down in range(30):
                if highlighted(page, ["Autoplay", "Help", "Undo", "Redo", "Quit"]) == ["Autoplay"]:
                    break
                tap_pad_and_wait(page, "Down")
            assert highlighted(page, ["Autoplay", "Help", "Undo", "Redo", "Quit"]) == ["Autoplay"], screen(
                page
            )
            page.screenshot(path=shots / "sideways-key-pad-palette.png")
            tap_pad(page, "Enter")
            wait_for_text(page, "the game is lost")
            page.screenshot(path=shots / "sideways-key-pad-end-dialog.png")
            for word in ("Same deal", "New deal", "Quit (q)", "Challenge"):  # the dialog's own, tall
                assert page.evaluate(BUTTON_HEIGHT, word) >= FINGER, (word, screen(page))
            # The end dialog opens on its result: tab to its first button (Same deal), enter.
            tap_pad(page, "Tab")
            tap_pad(page, "Enter")
            wait_for_text(page, "Moves 0")
            ctrl_c(served)


def test_desktop_has_no_key_pad_and_rows_as_before(
    browser: Browser,  # noqa: F811
    tmp_path: Path,
) -> None:
    """With a mouse at 1280x800 nothing changes: no touch bar, no key pad, rows of the font's height."""
    with serving(tmp_path / "home") as served, device(browser, served.url, DESKTOP) as page:
        wait_for_text(page, "Good Neighbors:")
        assert page.evaluate(
            "!document.body.classList.contains('-touch') && !document.body.classList.contains('-pad')"
        )
        assert page.evaluate("window.__terminal.options.lineHeight") == 1
        assert page.locator("#key-pad").is_hidden() and page.locator("#touch-bar").is_hidden()
        ctrl_c(served)
