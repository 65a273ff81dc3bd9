"""The statistics' words: their tables' columns and cells, notes, and how the daily deal went
(the `stats` command and the TUI's statistics screen say the same facts under the same names)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from domino_solitaire.i18n import N_, NC_, _, ngettext, pgettext
from domino_solitaire.records.record import Result
from domino_solitaire.wording.common import clauses
from domino_solitaire.wording.records import store_problem_text
from domino_solitaire.wording.text import (
    clock_text,
    count_text,
    game_description,
    hints_text,
    percent_text,
    undos_text,
)
from domino_solitaire.wording.words import grade_word

if TYPE_CHECKING:
    from domino_solitaire.records import GameRecord, KindStats, Tally
    from domino_solitaire.store.problems import StoreError, StoreUnavailable


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


def extra_cells(kind: KindStats) -> tuple[str, ...]:
    """Solved, abandoned, at par, best result, daily streak, best daily streak: the second table's
    cells, as the command line and the screen show them."""
    return (
        str(kind.solved),
        str(kind.abandoned),
        f"{kind.at_par}/{kind.with_par}" if kind.with_par else "-",
        count_text(kind.best_result),
        str(kind.daily_streak),
        str(kind.best_daily_streak),
    )


def grade_cells(grade: str, counts: Tally) -> tuple[str, ...]:
    """One grade's row of the per-grade table (after its kind's label): the grade, played, won,
    win %, at par, fastest win, fewest moves."""
    return (
        grade_word(grade),
        str(counts.played),
        str(counts.won),
        percent_text(counts.win_percent),
        f"{counts.at_par}/{counts.with_par}" if counts.with_par else "-",
        clock_text(counts.fastest_win),
        count_text(counts.fewest_moves),
    )


def daily_mark(best: GameRecord | None, *, goal_par: int | None = None) -> str:
    """How today's daily deal went, from its best try (``records.daily_best``): "✓ won",
    "✓ at par", "in progress", "played: lost (4 left)"; empty when not played yet.
    ``goal_par``: the tiles to end with where no deal can be won (the goal is par)."""
    if best is None:
        return ""
    result, left = best.result, best.tiles_left
    if result is Result.WON:
        return _("✓ won")
    if result is Result.PLAYING:
        return _("in progress")
    if result is Result.SOLVED:
        return _("solved by autoplay")
    if goal_par is not None and left is not None and left <= goal_par:
        return _("✓ at par")
    how = _("played: lost") if result is Result.LOST else _("played: gave up")
    if left is None:
        return how
    return how + " " + ngettext("({count} left)", "({count} left)", left).format(count=left)


#: The context of the statistics' column titles: a count of games ("Won" is «Gagnées» there, a game's
#: status «Gagnée» elsewhere).
_COLUMN = "statistics column"
#: Results per game, set and variant.
STATS_COLUMNS = (
    NC_("statistics column", "Game"),
    NC_("statistics column", "Played"),
    NC_("statistics column", "Won"),
    NC_("statistics column", "Win %"),
    NC_("statistics column", "Streak"),
    NC_("statistics column", "Best"),
    NC_("statistics column", "Fastest"),
    NC_("statistics column", "Fewest moves"),
)
#: Par and the daily deals, per game, set and variant.
EXTRA_COLUMNS = (
    NC_("statistics column", "Game"),
    NC_("statistics column", "Solved"),
    NC_("statistics column", "Abandoned"),
    NC_("statistics column", "At par"),
    NC_("statistics column", "Best left"),
    NC_("statistics column", "Daily"),
    NC_("statistics column", "Best daily"),
)
#: Results per difficulty grade.
GRADE_COLUMNS = (
    NC_("statistics column", "Game"),
    NC_("statistics column", "Grade"),
    NC_("statistics column", "Played"),
    NC_("statistics column", "Won"),
    NC_("statistics column", "Win %"),
    NC_("statistics column", "At par"),
    NC_("statistics column", "Fastest"),
    NC_("statistics column", "Fewest"),
)
#: What the columns' short names mean.
STATS_NOTES = (
    N_("Streak: wins in a row. Solved: finished by autoplay (not a win, and no record)."),
    N_("Fastest, fewest moves: wins without hints. At par: no more tiles left than par."),
)


def in_progress_note(count: int) -> str:
    """The games the statistics leave out; empty when there are none."""
    if not count:
        return ""
    return ngettext(
        "Not counted: {count} game still in progress.", "Not counted: {count} games still in progress.", count
    ).format(count=count)


# -- the statistics screen and its history (tui/screens/stats.py) -----------------------------------

#: The screen's views, by name, in the title row: buttons on one line with Close, 60 columns at
#: least, so a language may name them shorter there than its keys do ("Bilan", «Итоги»).
VIEW_NAMES = {
    "stats": NC_("statistics view", "Statistics"),
    "extra": NC_("statistics view", "Par and daily"),
    "grades": NC_("statistics view", "Grades"),
    "history": NC_("statistics view", "History"),
}


def view_name(view: str) -> str:
    """A view's name on the statistics screen's title row."""
    return pgettext("statistics view", VIEW_NAMES[view])


#: The history's columns: id, date, game, deal, moves, result, time.
HISTORY_COLUMNS = (
    "ID",
    NC_("statistics column", "Date"),
    NC_("statistics column", "Game"),
    NC_("statistics column", "Deal"),
    NC_("statistics column", "Moves"),
    NC_("statistics column", "Result"),
    NC_("statistics column", "Time"),
)


def column_title(column: str) -> str:
    """A statistics or history column's title in the player's language."""
    return pgettext(_COLUMN, column)


NOT_SAVING_STATS = N_("Games are not being saved, so there are no statistics.")
NO_GAMES_HISTORY = N_("No games yet.\nEvery game in which a move is made is kept here.")
NO_GRADED_GAMES = N_("No graded games yet.\nA game is counted here when its deal's difficulty is known.")
NO_GAMES_STATS = N_("No games yet.\nStatistics count every game in which at least one move was made.")


def empty_view_text(view: str, any_games: bool) -> str:
    """What a statistics view with no row says: the history, the grades (games were played, none
    graded), else the statistics. ``any_games``: the statistics have a row."""
    if view == "history":
        return _(NO_GAMES_HISTORY)
    if view == "grades" and any_games:
        return _(NO_GRADED_GAMES)
    return _(NO_GAMES_STATS)


def stats_notes() -> list[str]:
    """What the columns' short names mean, a line each."""
    return [_(line) for line in STATS_NOTES]


def unavailable_sentence(problem: StoreError | StoreUnavailable | None) -> str:
    """Why games are not saved (the recorder's reason; None: none given), as a sentence."""
    if problem is None:
        return _(NOT_SAVING_STATS)
    message = store_problem_text(problem)
    return message[:1].upper() + message[1:] + "."


def stats_unreadable_text(problem: object) -> str:
    return _("The statistics cannot be read: {problem}").format(problem=store_problem_text(problem))


def cannot_replay_text(game_id: int, problem: object) -> str:
    return _("✗ Cannot replay game {id}: {problem}").format(id=game_id, problem=store_problem_text(problem))


def history_deal(seed: int | None, daily: bool) -> str:
    """The deal in the history's column, whole (a deal number is there to be copied)."""
    if seed is None:
        return _("explicit")
    return _("{seed} daily").format(seed=seed) if daily else str(seed)


def game_detail_text(info: GameRecord, started: str, ended: str | None) -> str:
    """The whole of what a history row abbreviates: the deal, the times, undos and hints."""
    when = started if ended is None else _("{start} to {end}").format(start=started, end=ended)
    if info.source == "imported":
        when = clauses(_("imported"), when)
    undos = f"{undos_text(info.undos)}, {hints_text(info.hints)}"
    return _("Game {id}: {deal}.\n{when}; {undos}. Enter replays it.").format(
        id=info.id, deal=game_description(info), when=when, undos=undos
    )
