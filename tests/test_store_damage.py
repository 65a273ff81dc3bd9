"""A damaged, newer or unusable database: moved aside or reported, never overwritten."""

from __future__ import annotations

import os
import sqlite3
from datetime import datetime, timezone
from pathlib import Path

import pytest

from domino_solitaire.engine import Game, make_setup
from domino_solitaire.store import DB_NAME, SCHEMA_VERSION, GameStore, StoreUnavailable, open_store
from domino_solitaire.wording.records import store_problem_text as said
from helpers import save_game

T0 = datetime(2024, 5, 1, 12, 0, tzinfo=timezone.utc)


def opened(folder: Path) -> GameStore:
    store = open_store(folder)
    assert isinstance(store, GameStore), store
    return store


def store_with_games(folder: Path, count: int) -> Path:
    with opened(folder) as store:
        for seed in range(count):
            game = Game(make_setup("castle-rock", 6, seed=seed))
            game.play(game.legal_moves()[0])
            save_game(store, game, T0)
        return store.path


def aside_files(folder: Path, kind: str) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.name.startswith(f"games.{kind}-"))


def check_moved_aside(store: GameStore, folder: Path, kind: str, original: bytes) -> Path:
    [aside] = [p for p in aside_files(folder, kind) if p.suffix == ".sqlite3"]
    assert store.warning is not None
    assert str(aside) in said(store.warning) and "\n" not in said(store.warning)
    assert aside.read_bytes() == original  # kept exactly as it was
    assert store.history() == []  # a fresh database took its place
    game = Game(make_setup("luzon", 6, seed=1))
    game.play(game.legal_moves()[0])
    assert save_game(store, game, T0) == 1
    return aside


def test_not_a_database(tmp_path: Path) -> None:
    path = tmp_path / DB_NAME
    junk = b"this is not sqlite, but it is the player's file\n" * 100
    path.write_bytes(junk)
    check_moved_aside(opened(tmp_path), tmp_path, "corrupt", junk)


def test_damaged_pages(tmp_path: Path) -> None:
    path = store_with_games(tmp_path, 200)
    data = bytearray(path.read_bytes())
    assert len(data) > 3 * 4096
    # Keep the header page readable and scribble over the rest.
    data[4096:] = bytes((i * 37) % 251 for i in range(len(data) - 4096))
    path.write_bytes(bytes(data))
    check_moved_aside(opened(tmp_path), tmp_path, "corrupt", bytes(data))


def test_newer_version(tmp_path: Path) -> None:
    path = store_with_games(tmp_path, 3)
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    original = path.read_bytes()
    store = opened(tmp_path)
    assert store.warning is not None and "newer version" in said(store.warning)
    aside = check_moved_aside(store, tmp_path, "newer", original)
    # The moved file still holds the player's games.
    conn = sqlite3.connect(aside)
    assert conn.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 3
    conn.close()


def test_wal_goes_aside_with_its_database(tmp_path: Path) -> None:
    path = store_with_games(tmp_path, 2)
    # A writer that never checkpointed leaves games in the -wal file only.
    writer = sqlite3.connect(path)
    writer.execute("PRAGMA wal_autocheckpoint = 0")
    writer.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    writer.execute("UPDATE games SET hints = 7")
    writer.commit()
    wal = Path(f"{path}-wal")
    assert wal.exists() and wal.stat().st_size > 0
    store = opened(tmp_path)
    writer.close()
    assert store.warning is not None
    [aside] = [p for p in aside_files(tmp_path, "newer") if p.suffix == ".sqlite3"]
    assert Path(f"{aside}-wal").exists()


def test_two_damaged_files_in_the_same_second_both_kept(tmp_path: Path) -> None:
    for n in range(2):
        (tmp_path / DB_NAME).write_bytes(b"junk %d" % n * 1000)
        with opened(tmp_path) as store:
            assert store.warning is not None
        (tmp_path / DB_NAME).unlink()
        for extra in ("-wal", "-shm"):
            Path(f"{tmp_path / DB_NAME}{extra}").unlink(missing_ok=True)
    kept = sorted(p.read_bytes()[:6] for p in aside_files(tmp_path, "corrupt") if p.suffix == ".sqlite3")
    assert kept == [b"junk 0", b"junk 1"]


def unavailable(folder: Path) -> StoreUnavailable:
    result = open_store(folder)
    assert isinstance(result, StoreUnavailable), result
    assert "\n" not in said(result) and "will not be saved" in said(result)
    return result


def test_folder_is_a_file(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("x")
    assert "is a file" in said(unavailable(tmp_path / "file"))
    assert "cannot create" in said(unavailable(tmp_path / "file" / "below"))


def test_database_path_is_a_folder(tmp_path: Path) -> None:
    (tmp_path / DB_NAME).mkdir()
    assert "cannot use the database" in said(unavailable(tmp_path))
    assert (tmp_path / DB_NAME).is_dir()  # left alone


@pytest.mark.skipif(getattr(os, "geteuid", lambda: 0)() == 0, reason="root writes to read-only folders")
def test_read_only_folder(tmp_path: Path) -> None:
    store_with_games(tmp_path, 1)
    for name in os.listdir(tmp_path):
        if name != DB_NAME:
            os.remove(tmp_path / name)
    tmp_path.chmod(0o555)
    try:
        assert str(tmp_path) in said(unavailable(tmp_path))
    finally:
        tmp_path.chmod(0o755)
