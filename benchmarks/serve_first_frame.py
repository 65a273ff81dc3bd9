"""A served tab's first frame against the terminal's (issue 20, item 15), by hand:

    python benchmarks/serve_first_frame.py [--runs 10] [--game luzon --seed 1]

Target: a served tab's first frame within 1.5x of the terminal's first frame of the same game.

- **terminal**: ``play GAME`` in a fresh 80x24 pseudo-terminal, from spawn to its first frame
  (``benchmarks/startup.py``'s measure: the first cursor-positioning escape ESC[row;colH).
- **served, started ahead**: serve's GameServer (in this process, on a free port, a fresh data
  folder) with its game started ahead for the next tab, as ``serve`` runs: from the moment the
  tab's websocket is open to the first frame in what the tab receives. Each tab waits until the
  game started ahead has drawn (as a player opening a tab a second after the last would find it).
- **served, started ahead, another size**: the same with the tab at 100x30, so the game started
  ahead at 80x24 is resized: to the first frame that reaches the tab's own last row (ESC[30;…H).
- **served, started on connect**: the GameServer without a game started ahead (serve before
  this work): the game is spawned when the tab connects.

Runs alternate between the kinds, so drift in the machine's load hits all alike; compare the
minimum and the median. The figures are in docs/startup.md.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import shlex
import socket
import statistics
import sys
import tempfile
import time
from pathlib import Path

import aiohttp
from aiohttp import web

sys.path.insert(0, str(Path(__file__).resolve().parent))

from startup import first_frame, row

from domino_solitaire.web.games import DRAWN_QUIET
from domino_solitaire.web.server import GameServer


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


async def tab_first_frame(url: str, size: tuple[int, int], last_row: bool) -> float:
    """Seconds from the tab's websocket open to its first frame (reaching its last row if asked)."""
    cols, rows = size
    frame = re.compile(rb"\x1b\[%d;\d+H" % rows if last_row else rb"\x1b\[\d+;\d+H")
    async with aiohttp.ClientSession() as session:
        tab = await session.ws_connect(f"{url}/ws?width={cols}&height={rows}", origin=url)
        start = time.perf_counter()
        seen = b""
        try:
            while True:
                message = await tab.receive(timeout=30)
                if message.type is not aiohttp.WSMsgType.BINARY:
                    raise RuntimeError(f"the tab closed before its first frame: {seen[-300:]!r}")
                seen += message.data
                if frame.search(seen):
                    return time.perf_counter() - start
        finally:
            await tab.close()


async def ahead_drawn(server: GameServer) -> None:
    """Wait until the game started ahead has drawn its first screen and gone quiet."""
    while True:
        spare = server._spare
        if spare is not None and spare[1].done() and spare[0].outlet.held_size > 0:
            await asyncio.sleep(DRAWN_QUIET * 2)
            return
        await asyncio.sleep(0.02)


async def served_frames(command: str, runs: int, ahead: bool) -> dict[str, list[float]]:
    """Per kind of tab, ``runs`` first frames from one GameServer."""
    port = free_port()
    server = GameServer(command, "127.0.0.1", port, ahead=ahead, max_games=4)
    runner = web.AppRunner(await server._make_app(), access_log=None)
    await runner.setup()
    await web.TCPSite(runner, "127.0.0.1", port).start()
    url = f"http://127.0.0.1:{port}"
    kinds = (
        {"80x24": ((80, 24), False), "100x30": ((100, 30), True)} if ahead else {"80x24": ((80, 24), False)}
    )
    took: dict[str, list[float]] = {kind: [] for kind in kinds}
    try:
        for _ in range(runs):
            for kind, (size, last_row) in kinds.items():
                if ahead:
                    await ahead_drawn(server)
                took[kind].append(await tab_first_frame(url, size, last_row))
                await asyncio.wait_for(server.games_at_most(0), 10)
    finally:
        await runner.cleanup()
    return took


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--game", default="luzon")
    parser.add_argument("--seed", default="1")
    args = parser.parse_args()
    os.environ["DOMINO_SOLITAIRE_HOME"] = tempfile.mkdtemp(prefix="serve-frame-")  # never the player's
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    argv = [sys.executable, "-m", "domino_solitaire", "play", args.game, "--seed", args.seed]
    env = dict(os.environ, TERM="xterm-256color", COLORTERM="truecolor")
    first_frame(argv, (80, 24), 30.0, env)  # warm the file cache and the .pyc files; not counted
    command = "exec " + shlex.join(argv)
    terminal: list[float] = []
    ahead: dict[str, list[float]] = {"80x24": [], "100x30": []}
    cold: list[float] = []
    for _ in range(args.runs):  # alternating, one of each kind a round
        terminal.append(first_frame(argv, (80, 24), 30.0, env))
        for kind, seconds in asyncio.run(served_frames(command, 1, ahead=True)).items():
            ahead[kind] += seconds
        cold += asyncio.run(served_frames(command, 1, ahead=False))["80x24"]
    print(f"{' '.join(argv[2:])}: {args.runs} runs each, load average {os.getloadavg()[0]:.2f}")
    print(f"{'':34} {'min':>8} {'median':>8} {'max':>8}   (ms)")
    print(row("terminal, 80x24", terminal))
    print(row("served, started ahead, 80x24", ahead["80x24"]))
    print(row("served, ahead, tab 100x30", ahead["100x30"]))
    print(row("served, on connect, 80x24", cold))
    base = statistics.median(terminal)
    for label, seconds in (
        ("started ahead", ahead["80x24"]),
        ("ahead, 100x30", ahead["100x30"]),
        ("on connect", cold),
    ):
        print(
            f"served ({label}) / terminal (medians): {statistics.median(seconds) / base:.2f}x (target 1.5x)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
