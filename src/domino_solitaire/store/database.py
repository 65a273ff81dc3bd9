"""Opening the SQLite file: pragmas, migrations, and moving a damaged or newer file aside.

A file we cannot read is never overwritten or deleted: it is renamed with a
timestamp (its -wal and -shm files with it, since the WAL may hold committed
games) and a fresh database takes its place. A database in a folder we may not
write to is read from a snapshot in memory, so that the history can still be shown.
"""

from __future__ import annotations

import os
import sqlite3
import stat
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from domino_solitaire.store.problems import FileProblem, FileTrouble, MovedAside
from domino_solitaire.store.schema import COLUMNS, MIGRATIONS, PUZZLE_TABLES, SCHEMA_VERSION

#: How long a writer waits for another one (another terminal playing) before giving up.
BUSY_TIMEOUT_MS = 10_000
#: How long a read for the screen waits for a lock before giving up (it must not freeze the UI).
QUICK_TIMEOUT_MS = 250

_SQLITE_READONLY = 8
_SQLITE_CORRUPT = 11
_SQLITE_CANTOPEN = 14
_SQLITE_NOTADB = 26


class Damaged(Exception):
    """The file is not a database we can use; ``reason`` says why (``kind``: the moved file's tag)."""

    def __init__(self, reason: FileTrouble, kind: str) -> None:
        super().__init__(reason)
        self.reason = reason
        self.kind = kind


class Unusable(Exception):
    """The database cannot be opened at all, and must be left as it is; ``trouble`` says why."""

    def __init__(self, trouble: FileTrouble) -> None:
        super().__init__(trouble)
        self.trouble = trouble


@dataclass(frozen=True)
class Opened:
    connection: sqlite3.Connection
    warning: MovedAside | None


def _code(exc: sqlite3.Error) -> int | None:
    code = getattr(exc, "sqlite_errorcode", None)  # Python 3.11+
    return code & 0xFF if isinstance(code, int) else None


def is_corruption(exc: sqlite3.Error) -> bool:
    code = _code(exc)
    if code is not None:
        return code in (_SQLITE_CORRUPT, _SQLITE_NOTADB)
    text = str(exc).lower()
    return "not a database" in text or "malformed" in text


def is_read_only(exc: sqlite3.Error) -> bool:
    """The file or its folder may not be written (or the -shm file not created)."""
    code = _code(exc)
    if code is not None:
        return code in (_SQLITE_READONLY, _SQLITE_CANTOPEN)
    text = str(exc).lower()
    return "readonly" in text or "read-only" in text or "unable to open" in text


def check_regular(path: Path) -> bool:
    """Whether a file is there; Unusable if something other than a file is (a folder, a device such
    as /dev/null through a symlink, a pipe): SQLite would misbehave on it, and it is not ours to move."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return False
    if stat.S_ISDIR(mode):
        raise Unusable(FileTrouble(FileProblem.IS_FOLDER, path))
    if not stat.S_ISREG(mode):
        raise Unusable(FileTrouble(FileProblem.NOT_A_FILE, path))
    return True


def _configure(conn: sqlite3.Connection, busy_ms: int) -> None:
    conn.execute(f"PRAGMA busy_timeout = {int(busy_ms)}")


def connect(path: Path, busy_ms: int = BUSY_TIMEOUT_MS) -> sqlite3.Connection:
    """A connection ready for use, at the current schema version; raises Damaged or sqlite3.Error."""
    # Before connecting: the first read makes the write-ahead log, which changes the fingerprint.
    unchanged = sealed(path)
    # isolation_level=None: we issue BEGIN IMMEDIATE ourselves, so a writer takes the lock up front
    # and waits for it (busy_timeout) instead of failing when upgrading a read to a write.
    conn = sqlite3.connect(path, timeout=busy_ms / 1000, isolation_level=None, check_same_thread=False)
    try:
        _configure(conn, busy_ms)
        if _user_version(conn) > SCHEMA_VERSION:
            raise Damaged(FileTrouble(FileProblem.NEWER, path), "newer")
        problem = None if unchanged else structural_damage(conn)
        if problem is not None:
            raise Damaged(FileTrouble(FileProblem.DAMAGED_FILE, path, problem), "corrupt")
        conn.execute("PRAGMA journal_mode = WAL")
        # FULL: a commit survives a power cut too, not only a crash; one fsync per move is cheap.
        conn.execute("PRAGMA synchronous = FULL")
        conn.execute("PRAGMA foreign_keys = ON")
        migrate(conn, path)
    except sqlite3.DatabaseError as exc:
        conn.close()
        if is_corruption(exc):
            raise Damaged(FileTrouble(FileProblem.NOT_READABLE, path, str(exc)), "corrupt") from None
        raise
    except BaseException:
        conn.close()
        raise
    return conn


#: What quick_check reports of a row that breaks a constraint: the file is sound, and such a row
#: is skipped when read (moving the whole history aside for it would lose every other game).
_ROW_PROBLEMS = ("CHECK constraint failed", "NULL value in")


def _fingerprint(path: Path) -> str | None:
    """The database file as it stands (and its write-ahead log's): what a seal matches."""
    parts = []
    for file in (path, Path(f"{path}-wal")):
        try:
            found = file.stat()
        except FileNotFoundError:
            parts.append("-")
            continue
        except OSError:
            return None
        parts.append(f"{found.st_ino}:{found.st_size}:{found.st_mtime_ns}")
    return " ".join(parts)


def _seal_path(path: Path) -> Path:
    return path.with_name(f"{path.name}.sealed")


def sealed(path: Path) -> bool:
    """Whether the file is as this program left it when it last closed it: unchanged since, so
    its structure need not be checked again. ``PRAGMA quick_check`` reads the whole file (half a
    second with fifty thousand games), so it runs only when the file changed otherwise: another
    tool, or a session that ended without closing it (a crash, a power cut)."""
    fingerprint = _fingerprint(path)
    try:
        with _seal_path(path).open("rb") as file:
            return fingerprint is not None and file.read(200) == fingerprint.encode()
    except OSError:
        return False


def seal(path: Path) -> None:
    """Note the file as this program leaves it (after its connection is closed); a seal that cannot
    be written only means the next opening checks the file again."""
    fingerprint = _fingerprint(path)
    seal_path = _seal_path(path)
    try:
        if fingerprint is None:
            seal_path.unlink(missing_ok=True)
            return
        partial = seal_path.with_name(f"{seal_path.name}.new")
        partial.write_text(fingerprint)
        os.replace(partial, seal_path)
    except OSError:
        pass


def structural_damage(conn: sqlite3.Connection) -> str | None:
    """The first problem ``PRAGMA quick_check`` finds with the file itself, or None."""
    for (line,) in conn.execute("PRAGMA quick_check(100)").fetchall():
        if line != "ok" and not str(line).startswith(_ROW_PROBLEMS):
            return str(line)
    return None


def reconnect(path: Path, busy_ms: int = BUSY_TIMEOUT_MS) -> sqlite3.Connection:
    """Another connection to a database ``connect`` already opened (checked and migrated)."""
    conn = sqlite3.connect(path, timeout=busy_ms / 1000, isolation_level=None, check_same_thread=False)
    try:
        _configure(conn, busy_ms)
        conn.execute("PRAGMA synchronous = FULL")
        conn.execute("PRAGMA foreign_keys = ON")
    except BaseException:
        conn.close()
        raise
    return conn


def _user_version(conn: sqlite3.Connection) -> int:
    value = conn.execute("PRAGMA user_version").fetchone()[0]
    return int(value)


def _schema_version(conn: sqlite3.Connection, path: Path) -> int:
    """The version of the schema in the file: ``user_version``, or, when that was lost (0, or a
    negative number written by another tool) while our tables are there, what the tables show."""
    version = _user_version(conn)
    if version > 0:
        return version
    tables = {name for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if "games" not in tables:
        return 0
    columns = {row[1] for row in conn.execute("PRAGMA table_info(games)")}
    if COLUMNS[3] <= columns and "settings" in tables:
        return 4 if tables >= PUZZLE_TABLES else 3
    if COLUMNS[2] <= columns and "settings" in tables:
        return 2
    if COLUMNS[1] <= columns:
        return 1
    raise Damaged(FileTrouble(FileProblem.FOREIGN, path), "foreign")


def migrate(conn: sqlite3.Connection, path: Path) -> None:
    if _user_version(conn) == SCHEMA_VERSION:
        return
    conn.execute("BEGIN IMMEDIATE")
    try:
        # Read again under the lock: another process may have migrated meanwhile.
        version = _schema_version(conn, path)
        if version > SCHEMA_VERSION:
            raise Damaged(FileTrouble(FileProblem.NEWER, path), "newer")
        for steps in MIGRATIONS[version:]:
            for step in steps:
                if isinstance(step, str):
                    conn.execute(step)
                else:
                    step(conn)
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
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


def open_database(path: Path, busy_ms: int = BUSY_TIMEOUT_MS) -> Opened:
    """Open (creating or migrating) the database at ``path``; raises Unusable, sqlite3.Error or OSError."""
    check_regular(path)
    warning = None
    try:
        return Opened(connect(path, busy_ms), None)
    except Damaged as damaged:
        try:
            aside = move_aside(path, damaged.kind)
        except FileNotFoundError:
            # Another process moved it first; its fresh file is what we open now.
            aside = None
        if aside is not None:
            warning = MovedAside(damaged.reason, aside)
    try:
        return Opened(connect(path, busy_ms), warning)
    except Damaged as damaged:
        # Damaged twice in a row: something keeps writing bad files there; do not loop.
        raise Unusable(damaged.reason) from None


def open_snapshot(path: Path) -> sqlite3.Connection:
    """The database copied into memory through a read-only connection, at the current schema
    version: for reading where the file or its folder may not be written. Raises Unusable."""
    uri = path.absolute().as_uri()
    problem: sqlite3.Error | None = None
    # ``immutable`` only when a plain read-only open fails (a WAL database whose -shm file cannot be
    # made): it reads the main file alone, so games not yet checkpointed from the -wal are not seen.
    for query in ("?mode=ro", "?mode=ro&immutable=1"):
        try:
            source = sqlite3.connect(f"{uri}{query}", uri=True, timeout=QUICK_TIMEOUT_MS / 1000)
        except sqlite3.Error as exc:
            problem = exc
            continue
        memory = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
        try:
            source.backup(memory)
        except sqlite3.Error as exc:
            problem = exc
            memory.close()
            continue
        finally:
            source.close()
        try:
            if _user_version(memory) > SCHEMA_VERSION:
                raise Unusable(FileTrouble(FileProblem.NEWER, path))
            damage = structural_damage(memory)
            if damage is not None:
                raise Unusable(FileTrouble(FileProblem.DAMAGED_FILE, path, damage))
            migrate(memory, path)
        except Damaged as damaged:
            memory.close()
            raise Unusable(damaged.reason) from None
        except (sqlite3.Error, Unusable):
            memory.close()
            raise
        return memory
    raise Unusable(FileTrouble(FileProblem.CANNOT_READ_FILE, path, str(problem)))
