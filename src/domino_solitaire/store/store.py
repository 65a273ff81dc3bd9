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

import hashlib
import json
import os
import sqlite3
import threading
from collections.abc import Collection, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date, datetime, timezone
from pathlib import Path
from typing import Any

from domino_solitaire.engine import (
    GAMES,
    Game,
    Record,
    Setup,
    SolitaireError,
    Status,
    format_tiles,
)
from domino_solitaire.store import checks
from domino_solitaire.store.checks import Bad
from domino_solitaire.store.database import (
    BUSY_TIMEOUT_MS,
    Unusable,
    check_regular,
    is_read_only,
    open_database,
    open_snapshot,
    reconnect,
)
from domino_solitaire.store.location import DB_NAME, data_dir
from domino_solitaire.store.settings import Settings, from_rows, to_rows
from domino_solitaire.store.stats import KindStats, Outcome, summarize

#: Results that no later save changes.
FINAL = frozenset({Status.WON, Status.SOLVED, Status.ABANDONED})


class StoreError(Exception):
    """Something the store could not do; the message is one line for the player."""


@dataclass(frozen=True)
class StoreUnavailable:
    """No database can be used (an unusable folder or file): play on without saving."""

    message: str
    folder: Path


@dataclass(frozen=True)
class GameInfo:
    """One stored game, without its moves (``GameStore.load`` gives those)."""

    id: int
    game: str
    size: int
    variant: str
    seed: int | None
    deal: str | None
    move_count: int
    result: Status
    started_at: datetime | None  # None only for an imported record that did not say
    ended_at: datetime | None
    duration: float | None  # seconds of play
    undos: int
    hints: int
    source: str  # "played" or "imported"
    tiles_left: int | None = None  # tiles in play (laid out, in the reserve, in the stock)
    par: int | None = None  # the fewest tiles the deal can end with, when known
    grade: str | None = None  # the deal's difficulty grade, when known
    daily: str | None = None  # the daily deal's date (YYYY-MM-DD), for a daily game

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "game": self.game,
            "set": self.size,
            "variant": self.variant,
            "seed": self.seed,
            "deal": self.deal,
            "moves": self.move_count,
            "result": str(self.result),
            "started_at": _text(self.started_at),
            "ended_at": _text(self.ended_at),
            "duration_seconds": self.duration,
            "undos": self.undos,
            "hints": self.hints,
            "source": self.source,
            "tiles_left": self.tiles_left,
            "par": self.par,
            "grade": self.grade,
            "daily": self.daily,
        }

    def outcome(self) -> Outcome:
        return Outcome(
            self.result,
            self.move_count,
            self.duration,
            self.hints,
            self.tiles_left,
            self.par,
            self.grade,
            self.daily,
        )


@dataclass(frozen=True)
class Imported:
    id: int
    added: bool  # False: the same record was already in the history
    result: Status
    move_count: int


@dataclass(frozen=True)
class Snapshot:
    """A game as it stands at one moment: what a save writes (the game itself may change meanwhile)."""

    setup: Setup
    moves: tuple[str, ...]
    status: Status
    undos: int
    tiles_left: int

    @classmethod
    def of(cls, game: Game) -> Snapshot:
        return cls(game.setup, tuple(game.move_texts()), game.status, game.undos, game.position.tiles_left())


@dataclass(frozen=True)
class Importable:
    """A record checked for import: its game replayed, its result, and what it says of its play."""

    game: Game
    result: Status
    started_at: datetime | None
    ended_at: datetime | None
    duration: float | None
    undos: int
    hints: int
    par: int | None
    grade: str | None
    daily: str | None


_COLUMNS = (
    "id, game, size, variant, seed, deal, moves, move_count, result, started_at, ended_at, "
    "duration, undos, hints, source, extra, tiles_left, par, grade, daily"
)
# A listing (history, statistics) needs no extra fields, which may be large: not read for it.
_LISTED = _COLUMNS.replace(" extra,", " NULL,")
assert _LISTED != _COLUMNS
# Games in the order they were played, for streaks.
_PLAY_ORDER = "COALESCE(ended_at, started_at, updated_at), id"


def _text(moment: datetime | None) -> str | None:
    if moment is None:
        return None
    if moment.tzinfo is None:
        moment = moment.astimezone()  # a naive time is the local time
    # One fixed form (UTC, microseconds) so that stored times sort as text and hash the same.
    return moment.astimezone(timezone.utc).isoformat(timespec="microseconds")


def _digest(*parts: Any) -> str:
    return hashlib.sha256(json.dumps(parts, separators=(",", ":")).encode()).hexdigest()


def record_key(
    game: str,
    size: int,
    variant: str,
    seed: int | None,
    deal: str | None,
    moves: list[str],
    result: Status,
    started_at: str | None,
) -> str:
    """What makes two records the same game: importing one twice counts it once."""
    return _digest("record", game, size, variant, seed, deal, moves, str(result), started_at)


def _kind_order(kind: tuple[str, int, str]) -> tuple[int, str, int, int, str]:
    """Games in the order the program lists them, then by set, then variants as the game lists them."""
    games = list(GAMES)
    name, size, variant = kind
    rules = GAMES.get(name)
    variants = list(rules.variants) if rules is not None else []
    game_rank = games.index(name) if name in games else len(games)
    variant_rank = variants.index(variant) if variant in variants else len(variants)
    return (game_rank, name, size, variant_rank, variant)


def _row(row: tuple[Any, ...]) -> tuple[GameInfo, list[str], dict[str, Any]]:
    """A row checked column by column (raises Bad): its info, its moves and its extra fields."""
    (
        game_id, game, size, variant, seed, deal, moves_text, move_count, result, started, ended,
        duration, undos, hints, source, extra_text, tiles_left, par, grade, daily,
    ) = row  # fmt: skip
    name, size, variant = checks.kind(game, size, variant)
    seed = checks.seed(seed)
    if (seed is None) == (deal is None) or not (deal is None or isinstance(deal, str)):
        raise Bad("it has both or neither of a deal number and a deal")
    moves = checks.json_list_of_text(moves_text, "its moves")
    if checks.whole(move_count, "move_count") != len(moves):
        raise Bad("its move count does not match its moves")
    if source not in ("played", "imported"):
        raise Bad("its source is neither played nor imported")
    info = GameInfo(
        id=int(game_id),
        game=name,
        size=size,
        variant=variant,
        seed=seed,
        deal=deal,
        move_count=len(moves),
        result=checks.status(result),
        started_at=checks.moment(started, "started_at"),
        ended_at=checks.moment(ended, "ended_at"),
        duration=checks.duration(duration),
        undos=checks.whole(undos, "undos"),
        hints=checks.whole(hints, "hints"),
        source=source,
        tiles_left=checks.optional_whole(tiles_left, "tiles_left", 0, checks.MAX_TILES),
        par=checks.optional_whole(par, "par", 0, checks.MAX_TILES),
        grade=checks.grade(grade),
        daily=checks.day(daily),
    )
    # None: a listing, which reads no extra fields (``_LISTED``).
    return info, moves, {} if extra_text is None else checks.json_object(extra_text, "its extra fields")


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
                raise StoreError(f"cannot use {self.path}: {exc}") from None

    def another(self, busy_ms: int = BUSY_TIMEOUT_MS) -> GameStore:
        """A second handle on the same database, with its own connection (for another thread)."""
        if self.read_only:
            return self
        try:
            return GameStore(reconnect(self.path, busy_ms), self.path)
        except (sqlite3.Error, OSError) as exc:
            raise StoreError(f"cannot open {self.path}: {exc}") from None

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """One write transaction; BEGIN IMMEDIATE so that concurrent writers queue instead of failing."""
        if self.read_only:
            raise StoreError(f"cannot save to {self.path}: the data folder is read-only")
        with self._lock:
            try:
                self._conn.execute("BEGIN IMMEDIATE")
            except (sqlite3.Error, OSError) as exc:
                raise StoreError(f"cannot write to {self.path}: {exc}") from None
            try:
                yield self._conn
            except (sqlite3.Error, OSError) as exc:
                self._rollback()
                raise StoreError(f"cannot write to {self.path}: {exc}") from None
            except BaseException:
                self._rollback()
                raise
            try:
                self._conn.execute("COMMIT")
            except (sqlite3.Error, OSError) as exc:
                self._rollback()
                raise StoreError(f"cannot write to {self.path}: {exc}") from None

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
                raise StoreError(f"cannot read {self.path}: {exc}") from None

    def _games(
        self, where: str = "", params: tuple[Any, ...] = (), order: str = "id", limit: int = -1
    ) -> list[GameInfo]:
        """Checked games; damaged rows are noted in ``damaged`` and left out. (``where`` and ``order``
        are this module's own SQL; values go in ``params``.) Their extra fields are not read."""
        rows = self._query(f"SELECT {_LISTED} FROM games {where} ORDER BY {order} LIMIT ?", (*params, limit))
        found = []
        for row in rows:
            if row[0] in self.damaged:
                continue  # found damaged before (e.g. its moves do not replay)
            try:
                found.append(_row(row)[0])
            except Bad as bad:
                self.damaged[int(row[0])] = str(bad)
        return found

    def _checked(self, game_id: int) -> tuple[GameInfo, list[str], dict[str, Any]]:
        if not 1 <= game_id <= checks.MAX_ID:
            raise StoreError(f"there is no game {game_id}: game ids run from 1 to {checks.MAX_ID}")
        rows = self._query(f"SELECT {_COLUMNS} FROM games WHERE id = ?", (game_id,))
        if not rows:
            raise StoreError(f"there is no game {game_id} in the history (see `domino-solitaire history`)")
        try:
            return _row(rows[0])
        except Bad as bad:
            self.damaged[game_id] = str(bad)
            raise StoreError(
                f"game {game_id} in the history is damaged ({bad}); it is left as it is"
            ) from None

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
    ) -> int | None:
        """Store ``game`` as it stands now; call after every move. Returns its id.

        A game is identified by its deal and ``started_at``: pass the same time on every save
        of one game (for a resumed game, ``GameInfo.started_at``). A game with no move yet is not
        stored (returns None). ``elapsed``: the seconds of play so far (by default the time
        since ``started_at``). ``abandoned`` marks the game given up; ``solved`` says autoplay
        made the winning move (the game is then stored as solved, not won). ``par``, ``grade``
        and ``daily`` describe the deal (None: unknown, or not a daily deal).

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
        except Bad as bad:
            raise StoreError(f"cannot save the game: {bad}") from None
        started = _text(started_at)
        assert started is not None
        now = datetime.now(timezone.utc)
        stamp = _text(now)
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
        session = _digest("session", setup.game, setup.size, setup.variant, seed, deal, started)
        key = record_key(setup.game, setup.size, setup.variant, seed, deal, moves, result, started)
        with self._transaction() as conn:
            row = conn.execute(
                "SELECT id, result, ended_at FROM games WHERE session_key = ?", (session,)
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
                )
            game_id, old_result, old_end = row
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
                "par = COALESCE(?, par), grade = COALESCE(?, grade), daily = COALESCE(?, daily) "
                "WHERE id = ?",
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
                    game_id,
                ),
            )
            return int(game_id)

    def abandon(self, game_id: int, *, elapsed: float | None = None) -> bool:
        """Mark a game in play given up (it then counts as not won), with its time when given.
        False if it was not in play."""
        stamp = _text(datetime.now(timezone.utc))
        with self._transaction() as conn:
            row = conn.execute(
                "SELECT game, size, variant, seed, deal, moves, started_at FROM games "
                "WHERE id = ? AND result = 'playing'",
                (game_id,),
            ).fetchone()
            if row is None:
                return False
            game, size, variant, seed, deal, moves_text, started = row
            try:
                moves = checks.json_list_of_text(moves_text, "its moves")
            except Bad:
                return False  # a damaged row is left as it is
            key = record_key(game, size, variant, seed, deal, moves, Status.ABANDONED, started)
            conn.execute(
                "UPDATE games SET result = 'abandoned', ended_at = ?, updated_at = ?, record_key = ?, "
                "duration = COALESCE(?, duration) WHERE id = ?",
                (stamp, stamp, key, None if elapsed is None else checks.clamp_duration(elapsed), game_id),
            )
            return True

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
            "started_at": _text(info.started_at),
            "ended_at": _text(info.ended_at),
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
            self.damaged[game_id] = f"it cannot be replayed: {exc}"
            raise StoreError(f"game {game_id} cannot be replayed: {exc}") from None
        game.undos = info.undos
        return game, info

    # -- history and statistics -----------------------------------------------------------------

    def history(self, limit: int | None = 20, game: str | None = None) -> list[GameInfo]:
        """Stored games, most recently started first (damaged rows left out)."""
        where, params = ("WHERE game = ?", (game,)) if game is not None else ("", ())
        count = -1 if limit is None else max(0, min(limit, checks.MAX_ID))
        return self._games(where, params, "COALESCE(started_at, updated_at) DESC, id DESC", count)

    def dailies(self, day: date) -> list[GameInfo]:
        """The games played of ``day``'s daily deals, of every game, set and variant, oldest first.

        All of them, those taken out of the statistics too: the history says what was played.
        """
        return self._games("WHERE daily = ?", (day.isoformat(),), _PLAY_ORDER)

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
        games = self._games(f"WHERE in_stats = 1 {where}", params, _PLAY_ORDER)
        outcomes: dict[tuple[str, int, str], list[Outcome]] = {}
        for info in games:
            outcomes.setdefault((info.game, info.size, info.variant), []).append(info.outcome())
        day = today or date.today()
        return [
            summarize(*kind, outcomes[kind], today=day, par_goal=kind in par_goals, grades=checks.GRADES)
            for kind in sorted(outcomes, key=_kind_order)
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
        started = _text(checked.started_at)
        key = record_key(setup.game, setup.size, setup.variant, seed, deal, moves, result, started)
        stamp = _text(datetime.now(timezone.utc))
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
                ended_at=_text(checked.ended_at),
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
        raise StoreError(
            f"its other fields (those the history does not read) take {(size + 1023) // 1024} KiB; "
            f"the history keeps at most {MAX_UNKNOWN_BYTES // 1024} KiB of them: remove some to import it"
        )
    game = record.replay()
    if not game.moves:
        raise StoreError("the record has no moves; a game counts once a move is made")
    try:
        said = None if extra.get("result") is None else checks.status(extra.get("result"))
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
    result = game.status
    if result is Status.WON and said is Status.SOLVED:
        result = Status.SOLVED
    elif result is Status.PLAYING:
        if said is not Status.ABANDONED:
            raise StoreError(
                f"the game is not finished (still in play after {len(game.moves)} moves); "
                "only finished games can be imported"
            )
        result = Status.ABANDONED
    return Importable(**{**facts.__dict__, "result": result})


def _problem(exc: BaseException) -> str:
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror
    return str(exc)


def open_store(folder: str | os.PathLike[str] | None = None) -> GameStore | StoreUnavailable:
    """Open the player's database, creating or migrating it as needed.

    ``folder`` (``--data-dir``) overrides ``DOMINO_SOLITAIRE_HOME``, which overrides the
    platform's data folder. Never raises for a bad folder or file: a damaged or newer
    database is moved aside (``GameStore.warning`` says where); a database in a folder that
    cannot be written is opened read-only (``GameStore.read_only``); anything else that
    cannot be used gives a StoreUnavailable whose message explains it in one line.
    """
    try:
        where = data_dir(folder)
    except (OSError, ValueError, RuntimeError) as exc:  # RuntimeError: "~" with no home to expand
        return StoreUnavailable(f"cannot find the data folder ({exc}); games will not be saved", Path())
    path = where / DB_NAME
    try:
        if where.exists() and not where.is_dir():
            return StoreUnavailable(
                f"the data folder {where} is a file, not a folder; games will not be saved", where
            )
        try:
            where.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            return StoreUnavailable(
                f"cannot create the data folder {where} ({_problem(exc)}); games will not be saved", where
            )
        exists = check_regular(path)
        writable = os.access(where, os.W_OK) and (not exists or os.access(path, os.W_OK))
        if writable:
            try:
                opened = open_database(path)
                return GameStore(opened.connection, path, opened.warning)
            except sqlite3.Error as exc:
                if not (exists and is_read_only(exc)):
                    raise
        if not exists:
            return StoreUnavailable(
                f"cannot write to the data folder {where}; games will not be saved", where
            )
        return GameStore(open_snapshot(path), path, read_only=True)
    except Unusable as exc:
        return StoreUnavailable(f"cannot use the database: {exc}; games will not be saved", where)
    except (sqlite3.Error, OSError, ValueError) as exc:  # ValueError: a NUL in the path
        return StoreUnavailable(
            f"cannot use the database {path} ({_problem(exc)}); games will not be saved", where
        )
