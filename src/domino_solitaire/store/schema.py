"""The database schema, as a list of migrations; ``PRAGMA user_version`` counts those applied.

Never edit a migration once released: append a new one. Each is a list of steps run in one
transaction together with the version bump; a step is an SQL statement, or a function given
the connection (for what SQL alone cannot compute).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from typing import Union

from domino_solitaire.engine import Game, make_setup

# (Union: the alias is evaluated at run time, and Python 3.10 has no ``|`` between str and Callable.)
Step = Union[str, Callable[[sqlite3.Connection], None]]  # noqa: UP007


def _tiles_left(conn: sqlite3.Connection) -> None:
    """Games stored before version 2 get the tiles they were left with, from the engine."""
    rows = conn.execute("SELECT id, game, size, variant, seed, deal, moves FROM games").fetchall()
    for game_id, game, size, variant, seed, deal, moves in rows:
        try:
            played = Game.replay(make_setup(game, size, variant, seed=seed, deal=deal), json.loads(moves))
        except Exception:
            # Whatever is wrong with a damaged row, it stays as it is (and is skipped when read):
            # a migration that failed on it would fail on every start.
            continue
        conn.execute("UPDATE games SET tiles_left = ? WHERE id = ?", (played.position.tiles_left(), game_id))


_INDEXES = (
    # The import path checks for the key inside its write transaction; the index is the backstop.
    "CREATE UNIQUE INDEX games_imported ON games (record_key) WHERE source = 'imported'",
    "CREATE INDEX games_record_key ON games (record_key)",
    "CREATE INDEX games_kind ON games (game, size, variant, result)",
    "CREATE INDEX games_started ON games (started_at)",
)

MIGRATIONS: tuple[tuple[Step, ...], ...] = (
    # 1: one row per game that had a move, played here or imported.
    (
        """
        CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            game TEXT NOT NULL,
            size INTEGER NOT NULL,
            variant TEXT NOT NULL,
            seed INTEGER,
            deal TEXT,
            moves TEXT NOT NULL,
            move_count INTEGER NOT NULL,
            result TEXT NOT NULL CHECK (result IN ('in-progress', 'won', 'lost', 'abandoned')),
            started_at TEXT,
            ended_at TEXT,
            updated_at TEXT NOT NULL,
            duration REAL,
            undos INTEGER NOT NULL DEFAULT 0,
            hints INTEGER NOT NULL DEFAULT 0,
            source TEXT NOT NULL CHECK (source IN ('played', 'imported')),
            session_key TEXT UNIQUE,
            record_key TEXT NOT NULL,
            extra TEXT NOT NULL DEFAULT '{}',
            in_stats INTEGER NOT NULL DEFAULT 1,
            CHECK ((seed IS NULL) <> (deal IS NULL))
        )
        """,
        *_INDEXES,
    ),
    # 2: one outcome vocabulary with the engine ('in-progress' becomes 'playing'; 'solved' is new),
    # what the statistics keep per game (tiles left, par, grade, the daily deal's date), and the
    # player's settings. SQLite cannot change a CHECK, so the table is rebuilt; every row is copied as it is
    # (a damaged one too: it is skipped when read, never dropped).
    (
        """
        CREATE TABLE games_v2 (
            id INTEGER PRIMARY KEY,
            game TEXT NOT NULL,
            size INTEGER NOT NULL,
            variant TEXT NOT NULL,
            seed INTEGER,
            deal TEXT,
            moves TEXT NOT NULL,
            move_count INTEGER NOT NULL,
            result TEXT NOT NULL CHECK (result IN ('playing', 'won', 'lost', 'solved', 'abandoned')),
            started_at TEXT,
            ended_at TEXT,
            updated_at TEXT NOT NULL,
            duration REAL,
            undos INTEGER NOT NULL DEFAULT 0,
            hints INTEGER NOT NULL DEFAULT 0,
            source TEXT NOT NULL CHECK (source IN ('played', 'imported')),
            session_key TEXT UNIQUE,
            record_key TEXT NOT NULL,
            extra TEXT NOT NULL DEFAULT '{}',
            in_stats INTEGER NOT NULL DEFAULT 1,
            tiles_left INTEGER,
            par INTEGER,
            grade TEXT,
            daily TEXT,
            CHECK ((seed IS NULL) <> (deal IS NULL))
        )
        """,
        # A row that breaks a CHECK (written by hand or by another tool) is copied all the same.
        "PRAGMA ignore_check_constraints = ON",
        """
        INSERT INTO games_v2 (id, game, size, variant, seed, deal, moves, move_count, result, started_at,
            ended_at, updated_at, duration, undos, hints, source, session_key, record_key, extra, in_stats)
        SELECT id, game, size, variant, seed, deal, moves, move_count,
            CASE result WHEN 'in-progress' THEN 'playing' ELSE result END, started_at,
            ended_at, updated_at, duration, undos, hints, source, session_key, record_key, extra, in_stats
        FROM games
        """,
        "PRAGMA ignore_check_constraints = OFF",
        "DROP TABLE games",
        "ALTER TABLE games_v2 RENAME TO games",
        *_INDEXES,
        "CREATE INDEX games_daily ON games (game, size, variant, daily) WHERE daily IS NOT NULL",
        _tiles_left,
        "CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    ),
    # 3: how a game began ("new", "daily", "taken-over"; NULL for games stored before), and the
    # lease of the session playing it (one game is played in one place at a time).
    (
        "ALTER TABLE games ADD COLUMN origin TEXT",
        "ALTER TABLE games ADD COLUMN lease TEXT",
    ),
    # 4: the puzzles: every attempt, and the ratings as they stand (the player's under the key
    # "player", each puzzle's under its own, its game and number: "<game>/17"). IF NOT EXISTS: a
    # database whose version number was lost after this migration is recognised as version 3 and
    # migrated again.
    (
        """
        CREATE TABLE IF NOT EXISTS puzzle_attempts (
            id INTEGER PRIMARY KEY,
            game TEXT NOT NULL,
            number INTEGER NOT NULL,
            moves TEXT NOT NULL,
            solved INTEGER NOT NULL CHECK (solved IN (0, 1)),
            hinted INTEGER NOT NULL DEFAULT 0 CHECK (hinted IN (0, 1)),
            daily TEXT,
            started_at TEXT NOT NULL,
            seconds REAL,
            player_rating REAL NOT NULL,
            player_rd REAL NOT NULL,
            puzzle_rating REAL NOT NULL,
            puzzle_rd REAL NOT NULL
        )
        """,
        "CREATE INDEX IF NOT EXISTS puzzle_attempts_puzzle ON puzzle_attempts (game, number)",
        """
        CREATE TABLE IF NOT EXISTS puzzle_ratings (
            key TEXT PRIMARY KEY,
            rating REAL NOT NULL,
            rd REAL NOT NULL,
            volatility REAL NOT NULL
        )
        """,
    ),
)

SCHEMA_VERSION = len(MIGRATIONS)

#: The games table's columns after each version: how a database that lost its version number
#: (``PRAGMA user_version`` 0 or negative with the table there) is recognised.
_V1 = frozenset(
    (
        "id", "game", "size", "variant", "seed", "deal", "moves", "move_count", "result", "started_at",
        "ended_at", "updated_at", "duration", "undos", "hints", "source", "session_key", "record_key",
        "extra", "in_stats",
    )
)  # fmt: skip
_V2 = _V1 | {"tiles_left", "par", "grade", "daily"}
COLUMNS: dict[int, frozenset[str]] = {1: _V1, 2: _V2, 3: _V2 | {"origin", "lease"}}
#: The tables migration 4 adds (the games table is as in version 3).
PUZZLE_TABLES = frozenset(("puzzle_attempts", "puzzle_ratings"))
