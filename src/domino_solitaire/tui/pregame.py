"""The opening's steps on the screen (``play.front``'s ``PregameFace``): a question as its dialog,
a problem as a notice, the game on a game screen, a stored game in the replay viewer."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from domino_solitaire.play.pregame import Answer, Ask, OpeningProblem, Question
from domino_solitaire.tui.requests import answer_of
from domino_solitaire.wording.opening import opening_problem_text, opening_question_text

if TYPE_CHECKING:
    from textual.app import App

    from domino_solitaire.play import PlaySession
    from domino_solitaire.records import GameRecord


class ScreenPregame:
    """Shows the opening on ``app``: ``show_game`` opens a game screen on a session, ``look_at`` the
    replay viewer on a stored game, ``show_start`` the start screen."""

    def __init__(
        self,
        app: App[Any],
        show_game: Callable[[PlaySession], None],
        look_at: Callable[[int], None],
        show_start: Callable[[], None],
    ) -> None:
        self.app, self.show_game, self.look_at, self.show_start = app, show_game, look_at, show_start

    def problem(self, problem: OpeningProblem) -> None:
        self.app.notify(opening_problem_text(problem), severity="warning", timeout=10, markup=False)

    def ask(self, ask: Ask[GameRecord], reply: Callable[[Answer | None], None]) -> None:
        # The dialogs load when a question comes: most games open without one.
        from domino_solitaire.tui.screens.dialogs import ElsewhereScreen, ResumeScreen

        text = opening_question_text(ask.question, ask.about)
        dialog = ResumeScreen(text) if ask.question is Question.RESUME else ElsewhereScreen(text)
        self.app.push_screen(dialog, lambda choice: reply(answer_of(choice)))

    def play(self, session: PlaySession) -> None:
        self.show_game(session)

    def view(self, game_id: int, again: Callable[[], None]) -> None:
        self.look_at(game_id)  # the viewer's own keys go on from there (take over, or back)

    def stay(self) -> None:
        if len(self.app.screen_stack) == 1:  # opened straight into the question: nowhere to go back
            self.show_start()
