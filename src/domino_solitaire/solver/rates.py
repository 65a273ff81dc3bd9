"""How many deals of each configuration can be won: the solver's own count (docs/winnability.md).

Deals 1-10000 of every game, set and variant were solved exactly; each game's search keeps the
counts of winnable ones (``GameSearch.winnable_counts``). The start screen shows them so that
players choose with open eyes, and a search for a winnable deal where none is known is refused at
once instead of running for minutes.
"""

from __future__ import annotations

from domino_solitaire.solver.api import MEASURED, WINNABLE, check_winnable_known

__all__ = ["MEASURED", "WINNABLE", "check_winnable_known", "par_goals", "winnable_count"]


def winnable_count(game: str, size: int, variant: str) -> int | None:
    """Of deals 1-10000, how many can be won (None for a configuration never measured)."""
    return WINNABLE.get((game, size, variant))


def par_goals() -> frozenset[tuple[str, int, str]]:
    """The configurations whose daily goal is par, not a win: no deal of them is known to be winnable."""
    return frozenset(kind for kind, count in WINNABLE.items() if count == 0)
