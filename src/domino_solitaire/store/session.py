"""Saving the game in play as it goes: a user interface's one handle on the store.

The app makes one ``GameRecorder``; the game screen tells it when a game starts (or is
resumed) and after every move, undo, redo or restart. Saving never blocks the interface:
writes go to one background thread, in order, the latest state of a game replacing an
earlier one still waiting. A write that fails is reported through ``on_error`` (called
from that thread) and kept in ``error``; nothing here raises into the UI except the reads
the statistics screen makes (StoreError, with a one-line message).

Reads give up fast: they wait a moment for this session's own writes, and a short busy
timeout for other processes' locks, so that a database held by another terminal costs
the screen a fraction of a second, not ten.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from datetime import date, datetime, timezone
from pathlib import Path

from domino_solitaire.engine import Game, Record, Status
from domino_solitaire.store.database import QUICK_TIMEOUT_MS
from domino_solitaire.store.settings import Settings
from domino_solitaire.store.stats import KindStats
from domino_solitaire.store.store import (
    GameInfo,
    GameStore,
    Snapshot,
    StoreError,
    StoreUnavailable,
    open_store,
)

__all__ = ["GameRecorder", "StoreError"]

#: How long a read waits for this session's own pending writes before reading anyway.
READ_WAIT_SECONDS = 0.5
#: How long closing waits for the last writes (the interface is gone by then).
CLOSE_WAIT_SECONDS = 5.0


def now() -> datetime:
    return datetime.now(timezone.utc)


@dataclass(frozen=True)
class _Saved:
    """What the last save asked for, so that saving the same state again costs nothing."""

    moves: tuple[str, ...]
    undos: int
    hints: int


@dataclass(eq=False)
class _Current:
    """The game in play as the session knows it; ``id`` is set by the writer once stored."""

    game: Game
    started_at: datetime
    daily: str | None = None
    par: int | None = None
    grade: str | None = None
    prior_elapsed: float = 0.0
    hints: int = 0
    id: int | None = None
    saved: _Saved | None = None
    #: Won or solved: the stored record stands, so nothing more is written.
    final: bool = False


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

    def __init__(self, source: GameStore, report: Callable[[str | None], None]) -> None:
        self._source = source
        self._store: GameStore | None = None
        self._report = report
        self._jobs: deque[_Job] = deque()
        self._cond = threading.Condition()
        self._busy = False
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="domino-solitaire-saving", daemon=True)
        self._thread.start()

    def put(self, job: _Job) -> None:
        with self._cond:
            if self._closed:
                return
            if job.key is not None and self._jobs and self._jobs[-1].key == job.key:
                self._jobs[-1] = job
            else:
                self._jobs.append(job)
            self._cond.notify_all()

    def flush(self, timeout: float | None) -> bool:
        with self._cond:
            return self._cond.wait_for(lambda: not self._jobs and not self._busy, timeout)

    def close(self, timeout: float | None) -> bool:
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
                self._report(str(exc))
            else:
                self._report(None)
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()


class GameRecorder:
    """Owns the app's store handle and knows the game being played.

    ``store`` may be None (saving switched off, e.g. in tests of other screens), a
    ``StoreUnavailable`` (its message becomes ``unavailable``) or an open store (read-only
    when its folder cannot be written: the history and statistics are read, nothing is saved).
    ``on_error(message)`` hears of each write that failed, on the writer thread.
    """

    def __init__(
        self,
        store: GameStore | StoreUnavailable | None,
        *,
        clock: Callable[[], float] = time.monotonic,
        on_error: Callable[[str], None] | None = None,
    ) -> None:
        self.store: GameStore | None = store if isinstance(store, GameStore) else None
        self.on_error = on_error
        # Only for the default ``elapsed``: the seconds since ``started`` (tests inject a clock).
        self._clock = clock
        self._since = clock()
        #: Why games are not saved (an unusable or read-only data folder), or None.
        self.unavailable: str | None = None
        if isinstance(store, StoreUnavailable):
            self.unavailable = store.message
        elif self.store is not None and self.store.read_only:
            self.unavailable = (
                f"the data folder {self.store.path.parent} is read-only; games will not be saved "
                "(the history and statistics can still be read)"
            )
        #: An old database was moved aside (damaged, or from a newer version), or None.
        self.warning: str | None = self.store.warning if self.store is not None else None
        #: The message of the last failed store call, or None when the last one succeeded.
        self.error: str | None = None
        self._current: _Current | None = None
        self._writer: _Writer | None = None
        self._settings = Settings()
        if self.store is not None:
            try:
                self.store.set_busy_timeout(QUICK_TIMEOUT_MS)
                self._settings = self.store.settings()
            except StoreError as exc:
                self.error = str(exc)

    @classmethod
    def open(
        cls, data_dir: str | Path | None = None, *, on_error: Callable[[str], None] | None = None
    ) -> GameRecorder:
        """Open the player's store (``--data-dir``, else DOMINO_SOLITAIRE_HOME, else the user data folder)."""
        return cls(open_store(data_dir), on_error=on_error)

    @property
    def saving(self) -> bool:
        return self.store is not None and not self.store.read_only

    @property
    def notice(self) -> str | None:
        """The one line to show when the app starts: why nothing is saved, or what was moved aside."""
        return self.unavailable or self.warning

    @property
    def game(self) -> Game | None:
        return None if self._current is None else self._current.game

    @property
    def game_id(self) -> int | None:
        """The stored id of the game in play, once its first move is saved."""
        return None if self._current is None else self._current.id

    @property
    def started_at(self) -> datetime | None:
        return None if self._current is None else self._current.started_at

    @property
    def prior_elapsed(self) -> float:
        """Seconds the game in play had been played before it was resumed: its clock goes on from them."""
        return 0.0 if self._current is None else self._current.prior_elapsed

    @property
    def hints(self) -> int:
        """The hints used in the game in play, as last told (``changed(hints=...)``)."""
        return 0 if self._current is None else self._current.hints

    # -- the game in play -------------------------------------------------------------------------------

    def started(
        self,
        game: Game,
        started_at: datetime | None = None,
        resumed_info: GameInfo | None = None,
        *,
        daily: date | str | None = None,
    ) -> None:
        """A new game (or a resumed one) is in play from now on; nothing is stored before its first move.

        For a resumed game pass the ``GameInfo`` that ``resume`` gave: saves then go on updating the
        same stored game, from its start time, duration, hints and what is known of its deal.
        ``daily``: the date of the daily deal, when the game is one.
        """
        self._since = self._clock()
        if resumed_info is None:
            day = daily.isoformat() if isinstance(daily, date) else daily
            self._current = _Current(game, started_at or now(), daily=day)
            return
        info = resumed_info
        self._current = _Current(
            game,
            # An imported record may not know its start; any fixed time keeps one stored row per game.
            info.started_at or started_at or now(),
            daily=info.daily,
            par=info.par,
            grade=info.grade,
            prior_elapsed=info.duration or 0.0,
            hints=info.hints,
            id=info.id,
            saved=_Saved(tuple(game.move_texts()), game.undos, info.hints),
            final=info.result.finished,
        )

    def annotate(self, *, par: int | None = None, grade: str | None = None) -> None:
        """What the solver found of the deal in play (its par, its grade), stored with the game."""
        current = self._current
        if current is None:
            return
        current.par = par if par is not None else current.par
        current.grade = grade if grade is not None else current.grade
        if current.game.moves:
            self._save(current, None)

    def changed(
        self, game: Game, *, elapsed: float | None = None, hints: int | None = None, solved: bool = False
    ) -> None:
        """Save ``game`` as it stands; call after every move, undo, redo and restart.

        ``elapsed`` is the seconds of play in all, including ``prior_elapsed`` (None: that plus the
        time since ``started``); ``hints`` the hints used in all (None: as many as last time);
        ``solved``: autoplay made this move, which won the game. A failure goes to ``on_error``.
        """
        if self._current is None or game is not self._current.game:
            # A caller that forgot ``started`` still gets its game saved, as a new one.
            self.started(game)
        current = self._current
        assert current is not None
        if hints is not None:
            current.hints = hints
        state = _Saved(tuple(game.move_texts()), game.undos, current.hints)
        if state == current.saved and not solved:
            return
        current.saved = state
        self._save(current, elapsed, solved=solved)

    def save_time(self, elapsed: float) -> None:
        """Write the time played even though nothing else changed: when the player quits or leaves,
        so that the game resumes with its clock exactly where it stopped."""
        current = self._current
        if current is not None and current.game.moves:
            self._save(current, elapsed)

    def _save(self, current: _Current, elapsed: float | None, *, solved: bool = False) -> None:
        if not self.saving or current.final:
            return
        game = current.game
        if elapsed is None:
            elapsed = current.prior_elapsed + max(0.0, self._clock() - self._since)
        snapshot = Snapshot.of(game)
        hints = current.hints
        if snapshot.status is Status.WON:
            current.final = True  # the record stands from here on; undo does not change it
            # A won deal's par is what the win left (none, or one tile): known without the solver.
            current.par = game.position.tiles_left()
        started, par, grade, daily = current.started_at, current.par, current.grade, current.daily

        def run(store: GameStore) -> None:
            game_id = store.save(
                snapshot, started, hints, elapsed=elapsed, solved=solved, par=par, grade=grade, daily=daily
            )
            if game_id is not None:
                current.id = game_id

        def failed() -> None:
            # Written again on the next change (or ``save_time``), not taken as saved.
            current.saved = None
            current.final = False

        self._put(_Job(run, key=current, failed=failed))

    def abandon(self, elapsed: float | None = None) -> None:
        """The player gave up the game in play (a new deal, back to the menu): it counts as not won.

        A finished game, or one with no move yet, is left as it is. ``elapsed``: its time, if known.
        """
        current, self._current = self._current, None
        if current is None or current.game.status is not Status.PLAYING or not self.saving:
            return

        def run(store: GameStore) -> None:
            if current.id is not None:
                store.abandon(current.id, elapsed=elapsed)

        self._put(_Job(run))

    def give_up(self, game_id: int) -> None:
        """Abandon a stored unfinished game that is not in play: the player declined to resume it."""
        if self._current is not None and game_id == self._current.id:
            self.abandon()
            return
        if self.saving:

            def run(store: GameStore) -> None:
                store.abandon(game_id)

            self._put(_Job(run))

    def _put(self, job: _Job) -> None:
        if self._writer is None:
            assert self.store is not None
            self._writer = _Writer(self.store, self._written)
        self._writer.put(job)

    def _written(self, problem: str | None) -> None:
        self.error = problem
        if problem is not None and self.on_error is not None:
            self.on_error(problem)

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every write asked for is done (or ``timeout`` seconds); True if all are."""
        return True if self._writer is None else self._writer.flush(timeout)

    # -- reading: resuming, statistics ------------------------------------------------------------------

    def _reader(self) -> GameStore:
        if self.store is None:
            raise StoreError(self.unavailable or "games are not being saved")
        # This session's own writes first (briefly: a write stuck on a lock must not hold the screen).
        self.flush(READ_WAIT_SECONDS)
        return self.store

    def unfinished(self, game: str, size: int, variant: str = "standard") -> GameInfo | None:
        """The game of this kind left unfinished, to offer to resume; None if none (or on a failure)."""
        try:
            return self._reader().unfinished(game, size, variant) if self.store is not None else None
        except StoreError as exc:
            self.error = str(exc)
            return None

    def latest_unfinished(self) -> GameInfo | None:
        """The most recent unfinished game of any kind (the start screen's Resume); None if none."""
        try:
            return self._reader().latest_unfinished() if self.store is not None else None
        except StoreError as exc:
            self.error = str(exc)
            return None

    def dailies(self, day: date) -> list[GameInfo]:
        """The games played of ``day``'s daily deals, oldest first (``GameStore.dailies``); none when
        nothing is saved, or on a failure (kept in ``error``)."""
        try:
            return self._reader().dailies(day) if self.store is not None else []
        except StoreError as exc:
            self.error = str(exc)
            return []

    def resume(self, game_id: int) -> tuple[Game, GameInfo] | str:
        """The stored game replayed and ready to play on, or the reason it cannot be.

        Call ``started(game, resumed_info=info)`` once the game is on screen.
        """
        try:
            return self._reader().resume(game_id)
        except StoreError as exc:
            return str(exc)

    def stats(
        self,
        game: str | None = None,
        *,
        today: date | None = None,
        par_goals: Collection[tuple[str, int, str]] = (),
    ) -> list[KindStats]:
        """``GameStore.stats``, for the statistics screen; raises StoreError."""
        return self._reader().stats(game, today=today, par_goals=par_goals)

    def history(self, limit: int | None = 200) -> list[GameInfo]:
        """``GameStore.history``, for the statistics screen; raises StoreError."""
        return self._reader().history(limit)

    def load(self, game_id: int) -> tuple[Record, GameInfo]:
        """A stored game's record, for the replay viewer; raises StoreError."""
        return self._reader().load(game_id)

    @property
    def damaged(self) -> dict[int, str]:
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
        """Finish the writes asked for (waiting at most ``timeout`` seconds), then let the database go."""
        if self._writer is not None:
            self._writer.close(timeout)
            self._writer = None
        if self.store is not None:
            self.store.close()
            self.store = None
