"""Each game's words are one module of wording, named after the game and registered once
(``wording.games``), and the areas ask the game's words for what differs from one game to another
(that no other module names a game: tests/test_architecture.py)."""

from __future__ import annotations

import pytest

from domino_solitaire.engine import GAMES, configurations, make_setup
from domino_solitaire.i18n import _
from domino_solitaire.wording.games import GAME_WORDS, words_of, words_of_move
from domino_solitaire.wording.text import typed_move


def module_of(game: str) -> str:
    return game.replace("-", "_")


def test_every_game_has_its_words_registered_once_in_a_module_named_after_it() -> None:
    assert list(GAME_WORDS) == list(GAMES)
    for game, words in GAME_WORDS.items():
        assert words.game == game
        assert type(words).__module__ == f"domino_solitaire.wording.{module_of(game)}"


@pytest.mark.parametrize(("game", "size", "variant"), configurations())
def test_each_games_words_say_its_opening_and_own_its_moves(game: str, size: int, variant: str) -> None:
    position = make_setup(game, size, variant, seed=1).opening()
    words = words_of(game)
    assert words.layout_text(position) and words.spoken_layout(position)
    assert words.objective(size)
    for move in position.legal_moves():
        assert words_of_move(move) is words
        assert typed_move(move)


@pytest.mark.parametrize("game", list(GAMES))
def test_the_text_modes_help_is_the_games_own(game: str) -> None:
    from domino_solitaire.wording.textmode import text_help

    said = " ".join(text_help(game))
    assert _(words_of(game).move_help) in said and _(words_of(game).parts_help) in said
    others = [words_of(other).name for other in GAMES if other != game]
    assert not any(name in said for name in others), said
