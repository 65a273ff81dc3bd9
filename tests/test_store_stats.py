"""Statistics arithmetic: on crafted outcome lists, and on games stored through the store."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from domino_solitaire.engine import Game, make_setup
from domino_solitaire.store import GameStore, Outcome, Result, open_store, summarize

W, L, A, P = Result.WON, Result.LOST, Result.ABANDONED, Result.IN_PROGRESS
T0 = datetime(2024, 5, 1, 12, 0, tzinfo=timezone.utc)


def outcomes(results: str, durations: list[float | None] | None = None) -> list[Outcome]:
    codes = {"W": W, "L": L, "A": A, "P": P}
    durations = durations or [None] * len(results)
    return [Outcome(codes[c], 10 + n, d) for n, (c, d) in enumerate(zip(results, durations, strict=True))]


@pytest.mark.parametrize(
    ("results", "current", "best"),
    [
        ("", 0, 0),
        ("W", 1, 1),
        ("L", 0, 0),
        ("WWLWWWAW", 1, 3),
        ("WWWL", 0, 3),
        ("LWWPW", 3, 3),  # a game in progress neither breaks nor extends a streak
        ("WAWW", 2, 2),  # an abandoned game breaks the streak
    ],
)
def test_streaks(results: str, current: int, best: int) -> None:
    stats = summarize("luzon", 6, "standard", outcomes(results))
    assert (stats.current_streak, stats.best_streak) == (current, best)


def test_counts_and_win_percent() -> None:
    stats = summarize("luzon", 6, "standard", outcomes("WLAWPL"), in_progress=1)
    assert (stats.played, stats.won, stats.lost, stats.abandoned, stats.in_progress) == (5, 2, 2, 1, 1)
    assert stats.win_percent == pytest.approx(40.0)
    assert stats.to_json()["win_percent"] == 40.0
    empty = summarize("luzon", 6, "standard", [])
    assert empty.win_percent is None and empty.fastest_win is None and empty.fewest_moves is None


def test_fastest_win_and_fewest_moves_look_at_wins_only() -> None:
    games = [
        Outcome(L, 3, 5.0),  # faster and shorter, but lost
        Outcome(W, 20, 90.0),
        Outcome(W, 14, None),  # imported without a duration: no time, but its moves count
        Outcome(A, 1, 1.0),
        Outcome(W, 17, 60.5),
    ]
    stats = summarize("luzon", 6, "standard", games)
    assert stats.fastest_win == 60.5
    assert stats.fewest_moves == 14


# -- the same through the database, with real games -----------------------------------------------


def finish(store: GameStore, seed: int, started: datetime, elapsed: float, variant: str = "standard") -> Game:
    game = Game(make_setup("luzon", 6, variant, seed=seed))
    while not game.is_over:
        game.play(game.legal_moves()[0])
        store.save(game, started, elapsed=elapsed)
    return game


@pytest.fixture
def store(tmp_path: Path) -> GameStore:
    opened = open_store(tmp_path)
    assert isinstance(opened, GameStore)
    return opened


def test_stored_history(store: GameStore) -> None:
    # First-legal-move play: seeds 1, 7, 16 win (14, 19, 15 moves); 0 and 2 lose; 4 has no move at all.
    plan = [(1, 300.0), (0, 40.0), (7, 200.0), (16, 250.0), (2, 10.0)]
    for n, (seed, elapsed) in enumerate(plan):
        game = finish(store, seed, T0 + timedelta(minutes=n), elapsed)
        assert game.is_over
    no_move = finish(store, 4, T0 + timedelta(minutes=10), 1.0)
    assert not no_move.moves  # lost before any move: not a game played
    abandoned = Game(make_setup("luzon", 6, seed=21))
    abandoned.play(abandoned.legal_moves()[0])
    game_id = store.save(abandoned, T0 + timedelta(minutes=11))
    assert game_id is not None
    store.abandon(game_id)
    unfinished = Game(make_setup("luzon", 6, seed=18))
    unfinished.play(unfinished.legal_moves()[0])
    store.save(unfinished, T0 + timedelta(minutes=12))
    six_ends = finish(store, 1, T0 + timedelta(minutes=13), 5.0, variant="six-ends")

    standard, other = store.stats("luzon")
    assert (standard.variant, other.variant) == ("standard", "six-ends")
    assert standard.to_json() == {
        "game": "luzon",
        "set": 6,
        "variant": "standard",
        "played": 6,
        "won": 3,
        "lost": 2,
        "abandoned": 1,
        "in_progress": 1,
        "win_percent": 50.0,
        "current_streak": 0,
        "best_streak": 2,
        "fastest_win_seconds": 200.0,
        "fewest_moves_in_win": 14,
    }
    assert six_ends.status.value == "lost"
    assert (other.played, other.won, other.current_streak) == (1, 0, 0)
    assert store.stats("castle-rock") == []
