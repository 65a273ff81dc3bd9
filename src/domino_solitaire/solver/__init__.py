"""The solver: exact search for the three games. Pure: no I/O, no user interface.

``solve(position)`` answers par (the fewest tiles the position can end with), whether it can be
won, and a line reaching par; ``hint(game)``, ``review(game)``, ``greedy_wins(position)`` and
``winnable_seed(...)`` build on it, and ``grade``, ``graded_seed`` and ``daily_deal`` give deals
their difficulty and each day its deal. docs/winnability.md describes the searches and their
pruning, docs/difficulty.md the grades and the daily deal.
"""

from domino_solitaire.solver.api import (
    DEFAULT_LIMIT_SECONDS,
    DealSummary,
    Hint,
    Result,
    Review,
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
from domino_solitaire.solver.difficulty import (
    Daily,
    Goal,
    Grade,
    assess,
    casual_chance,
    daily_deal,
    grade,
    graded_seed,
    offered,
)

__all__ = [
    "DEFAULT_LIMIT_SECONDS",
    "Daily",
    "DealSummary",
    "Goal",
    "Grade",
    "Hint",
    "Result",
    "Review",
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
    "winnable_seed",
]
