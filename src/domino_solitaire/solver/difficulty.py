"""Difficulty grades and the daily deal (docs/difficulty.md). Pure: no I/O, no clock but the budget.

A winnable deal's grade says how forgiving it is: the chance that a casual player (the greedy move
half the time, any legal move otherwise) wins it, against thresholds calibrated per game, set and
variant so that each grade is a fair share of the winnable deals. Unwinnable deals are
"unwinnable". Grades and daily deals are fixed forever: golden tests pin them.
"""

from __future__ import annotations

import datetime
import math
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Any

from domino_solitaire.engine import SET_SIZES, DealError, DealReason, Position, Setup, full_set, make_setup
from domino_solitaire.engine.deals import MAX_SEED, SplitMix64, deal_for_seed
from domino_solitaire.solver.api import known_winnable, searcher
from domino_solitaire.solver.base import GameSearch
from domino_solitaire.solver.budget import DEFAULT_LIMIT_SECONDS, Budget, OutOfBudget
from domino_solitaire.solver.grades import Grade
from domino_solitaire.solver.known import LIMIT

StopCheck = Callable[[], bool]


#: The grades of winnable deals, easiest first (the order of a configuration's thresholds).
WINNABLE_GRADES = (Grade.EASY, Grade.MEDIUM, Grade.HARD, Grade.EXPERT)


def _size_of(position: Position) -> int:
    """The set a whole deal's position was dealt from, by its tile count."""
    count = len(position.on_table()) + len(position.stock) + len(position.discarded)
    for size in SET_SIZES:
        if len(full_set(size)) == count:
            return size
    raise DealError(DealReason.NOT_A_WHOLE_DEAL, count=count)


def _limits(search: GameSearch[Any, Any], size: int) -> tuple[float, float, float] | None:
    return type(search).grade_limits.get((size, search.variant))


def _bucket(chance: float, limits: tuple[float, float, float] | None) -> Grade:
    """The grade of a winnable deal the casual player wins with probability ``chance``."""
    if limits is not None:
        for grade, least in zip(WINNABLE_GRADES, limits, strict=False):
            if chance >= least:
                return grade
    return Grade.EXPERT


def _span(grade: Grade, limits: tuple[float, float, float] | None) -> tuple[float, float]:
    """The chances (low, high) that give a winnable deal ``grade``: low <= chance < high."""
    bounds = (math.inf, *(limits or (math.inf, math.inf, math.inf)), 0.0)
    index = WINNABLE_GRADES.index(grade)
    return bounds[index + 1], bounds[index]


def offered(game: str, size: int | None = None, variant: str | None = None) -> tuple[Grade, ...]:
    """The grades a player can ask for in this game, set and variant, easiest first.

    A configuration whose winnable deals no casual player ever wins has only expert among them;
    one with no deal known to be winnable has unwinnable alone; a game whose deals are nearly all
    winnable does not offer unwinnable (``GameSearch.offers_unwinnable``).
    """
    setup = make_setup(game, size, variant, seed=1)
    search = searcher(setup.opening())
    limits = _limits(search, setup.size)
    lost = (Grade.UNWINNABLE,) if type(search).offers_unwinnable or limits is None else ()
    if limits is None:
        return lost
    # An infinite threshold leaves its grade empty.
    present = [grade for grade, least in zip(WINNABLE_GRADES, limits, strict=False) if least <= 1.0]
    return (*present, Grade.EXPERT, *lost)


def wanted_offered(game: str, size: int | None = None, variant: str | None = None) -> list[str]:
    """The grades of ``offered`` a player may ask for (an unwinnable deal is never wanted), by name,
    easiest first: the start screen's difficulty list and the grades "at my level" picks from."""
    return [str(grade) for grade in offered(game, size, variant) if grade is not Grade.UNWINNABLE]


def _judge(
    search: GameSearch[Any, Any], size: int, budget: Budget, target: Grade | None = None
) -> tuple[Grade, float | None] | None:
    """The grade of the search's root and the casual player's chance (None for an unwinnable deal).

    With ``target`` the answer may be cut short to whether the grade is ``target`` (any other grade
    then stands for "no", and the chance is only sure to fall outside the target's). None when the
    budget ran out.
    """
    try:
        if not search.reaches(budget, search.left_at_win):
            return Grade.UNWINNABLE, None
        if target is Grade.UNWINNABLE:
            return Grade.EASY, None  # winnable: not the target, whatever its grade
        limits = _limits(search, size)
        within = _span(target, limits) if target is not None else (0.0, math.inf)
        chance = search.casual_chance(budget, within=within)
        return _bucket(chance, limits), chance
    except (OutOfBudget, RecursionError):
        return None


def grade(
    deal: Setup | Position,
    limit_seconds: float | None = DEFAULT_LIMIT_SECONDS,
    should_stop: StopCheck | None = None,
) -> Grade:
    """The grade of a deal (its setup, or its opening position).

    Raises DealError when the position is not a whole deal or the answer was not found within
    ``limit_seconds`` (every deal 1-10000 of every game is graded far within the default).
    """
    return assess(deal, limit_seconds, should_stop)[0]


def assess(
    deal: Setup | Position,
    limit_seconds: float | None = DEFAULT_LIMIT_SECONDS,
    should_stop: StopCheck | None = None,
) -> tuple[Grade, float | None]:
    """The deal's grade and what it was made of: the casual player's chance (None when unwinnable)."""
    position = deal.opening() if isinstance(deal, Setup) else deal
    size = deal.size if isinstance(deal, Setup) else _size_of(position)
    key = (position, size)
    found = _ASSESSED.get(key)
    if found is None:
        found = _judge(searcher(position), size, Budget(limit_seconds, None, should_stop))
        if found is None:
            raise DealError(DealReason.GRADE_TIMEOUT, seconds=limit_seconds)
        # A grade is fixed by the deal alone: a deal played again (the same deal after a game, a
        # restart from the menu) has it at once. Oldest out first, so the memo stays small.
        with _ASSESSED_LOCK:  # the game screens grade in threads
            _ASSESSED[key] = found
            while len(_ASSESSED) > ASSESSED_KEPT:
                del _ASSESSED[next(iter(_ASSESSED))]
    return found


#: How many deals' grades ``assess`` keeps in memory, most recent last.
ASSESSED_KEPT = 256
_ASSESSED: dict[tuple[Position, int], tuple[Grade, float | None]] = {}
_ASSESSED_LOCK = threading.Lock()


def casual_chance(
    deal: Setup | Position,
    greedy_share: float = 0.5,
    limit_seconds: float | None = DEFAULT_LIMIT_SECONDS,
) -> float:
    """The chance that a player who makes the greedy move ``greedy_share`` of the time (and any legal
    move otherwise) wins the deal: what grades are made of. 0 gives the random player's chance."""
    position = deal.opening() if isinstance(deal, Setup) else deal
    try:
        return searcher(position).casual_chance(Budget(limit_seconds), greedy_share)
    except (OutOfBudget, RecursionError):
        raise DealError(DealReason.CHANCE_TIMEOUT, seconds=limit_seconds) from None


def graded_seed(
    game: str,
    size: int | None = None,
    variant: str | None = None,
    grade: Grade = Grade.EASY,
    start: int = 1,
    *,
    limit_seconds: float | None = DEFAULT_LIMIT_SECONDS,
    tries: int = 100_000,
    total_seconds: float | None = 60.0,
    should_stop: StopCheck | None = None,
) -> int:
    """The first deal number from ``start`` on with grade ``grade``.

    Raises DealError with a one-line reason when the configuration has no deal of that grade
    (``offered``), or none is found among ``tries`` deal numbers within ``total_seconds``, or
    ``should_stop()`` turns true.
    """
    setup = make_setup(game, size, variant, seed=start)
    size, variant = setup.size, setup.variant
    grades = offered(game, size, variant)
    if grade not in grades:
        winnable = tuple(g for g in grades if g is not Grade.UNWINNABLE)
        if not winnable:
            reason = DealReason.GRADE_NEVER_WINNABLE
        elif grade is Grade.UNWINNABLE:
            reason = DealReason.GRADE_NEARLY_ALL_WINNABLE
        else:
            reason = DealReason.GRADE_NOT_AMONG
        raise DealError(reason, game=game, size=size, variant=variant, grade=grade, grades=winnable)
    if [g for g in grades if g is not Grade.UNWINNABLE] == [grade]:
        # This grade is every winnable deal (where winnable deals are rare): the table may know the answer.
        known = known_winnable(game, size, variant, start)
        if known is not None:
            return known
    started = time.perf_counter()
    last = min(start + tries, MAX_SEED + 1)
    rules = setup.rules
    for seed in range(start, last):
        # The deal straight from its number: a numbered deal is a whole set by construction, and
        # checking it again (as a Setup does) would cost as much as dealing it.
        opening = rules.initial(deal_for_seed(size, seed), size, variant)
        found = _judge(searcher(opening), size, Budget(limit_seconds, None, should_stop), grade)
        if found is not None and found[0] is grade:
            return seed
        if (total_seconds is not None and time.perf_counter() - started > total_seconds) or (
            should_stop is not None and should_stop()
        ):
            raise DealError(DealReason.GRADE_NOT_IN, grade=grade, start=start, seed=seed)
    raise DealError(DealReason.GRADE_NOT_AMONG_DEALS, grade=grade, start=start, number=last - 1)


# -- the daily deal --------------------------------------------------------------------------------


class Goal(str, Enum):
    """What the daily deal asks for: a win, or par where the game, set and variant has no winnable deal."""

    WIN = "win"
    PAR = "par"

    def __str__(self) -> str:
        return self.value


#: The grade of the day, Monday first: the week climbs from easy to expert at the weekend.
WEEK = (Grade.EASY, Grade.EASY, Grade.MEDIUM, Grade.MEDIUM, Grade.HARD, Grade.EXPERT, Grade.EXPERT)

#: Daily start numbers lie below this, where the table of known winnable deals covers the
#: configurations whose winnable deals are rare (``GameSearch.winnable_deals``).
DAILY_RANGE = LIMIT


@dataclass(frozen=True)
class Daily:
    """One day's deal of one game, set and variant.

    ``par`` is the tiles left to reach the goal: a win's count (``Position.left_at_win``) when
    ``goal`` is a win, the deal's par when no deal of the configuration is known to be winnable.
    """

    game: str
    size: int
    variant: str
    date: datetime.date
    seed: int
    grade: Grade
    goal: Goal
    par: int
    #: The tier (``TIERS``) whose deal it is; None for the day's own deal.
    tier: Grade | None = None


def daily_start(game: str, size: int, variant: str, day: datetime.date, tier: Grade | None = None) -> int:
    """Where the search for the day's deal starts: SplitMix64 over the bytes of
    ``daily:GAME:SET:VARIANT:YYYY-MM-DD`` (one step per byte, from state h XOR byte), below DAILY_RANGE;
    a tier's deal (``TIERS``) from ``daily:GAME:SET:VARIANT:YYYY-MM-DD:TIER``."""
    h = 0
    key = f"daily:{game}:{size}:{variant}:{day.isoformat()}" + ("" if tier is None else f":{tier}")
    for byte in key.encode():
        h = SplitMix64(h ^ byte).next()
    return h % DAILY_RANGE


def day_grade(grades: tuple[Grade, ...], day: datetime.date) -> Grade:
    """The day's grade from WEEK, or the nearest grade the configuration has (the easier on a tie)."""
    return nearest_grade(grades, WEEK[day.weekday()])


def nearest_grade(grades: tuple[Grade, ...], wanted: Grade) -> Grade:
    """``wanted``, or the nearest winnable grade of ``grades`` (the easier on a tie); UNWINNABLE
    when none is winnable."""
    winnable = [g for g in grades if g is not Grade.UNWINNABLE]
    if not winnable:
        return Grade.UNWINNABLE
    at = WINNABLE_GRADES.index(wanted)
    return min(winnable, key=lambda g: (abs(WINNABLE_GRADES.index(g) - at), WINNABLE_GRADES.index(g)))


def daily_deal(
    game: str,
    size: int | None,
    variant: str | None,
    day: datetime.date,
    *,
    tier: Grade | None = None,
    limit_seconds: float | None = DEFAULT_LIMIT_SECONDS,
    total_seconds: float | None = 60.0,
    should_stop: StopCheck | None = None,
) -> Daily:
    """The deal of ``day`` for the game, set and variant (None: the defaults); with ``tier`` (one of
    ``TIERS``), that tier's deal of the day, of that grade or the nearest the configuration has.

    The first deal from ``daily_start`` on with the day's grade (``day_grade``); its goal is a win,
    or par where the configuration has no winnable deal known. The same day gives the same deal
    on every machine, forever. ``should_stop()`` turning true ends the search (DealError).
    """
    setup = make_setup(game, size, variant, seed=0)
    size, variant = setup.size, setup.variant
    grades = offered(game, size, variant)
    wanted = day_grade(grades, day) if tier is None else nearest_grade(grades, tier)
    start = daily_start(game, size, variant, day, tier)
    seed = graded_seed(
        game,
        size,
        variant,
        wanted,
        start,
        limit_seconds=limit_seconds,
        total_seconds=total_seconds,
        should_stop=should_stop,
    )
    opening = make_setup(game, size, variant, seed=seed).opening()
    if wanted is Grade.UNWINNABLE:
        search = searcher(opening)
        try:
            par = search.par(Budget(limit_seconds, None, should_stop))[0]
        except (OutOfBudget, RecursionError):
            raise DealError(DealReason.PAR_TIMEOUT, seed=seed, seconds=limit_seconds) from None
        return Daily(game, size, variant, day, seed, wanted, Goal.PAR, par, tier)
    return Daily(game, size, variant, day, seed, wanted, Goal.WIN, opening.left_at_win, tier)
