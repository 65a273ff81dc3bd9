"""Key and resize storms in a real terminal (tmux), run by hand (issue 28).

    python benchmarks/tmux_storm.py [--seeds 1 2 3 4 5] [--keys 1500] [--resizes 100] [--jobs 2]
                                    [--games castle-rock:12 luzon:6 ...]

For each seed, one storm per game and set: the game is played in a tmux pane of its own (its own
tmux server, killed at the end), given ``--keys`` random keys in bursts (the palette's keys among
them) and ``--resizes`` random sizes between 20x5 and 160x50. An app that ends the way a player
ends it (escape on the start screen) is started again. Counted as failures:

* a crash: a traceback in the pane, or the app ending with a status other than 0;
* a frozen screen: after the storm, at 80x24, the app does not end within a few seconds of q,
  then ctrl+q (y where it asks), then escape, a few rounds of them;
* a lost terminal: the app still running 10 s after its tmux server was killed.

Prints one line per storm and the counts.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from domino_solitaire.engine.games import configurations

#: Every game and set the games are played with (the registry's).
GAMES = sorted({(game, size) for game, size, _ in configurations()}, key=lambda kind: (kind[0], -kind[1]))
#: The game's keys (as tests/tui/storm.py throws them, in tmux's names), the palette's often among them.
KEYS = (
    ["Up", "Down", "Left", "Right", "h", "j", "k", "l", "Tab"] * 10
    + ["Space", "Enter"] * 14
    + ["Escape", "e", "t"] * 6
    + ["[", "]"] * 3
    + ["u", "y", "r", "n", "g"] * 3
    + ["p", "w", "a", "v", "x", "1", "s", "i", "?", "m", "F3", "F2", "F5", "BSpace", "Home", "End"]
    + ["C-p", "NPage", "PPage", "Enter", "Escape"] * 8
)
MIN_SIZE, MAX_SIZE = (20, 5), (160, 50)
#: How long the app may take to end after a quitting key, on a busy machine.
ANSWER_SECONDS = 4.0
#: Where the pane of each storm that crashed is kept, to read the whole traceback.
FAILURES = Path(tempfile.gettempdir()) / "tmux-storm-failures"


@dataclass
class StormResult:
    game: str
    size: int
    seed: int
    keys: int = 0
    resizes: int = 0
    restarts: int = 0
    crashes: list[str] = field(default_factory=list)
    frozen: bool = False
    lingered: bool = False

    @property
    def failed(self) -> bool:
        return bool(self.crashes) or self.frozen or self.lingered


class Pane:
    """One game in a tmux server of its own."""

    def __init__(self, folder: Path, command: str) -> None:
        self.socket = f"dsstorm-{os.getpid()}-{folder.name}"
        self.folder = folder
        self.statuses = folder / "statuses"
        self.go_on = folder / "go-on"
        self.go_on.touch()
        # Started again after each clean end while go-on exists; each status is kept.
        loop = (
            f"while [ -e {shlex.quote(str(self.go_on))} ]; do {command}; "
            f"echo $? >> {shlex.quote(str(self.statuses))}; done; sleep 600"
        )
        self.tmux("new-session", "-d", "-s", "storm", "-x", "80", "-y", "24", "sh", "-c", loop)
        self.tmux("set-option", "-t", "storm", "history-limit", "5000")

    def tmux(self, *args: str) -> str:
        done = subprocess.run(
            ["tmux", "-L", self.socket, "-f", "/dev/null", *args],
            capture_output=True,
            text=True,
            check=False,
        )
        return done.stdout

    def send(self, *keys: str) -> None:
        self.tmux("send-keys", "-t", "storm", *keys)

    def resize(self, width: int, height: int) -> None:
        self.tmux("resize-window", "-t", "storm", "-x", str(width), "-y", str(height))

    def text(self) -> str:
        return self.tmux("capture-pane", "-p", "-t", "storm", "-S", "-5000")

    def statuses_seen(self) -> list[int]:
        if not self.statuses.exists():
            return []
        return [int(line) for line in self.statuses.read_text().split()]

    def app_pids(self) -> list[int]:
        """The game's processes: the children of the pane's shell (not its sleep)."""
        shell = self.tmux("list-panes", "-t", "storm", "-F", "#{pane_pid}").strip()
        if not shell:
            return []
        found = subprocess.run(
            ["pgrep", "-P", shell, "-f", "domino_solitaire"], capture_output=True, text=True, check=False
        )
        return [int(pid) for pid in found.stdout.split()]

    def kill(self) -> None:
        self.tmux("kill-server")


def storm(game: str, size: int, seed: int, args: argparse.Namespace) -> StormResult:
    result = StormResult(game, size, seed)
    rng = random.Random(f"{game}-{size}-{seed}")
    with tempfile.TemporaryDirectory(prefix="tmux-storm-") as tmp:
        folder = Path(tmp)
        command = " ".join(
            shlex.quote(part)
            for part in [
                *(sys.executable, "-m", "domino_solitaire", "play", game, "--set", str(size)),
                *("--seed", str(seed), "--data-dir", str(folder / "data"), "--lang", "en"),
            ]
        )
        pane = Pane(folder, command)
        try:
            time.sleep(1.0)  # let the first frame come (keys before it are fine too)
            throw(pane, rng, args, result)
            pane.go_on.unlink()
            pane.resize(80, 24)
            ended_before = len(pane.statuses_seen())
            result.frozen = not quit_app(pane, ended_before)
            text = pane.text()
            if result.frozen:
                kept = FAILURES / f"{game}-{size}-{seed}-frozen.txt"
                kept.parent.mkdir(exist_ok=True)
                kept.write_text(pane.tmux("capture-pane", "-p", "-t", "storm"))
            if "Traceback" in text or any(status != 0 for status in pane.statuses_seen()):
                kept = FAILURES / f"{game}-{size}-{seed}.txt"
                kept.parent.mkdir(exist_ok=True)
                kept.write_text(text)
                result.crashes.append(f"{traceback_of(text)} (the pane: {kept})")
            pids = pane.app_pids()
        finally:
            pane.kill()
        result.lingered = bool(pids) and not all(gone(pid, 10.0) for pid in pids)
        statuses = pane.statuses_seen()
        result.restarts = max(len(statuses) - 1, 0)
        result.crashes += [f"status {status}" for status in statuses if status != 0]
    return result


def throw(pane: Pane, rng: random.Random, args: argparse.Namespace, result: StormResult) -> None:
    """``args.keys`` keys in bursts of 1 to 20, and ``args.resizes`` resizes between bursts."""
    bursts: list[int] = []
    left = args.keys
    while left > 0:
        bursts.append(min(left, rng.randint(1, 20)))
        left -= bursts[-1]
    resize_after = set(rng.sample(range(len(bursts)), min(args.resizes, len(bursts))))
    for number, burst in enumerate(bursts):
        pane.send(*[rng.choice(KEYS) for _ in range(burst)])
        result.keys += burst
        if number in resize_after:
            pane.resize(rng.randint(MIN_SIZE[0], MAX_SIZE[0]), rng.randint(MIN_SIZE[1], MAX_SIZE[1]))
            result.resizes += 1
        # Real time between bursts is what a storm is: a typist's pauses, short and long.
        time.sleep(rng.choice([0.0, 0.0, 0.02, 0.05, 0.1, 0.3]))


def quit_app(pane: Pane, ended_before: int) -> bool:
    """Whether the app ends, answering q, ctrl+q (and y where it asks) and escape."""
    time.sleep(1.0)  # the last burst and resize are drawn: the probe starts on a settled screen
    for _round in range(3):
        for key in ("q", "C-q", "Escape"):
            pane.send(key)
            if ended(pane, ended_before):
                return True
            if "Quit anyway?" in pane.tmux("capture-pane", "-p", "-t", "storm"):
                pane.send("y")
                if ended(pane, ended_before):
                    return True
    return False


def ended(pane: Pane, ended_before: int) -> bool:
    deadline = time.monotonic() + ANSWER_SECONDS
    while time.monotonic() < deadline:
        if len(pane.statuses_seen()) > ended_before:
            return True
        time.sleep(0.1)  # polling a file another process writes
    return False


def gone(pid: int, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        time.sleep(0.1)  # polling a process another one ends
    return False


def traceback_of(text: str) -> str:
    """The exception's line of Textual's traceback, as far as the pane shows it."""
    lines = [line.strip(" │╭╮╰╯─") for line in text.splitlines()]
    found = [line for line in lines if re.match(r"^[A-Za-z_.]+(Error|Exception|Ids)\b", line)]
    return found[-1] if found else "no traceback"


def main() -> int:
    if shutil.which("tmux") is None:
        print("tmux is not installed")
        return 2
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3, 4, 5])
    parser.add_argument("--keys", type=int, default=1500)
    parser.add_argument("--resizes", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--games", nargs="+", help="game:set pairs (default: every game and set)")
    args = parser.parse_args()
    games = [(g, int(s)) for g, s in (p.split(":") for p in args.games)] if args.games else GAMES
    runs = [(game, size, seed) for seed in args.seeds for game, size in games]
    started = time.perf_counter()
    results: list[StormResult] = []
    with ThreadPoolExecutor(args.jobs) as pool:
        for result in pool.map(lambda run: storm(*run, args), runs):
            results.append(result)
            verdict = "FAILED" if result.failed else "ok"
            print(
                f"{result.game} {result.size} seed {result.seed}: {result.keys} keys, "
                f"{result.resizes} resizes, {result.restarts} restarts: {verdict}"
                + "".join(f"\n  crash: {crash}" for crash in result.crashes)
                + ("\n  frozen: did not end on q, ctrl+q, escape" if result.frozen else "")
                + ("\n  still running after its terminal went away" if result.lingered else ""),
                flush=True,
            )
    crashes = sum(len(r.crashes) > 0 for r in results)
    print(
        f"{len(results)} storms, {sum(r.keys for r in results)} keys, {sum(r.resizes for r in results)} "
        f"resizes: {crashes} crashed, {sum(r.frozen for r in results)} frozen, "
        f"{sum(r.lingered for r in results)} lingered, in {time.perf_counter() - started:.0f} s"
    )
    return 1 if any(r.failed for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
