"""Opening the SQLite file: pragmas, migrations, and moving a damaged or newer file aside.

A file we cannot read is never overwritten or deleted: it is renamed with a
timestamp (its -wal and -shm files with it, since the WAL may hold committed
games) and a fresh database takes its place.
"""

from __future__ import annotations

import os
import sqlite3
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from domino_solitaire.store.schema import MIGRATIONS, SCHEMA_VERSION

#: How long a writer waits for another one (another terminal playing) before giving up.
BUSY_TIMEOUT_MS = 10_000

_SQLITE_CORRUPT = 11
_SQLITE_NOTADB = 26


class Damaged(Exception):
    """The file is not a database we can use; ``reason`` says why, in the player's terms."""

    def __init__(self, reason: str, kind: str) -> None:
        super().__init__(reason)
        self.reason = reason
        self.kind = kind


@dataclass(frozen=True)
class Opened:
    connection: sqlite3.Connection
    warning: str | None


def is_corruption(exc: sqlite3.Error) -> bool:
    code = getattr(exc, "sqlite_errorcode", None)  # Python 3.11+
    if isinstance(code, int):
        return code & 0xFF in (_SQLITE_CORRUPT, _SQLITE_NOTADB)
    text = str(exc).lower()
    return "not a database" in text or "malformed" in text


def connect(path: Path) -> sqlite3.Connection:
    """A connection ready for use, at the current schema version; raises Damaged or sqlite3.Error."""
    # isolation_level=None: we issue BEGIN IMMEDIATE ourselves, so a writer takes the lock up front
    # and waits for it (busy_timeout) instead of failing when upgrading a read to a write.
    conn = sqlite3.connect(
        path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None, check_same_thread=False
    )
    try:
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        version = _user_version(conn)
        if version > SCHEMA_VERSION:
            raise Damaged(f"{path} was written by a newer version of domino-solitaire", "newer")
        check = conn.execute("PRAGMA quick_check").fetchone()[0]
        if check != "ok":
            raise Damaged(f"{path} is damaged ({check})", "corrupt")
        conn.execute("PRAGMA journal_mode = WAL")
        # FULL: a commit survives a power cut too, not only a crash; one fsync per move is cheap.
        conn.execute("PRAGMA synchronous = FULL")
        conn.execute("PRAGMA foreign_keys = ON")
        _migrate(conn, path)
    except sqlite3.DatabaseError as exc:
        conn.close()
        if is_corruption(exc):
            raise Damaged(f"{path} is not a readable database ({exc})", "corrupt") from None
        raise
    except BaseException:
        conn.close()
        raise
    return conn


def _user_version(conn: sqlite3.Connection) -> int:
    value = conn.execute("PRAGMA user_version").fetchone()[0]
    return int(value)


def _migrate(conn: sqlite3.Connection, path: Path) -> None:
    if _user_version(conn) == SCHEMA_VERSION:
        return
    conn.execute("BEGIN IMMEDIATE")
    try:
        # Read again under the lock: another process may have migrated meanwhile.
        version = _user_version(conn)
        if version > SCHEMA_VERSION:
            raise Damaged(f"{path} was written by a newer version of domino-solitaire", "newer")
        for statements in MIGRATIONS[version:]:
            for statement in statements:
                conn.execute(statement)
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise


def move_aside(path: Path, kind: str, now: datetime | None = None) -> Path:
    """Rename the database (and its -wal/-shm) to a timestamped name; returns the new path."""
    stamp = (now or datetime.now(timezone.utc)).strftime("%Y%m%dT%H%M%SZ")
    base = path.with_name(f"{path.stem}.{kind}-{stamp}{path.suffix}")
    target, n = base, 1
    while target.exists():
        n += 1
        target = base.with_name(f"{path.stem}.{kind}-{stamp}-{n}{path.suffix}")
    os.replace(path, target)
    for suffix in ("-wal", "-shm"):
        companion = Path(f"{path}{suffix}")
        if companion.exists():
            # Keep the pair's names matched so that sqlite can open the moved copy with its WAL.
            os.replace(companion, Path(f"{target}{suffix}"))
    return target


def open_database(path: Path) -> Opened:
    """Open (creating or migrating) the database at ``path``; raises sqlite3.Error or OSError."""
    warning = None
    try:
        return Opened(connect(path), None)
    except Damaged as damaged:
        try:
            aside = move_aside(path, damaged.kind)
        except FileNotFoundError:
            # Another process moved it first; its fresh file is what we open now.
            aside = None
        if aside is not None:
            warning = f"{damaged.reason}: moved it to {aside} and started a new one"
    try:
        return Opened(connect(path), warning)
    except Damaged as damaged:
        # Damaged twice in a row: something keeps writing bad files there; do not loop.
        raise sqlite3.DatabaseError(damaged.reason) from None
