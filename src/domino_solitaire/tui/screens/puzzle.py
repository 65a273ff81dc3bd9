"""The puzzle screen (issue 30): a mined position on the game's own board, its moves' history hidden.

The board is the game screen's (``make_board``); a move it puts together is answered by the
attempt (puzzles/attempt.py): right, the board shows the next position and asks again until
"Solved"; wrong, the board stays and the solver's explanation is shown under it. Either way the
attempt is rated (Glicko-2) and kept in the player's database, and the rating change is shown.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, datetime, timezone
from typing import TYPE_CHECKING, ClassVar

from textual import on, work
from textual.app import ComposeResult
from textual.binding import ActiveBinding, Binding, BindingType
from textual.screen import Screen
from textual.widgets import Label, Static

from domino_solitaire.engine import GAMES, Move
from domino_solitaire.i18n import N_
from domino_solitaire.play import change_of
from domino_solitaire.puzzles.attempt import Attempting, Outcome
from domino_solitaire.tui.board_look import BoardLook
from domino_solitaire.tui.game_view import make_board
from domino_solitaire.tui.keys import help_screen
from domino_solitaire.tui.messages import MoveChosen, NoticeSaid, ShowStart
from domino_solitaire.tui.screens.base import SizeWatcher, closed_early, pinned_first
from domino_solitaire.tui.widgets.board import Board
from domino_solitaire.tui.widgets.footer import KeyFooter
from domino_solitaire.tui.widgets.status import NoticeLine
from domino_solitaire.wording.errors import error_text
from domino_solitaire.wording.moves import change_text
from domino_solitaire.wording.puzzles import (
    PUZZLES_BUTTON,
    daily_title,
    hint_given_text,
    puzzle_difficulty_text,
    puzzle_title,
    rated_lines,
    solved_text,
    task_text,
    wrong_shown_text,
    wrong_text,
)
from domino_solitaire.wording.records import store_problem_text
from domino_solitaire.wording.words import rules_name

if TYPE_CHECKING:
    from domino_solitaire.puzzles.attempt import Refutation
    from domino_solitaire.puzzles.model import Puzzle
    from domino_solitaire.store import GameStore

__all__ = ["PUZZLES_BUTTON", "PuzzleScreen", "offer_for", "puzzle_screen"]

#: The next puzzle to offer, near the player's rating (None: there is none).
NextPuzzle = Callable[[], "Puzzle | None"]


class PuzzleScreen(SizeWatcher, Screen[None]):
    # The game screen's keys where they mean the same here (no ctrl+ keys: a browser keeps ctrl+w
    # and ctrl+n for itself). Leaving an attempt under way rates nothing (only a finished attempt is
    # rated), so none of these asks first.
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(
            "w", "hint", N_("Hint"), tooltip=N_("Hint: the right move (the attempt then counts as failed)")
        ),
        Binding("n", "next", N_("Next puzzle"), tooltip=N_("Another puzzle near your rating")),
        Binding(
            "m", "leave", N_("Start screen"), tooltip=N_("Back to the start screen (choose another game)")
        ),
        # Escape first clears the board's hint or half-made move, then goes back.
        Binding("escape", "leave", N_("Back"), show=False),
        Binding("question_mark,f1", "help", N_("Help"), tooltip=N_("This help")),
        Binding(
            "q", "app.request_quit", N_("Quit"), tooltip=N_("Quit (asks first while a game is in progress)")
        ),
    ]

    def __init__(
        self, attempting: Attempting, store: GameStore | None, look: BoardLook, offer: NextPuzzle
    ) -> None:
        super().__init__()
        self.attempting = attempting
        self.store = store
        self.look = look
        self.offer = offer
        self.started_at = datetime.now(timezone.utc)

    @property
    def board(self) -> Board[object]:
        return self.query_one(Board)

    def compose(self) -> ComposeResult:
        puzzle = self.attempting.puzzle
        title = f"{puzzle_title(puzzle)} · {puzzle_difficulty_text(puzzle.rating)}"
        if self.attempting.daily is not None:
            title = f"{daily_title(self.attempting.daily)} {title}"
        yield Label(title, id="puzzle-title", markup=False)
        yield Label(task_text(puzzle, True), id="puzzle-task", markup=False)
        yield make_board(GAMES[puzzle.game], self.attempting.position, self.look)
        yield Static("", id="puzzle-result", markup=False)
        yield NoticeLine(id="notice")
        yield KeyFooter()

    def on_mount(self) -> None:
        if closed_early(self):
            return
        self.board.focus()

    def say(self, text: str, *, refusal: bool = False) -> None:
        for line in self.query(NoticeLine):
            line.say(text, refusal=refusal)

    @on(NoticeSaid)
    def board_notice(self, message: NoticeSaid) -> None:
        message.stop()
        self.say(message.text, refusal=message.refusal)

    @on(MoveChosen)
    def move_chosen(self, message: MoveChosen) -> None:
        message.stop()
        attempting = self.attempting
        if attempting.over:
            return
        reason = attempting.position.why_illegal(message.move)
        if reason is not None:
            self.say(error_text(reason), refusal=True)
            return
        before = attempting.position
        outcome = attempting.answer(message.move)
        if outcome is Outcome.WRONG:
            self.say(wrong_shown_text(message.move), refusal=True)
            self.refute(message.move)
            return
        self.board.show(attempting.position, before=before)
        self.say(change_text(change_of(message.move, before, attempting.position)))
        if outcome is Outcome.SOLVED:
            self.finish([solved_text()])
        else:
            self.query_one("#puzzle-task", Label).update(task_text(attempting.puzzle, False))

    @work(thread=True, exclusive=True, group="puzzle-refute")
    def refute(self, move: Move) -> None:
        """The solver's explanation off the screen's thread (a few milliseconds on these deals)."""
        refutation = self.attempting.refute(move)
        self.app.call_from_thread(self.refuted, refutation)

    def refuted(self, refutation: Refutation) -> None:
        if self.is_attached:
            self.finish(wrong_text(refutation, self.attempting.puzzle.winnable))

    def finish(self, lines: list[str]) -> None:
        """Rate the attempt, keep it, and show the explanation and the rating change."""
        from domino_solitaire.store.puzzles import rate_or_keep

        seconds = (datetime.now(timezone.utc) - self.started_at).total_seconds()
        rated = rate_or_keep(self.store, self.attempting, self.started_at, seconds)
        if rated.problem is not None:
            self.say(store_problem_text(rated.problem), refusal=True)
        lines = [*lines, *rated_lines(rated)]
        self.query_one("#puzzle-result", Static).update("\n".join(lines))
        self.refresh_bindings()

    def action_hint(self) -> None:
        if self.attempting.over:
            return
        move = self.attempting.hint()
        self.board.mark_hint(move)
        self.say(hint_given_text(move))

    def action_next(self) -> None:
        puzzle = self.offer()
        if puzzle is not None:
            self.app.switch_screen(PuzzleScreen(Attempting(puzzle), self.store, self.look, self.offer))

    def action_leave(self) -> None:
        self.post_message(ShowStart())

    def action_help(self) -> None:
        self.app.push_screen(help_screen(rules_name(GAMES[self.attempting.puzzle.game]), self.board, self))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if not self.is_active:  # a key queued before the help or a question opened waits for it
            return False
        # The hint greyed out once the attempt is over (the right move is said with the result).
        return None if action == "hint" and self.attempting.over else True

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        return pinned_first(super().active_bindings)


def offer_for(store: GameStore | None) -> NextPuzzle:
    """The puzzles offered one after another: each time the untried one nearest the player's rating."""

    def offer() -> Puzzle | None:
        from domino_solitaire.puzzles.choose import near
        from domino_solitaire.puzzles.rating import NEW_PLAYER
        from domino_solitaire.store import StoreError
        from domino_solitaire.store.puzzles import PLAYER, ratings, tried

        try:
            player = ratings(store, [PLAYER]).get(PLAYER, NEW_PLAYER) if store is not None else NEW_PLAYER
            return near(player.rating, tried(store) if store is not None else set())
        except StoreError:
            return near(NEW_PLAYER.rating, set())

    return offer


def puzzle_screen(
    store: GameStore | None, look: Callable[[int], BoardLook], puzzle: Puzzle | None, daily: date | None
) -> PuzzleScreen | None:
    """A puzzle on its board: ``puzzle`` (``daily``: the puzzle of that day), else the one nearest
    the player's rating (None: none left to offer)."""
    offer = offer_for(store)
    chosen = puzzle or offer()
    if chosen is None:
        return None
    attempting = Attempting(chosen, daily=None if daily is None else daily.isoformat())
    return PuzzleScreen(attempting, store, look(chosen.size), offer)
