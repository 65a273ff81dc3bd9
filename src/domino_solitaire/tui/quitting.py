"""Whether quitting asks first, and what: while a game is in progress (it is saved, and how to play
it on), and in a browser tab, where a key pressed by mistake would end the tab's game."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.app import App

from domino_solitaire.i18n import _
from domino_solitaire.tui.screens.too_small import TooSmallScreen


def quit_question(*, in_progress: bool, saved: bool, served: bool) -> str | None:
    """The question asked before quitting (None: quit at once). ``saved``: the game in progress is
    kept in the store; ``served``: played in a browser tab."""
    if in_progress:
        question = _("A game is in progress. Quit anyway?")
        if saved:
            if served:
                question += "\n" + _("It is saved: Resume on the start screen plays it on.")
            else:
                question += "\n" + _("It is saved; to play on, run\ndomino-solitaire resume")
        return question
    if served:
        # A browser tab's game ends only when asked twice: a key pressed by mistake (q before the
        # first move) would leave the player on a page saying the game has ended.
        return _("Quit? This tab's game ends.")
    return None


def ask_to_quit(app: App[Any], question: str | None, then: Callable[[], None]) -> None:
    """Ask ``question`` over ``app``'s screen, then quit (``then``) on yes; quit at once when there
    is none, or no room for it (the too-small notice: the game in play is saved and can be resumed)."""
    from domino_solitaire.tui.screens.dialogs import ConfirmScreen

    if isinstance(app.screen, ConfirmScreen):
        return
    if question is None or isinstance(app.screen, TooSmallScreen):
        then()
    else:
        app.push_screen(ConfirmScreen(question), lambda yes: then() if yes else None)
