"""Start-up figures (issue 10), measured side by side in one run, by hand:

    python benchmarks/startup.py [--runs 10]

1. The first frame of a game (``domino-solitaire play luzon --seed 1``) and of a puzzle
   (``puzzle luzon 1``) against the first frame of a bare Textual app, each in its own
   pseudo-terminal (80x24): target within 1.3x (issue 25; 1.8x was issue 10's).
2. ``list``, ``deal`` and ``--help``: wall time of the whole command: target within 150 ms.

The figures, and what keeps start-up quick, are in docs/startup.md.

The clock starts just before a process is spawned. A frame is the first cursor-positioning escape
(ESC[row;colH) that Textual writes once a screen is painted; the terminal queries sent before it
are not a frame. Runs alternate between the programs, so drift in the machine's load hits all
alike; compare the minimum and the median.

The package is byte-compiled first, and PYTHONDONTWRITEBYTECODE is dropped for the runs: an
installed copy has its .pyc files (pip writes them), as Textual's own do here, so a run that
compiled the game's sources every time would measure the compiler, not the start-up.
"""

from __future__ import annotations

import argparse
import compileall
import contextlib
import fcntl
import importlib.util
import os
import re
import select
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time
from collections.abc import Callable

FRAME = re.compile(rb"\x1b\[\d+;\d+H")
BARE_APP = "from textual.app import App\nApp().run()\n"


def first_frame(
    argv: list[str],
    size: tuple[int, int],
    timeout: float,
    env: dict[str, str],
    at_frame: Callable[[int], None] | None = None,
) -> float:
    """Seconds from spawn to the first frame of `argv` in a fresh pty; ``at_frame(pid)`` is called
    once it is painted, before the process is ended (benchmarks/long_history.py reads its memory)."""
    master, slave = os.openpty()
    cols, rows = size
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    start = time.perf_counter()
    proc = subprocess.Popen(
        argv, stdin=slave, stdout=slave, stderr=slave, env=env, start_new_session=True, close_fds=True
    )
    os.close(slave)
    seen = b""
    try:
        while True:
            left = timeout - (time.perf_counter() - start)
            if left <= 0:
                raise TimeoutError(f"no frame within {timeout}s from {argv}: {seen[-300:]!r}")
            ready, _, _ = select.select([master], [], [], left)
            if not ready:
                continue
            try:
                data = os.read(master, 65536)
            except OSError:  # EIO: the child closed the pty
                raise RuntimeError(f"{argv} exited before its first frame: {seen[-300:]!r}") from None
            stamp = time.perf_counter()
            seen += data
            if FRAME.search(seen):
                if at_frame is not None:
                    at_frame(proc.pid)
                return stamp - start
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        os.close(master)


def command_seconds(argv: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return time.perf_counter() - start


def row(label: str, seconds: list[float]) -> str:
    ms = [s * 1000 for s in seconds]
    return f"{label:34} {min(ms):8.0f} {statistics.median(ms):8.0f} {max(ms):8.0f}"


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--timeout", type=float, default=30.0)
    args = parser.parse_args()
    home = tempfile.mkdtemp(prefix="startup-")  # never the player's own store
    env = dict(os.environ, TERM="xterm-256color", COLORTERM="truecolor", DOMINO_SOLITAIRE_HOME=home)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    spec = importlib.util.find_spec("domino_solitaire")  # found, not imported
    assert spec is not None and spec.submodule_search_locations is not None
    for folder in spec.submodule_search_locations:
        compileall.compile_dir(folder, quiet=1)
    apps = {
        "bare Textual app": [sys.executable, "-c", BARE_APP],
        "play luzon --seed 1": [sys.executable, "-m", "domino_solitaire", "play", "luzon", "--seed", "1"],
        # A puzzle opens within the game's budget too (issue 30).
        "puzzle luzon 1": [sys.executable, "-m", "domino_solitaire", "puzzle", "luzon", "1"],
    }
    commands = {
        "list": [sys.executable, "-m", "domino_solitaire", "list"],
        "deal luzon --seed 1": [sys.executable, "-m", "domino_solitaire", "deal", "luzon", "--seed", "1"],
        "--help": [sys.executable, "-m", "domino_solitaire", "--help"],
    }
    for argv in apps.values():  # warm the file cache and the .pyc files; not counted
        first_frame(argv, (80, 24), args.timeout, env)
    frames: dict[str, list[float]] = {label: [] for label in apps}
    took: dict[str, list[float]] = {label: [] for label in commands}
    for _ in range(args.runs):
        for label, argv in apps.items():
            frames[label].append(first_frame(argv, (80, 24), args.timeout, env))
        for label, argv in commands.items():
            took[label].append(command_seconds(argv, env))
    print(f"{args.runs} runs each, load average {os.getloadavg()[0]:.2f} (2 cores)")
    print(f"{'':34} {'min':>8} {'median':>8} {'max':>8}   (ms)")
    for label, seconds in {**frames, **took}.items():
        print(row(label, seconds))
    bare, game, puzzle = (statistics.median(frames[label]) for label in apps)
    print(f"first frame of a game / bare app (medians): {game / bare:.2f}x (target 1.3x)")
    print(f"first frame of a puzzle / bare app (medians): {puzzle / bare:.2f}x (target 1.3x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
