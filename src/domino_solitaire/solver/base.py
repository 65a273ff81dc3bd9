"""What the three per-game searches have in common."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable
from typing import Generic, TypeVar

from domino_solitaire.engine import Move, Tile
from domino_solitaire.solver.budget import Budget

StateT = TypeVar("StateT", bound=Hashable)
MoveT = TypeVar("MoveT", bound=Hashable)


def tile_mask(tile: Tile) -> int:
    """A tile as the set of its numbers, one bit each: two tiles share a number when their masks meet.

    The mask also identifies the tile (a double has one bit), so tuples of masks are exact states.
    """
    return (1 << tile.low) | (1 << tile.high)


class GameSearch(ABC, Generic[StateT, MoveT]):
    """A compact copy of one position and an exact search from it.

    ``legal`` lists moves in the engine's order so tests can compare the two
    move generators; the search itself may order and prune them as it likes.
    """

    root: StateT

    @abstractmethod
    def legal(self, state: StateT) -> list[MoveT]:
        """Every legal move, in the engine's order."""

    @abstractmethod
    def after(self, state: StateT, move: MoveT) -> StateT:
        """The state after a legal move."""

    @abstractmethod
    def is_won(self, state: StateT) -> bool: ...

    @abstractmethod
    def to_move(self, move: MoveT) -> Move:
        """The engine's move for a compact move."""

    @abstractmethod
    def describe(self, state: StateT) -> Hashable:
        """The state in a form that does not depend on the root, to compare with another search's."""

    @abstractmethod
    def search(self, budget: Budget) -> list[MoveT] | None:
        """A winning line from the root, or None when there is none; raises OutOfBudget."""

    @abstractmethod
    def greedy_move(self, state: StateT) -> MoveT | None:
        """The simple greedy player's choice, or None when no move is legal."""

    def greedy_wins(self) -> bool:
        """Whether the greedy player wins from the root."""
        state = self.root
        while True:
            if self.is_won(state):
                return True
            move = self.greedy_move(state)
            if move is None:
                return False
            state = self.after(state, move)
