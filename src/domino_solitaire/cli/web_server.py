"""The web server behind ``serve``: textual-serve, kept to this player's own machine and page.

Imported only by ``serve``'s handler, since it needs the ``web`` extra (textual-serve, aiohttp).
textual-serve starts one game process per browser tab with the fixed command it is given;
``GameServer`` adds what a server holding a player's history needs:

- Pages and game connections are answered only when addressed to this machine: an IP
  address, ``localhost``, the machine's own name or the --host given (the Host header).
  Otherwise a site could point its own name at 127.0.0.1 and play here (DNS rebinding).
- A game connection (websocket) must come from the page of this server (the Origin
  header): browsers let any page open a websocket to any address, and without this any
  site the player visits could start games and play moves into their history.
- The page gives the terminal the keyboard as soon as it loads (textual-serve's page waits
  for a click, so the first keys a player presses would do nothing).
- Once stopped, every tab's game is told to quit and waited for, so no process is left.
- Each tab's game process is waited for and its pipes closed when the tab ends (textual-serve
  does neither): otherwise a game still exiting as serve stops keeps its pipes past the event
  loop, and freeing them then prints a traceback under serve's last line.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import os
import signal
import socket
import sys
from collections.abc import Callable
from pathlib import Path

from aiohttp import web
from textual_serve.app_service import AppService
from textual_serve.server import Server

from domino_solitaire.store.location import ENV_VAR

TITLE = "Domino Solitaire"
# Added to the page: the terminal takes the keyboard once the page (and so the terminal) is up.
FOCUS_TERMINAL = (
    "<script>window.addEventListener('load', () => "
    "document.querySelector('.xterm-helper-textarea')?.focus());</script>"
)
# Seconds the open tabs' games get to quit once serve is stopped (each saves after every move anyway).
QUIT_GRACE = 10.0


def serve(command: str, host: str, port: int, data_folder: Path, announce: Callable[[], None]) -> int:
    """Serve ``command`` until SIGINT or SIGTERM; the signal number that stopped it.

    Every tab's game saves in ``data_folder``. ``announce`` is called once the port is listening.
    OSError if it cannot listen.
    """
    server = GameServer(command, host, port)
    server.initialize_logging()
    return asyncio.run(server.run(data_folder, announce))


class GameServer(Server):
    def __init__(self, command: str, host: str, port: int) -> None:
        super().__init__(command, host=host, port=port, title=TITLE)
        self.names = own_names(host)
        self._sessions: set[asyncio.Task[object]] = set()
        # Each open tab's game process, by the task serving the tab.
        self._games: dict[asyncio.Task[object], asyncio.subprocess.Process] = {}

    async def run(self, data_folder: Path, announce: Callable[[], None]) -> int:
        # Not textual-serve's serve(): it prints a banner before the port is even bound, and its
        # aiohttp run_app waits a minute for open tabs before cancelling them.
        runner = web.AppRunner(await self._make_app(), access_log=None)
        await runner.setup()
        try:
            await web.TCPSite(runner, self.host, self.port).start()
            # The games inherit serve's environment; the start screen has no --data-dir to give.
            os.environ[ENV_VAR] = str(data_folder)
            loop = asyncio.get_running_loop()
            stopped: asyncio.Future[int] = loop.create_future()
            for signum in (signal.SIGINT, signal.SIGTERM):
                loop.add_signal_handler(signum, _settle, stopped, int(signum))
            announce()
            return await stopped
        finally:
            await runner.cleanup()

    def initialize_logging(self) -> None:
        """Only what goes wrong, one line each (textual-serve logs every start and request)."""
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(logging.Formatter("domino-solitaire serve: %(message)s"))
        logger = logging.getLogger("textual-serve")
        logger.addHandler(handler)
        logger.setLevel(logging.WARNING)
        logger.propagate = False

    async def on_startup(self, app: web.Application) -> None:
        """No banner: ``serve`` prints the address once the port is listening."""

    async def on_shutdown(self, app: web.Application) -> None:
        """Tell every tab's game to quit (textual-serve does so when its connection ends) and wait."""
        sessions = list(self._sessions)
        for task in sessions:
            task.cancel()
        if sessions:
            await asyncio.wait(sessions, timeout=QUIT_GRACE)

    async def handle_index(self, request: web.Request) -> web.StreamResponse:
        self.refuse_other_hosts(request)
        # The page's links and websocket address follow the address the browser used, so that
        # localhost, a wildcard --host's real address and the machine's name all work. Set just
        # before textual-serve builds the page, which it does without awaiting anything.
        self.public_url = f"{request.scheme}://{request.host}"
        page = await super().handle_index(request)
        if isinstance(page, web.Response) and page.text is not None:
            page.text = page.text.replace("</body>", FOCUS_TERMINAL + "</body>", 1)
        return page

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        self.refuse_other_hosts(request)
        origin = request.headers.get("Origin", "")
        if origin.lower() != f"{request.scheme}://{request.host}".lower():
            raise web.HTTPForbidden(text="Games are played only from this server's own page.\n")
        task = asyncio.current_task()
        assert task is not None  # a request handler always runs in a task
        self._sessions.add(task)
        try:
            return await super().handle_websocket(request)
        finally:
            self._sessions.discard(task)
            game = self._games.pop(task, None)
            if game is not None:
                await game_ended(game)

    async def _process_messages(self, websocket: web.WebSocketResponse, app_service: AppService) -> None:
        # The one place textual-serve hands over a tab's AppService, whose game process has started.
        task = asyncio.current_task()
        if task is not None and app_service._process is not None:
            self._games[task] = app_service._process
        await super()._process_messages(websocket, app_service)

    def refuse_other_hosts(self, request: web.Request) -> None:
        if not addressed_here(request.host, self.names):
            raise web.HTTPForbidden(
                text=f"This server answers only to this machine's own addresses, such as "
                f"http://{self.host}:{self.port}/\n"
            )


async def game_ended(game: asyncio.subprocess.Process) -> None:
    """Wait (a while) for a tab's game to exit once told to quit, then close its stdin pipe."""
    with contextlib.suppress(asyncio.TimeoutError):  # not yet the builtin TimeoutError on Python 3.10
        await asyncio.wait_for(game.wait(), QUIT_GRACE)
    if game.stdin is not None:
        game.stdin.close()
        with contextlib.suppress(OSError):
            await game.stdin.wait_closed()


def _settle(stopped: asyncio.Future[int], signum: int) -> None:
    if not stopped.done():
        stopped.set_result(signum)


def own_names(host: str) -> frozenset[str]:
    """The names (besides IP addresses) this machine answers to: localhost, its own name, --host."""
    names = {"localhost", host}
    with contextlib.suppress(OSError):
        name = socket.gethostname()
        names |= {name, f"{name}.local"}
    return frozenset(name.lower().rstrip(".") for name in names if name)


def addressed_here(host_header: str, names: frozenset[str]) -> bool:
    """Whether a Host header (name or address, and a port) names this machine."""
    if host_header.startswith("["):  # an IPv6 address, as in [::1]:8000
        name = host_header[1 : host_header.find("]")]
    elif host_header.count(":") == 1:
        name = host_header.partition(":")[0]
    else:
        name = host_header
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return name.lower().rstrip(".") in names
    return True
