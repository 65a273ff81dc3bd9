"""The web server behind ``serve``: textual-serve, kept to this player's own machine and page.

Imported only by ``serve``'s handler, since it needs the ``web`` extra (textual-serve, aiohttp).
textual-serve starts one game process per browser tab with the fixed command it is given;
``GameServer`` adds what a server holding a player's history needs, treating every request
and every message from a browser as hostile:

- Every route (the page, the game connection, /static, /download) is answered only when the
  Host header, parsed strictly, names this machine: an IP address, ``localhost``, the
  machine's own name or the --host given. Otherwise a site could point its own name at
  127.0.0.1 and play here (DNS rebinding).
- Every route needs the run's secret token (unless serve was given --no-token): in the
  address serve prints (``?token=``), which the page then keeps in a cookie of its own for
  its game connection and its files. Another user of this machine cannot guess it.
- A game connection (websocket) must come from the page of this server (the Origin
  header): browsers let any page open a websocket to any address, and without this any
  site the player visits could start games and play moves into their history.
- At most ``max_games`` games run at once; the tab beyond gets a page (or a line in its
  terminal) saying so.
- The terminal's size, from the address and from resize messages, is clamped to
  MAX_WIDTH x MAX_HEIGHT; a message that is not one the page sends (bad JSON, a wrong shape,
  a lone surrogate, nesting without end) never reaches the game, and is told in at most one
  line (rate-limited) on serve's output.
- A tab's game is told to quit when its tab closes, then stopped (SIGTERM, then SIGKILL)
  if it does not: a game stopped or running away cannot outlive its tab, nor hold serve
  up as it stops. Each game runs in a session of its own, so that it is serve that
  stops it (Ctrl-C in serve's terminal reaches serve alone).
- The page is serve's own (web/page/app_index.html): the game's title and splash, nothing
  asked of another host (the terminal's font is the browser's monospace), the keyboard given to
  the terminal as soon as it loads, and with --screen-reader xterm.js's screen-reader mode. Its
  script (web/page/page.js) draws the terminal whole on high-density displays, sizes its font so
  that the game's smallest layout fits a phone, gives a touch screen rows a finger can hit, a bar
  of the footer's keys as large buttons (ending, where rows cannot be a finger tall, with escape,
  tab, the arrows and enter) and swipes that scroll, and takes the token out of the address bar
  once the cookie holds it.
- One game is started ahead, for the next tab (when serve starts, and each time a tab takes
  it): a tab's first frame then comes as soon as it connects, not after Python and Textual
  start. It counts towards ``max_games``; it is handed out only to a game connection that
  passed the guard; it is killed as serve stops (it has no moves to save). Its output is held
  (at most MAX_HELD bytes) until a tab takes it, and it is told its tab's size then. A game
  waiting so is blurred once drawn (its clock does not run) and focused when taken.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import secrets
import signal
import sys
from collections.abc import Awaitable, Callable
from html import escape
from pathlib import Path
from typing import Any

import aiohttp_jinja2
from aiohttp import WSMsgType, hdrs, web
from textual_serve.app_service import AppService
from textual_serve.server import Server

from domino_solitaire import i18n
from domino_solitaire.i18n import N_, NC_, _, pgettext
from domino_solitaire.store.location import ENV_VAR
from domino_solitaire.web import DEFAULT_MAX_GAMES, SMALLEST_TERMINAL
from domino_solitaire.web.games import (
    AHEAD_SIZE,
    GameService,
    Outlet,
    end_game,
    ended,
    ready,
    signal_game,
)
from domino_solitaire.web.requests import (
    MAX_MESSAGE,
    Complaints,
    Malformed,
    Message,
    addressed_here,
    clamp_size,
    own_names,
    read_message,
    size_from_query,
)
from domino_solitaire.wording.text import printable

TITLE = "Domino Solitaire"
#: serve's own page template (textual-serve's, reworked): its folder.
PAGE_FOLDER = Path(__file__).resolve().parent / "page"
#: The page's words when its game has ended, and on its button to play again (in the game's language,
#: which the page's ``lang`` names).
PAGE_ENDED = N_("The game has ended.")
PAGE_AGAIN = N_("Play again")
#: On a touch screen, the bar of the footer's keys as buttons, and its button for the keyboard.
PAGE_KEYS = N_("The screen's keys")
PAGE_KEYBOARD = N_("Show or hide the keyboard")
#: Where a phone's rows are too short for a finger, the pad of the keys its keyboard lacks, and each
#: key's name (said by a screen reader).
PAGE_PAD = N_("Escape, tab, arrow keys and enter")
PAD_KEY = "key pad"
PAGE_PAD_KEYS = {
    "escape": NC_("key pad", "Escape"),
    "up": NC_("key pad", "Up"),
    "tab": NC_("key pad", "Tab"),
    "left": NC_("key pad", "Left"),
    "enter": NC_("key pad", "Enter"),
    "right": NC_("key pad", "Right"),
    "down": NC_("key pad", "Down"),
}
#: Seconds a closed tab's game gets to quit, then to end on SIGTERM, before SIGKILL.
QUIT_GRACE = 3.0
TERM_GRACE = 2.0
#: The same as serve stops: every game is ended within STOP_LIMIT seconds, however stuck.
STOP_QUIT_GRACE = 1.5
STOP_TERM_GRACE = 1.0
STOP_LIMIT = 4.0
#: Seconds a write to a game's input may wait (a game stopped with a full pipe): then it is ended.
INPUT_TIMEOUT = 10.0

log = logging.getLogger("textual-serve")
#: The loggers serve shows (textual-serve's and aiohttp's), each message as one line.
LOGGERS = ("textual-serve", "aiohttp.server", "aiohttp.web", "aiohttp.websocket")


def serve(
    command: str,
    host: str,
    port: int,
    data_folder: Path,
    announce: Callable[[str | None], None],
    *,
    token: str | None,
    max_games: int = DEFAULT_MAX_GAMES,
    subtitle: str | None = None,
    screen_reader: bool = False,
) -> int:
    """Serve ``command`` until SIGINT or SIGTERM; the signal number that stopped it.

    Every tab's game saves in ``data_folder``. ``announce`` is called with the token once the
    port is listening. OSError if it cannot listen. ``subtitle``: the page's words under its
    title (the game served); ``screen_reader``: the page's terminal in screen-reader mode.
    """
    server = GameServer(
        command,
        host,
        port,
        token=token,
        max_games=max_games,
        subtitle=subtitle,
        screen_reader=screen_reader,
    )
    server.initialize_logging()
    try:
        return asyncio.run(server.run(data_folder, announce))
    finally:
        server.finish_logging()


def new_token() -> str:
    """A secret for one run of serve: 128 random bits, safe in a URL."""
    return secrets.token_urlsafe(16)


class GameServer(Server):
    def __init__(
        self,
        command: str,
        host: str,
        port: int,
        *,
        token: str | None = None,
        max_games: int = DEFAULT_MAX_GAMES,
        subtitle: str | None = None,
        screen_reader: bool = False,
        ahead: bool = True,
    ) -> None:
        super().__init__(command, host=host, port=port, title=TITLE, templates_path=PAGE_FOLDER)
        self.names = own_names(host)
        self.token = token
        self.max_games = max_games
        self.subtitle = subtitle
        self.screen_reader = screen_reader
        # One game started ahead for the next tab (unless ``ahead`` is False), and its start.
        self.ahead = ahead
        self._spare: tuple[GameService, asyncio.Task[None]] | None = None
        self._last_size = AHEAD_SIZE
        self.complaints = Complaints()
        self.stopping = False
        self._log_handler: logging.Handler | None = None
        self._tab_ended = asyncio.Condition()
        # Each open tab's game, by the task serving the tab (until the game has ended).
        self._games: dict[asyncio.Task[object], GameService] = {}

    @property
    def cookie_name(self) -> str:
        # A cookie is kept per host, not per port: each serve's port names its own.
        return f"domino-solitaire-{self.port}"

    async def run(self, data_folder: Path, announce: Callable[[str | None], None]) -> int:
        # Not textual-serve's serve(): it prints a banner before the port is even bound, and its
        # aiohttp run_app waits a minute for open tabs before cancelling them.
        # The games inherit serve's environment (the start screen has no --data-dir to give): set
        # before the app's start, which starts the first game ahead.
        os.environ[ENV_VAR] = str(data_folder)
        runner = web.AppRunner(await self._make_app(), access_log=None, shutdown_timeout=1.0)
        await runner.setup()
        try:
            await web.TCPSite(runner, self.host, self.port).start()
            loop = asyncio.get_running_loop()
            stopped: asyncio.Future[int] = loop.create_future()
            for signum in (signal.SIGINT, signal.SIGTERM):
                loop.add_signal_handler(signum, _settle, stopped, int(signum))
            announce(self.token)
            return await stopped
        finally:
            await runner.cleanup()

    async def _make_app(self) -> web.Application:
        app = await super()._make_app()
        # First of all, on every route: the Host header, then the token.
        app.middlewares.insert(0, self.guard)
        return app

    @web.middleware
    async def guard(
        self, request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
    ) -> web.StreamResponse:
        if not addressed_here(request.headers.get(hdrs.HOST, ""), self.names):
            self.complaints.note(_("a request addressed to another host"))
            said = _("This server answers only to this machine's own addresses, such as {address}")
            raise web.HTTPForbidden(text=said.format(address=f"http://{self.host}:{self.port}/") + "\n")
        from_address = False
        if self.token is not None:
            given = request.query.get("token")
            from_address = given is not None
            if given is None:
                given = request.cookies.get(self.cookie_name, "")
            if not secrets.compare_digest(given.encode("utf-8", "replace"), self.token.encode()):
                self.complaints.note(_("a request without the token"))
                said = _("Open the address serve printed, with its token (?token=...).")
                raise web.HTTPForbidden(text=said + "\n")
        response = await handler(request)
        if from_address and not response.prepared and self.token is not None:
            # The page's game connection and files then carry the token in this cookie.
            response.set_cookie(self.cookie_name, self.token, httponly=True, samesite="Strict", path="/")
        return response

    def initialize_logging(self) -> None:
        """Only what goes wrong, one line each (textual-serve logs every start and request), until
        ``finish_logging``."""
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(logging.Formatter("domino-solitaire serve: %(message)s"))
        self._log_handler = handler
        for name in LOGGERS:
            logger = logging.getLogger(name)
            logger.addHandler(handler)
            logger.setLevel(logging.WARNING)
            logger.propagate = False
        # aiohttp logs a failed request with its traceback; one line is enough (and rate-limited).
        logging.getLogger("aiohttp.server").addFilter(self._one_line)

    def finish_logging(self) -> None:
        """The loggers as they were before ``initialize_logging`` (a test runs serve more than once)."""
        for name in LOGGERS:
            logger = logging.getLogger(name)
            if self._log_handler is not None:
                logger.removeHandler(self._log_handler)
            logger.propagate = True
        logging.getLogger("aiohttp.server").removeFilter(self._one_line)

    def _one_line(self, record: logging.LogRecord) -> bool:
        with contextlib.suppress(RuntimeError):  # no running loop: let it through as one line
            self.complaints.note(
                _("a request that failed ({problem})").format(problem=printable(record.getMessage(), 80))
            )
            return False
        record.exc_info = None
        record.exc_text = None
        return True

    async def on_startup(self, app: web.Application) -> None:
        """No banner (``serve`` prints the address once the port is listening): the first game
        started ahead."""
        self.start_ahead()

    def start_ahead(self) -> None:
        """Start a game for the next tab, unless one is started, serve is stopping, or it would
        make more than ``max_games`` games."""
        if not self.ahead or self.stopping or self._spare is not None or len(self._games) >= self.max_games:
            return
        service = self.new_game()
        self._spare = (service, asyncio.create_task(service.start(*self._last_size)))

    def new_game(self) -> GameService:
        return GameService(self.command, Outlet(), download_manager=self.download_manager)

    async def drop_ahead(self) -> None:
        """Kill the game started ahead: no tab has seen it, it has nothing to save."""
        if self._spare is None:
            return
        service, starting = self._spare
        self._spare = None
        with contextlib.suppress(Exception):
            await asyncio.wait_for(starting, 5.0)
        if service._process is not None:
            signal_game(service._process, signal.SIGKILL)
        await end_game(service, 0.0, 0.0)

    async def on_shutdown(self, app: web.Application) -> None:
        """End every tab's game (asked to quit, then SIGTERM, then SIGKILL): all within STOP_LIMIT;
        kill the game started ahead."""
        self.stopping = True
        await self.drop_ahead()
        tabs = dict(self._games)
        for task in tabs:
            task.cancel()
        if tabs:
            await asyncio.wait(tabs, timeout=STOP_LIMIT)
        # A tab that did not end its game in time (or was already ending it, with a closed tab's
        # longer grace, when cancelled): its game is killed here.
        for service in tabs.values():
            process = service._process
            if process is not None and process.returncode is None:
                signal_game(process, signal.SIGKILL)
                await ended(process, 1.0)  # reaped on this loop, before it closes

    async def handle_index(self, request: web.Request) -> web.StreamResponse:
        if len(self._games) >= self.max_games:
            return full_page(self.max_games)
        # The page's links and websocket address follow the address the browser used, so that
        # localhost, a wildcard --host's real address and the machine's name all work. Set just
        # before textual-serve builds the page's values, which it does without awaiting anything.
        self.public_url = f"{request.scheme}://{request.host}"
        # textual-serve's own values for its page (its handler undecorated), and serve's.
        values: dict[str, Any] = await Server.handle_index.__wrapped__(self, request)  # type: ignore[attr-defined]
        values.update(
            subtitle=self.subtitle,
            screen_reader=self.screen_reader,
            ended=_(PAGE_ENDED),
            again=_(PAGE_AGAIN),
            keys_label=_(PAGE_KEYS),
            keyboard_label=_(PAGE_KEYBOARD),
            pad_label=_(PAGE_PAD),
            pad_names={key: pgettext(PAD_KEY, name) for key, name in PAGE_PAD_KEYS.items()},
            min_cols=SMALLEST_TERMINAL[0],
            min_rows=SMALLEST_TERMINAL[1],
            lang=i18n.current(),
        )
        return aiohttp_jinja2.render_template("app_index.html", request, values)

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        origin = request.headers.get("Origin", "")
        if origin.lower() != f"{request.scheme}://{request.host}".lower():
            raise web.HTTPForbidden(text=_("Games are played only from this server's own page.") + "\n")
        try:
            width, height = clamp_size(
                size_from_query(request.query, "width", 80), size_from_query(request.query, "height", 24)
            )
        except web.HTTPBadRequest:
            self.complaints.note(_("a game connection with a size that is not a number"))
            raise
        websocket = web.WebSocketResponse(heartbeat=15, max_msg_size=MAX_MESSAGE * 4)
        await websocket.prepare(request)
        if len(self._games) >= self.max_games or self.stopping:
            self.complaints.note(
                _("a tab beyond the {count} games serve runs at once").format(count=self.max_games)
            )
            await websocket.send_bytes(full_text(self.max_games).encode("utf-8"))
            await websocket.close()
            return websocket
        task = asyncio.current_task()
        assert task is not None  # a request handler always runs in a task
        self._last_size = (width, height)
        # The tab's place is taken (no await since the cap's test), then the next game is started.
        spare = self._spare
        self._spare = None
        service = spare[0] if spare is not None else self.new_game()
        self._games[task] = service
        self.start_ahead()
        try:
            if spare is not None and await ready(*spare):
                await service.hand_to(websocket, width, height)
            else:
                if spare is not None:  # it did not start, or has ended: a fresh game for this tab
                    await end_game(service, 0.0, 0.0)
                    service = self._games[task] = self.new_game()
                await service.outlet.take(websocket)
                await service.start(width, height)
            await self._process_messages(websocket, service)
        except asyncio.CancelledError:
            pass  # serve is stopping: the game is ended below
        except Exception as error:  # one line, not a traceback: the tab ends, serve goes on
            problem = f"{type(error).__name__}: {error}"
            log.warning(printable(_("a tab's game ended: {problem}").format(problem=problem), 200))
        finally:
            await self._tab_closed(task, service, websocket)
        return websocket

    async def _tab_closed(
        self, task: asyncio.Task[object], service: GameService, websocket: web.WebSocketResponse
    ) -> None:
        """A tab has closed (or serve is stopping): its game is ended, and the next tab's started."""
        try:
            if self.stopping:
                await end_game(service, STOP_QUIT_GRACE, STOP_TERM_GRACE)
            else:
                await end_game(service, QUIT_GRACE, TERM_GRACE)
        finally:
            self._games.pop(task, None)
            with contextlib.suppress(Exception):
                await asyncio.wait_for(websocket.close(), 1.0)
            # The game started ahead read the store before this tab's game was saved (its game to
            # resume, its dailies): the next tab gets one started afresh.
            if not self.stopping:
                await self.drop_ahead()
            async with self._tab_ended:
                self._tab_ended.notify_all()
            self.start_ahead()  # the one dropped, or one the cap stopped

    async def games_at_most(self, count: int) -> None:
        """Wait until no more than ``count`` tabs have a game (each ended tab's game has exited)."""
        async with self._tab_ended:
            await self._tab_ended.wait_for(lambda: len(self._games) <= count)

    async def _process_messages(self, websocket: web.WebSocketResponse, app_service: AppService) -> None:
        """Hand the tab's messages to its game, each checked first (textual-serve takes any JSON)."""
        async for message in websocket:
            if message.type != WSMsgType.TEXT:
                self.complaints.note(_("a message from a tab that is not text"))
                continue
            try:
                checked = read_message(message.data)
            except Malformed as bad:
                self.complaints.note(_("a message from a tab: {problem}").format(problem=bad))
                continue
            if checked.kind == "ping":
                await websocket.send_json(["pong", checked.data])
                continue
            if not await asyncio.wait_for(send_to_game(app_service, checked), INPUT_TIMEOUT):
                return  # the game's input is closed: it has ended


async def send_to_game(service: AppService, message: Message) -> bool:
    """Pass a checked message to the game; False once its input is closed."""
    if message.kind == "stdin" and isinstance(message.data, bytes):
        return await service.send_bytes(message.data)
    if message.kind == "resize" and isinstance(message.data, tuple):
        width, height = message.data
        return await service.send_meta({"type": "resize", "width": width, "height": height})
    return await service.send_meta({"type": message.kind})


def full_text(max_games: int) -> str:
    said = _(
        "All {count} games serve runs at once are open. Close another tab, then reload "
        "this one (serve --max-games allows more)."
    ).format(count=max_games)
    return f"\r\n{said}\r\n"


def full_page(max_games: int) -> web.Response:
    text = escape(full_text(max_games).strip())
    page = (
        f'<!DOCTYPE html><html lang="{i18n.current()}"><head><title>{TITLE}</title></head>'
        f"<body><p>{text}</p></body></html>"
    )
    return web.Response(status=503, text=page, content_type="text/html", headers={"Retry-After": "10"})


def _settle(stopped: asyncio.Future[int], signum: int) -> None:
    if not stopped.done():
        stopped.set_result(signum)
