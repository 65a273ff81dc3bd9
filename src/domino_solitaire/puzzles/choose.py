"""Which puzzle to offer: one near the player's rating, and the day's puzzle, the same for everyone."""

from __future__ import annotations

from collections.abc import Collection
from datetime import date

from domino_solitaire.engine import GAMES
from domino_solitaire.puzzles.model import Puzzle, catalog, games_with_puzzles, get

#: The daily puzzle is drawn from the first ``DAILY_POOL`` puzzles of each of ``DAILY_GAMES`` (the
#: games whose rules say so, in GAMES order), so that shipping more puzzles never changes a day's puzzle.
DAILY_GAMES = tuple(name for name, rules in GAMES.items() if rules.daily_puzzles)
DAILY_POOL = 1000
#: A step through the pool coprime with its size: consecutive days get puzzles far apart.
_DAILY_STEP = 7919


def near(rating: float, tried: Collection[str], games: Collection[str] | None = None) -> Puzzle | None:
    """The untried puzzle whose rating is nearest ``rating`` (of ``games``, default all), the
    earliest of equals; when every one was tried, the nearest of all. None: no puzzle at all."""
    names = games_with_puzzles() if games is None else [g for g in games_with_puzzles() if g in games]
    puzzles = [puzzle for name in names for puzzle in catalog(name)]
    fresh = [puzzle for puzzle in puzzles if puzzle.key not in tried] or puzzles
    if not fresh:
        return None
    return min(fresh, key=lambda puzzle: abs(puzzle.rating - rating))


def daily(day: date) -> Puzzle | None:
    """The puzzle of ``day``; None when the pool is not shipped."""
    pool = [(game, number) for game in DAILY_GAMES for number in range(1, DAILY_POOL + 1)]
    game, number = pool[(day.toordinal() * _DAILY_STEP) % len(pool)]
    return get(game, number)
