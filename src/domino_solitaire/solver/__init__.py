"""The solver: exact search for the three games. Pure: no I/O, no user interface.

``solve(position)`` answers par (the fewest tiles the position can end with), whether it can be
won, and a line reaching par; ``hint(game)``, ``review(game)``, ``greedy_wins(position)`` and
``winnable_seed(...)`` build on it, and ``grade``, ``graded_seed`` and ``daily_deal`` give deals
their difficulty and each day its deal. docs/winnability.md describes the searches and their
pruning, docs/difficulty.md the grades and the daily deal.

The names below load with their module on first use (``__getattr__``): the budget comes without
the searches, and a program that never asks the solver anything does not pay for loading it.
"""

from typing import TYPE_CHECKING

from domino_solitaire.lazy import lazy_names

if TYPE_CHECKING:
    from domino_solitaire.solver.api import (
        DealSummary,
        Hint,
        Review,
        Solution,
        analyze_deal,
        greedy_line,
        greedy_wins,
        hint,
        is_winnable,
        review,
        searcher,
        solve,
        solve_setup,
        winnable_seed,
    )
    from domino_solitaire.solver.budget import DEFAULT_LIMIT_SECONDS
    from domino_solitaire.solver.difficulty import (
        Daily,
        Goal,
        assess,
        casual_chance,
        daily_deal,
        grade,
        graded_seed,
        offered,
        wanted_offered,
    )
    from domino_solitaire.solver.grades import Grade

__all__ = [
    "DEFAULT_LIMIT_SECONDS",
    "Daily",
    "DealSummary",
    "Goal",
    "Grade",
    "Hint",
    "Review",
    "Solution",
    "analyze_deal",
    "assess",
    "casual_chance",
    "daily_deal",
    "grade",
    "graded_seed",
    "greedy_line",
    "greedy_wins",
    "hint",
    "is_winnable",
    "offered",
    "review",
    "searcher",
    "solve",
    "solve_setup",
    "wanted_offered",
    "winnable_seed",
]

#: Where each name lives.
_HOMES = {name: "api" for name in __all__} | {
    "DEFAULT_LIMIT_SECONDS": "budget",
    "Daily": "difficulty",
    "Goal": "difficulty",
    "Grade": "grades",
    "assess": "difficulty",
    "casual_chance": "difficulty",
    "daily_deal": "difficulty",
    "grade": "difficulty",
    "graded_seed": "difficulty",
    "offered": "difficulty",
    "wanted_offered": "difficulty",
}


if not TYPE_CHECKING:  # mypy reads the imports above; an unknown name stays an error to it
    __getattr__ = lazy_names(__name__, _HOMES, globals())
