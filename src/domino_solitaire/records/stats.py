"""The statistics' rules over records: tallies, streaks, daily streaks, and the news of a finished
game. Pure (no SQL, no wording): the store, the play session and the screens all count with them.

The rules (what a record counts for, and how the grades and daily deals are counted):

- played: finished games (won, lost, solved, abandoned); games in play are counted apart.
- A streak is a run of wins; a loss or an abandoned game breaks it. A game autoplay finished
  (solved) and a game in play neither extend nor break it.
- Fastest win and fewest moves count only games that may set a record (``sets_records``): played
  here from their first move (not taken over from a replay, not imported), without a hint
  (autoplay's moves are hints).
- At par: finished games whose par is known and which ended with no more tiles than par;
  best result: the fewest tiles any game the player played out (won or lost) ended with; an
  abandoned game was not played to its end, so its tiles left say nothing of the deal. Solved
  games are the solver's play, not the player's, so they count for neither (as they set no
  other record).
- Daily streak: consecutive days whose daily deal was won (or, for a configuration where no
  deal can be won, ended at par or better), up to today, or up to yesterday while today's
  daily is still to be played.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from typing import Any

from domino_solitaire.records.record import GameRecord, Result, local_time


def played_out(record: GameRecord) -> bool:
    """Ended by the player's own play: won or lost (not solved by autoplay, not given up)."""
    return record.result in (Result.WON, Result.LOST)


def counts_for_par(record: GameRecord) -> bool:
    """Finished by the player (not autoplay) with its tiles left and par known."""
    return (
        record.result.finished
        and record.result is not Result.SOLVED
        and record.tiles_left is not None
        and record.par is not None
    )


def at_par(record: GameRecord) -> bool:
    return (
        counts_for_par(record)
        and record.tiles_left is not None
        and record.par is not None
        and (record.tiles_left <= record.par)
    )


@dataclass(frozen=True)
class Tally:
    """The counts and records of a run of games (one configuration, or one grade of it)."""

    played: int = 0
    won: int = 0
    lost: int = 0
    solved: int = 0
    abandoned: int = 0
    in_progress: int = 0
    current_streak: int = 0
    best_streak: int = 0
    fastest_win: float | None = None  # seconds, hint-free wins only
    fewest_moves: int | None = None  # hint-free wins only
    with_par: int = 0  # finished games whose par is known
    at_par: int = 0  # ... that ended at par or better
    best_result: int | None = None  # the fewest tiles left at the end of a game

    @property
    def win_percent(self) -> float | None:
        return None if self.played == 0 else 100.0 * self.won / self.played

    def to_json(self) -> dict[str, Any]:
        percent = self.win_percent
        return {
            "played": self.played,
            "won": self.won,
            "lost": self.lost,
            "solved": self.solved,
            "abandoned": self.abandoned,
            "in_progress": self.in_progress,
            "win_percent": None if percent is None else round(percent, 1),
            "current_streak": self.current_streak,
            "best_streak": self.best_streak,
            "fastest_win_seconds": self.fastest_win,
            "fewest_moves_in_win": self.fewest_moves,
            "with_par": self.with_par,
            "at_par": self.at_par,
            "best_tiles_left": self.best_result,
        }

    def then(self, record: GameRecord) -> Tally:
        """The tally with one more game, played after the others (the fold streaks are counted by)."""
        result = record.result
        streak, best = self.current_streak, self.best_streak
        fastest, fewest, best_result = self.fastest_win, self.fewest_moves, self.best_result
        if result is Result.WON:
            streak += 1
            best = max(best, streak)
            if record.sets_records:
                if record.duration is not None and (fastest is None or record.duration < fastest):
                    fastest = record.duration
                if fewest is None or record.move_count < fewest:
                    fewest = record.move_count
        elif result in (Result.LOST, Result.ABANDONED):
            streak = 0
        if played_out(record) and record.tiles_left is not None:
            best_result = record.tiles_left if best_result is None else min(best_result, record.tiles_left)
        return Tally(
            played=self.played + result.finished,
            won=self.won + (result is Result.WON),
            lost=self.lost + (result is Result.LOST),
            solved=self.solved + (result is Result.SOLVED),
            abandoned=self.abandoned + (result is Result.ABANDONED),
            in_progress=self.in_progress + (result is Result.PLAYING),
            current_streak=streak,
            best_streak=best,
            fastest_win=fastest,
            fewest_moves=fewest,
            with_par=self.with_par + counts_for_par(record),
            at_par=self.at_par + at_par(record),
            best_result=best_result,
        )


def tally(records: Iterable[GameRecord], start: Tally | None = None) -> Tally:
    """The tally of games given oldest first (the order streaks are counted in), after ``start``."""
    counted = Tally() if start is None else start
    for record in records:
        counted = counted.then(record)
    return counted


def played_late(daily: date | None, started_at: datetime | None) -> bool:
    """Whether a daily deal was begun after its day (the player's local date): a missed day."""
    if daily is None or started_at is None:
        return False
    return local_time(started_at).date() > daily


def daily_days(records: Iterable[GameRecord], *, par_goal: bool = False) -> frozenset[date]:
    """The days whose daily deal was won (the day's own or a tier's) on its day, or ended at par or
    better when ``par_goal`` (a configuration where no deal can be won): what daily streaks count.
    A missed day played later is not one."""
    return frozenset(
        record.daily
        for record in records
        if record.daily is not None
        and not played_late(record.daily, record.started_at)
        and (record.result is Result.WON or (par_goal and at_par(record)))
    )


def streaks_of_days(days: Collection[date], today: date) -> tuple[int, int]:
    """(current, best) runs of consecutive ``days``; the current run ends today, or yesterday while
    today's daily is still to be played."""
    best = run = 0
    previous: date | None = None
    for day in sorted(days):
        run = run + 1 if previous is not None and day - previous == timedelta(days=1) else 1
        best = max(best, run)
        previous = day
    current = 0
    day = today if today in days else today - timedelta(days=1)
    while day in days:
        current += 1
        day -= timedelta(days=1)
    return current, best


def daily_streaks(records: Iterable[GameRecord], today: date, *, par_goal: bool = False) -> tuple[int, int]:
    """(current, best) runs of consecutive days with a daily deal won on its day (``daily_days``).
    Several tries at one day's deals count once."""
    return streaks_of_days(daily_days(records, par_goal=par_goal), today)


#: Stands for an unknown count of tiles left: after any known count.
MAX_LEFT = 1 << 30


def daily_best(records: Iterable[GameRecord], *, goal_par: int | None = None) -> GameRecord | None:
    """The try that best tells how one day's daily deal of one configuration went (None: not played).

    The day's goal reached comes first: a win, or with ``goal_par`` (a configuration where no
    deal can be won) an end with that many tiles or fewer; then a game still in play (it can be
    resumed); then a win by autoplay; then the finished try that left the fewest tiles (the
    earliest of equals). Autoplay's play is not the player's, so it never reaches the goal.
    """

    def reached(record: GameRecord) -> bool:
        if record.result is Result.WON:
            return True
        return (
            goal_par is not None
            and record.result.finished
            and record.result is not Result.SOLVED
            and record.tiles_left is not None
            and record.tiles_left <= goal_par
        )

    def rank(record: GameRecord) -> tuple[int, int]:
        left = record.tiles_left if record.tiles_left is not None else MAX_LEFT
        if reached(record):
            return (0, left)
        if record.result is Result.PLAYING:
            return (1, 0)
        if record.result is Result.SOLVED:
            return (2, 0)
        return (3, left)

    return min(records, key=rank, default=None)


@dataclass(frozen=True, kw_only=True)
class KindStats(Tally):
    """The statistics of one game, set and variant: the tally of all its games, the same per
    difficulty grade, and its daily streaks."""

    game: str
    size: int
    variant: str
    #: The same counts for the games of each grade (only grades with a game).
    grades: Mapping[str, Tally] = field(default_factory=dict)
    daily_streak: int = 0
    best_daily_streak: int = 0

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "set": self.size,
            "variant": self.variant,
            **super().to_json(),
            "grades": {grade: counts.to_json() for grade, counts in self.grades.items()},
            "daily_streak": self.daily_streak,
            "best_daily_streak": self.best_daily_streak,
        }


def summarize(
    game: str,
    size: int,
    variant: str,
    records: Iterable[GameRecord],
    *,
    today: date,
    par_goal: bool = False,
    grades: Iterable[str] = (),
) -> KindStats:
    """The statistics of one configuration from its games, oldest first.

    ``grades``: the order the grades are listed in (others follow in the order met).
    ``par_goal``: no deal of this configuration can be won, so a daily at par keeps the streak.
    """
    games = list(records)
    return kind_stats(
        (game, size, variant),
        tallies(games),
        daily_days(games, par_goal=par_goal),
        today=today,
        grades=grades,
    )


#: The tally of all the games of a configuration (key None), and of the games of each grade.
Tallies = Mapping[str | None, Tally]


def tallies(records: Iterable[GameRecord], start: Tallies | None = None) -> dict[str | None, Tally]:
    """The tallies of games given oldest first, after ``start``: all of them, and each grade's."""
    found: dict[str | None, Tally] = dict(start or {})
    for record in records:
        for key in (None, record.grade) if record.grade is not None else (None,):
            found[key] = found.get(key, Tally()).then(record)
    return found


def kind_stats(
    kind: tuple[str, int, str],
    counted: Tallies,
    days: Collection[date],
    *,
    today: date,
    grades: Iterable[str] = (),
) -> KindStats:
    """The statistics of one configuration from its tallies and the days its daily deal was won."""
    order = {grade: n for n, grade in enumerate(grades)}
    by_grade = sorted((g for g in counted if g is not None), key=lambda g: order.get(g, len(order)))
    current, best = streaks_of_days(days, today)
    game, size, variant = kind
    return KindStats(
        **vars(counted.get(None, Tally())),
        game=game,
        size=size,
        variant=variant,
        grades={grade: counted[grade] for grade in by_grade},
        daily_streak=current,
        best_daily_streak=best,
    )


@dataclass(frozen=True)
class Standing:
    """Where the records of one configuration stand: what a finished game's news is measured
    against (its tally, and the days its daily deal was won on its day)."""

    counted: Tally = field(default_factory=Tally)
    days: frozenset[date] = frozenset()

    @classmethod
    def of(cls, records: Iterable[GameRecord]) -> Standing:
        """The standing after ``records``, oldest first."""
        games = list(records)
        return cls(tally(games), daily_days(games))

    def then(self, record: GameRecord) -> Standing:
        """The standing with one more game, played after the others."""
        return Standing(self.counted.then(record), self.days | daily_days((record,)))


@dataclass(frozen=True)
class News:
    """What a finished game did to the records of its kind: a new fastest win or fewest moves (with
    the record it beat, None for the first), the streak of wins, or the daily streak."""

    kind: str  # "fastest", "fewest", "streak" or "daily streak"
    value: float
    was: float | None = None


def records_news(past: Standing, record: GameRecord, today: date) -> tuple[News, ...]:
    """What ``record``, played after ``past`` (where the kind's counted games left its records),
    did to the records: measured with the statistics' own arithmetic, before and after."""
    before, after = past.counted, past.counted.then(record)
    news = []
    if after.fastest_win is not None and after.fastest_win != before.fastest_win:
        news.append(News("fastest", after.fastest_win, before.fastest_win))
    if after.fewest_moves is not None and after.fewest_moves != before.fewest_moves:
        news.append(News("fewest", after.fewest_moves, before.fewest_moves))
    if after.current_streak > before.current_streak:
        news.append(News("streak", after.current_streak))
    daily_before = streaks_of_days(past.days, today)[0]
    daily_after = streaks_of_days(past.then(record).days, today)[0]
    if daily_after > daily_before:
        news.append(News("daily streak", daily_after))
    return tuple(news)
