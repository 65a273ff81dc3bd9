"""Dates and months in sentences as a reader writes them (wording.dates): the catalogs' month names
and date order are CLDR's, checked against Babel's; no ISO date in a sentence of `daily --text` or
`daily --month` in any language (ISO stays in machine output: --json, the protocol's lines)."""

from __future__ import annotations

import io
import re
import sys
from collections.abc import Iterator
from datetime import date, datetime, timedelta
from pathlib import Path

import pytest
from babel.dates import format_date, get_day_names, get_month_names

from domino_solitaire import i18n
from domino_solitaire.wording.dates import (
    MONTHS,
    MONTHS_IN_DATE,
    WEEKDAYS,
    date_text,
    moment_text,
    month_text,
    weekday_date_text,
)
from helpers import run_cli

LANGS = ("en", "fr", "ru")
#: An ISO date or month ("2026-11-30", "2026-11") where a reader reads a sentence.
ISO = re.compile(r"\b\d{4}-\d{2}(-\d{2})?\b")
#: The text mode's lines for programs (ISO allowed there): the status and a question's answers.
MACHINE = ("status:", "question:")


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.use("en")


def days_of(year: int) -> Iterator[date]:
    day = date(year, 1, 1)
    while day.year == year:
        yield day
        day += timedelta(days=1)


@pytest.mark.parametrize("lang", LANGS)
def test_the_month_and_day_names_are_cldrs(lang: str) -> None:
    i18n.use(lang)
    in_date = get_month_names("wide", "format", locale=lang)
    alone = get_month_names("wide", "stand-alone", locale=lang)
    for number in range(1, 13):
        assert i18n.pgettext("month in a date", MONTHS_IN_DATE[number - 1]) == in_date[number]
        assert i18n.pgettext("month", MONTHS[number - 1]) == alone[number]
    days = get_day_names("wide", "format", locale=lang)
    assert [i18n._(day) for day in WEEKDAYS] == [days[n] for n in range(7)]


# The long date of each language, as CLDR writes it in a sentence (Russian without its «г.», French
# with the ordinal «1er» a French typesetter writes and CLDR leaves out).
LONG = {
    "en": ("MMMM d, y", "EEEE, MMMM d, y"),
    "fr": ("d MMMM y", "EEEE d MMMM y"),
    "ru": ("d MMMM y", "EEEE, d MMMM y"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_every_date_of_a_year_reads_as_the_languages_long_date(lang: str) -> None:
    i18n.use(lang)
    pattern, full = LONG[lang]
    for day in days_of(2028):  # a leap year
        expected, with_weekday = (format_date(day, shape, locale=lang) for shape in (pattern, full))
        if lang == "fr" and day.day == 1:
            expected, with_weekday = (
                expected.replace("1 ", "1er ", 1),
                with_weekday.replace(" 1 ", " 1er ", 1),
            )
        assert date_text(day) == expected
        assert date_text(day.isoformat()) == expected
        assert weekday_date_text(day) == with_weekday
    for month in range(1, 13):
        assert month_text(2028, month) == format_date(date(2028, month, 1), "LLLL y", locale=lang)


def test_the_french_first_and_a_text_that_is_no_date() -> None:
    i18n.use("fr")
    assert date_text(date(2026, 12, 1)) == "1er décembre 2026"
    assert weekday_date_text(date(2026, 12, 1)) == "mardi 1er décembre 2026"
    assert date_text("no date") == "no date"
    i18n.use("ru")
    assert date_text(date(2026, 12, 2)) == "2 декабря 2026" and month_text(2026, 12) == "декабрь 2026"


@pytest.mark.parametrize(
    ("lang", "start", "next_day"),
    [
        ("en", "December 2, 2026, 10:00", "December 3, 2026, 00:10"),
        ("fr", "2 décembre 2026, 10:00", "3 décembre 2026, 00:10"),
        ("ru", "2 декабря 2026, 10:00", "3 декабря 2026, 00:10"),
    ],
)
def test_a_moment_in_a_sentence_is_its_date_and_time_the_end_of_a_day_its_time(
    lang: str, start: str, next_day: str
) -> None:
    # The history's detail line: "2 décembre 2026, 10:00 à 10:05", not "2026-12-02 10:00".
    i18n.use(lang)
    began = datetime(2026, 12, 2, 10, 0).astimezone()  # local time, as the history shows it
    assert moment_text(began) == start
    assert moment_text(began + timedelta(minutes=5), since=began) == "10:05"
    assert moment_text(began + timedelta(hours=14, minutes=10), since=began) == next_day


@pytest.mark.parametrize("lang", LANGS)
def test_daily_text_and_month_say_no_iso_date_in_a_sentence(
    lang: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("status\nquit\n"))
    home = str(tmp_path)
    code, out, err = run_cli(
        capsys, "--lang", lang, "daily", "luzon", "--date", "2026-11-30", "--text", "--data-dir", home
    )
    assert code == 0, err
    i18n.use(lang)
    sentences = [line for line in out.splitlines() if not line.startswith(MACHINE)]
    assert [line for line in sentences if ISO.search(line)] == []
    assert any(date_text(date(2026, 11, 30)) in line for line in sentences), out
    code, out, err = run_cli(
        capsys, "--lang", lang, "daily", "luzon", "--month", "2026-11", "--data-dir", home
    )
    assert code == 0, err
    assert not ISO.search(out) and month_text(2026, 11) in out.splitlines()[0], out
    code, out, err = run_cli(capsys, "--lang", lang, "deal", "luzon", "--daily", "2026-11-30")
    assert code == 0 and not ISO.search(out), out
    assert weekday_date_text(date(2026, 11, 30)) in out
