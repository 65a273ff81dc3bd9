"""The solver's work off the interface's thread: one way for every screen to run it.

A search (a verdict, a review, a grade, a deal of a grade) takes from milliseconds to seconds.
``in_thread`` runs it in a thread inside an exclusive Textual worker of ``group``: a newer piece of
work of the same group cancels the older one, the search sees the cancellation through its stop
check and stops, and nothing of a cancelled piece of work reaches the screen.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any, TypeVar

from textual.app import App
from textual.dom import DOMNode
from textual.worker import Worker, get_current_worker

R = TypeVar("R")
StopCheck = Callable[[], bool]


def in_thread(
    host: DOMNode | App[Any],
    group: str,
    work: Callable[[StopCheck], R],
    done: Callable[[R], None],
    failed: Callable[[Exception], None] | None = None,
    *,
    errors: tuple[type[Exception], ...] = (Exception,),
) -> Worker[None]:
    """Run ``work(should_stop)`` in a thread; then, on the interface's thread and unless cancelled,
    ``done(result)``, or ``failed(error)`` for an error of ``errors`` (others end the app, loudly,
    as every worker's do)."""

    async def run() -> None:
        worker = get_current_worker()
        try:
            result = await asyncio.to_thread(work, lambda: worker.is_cancelled)
        except errors as exc:
            if failed is not None and not worker.is_cancelled:
                failed(exc)
            return
        if not worker.is_cancelled:
            done(result)

    return host.run_worker(run, group=group, exclusive=True)
