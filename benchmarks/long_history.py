"""A long history must not slow the game down: figures with 50,000 stored games against one, by hand.

    python benchmarks/long_history.py [--games 50000] [--runs 5]

Two data folders are made: one holding a single finished Good Neighbors double-12 game, one holding
that game and ``--games`` - 1 copies of it (each its own game: its own keys, times, result and
grade, so that tallies, streaks, records and grades all have work to do). In each, measured:

1. the first frame of ``play good-neighbors --set 12 --seed 1`` (as benchmarks/startup.py measures
   it, in a pseudo-terminal at 80x24), and the peak memory of the process (its maximum resident set);
2. ``stats``: wall time and peak memory of the whole command.

Target: with the long history, each within 1.2x the time and 10 MB the memory of the one-game
store's (medians). OVER is printed where a target is missed.
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from startup import first_frame

TIME_RATIO = 1.2
MEMORY_MB = 10.0
#: How long a game runs after its first frame before its memory is read.
SETTLE_SECONDS = 3.0
RESULTS = ("won", "lost", "won", "abandoned", "won", "solved", "won")
GRADES = ("easy", "medium", "hard", None)


def one_game(folder: Path) -> None:
    """A finished game of Good Neighbors double-12, stored as the program stores it."""
    from domino_solitaire.engine import make_setup
    from domino_solitaire.play import PlaySession
    from domino_solitaire.store.keeper import GameKeeper

    recorder = GameKeeper.open(folder)
    session = PlaySession(make_setup("good-neighbors", 12, None, seed=1), sink=recorder, clock=time.monotonic)
    while not session.game.is_over:
        session.play(session.game.legal_moves()[0])
    session.close()
    recorder.close()


def copies(folder: Path, count: int) -> None:
    """``count`` - 1 more games like the first, spread over the past (one every ten minutes)."""
    (database,) = folder.glob("*.sqlite3")
    conn = sqlite3.connect(database)
    columns = [row[1] for row in conn.execute("PRAGMA table_info(games)") if row[1] != "id"]
    (first,) = conn.execute(f"SELECT {', '.join(columns)} FROM games").fetchall()
    row = dict(zip(columns, first, strict=True))
    rows = []
    for n in range(1, count):
        copy = dict(row)
        minutes = 10 * (count - n)
        stamp = time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime(time.time() - 60 * minutes))
        copy.update(
            started_at=stamp,
            ended_at=stamp,
            updated_at=stamp,
            result=RESULTS[n % len(RESULTS)],
            grade=GRADES[n % len(GRADES)],
            duration=60.0 + n % 900,
            session_key=f"copy-{n}",
            record_key=f"{row['record_key']}-{n}",
        )
        rows.append(tuple(copy[c] for c in columns))
    marks = ", ".join("?" for _ in columns)
    with conn:
        conn.executemany(f"INSERT INTO games ({', '.join(columns)}) VALUES ({marks})", rows)
    conn.close()


def command(argv: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(seconds, peak resident MB) of a whole command, measured by a process of its own that runs it."""
    wrapper = (
        "import resource, subprocess, sys, time\n"
        "start = time.perf_counter()\n"
        "subprocess.run(sys.argv[1:], check=True, stdout=subprocess.DEVNULL)\n"
        "print(time.perf_counter() - start, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024)\n"
    )
    out = subprocess.run([sys.executable, "-c", wrapper, *argv], env=env, check=True, capture_output=True)
    seconds, mb = out.stdout.split()
    return float(seconds), float(mb)


def game(env: dict[str, str]) -> tuple[float, float]:
    """The first frame of a game (seconds), and the game's peak resident MB once it has settled."""
    peak: list[float] = []

    def settled(pid: int) -> None:
        time.sleep(SETTLE_SECONDS)  # what it reads after its first frame counts too
        status = Path(f"/proc/{pid}/status").read_text()
        (line,) = [line for line in status.splitlines() if line.startswith("VmHWM:")]
        peak.append(int(line.split()[1]) / 1024)

    argv = [sys.executable, "-m", "domino_solitaire", "play", "good-neighbors", "--set", "12", "--seed", "1"]
    seconds = first_frame(argv, (80, 24), 30.0, env, at_frame=settled)
    return seconds, peak[0]


def measure(folder: Path, runs: int, env: dict[str, str]) -> dict[str, list[float]]:
    figures: dict[str, list[float]] = {"frame": [], "frame MB": [], "stats": [], "stats MB": []}
    env = {**env, "DOMINO_SOLITAIRE_HOME": str(folder)}
    program = [sys.executable, "-m", "domino_solitaire"]
    # stats first: a game's first frame is measured by ending the game with a kill, which leaves
    # the file unsealed (as a crash does), so the next opening checks it whole; a player's game
    # closes it.
    command([*program, "stats"], env)
    for _ in range(runs):
        seconds, mb = command([*program, "stats"], env)
        figures["stats"].append(seconds * 1000)
        figures["stats MB"].append(mb)
    for _ in range(runs):
        seconds, mb = game(env)
        figures["frame"].append(seconds * 1000)
        figures["frame MB"].append(mb)
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50_000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(TERM="xterm-256color", TEXTUAL_ANIMATIONS="none", LANGUAGE="en")
    with tempfile.TemporaryDirectory() as small_dir, tempfile.TemporaryDirectory() as large_dir:
        small, large = Path(small_dir), Path(large_dir)
        one_game(small)
        one_game(large)
        copies(large, args.games)
        results = {}
        for name, folder in (("1 game", small), (f"{args.games:,} games", large)):
            measure(folder, 1, env)  # warm the caches and the bytecode
            results[name] = measure(folder, args.runs, env)
    print(f"{args.runs} runs each, load average {os.getloadavg()[0]:.2f}")
    print(f"{'':24}{'frame ms':>10}{'frame MB':>10}{'stats ms':>10}{'stats MB':>10}")
    medians = {}
    for name, figures in results.items():
        medians[name] = {key: statistics.median(values) for key, values in figures.items()}
        row = medians[name]
        cells = "".join(f"{row[key]:>10.{1 if key.endswith('MB') else 0}f}" for key in row)
        print(f"{name:24}{cells}")
    small_row, large_row = medians.values()
    over = False
    for key in ("frame", "stats"):
        ratio = large_row[key] / small_row[key]
        extra = large_row[f"{key} MB"] - small_row[f"{key} MB"]
        fine = ratio <= TIME_RATIO and extra <= MEMORY_MB
        over |= not fine
        verdict = "" if fine else "   OVER"
        print(
            f"{key}: {ratio:.2f}x the time (target {TIME_RATIO}x),"
            f" +{extra:.1f} MB (target {MEMORY_MB:.0f}){verdict}"
        )
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
