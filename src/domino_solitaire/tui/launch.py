"""The one door from the command line into the terminal UI.

Importing this module is cheap: Textual itself is loaded only when ``run_app``
runs, so a command that ends before opening the TUI (bad input, no terminal)
never pays for it.
"""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import MutableMapping
from dataclasses import replace
from typing import Any

from domino_solitaire.tui.requests import DEFAULT_DELAY, FASTEST, SLOWEST, GameOptions, ReplayRequest

__all__ = ["DEFAULT_DELAY", "FASTEST", "SLOWEST", "GameOptions", "ReplayRequest", "run_app"]


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


def store_options(options: GameOptions) -> dict[str, Any]:
    """The app's store: a game asked for paints its deal first, the player's settings read ahead
    (theme, language, tiles, verdict), the store itself opened after that first frame; anything
    else opens it now."""
    from domino_solitaire.store.keeper import GameKeeper

    data_dir = options.data_dir
    if options.setup is None or any(x is not None for x in (options.puzzle, options.replay, options.resume)):
        return {"recorder": GameKeeper.open(data_dir)}
    from domino_solitaire.store import read_settings

    return {
        "recorder": GameKeeper(None, settings=read_settings(data_dir)),
        "open_store": lambda: GameKeeper.open(data_dir),
    }


def run_app(options: GameOptions) -> int:
    """Run the app until the player quits, saving games in the store of ``options.data_dir``.

    The command line has already installed the language it chose (i18n.use) before it called this.

    Returns the exit status: 0 when the player quit, never 0 when the app crashed.
    """
    # Start-up makes a great many objects (Textual's modules, the widgets) and frees few: Python's
    # cyclic collector ran some ninety times (about 30 ms) on the imports alone, finding nothing to
    # free. It waits until the first frame is on the screen.
    use_the_real_terminal_size()
    gc.disable()
    try:
        from domino_solitaire.tui.app import DominoApp
        from domino_solitaire.tui.tile_art import wants_ascii

        # Asked for, or a terminal that cannot show the tiles' UTF-8 characters.
        ascii = options.ascii or wants_ascii(os.environ, sys.stdout.encoding)
        app = DominoApp(replace(options, ascii=ascii), **store_options(options))
        try:
            app.after_first_frame(gc.enable)
            app.run()
        finally:
            app.recorder.close()  # the store's, however far the app got
        if app.recorder.lost is not None:
            # The last try to write the game failed too (a full disk): said where the shell shows it.
            from domino_solitaire.wording.records import lost_text
            from domino_solitaire.wording.text import printable

            print(printable(lost_text(app.recorder.lost), None), file=sys.stderr)
    finally:
        gc.enable()
    # Textual sets 1 when an exception escaped a handler; a crash must not look like a quit.
    return app.return_code or 0
