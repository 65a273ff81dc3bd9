"""Statistics arithmetic over stored games, kept apart from SQL (and from wording) so it can be
tested on its own.

The rules (issue 8's records contract and issue 9):

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

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from typing import Any

from domino_solitaire.engine import Status


def sets_records(origin: str | None, hints: int, *, imported: bool = False) -> bool:
    """Whether a game may set a record (fastest, fewest moves): played here from its first move
    (not taken over from a replay, not imported: an imported record's time and hints are its own
    claim), without a hint or autoplay. The one statement of the rule: the play session asks it too."""
    return not imported and origin != "taken-over" and hints == 0


def played_late(daily: str | None, started_at: datetime | None) -> bool:
    """Whether a daily deal was begun after its day (the player's local date): a missed day."""
    if daily is None or started_at is None:
        return False
    try:
        return started_at.astimezone().date() > date.fromisoformat(daily)
    except ValueError:
        return False


@dataclass(frozen=True)
class Outcome:
    """One stored game as the statistics see it."""

    result: Status
    moves: int
    duration: float | None  # seconds; None when unknown (an imported record without it)
    hints: int = 0
    tiles_left: int | None = None
    par: int | None = None
    grade: str | None = None
    daily: str | None = None  # the daily deal's date, YYYY-MM-DD
    #: Whether it may set a record (``sets_records``).
    records: bool = True
    #: A daily deal played after its day (``played_late``): it counts, but not in the daily streak.
    late: bool = False

    @property
    def played_out(self) -> bool:
        """Ended by the player's own play: won or lost (not solved by autoplay, not given up)."""
        return self.result in (Status.WON, Status.LOST)

    @property
    def counts_for_par(self) -> bool:
        """Finished by the player (not autoplay) with its tiles left and par known."""
        return (
            self.result.finished
            and self.result is not Status.SOLVED
            and self.tiles_left is not None
            and self.par is not None
        )

    @property
    def at_par(self) -> bool:
        return (
            self.counts_for_par
            and self.tiles_left is not None
            and self.par is not None
            and (self.tiles_left <= self.par)
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


def tally(outcomes: Iterable[Outcome]) -> Tally:
    """The tally of games given oldest first (the order streaks are counted in)."""
    counts = dict.fromkeys(Status, 0)
    streak = best = with_par = at_par = 0
    fastest: float | None = None
    fewest: int | None = None
    best_result: int | None = None
    for outcome in outcomes:
        result = outcome.result
        counts[result] += 1
        if result is Status.WON:
            streak += 1
            best = max(best, streak)
            if outcome.records and outcome.hints == 0:
                if outcome.duration is not None and (fastest is None or outcome.duration < fastest):
                    fastest = outcome.duration
                if fewest is None or outcome.moves < fewest:
                    fewest = outcome.moves
        elif result in (Status.LOST, Status.ABANDONED):
            streak = 0
        if outcome.counts_for_par:
            with_par += 1
            at_par += outcome.at_par
        if (
            outcome.played_out
            and outcome.tiles_left is not None
            and (best_result is None or outcome.tiles_left < best_result)
        ):
            best_result = outcome.tiles_left
    played = sum(n for status, n in counts.items() if status.finished)
    return Tally(
        played=played,
        won=counts[Status.WON],
        lost=counts[Status.LOST],
        solved=counts[Status.SOLVED],
        abandoned=counts[Status.ABANDONED],
        in_progress=counts[Status.PLAYING],
        current_streak=streak,
        best_streak=best,
        fastest_win=fastest,
        fewest_moves=fewest,
        with_par=with_par,
        at_par=at_par,
        best_result=best_result,
    )


def daily_streaks(outcomes: Iterable[Outcome], today: date, *, par_goal: bool = False) -> tuple[int, int]:
    """(current, best) runs of consecutive days with a daily deal won (the day's own or a tier's),
    or ended at par or better when ``par_goal`` (a configuration where no deal can be won), on its
    day (a missed day played later is not in the streak). Several tries at one day's deals count
    once; the current run ends today, or yesterday while today's daily is still to be played."""
    days: set[date] = set()
    for outcome in outcomes:
        if outcome.daily is None or outcome.late:
            continue
        if outcome.result is Status.WON or (par_goal and outcome.at_par):
            try:
                days.add(date.fromisoformat(outcome.daily))
            except ValueError:
                continue  # the store checks dates; a bad one counts for nothing
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


#: Stands for an unknown count of tiles left: after any known count.
MAX_LEFT = 1 << 30


def daily_best(outcomes: Iterable[Outcome], *, goal_par: int | None = None) -> Outcome | None:
    """The try that best tells how one day's daily deal of one configuration went (None: not played).

    The day's goal reached comes first: a win, or with ``goal_par`` (a configuration where no
    deal can be won) an end with that many tiles or fewer; then a game still in play (it can be
    resumed); then a win by autoplay; then the finished try that left the fewest tiles (the
    earliest of equals). Autoplay's play is not the player's, so it never reaches the goal.
    """

    def reached(outcome: Outcome) -> bool:
        if outcome.result is Status.WON:
            return True
        return (
            goal_par is not None
            and outcome.result.finished
            and outcome.result is not Status.SOLVED
            and outcome.tiles_left is not None
            and outcome.tiles_left <= goal_par
        )

    def rank(outcome: Outcome) -> tuple[int, int]:
        left = outcome.tiles_left if outcome.tiles_left is not None else MAX_LEFT
        if reached(outcome):
            return (0, left)
        if outcome.result is Status.PLAYING:
            return (1, 0)
        if outcome.result is Status.SOLVED:
            return (2, 0)
        return (3, left)

    return min(outcomes, key=rank, default=None)


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
    outcomes: Iterable[Outcome],
    *,
    today: date,
    par_goal: bool = False,
    grades: Iterable[str] = (),
) -> KindStats:
    """The statistics of one configuration from its games, oldest first.

    ``grades``: the order the grades are listed in (others follow in the order met).
    ``par_goal``: no deal of this configuration can be won, so a daily at par keeps the streak.
    """
    games = list(outcomes)
    by_grade: dict[str, list[Outcome]] = {grade: [] for grade in grades}
    for outcome in games:
        if outcome.grade is not None:
            by_grade.setdefault(outcome.grade, []).append(outcome)
    current, best = daily_streaks(games, today, par_goal=par_goal)
    return KindStats(
        **vars(tally(games)),
        game=game,
        size=size,
        variant=variant,
        grades={grade: tally(played) for grade, played in by_grade.items() if played},
        daily_streak=current,
        best_daily_streak=best,
    )
