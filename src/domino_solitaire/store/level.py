"""The player's level from their games (issue 30): the grade where they win about half the time.

Pure arithmetic over ``GameRecord``s, with the statistics' own rules (``records.stats``): only games
the player played out (won or lost) without a hint count, by the grade of their deal.
"""

from __future__ import annotations

from collections.abc import Iterable

from domino_solitaire.records import GameRecord, Result
from domino_solitaire.records.stats import played_out
from domino_solitaire.solver.grades import WANTED_GRADES

#: The grade offered to a player with no graded game yet.
FIRST_GRADE = "medium"
#: A grade's rate is trusted from this many unassisted games on.
ENOUGH = 3


def rates_by_grade(outcomes: Iterable[GameRecord]) -> dict[str, tuple[int, int]]:
    """Per wanted grade, (won, played) over the games played out without a hint."""
    counts = {grade: (0, 0) for grade in WANTED_GRADES}
    for outcome in outcomes:
        if outcome.grade in counts and played_out(outcome) and outcome.hints == 0:
            won, played = counts[outcome.grade]
            counts[outcome.grade] = (won + (outcome.result is Result.WON), played + 1)
    return counts


def my_grade(outcomes: Iterable[GameRecord]) -> str:
    """The grade whose win rate is nearest one half (the harder of equals), among grades with
    ``ENOUGH`` games; one harder when even the hardest such grade is won more than half the
    time, one easier when even the easiest is lost more than half the time."""
    rates = {g: won / played for g, (won, played) in rates_by_grade(outcomes).items() if played >= ENOUGH}
    if not rates:
        return FIRST_GRADE
    order = list(WANTED_GRADES)
    best = min(rates, key=lambda g: (abs(rates[g] - 0.5), -order.index(g)))
    step = 1 if rates[best] > 0.5 and best == max(rates, key=order.index) else 0
    step = -1 if rates[best] < 0.5 and best == min(rates, key=order.index) else step
    return order[min(max(order.index(best) + step, 0), len(order) - 1)]
