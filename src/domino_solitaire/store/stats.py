"""Statistics arithmetic over finished games, kept apart from SQL so it can be tested on its own."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from typing import Any

from domino_solitaire.wording import clock_text


class Result(str, Enum):
    IN_PROGRESS = "in-progress"
    WON = "won"
    LOST = "lost"
    ABANDONED = "abandoned"

    def __str__(self) -> str:
        return self.value

    @property
    def finished(self) -> bool:
        return self is not Result.IN_PROGRESS


@dataclass(frozen=True)
class Outcome:
    """One finished game as the statistics see it."""

    result: Result
    moves: int
    duration: float | None  # seconds; None when unknown (an imported record without it)


@dataclass(frozen=True)
class KindStats:
    """The statistics of one game, set and variant."""

    game: str
    size: int
    variant: str
    played: int = 0
    won: int = 0
    lost: int = 0
    abandoned: int = 0
    in_progress: int = 0
    current_streak: int = 0
    best_streak: int = 0
    fastest_win: float | None = None
    fewest_moves: int | None = None

    @property
    def win_percent(self) -> float | None:
        return None if self.played == 0 else 100.0 * self.won / self.played

    def cells(self) -> tuple[str, ...]:
        """Played, won, win %, streak, best streak, fastest win, fewest moves: as both tables show them."""
        percent = self.win_percent
        return (
            str(self.played),
            str(self.won),
            "-" if percent is None else f"{percent:.1f}",
            str(self.current_streak),
            str(self.best_streak),
            clock_text(self.fastest_win),
            "-" if self.fewest_moves is None else str(self.fewest_moves),
        )

    def to_json(self) -> dict[str, Any]:
        percent = self.win_percent
        return {
            "game": self.game,
            "set": self.size,
            "variant": self.variant,
            "played": self.played,
            "won": self.won,
            "lost": self.lost,
            "abandoned": self.abandoned,
            "in_progress": self.in_progress,
            "win_percent": None if percent is None else round(percent, 1),
            "current_streak": self.current_streak,
            "best_streak": self.best_streak,
            "fastest_win_seconds": self.fastest_win,
            "fewest_moves_in_win": self.fewest_moves,
        }


def summarize(
    game: str, size: int, variant: str, outcomes: Iterable[Outcome], in_progress: int = 0
) -> KindStats:
    """Statistics of finished games given oldest first.

    A streak is a run of wins; a loss or an abandoned game ends it. Games still
    in progress are counted apart and neither extend nor break a streak.
    """
    played = won = lost = abandoned = streak = best = 0
    fastest: float | None = None
    fewest: int | None = None
    for outcome in outcomes:
        if not outcome.result.finished:
            continue
        played += 1
        if outcome.result is Result.WON:
            won += 1
            streak += 1
            best = max(best, streak)
            if outcome.duration is not None and (fastest is None or outcome.duration < fastest):
                fastest = outcome.duration
            if fewest is None or outcome.moves < fewest:
                fewest = outcome.moves
        else:
            streak = 0
            if outcome.result is Result.LOST:
                lost += 1
            else:
                abandoned += 1
    return KindStats(
        game, size, variant, played, won, lost, abandoned, in_progress, streak, best, fastest, fewest
    )
