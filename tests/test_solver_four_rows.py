"""The Four Rows search agrees with an independent exhaustive search over the engine's positions."""

from __future__ import annotations

import pytest

from domino_solitaire.engine import Game, Setup, Status
from domino_solitaire.engine.deals import deal_for_seed
from domino_solitaire.engine.four_rows import FourRows, FourRowsPosition, Lay
from domino_solitaire.solver.budget import Budget
from domino_solitaire.solver.four_rows import FourRowsSearch

RULES = FourRows()
#: The deals compared: enough to hold winnable and unwinnable deals of both variants.
SEEDS = range(1, 81)


def opening(variant: str, seed: int) -> FourRowsPosition:
    found = RULES.initial(deal_for_seed(6, seed), 6, variant)
    assert isinstance(found, FourRowsPosition)
    return found


def brute_par(position: FourRowsPosition, seen: dict[object, int]) -> int:
    """The fewest tiles left over every line the engine allows, trying each move of each position
    (remembering positions by their rows and the line's two ends, in the order they lie)."""
    key = (position.rows, position.left_end, position.right_end)
    if key in seen:
        return seen[key]
    best = position.tiles_left()
    for move in position.legal_moves():
        after = position.apply(move)
        assert isinstance(after, FourRowsPosition)
        best = min(best, brute_par(after, seen))
    seen[key] = best
    return best


def unlimited() -> Budget:
    return Budget(None, None, None)


@pytest.mark.parametrize("variant", RULES.variants)
def test_par_and_winnability_agree_with_an_exhaustive_search(variant: str) -> None:
    winnable = 0
    for seed in SEEDS:
        position = opening(variant, seed)
        expected = brute_par(position, {})
        search = FourRowsSearch(position)
        par, line = search.par(unlimited())
        assert par == expected, seed
        assert (FourRowsSearch(position).search(unlimited()) is not None) == (expected == 0), seed
        # The line is legal in the engine and leaves par tiles.
        current: FourRowsPosition = position
        for move in line:
            after = current.apply(search.to_move(move))
            assert isinstance(after, FourRowsPosition)
            current = after
        assert current.tiles_left() == par and current.status is not Status.PLAYING
        winnable += expected == 0
    assert 0 < winnable < len(SEEDS)


@pytest.mark.parametrize("variant", RULES.variants)
def test_the_greedy_player_makes_the_first_legal_move(variant: str) -> None:
    for seed in range(1, 30):
        position = opening(variant, seed)
        search = FourRowsSearch(position)
        left, moves = search.greedy_end()
        game = Game(Setup(RULES, 6, variant, deal_for_seed(6, seed), seed))
        while game.legal_moves():
            game.play(game.legal_moves()[0])
        assert [str(search.to_move(m)) for m in moves] == game.move_texts()
        assert left == game.position.tiles_left()
        assert search.greedy_wins() == (game.status is Status.WON)


def test_the_ends_in_either_order_are_one_state() -> None:
    position = FourRowsPosition(((), ()), ((3, 6), (6, 6)), ())
    search = FourRowsSearch(position)
    assert search.key(((1, 2), 3, 6)) == search.key(((1, 2), 6, 3))
    assert search.to_move((1, 0)) == RULES.parse_move("2L")
    assert search.to_move((0, 1)) == Lay(0, RULES.parse_move("1R").end)
