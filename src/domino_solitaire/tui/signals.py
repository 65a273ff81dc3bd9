"""SIGTERM and SIGHUP (a closed terminal) end the app as q does: every game saved with its exact time,
the terminal given back as it was."""

from __future__ import annotations

import asyncio
import contextlib
import signal
import threading
from collections.abc import Callable

#: The signals that end the app, where the platform has them.
ENDING = ("SIGTERM", "SIGHUP")


def _numbers() -> list[int]:
    return [number for name in ENDING if (number := getattr(signal, name, None)) is not None]


def end_on_signals(end: Callable[[], None]) -> None:
    """Call ``end`` on SIGTERM or SIGHUP, from the running loop (only the main thread may catch them)."""
    if threading.current_thread() is not threading.main_thread():
        return
    loop = asyncio.get_running_loop()
    for number in _numbers():
        with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
            loop.add_signal_handler(number, end)


def release_signals() -> None:
    """Give SIGTERM and SIGHUP back to their handlers from before ``end_on_signals``."""
    with contextlib.suppress(RuntimeError):
        loop = asyncio.get_running_loop()
        for number in _numbers():
            with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
                loop.remove_signal_handler(number)
