"""The daily deals the screens offer, found once a run: the same day, configuration and tier always
give the same deal, so each is searched for once (one search at a time per deal)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from datetime import date
from typing import TYPE_CHECKING

from domino_solitaire.engine import Setup, make_setup

if TYPE_CHECKING:
    from domino_solitaire.solver import Daily

StopCheck = Callable[[], bool]
#: A game, set, variant, day and tier (None: the day's own deal).
Key = tuple[str, int, str, date, str | None]
#: Daily deals found in this run.
_DAILIES: dict[Key, Daily] = {}
_SEARCHING: dict[Key, threading.Lock] = {}


def known_daily(game: str, size: int, variant: str, day: date, tier: str | None = None) -> Daily | None:
    return _DAILIES.get((game, size, variant, day, tier))


def daily_of(
    game: str, size: int, variant: str, day: date, stop: StopCheck, tier: str | None = None
) -> Daily:
    """The daily deal of ``day`` (the solver's search, up to a second or so the first time), or of
    its ``tier``; raises SolitaireError when it is not found (or ``stop()`` turned true)."""
    from domino_solitaire.solver import Grade, daily_deal

    key = (game, size, variant, day, tier)
    # One search per deal at a time: the Daily button pressed while the list is finding the same
    # deal waits for that search instead of running another.
    with _SEARCHING.setdefault(key, threading.Lock()):
        found = _DAILIES.get(key)
        if found is None:
            wanted = None if tier is None else Grade(tier)
            found = _DAILIES[key] = daily_deal(game, size, variant, day, tier=wanted, should_stop=stop)
    return found


def todays(
    game: str, size: int, variant: str, day: date, stop: StopCheck, tier: str | None = None
) -> tuple[Setup, date | None, str | None]:
    """The daily deal of ``day`` of this game, set and variant, or of its ``tier`` (the same for
    everyone that day), with the day and the tier it is played as."""
    found = daily_of(game, size, variant, day, stop, tier)
    return make_setup(game, size, variant, seed=found.seed), day, tier
