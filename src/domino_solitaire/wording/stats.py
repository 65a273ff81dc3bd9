"""The statistics' words: their tables' columns and cells, notes, and how the daily deal went
(the `stats` command and the TUI's statistics screen say the same facts under the same names)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from domino_solitaire.engine import Status
from domino_solitaire.wording.text import clock_text, count_text, game_description, percent_text, plural

if TYPE_CHECKING:
    from domino_solitaire.store.rows import GameInfo
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


# -- the statistics screen and its history (tui/screens/stats.py) -----------------------------------

#: The screen's views, by name, in the title row.
VIEW_NAMES = {"stats": "Statistics", "extra": "Par and daily", "grades": "Grades", "history": "History"}
#: The history's columns: id, date, game, deal, moves, result, time.
HISTORY_COLUMNS = ("ID", "Date", "Game", "Deal", "Moves", "Result", "Time")
NOT_SAVING_STATS = "Games are not being saved, so there are no statistics."
NO_GAMES_HISTORY = "No games yet.\nEvery game in which a move is made is kept here."
NO_GRADED_GAMES = "No graded games yet.\nA game is counted here when its deal's difficulty is known."
NO_GAMES_STATS = "No games yet.\nStatistics count every game in which at least one move was made."


def unavailable_sentence(message: str) -> str:
    """Why games are not saved (the recorder's reason), as a sentence."""
    return message[:1].upper() + message[1:] + "."


def stats_unreadable_text(problem: object) -> str:
    return f"The statistics cannot be read: {problem}"


def cannot_replay_text(game_id: int, problem: object) -> str:
    return f"✗ Cannot replay game {game_id}: {problem}"


def history_deal(seed: int | None, daily: bool) -> str:
    """The deal in the history's column, whole (a deal number is there to be copied)."""
    if seed is None:
        return "explicit"
    return f"{seed} daily" if daily else str(seed)


def result_word(result: object) -> str:
    """A stored game's result in a word or two: "won", "given up"."""
    return str(result).replace("-", " ")


def game_detail_text(info: GameInfo, started: str, ended: str | None) -> str:
    """The whole of what a history row abbreviates: the deal, the times, undos and hints."""
    to = f" to {ended}" if ended is not None else ""
    source = "imported; " if info.source == "imported" else ""
    undos = f"{plural(info.undos, 'undo')}, {plural(info.hints, 'hint')}"
    return f"Game {info.id}: {game_description(info)}.\n{source}{started}{to}; {undos}. Enter replays it."
