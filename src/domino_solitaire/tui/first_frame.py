"""Work that waits for the app's first frame, such as the solver's threads and the store's opening,
which would hold it up."""

from __future__ import annotations

from collections.abc import Callable


class FirstFrame:
    """Holds work until ``shown`` is called (the first frame is on the screen), then runs it in the
    order given; work given after that runs at once."""

    def __init__(self) -> None:
        self.waiting: list[Callable[[], None]] | None = []

    def after(self, callback: Callable[[], None]) -> None:
        if self.waiting is None:
            callback()
        else:
            self.waiting.append(callback)

    def shown(self) -> None:
        waiting, self.waiting = self.waiting or [], None
        for callback in waiting:
            callback()
