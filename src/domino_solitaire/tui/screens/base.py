"""What every screen of the app shares."""

from __future__ import annotations

from typing import Any, TypeVar, cast

from textual.binding import ActiveBinding
from textual.screen import Screen

R = TypeVar("R")


class SizeWatcher:
    """Mixed into every screen of the app to tell it the terminal changed size.

    The app's own resize handler stops the event; the top screen gets it instead.
    Textual calls this handler as well as any ``on_resize`` of the screen class itself.
    """

    def on_resize(self) -> None:
        from domino_solitaire.tui.messages import Resized

        cast("Screen[object]", self).app.post_message(Resized())


def closed_early(screen: Screen[Any]) -> bool:
    """Whether ``screen`` lost its widgets before its ``on_mount`` ran.

    A quick key (or a resize storm) can close a screen while it is still opening: Textual then
    removes its widgets before the mount handler runs, and that handler has nothing to set up.
    """
    return not screen.children


def dismiss_once(screen: Screen[R], result: R) -> None:
    """Close ``screen`` with ``result``, unless it is already closing.

    Keys typed quickly can queue a second answer before the screen is gone, and
    ``dismiss`` pops whatever screen is on top, which by then is the one below.
    """
    if screen.is_active:
        screen.dismiss(result)


#: Footer keys that stay in sight at any width: the footer clips what does not fit from the right.
PINNED_ACTIONS = ("help", "request_quit", "quit")


def pinned_first(bindings: dict[str, ActiveBinding]) -> dict[str, ActiveBinding]:
    """The footer's keys with help and quit first, so a narrow terminal never hides them."""

    def rank(item: tuple[str, ActiveBinding]) -> int:
        action = item[1].binding.action.removeprefix("app.").removeprefix("screen.")
        return PINNED_ACTIONS.index(action) if action in PINNED_ACTIONS else len(PINNED_ACTIONS)

    return dict(sorted(bindings.items(), key=rank))
