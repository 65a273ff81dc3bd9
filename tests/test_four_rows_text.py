"""Four Rows in the text mode and on the program channel (--jsonl): its layout said, its moves typed,
refused with the rules' reasons, and a deal played to a win and to a loss."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

from domino_solitaire.engine import Game, make_setup
from domino_solitaire.solver import solve
from domino_solitaire.textmode.game import run_text

#: Deal 4 (standard) is won in 27 moves; row 2 and row 4 end in 5-6 and 0-6.
SETUP = make_setup("four-rows", 6, "standard", seed=4)


def play(lines: list[str], tmp_path: Path, *, jsonl: bool = False) -> str:
    out = io.StringIO()
    stdin = io.StringIO("".join(line + "\n" for line in lines))
    code = run_text(
        SETUP,
        data_dir=str(tmp_path),
        stdin=stdin,
        stdout=out,
        clock=lambda: 0.0,
        new_seed=lambda: 5,
        jsonl=jsonl,
    )
    assert code == 0
    return out.getvalue()


def winning_line() -> list[str]:
    return solve(SETUP.opening()).notation()


def losing_line() -> list[str]:
    game = Game(SETUP)
    while game.position.legal_moves():
        game.play(str(game.position.legal_moves()[0]))
    assert not game.position.is_won()
    return game.move_texts()


def test_look_row_and_moves_say_the_line_s_ends_and_the_rows_last_tiles(tmp_path: Path) -> None:
    out = play(["look", "row 2", "row", "moves", "help", "quit"], tmp_path).splitlines()
    assert "Line of 1 tile; left end 6, right end 6." in out
    assert "Row 2: last tile 5-6, 7 tiles in all." in out
    assert any(
        line.startswith("Row 2: last tile 5-6; 6 tiles before it, the nearest first: 3-6") for line in out
    )
    assert "Line of 1 tile, from the left: 6-6." in out
    assert "4 legal moves: 2L, 2R, 4L, 4R." in out
    assert any(line.startswith("A move is a row and an end: 3L") for line in out)


def test_moves_are_refused_with_the_rules_reasons(tmp_path: Path) -> None:
    out = play(["9L", "1L", "3Q", "2R", "2R", "quit"], tmp_path).splitlines()
    assert "Not played: there is no row 9; the rows are 1 to 4." in out
    assert "Not played: 2-5 matches neither open end of the line (6 and 6)." in out
    assert any("is not a Four Rows move" in line for line in out)
    # 2R laid 5-6 (the right end is now 5); row 2's 3-6 then fits only the left end.
    assert "Played 2R: laid 5-6 on the right end." in out
    assert "Not played: 3-6 has no 5, the number at that end; it fits the other end." in out


def test_the_text_mode_plays_a_deal_to_a_win_and_to_a_loss(tmp_path: Path) -> None:
    won = play(winning_line(), tmp_path / "won").splitlines()
    assert "You won!" in won
    lost = play(losing_line(), tmp_path / "lost").splitlines()
    assert "No moves left: the game is lost." in lost


def objects(text: str) -> list[dict[str, Any]]:
    return [json.loads(line) for line in text.splitlines()]


def test_the_program_channel_plays_a_deal_to_a_win_with_its_layout(tmp_path: Path) -> None:
    found = objects(play(["look", *winning_line()], tmp_path, jsonl=True))
    layout = next(item for item in found if item["type"] == "layout")
    assert layout["line"] == ["6-6"] and layout["ends"] == [6, 6] and len(layout["rows"]) == 4
    states = [item for item in found if item["type"] == "state"]
    assert states[-1]["status"] == "won" and states[-1]["moves"] == 27


def test_help_names_the_parts_four_rows_has(tmp_path: Path) -> None:
    said = play(["help", "row", "row 2"], tmp_path)
    assert "row N (one row in full), or row (the line of play)" in said
    assert "column" not in said
    assert "Line of 1 tile, from the left: 6-6." in said
