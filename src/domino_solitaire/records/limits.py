"""The limits a record must respect (docs/notation.md, "What the history keeps"): one place for the
store (a database row being read: a bad value marks the row damaged, and it is skipped) and the
import checks (a record file being imported: a bad value refuses it).

Each check returns the value in its stored type or raises ``Bad``, a value saying which field and
why (``wording`` puts it into words).
"""

from __future__ import annotations

import json
import math
import re
from datetime import date, datetime, timezone
from enum import Enum
from typing import Any

from domino_solitaire.engine import GAMES, MAX_SEED, RecordError
from domino_solitaire.engine.record import check_value, parse_json
from domino_solitaire.records.record import Origin, Result, Source
from domino_solitaire.solver.grades import GRADES as ALL_GRADES

#: The longest time one game may have been played: a year (the clock runs only while playing).
MAX_DURATION = 366 * 24 * 3600
#: The most undos or hints one game may count.
MAX_COUNT = 10**9
#: Game ids, like every integer SQLite stores, are below 2**63.
MAX_ID = 2**63 - 1
#: Difficulty grades; "unwinnable" for deals that cannot be won.
GRADES = ALL_GRADES
#: The most tiles a game can have left (every tile of the double-18 set).
MAX_TILES = 190
#: How a played game began (``Origin``'s values).
ORIGINS = tuple(origin.value for origin in Origin)
#: The most a record file's fields the history does not read may take (as JSON, in bytes).
MAX_UNKNOWN_BYTES = 4096

_DAY = re.compile(r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$")


class OutOfLimits(Enum):
    """Why a value is out of its limits."""

    WHOLE = "whole"  # not a whole number from low to high
    SECONDS = "seconds"  # not a number of seconds
    SECONDS_RANGE = "seconds range"  # not from 0 to high seconds
    TIME = "time"  # not an ISO 8601 time
    DATE = "date"  # not a YYYY-MM-DD date
    ONE_OF = "one of"  # not one of the choices
    GAME = "game"  # not a game this program plays
    SET = "set"  # not a set the game (``name``) is played with
    VARIANT = "variant"  # not a variant of the game (``name``)
    MOVES = "moves"  # not a list of moves
    OBJECT = "object"  # not a JSON object
    DEAL_AND_SEED = "deal and seed"  # both or neither of a deal number and a deal
    MOVE_COUNT = "move count"  # a move count that does not match the moves
    SOURCE = "source"  # neither played nor imported
    REPLAY = "replay"  # the moves cannot be replayed (``detail``: the engine's error)


class Bad(ValueError):
    """A value outside its limits: which field (``name``), why, and the limits it missed."""

    def __init__(
        self,
        why: OutOfLimits,
        name: str = "",
        *,
        low: int = 0,
        high: int = 0,
        choices: tuple[str, ...] = (),
        detail: object = None,
    ) -> None:
        super().__init__(why.value, name)
        self.why = why
        self.name = name
        self.low = low
        self.high = high
        self.choices = choices
        self.detail = detail


def whole(value: Any, name: str, low: int = 0, high: int = MAX_COUNT) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise Bad(OutOfLimits.WHOLE, name, low=low, high=high)
    return value


def optional_whole(value: Any, name: str, low: int = 0, high: int = MAX_COUNT) -> int | None:
    return None if value is None else whole(value, name, low, high)


def duration(value: Any, name: str = "duration_seconds") -> float | None:
    """Seconds of play: a finite number from 0 to a year, or None (unknown)."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise Bad(OutOfLimits.SECONDS, name)
    # No float() before the range check (a whole number of 400 digits does not fit one); NaN and the
    # infinities fail the comparison too.
    if not 0 <= value <= MAX_DURATION:
        raise Bad(OutOfLimits.SECONDS_RANGE, name, high=MAX_DURATION)
    return float(value)


def clamp_duration(seconds: float) -> float:
    """What a played game stores: its clock, kept in range (a clock that ran wild is not poison)."""
    if not math.isfinite(seconds):
        return 0.0 if seconds != math.inf else float(MAX_DURATION)
    return min(max(0.0, seconds), float(MAX_DURATION))


def clamp_count(count: int) -> int:
    return min(max(0, count), MAX_COUNT)


def moment(value: Any, name: str) -> datetime | None:
    """An ISO 8601 time that converts to UTC; a time without an offset is UTC. None stays None."""
    if value is None:
        return None
    if not isinstance(value, str) or len(value) > 64:
        raise Bad(OutOfLimits.TIME, name)
    try:
        parsed = datetime.fromisoformat(value.replace("Z", "+00:00"))
        if parsed.tzinfo is None:
            parsed = parsed.replace(tzinfo=timezone.utc)
        # Converting can overflow at the ends of the calendar (9999-12-31T23:59-23:59).
        return parsed.astimezone(timezone.utc)
    except (ValueError, OverflowError):
        raise Bad(OutOfLimits.TIME, name) from None


def day(value: Any, name: str = "daily") -> date | None:
    """A calendar date written ``YYYY-MM-DD``, or None."""
    if value is None:
        return None
    if not isinstance(value, str) or not _DAY.match(value):
        raise Bad(OutOfLimits.DATE, name)
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise Bad(OutOfLimits.DATE, name) from None


def _one_of(value: Any, name: str, choices: tuple[str, ...]) -> str | None:
    if value is None:
        return None
    if value not in choices:
        raise Bad(OutOfLimits.ONE_OF, name, choices=choices)
    return str(value)


def grade(value: Any, name: str = "grade") -> str | None:
    return _one_of(value, name, GRADES)


def origin(value: Any, name: str = "origin") -> Origin | None:
    checked = _one_of(value, name, ORIGINS)
    return None if checked is None else Origin(checked)


def source(value: Any) -> Source:
    if value not in ("played", "imported"):
        raise Bad(OutOfLimits.SOURCE, "source")
    return Source(value)


def result(value: Any, name: str = "result") -> Result:
    # "in-progress" is what version 1 of the database (and its exported records) called playing.
    if value == "in-progress":
        return Result.PLAYING
    try:
        return Result(value)
    except ValueError:
        raise Bad(OutOfLimits.ONE_OF, name, choices=tuple(r.value for r in Result)) from None


def kind(game: Any, size: Any, variant: Any) -> tuple[str, int, str]:
    """A game, set and variant this program plays."""
    rules = GAMES.get(game) if isinstance(game, str) else None
    if rules is None:
        raise Bad(OutOfLimits.GAME, "game")
    if isinstance(size, bool) or size not in rules.sets:
        raise Bad(OutOfLimits.SET, game)
    if variant not in rules.variants:
        raise Bad(OutOfLimits.VARIANT, game)
    return game, int(size), str(variant)


def seed(value: Any) -> int | None:
    return optional_whole(value, "seed", 0, MAX_SEED)


def json_list_of_text(text: Any, name: str = "moves") -> list[str]:
    try:
        value = json.loads(text) if isinstance(text, str) else None
    except (ValueError, RecursionError):
        value = None
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise Bad(OutOfLimits.MOVES, name)
    return value


def json_object(text: Any, name: str = "extra") -> dict[str, Any]:
    """A JSON object as strict as a record's (finite numbers, bounded nesting): it is exported as one."""
    try:
        value = parse_json(text) if isinstance(text, str) else None
        check_value(value)
    except RecordError:
        value = None
    if not isinstance(value, dict):
        raise Bad(OutOfLimits.OBJECT, name)
    return value
