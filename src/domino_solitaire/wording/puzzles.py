"""The puzzles in words (a position where only one move keeps the deal winnable, or par): what a
puzzle asks, what a move did, the ratings, the refusals; and the player's level (``records.level``),
the grade the start screen's "at my level" picks.

The text mode's protocol lines (``puzzle:``, ``moves:``, ``result:``, ``rating:``) are machine
output, made in cli/puzzle.py, never here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from domino_solitaire.i18n import N_, NC_, _, ngettext
from domino_solitaire.wording.common import tiles_text
from domino_solitaire.wording.dates import date_text
from domino_solitaire.wording.games import GAME_WORDS, words_of
from domino_solitaire.wording.records import store_problem_text
from domino_solitaire.wording.text import (
    game_title,
    moves_typed,
    printable,
    signed_text,
    typed_move,
)
from domino_solitaire.wording.words import grade_word

if TYPE_CHECKING:
    from collections.abc import Sequence

    from domino_solitaire.engine import Move
    from domino_solitaire.puzzles.attempt import Refutation
    from domino_solitaire.puzzles.model import Puzzle
    from domino_solitaire.records.level import Level
    from domino_solitaire.store.puzzles import Rated


def puzzle_title(puzzle: Puzzle) -> str:
    """ "<game> puzzle 17 (double-6, deal 4242)": where the puzzle comes from."""
    variant = "" if puzzle.variant == "standard" else f", {printable(puzzle.variant)}"
    return _("{game} puzzle {number} (double-{size}{variant}, deal {seed})").format(
        game=game_title(puzzle.game),
        number=puzzle.number,
        size=puzzle.size,
        variant=variant,
        seed=puzzle.seed,
    )


def daily_title(day: str) -> str:
    return _("The daily puzzle of {day}, the same for everyone.").format(day=date_text(day))


def puzzle_difficulty_text(rating: float) -> str:
    """The puzzle's own rating, named apart from the player's ("Your puzzle rating: …")."""
    return _("Difficulty: {rating}.").format(rating=round(rating))


def task_text(puzzle: Puzzle, first: bool) -> str:
    """What the puzzle asks, at its first position or a later one of its line."""
    if puzzle.winnable:
        if first:
            return _("Find the only move that keeps this deal winnable.")
        return _("Right. Find the next move: again only one keeps the deal winnable.")
    if first:
        return ngettext(
            "Find the only move that keeps par: {count} tile left at best.",
            "Find the only move that keeps par: {count} tiles left at best.",
            puzzle.par,
        ).format(count=puzzle.par)
    return _("Right. Find the next move: again only one keeps par.")


def _line(moves: Sequence[Move]) -> str:
    return moves_typed(moves) if moves else _("none")


def solved_text() -> str:
    return _("Solved!")


def solved_after_hint_text() -> str:
    """The last move of a puzzle found after a hint: right, yet the attempt is a failure."""
    return _("That is the line's last move, but a hint was used: the puzzle counts as failed.")


def wrong_text(refutation: Refutation, winnable: bool) -> list[str]:
    """Why a wrong move loses: the right move and its line, and the best after the wrong move."""
    wrong, right = typed_move(refutation.wrong), typed_move(refutation.right)
    if refutation.wrong_par is None:
        best = _("{move} is not the move: the solver did not finish its search after it.").format(move=wrong)
    elif winnable:
        best = _("{move} cannot win: after it the best leaves {tiles}.").format(
            move=wrong, tiles=tiles_text(refutation.wrong_par)
        )
    else:
        best = _("{move} loses par: after it the best leaves {tiles}, not {par}.").format(
            move=wrong, tiles=tiles_text(refutation.wrong_par), par=refutation.par
        )
    lines = [best]
    if refutation.wrong_line:
        lines.append(
            _("The solver's best line after {move}: {line}.").format(
                move=wrong, line=_line(refutation.wrong_line)
            )
        )
    if winnable:
        lines.append(_("The only move was {move}; a winning line after it: {line}.").format(
            move=right, line=_line(refutation.right_line)))  # fmt: skip
    else:
        lines.append(_("The only move was {move}; a line to par after it: {line}.").format(
            move=right, line=_line(refutation.right_line)))  # fmt: skip
    return lines


def rating_change_text(before: float, after: float) -> str:
    """ "Your puzzle rating: 1500 → 1662 (+162)." """
    old, new = round(before), round(after)
    return _("Your puzzle rating: {old} → {new} ({change}).").format(
        old=old, new=new, change=signed_text(new - old)
    )


def practice_text(rating: float) -> str:
    """An attempt at a puzzle tried before: practice, which moves no rating (only a first attempt does)."""
    return _(
        "Practice: only your first attempt at a puzzle is rated; your puzzle rating stays {rating}."
    ).format(rating=round(rating))


def not_kept_text(problem: object, rating: float) -> str:
    """An attempt the store could not keep (a full disk): no rating change is announced."""
    return _("Not saved: {problem}. This attempt is not kept; your puzzle rating stays {rating}.").format(
        problem=store_problem_text(problem), rating=round(rating)
    )


def rating_reset_text() -> str:
    """A stored rating was out of the range Glicko-2 rates from: it started again, said once."""
    return _("A puzzle rating kept in your data was damaged; it starts again from its first value.")


def rated_lines(rated: Rated) -> list[str]:
    """What an attempt's end says of the ratings: a damaged one started again, the change (or
    that practice changes nothing), the streak."""
    if rated.problem is not None:
        return [not_kept_text(rated.problem, rated.player_after.rating)]
    lines = [rating_reset_text()] if rated.reset else []
    if rated.practice:
        lines.append(practice_text(rated.player_after.rating))
    else:
        lines.append(rating_change_text(rated.player_before.rating, rated.player_after.rating))
        if rated.streak:
            lines.append(streak_text(rated.streak))
    return lines


def streak_text(count: int) -> str:
    return ngettext(
        "Puzzle streak: {count} solved in a row.", "Puzzle streak: {count} solved in a row.", count
    ).format(count=count)


def hint_given_text(move: Move) -> str:
    return _("Hint: play {move}. This puzzle now counts as failed.").format(move=typed_move(move))


def puzzle_help_text() -> str:
    return _(
        "Type a move, or: hint (the move, and the puzzle counts as failed), look, row N or column N "
        "(one row or column in full), moves, quit."
    )


def no_puzzle_text(game: str, number: int, count: int) -> str:
    if count == 0:
        return no_puzzles_text(game)
    return ngettext(
        "there is no puzzle {number} of {game}: it has {count} puzzle",
        "there is no puzzle {number} of {game}: it has {count} puzzles",
        count,
    ).format(number=number, game=game_title(game), count=count)


def no_puzzles_text(game: str) -> str:
    own = words_of(game).no_puzzles if game in GAME_WORDS else None
    if own is not None:
        return _(own)
    return _("{game} has no puzzles").format(game=game_title(game))


def wrong_shown_text(move: Move) -> str:
    return _("Wrong: {move} is not the only move.").format(move=typed_move(move))


#: The start screen's button that opens the puzzles.
PUZZLES_BUTTON = NC_("start screen button", "Puzzles")


#: The sparkline's bars, lowest first.
_BARS = "▁▂▃▄▅▆▇█"


def sparkline(values: Sequence[float]) -> str:
    """``values`` as a row of bars, the lowest value the lowest bar (all alike: the middle bar)."""
    if not values:
        return ""
    low, high = min(values), max(values)
    if high == low:
        return _BARS[len(_BARS) // 2] * len(values)
    return "".join(_BARS[round((v - low) / (high - low) * (len(_BARS) - 1))] for v in values)


#: The statistics before the first puzzle.
NO_PUZZLE_TRIED = N_("No puzzle tried yet.")


def no_puzzle_tried_text() -> str:
    return _(NO_PUZZLE_TRIED)


def puzzle_stats_line(
    rating: float, history: Sequence[float], puzzles: int, solved: int, practice: int = 0
) -> str:
    """The statistics' line for the puzzles: the rating, its history, the puzzles tried and solved
    (at the first attempt, the one rated), and the practice attempts at puzzles tried before."""
    tried = ngettext("{count} puzzle tried", "{count} puzzles tried", puzzles).format(count=puzzles)
    if not practice:
        return _("Puzzle rating: {rating} {chart} ({tried}, {solved} solved)").format(
            rating=round(rating), chart=sparkline(history), tried=tried, solved=solved
        )
    again = ngettext("{count} practice attempt", "{count} practice attempts", practice).format(count=practice)
    return _("Puzzle rating: {rating} {chart} ({tried}, {solved} solved, {practice})").format(
        rating=round(rating), chart=sparkline(history), tried=tried, solved=solved, practice=again
    )


#: The start screen's difficulty that asks for the player's level (``records.level.MINE``).
MINE_CHOICE = N_("at my level")


def level_text(level: Level) -> str:
    """The grade "at my level" picked, and the games it was measured from (or that there are too few)."""
    grade = grade_word(level.grade)
    if level.measured is None:
        return _("Too few games yet to find your level: {grade} until then").format(grade=grade)
    if level.measured == level.grade:
        return ngettext(
            "Your level: {grade} ({won} of {played} games won without a hint)",
            "Your level: {grade} ({won} of {played} games won without a hint)",
            level.won,
        ).format(grade=grade, won=level.won, played=level.played)
    # Won (or lost) most even at the hardest (easiest) grade measured: the grade beside it.
    return ngettext(
        "Your level: {grade} ({measured}: {won} of {played} games won without a hint)",
        "Your level: {grade} ({measured}: {won} of {played} games won without a hint)",
        level.won,
    ).format(grade=grade, measured=grade_word(level.measured), won=level.won, played=level.played)
