"""The solver: exact search for the three games. Pure: no I/O, no user interface.

``solve(position)`` answers whether a position can be won and how; ``hint(game)``,
``review(game)``, ``greedy_wins(position)`` and ``winnable_seed(...)`` build on it.
docs/winnability.md describes the searches and their pruning.
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

__all__ = [
    "DEFAULT_LIMIT_SECONDS",
    "DealSummary",
    "Hint",
    "Result",
    "Review",
    "analyze_deal",
    "greedy_line",
    "greedy_wins",
    "hint",
    "is_winnable",
    "review",
    "searcher",
    "solve",
    "solve_setup",
    "winnable_seed",
]
