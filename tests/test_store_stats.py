"""Statistics arithmetic: on crafted outcome lists, and on games stored through the store."""

from __future__ import annotations

from datetime import date, datetime, timedelta, timezone
from pathlib import Path

import pytest

from domino_solitaire.engine import Game, make_setup
from domino_solitaire.records import GameRecord, Result, summarize, tally
from domino_solitaire.records.stats import daily_best, daily_streaks
from domino_solitaire.store import GameStore, open_store
from domino_solitaire.wording.stats import daily_mark
from helpers import outcome, save_game

W, L, A, P, S = Result.WON, Result.LOST, Result.ABANDONED, Result.PLAYING, Result.SOLVED
T0 = datetime(2024, 5, 1, 12, 0, tzinfo=timezone.utc)
TODAY = date(2024, 5, 10)


def outcomes(results: str, durations: list[float | None] | None = None) -> list[GameRecord]:
    codes = {"W": W, "L": L, "A": A, "P": P, "S": S}
    durations = durations or [None] * len(results)
    return [outcome(codes[c], 10 + n, d) for n, (c, d) in enumerate(zip(results, durations, strict=True))]


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
        ("WSW", 2, 2),  # a game autoplay finished neither breaks nor extends it
        ("SSS", 0, 0),
    ],
)
def test_streaks(results: str, current: int, best: int) -> None:
    stats = tally(outcomes(results))
    assert (stats.current_streak, stats.best_streak) == (current, best)


def test_counts_and_win_percent() -> None:
    stats = tally(outcomes("WLAWPLS"))
    assert (stats.played, stats.won, stats.lost, stats.abandoned, stats.solved, stats.in_progress) == (
        6,
        2,
        2,
        1,
        1,
        1,
    )
    assert stats.win_percent == pytest.approx(100 * 2 / 6)
    assert stats.to_json()["win_percent"] == 33.3
    empty = tally([])
    assert empty.win_percent is None and empty.fastest_win is None and empty.fewest_moves is None


def test_fastest_win_and_fewest_moves_look_at_hint_free_wins_only() -> None:
    games = [
        outcome(L, 3, 5.0),  # faster and shorter, but lost
        outcome(W, 20, 90.0),
        outcome(W, 14, None),  # imported without a duration: no time, but its moves count
        outcome(A, 1, 1.0),
        outcome(W, 17, 60.5),
        outcome(W, 9, 10.0, hints=1),  # a win with a hint is a win, but sets no record
        outcome(S, 8, 4.0),  # autoplay's win: played, not won, no record
    ]
    stats = tally(games)
    assert stats.fastest_win == 60.5
    assert stats.fewest_moves == 14
    assert (stats.won, stats.solved, stats.current_streak) == (4, 1, 2)


def test_par_and_best_result() -> None:
    games = [
        outcome(L, 5, 1.0, tiles_left=4, par=2),  # above par
        outcome(L, 5, 1.0, tiles_left=2, par=2),  # at par
        outcome(W, 5, 1.0, tiles_left=0, par=0),  # a win is at par
        outcome(L, 5, 1.0, tiles_left=1, par=None),  # par unknown: best result only
        outcome(S, 5, 1.0, tiles_left=0, par=0),  # autoplay's: neither
        outcome(P, 5, 1.0, tiles_left=0, par=0),  # not finished: neither
        outcome(A, 2, 1.0, tiles_left=20, par=3),  # abandoned: counts, above par
    ]
    stats = tally(games)
    assert (stats.with_par, stats.at_par, stats.best_result) == (4, 2, 0)
    assert tally(games[:2]).best_result == 2
    assert tally(games[3:4]).best_result == 1


def test_per_grade() -> None:
    games = [
        outcome(W, 14, 30.0, grade="easy"),
        outcome(L, 3, 10.0, grade="hard"),
        outcome(W, 20, 50.0, grade="easy"),
        outcome(W, 19, 20.0),  # no grade known: in the total only
    ]
    kind = summarize("luzon", 6, "standard", games, today=TODAY, grades=("easy", "medium", "hard"))
    assert list(kind.grades) == ["easy", "hard"]  # the order given, only grades with games
    assert (kind.grades["easy"].won, kind.grades["easy"].fastest_win, kind.grades["easy"].best_streak) == (
        2,
        30.0,
        2,
    )
    assert (kind.grades["hard"].played, kind.grades["hard"].won) == (1, 0)
    assert (kind.played, kind.current_streak, kind.best_streak) == (4, 2, 2)  # the loss broke the run
    data = kind.to_json()
    assert data["grades"]["easy"]["won"] == 2 and data["game"] == "luzon" and data["played"] == 4


def daily(result: Result, day: str, tiles_left: int | None = None, par: int | None = None) -> GameRecord:
    return outcome(result, 5, 1.0, tiles_left=tiles_left, par=par, daily=day)


def test_daily_streaks() -> None:
    days = [
        daily(W, "2024-05-01"),
        daily(W, "2024-05-02"),
        daily(W, "2024-05-03"),
        daily(L, "2024-05-05"),  # a loss is no day won
        daily(W, "2024-05-07"),
        daily(L, "2024-05-08"),
        daily(W, "2024-05-08"),  # won on a second try: the day counts, once
        daily(S, "2024-05-09"),  # autoplay's win: not the player's day
        daily(W, "2024-05-09"),
        outcome(W, 5, 1.0),  # not a daily game
    ]
    assert daily_streaks(days, date(2024, 5, 9)) == (3, 3)
    # Today's daily not played yet: the run up to yesterday still stands.
    assert daily_streaks(days, date(2024, 5, 10)) == (3, 3)
    # A day missed: the run is over.
    assert daily_streaks(days, date(2024, 5, 11)) == (0, 3)
    assert daily_streaks([], TODAY) == (0, 0)


def test_a_daily_at_par_counts_where_no_deal_can_be_won() -> None:
    days = [
        daily(L, "2024-05-08", tiles_left=3, par=3),
        daily(L, "2024-05-09", tiles_left=2, par=3),
        daily(L, "2024-05-10", tiles_left=5, par=3),  # above par
        daily(S, "2024-05-07", tiles_left=3, par=3),  # autoplay's play: not the player's
    ]
    assert daily_streaks(days, TODAY, par_goal=True) == (2, 2)
    assert daily_streaks(days, TODAY, par_goal=False) == (0, 0)
    kind = summarize("castle-rock", 18, "standard", days, today=TODAY, par_goal=True)
    assert (kind.daily_streak, kind.best_daily_streak) == (2, 2)


def test_the_try_that_tells_how_the_day_went() -> None:
    day = "2024-05-10"
    lost4, gave_up6, lost2 = daily(L, day, 4), daily(A, day, 6), daily(L, day, 2)
    playing, won, solved = daily(P, day, 9), daily(W, day, 0), daily(S, day, 0)
    assert daily_best([]) is None
    assert daily_best([gave_up6, lost4, daily(L, day, 4)]) is lost4  # the fewest left, the first of equals
    assert daily_best([lost2, solved]) is solved  # autoplay's win beats a loss, but it is not the player's
    assert daily_best([lost2, solved, playing]) is playing  # a try in play can still be won
    assert daily_best([playing, won, lost2]) is won
    # Where the goal is par: a finish at par is the goal reached; autoplay's never is.
    at_par, solved_at_par = daily(L, day, 3), daily(S, day, 3)
    assert daily_best([solved_at_par, playing, at_par], goal_par=3) is at_par
    assert daily_best([solved_at_par, playing, at_par]) is playing


@pytest.mark.parametrize(
    ("best", "goal_par", "mark"),
    [
        (None, None, ""),
        (daily(W, TODAY.isoformat(), 0), None, "✓ won"),
        (daily(L, TODAY.isoformat(), 3), 3, "✓ at par"),
        (daily(L, TODAY.isoformat(), 4), 3, "played: lost (4 left)"),
        (daily(L, TODAY.isoformat(), 4), None, "played: lost (4 left)"),
        (daily(A, TODAY.isoformat(), 12), None, "played: gave up (12 left)"),
        (daily(A, TODAY.isoformat()), None, "played: gave up"),
        (daily(P, TODAY.isoformat(), 20), None, "in progress"),
        (daily(S, TODAY.isoformat(), 0), None, "solved by autoplay"),
    ],
)
def test_the_mark_of_a_daily(best: GameRecord | None, goal_par: int | None, mark: str) -> None:
    assert daily_mark(best, goal_par=goal_par) == mark


# -- the same through the database, with real games -----------------------------------------------


def finish(
    store: GameStore, seed: int, started: datetime, elapsed: float, variant: str = "standard", hints: int = 0
) -> Game:
    game = Game(make_setup("luzon", 6, variant, seed=seed))
    while not game.is_over:
        game.play(game.legal_moves()[0])
        save_game(store, game, started, hints, elapsed=elapsed)
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
    game_id = save_game(store, abandoned, T0 + timedelta(minutes=11))
    assert game_id is not None
    store.abandon(game_id)
    unfinished = Game(make_setup("luzon", 6, seed=18))
    unfinished.play(unfinished.legal_moves()[0])
    save_game(store, unfinished, T0 + timedelta(minutes=12))
    six_ends = finish(store, 1, T0 + timedelta(minutes=13), 5.0, variant="six-ends")
    # Won with a hint: a win, but too fast to be believed as a record.
    finish(store, 1, T0 + timedelta(minutes=14), 1.0, hints=2)

    standard, other = store.stats("luzon", today=TODAY)
    assert (standard.variant, other.variant) == ("standard", "six-ends")
    assert standard.to_json() == {
        "game": "luzon",
        "set": 6,
        "variant": "standard",
        "played": 7,
        "won": 4,
        "lost": 2,
        "solved": 0,
        "abandoned": 1,
        "in_progress": 1,
        "win_percent": 57.1,
        "current_streak": 1,
        "best_streak": 2,
        "fastest_win_seconds": 200.0,
        "fewest_moves_in_win": 14,
        "with_par": 0,
        "at_par": 0,
        "best_tiles_left": 0,
        "grades": {},
        "daily_streak": 0,
        "best_daily_streak": 0,
    }
    assert six_ends.status.value == "lost"
    assert (other.played, other.won, other.current_streak) == (1, 0, 0)
    assert store.stats("castle-rock") == []
