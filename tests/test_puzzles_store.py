"""The puzzle attempts and ratings in the player's database (store/puzzles.py, migration 4)."""

from __future__ import annotations

import sqlite3
from datetime import datetime, timezone
from pathlib import Path

from domino_solitaire.puzzles.attempt import Attempting
from domino_solitaire.puzzles.model import get
from domino_solitaire.puzzles.rating import NEW_PLAYER, after_attempt, puzzle_start
from domino_solitaire.store import DB_NAME, SCHEMA_VERSION, GameStore, open_store
from domino_solitaire.store.puzzles import PLAYER, attempts, rate, ratings, tried

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
