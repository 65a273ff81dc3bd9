"""The search budget: a node limit, a time limit and a stop request, checked cheaply."""

from __future__ import annotations

import time
from collections.abc import Callable

#: The default time limit of one solve, in seconds. Every deal of the benchmark is decided far within it.
DEFAULT_LIMIT_SECONDS = 10.0
#: How many nodes pass between two looks at the clock and the stop request.
_CHECK_EVERY = 512


class OutOfBudget(Exception):
    """Raised inside a search when its limit is reached; the answer is then unknown."""


class Budget:
    """Counts nodes; raises OutOfBudget once the node or time limit is passed or a stop is asked for."""

    __slots__ = ("_next_check", "deadline", "max_nodes", "nodes", "should_stop", "started")

    def __init__(
        self,
        limit_seconds: float | None = None,
        max_nodes: int | None = None,
        should_stop: Callable[[], bool] | None = None,
    ) -> None:
        self.started = time.perf_counter()
        self.deadline = None if limit_seconds is None else self.started + limit_seconds
        self.max_nodes = max_nodes
        self.should_stop = should_stop
        self.nodes = 0
        # The first node already looks, so a stop asked for before the search began is honoured at once.
        self._next_check = 1

    def tick(self) -> None:
        """Count one node; every few hundred nodes, look at the limits."""
        self.nodes += 1
        if self.nodes >= self._next_check:
            self._check()

    def _check(self) -> None:
        self._next_check = self.nodes + _CHECK_EVERY
        if self.max_nodes is not None:
            if self.nodes >= self.max_nodes:
                raise OutOfBudget
            self._next_check = min(self._next_check, self.max_nodes)
        if self.deadline is not None and time.perf_counter() >= self.deadline:
            raise OutOfBudget
        if self.should_stop is not None and self.should_stop():
            raise OutOfBudget

    def seconds(self) -> float:
        return time.perf_counter() - self.started
