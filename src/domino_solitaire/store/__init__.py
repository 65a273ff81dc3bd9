"""The player's games, kept in SQLite: save as you play, resume, history, statistics, import and export.

The engine stays pure; this package does the I/O. See ``open_store``.
"""

from domino_solitaire.store.location import DB_NAME, ENV_VAR, data_dir
from domino_solitaire.store.schema import SCHEMA_VERSION
from domino_solitaire.store.stats import KindStats, Outcome, Result, summarize
from domino_solitaire.store.store import (
    GameInfo,
    GameStore,
    Imported,
    StoreError,
    StoreUnavailable,
    importable,
    open_store,
    record_key,
)

__all__ = [
    "DB_NAME",
    "ENV_VAR",
    "SCHEMA_VERSION",
    "GameInfo",
    "GameStore",
    "Imported",
    "KindStats",
    "Outcome",
    "Result",
    "StoreError",
    "StoreUnavailable",
    "data_dir",
    "importable",
    "open_store",
    "record_key",
    "summarize",
]
