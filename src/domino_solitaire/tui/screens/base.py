"""What every screen of the app shares."""

from __future__ import annotations

from typing import TypeVar, cast

from textual.screen import Screen

R = TypeVar("R")


class SizeWatcher:
    """Mixed into every screen of the app to tell it the terminal changed size.

    The app's own resize handler stops the event; the top screen gets it instead.
    Textual calls this handler as well as any ``on_resize`` of the screen class itself.
    """

    def on_resize(self) -> None:
        from domino_solitaire.tui.app import DominoApp

        app = cast("Screen[object]", self).app
        if isinstance(app, DominoApp):
            app.call_later(app.check_size)


def dismiss_once(screen: Screen[R], result: R) -> None:
    """Close ``screen`` with ``result``, unless it is already closing.

    Keys typed quickly can queue a second answer before the screen is gone, and
    ``dismiss`` pops whatever screen is on top, which by then is the one below.
    """
    if screen.is_active:
        screen.dismiss(result)
