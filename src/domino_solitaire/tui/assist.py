"""The solver's side of the game screen: a live verdict, hints, autoplay and the post-game review.

``Assist`` is a small controller that a game screen owns (it is not a widget). It answers the
play session: whenever the game changed (``position_changed``) it asks the solver, in a
background worker, whether the position can still be won, and gives the verdict to the session
(``PlaySession.set_verdict``), which publishes it. A hint is answered from that verdict and
counted by the session (``hint_shown``), autoplay plays its winning line through the screen
(``AssistView.play_for_player``), and ``review`` words the post-game review for the dialog.

The solver can take a second or more on a hard position, so it never runs on the UI thread:
each question runs in ``asyncio.to_thread`` inside an exclusive Textual worker, so a newer
question cancels the older one (the search sees the cancellation through ``should_stop``), and an
answer is dropped unless the game is still exactly as it was when the question was asked.
Winning lines are remembered position by position, so a player (or autoplay) who follows one
gets every later verdict at once, without another search.

Nothing here knows a rule: legality and outcomes come from the engine, winnability from the solver.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any, Protocol

from textual import events
from textual.app import App
from textual.timer import Timer
from textual.widget import Widget
from textual.worker import Worker, get_current_worker

from domino_solitaire.engine import Game, Move, Position, Setup, SolitaireError, Status
from domino_solitaire.i18n import _
from domino_solitaire.play import PlaySession, find_deal
from domino_solitaire.play.advice import StopCheck as StopCheck  # (the tests' stand-ins take it)
from domino_solitaire.play.advice import Think, solver_hint, verdict_of
from domino_solitaire.solver.budget import DEFAULT_LIMIT_SECONDS
from domino_solitaire.solver.verdict import THINKING, Outlook, Verdict
from domino_solitaire.tui.background import in_thread
from domino_solitaire.wording import hint_text, par_text, refusal_text, review_text

if TYPE_CHECKING:
    from domino_solitaire.solver import Review

#: Worker groups: one live question at a time, one review at a time, one grading at a time.
VERDICT_GROUP = "assist-verdict"
REVIEW_GROUP = "assist-review"
GRADE_GROUP = "grade-deal"
DEAL_GROUP = "new-deal"

#: Seconds before a forced move plays by itself: long enough to see what the last move did.
FORCED_DELAY = 0.4

#: Positions remembered along winning lines; a long session forgets and starts again beyond this.
MAX_KNOWN = 20_000

Judge = Callable[[Game, float | None, StopCheck], "Review"]


def solver_review(game: Game, limit_seconds: float | None, should_stop: StopCheck) -> Review:
    """The solver's post-game review, loaded as ``solver_hint`` is."""
    from domino_solitaire.solver import review

    return review(game, limit_seconds, should_stop)


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


@dataclass(frozen=True, eq=False)
class _Ask:
    """The game as it was when a question was asked: an answer counts only while it still is."""

    game: Game
    length: int
    position: Position

    @classmethod
    def of(cls, game: Game) -> _Ask:
        return cls(game, len(game.positions), game.position)

    def matches(self, game: Game) -> bool:
        # Identity, not equality: the undo count depends on the history, and a new deal is a new Game.
        return game is self.game and len(game.positions) == self.length and game.position is self.position


def snapshot(game: Game) -> Game:
    """A copy for another thread: the screen's Game changes under it, its positions never do."""
    return Game(game.setup, positions=list(game.positions), moves=list(game.moves))


class Assist:
    """The solver's side of one game screen.

    ``host`` runs the workers and timers (the game screen); ``session`` is the game in play, which
    hears every verdict and counts every hint; ``view`` shows what the assistant has to show.
    """

    def __init__(
        self,
        host: Widget | App[Any],
        session: PlaySession,
        view: AssistView,
        *,
        limit_seconds: float | None = DEFAULT_LIMIT_SECONDS,
        step_seconds: float = 0.5,
        thinking_delay: float = 0.15,
        debounce_seconds: float = 0.02,
        think: Think = solver_hint,
        judge: Judge = solver_review,
    ) -> None:
        self.host = host
        self.session = session
        self.view = view
        self.limit_seconds = limit_seconds
        self.step_seconds = step_seconds
        # "thinking" shows only after this long, so the usual few-millisecond answer does not flicker.
        self.thinking_delay = thinking_delay
        # A burst of changes (a held undo key) starts one search, not one per change.
        self.debounce_seconds = debounce_seconds
        self._think = think
        self._judge = judge
        self._verdict = THINKING
        self._ask: _Ask | None = None
        self._worker: Worker[None] | None = None
        self._thinking_timer: Timer | None = None
        self._known: dict[Position, tuple[Move, ...]] = {}
        self._known_setup: Setup | None = None
        self._hint_wanted = False
        self._autoplay = False
        self._step_timer: Timer | None = None
        self._expected: Position | None = None  # where autoplay's last move led
        self._moving = False  # autoplay's own move is being made

    def _game(self) -> Game:
        return self.session.game

    # -- the live verdict ------------------------------------------------------------------------------

    @property
    def verdict(self) -> Verdict:
        """The verdict on the position the assistant last heard about (THINKING while it is worked out)."""
        return self._verdict

    @property
    def up_to_date(self) -> bool:
        """Whether ``verdict`` is decided and about the game exactly as it is now."""
        return self._verdict.decided and self._ask is not None and self._ask.matches(self._game())

    @property
    def autoplaying(self) -> bool:
        return self._autoplay

    def position_changed(self) -> None:
        """The game changed (a move, undo, redo, restart or new deal): work out the new verdict.

        Safe to call any number of times: nothing happens while the game is as last seen.
        """
        game = self._game()
        if self._ask is not None and self._ask.matches(game):
            return
        ask = _Ask.of(game)
        self._ask = ask
        self._hint_wanted = False  # a hint asked for before the change was about another position
        if self._autoplay and not self._moving and game.position is not self._expected:
            self.stop_autoplay(_("Autoplay stopped: the game changed."))
        self._cancel_question()
        if game.setup is not self._known_setup:
            self._known.clear()
            self._known_setup = game.setup
        status = game.status
        if status is Status.WON:
            self._settle(Verdict(Outlook.WON))
            return
        if status is Status.PLAYING and game.position in self._known:
            self._settle(Verdict(Outlook.WINNABLE, self._known[game.position]))
            return
        self._verdict = THINKING
        if self.thinking_delay > 0:
            self._thinking_timer = self.host.set_timer(self.thinking_delay, self._announce_thinking)
        else:
            self._announce_thinking()
        # Exclusive: the previous question is cancelled. Solver failures are caught inside; any other
        # error is a bug and, as for every worker, ends the app loudly. A partial, not a coroutine:
        # a question cancelled before it starts then leaves no coroutine behind never awaited.
        self._worker = self.host.run_worker(
            partial(self._question, ask, snapshot(game)), group=VERDICT_GROUP, exclusive=True
        )

    def _announce_thinking(self) -> None:
        self._thinking_timer = None
        if self._verdict is THINKING:
            self.session.set_verdict(THINKING)

    def _cancel_question(self) -> None:
        if self._thinking_timer is not None:
            self._thinking_timer.stop()
            self._thinking_timer = None
        if self._worker is not None:
            self._worker.cancel()
            self._worker = None

    async def _question(self, ask: _Ask, game: Game) -> None:
        if self.debounce_seconds > 0:
            await asyncio.sleep(self.debounce_seconds)
        worker = get_current_worker()
        try:
            verdict, known = await asyncio.to_thread(self._solve, game, lambda: worker.is_cancelled)
        except Exception as exc:  # a solver failure must not take the game down with it
            self.host.log.error(f"solver failed: {exc!r}")
            verdict, known = Verdict(Outlook.UNKNOWN), {}
        # Cancelled (the game moved on) means the await above raised and nothing arrives here.
        self._deliver(ask, verdict, known)

    def _solve(self, game: Game, stop: StopCheck) -> tuple[Verdict, dict[Position, tuple[Move, ...]]]:
        """In a worker thread: the verdict on ``game``, and every position along its winning line."""
        verdict = verdict_of(game, self.limit_seconds, stop, self._think)
        if verdict.outlook is not Outlook.WINNABLE:
            return verdict, {}
        line = verdict.line
        known: dict[Position, tuple[Move, ...]] = {}
        position = game.position
        for index, move in enumerate(line):
            known[position] = line[index:]
            position = position.apply(move)  # the engine, so a bad line would fail loudly here
        return verdict, known

    def _deliver(self, ask: _Ask, verdict: Verdict, known: dict[Position, tuple[Move, ...]]) -> None:
        if ask is not self._ask or not ask.matches(self._game()):
            return  # a stale answer: the game changed after the question was asked
        self._worker = None
        if len(self._known) + len(known) > MAX_KNOWN:
            self._known.clear()
        self._known.update(known)
        self._settle(verdict)

    def _settle(self, verdict: Verdict) -> None:
        if self._thinking_timer is not None:
            self._thinking_timer.stop()
            self._thinking_timer = None
        self._verdict = verdict
        self.session.set_verdict(verdict)
        if self._hint_wanted:
            self._hint_wanted = False
            self._answer_hint()
        if self._autoplay and self._step_timer is None:
            self._schedule_step(self.step_seconds)

    # -- hint ------------------------------------------------------------------------------------------

    def hint(self) -> None:
        """Highlight the next move of a winning line, or say how far back the game could be won."""
        self.position_changed()
        if not self._verdict.decided:
            self._hint_wanted = True
            self.view.say(_("Thinking…"))
            return
        self._answer_hint()

    def _answer_hint(self, prefix: str = "") -> None:
        # Every solver move or verdict shown to the player is a hint, whichever key showed it.
        verdict = self._verdict
        self.view.show_hint(verdict.move)
        self.session.hint_shown(verdict)
        self.view.say(prefix + hint_text(verdict, self.limit_seconds), refusal=bool(prefix))

    # -- autoplay --------------------------------------------------------------------------------------

    def toggle_autoplay(self) -> None:
        """Start playing the winning line one move at a time, or stop."""
        if self._autoplay:
            self.stop_autoplay(_("Autoplay stopped."))
            return
        self.position_changed()
        game = self._game()
        verdict = self._verdict
        if game.is_over:
            self.view.say(refusal_text("autoplay", game) or "", refusal=True)
            return
        if verdict.decided and verdict.outlook is not Outlook.WINNABLE:
            self._answer_hint(_("No autoplay:") + " ")
            return
        self._autoplay = True
        self._expected = game.position
        self.view.autoplay_changed()
        self.view.say(_("Autoplay: playing a winning line, one move at a time. Any key stops it."))
        if verdict.decided:
            self._schedule_step(0.0)
        # Otherwise the verdict, once it arrives, starts the first step.

    def stop_autoplay(self, reason: str | None = None) -> bool:
        """Stop autoplay (saying ``reason``); False when it was not running."""
        if not self._autoplay:
            return False
        self._autoplay = False
        self._expected = None
        if self._step_timer is not None:
            self._step_timer.stop()
            self._step_timer = None
        self.view.autoplay_changed()
        if reason:
            self.view.say(reason)
        return True

    def key_pressed(self, event: events.Key) -> bool:
        """Any key stops autoplay and is used up doing so; call it from the screen's ``on_key``."""
        if not self._autoplay:
            return False
        self.stop_autoplay(_("Autoplay stopped."))
        event.stop()
        event.prevent_default()
        return True

    def _schedule_step(self, delay: float) -> None:
        if self._step_timer is not None:
            self._step_timer.stop()
        self._step_timer = self.host.set_timer(max(delay, 0.001), self._step)

    def _host_active(self) -> bool:
        host = self.host
        return host.screen.is_active if isinstance(host, Widget) else True

    def _step(self) -> None:
        self._step_timer = None
        if not self._autoplay:
            return
        if not self._host_active():
            # A dialog covers the board (quit? help?): wait for it instead of playing behind it.
            self._schedule_step(self.step_seconds)
            return
        self.position_changed()
        if not self._autoplay:
            return  # the game changed under autoplay, which stopped
        verdict = self._verdict
        if not verdict.decided:
            return  # the verdict, once it arrives, schedules the next step
        move = verdict.move
        if move is None:
            self.stop_autoplay(_("Autoplay stopped.") + " " + hint_text(verdict, self.limit_seconds))
            return
        self._expected = None
        self._moving = True
        try:
            played = self.view.play_for_player(move)
        finally:
            self._moving = False
        if not played:
            self.stop_autoplay(_("Autoplay stopped: {move} was refused.").format(move=move))
            return
        game = self._game()
        self._expected = game.position
        if game.is_over:
            self.stop_autoplay()  # the game-over dialog says the rest
            self.position_changed()
            return
        # Known at once from the winning line, so the next step need not wait for the move's message.
        self.position_changed()
        if self._step_timer is None:
            self._schedule_step(self.step_seconds)

    # -- post-game review ------------------------------------------------------------------------------

    def review(self, on_text: Callable[[str], None]) -> Worker[None]:
        """Work out, in a worker, which move lost the game; ``on_text`` gets the sentence for the dialog."""
        game = snapshot(self._game())

        def reviewed(found: Review) -> None:
            parts = (review_text(game, found, self.limit_seconds), par_text(game, found))
            on_text(" ".join(part for part in parts if part))
            if found.deal_par is not None:
                self.session.annotate(par=found.deal_par)

        def failed(exc: Exception) -> None:  # the dialog works without a review
            self.host.log.error(f"review failed: {exc!r}")
            on_text(_("The solver could not review this game."))

        judge = partial(self._judge, game, self.limit_seconds)
        return in_thread(self.host, REVIEW_GROUP, judge, reviewed, failed)

    # -- forced moves -----------------------------------------------------------------------------------

    def forced_next(self) -> None:
        """After a short pause, the only move possible plays by itself where the game and the player
        want it (``PlaySession.forced_move``): the player's move, not a hint."""
        move, position = self.session.forced_move(), self.session.game.position
        if move is not None:
            self.host.set_timer(FORCED_DELAY, partial(self._play_forced, move, position))

    def _play_forced(self, move: Move, position: Position) -> None:
        # Only if nothing happened meanwhile (a key, an undo, autoplay, a dialog over the board, the
        # player turning forced moves off) and the move is still the one forced.
        unchanged = self.session.game.position is position and self.session.forced_move() == move
        if unchanged and self._host_active() and not self._autoplay:
            self.view.apply_move(move, by_itself=True)

    # -- new deals ------------------------------------------------------------------------------------

    def find_deal(self, start: int, found: Callable[[Setup], None]) -> None:
        """Find, in the background, the next deal as the session's deals are chosen (from number
        ``start``); ``found`` gets it. Why there is none is said to the player."""
        work = partial(find_deal, self.session.state.kind, self.session.deals, start)

        def failed(exc: Exception) -> None:
            self.view.say(_("No new deal: {problem}").format(problem=exc), refusal=True)

        in_thread(self.host, DEAL_GROUP, work, found, failed, errors=(SolitaireError,))

    # -- the deal's grade ------------------------------------------------------------------------------

    def grade_deal(self) -> None:
        """Work out, in the background, the deal's difficulty grade: kept with the game. (Not decided
        within the solver's limit, or stopped by a new deal: the game has no grade.)"""
        from domino_solitaire.solver import grade

        setup = self.session.game.setup

        def graded(found: object) -> None:
            if self.session.game.setup is setup:
                self.session.annotate(grade=str(found))

        work = partial(_grade_of, grade, setup)
        in_thread(self.host, GRADE_GROUP, work, graded, errors=(SolitaireError,))

    # -- the end ---------------------------------------------------------------------------------------

    def shutdown(self) -> None:
        """Stop autoplay and every question (the screen is going away)."""
        self.stop_autoplay()
        self._cancel_question()
        self.host.workers.cancel_group(self.host, REVIEW_GROUP)
        self.host.workers.cancel_group(self.host, GRADE_GROUP)
        self.host.workers.cancel_group(self.host, DEAL_GROUP)
        self._ask = None


def _grade_of(grade: Callable[..., object], setup: Setup, should_stop: StopCheck) -> object:
    return grade(setup, should_stop=should_stop)
