"""Opening the player's database: where it is, and what to do when it cannot be used."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from domino_solitaire.store.database import (
    Unusable,
    check_regular,
    is_read_only,
    open_database,
    open_snapshot,
)
from domino_solitaire.store.location import DB_NAME, data_dir
from domino_solitaire.store.problems import StoreUnavailable, Unavailable
from domino_solitaire.store.store import GameStore


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
    cannot be used gives a StoreUnavailable saying why (``wording.store_problem_text`` says it).
    """
    try:
        where = data_dir(folder)
    except (OSError, ValueError, RuntimeError) as exc:  # RuntimeError: "~" with no home to expand
        return StoreUnavailable(Unavailable.NO_FOLDER, Path(), detail=str(exc))
    path = where / DB_NAME
    try:
        if where.exists() and not where.is_dir():
            return StoreUnavailable(Unavailable.FOLDER_IS_FILE, where)
        try:
            where.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            return StoreUnavailable(Unavailable.CANNOT_CREATE, where, detail=_problem(exc))
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
            return StoreUnavailable(Unavailable.FOLDER_NOT_WRITABLE, where)
        return GameStore(open_snapshot(path), path, read_only=True)
    except Unusable as exc:
        return StoreUnavailable(Unavailable.UNUSABLE, where, detail=exc.trouble)
    except (sqlite3.Error, OSError, ValueError) as exc:  # ValueError: a NUL in the path
        return StoreUnavailable(Unavailable.DATABASE, where, path=path, detail=_problem(exc))
