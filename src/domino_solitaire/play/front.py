"""The one way a face opens a game in play: a ``PlaySession`` measured against the player's history.

The terminal UI and the text mode (and whatever face comes next) build their sessions here, so that
a game's records and streaks are measured against the same earlier games in every face: the news a
game ends with agree with the statistics, whichever face it was played in.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import Protocol

from domino_solitaire.engine import Game, GameKind, Setup
from domino_solitaire.play.session import DealChoice, PlaySession, RecordSink
from domino_solitaire.records import GameRecord, Origin, Standing


class History(RecordSink, Protocol):
    """Where a face keeps the player's games (``recorder.GameRecorder``): it saves them, and says
    where the records of a kind stand."""

    def standing(self, kind: GameKind) -> Standing: ...


def play_session(
    setup: Setup,
    history: History | None,
    *,
    clock: Callable[[], float],
    game: Game | None = None,
    origin: Origin = Origin.NEW,
    daily: date | None = None,
    resumed: GameRecord | None = None,
    deals: DealChoice | None = None,
    show_verdict: bool = True,
    play_forced: bool = True,
    today: Callable[[], date] = date.today,
    scripted: bool = False,
) -> PlaySession:
    """A session on ``setup`` that saves to ``history`` and is measured against where the records
    of its kind stand there (a resumed game's own row, in play, counts for none of them). ``scripted``: its
    moves come from a script, not a player (recorded so: no fastest, no fewest). ``history`` None: the
    store is not read yet; nothing is saved until ``attach`` gives it."""
    return PlaySession(
        setup,
        game=game,
        origin=origin,
        daily=daily,
        resumed=resumed,
        deals=deals if deals is not None else DealChoice(),
        show_verdict=show_verdict,
        play_forced=play_forced,
        sink=history,
        clock=clock,
        past=history.standing(GameKind.of(setup)) if history is not None else None,
        today=today,
        scripted=scripted,
    )


def attach(session: PlaySession, history: History) -> None:
    """``session``, painted before the store was read, saved to ``history`` from now on and measured
    against its kind's standing there."""
    session.attach(history, history.standing(GameKind.of(session.game.setup)))
