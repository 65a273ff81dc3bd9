"""The command line's difficulty grades and daily deals: deal --json, --difficulty, --daily, daily."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest

from domino_solitaire.engine import make_setup
from domino_solitaire.solver import daily_deal, grade
from helpers import run_cli


def test_deal_json_says_the_grade(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "deal", "luzon", "--seed", "7", "--json")
    data = json.loads(out)
    assert code == 0 and data["difficulty"] == str(grade(make_setup("luzon", seed=7)))


def test_deal_difficulty_is_the_first_deal_of_that_grade(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "deal", "luzon", "--difficulty", "hard", "--seed", "1", "--json")
    data = json.loads(out)
    assert code == 0 and data["difficulty"] == "hard"
    for seed in range(1, data["seed"]):
        assert str(grade(make_setup("luzon", seed=seed))) != "hard"


def test_deal_daily_gives_the_day_s_deal(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "deal", "castle-rock", "--daily", "2026-11-30", "--json")
    data = json.loads(out)
    day = daily_deal("castle-rock", 6, "standard", date(2026, 11, 30))
    assert code == 0
    assert (data["seed"], data["date"], data["difficulty"], data["goal"]) == (
        day.seed,
        "2026-11-30",
        str(day.grade),
        str(day.goal),
    )


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["deal", "luzon", "--daily", "2026-13-01"], "is not a date"),
        (["deal", "luzon", "--daily", "30/11/2026"], "is not a date"),
        (["deal", "luzon", "--daily", "2026-11-30", "--seed", "3"], "cannot be used with --seed"),
        (["deal", "luzon", "--difficulty", "hard", "--winnable"], "give one of them"),
        (["deal", "luzon", "--difficulty", "nightmare"], "invalid choice"),
        (["deal", "castle-rock", "--set", "18", "--difficulty", "easy"], "has no easy deals"),
        (["daily", "luzon"], "needs an interactive terminal"),
        (["daily", "luzon", "--date", "2026-02-30"], "needs an interactive terminal"),
    ],
)
def test_bad_daily_and_difficulty_input_is_one_line(
    argv: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run_cli(capsys, *argv)
    assert (code, out, err.count("\n")) == (2, "", 1) and words in err, err


@pytest.mark.parametrize("text", [["--text"], []])
def test_a_day_still_to_come_is_not_played(
    text: list[str], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from domino_solitaire.cli import play
    from domino_solitaire.tui import launch

    monkeypatch.setattr(play, "is_terminal", lambda: True)
    monkeypatch.setattr(launch, "run_app", lambda options: 0)
    argv = ["daily", "luzon", "--date", "2999-01-01", *text, "--data-dir", str(tmp_path)]
    code, out, err = run_cli(capsys, *argv)
    assert (code, out, err.count("\n")) == (2, "", 1) and "2999-01-01 is still to come" in err, err
    # Shown, not played: ``deal --daily`` still says a coming day's deal.
    assert run_cli(capsys, "deal", "luzon", "--daily", "2999-01-01")[0] == 0
