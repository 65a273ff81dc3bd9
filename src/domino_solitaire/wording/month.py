"""The month calendar of the daily tiers in words and marks (``daily --month``, the statistics
screen): a week a row, each day with a mark a tier, marks that need no colour (ASCII under --ascii)."""

from __future__ import annotations

from collections.abc import Sequence

from domino_solitaire.i18n import N_, _
from domino_solitaire.records.month import CalendarDay, Mark
from domino_solitaire.wording.dates import month_text

MARKS = {Mark.WON: "✓", Mark.PLAYED: "○", Mark.MISSED: "·", Mark.COMING: " "}
ASCII_MARKS = {Mark.WON: "+", Mark.PLAYED: "o", Mark.MISSED: ".", Mark.COMING: " "}
#: The days of the week, Monday first, in two letters.
WEEKDAYS = (N_("Mo"), N_("Tu"), N_("We"), N_("Th"), N_("Fr"), N_("Sa"), N_("Su"))
#: A day's cell: its number, a space, a mark a tier; two spaces between cells (56 columns a week).
CELL = 6


def month_lines(title: str, days: Sequence[CalendarDay], *, ascii: bool = False) -> list[str]:
    """The calendar: its title, the days of the week, a line a week, then what the marks mean."""
    marks = ASCII_MARKS if ascii else MARKS
    lines = [title, "  ".join(f"{_(name):<{CELL}}" for name in WEEKDAYS).rstrip()]
    week = [" " * CELL] * days[0].day.weekday() if days else []
    for shown in days:
        week.append(f"{shown.day.day:>2} " + "".join(marks[mark] for mark in shown.marks))
        if len(week) == 7:
            lines.append("  ".join(week).rstrip())
            week = []
    if week:
        lines.append("  ".join(week).rstrip())
    lines.append(_("Each day: the easy, medium and hard deals."))
    lines.append(
        _("{won} won  {played} played  {missed} missed (it can still be played)").format(
            won=marks[Mark.WON], played=marks[Mark.PLAYED], missed=marks[Mark.MISSED]
        )
    )
    return lines


def month_title(kind: str, year: int, month: int) -> str:
    """ "Daily tiers of <game> d6, December 2026" """
    return _("Daily tiers of {kind}, {month}").format(kind=kind, month=month_text(year, month))


MONTH_HINT = N_("← → another month · esc closes")


def month_hint() -> str:
    """The month's keys, under its calendar."""
    return _(MONTH_HINT)


#: The statistics' key for the month calendar (tui/screens/month.py).
MONTH_KEY = N_("Daily month")
