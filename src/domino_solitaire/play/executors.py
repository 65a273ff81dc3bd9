"""Executors for ``play.advisor``: where the solver's work runs for a face without Textual.

``InlineExecutor``: at once, on the caller's thread (tests; timers wait for ``run_timers``).
``ThreadExecutor``: the groups it is given in daemon threads, the others inline; what a thread
found is handed over on the face's own thread by ``pump`` (the text mode calls it between lines).
``Withheld``: another executor with some groups' work never run (tests that never look at them).
Pure: threads and events, no interface.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Collection
from typing import Any

from domino_solitaire.play.advisor import Executor, Task

StopCheck = Callable[[], bool]


class _Called:
    """A task done inline, or a timer waiting in an ``InlineExecutor``."""

    def __init__(self, callback: Callable[[], None] | None = None) -> None:
        self.callback = callback
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True


class InlineExecutor:
    """Work done at once, on the caller's thread; timers wait until ``run_timers`` (tests, and faces
    that need no timer)."""

    def __init__(self) -> None:
        self.timers: list[_Called] = []

    def run(
        self,
        group: str,
        work: Callable[[StopCheck], Any],
        done: Callable[[Any], None],
        failed: Callable[[Exception], None] | None = None,
        *,
        errors: tuple[type[Exception], ...] = (Exception,),
    ) -> Task:
        try:
            result = work(lambda: False)
        except errors as exc:
            if failed is not None:
                failed(exc)
            return _Called()
        done(result)
        return _Called()

    def later(self, seconds: float, callback: Callable[[], None]) -> Task:
        timer = _Called(callback)
        self.timers.append(timer)
        return timer

    def cancel_group(self, group: str) -> None:
        return None

    def run_timers(self, rounds: int = 1000) -> int:
        """Fire the waiting timers (and those they set), at most ``rounds``; how many fired."""
        fired = 0
        while self.timers and fired < rounds:
            timer = self.timers.pop(0)
            if not timer.cancelled and timer.callback is not None:
                fired += 1
                timer.callback()
        return fired


class _Threaded:
    """One piece of work in a daemon thread, its result kept for ``ThreadExecutor.pump``."""

    def __init__(
        self,
        work: Callable[[StopCheck], Any],
        done: Callable[[Any], None],
        failed: Callable[[Exception], None] | None,
        errors: tuple[type[Exception], ...],
    ) -> None:
        self.done, self.failed, self.errors = done, failed, errors
        self.stop = threading.Event()
        self.outcome: tuple[bool, Any] | None = None
        self.thread = threading.Thread(
            target=self._run, args=(work,), name="domino-solitaire-advice", daemon=True
        )
        self.thread.start()

    def _run(self, work: Callable[[StopCheck], Any]) -> None:
        try:
            self.outcome = (True, work(self.stop.is_set))
        except self.errors as exc:
            self.outcome = (False, exc)

    def cancel(self) -> None:
        self.stop.set()

    def deliver(self) -> None:
        if self.outcome is None or self.stop.is_set():
            return
        ok, value = self.outcome
        if ok:
            self.done(value)
        elif self.failed is not None:
            self.failed(value)


class ThreadExecutor(InlineExecutor):
    """The groups in ``threaded`` run in daemon threads (a newer run of a group stops the older);
    ``pump`` hands their results over on the caller's thread. Others run inline, timers at once."""

    def __init__(self, threaded: Collection[str]) -> None:
        super().__init__()
        self.threaded = frozenset(threaded)
        self._running: dict[str, _Threaded] = {}

    def run(
        self,
        group: str,
        work: Callable[[StopCheck], Any],
        done: Callable[[Any], None],
        failed: Callable[[Exception], None] | None = None,
        *,
        errors: tuple[type[Exception], ...] = (Exception,),
    ) -> Task:
        if group not in self.threaded:
            return super().run(group, work, done, failed, errors=errors)
        self.cancel_group(group)
        task = self._running[group] = _Threaded(work, done, failed, errors)
        return task

    def later(self, seconds: float, callback: Callable[[], None]) -> Task:
        callback()  # no clock of its own: a face between lines has nothing to wait for
        return _Called()

    def cancel_group(self, group: str) -> None:
        task = self._running.pop(group, None)
        if task is not None:
            task.cancel()

    def pump(self, wait: float = 0.0) -> None:
        """Hand over what the threads found (waiting at most ``wait`` seconds for each)."""
        for group, task in list(self._running.items()):
            if wait:
                task.thread.join(wait)
            if not task.thread.is_alive():
                del self._running[group]
                task.deliver()

    def close(self) -> None:
        """Stop every thread still searching (the face is going away)."""
        for group in list(self._running):
            self.cancel_group(group)


class Withheld:
    """``executor`` with the work of the groups in ``held`` never run: what it would find never
    comes, as a search that is still going. Its timers and the other groups' work are
    ``executor``'s. For tests of a face that never look at what those searches find: each would only
    take the CPU."""

    def __init__(self, executor: Executor, held: Collection[str]) -> None:
        self.executor = executor
        self.held = frozenset(held)

    def run(
        self,
        group: str,
        work: Callable[[StopCheck], Any],
        done: Callable[[Any], None],
        failed: Callable[[Exception], None] | None = None,
        *,
        errors: tuple[type[Exception], ...] = (Exception,),
    ) -> Task:
        if group in self.held:
            return _Called()
        return self.executor.run(group, work, done, failed, errors=errors)

    def later(self, seconds: float, callback: Callable[[], None]) -> Task:
        return self.executor.later(seconds, callback)

    def cancel_group(self, group: str) -> None:
        self.executor.cancel_group(group)
