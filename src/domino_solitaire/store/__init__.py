"""The player's games, kept in SQLite: save as you play, resume, history, statistics, import and export.

The engine stays pure; this package does the I/O and asks the engine for every result.
Typical use by a user interface::

    store = open_store(data_dir)              # GameStore, or StoreUnavailable(message)
    if isinstance(store, StoreUnavailable):
        show(store.message)                   # play on without saving
    elif store.warning:
        show(store.warning)                   # an old database was moved aside
    started = datetime.now(timezone.utc)
    ...after each move, undo or redo:
    store.save(game, started, hints)          # one short transaction; StoreError if the disk fails
    info = store.unfinished("luzon", 6, "standard") or store.latest_unfinished()
    game, info = store.resume(info.id)        # then keep saving with info.started_at
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
