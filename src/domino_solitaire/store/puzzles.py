"""The player's puzzle attempts and ratings (issue 30), in the tables of migration 4.

Each attempt is one row: the puzzle, the moves the player made (the last one the wrong move of a
failed attempt), solved or not, whether a hint was taken, when, and both ratings after it. The
ratings as they stand are kept in ``puzzle_ratings``: the player's under ``PLAYER``, each tried
puzzle's under its key ("luzon/17"); a puzzle never tried has its shipped rating.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from domino_solitaire.puzzles.attempt import Attempting
from domino_solitaire.puzzles.glicko import Rating
from domino_solitaire.puzzles.rating import NEW_PLAYER, after_attempt, puzzle_start

if TYPE_CHECKING:
    from domino_solitaire.store.store import GameStore

#: The player's row in ``puzzle_ratings``.
PLAYER = "player"


@dataclass(frozen=True)
class Attempt:
    """One attempt at a puzzle, and the ratings after it."""

    game: str
    number: int
    moves: tuple[str, ...]
    solved: bool
    hinted: bool
    started_at: datetime
    seconds: float | None
    player: Rating
    puzzle: Rating
    daily: str | None = None


def ratings(store: GameStore, keys: list[str]) -> dict[str, Rating]:
    """The stored ratings of ``keys`` (the player's is ``PLAYER``); a key never rated is left out,
    and so is a damaged row."""
    marks = ", ".join("?" for _ in keys)
    rows = store._query(
        f"SELECT key, rating, rd, volatility FROM puzzle_ratings WHERE key IN ({marks})", tuple(keys)
    )
    found = {}
    for key, rating, rd, volatility in rows:
        if all(isinstance(v, (int, float)) and math.isfinite(v) for v in (rating, rd, volatility)) and rd > 0:
            found[str(key)] = Rating(float(rating), float(rd), float(volatility))
    return found


def record(store: GameStore, attempt: Attempt) -> None:
    """Keep ``attempt`` and the two ratings it leads to, in one transaction."""
    key = f"{attempt.game}/{attempt.number}"
    with store._transaction() as conn:
        conn.execute(
            "INSERT INTO puzzle_attempts (game, number, moves, solved, hinted, daily, started_at, seconds,"
            " player_rating, player_rd, puzzle_rating, puzzle_rd)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                attempt.game, attempt.number, json.dumps(list(attempt.moves)), int(attempt.solved),
                int(attempt.hinted), attempt.daily, attempt.started_at.isoformat(), attempt.seconds,
                attempt.player.rating, attempt.player.rd, attempt.puzzle.rating, attempt.puzzle.rd,
            ),
        )  # fmt: skip
        for name, rating in ((PLAYER, attempt.player), (key, attempt.puzzle)):
            conn.execute(
                "INSERT INTO puzzle_ratings (key, rating, rd, volatility) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (key) DO UPDATE SET rating = excluded.rating, rd = excluded.rd,"
                " volatility = excluded.volatility",
                (name, rating.rating, rating.rd, rating.volatility),
            )


def attempts(store: GameStore, limit: int | None = None) -> list[Attempt]:
    """The attempts, oldest first (the last ``limit`` of them); a damaged row is left out."""
    rows = store._query(
        "SELECT game, number, moves, solved, hinted, started_at, seconds, player_rating, player_rd,"
        " puzzle_rating, puzzle_rd, daily FROM puzzle_attempts ORDER BY id DESC LIMIT ?",
        (-1 if limit is None else limit,),
    )
    found = [attempt for row in reversed(rows) if (attempt := _attempt(row)) is not None]
    return found


def _attempt(row: tuple[Any, ...]) -> Attempt | None:
    game, number, moves, solved, hinted, started, seconds, p_rating, p_rd, z_rating, z_rd, daily = row
    try:
        played = json.loads(moves)
        if not (isinstance(played, list) and all(isinstance(m, str) for m in played)):
            return None
        return Attempt(
            str(game), int(number), tuple(played), bool(solved), bool(hinted),
            datetime.fromisoformat(started),
            None if seconds is None else float(seconds), Rating(float(p_rating), float(p_rd)),
            Rating(float(z_rating), float(z_rd)), None if daily is None else str(daily),
        )  # fmt: skip
    except (TypeError, ValueError):
        return None


def streak(history: list[Attempt]) -> int:
    """How many puzzles in a row the player solved, up to the last attempt."""
    count = 0
    for attempt in reversed(history):
        if not attempt.solved:
            break
        count += 1
    return count


def tried(store: GameStore) -> set[str]:
    """The keys of the puzzles attempted so far ("luzon/17")."""
    return {
        f"{game}/{number}"
        for game, number in store._query("SELECT DISTINCT game, number FROM puzzle_attempts")
    }


@dataclass(frozen=True)
class Rated:
    """The player's rating before and after an attempt, the puzzle's after it, and the streak it leaves."""

    player_before: Rating
    player_after: Rating
    puzzle_after: Rating
    streak: int


def rate(
    store: GameStore | None, attempting: Attempting, started_at: datetime, seconds: float | None
) -> Rated:
    """Rate a finished attempt and keep it in ``store`` (None: nowhere to keep it, rated all the same).

    Raises StoreError when it cannot be written; the caller tells the player and goes on.
    """
    puzzle = attempting.puzzle
    known = ratings(store, [PLAYER, puzzle.key]) if store is not None else {}
    player = known.get(PLAYER, NEW_PLAYER)
    shipped = known.get(puzzle.key, puzzle_start(puzzle.rating))
    player_after, puzzle_after = after_attempt(player, shipped, attempting.solved)
    attempt = Attempt(
        puzzle.game, puzzle.number, tuple(attempting.played), attempting.solved, attempting.hinted,
        started_at, seconds, player_after, puzzle_after, attempting.daily,
    )  # fmt: skip
    count = 1 if attempt.solved else 0
    if store is not None:
        record(store, attempt)
        count = streak(attempts(store, 200))
    return Rated(player, player_after, puzzle_after, count)


def summary(store: GameStore, limit: int = 40) -> dict[str, Any] | None:
    """The player's puzzle rating and its history (the last ``limit`` attempts), for ``stats``;
    None before the first attempt."""
    history = attempts(store)
    if not history:
        return None
    last = history[-1].player
    return {
        "rating": round(last.rating),
        "rd": round(last.rd),
        "attempts": len(history),
        "solved": sum(attempt.solved for attempt in history),
        "streak": streak(history),
        "history": [round(attempt.player.rating) for attempt in history[-limit:]],
    }
