"""The puzzle attempts and ratings in the player's database (store/puzzles.py, migration 4)."""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import subprocess
import sys
from datetime import date, datetime, timezone
from pathlib import Path

import pytest

from domino_solitaire.puzzles.attempt import Attempting
from domino_solitaire.puzzles.glicko import Rating
from domino_solitaire.puzzles.model import get
from domino_solitaire.puzzles.rating import (
    DEVIATIONS,
    NEW_PLAYER,
    RATINGS,
    VOLATILITIES,
    after_attempt,
    puzzle_start,
    sound,
)
from domino_solitaire.store import DB_NAME, SCHEMA_VERSION, GameStore, StoreError, open_store
from domino_solitaire.store.puzzles import PLAYER, Rated, attempts, rate, ratings, summary, tried

NOW = datetime(2026, 12, 1, 21, 0, tzinfo=timezone.utc)


def _store(path: Path) -> GameStore:
    store = open_store(path)
    assert isinstance(store, GameStore)
    return store


def test_attempts_and_ratings_are_kept_and_read_back(tmp_path: Path) -> None:
    first, second = get("luzon", 1), get("luzon", 2)
    assert first is not None and second is not None
    with _store(tmp_path) as store:
        solving = Attempting(first)
        solving.answer(solving.right)
        rated = rate(store, solving, NOW, 4.5)
        assert rated.player_before == NEW_PLAYER and rated.streak == 1
        assert rated.player_after == after_attempt(NEW_PLAYER, puzzle_start(first.rating), True)[0]
        failing = Attempting(second)
        failing.hint()
        failing.answer(failing.right)
        again = rate(store, failing, NOW, None)
        assert again.player_before == rated.player_after and again.streak == 0  # a hint costs the puzzle
    with _store(tmp_path) as store:
        kept = attempts(store)
        assert [(a.number, a.solved, a.hinted) for a in kept] == [(1, True, False), (2, False, True)]
        assert kept[0].moves == first.line[:1] and kept[0].seconds == 4.5 and kept[0].started_at == NOW
        assert tried(store) == {"luzon/1", "luzon/2"}
        known = ratings(store, [PLAYER, "luzon/1", "luzon/3"])
        assert set(known) == {PLAYER, "luzon/1"}
        assert known[PLAYER].rating == again.player_after.rating


def test_a_lost_version_number_after_migration_4_is_recognised(tmp_path: Path) -> None:
    _store(tmp_path).close()
    conn = sqlite3.connect(tmp_path / DB_NAME)
    conn.execute("PRAGMA user_version = 0")
    conn.commit()
    conn.close()
    _store(tmp_path).close()
    conn = sqlite3.connect(tmp_path / DB_NAME)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    tables = {name for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"puzzle_attempts", "puzzle_ratings"} <= tables
    conn.close()


def test_a_damaged_rating_row_is_left_out(tmp_path: Path) -> None:
    with _store(tmp_path) as store:
        store._conn.execute("INSERT INTO puzzle_ratings VALUES ('player', 1500, -3, 0.06)")
        assert ratings(store, [PLAYER]) == {}


# -- only the first attempt at a puzzle is rated ------------------------------------------------------


def _solved(game: str, number: int, daily: str | None = None) -> Attempting:
    puzzle = get(game, number)
    assert puzzle is not None
    attempt = Attempting(puzzle, daily=daily)
    while not attempt.over:
        attempt.answer(attempt.right)
    return attempt


@pytest.mark.parametrize(("game", "number"), [("good-neighbors", 400), ("luzon", 17)])
def test_twenty_five_solves_of_one_puzzle_move_the_rating_once(
    tmp_path: Path, game: str, number: int
) -> None:
    with _store(tmp_path) as store:
        first = rate(store, _solved(game, number), NOW, 3.0)
        assert not first.practice and first.player_after.rating > 1500
        for _ in range(24):
            again = rate(store, _solved(game, number), NOW, 3.0)
            assert again.practice and again.player_before == again.player_after == first.player_after
        assert ratings(store, [PLAYER])[PLAYER] == first.player_after
        summed = summary(store)
        assert summed is not None
        assert (summed["tried"], summed["solved"], summed["practice"], summed["attempts"]) == (1, 1, 24, 25)
        assert summed["rating"] == round(first.player_after.rating) and len(summed["history"]) == 1
    assert len(attempts(_store(tmp_path))) == 25  # every attempt kept, counted apart


def test_the_daily_puzzle_solved_three_times_is_rated_once(tmp_path: Path) -> None:
    from domino_solitaire.puzzles.choose import daily

    day = date(2026, 12, 1)
    puzzle = daily(day)
    assert puzzle is not None
    with _store(tmp_path) as store:
        rated = [
            rate(store, _solved(puzzle.game, puzzle.number, day.isoformat()), NOW, 1.0) for _ in range(3)
        ]
    assert [r.practice for r in rated] == [False, True, True]
    assert rated[2].player_after == rated[0].player_after


def test_a_failed_first_attempt_then_practice_keeps_the_failure_s_rating(tmp_path: Path) -> None:
    puzzle = get("luzon", 2)
    assert puzzle is not None
    failing = Attempting(puzzle)
    failing.hint()
    with _store(tmp_path) as store:
        failed = rate(store, failing, NOW, None)
        practice = rate(store, _solved("luzon", 2), NOW, 1.0)
        assert practice.practice and practice.player_after == failed.player_after
        summed = summary(store)
        assert summed is not None and (summed["tried"], summed["solved"], summed["practice"]) == (1, 0, 1)


# -- two attempts at once -------------------------------------------------------------------------------


def _chained(results: list[Rated], final: Rating) -> None:
    """Each rating change reported starts from the one before it, and the last is what is stored."""
    before = NEW_PLAYER
    for rated in results:
        assert rated.player_before == before, "a rating change was lost"
        before = rated.player_after
    assert final == before


def test_an_attempt_rated_while_another_is_being_rated_loses_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A second terminal rates an attempt between this one's read and its write: the read, the
    rating and the write are one transaction, so the second waits (here: is refused at once, its
    busy timeout 0) instead of both starting from the same rating."""
    from domino_solitaire.store import puzzles as store_puzzles

    results: list[Rated] = []
    other = _store(tmp_path)
    other.set_busy_timeout(0)
    original = after_attempt

    def meanwhile(player: Rating, puzzle: Rating, solved: bool) -> tuple[Rating, Rating]:
        monkeypatch.setattr(store_puzzles, "after_attempt", original)
        with contextlib.suppress(StoreError):
            results.append(rate(other, _solved("luzon", 2), NOW, 1.0))
        return original(player, puzzle, solved)

    monkeypatch.setattr(store_puzzles, "after_attempt", meanwhile)
    with _store(tmp_path) as store:
        results.append(rate(store, _solved("luzon", 1), NOW, 1.0))
        _chained(results, ratings(store, [PLAYER])[PLAYER])
        assert len(attempts(store)) == len(results)
    other.close()


RATE_MANY = """
import json, sys
from datetime import datetime, timezone
from domino_solitaire.puzzles.attempt import Attempting
from domino_solitaire.puzzles.model import get
from domino_solitaire.store import open_store
from domino_solitaire.store.puzzles import rate

store = open_store(sys.argv[1])
first = int(sys.argv[2])
sys.stdout.write("ready\\n")
sys.stdout.flush()
sys.stdin.readline()
done = []
for number in range(first, first + 40, 2):
    attempt = Attempting(get("luzon", number))
    attempt.answer(attempt.right)
    rated = rate(store, attempt, datetime.now(timezone.utc), 1.0)
    done.append([rated.player_before.rating, rated.player_before.rd, rated.player_before.volatility,
                 rated.player_after.rating, rated.player_after.rd, rated.player_after.volatility])
print(json.dumps(done))
"""


def test_two_processes_rating_at_once_lose_nothing(tmp_path: Path) -> None:
    _store(tmp_path).close()
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1] / "src")}
    runs = [
        subprocess.Popen(
            [sys.executable, "-c", RATE_MANY, str(tmp_path), str(first)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env=env,
        )
        for first in (1, 2)
    ]
    for run in runs:  # both loaded and waiting: then both go at once
        assert run.stdout is not None and run.stdout.readline() == "ready\n"
    for run in runs:
        assert run.stdin is not None
        run.stdin.write("go\n")
        run.stdin.close()
    changes = []
    for run in runs:
        assert run.stdout is not None
        changes += json.loads(run.stdout.read())
        assert run.wait(timeout=120) == 0
    after = {Rating(*change[:3]): Rating(*change[3:]) for change in changes}
    assert len(after) == len(changes) == 40, "two attempts were rated from the same rating"
    rating, chain = NEW_PLAYER, 0
    while rating in after:
        rating, chain = after[rating], chain + 1
    with _store(tmp_path) as store:
        assert chain == 40 and ratings(store, [PLAYER])[PLAYER] == rating


# -- a damaged rating row -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("column", "value"),
    [
        ("volatility", 0.0),
        ("volatility", 1e-320),
        ("rd", 1e308),
        ("rating", 1e308),
        ("rd", -3.0),
        ("rating", -1e308),
    ],
)
def test_a_rating_out_of_range_starts_again_said_once_never_a_crash(
    tmp_path: Path, column: str, value: float
) -> None:
    with _store(tmp_path) as store:
        rate(store, _solved("luzon", 1), NOW, 1.0)
        for key in (PLAYER, "luzon/2"):
            store._conn.execute("INSERT OR IGNORE INTO puzzle_ratings VALUES (?, 1500, 350, 0.06)", (key,))
            store._conn.execute(f"UPDATE puzzle_ratings SET {column} = ? WHERE key = ?", (value, key))
        assert ratings(store, [PLAYER, "luzon/2"]) == {}
        puzzle = get("luzon", 2)
        assert puzzle is not None
        rated = rate(store, _solved("luzon", 2), NOW, 1.0)
        assert rated.reset and rated.player_before == NEW_PLAYER
        assert rated.player_after == after_attempt(NEW_PLAYER, puzzle_start(puzzle.rating), True)[0]
        assert not rate(store, _solved("luzon", 3), NOW, 1.0).reset  # said once
        # Practice at a puzzle whose row is damaged writes its first rating back, said once too.
        store._conn.execute(f"UPDATE puzzle_ratings SET {column} = ? WHERE key = 'luzon/2'", (value,))
        assert rate(store, _solved("luzon", 2), NOW, 1.0).reset
        assert not rate(store, _solved("luzon", 2), NOW, 1.0).reset


def test_the_ratings_stay_within_what_glicko2_can_rate_from() -> None:
    """Any two sound ratings, either outcome: both ratings after it are sound again (no overflow,
    no logarithm of zero at the next attempt)."""
    corners = [Rating(r, d, v) for r in RATINGS for d in DEVIATIONS for v in VOLATILITIES] + [NEW_PLAYER]
    for player in corners:
        for puzzle in corners:
            for solved in (True, False):
                assert all(sound(rating) for rating in after_attempt(player, puzzle, solved))
