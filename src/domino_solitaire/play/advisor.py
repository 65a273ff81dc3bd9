"""The solver's side of a game in play, for every face: the live verdict, hints, autoplay, forced
moves, the post-game review, the deal's grade and new deals of a grade.

``Advisor`` answers the play session: whenever the game changed (``position_changed``) it asks
the solver whether the position can still be won and gives the verdict to the session
(``PlaySession.set_verdict``), which publishes it; the session itself marks its verdict stale on
every change (``PlaySession.verdict_stale``). A hint is answered from that verdict and counted by
the session (``hint_shown``); autoplay plays its winning line through the face
(``AdvisorView.play_for_player``); the review of a lost game comes back as the solver's value.

The search runs through an ``Executor`` the face injects: a Textual worker in a thread for the
game screen (``tui.assist``), a thread for the text mode, ``InlineExecutor`` in tests. A newer
question of a group cancels the older one (the search sees it through ``should_stop``), and an
answer is dropped unless the game is still exactly as it was when the question was asked.
Winning lines are remembered position by position, so a player (or autoplay) who follows one
gets every later verdict at once. What the face must say comes as a ``Note`` (a value; the
sentences are wording's). Pure: no Textual, no sentences; rules are the engine's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from functools import partial
from typing import TYPE_CHECKING, Protocol, TypeVar

from domino_solitaire.engine import Game, Move, Position, Setup, SolitaireError, Status
from domino_solitaire.play.advice import StopCheck, Think, solver_hint, verdict_of
from domino_solitaire.play.deals import find_deal
from domino_solitaire.solver.budget import DEFAULT_LIMIT_SECONDS
from domino_solitaire.solver.verdict import THINKING, Outlook, Verdict

if TYPE_CHECKING:
    from domino_solitaire.play.session import PlaySession
    from domino_solitaire.solver import Review

R = TypeVar("R")

#: Executor groups: one live question at a time, one review, one grading, one deal search.
VERDICT_GROUP = "assist-verdict"
REVIEW_GROUP = "assist-review"
GRADE_GROUP = "grade-deal"
DEAL_GROUP = "new-deal"

#: Seconds before a forced move plays by itself: long enough to see what the last move did.
FORCED_DELAY = 0.4
#: Positions remembered along winning lines; a long session forgets and starts again beyond this.
MAX_KNOWN = 20_000

Judge = Callable[[Game, "float | None", StopCheck], "Review"]


def solver_review(game: Game, limit_seconds: float | None, should_stop: StopCheck) -> Review:
    """The solver's post-game review, loaded as ``solver_hint`` is."""
    from domino_solitaire.solver import review

    return review(game, limit_seconds, should_stop)


class Task(Protocol):
    """A piece of work or a timer handed to an executor: it can be called off."""

    def cancel(self) -> None: ...


class Executor(Protocol):
    """Runs the solver's work for a face, and its timers.

    ``run``: ``work(should_stop)`` off the face's thread (or inline), then on the face's thread,
    unless cancelled, ``done(result)`` or ``failed(error)`` for an error of ``errors``; a newer
    run of the same ``group`` cancels the older. ``later``: ``callback`` after ``seconds``.
    """

    def run(
        self,
        group: str,
        work: Callable[[StopCheck], R],
        done: Callable[[R], None],
        failed: Callable[[Exception], None] | None = None,
        *,
        errors: tuple[type[Exception], ...] = (Exception,),
    ) -> Task: ...

    def later(self, seconds: float, callback: Callable[[], None]) -> Task: ...

    def cancel_group(self, group: str) -> None: ...


class NoteKind(str, Enum):
    """What the advisor has to tell the player (wording's ``advice_text`` says it)."""

    THINKING = "thinking"  # a hint was asked for; the verdict is still being worked out
    HINT = "hint"  # the hint: ``verdict``
    NO_AUTOPLAY = "no-autoplay"  # autoplay cannot start: ``verdict`` says why (no move to play)
    GAME_OVER = "game-over"  # autoplay asked for in a game that is over
    # Autoplay plays ``verdict``'s line: a winning one, or toward par once no win is left (said
    # again when a verdict that arrives later shows the line is toward par).
    AUTOPLAY_STARTED = "autoplay-started"
    AUTOPLAY_STOPPED = "autoplay-stopped"  # by the player, or at the end of the line (``verdict``)
    GAME_CHANGED = "game-changed"  # autoplay stopped: the game changed under it
    REFUSED = "refused"  # autoplay stopped: the face refused ``move``
    NO_DEAL = "no-deal"  # no new deal: ``error`` says why, as a value
    REVIEW_FAILED = "review-failed"  # the solver could not review the game


#: The notes that say something was refused or could not be done.
REFUSALS = frozenset({NoteKind.NO_AUTOPLAY, NoteKind.GAME_OVER, NoteKind.NO_DEAL})


@dataclass(frozen=True)
class Note:
    kind: NoteKind
    verdict: Verdict | None = None
    move: Move | None = None
    error: SolitaireError | None = None


class AdvisorView(Protocol):
    """What the advisor needs of the face it works for."""

    def told(self, note: Note) -> None:
        """Say ``note`` to the player."""

    def show_hint(self, move: Move | None) -> None:
        """Show ``move`` as the hint (None: nothing to show)."""

    def play_for_player(self, move: Move) -> bool:
        """Play autoplay's ``move`` as the player's own input would; False when it was refused."""

    def apply_move(self, move: Move) -> bool:
        """Play ``move`` as the player's own (a forced move); False when it was refused."""

    def autoplay_changed(self) -> None:
        """Autoplay started or stopped."""

    def covered(self) -> bool:
        """Whether something covers the board (a dialog): autoplay and forced moves wait."""

    def log_error(self, text: str) -> None:
        """A failure of the solver, for the developer's log."""


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
    """A copy for another thread: the face's Game changes under it, its positions never do."""
    return Game(game.setup, positions=list(game.positions), moves=list(game.moves))


Known = dict[Position, tuple[Move, ...]]


class Advisor:
    """The solver's side of one game in play (``session``), for the face ``view``."""

    def __init__(
        self,
        session: PlaySession,
        view: AdvisorView,
        executor: Executor,
        *,
        limit_seconds: float | None = DEFAULT_LIMIT_SECONDS,
        step_seconds: float = 0.5,
        thinking_delay: float = 0.15,
        debounce_seconds: float = 0.02,
        think: Think = solver_hint,
        judge: Judge = solver_review,
    ) -> None:
        self.session = session
        self.view = view
        self.executor = executor
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
        self._task: Task | None = None
        self._thinking_timer: Task | None = None
        self._known: Known = {}
        self._known_setup: Setup | None = None
        self._hint_wanted = False
        self._autoplay = False
        self._step_timer: Task | None = None
        self._expected: Position | None = None  # where autoplay's last move led
        self._playing_for: Outlook | None = None  # what autoplay's line was last said to lead to
        self._moving = False  # autoplay's own move is being made

    def _game(self) -> Game:
        return self.session.game

    # -- the live verdict ------------------------------------------------------------------------------

    @property
    def verdict(self) -> Verdict:
        """The verdict on the position last heard about (THINKING while it is worked out)."""
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
            self.stop_autoplay(Note(NoteKind.GAME_CHANGED))
        self._cancel_question()
        if game.setup is not self._known_setup:
            self._known.clear()
            self._known_setup = game.setup
        if game.status is Status.WON:
            self._settle(Verdict(Outlook.WON))
        elif game.status is Status.PLAYING and game.position in self._known:
            self._settle(Verdict(Outlook.WINNABLE, self._known[game.position]))
        else:
            self._verdict = THINKING
            if self.thinking_delay > 0:
                self._thinking_timer = self.executor.later(self.thinking_delay, self._announce_thinking)
            else:
                self._announce_thinking()
            start = partial(self._question, ask, snapshot(game))
            if self.debounce_seconds > 0:
                self._task = self.executor.later(self.debounce_seconds, start)
            else:
                start()

    def _question(self, ask: _Ask, game: Game) -> None:
        if ask is not self._ask:
            return  # the game moved on during the pause
        self._task = self.executor.run(
            VERDICT_GROUP,
            partial(self._solve, game),
            lambda found: self._deliver(ask, *found),
            partial(self._failed, ask),
        )

    def _failed(self, ask: _Ask, exc: Exception) -> None:
        # A solver failure must not take the game down with it.
        self.view.log_error(f"solver failed: {exc!r}")
        self._deliver(ask, Verdict(Outlook.UNKNOWN), {})

    def _announce_thinking(self) -> None:
        self._thinking_timer = None
        if self._verdict is THINKING:
            self.session.set_verdict(THINKING)

    def _cancel_question(self) -> None:
        for task in (self._thinking_timer, self._task):
            if task is not None:
                task.cancel()
        self._thinking_timer = self._task = None
        self.executor.cancel_group(VERDICT_GROUP)

    def _solve(self, game: Game, stop: StopCheck) -> tuple[Verdict, Known]:
        """Off the face's thread: the verdict on ``game``, and every position along its winning line."""
        verdict = verdict_of(game, self.limit_seconds, stop, self._think)
        if verdict.outlook is not Outlook.WINNABLE:
            return verdict, {}
        line = verdict.line
        known: Known = {}
        position = game.position
        for index, move in enumerate(line):
            known[position] = line[index:]
            position = position.apply(move)  # the engine, so a bad line would fail loudly here
        return verdict, known

    def _deliver(self, ask: _Ask, verdict: Verdict, known: Known) -> None:
        if ask is not self._ask or not ask.matches(self._game()):
            return  # a stale answer: the game changed after the question was asked
        self._task = None
        if len(self._known) + len(known) > MAX_KNOWN:
            self._known.clear()
        self._known.update(known)
        self._settle(verdict)

    def _settle(self, verdict: Verdict) -> None:
        if self._thinking_timer is not None:
            self._thinking_timer.cancel()
            self._thinking_timer = None
        self._verdict = verdict
        self.session.set_verdict(verdict)
        if self._hint_wanted:
            self._hint_wanted = False
            self._answer_hint(NoteKind.HINT)
        if self._autoplay and self._step_timer is None:
            self._schedule_step(self.step_seconds)

    # -- hint ------------------------------------------------------------------------------------------

    def hint(self) -> None:
        """Show the next move of a winning line, or say how far back the game could be won."""
        self.position_changed()
        if not self._verdict.decided:
            self._hint_wanted = True
            self.view.told(Note(NoteKind.THINKING))
            return
        self._answer_hint(NoteKind.HINT)

    def _answer_hint(self, kind: NoteKind) -> None:
        # Every solver move or verdict shown to the player is a hint, whichever key showed it.
        verdict = self._verdict
        self.view.show_hint(verdict.move)
        self.session.hint_shown(verdict)
        self.view.told(Note(kind, verdict))

    # -- autoplay --------------------------------------------------------------------------------------

    def toggle_autoplay(self) -> None:
        """Start playing the solver's line one move at a time (a winning line, or toward par once no
        win is left), or stop."""
        if self._autoplay:
            self.stop_autoplay(Note(NoteKind.AUTOPLAY_STOPPED))
            return
        self.position_changed()
        game, verdict = self._game(), self._verdict
        if game.is_over:
            self.view.told(Note(NoteKind.GAME_OVER))
            return
        if verdict.decided and verdict.move is None:
            # Nothing to play (undecided in time): said, and no hint, as it shows no move.
            self.view.told(Note(NoteKind.NO_AUTOPLAY, verdict))
            return
        self._autoplay = True
        self._expected = game.position
        self._playing_for = verdict.outlook if verdict.decided else None
        self.view.autoplay_changed()
        self.view.told(Note(NoteKind.AUTOPLAY_STARTED, verdict if verdict.decided else None))
        if verdict.decided:
            # Toward par, the first move waits a step: long enough to read that no win is left.
            self._schedule_step(self.step_seconds if verdict.outlook is Outlook.NOT_WINNABLE else 0.0)
        # Otherwise the verdict, once it arrives, starts the first step.

    def stop_autoplay(self, note: Note | None = None) -> bool:
        """Stop autoplay (saying ``note``); False when it was not running."""
        if not self._autoplay:
            return False
        self._autoplay = False
        self._expected = None
        if self._step_timer is not None:
            self._step_timer.cancel()
            self._step_timer = None
        self.view.autoplay_changed()
        if note is not None:
            self.view.told(note)
        return True

    def _schedule_step(self, delay: float) -> None:
        if self._step_timer is not None:
            self._step_timer.cancel()
        self._step_timer = self.executor.later(max(delay, 0.001), self._step)

    def _step(self) -> None:
        self._step_timer = None
        if not self._autoplay:
            return
        if self.view.covered():
            # A dialog covers the board (quit? help?): wait for it instead of playing behind it.
            self._schedule_step(self.step_seconds)
            return
        self.position_changed()
        verdict = self._verdict
        if not self._autoplay or not verdict.decided:
            return  # stopped as the game changed, or the verdict, once it arrives, goes on
        move = verdict.move
        if move is None:
            self.stop_autoplay(Note(NoteKind.AUTOPLAY_STOPPED, verdict))
            return
        if verdict.outlook is not self._playing_for and verdict.outlook is Outlook.NOT_WINNABLE:
            # Started before the verdict came: the line is toward par, and the player is told so.
            self.view.told(Note(NoteKind.AUTOPLAY_STARTED, verdict))
        self._playing_for = verdict.outlook
        self._expected = None
        self._moving = True
        try:
            played = self.view.play_for_player(move)
        finally:
            self._moving = False
        if not played:
            self.stop_autoplay(Note(NoteKind.REFUSED, move=move))
            return
        game = self._game()
        self._expected = game.position
        if game.is_over:
            self.stop_autoplay()  # the game's end says the rest
        # Known at once from the winning line, so the next step need not wait for the move's message.
        self.position_changed()
        if self._autoplay and self._step_timer is None:
            self._schedule_step(self.step_seconds)

    # -- post-game review ------------------------------------------------------------------------------

    def review_game(self, reviewed: Callable[[Game, Review | None], None]) -> Task:
        """Work out which move lost the game: ``reviewed(game, review)`` (None: the solver could
        not); the deal's par it finds is kept with the game."""
        game = snapshot(self._game())

        def done(found: Review) -> None:
            if found.deal_par is not None:
                self.session.annotate(par=found.deal_par)
            reviewed(game, found)

        def failed(exc: Exception) -> None:  # the game's end is said without a review
            self.view.log_error(f"review failed: {exc!r}")
            reviewed(game, None)

        judge = partial(self._judge, game, self.limit_seconds)
        return self.executor.run(REVIEW_GROUP, judge, done, failed)

    # -- forced moves ----------------------------------------------------------------------------------

    def forced_next(self) -> None:
        """After a short pause, the only move possible plays by itself where the game and the player
        want it (``PlaySession.forced_move``): the player's move, not a hint."""
        move, position = self.session.forced_move(), self.session.game.position
        if move is not None:
            self.executor.later(FORCED_DELAY, partial(self._play_forced, move, position))

    def _play_forced(self, move: Move, position: Position) -> None:
        # Only if nothing happened meanwhile (a key, an undo, autoplay, a dialog over the board, the
        # player turning forced moves off) and the move is still the one forced.
        unchanged = self.session.game.position is position and self.session.forced_move() == move
        if unchanged and not self.view.covered() and not self._autoplay:
            self.view.apply_move(move)

    # -- new deals and the deal's grade ----------------------------------------------------------------

    def find_deal(self, start: int, found: Callable[[Setup], None]) -> None:
        """Find the next deal as the session's deals are chosen (from the random number ``start``):
        ``found`` gets it; why there is none is told."""
        work = partial(find_deal, self.session.state.kind, self.session.deals, start, random=True)

        def failed(exc: Exception) -> None:
            self.view.told(Note(NoteKind.NO_DEAL, error=exc if isinstance(exc, SolitaireError) else None))

        self.executor.run(DEAL_GROUP, work, found, failed, errors=(SolitaireError,))

    def grade_deal(self) -> None:
        """Work out the deal's difficulty grade: kept with the game. (Not decided within the
        solver's limit, or stopped by a new deal: the game has no grade.)"""
        from domino_solitaire.solver import grade

        setup = self.session.game.setup

        def graded(found: object) -> None:
            if self.session.game.setup is setup:
                self.session.annotate(grade=str(found))

        work = partial(_grade_of, grade, setup)
        self.executor.run(GRADE_GROUP, work, graded, errors=(SolitaireError,))

    # -- the end ---------------------------------------------------------------------------------------

    def shutdown(self) -> None:
        """Stop autoplay and every question (the face is going away)."""
        self.stop_autoplay()
        self._cancel_question()
        for group in (REVIEW_GROUP, GRADE_GROUP, DEAL_GROUP):
            self.executor.cancel_group(group)
        self._ask = None


def _grade_of(grade: Callable[..., object], setup: Setup, should_stop: StopCheck) -> object:
    return grade(setup, should_stop=should_stop)
