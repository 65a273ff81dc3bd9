"""What the store could not do, as values: ``wording.store_problem_text`` puts them into words."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from pathlib import Path


class StoreProblem(Enum):
    """Why a store call failed. The data each needs is on the ``StoreError``."""

    CANNOT_USE = "cannot use"  # path, detail: the database could not be set up
    CANNOT_OPEN = "cannot open"  # path, detail
    READ_ONLY = "read-only"  # path: a write to a read-only data folder
    CANNOT_WRITE = "cannot write"  # path, detail
    CANNOT_READ = "cannot read"  # path, detail
    NO_SUCH_ID = "no such id"  # game_id, most: outside the ids a game can have
    NOT_IN_HISTORY = "not in history"  # game_id
    DAMAGED = "damaged"  # game_id, detail (``records.limits.Bad``): its row is left as it is
    CANNOT_SAVE = "cannot save"  # detail (``records.limits.Bad``): a field of the record out of range
    HELD = "held"  # game_id: another running session is playing it
    HELD_UNSAVED = "held, unsaved"  # game_id: ... so what was played here is not saved
    NOT_REPLAYABLE = "not replayable"  # game_id, detail (the engine's error)
    NOT_IMPORTABLE = "not importable"  # detail (``records.limits.Bad`` or ``records.files.NotImportable``)
    NOT_SAVING = "not saving"  # games are not being saved (the recorder has no store)
    READ_ONLY_FOLDER = "read-only folder"  # path (the folder): the history is read, nothing saved


class StoreError(Exception):
    """Something the store could not do: the problem and its data, for ``wording`` to say."""

    def __init__(
        self,
        problem: StoreProblem,
        *,
        path: Path | None = None,
        game_id: int | None = None,
        most: int | None = None,
        detail: object = None,
    ) -> None:
        super().__init__(problem.value, game_id if game_id is not None else path, detail)
        self.problem = problem
        self.path = path
        self.game_id = game_id
        self.most = most
        self.detail = detail


class GameHeld(StoreError):
    """The game is being played by another session that is still running (``store.lease``)."""


class FileProblem(Enum):
    """Why the database file cannot be used as it is (``FileTrouble``)."""

    IS_FOLDER = "is a folder"  # path
    NOT_A_FILE = "not a file"  # path: a device, a pipe or a socket
    NEWER = "newer"  # path: written by a newer version
    DAMAGED_FILE = "damaged file"  # path, detail (what quick_check found)
    NOT_READABLE = "not readable"  # path, detail (SQLite's error)
    FOREIGN = "foreign"  # path: a games table this program did not write
    CANNOT_READ_FILE = "cannot read file"  # path, detail


@dataclass(frozen=True)
class FileTrouble:
    """What is wrong with the database file."""

    problem: FileProblem
    path: Path
    detail: object = None


@dataclass(frozen=True)
class MovedAside:
    """The database could not be used (``reason``) and was moved to ``aside``; a new one took its place."""

    reason: FileTrouble
    aside: Path

    @property
    def problem(self) -> Moved:
        return Moved.MOVED_ASIDE


class Moved(Enum):
    MOVED_ASIDE = "moved aside"


class Unavailable(Enum):
    """Why no database can be used (``StoreUnavailable``)."""

    NO_FOLDER = "no folder"  # detail: the data folder cannot be found
    FOLDER_IS_FILE = "folder is a file"  # folder
    CANNOT_CREATE = "cannot create"  # folder, detail
    FOLDER_NOT_WRITABLE = "folder not writable"  # folder: and no database there to read
    UNUSABLE = "unusable"  # detail (``FileTrouble``)
    DATABASE = "database"  # path, detail (SQLite's or the system's error)


@dataclass(frozen=True)
class StoreUnavailable:
    """No database can be used (an unusable folder or file): play on without saving."""

    problem: Unavailable
    folder: Path
    path: Path | None = None
    detail: object = None
