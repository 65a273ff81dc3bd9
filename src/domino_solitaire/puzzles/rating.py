"""The puzzles' ratings: the initial one the miner measures, and both ratings after an attempt.

A puzzle's initial rating grows with how easily it is lost: how unlikely the random player is to
find its line (each of its positions offers ``choices`` moves, one right) and how many of its
moves the greedy player gets wrong. Each attempt is then one Glicko-2 game between the player and
the puzzle: solved is a win for the player, failed a win for the puzzle.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from domino_solitaire.puzzles.glicko import Rating, update

#: Where the measured ratings start, and what each measured hardness adds.
BASE = 1100.0
PER_LOG_CHOICE = 150.0
PER_GREEDY_MISS = 250.0
LOWEST, HIGHEST = 600.0, 2600.0
#: A new player's rating: Glicko-2's unrated player.
NEW_PLAYER = Rating(1500.0, 350.0, 0.06)
#: A puzzle's deviation at first: its measured rating is a fair guess, firmer than a new player's.
PUZZLE_RD = 150.0


def initial_rating(choices: Sequence[int], greedy_misses: int) -> float:
    """The rating of a puzzle whose positions offer ``choices`` moves and whose line the greedy
    player gets wrong ``greedy_misses`` times."""
    hardness = sum(math.log(count) for count in choices)
    value = BASE + PER_LOG_CHOICE * hardness + PER_GREEDY_MISS * greedy_misses
    return round(min(HIGHEST, max(LOWEST, value)))


def puzzle_start(rating: float) -> Rating:
    """A shipped puzzle's Glicko-2 rating before anyone tried it."""
    return Rating(rating, PUZZLE_RD, 0.06)


#: The ratings the system is kept within: Glicko-2's arithmetic holds there (a volatility of 0 has no
#: logarithm; a rating or deviation of 1e308 overflows), and no player nor puzzle gets near the edges.
RATINGS = (0.0, 4000.0)
DEVIATIONS = (1.0, 500.0)
VOLATILITIES = (0.001, 1.0)


def sound(rating: Rating) -> bool:
    """Whether a rating read back (from the player's database) is one the system can rate from."""
    return all(
        isinstance(value, float) and low <= value <= high
        for value, (low, high) in (
            (rating.rating, RATINGS),
            (rating.rd, DEVIATIONS),
            (rating.volatility, VOLATILITIES),
        )
    )


def _within(rating: Rating) -> Rating:
    def clamp(value: float, bounds: tuple[float, float]) -> float:
        return min(bounds[1], max(bounds[0], value))

    return Rating(
        clamp(rating.rating, RATINGS), clamp(rating.rd, DEVIATIONS), clamp(rating.volatility, VOLATILITIES)
    )


def after_attempt(player: Rating, puzzle: Rating, solved: bool) -> tuple[Rating, Rating]:
    """The player's and the puzzle's ratings after one attempt (each rated against the other's
    rating before it), kept within the system's bounds."""
    score = 1.0 if solved else 0.0
    return _within(update(player, [(puzzle, score)])), _within(update(puzzle, [(player, 1.0 - score)]))
