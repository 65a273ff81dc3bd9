"""What a text typed as a move is to the game in play (play/notation.py): the faces answer a move
refused by the rules with their reason, other text with "not understood", without naming a game."""

from __future__ import annotations

import pytest

from domino_solitaire.engine import GAMES
from domino_solitaire.play.notation import Reading, reading

#: For each game: a move in its notation, one written with a mistake, and text that is no move of it.
TEXTS = {
    "luzon": ("1+2", "9+1", "junk"),
    "castle-rock": ("x3", "x2-5", "hello"),
    "good-neighbors": ("a1+b1", "a1+zz", "a1"),
    "four-rows": ("3L", "3X", "hello"),
}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_move_a_miswritten_move_and_no_move_are_told_apart(game: str) -> None:
    move, miswritten, foreign = TEXTS[game]
    rules = GAMES[game]
    assert reading(rules, move) is Reading.MOVE
    assert reading(rules, miswritten) is Reading.MISWRITTEN
    assert reading(rules, foreign) is Reading.FOREIGN
