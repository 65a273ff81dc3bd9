"""The game clock: time spent playing, and nothing else.

It runs only while nothing pauses it: the game screen covered by a dialog, the help, the rules
or the statistics, the window or browser tab out of focus, the game over. And it stops counting
two minutes after the player's last key or click, until the next one (a game left open in a
tab overnight is not an overnight game). A resumed game starts from the time it had.
"""

from __future__ import annotations

from collections.abc import Callable

#: Seconds without a key or click after which the clock stops counting (until the next one).
IDLE_SECONDS = 120.0


class PlayClock:
    """Seconds of play, from ``already`` on; starts paused ("start")."""

    def __init__(
        self, now: Callable[[], float], already: float = 0.0, *, idle_seconds: float = IDLE_SECONDS
    ) -> None:
        self._now = now
        self._idle = idle_seconds
        self._banked = max(0.0, already)  # seconds counted up to the last pause
        self._since: float | None = None  # when it last started running, while it runs
        self._active = now()  # the player's last key or click
        self._paused_for: set[str] = {"start"}

    def _counted_until(self, moment: float) -> float:
        # Time after the idle limit is not play: the count stops at the last activity plus the limit.
        return min(moment, self._active + self._idle)

    def seconds(self) -> float:
        if self._since is None:
            return self._banked
        return self._banked + max(0.0, self._counted_until(self._now()) - self._since)

    @property
    def idle(self) -> bool:
        """Running, but not counting: no key or click for the idle limit."""
        return self._since is not None and self._now() > self._active + self._idle

    def activity(self) -> None:
        """A key or a click: play goes on from now, the idle time before it not counted."""
        moment = self._now()
        if self._since is not None and moment > self._active + self._idle:
            self._banked = self.seconds()
            self._since = moment
        self._active = moment

    def pause(self, reason: str) -> None:
        """Stop counting until every reason given here is lifted with ``resume``."""
        if self._since is not None:
            self._banked = self.seconds()
            self._since = None
        self._paused_for.add(reason)

    def resume(self, reason: str) -> None:
        self._paused_for.discard(reason)
        if not self._paused_for and self._since is None:
            self._since = self._now()
            # Coming back (a dialog closed, the tab refocused) is the player's doing.
            self._active = self._since

    def restart(self, already: float = 0.0) -> None:
        """A new game: from ``already`` seconds, keeping the pauses in force."""
        self._banked = max(0.0, already)
        if self._since is not None:
            self._since = self._now()
        self._active = self._now()
