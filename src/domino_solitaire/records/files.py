"""A record file (``engine.Transcript``, docs/notation.md) as a ``GameRecord``, and back: what an import
reads of it, checked against the limits, and what an export writes."""

from __future__ import annotations

import json
from dataclasses import replace
from enum import Enum
from typing import Any

from domino_solitaire.engine import Transcript
from domino_solitaire.records import limits
from domino_solitaire.records.record import GameRecord, Result, Source, ended_as, stored_time

#: The fields of a record the history reads (docs/notation.md, "What the history keeps"); any other
#: is kept as it is, up to ``limits.MAX_UNKNOWN_BYTES`` (as JSON) a record, and written back.
HISTORY_FIELDS = frozenset(
    {
        "result",
        "started_at",
        "ended_at",
        "duration_seconds",
        "undos",
        "hints",
        "tiles_left",
        "par",
        "grade",
        "daily",
    }
)


class NotImportableReason(Enum):
    """Why a record file cannot be imported (besides a field out of its limits: ``limits.Bad``)."""

    NO_MOVES = "no moves"  # a game counts once a move is made
    UNFINISHED = "unfinished"  # still in play after ``count`` moves
    TOO_MUCH_UNKNOWN = "too much unknown"  # its other fields take ``size`` bytes, over ``most``
    ENDS_BEFORE_START = "ends before start"  # its ended_at is before its started_at


class NotImportable(ValueError):
    """A record file the history does not take: why, with its figures."""

    def __init__(self, why: NotImportableReason, *, count: int = 0, size: int = 0, most: int = 0) -> None:
        super().__init__(why.value, count or size)
        self.why = why
        self.count = count
        self.size = size
        self.most = most


def unknown_fields(record: Transcript) -> dict[str, Any]:
    """What the history keeps of a record file without reading it."""
    return {key: value for key, value in record.extra.items() if key not in HISTORY_FIELDS}


def from_file(record: Transcript) -> GameRecord:
    """The record file checked for import: replayed, its result, and its fields in their limits.

    RecordError (from the engine) names an illegal move; ``limits.Bad`` a field out of its limits;
    ``NotImportable`` a record with no moves, a game not finished (won, lost, or marked abandoned),
    or other fields taking more than ``limits.MAX_UNKNOWN_BYTES``.
    """
    extra = record.extra
    # Checked first, before the replay: the size of what the history would keep of the rest.
    unknown = unknown_fields(record)
    size = len(json.dumps(unknown, allow_nan=False).encode("utf-8")) if unknown else 0
    if size > limits.MAX_UNKNOWN_BYTES:
        raise NotImportable(NotImportableReason.TOO_MUCH_UNKNOWN, size=size, most=limits.MAX_UNKNOWN_BYTES)
    game = record.replay()
    if not game.moves:
        raise NotImportable(NotImportableReason.NO_MOVES)
    # A "result" must be one of the words, though only solved and abandoned add to the moves.
    limits.result(extra.get("result", "playing"))
    started_at = limits.moment(extra.get("started_at"), "started_at")
    ended_at = limits.moment(extra.get("ended_at"), "ended_at")
    if started_at is not None and ended_at is not None and ended_at < started_at:
        # One of the two is wrong, and nothing says which: the history would list it at either.
        raise NotImportable(NotImportableReason.ENDS_BEFORE_START)
    checked = GameRecord.of_game(
        game,
        started_at=started_at,
        ended_at=ended_at,
        duration=limits.duration(extra.get("duration_seconds")),
        undos=limits.whole(extra.get("undos", 0), "undos"),
        hints=limits.whole(extra.get("hints", 0), "hints"),
        par=limits.optional_whole(extra.get("par"), "par", 0, limits.MAX_TILES),
        grade=limits.grade(extra.get("grade")),
        daily=limits.day(extra.get("daily")),
        source=Source.IMPORTED,
    )
    # The engine decides won, lost or in play; the record may add only what the moves cannot show.
    result = ended_as(record, game)
    if result is Result.PLAYING:
        raise NotImportable(NotImportableReason.UNFINISHED, count=len(game.moves))
    return replace(checked, result=result)


def to_file(record: GameRecord, extra: dict[str, Any]) -> Transcript:
    """The record file of a stored game: its deal and moves, what the history keeps of it, and the
    other fields it was imported with (``extra``)."""
    ours = {
        "result": str(record.result),
        "started_at": stored_time(record.started_at),
        "ended_at": stored_time(record.ended_at),
        "duration_seconds": record.duration,
        "undos": record.undos,
        "hints": record.hints,
        "tiles_left": record.tiles_left,
        "par": record.par,
        "grade": record.grade,
        "daily": None if record.daily is None else record.daily.isoformat(),
    }
    fields = {**extra, **{key: value for key, value in ours.items() if value is not None}}
    return Transcript(
        record.game, record.size, record.variant, record.seed, record.deal, record.moves, fields
    )
