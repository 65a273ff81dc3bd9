"""Building hand-made positions for the rule tests; running the command line; watching processes."""

import io
import os
import re
import select
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from domino_solitaire.cli import main
from domino_solitaire.engine import Game, Tile, full_set, make_setup
from domino_solitaire.records import GameRecord, Origin, Result
from domino_solitaire.textmode.game import run_text

if TYPE_CHECKING:
    from domino_solitaire.store import GameStore


def tiles(text: str) -> tuple[Tile, ...]:
    return tuple(Tile.parse(word) for word in text.split())


def deal_starting_with(size: int, first: str) -> tuple[Tile, ...]:
    """A full deal of the set that starts with the given tiles, the rest in canonical order."""
    head = tiles(first)
    return head + tuple(t for t in full_set(size) if t not in head)


def text_mode_deal(folder: Path, game: str, seed: int, lines: list[str]) -> list[str]:
    """The text mode's lines for ``lines`` typed in a double-6 deal ``seed`` of ``game``."""
    out = io.StringIO()
    run_text(
        make_setup(game, 6, seed=seed),
        data_dir=str(folder),
        stdin=io.StringIO("".join(line + "\n" for line in lines)),
        stdout=out,
        clock=lambda: 0.0,
        new_seed=lambda: 7,
        grade=False,
    )
    return out.getvalue().splitlines()


def run_cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """Run the command line in-process: exit status, standard output, standard error."""
    try:
        code = main(list(args))
    except SystemExit as exc:  # argparse exits for usage errors and --help
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def text_mode(tmp_path: Path, lang: str, game: str, lines: list[str]) -> list[str]:
    """What the text mode says, line by line, in ``lang`` to ``lines`` on deal 1 of ``game``'s double-6."""
    from domino_solitaire import i18n
    from domino_solitaire.textmode.game import run_text

    i18n.use(lang)
    out = io.StringIO()
    run_text(
        make_setup(game, 6, seed=1),
        data_dir=str(tmp_path / "home"),
        stdin=io.StringIO("".join(line + "\n" for line in lines)),
        stdout=out,
        new_seed=lambda: 7,
        grade=False,
    )
    return out.getvalue().splitlines()


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


def save_game(
    store: "GameStore",
    game: Game,
    started_at: datetime,
    hints: int = 0,
    *,
    elapsed: float | None = None,
    solved: bool = False,
    abandoned: bool = False,
    lease: str | None = None,
    **facts: Any,
) -> int | None:
    """Save ``game`` as it stands through ``GameStore.save``: its record, as a play session makes one."""
    result = Result.of(game.status)
    if abandoned:
        result = Result.ABANDONED
    elif solved and result is Result.WON:
        result = Result.SOLVED
    if isinstance(facts.get("daily"), str):
        facts["daily"] = date.fromisoformat(facts["daily"])
    if isinstance(facts.get("origin"), str):
        facts["origin"] = Origin(facts["origin"])
    record = GameRecord.of_game(game, result, started_at=started_at, duration=elapsed, hints=hints, **facts)
    return store.save(record, lease)


@contextmanager
def store_refuses(pattern: str) -> Iterator[None]:
    """Expect a StoreError whose words (``wording.store_problem_text``) match ``pattern``."""
    from domino_solitaire.store import StoreError
    from domino_solitaire.wording.records import store_problem_text

    with pytest.raises(StoreError) as caught:
        yield
    said = store_problem_text(caught.value)
    assert re.search(pattern, said), said


def outcome(
    result: Result,
    moves: int,
    duration: float | None,
    *,
    hints: int = 0,
    tiles_left: int | None = None,
    par: int | None = None,
    grade: str | None = None,
    daily: str | None = None,
    records: bool = True,
) -> GameRecord:
    """A counted game as the statistics see it: ``moves`` moves (their text does not count) and the
    facts given; ``records=False`` makes it one that sets no record (taken over from a replay)."""
    return GameRecord.of(
        make_setup("luzon", 6, seed=1),
        ("-",) * moves,
        result,
        duration=duration,
        hints=hints,
        tiles_left=tiles_left,
        par=par,
        grade=grade,
        daily=None if daily is None else date.fromisoformat(daily),
        origin=Origin.NEW if records else Origin.TAKEN_OVER,
    )


@contextmanager
def raises_saying(kind: type[BaseException], words: str) -> Iterator[pytest.ExceptionInfo[BaseException]]:
    """``pytest.raises(kind, match=words)`` for the engine's errors, which say their data in
    ``str``: ``words`` is searched in what the player reads (``wording.errors.error_text``)."""
    from domino_solitaire.wording.errors import error_text

    with pytest.raises(kind) as raised:
        yield raised
    assert re.search(words, error_text(raised.value)), error_text(raised.value)
