"""The game screen: one game in play, whichever it is. It routes the player's keys and clicks to the
play session (``play.PlaySession``), which owns the game and decides everything its record says,
and shows the state the session publishes (board, status bar, notice line, game-over dialog).
``Assist``, the solver's side, answers the session too."""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import ActiveBinding, BindingType
from textual.screen import Screen

from domino_solitaire.engine import Game, Move, Setup
from domino_solitaire.i18n import _
from domino_solitaire.play import ActionOutcome, PlaySession, PlayState, Result
from domino_solitaire.tui import game_view
from domino_solitaire.tui.assist import Assist, Searches
from domino_solitaire.tui.board_look import BoardLook
from domino_solitaire.tui.game_view import make_board, status_report
from domino_solitaire.tui.keys import GAME_BINDINGS, help_screen
from domino_solitaire.tui.messages import (
    MoveChosen,
    NoticeSaid,
    RememberSettings,
    ShowStart,
    ShowStats,
    TileStyleChosen,
)
from domino_solitaire.tui.reader import ReaderKeys
from domino_solitaire.tui.screens.base import DrivenTimers, SizeWatcher, closed_early, pinned_first
from domino_solitaire.tui.screens.said import NoticeLog
from domino_solitaire.tui.widgets.board import Board
from domino_solitaire.tui.widgets.footer import KeyFooter
from domino_solitaire.tui.widgets.status import NoticeLine, StatusBar
from domino_solitaire.wording.moves import change_text, deal_search_text, refusal_text
from domino_solitaire.wording.play import (
    forced_text,
    game_over_dismissed_text,
    opening_text,
    verdict_shown_text,
)
from domino_solitaire.wording.textmode import took_back_text
from domino_solitaire.wording.words import rules_name


class GameScreen(NoticeLog, SizeWatcher, ReaderKeys, DrivenTimers, Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = GAME_BINDINGS

    def __init__(
        self,
        session: PlaySession,
        *,
        look: BoardLook,
        new_seed: Callable[[], int],
        searches: Searches | None = None,
    ) -> None:
        super().__init__()
        self.session, self.look, self.new_seed = session, look, new_seed
        self._binding_state: tuple[bool, ...] = ()
        self._announced_end: Result | None = None
        self.assist = Assist(self, session, self, searches=searches)  # (None: Textual's workers)

    @property
    def board(self) -> Board[object]:
        return self.query_one(Board)

    @property
    def game(self) -> Game:
        """The game in play (the session's: the screen keeps no copy)."""
        return self.session.game

    def apply_move(self, move: Move, *, by_itself: bool = False) -> bool:
        """Play ``move`` as the player's keys would (``by_itself``: a forced removal, said so); False
        (and the reason shown) when refused."""
        return self.apply(self.session.play(move, by_itself=by_itself), by_itself=by_itself)

    @property
    def state(self) -> PlayState:
        return self.session.state

    def compose(self) -> ComposeResult:
        game = self.session.game
        yield StatusBar(id="status")
        yield make_board(game.rules, game.position, self.look)
        yield NoticeLine(id="notice")
        yield KeyFooter()

    def on_mount(self) -> None:
        if closed_early(self):
            return
        self.session.subscribe(self.show_state)
        self.session.resume("start")
        if not self.look.screen_reader:  # a clock redrawn every second makes a screen reader chatter
            self.set_interval(1, self.tick)
        self.board.focus()
        self.say(opening_text(self.state))
        self.show_state(self.state)
        # The solver's threads wait for the first frame (they would hold it up).
        self.call_after_refresh(self.start_solver)

    def start_solver(self) -> None:
        if self.is_attached:  # (not closed before its first frame)
            self.assist.grade_deal()
            self.assist.position_changed()
            self.assist.forced_next()

    def on_unmount(self) -> None:
        # Quit, a closed tab, a signal, or left for another screen: the session keeps the exact time.
        self.assist.shutdown()
        self.session.close()

    def on_screen_suspend(self) -> None:
        self.session.pause("covered")  # a dialog or another screen over the board: not play

    def on_screen_resume(self) -> None:
        self.session.resume("covered")
        self.tick()

    def tick(self) -> None:
        for bar in self.query(StatusBar):
            bar.facts = status_report(self.session.state)

    def on_key(self, event: events.Key) -> None:
        self.session.activity()
        # Any key stops autoplay, and does nothing else.
        if self.assist.key_pressed(event):
            return
        # A greyed-out key does nothing by itself: say why, so the player is not left guessing.
        active = self.active_bindings.get(event.key)
        if active is not None and not active.enabled:
            reason = self.why_unavailable(active.binding.action)
            if reason is not None:
                self.say(reason, refusal=True)

    def on_click(self) -> None:
        self.session.activity()

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        return pinned_first(super().active_bindings)

    def why_unavailable(self, action: str) -> str | None:
        """Why a key greyed out in the footer does nothing now (None: it is available, or not ours)."""
        refused = self.session.refusal(action)
        return refusal_text(refused) if refused is not None else self.board.why_unavailable(action)

    # -- what the session publishes -----------------------------------------------------------------

    def show_state(self, state: PlayState) -> None:
        """Bring the status bar, the footer and the end of the game to ``state``."""
        if closed_early(self):
            return
        for bar in self.query(StatusBar):
            bar.facts = status_report(state)
            bar.verdict = state.verdict
        availability = (state.can_undo, state.can_redo, state.over, self.assist.autoplaying)
        if availability != self._binding_state:
            # Refreshing the footer rebuilds it, so only when what the keys can do changed.
            self._binding_state = availability
            self.refresh_bindings()
        if not state.over:
            self._announced_end = None

    # -- the assistant's view (``AssistView``) ---------------------------------------------------------

    def show_hint(self, move: Move | None) -> None:
        if not closed_early(self):
            self.board.mark_hint(move)

    def play_for_player(self, move: Move) -> bool:
        return not closed_early(self) and self.apply(self.session.play(move, autoplay=True))

    def autoplay_changed(self) -> None:
        if not closed_early(self):
            self.show_state(self.state)

    # -- moves --------------------------------------------------------------------------------------

    @on(MoveChosen)
    def move_chosen(self, message: MoveChosen) -> None:
        message.stop()
        self.apply(self.session.play(message.move))

    @on(NoticeSaid)
    def board_notice(self, message: NoticeSaid) -> None:
        message.stop()
        self.say(message.text, refusal=message.refusal)

    def apply(self, change: ActionOutcome, *, again: bool = False, by_itself: bool = False) -> bool:
        """Show what a move (or redo) did, or why it was refused; False when refused."""
        if change.refused is not None:
            self.board.clear_selection()
            self.board.redraw()
            self.say(refusal_text(change.refused), refusal=True)
            return False
        self.board.show(self.session.game.position, before=change.before)
        if change.effect is not None:
            said = change_text(change.effect, again=again, solved=self.state.status is Result.SOLVED)
            self.say_move(said, by_itself=by_itself)
        self.after_change()
        self.assist.forced_next()
        return True

    def after_change(self, *, announce: bool = True) -> None:
        self.assist.position_changed()
        state = self.state
        if state.over and announce and self._announced_end is not state.status:
            self._announced_end = state.status
            self.call_after_refresh(self.show_game_over)

    def show_game_over(self) -> None:
        state = self.state
        if not state.over or self.app.screen is not self:
            return
        recorder = getattr(self.app, "recorder", None)  # a save that failed: no record announced
        unsaved = recorder is not None and recorder.written() is not None
        dialog = game_view.game_over_dialog(
            self.game, state, self.look, getattr(self.app, "challenge", None), unsaved=unsaved
        )
        self.app.push_screen(dialog, self.game_over_choice)
        if not dialog.won:
            # Which move lost the game: worked out in the background while the dialog is up.
            self.assist.review(dialog.show_review)

    def game_over_choice(self, choice: str | None) -> None:
        if choice == "same":
            self.new_game(self.session.game.setup)
        elif choice == "new":
            self.deal_new()
        elif choice == "quit":
            self.app.exit()
        else:
            self.say(game_over_dismissed_text(self.state.status))

    # -- history --------------------------------------------------------------------------------------

    def action_undo(self) -> None:
        self.history_changed(change := self.session.undo(), took_back_text(change.move))

    def action_redo(self) -> None:
        self.apply(self.session.redo(), again=True)

    def action_restart(self) -> None:
        self.history_changed(
            self.session.restart(), _("Back to the opening of this deal; y replays the moves.")
        )

    def history_changed(self, change: ActionOutcome, text: str) -> None:
        if change.refused is None:
            self.board.show(self.session.game.position)
            self.after_change(announce=False)
        refused = change.refused
        self.say(text if refused is None else refusal_text(refused), refusal=refused is not None)

    # -- new deals ------------------------------------------------------------------------------------

    def deal_new(self) -> None:
        """A new deal of the same kind, chosen as this game's deals are (any, winnable, a grade)."""
        saying = deal_search_text(self.session.deals)
        if saying is not None:
            self.say(saying)
        self.assist.find_deal(self.new_seed(), self.new_game)

    def new_game(self, setup: Setup) -> None:
        if not self.query(Board):  # found as the screen was closing: nothing left to show it on
            return
        self.session.new_game(setup)
        self.board.show(self.session.game.position, new_deal=True)
        self.say(opening_text(self.state))
        self.after_change(announce=False)
        self.call_after_refresh(self.assist.grade_deal)
        self.assist.forced_next()

    def action_new_deal(self) -> None:
        from domino_solitaire.tui.screens.dialogs import ConfirmScreen  # (not loaded for the first frame)

        if self.state.in_progress:
            self.app.push_screen(
                ConfirmScreen(_("Give up this game and deal a new one?")),
                lambda yes: self.deal_new() if yes else None,
            )
        else:
            self.deal_new()

    # -- the solver -----------------------------------------------------------------------------------

    def action_hint(self) -> None:
        self.assist.hint()

    def action_autoplay(self) -> None:
        self.assist.toggle_autoplay()

    def action_toggle_verdict(self) -> None:
        shown = self.session.toggle_verdict()
        self.post_message(RememberSettings(show_verdict=shown))
        self.say(verdict_shown_text(shown))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if not self.is_active or closed_early(self):
            # A key queued before a dialog opened waits for the dialog instead of acting behind it,
            # and one that arrives while the screen is taken down does nothing.
            return False
        if action == "toggle_forced":  # only where the rules play forced moves themselves
            return self.session.game.rules.forced_moves_play_themselves
        # Greyed out (None) while the session says the key cannot act: undo, redo, restart, autoplay.
        return None if self.session.refusal(action) is not None else True

    # -- everything else ------------------------------------------------------------------------------

    def action_toggle_forced(self) -> None:
        forced = self.session.toggle_play_forced()
        self.post_message(RememberSettings(play_forced=forced))
        self.say(forced_text(forced))
        self.assist.forced_next()

    def action_toggle_numerals(self) -> None:
        style = self.board.toggle_style()
        if style is not None:
            self.post_message(TileStyleChosen(self.session.game.setup.size, style))
        self.say(_("Tiles show numbers.") if self.board.shows_numbers else _("Tiles show pips."))

    def action_help(self) -> None:
        self.app.push_screen(help_screen(rules_name(self.session.game.rules), self.board, self))

    def action_rules(self) -> None:
        from domino_solitaire.tui.screens.rulebook import RulesScreen  # Markdown: loaded when asked for

        self.app.push_screen(RulesScreen(self.session.game.rules.name))

    def action_stats(self) -> None:
        self.post_message(ShowStats(self.state.kind))

    def action_menu(self) -> None:
        def leave(yes: bool | None) -> None:
            if yes:
                # Given up: it counts as not won. (Quitting keeps an unfinished game to resume.)
                self.session.abandon()
                self.post_message(ShowStart())

        from domino_solitaire.tui.screens.dialogs import ConfirmScreen  # (not loaded for the first frame)

        if self.state.in_progress:
            self.app.push_screen(ConfirmScreen(_("Give up this game and go to the start screen?")), leave)
        else:
            leave(True)
