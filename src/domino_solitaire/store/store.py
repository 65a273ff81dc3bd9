"""The player's games in SQLite: saved as play goes, resumed, listed, counted, exported and imported.

The store never decides a rule: a game's result is what the engine says
after replaying its moves (``Game.status``), or "abandoned" when the player
gave it up.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from domino_solitaire.engine import GAMES, Game, Record, Setup, SolitaireError, Status, format_tiles
from domino_solitaire.store.database import open_database
from domino_solitaire.store.location import DB_NAME, data_dir
from domino_solitaire.store.stats import KindStats, Outcome, Result, summarize


class StoreError(Exception):
    """Something the store could not do; the message is one line for the player."""


@dataclass(frozen=True)
class StoreUnavailable:
    """No database can be used (a read-only or unusable folder): play on without saving."""

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
    result: Result
    started_at: datetime | None  # None only for an imported record that did not say
    ended_at: datetime | None
    duration: float | None  # seconds of play
    undos: int
    hints: int
    source: str  # "played" or "imported"

    def describe(self) -> str:
        rules = GAMES.get(self.game)
        title = rules.title if rules is not None else self.game
        variant = "" if self.variant == "standard" else f", {self.variant}"
        deal = f"deal {self.seed}" if self.seed is not None else "explicit deal"
        return f"{title}, double-{self.size}{variant}, {deal}"

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
        }


@dataclass(frozen=True)
class Imported:
    id: int
    added: bool  # False: the same record was already in the history
    result: Result
    move_count: int


_COLUMNS = (
    "id, game, size, variant, seed, deal, move_count, result, started_at, ended_at, "
    "duration, undos, hints, source"
)
# Finished games in the order they were played, for streaks.
_PLAY_ORDER = "COALESCE(ended_at, started_at, updated_at), id"


def _text(moment: datetime | None) -> str | None:
    if moment is None:
        return None
    if moment.tzinfo is None:
        moment = moment.astimezone()  # a naive time is the local time
    # One fixed form (UTC, microseconds) so that stored times sort as text and hash the same.
    return moment.astimezone(timezone.utc).isoformat(timespec="microseconds")


def _moment(text: Any) -> datetime | None:
    if not isinstance(text, str):
        return None
    try:
        moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return None
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=timezone.utc)


def _digest(*parts: Any) -> str:
    return hashlib.sha256(json.dumps(parts, separators=(",", ":")).encode()).hexdigest()


def record_key(
    game: str,
    size: int,
    variant: str,
    seed: int | None,
    deal: str | None,
    moves: list[str],
    result: Result,
    started_at: str | None,
) -> str:
    """What makes two records the same game: importing one twice counts it once."""
    return _digest("record", game, size, variant, seed, deal, moves, str(result), started_at)


def _non_negative(value: Any, kind: type[int] | type[float]) -> Any:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value < 0:
        return None
    return kind(value)


def _kind_order(kind: tuple[str, int, str]) -> tuple[int, str, int, int, str]:
    """Games in the order the program lists them, then by set, then variants as the game lists them."""
    games = list(GAMES)
    name, size, variant = kind
    rules = GAMES.get(name)
    variants = list(rules.variants) if rules is not None else []
    game_rank = games.index(name) if name in games else len(games)
    variant_rank = variants.index(variant) if variant in variants else len(variants)
    return (game_rank, name, size, variant_rank, variant)


def _result_of(game: Game) -> Result:
    status = game.status
    if status is Status.WON:
        return Result.WON
    if status is Status.LOST:
        return Result.LOST
    return Result.IN_PROGRESS


class GameStore:
    """An open database. Safe to share between threads; each call is one short transaction."""

    def __init__(self, connection: sqlite3.Connection, path: Path, warning: str | None = None) -> None:
        self._conn = connection
        self._lock = threading.RLock()
        self.path = path
        #: One line to show the player once (the old database was moved aside), or None.
        self.warning = warning

    # -- plumbing -------------------------------------------------------------------------------

    def close(self) -> None:
        with self._lock:
            self._conn.close()

    def __enter__(self) -> GameStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """One write transaction; BEGIN IMMEDIATE so that concurrent writers queue instead of failing."""
        with self._lock:
            try:
                self._conn.execute("BEGIN IMMEDIATE")
            except sqlite3.Error as exc:
                raise StoreError(f"cannot write to {self.path}: {exc}") from None
            try:
                yield self._conn
            except sqlite3.Error as exc:
                self._conn.execute("ROLLBACK")
                raise StoreError(f"cannot write to {self.path}: {exc}") from None
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
            try:
                self._conn.execute("COMMIT")
            except sqlite3.Error as exc:
                if self._conn.in_transaction:
                    self._conn.execute("ROLLBACK")
                raise StoreError(f"cannot write to {self.path}: {exc}") from None

    def _query(self, sql: str, params: tuple[Any, ...] = ()) -> list[Any]:
        with self._lock:
            try:
                return self._conn.execute(sql, params).fetchall()
            except sqlite3.Error as exc:
                raise StoreError(f"cannot read {self.path}: {exc}") from None

    @staticmethod
    def _info(row: Any) -> GameInfo:
        return GameInfo(
            id=row[0],
            game=row[1],
            size=row[2],
            variant=row[3],
            seed=row[4],
            deal=row[5],
            move_count=row[6],
            result=Result(row[7]),
            started_at=_moment(row[8]),
            ended_at=_moment(row[9]),
            duration=row[10],
            undos=row[11],
            hints=row[12],
            source=row[13],
        )

    # -- playing --------------------------------------------------------------------------------

    def save(
        self,
        game: Game,
        started_at: datetime,
        hints: int = 0,
        *,
        elapsed: float | None = None,
        abandoned: bool = False,
    ) -> int | None:
        """Store ``game`` as it stands now; call after every move. Returns its id.

        A game is identified by its deal and ``started_at``: pass the same time on
        every save of one game (for a resumed game, ``GameInfo.started_at``). A game
        with no move yet is not stored (returns None). ``elapsed`` is the seconds
        of play so far; by default the time since ``started_at``. ``abandoned``
        marks the game given up; an abandoned game is not changed by later saves.
        """
        setup = game.setup
        seed = setup.seed
        deal = None if seed is not None else format_tiles(setup.deal)
        started = _text(started_at)
        assert started is not None
        now = datetime.now(timezone.utc)
        stamp = _text(now)
        moves = game.move_texts()
        result = Result.ABANDONED if abandoned else _result_of(game)
        if elapsed is None:
            begun = _moment(started)
            assert begun is not None
            elapsed = max(0.0, (now - begun).total_seconds())
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
                    duration=elapsed,
                    undos=game.undos,
                    hints=hints,
                    source="played",
                    session_key=session,
                    record_key=key,
                )
            game_id, old_result, old_end = row
            if old_result == Result.ABANDONED.value:
                return int(game_id)
            # A finished game saved again keeps the time it first ended.
            ended = (old_end if old_result == result.value else stamp) if result.finished else None
            conn.execute(
                "UPDATE games SET moves = ?, move_count = ?, result = ?, ended_at = ?, updated_at = ?, "
                "duration = ?, undos = ?, hints = ?, record_key = ? WHERE id = ?",
                (
                    json.dumps(moves),
                    len(moves),
                    str(result),
                    ended,
                    stamp,
                    elapsed,
                    game.undos,
                    hints,
                    key,
                    game_id,
                ),
            )
            return int(game_id)

    def abandon(self, game_id: int) -> bool:
        """Mark an unfinished game given up (it then counts as not won). False if it was not unfinished."""
        stamp = _text(datetime.now(timezone.utc))
        with self._transaction() as conn:
            row = conn.execute(
                "SELECT game, size, variant, seed, deal, moves, started_at FROM games "
                "WHERE id = ? AND result = 'in-progress'",
                (game_id,),
            ).fetchone()
            if row is None:
                return False
            game, size, variant, seed, deal, moves, started = row
            key = record_key(game, size, variant, seed, deal, json.loads(moves), Result.ABANDONED, started)
            conn.execute(
                "UPDATE games SET result = 'abandoned', ended_at = ?, updated_at = ?, record_key = ? "
                "WHERE id = ?",
                (stamp, stamp, key, game_id),
            )
            return True

    def unfinished(self, game: str, size: int, variant: str = "standard") -> GameInfo | None:
        """The most recently saved unfinished game of this kind, to offer to resume."""
        rows = self._query(
            f"SELECT {_COLUMNS} FROM games WHERE result = 'in-progress' AND game = ? AND size = ? "
            "AND variant = ? ORDER BY updated_at DESC, id DESC LIMIT 1",
            (game, size, variant),
        )
        return self._info(rows[0]) if rows else None

    def latest_unfinished(self) -> GameInfo | None:
        """The most recently saved unfinished game of any kind (for ``resume``)."""
        rows = self._query(
            f"SELECT {_COLUMNS} FROM games WHERE result = 'in-progress' "
            "ORDER BY updated_at DESC, id DESC LIMIT 1"
        )
        return self._info(rows[0]) if rows else None

    def get(self, game_id: int) -> GameInfo:
        rows = self._query(f"SELECT {_COLUMNS} FROM games WHERE id = ?", (game_id,))
        if not rows:
            raise StoreError(f"there is no game {game_id} in the history (see `domino-solitaire history`)")
        return self._info(rows[0])

    def load(self, game_id: int) -> tuple[Record, GameInfo]:
        """The game's record (the format of docs/notation.md) and what else the store knows of it."""
        info = self.get(game_id)
        rows = self._query("SELECT moves, extra FROM games WHERE id = ?", (game_id,))
        moves, extra_text = rows[0]
        extra: dict[str, Any] = dict(json.loads(extra_text))
        ours = {
            "result": str(info.result),
            "started_at": _text(info.started_at),
            "ended_at": _text(info.ended_at),
            "duration_seconds": info.duration,
            "undos": info.undos,
            "hints": info.hints,
        }
        extra.update({k: v for k, v in ours.items() if v is not None})
        record = Record(
            info.game, info.size, info.variant, info.seed, info.deal, tuple(json.loads(moves)), extra
        )
        return record, info

    def export(self, game_id: int) -> Record:
        return self.load(game_id)[0]

    def resume(self, game_id: int) -> tuple[Game, GameInfo]:
        """The stored game replayed through the engine, with its undo count, ready to play on."""
        record, info = self.load(game_id)
        try:
            game = record.replay()
        except SolitaireError as exc:
            raise StoreError(f"game {game_id} cannot be replayed: {exc}") from None
        game.undos = info.undos
        return game, info

    # -- history and statistics -----------------------------------------------------------------

    def history(self, limit: int | None = 20, game: str | None = None) -> list[GameInfo]:
        """Stored games, most recently started first."""
        where, params = ("WHERE game = ?", (game,)) if game is not None else ("", ())
        rows = self._query(
            f"SELECT {_COLUMNS} FROM games {where} "
            "ORDER BY COALESCE(started_at, updated_at) DESC, id DESC LIMIT ?",
            (*params, -1 if limit is None else limit),
        )
        return [self._info(row) for row in rows]

    def stats(self, game: str | None = None) -> list[KindStats]:
        """Statistics per game, set and variant (only kinds with a stored game)."""
        where, params = ("AND game = ?", (game,)) if game is not None else ("", ())
        # One query, so counts and outcomes come from the same snapshot.
        rows = self._query(
            "SELECT game, size, variant, result, move_count, duration FROM games "
            f"WHERE in_stats = 1 {where} ORDER BY {_PLAY_ORDER}",
            params,
        )
        outcomes: dict[tuple[str, int, str], list[Outcome]] = {}
        unfinished: dict[tuple[str, int, str], int] = {}
        for name, size, variant, result, move_count, duration in rows:
            kind = (name, size, variant)
            outcomes.setdefault(kind, [])
            if result == Result.IN_PROGRESS.value:
                unfinished[kind] = unfinished.get(kind, 0) + 1
            else:
                outcomes[kind].append(Outcome(Result(result), move_count, duration))
        kinds = sorted(outcomes, key=_kind_order)
        return [summarize(*kind, outcomes[kind], unfinished.get(kind, 0)) for kind in kinds]

    def reset_stats(self, game: str | None = None) -> int:
        """Leave the finished games (of one game, or all) out of the statistics; the history keeps them.

        Returns how many games were taken out.
        """
        where, params = ("AND game = ?", (game,)) if game is not None else ("", ())
        with self._transaction() as conn:
            cursor = conn.execute(
                f"UPDATE games SET in_stats = 0 WHERE in_stats = 1 AND result != 'in-progress' {where}",
                params,
            )
            return cursor.rowcount

    # -- records --------------------------------------------------------------------------------

    def import_record(self, record: Record) -> Imported:
        """Add a finished game from a record; the same record again is not added twice.

        Raises RecordError (from the engine) when a move is illegal, and StoreError when
        the record has no moves or its game is not finished.
        """
        game, result = importable(record)
        moves = game.move_texts()
        setup = game.setup
        seed = setup.seed
        deal = None if seed is not None else format_tiles(setup.deal)
        raw_start = record.extra.get("started_at")
        started = _text(_moment(raw_start))
        # An unreadable start time still tells records apart, so it goes into the key as written.
        key_start = started if started is not None or raw_start is None else str(raw_start)
        key = record_key(setup.game, setup.size, setup.variant, seed, deal, moves, result, key_start)
        ended = _text(_moment(record.extra.get("ended_at")))
        stamp = _text(datetime.now(timezone.utc))
        undos = _non_negative(record.extra.get("undos"), int) or 0
        hints = _non_negative(record.extra.get("hints"), int) or 0
        duration = _non_negative(record.extra.get("duration_seconds"), float)
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
                ended_at=ended,
                updated_at=stamp,
                duration=duration,
                undos=undos,
                hints=hints,
                source="imported",
                record_key=key,
                extra=json.dumps(record.extra),
            )
            return Imported(game_id, True, result, len(moves))


def _insert_game(
    conn: sqlite3.Connection, setup: Setup, moves: list[str], result: Result, **columns: object
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


def importable(record: Record) -> tuple[Game, Result]:
    """The record's game replayed, and its result; raises if it cannot be imported.

    RecordError (from the engine) names an illegal move; StoreError says when the
    record has no moves or its game is not finished (won, lost, or marked abandoned).
    """
    game = record.replay()
    if not game.moves:
        raise StoreError("the record has no moves; a game counts once a move is made")
    result = _result_of(game)
    if result is Result.IN_PROGRESS:
        if record.extra.get("result") != Result.ABANDONED.value:
            raise StoreError(
                f"the game is not finished (still in play after {len(game.moves)} moves); "
                "only finished games can be imported"
            )
        result = Result.ABANDONED
    return game, result


def open_store(folder: str | Path | None = None) -> GameStore | StoreUnavailable:
    """Open the player's database, creating or migrating it as needed.

    ``folder`` (``--data-dir``) overrides ``DOMINO_SOLITAIRE_HOME``, which overrides the
    platform's data folder. Never raises for a bad folder or file: a damaged or newer
    database is moved aside (``GameStore.warning`` says where), and a folder that cannot
    be written gives a StoreUnavailable whose message explains it.
    """
    where = data_dir(folder)
    if where.exists() and not where.is_dir():
        return StoreUnavailable(
            f"the data folder {where} is a file, not a folder; games will not be saved", where
        )
    try:
        where.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        return StoreUnavailable(
            f"cannot create the data folder {where} ({reason}); games will not be saved", where
        )
    path = where / DB_NAME
    try:
        opened = open_database(path)
    except (sqlite3.Error, OSError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        return StoreUnavailable(f"cannot use the database {path} ({reason}); games will not be saved", where)
    return GameStore(opened.connection, path, opened.warning)
