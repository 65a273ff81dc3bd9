"""The player's games in SQLite: saved as play goes, resumed, listed, counted, exported and imported.

The store never decides a rule: a game's result is what the engine says after its moves
(``Game.status``), "solved" when autoplay made the winning move, or "abandoned" when the
player gave it up. What the history says happened must stay what happened:

- A game stored as won, solved or abandoned is final: later saves change none of its
  result, moves, time, hints or end (the player may undo to look around; the record stands).
  A lost game that the player undoes out of is in play again.
- Every row is checked when read (``checks``); a damaged one is skipped, noted in
  ``GameStore.damaged``, and never changed or deleted.
- Every sqlite3.Error and OSError becomes a StoreError with a one-line message.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Collection, Iterator
from contextlib import contextmanager
from datetime import date, datetime, timezone
from pathlib import Path
from typing import Any

from domino_solitaire.engine import Game, Record, Setup, SolitaireError, Status, format_tiles
from domino_solitaire.i18n import N_, _
from domino_solitaire.store import checks, messages
from domino_solitaire.store.checks import Bad
from domino_solitaire.store.database import BUSY_TIMEOUT_MS, reconnect
from domino_solitaire.store.lease import lease_alive
from domino_solitaire.store.rows import (
    COLUMNS,
    FINAL,
    LISTED,
    PLAY_ORDER,
    GameHeld,
    GameInfo,
    Importable,
    Imported,
    Snapshot,
    StoreError,
    checked_row,
    kind_order,
    record_key,
    session_key,
    stored_time,
)
from domino_solitaire.store.settings import Settings, from_rows, to_rows
from domino_solitaire.store.stats import KindStats, Outcome, summarize


class GameStore:
    """An open database. Safe to share between threads; each call is one short transaction.

    ``read_only``: the data folder (or file) may not be written; the store reads a snapshot
    taken when it was opened, and every write raises StoreError saying so.
    """

    def __init__(
        self,
        connection: sqlite3.Connection,
        path: Path,
        warning: str | None = None,
        *,
        read_only: bool = False,
    ) -> None:
        self._conn = connection
        self._lock = threading.RLock()
        self.path = path
        self.read_only = read_only
        #: One line to show the player once (the old database was moved aside), or None.
        self.warning = warning
        #: Rows found damaged by the reads so far: game id -> what is wrong. They are skipped, never
        #: changed or deleted; the caller says so (once per row).
        self.damaged: dict[int, str] = {}

    # -- plumbing -------------------------------------------------------------------------------

    def close(self) -> None:
        with self._lock:
            self._conn.close()

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
                raise StoreError(_("cannot use {path}: {exc}").format(path=self.path, exc=exc)) from None

    def another(self, busy_ms: int = BUSY_TIMEOUT_MS) -> GameStore:
        """A second handle on the same database, with its own connection (for another thread)."""
        if self.read_only:
            return self
        try:
            return GameStore(reconnect(self.path, busy_ms), self.path)
        except (sqlite3.Error, OSError) as exc:
            raise StoreError(_("cannot open {path}: {exc}").format(path=self.path, exc=exc)) from None

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """One write transaction; BEGIN IMMEDIATE so that concurrent writers queue instead of failing."""
        if self.read_only:
            raise StoreError(_("cannot save to {path}: the data folder is read-only").format(path=self.path))
        with self._lock:
            try:
                self._conn.execute("BEGIN IMMEDIATE")
            except (sqlite3.Error, OSError) as exc:
                raise StoreError(_("cannot write to {path}: {exc}").format(path=self.path, exc=exc)) from None
            try:
                yield self._conn
            except (sqlite3.Error, OSError) as exc:
                self._rollback()
                raise StoreError(_("cannot write to {path}: {exc}").format(path=self.path, exc=exc)) from None
            except BaseException:
                self._rollback()
                raise
            try:
                self._conn.execute("COMMIT")
            except (sqlite3.Error, OSError) as exc:
                self._rollback()
                raise StoreError(_("cannot write to {path}: {exc}").format(path=self.path, exc=exc)) from None

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
                raise StoreError(_("cannot read {path}: {exc}").format(path=self.path, exc=exc)) from None

    def _games(
        self, where: str = "", params: tuple[Any, ...] = (), order: str = "id", limit: int = -1
    ) -> list[GameInfo]:
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
                self.damaged[int(row[0])] = str(bad)
        return found

    def _checked(self, game_id: int) -> tuple[GameInfo, list[str], dict[str, Any]]:
        if not 1 <= game_id <= checks.MAX_ID:
            raise StoreError(messages.no_such_id(game_id, checks.MAX_ID))
        rows = self._query(f"SELECT {COLUMNS} FROM games WHERE id = ?", (game_id,))
        if not rows:
            raise StoreError(messages.not_in_history(game_id))
        try:
            return checked_row(rows[0])
        except Bad as bad:
            self.damaged[game_id] = str(bad)
            raise StoreError(messages.damaged_game(game_id, bad)) from None

    # -- playing --------------------------------------------------------------------------------

    def save(
        self,
        game: Game | Snapshot,
        started_at: datetime,
        hints: int = 0,
        *,
        elapsed: float | None = None,
        abandoned: bool = False,
        solved: bool = False,
        par: int | None = None,
        grade: str | None = None,
        daily: str | None = None,
        origin: str | None = None,
        lease: str | None = None,
    ) -> int | None:
        """Store ``game`` as it stands now; call after every move. Returns its id.

        A game is identified by its deal and ``started_at``: pass the same time on every save
        of one game (for a resumed game, ``GameInfo.started_at``). A game with no move yet is not
        stored (returns None). ``elapsed``: the seconds of play so far (by default the time
        since ``started_at``). ``abandoned`` marks the game given up; ``solved`` says autoplay
        made the winning move (the game is then stored as solved, not won). ``par``, ``grade``
        and ``daily`` describe the deal (None: unknown, or not a daily deal); ``origin`` how the
        game began ("new", "daily", "taken-over").

        ``lease``: the session saving (``claim``). A game being played by another session that is
        still running is not changed: StoreError says so, and the caller tells the player.

        A game already stored as won, solved or abandoned is not changed (except that a par or
        grade not known before is added).
        """
        state = game if isinstance(game, Snapshot) else Snapshot.of(game)
        setup = state.setup
        seed = setup.seed
        deal = None if seed is not None else format_tiles(setup.deal)
        try:
            par = checks.optional_whole(par, "par", 0, checks.MAX_TILES)
            grade = checks.grade(grade)
            daily = checks.day(daily)
            origin = checks.origin(origin)
        except Bad as bad:
            raise StoreError(_("cannot save the game: {bad}").format(bad=bad)) from None
        started = stored_time(started_at)
        assert started is not None
        now = datetime.now(timezone.utc)
        stamp = stored_time(now)
        moves = list(state.moves)
        if abandoned:
            result = Status.ABANDONED
        elif solved and state.status is Status.WON:
            result = Status.SOLVED
        else:
            result = state.status
        if elapsed is None:
            elapsed = (now - started_at.astimezone(timezone.utc)).total_seconds()
        seconds = checks.clamp_duration(elapsed)
        session = session_key(setup.game, setup.size, setup.variant, seed, deal, started)
        key = record_key(setup.game, setup.size, setup.variant, seed, deal, moves, result, started)
        with self._transaction() as conn:
            row = conn.execute(
                "SELECT id, result, ended_at, lease FROM games WHERE session_key = ?", (session,)
            ).fetchone()
            if row is None:
                if not moves:
                    return None
                return _insert_game(
                    conn,
                    setup,
                    moves,
                    result,
                    started_at=started,
                    ended_at=stamp if result.finished else None,
                    updated_at=stamp,
                    duration=seconds,
                    undos=checks.clamp_count(state.undos),
                    hints=checks.clamp_count(hints),
                    source="played",
                    session_key=session,
                    record_key=key,
                    tiles_left=state.tiles_left,
                    par=par,
                    grade=grade,
                    daily=daily,
                    origin=origin,
                    lease=lease,
                )
            game_id, old_result, old_end, holder = row
            if lease is not None and holder not in (None, lease) and lease_alive(holder):
                raise GameHeld(messages.held_unsaved(game_id))
            try:
                old = checks.status(old_result)
            except Bad:
                return int(game_id)  # a damaged row is left as it is
            if old in FINAL:
                # The record stands; only what was not known about the deal is added.
                conn.execute(
                    "UPDATE games SET par = COALESCE(par, ?), grade = COALESCE(grade, ?) WHERE id = ?",
                    (par, grade, game_id),
                )
                return int(game_id)
            # A finished game saved again keeps the time it first ended.
            ended = (old_end if old is result else stamp) if result.finished else None
            conn.execute(
                "UPDATE games SET moves = ?, move_count = ?, result = ?, ended_at = ?, updated_at = ?, "
                "duration = ?, undos = ?, hints = ?, record_key = ?, tiles_left = ?, "
                "par = COALESCE(?, par), grade = COALESCE(?, grade), daily = COALESCE(?, daily), "
                "origin = COALESCE(?, origin), lease = COALESCE(?, lease) WHERE id = ?",
                (
                    json.dumps(moves),
                    len(moves),
                    str(result),
                    ended,
                    stamp,
                    seconds,
                    checks.clamp_count(state.undos),
                    checks.clamp_count(hints),
                    key,
                    state.tiles_left,
                    par,
                    grade,
                    daily,
                    origin,
                    lease,
                    game_id,
                ),
            )
            return int(game_id)

    def abandon(self, game_id: int, *, elapsed: float | None = None, lease: str | None = None) -> bool:
        """Mark a game in play given up (it then counts as not won), with its time when given.
        False if it was not in play. StoreError when another running session is playing it."""
        stamp = stored_time(datetime.now(timezone.utc))
        with self._transaction() as conn:
            row = conn.execute(
                "SELECT game, size, variant, seed, deal, moves, started_at, lease FROM games "
                "WHERE id = ? AND result = 'playing'",
                (game_id,),
            ).fetchone()
            if row is None:
                return False
            game, size, variant, seed, deal, moves_text, started, holder = row
            if holder not in (None, lease) and lease_alive(holder):
                raise GameHeld(_("game {id} is being played in another window or tab").format(id=game_id))
            try:
                moves = checks.json_list_of_text(moves_text, N_("its moves"))
            except Bad:
                return False  # a damaged row is left as it is
            key = record_key(game, size, variant, seed, deal, moves, Status.ABANDONED, started)
            conn.execute(
                "UPDATE games SET result = 'abandoned', ended_at = ?, updated_at = ?, record_key = ?, "
                "duration = COALESCE(?, duration) WHERE id = ?",
                (stamp, stamp, key, None if elapsed is None else checks.clamp_duration(elapsed), game_id),
            )
            return True

    def claim(self, game_id: int, lease: str) -> None:
        """Take the game in play ``game_id`` for the session ``lease``: from now on only it saves
        the game. StoreError when another session that is still running holds it (a session that
        is gone, or was killed, leaves a lease anyone may take)."""
        with self._transaction() as conn:
            row = conn.execute("SELECT lease FROM games WHERE id = ?", (game_id,)).fetchone()
            if row is None:
                raise StoreError(_("there is no game {id} in the history").format(id=game_id))
            holder = row[0]
            if holder not in (None, lease) and lease_alive(holder):
                raise GameHeld(_("game {id} is being played in another window or tab").format(id=game_id))
            conn.execute("UPDATE games SET lease = ? WHERE id = ?", (lease, game_id))

    def release(self, lease: str) -> None:
        """The session ``lease`` is ending: its games may be played elsewhere."""
        with self._transaction() as conn:
            conn.execute("UPDATE games SET lease = NULL WHERE lease = ?", (lease,))

    def unfinished(self, game: str, size: int, variant: str = "standard") -> GameInfo | None:
        """The most recently saved game in play of this kind, to offer to resume."""
        found = self._games(
            "WHERE result = 'playing' AND game = ? AND size = ? AND variant = ?",
            (game, size, variant),
            "updated_at DESC, id DESC",
        )
        return found[0] if found else None

    def latest_unfinished(self) -> GameInfo | None:
        """The most recently saved game in play of any kind (for ``resume``)."""
        found = self._games("WHERE result = 'playing'", (), "updated_at DESC, id DESC")
        return found[0] if found else None

    def get(self, game_id: int) -> GameInfo:
        return self._checked(game_id)[0]

    def load(self, game_id: int) -> tuple[Record, GameInfo]:
        """The game's record (the format of docs/notation.md) and what else the store knows of it."""
        info, moves, extra = self._checked(game_id)
        ours = {
            "result": str(info.result),
            "started_at": stored_time(info.started_at),
            "ended_at": stored_time(info.ended_at),
            "duration_seconds": info.duration,
            "undos": info.undos,
            "hints": info.hints,
            "tiles_left": info.tiles_left,
            "par": info.par,
            "grade": info.grade,
            "daily": info.daily,
        }
        extra.update({k: v for k, v in ours.items() if v is not None})
        record = Record(info.game, info.size, info.variant, info.seed, info.deal, tuple(moves), extra)
        return record, info

    def resume(self, game_id: int) -> tuple[Game, GameInfo]:
        """The stored game replayed through the engine, with its undo count, ready to play on."""
        record, info = self.load(game_id)
        try:
            game = record.replay()
        except SolitaireError as exc:
            self.damaged[game_id] = _("it cannot be replayed: {exc}").format(exc=exc)
            raise StoreError(_("game {id} cannot be replayed: {exc}").format(id=game_id, exc=exc)) from None
        game.undos = info.undos
        return game, info

    # -- history and statistics -----------------------------------------------------------------

    def history(self, limit: int | None = 20, game: str | None = None) -> list[GameInfo]:
        """Stored games, most recently started first (damaged rows left out)."""
        where, params = ("WHERE game = ?", (game,)) if game is not None else ("", ())
        count = -1 if limit is None else max(0, min(limit, checks.MAX_ID))
        return self._games(where, params, "COALESCE(started_at, updated_at) DESC, id DESC", count)

    def outcomes(self, game: str, size: int, variant: str) -> list[Outcome]:
        """The counted games of one kind as the statistics see them, oldest first (what a win is
        measured against: the records and streaks it may set)."""
        kind = "WHERE in_stats = 1 AND game = ? AND size = ? AND variant = ?"
        return [info.outcome() for info in self._games(kind, (game, size, variant), PLAY_ORDER)]

    def dailies(self, day: date) -> list[GameInfo]:
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
        """Statistics per game, set and variant (only kinds with a stored game).

        ``today``: the day daily streaks run to (by default the local date). ``par_goals``: the
        (game, set, variant) where no deal can be won, whose daily streak counts days at par.
        """
        where, params = ("AND game = ?", (game,)) if game is not None else ("", ())
        # One query, so counts and outcomes come from the same snapshot.
        games = self._games(f"WHERE in_stats = 1 {where}", params, PLAY_ORDER)
        outcomes: dict[tuple[str, int, str], list[Outcome]] = {}
        for info in games:
            outcomes.setdefault((info.game, info.size, info.variant), []).append(info.outcome())
        day = today or date.today()
        return [
            summarize(*kind, outcomes[kind], today=day, par_goal=kind in par_goals, grades=checks.GRADES)
            for kind in sorted(outcomes, key=kind_order)
        ]

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

    def import_record(self, record: Record) -> Imported:
        """Add a finished game from a record; the same record again is not added twice.

        Raises RecordError (from the engine) when a move is illegal, and StoreError when the
        record has no moves, its game is not finished, or a field is out of range.
        """
        checked = importable(record)
        game, result = checked.game, checked.result
        moves = game.move_texts()
        setup = game.setup
        seed = setup.seed
        deal = None if seed is not None else format_tiles(setup.deal)
        started = stored_time(checked.started_at)
        key = record_key(setup.game, setup.size, setup.variant, seed, deal, moves, result, started)
        stamp = stored_time(datetime.now(timezone.utc))
        with self._transaction() as conn:
            row = conn.execute("SELECT id FROM games WHERE record_key = ? LIMIT 1", (key,)).fetchone()
            if row is not None:
                return Imported(int(row[0]), False, result, len(moves))
            game_id = _insert_game(
                conn,
                setup,
                moves,
                result,
                started_at=started,
                ended_at=stored_time(checked.ended_at),
                updated_at=stamp,
                duration=checked.duration,
                undos=checked.undos,
                hints=checked.hints,
                source="imported",
                record_key=key,
                extra=json.dumps(record.extra, allow_nan=False),
                tiles_left=game.position.tiles_left(),
                par=checked.par,
                grade=checked.grade,
                daily=checked.daily,
            )
            return Imported(game_id, True, result, len(moves))


def _insert_game(
    conn: sqlite3.Connection, setup: Setup, moves: list[str], result: Status, **columns: object
) -> int:
    """Add one game: what identifies its deal and play, plus the given ``columns``; returns its id."""
    values: dict[str, object] = {
        "game": setup.game,
        "size": setup.size,
        "variant": setup.variant,
        "seed": setup.seed,
        "deal": None if setup.seed is not None else format_tiles(setup.deal),
        "moves": json.dumps(moves),
        "move_count": len(moves),
        "result": str(result),
        **columns,
    }
    # The column names are this module's own keywords, never the player's input.
    cursor = conn.execute(
        f"INSERT INTO games ({', '.join(values)}) VALUES ({', '.join('?' for _ in values)})",
        tuple(values.values()),
    )
    assert cursor.lastrowid is not None
    return cursor.lastrowid


#: The fields of a record the history reads (docs/notation.md, "What the history keeps"); any other
#: is kept as it is, up to MAX_UNKNOWN_BYTES (as JSON) a record, and written back by ``export``.
HISTORY_FIELDS = frozenset(
    {
        "result",
        "started_at",
        "ended_at",
        "duration_seconds",
        "undos",
        "hints",
        "tiles_left",
        "par",
        "grade",
        "daily",
    }
)
MAX_UNKNOWN_BYTES = 4096


def importable(record: Record) -> Importable:
    """The record checked for import: replayed, its result, and its fields in range.

    RecordError (from the engine) names an illegal move; StoreError says when the record has
    no moves, its game is not finished (won, lost, or marked abandoned), a field the history
    keeps is out of range (docs/notation.md lists the ranges), or its other fields take more
    than MAX_UNKNOWN_BYTES.
    """
    extra = record.extra
    # Checked first, before the replay: the size of what the history would keep of the rest.
    unknown = {key: value for key, value in extra.items() if key not in HISTORY_FIELDS}
    size = len(json.dumps(unknown, allow_nan=False).encode("utf-8")) if unknown else 0
    if size > MAX_UNKNOWN_BYTES:
        raise StoreError(messages.too_much_unknown(size, MAX_UNKNOWN_BYTES))
    game = record.replay()
    if not game.moves:
        raise StoreError(_("the record has no moves; a game counts once a move is made"))
    try:
        # A "result" must be one of the words, though only solved and abandoned add to the moves.
        checks.status(extra.get("result", "playing"))
        facts = Importable(
            game=game,
            result=game.status,
            started_at=checks.moment(extra.get("started_at"), "started_at"),
            ended_at=checks.moment(extra.get("ended_at"), "ended_at"),
            duration=checks.duration(extra.get("duration_seconds")),
            undos=checks.whole(extra.get("undos", 0), "undos"),
            hints=checks.whole(extra.get("hints", 0), "hints"),
            par=checks.optional_whole(extra.get("par"), "par", 0, checks.MAX_TILES),
            grade=checks.grade(extra.get("grade")),
            daily=checks.day(extra.get("daily")),
        )
    except Bad as bad:
        raise StoreError(str(bad)) from None
    # The engine decides won, lost or in play; the record may add only what the moves cannot show.
    result = record.ended_as(game)
    if result is Status.PLAYING:
        raise StoreError(messages.unfinished_import(len(game.moves)))
    return Importable(**{**facts.__dict__, "result": result})
