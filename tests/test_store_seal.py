"""The whole file is checked (``PRAGMA quick_check``) only when it changed since this program last
closed it: a long history opens as fast as a short one, and a file changed by anything else, or
left by a session that never closed it, is checked as before."""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path

import pytest

from domino_solitaire.engine import make_setup
from domino_solitaire.records import GameRecord, Result
from domino_solitaire.store import GameStore, database, open_store

T0 = datetime(2024, 5, 1, 12, 0, tzinfo=timezone.utc)


def checks(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """The quick_checks run from now on."""
    ran: list[object] = []
    real = database.structural_damage

    def counted(conn: object) -> str | None:
        ran.append(conn)
        return real(conn)  # type: ignore[arg-type]

    monkeypatch.setattr(database, "structural_damage", counted)
    return ran


def stored_game(folder: Path) -> GameStore:
    store = open_store(folder)
    assert isinstance(store, GameStore)
    store.save(GameRecord.of(make_setup("luzon", 6, seed=1), ("-",) * 3, Result.WON, started_at=T0))
    return store


def test_a_file_closed_here_is_not_read_whole_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    stored_game(tmp_path).close()
    ran = checks(monkeypatch)
    store = open_store(tmp_path)
    assert isinstance(store, GameStore) and ran == []
    assert len(store.history()) == 1
    store.close()


def test_a_file_left_open_or_changed_elsewhere_is_checked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    left_open = stored_game(tmp_path)  # a session that never closed it (a crash): no new seal
    left_open.save(GameRecord.of(make_setup("luzon", 6, seed=2), ("-",) * 3, Result.LOST, started_at=T0))
    ran = checks(monkeypatch)
    again = open_store(tmp_path)
    assert isinstance(again, GameStore) and len(ran) == 1
    again.close()
    left_open._conn.close()
    # Closed, then changed by another tool: checked again.
    ran.clear()
    (database_file,) = tmp_path.glob("*.sqlite3")
    with database_file.open("ab") as file:
        file.write(b"\0" * 4096)
    store = open_store(tmp_path)
    assert isinstance(store, GameStore) and len(ran) == 1
    store.close()


def test_a_damaged_seal_only_means_a_check(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    stored_game(tmp_path).close()
    (seal,) = tmp_path.glob("*.sealed")
    seal.write_bytes(b"\x1b[2J" * 1000)
    ran = checks(monkeypatch)
    store = open_store(tmp_path)
    assert isinstance(store, GameStore) and len(ran) == 1
    store.close()
