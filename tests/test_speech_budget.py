"""The text mode is heard in budget (espeak-ng at 175 words a minute, as benchmarks/speech.py
measures it on three deals of each kind): a move's answer within 15 s and ``look`` within 30 s,
on every game, set and variant along the solver's line; the details are a command away (``row N``,
``column N``, ``row``, ``drawn``)."""

from __future__ import annotations

import io
import shutil
import subprocess
import tempfile
import wave
from pathlib import Path

import pytest

from domino_solitaire.engine import make_setup
from domino_solitaire.engine.games import configurations
from domino_solitaire.play import PlaySession
from domino_solitaire.solver import solve
from domino_solitaire.store.keeper import GameKeeper
from domino_solitaire.textmode.game import TextGame
from domino_solitaire.textmode.lines import LineReader
from domino_solitaire.wording.text import typed_move
from helpers import text_mode_deal

MOVE_LONGEST, LOOK_LONGEST = 15.0, 30.0
#: The answers measured of each kind: the longest in characters (espeak-ng takes 0.1 s each).
MEASURED = 3


def _seconds(text: str) -> float:
    with tempfile.NamedTemporaryFile(suffix=".wav") as out:
        subprocess.run(["espeak-ng", "-v", "en", "-s", "175", "-w", out.name, text], check=True)
        with wave.open(out.name) as sound:
            return float(sound.getnframes() / sound.getframerate())


def _answers(game: str, size: int, variant: str) -> tuple[list[str], list[str]]:
    """The answers to ``look`` and to each move along the solver's line of deal 1, without the
    protocol's ``status:`` line (for programs)."""
    setup = make_setup(game, size, variant, seed=1)
    out = io.StringIO()
    text = TextGame(
        PlaySession(setup, clock=lambda: 0.0),
        GameKeeper(None),
        LineReader(io.StringIO("")),
        out,
        new_seed=lambda: 1,
        grade=False,
    )

    def said(command: str) -> str:
        start = out.tell()
        text.answer(command)
        lines = out.getvalue()[start:].splitlines()
        return " ".join(line for line in lines if not line.startswith("status: "))

    looks, moves = [said("look")], []
    for move in solve(setup.opening()).moves:
        moves.append(said(typed_move(move)))
        looks.append(said("look"))
    text.executor.close()
    return looks, moves


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="needs espeak-ng")
@pytest.mark.parametrize(("game", "size", "variant"), configurations())
def test_a_move_and_look_are_heard_in_budget(game: str, size: int, variant: str) -> None:
    looks, moves = _answers(game, size, variant)
    for answers, budget in ((moves, MOVE_LONGEST), (looks, LOOK_LONGEST)):
        for answer in sorted(answers, key=len, reverse=True)[:MEASURED]:
            assert _seconds(answer) <= budget, answer


def test_look_says_what_a_move_is_chosen_from_and_the_rest_is_on_request(tmp_path: Path) -> None:
    luzon = text_mode_deal(tmp_path / "l", "luzon", 7, ["look", "column 2", "column 9", "drawn"])
    assert "Column 2: foot 1-6, 4 tiles above it." in luzon
    assert "Column 2, from the top: 0-6, 0-2, 1-1, 1-2, foot 1-6." in luzon
    assert 'Not a move or a command: "column 9". Type help for the commands.' in luzon
    assert "The last move drew no tile." in luzon
    rock = text_mode_deal(tmp_path / "c", "castle-rock", 2, ["x3", "drawn", "row", "row 6", "undo", "drawn"])
    assert "Played x3: removed 1-6; drew 5 tiles from the stock." in rock
    assert (
        "Drawn by the last move, 5 tiles: position 4: 2-5, position 5: 0-3, position 6: 1-1, "
        "position 7: 2-4, position 8: 1-4." in rock
    )
    assert any(line.startswith("Row of 8 tiles, from the left: position 1: 2-3, ") for line in rock)
    assert "Positions 6 to 8: 1-1, 2-4, 1-4." in rock
    assert rock.count("The last move drew no tile.") == 1  # undo took the draw back
    neighbors = text_mode_deal(
        tmp_path / "g", "good-neighbors", 1, ["a1+b1 c1+d1 f1+e2 a2+b2", "drawn", "row 2"]
    )
    assert "Played 4 pairs: removed 8 tiles; closed up from a1; drew 8 tiles from the stock." in neighbors
    assert (
        "Drawn by the last move, 8 tiles: e1 3-6, f1 4-6, a2 1-1, b2 3-4, c2 0-6, d2 3-3, e2 2-4, f2 0-0."
        in neighbors
    )
    assert "Row 2: a2 1-1, b2 3-4, c2 0-6, d2 3-3, e2 2-4, f2 0-0." in neighbors


def test_help_says_what_look_gives_the_layout(tmp_path: Path) -> None:
    out = text_mode_deal(tmp_path, "luzon", 7, ["help", "look"])
    (commands,) = [line for line in out if line.startswith("Commands: ")]
    assert "look (the layout)" in commands and "drawn (" in commands and "row N or column N" in commands
    # look: the layout alone (the game and its status are status's).
    looked = out[out.index(commands) + 2 :]
    assert looked[0].startswith("Column 1: ") and not any(line.startswith("Game: ") for line in looked)


def test_a_long_castle_rock_row_is_said_by_its_removals_and_the_tiles_around_them() -> None:
    from domino_solitaire.engine import Game
    from domino_solitaire.wording.textmode import spoken_layout

    game = Game(make_setup("castle-rock", 18, seed=1))
    for move in solve(game.position).moves[:20]:
        game.play(move)
    lines = spoken_layout(game.position)
    count = len(game.position.row)  # type: ignore[attr-defined]
    assert count > 20 and lines[0].startswith(f"Row of {count} tiles, ")
    assert lines[1].startswith("Removals: x")
    assert all(line.startswith(("Position ", "Positions ")) for line in lines[2:])
