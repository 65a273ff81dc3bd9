"""A full disk at each moment of a game: a move, the end, a record, a quit.

The store's write is made to fail as SQLite fails on a full disk ("database or disk is full"); the
game is told at once, keeps every move, writes them all as soon as it can (a later move, the end,
the quit), and never announces as saved, or as a record, what it could not write.
"""

from __future__ import annotations

import io
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path

import pytest

from domino_solitaire.engine import Game, make_setup
from domino_solitaire.puzzles.model import get
from domino_solitaire.records import GameRecord, Result
from domino_solitaire.solver import solve
from domino_solitaire.store import GameStore
from domino_solitaire.store.keeper import GameKeeper
from domino_solitaire.textmode.game import run_text
from domino_solitaire.wording.records import lost_text, saved_again_text, unsaved_end_text
from domino_solitaire.wording.text import typed_move
from test_text_mode import Clock, Lines, history

#: A winnable deal of each game, small enough to play fast.
WINNABLE = [("luzon", 6, 1), ("castle-rock", 6, 2), ("good-neighbors", 6, 1), ("good-neighbors", 12, 1)]
FULL = "database or disk is full"


class Disk:
    """The data folder's disk: full or not, as the test says."""

    def __init__(self) -> None:
        self.full = False


@pytest.fixture
def disk(monkeypatch: pytest.MonkeyPatch) -> Disk:
    """Every write transaction of the store fails as SQLite's does on a full disk while ``full``."""
    disk = Disk()
    original = GameStore._transaction

    @contextmanager
    def transaction(self: GameStore) -> Iterator[sqlite3.Connection]:
        with original(self) as conn:
            if disk.full:
                raise sqlite3.OperationalError(FULL)
            yield conn

    monkeypatch.setattr(GameStore, "_transaction", transaction)
    return disk


class Filling(Lines):
    """Standard input that does what ``before`` says before line N is read (the disk fills, or
    empties, between two moves)."""

    def __init__(self, lines: list[str], clock: Clock, before: dict[int, Callable[[], None]]) -> None:
        super().__init__("".join(line + "\n" for line in lines), clock)
        self.before, self.count = before, 0

    def readline(self, size: int = -1, /) -> str:  # type: ignore[override]
        action = self.before.get(self.count)
        if action is not None:
            action()
        self.count += 1
        return super().readline(size)


def play(
    folder: Path, game: str, size: int, seed: int, lines: list[str], before: dict[int, Callable[[], None]]
) -> list[str]:
    clock = Clock()
    out = io.StringIO()
    run_text(
        make_setup(game, size, seed=seed),
        data_dir=str(folder),
        stdin=Filling(lines, clock, before),
        stdout=out,
        clock=clock,
        new_seed=lambda: 7,
        grade=False,
    )
    return out.getvalue().splitlines()


def line_of(game: str, size: int, seed: int) -> list[str]:
    return solve(make_setup(game, size, seed=seed).opening()).notation()


def fill(disk: Disk) -> Callable[[], None]:
    return lambda: setattr(disk, "full", True)


def empty(disk: Disk) -> Callable[[], None]:
    return lambda: setattr(disk, "full", False)


def said_full(out: list[str]) -> list[int]:
    """Where the text mode said at once that a save failed (the game kept)."""
    told = [n for n, text in enumerate(out) if text.startswith("Not saved: ") and "is kept" in text]
    assert all(FULL in out[n] for n in told)
    return told


def played(game: str, move: str) -> str:
    """How the answer to ``move`` begins: the move as it is typed back; a Good Neighbors turn of more
    than two pairs by its count."""
    pairs = move.split()
    if len(pairs) > 2:
        return f"Played {len(pairs)} pairs"
    return f"Played {typed_move(make_setup(game, 6, seed=1).rules.parse_move(move))}"


@pytest.mark.parametrize(("game", "size", "seed"), WINNABLE)
def test_full_from_the_third_move_to_the_quit_loses_no_win_it_announces(
    tmp_path: Path, disk: Disk, game: str, size: int, seed: int
) -> None:
    line = line_of(game, size, seed)
    out = play(tmp_path, game, size, seed, [*line, "quit"], {2: fill(disk)})
    # Said at once, after the third move's line, and once.
    (told,) = said_full(out)
    assert out[told - 1].startswith(played(game, line[2]))
    # The win is said, but no record: the history does not have it.
    assert "You won!" in out
    summary = out[out.index("You won!") + 1]
    assert "New " not in summary and unsaved_end_text() in summary
    # The quit could not write it either: said, never "Game saved".
    assert out[-2:] == [lost_text(disk_problem(tmp_path)), "Goodbye."]
    (info,) = history(tmp_path)
    assert (info.result, info.move_count) == (Result.PLAYING, 2)


def disk_problem(folder: Path) -> object:
    from domino_solitaire.store.problems import StoreError, StoreProblem

    return StoreError(
        StoreProblem.CANNOT_WRITE, path=folder / "games.sqlite3", detail=sqlite3.OperationalError(FULL)
    )


@pytest.mark.parametrize(("game", "size", "seed"), WINNABLE)
def test_room_again_before_the_end_writes_every_move_with_the_next(
    tmp_path: Path, disk: Disk, game: str, size: int, seed: int
) -> None:
    line = line_of(game, size, seed)
    out = play(tmp_path, game, size, seed, [*line, "quit"], {1: fill(disk), 2: empty(disk)})
    assert len(said_full(out)) == 1
    # Written again with the third move, and said so.
    again = out.index(saved_again_text())
    assert out[again - 1].startswith(played(game, line[2]))
    summary = out[out.index("You won!") + 1]
    assert "New fastest win" in summary and unsaved_end_text() not in summary
    (info,) = history(tmp_path)
    assert (info.result, info.move_count) == (Result.WON, len(line))


def test_the_end_and_its_record_unwritten_are_written_at_the_quit(tmp_path: Path, disk: Disk) -> None:
    line = line_of("luzon", 6, 1)
    # Full from the winning move; room again before the quit.
    out = play(
        tmp_path,
        "luzon",
        6,
        1,
        [*line, "moves", "quit"],
        {len(line) - 1: fill(disk), len(line) + 1: empty(disk)},
    )
    (told,) = said_full(out)
    assert out[told - 1].startswith(played("luzon", line[-1]))
    summary = out[out.index("You won!") + 1]
    assert "New fastest win" not in summary and unsaved_end_text() in summary
    assert out[-2:] == [saved_again_text(), "Goodbye."]
    (info,) = history(tmp_path)
    assert (info.result, info.move_count, info.duration) == (Result.WON, len(line), 5.0 * len(line))


def test_a_quit_on_a_full_disk_is_not_called_saved(tmp_path: Path, disk: Disk) -> None:
    line = line_of("luzon", 6, 1)
    out = play(tmp_path, "luzon", 6, 1, [*line[:5], "quit"], {2: fill(disk)})
    assert "Game saved: domino-solitaire resume --text plays on from here." not in out
    assert out[-2:] == [lost_text(disk_problem(tmp_path)), "Goodbye."]
    (info,) = history(tmp_path)
    assert (info.result, info.move_count) == (Result.PLAYING, 2)


def test_a_quit_with_room_again_writes_the_moves_kept(tmp_path: Path, disk: Disk) -> None:
    line = line_of("luzon", 6, 1)
    out = play(tmp_path, "luzon", 6, 1, [*line[:5], "quit"], {2: fill(disk), 5: empty(disk)})
    assert out[-2:] == [saved_again_text(), "Game saved: domino-solitaire resume --text plays on from here."]
    (info,) = history(tmp_path)
    assert (info.result, info.move_count) == (Result.PLAYING, 5)


def test_the_recorder_keeps_a_failed_write_and_tries_it_again(tmp_path: Path, disk: Disk) -> None:
    """The screen's face: told at once (``on_error``), then once all is written (``on_saved_again``),
    and what even the last try at closing could not write is kept in ``lost``."""
    heard: list[str] = []
    recorder = GameKeeper.open(tmp_path, on_error=lambda problem: heard.append("error"))
    recorder.on_saved_again = lambda: heard.append("again")
    game = Game(make_setup("luzon", 6, seed=1))
    line = line_of("luzon", 6, 1)
    started = datetime(2026, 1, 1, tzinfo=timezone.utc)
    game.play(line[0])
    disk.full = True
    recorder.save(GameRecord.of_game(game, started_at=started), lambda game_id: None)
    assert recorder.written() is not None and heard == ["error"]
    disk.full = False
    assert recorder.written() is None and heard[-1] == "again"
    assert [info.move_count for info in history(tmp_path)] == [1]
    game.play(line[1])
    disk.full = True
    recorder.save(GameRecord.of_game(game, started_at=started), lambda game_id: None)
    recorder.close()
    assert recorder.lost is not None
    assert [info.move_count for info in history(tmp_path)] == [1]


@pytest.mark.parametrize(("game", "number"), [("luzon", 1), ("good-neighbors", 400)])
def test_a_puzzle_attempt_on_a_full_disk_announces_no_rating_change(
    tmp_path: Path, disk: Disk, game: str, number: int
) -> None:
    from domino_solitaire.store.puzzles import PLAYER, attempts, ratings
    from test_puzzle_text import _run

    puzzle = get(game, number)
    assert puzzle is not None
    out, store = _run("\n".join(puzzle.line) + "\n", tmp_path, number, game)
    first = ratings(store, [PLAYER])[PLAYER]
    store.close()
    disk.full = True
    other = get(game, number + 1)
    assert other is not None
    out, store = _run("\n".join(other.line) + "\n", tmp_path, number + 1, game)
    said = f"This attempt is not kept; your puzzle rating stays {round(first.rating)}."
    assert "Solved!" in out and said in out and FULL in out and "Your puzzle rating:" not in out
    assert ratings(store, [PLAYER])[PLAYER] == first and len(attempts(store)) == 1
    store.close()
