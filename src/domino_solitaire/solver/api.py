"""The solver's public face: solve a position, hint, review a game, greedy play, winnable deals.

Everything here is pure and thread-safe (each call builds its own search), so a
user interface may run it in a background thread and stop it through
``should_stop``.
"""

from __future__ import annotations

import bisect
import contextlib
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from domino_solitaire.engine import (
    DealError,
    DealReason,
    Game,
    Move,
    Position,
    Setup,
    make_setup,
)
from domino_solitaire.engine.deals import MAX_SEED
from domino_solitaire.solver.base import GameSearch
from domino_solitaire.solver.budget import DEFAULT_LIMIT_SECONDS, Budget, OutOfBudget
from domino_solitaire.solver.castle_rock import CastleRockSearch
from domino_solitaire.solver.four_rows import FourRowsSearch
from domino_solitaire.solver.good_neighbors import GoodNeighborsSearch
from domino_solitaire.solver.known import LIMIT
from domino_solitaire.solver.luzon import LuzonSearch

StopCheck = Callable[[], bool]


@dataclass(frozen=True)
class Solution:
    """What a solve found about a position.

    ``par`` is the fewest tiles the position can end with (None when the limit was reached first;
    ``par_bounds`` then says what is known: par lies between its low and high, both included).
    ``winnable`` is True exactly when par is the count of a won game (``Position.left_at_win``),
    False when par is proved higher, None when that is undecided. ``moves`` is a line reaching par,
    a winning line when the position is winnable; when par is undecided it is the best line found
    (reaching ``par_bounds[1]``), empty if none was.
    """

    winnable: bool | None
    moves: list[Move]
    nodes: int
    seconds: float
    par: int | None
    par_bounds: tuple[int, int]

    def notation(self) -> list[str]:
        return [str(m) for m in self.moves]

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"winnable": self.winnable, "par": self.par}
        if self.par is None:
            data["par_bounds"] = list(self.par_bounds)
        data.update(moves=self.notation(), nodes=self.nodes, seconds=round(self.seconds, 6))
        return data


#: The search of each game, by game name: a new game adds its one line here. What the solver knows
#: of a game beyond its search (its measured win rates, its known winnable deals, its grades' limits)
#: its search class says.
SEARCHES: dict[str, type[GameSearch[Any, Any]]] = {
    "good-neighbors": GoodNeighborsSearch,
    "luzon": LuzonSearch,
    "castle-rock": CastleRockSearch,
    "four-rows": FourRowsSearch,
}

#: Deals measured for each configuration's win rate (``GameSearch.winnable_counts``).
MEASURED = 10_000
#: Of deals 1-MEASURED of each (game, set, variant), how many can be won.
WINNABLE: dict[tuple[str, int, str], int] = {
    (game, size, variant): count
    for game, search in SEARCHES.items()
    for (size, variant), count in search.winnable_counts.items()
}
#: Every winnable deal below LIMIT of each (game, set, variant) where winnable deals are rare.
KNOWN_WINNABLE: dict[tuple[str, int, str], tuple[int, ...]] = {
    (game, size, variant): deals
    for game, search in SEARCHES.items()
    for (size, variant), deals in search.winnable_deals.items()
}


def check_winnable_known(game: str, size: int, variant: str) -> None:
    """Raise DealError, saying why, when no deal of this configuration is known to be winnable."""
    if WINNABLE.get((game, size, variant)) == 0:
        raise DealError(DealReason.NEVER_WINNABLE, game=game, size=size, variant=variant, measured=MEASURED)


def searcher(position: Position) -> GameSearch[Any, Any]:
    """The compact search for ``position``'s game."""
    make = SEARCHES.get(position.game)
    if make is None:
        raise TypeError(f"no solver for {position.game}")
    return make(position)


def solve(
    position: Position,
    limit_seconds: float | None = DEFAULT_LIMIT_SECONDS,
    max_nodes: int | None = None,
    should_stop: StopCheck | None = None,
) -> Solution:
    """Par of ``position``, whether it can be won, and a line that reaches par.

    Stops with ``par=None`` (and ``winnable=None`` unless that was decided first) after
    ``limit_seconds`` or ``max_nodes`` (None: no limit), or as soon as ``should_stop()`` returns
    true (it is asked every few hundred nodes).
    """
    budget = Budget(limit_seconds, max_nodes, should_stop)
    return _result(searcher(position), budget)


def _result(search: GameSearch[Any, Any], budget: Budget) -> Solution:
    """Par from ``search`` within ``budget`` (whose nodes and time the result reports)."""
    # RecursionError: only a position far outside the real games could be this deep.
    with contextlib.suppress(OutOfBudget, RecursionError):
        search.par(budget)
    low, high = search.bounds()
    left = search.left_at_win
    won = True if high == left else False if low > left else None
    moves = [search.to_move(m) for m in search.line]
    return Solution(won, moves, budget.nodes, budget.seconds(), high if low == high else None, (low, high))


def _reaches(search: GameSearch[Any, Any], budget: Budget, target: int) -> bool | None:
    """Whether the search's root can end with at most ``target`` tiles; None when out of budget."""
    try:
        return search.reaches(budget, target)
    except (OutOfBudget, RecursionError):
        return None


def solve_setup(setup: Setup, limit_seconds: float | None = DEFAULT_LIMIT_SECONDS) -> Solution:
    return solve(setup.opening(), limit_seconds)


def is_winnable(
    position: Position,
    limit_seconds: float | None = DEFAULT_LIMIT_SECONDS,
    should_stop: StopCheck | None = None,
) -> bool | None:
    """Only whether ``position`` can be won (None: undecided): cheaper than ``solve`` when it cannot."""
    search = searcher(position)
    return _reaches(search, Budget(limit_seconds, None, should_stop), search.left_at_win)


def greedy_wins(position: Position) -> bool:
    """Whether the simple greedy player wins from ``position`` (see docs/winnability.md)."""
    return searcher(position).greedy_wins()


def greedy_line(position: Position) -> list[Move]:
    """The moves the greedy player makes from ``position`` until the game ends."""
    search = searcher(position)
    return [search.to_move(m) for m in search.greedy_end()[1]]


@dataclass(frozen=True)
class Hint:
    """The answer to "what now?" for a game in play.

    ``winnable`` is about the current position (None: not decided within the limit), and ``par``
    is its par (None: not decided). ``line`` is a line reaching par from here (a winning line when
    ``winnable``; when par is undecided, the best line found) and ``move`` its first move (None
    when the game is over). When ``winnable`` is false, ``undos`` is how many undos lead back to
    the last position that could still be won (None when even the opening could not, or that was
    not decided).
    """

    winnable: bool | None
    move: Move | None = None
    line: list[Move] = field(default_factory=list)
    undos: int | None = None
    nodes: int = 0
    seconds: float = 0.0
    par: int | None = None


class _Solver:
    """Answers questions about the positions of one game under one shared budget, remembering them.

    Each position keeps its own search, which keeps what it learnt (bounds, lines, positions
    proved to end with at least so many tiles) for the next question about it.
    """

    def __init__(self, game: Game, limit_seconds: float | None, should_stop: StopCheck | None) -> None:
        self.game = game
        self.budget = Budget(limit_seconds, None, should_stop)
        self.searches: dict[int, GameSearch[Any, Any]] = {}

    def search(self, index: int) -> GameSearch[Any, Any]:
        known = self.searches.get(index)
        if known is None:
            known = self.searches[index] = searcher(self.game.positions[index])
        return known

    def result(self, index: int) -> Solution:
        """Par and more for ``game.positions[index]``."""
        return _result(self.search(index), self.budget)

    def reaches(self, index: int, target: int) -> bool | None:
        return _reaches(self.search(index), self.budget, target)

    def last_reaching(self, upto: int, target: int) -> tuple[int | None, bool]:
        """The last index <= upto whose position can end with at most ``target`` tiles, and whether
        every answer used was decided (None: not even the opening can, or that was not decided).

        Par never falls along a game (a move's par is at least its position's: par is the least
        over the moves), so a binary search finds where it first exceeds ``target``.
        """
        first = self.reaches(0, target)
        if first is None:
            return None, False
        if not first:
            return None, True
        low, high = 0, upto  # invariant: position low reaches the target, those after high do not
        while low < high:
            middle = (low + high + 1) // 2
            answer = self.reaches(middle, target)
            if answer is None:
                return low, False
            if answer:
                low = middle
            else:
                high = middle - 1
        return low, True


def hint(
    game: Game,
    limit_seconds: float | None = DEFAULT_LIMIT_SECONDS,
    should_stop: StopCheck | None = None,
) -> Hint:
    """The next move toward par (on a winning line when there is one), and when the game can no
    longer be won, how many undos back it still could."""
    solver = _Solver(game, limit_seconds, should_stop)
    now = len(game.positions) - 1
    result = solver.result(now)
    budget = solver.budget
    first = result.moves[0] if result.moves else None
    undos = 0 if result.winnable else None
    if result.winnable is False and now > 0:
        index, _ = solver.last_reaching(now - 1, solver.search(now).left_at_win)
        undos = None if index is None else now - index
    return Hint(result.winnable, first, result.moves, undos, budget.nodes, budget.seconds(), result.par)


@dataclass(frozen=True)
class Review:
    """Where a game lost par, and where it stopped being winnable.

    Par never falls along a game; a move after which it is higher lost that many tiles for good.
    ``deal_par`` is the opening's par and ``par_now`` the par of the position the game stopped at
    (None: undecided). ``last_at_par`` is the number of moves played to reach the last position
    whose par was still the opening's, ``par_losing_move`` the move played from there (the first
    move that lost a tile of par; None when the game kept its par to the end) and ``par_line`` a
    line from that position reaching the opening's par.

    The winnability fields say the same for a winnable deal (whose par is a win): ``last_winnable``
    is the number of moves played to reach the last winnable position (None when the deal could
    never be won, or when that was not decided), ``losing_move`` the move played from there, after
    which the game could no longer be won (None when the game is still winnable at its end), and
    ``line`` a winning line from the last winnable position. ``complete`` is false when some
    position was left undecided within the limit.
    """

    deal_winnable: bool | None
    last_winnable: int | None
    losing_move: Move | None
    line: list[Move]
    complete: bool
    nodes: int
    seconds: float
    deal_par: int | None = None
    par_now: int | None = None
    last_at_par: int | None = None
    par_losing_move: Move | None = None
    par_line: list[Move] = field(default_factory=list)

    @property
    def losing_move_number(self) -> int | None:
        """The losing move's number, counted from 1 as in ``replay`` errors."""
        return None if self.losing_move is None or self.last_winnable is None else self.last_winnable + 1

    @property
    def par_losing_move_number(self) -> int | None:
        """The number (from 1) of the first move that lost a tile of par."""
        return None if self.par_losing_move is None or self.last_at_par is None else self.last_at_par + 1


def review(
    game: Game,
    limit_seconds: float | None = DEFAULT_LIMIT_SECONDS,
    should_stop: StopCheck | None = None,
) -> Review:
    """Find the opening's par and the first move that lost a tile of it (for a winnable deal, the
    move that lost the win), and the par of the position the game stopped at."""
    solver = _Solver(game, limit_seconds, should_stop)
    now = len(game.positions) - 1
    opening = solver.result(0)
    deal_par = opening.par
    last: int | None = None
    complete = deal_par is not None
    if deal_par is not None:
        last, complete = solver.last_reaching(now, deal_par)
    par_now = solver.result(now).par if last != now else deal_par
    losing = game.moves[last] if last is not None and last < now and complete else None
    line = [solver.search(last).to_move(m) for m in solver.search(last).line] if last is not None else []
    won = opening.winnable
    budget = solver.budget
    return Review(
        won,
        last if won else None,
        losing if won else None,
        line if won else [],
        complete and par_now is not None,
        budget.nodes,
        budget.seconds(),
        deal_par,
        par_now,
        last,
        losing,
        line,
    )


@dataclass(frozen=True)
class DealSummary:
    """One deal of an analysis: the solver's answer next to the greedy player's."""

    seed: int
    winnable: bool | None
    greedy_won: bool
    nodes: int
    seconds: float
    par: int | None = None


def analyze_deal(
    game: str, size: int, variant: str, seed: int, limit_seconds: float | None = DEFAULT_LIMIT_SECONDS
) -> DealSummary:
    """Solve one numbered deal and play it greedily (a top-level function, so worker processes can run it)."""
    opening = make_setup(game, size, variant, seed=seed).opening()
    result = solve(opening, limit_seconds)
    return DealSummary(seed, result.winnable, greedy_wins(opening), result.nodes, result.seconds, result.par)


def known_winnable(game: str, size: int, variant: str, start: int) -> int | None:
    """The first winnable deal from ``start`` on, from the table of known winnable deals, when the
    configuration has one and it covers ``start`` (``KNOWN_WINNABLE``); None otherwise."""
    table = KNOWN_WINNABLE.get((game, size, variant))
    if table is None or not 0 <= start < LIMIT:
        return None
    index = bisect.bisect_left(table, start)
    if index == len(table):
        return None
    seed = table[index]
    # One solve to be sure (about a millisecond): a wrong table must not deal an unwinnable game.
    if not is_winnable(make_setup(game, size, variant, seed=seed).opening()):
        raise AssertionError(f"the table of winnable deals is wrong about deal {seed}")
    return seed


def winnable_seed(
    game: str,
    size: int | None = None,
    variant: str | None = None,
    start: int = 1,
    *,
    limit_seconds: float | None = DEFAULT_LIMIT_SECONDS,
    tries: int = 100_000,
    total_seconds: float | None = 60.0,
    should_stop: StopCheck | None = None,
) -> int:
    """The first deal number from ``start`` on that the solver proves winnable.

    Raises DealError when none of ``tries`` deal numbers is proved winnable within
    ``total_seconds`` (the deals of some configurations are very rarely winnable),
    or when ``should_stop()`` turns true.
    """
    setup = make_setup(game, size, variant, seed=start)
    check_winnable_known(setup.game, setup.size, setup.variant)
    known = known_winnable(setup.game, setup.size, setup.variant, start)
    if known is not None:
        return known
    started = time.perf_counter()
    for seed in range(start, min(start + tries, MAX_SEED + 1)):
        if is_winnable(make_setup(game, size, variant, seed=seed).opening(), limit_seconds):
            return seed
        if (total_seconds is not None and time.perf_counter() - started > total_seconds) or (
            should_stop is not None and should_stop()
        ):
            raise DealError(DealReason.NO_WINNABLE_IN, start=start, seed=seed)
    raise DealError(DealReason.NO_WINNABLE_FROM, start=start, tries=tries)
