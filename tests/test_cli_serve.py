"""``serve``: its command line, the command each tab runs, its guard, and stopping it (no browser here).

The end-to-end test in a real browser is tests/browser/test_serve_browser.py.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import os
import re
import shlex
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import aiohttp
import pytest
from aiohttp.test_utils import TestServer

from domino_solitaire import cli, web
from domino_solitaire.cli import build_parser, play, serve
from domino_solitaire.engine import full_set
from domino_solitaire.tui.requests import GameOptions
from domino_solitaire.web import games as web_games
from domino_solitaire.web import server as web_server
from domino_solitaire.web.requests import Malformed, Message, addressed_here, own_names, read_message
from domino_solitaire.web.server import GameServer
from helpers import children, gone
from helpers import run_cli as run


@pytest.fixture
def taken_port() -> Iterator[int]:
    """A port something else listens on: a serve that got past its checks would fail on it, not hang."""
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen()
        yield listener.getsockname()[1]


def one_line(err: str) -> str:
    assert err.count("\n") == 1, err
    return err


def test_help_lists_the_options(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "serve", "--help")
    assert code == 0
    for option in (
        "GAME",
        "--set",
        "--variant",
        "--seed",
        "--deal",
        "--winnable",
        "--numerals",
        "--data-dir",
        "--screen-reader",
    ):
        assert option in out
    assert "--host" in out and "127.0.0.1" in out and "--port" in out and "8000" in out


@pytest.mark.parametrize(
    ("port", "words"),
    [
        ("0", "port 0 is out of range (1 to 65535)"),
        ("65536", "port 65536 is out of range"),
        ("-1", "port -1 is out of range"),
        ("http", "'http' is not a port number"),
        ("", "'' is not a port number"),
        ("8\x1b[2J0", "'8\\x1b[2J0' is not a port number"),  # a control character is shown escaped
    ],
)
def test_a_bad_port_is_one_line_and_status_2(
    capsys: pytest.CaptureFixture[str], port: str, words: str
) -> None:
    code, _, err = run(capsys, "serve", "--port", port)
    assert code == 2 and words in one_line(err)


def test_a_port_in_use_is_one_line_and_status_2(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, taken_port: int
) -> None:
    code, out, err = run(capsys, "serve", "--port", str(taken_port), "--data-dir", str(tmp_path))
    assert code == 2 and out == ""
    assert f"port {taken_port} on 127.0.0.1 is in use" in one_line(err)


def test_without_the_web_extra_one_line_says_how_to_get_it(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, taken_port: int
) -> None:
    # As if textual-serve were not installed: importing it fails.
    monkeypatch.setitem(sys.modules, "textual_serve", None)
    monkeypatch.setitem(sys.modules, "textual_serve.server", None)
    monkeypatch.delitem(sys.modules, "domino_solitaire.web.server")
    monkeypatch.delattr(web, "server")
    code, _, err = run(capsys, "serve", "--port", str(taken_port))
    assert code == 2
    assert (
        one_line(err) == "domino-solitaire: serve needs the web extra: pip install 'domino-solitaire[web]'\n"
    )


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--seed", "3"], "--seed needs a GAME"),
        (["--numerals"], "--numerals needs a GAME"),
        (["luzon", "--set", "9"], "Luzon is played with the double-6 set only"),
        (["castle-rock", "--seed", "-4"], "deal number -4 is out of range"),
        (["good-neighbors", "--set", "6", "--deal", "0-0 1-1"], "not one full double-6 set"),
        (["good-neighbors", "--deal", "0-0; rm -rf /"], '"0-0;" is not a tile'),
        (
            ["luzon", "--winnable", "--deal", " ".join(str(t) for t in full_set(6))],
            "cannot be used with --deal",
        ),
        (["patience"], 'there is no game "patience"'),
    ],
)
def test_bad_game_options_stop_serve_before_it_serves(
    capsys: pytest.CaptureFixture[str], argv: list[str], words: str, taken_port: int
) -> None:
    code, _, err = run(capsys, "serve", *argv, "--port", str(taken_port))
    assert code == 2 and words in one_line(err) and "in use" not in err


def test_an_unknown_host_is_one_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, taken_port: int
) -> None:
    def unknown(*args: object, **kwargs: object) -> object:
        raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")

    monkeypatch.setattr(socket, "getaddrinfo", unknown)
    code, _, err = run(capsys, "serve", "--host", "nowhere.invalid", "--port", str(taken_port))
    assert code == 2 and "cannot serve on nowhere.invalid: Name or service not known" in one_line(err)


def test_another_host_warns_that_anyone_reaching_the_port_plays_with_the_history(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    with socket.socket() as listener:  # taken on every address, so serve stops after the warning
        listener.bind(("0.0.0.0", 0))
        listener.listen()
        port = listener.getsockname()[1]
        code, _, err = run(
            capsys, "serve", "--host", "0.0.0.0", "--port", str(port), "--data-dir", str(tmp_path)
        )
    warning, error = err.splitlines()
    assert code == 2 and "in use" in error
    assert f"warning: anyone who can reach port {port} on 0.0.0.0 can play" in warning
    assert str(tmp_path.resolve()) in warning


@pytest.mark.parametrize("host", ["", "  ", "evil\x1b]0;title\x07", "a b", "x" * 254])
def test_a_host_that_is_no_address_is_refused_without_echoing_it(
    capsys: pytest.CaptureFixture[str], host: str, taken_port: int
) -> None:
    code, _, err = run(capsys, "serve", "--host", host, "--port", str(taken_port))
    assert code == 2 and "--host takes an address or a name" in one_line(err) and "\x1b" not in err


@pytest.mark.parametrize("host", ["127.0.0.1", "localhost", "::1"])
def test_this_machine_only_needs_no_warning(host: str) -> None:
    assert serve.loopback_only(host, 8000)


def served(*argv: str) -> list[str]:
    """The words of the command each tab runs, for ``serve ARGV``."""
    command = serve.served_command(build_parser().parse_args(["serve", *argv]))
    assert command.startswith("exec ")
    return shlex.split(command.removeprefix("exec "))


def test_the_command_of_each_tab_is_built_from_checked_options() -> None:
    python = [sys.executable, "-m", "domino_solitaire"]
    assert served() == python  # the start screen
    assert served("good-neighbors", "--set", "6", "--seed", "3", "--numerals") == [
        *python,
        *("play", "good-neighbors", "--set", "6", "--variant", "standard", "--seed", "3", "--numerals"),
    ]
    # No --seed: each tab deals its own game (and with --winnable searches from it).
    assert served("luzon", "--variant", "six-ends", "--winnable") == [
        *python,
        *("play", "luzon", "--set", "6", "--variant", "six-ends", "--winnable"),
    ]
    tiles = [str(tile) for tile in full_set(6)]
    words = served("castle-rock", "--deal", ",".join(tiles))
    assert words[words.index("--deal") + 1] == " ".join(tiles)  # one word, in canonical form


def test_winnable_with_a_seed_is_searched_once_by_serve_which_needs_no_terminal(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # Under pytest standard input is not a terminal: serve's search must not ask for one.
    words = served("good-neighbors", "--set", "6", "--seed", "3", "--winnable")
    assert words[words.index("--seed") + 1] == "3" and "--winnable" in words  # deal 3 is winnable
    assert "Looking for a winnable deal" in capsys.readouterr().out


def test_a_python_path_with_spaces_and_quotes_stays_one_word(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "executable", "/home/o'neil/my envs/$(touch x)/bin/python")
    assert served()[0] == "/home/o'neil/my envs/$(touch x)/bin/python"


def test_a_game_started_by_textual_serve_counts_as_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    # Under pytest standard input and output are not a terminal.
    monkeypatch.delenv("TEXTUAL_DRIVER", raising=False)
    assert not play.is_terminal()
    monkeypatch.setenv("TEXTUAL_DRIVER", "textual.drivers.web_driver:WebDriver")
    assert play.served_in_browser() and play.is_terminal()


@pytest.mark.parametrize(
    ("host", "here"),
    [
        ("127.0.0.1:8000", True),
        ("[::1]:8000", True),
        ("192.168.1.20:8000", True),
        ("localhost:8000", True),
        ("LOCALHOST.:8000", True),
        ("localhost", True),
        ("evil.example:8000", False),
        ("127.0.0.1.evil.example:8000", False),
        ("", False),
        ("127.0.0.1:1@evil.example", False),
        ("[::1]evil.example", False),
        ("[::1]:8000@evil.example", False),
        ("localhost:8000/evil", False),
        ("[evil.example]:8000", False),
        ("127.0.0.1:80:80", False),
    ],
)
def test_pages_are_served_to_this_machines_addresses_only(host: str, here: bool) -> None:
    assert addressed_here(host, own_names("127.0.0.1")) is here


def test_the_machines_own_name_and_the_host_given_are_its_addresses() -> None:
    names = own_names("Games.Home.Lan")
    assert addressed_here(f"{socket.gethostname()}:8000", names)
    assert addressed_here("games.home.lan:8000", names)


async def guarded_requests(command: str) -> dict[str, int | str]:
    """Ask a GameServer (serving ``command``) for its page and its game connection, as others might."""
    server = GameServer(command, "127.0.0.1", 8000)
    app = await server._make_app()
    seen: dict[str, int | str] = {}
    async with TestServer(app) as test_server, aiohttp.ClientSession() as session:
        here = f"127.0.0.1:{test_server.port}"
        url = f"http://{here}"
        async with session.get(url) as page:
            seen["page"] = page.status
            seen["text"] = await page.text()
        async with session.get(url, headers={"Host": f"evil.example:{test_server.port}"}) as page:
            seen["rebound page"] = page.status
        for who, origin in (("other site", "http://evil.example"), ("no origin", None)):
            headers = {"Origin": origin} if origin else {}
            try:
                await session.ws_connect(f"{url}/ws", headers=headers)
            except aiohttp.WSServerHandshakeError as refused:
                seen[who] = refused.status
    return seen


def test_the_guard_refuses_other_sites_and_other_names() -> None:
    seen = asyncio.run(guarded_requests("exec false"))
    assert seen["page"] == 200 and seen["rebound page"] == 403
    assert seen["other site"] == 403 and seen["no origin"] == 403
    page = str(seen["text"])
    assert ".xterm-helper-textarea')?.focus()" in page or '.xterm-helper-textarea")?.focus()' in page
    assert '<div class="title">Domino Solitaire</div>' in page and "exec false" not in page  # not the command
    assert 'data-session-websocket-url="ws://127.0.0.1:' in page  # the address the page was asked at


def start_serve(tmp_path: Path) -> tuple[subprocess.Popen[str], str, str]:
    """A real serve of Luzon deal 1 on a free port: the process, its page's address and its token."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    process = subprocess.Popen(
        [sys.executable, "-m", "domino_solitaire", "serve", "luzon", "--seed", "1", "--port", str(port)],
        env={**os.environ, "DOMINO_SOLITAIRE_HOME": str(tmp_path)},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None
    announced = process.stdout.readline()
    found = re.search(r"(http://127\.0\.0\.1:[0-9]+/)\?token=([A-Za-z0-9_-]{20,})", announced)
    assert found is not None and found.group(1) == f"http://127.0.0.1:{port}/", announced
    assert str(tmp_path.resolve()) in announced
    return process, found.group(1), found.group(2)


@pytest.mark.parametrize("how", ["sigterm", "ctrl-c with the game stopped"])
def test_a_signal_stops_serve_and_the_games_of_open_tabs(tmp_path: Path, how: str) -> None:
    """SIGTERM (or Ctrl-C's SIGINT) to serve alone: each tab's game ends, even one stopped (SIGSTOP),
    and serve exits within 5 seconds."""
    process, url, token = start_serve(tmp_path)
    stop = signal.SIGTERM if how == "sigterm" else signal.SIGINT
    try:
        took = asyncio.run(hold_a_tab_open(url, token, process, stop, pause=stop == signal.SIGINT))
        out, err = process.communicate(timeout=20)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode == 128 + stop
    assert out == "Stopped; unfinished games are saved (domino-solitaire resume plays on).\n" and err == ""
    assert took < 5.0


async def hold_a_tab_open(
    url: str, token: str, process: subprocess.Popen[str], stop: int, *, pause: bool
) -> float:
    """Open a tab, and with its game running (or stopped, with ``pause``) stop serve: the game must
    end too. The seconds serve took to close the tab."""
    async with aiohttp.ClientSession() as session:
        tab = await session.ws_connect(f"{url}ws?width=100&height=30&token={token}", origin=url.rstrip("/"))
        first = await tab.receive(timeout=30)  # the game's first output: it is running
        assert first.type is aiohttp.WSMsgType.BINARY, first
        games = children(process.pid)
        assert len(games) == 2  # the tab's and the next tab's, started ahead
        if pause:
            for game in games:
                os.kill(game, signal.SIGSTOP)
        started = time.monotonic()
        process.send_signal(stop)
        closed = await tab.receive(timeout=20)
        while closed.type is aiohttp.WSMsgType.BINARY:
            closed = await tab.receive(timeout=20)
        assert closed.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.CLOSING)
        assert gone(games), "the game outlived serve"
        return time.monotonic() - started


# A stand-in game: it starts as a Textual app does and sends the tab one byte of screen (a
# textual-serve data packet); told to quit, it closes its output at once but takes a moment more
# to exit (as a game saving its last move does).
SLOW_TO_EXIT = "exec " + shlex.join(
    [
        sys.executable,
        "-c",
        "import os, sys, time; out = sys.stdout.buffer; out.write(b'__GANGLION__\\n'); "
        "out.write(b'D' + (1).to_bytes(4, 'big') + b'x'); out.flush(); sys.stdin.buffer.read(1); "
        "os.close(1); time.sleep(0.5)",
    ]
)


async def close_a_tab_and_stop(server: GameServer) -> set[int]:
    """Open a tab, close it, and stop the server straight away; the tab's game process."""
    # A process an earlier test started may still be ending: the tab's game is the one it adds.
    earlier = children(os.getpid())
    async with TestServer(await server._make_app()) as test_server, aiohttp.ClientSession() as session:
        url = f"http://127.0.0.1:{test_server.port}"
        tab = await session.ws_connect(f"{url}/ws", origin=url)
        first = await tab.receive(timeout=20)  # the game's first output: it is running
        assert first.type is aiohttp.WSMsgType.BINARY, first
        games = children(os.getpid()) - earlier
        assert len(games) == 1
        await tab.close()
    return games


def test_a_game_still_exiting_as_serve_stops_leaves_no_traceback(monkeypatch: pytest.MonkeyPatch) -> None:
    """The game's pipes are closed while serve's loop runs, not freed (with a traceback) after it closed."""
    unraisable: list[str] = []
    monkeypatch.setattr(sys, "unraisablehook", lambda raised: unraisable.append(repr(raised.exc_value)))
    games = asyncio.run(close_a_tab_and_stop(GameServer(SLOW_TO_EXIT, "127.0.0.1", 8000, ahead=False)))
    assert gone(games)
    for thread in threading.enumerate():  # asyncio's child watcher hands on the game's end
        if "waitpid" in thread.name:  # Python 3.11 names them asyncio-waitpid-N
            thread.join(10)
    gc.collect()
    assert unraisable == []


def test_the_command_line_does_not_import_the_web_server() -> None:
    """Only serve's handler imports textual-serve (and with it aiohttp): the other commands start fast."""
    code = (
        "import sys, domino_solitaire.cli, domino_solitaire.cli.serve; "
        "assert not {'textual', 'textual_serve', 'aiohttp'} & set(sys.modules)"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


# -- issue 21: serve under attack --------------------------------------------------------------------

# A stand-in game that shows what reaches it: its first output is its terminal size; then it echoes
# every packet it is sent (its type, then its payload) as screen data. Told to quit, it ends; with
# STUBBORN set it ignores that and SIGTERM as well (only SIGKILL ends it).
ECHO_GAME = "exec " + shlex.join(
    [
        sys.executable,
        "-c",
        "import os, signal, sys\n"
        "out, inp = sys.stdout.buffer, sys.stdin.buffer\n"
        "stubborn = os.environ.get('STUBBORN') == '1'\n"
        "if stubborn: signal.signal(signal.SIGTERM, signal.SIG_IGN)\n"
        "def send(data):\n"
        "    out.write(b'D' + len(data).to_bytes(4, 'big') + data); out.flush()\n"
        "out.write(b'__GANGLION__\\n')\n"
        "send(('size %sx%s' % (os.environ['COLUMNS'], os.environ['ROWS'])).encode())\n"
        "while True:\n"
        "    head = inp.read(5)\n"
        "    if len(head) < 5: break\n"
        "    payload = inp.read(int.from_bytes(head[1:], 'big'))\n"
        "    send(head[:1] + payload)\n"
        "    if b'quit' in payload and not stubborn: break\n",
    ]
)


class Served:
    """A GameServer in this process (aiohttp's TestServer) and a client session to it."""

    def __init__(self, server: GameServer) -> None:
        self.server = server
        self.before = children(os.getpid())

    async def __aenter__(self) -> Served:
        self.test_server = TestServer(await self.server._make_app())
        await self.test_server.start_server()
        self.session = aiohttp.ClientSession(
            cookie_jar=aiohttp.CookieJar(unsafe=True)
        )  # an IP host keeps cookies, as in a browser
        self.url = f"http://127.0.0.1:{self.test_server.port}"
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.session.close()
        await self.test_server.close()

    async def tab(self, query: str = "") -> tuple[aiohttp.ClientWebSocketResponse[bool], str]:
        """Open a game connection; it and the game's first screen data."""
        tab = await self.session.ws_connect(f"{self.url}/ws{query}", origin=self.url)
        first = await tab.receive(timeout=20)
        assert first.type is aiohttp.WSMsgType.BINARY, first
        return tab, first.data.decode()

    def games(self) -> set[int]:
        return children(os.getpid()) - self.before


async def echoed(tab: aiohttp.ClientWebSocketResponse[bool]) -> str:
    message = await tab.receive(timeout=20)
    assert message.type is aiohttp.WSMsgType.BINARY, message
    return str(message.data.decode())


async def test_games_beyond_the_cap_are_refused_with_a_page_saying_so() -> None:
    async with Served(GameServer(ECHO_GAME, "127.0.0.1", 8000, max_games=2)) as served:
        tabs = [await served.tab(), await served.tab()]
        assert len(served.games()) == 2
        async with served.session.get(served.url) as page:
            assert page.status == 503 and "All 2 games serve runs at once are open" in await page.text()
        third = await served.session.ws_connect(f"{served.url}/ws", origin=served.url)
        refused = await echoed(third)
        assert "All 2 games serve runs at once are open" in refused and "--max-games" in refused
        assert (await third.receive(timeout=10)).type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED)
        assert len(served.games()) == 2
        await tabs[0][0].close()
        # With a tab closed (and its game ended), a new tab plays.
        await asyncio.wait_for(served.server.games_at_most(1), 10)
        _, first = await served.tab()
        assert first.startswith("size")


def test_the_cap_is_an_option(capsys: pytest.CaptureFixture[str]) -> None:
    assert build_parser().parse_args(["serve"]).max_games == 8
    assert build_parser().parse_args(["serve", "--max-games", "3"]).max_games == 3
    for bad in ("0", "65", "many"):
        code, _, err = run(capsys, "serve", "--max-games", bad)
        assert code == 2 and ("--max-games takes 1 to 64" in one_line(err) or "not a number of games" in err)


@pytest.mark.parametrize(
    ("query", "size"),
    [
        ("?width=100000&height=100000", "size 500x200"),
        ("?width=0&height=0", "size 1x1"),
        ("?width=120&height=40", "size 120x40"),
        ("", "size 80x24"),
    ],
)
async def test_the_terminal_size_from_the_address_is_clamped(query: str, size: str) -> None:
    async with Served(GameServer(ECHO_GAME, "127.0.0.1", 8000, ahead=False)) as served:
        _, first = await served.tab(query)
        assert first == size


@pytest.mark.parametrize(
    "query", ["?width=1.5&height=20", "?width=80&height=-3", "?width=1e9", "?height=%00"]
)
async def test_a_size_that_is_not_a_whole_number_is_refused(query: str) -> None:
    async with Served(GameServer(ECHO_GAME, "127.0.0.1", 8000, ahead=False)) as served:
        with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
            await served.session.ws_connect(f"{served.url}/ws{query}", origin=served.url)
        assert refused.value.status == 400 and served.games() == set()


# Messages no page sends: none may reach the game, and none may end the tab.
MALFORMED = [
    "not json",
    "[]",
    "{}",
    '"stdin"',
    '["stdin", 5]',
    '["stdin", "\\ud800"]',
    '["stdin", "a", "b"]',
    '["resize", {"width": "80", "height": "24"}]',
    '["resize", {"width": 1.5, "height": "20"}]',
    '["resize", {"width": true, "height": 3}]',
    '["resize", [80, 24]]',
    '["ping", {"a": 1}]',
    '["blur", 1]',
    '["quit"]',
    "[" * 100_000 + "]" * 100_000,
    "[" * 30_000,
    '["stdin", "' + "x" * 70_000 + '"]',
    "NaN",
]


async def test_malformed_messages_never_reach_the_game(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, logger="textual-serve")
    async with Served(GameServer(ECHO_GAME, "127.0.0.1", 8000, ahead=False)) as served:
        tab, _ = await served.tab()
        for text in MALFORMED:
            await tab.send_str(text)
        await tab.send_bytes(b'["stdin", "binary"]')
        await tab.send_str('["resize", {"width": 100000, "height": 30}]')
        assert await echoed(tab) == 'M{"type": "resize", "width": 500, "height": 30}'
        await tab.send_str('["stdin", "ok"]')
        assert await echoed(tab) == "Dok"
        await tab.send_str('["ping", "17"]')
        pong = await tab.receive(timeout=10)
        assert pong.type is aiohttp.WSMsgType.TEXT and pong.json() == ["pong", "17"]
    lines = [record for record in caplog.records if record.name == "textual-serve"]
    assert len(lines) == 1 and lines[0].exc_info is None, [r.getMessage() for r in lines]
    assert "ignored a message from a tab: not JSON" in lines[0].getMessage()


@pytest.fixture
def default_recursion_limit() -> Iterator[None]:
    """Python's own recursion limit, which serve runs with: a test run earlier in the same worker
    (hypothesis raises it) may have left it higher, and then deep JSON is read without complaint."""
    before = sys.getrecursionlimit()
    sys.setrecursionlimit(1000)
    yield
    sys.setrecursionlimit(before)


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("[" * 100_000, "a message too long"),
        # Deeper than any recursion limit of the suite's processes (tools/import_cycles.py raises it
        # to 10,000 in the process that runs it), within the longest message taken.
        ("[" * 30_000 + "]" * 30_000, "JSON nested too deep"),
        ('["stdin", "\\udfff"]', "a lone surrogate"),
        ('["resize", {"width": 80}]', "a resize without whole numbers"),
    ],
)
@pytest.mark.usefixtures("default_recursion_limit")
def test_what_is_wrong_with_a_message(text: str, why: str) -> None:
    with pytest.raises(Malformed, match=why):
        read_message(text)


def test_well_formed_messages_are_read() -> None:
    assert read_message('["stdin", "é"]') == Message("stdin", "é".encode())
    assert read_message('["resize", {"width": -4, "height": 1000}]') == Message("resize", (1, 200))
    assert read_message('["focus"]') == Message("focus")


async def test_a_closed_tabs_game_is_ended_even_if_it_ignores_quit_and_sigterm(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("STUBBORN", "1")
    monkeypatch.setattr(web_server, "QUIT_GRACE", 0.3)
    monkeypatch.setattr(web_server, "TERM_GRACE", 0.3)
    async with Served(GameServer(ECHO_GAME, "127.0.0.1", 8000, ahead=False)) as served:
        tab, _ = await served.tab()
        games = served.games()
        assert len(games) == 1
        await tab.close()
        await asyncio.wait_for(served.server.games_at_most(0), 10)
        assert await asyncio.to_thread(gone, games, 0.5)


async def test_stopping_serve_ends_a_stopped_game_within_5_seconds(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("STUBBORN", "1")
    async with Served(GameServer(ECHO_GAME, "127.0.0.1", 8000)) as served:
        await served.tab()
        games = served.games()
        for game in games:
            os.kill(game, signal.SIGSTOP)
        started = time.monotonic()
        await served.test_server.close()
        took = time.monotonic() - started
    assert took < 5.0 and await asyncio.to_thread(gone, games, 1.0)


async def guarded_routes(server: GameServer, host: str, token: str | None = None) -> dict[str, int]:
    """The status of each route asked with this Host header (and token, in the address)."""
    seen = {}
    query = "" if token is None else f"?token={token}"
    async with Served(server) as served:
        for route in ("/", "/static/js/textual.js", "/static/", "/download/abc", "/ws"):
            headers = {"Host": host.replace("PORT", str(served.test_server.port))}
            async with served.session.get(served.url + route + query, headers=headers) as answer:
                seen[route] = answer.status
    return seen


@pytest.mark.parametrize(
    "host", ["evil.example:PORT", "127.0.0.1:1@evil.example", "[::1]evil.example", "127.0.0.1:PORT:80", ""]
)
async def test_every_route_refuses_other_hosts(host: str) -> None:
    seen = await guarded_routes(GameServer("exec false", "127.0.0.1", 8000), host)
    assert set(seen.values()) == {403}, seen


async def test_every_route_needs_the_token() -> None:
    server = GameServer("exec false", "127.0.0.1", 8000, token="s3cret-token")
    seen = await guarded_routes(server, "127.0.0.1:PORT")
    assert set(seen.values()) == {403}, seen
    seen = await guarded_routes(server, "127.0.0.1:PORT", token="wrong")
    assert set(seen.values()) == {403}, seen
    seen = await guarded_routes(server, "127.0.0.1:PORT", token="s3cret-token")
    assert seen["/"] == 200 and seen["/static/js/textual.js"] == 200 and seen["/download/abc"] == 404
    # Without a token (--no-token) the page is open to whoever reaches it.
    seen = await guarded_routes(GameServer("exec false", "127.0.0.1", 8000, token=None), "127.0.0.1:PORT")
    assert seen["/"] == 200


async def test_the_page_keeps_the_token_for_its_game_connection_and_files() -> None:
    async with Served(GameServer(ECHO_GAME, "127.0.0.1", 8000, token="s3cret-token")) as served:
        async with served.session.get(f"{served.url}/?token=s3cret-token") as page:
            assert page.status == 200
            cookie = page.cookies["domino-solitaire-8000"]
            assert cookie.value == "s3cret-token" and cookie["httponly"] and cookie["samesite"] == "Strict"
        # The session now sends the cookie, as the browser does for the page's own requests.
        async with served.session.get(f"{served.url}/static/js/textual.js") as script:
            assert script.status == 200
        _, first = await served.tab()
        assert first.startswith("size")


def test_serve_prints_the_data_folder_and_host_escaped(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    folder = tmp_path / "games\x1b]2;pwned\x07\nnext"
    calls: list[object] = []

    def fake_serve(*args: object, token: str | None, max_games: int, **page: object) -> int:
        announce = args[4]
        assert callable(announce)
        announce(token)
        calls.append(max_games)
        return signal.SIGINT

    monkeypatch.setattr(web_server, "serve", fake_serve)
    monkeypatch.setattr(serve, "loopback_only", lambda host, port: False)
    code, out, err = run(capsys, "serve", "--data-dir", str(folder), "--max-games", "3")
    assert code == 128 + signal.SIGINT and calls == [3]
    assert "\x1b" not in out + err and "\x07" not in out + err
    assert "games\\x1b]2;pwned\\x07\\nnext" in out and "games\\x1b]2;pwned\\x07\\nnext" in err
    # The address, the QR code's line of words, and the last line (the code's own lines aside).
    worded = [line for line in out.splitlines() if not set(line) <= set("█▀▄ ")]
    assert len(worded) == 3 and err.count("\n") == 1
    assert re.search(r"\?token=[A-Za-z0-9_-]{20,} ", out)
    code, out, _ = run(capsys, "serve", "--data-dir", str(tmp_path), "--no-token")
    assert "token" not in out.split("(")[0]


async def test_what_a_game_writes_on_stderr_is_shown_escaped_and_bounded(
    caplog: pytest.LogCaptureFixture, capsys: pytest.CaptureFixture[str]
) -> None:
    noisy = "exec " + shlex.join(
        [
            sys.executable,
            "-c",
            "import sys; sys.stderr.write('x' * 100000 + '\\n' + 'in \\x1b]2;title\\x07 folder\\n'); "
            "sys.stderr.flush(); print('__GANGLION__', flush=True)",
        ]
    )
    caplog.set_level(logging.WARNING, logger="textual-serve")
    async with Served(GameServer(noisy, "127.0.0.1", 8000)) as served:
        tab = await served.session.ws_connect(f"{served.url}/ws", origin=served.url)
        while (await tab.receive(timeout=20)).type is aiohttp.WSMsgType.BINARY:
            pass  # until the game has ended and its tab is closed
        await asyncio.wait_for(served.server.games_at_most(0), 10)
    said = [record.getMessage() for record in caplog.records]
    assert said and all(len(line) < 400 and "\x1b" not in line for line in said), said
    assert capsys.readouterr().out == ""  # textual-serve copied it raw onto serve's output


# -- issue 20 item 15 and issue 18: serve's own page, a game started ahead, --screen-reader -----------


async def page_text(server: GameServer) -> str:
    async with Served(server) as served, served.session.get(served.url) as page:
        assert page.status == 200
        return await page.text()


async def test_the_page_is_the_games_own_and_asks_no_other_host() -> None:
    page = await page_text(GameServer("exec false", "127.0.0.1", 8000, subtitle="Good Neighbors"))
    assert "<title>Domino Solitaire</title>" in page
    assert '<div class="title">Domino Solitaire</div>' in page
    assert '<div class="subtitle">Good Neighbors</div>' in page
    # The splash is a domino of its own, not Textual's logo (its path starts "M2927.81").
    assert "<svg" in page and "<circle" in page and "M2927" not in page and "Textual" not in page
    # Nothing asked of another host: the only addresses are this server's own.
    own = re.compile(r"(https?|wss?)://127\.0\.0\.1:[0-9]+/")
    assert re.findall(r"(?:https?|wss?)://", own.sub("", page)) == [], page
    assert "fonts.googleapis" not in page and "screenReaderMode" not in page
    css = (Path(serve_static()) / "css" / "xterm.css").read_text()  # the page's one stylesheet
    assert not re.search(r"url\(\s*['\"]?(https?:)?//", css)


async def test_the_page_s_language_is_the_game_s() -> None:
    from domino_solitaire import i18n

    page = await page_text(GameServer("exec false", "127.0.0.1", 8000))
    assert '<html lang="en">' in page and "The game has ended." in page
    i18n.use("fr")  # as serve --lang fr does (the suite's fixture speaks English again after)
    page = await page_text(GameServer("exec false", "127.0.0.1", 8000))
    assert '<html lang="fr">' in page and "The game has ended." not in page


def serve_static() -> str:
    import textual_serve

    return str(Path(textual_serve.__file__).parent / "static")


async def test_screen_reader_mode_is_turned_on_in_the_page_only_when_asked() -> None:
    page = await page_text(GameServer("exec false", "127.0.0.1", 8000, screen_reader=True))
    assert "value.options.screenReaderMode = true" in page
    # Before textual-serve's script builds the terminal.
    assert page.index("screenReaderMode") < page.index("js/textual.js")


def test_screen_reader_is_passed_on_to_each_tabs_game_only_when_given() -> None:
    python = [sys.executable, "-m", "domino_solitaire"]
    assert served("--screen-reader") == [*python, "--screen-reader"]
    assert served("luzon", "--seed", "2", "--screen-reader")[-1] == "--screen-reader"
    assert "--screen-reader" not in served("luzon", "--seed", "2")
    assert build_parser().parse_args(["serve", "--screen-reader"]).screen_reader


async def ahead_started(server: GameServer) -> int:
    """The game started ahead, once it runs: its process id."""
    assert server._spare is not None
    service, starting = server._spare
    await starting
    assert service._process is not None
    return service._process.pid


async def until(tab: aiohttp.ClientWebSocketResponse[bool], text: str) -> list[str]:
    """What the tab's game echoes, up to and with ``text``."""
    seen = [await echoed(tab)]
    while seen[-1] != text:
        seen.append(await echoed(tab))
    return seen


async def test_a_game_is_started_ahead_for_the_next_tab_which_gets_its_size_and_the_focus(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(web_games, "FIRST_FRAME_WAIT", 0.1)  # the stand-in game draws no frame
    async with Served(GameServer(ECHO_GAME, "127.0.0.1", 8000, token="s3cret-token")) as served:
        ahead = await ahead_started(served.server)
        assert served.games() == {ahead}  # before any tab
        # A connection the guard refuses does not take it.
        with pytest.raises(aiohttp.WSServerHandshakeError):
            await served.session.ws_connect(f"{served.url}/ws", origin=served.url)
        assert served.server._spare is not None and await ahead_started(served.server) == ahead
        tab, first = await served.tab("?width=120&height=40&token=s3cret-token")
        # The game started at 80x24 drew at once; then it is told the tab's size, and given the focus.
        assert first == "size 80x24"
        seen = await until(tab, 'M{"type": "focus"}')
        assert 'M{"type": "resize", "width": 120, "height": 40}' in seen
        taken = [service._process.pid for service in served.server._games.values() if service._process]
        assert taken == [ahead]
        # The next tab's game is started ahead, at this tab's size.
        following = await ahead_started(served.server)
        assert served.games() == {ahead, following}
        _, first = await served.tab("?width=120&height=40&token=s3cret-token")
        assert first == "size 120x40"
        stopped = served.games()
    # Serve stopped: every game is gone, the one started ahead (with no tab) too.
    assert len(stopped) == 3 and await asyncio.to_thread(gone, stopped, 5.0)


async def test_the_game_started_ahead_counts_towards_the_cap() -> None:
    async with Served(GameServer(ECHO_GAME, "127.0.0.1", 8000, max_games=1)) as served:
        ahead = await ahead_started(served.server)
        tab, _ = await served.tab()
        assert served.server._spare is None and served.games() == {ahead}  # one game: the tab's
        await tab.close()
        await asyncio.wait_for(served.server.games_at_most(0), 10)
        following = await ahead_started(served.server)  # the tab's place is free again
        assert following != ahead and await asyncio.to_thread(gone, {ahead}, 5.0)


@pytest.mark.parametrize("argv", [[], ["play", "luzon", "--seed", "1"]])
def test_a_game_started_by_serve_opens_the_app_as_served(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, argv: list[str]
) -> None:
    """Issue 22, item 5: so that its quit question says to click Resume, not to run a command."""
    from domino_solitaire.tui import launch

    opened: list[object] = []

    def run_app(options: GameOptions) -> int:
        opened.append(options.served)
        return 0

    monkeypatch.setattr(launch, "run_app", run_app)
    monkeypatch.setenv("TEXTUAL_DRIVER", "textual.drivers.web_driver:WebDriver")  # as textual-serve sets
    monkeypatch.setenv("DOMINO_SOLITAIRE_HOME", str(tmp_path))
    assert cli.main(argv) == 0 and opened == [True]
    monkeypatch.delenv("TEXTUAL_DRIVER")
    monkeypatch.setattr(play, "is_terminal", lambda: True)
    assert cli.main(argv) == 0 and opened == [True, False]


async def test_a_game_taken_before_it_has_drawn_is_drawn_at_the_tabs_size(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Textual's web driver loses a resize that comes before its first size: the tab's size is sent
    once the game started ahead has written something."""
    start_screen = "exec " + shlex.join([sys.executable, "-m", "domino_solitaire"])
    monkeypatch.setenv("DOMINO_SOLITAIRE_HOME", str(tmp_path))  # (serve sets it for its games)
    async with Served(GameServer(start_screen, "127.0.0.1", 8000)) as served:
        tab = await served.session.ws_connect(f"{served.url}/ws?width=100&height=33", origin=served.url)
        seen = b""
        while not re.search(rb"\x1b\[33;\d+H", seen):  # a line drawn on the tab's last row
            message = await tab.receive(timeout=30)
            assert message.type is aiohttp.WSMsgType.BINARY, seen[-300:]
            seen += message.data


# -- serve --host: the address as a QR code, for a phone's camera -------------------------------------


@pytest.mark.parametrize(("host", "drawn"), [("0.0.0.0", True), ("127.0.0.1", False)])
def test_serve_on_another_host_draws_its_address_as_a_qr_code(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    host: str,
    drawn: bool,
) -> None:
    import io

    import segno

    def served(*args: object, announce: object = None, **options: object) -> int:
        args[4]("a-token")  # type: ignore[operator]
        return int(signal.SIGINT)

    monkeypatch.setattr(web_server, "serve", served)
    monkeypatch.setattr(web_server, "new_token", lambda: "a-token")
    code, out, _ = run(capsys, "serve", "--host", host, "--port", "8123", "--data-dir", str(tmp_path))
    assert code == 130
    address = serve.page_url(host, 8123, "a-token")
    assert address in out.splitlines()[0]
    expected = io.StringIO()
    segno.make(address, error="l").terminal(out=expected, compact=True)
    assert (expected.getvalue() in out) is drawn
    assert ("phone's camera" in out) is drawn


def test_the_page_fits_the_smallest_terminal_the_game_plays_in() -> None:
    from domino_solitaire.tui.screens.too_small import MIN_HEIGHT, MIN_WIDTH

    assert web.SMALLEST_TERMINAL == (MIN_WIDTH, MIN_HEIGHT)
