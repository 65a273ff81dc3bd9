"""The one door from the command line into the terminal UI.

Importing this module is cheap: Textual itself is loaded only when ``run_app``
runs, so a command that ends before opening the TUI (bad input, no terminal)
never pays for it.
"""

from __future__ import annotations

import gc
import os
from collections.abc import MutableMapping
from dataclasses import dataclass
from datetime import date

from domino_solitaire.engine import Game, Record, Setup
from domino_solitaire.store import GameInfo

#: Seconds between moves when the replay viewer plays on: the default, and the bounds + and - stop at.
DEFAULT_DELAY = 1.0
FASTEST = 0.125
SLOWEST = 8.0


@dataclass(frozen=True)
class ReplayRequest:
    """A recorded game to open in the replay viewer (``domino-solitaire replay``)."""

    record: Record
    info: GameInfo | None = None  # what the store knows of it, when it came from the history
    at: int = 0  # the move shown first
    delay: float = DEFAULT_DELAY
    autoplay: bool = False


def use_the_real_terminal_size(environ: MutableMapping[str, str] = os.environ) -> None:
    """Forget an exported COLUMNS or LINES, so that the terminal's own size is used.

    Textual's terminal driver asks ``shutil.get_terminal_size``, which believes those variables
    before the terminal: ``COLUMNS=10`` left in a shell pinned the game at 10 columns, on "too
    small", whatever the window's size (and at every resize). The browser's driver is different:
    textual-serve gives it the page's size in COLUMNS, and that one is kept.
    """
    if "TEXTUAL_DRIVER" in environ:
        return
    for name in ("COLUMNS", "LINES"):
        environ.pop(name, None)


def run_app(
    setup: Setup | None,
    *,
    numerals: bool,
    data_dir: str | None = None,
    resume: tuple[Game, GameInfo] | None = None,
    replay: ReplayRequest | None = None,
    winnable: bool = False,
    daily: date | None = None,
) -> int:
    """Run the app until the player quits, saving games in the store of ``data_dir``.

    Returns the exit status: 0 when the player quit, never 0 when the app crashed.
    """
    # Start-up makes a great many objects (Textual's modules, the widgets) and frees few: Python's
    # cyclic collector ran some ninety times (about 30 ms) on the imports alone, finding nothing to
    # free. It waits until the first frame is on the screen.
    use_the_real_terminal_size()
    gc.disable()
    try:
        from domino_solitaire.store.session import GameRecorder
        from domino_solitaire.tui.app import DominoApp

        recorder = GameRecorder.open(data_dir)
        try:
            app = DominoApp(
                setup,
                numerals=numerals,
                recorder=recorder,
                resume=resume,
                replay=replay,
                winnable=winnable,
                daily=daily,
            )
            app.after_first_frame(gc.enable)
            app.run()
        finally:
            recorder.close()
    finally:
        gc.enable()
    # Textual sets 1 when an exception escaped a handler; a crash must not look like a quit.
    return app.return_code or 0
