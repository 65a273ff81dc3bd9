"""The game clock: time spent looking at the game, and nothing else.

It runs only while the game screen is on top and the game is not over: a dialog,
the help, the rules, the statistics or the replay viewer over the board pause it,
and the end of the game stops it. A resumed game starts from the time it had.
"""

from __future__ import annotations

from collections.abc import Callable


class PlayClock:
    """Seconds of play, from ``already`` on; starts paused."""

    def __init__(self, now: Callable[[], float], already: float = 0.0) -> None:
        self._now = now
        self._banked = max(0.0, already)  # seconds counted up to the last pause
        self._since: float | None = None  # when it last started running, while it runs
        self._paused_for: set[str] = {"start"}

    def seconds(self) -> float:
        if self._since is None:
            return self._banked
        return self._banked + max(0.0, self._now() - self._since)

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

    def restart(self, already: float = 0.0) -> None:
        """A new game on the same screen: from ``already`` seconds, keeping the pauses in force."""
        self._banked = max(0.0, already)
        if self._since is not None:
            self._since = self._now()
