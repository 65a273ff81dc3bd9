"""The games' words, registered once: each game's id (the engine's ``Rules.name``) to its words.

Every area that words a game asks here for the game's words by its id (``words_of``) and lets them
say what differs from one game to another; a new game is one words module and one line below.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from domino_solitaire.wording.castle_rock import CastleRockWords
from domino_solitaire.wording.four_rows import FourRowsWords
from domino_solitaire.wording.game_words import GameWords
from domino_solitaire.wording.good_neighbors import GoodNeighborsWords
from domino_solitaire.wording.luzon import LuzonWords

if TYPE_CHECKING:
    from domino_solitaire.engine.game import Move, Position

#: Each game's words, by its id, in the engine's order of the games.
GAME_WORDS: dict[str, GameWords[Position]] = {
    words.game: words for words in (GoodNeighborsWords(), LuzonWords(), CastleRockWords(), FourRowsWords())
}


def words_of(game: str) -> GameWords[Position]:
    """The words of the game ``game`` (its id); KeyError for a game the program does not know."""
    return GAME_WORDS[game]


def every_game_words() -> Iterator[GameWords[Position]]:
    return iter(GAME_WORDS.values())


def words_of_move(move: Move) -> GameWords[Position] | None:
    """The words of the game ``move`` is a move of (None: a move no game owns)."""
    return next((words for words in GAME_WORDS.values() if words.owns(move)), None)
