"""The player's level from their games: the grade where they win about half the time.

Pure arithmetic over ``GameRecord``s, with the statistics' own rules (``records.stats``): only games
the player played out (won or lost) without a hint count, by the grade of their deal. The command
line's ``--difficulty mine`` and the start screen's "at my level" both ask ``my_level``.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass

from domino_solitaire.records import GameRecord, Result
from domino_solitaire.records.stats import played_out
from domino_solitaire.solver.grades import WANTED_GRADES

#: The difficulty asked for as "the player's level" (``--difficulty mine``, the start screen's choice).
MINE = "mine"
#: The grade offered to a player with no graded game yet.
FIRST_GRADE = "medium"
#: A grade's rate is trusted from this many unassisted games on.
ENOUGH = 3


@dataclass(frozen=True)
class Level:
    """The grade picked for the player, and the results it was picked from.

    ``measured``: the grade whose win rate is nearest one half, None when no grade has ``ENOUGH``
    games yet (``grade`` is then ``FIRST_GRADE``, or the offered grade nearest it); ``won`` and
    ``played``: that grade's games. ``grade`` differs from ``measured`` when the player wins (or
    loses) most even at the hardest (easiest) grade measured, or when the set has no such deal.
    """

    grade: str
    measured: str | None = None
    won: int = 0
    played: int = 0


def rates_by_grade(outcomes: Iterable[GameRecord]) -> dict[str, tuple[int, int]]:
    """Per wanted grade, (won, played) over the games played out without a hint."""
    counts = {grade: (0, 0) for grade in WANTED_GRADES}
    for outcome in outcomes:
        if outcome.grade in counts and played_out(outcome) and outcome.hints == 0:
            won, played = counts[outcome.grade]
            counts[outcome.grade] = (won + (outcome.result is Result.WON), played + 1)
    return counts


def my_level(outcomes: Iterable[GameRecord], offered: Collection[str] = WANTED_GRADES) -> Level:
    """The grade whose win rate is nearest one half (the harder of equals), among grades with
    ``ENOUGH`` games; one harder when even the hardest such grade is won more than half the
    time, one easier when even the easiest is lost more than half the time. ``offered``: the
    grades the set has deals of; the grade picked is the nearest of them (none: as it is)."""
    counts = rates_by_grade(outcomes)
    rates = {g: won / played for g, (won, played) in counts.items() if played >= ENOUGH}
    order = list(WANTED_GRADES)
    if not rates:
        return Level(_nearest(FIRST_GRADE, offered))
    best = min(rates, key=lambda g: (abs(rates[g] - 0.5), -order.index(g)))
    step = 1 if rates[best] > 0.5 and best == max(rates, key=order.index) else 0
    step = -1 if rates[best] < 0.5 and best == min(rates, key=order.index) else step
    picked = order[min(max(order.index(best) + step, 0), len(order) - 1)]
    return Level(_nearest(picked, offered), best, *counts[best])


def my_grade(outcomes: Iterable[GameRecord], offered: Collection[str] = WANTED_GRADES) -> str:
    """``my_level``'s grade."""
    return my_level(outcomes, offered).grade


def _nearest(grade: str, offered: Collection[str]) -> str:
    """``grade`` if offered, else the offered grade nearest it (the easier of two as near)."""
    order = list(WANTED_GRADES)
    choices = [g for g in order if g in offered]
    if not choices or grade in choices:
        return grade
    return min(choices, key=lambda g: (abs(order.index(g) - order.index(grade)), order.index(g)))
