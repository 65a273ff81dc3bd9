"""What every screen of the app shares."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable
from typing import Any, Protocol, TypeVar, runtime_checkable

from textual import messages as textual_messages
from textual.app import ScreenStackError
from textual.binding import ActiveBinding
from textual.dom import DOMNode, NoScreen
from textual.events import Event
from textual.message import Message
from textual.message_pump import MessagePump
from textual.screen import Screen
from textual.timer import Timer, TimerCallback

R = TypeVar("R")


def live(screen: Screen[Any]) -> bool:
    """Whether ``screen`` is one of the app's screens with its widgets: not yet made (a screen just
    pushed, whose widgets are composed in its own turn) or being replaced or removed, it is not."""
    return (
        screen.is_mounted
        and screen.is_attached
        and bool(screen.children)
        and screen in screen.app.screen_stack
    )


def for_a_live_screen(node: DOMNode) -> bool:
    """Whether an action or a message for ``node`` (the app, a screen, a widget) still has a screen
    to act on: the app always has; a screen or its widget only while the screen is ``live``."""
    if node is node.app:
        return True
    try:
        screen = node if isinstance(node, Screen) else node.screen
    except (NoScreen, ScreenStackError):
        return False
    return live(screen)


class LiveScreen(MessagePump):
    """Mixed into every screen of the app (through ``SizeWatcher``): a widget's message (a button
    pressed, a field's enter) that reaches the screen once it is being replaced or removed is
    dropped; its handlers would look for widgets already gone (NoMatches) or act for a screen the
    player has left. Textual's own messages (removal, layout) and events (mount, unmount) still go.
    The app drops actions for such a screen likewise (``DominoApp.run_action``)."""

    def _get_dispatch_methods(
        self, method_name: str, message: Message
    ) -> Iterable[tuple[type, Callable[[Message], Awaitable[Any]]]]:
        own = isinstance(message, Event) or type(message).__module__ == textual_messages.__name__
        if not own and isinstance(self, Screen) and not live(self):
            return ()
        return super()._get_dispatch_methods(method_name, message)


class SizeWatcher(LiveScreen):
    """Mixed into every screen of the app to tell it the terminal changed size.

    The app's own resize handler stops the event; the top screen gets it instead.
    Textual calls this handler as well as any ``on_resize`` of the screen class itself.
    """

    def on_resize(self) -> None:
        from domino_solitaire.tui.messages import Resized

        self.app.post_message(Resized())


@runtime_checkable
class TimerSource(Protocol):
    """Where a screen's timers come from when the app is given one (``DominoApp(timers=...)``):
    tests drive the forced move's pause, autoplay's pace, the clock's tick and the replay's
    steps themselves instead of racing real time."""

    def timer(
        self, owner: MessagePump, delay: float, callback: TimerCallback | None, *, repeat: int | None
    ) -> Timer: ...


class DrivenTimers(MessagePump):
    """Mixed into the screens whose timers matter (the game, the replay): their ``set_timer`` and
    ``set_interval`` come from the app's ``timers``, Textual's own where it has none."""

    def _timer_source(self) -> TimerSource | None:
        timers = getattr(self.app, "timers", None)
        return timers if isinstance(timers, TimerSource) else None

    def set_timer(
        self,
        delay: float,
        callback: TimerCallback | None = None,
        *,
        name: str | None = None,
        pause: bool = False,
    ) -> Timer:
        source = self._timer_source()
        if source is None:
            return super().set_timer(delay, callback, name=name, pause=pause)
        return source.timer(self, delay, callback, repeat=0)

    def set_interval(
        self,
        interval: float,
        callback: TimerCallback | None = None,
        *,
        name: str | None = None,
        repeat: int = 0,
        pause: bool = False,
    ) -> Timer:
        source = self._timer_source()
        if source is None:
            return super().set_interval(interval, callback, name=name, repeat=repeat, pause=pause)
        return source.timer(self, interval, callback, repeat=repeat or None)


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
