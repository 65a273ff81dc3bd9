"""The player's puzzle attempts and ratings, in the tables of migration 4.

Each attempt is one row: the puzzle, the moves the player made (the last one the wrong move of a
failed attempt), solved or not, whether a hint was taken, when, and both ratings after it. The
ratings as they stand are kept in ``puzzle_ratings``: the player's under ``PLAYER``, each tried
puzzle's under its key (its game and number, "<game>/17"); a puzzle never tried has its shipped
rating.
"""

from __future__ import annotations

import json
import math
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from domino_solitaire.puzzles.attempt import Attempting
from domino_solitaire.puzzles.glicko import Rating
from domino_solitaire.puzzles.rating import NEW_PLAYER, after_attempt, puzzle_start, sound
from domino_solitaire.store.problems import StoreError

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
    and so is a damaged row (a value out of the range Glicko-2 can rate from)."""
    return _ratings(store._query, keys)[0]


def _ratings(
    query: Callable[[str, tuple[Any, ...]], list[Any]], keys: list[str]
) -> tuple[dict[str, Rating], set[str]]:
    """The sound ratings of ``keys``, and the keys whose row is damaged."""
    marks = ", ".join("?" for _ in keys)
    rows = query(
        f"SELECT key, rating, rd, volatility FROM puzzle_ratings WHERE key IN ({marks})", tuple(keys)
    )
    found, damaged = {}, set()
    for key, rating, rd, volatility in rows:
        values = (rating, rd, volatility)
        stored = Rating(*map(float, values)) if all(isinstance(v, (int, float)) for v in values) else None
        if stored is not None and sound(stored):
            found[str(key)] = stored
        else:
            damaged.add(str(key))
    return found, damaged


def _record(conn: sqlite3.Connection, attempt: Attempt, rated: dict[str, Rating]) -> None:
    """Keep ``attempt``, and the ratings ``rated`` (by key) it leads to."""
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
    for name, rating in rated.items():
        conn.execute(
            "INSERT INTO puzzle_ratings (key, rating, rd, volatility) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (key) DO UPDATE SET rating = excluded.rating, rd = excluded.rd,"
            " volatility = excluded.volatility",
            (name, rating.rating, rating.rd, rating.volatility),
        )


def record(store: GameStore, attempt: Attempt) -> None:
    """Keep ``attempt`` and the two ratings after it as they are (a history written as it stands)."""
    with store._transaction() as conn:
        _record(conn, attempt, {PLAYER: attempt.player, f"{attempt.game}/{attempt.number}": attempt.puzzle})


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
        if not all(math.isfinite(float(value)) for value in (p_rating, p_rd, z_rating, z_rd)):
            return None  # a rating no chart nor sum can show
        return Attempt(
            str(game), int(number), tuple(played), bool(solved), bool(hinted),
            datetime.fromisoformat(started),
            None if seconds is None else float(seconds), Rating(float(p_rating), float(p_rd)),
            Rating(float(z_rating), float(z_rd)), None if daily is None else str(daily),
        )  # fmt: skip
    except (TypeError, ValueError):
        return None


def streak(history: list[Attempt]) -> int:
    """How many puzzles in a row the player solved at their first attempt, up to the last one."""
    count = 0
    for attempt in reversed(rated_attempts(history)):
        if not attempt.solved:
            break
        count += 1
    return count


def rated_attempts(history: list[Attempt]) -> list[Attempt]:
    """The attempts that were rated: each puzzle's first (the later ones are practice)."""
    seen: set[tuple[str, int]] = set()
    firsts = []
    for attempt in history:
        if (attempt.game, attempt.number) not in seen:
            seen.add((attempt.game, attempt.number))
            firsts.append(attempt)
    return firsts


def tried(store: GameStore) -> set[str]:
    """The keys of the puzzles attempted so far ("<game>/17")."""
    return {
        f"{game}/{number}"
        for game, number in store._query("SELECT DISTINCT game, number FROM puzzle_attempts")
    }


@dataclass(frozen=True)
class Rated:
    """The player's rating before and after an attempt, the puzzle's after it, and the streak it
    leaves. ``practice``: the puzzle was tried before, so the attempt changed no rating; ``reset``:
    a stored rating was damaged (out of range) and started again from its first value."""

    player_before: Rating
    player_after: Rating
    puzzle_after: Rating
    streak: int
    practice: bool = False
    reset: bool = False
    #: Why the attempt could not be kept (a full disk): then no rating changed (``rate_or_keep``).
    problem: StoreError | None = None


def rate(
    store: GameStore | None, attempting: Attempting, started_at: datetime, seconds: float | None
) -> Rated:
    """Rate a finished attempt and keep it in ``store`` (None: nowhere to keep it, rated all the same).

    As lichess does, only the player's first attempt at a puzzle is rated; a later one is practice,
    kept but changing no rating. The ratings are read, rated and written in one transaction, so that
    two attempts finished at once (two terminals) are rated one after the other, neither lost.

    Raises StoreError when it cannot be written; the caller tells the player and goes on.
    """
    puzzle = attempting.puzzle
    if store is None:
        player_after, puzzle_after = after_attempt(NEW_PLAYER, puzzle_start(puzzle.rating), attempting.solved)
        return Rated(NEW_PLAYER, player_after, puzzle_after, 1 if attempting.solved else 0)
    with store._transaction() as conn:

        def query(sql: str, params: tuple[Any, ...]) -> list[Any]:
            return conn.execute(sql, params).fetchall()

        known, damaged = _ratings(query, [PLAYER, puzzle.key])
        player = known.get(PLAYER, NEW_PLAYER)
        shipped = known.get(puzzle.key, puzzle_start(puzzle.rating))
        practice = bool(
            query(
                "SELECT 1 FROM puzzle_attempts WHERE game = ? AND number = ? LIMIT 1",
                (puzzle.game, puzzle.number),
            )
        )
        if practice:
            player_after, puzzle_after = player, shipped
            # A damaged row starts again from its first value, written so that it is said once.
            changed = {
                key: rating for key, rating in ((PLAYER, player), (puzzle.key, shipped)) if key in damaged
            }
        else:
            player_after, puzzle_after = after_attempt(player, shipped, attempting.solved)
            changed = {PLAYER: player_after, puzzle.key: puzzle_after}
        attempt = Attempt(
            puzzle.game, puzzle.number, tuple(attempting.played), attempting.solved, attempting.hinted,
            started_at, seconds, player_after, puzzle_after, attempting.daily,
        )  # fmt: skip
        _record(conn, attempt, changed)
    count = streak(attempts(store))
    return Rated(player, player_after, puzzle_after, count, practice, bool(damaged))


def rate_or_keep(
    store: GameStore | None, attempting: Attempting, started_at: datetime, seconds: float | None
) -> Rated:
    """``rate``; when the store cannot keep the attempt, the player's rating as it stands, changed
    by nothing, and why (``problem``): a change that is not written is never announced."""
    try:
        return rate(store, attempting, started_at, seconds)
    except StoreError as exc:
        assert store is not None  # rate(None, ...) writes nothing, so it cannot fail
        try:
            player = ratings(store, [PLAYER]).get(PLAYER, NEW_PLAYER)
        except StoreError:
            player = NEW_PLAYER
        return Rated(player, player, puzzle_start(attempting.puzzle.rating), 0, problem=exc)


def summary(store: GameStore, limit: int = 40) -> dict[str, Any] | None:
    """The player's puzzle rating and its history (the last ``limit`` rated attempts), for ``stats``;
    None before the first attempt. ``tried`` and ``solved`` count puzzles (solved: at the first
    attempt, the one rated); ``practice`` the attempts at a puzzle tried before."""
    history = attempts(store)
    if not history:
        return None
    rated = rated_attempts(history)
    last = history[-1].player
    return {
        "rating": round(last.rating),
        "rd": round(last.rd),
        "attempts": len(history),
        "tried": len(rated),
        "solved": sum(attempt.solved for attempt in rated),
        "practice": len(history) - len(rated),
        "streak": streak(history),
        "history": [round(attempt.player.rating) for attempt in rated[-limit:]],
    }
