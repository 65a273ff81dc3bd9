"""The player's games in SQLite: saved as play goes, resumed, listed, counted, exported and imported.

The store keeps ``GameRecord``s and decides no rule: the play session says what a record is, and
``records.merge`` what a later save may change of one already stored (a won, solved or abandoned
game is final: the record stands; a lost game the player undoes out of is in play again).

- Every row is checked when read (``records.limits``); a damaged one is skipped, noted in
  ``GameStore.damaged``, and never changed or deleted.
- Every sqlite3.Error and OSError becomes a StoreError (``store.problems``: a value that
  ``wording`` puts into words).
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Collection, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, replace
from datetime import date, datetime, timezone
from pathlib import Path
from typing import Any

from domino_solitaire.engine import Game, SolitaireError, Transcript
from domino_solitaire.records import GameRecord, KindStats, Result, Source, Standing, Tally, limits, merge
from domino_solitaire.records.files import NotImportable, from_file, to_file
from domino_solitaire.records.limits import Bad, OutOfLimits
from domino_solitaire.records.record import stored_time
from domino_solitaire.records.stats import daily_days, kind_stats, tallies
from domino_solitaire.store.database import BUSY_TIMEOUT_MS, reconnect, seal
from domino_solitaire.store.lease import lease_alive
from domino_solitaire.store.problems import GameHeld, MovedAside, StoreError, StoreProblem
from domino_solitaire.store.rows import (
    COLUMNS,
    LISTED,
    PLAY_ORDER,
    checked_row,
    columns_of,
    kind_order,
    record_key,
    session_key,
)
from domino_solitaire.store.settings import Settings, from_rows, to_rows
from domino_solitaire.store.tallies import brought_up_to_date, keep


@dataclass(frozen=True)
class Imported:
    id: int
    added: bool  # False: the same record was already in the history
    result: Result
    move_count: int


class GameStore:
    """An open database. Safe to share between threads; each call is one short transaction.

    ``read_only``: the data folder (or file) may not be written; the store reads a snapshot
    taken when it was opened, and every write raises StoreError saying so.
    """

    def __init__(
        self,
        connection: sqlite3.Connection,
        path: Path,
        warning: MovedAside | None = None,
        *,
        read_only: bool = False,
    ) -> None:
        self._conn = connection
        self._lock = threading.RLock()
        self.path = path
        self.read_only = read_only
        #: What to tell the player once (the old database was moved aside), or None.
        self.warning = warning
        #: Rows found damaged by the reads so far: game id -> what is wrong. They are skipped, never
        #: changed or deleted; the caller says so (once per row).
        self.damaged: dict[int, Bad] = {}

    # -- plumbing -------------------------------------------------------------------------------

    def close(self) -> None:
        with self._lock:
            self._conn.close()
        if not self.read_only:
            seal(self.path)  # left whole by this program: the next opening need not read it all

    def __enter__(self) -> GameStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def set_busy_timeout(self, milliseconds: int) -> None:
        """How long a call waits for another process's lock before it fails."""
        with self._lock:
            try:
                self._conn.execute(f"PRAGMA busy_timeout = {int(milliseconds)}")
            except sqlite3.Error as exc:
                raise StoreError(StoreProblem.CANNOT_USE, path=self.path, detail=exc) from None

    def another(self, busy_ms: int = BUSY_TIMEOUT_MS) -> GameStore:
        """A second handle on the same database, with its own connection (for another thread)."""
        if self.read_only:
            return self
        try:
            return GameStore(reconnect(self.path, busy_ms), self.path)
        except (sqlite3.Error, OSError) as exc:
            raise StoreError(StoreProblem.CANNOT_OPEN, path=self.path, detail=exc) from None

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """One write transaction; BEGIN IMMEDIATE so that concurrent writers queue instead of failing."""
        if self.read_only:
            raise StoreError(StoreProblem.READ_ONLY, path=self.path)
        with self._lock:
            try:
                self._conn.execute("BEGIN IMMEDIATE")
            except (sqlite3.Error, OSError) as exc:
                raise StoreError(StoreProblem.CANNOT_WRITE, path=self.path, detail=exc) from None
            try:
                yield self._conn
            except (sqlite3.Error, OSError) as exc:
                self._rollback()
                raise StoreError(StoreProblem.CANNOT_WRITE, path=self.path, detail=exc) from None
            except BaseException:
                self._rollback()
                raise
            try:
                self._conn.execute("COMMIT")
            except (sqlite3.Error, OSError) as exc:
                self._rollback()
                raise StoreError(StoreProblem.CANNOT_WRITE, path=self.path, detail=exc) from None

    def _rollback(self) -> None:
        try:
            if self._conn.in_transaction:
                self._conn.execute("ROLLBACK")
        except sqlite3.Error:
            pass  # the error being reported matters more; the connection rolls back when closed

    def _query(self, sql: str, params: tuple[Any, ...] = ()) -> list[Any]:
        with self._lock:
            try:
                return self._conn.execute(sql, params).fetchall()
            except (sqlite3.Error, OSError) as exc:
                raise StoreError(StoreProblem.CANNOT_READ, path=self.path, detail=exc) from None

    def _games(
        self, where: str = "", params: tuple[Any, ...] = (), order: str = "id", limit: int = -1
    ) -> list[GameRecord]:
        """Checked games; damaged rows are noted in ``damaged`` and left out. (``where`` and ``order``
        are this module's own SQL; values go in ``params``.) Their extra fields are not read."""
        rows = self._query(f"SELECT {LISTED} FROM games {where} ORDER BY {order} LIMIT ?", (*params, limit))
        found = []
        for row in rows:
            if row[0] in self.damaged:
                continue  # found damaged before (e.g. its moves do not replay)
            try:
                found.append(checked_row(row)[0])
            except Bad as bad:
                self.damaged[int(row[0])] = bad
        return found

    def _checked(self, game_id: int) -> tuple[GameRecord, dict[str, Any]]:
        if not 1 <= game_id <= limits.MAX_ID:
            raise StoreError(StoreProblem.NO_SUCH_ID, game_id=game_id, most=limits.MAX_ID)
        rows = self._query(f"SELECT {COLUMNS} FROM games WHERE id = ?", (game_id,))
        if not rows:
            raise StoreError(StoreProblem.NOT_IN_HISTORY, game_id=game_id)
        try:
            return checked_row(rows[0])
        except Bad as bad:
            self.damaged[game_id] = bad
            raise StoreError(StoreProblem.DAMAGED, game_id=game_id, detail=bad) from None

    # -- playing --------------------------------------------------------------------------------

    def save(self, record: GameRecord, lease: str | None = None) -> int | None:
        """Store ``record``, a game played here, as it stands now; call after every move. Returns its id.

        A game is identified by its deal and ``started_at`` (a resumed game keeps the one it was
        stored with). A game with no move yet is not stored (returns None). What is stored already
        changes as ``records.merge`` says: a final record stands (only a par or grade not known
        before is added).

        ``lease``: the session saving (``claim``). A game being played by another session that is
        still running is not changed: GameHeld says so, and the caller tells the player.
        """
        try:
            limits.optional_whole(record.par, "par", 0, limits.MAX_TILES)
            limits.grade(record.grade)
        except Bad as bad:
            raise StoreError(StoreProblem.CANNOT_SAVE, detail=bad) from None
        now = datetime.now(timezone.utc)
        new = replace(
            record, ended_at=now if record.result.finished else None, source=Source.PLAYED, lease=lease
        )
        session = session_key(new)
        with self._transaction() as conn:
            row = conn.execute(f"SELECT {COLUMNS} FROM games WHERE session_key = ?", (session,)).fetchone()
            if row is None:
                if not new.moves:
                    return None
                return _insert(conn, new, now, session_key=session, lease=lease)
            game_id, holder = int(row[0]), row[-1]
            if lease is not None and holder not in (None, lease) and lease_alive(holder):
                raise GameHeld(StoreProblem.HELD_UNSAVED, game_id=game_id)
            try:
                old = checked_row(row)[0]
            except Bad:
                return game_id  # a damaged row is left as it is
            _update(conn, old, merge(old, new), now)
            return game_id

    def abandon(self, game_id: int, *, elapsed: float | None = None, lease: str | None = None) -> bool:
        """Mark a game in play given up (it then counts as not won), with its time when given.
        False if it was not in play. GameHeld when another running session is playing it."""
        now = datetime.now(timezone.utc)
        with self._transaction() as conn:
            row = conn.execute(
                f"SELECT {COLUMNS} FROM games WHERE id = ? AND result = 'playing'", (game_id,)
            ).fetchone()
            if row is None:
                return False
            holder = row[-1]
            if holder not in (None, lease) and lease_alive(holder):
                raise GameHeld(StoreProblem.HELD, game_id=game_id)
            try:
                old = checked_row(row)[0]
            except Bad:
                return False  # a damaged row is left as it is
            given_up = replace(old, result=Result.ABANDONED, ended_at=now, duration=elapsed)
            _update(conn, old, merge(old, given_up), now)
            return True

    def claim(self, game_id: int, lease: str) -> None:
        """Take the game in play ``game_id`` for the session ``lease``: from now on only it saves
        the game. GameHeld when another session that is still running holds it (a session that
        is gone, or was killed, leaves a lease anyone may take)."""
        with self._transaction() as conn:
            row = conn.execute("SELECT lease FROM games WHERE id = ?", (game_id,)).fetchone()
            if row is None:
                raise StoreError(StoreProblem.NOT_IN_HISTORY, game_id=game_id)
            holder = row[0]
            if holder not in (None, lease) and lease_alive(holder):
                raise GameHeld(StoreProblem.HELD, game_id=game_id)
            conn.execute("UPDATE games SET lease = ? WHERE id = ?", (lease, game_id))

    def release(self, lease: str) -> None:
        """The session ``lease`` is ending: its games may be played elsewhere."""
        with self._transaction() as conn:
            conn.execute("UPDATE games SET lease = NULL WHERE lease = ?", (lease,))

    def unfinished(self, game: str, size: int, variant: str = "standard") -> GameRecord | None:
        """The most recently saved game in play of this kind, to offer to resume."""
        found = self._games(
            "WHERE result = 'playing' AND game = ? AND size = ? AND variant = ?",
            (game, size, variant),
            "updated_at DESC, id DESC",
        )
        return found[0] if found else None

    def latest_unfinished(self) -> GameRecord | None:
        """The most recently saved game in play of any kind (for ``resume``)."""
        found = self._games("WHERE result = 'playing'", (), "updated_at DESC, id DESC")
        return found[0] if found else None

    def get(self, game_id: int) -> GameRecord:
        return self._checked(game_id)[0]

    def load(self, game_id: int) -> tuple[Transcript, GameRecord]:
        """The game's record file (the format of docs/notation.md) and its stored record."""
        record, extra = self._checked(game_id)
        return to_file(record, extra), record

    def resume(self, game_id: int) -> tuple[Game, GameRecord]:
        """The stored game replayed through the engine, with its undo count, ready to play on."""
        record = self.get(game_id)
        try:
            game = record.to_record().replay()
        except SolitaireError as exc:
            self.damaged[game_id] = Bad(OutOfLimits.REPLAY, "moves", detail=exc)
            raise StoreError(StoreProblem.NOT_REPLAYABLE, game_id=game_id, detail=exc) from None
        game.undos = record.undos
        return game, record

    # -- history and statistics -----------------------------------------------------------------

    def history(self, limit: int | None = 20, game: str | None = None) -> list[GameRecord]:
        """Stored games, most recently started first (damaged rows left out)."""
        where, params = ("WHERE game = ?", (game,)) if game is not None else ("", ())
        count = -1 if limit is None else max(0, min(limit, limits.MAX_ID))
        return self._games(where, params, "COALESCE(started_at, updated_at) DESC, id DESC", count)

    def counted(self, game: str, size: int, variant: str) -> list[GameRecord]:
        """The counted games of one kind as the statistics see them, oldest first (what a win is
        measured against: the records and streaks it may set)."""
        kind = "WHERE in_stats = 1 AND game = ? AND size = ? AND variant = ?"
        return self._games(kind, (game, size, variant), PLAY_ORDER)

    def dailies(self, day: date) -> list[GameRecord]:
        """The games played of ``day``'s daily deals, of every game, set and variant, oldest first.

        All of them, those taken out of the statistics too: the history says what was played.
        """
        return self._games("WHERE daily = ?", (day.isoformat(),), PLAY_ORDER)

    def stats(
        self,
        game: str | None = None,
        *,
        today: date | None = None,
        par_goals: Collection[tuple[str, int, str]] = (),
    ) -> list[KindStats]:
        """Statistics per game, set and variant (only kinds with a counted game).

        ``today``: the day daily streaks run to (by default the local date). ``par_goals``: the
        (game, set, variant) where no deal can be won, whose daily streak counts days at par.
        """
        where, params = ("WHERE game = ?", (game,)) if game is not None else ("", ())
        # From the index alone (a kind with no counted game has no tallies, and is left out below).
        kinds = self._query(f"SELECT DISTINCT game, size, variant FROM games {where}", params)
        day = today or date.today()
        found = []
        playable = _playable(kinds)
        for unknown in (tuple(kind) for kind in kinds if tuple(kind) not in playable):
            # Rows naming no configuration this program plays: each read, to be noted as damaged.
            self._games("WHERE in_stats = 1 AND game IS ? AND size IS ? AND variant IS ?", unknown)
        for kind in sorted(playable, key=kind_order):
            counted = self.tallies(kind)
            if counted:
                days = daily_days(self._dailies_of(kind), par_goal=kind in par_goals)
                found.append(kind_stats(kind, counted, days, today=day, grades=limits.GRADES))
        return found

    def standing(self, game: str, size: int, variant: str) -> Standing:
        """Where the records of one configuration stand (what a game of it is measured against)."""
        counted = self.tallies((game, size, variant)).get(None, Tally())
        return Standing(counted, daily_days(self._dailies_of((game, size, variant))))

    def tallies(self, kind: tuple[str, int, str]) -> dict[str | None, Tally]:
        """The tallies of one configuration's counted games (``store.tallies``): its finished games'
        kept and brought up to date, and its games in play."""
        with self._lock:
            try:
                self._conn.execute("BEGIN")  # one snapshot: what is kept, and the games since
                try:
                    kept, changed = brought_up_to_date(self._conn, kind, self.damaged.__setitem__)
                finally:
                    self._conn.execute("COMMIT")
            except (sqlite3.Error, OSError) as exc:
                self._rollback()
                raise StoreError(StoreProblem.CANNOT_READ, path=self.path, detail=exc) from None
        if changed and not self.read_only:
            with suppress(StoreError), self._transaction() as conn:  # a cache: counted again next time
                keep(conn, kind, kept)
        playing = self._games(
            "WHERE in_stats = 1 AND game = ? AND size = ? AND variant = ? AND result = 'playing'", kind
        )
        return tallies(playing, kept.counted)

    def _dailies_of(self, kind: tuple[str, int, str]) -> list[GameRecord]:
        return self._games(
            "WHERE in_stats = 1 AND game = ? AND size = ? AND variant = ? AND daily IS NOT NULL",
            kind,
            PLAY_ORDER,
        )

    def reset_stats(self, game: str | None = None) -> int:
        """Leave the finished games (of one game, or all) out of the statistics; the history keeps them.

        Returns how many games were taken out.
        """
        where, params = ("AND game = ?", (game,)) if game is not None else ("", ())
        with self._transaction() as conn:
            cursor = conn.execute(
                f"UPDATE games SET in_stats = 0 WHERE in_stats = 1 AND result != 'playing' {where}",
                params,
            )
            return cursor.rowcount

    # -- settings -------------------------------------------------------------------------------

    def settings(self) -> Settings:
        """The player's settings; a damaged value reads as its default."""
        return from_rows(self._query("SELECT key, value FROM settings"))

    def save_settings(self, settings: Settings) -> None:
        rows = to_rows(settings.check())
        with self._transaction() as conn:
            conn.executemany("INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)", rows.items())

    # -- records --------------------------------------------------------------------------------

    def import_record(self, record: Transcript) -> Imported:
        """Add a finished game from a record file; the same record again is not added twice.

        Raises RecordError (from the engine) when a move is illegal, and StoreError
        (NOT_IMPORTABLE) when the record has no moves, its game is not finished, or a field is out
        of range.
        """
        checked = importable(record)
        key = record_key(checked)
        with self._transaction() as conn:
            row = conn.execute("SELECT id FROM games WHERE record_key = ? LIMIT 1", (key,)).fetchone()
            if row is not None:
                return Imported(int(row[0]), False, checked.result, checked.move_count)
            extra = json.dumps(record.extra, allow_nan=False)
            game_id = _insert(conn, checked, datetime.now(timezone.utc), extra=extra)
            return Imported(game_id, True, checked.result, checked.move_count)


def importable(record: Transcript) -> GameRecord:
    """The record file checked for import (``records.files.from_file``); its refusal as a StoreError."""
    try:
        return from_file(record)
    except (Bad, NotImportable) as refused:
        raise StoreError(StoreProblem.NOT_IMPORTABLE, detail=refused) from None


def _insert(conn: sqlite3.Connection, record: GameRecord, now: datetime, **columns: object) -> int:
    """Add one game: its record's columns, its keys and source, plus the given ``columns``; its id."""
    values: dict[str, object] = {
        **columns_of(record),
        "source": str(record.source),
        "record_key": record_key(record),
        "updated_at": stored_time(now),
        **columns,
    }
    # The column names are this module's own keywords, never the player's input.
    cursor = conn.execute(
        f"INSERT INTO games ({', '.join(values)}) VALUES ({', '.join('?' for _ in values)})",
        tuple(values.values()),
    )
    assert cursor.lastrowid is not None
    return cursor.lastrowid


def _update(conn: sqlite3.Connection, old: GameRecord, new: GameRecord, now: datetime) -> None:
    """Write ``new`` over the stored ``old`` (the same row): nothing when the record stands as it was."""
    if new == old:
        return
    values: dict[str, object] = {**columns_of(new), "record_key": record_key(new), "lease": new.lease}
    if not old.result.final:  # a final record keeps its last write's time (only par or grade came)
        values["updated_at"] = stored_time(now)
    settings = ", ".join(f"{column} = ?" for column in values)
    conn.execute(f"UPDATE games SET {settings} WHERE id = ?", (*values.values(), old.game_id))


def _playable(kinds: list[Any]) -> list[tuple[str, int, str]]:
    """The stored configurations this program plays (a damaged row's name is none)."""
    found = []
    for game, size, variant in kinds:
        try:
            found.append(limits.kind(game, size, variant))
        except Bad:
            continue
    return found
