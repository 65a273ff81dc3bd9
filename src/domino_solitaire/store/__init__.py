"""The player's games, kept in SQLite: save as you play, resume, history, statistics, import and export.

The engine stays pure; this package does the I/O and asks the engine for every result.
A user interface goes through ``domino_solitaire.recorder.GameRecorder`` (saving off the UI
thread, never raising); the command line uses ``GameStore`` directly::

    store = open_store(data_dir)              # GameStore, or StoreUnavailable(message)
    if isinstance(store, StoreUnavailable):
        show(store.message)
    for info in store.history(20):            # damaged rows are skipped, noted in store.damaged
        ...

The names below load with their module on first use (``__getattr__``), as the solver's do: the
pure parts (``store.stats``, ``store.settings``) can be used without loading sqlite3 (the play
session asks ``stats.sets_records``; a game's first frame does not wait for the database code).
"""

from typing import TYPE_CHECKING

from domino_solitaire.lazy import lazy_names

if TYPE_CHECKING:
    from domino_solitaire.store.location import DB_NAME, ENV_VAR, data_dir
    from domino_solitaire.store.opening import open_store
    from domino_solitaire.store.rows import GameHeld, GameInfo, Imported, StoreError, StoreUnavailable
    from domino_solitaire.store.schema import SCHEMA_VERSION
    from domino_solitaire.store.settings import Settings, StartChoice, TileStyle
    from domino_solitaire.store.stats import KindStats, Outcome, Tally, summarize, tally
    from domino_solitaire.store.store import GameStore, importable

#: Where each name lives.
_HOMES = {
    "DB_NAME": "location",
    "ENV_VAR": "location",
    "data_dir": "location",
    "open_store": "opening",
    "GameHeld": "rows",
    "GameInfo": "rows",
    "Imported": "rows",
    "StoreError": "rows",
    "StoreUnavailable": "rows",
    "SCHEMA_VERSION": "schema",
    "Settings": "settings",
    "StartChoice": "settings",
    "TileStyle": "settings",
    "KindStats": "stats",
    "Outcome": "stats",
    "Tally": "stats",
    "summarize": "stats",
    "tally": "stats",
    "GameStore": "store",
    "importable": "store",
}
__all__ = [
    "DB_NAME",
    "ENV_VAR",
    "SCHEMA_VERSION",
    "GameHeld",
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

if not TYPE_CHECKING:  # mypy reads the imports above; an unknown name stays an error to it
    __getattr__ = lazy_names(__name__, _HOMES, globals())
