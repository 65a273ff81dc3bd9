"""The puzzle text mode in-process (textmode/puzzle.py): hints, refusals, hostile lines, quitting."""

from __future__ import annotations

import io
from pathlib import Path

from domino_solitaire.puzzles.attempt import Attempting
from domino_solitaire.puzzles.model import catalog, get
from domino_solitaire.store import GameStore, open_store
from domino_solitaire.store.puzzles import attempts
from domino_solitaire.textmode.lines import LineReader
from domino_solitaire.textmode.puzzle import PuzzleText
from domino_solitaire.wording.text import typed_move


def _run(lines: str, tmp_path: Path, number: int = 1, game: str = "luzon") -> tuple[str, GameStore]:
    puzzle = get(game, number)
    assert puzzle is not None
    store = open_store(tmp_path)
    assert isinstance(store, GameStore)
    out = io.StringIO()
    PuzzleText(Attempting(puzzle), store, LineReader(io.StringIO(lines)), out, clock=lambda: 0.0).run()
    return out.getvalue(), store


def test_a_hint_gives_the_move_and_the_puzzle_counts_as_failed(tmp_path: Path) -> None:
    puzzle = get("luzon", 1)
    assert puzzle is not None
    # The hint says the move as it is typed back ("1 to 2", not "1>2", whose ">" speech leaves out).
    said = typed_move(puzzle.game_at_start().parse(puzzle.line[0]))
    out, store = _run(f"hint\n{said}\n", tmp_path)
    assert f"Hint: play {said}." in out and "result:" not in out  # sentences only
    # The words agree with the result: no "Solved!" for a puzzle the hint failed.
    assert "Solved!" not in out and "a hint was used: the puzzle counts as failed." in out
    assert [(a.solved, a.hinted) for a in attempts(store)] == [(False, True)]


def test_refusals_hostile_lines_and_quit_keep_nothing(tmp_path: Path) -> None:
    out, store = _run("9+9\nbanana\x1b[2J\n" + "x" * 5000 + "\nlook\nmoves\nundo\nquit\n1>2\n", tmp_path)
    assert "Not played:" in out and 'Not a move or a command: "banana\\x1b[2J"' in out
    assert "too long" in out and out.count("3 legal moves: 1 to 2, 3 to 2, 5 to 2.") == 3
    assert "\x1b" not in out and "result:" not in out
    assert attempts(store) == []


def test_a_puzzle_says_a_column_in_full_on_request(tmp_path: Path) -> None:
    out, _store = _run("column 1\nrow 9\nquit\n", tmp_path)
    assert "Column 1: foot 2-3, 3 tiles above it." in out  # look: the feet first
    assert "Column 1, from the top: 2-6, 3-4, 2-5, foot 2-3." in out
    assert 'Not a move or a command: "row 9".' in out


def test_a_good_neighbors_puzzle_takes_a_turn_of_several_pairs(tmp_path: Path) -> None:
    puzzle = next(p for p in catalog("good-neighbors") if " " in p.line[0])
    pairs = puzzle.line[0].split()
    out, _store = _run(" ".join(reversed(pairs)) + "\n", tmp_path, puzzle.number, "good-neighbors")
    assert "Solved!" in out  # the same turn, its pairs in another order
