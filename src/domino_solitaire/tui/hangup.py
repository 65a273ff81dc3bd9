"""A lost terminal (SIGHUP: the window closed, the ssh connection dropped) ends the app within a
few seconds, its games saved, whatever the moment it comes (issue 28); SIGTERM ends it as q does.

Textual 8.2.8's Linux driver answers SIGCONT by starting its terminal mode again, and the kernel
sends SIGCONT right after the SIGHUP of a terminal that hung up: Textual then started a second
writer thread on the dead terminal, which died on its first write (EIO), its queue (30 writes)
filled, and the app's shutdown waited for ever to put its last write in it (the first writer
waiting for ever for one). Here SIGHUP marks the terminal lost (Python runs the handlers of
signals that came together in the order of their numbers: SIGHUP's before SIGCONT's), SIGCONT
does nothing once it is, and the app ends as on q. SIGCONT is passed on to Textual only after a
SIGTSTP (ctrl+z) stopped the app: a stray one, with the app running, made Textual start a second
input thread and writer on the same terminal. Should that shutdown still not end (any other
write blocked on the dead terminal), a watchdog waits for the saving thread and ends the process.
"""

from __future__ import annotations

import contextlib
import os
import signal
import threading
import time
from collections.abc import Callable
from types import FrameType
from typing import Any

#: How long the app may take to end after its terminal went away, before the watchdog ends it.
LOST_SECONDS = 3.0
#: The exit status of a process that ended because its terminal hung up.
HUNG_UP_STATUS = 128 + int(getattr(signal, "SIGHUP", 1))

Handler = Callable[[int, FrameType | None], Any] | int | None


class HangUp:
    """Installed by the app once it runs (in the main thread), removed as it unmounts.

    ``end``: ends the app as q does (called on the app's loop); ``flush``: waits up to the given
    seconds for the games' writes, True once they are done.
    """

    def __init__(self, end: Callable[[], None], flush: Callable[[float], bool]) -> None:
        self.end = end
        self.flush = flush
        self.lost = False
        #: Whether Textual stopped the app (SIGTSTP) and is to take the terminal again on SIGCONT.
        self.stopped = False
        self._continued: Handler = None
        self._stopping: Handler = None

    def install(self) -> bool:
        """Take SIGTERM, SIGHUP, SIGTSTP and SIGCONT (where the platform has them); False where it cannot."""
        if threading.current_thread() is not threading.main_thread() or not hasattr(signal, "SIGHUP"):
            return False
        import asyncio

        loop = asyncio.get_running_loop()

        def hung_up(_signal: int, _frame: FrameType | None) -> None:
            self.lost = True
            threading.Thread(target=self._watch, name="domino-solitaire-hangup", daemon=True).start()
            loop.call_soon_threadsafe(self.end)

        def terminated(_signal: int, _frame: FrameType | None) -> None:
            loop.call_soon_threadsafe(self.end)

        self._continued = signal.getsignal(signal.SIGCONT)
        self._stopping = signal.getsignal(signal.SIGTSTP)
        # Not asyncio's add_signal_handler: it sets a wakeup fd, and a flood of signals (SIGWINCH,
        # a storm of resizes) while the loop is busy fills it; CPython 3.11's C signal handler then
        # reports the full buffer through a lock that a second signal, nested, waits on for ever.
        signal.signal(signal.SIGTERM, terminated)
        signal.signal(signal.SIGHUP, hung_up)
        signal.signal(signal.SIGCONT, self._continue)
        signal.signal(signal.SIGTSTP, self._stop)
        return True

    def uninstall(self) -> None:
        if threading.current_thread() is not threading.main_thread() or not hasattr(signal, "SIGHUP"):
            return
        restored = {
            signal.SIGHUP: signal.SIG_DFL,
            signal.SIGTERM: signal.SIG_DFL,
            signal.SIGCONT: self._continued,
            signal.SIGTSTP: self._stopping,
        }
        for number, handler in restored.items():
            with contextlib.suppress(ValueError, OSError, TypeError):
                signal.signal(number, handler if handler is not None else signal.SIG_DFL)

    def _stop(self, number: int, frame: FrameType | None) -> None:
        self.stopped = True
        if callable(self._stopping):
            self._stopping(number, frame)  # Textual's: gives the terminal back, then stops the process
        else:
            os.kill(os.getpid(), signal.SIGSTOP)

    def _continue(self, number: int, frame: FrameType | None) -> None:
        # Back from ctrl+z: Textual's own handler takes the terminal again, unless it is gone.
        if self.stopped and not self.lost and callable(self._continued):
            self.stopped = False
            self._continued(number, frame)

    def _watch(self) -> None:
        time.sleep(LOST_SECONDS)  # real time is the point: the app had this long to end by itself
        self.flush(LOST_SECONDS)
        os._exit(HUNG_UP_STATUS)
