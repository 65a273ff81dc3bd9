"""A month of daily tiers (issue 29): for each day, how each tier's deal went, from the stored games.
Pure: values only (wording/calendar.py draws them)."""

from __future__ import annotations

import calendar
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from enum import Enum

from domino_solitaire.engine import Status
from domino_solitaire.solver.grades import TIERS


class Mark(str, Enum):
    """How one tier's deal of one day went."""

    WON = "won"
    PLAYED = "played"  # played (in play, lost, given up or solved by autoplay), not won
    MISSED = "missed"  # not played, and the day is past: it can still be played
    COMING = "coming"  # today's, not played yet, or a day still to come

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class CalendarDay:
    day: date
    #: One mark a tier, in the order of ``TIERS``.
    marks: tuple[Mark, ...]


def tier_of(origin: str | None) -> str | None:
    """The tier a stored daily game was played in ("daily-easy": "easy"); None for the day's own."""
    if origin is None or not origin.startswith("daily-"):
        return None
    return origin.removeprefix("daily-")


def month_days(
    games: Iterable[tuple[str | None, str | None, Status]], year: int, month: int, today: date
) -> list[CalendarDay]:
    """Each day of the month with a mark a tier, from ``games``: each a stored game's daily date
    (YYYY-MM-DD), its origin and its result."""
    best: dict[tuple[str, str], Mark] = {}
    for daily, origin, result in games:
        tier = tier_of(origin)
        if daily is None or tier is None:
            continue
        mark = Mark.WON if result is Status.WON else Mark.PLAYED
        if best.get((daily, tier)) is not Mark.WON:
            best[(daily, tier)] = mark
    days = []
    for number in range(1, calendar.monthrange(year, month)[1] + 1):
        day = date(year, month, number)
        waiting = Mark.COMING if day >= today else Mark.MISSED
        marks = tuple(best.get((day.isoformat(), str(tier)), waiting) for tier in TIERS)
        days.append(CalendarDay(day, marks))
    return days
