"""``puzzle``: the JSON, the refusals, and a puzzle played right and wrong through a real pipe."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import domino_solitaire
from domino_solitaire.puzzles.model import get
from domino_solitaire.puzzles.rating import NEW_PLAYER, after_attempt, puzzle_start
from helpers import run_cli

SRC = Path(domino_solitaire.__file__).resolve().parent.parent


def test_json_names_the_deal_the_moves_the_line_and_the_rating(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_cli(capsys, "puzzle", "luzon", "1", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert set(data) == {
        "game",
        "number",
        "set",
        "variant",
        "seed",
        "code",
        "moves",
        "line",
        "par",
        "winnable",
        "rating",
    }
    assert (data["game"], data["number"], data["set"], data["variant"]) == ("luzon", 1, 6, "standard")
    puzzle = get("luzon", 1)
    assert puzzle is not None
    assert (
        data["seed"] == puzzle.seed
        and data["line"] == list(puzzle.line)
        and data["moves"] == list(puzzle.moves)
    )
    # The code names the same deal where deal takes GAME.
    code, out, err = run_cli(capsys, "deal", data["code"], "--json")
    assert code == 0, err
    assert json.loads(out)["seed"] == puzzle.seed


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["puzzle", "luzon", "999999", "--json"], "there is no puzzle 999999 of Luzon"),
        (["puzzle", "castle-rock", "1", "--json"], "Castle Rock has no puzzles"),
        (["puzzle", "luzon", "zero", "--json"], "is not a puzzle number"),
        (["puzzle", "--json"], "--json needs a puzzle"),
        (["puzzle", "luzon", "--daily"], "the daily puzzle is chosen by its date"),
    ],
)
def test_bad_requests_are_one_line_and_status_2(
    capsys: pytest.CaptureFixture[str], args: list[str], says: str
) -> None:
    code, _out, err = run_cli(capsys, *args)
    assert code == 2
    assert says in err and len(err.strip().splitlines()) <= 2 and "Traceback" not in err


def _pipe(args: list[str], data: str, home: Path) -> str:
    env = {**os.environ, "PYTHONPATH": str(SRC), "DOMINO_SOLITAIRE_HOME": str(home), "LANGUAGE": "en"}
    done = subprocess.run(
        [sys.executable, "-m", "domino_solitaire", *args],
        input=data.encode(),
        capture_output=True,
        env=env,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.decode()


def _rating(out: str) -> tuple[int, int]:
    rating = next(item for item in map(json.loads, out.splitlines()) if item["type"] == "rating")
    return rating["before"], rating["after"]


def _end(out: str) -> str:
    return str(next(item for item in map(json.loads, out.splitlines()) if item["type"] == "end")["result"])


def test_solved_then_failed_through_a_pipe_moves_the_ratings_as_glicko2_says(tmp_path: Path) -> None:
    first, second = get("luzon", 1), get("luzon", 2)
    assert first is not None and second is not None
    said = _pipe(["puzzle", "luzon", "1", "--text"], "\n".join(first.line) + "\n", tmp_path / "words")
    assert "Solved!" in said and "result:" not in said
    out = _pipe(["puzzle", "luzon", "1", "--jsonl"], "\n".join(first.line) + "\n", tmp_path)
    assert _end(out) == "solved"
    player, _ = after_attempt(NEW_PLAYER, puzzle_start(first.rating), solved=True)
    assert _rating(out) == (1500, round(player.rating))

    wrong = next(str(m) for m in second.position().legal_moves() if str(m) != second.line[0])
    said = _pipe(["puzzle", "luzon", "2", "--text"], f"{wrong}\n", tmp_path / "words")
    assert f"The only move was {second.line[0]}" in said
    out = _pipe(["puzzle", "luzon", "2", "--jsonl"], f"{wrong}\n", tmp_path)
    assert _end(out) == "failed" and {"type": "wrong", "move": wrong, "right": second.line[0]} in map(
        json.loads, out.splitlines()
    )
    failed, _ = after_attempt(player, puzzle_start(second.rating), solved=False)
    assert failed.rating < player.rating
    assert _rating(out) == (round(player.rating), round(failed.rating))


def test_a_puzzle_solved_again_is_practice_and_said_so(tmp_path: Path) -> None:
    first = get("luzon", 1)
    assert first is not None
    solve = "\n".join(first.line) + "\n"
    rated = _rating(_pipe(["puzzle", "luzon", "1", "--jsonl"], solve, tmp_path))
    again = _pipe(["puzzle", "luzon", "1", "--text"], solve, tmp_path)
    assert "Your puzzle rating:" not in again
    assert (
        f"Practice: only your first attempt at a puzzle is rated; your puzzle rating stays {rated[1]}."
        in again
    )
    stats = _pipe(["stats", "--puzzles"], "", tmp_path)
    assert "(1 puzzle tried, 1 solved, 1 practice attempt)" in stats


@pytest.mark.parametrize("damage", ["volatility = 0", "volatility = 1e-320", "rd = 1e308", "rating = 1e308"])
def test_a_damaged_rating_row_starts_again_said_once(tmp_path: Path, damage: str) -> None:
    import sqlite3

    from domino_solitaire.store import DB_NAME

    first = get("luzon", 1)
    assert first is not None
    _pipe(["puzzle", "luzon", "1", "--text"], "\n".join(first.line) + "\n", tmp_path)
    conn = sqlite3.connect(tmp_path / DB_NAME)
    conn.execute(f"UPDATE puzzle_ratings SET {damage} WHERE key = 'player'")
    conn.commit()
    conn.close()
    said = "A puzzle rating kept in your data was damaged; it starts again from its first value."
    second = get("luzon", 2)
    assert second is not None
    out = _pipe(["puzzle", "luzon", "2", "--text"], "\n".join(second.line) + "\n", tmp_path)
    assert said in out and "Your puzzle rating: 1500 → " in out
    third = get("luzon", 3)
    assert third is not None
    assert said not in _pipe(["puzzle", "luzon", "3", "--text"], "\n".join(third.line) + "\n", tmp_path)
