"""The database schema, as a list of migrations; ``PRAGMA user_version`` counts those applied.

Never edit a migration once released: append a new one. Each is a list of
statements run in one transaction together with the version bump.
"""

from __future__ import annotations

MIGRATIONS: tuple[tuple[str, ...], ...] = (
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
        # The import path checks for the key inside its write transaction; the index is the backstop.
        "CREATE UNIQUE INDEX games_imported ON games (record_key) WHERE source = 'imported'",
        "CREATE INDEX games_record_key ON games (record_key)",
        "CREATE INDEX games_kind ON games (game, size, variant, result)",
        "CREATE INDEX games_started ON games (started_at)",
    ),
)

SCHEMA_VERSION = len(MIGRATIONS)
