"""Issue 29's daily tiers: an easy, a medium and a hard deal each day, the same for everyone, played
with ``daily --tier`` (the tier stored as the game's origin), and a month of them, ``daily --month``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest

from domino_solitaire.engine import Game, make_setup
from domino_solitaire.records import Result
from domino_solitaire.records.month import Mark, month_days
from domino_solitaire.solver import Grade, daily_deal
from domino_solitaire.wording.month import month_lines
from helpers import run_cli

DAY = date(2026, 11, 20)


def test_each_tier_has_its_own_deal_of_the_day_pinned_for_ever() -> None:
    found = {
        tier: daily_deal("luzon", 6, "standard", DAY, tier=tier)
        for tier in (Grade.EASY, Grade.MEDIUM, Grade.HARD)
    }
    assert {tier: (d.seed, d.grade, d.tier) for tier, d in found.items()} == {
        Grade.EASY: (853260, Grade.EASY, Grade.EASY),
        Grade.MEDIUM: (136162, Grade.MEDIUM, Grade.MEDIUM),
        Grade.HARD: (723751, Grade.HARD, Grade.HARD),
    }
    # The day's own deal is as it was.
    assert daily_deal("luzon", 6, "standard", DAY).seed == 436683


def test_the_month_marks_each_tier_won_played_missed_or_to_come() -> None:
    games = [
        ("2026-11-20", "daily-easy", Result.LOST),
        ("2026-11-20", "daily-easy", Result.WON),
        ("2026-11-20", "daily-hard", Result.LOST),
        ("2026-11-21", "daily", Result.WON),  # the day's own deal is no tier
    ]
    days = month_days(games, 2026, 11, today=date(2026, 11, 22))
    assert len(days) == 30 and days[0].day == date(2026, 11, 1)
    assert days[19].marks == (Mark.WON, Mark.MISSED, Mark.PLAYED)
    assert days[20].marks == (Mark.MISSED,) * 3
    assert days[21].marks == (Mark.COMING,) * 3
    lines = month_lines("title", days, ascii=True)
    # 2026-11-01 is a Sunday: the first week has only its last cell.
    assert lines[2] == " " * 48 + " 1 ..."
    assert "20 +.o" in lines[5]
    assert all(len(line) <= 56 for line in lines[:-2])


def _cli(args: list[str], stdin: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "DOMINO_SOLITAIRE_HOME": str(home), "LANG": "C.UTF-8"}
    return subprocess.run(
        [sys.executable, "-m", "domino_solitaire", *args, "--lang", "en"],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )


def test_a_tier_played_through_a_pipe_is_stored_and_shown_in_the_month(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    setup = make_setup("luzon", 6, "standard", seed=853260)
    first = str(Game(setup).legal_moves()[0])
    args = ["daily", "luzon", "--tier", "easy", "--date", "2026-11-20", "--text", "--data-dir", str(tmp_path)]
    done = _cli(args, f"{first}\nquit\n", tmp_path)
    assert done.returncode == 0, done.stderr
    assert "853260" in done.stdout
    code, out, _ = run_cli(capsys, "history", "--json", "--data-dir", str(tmp_path))
    (game,) = json.loads(out)
    # A pipe's moves are a script's: the tier is kept after the mark, and the month still shows it.
    assert (game["seed"], game["daily"], game["origin"]) == (853260, "2026-11-20", "scripted-daily-easy")
    code, out, err = run_cli(
        capsys, "daily", "luzon", "--month", "2026-11", "--ascii", "--data-dir", str(tmp_path)
    )
    assert code == 0, err
    assert out.splitlines()[0] == "Daily tiers of Luzon d6, November 2026"
    assert "20 o.." in out
    code, _, err = run_cli(capsys, "daily", "--month", "2026-13")
    assert code == 2 and "is not a month" in err


def test_a_tier_is_stored_as_how_the_game_began() -> None:
    from domino_solitaire.play import Origin

    tiers = [Origin.of_daily(tier) for tier in (None, "easy", "medium", "hard")]
    assert tiers == [Origin.DAILY, Origin.DAILY_EASY, Origin.DAILY_MEDIUM, Origin.DAILY_HARD]
    assert all(origin.daily for origin in tiers) and not Origin.NEW.daily
    # Played from a script: marked so, each keeping its tier.
    scripted = [origin.by_script() for origin in tiers]
    assert scripted == [
        *(Origin.SCRIPTED_DAILY, Origin.SCRIPTED_DAILY_EASY),
        *(Origin.SCRIPTED_DAILY_MEDIUM, Origin.SCRIPTED_DAILY_HARD),
    ]
    assert all(origin.daily and origin.scripted for origin in scripted)
    assert [origin.played for origin in scripted] == [str(origin) for origin in tiers]
    assert Origin.NEW.by_script() is Origin.SCRIPTED and Origin.TAKEN_OVER.by_script() is Origin.TAKEN_OVER


def test_a_missed_day_played_later_counts_but_not_in_the_daily_streak() -> None:
    from datetime import datetime

    from domino_solitaire.engine import make_setup
    from domino_solitaire.records import GameRecord
    from domino_solitaire.records.stats import daily_streaks, played_late

    on_the_day = datetime(2026, 11, 20, 12).astimezone()
    assert not played_late(date(2026, 11, 20), on_the_day)
    assert played_late(date(2026, 11, 19), on_the_day) and not played_late(None, on_the_day)
    setup = make_setup("luzon", 6, seed=1)

    def daily_win(day: int, started: datetime) -> GameRecord:
        return GameRecord.of(setup, ("1+2",), Result.WON, daily=date(2026, 11, day), started_at=started)

    won = [daily_win(day, datetime(2026, 11, day, 12).astimezone()) for day in (18, 20)]
    late = daily_win(19, on_the_day)  # begun on the 20th: the 19th's deal played late
    assert daily_streaks([*won, late], date(2026, 11, 20)) == (1, 1)
    on_time = daily_win(19, datetime(2026, 11, 19, 12).astimezone())
    assert daily_streaks([*won, on_time], date(2026, 11, 20)) == (3, 3)
