"""The solver's public face: solve a position, hint, review a game, greedy play, winnable deals.

Everything here is pure and thread-safe (each call builds its own search), so a
user interface may run it in a background thread and stop it through
``should_stop``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from domino_solitaire.engine import (
    DealError,
    Game,
    Move,
    Position,
    Setup,
    make_setup,
)
from domino_solitaire.engine.deals import MAX_SEED
from domino_solitaire.solver.base import GameSearch
from domino_solitaire.solver.budget import Budget, OutOfBudget
from domino_solitaire.solver.castle_rock import CastleRockSearch
from domino_solitaire.solver.good_neighbors import GoodNeighborsSearch
from domino_solitaire.solver.luzon import LuzonSearch
from domino_solitaire.solver.rates import check_winnable_known

#: The default time limit of one solve. Every deal of the benchmark is decided far within it.
DEFAULT_LIMIT_SECONDS = 10.0

StopCheck = Callable[[], bool]


@dataclass(frozen=True)
class Result:
    """What a solve found: ``winnable`` is None when the limit was reached first."""

    winnable: bool | None
    moves: list[Move]  # a winning line from the position, empty when there is none
    nodes: int
    seconds: float

    def notation(self) -> list[str]:
        return [str(m) for m in self.moves]

    def to_json(self) -> dict[str, Any]:
        return {
            "winnable": self.winnable,
            "moves": self.notation(),
            "nodes": self.nodes,
            "seconds": round(self.seconds, 6),
        }


#: The search of each game, by game name: a new game adds its one line here.
SEARCHES: dict[str, Callable[[Any], GameSearch[Any, Any]]] = {
    "good-neighbors": GoodNeighborsSearch,
    "luzon": LuzonSearch,
    "castle-rock": CastleRockSearch,
}


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
) -> Result:
    """Decide whether ``position`` can be won, and how.

    Stops with ``winnable=None`` after ``limit_seconds`` or ``max_nodes`` (None: no limit), or as
    soon as ``should_stop()`` returns true (it is asked every few hundred nodes).
    """
    budget = Budget(limit_seconds, max_nodes, should_stop)
    search = searcher(position)
    try:
        line = search.search(budget)
    except OutOfBudget:
        return Result(None, [], budget.nodes, budget.seconds())
    except RecursionError:
        # Only a position far outside the real games could be this deep; call it unknown.
        return Result(None, [], budget.nodes, budget.seconds())
    if line is None:
        return Result(False, [], budget.nodes, budget.seconds())
    return Result(True, [search.to_move(m) for m in line], budget.nodes, budget.seconds())


def solve_setup(setup: Setup, limit_seconds: float | None = DEFAULT_LIMIT_SECONDS) -> Result:
    return solve(setup.opening(), limit_seconds)


def greedy_wins(position: Position) -> bool:
    """Whether the simple greedy player wins from ``position`` (see docs/winnability.md)."""
    return searcher(position).greedy_wins()


def greedy_line(position: Position) -> list[Move]:
    """The moves the greedy player makes from ``position`` until the game ends."""
    search = searcher(position)
    state = search.root
    moves: list[Move] = []
    while not search.is_won(state):
        move = search.greedy_move(state)
        if move is None:
            break
        moves.append(search.to_move(move))
        state = search.after(state, move)
    return moves


@dataclass(frozen=True)
class Hint:
    """The answer to "what now?" for a game in play.

    ``winnable`` is about the current position (None: not decided within the limit). When it is
    true, ``move`` is the next move of ``line``, a winning line. When it is false, ``undos`` is how
    many undos lead back to the last position that could still be won (None when even the
    opening could not, or that was not decided).
    """

    winnable: bool | None
    move: Move | None = None
    line: list[Move] = field(default_factory=list)
    undos: int | None = None
    nodes: int = 0
    seconds: float = 0.0


class _Solver:
    """Solves positions of one game under one shared budget, remembering the answers."""

    def __init__(self, game: Game, limit_seconds: float | None, should_stop: StopCheck | None) -> None:
        self.game = game
        self.budget = Budget(limit_seconds, None, should_stop)
        self.results: dict[int, Result] = {}

    def at(self, index: int) -> Result:
        """The result for ``game.positions[index]``."""
        known = self.results.get(index)
        if known is None:
            budget = self.budget
            left = None if budget.deadline is None else max(0.0, budget.deadline - time.perf_counter())
            known = solve(self.game.positions[index], left, None, budget.should_stop)
            budget.nodes += known.nodes
            self.results[index] = known
        return known

    def last_winnable(self, upto: int) -> tuple[int | None, bool]:
        """The last index <= upto whose position is winnable, and whether every answer used was decided.

        Winnability only ever goes from true to false along a game (a move cannot make a lost
        position winnable), so a binary search finds the switch.
        """
        low, high = 0, upto  # invariant: positions after high are known lost
        first = self.at(0).winnable
        if first is None:
            return None, False
        if not first:
            return None, True
        best = 0
        while low < high:
            middle = (low + high + 1) // 2
            answer = self.at(middle).winnable
            if answer is None:
                return best, False
            if answer:
                low = best = middle
            else:
                high = middle - 1
        return best, True


def hint(
    game: Game,
    limit_seconds: float | None = DEFAULT_LIMIT_SECONDS,
    should_stop: StopCheck | None = None,
) -> Hint:
    """The next move on a winning line, or how many undos back the game could still be won."""
    solver = _Solver(game, limit_seconds, should_stop)
    now = len(game.positions) - 1
    result = solver.at(now)
    budget = solver.budget
    if result.winnable is None:
        return Hint(None, nodes=budget.nodes, seconds=budget.seconds())
    if result.winnable:
        first = result.moves[0] if result.moves else None
        return Hint(True, first, result.moves, 0, budget.nodes, budget.seconds())
    index, _ = solver.last_winnable(now - 1) if now > 0 else (None, True)
    undos = None if index is None else now - index
    return Hint(False, undos=undos, nodes=budget.nodes, seconds=budget.seconds())


@dataclass(frozen=True)
class Review:
    """Where a game stopped being winnable.

    ``last_winnable`` is the number of moves played to reach the last winnable position (None
    when the deal could never be won, or when that was not decided); ``losing_move`` is the move
    played from there, after which the game could no longer be won (None when the game is still
    winnable at its end). ``line`` is a winning line from the last winnable position.
    ``complete`` is false when some position was left undecided within the limit.
    """

    deal_winnable: bool | None
    last_winnable: int | None
    losing_move: Move | None
    line: list[Move]
    complete: bool
    nodes: int
    seconds: float

    @property
    def losing_move_number(self) -> int | None:
        """The losing move's number, counted from 1 as in ``replay`` errors."""
        return None if self.losing_move is None or self.last_winnable is None else self.last_winnable + 1


def review(
    game: Game,
    limit_seconds: float | None = DEFAULT_LIMIT_SECONDS,
    should_stop: StopCheck | None = None,
) -> Review:
    """Find the last winnable position of ``game`` and the move that lost it."""
    solver = _Solver(game, limit_seconds, should_stop)
    now = len(game.positions) - 1
    index, complete = solver.last_winnable(now)
    opening = solver.results[0].winnable
    budget = solver.budget
    if index is None:
        return Review(opening, None, None, [], complete, budget.nodes, budget.seconds())
    losing = game.moves[index] if index < now and complete else None
    line = solver.at(index).moves
    return Review(opening, index, losing, line, complete, budget.nodes, budget.seconds())


@dataclass(frozen=True)
class DealSummary:
    """One deal of an analysis: the solver's answer next to the greedy player's."""

    seed: int
    winnable: bool | None
    greedy_won: bool
    nodes: int
    seconds: float


def analyze_deal(
    game: str, size: int, variant: str, seed: int, limit_seconds: float | None = DEFAULT_LIMIT_SECONDS
) -> DealSummary:
    """Solve one numbered deal and play it greedily (a top-level function, so worker processes can run it)."""
    opening = make_setup(game, size, variant, seed=seed).opening()
    result = solve(opening, limit_seconds)
    return DealSummary(seed, result.winnable, greedy_wins(opening), result.nodes, result.seconds)


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
    ``total_seconds`` (Castle Rock double-15 and double-18 deals are very rarely winnable),
    or when ``should_stop()`` turns true.
    """
    rules = make_setup(game, size, variant, seed=start).rules
    check_winnable_known(rules.name, size or rules.default_set, variant or "standard")
    started = time.perf_counter()
    for seed in range(start, min(start + tries, MAX_SEED + 1)):
        if solve_setup(make_setup(game, size, variant, seed=seed), limit_seconds).winnable:
            return seed
        if (total_seconds is not None and time.perf_counter() - started > total_seconds) or (
            should_stop is not None and should_stop()
        ):
            raise DealError(f"no winnable deal found in deals {start} to {seed}; try another starting number")
    raise DealError(f"no deal from {start} on (of {tries} tried) could be proved winnable")
