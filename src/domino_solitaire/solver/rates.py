"""How many deals of each configuration can be won: the solver's own count (docs/winnability.md).

Deals 1-10000 of every game, set and variant were solved exactly; these are the counts of
winnable ones. The start screen shows them so that players choose with open eyes, and a search
for a winnable deal where none is known is refused at once instead of running for minutes.
"""

from __future__ import annotations

from domino_solitaire.engine import DealError, DealReason

#: Deals measured for each configuration, and how many of them can be won.
MEASURED = 10_000
WINNABLE: dict[tuple[str, int, str], int] = {
    ("good-neighbors", 12, "standard"): 9996,
    ("good-neighbors", 9, "standard"): 9995,
    ("good-neighbors", 6, "standard"): 10000,
    ("luzon", 6, "standard"): 4312,
    ("luzon", 6, "six-ends"): 440,
    ("castle-rock", 6, "standard"): 2877,
    ("castle-rock", 9, "standard"): 586,
    ("castle-rock", 12, "standard"): 14,
    ("castle-rock", 15, "standard"): 0,
    ("castle-rock", 18, "standard"): 0,
}


def winnable_count(game: str, size: int, variant: str) -> int | None:
    """Of deals 1-10000, how many can be won (None for a configuration never measured)."""
    return WINNABLE.get((game, size, variant))


def par_goals() -> frozenset[tuple[str, int, str]]:
    """The configurations whose daily goal is par, not a win: no deal of them is known to be winnable."""
    return frozenset(kind for kind, count in WINNABLE.items() if count == 0)


def check_winnable_known(game: str, size: int, variant: str) -> None:
    """Raise DealError, saying why, when no deal of this configuration is known to be winnable."""
    if winnable_count(game, size, variant) == 0:
        raise DealError(DealReason.NEVER_WINNABLE, game=game, size=size, variant=variant, measured=MEASURED)
