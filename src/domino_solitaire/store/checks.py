"""The ranges a stored or imported value must lie in (docs/notation.md, "What the history keeps").

One set of checks serves both doors into the history: a record being imported (a bad value
refuses the record) and a database row being read (a bad value marks the row damaged, and it
is skipped). Each check returns the value in its stored type or raises ``Bad`` with a reason.
"""

from __future__ import annotations

import json
import math
import re
from datetime import date, datetime, timezone
from typing import Any

from domino_solitaire.engine import GAMES, MAX_SEED, RecordError, Status
from domino_solitaire.engine.record import check_value, parse_json
from domino_solitaire.i18n import _
from domino_solitaire.solver.grades import GRADES as ALL_GRADES

#: The longest time one game may have been played: a year (the clock runs only while playing).
MAX_DURATION = 366 * 24 * 3600
#: The most undos or hints one game may count.
MAX_COUNT = 10**9
#: Game ids, like every integer SQLite stores, are below 2**63.
MAX_ID = 2**63 - 1
#: Difficulty grades (issue 9); "unwinnable" for deals that cannot be won.
GRADES = ALL_GRADES
#: The most tiles a game can have left (every tile of the double-18 set).
MAX_TILES = 190

_DAY = re.compile(r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$")


class Bad(ValueError):
    """A value outside its range; the message says which and why, in one line."""


def whole(value: Any, name: str, low: int = 0, high: int = MAX_COUNT) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise Bad(
            _('"{name}" must be a whole number from {low} to {high}').format(name=name, low=low, high=high)
        )
    return value


def optional_whole(value: Any, name: str, low: int = 0, high: int = MAX_COUNT) -> int | None:
    return None if value is None else whole(value, name, low, high)


def duration(value: Any, name: str = "duration_seconds") -> float | None:
    """Seconds of play: a finite number from 0 to a year, or None (unknown)."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise Bad(_('"{name}" must be a number of seconds').format(name=name))
    # No float() before the range check (a whole number of 400 digits does not fit one); NaN and the
    # infinities fail the comparison too.
    if not 0 <= value <= MAX_DURATION:
        raise Bad(
            _('"{name}" must be from 0 to {max_duration} seconds').format(
                name=name, max_duration=MAX_DURATION
            )
        )
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
        raise Bad(_('"{name}" must be a time like "2024-05-01T12:00:00Z"').format(name=name))
    try:
        parsed = datetime.fromisoformat(value.replace("Z", "+00:00"))
        if parsed.tzinfo is None:
            parsed = parsed.replace(tzinfo=timezone.utc)
        # Converting can overflow at the ends of the calendar (9999-12-31T23:59-23:59).
        return parsed.astimezone(timezone.utc)
    except (ValueError, OverflowError):
        raise Bad(_('"{name}" must be a time like "2024-05-01T12:00:00Z"').format(name=name)) from None


def day(value: Any, name: str = "daily") -> str | None:
    """A calendar date as ``YYYY-MM-DD``, or None."""
    if value is None:
        return None
    if not isinstance(value, str) or not _DAY.match(value):
        raise Bad(_('"{name}" must be a date like "2024-05-01"').format(name=name))
    try:
        date.fromisoformat(value)
    except ValueError:
        raise Bad(_('"{name}" must be a date like "2024-05-01"').format(name=name)) from None
    return value


def grade(value: Any, name: str = "grade") -> str | None:
    if value is None:
        return None
    if value not in GRADES:
        raise Bad(_('"{name}" must be one of {join}').format(name=name, join=", ".join(GRADES)))
    return str(value)


#: How a played game began (``play.Origin``'s values).
ORIGINS = ("new", "daily", "daily-easy", "daily-medium", "daily-hard", "taken-over")


def origin(value: Any, name: str = "origin") -> str | None:
    if value is None:
        return None
    if value not in ORIGINS:
        raise Bad(_('"{name}" must be one of {join}').format(name=name, join=", ".join(ORIGINS)))
    return str(value)


def status(value: Any, name: str = "result") -> Status:
    # "in-progress" is what version 1 of the database (and its exported records) called playing.
    if value == "in-progress":
        return Status.PLAYING
    try:
        return Status(value)
    except ValueError:
        raise Bad(
            _('"{name}" must be one of {join}').format(name=name, join=", ".join(s.value for s in Status))
        ) from None


def kind(game: Any, size: Any, variant: Any) -> tuple[str, int, str]:
    """A game, set and variant this program plays."""
    rules = GAMES.get(game) if isinstance(game, str) else None
    if rules is None:
        raise Bad(_('"game" is not a game this program plays'))
    if isinstance(size, bool) or size not in rules.sets:
        raise Bad(_('"set" is not a set {title} is played with').format(title=_(rules.title)))
    if variant not in rules.variants:
        raise Bad(_('"variant" is not a variant of {title}').format(title=_(rules.title)))
    return game, int(size), str(variant)


def seed(value: Any) -> int | None:
    return optional_whole(value, "seed", 0, MAX_SEED)


def json_list_of_text(text: Any, name: str) -> list[str]:
    try:
        value = json.loads(text) if isinstance(text, str) else None
    except (ValueError, RecursionError):
        value = None
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise Bad(_("{name} is not a list of moves").format(name=_(name)))
    return value


def json_object(text: Any, name: str) -> dict[str, Any]:
    """A JSON object as strict as a record's (finite numbers, bounded nesting): it is exported as one."""
    try:
        value = parse_json(text) if isinstance(text, str) else None
        check_value(value)
    except RecordError:
        value = None
    if not isinstance(value, dict):
        raise Bad(_("{name} is not a JSON object").format(name=_(name)))
    return value
