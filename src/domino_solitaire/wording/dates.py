"""Dates and months as a reader writes them in a sentence: "December 2, 2026", «2 décembre 2026»,
«2 декабря 2026»; "December 2026", «декабрь 2026». The month names and the order are the catalogs'
(CLDR's, checked against Babel's in tests/test_dates.py, as ``number_text`` is: Babel itself would
cost every command its start-up). ISO dates stay in machine output (--json, records, `question:`).
"""

from __future__ import annotations

from datetime import date, datetime

from domino_solitaire.i18n import N_, NC_, _, pgettext
from domino_solitaire.records import local_time

#: The months, January first, as a date names them: the genitive in Russian («2 декабря»).
MONTHS_IN_DATE = (
    NC_("month in a date", "January"),
    NC_("month in a date", "February"),
    NC_("month in a date", "March"),
    NC_("month in a date", "April"),
    NC_("month in a date", "May"),
    NC_("month in a date", "June"),
    NC_("month in a date", "July"),
    NC_("month in a date", "August"),
    NC_("month in a date", "September"),
    NC_("month in a date", "October"),
    NC_("month in a date", "November"),
    NC_("month in a date", "December"),
)
#: The months standing alone, as a calendar's title names them: the nominative («декабрь 2026»).
MONTHS = (
    NC_("month", "January"),
    NC_("month", "February"),
    NC_("month", "March"),
    NC_("month", "April"),
    NC_("month", "May"),
    NC_("month", "June"),
    NC_("month", "July"),
    NC_("month", "August"),
    NC_("month", "September"),
    NC_("month", "October"),
    NC_("month", "November"),
    NC_("month", "December"),
)

#: The days of the week, Monday first (``date.weekday()``), as a sentence writes them («mercredi»).
WEEKDAYS = (
    N_("Monday"),
    N_("Tuesday"),
    N_("Wednesday"),
    N_("Thursday"),
    N_("Friday"),
    N_("Saturday"),
    N_("Sunday"),
)


def date_text(day: date | str) -> str:
    """ "December 2, 2026", «2 décembre 2026» («1er décembre»), «2 декабря 2026»; a text that is not
    an ISO date as it is."""
    if isinstance(day, str):
        try:
            return date_text(date.fromisoformat(day))
        except ValueError:
            return day
    month = pgettext("month in a date", MONTHS_IN_DATE[day.month - 1])
    if day.day == 1:
        # i18n: the first of a month, where a language writes it apart ("1er décembre 2026").
        return _("{month} 1, {year}").format(month=month, year=day.year)
    # i18n: a date in a sentence, as the language's long date (CLDR) orders it: "2 décembre 2026".
    return _("{month} {day}, {year}").format(month=month, day=day.day, year=day.year)


def month_text(year: int, month: int) -> str:
    """ "December 2026", «décembre 2026», «декабрь 2026»: a month standing alone."""
    # i18n: a month and its year standing alone (a calendar's title): "décembre 2026", "декабрь 2026".
    return _("{month} {year}").format(month=pgettext("month", MONTHS[month - 1]), year=year)


def weekday_date_text(day: date) -> str:
    """ "Wednesday, December 2, 2026", «mercredi 2 décembre 2026», «среда, 2 декабря 2026»."""
    # i18n: a day of the week and its date, as the language's full date (CLDR) joins them.
    return _("{weekday}, {date}").format(weekday=_(WEEKDAYS[day.weekday()]), date=date_text(day))


def moment_text(moment: datetime, since: datetime | None = None) -> str:
    """ "December 2, 2026, 10:05" in local time, as CLDR joins a date and a time; only "10:05" on the
    day of ``since`` (a game's end after its start)."""
    local = local_time(moment)
    clock = local.strftime("%H:%M")
    if since is not None and local_time(since).date() == local.date():
        return clock
    # i18n: a date and a time of day, as the language joins them (CLDR: "2 décembre 2026, 10:05").
    return _("{date}, {time}").format(date=date_text(local.date()), time=clock)
