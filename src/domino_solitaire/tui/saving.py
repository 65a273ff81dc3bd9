"""Saving the game in play as it goes: the TUI's one handle on the store.

The app makes one ``GameRecorder``; the game screen tells it when a game starts
(or is resumed) and after every move, undo, redo or restart. Nothing here raises
into the UI: a store that cannot be used leaves the recorder idle with a message
to show once (``unavailable``), and a save that fails returns its message.
"""

from __future__ import annotations

import contextlib
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from domino_solitaire.engine import Game, SolitaireError, Status
from domino_solitaire.store import GameInfo, GameStore, StoreError, StoreUnavailable, open_store


def now() -> datetime:
    return datetime.now(timezone.utc)


# What a save can fail with besides StoreError: the store wraps sqlite errors, but a disk
# that vanishes or a record that no longer replays must not take the game down with it.
_FAILURES = (StoreError, sqlite3.Error, OSError, SolitaireError, ValueError)


@dataclass(frozen=True)
class _Saved:
    """What the last save wrote, so that saving the same state again costs nothing."""

    moves: tuple[str, ...]
    undos: int
    hints: int


class GameRecorder:
    """Owns the app's store handle and knows the game being played.

    ``store`` may be None (saving switched off, e.g. in tests of other screens),
    a ``StoreUnavailable`` (its message becomes ``unavailable``) or an open store.
    """

    def __init__(
        self, store: GameStore | StoreUnavailable | None, *, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.store: GameStore | None = store if isinstance(store, GameStore) else None
        self._unavailable = store if isinstance(store, StoreUnavailable) else None
        # Only for the default ``elapsed``: the seconds since ``started`` (tests inject a clock).
        self._clock = clock
        self._since = clock()
        #: Why games are not saved (a read-only or unusable data folder), or None.
        self.unavailable: str | None = store.message if isinstance(store, StoreUnavailable) else None
        #: An old database was moved aside (damaged, or from a newer version), or None.
        self.warning: str | None = store.warning if isinstance(store, GameStore) else None
        #: The message of the last failed store call, or None when it succeeded.
        self.error: str | None = None
        self.game: Game | None = None
        self.started_at: datetime = now()
        #: The stored id of the game in play, once its first move is saved.
        self.game_id: int | None = None
        #: Seconds and hints the game had before it was resumed: the clock and hint count go on from them.
        self.prior_elapsed = 0.0
        self.prior_hints = 0
        #: The hints used in the game in play, as last told (``changed(hints=...)``).
        self.hints = 0
        self._saved: _Saved | None = None

    @classmethod
    def open(cls, data_dir: str | Path | None = None) -> GameRecorder:
        """Open the player's store (``--data-dir``, else DOMINO_SOLITAIRE_HOME, else the user data folder)."""
        try:
            return cls(open_store(data_dir))
        except Exception as exc:  # open_store promises not to raise; the UI must start regardless
            return cls(
                StoreUnavailable(f"cannot open the game database ({exc}); games will not be saved", Path())
            )

    @property
    def saving(self) -> bool:
        return self.store is not None

    @property
    def opened(self) -> GameStore | StoreUnavailable | None:
        """What the statistics screen is given: the store, or why there is none (None: never asked for)."""
        return self.store if self.store is not None else self._unavailable

    @property
    def notice(self) -> str | None:
        """The one line to show when the app starts: why nothing is saved, or what was moved aside."""
        return self.unavailable or self.warning

    # -- the game in play -------------------------------------------------------------------------------

    def started(
        self, game: Game, started_at: datetime | None = None, resumed_info: GameInfo | None = None
    ) -> None:
        """A new game (or a resumed one) is in play from now on; nothing is stored before its first move.

        For a resumed game pass the ``GameInfo`` that ``resume`` gave: saves then go on
        updating the same stored game, from its start time, duration and hints.
        """
        self.game = game
        self.game_id = None
        self.prior_elapsed = 0.0
        self.prior_hints = self.hints = 0
        self._saved = None
        self.started_at = started_at or now()
        self._since = self._clock()
        if resumed_info is not None:
            self.game_id = resumed_info.id
            # An imported record may not know its start; any fixed time keeps one stored row per game.
            self.started_at = resumed_info.started_at or self.started_at
            self.prior_elapsed = resumed_info.duration or 0.0
            self.prior_hints = self.hints = resumed_info.hints
            self._saved = _Saved(tuple(game.move_texts()), game.undos, resumed_info.hints)

    def changed(self, game: Game, *, elapsed: float | None = None, hints: int | None = None) -> str | None:
        """Save ``game`` as it stands; call after every move, undo, redo and restart.

        ``elapsed`` is the seconds of play in all, including ``prior_elapsed`` (None: that plus the
        time since ``started``); ``hints`` the hints used in all (None: as many as last time).
        Returns None when saved (or when nothing is saved at all), else why the save failed.
        """
        if game is not self.game:
            # A caller that forgot ``started`` still gets its game saved, as a new one.
            self.started(game)
        used = self.hints = self.hints if hints is None else hints
        state = _Saved(tuple(game.move_texts()), game.undos, used)
        if self.store is None or state == self._saved:
            return None
        if elapsed is None:
            elapsed = self.prior_elapsed + max(0.0, self._clock() - self._since)
        try:
            game_id = self.store.save(game, self.started_at, used, elapsed=elapsed)
        except _FAILURES as exc:
            return self._failed(exc)
        if game_id is not None:
            self.game_id = game_id
        self._saved = state
        self.error = None
        return None

    def abandon(self) -> str | None:
        """The player gave up the game in play (a new deal, back to the menu): it counts as not won.

        A finished game, or one with no move yet, is left as it is. Returns the failure's message, or None.
        """
        game, game_id = self.game, self.game_id
        self.game = None
        self.game_id = None
        self._saved = None
        if game is None or game_id is None or game.status is not Status.PLAYING:
            return None
        return self._abandon_stored(game_id)

    def give_up(self, game_id: int) -> str | None:
        """Abandon a stored unfinished game that is not in play: the player declined to resume it."""
        if game_id == self.game_id:
            return self.abandon()
        return self._abandon_stored(game_id)

    def _abandon_stored(self, game_id: int) -> str | None:
        if self.store is None:
            return None
        try:
            self.store.abandon(game_id)
        except _FAILURES as exc:
            return self._failed(exc)
        self.error = None
        return None

    # -- resuming ---------------------------------------------------------------------------------------

    def unfinished(self, game: str, size: int, variant: str = "standard") -> GameInfo | None:
        """The game of this kind left unfinished, to offer to resume; None if none (or on a failure)."""
        if self.store is None:
            return None
        try:
            return self.store.unfinished(game, size, variant)
        except _FAILURES as exc:
            self._failed(exc)
            return None

    def latest_unfinished(self) -> GameInfo | None:
        """The most recent unfinished game of any kind (``domino-solitaire resume``); None if none."""
        if self.store is None:
            return None
        try:
            return self.store.latest_unfinished()
        except _FAILURES as exc:
            self._failed(exc)
            return None

    def resume(self, game_id: int) -> tuple[Game, GameInfo] | str:
        """The stored game replayed and ready to play on, or the reason it cannot be.

        Call ``started(game, resumed_info=info)`` once the game is on screen.
        """
        if self.store is None:
            return self.unavailable or "games are not being saved"
        try:
            return self.store.resume(game_id)
        except _FAILURES as exc:
            return self._failed(exc)

    def close(self) -> None:
        if self.store is not None:
            # Closing at exit: nothing is left to tell the player.
            with contextlib.suppress(*_FAILURES):
                self.store.close()
            self.store = None

    def _failed(self, exc: BaseException) -> str:
        text = str(exc) if isinstance(exc, StoreError) else f"the game database failed: {exc}"
        self.error = text
        return text
