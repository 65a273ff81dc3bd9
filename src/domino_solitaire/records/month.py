"""A month of daily tiers: for each day, how each tier's deal went, from the stored games.
Pure: values only (wording/calendar.py draws them)."""

from __future__ import annotations

import calendar
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import date
from enum import Enum
from typing import TYPE_CHECKING

from domino_solitaire.records import Result
from domino_solitaire.solver.grades import TIERS

if TYPE_CHECKING:
    from domino_solitaire.records import GameRecord

#: A stored daily game as the month sees it: its daily date, its origin (the tier) and its result.
Played = tuple[str | None, str | None, Result]


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
    """The tier a stored daily game was played in ("daily-easy", "scripted-daily-easy": "easy");
    None for the day's own."""
    played = None if origin is None else origin.removeprefix("scripted-")
    if played is None or not played.startswith("daily-"):
        return None
    return played.removeprefix("daily-")


def month_games(
    dailies: Callable[[date], Iterable[GameRecord]], kind: tuple[str, int, str], year: int, month: int
) -> list[Played]:
    """The daily games of one game, set and variant in a month, from ``dailies`` (a day's daily
    games of every kind: ``GameStore.dailies``, read through ``GameKeeper.read``)."""
    games: list[Played] = []
    # Day by day through the month's length: the day after 9999-12-31 is no date.
    for number in range(1, calendar.monthrange(year, month)[1] + 1):
        games += [
            (
                info.daily.isoformat() if info.daily else None,
                str(info.origin) if info.origin else None,
                info.result,
            )
            for info in dailies(date(year, month, number))
            if (info.game, info.size, info.variant) == kind
        ]
    return games


def month_days(games: Iterable[Played], year: int, month: int, today: date) -> list[CalendarDay]:
    """Each day of the month with a mark a tier, from ``games``: each a stored game's daily date
    (YYYY-MM-DD), its origin and its result."""
    best: dict[tuple[str, str], Mark] = {}
    for daily, origin, result in games:
        tier = tier_of(origin)
        if daily is None or tier is None:
            continue
        mark = Mark.WON if result is Result.WON else Mark.PLAYED
        if best.get((daily, tier)) is not Mark.WON:
            best[(daily, tier)] = mark
    days = []
    for number in range(1, calendar.monthrange(year, month)[1] + 1):
        day = date(year, month, number)
        waiting = Mark.COMING if day >= today else Mark.MISSED
        marks = tuple(best.get((day.isoformat(), str(tier)), waiting) for tier in TIERS)
        days.append(CalendarDay(day, marks))
    return days
