"""Each game's notation tells a move written with a mistake from text that is no move of the game."""

from __future__ import annotations

import pytest

from domino_solitaire.engine import GAMES, NotationError, NotationReason, Reading, get_rules
from domino_solitaire.i18n import _
from domino_solitaire.textmode.events import error_fields
from domino_solitaire.wording.errors import error_text
from domino_solitaire.wording.games import words_of

#: Per game: texts that are moves, moves written with a mistake, and no moves of the game at all.
TEXTS: dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]] = {
    "good-neighbors": (
        ("a1+b2", "a1+b1 c3+d3", "z9+a1"),
        ("a1+b", "a1+b2 c3", "a1 + b2", "+"),
        ("hello", "a1", "", "x3"),
    ),
    "luzon": (("1+2", "R1+3", "1>2"), ("9+9", "1+", "1>R2", "r", "12", "1x"), ("hello", "x3", "+1", "a1+b2")),
    "castle-rock": (("x3", "x2-4", "x99"), ("x", "x1-5", "xx", "X3"), ("hello", "3", "a1+b2", "1+2")),
    "four-rows": (("3L", "1r", " 2 R "), ("3X", "3", "12LL", "1+2"), ("hello", "x3", "a1+b2", "L3", "")),
}


def test_every_game_has_its_texts() -> None:
    assert set(TEXTS) == set(GAMES)


@pytest.mark.parametrize("game", list(TEXTS))
def test_reading_tells_moves_mistakes_and_other_text_apart(game: str) -> None:
    rules = get_rules(game)
    moves, miswritten, foreign = TEXTS[game]
    assert [rules.reading(text) for text in moves] == [Reading.MOVE] * len(moves)
    assert [rules.reading(text) for text in miswritten] == [Reading.MISWRITTEN] * len(miswritten)
    assert [rules.reading(text) for text in foreign] == [Reading.FOREIGN] * len(foreign)


@pytest.mark.parametrize("game", list(TEXTS))
def test_a_notation_error_says_whether_the_text_is_the_games_notation(game: str) -> None:
    rules = get_rules(game)
    _, miswritten, foreign = TEXTS[game]
    for text, expected in [(t, False) for t in miswritten] + [(t, True) for t in foreign]:
        with pytest.raises(NotationError) as caught:
            rules.parse_move(text)
        assert caught.value.foreign is expected, text


#: The codes the text protocol prints for a word that is no move of the game: pinned for ever.
NOT_THE_GAMES_CODES = {"luzon": "not-luzon", "castle-rock": "not-castle-rock"}


@pytest.mark.parametrize("game", sorted(NOT_THE_GAMES_CODES))
def test_a_word_that_is_no_move_keeps_its_code_and_its_games_words(game: str) -> None:
    with pytest.raises(NotationError) as caught:
        get_rules(game).parse_move("hello")
    error = caught.value
    assert error.code == NOT_THE_GAMES_CODES[game]
    assert str(error) == f"{NOT_THE_GAMES_CODES[game]} (word=hello)"
    assert error_fields(error) == {"code": NOT_THE_GAMES_CODES[game], "data": {"word": "hello"}}
    assert error_text(error) == _(words_of(game).notation_words[NotationReason.NOT_THE_GAMES_MOVE]).format(
        word="hello"
    )
    assert words_of(game).name.split()[0] in error_text(error)
