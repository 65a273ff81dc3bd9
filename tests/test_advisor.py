"""The solver's side of a game in play (play/advisor.py) alone: an inline executor, a recording view,
no screen. The same advisor serves the game screen (tui/assist.py) and the text mode (textmode/game.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domino_solitaire.engine import Game, Move, Status, make_setup
from domino_solitaire.play import PlaySession
from domino_solitaire.play.advisor import GRADE_GROUP, VERDICT_GROUP, Advisor, Note, NoteKind, Task
from domino_solitaire.play.executors import InlineExecutor, ThreadExecutor, Withheld
from domino_solitaire.records import Result
from domino_solitaire.solver import Hint, hint, solve
from domino_solitaire.solver.verdict import THINKING, Outlook
from helpers import ManualClock


class View:
    """Keeps what the advisor told and showed; plays autoplay's and forced moves on the session."""

    def __init__(self, session: PlaySession) -> None:
        self.session = session
        self.notes: list[Note] = []
        self.hints: list[Move | None] = []
        self.is_covered = False
        self.errors: list[str] = []

    def told(self, note: Note) -> None:
        self.notes.append(note)

    def show_hint(self, move: Move | None) -> None:
        self.hints.append(move)

    def play_for_player(self, move: Move) -> bool:
        return self.session.play(move, autoplay=True).done

    def apply_move(self, move: Move) -> bool:
        return self.session.play(move).done

    def autoplay_changed(self) -> None:
        return None

    def covered(self) -> bool:
        return self.is_covered

    def log_error(self, text: str) -> None:
        self.errors.append(text)

    @property
    def kinds(self) -> list[NoteKind]:
        return [note.kind for note in self.notes]


def advisor_on(game: str, seed: int, **options: Any) -> tuple[Advisor, View, InlineExecutor]:
    session = PlaySession(make_setup(game, 6, seed=seed), clock=ManualClock())
    view, executor = View(session), InlineExecutor()
    advisor = Advisor(session, view, executor, thinking_delay=0.0, debounce_seconds=0.0, **options)
    return advisor, view, executor


def test_the_session_marks_its_own_verdict_stale_and_the_advisor_refreshes_it() -> None:
    advisor, _view, _executor = advisor_on("luzon", 7)
    session = advisor.session
    assert session.verdict_stale and session.verdict is THINKING
    advisor.position_changed()
    assert advisor.up_to_date and not session.verdict_stale
    assert session.verdict.outlook is Outlook.WINNABLE
    session.play(session.game.legal_moves()[-1])  # no adapter says so: the session does
    assert session.verdict_stale and session.state.verdict_stale and not advisor.up_to_date
    advisor.position_changed()
    assert not session.verdict_stale


def test_a_hint_is_counted_once_and_said_as_a_note() -> None:
    advisor, view, _executor = advisor_on("luzon", 7)
    advisor.hint()
    assert view.kinds == [NoteKind.HINT] and view.hints[0] is not None
    assert advisor.session.state.hints == 1
    line = solve(advisor.session.game.setup.opening()).notation()
    assert str(view.hints[0]) == line[0]


def test_an_answer_about_an_older_position_is_dropped() -> None:
    """The executor holds the search; the game moves on before it answers."""
    held: list[Callable[[], None]] = []

    class Held(InlineExecutor):
        def run(self, group: str, work: Any, done: Any, failed: Any = None, **_: Any) -> Task:
            held.append(lambda: done(work(lambda: False)))
            return super().later(0, lambda: None)

    session = PlaySession(make_setup("luzon", 6, seed=7), clock=ManualClock())
    view = View(session)
    advisor = Advisor(session, view, Held(), thinking_delay=0.0, debounce_seconds=0.0)
    advisor.hint()
    assert view.kinds == [NoteKind.THINKING]
    session.play(session.game.legal_moves()[-1])
    held.pop()()  # the answer about the opening comes late
    assert session.verdict is THINKING and view.hints == []  # dropped: no hint, no verdict
    assert session.state.hints == 0


def test_autoplay_steps_to_a_solved_game_through_the_executor_s_timers() -> None:
    advisor, view, executor = advisor_on("castle-rock", 2)
    advisor.toggle_autoplay()
    assert advisor.autoplaying and view.kinds == [NoteKind.AUTOPLAY_STARTED]
    executor.run_timers()
    session = advisor.session
    assert session.game.status is Status.WON and session.state.status is Result.SOLVED
    assert not advisor.autoplaying
    assert session.state.hints == len(session.game.moves)  # every move autoplay made


def test_autoplay_waits_while_the_board_is_covered_and_stops_when_the_game_changes() -> None:
    advisor, view, executor = advisor_on("luzon", 7)
    advisor.toggle_autoplay()
    view.is_covered = True
    executor.run_timers(rounds=3)
    assert advisor.autoplaying and not advisor.session.game.moves
    view.is_covered = False
    advisor.session.play(advisor.session.game.legal_moves()[0])  # the player's own move
    advisor.position_changed()
    assert not advisor.autoplaying and NoteKind.GAME_CHANGED in view.kinds


def test_autoplay_on_a_hopeless_deal_plays_toward_par_and_says_so() -> None:
    advisor, view, executor = advisor_on("luzon", 2)  # cannot be won
    advisor.toggle_autoplay()
    (note,) = view.notes
    assert note.kind is NoteKind.AUTOPLAY_STARTED and note.verdict is not None
    assert note.verdict.outlook is Outlook.NOT_WINNABLE and note.verdict.par is not None
    par = note.verdict.par
    executor.run_timers()
    session = advisor.session
    assert session.game.status is Status.LOST and session.game.position.tiles_left() == par
    assert not advisor.autoplaying
    # Each move autoplay made counts (as on a winning line); the start itself showed no move.
    assert session.state.hints == len(session.game.moves) and session.state.result is Result.LOST


def test_no_autoplay_when_the_solver_has_no_move_and_no_hint_counted() -> None:
    advisor, view, _executor = advisor_on("luzon", 2, think=_undecided)
    advisor.toggle_autoplay()
    (note,) = view.notes
    assert note.kind is NoteKind.NO_AUTOPLAY and note.verdict is not None
    assert note.verdict.outlook is Outlook.UNKNOWN and view.hints == []
    assert advisor.session.state.hints == 0 and not advisor.autoplaying


def _undecided(game: Game, limit: float | None, stop: Callable[[], bool]) -> Hint:
    return Hint(None)


def test_a_hint_asked_for_twice_counts_once() -> None:
    advisor, view, _executor = advisor_on("luzon", 7)
    advisor.hint()
    advisor.hint()
    assert view.kinds == [NoteKind.HINT, NoteKind.HINT] and view.hints[0] == view.hints[1]
    assert advisor.session.state.hints == 1


def test_a_forced_castle_rock_move_plays_after_the_executor_s_pause_unless_something_changed() -> None:
    advisor, _view, executor = advisor_on("castle-rock", 2)
    session = advisor.session
    forced = session.forced_move()
    assert forced is not None
    advisor.forced_next()
    executor.run_timers()
    assert session.game.moves == [forced] and session.state.hints == 0  # the player's move, not a hint
    advisor.forced_next()
    session.undo()  # something happened meanwhile: the pending one is dropped
    executor.run_timers()
    assert session.game.moves == []


def test_the_review_of_a_lost_game_keeps_the_deal_s_par() -> None:
    advisor, _view, _executor = advisor_on("luzon", 7)
    session = advisor.session
    while not session.game.is_over:
        session.play(session.game.legal_moves()[-1])
    assert session.game.status is Status.LOST
    found: list[object] = []
    advisor.review_game(lambda game, review: found.append(review))
    (review,) = found
    assert review is not None and session.state.par == review.deal_par  # type: ignore[attr-defined]


def test_a_failed_search_is_unknown_and_logged() -> None:
    def broken(game: Game, limit: float | None, stop: Callable[[], bool]) -> Hint:
        raise RuntimeError("no")

    advisor, view, _executor = advisor_on("luzon", 7, think=broken)
    advisor.hint()
    assert advisor.verdict.outlook is Outlook.UNKNOWN and view.errors
    assert view.kinds == [NoteKind.HINT]


def test_the_grade_comes_from_a_thread_and_is_handed_over_by_pump() -> None:
    session = PlaySession(make_setup("luzon", 6, seed=7), clock=ManualClock())
    executor = ThreadExecutor({"grade-deal"})
    advisor = Advisor(session, View(session), executor, thinking_delay=0.0, debounce_seconds=0.0)
    advisor.grade_deal()
    assert session.state.grade is None  # not before it is handed over, on this thread
    executor.pump(wait=30.0)
    assert session.state.grade is not None
    advisor.hint()  # inline: the verdict group is not threaded
    assert hint(session.game).winnable and advisor.up_to_date
    executor.close()


def test_a_withheld_group_never_runs_and_the_others_and_the_timers_do() -> None:
    inner = InlineExecutor()
    executor = Withheld(inner, ("held",))
    ran: list[str] = []
    found: list[object] = []
    executor.run("held", lambda _stop: ran.append("held"), found.append).cancel()

    def other(_stop: object) -> int:
        ran.append("other")
        return 7

    executor.run("other", other, found.append)
    executor.later(1.0, lambda: ran.append("timer"))
    executor.cancel_group("held")
    assert ran == ["other"] and found == [7]
    assert inner.run_timers() == 1 and ran == ["other", "timer"]


def test_an_advisor_whose_searches_are_withheld_stays_thinking() -> None:
    session = PlaySession(make_setup("luzon", 6, seed=2), clock=ManualClock())
    view, inner = View(session), InlineExecutor()
    executor = Withheld(inner, (VERDICT_GROUP, GRADE_GROUP))
    advisor = Advisor(session, view, executor, thinking_delay=0.0, debounce_seconds=0.0)
    advisor.grade_deal()
    advisor.position_changed()
    inner.run_timers()
    assert not advisor.up_to_date and advisor.verdict == THINKING
