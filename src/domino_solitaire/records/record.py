"""A game's record: the one value the play session decides, the recorder carries and the store keeps.

``GameRecord`` says everything the history says of one game: its deal and moves, its result, its
time, hints, how it began, what is known of the deal, when it was played and, once stored, its id.
``merge`` is the finality rule, written once: what a later save may change of a record.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace
from datetime import date, datetime, timedelta, timezone
from enum import Enum
from functools import lru_cache
from typing import Any, TypeVar

from domino_solitaire.engine import (
    Game,
    RecordError,
    RecordReason,
    Setup,
    SolitaireError,
    Status,
    Transcript,
    format_tiles,
    make_setup,
)

_T = TypeVar("_T")


class Result(str, Enum):
    """What a record says of a game; the position's own status (``engine.Status``) is only playing,
    won or lost. SOLVED: autoplay made the winning move (played, not a win of the player's);
    ABANDONED: given up before its end."""

    PLAYING = "playing"
    WON = "won"
    LOST = "lost"
    SOLVED = "solved"
    ABANDONED = "abandoned"

    def __str__(self) -> str:
        return self.value

    @classmethod
    def of(cls, status: Status) -> Result:
        """The record's result for a position's status."""
        return cls(status.value)

    @property
    def finished(self) -> bool:
        return self is not Result.PLAYING

    @property
    def final(self) -> bool:
        """A won, solved or abandoned game's record stands: no later save changes it. A lost game
        is not final: the player may undo out of the loss and play on."""
        return self in (Result.WON, Result.SOLVED, Result.ABANDONED)


class Origin(str, Enum):
    """How a game began; stored with it (``history --json`` shows it as "origin")."""

    NEW = "new"  # a deal dealt here: by number, written out, or found for a grade
    DAILY = "daily"  # the day's deal
    # A daily tier's deal of the day: the tier is stored as how the game began.
    DAILY_EASY = "daily-easy"
    DAILY_MEDIUM = "daily-medium"
    DAILY_HARD = "daily-hard"
    TAKEN_OVER = "taken-over"  # played on from a replay, its first moves not played here
    # Played in the text mode from input that is no terminal (a pipe, a file): a new deal, or a
    # daily one (its tier kept after the prefix, for the month's marks).
    SCRIPTED = "scripted"
    SCRIPTED_DAILY = "scripted-daily"
    SCRIPTED_DAILY_EASY = "scripted-daily-easy"
    SCRIPTED_DAILY_MEDIUM = "scripted-daily-medium"
    SCRIPTED_DAILY_HARD = "scripted-daily-hard"

    def __str__(self) -> str:
        return self.value

    @classmethod
    def of_daily(cls, tier: str | None) -> Origin:
        """How a daily game begins: the day's deal, or a tier's (``solver.grades.TIERS``)."""
        return cls.DAILY if tier is None else cls(f"daily-{tier}")

    @property
    def daily(self) -> bool:
        return self.played.startswith("daily")

    @property
    def scripted(self) -> bool:
        return self.value.startswith("scripted")

    @property
    def played(self) -> str:
        """How it began, whoever played it ("daily-easy" for "scripted-daily-easy")."""
        return self.value.removeprefix("scripted-")

    def by_script(self) -> Origin:
        """The same beginning, played from a script (a game taken over stays so: it sets no record
        either way)."""
        if self.scripted or self is Origin.TAKEN_OVER:
            return self
        return Origin.SCRIPTED if self is Origin.NEW else Origin(f"scripted-{self.value}")


class Source(str, Enum):
    """Where a stored game came from: played here, or imported from a record file."""

    PLAYED = "played"
    IMPORTED = "imported"

    def __str__(self) -> str:
        return self.value


def stored_time(moment: datetime | None) -> str | None:
    """A time as the history writes it: one fixed form (UTC, microseconds), so that stored times sort
    as text and hash the same. A naive time is the local time."""
    if moment is None:
        return None
    if moment.tzinfo is None:
        # Through the timestamp: the local zone's offset may be one datetime cannot hold (below).
        moment = datetime.fromtimestamp(moment.timestamp(), timezone.utc)
    return moment.astimezone(timezone.utc).isoformat(timespec="microseconds")


def local_time(moment: datetime) -> datetime:
    """``moment`` as the player's clock shows it (naive), in whatever time zone the system takes:
    glibc takes offsets of a day and more (TZ=UTC-24, '<+99>-99'), which ``astimezone()`` refuses
    with a ValueError. A moment the local calendar cannot hold (year 1 or 9999) stays in UTC."""
    if moment.tzinfo is None:
        return moment
    utc = moment.astimezone(timezone.utc)
    try:
        offset = time.localtime(utc.timestamp()).tm_gmtoff
        return (utc + timedelta(seconds=offset)).replace(tzinfo=None)
    except (OverflowError, OSError, ValueError):
        return utc.replace(tzinfo=None)


@lru_cache(maxsize=64)
def _setup(game: str, size: int, variant: str, seed: int | None, deal: str | None) -> Setup:
    # Dealing is not free (a shuffle and its check): the games in play ask for theirs again and again.
    try:
        return make_setup(game, size, variant, seed=seed, deal=deal)
    except SolitaireError as exc:
        raise RecordError(RecordReason.CAUSE, cause=exc) from None


def sets_records(origin: Origin | str | None, hints: int, *, imported: bool = False) -> bool:
    """Whether a game may set a record (fastest, fewest moves): played here from its first move
    (not taken over from a replay, not imported: an imported record's time and hints are its own
    claim), by a player (not a script's input), without a hint or autoplay. The one statement of
    the rule."""
    scripted = origin is not None and Origin(origin).scripted
    return not imported and origin != Origin.TAKEN_OVER and not scripted and hints == 0


@dataclass(frozen=True)
class GameRecord:
    """One game as the history keeps it (docs/notation.md, "The records contract").

    Its deal is named as the history names it (game, set, variant, and a deal number or the tiles
    written out); ``setup`` is the engine's, made when first asked for (a listing of many games
    never deals them all).
    """

    game: str
    size: int
    variant: str
    seed: int | None
    deal: str | None  # the tile order written out, when the deal is explicit (no number)
    moves: tuple[str, ...] = ()
    result: Result = Result.PLAYING
    #: When the game began (None only for an imported record that did not say), and ended.
    started_at: datetime | None = None
    ended_at: datetime | None = None
    #: Seconds of play (the session's clock); None when unknown (an imported record without it).
    duration: float | None = None
    undos: int = 0
    #: Solver moves or verdicts shown, and moves autoplay made.
    hints: int = 0
    #: Tiles in play at the end of the moves (laid out, in the reserve, in the stock).
    tiles_left: int | None = None
    origin: Origin | None = None  # None: stored before origins were kept, or imported
    resumed: bool = False  # the session took it up from the store (not stored: the session's)
    par: int | None = None  # the fewest tiles the deal can end with, when known
    grade: str | None = None  # the deal's difficulty grade, when known
    daily: date | None = None  # the daily deal's date, for a daily game
    game_id: int | None = None  # the stored id, once stored
    source: Source = Source.PLAYED
    #: The session playing it now, as the store last read it (``store.lease``); None elsewhere.
    lease: str | None = None

    @classmethod
    def of(cls, setup: Setup, *moves_and_result: Any, **facts: Any) -> GameRecord:
        """The record of a game of ``setup``: its moves and result (positional, as the fields), and
        the other ``facts``."""
        deal = None if setup.seed is not None else format_tiles(setup.deal)
        return cls(setup.game, setup.size, setup.variant, setup.seed, deal, *moves_and_result, **facts)

    @classmethod
    def of_game(cls, game: Game, result: Result | None = None, **facts: Any) -> GameRecord:
        """The record of ``game`` as it stands (its moves, undos, tiles left; its result unless
        given) with the other ``facts``."""
        return cls.of(
            game.setup,
            tuple(game.move_texts()),
            result if result is not None else Result.of(game.status),
            undos=facts.pop("undos", game.undos),
            tiles_left=game.position.tiles_left(),
            **facts,
        )

    # -- what the setup and the moves say ------------------------------------------------------

    @property
    def id(self) -> int:
        """The stored id of a record read from the store."""
        assert self.game_id is not None, "only a stored record has an id"
        return self.game_id

    @property
    def setup(self) -> Setup:
        """The engine's setup of the deal (RecordError when the history's deal is not one)."""
        return _setup(self.game, self.size, self.variant, self.seed, self.deal)

    @property
    def move_count(self) -> int:
        return len(self.moves)

    @property
    def imported(self) -> bool:
        return self.source is Source.IMPORTED

    @property
    def sets_records(self) -> bool:
        return sets_records(self.origin, self.hints, imported=self.imported)

    def to_json(self) -> dict[str, Any]:
        """A stored game as ``history --json`` gives it (without its moves)."""
        return {
            "id": self.game_id,
            "game": self.game,
            "set": self.size,
            "variant": self.variant,
            "seed": self.seed,
            "deal": self.deal,
            "moves": self.move_count,
            "result": str(self.result),
            "started_at": stored_time(self.started_at),
            "ended_at": stored_time(self.ended_at),
            "duration_seconds": self.duration,
            "undos": self.undos,
            "hints": self.hints,
            "source": str(self.source),
            "tiles_left": self.tiles_left,
            "par": self.par,
            "grade": self.grade,
            "daily": None if self.daily is None else self.daily.isoformat(),
            "origin": None if self.origin is None else str(self.origin),
        }

    def to_record(self) -> Transcript:
        """The record file's deal and moves (``engine.Transcript``), without the history's fields."""
        return Transcript(self.game, self.size, self.variant, self.seed, self.deal, self.moves)


def merge(old: GameRecord | None, new: GameRecord) -> GameRecord:
    """What the history says after ``new`` is saved over ``old`` (the same game, saved before).

    The finality rule, written once: a final record (won, solved, abandoned) stands, whatever a
    later save says (the player may undo to look around); only a par or grade not known before is
    added. Otherwise the newer record wins, keeping what it does not know (par, grade, daily,
    origin, time) and the id it was stored under; a finished game saved again keeps the time it
    first ended.
    """
    if old is None:
        return new
    if old.result.final:
        return replace(
            old,
            par=old.par if old.par is not None else new.par,
            grade=old.grade if old.grade is not None else new.grade,
        )
    ended = old.ended_at if new.result is old.result and old.ended_at is not None else new.ended_at
    return replace(
        new,
        ended_at=ended if new.result.finished else None,
        par=_known(new.par, old.par),
        grade=_known(new.grade, old.grade),
        daily=_known(new.daily, old.daily),
        origin=_known(new.origin, old.origin),
        duration=_known(new.duration, old.duration),
        game_id=_known(old.game_id, new.game_id),
        lease=_known(new.lease, old.lease),
    )


def _known(first: _T | None, second: _T | None) -> _T | None:
    return first if first is not None else second


def ended_as(record: Transcript, game: Game) -> Result:
    """How a record file's game ended: its position's status (``game`` is ``record`` replayed), or
    what the record's "result" field adds that the moves cannot show: solved (autoplay made the
    winning move) or abandoned (given up in play). Anything else the field says is not believed."""
    said = record.extra.get("result")
    if game.status is Status.WON and said == Result.SOLVED.value:
        return Result.SOLVED
    if game.status is Status.PLAYING and said == Result.ABANDONED.value:
        return Result.ABANDONED
    return Result.of(game.status)
