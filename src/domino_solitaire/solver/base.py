"""What the three per-game searches have in common: the compact game and the par search over it.

Par is the fewest tiles a position can end with. Every game only ever removes tiles, so the
tiles left never grow along a line and every line ends; the search below is a depth-first branch
and bound over the positions reachable from the root (see docs/winnability.md).
"""

from __future__ import annotations

import contextlib
import math
from abc import ABC, abstractmethod
from collections.abc import Hashable, Iterable
from typing import ClassVar, Generic, TypeVar

from domino_solitaire.engine import Move, Position, Tile
from domino_solitaire.solver.budget import Budget

StateT = TypeVar("StateT", bound=Hashable)
MoveT = TypeVar("MoveT", bound=Hashable)


def tile_mask(tile: Tile) -> int:
    """A tile as the set of its numbers, one bit each: two tiles share a number when their masks meet.

    The mask also identifies the tile (a double has one bit), so tuples of masks are exact states.
    """
    return (1 << tile.low) | (1 << tile.high)


#: How often the casual player makes the greedy move (otherwise any legal move, all alike).
CASUAL_GREEDY = 0.5
#: ``casual_chance``'s interval when the whole answer is wanted.
ANY_CHANCE = (0.0, math.inf)


class _Enough(Exception):
    """Raised inside the branch and bound once a line good enough for the question is found."""


class GameSearch(ABC, Generic[StateT, MoveT]):
    """A compact copy of one position and an exact search from it.

    ``legal`` lists moves in the engine's order so tests can compare the two
    move generators; the search itself may order and prune them as it likes.

    The par search keeps what it has learnt on the object, so one object answers several
    questions about its root (won? par? can it end with at most N tiles?) without repeating work:
    ``low`` is the best lower bound on par proved so far, ``high`` and ``line`` the best line
    found so far (``line`` is empty and ``high`` is the tiles left at the root until one is found).
    """

    root: StateT
    #: Tiles left when the game is won: 0, or 1 where the game leaves one (``Position.left_at_win``).
    left_at_win: int
    #: The root's variant of its game.
    variant: str = "standard"
    #: Per (set, variant), the casual player's chances from which a winnable deal is easy, medium and
    #: hard (below the last: expert), set from the first deals' quartiles; None where no deal is
    #: known to be winnable. An infinite threshold leaves its grade empty. See docs/difficulty.md.
    grade_limits: ClassVar[dict[tuple[int, str], tuple[float, float, float] | None]] = {}
    #: Whether a player may ask for an unwinnable deal of this game (``difficulty.offered``).
    offers_unwinnable: ClassVar[bool] = True
    #: Per (set, variant), how many of deals 1-10000 can be won: the solver's own count, measured
    #: once (docs/winnability.md). Every set and variant the game offers has its count.
    winnable_counts: ClassVar[dict[tuple[int, str], int]]
    #: Per (set, variant) where winnable deals are rare: every winnable deal number below
    #: ``solver.known.LIMIT``, in order (benchmarks/known_deals.py writes them).
    winnable_deals: ClassVar[dict[tuple[int, str], tuple[int, ...]]] = {}

    @abstractmethod
    def __init__(self, position: Position) -> None:
        """A compact copy of ``position`` (of this search's game) to search from."""

    @abstractmethod
    def legal(self, state: StateT) -> list[MoveT]:
        """Every legal move, in the engine's order."""

    @abstractmethod
    def after(self, state: StateT, move: MoveT) -> StateT:
        """The state after a legal move."""

    @abstractmethod
    def is_won(self, state: StateT) -> bool: ...

    @abstractmethod
    def tiles_left(self, state: StateT) -> int:
        """Tiles still in play: laid out, in the reserve and in the stock."""

    @abstractmethod
    def to_move(self, move: MoveT) -> Move:
        """The engine's move for a compact move."""

    @abstractmethod
    def describe(self, state: StateT) -> Hashable:
        """The state in a form that does not depend on the root, to compare with another search's."""

    @abstractmethod
    def greedy_pick(self, moves: list[MoveT]) -> MoveT | None:
        """The simple greedy player's choice among the legal moves (in the engine's order)."""

    def greedy_move(self, state: StateT) -> MoveT | None:
        """The simple greedy player's choice, or None when no move is legal."""
        return self.greedy_pick(self.legal(state))

    # -- hooks of the branch and bound; a game overrides what it can do better --------------------

    def children(self, state: StateT) -> Iterable[tuple[MoveT, StateT]]:
        """The moves worth trying and where they lead, most promising first (lazily: a win stops early)."""
        for move in self.legal(state):
            yield move, self.after(state, move)

    def key(self, state: StateT) -> Hashable:
        """The state for the transposition table: states with one key have the same par."""
        return state

    def lower_bound(self, state: StateT) -> int:
        """A number of tiles no line from ``state`` can end below (at most its tiles left)."""
        return self.left_at_win

    # -- the par search ------------------------------------------------------------------------------

    def _begin_search(self) -> None:
        """What the par search has learnt: call at the end of a game's own ``__init__``, once
        ``root`` and ``left_at_win`` are set."""
        # Per key, a proved lower bound on par: facts that stay true for every later question.
        self._floor: dict[Hashable, int] = {}
        self.low = self.left_at_win
        self.high = self.tiles_left(self.root)
        self.line: list[MoveT] = []
        self._greedy_done = False

    def best_line(self, budget: Budget, cutoff: int, enough: int) -> tuple[int, list[MoveT]] | None:
        """The line from the root ending with the fewest tiles, if it ends with fewer than ``cutoff``.

        Stops at the first line ending with at most ``enough`` tiles (``enough`` no higher than a
        lower bound makes the answer exact). None proves that every line ends with ``cutoff`` tiles
        or more. Raises OutOfBudget. A depth-first branch and bound: a subtree is cut off when its
        lower bound, or what an earlier visit proved about it, reaches the best line found so far;
        after a full visit a position's par is at least the best found by then, so that is recorded.
        """
        floor = self._floor
        best = cutoff
        found: list[MoveT] | None = None
        path: list[MoveT] = []

        def visit(state: StateT) -> None:
            nonlocal best, found
            budget.tick()
            key = self.key(state)
            known = floor.get(key, -1)
            if known >= best:
                return
            bound = self.lower_bound(state)
            if bound >= best:
                floor[key] = bound
                return
            moved = False
            for move, child in self.children(state):
                moved = True
                path.append(move)
                visit(child)
                path.pop()
            if not moved:
                left = self.tiles_left(state)
                floor[key] = left  # the exact par of a position where the game is over
                if left < best:
                    best, found = left, list(path)
                    self._record(best, found)
                    if best <= enough:
                        raise _Enough
            elif best > known:
                floor[key] = best

        with contextlib.suppress(_Enough):
            visit(self.root)
        return None if found is None else (best, found)

    def at(self, state: StateT) -> GameSearch[StateT, MoveT]:
        """A search of ``state``, a position reached from this root, that shares this search's
        tables and what it has proved about positions (the floors, true whatever the root): the
        questions about the children of one position then help each other."""
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)  # a shallow copy: the tables and the floors are shared
        other.root = state
        other.low = self.left_at_win
        other.high = self.tiles_left(state)
        other.line = []
        other._greedy_done = False
        return other

    def legal_move(self, state: StateT, move: Move) -> MoveT | None:
        """The compact move that is the engine's ``move`` in ``state``; None when it is not legal there."""
        return next((m for m in self.legal(state) if self.to_move(m) == move), None)

    def bounds(self) -> tuple[int, int]:
        """The lower and upper bounds on par known now (after a search ran out of budget, say)."""
        if self.low < self.high:
            self.low = max(self.low, min(self.high, self.lower_bound(self.root)))
        return self.low, self.high

    def _record(self, left: int, line: list[MoveT]) -> None:
        # A line that removes nothing (a move that only shifts a tile) still beats none: it shows how the
        # game ends.
        if left < self.high or not self.line:
            self.high, self.line = left, line

    def reaches(self, budget: Budget, target: int) -> bool:
        """Whether some line from the root ends with at most ``target`` tiles; raises OutOfBudget."""
        if target >= self.high:
            return True
        if target < self.low:
            return False
        if self.best_line(budget, target + 1, target) is not None:
            return True
        self.low = max(self.low, target + 1)
        return False

    def search(self, budget: Budget) -> list[MoveT] | None:
        """A winning line from the root, or None when there is none; raises OutOfBudget."""
        if self.reaches(budget, self.left_at_win):
            return self.line
        return None

    def par(self, budget: Budget) -> tuple[int, list[MoveT]]:
        """Par and a line reaching it (a winning line when the root can be won); raises OutOfBudget.

        First the question whether it can be won at all, which stops at the first win; then, for a
        position that cannot, the greedy player's line is the first upper bound and the branch and
        bound looks below it.
        """
        if self.low < self.high and self.reaches(budget, self.left_at_win):
            return self.high, self.line
        if self.low < self.high and not self._greedy_done:
            left, line = self.greedy_end(budget)
            self._record(left, line)
            self._greedy_done = True
        if self.low < self.high:
            self.best_line(budget, self.high, self.low)
            self.low = self.high
        return self.high, self.line

    # -- the greedy player ---------------------------------------------------------------------------

    def greedy_end(self, budget: Budget | None = None) -> tuple[int, list[MoveT]]:
        """Where the greedy player's game from the root ends: tiles left, and its moves."""
        state = self.root
        moves: list[MoveT] = []
        while True:
            if budget is not None:
                budget.tick()
            move = self.greedy_move(state)
            if move is None or self.is_won(state):
                return self.tiles_left(state), moves
            moves.append(move)
            state = self.after(state, move)

    def greedy_wins(self) -> bool:
        """Whether the greedy player wins from the root."""
        return self.greedy_end()[0] == self.left_at_win

    # -- the casual player (docs/difficulty.md) ------------------------------------------------------

    def casual_chance(
        self, budget: Budget, greedy_share: float = CASUAL_GREEDY, within: tuple[float, float] = ANY_CHANCE
    ) -> float:
        """The chance that the casual player wins from the root; raises OutOfBudget.

        The casual player makes the greedy move with probability ``greedy_share`` and otherwise any
        legal move, all alike (``greedy_share`` 0 is the random player). Here the chance is exact:
        the sum over every position reachable from the root, each once. A game whose positions are
        too many estimates it instead (by playouts); it may then stop early with an answer
        outside ``within`` = (low, high) once the estimate is sure to end outside on that side.
        """
        memo: dict[StateT, float] = {}
        others = 1.0 - greedy_share

        def chance(state: StateT) -> float:
            known = memo.get(state)
            if known is not None:
                return known
            budget.tick()
            moves = self.legal(state)
            if not moves:
                found = 1.0 if self.is_won(state) else 0.0
            else:
                each = [chance(self.after(state, move)) for move in moves]
                greedy = self.greedy_pick(moves)
                assert greedy is not None
                found = others * sum(each) / len(each) + greedy_share * each[moves.index(greedy)]
            memo[state] = found
            return found

        return chance(self.root)
