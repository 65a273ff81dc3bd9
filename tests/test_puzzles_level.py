"""The player's level (records/level.py, ``play --difficulty mine``) and the puzzle statistics."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from domino_solitaire.records import GameRecord, Result
from domino_solitaire.records.level import FIRST_GRADE, Level, my_grade, my_level, rates_by_grade
from domino_solitaire.wording.puzzles import sparkline
from helpers import outcome, run_cli


def games(grade: str, won: int, lost: int, hints: int = 0) -> list[GameRecord]:
    return [outcome(Result.WON, 10, 60.0, hints=hints, grade=grade)] * won + [
        outcome(Result.LOST, 10, 60.0, hints=hints, grade=grade)
    ] * lost


def test_the_grade_won_about_half_the_time() -> None:
    assert my_grade([]) == FIRST_GRADE
    assert my_grade(games("easy", 9, 1) + games("medium", 5, 5) + games("hard", 1, 9)) == "medium"
    # Winning most at the hardest grade played: one harder; losing most at the easiest: one easier.
    assert my_grade(games("medium", 8, 1)) == "hard"
    assert my_grade(games("medium", 1, 8)) == "easy"
    assert my_grade(games("expert", 9, 0)) == "expert"


def test_the_level_says_what_it_was_measured_from() -> None:
    assert my_level(games("hard", 2, 2)) == Level("hard", "hard", 2, 4)
    assert my_level(games("medium", 8, 1)) == Level("hard", "medium", 8, 9)
    # Too few games of every grade: the first grade, measured from nothing.
    assert my_level(games("hard", 1, 1)) == Level(FIRST_GRADE)


def test_the_level_is_a_grade_the_set_has() -> None:
    # Castle Rock double-12 has only expert deals; a set with none (double-15) leaves the grade as it is.
    assert my_grade([], ["expert"]) == "expert"
    assert my_grade(games("medium", 1, 8), ["medium", "hard", "expert"]) == "medium"
    assert my_grade(games("hard", 2, 2), ["easy", "expert"]) == "expert"
    assert my_grade(games("medium", 2, 2), ["easy", "hard"]) == "easy"  # the easier of two as near
    assert my_grade(games("hard", 2, 2), []) == "hard"


def test_only_unassisted_games_played_out_count() -> None:
    counted = rates_by_grade(games("hard", 3, 0, hints=1) + games("hard", 1, 2))
    assert counted["hard"] == (1, 3)
    solved = [outcome(Result.SOLVED, 10, 60.0, grade="easy"), outcome(Result.ABANDONED, 3, 9.0, grade="easy")]
    assert rates_by_grade(solved)["easy"] == (0, 0)


def test_sparkline() -> None:
    assert sparkline([]) == ""
    assert sparkline([1500, 1500]) == "▅▅"
    assert sparkline([1400, 1500, 1600]) == "▁▅█"


def test_stats_show_the_puzzle_rating_and_its_history(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, out, _err = run_cli(capsys, "stats", "--puzzles", "--json", "--data-dir", str(tmp_path))
    assert code == 0 and json.loads(out) is None
    from datetime import datetime, timezone

    from domino_solitaire.puzzles.attempt import Attempting
    from domino_solitaire.puzzles.model import get
    from domino_solitaire.store import GameStore, open_store
    from domino_solitaire.store.puzzles import rate

    store = open_store(tmp_path)
    assert isinstance(store, GameStore)
    for number in (1, 2):
        puzzle = get("luzon", number)
        assert puzzle is not None
        attempt = Attempting(puzzle)
        attempt.answer(attempt.right)
        rate(store, attempt, datetime.now(timezone.utc), 1.0)
    store.close()
    code, out, _err = run_cli(capsys, "stats", "--puzzles", "--json", "--data-dir", str(tmp_path))
    data = json.loads(out)
    assert data["attempts"] == 2 and data["solved"] == 2 and data["streak"] == 2
    assert len(data["history"]) == 2 and data["history"][0] < data["history"][1] == data["rating"]
    code, out, _err = run_cli(capsys, "stats", "--data-dir", str(tmp_path))
    assert f"Puzzle rating: {data['rating']} " in out and "(2 puzzles tried, 2 solved)" in out


def test_play_difficulty_mine_is_offered(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = run_cli(capsys, "play", "--help")
    assert code == 0 and "mine" in out


def test_difficulty_mine_picks_a_grade_the_set_has(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # No game yet: the first grade, medium, but Castle Rock double-12 has expert deals only.
    monkeypatch.setenv("DOMINO_SOLITAIRE_HOME", str(tmp_path))
    code, out, _err = run_cli(capsys, "deal", "castle-rock", "--set", "12", "--difficulty", "mine", "--json")
    assert code == 0 and json.loads(out)["difficulty"] == "expert"
