"""The player's games, kept in SQLite: save as you play, resume, history, statistics, import and export.

The engine stays pure; this package does the I/O and asks the engine for every result.
A user interface goes through ``domino_solitaire.store.keeper.GameKeeper`` (saving off the UI
thread, never raising); the command line uses ``GameStore`` directly::

    store = open_store(data_dir)              # GameStore, or StoreUnavailable(message, folder)
    if isinstance(store, StoreUnavailable):
        show(store.message)
    for record in store.history(20):          # GameRecords; damaged rows are skipped, noted in store.damaged
        ...

The store keeps ``records.GameRecord``s; the rules about them (results, finality, limits,
statistics) are the ``records`` package's. The names below load with their module on first use
(``__getattr__``), as the solver's do: a game's first frame does not wait for the database code.
"""

from typing import TYPE_CHECKING

from domino_solitaire.lazy import lazy_names

if TYPE_CHECKING:
    from domino_solitaire.store.location import DB_NAME, ENV_VAR, data_dir
    from domino_solitaire.store.open_store import open_store
    from domino_solitaire.store.problems import GameHeld, StoreError, StoreProblem, StoreUnavailable
    from domino_solitaire.store.schema import SCHEMA_VERSION
    from domino_solitaire.store.settings import Settings, StartChoice, TileStyle, read_settings
    from domino_solitaire.store.store import GameStore, Imported, importable

#: Where each name lives.
_HOMES = {
    "DB_NAME": "location",
    "ENV_VAR": "location",
    "data_dir": "location",
    "open_store": "open_store",
    "read_settings": "settings",
    "GameHeld": "problems",
    "StoreProblem": "problems",
    "StoreError": "problems",
    "StoreUnavailable": "problems",
    "Imported": "store",
    "SCHEMA_VERSION": "schema",
    "Settings": "settings",
    "StartChoice": "settings",
    "TileStyle": "settings",
    "GameStore": "store",
    "importable": "store",
}
__all__ = [
    "DB_NAME",
    "ENV_VAR",
    "SCHEMA_VERSION",
    "GameHeld",
    "GameStore",
    "Imported",
    "Settings",
    "StartChoice",
    "StoreError",
    "StoreProblem",
    "StoreUnavailable",
    "TileStyle",
    "data_dir",
    "importable",
    "open_store",
    "read_settings",
]

if not TYPE_CHECKING:  # mypy reads the imports above; an unknown name stays an error to it
    __getattr__ = lazy_names(__name__, _HOMES, globals())
