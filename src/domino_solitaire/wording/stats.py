"""The statistics' words: their tables' columns and cells, notes, and how the daily deal went
(the `stats` command and the TUI's statistics screen say the same facts under the same names)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from domino_solitaire.engine import Status
from domino_solitaire.wording.text import clock_text, count_text, percent_text

if TYPE_CHECKING:
    from domino_solitaire.store.stats import Outcome, Tally


def stats_cells(tally: Tally) -> tuple[str, ...]:
    """Played, won, win %, streak, best streak, fastest win, fewest moves: as both tables show them
    (a ``KindStats``, or one grade's tally)."""
    return (
        str(tally.played),
        str(tally.won),
        percent_text(tally.win_percent),
        str(tally.current_streak),
        str(tally.best_streak),
        clock_text(tally.fastest_win),
        count_text(tally.fewest_moves),
    )


def daily_mark(best: Outcome | None, *, goal_par: int | None = None) -> str:
    """How today's daily deal went, from its best try (``store.stats.daily_best``): "✓ won",
    "✓ at par", "in progress", "played: lost (4 left)"; empty when not played yet.
    ``goal_par``: the tiles to end with where no deal can be won (the goal is par)."""
    if best is None:
        return ""
    result, left = best.result, best.tiles_left
    if result is Status.WON:
        return "✓ won"
    if result is Status.PLAYING:
        return "in progress"
    if result is Status.SOLVED:
        return "solved by autoplay"
    if goal_par is not None and left is not None and left <= goal_par:
        return "✓ at par"
    how = "lost" if result is Status.LOST else "gave up"
    return f"played: {how}" + ("" if left is None else f" ({left} left)")


#: Results per game, set and variant.
STATS_COLUMNS = ("Game", "Played", "Won", "Win %", "Streak", "Best", "Fastest", "Fewest moves")
#: Par and the daily deals, per game, set and variant.
EXTRA_COLUMNS = ("Game", "Solved", "Abandoned", "At par", "Best left", "Daily", "Best daily")
#: Results per difficulty grade.
GRADE_COLUMNS = ("Game", "Grade", "Played", "Won", "Win %", "At par", "Fastest", "Fewest")
#: What the columns' short names mean.
STATS_NOTES = (
    "Streak: wins in a row. Solved: finished by autoplay (not a win, and no record).",
    "Fastest, fewest moves: wins without hints. At par: no more tiles left than par.",
)


def in_progress_note(count: int) -> str:
    """The games the statistics leave out; empty when there are none."""
    if not count:
        return ""
    return f"Not counted: {count} game{'s' if count != 1 else ''} still in progress."
