"""The play session alone (play/): every point of the records contract, without a screen or a database.

docs/notation.md, "The records contract": each test below is one of its points, driven through the
session's actions and read from what it publishes and what it asks its sink to write.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timezone

from domino_solitaire.engine import Game, make_setup
from domino_solitaire.engine.luzon import LuzonRefusal
from domino_solitaire.play import (
    IDLE_SECONDS,
    Action,
    DealChoice,
    Origin,
    PlayClock,
    PlaySession,
    PlayState,
    Refusal,
    RefusalReason,
    find_deal,
)
from domino_solitaire.records import GameRecord, Result, Standing, tally
from domino_solitaire.solver.verdict import THINKING, Outlook, Verdict
from domino_solitaire.wording.moves import deal_search_text, refusal_text
from domino_solitaire.wording.play import game_over_lines
from helpers import ManualClock, outcome

T0 = datetime(2024, 5, 1, 12, 0, tzinfo=timezone.utc)
# Luzon deals that playing the first legal move every time wins (14 moves) or loses (3 moves).
WON_SEED, LOST_SEED = 1, 0


class Sink:
    """Keeps what the session asks to write, and gives each game an id as the store would."""

    def __init__(self) -> None:
        self.writes: list[GameRecord] = []

    def save(self, record: GameRecord, stored: Callable[[int], None]) -> None:
        self.writes.append(record)
        stored(7)

    @property
    def last(self) -> GameRecord:
        return self.writes[-1]


def session(seed: int = WON_SEED, **options: object) -> tuple[PlaySession, Sink, ManualClock]:
    sink, clock = Sink(), ManualClock()
    played = PlaySession(
        make_setup("luzon", 6, seed=seed),
        sink=sink,
        clock=clock,
        now=lambda: T0,
        **options,  # type: ignore[arg-type]
    )
    played.resume("start")  # the screen is up
    return played, sink, clock


def play_first_moves(played: PlaySession, count: int | None = None, *, autoplay: bool = False) -> None:
    done = 0
    while not played.game.is_over and (count is None or done < count):
        assert played.play(played.game.legal_moves()[0], autoplay=autoplay).done
        done += 1


def test_nothing_is_written_before_the_first_move_then_every_change_is() -> None:
    played, sink, _ = session()
    played.close()
    assert sink.writes == []
    play_first_moves(played, 2)
    played.undo()
    played.redo()
    assert [len(w.moves) for w in sink.writes] == [1, 2, 1, 2]
    assert sink.last.origin is Origin.NEW and sink.last.started_at == T0 and played.state.game_id == 7


def test_records_come_only_from_unassisted_games_played_here_from_their_first_move() -> None:
    played, _, _ = session()
    play_first_moves(played)
    assert played.state.result is Result.WON and played.state.sets_records
    hinted, _, _ = session()
    hinted.hint_shown(Verdict(Outlook.WINNABLE, tuple(hinted.game.legal_moves()[:1])))
    play_first_moves(hinted)
    assert hinted.state.result is Result.WON and not hinted.state.sets_records
    title, summary = game_over_lines(hinted.state, "0:10")
    assert title == "You won!" and "With 1 hint: no record" in summary


def test_a_game_taken_over_from_a_replay_is_recorded_as_such_and_sets_no_record() -> None:
    # The replay's game, one move before its win.
    game = Game.replay(make_setup("luzon", 6, seed=WON_SEED), [])
    while len(game.moves) < 13:
        game.play(game.legal_moves()[0])
    sink, clock = Sink(), ManualClock()
    played = PlaySession(game.setup, game=game, origin=Origin.TAKEN_OVER, sink=sink, clock=clock)
    played.resume("start")
    clock.now += 6
    play_first_moves(played)
    state = played.state
    assert state.result is Result.WON and not state.sets_records
    assert sink.last.origin is Origin.TAKEN_OVER and sink.last.result is Result.WON
    assert "Taken over from a replay" in game_over_lines(state, "0:06")[1]


def test_autoplay_s_win_is_solved_everywhere_the_session_says_it() -> None:
    played, sink, _ = session()
    play_first_moves(played, autoplay=True)
    state = played.state
    assert (state.status, state.result, sink.last.result) == (Result.SOLVED,) * 3
    assert state.hints == 14 and not state.sets_records
    assert game_over_lines(state, "0:01")[0].startswith("Solved by autoplay")


def test_every_solver_move_shown_counts_as_a_hint_once_whatever_showed_it() -> None:
    played, sink, _ = session()
    move = played.game.legal_moves()[0]
    for verdict in (THINKING, Verdict(Outlook.UNKNOWN), Verdict(Outlook.WON)):
        played.hint_shown(verdict)  # nothing the solver knows was told
    # No winning line, and no move shown: nothing that showed no move is a hint.
    played.hint_shown(Verdict(Outlook.NOT_WINNABLE, (), undos=3, par=2))
    assert played.state.hints == 0
    # Toward par on a deal that cannot be won: a hint.
    played.hint_shown(Verdict(Outlook.NOT_WINNABLE, (move,), undos=None, par=2))
    assert played.state.hints == 1
    # The same hint shown again (asked for twice, the Hint button clicked again): not a second one.
    played.hint_shown(Verdict(Outlook.NOT_WINNABLE, (move,), undos=None, par=2))
    assert played.state.hints == 1
    play_first_moves(played, 1)
    played.hint_shown(Verdict(Outlook.WINNABLE, (played.game.legal_moves()[0],)))
    assert played.state.hints == 2 and sink.last.hints == 2
    # Back where a hint was shown, and shown again: still the same hint.
    played.undo()
    played.hint_shown(Verdict(Outlook.NOT_WINNABLE, (move,), undos=None, par=2))
    assert played.state.hints == 2
    # A new deal counts its own.
    played.new_game(played.game.setup)
    played.hint_shown(Verdict(Outlook.NOT_WINNABLE, (move,), undos=None, par=2))
    assert played.state.hints == 1


def test_the_clock_is_kept_exactly_however_the_game_ends() -> None:
    played, sink, clock = session()
    play_first_moves(played, 2)
    clock.now += 42.5  # thinking, no move: a quit, a closed tab or a signal comes now
    played.close()
    assert sink.last.duration == 42.5 and sink.last.result is Result.PLAYING
    # Resumed: the clock goes on from there.
    resumed = PlaySession(
        played.game.setup,
        game=played.game,
        resumed=GameRecord.of(played.game.setup, started_at=T0, duration=42.5, origin=Origin.NEW, game_id=7),
        sink=sink,
        clock=clock,
    )
    resumed.resume("start")
    clock.now += 10
    assert resumed.state.elapsed == 52.5 and resumed.state.resumed


def test_the_clock_stops_while_covered_over_or_idle() -> None:
    played, _, clock = session()
    clock.now += 5
    played.pause("covered")
    clock.now += 100  # a dialog is open
    played.resume("covered")
    clock.now += IDLE_SECONDS + 500  # left alone: only the idle limit counts
    assert played.state.elapsed == 5 + IDLE_SECONDS
    played.activity()  # back at the keys: counting again from now, the idle time left out
    clock.now += 3
    assert played.state.elapsed == 5 + IDLE_SECONDS + 3


def test_the_clock_alone_pauses_for_every_reason_and_after_idleness() -> None:
    clock = ManualClock()
    timer = PlayClock(clock, 10.0, idle_seconds=60)
    assert timer.seconds() == 10.0  # starts paused
    timer.resume("start")
    clock.now += 30
    assert timer.seconds() == 40.0 and not timer.idle
    clock.now += 100
    assert timer.seconds() == 70.0 and timer.idle
    timer.activity()
    clock.now += 1
    assert timer.seconds() == 71.0


def test_a_win_stands_whatever_happens_after_it_and_a_later_loss_says_so() -> None:
    played, sink, _ = session()
    play_first_moves(played)
    writes = len(sink.writes)
    for _ in range(5):
        played.undo()
    assert played.state.final and played.state.result is Result.WON
    assert len(sink.writes) == writes  # the record stands: nothing more is written
    # Lost after the win: the dialog says the win stays recorded.
    setup = make_setup("luzon", 6, seed=LOST_SEED)
    # Resumed as won: as if won before the undos that led back here.
    lost = PlaySession(
        setup, resumed=GameRecord.of(setup, result=Result.WON, started_at=T0), clock=ManualClock()
    )
    play_first_moves(lost)
    assert lost.state.status is Result.LOST and lost.state.won_before
    assert "the history keeps that result" in game_over_lines(lost.state, "1:00")[1]


def test_a_lost_game_undone_is_in_play_again() -> None:
    played, sink, clock = session(LOST_SEED)
    play_first_moves(played)
    assert sink.last.result is Result.LOST
    assert not played.state.final
    stopped = played.state.elapsed
    clock.now += 50
    assert played.state.elapsed == stopped  # the clock stops at the end
    played.undo()
    assert sink.writes[-1].result is Result.PLAYING


def test_hiding_the_verdict_hides_the_grade_and_par_until_the_game_ends() -> None:
    played, _, _ = session(LOST_SEED, show_verdict=False)
    played.annotate(grade="unwinnable", par=2)
    played.set_verdict(Verdict(Outlook.NOT_WINNABLE, (), None, 2))
    state = played.state
    assert (state.verdict, state.grade, state.par) == (None, None, None)
    play_first_moves(played)
    state = played.state
    assert state.grade == "unwinnable" and state.par == 2 and state.verdict is not None
    played.toggle_verdict()
    assert played.show_verdict


def test_a_new_deal_gives_up_the_game_in_progress_and_starts_afresh() -> None:
    played, sink, _ = session()
    play_first_moves(played, 2)
    played.hint_shown(Verdict(Outlook.WINNABLE, tuple(played.game.legal_moves()[:1])))
    played.new_game(make_setup("luzon", 6, seed=5))
    assert sink.last.result is Result.ABANDONED and len(sink.last.moves) == 2
    state = played.state
    assert (state.moves, state.hints, state.game_id, state.setup.seed) == (0, 0, None, 5)


def test_par_and_grade_found_after_the_win_are_still_added() -> None:
    played, sink, _ = session()
    play_first_moves(played)
    played.annotate(grade="easy", par=4)
    assert sink.last.grade == "easy" and sink.last.par == 0  # a win's par is what it left


def test_refused_moves_say_why_and_change_nothing() -> None:
    played, sink, _ = session()
    change = played.play("R1+R2")
    refused = change.refused
    assert refused is not None and refused.why is RefusalReason.ILLEGAL and not sink.writes
    assert refused.error is not None and refused.error.reason is LuzonRefusal.TWO_RESERVE
    assert played.undo().refused == Refusal(Action.UNDO, RefusalReason.NOTHING_TO_UNDO)
    assert (
        refusal_text(Refusal(Action.UNDO, RefusalReason.NOTHING_TO_UNDO)) == "There is no move to undo yet."
    )


def test_imported_and_taken_over_games_set_no_record_in_the_statistics() -> None:
    won = outcome(Result.WON, 10, 5.0)
    taken = outcome(Result.WON, 3, 1.0, records=False)
    counts = tally([won, taken])
    assert (counts.won, counts.fastest_win, counts.fewest_moves) == (2, 5.0, 10)


def test_abandoned_games_do_not_count_toward_best_tiles_left() -> None:
    counts = tally(
        [outcome(Result.ABANDONED, 1, 1.0, tiles_left=3), outcome(Result.LOST, 9, 9.0, tiles_left=8)]
    )
    assert counts.best_result == 8


def test_new_deals_keep_the_game_s_difficulty() -> None:
    played, _, _ = session(deals=DealChoice(difficulty="easy"))
    assert deal_search_text(played.deals) == "Looking for a deal graded easy…"
    assert deal_search_text(DealChoice()) is None
    setup = find_deal(played.state.kind, DealChoice(), 99)
    assert setup.seed == 99 and setup.game == "luzon"


def test_the_state_is_published_after_every_change() -> None:
    played, _, _ = session()
    seen: list[PlayState] = []
    played.subscribe(seen.append)
    play_first_moves(played, 1)
    played.undo()
    assert [s.moves for s in seen] == [1, 0]


def test_the_only_removal_plays_by_itself_where_the_game_and_the_player_want_it() -> None:
    # Castle Rock double-6 deal 1 opens with exactly one removal; deal 4 with two.
    sink, clock = Sink(), ManualClock()
    forced = PlaySession(make_setup("castle-rock", 6, seed=1), sink=sink, clock=clock)
    move = forced.forced_move()
    assert move is not None and forced.game.legal_moves() == [move]
    assert forced.play(move).done and forced.state.hints == 0  # the player's move, not a hint
    assert PlaySession(make_setup("castle-rock", 6, seed=4), clock=clock).forced_move() is None
    forced.toggle_play_forced()
    assert forced.forced_move() is None
    # Luzon's and Good Neighbors' moves never play themselves.
    luzon = PlaySession(make_setup("luzon", 6, seed=WON_SEED), clock=clock)
    while len(luzon.game.legal_moves()) != 1 and not luzon.game.is_over:
        luzon.play(luzon.game.legal_moves()[0])
    assert luzon.forced_move() is None


def test_moves_that_played_by_themselves_leave_a_game_untouched_until_the_player_acts() -> None:
    # Castle Rock double-6 deal 5 opens with four forced removals in a row.
    sink, clock = Sink(), ManualClock()
    played = PlaySession(make_setup("castle-rock", 6, seed=5), sink=sink, clock=clock, now=lambda: T0)
    while (move := played.forced_move()) is not None:
        assert played.play(move, by_itself=True).done
    state = played.state
    assert state.moves == 4 and not state.touched and not state.in_progress
    played.close()  # quit at once: nothing to resume, nothing in the history
    played.abandon()
    played.annotate(par=3)
    assert sink.writes == []
    # The player's first action makes it theirs, with every move made so far.
    assert played.play(played.game.legal_moves()[0]).done
    assert played.state.touched and played.state.in_progress
    assert len(sink.last.moves) == 5 and sink.last.result is Result.PLAYING


def test_every_action_of_the_player_touches_the_game() -> None:
    for act in (PlaySession.undo, PlaySession.restart):
        sink, clock = Sink(), ManualClock()
        played = PlaySession(make_setup("castle-rock", 6, seed=5), sink=sink, clock=clock, now=lambda: T0)
        for _ in range(2):
            move = played.forced_move()
            assert move is not None and played.play(move, by_itself=True).done
        assert act(played).done and played.state.touched
    hinted = PlaySession(make_setup("castle-rock", 6, seed=5), sink=Sink(), clock=ManualClock())
    move = hinted.forced_move()
    assert move is not None and hinted.play(move, by_itself=True).done
    hinted.hint_shown(Verdict(Outlook.WINNABLE, line=(hinted.game.legal_moves()[0],)))
    assert hinted.state.touched
    # A new deal starts untouched again.
    hinted.new_game(make_setup("castle-rock", 6, seed=5))
    assert not hinted.state.touched


def test_a_win_says_what_it_did_to_the_records() -> None:
    earlier = [outcome(Result.WON, 20, 100.0), outcome(Result.WON, 16, 300.0), outcome(Result.LOST, 3, 9.0)]
    played, _, clock = session(past=Standing.of(earlier), today=lambda: T0.date())
    clock.now += 50
    play_first_moves(played)  # 14 moves in 50 s
    news = {item.kind: (item.value, item.was) for item in played.state.news}
    assert news == {"fastest": (50.0, 100.0), "fewest": (14, 16), "streak": (1, None)}
    summary = game_over_lines(played.state, "0:50")[1]
    assert (
        "New fastest win: 0:50 (was 1:40). New fewest moves: 14 (was 16). Streak: 1 win in a row." in summary
    )
    # The next deal is measured against this one too.
    played.new_game(make_setup("luzon", 6, seed=WON_SEED))
    clock.now += 80
    play_first_moves(played)
    streak = {item.kind: item.value for item in played.state.news}
    assert streak == {"streak": 2}


def test_a_daily_win_extends_the_daily_streak() -> None:
    yesterday = outcome(Result.WON, 14, 60.0, daily="2024-04-30")
    played, _, _ = session(
        past=Standing.of([yesterday]), today=lambda: T0.date(), origin=Origin.DAILY, daily=T0.date()
    )
    play_first_moves(played)
    assert ("daily streak", 2.0) in {(item.kind, item.value) for item in played.state.news}
    assert "Daily streak: 2 days." in game_over_lines(played.state, "0:10")[1]


class HeldSink:
    """A writer that answers only when told to: keeps each record and the callback for its id."""

    def __init__(self) -> None:
        self.held: list[tuple[GameRecord, Callable[[int], None]]] = []

    def save(self, record: GameRecord, stored: Callable[[int], None]) -> None:
        self.held.append((record, stored))


def test_a_late_stored_id_never_lands_on_a_later_game() -> None:
    sink = HeldSink()
    played = PlaySession(
        make_setup("luzon", 6, seed=WON_SEED), sink=sink, clock=ManualClock(), now=lambda: T0
    )
    play_first_moves(played, 2)
    played.new_game(make_setup("luzon", 6, seed=WON_SEED))  # the same deal, the same start time
    old_saves = list(sink.held)
    assert [record.result for record, _ in old_saves][-1] is Result.ABANDONED
    # The writer answers for the old game only now, after the new game began.
    for _, stored in old_saves:
        stored(11)
    assert played.state.game_id is None
    play_first_moves(played, 1)
    sink.held[-1][1](12)
    assert played.state.game_id == 12
    old_saves[0][1](11)  # a very late answer for the old game, after the new one's
    assert played.state.game_id == 12 and played.record.game_id == 12
