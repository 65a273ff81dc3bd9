"""The moves a player is shown (``Position.listed_moves``): every one legal, each game's short list
its own to give, so that no face asks which game it is to list them."""

from __future__ import annotations

import pytest

from domino_solitaire.engine import GAMES, Status, deal_for_seed
from domino_solitaire.engine.good_neighbors import GoodNeighborsPosition
from domino_solitaire.textmode.events import legal_words


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("seed", range(5))
def test_every_listed_move_is_legal_and_the_list_ends_with_the_game(game: str, seed: int) -> None:
    rules = GAMES[game]
    position = rules.initial(deal_for_seed(rules.default_set, seed), rules.default_set, "standard")
    while True:
        listed = position.listed_moves()
        assert all(position.why_illegal(move) is None for move in listed)
        assert bool(listed) == (position.status is Status.PLAYING)
        assert legal_words(position) == [str(move) for move in listed]
        if not listed:
            break
        position = position.apply(listed[0])


def test_a_turn_of_pairs_is_listed_pair_by_pair() -> None:
    rules = GAMES["good-neighbors"]
    position = rules.initial(deal_for_seed(rules.default_set, 1), rules.default_set, "standard")
    assert isinstance(position, GoodNeighborsPosition)
    assert [str(move) for move in position.listed_moves()] == [f"{a}+{b}" for a, b in position.pairs()]
