"""The game screen: one game in play, whichever it is.

Every change to the game goes through this screen: ``apply_move`` is the one
place a move is made (through the engine), and undo, redo, restart and new
deal sit beside it. Each posts a message (``MovePlayed``, ``HistoryChanged``)
that a hint, a live solver or a save-game hook can listen to.
"""

from __future__ import annotations

import asyncio
import time
from datetime import date
from functools import partial
from typing import TYPE_CHECKING, Any, ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import ActiveBinding, Binding, BindingType
from textual.screen import Screen
from textual.worker import get_current_worker

from domino_solitaire.engine import Game, Move, Position, Setup, SolitaireError, Status, make_setup
from domino_solitaire.store import GameInfo
from domino_solitaire.tui.assist import Assist, Outlook, Verdict
from domino_solitaire.tui.clock import PlayClock
from domino_solitaire.tui.messages import HistoryChanged, MoveChosen, MovePlayed, Notice
from domino_solitaire.tui.screens.base import SizeWatcher, closed_early, pinned_first
from domino_solitaire.tui.screens.dialogs import ConfirmScreen, GameOverScreen
from domino_solitaire.tui.screens.help import HelpScreen
from domino_solitaire.tui.widgets import BOARDS
from domino_solitaire.tui.widgets.board import Board
from domino_solitaire.tui.widgets.footer import KeyFooter
from domino_solitaire.tui.widgets.status import Facts, NoticeLine, StatusBar
from domino_solitaire.wording import clock_text

if TYPE_CHECKING:
    from domino_solitaire.solver import Review
    from domino_solitaire.tui.app import DominoApp

#: The worker that looks for a winnable deal (one at a time), and the one that grades the deal.
WINNABLE_GROUP = "winnable-deal"
GRADE_GROUP = "grade-deal"


class GameScreen(SizeWatcher, Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("u", "undo", "Undo", tooltip="Undo the last move (as many as you like)"),
        Binding("y", "redo", "Redo", tooltip="Redo: play again a move taken back"),
        Binding("r", "restart", "Restart", tooltip="Restart this deal (y then replays the moves)"),
        Binding("n", "new_deal", "New deal", tooltip="Deal a new game of the same kind"),
        Binding("w", "hint", "Hint", tooltip="Hint: the next move of a winning line, or how far to undo"),
        Binding(
            "a", "autoplay", "Autoplay", show=False, tooltip="Autoplay: play a winning line; any key stops it"
        ),
        Binding("p", "toggle_numerals", "Draw the tiles with pips or with numbers", show=False),
        Binding("v", "toggle_verdict", "Show or hide whether the deal can still be won", show=False),
        Binding("i", "rules", "The rules of this game", show=False),
        Binding("m", "menu", "Back to the start screen (choose another game)", show=False),
        Binding("s", "stats", "Statistics", tooltip="Statistics and the history of games", show=False),
        Binding("question_mark,f1", "help", "Help", tooltip="This help"),
        Binding("q", "quit", "Quit", tooltip="Quit (asks first while a game is in progress)"),
    ]

    def __init__(
        self,
        setup: Setup,
        *,
        game: Game | None = None,
        resumed: GameInfo | None = None,
        daily: date | None = None,
    ) -> None:
        """Play ``setup`` from its opening, or play on ``game`` (of that setup).

        ``resumed``: what the store knows of ``game`` when it is a stored game played on.
        ``daily``: the date of the daily deal ``setup`` is, if it is one (the history marks it).
        """
        super().__init__()
        self.daily = daily
        self.game = game if game is not None else Game(setup)
        self.resumed = resumed
        #: Hints used in this game in all (a resumed game starts from its stored count).
        self.hints_used = resumed.hints if resumed is not None else 0
        #: How the game ended for the record, once it was won (WON, or SOLVED when autoplay made the
        #: winning move): from then on nothing the player does here changes that record.
        self.finished: Status | None = None
        #: The deal's difficulty grade ("hard", ...) once the solver has worked it out.
        self.grade: str | None = None
        self.clock = PlayClock(time.monotonic)
        # Set while autoplay's move is being made, so that a win it brings is recorded as solved.
        self._autoplay_moving = False
        self._binding_state = (False, False)
        # The solver's side: a live verdict in the status bar, the hint key, autoplay and the review.
        # Its answers come from workers and timers, which can finish while the screen is being taken
        # down (its widgets already gone): each callback then does nothing.
        self.assist = Assist(
            self,
            game=lambda: self.game,
            apply_move=self.autoplay_move,
            on_verdict=self.show_verdict,
            on_hint=self.hint_shown,
            notice=self.notice,
            on_autoplay=self.autoplay_changed,
            on_review=self.reviewed,
        )

    @property
    def domino_app(self) -> DominoApp:
        from domino_solitaire.tui.app import DominoApp

        assert isinstance(self.app, DominoApp)
        return self.app

    @property
    def board(self) -> Board[object]:
        return self.query_one(Board)

    @property
    def in_progress(self) -> bool:
        """A game worth asking about before it is thrown away."""
        return bool(self.game.moves) and not self.game.is_over and self.finished is None

    def compose(self) -> ComposeResult:
        app = self.domino_app
        yield StatusBar(id="status")
        board_class = BOARDS[self.game.rules.name]
        yield board_class(
            self.game.rules,
            self.game.position,
            numerals=app.numerals,
            colour=not app.no_color,
            # The player's pips-or-numbers choice for this set, kept between runs (None: by the set).
            style=app.recorder.settings.tile_style(self.game.setup.size),
        )
        yield NoticeLine(id="notice")
        yield KeyFooter()

    def on_mount(self) -> None:
        if closed_early(self):
            return
        recorder = self.domino_app.recorder
        recorder.started(self.game, resumed_info=self.resumed, daily=self.daily)
        # The clock shows the whole time played, before the game was left too.
        self.clock = PlayClock(self.domino_app.clock, recorder.prior_elapsed)
        self.clock.resume("start")
        self.set_interval(1, self.update_status)
        self.board.focus()
        self.opening_notice()
        self.update_status()
        self.domino_app.after_first_frame(self.start_solver)

    def start_solver(self) -> None:
        """The solver's work on a new screen: the deal's grade, and the live verdict."""
        if self.is_attached:  # not closed before the app's first frame
            self.grade_deal()
            self.assist.position_changed()

    def on_unmount(self) -> None:
        self.assist.shutdown()
        if self.domino_app.recorder.game is self.game:
            # Left without a move (quit, or taken over): keep the time played exactly, to resume with.
            self.domino_app.recorder.save_time(self.elapsed())

    def on_screen_suspend(self) -> None:
        # Another screen or a dialog is over the board: the time spent there is not play.
        self.clock.pause("covered")

    def on_screen_resume(self) -> None:
        self.clock.resume("covered")
        self.update_status()

    def on_key(self, event: events.Key) -> None:
        # Any key stops autoplay, and does nothing else.
        if self.assist.key_pressed(event):
            return
        # A greyed-out key does nothing by itself: say why, so the player is not left guessing.
        active = self.active_bindings.get(event.key)
        if active is not None and not active.enabled:
            reason = self.why_unavailable(active.binding.action)
            if reason is not None:
                self.notice(reason, refusal=True)

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        return pinned_first(super().active_bindings)

    def why_unavailable(self, action: str) -> str | None:
        """Why a key greyed out in the footer does nothing now (None: it is available, or not ours)."""
        game = self.game
        if action in ("undo", "restart") and not game.can_undo:
            return "There is no move to undo yet." if action == "undo" else "This is the opening already."
        if action == "redo" and not game.can_redo:
            return "There is no move to redo: y replays moves taken back with u."
        if action == "autoplay" and game.is_over:
            return f"The game is over ({game.status}): there is nothing to play."
        return self.board.why_unavailable(action)

    def opening_notice(self) -> None:
        count = len(self.game.moves)
        if count:
            # Resumed, or taken over from a replay.
            how = "Resumed" if self.resumed is not None else "Playing on"
            moves = f"{count} move{'s' * (count != 1)}"
            self.notice(f"{how} after {moves}: {self.game.setup.describe()}.")
            return
        self.notice(f"{self.game.setup.describe()}. Press ? for help, i for the rules.")

    # -- the clock ------------------------------------------------------------------------------------

    def elapsed(self) -> float:
        return self.clock.seconds()

    def update_status(self) -> None:
        for bar in self.query(StatusBar):
            solved = self.finished is Status.SOLVED
            bar.facts = Facts.of(self.game, self.elapsed(), self.daily, solved=solved, grade=self.grade)

    # -- moves ----------------------------------------------------------------------------------------

    def apply_move(self, move: Move) -> bool:
        """Make ``move`` through the engine; the one place a move is played. False if refused."""
        before = self.game.position
        try:
            self.game.play(move)
        except SolitaireError as exc:
            self.board.clear_selection()
            self.board.redraw()
            self.notice(str(exc), refusal=True)
            return False
        summary = self.board.show(self.game.position, before=before)
        self.notice(played_text(move, before, self.game.position, summary))
        self.after_change()
        self.post_message(MovePlayed(self.game, move))
        return True

    @on(MoveChosen)
    def move_chosen(self, message: MoveChosen) -> None:
        message.stop()
        self.apply_move(message.move)

    @on(Notice)
    def board_notice(self, message: Notice) -> None:
        message.stop()
        self.notice(message.text, refusal=message.refusal)

    def showing(self) -> bool:
        """Whether the screen still has its widgets (it loses them first when it is taken down)."""
        return not closed_early(self)

    def notice(self, text: str, *, refusal: bool = False) -> None:
        for line in self.query(NoticeLine):
            line.say(text, refusal=refusal)

    def after_change(self, *, announce: bool = True) -> None:
        """Status, footer and the end of the game, after anything changed the position."""
        status = self.game.status
        if status is Status.WON and self.finished is None:
            # Won now: the record is made at this moment, whatever undo shows afterwards.
            self.finished = Status.SOLVED if self._autoplay_moving else Status.WON
            self.clock.pause("finished")
        if self.game.is_over:
            self.clock.pause("over")
            if announce:
                self.call_after_refresh(self.show_game_over)
        else:
            # Undo out of a lost game: the clock runs on from where it stopped.
            self.clock.resume("over")
        self.update_status()
        # Refreshing the footer rebuilds it, so only do it when undo or redo changed availability.
        state = (self.game.can_undo, self.game.can_redo)
        if state != self._binding_state:
            self._binding_state = state
            self.refresh_bindings()

    def show_game_over(self) -> None:
        if not self.game.is_over or self.app.screen is not self:
            return
        won = self.game.status is Status.WON
        dialog = GameOverScreen(
            won=won,
            solved=self.finished is Status.SOLVED,
            moves=len(self.game.moves),
            time=clock_text(self.elapsed()),
            removed=len(self.game.position.discarded),
            total=self.game.total_tiles,
            review=not won,
        )
        self.app.push_screen(dialog, self.game_over_choice)
        if not won:
            # Which move lost the game: worked out in the background while the dialog is up.
            self.assist.review(dialog.show_review)

    def game_over_choice(self, choice: str | None) -> None:
        if choice == "same":
            self.new_game(self.game.setup)
        elif choice == "new":
            self.deal_new()
        elif choice == "quit":
            self.app.exit()
        else:
            self.notice(f"Game {self.game.status}. u takes back moves, r restarts, n deals again.")

    # -- the solver: verdict, hint, autoplay -------------------------------------------------------------

    @on(MovePlayed)
    @on(HistoryChanged)
    def game_changed(self, message: MovePlayed | HistoryChanged) -> None:
        """Ask the solver about the new position. Not stopped: the save handler hears it too."""
        self.assist.position_changed()

    def show_verdict(self, verdict: Verdict) -> None:
        # Hidden (v) for players who want to find out for themselves; the hint key still answers.
        for bar in self.query(StatusBar):
            bar.verdict = verdict if self.domino_app.show_verdict else None

    def action_toggle_verdict(self) -> None:
        app = self.domino_app
        app.show_verdict = not app.show_verdict
        app.remember(show_verdict=app.show_verdict)
        self.show_verdict(self.assist.verdict)
        self.notice(
            "The status bar says whether the deal can still be won."
            if app.show_verdict
            else "Whether the deal can still be won is hidden (v shows it; w still hints)."
        )

    def action_hint(self) -> None:
        self.assist.hint()

    def grade_deal(self) -> None:
        """Work out, in the background, the deal's difficulty grade: stored with the game."""
        self.run_worker(partial(self._grade, self.game.setup), group=GRADE_GROUP, exclusive=True)

    async def _grade(self, setup: Setup) -> Any:
        from domino_solitaire.solver import grade

        worker = get_current_worker()
        try:
            # A new deal or a closed screen cancels the worker; the search then stops too, rather
            # than grade a deal nobody plays any more on the player's cores.
            found = await asyncio.to_thread(grade, setup, should_stop=lambda: worker.is_cancelled)
        except SolitaireError:
            return  # not decided within the solver's limit (or stopped): the game has no grade
        if self.game.setup is setup and not closed_early(self):
            self.grade = str(found)
            self.domino_app.recorder.annotate(grade=self.grade)
            self.update_status()

    def reviewed(self, found: Review) -> None:
        """The game-over review found the deal's par: stored with the game, for the statistics."""
        if found.deal_par is not None:
            self.domino_app.recorder.annotate(par=found.deal_par)

    def autoplay_changed(self, _running: bool) -> None:
        # Started or stopped: the footer's keys follow (any key stops autoplay).
        if self.showing():
            self.refresh_bindings()

    def hint_shown(self, move: Move | None) -> None:
        """The hint key was answered: highlight the move, count the hint, and save the count."""
        if not self.showing():
            return
        self.board.mark_hint(move)
        if self.assist.verdict.outlook in (Outlook.WINNABLE, Outlook.NOT_WINNABLE):
            # The solver told the player something about a game in play: that is a hint used.
            self.hints_used += 1
            self.save_hints()

    def autoplay_move(self, move: Move) -> bool:
        """Autoplay's move: each one counts as a hint used (the game was played for the player)."""
        if not self.showing():
            return False
        self.hints_used += 1
        self._autoplay_moving = True
        try:
            played = self.apply_move(move)
        finally:
            self._autoplay_moving = False
        if not played:
            self.hints_used -= 1
        return played

    def action_autoplay(self) -> None:
        self.assist.toggle_autoplay()

    def save_hints(self) -> None:
        # A failure is reported by the app (the recorder saves in the background).
        self.domino_app.recorder.changed(self.game, elapsed=self.elapsed(), hints=self.hints_used)

    # -- saving ---------------------------------------------------------------------------------------

    @on(MovePlayed)
    @on(HistoryChanged)
    def save_game(self, message: MovePlayed | HistoryChanged) -> None:
        """Save the game after every change. The message goes on (not stopped): others listen too."""
        recorder = self.domino_app.recorder
        if isinstance(message, HistoryChanged) and message.kind == "new":
            # The game left behind (if unfinished) was given up; the new one is stored from its first move.
            recorder.abandon()
            recorder.started(message.game, daily=self.daily)
        # The message's game: a move queued before a new deal still saves the game it was made in.
        solved = message.game is self.game and self.finished is Status.SOLVED
        recorder.changed(message.game, elapsed=self.elapsed(), hints=self.hints_used, solved=solved)

    # -- history --------------------------------------------------------------------------------------

    def show_position(self, before: Position | None = None) -> str:
        return self.board.show(self.game.position, before=before)

    def action_undo(self) -> None:
        if not self.game.can_undo:
            self.notice("There is no move to undo.", refusal=True)
            return
        move = self.game.undo()
        self.show_position()
        self.notice(f"Took back {move}.")
        self.after_change(announce=False)
        self.post_message(HistoryChanged(self.game, "undo"))

    def action_redo(self) -> None:
        if not self.game.can_redo:
            self.notice("There is no move to redo.", refusal=True)
            return
        before = self.game.position
        move = self.game.redo()
        summary = self.show_position(before)
        self.notice(played_text(move, before, self.game.position, summary, again=True))
        self.after_change()
        self.post_message(HistoryChanged(self.game, "redo"))

    def action_restart(self) -> None:
        if not self.game.can_undo:
            self.notice("This is already the opening of the deal.", refusal=True)
            return
        self.game.restart()
        self.show_position()
        self.notice("Back to the opening of this deal; y replays the moves one by one.")
        self.after_change(announce=False)
        self.post_message(HistoryChanged(self.game, "restart"))

    def next_setup(self) -> Setup:
        setup = self.game.setup
        return make_setup(setup.game, setup.size, setup.variant, seed=self.domino_app.new_seed())

    def deal_new(self) -> None:
        """A new deal of the same kind; with ``--winnable`` the first from a random number that can be won."""
        setup = self.next_setup()
        if not self.domino_app.winnable or setup.seed is None:
            self.new_game(setup)
            return
        self.notice("Looking for a winnable deal…")
        self.run_worker(partial(self.find_winnable, setup), group=WINNABLE_GROUP, exclusive=True)

    async def find_winnable(self, setup: Setup) -> Any:
        """In a worker: the solver tries deal numbers from ``setup``'s on; the UI goes on meanwhile.

        (Returns nothing; ``Any`` is what mypy lets ``run_worker`` take as a partial of it.)
        """
        from domino_solitaire.solver import winnable_seed

        worker = get_current_worker()
        assert setup.seed is not None
        try:
            seed = await asyncio.to_thread(
                winnable_seed,
                setup.game,
                setup.size,
                setup.variant,
                start=setup.seed,
                should_stop=lambda: worker.is_cancelled,
            )
        except SolitaireError as exc:
            self.notice(f"No new deal: {exc}", refusal=True)
            return
        self.new_game(make_setup(setup.game, setup.size, setup.variant, seed=seed))

    def new_game(self, setup: Setup) -> None:
        # The same daily deal played again is still the day's deal; any other deal is not.
        self.daily = self.daily if setup == self.game.setup else None
        self.game = Game(setup)
        self.resumed = None
        self.hints_used = 0
        self.finished = None
        self.grade = None
        self.board.show(self.game.position, new_deal=True)
        self.clock.restart()
        self.clock.resume("over")
        self.clock.resume("finished")
        self.opening_notice()
        self.after_change(announce=False)
        self.post_message(HistoryChanged(self.game, "new"))
        self.call_after_refresh(self.grade_deal)

    def action_new_deal(self) -> None:
        if self.in_progress:
            self.app.push_screen(
                ConfirmScreen("Give up this game and deal a new one?"),
                lambda yes: self.deal_new() if yes else None,
            )
        else:
            self.deal_new()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if not self.is_active or closed_early(self):
            # A key queued before a dialog opened waits for the dialog instead of acting behind it,
            # and one that arrives while the screen is taken down does nothing.
            return False
        if action == "undo":
            return True if self.game.can_undo else None
        if action == "redo":
            return True if self.game.can_redo else None
        if action == "restart":
            return True if self.game.can_undo else None
        if action == "autoplay":
            return True if not self.game.is_over else None
        return True

    # -- everything else ------------------------------------------------------------------------------

    def action_toggle_numerals(self) -> None:
        app = self.domino_app
        style = self.board.toggle_style()
        app.numerals = style == "numbers"
        if style is not None:
            settings = app.recorder.settings
            app.recorder.save_settings(settings.with_tile_style(self.game.setup.size, style))
        self.notice("Tiles show numbers." if app.numerals else "Tiles show pips.")

    def action_help(self) -> None:
        self.app.push_screen(
            HelpScreen(
                self.game.rules.title, help_rows(self), self.board.HOW_TO, self.board.MOUSE, self.board.MARKS
            )
        )

    def action_rules(self) -> None:
        from domino_solitaire.tui.screens.rulebook import RulesScreen  # Markdown: loaded when asked for

        self.app.push_screen(RulesScreen(self.game.rules.name))

    def action_stats(self) -> None:
        setup = self.game.setup
        self.domino_app.show_stats((setup.game, setup.size, setup.variant))

    def action_quit(self) -> None:
        self.domino_app.action_request_quit()

    def action_menu(self) -> None:
        def leave(yes: bool | None) -> None:
            if yes:
                # Given up: it counts as not won. (Quitting keeps an unfinished game to resume.)
                self.domino_app.recorder.abandon(self.elapsed())
                self.domino_app.show_start()

        if self.in_progress:
            self.app.push_screen(ConfirmScreen("Give up this game and go to the start screen?"), leave)
        else:
            leave(True)


def played_text(move: Move, before: Position, after: Position, summary: str, *, again: bool = False) -> str:
    """What a move did, in a line: its notation, the tiles it removed, and what else changed."""
    removed = after.discarded[len(before.discarded) :]
    text = f"Played {move}{' again' if again else ''}"
    if removed:
        text += ": removed " + " ".join(str(t) for t in removed)
    return f"{text}. {summary}".strip()


def help_rows(screen: GameScreen) -> list[tuple[str, str]]:
    """Every key of the board, the game screen and the app, as (keys, what they do)."""
    own = [cls for cls in type(screen.board).__mro__ if cls.__module__.startswith("domino_solitaire")]
    board_bindings = [b for cls in own for b in cls.__dict__.get("BINDINGS", [])]
    keys_of: dict[str, list[str]] = {}
    for binding in [*board_bindings, *GameScreen.BINDINGS, *screen.app.BINDINGS]:
        assert isinstance(binding, Binding)
        if binding.system:
            continue
        # The four cursor moves read best as one line.
        description = binding.tooltip or binding.description
        if binding.action.startswith("cursor("):
            description = "Move the cursor"
        keys = keys_of.setdefault(description, [])
        for key in binding.key.split(","):
            shown = screen.app.get_key_display(Binding(key.strip(), binding.action))
            if shown not in keys:
                keys.append(shown)
    return [(" ".join(keys), description) for description, keys in keys_of.items()]
