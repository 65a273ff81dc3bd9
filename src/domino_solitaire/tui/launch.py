"""The one door from the command line into the terminal UI.

Importing this module is cheap: Textual itself is loaded only when ``run_app``
runs, so a command that ends before opening the TUI (bad input, no terminal)
never pays for it.
"""

from __future__ import annotations

import gc
import os
import sys
from datetime import date

from domino_solitaire.engine import Setup
from domino_solitaire.store import GameInfo
from domino_solitaire.tui.requests import DEFAULT_DELAY, FASTEST, SLOWEST, ReplayRequest

__all__ = ["DEFAULT_DELAY", "FASTEST", "SLOWEST", "ReplayRequest", "run_app"]


def run_app(
    setup: Setup | None,
    *,
    numerals: bool,
    data_dir: str | None = None,
    resume: GameInfo | None = None,
    replay: ReplayRequest | None = None,
    winnable: bool = False,
    difficulty: str | None = None,
    daily: date | None = None,
    served: bool = False,
    ascii: bool = False,
) -> int:
    """Run the app until the player quits, saving games in the store of ``data_dir``.

    Returns the exit status: 0 when the player quit, never 0 when the app crashed.
    """
    # Start-up makes a great many objects (Textual's modules, the widgets) and frees few: Python's
    # cyclic collector ran some ninety times (about 30 ms) on the imports alone, finding nothing to
    # free. It waits until the first frame is on the screen.
    gc.disable()
    try:
        from domino_solitaire.recorder import GameRecorder
        from domino_solitaire.tui.app import DominoApp
        from domino_solitaire.tui.tile_art import wants_ascii

        recorder = GameRecorder.open(data_dir)
        try:
            app = DominoApp(
                setup,
                numerals=numerals,
                recorder=recorder,
                resume=resume,
                replay=replay,
                winnable=winnable,
                difficulty=difficulty,
                daily=daily,
                served=served,
                # Asked for, or a terminal that cannot show the tiles' UTF-8 characters.
                ascii=ascii or wants_ascii(os.environ, sys.stdout.encoding),
            )
            app.after_first_frame(gc.enable)
            app.run()
        finally:
            recorder.close()
    finally:
        gc.enable()
    # Textual sets 1 when an exception escaped a handler; a crash must not look like a quit.
    return app.return_code or 0
