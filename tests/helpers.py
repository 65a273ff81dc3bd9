"""Building hand-made positions for the rule tests; running the command line; watching processes."""

import os
import select
import time
from pathlib import Path

import pytest

from domino_solitaire.cli import main
from domino_solitaire.engine import Tile, full_set


def tiles(text: str) -> tuple[Tile, ...]:
    return tuple(Tile.parse(word) for word in text.split())


def deal_starting_with(size: int, first: str) -> tuple[Tile, ...]:
    """A full deal of the set that starts with the given tiles, the rest in canonical order."""
    head = tiles(first)
    return head + tuple(t for t in full_set(size) if t not in head)


def run_cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """Run the command line in-process: exit status, standard output, standard error."""
    try:
        code = main(list(args))
    except SystemExit as exc:  # argparse exits for usage errors and --help
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def children(pid: int) -> set[int]:
    """The processes whose parent is ``pid`` (Linux: read from /proc)."""
    found = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rpartition(")")[2].split()[1]) == pid:
                found.add(int(entry.name))
    return found


def gone(pids: set[int], timeout: float = 10.0) -> bool:
    """Wait for processes that are not our children to end (by their pidfds); whether all did in time."""
    deadline = time.monotonic() + timeout
    for pid in pids:
        try:
            handle = os.pidfd_open(pid)
        except ProcessLookupError:
            continue
        try:
            ended, _, _ = select.select([handle], [], [], max(0.0, deadline - time.monotonic()))
        finally:
            os.close(handle)
        if not ended:
            return False
    return True


class ManualClock:
    """A monotonic clock a test moves by hand (``now``): a play session's clock, say."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now
