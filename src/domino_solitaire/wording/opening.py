"""The opening's questions and problems (``play.pregame``) in words, for the screen and the text mode."""

from __future__ import annotations

from typing import TYPE_CHECKING

from domino_solitaire.i18n import _
from domino_solitaire.wording.records import store_problem_text
from domino_solitaire.wording.screens import no_letter, yes_letter
from domino_solitaire.wording.text import game_description, moves_text

if TYPE_CHECKING:
    from domino_solitaire.play.pregame import OpeningProblem, Question
    from domino_solitaire.records import GameRecord


def opening_question_text(question: Question, info: GameRecord) -> str:
    """The game screen's question (its dialog's buttons give the answers)."""
    if question.value == "resume":
        return _("You have an unfinished {game} ({moves}). Resume it?").format(
            game=game_description(info), moves=moves_text(info.move_count)
        )
    return _("Your {game} is being played in another window or tab. Nothing here changes it.").format(
        game=game_description(info)
    )


def text_question(question: Question, info: GameRecord | None) -> str:
    """The text mode's prose before a ``question:`` line (which gives the answers and their keys)."""
    name = question.value
    if name == "new-deal" or info is None:
        return _("Give up this game and deal a new one? ({yes} or {no})").format(
            yes=yes_letter(), no=no_letter()
        )
    if name == "resume":
        return _(
            "You have an unfinished {game} ({moves}): resume (r) or give up and deal a new one (g)?"
        ).format(game=game_description(info), moves=moves_text(info.move_count))
    return _(
        "Your {game} is being played in another window or tab; nothing here changes it. "
        "Deal a new one (n), or look at it (l)?"
    ).format(game=game_description(info))


def answer_again_text() -> str:
    """The text mode's answer to a line that answers neither yes nor no."""
    return _("Answer {yes} or {no}.").format(yes=yes_letter(), no=no_letter())


def opening_problem_text(problem: OpeningProblem) -> str:
    """Why a stored game could not be resumed or given up."""
    if problem.kind.value == "cannot-resume":
        return _("Cannot resume game {id}: {problem}").format(
            id=problem.game_id, problem=store_problem_text(problem.detail)
        )
    return store_problem_text(problem.detail)
