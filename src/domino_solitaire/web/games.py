"""A tab's game for ``serve`` (web/server.py): its process, and where its output goes.

A game runs in a session of its own, so that serve, not the terminal's Ctrl-C, stops it (and a
signal reaches everything it started). Its output goes through an Outlet: held while a game
started ahead waits for a tab, then straight to the tab that took it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import re
import signal

from aiohttp import web
from textual_serve.app_service import AppService
from textual_serve.download_manager import DownloadManager

from domino_solitaire.i18n import _
from domino_solitaire.wording.text import printable

log = logging.getLogger("textual-serve")

#: The most output held from a game started ahead before a tab takes it; then it waits to write.
MAX_HELD = 1024 * 1024
#: The size a game is started ahead at before any tab has asked for one (then, the last tab's).
AHEAD_SIZE = (80, 24)
#: What starts a frame in a game's output: the cursor put on a cell (Textual's prelude puts it nowhere).
FRAME = re.compile(rb"\x1b\[[0-9]+;[0-9]+H")
#: The longest a tab waits for the first frame of the game it takes, to tell it its size.
FIRST_FRAME_WAIT = 10.0
#: Seconds without output after which a game started ahead counts as drawn (and is blurred).
DRAWN_QUIET = 0.25
#: What is kept of a game's standard error (bytes), and the most lines of it serve shows.
MAX_GAME_ERRORS = 16 * 1024
GAME_ERROR_LINES = 5


class Outlet:
    """Where a game's output goes: held while the game, started ahead, waits for a tab (up to
    MAX_HELD bytes, then the game waits to write), then straight to the tab that took it."""

    def __init__(self) -> None:
        self.websocket: web.WebSocketResponse | None = None
        self.taken = asyncio.Event()
        self.held: list[bytes | str] = []
        self.held_size = 0
        self.closed = False  # the game ended before a tab took it

    async def write_bytes(self, data: bytes) -> None:
        await self._write(data)

    async def write_str(self, text: str) -> None:
        await self._write(text)

    async def _write(self, data: bytes | str) -> None:
        if self.websocket is None and self.held_size >= MAX_HELD:
            await self.taken.wait()
        if self.websocket is None:
            self.held.append(data)
            self.held_size += len(data)
        elif isinstance(data, bytes):
            await self.websocket.send_bytes(data)
        else:
            await self.websocket.send_str(data)

    async def close(self) -> None:
        if self.websocket is None:
            self.closed = True
        else:
            await self.websocket.close()

    async def take(self, websocket: web.WebSocketResponse) -> None:
        """Give the game's output to this tab: what was held first, in order, then all that follows."""
        while self.held:  # what the game writes meanwhile is held too, after the rest
            data = self.held.pop(0)
            self.held_size -= len(data)
            if isinstance(data, bytes):
                await websocket.send_bytes(data)
            else:
                await websocket.send_str(data)
        self.websocket = websocket  # (no await since the loop's test: nothing slips in between)
        self.taken.set()
        if self.closed:
            await websocket.close()


class GameService(AppService):
    """A tab's game: textual-serve's, started in a session of its own (so that serve, not the
    terminal's Ctrl-C, stops it, and a signal reaches everything the game started), its output
    going through an Outlet (held while it waits for a tab, when started ahead)."""

    def __init__(self, command: str, outlet: Outlet, *, download_manager: DownloadManager) -> None:
        super().__init__(
            command,
            write_bytes=outlet.write_bytes,
            write_str=outlet.write_str,
            close=outlet.close,
            download_manager=download_manager,
        )
        self.outlet = outlet
        self.size = AHEAD_SIZE
        self._last_output = 0.0
        self._drawn: asyncio.Task[None] | None = None
        self.first_frame = asyncio.Event()

    async def start(self, width: int, height: int) -> None:
        self.size = (width, height)
        await super().start(width, height)

    def running(self) -> bool:
        return (
            self._process is not None
            and self._process.returncode is None
            and not self.outlet.closed
            and self._task is not None
            and not self._task.done()
        )

    async def on_data(self, payload: bytes) -> None:
        if not self.first_frame.is_set() and FRAME.search(payload):
            self.first_frame.set()
        if not self.outlet.taken.is_set():
            self._last_output = asyncio.get_running_loop().time()
            if self._drawn is None:
                self._drawn = asyncio.create_task(self._blur_once_drawn())
        await super().on_data(payload)

    async def _blur_once_drawn(self) -> None:
        """Once the game's first screen is drawn (its output has paused), blur it while it waits:
        a game's clock runs only while its tab has the focus (and the game is in front)."""
        loop = asyncio.get_running_loop()
        while (wait := self._last_output + DRAWN_QUIET - loop.time()) > 0:
            await asyncio.sleep(wait)
        if not self.outlet.taken.is_set():
            with contextlib.suppress(Exception):
                await self.send_meta({"type": "blur"})

    async def hand_to(self, websocket: web.WebSocketResponse, width: int, height: int) -> None:
        """A tab takes this game (started ahead): its size and the focus, then its output."""
        if self._drawn is not None:
            self._drawn.cancel()
        if (width, height) != self.size:
            # Not before the game's first frame: a resize that reaches Textual's web driver before
            # it has taken its first size (the one it started at) is lost behind it.
            assert self._task is not None
            drawn = asyncio.create_task(self.first_frame.wait())
            await asyncio.wait(
                {drawn, self._task}, timeout=FIRST_FRAME_WAIT, return_when=asyncio.FIRST_COMPLETED
            )
            drawn.cancel()
            self.size = (width, height)
            await self.send_meta({"type": "resize", "width": width, "height": height})
        await self.send_meta({"type": "focus"})
        await self.outlet.take(websocket)

    async def _open_app_process(self, width: int = 80, height: int = 24) -> asyncio.subprocess.Process:
        environment = self._build_environment(width=width, height=height)
        self._process = process = await asyncio.create_subprocess_shell(
            self.command,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            env=environment,
            start_new_session=True,
        )
        assert process.stdin is not None
        self._stdin = process.stdin
        return process

    async def run(self) -> None:
        """Pass the game's output to its tab (as textual-serve does). What the game writes on its
        standard error is kept up to MAX_GAME_ERRORS bytes (textual-serve keeps it all) and told
        in a few escaped lines on serve's (textual-serve copies it raw to serve's output)."""
        process = self._process
        assert process is not None and process.stdout is not None and process.stderr is not None
        stdout, stderr = process.stdout, process.stderr
        said = bytearray()

        async def read_errors() -> None:
            while chunk := await stderr.read(4096):
                said.extend(chunk[: max(0, MAX_GAME_ERRORS - len(said))])

        errors = asyncio.create_task(read_errors())
        try:
            for _prelude in range(10):  # the prelude of a Textual app served on the web
                line = await stdout.readline()
                if not line or line == b"__GANGLION__\n":
                    break
            while True:
                kind = await stdout.readexactly(1)
                payload = await stdout.readexactly(int.from_bytes(await stdout.readexactly(4), "big"))
                if kind == b"D":
                    await self.on_data(payload)
                elif kind == b"M":
                    await self.on_meta(payload)
                elif kind == b"P":
                    await self.on_packed(payload)
        except (asyncio.IncompleteReadError, ConnectionResetError, asyncio.CancelledError):
            pass  # the game has ended, or the tab
        finally:
            if self._drawn is not None:
                self._drawn.cancel()
            errors.cancel()
            with contextlib.suppress(asyncio.CancelledError, OSError):
                await errors
        for text in said.decode("utf-8", "replace").splitlines()[-GAME_ERROR_LINES:]:
            log.warning(printable(_("a tab's game said: {text}").format(text=text), 300))
        # The game's output has ended, and with it the game: its tab is closed (textual-serve
        # leaves it open, a dead terminal, when a game ends without saying so).
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.remote_close(), 1.0)


async def ready(service: GameService, starting: asyncio.Task[None]) -> bool:
    """Whether a game started ahead has started and still runs."""
    with contextlib.suppress(Exception):
        await starting
    return service.running()


async def end_game(service: AppService, quit_grace: float, term_grace: float) -> None:
    """End a tab's game: ask it to quit; after ``quit_grace`` seconds SIGTERM (and SIGCONT, were
    it stopped); after ``term_grace`` more SIGKILL. Then close its input and wait for its output."""
    process = service._process
    if process is None:
        return
    with contextlib.suppress(Exception):
        await asyncio.wait_for(
            service._download_manager.cancel_app_downloads(app_service_id=service.app_service_id), 1.0
        )
    if process.returncode is None:
        with contextlib.suppress(Exception):  # the input may be full (a stopped game) or closed
            await asyncio.wait_for(service.send_meta({"type": "quit"}), min(0.5, quit_grace))
        if not await ended(process, quit_grace):
            signal_game(process, signal.SIGTERM)
            signal_game(process, signal.SIGCONT)
            if not await ended(process, term_grace):
                signal_game(process, signal.SIGKILL)
                await ended(process, 5.0)
    if process.stdin is not None:
        process.stdin.close()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(process.stdin.wait_closed(), 1.0)
    task = service._task
    if task is not None:  # it reads the game's output to its end, which has come with the game's
        with contextlib.suppress(Exception, asyncio.CancelledError):
            await asyncio.wait_for(task, 1.0)
        service._task = None


async def ended(process: asyncio.subprocess.Process, timeout: float) -> bool:
    """Whether the process ends within ``timeout`` seconds."""
    with contextlib.suppress(asyncio.TimeoutError):  # not yet the builtin TimeoutError on Python 3.10
        await asyncio.wait_for(process.wait(), timeout)
    return process.returncode is not None


def signal_game(process: asyncio.subprocess.Process, signum: int) -> None:
    """Signal a game and all it started (its session's process group), unless it has ended."""
    if process.returncode is not None:
        return
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(process.pid, signum)
