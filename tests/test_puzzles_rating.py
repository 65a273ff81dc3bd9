"""Glicko-2 (puzzles/glicko.py) against Glickman's worked example, and the puzzles' ratings."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domino_solitaire.puzzles.glicko import Rating, expected_score, update
from domino_solitaire.puzzles.rating import NEW_PLAYER, after_attempt, initial_rating, puzzle_start


def test_glickmans_worked_example() -> None:
    # "Example of the Glicko-2 system": a 1500 player (RD 200, volatility 0.06, tau 0.5) beats a
    # 1400 (RD 30) and loses to a 1550 (RD 100) and a 1700 (RD 300).
    player = Rating(1500, 200, 0.06)
    games = [(Rating(1400, 30), 1.0), (Rating(1550, 100), 0.0), (Rating(1700, 300), 0.0)]
    after = update(player, games, tau=0.5)
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert after.rd == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)


@given(st.floats(-800, 800), st.booleans())
def test_moving_every_rating_alike_moves_the_answer_alike(shift: float, won: bool) -> None:
    # What the glicko2 package gets wrong (its volatility step squares the rating).
    player, other = Rating(1500, 200, 0.06), Rating(1600, 80, 0.06)
    base = update(player, [(other, float(won))])
    moved = update(Rating(1500 + shift, 200, 0.06), [(Rating(1600 + shift, 80, 0.06), float(won))])
    assert moved.rating - shift == pytest.approx(base.rating, abs=1e-6)
    assert moved.rd == pytest.approx(base.rd, abs=1e-9)
    assert moved.volatility == pytest.approx(base.volatility, abs=1e-12)


def test_no_game_only_widens_the_deviation() -> None:
    after = update(Rating(1500, 200, 0.06), [])
    assert after.rating == 1500
    assert after.rd > 200


def test_an_attempt_moves_both_ratings_the_opposite_ways() -> None:
    puzzle = puzzle_start(1700)
    won_player, won_puzzle = after_attempt(NEW_PLAYER, puzzle, solved=True)
    lost_player, lost_puzzle = after_attempt(NEW_PLAYER, puzzle, solved=False)
    assert won_player.rating > 1500 > lost_player.rating
    assert won_puzzle.rating < 1700 < lost_puzzle.rating
    # Beating a harder puzzle is worth more than losing to it costs.
    assert won_player.rating - 1500 > 1500 - lost_player.rating
    assert expected_score(NEW_PLAYER, puzzle) < 0.5


def test_a_harder_puzzle_is_rated_higher() -> None:
    assert (
        initial_rating([3], 0) < initial_rating([6], 0) < initial_rating([6], 1) < initial_rating([6, 4], 1)
    )
    assert initial_rating([2], 0) >= 600 and initial_rating([100, 100, 100], 3) <= 2600
