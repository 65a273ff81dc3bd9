"""Key and resize storms: random keys, clicks and terminal sizes thrown at the whole app.

The suite runs a short storm per game (tests/tui/test_storm.py); benchmarks/tui_storm.py runs
long ones by hand. A storm fails on any exception inside the app (Textual would exit with status 1),
on a freeze (a batch that does not settle in time), on a game whose engine state is unsound,
and when the app does not come back to a usable screen once the terminal is big enough again.
"""

from __future__ import annotations

import asyncio
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from textual.pilot import Pilot
from tui_driving import game_screen, make_app, send_keys, setup_of

from domino_solitaire.engine import Status, full_set
from domino_solitaire.tui.app import DominoApp
from domino_solitaire.tui.screens.game import GameScreen
from domino_solitaire.tui.screens.too_small import TooSmallScreen

# Every key of the game screen, its board and its dialogs, the ones that open other screens too
# (statistics, help, rules, the start screen), but not those that end the app (q, ctrl+q).
KEYS = (
    ["up", "down", "left", "right", "h", "j", "k", "l", "tab"] * 10
    + ["space", "enter"] * 14
    + ["escape", "e", "t"] * 6
    + ["u", "y", "r", "n", "g"] * 3
    + ["p", "w", "a", "v", "x", "1", "s", "i", "question_mark", "m", "f3", "f2"]
    # The ends of a line of play (a tile laid on the left or the right end).
    + ["left_square_bracket", "right_square_bracket"] * 3
    # The command palette, and the page keys that once crashed it.
    + ["ctrl+p", "pagedown", "pageup"] * 2
)
#: Sizes a storm resizes to: tiny, narrow, the minimum, the usual and large.
SIZES = [(20, 5), (40, 12), (59, 17), (60, 18), (70, 22), (80, 24), (100, 30), (120, 40), (160, 50)]
#: A batch that takes longer than this has frozen (the real budget is a few tenths of a second).
FREEZE_SECONDS = 30.0


@dataclass
class StormReport:
    keys: int = 0
    resizes: int = 0
    clicks: int = 0
    moves: int = 0


def check_sound(app: DominoApp) -> None:
    """The engine's invariants for the game on screen, if one is."""
    screen = next((s for s in reversed(app.screen_stack) if isinstance(s, GameScreen)), None)
    if screen is None:
        return
    game = screen.game
    position = game.position
    tiles = Counter([*position.on_table(), *position.stock, *position.discarded])
    assert tiles == Counter(full_set(game.setup.size)), "tiles are conserved"
    assert len(game.positions) == len(game.moves) + 1
    assert position.status is not Status.LOST or not position.legal_moves()
    assert position.status is not Status.PLAYING or position.legal_moves()


async def storm(
    game: str,
    size: int,
    seed: int,
    *,
    batches: int,
    batch: int = 25,
    keys: Sequence[str] = KEYS,
    app_class: type[DominoApp] = DominoApp,
) -> StormReport:
    """Throw ``batches`` batches of ``batch`` random ``keys``, with a resize or a click between batches.

    Keys that end the app the way a player would (escape on the start screen) start it again.
    """
    rng = random.Random(seed)
    report = StormReport()
    done = 0
    while done < batches:
        app = make_app(setup_of(game, size, seed=seed), app_class=app_class)
        async with app.run_test(size=rng.choice(SIZES[4:])) as pilot:
            while done < batches and app.is_running:
                await throw_batch(pilot, rng, batch, report, keys)
                done += 1
            if app.is_running:
                # Big enough again: whatever is on top is usable, never the too-small notice.
                await asyncio.wait_for(pilot.resize_terminal(100, 30), FREEZE_SECONDS)
                await pilot.pause()
                assert not any(isinstance(s, TooSmallScreen) for s in app.screen_stack), "stuck too small"
        assert app.return_code in (None, 0), f"the app crashed (status {app.return_code})"
    return report


async def throw_batch(
    pilot: Pilot[None], rng: random.Random, batch: int, report: StormReport, keys: Sequence[str] = KEYS
) -> None:
    app = pilot.app
    assert isinstance(app, DominoApp)
    thrown = [rng.choice(keys) for _ in range(batch)]
    await asyncio.wait_for(send_keys(pilot, *thrown), FREEZE_SECONDS)
    report.keys += len(thrown)
    if not app.is_running:
        return
    roll = rng.random()
    if roll < 0.5:
        width, height = rng.choice(SIZES)
        await asyncio.wait_for(pilot.resize_terminal(width, height), FREEZE_SECONDS)
        report.resizes += 1
    elif roll < 0.75:
        await click_somewhere(pilot, rng)
        report.clicks += 1
    assert app.return_code in (None, 0), f"the app crashed (status {app.return_code})"
    check_sound(app)
    if isinstance(app.screen, GameScreen):
        report.moves += len(game_screen(app).game.moves)


async def click_somewhere(pilot: Pilot[None], rng: random.Random) -> None:
    width, height = pilot.app.size
    # Ctrl+click is the board's second kind of pick, as a right click is (Textual 8.0's Pilot has no button).
    await pilot.click(offset=(rng.randrange(width), rng.randrange(height)), control=rng.random() < 0.3)
