"""The keeper of the player's games: it saves the game in play as it goes (the play session's
sink), answers the opening's questions about the stored games, and is a user interface's one
handle on the store, whose reads a face makes through it (``read``, ``reading``).

The app (or the text mode) makes one ``GameKeeper``; each ``PlaySession`` writes through it
(``save``, the ``play.RecordSink`` protocol). Saving never blocks the interface: writes go to one
background thread, in order, the latest state of a game replacing an earlier one still waiting.
A write that fails is reported through ``on_error`` (called from that thread) and kept in
``error``; nothing here raises into the UI except the reads the statistics screen makes
(StoreError). The keeper decides nothing about a game: the session says what its record is,
and words nothing: its problems are values (``StoreError``) that ``wording`` says.

A game in play belongs to one session at a time: the keeper holds a lease (``store.lease``)
on every game it saves or resumes, releases them when it closes, and a game another running
session holds is neither resumed nor given up here.

Reads give up fast: they wait a moment for this session's own writes, and a short busy
timeout for other processes' locks, so that a database held by another terminal costs
the screen a fraction of a second, not ten.
"""

from __future__ import annotations

import contextlib
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from domino_solitaire.engine import Game, GameKind
from domino_solitaire.records import GameRecord, Standing
from domino_solitaire.records.limits import Bad
from domino_solitaire.store.lease import lease_alive, new_lease
from domino_solitaire.store.problems import GameHeld, MovedAside, StoreError, StoreProblem, StoreUnavailable
from domino_solitaire.store.settings import Settings

if TYPE_CHECKING:  # the database's modules load when a store is opened, after a game's first frame
    from domino_solitaire.store.store import GameStore

__all__ = ["GameHeld", "GameKeeper", "StoreError"]

T = TypeVar("T")

#: How long a read waits for this session's own pending writes before reading anyway.
READ_WAIT_SECONDS = 0.5
#: How long closing waits for the last writes (the interface is gone by then).
CLOSE_WAIT_SECONDS = 5.0


#: The failures a write may get past later: a full disk, a database locked or not yet open.
_WORTH_RETRYING = frozenset({StoreProblem.CANNOT_WRITE, StoreProblem.CANNOT_OPEN, StoreProblem.CANNOT_USE})


@dataclass(eq=False)
class _Job:
    """One write: ``run`` on the writer's store. ``key``: a later job with the same key that
    arrives while this one waits replaces it (the latest state of a game wins)."""

    run: Callable[[GameStore], None]
    key: object = None
    #: Called (on the writer thread) if the write fails, e.g. to write that state again next time.
    failed: Callable[[], None] = field(default=lambda: None)


class _Writer:
    """One background thread that runs the writes in order on its own connection."""

    def __init__(self, source: GameStore, report: Callable[[StoreError | None], None]) -> None:
        self._source = source
        self._store: GameStore | None = None
        self._report = report
        self._jobs: deque[_Job] = deque()
        self._cond = threading.Condition()
        self._busy = False
        self._closed = False
        #: The writes that failed, by key, kept to be tried again (``put``, ``retry``), and why.
        self._failed: dict[object, _Job] = {}
        #: The keys whose last write failed and is not done yet, and the last failure's problem.
        self._unwritten: set[object] = set()
        self._problem: StoreError | None = None
        self._thread = threading.Thread(target=self._run, name="domino-solitaire-saving", daemon=True)
        self._thread.start()

    def put(self, job: _Job) -> None:
        with self._cond:
            if self._closed:
                return
            # What failed before is tried again first; a later state of the same game replaces it.
            self._failed.pop(job.key, None)
            self._requeue()
            if job.key is not None and self._jobs and self._jobs[-1].key == job.key:
                self._jobs[-1] = job
            else:
                self._jobs.append(job)
            self._cond.notify_all()

    def retry(self) -> None:
        """Try the writes that failed again (a full disk may have room now)."""
        with self._cond:
            if not self._closed and self._failed:
                self._requeue()
                self._cond.notify_all()

    def _requeue(self) -> None:
        queued = {job.key for job in self._jobs}
        self._jobs.extend(job for key, job in self._failed.items() if key not in queued)
        self._failed.clear()

    @property
    def unwritten(self) -> StoreError | None:
        """Why a write that failed is still not done (None: every write asked for is done or waits)."""
        with self._cond:
            return self._problem if self._unwritten else None

    def flush(self, timeout: float | None) -> bool:
        with self._cond:
            return self._cond.wait_for(lambda: not self._jobs and not self._busy, timeout)

    def close(self, timeout: float | None) -> bool:
        self.retry()
        done = self.flush(timeout)
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        if done:
            self._thread.join(timeout)
            if self._store is not None and self._store is not self._source:
                self._store.close()
        # Not done: a write is stuck on another process's lock; the daemon thread ends with the
        # process, and SQLite's transaction keeps the database whole either way.
        return done

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: bool(self._jobs) or self._closed)
                if not self._jobs:
                    return
                job = self._jobs.popleft()
                self._busy = True
            try:
                if self._store is None:
                    # Its own connection, made on this thread; the full busy timeout is fine here.
                    self._store = self._source.another()
                job.run(self._store)
            except StoreError as exc:
                job.failed()
                with self._cond:
                    # A write the disk or the database refused is kept to be tried again; a game
                    # another session holds, or a record out of range, would fail the same way.
                    again = exc.problem in _WORTH_RETRYING and job.key not in {w.key for w in self._jobs}
                    if job.key is not None and again:
                        self._failed[job.key] = job
                        self._unwritten.add(job.key)
                    self._problem = exc
                self._report(exc)
            else:
                with self._cond:
                    self._unwritten.discard(job.key)
                self._report(None)
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()


class GameKeeper:
    """Owns the app's store handle: writes the sessions' records, reads the history and settings.

    ``store`` may be None (saving switched off, e.g. in tests of other screens), a
    ``StoreUnavailable`` (kept as ``unavailable``) or an open store (read-only
    when its folder cannot be written: the history and statistics are read, nothing is saved).
    ``on_error(problem)`` hears of each write that failed, on the writer thread.
    """

    def __init__(
        self,
        store: GameStore | StoreUnavailable | None,
        *,
        on_error: Callable[[StoreError], None] | None = None,
        settings: Settings | None = None,
    ) -> None:
        self.store: GameStore | None = None if isinstance(store, StoreUnavailable) else store
        self.on_error = on_error
        #: Called (on the writer thread) once everything that failed to be written is written.
        self.on_saved_again: Callable[[], None] | None = None
        #: A write failed and is not written yet (what ``on_saved_again`` waits for).
        self._behind = False
        #: Why what was played could not be written even when the recorder closed (the last try).
        self.lost: StoreError | None = None
        #: This session's lease on the games it plays (``store.lease``).
        self.lease = new_lease()
        #: Why games are not saved (an unusable or read-only data folder), or None.
        self.unavailable: StoreUnavailable | StoreError | None = None
        if isinstance(store, StoreUnavailable):
            self.unavailable = store
        elif self.store is not None and self.store.read_only:
            self.unavailable = StoreError(StoreProblem.READ_ONLY_FOLDER, path=self.store.path.parent)
        #: An old database was moved aside (damaged, or from a newer version), or None.
        self.warning: MovedAside | None = self.store.warning if self.store is not None else None
        #: The last failed store call's problem, or None when the last one succeeded.
        self.error: StoreError | None = None
        self._writer: _Writer | None = None
        # ``settings``: read ahead of the store (``store.read_settings``), for a recorder that saves nothing.
        self._settings = settings if settings is not None else Settings()
        if self.store is not None:
            try:
                from domino_solitaire.store.database import QUICK_TIMEOUT_MS

                self.store.set_busy_timeout(QUICK_TIMEOUT_MS)
                self._settings = self.store.settings()
            except StoreError as exc:
                self.error = exc

    @classmethod
    def open(
        cls, data_dir: str | Path | None = None, *, on_error: Callable[[StoreError], None] | None = None
    ) -> GameKeeper:
        """Open the player's store (``--data-dir``, else DOMINO_SOLITAIRE_HOME, else the user data folder)."""
        # Through the package's name: importing the module first would leave the package's
        # ``open_store`` the module (a submodule's import sets it), not the function.
        from domino_solitaire.store import open_store

        return cls(open_store(data_dir), on_error=on_error)

    @property
    def saving(self) -> bool:
        return self.store is not None and not self.store.read_only

    @property
    def notice(self) -> StoreUnavailable | StoreError | MovedAside | None:
        """The one line to show when the app starts: why nothing is saved, or what was moved aside."""
        return self.unavailable or self.warning

    # -- the sessions' records (``play.RecordSink``) ---------------------------------------------------------

    def save(self, record: GameRecord, stored: Callable[[int], None]) -> None:
        """Write ``record`` in the background under this session's lease; ``stored(id)`` once written."""
        if not self.saving:
            return
        lease = self.lease

        def run(store: GameStore) -> None:
            game_id = store.save(record, lease)
            if game_id is not None:
                stored(game_id)

        # One game, one key: a later state of the same game replaces one still waiting.
        key = ("game", record.game, record.size, record.variant, record.seed, record.deal, record.started_at)
        self._put(_Job(run, key=key))

    def give_up(self, game_id: int) -> StoreError | None:
        """Abandon a stored unfinished game that is not in play here (the player declined to resume
        it). The reason it cannot be, or None: a game another running session plays is left alone."""
        if not self.saving:
            return None
        assert self.store is not None
        self.flush(READ_WAIT_SECONDS)
        try:
            self.store.abandon(game_id, lease=self.lease)
        except StoreError as exc:
            return exc
        return None

    def _put(self, job: _Job) -> None:
        if self._writer is None:
            assert self.store is not None
            self._writer = _Writer(self.store, self._written)
        self._writer.put(job)

    def _written(self, problem: StoreError | None) -> None:
        self.error = problem
        if problem is not None:
            self._behind = self._behind or self.unwritten is not None
            if self.on_error is not None:
                self.on_error(problem)
        elif self._behind and self.unwritten is None:
            self._behind = False
            if self.on_saved_again is not None:
                self.on_saved_again()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every write asked for is done (or ``timeout`` seconds); True if all are.
        What failed before is tried again first."""
        if self._writer is None:
            return True
        self._writer.retry()
        return self._writer.flush(timeout)

    def written(self, timeout: float = READ_WAIT_SECONDS) -> StoreError | None:
        """Try the writes asked for (briefly: a lock held elsewhere must not hold up a move), and
        say why some are still not written (``unwritten``)."""
        self.flush(timeout)
        return self.unwritten

    @property
    def unwritten(self) -> StoreError | None:
        """Why some of what was played is not written yet (it is kept, and tried again with the next
        write, ``flush`` and ``close``); None when everything asked for is written or on its way."""
        return None if self._writer is None else self._writer.unwritten

    # -- reading: resuming, statistics ------------------------------------------------------------------

    def reading(self) -> GameStore:
        """The store to read, once this session's own writes are in (briefly: a write stuck on a lock
        must not hold the screen); raises StoreError when nothing is kept (saving off, no folder)."""
        if self.store is None:
            unavailable = self.unavailable
            if isinstance(unavailable, StoreError):
                raise unavailable
            raise StoreError(StoreProblem.NOT_SAVING, detail=unavailable)
        self.flush(READ_WAIT_SECONDS)
        return self.store

    def read(self, ask: Callable[[GameStore], T], otherwise: T) -> T:
        """What ``ask`` reads of the store (``reading``); ``otherwise`` when nothing is saved, or on a
        failure (kept in ``error``): for what a screen shows by the way (a daily's mark, a level)."""
        if self.store is None:
            return otherwise
        try:
            return ask(self.reading())
        except StoreError as exc:
            self.error = exc
            return otherwise

    def unfinished(self, game: str, size: int, variant: str = "standard") -> GameRecord | None:
        """The game of this kind left unfinished, to offer to resume; None if none (or on a failure)."""
        return self.read(lambda store: store.unfinished(game, size, variant), None)

    def standing(self, kind: GameKind) -> Standing:
        """Where the records of ``kind`` stand (what a game of it is measured against); as if no game
        were stored when they cannot be read."""
        return self.read(lambda store: store.standing(kind.game, kind.size, kind.variant), Standing())

    def resume(self, game_id: int) -> tuple[Game, GameRecord] | StoreError:
        """The stored game replayed and ready to play on, taken for this session (its lease); or
        ``GameHeld`` when another running session is playing it; or why it cannot be (damaged)."""
        try:
            reader = self.reading()
            found = reader.resume(game_id)
            if self.saving:
                reader.claim(game_id, self.lease)
            return found
        except StoreError as exc:
            return exc  # GameHeld when another running session plays it

    def held_elsewhere(self, info: GameRecord) -> bool:
        """Whether another session that is still running is playing the stored game ``info``."""
        return info.lease is not None and info.lease != self.lease and lease_alive(info.lease)

    @property
    def damaged(self) -> dict[int, Bad]:
        """Rows the reads found damaged (game id -> what is wrong): skipped, and left as they are."""
        return {} if self.store is None else dict(self.store.damaged)

    # -- settings ----------------------------------------------------------------------------------------

    @property
    def settings(self) -> Settings:
        """The player's settings, as stored (defaults where none was saved, or it was damaged)."""
        return self._settings

    def save_settings(self, settings: Settings) -> None:
        """Keep ``settings`` from now on, and in the store for the next run (in the background)."""
        self._settings = settings.check()
        if self.saving:
            self._put(_Job(lambda store: store.save_settings(settings), key="settings"))

    def close(self, timeout: float = CLOSE_WAIT_SECONDS) -> None:
        """Finish the writes asked for (waiting at most ``timeout`` seconds), release this session's
        games to other sessions, then let the database go."""
        done = True
        if self._writer is not None:
            done = self._writer.close(timeout)
            self.lost = self._writer.unwritten
            self._writer = None
        if self.store is not None and self.saving and done:
            # The lease ends with this process anyway: another session may then take the game.
            with contextlib.suppress(StoreError):
                self.store.release(self.lease)
        if self.store is not None:
            self.store.close()
            self.store = None
