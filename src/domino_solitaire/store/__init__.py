"""The player's games, kept in SQLite: save as you play, resume, history, statistics, import and export.

The engine stays pure; this package does the I/O and asks the engine for every result.
A user interface goes through ``store.session.GameRecorder`` (saving off the UI thread,
never raising); the command line uses ``GameStore`` directly::

    store = open_store(data_dir)              # GameStore, or StoreUnavailable(message)
    if isinstance(store, StoreUnavailable):
        show(store.message)
    for info in store.history(20):            # damaged rows are skipped, noted in store.damaged
        ...
"""

from domino_solitaire.store.location import DB_NAME, ENV_VAR, data_dir
from domino_solitaire.store.schema import SCHEMA_VERSION
from domino_solitaire.store.settings import Settings, StartChoice, TileStyle
from domino_solitaire.store.stats import KindStats, Outcome, Tally, summarize, tally
from domino_solitaire.store.store import (
    GameInfo,
    GameStore,
    Imported,
    StoreError,
    StoreUnavailable,
    importable,
    open_store,
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
    "Settings",
    "StartChoice",
    "StoreError",
    "StoreUnavailable",
    "Tally",
    "TileStyle",
    "data_dir",
    "importable",
    "open_store",
    "summarize",
    "tally",
]
