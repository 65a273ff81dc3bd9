"""A damaged database (issue 11, item 5): bad rows are skipped with a note and never changed, a lost
version number is recognised, a path that is not a file is left alone, a read-only folder is read."""

from __future__ import annotations

import json
import os
import sqlite3
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import pytest

from domino_solitaire.engine import Game, Status, make_setup
from domino_solitaire.records import Result
from domino_solitaire.store import (
    DB_NAME,
    SCHEMA_VERSION,
    GameStore,
    StoreUnavailable,
    open_store,
)
from domino_solitaire.store.schema import MIGRATIONS
from domino_solitaire.wording.records import bad_text
from domino_solitaire.wording.records import store_problem_text as said
from helpers import save_game, store_refuses

T0 = datetime(2024, 5, 1, 12, 0, tzinfo=timezone.utc)


def opened(folder: Path) -> GameStore:
    store = open_store(folder)
    assert isinstance(store, GameStore), store
    return store


def three_games(folder: Path) -> GameStore:
    """A won, a lost and an unfinished Luzon game (first legal move each time), ids 1, 2, 3."""
    store = opened(folder)
    for n, (seed, moves) in enumerate([(1, None), (0, None), (16, 2)]):
        game = Game(make_setup("luzon", 6, seed=seed))
        while not game.is_over and (moves is None or len(game.moves) < moves):
            game.play(game.legal_moves()[0])
            save_game(store, game, T0.replace(hour=n), elapsed=30.0)
    return store


def raw_rows(path: Path) -> list[tuple[Any, ...]]:
    conn = sqlite3.connect(path)
    try:
        return conn.execute("SELECT * FROM games ORDER BY id").fetchall()
    finally:
        conn.close()


def damage(path: Path, sql: str, *params: object) -> None:
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA ignore_check_constraints = ON")  # as a hand edit or another tool might
    with conn:
        conn.execute(sql, params)
    conn.close()


DAMAGES = [
    ("UPDATE games SET moves = 'not json' WHERE id = ?", "its moves is not a list of moves"),
    ("UPDATE games SET moves = '[1, 2]' WHERE id = ?", "is not a list of moves"),
    ("UPDATE games SET moves = '" + "[" * 5000 + "' WHERE id = ?", "is not a list of moves"),
    ("UPDATE games SET size = 'x' WHERE id = ?", '"set" is not a set'),
    ("UPDATE games SET game = 'chess' WHERE id = ?", '"game" is not a game'),
    ("UPDATE games SET variant = 'odd' WHERE id = ?", '"variant" is not a variant'),
    ("UPDATE games SET result = 'bogus' WHERE id = ?", '"result" must be one of'),
    ("UPDATE games SET duration = 1e999 WHERE id = ?", '"duration_seconds" must be from 0'),
    ("UPDATE games SET duration = 'soon' WHERE id = ?", '"duration_seconds" must be a number'),
    ("UPDATE games SET undos = 9223372036854775807 WHERE id = ?", '"undos" must be a whole number'),
    ("UPDATE games SET hints = -4 WHERE id = ?", '"hints" must be a whole number'),
    ("UPDATE games SET started_at = '9999-12-31T23:59:59-23:59' WHERE id = ?", '"started_at" must be a time'),
    ("UPDATE games SET move_count = 99 WHERE id = ?", "move count does not match"),
    ("UPDATE games SET seed = NULL WHERE id = ?", "both or neither"),
    ("UPDATE games SET source = 'stolen' WHERE id = ?", "source is neither"),
    ("UPDATE games SET tiles_left = 1000 WHERE id = ?", '"tiles_left" must be'),
    ("UPDATE games SET daily = 'monday' WHERE id = ?", '"daily" must be a date'),
]


@pytest.mark.parametrize(("sql", "says"), DAMAGES)
def test_a_damaged_row_is_skipped_everywhere_and_never_changed(tmp_path: Path, sql: str, says: str) -> None:
    store = three_games(tmp_path)
    damage(store.path, sql, 2)
    before = raw_rows(store.path)
    again = opened(tmp_path)  # a fresh handle: nothing is known of the damage yet
    assert [info.id for info in again.history()] == [3, 1]
    assert says in bad_text(again.damaged[2])
    [kind] = again.stats()
    assert (kind.played, kind.won, kind.in_progress) == (1, 1, 1)  # the lost game is not counted
    with store_refuses(f"game 2 in the history is damaged .*{says[:10]}"):
        again.load(2)
    assert again.load(1)[0].replay().status is Status.WON
    # The latest unfinished game is still found, and the rest keeps working.
    unfinished = again.latest_unfinished()
    assert unfinished is not None and unfinished.id == 3
    again.resume(3)
    assert raw_rows(store.path) == before  # never changed, never deleted


@pytest.mark.parametrize("extra", ["[1]", '{"a": NaN}', "not json"])
def test_damaged_extra_fields_are_found_on_loading_and_never_read_for_listings(
    tmp_path: Path, extra: str
) -> None:
    """The history and the statistics read no extra fields (they may be large, and say nothing the
    listings show): a game whose extra fields are damaged is listed, and refused when loaded."""
    store = three_games(tmp_path)
    damage(store.path, "UPDATE games SET extra = ? WHERE id = ?", extra, 2)
    again = opened(tmp_path)
    assert [info.id for info in again.history()] == [3, 2, 1] and again.damaged == {}
    [kind] = again.stats()
    assert kind.played == 2 and again.damaged == {}
    with store_refuses(r"game 2 in the history is damaged .*its extra fields is not"):
        again.load(2)


def test_an_unfinished_game_that_cannot_be_replayed_is_skipped(tmp_path: Path) -> None:
    store = three_games(tmp_path)
    game = Game(make_setup("luzon", 6, seed=21))
    game.play(game.legal_moves()[0])
    save_game(store, game, T0.replace(hour=5))
    damage(store.path, "UPDATE games SET moves = '[\"9+9\"]' WHERE id = 4")
    again = opened(tmp_path)
    latest = again.latest_unfinished()
    assert latest is not None and latest.id == 4
    with store_refuses("game 4 cannot be replayed"):
        again.resume(4)
    latest = again.latest_unfinished()  # known damaged now: the next one is offered
    assert latest is not None and latest.id == 3


def write_version_1(path: Path, rows: list[dict[str, Any]]) -> None:
    """A database as version 1 of the program wrote it."""
    conn = sqlite3.connect(path)
    for statement in MIGRATIONS[0]:
        assert isinstance(statement, str)
        conn.execute(statement)
    for row in rows:
        values = {
            "game": "luzon",
            "size": 6,
            "variant": "standard",
            "seed": 1,
            "moves": "[]",
            "move_count": 0,
            "result": "in-progress",
            "updated_at": "2024-05-01T12:00:00.000000+00:00",
            "source": "played",
            "record_key": "k",
            **row,
        }
        conn.execute(
            f"INSERT INTO games ({', '.join(values)}) VALUES ({', '.join('?' for _ in values)})",
            tuple(values.values()),
        )
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()


def test_migration_2_keeps_every_row(tmp_path: Path) -> None:
    game = Game(make_setup("luzon", 6, seed=1))
    for _ in range(3):
        game.play(game.legal_moves()[0])
    moves = json.dumps(game.move_texts())
    write_version_1(
        tmp_path / DB_NAME,
        [
            {"moves": moves, "move_count": 3, "session_key": "a", "duration": 12.5},
            {"moves": "not json", "move_count": 3, "result": "abandoned", "record_key": "b"},
        ],
    )
    store = opened(tmp_path)
    assert store.warning is None
    [info] = store.history()
    assert (info.result, info.move_count, info.duration, info.tiles_left) == (Result.PLAYING, 3, 12.5, 22)
    assert "its moves is not a list of moves" in bad_text(store.damaged[2])
    rows = raw_rows(store.path)
    assert [row[8] for row in rows] == ["playing", "abandoned"]  # the damaged row is copied as it was
    assert rows[1][6] == "not json"


@pytest.mark.parametrize("version", [0, -1])
def test_a_lost_version_number_is_recognised(tmp_path: Path, version: int) -> None:
    store = three_games(tmp_path)
    store.close()
    conn = sqlite3.connect(tmp_path / DB_NAME)
    conn.execute(f"PRAGMA user_version = {version}")
    conn.commit()
    conn.close()
    again = opened(tmp_path)  # not "table games already exists", and not moved aside
    assert again.warning is None and len(again.history()) == 3
    conn = sqlite3.connect(tmp_path / DB_NAME)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    conn.close()


def test_a_version_1_table_with_its_version_lost_is_migrated(tmp_path: Path) -> None:
    write_version_1(tmp_path / DB_NAME, [{"moves": "[]", "session_key": "a"}])
    conn = sqlite3.connect(tmp_path / DB_NAME)
    conn.execute("PRAGMA user_version = 0")
    conn.commit()
    conn.close()
    store = opened(tmp_path)
    assert store.warning is None and [info.result for info in store.history()] == [Result.PLAYING]


def test_a_games_table_of_another_program_is_moved_aside(tmp_path: Path) -> None:
    conn = sqlite3.connect(tmp_path / DB_NAME)
    conn.execute("CREATE TABLE games (name TEXT, score INTEGER)")
    conn.execute("INSERT INTO games VALUES ('chess', 3)")
    conn.commit()
    conn.close()
    store = opened(tmp_path)
    assert store.warning is not None
    assert "did not write" in said(store.warning) and "moved it to" in said(store.warning)
    [aside] = [p for p in tmp_path.iterdir() if p.name.startswith("games.foreign-")]
    conn = sqlite3.connect(aside)
    assert conn.execute("SELECT * FROM games").fetchall() == [("chess", 3)]
    conn.close()


@pytest.mark.skipif(not os.path.exists("/dev/null"), reason="needs /dev/null")
def test_a_database_that_is_a_device_is_left_alone(tmp_path: Path) -> None:
    (tmp_path / DB_NAME).symlink_to("/dev/null")
    result = open_store(tmp_path)
    assert isinstance(result, StoreUnavailable)
    assert "is not a file" in said(result) and "\n" not in said(result)
    assert (tmp_path / DB_NAME).is_symlink()
    assert sorted(p.name for p in tmp_path.iterdir()) == [DB_NAME]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_database_that_is_a_fifo_is_left_alone(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / DB_NAME)
    result = open_store(tmp_path)
    assert isinstance(result, StoreUnavailable) and "is not a file" in said(result)


def test_a_read_only_folder_is_read_from_a_snapshot(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = three_games(tmp_path)
    store.close()
    real_access = os.access
    # As root, permissions do not stop writes: pretend the folder is read-only.
    monkeypatch.setattr(os, "access", lambda p, mode: mode != os.W_OK and real_access(p, mode))
    read_only = opened(tmp_path)
    assert read_only.read_only and read_only.warning is None
    assert [info.id for info in read_only.history()] == [3, 2, 1]
    with store_refuses("read-only"):
        read_only.reset_stats()
    game = Game(make_setup("luzon", 6, seed=1))
    game.play(game.legal_moves()[0])
    with store_refuses("read-only"):
        save_game(read_only, game, T0)


def test_an_old_database_in_a_read_only_folder_is_read_at_the_current_version(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_version_1(tmp_path / DB_NAME, [{"moves": "[]", "session_key": "a", "result": "in-progress"}])
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda p, mode: mode != os.W_OK and real_access(p, mode))
    read_only = opened(tmp_path)
    assert [info.result for info in read_only.history()] == [Result.PLAYING]
    conn = sqlite3.connect(tmp_path / DB_NAME)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 1  # the file itself is untouched
    conn.close()


@pytest.mark.skipif(getattr(os, "geteuid", lambda: 0)() == 0, reason="root writes to read-only folders")
def test_a_really_read_only_folder_is_read(tmp_path: Path) -> None:
    three_games(tmp_path).close()
    tmp_path.chmod(0o555)
    try:
        store = opened(tmp_path)
        assert store.read_only and len(store.history()) == 3
    finally:
        tmp_path.chmod(0o755)
