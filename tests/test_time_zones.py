"""Any time zone the system takes, and any month the calendar has: shown, never a traceback.

glibc takes offsets of a day and more (TZ=UTC-24, '<+99>-99', UTC-24:59:59), which Python's
``astimezone()`` refuses; ``daily --month 9999-12`` once stepped past the calendar's last day.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from datetime import date, datetime, timedelta, timezone
from pathlib import Path

import pytest

from domino_solitaire.engine import Game, make_setup
from domino_solitaire.records import local_time
from domino_solitaire.solver import solve
from domino_solitaire.store import GameStore, open_store
from helpers import run_cli, save_game

ZONES = ["UTC-24", "<+99>-99", "UTC-24:59:59", "UTC+24", "UTC", "Europe/Paris"]


@pytest.fixture
def zone(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    yield
    monkeypatch.undo()
    time.tzset()


def _in_zone(monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    monkeypatch.setenv("TZ", name)
    time.tzset()


def _history(folder: Path) -> None:
    store = open_store(folder)
    assert isinstance(store, GameStore)
    with store:
        setup = make_setup("luzon", 6, seed=1)
        game = Game(setup)
        for move in solve(setup.opening()).notation():
            game.play(move)
        save_game(store, game, datetime(2026, 12, 1, 23, 30, tzinfo=timezone.utc), elapsed=60.0)
        daily = Game(make_setup("luzon", 6, seed=2))
        daily.play(daily.legal_moves()[0])
        save_game(
            store,
            daily,
            datetime(2026, 12, 1, 12, 0, tzinfo=timezone.utc),
            daily="2026-12-01",
            origin="daily",
        )


@pytest.mark.usefixtures("zone")
@pytest.mark.parametrize("name", ZONES)
def test_history_and_stats_in_any_zone_the_system_takes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    _history(tmp_path)
    _in_zone(monkeypatch, name)
    offset = time.localtime(datetime(2026, 12, 1, 23, 30, tzinfo=timezone.utc).timestamp()).tm_gmtoff
    code, out, err = run_cli(capsys, "history", "--data-dir", str(tmp_path))
    assert code == 0 and not err
    # The win of 23:30 UTC is listed under the player's own day.
    day = (datetime(2026, 12, 1, 23, 30) + timedelta(seconds=offset)).date()
    assert f"{day:%B} {day.day}, {day.year}" in out
    code, out, err = run_cli(capsys, "stats", "--data-dir", str(tmp_path))
    assert code == 0 and not err and "Luzon" in out


@pytest.mark.usefixtures("zone")
def test_the_local_time_is_the_system_s_whatever_its_offset(monkeypatch: pytest.MonkeyPatch) -> None:
    moment = datetime(2026, 12, 1, 12, 0, tzinfo=timezone.utc)
    _in_zone(monkeypatch, "UTC-24")
    assert local_time(moment) == datetime(2026, 12, 2, 12, 0)
    _in_zone(monkeypatch, "UTC-24:59:59")
    assert local_time(moment) == datetime(2026, 12, 2, 12, 59, 59)
    # The calendar's edges stay in UTC rather than step past it.
    edge = datetime(9999, 12, 31, 23, 0, tzinfo=timezone.utc)
    assert local_time(edge) == datetime(9999, 12, 31, 23, 0)


@pytest.mark.parametrize("game", [[], ["luzon"], ["good-neighbors"], ["castle-rock"]])
def test_the_calendar_s_last_and_first_months_are_shown(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], game: list[str]
) -> None:
    for month, named, last in (("9999-12", "December 9999", "31"), ("0001-01", "January 1", "31")):
        code, out, err = run_cli(capsys, "daily", *game, "--month", month, "--data-dir", str(tmp_path))
        assert code == 0 and not err and named in out.splitlines()[0] and last in out


@pytest.mark.parametrize("month", ["10000-01", "0000-12", "9999-13"])
def test_a_month_out_of_the_calendar_is_one_line_and_status_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], month: str
) -> None:
    code, out, err = run_cli(capsys, "daily", "--month", month, "--data-dir", str(tmp_path))
    assert code == 2 and not out and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_the_month_screen_stops_at_the_calendar_s_edges() -> None:
    from domino_solitaire.tui.screens.month import MonthScreen

    screen = MonthScreen(lambda day: [], ("luzon", 6, "standard"), date(9999, 12, 1))
    screen.show_month = lambda: None  # type: ignore[method-assign]
    screen.action_month(1)
    assert screen.month == (9999, 12) and screen.lines()[0].endswith("December 9999")
    screen.month = (1, 1)
    screen.action_month(-1)
    assert screen.month == (1, 1) and screen.lines()
