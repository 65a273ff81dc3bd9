"""The solver's side of the game screen: ``play.advisor.Advisor`` run by Textual.

``Assist`` is the advisor with the game screen's executor (each search in a thread inside an
exclusive Textual worker, ``tui.background.in_thread``; timers are the screen's) and its view
(what the advisor tells is said on the notice line, hints are highlighted on the board). The
rules of the conversation (when a verdict is stale, when a hint waits, how autoplay steps, when a
forced move plays) are the advisor's, shared with the text mode.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from textual import events
from textual.app import App
from textual.widget import Widget

from domino_solitaire.play import PlaySession
from domino_solitaire.play.advice import StopCheck as StopCheck  # (the tests' stand-ins take it)
from domino_solitaire.play.advisor import (
    DEAL_GROUP as DEAL_GROUP,
)
from domino_solitaire.play.advisor import (
    GRADE_GROUP as GRADE_GROUP,
)
from domino_solitaire.play.advisor import (
    REFUSALS,
    Advisor,
    Executor,
    Note,
    NoteKind,
    Task,
)
from domino_solitaire.tui.background import in_thread
from domino_solitaire.wording.play import advice_text, par_text, review_text

if TYPE_CHECKING:
    from textual.worker import Worker

    from domino_solitaire.engine import Game, Move
    from domino_solitaire.solver import Review

Host = Widget | App[Any]
#: Where a game screen's searches run, given the screen (``DominoApp(searches=...)``).
Searches = Callable[[Host], Executor]


class AssistView(Protocol):
    """What the assistant needs of the screen it works for (``GameScreen`` is one)."""

    def say(self, text: str, *, refusal: bool = False) -> None:
        """A line for the player."""

    def show_hint(self, move: Move | None) -> None:
        """Highlight ``move`` on the board (None: nothing to highlight)."""

    def play_for_player(self, move: Move) -> bool:
        """Play autoplay's ``move`` as the player's keys would; False when it was refused."""

    def apply_move(self, move: Move, *, by_itself: bool = False) -> bool:
        """Play ``move`` as the player's own (``by_itself``: a forced move); False when it was refused."""

    def autoplay_changed(self) -> None:
        """Autoplay started or stopped (the footer's keys follow)."""


class _Timer:
    def __init__(self, host: Host, seconds: float, callback: Callable[[], None]) -> None:
        self._timer = host.set_timer(seconds, callback)

    def cancel(self) -> None:
        self._timer.stop()


class TextualExecutor:
    """The advisor's work in Textual workers (one exclusive worker per group), its timers the host's."""

    def __init__(self, host: Host) -> None:
        self.host = host

    def run(
        self,
        group: str,
        work: Callable[[StopCheck], Any],
        done: Callable[[Any], None],
        failed: Callable[[Exception], None] | None = None,
        *,
        errors: tuple[type[Exception], ...] = (Exception,),
    ) -> Worker[None]:
        return in_thread(self.host, group, work, done, failed, errors=errors)

    def later(self, seconds: float, callback: Callable[[], None]) -> Task:
        return _Timer(self.host, seconds, callback)

    def cancel_group(self, group: str) -> None:
        self.host.workers.cancel_group(self.host, group)


class _ScreenView:
    """The advisor's view on a game screen: notes said on the notice line, in the screen's words."""

    def __init__(self, host: Host, screen: AssistView, assist: Assist) -> None:
        self.host, self.screen, self.assist = host, screen, assist

    def told(self, note: Note) -> None:
        text = advice_text(note, self.assist.session.game, self.assist.limit_seconds)
        self.screen.say(text, refusal=note.kind in REFUSALS)

    def show_hint(self, move: Move | None) -> None:
        self.screen.show_hint(move)

    def play_for_player(self, move: Move) -> bool:
        return self.screen.play_for_player(move)

    def apply_move(self, move: Move) -> bool:
        # The advisor plays only forced removals through here: said "(played by itself)".
        return self.screen.apply_move(move, by_itself=True)

    def autoplay_changed(self) -> None:
        self.screen.autoplay_changed()

    def covered(self) -> bool:
        host = self.host
        return not host.screen.is_active if isinstance(host, Widget) else False

    def log_error(self, text: str) -> None:
        self.host.log.error(text)


class Assist(Advisor):
    """The solver's side of one game screen: ``host`` runs the workers and timers (the screen);
    ``searches``, where its searches run (None: Textual's workers, ``TextualExecutor``)."""

    def __init__(
        self,
        host: Host,
        session: PlaySession,
        view: AssistView,
        *,
        searches: Searches | None = None,
        **options: Any,
    ) -> None:
        executor = searches(host) if searches is not None else TextualExecutor(host)
        super().__init__(session, _ScreenView(host, view, self), executor, **options)
        self.host = host

    def key_pressed(self, event: events.Key) -> bool:
        """Any key stops autoplay and is used up doing so; call it from the screen's ``on_key``."""
        if not self.autoplaying:
            return False
        self.stop_autoplay(Note(NoteKind.AUTOPLAY_STOPPED))
        event.stop()
        event.prevent_default()
        return True

    def review(self, on_text: Callable[[str], None]) -> Task:
        """Work out which move lost the game; ``on_text`` gets the sentence for the dialog."""

        def reviewed(game: Game, found: Review | None) -> None:
            if found is None:
                on_text(advice_text(Note(NoteKind.REVIEW_FAILED), game, self.limit_seconds))
                return
            parts = (review_text(game, found, self.limit_seconds), par_text(game, found))
            on_text(" ".join(part for part in parts if part))

        return self.review_game(reviewed)
