"""``serve``: its command line, the command each tab runs, its guard, and stopping it (no browser here).

The end-to-end test in a real browser is tests/browser/test_serve_browser.py.
"""

from __future__ import annotations

import asyncio
import gc
import os
import shlex
import signal
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import aiohttp
import pytest
from aiohttp.test_utils import TestServer

from domino_solitaire import cli
from domino_solitaire.cli import build_parser, play, serve
from domino_solitaire.cli.web_server import FOCUS_TERMINAL, GameServer, addressed_here, own_names
from domino_solitaire.engine import full_set
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
    monkeypatch.delitem(sys.modules, "domino_solitaire.cli.web_server")
    monkeypatch.delattr(cli, "web_server")
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
    assert FOCUS_TERMINAL in page
    assert "<div>Domino Solitaire</div>" in page and "exec false" not in page  # the title, not the command
    assert 'data-session-websocket-url="ws://127.0.0.1:' in page  # the address the page was asked at


def test_sigterm_stops_serve_and_the_games_of_open_tabs(tmp_path: Path) -> None:
    """SIGTERM to serve alone (its games get no signal): each tab's game is told to quit, and does."""
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
    try:
        assert process.stdout is not None
        url = f"http://127.0.0.1:{port}/"
        announced = process.stdout.readline()
        assert url in announced and str(tmp_path.resolve()) in announced
        asyncio.run(hold_a_tab_open(url, process))
        out, err = process.communicate(timeout=20)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode == 128 + signal.SIGTERM
    assert out == "Stopped; unfinished games are saved (domino-solitaire resume plays on).\n" and err == ""


async def hold_a_tab_open(url: str, process: subprocess.Popen[str]) -> None:
    """Open a tab, and with its game running stop serve (SIGTERM): the game must end too."""
    async with aiohttp.ClientSession() as session:
        tab = await session.ws_connect(f"{url}ws?width=100&height=30", origin=url.rstrip("/"))
        first = await tab.receive(timeout=30)  # the game's first output: it is running
        assert first.type is aiohttp.WSMsgType.BINARY, first
        games = children(process.pid)
        assert len(games) == 1
        process.send_signal(signal.SIGTERM)
        closed = await tab.receive(timeout=20)
        while closed.type is aiohttp.WSMsgType.BINARY:
            closed = await tab.receive(timeout=20)
        assert closed.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.CLOSING)
        assert gone(games), "the game outlived serve"


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
    games = asyncio.run(close_a_tab_and_stop(GameServer(SLOW_TO_EXIT, "127.0.0.1", 8000)))
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
