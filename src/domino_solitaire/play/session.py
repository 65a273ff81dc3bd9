"""One game in play, and every rule of what its record says: the one owner of a game in play.

The terminal UI, the text mode, the replay viewer's take-over and ``serve`` only pass the
player's actions to a ``PlaySession`` and show the ``PlayState`` it publishes after each. The
session decides, once, everything the history will say of the game (docs/notation.md, "The
records contract"):

- won or solved (autoplay made the winning move), lost, abandoned, or still in play, and when that
  becomes final: the moment the position is won the record stands, whatever undo shows later;
- the time played: a clock that runs only while the game is in front of the player and they are
  at it (``PlayClock``), kept exactly however the game ends (quit, a signal, a closed tab);
- the hints used: every solver move or verdict shown to the player, whatever key showed it, and
  every move autoplay made;
- how the game began (a new deal, the daily deal, a take-over from a replay, resumed) and so
  whether it may set a record (fastest, fewest moves): only from its first move here, unassisted;
- what is known of the deal (par, grade) and what the player may see of it (the verdict hidden
  hides the grade and par too, until the game ends).

It writes through a ``RecordSink`` (the store's background writer in the UI, nothing in tests), which
gets an immutable ``records.GameRecord`` and never decides anything itself; the stored id the sink
reports back is bound to the game it was saved for (a late answer for a game replaced is dropped).
Pure: no Textual, Rich, SQLite or files; the clock and the wall time are injected.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import date, datetime, timezone
from typing import Protocol

from domino_solitaire.engine import Game, GameKind, Move, Position, Setup, SolitaireError, Status, get_rules
from domino_solitaire.play.changes import MoveChange, change_of
from domino_solitaire.play.clock import PlayClock
from domino_solitaire.play.refusals import Action, Refusal, refusal
from domino_solitaire.records import GameRecord, News, Origin, Result, Standing, merge, records_news
from domino_solitaire.solver.verdict import THINKING, Verdict


@dataclass(frozen=True)
class DealChoice:
    """How new deals of a game are chosen: any deal, only winnable ones, or one difficulty grade."""

    #: None: as the game offers them where the player has not said (``Rules.winnable_by_default``).
    winnable: bool | None = False
    difficulty: str | None = None

    @classmethod
    def asked(cls, winnable: bool | None, difficulty: str | None) -> DealChoice:
        """As the player asked: a grade chooses the deal when one is asked for, else winnable-only."""
        return cls(winnable=False if difficulty is not None else winnable, difficulty=difficulty)

    def of(self, kind: GameKind) -> DealChoice:
        """This choice for a game of ``kind``: winnable-only as that game has it by default, where the
        player has not said."""
        if self.winnable is not None:
            return self
        return replace(self, winnable=self.difficulty is None and get_rules(kind.game).winnable_by_default)


class RecordSink(Protocol):
    """Where a session's records go. ``save`` may work in the background; it calls ``stored`` with
    the game's id once written (from whatever thread wrote it)."""

    def save(self, record: GameRecord, stored: Callable[[int], None]) -> None: ...


class NoRecordSink:
    """Nothing is kept (a folder that cannot be written, tests of the screens)."""

    def save(self, record: GameRecord, stored: Callable[[int], None]) -> None:
        return None


@dataclass(frozen=True)
class PlayState:
    """The game in play at one moment, as the screens and the text mode show it."""

    kind: GameKind
    setup: Setup
    position: Position
    moves: int
    can_undo: bool
    can_redo: bool
    #: How the position stands (won, lost, in play), SOLVED when autoplay won it.
    status: Result
    #: What the record says: WON or SOLVED from the winning move on (final), else as the position.
    result: Result
    final: bool
    elapsed: float
    hints: int
    origin: Origin
    resumed: bool
    daily: date | None
    #: The solver's verdict, the deal's grade and par as the player may see them (None: not known,
    #: or hidden until the game ends because the player chose not to be told).
    verdict: Verdict | None
    grade: str | None
    par: int | None
    game_id: int | None
    sets_records: bool
    total_tiles: int
    #: Once the game is over: what it did to the records of its kind.
    news: tuple[News, ...] = ()
    #: The verdict is about a position before the last change (a move, undo, new deal...).
    verdict_stale: bool = False
    #: The player has acted in this game (a move, undo, redo, restart, hint, autoplay): moves that
    #: only played by themselves (forced removals at the opening) leave a game untouched.
    touched: bool = True

    @property
    def over(self) -> bool:
        return self.status is not Result.PLAYING

    @property
    def in_progress(self) -> bool:
        """A game worth asking about before it is given up: touched, moves made, not over, not yet
        recorded."""
        return self.touched and self.moves > 0 and not self.over and not self.final

    @property
    def won_before(self) -> bool:
        """The record says won (or solved) though the position shown is not: undone after the win."""
        return self.final and self.position.status is not Status.WON


@dataclass(frozen=True)
class ActionOutcome:
    """What one action did: the move (for a play, undo or redo), the position before it, why it
    was refused (None when it went through), and what a move played (or replayed) changed."""

    move: Move | None = None
    before: Position | None = None
    refused: Refusal | None = None
    effect: MoveChange | None = None

    @property
    def done(self) -> bool:
        return self.refused is None


def utc_now() -> datetime:
    return datetime.now(timezone.utc)


class PlaySession:
    """Owns one game in play at a time (a new deal replaces it) and decides its record.

    ``clock``: seconds that only go forward (time.monotonic); ``now``: the wall time for
    ``started_at``. ``sink``: where records go. ``show_verdict``: whether the player wants to be
    told if the deal can still be won (``toggle_verdict``). ``deals``: how ``n`` chooses new deals.
    """

    def __init__(
        self,
        setup: Setup,
        *,
        game: Game | None = None,
        origin: Origin = Origin.NEW,
        daily: date | None = None,
        resumed: GameRecord | None = None,
        deals: DealChoice = DealChoice(),
        show_verdict: bool = True,
        play_forced: bool = True,
        sink: RecordSink | None = None,
        clock: Callable[[], float],
        now: Callable[[], datetime] = utc_now,
        past: Standing | None = None,
        today: Callable[[], date] = date.today,
        scripted: bool = False,
    ) -> None:
        #: Moves from a script, not a player (the text mode's input is no terminal): every game of
        #: the session is recorded as scripted, whatever it began as.
        self.scripted = scripted
        self._clock_source = clock
        self._now = now
        self._today = today
        #: Where the records of this kind stood before this game (what it is measured against).
        self.past = past if past is not None else Standing()
        self.sink: RecordSink = sink if sink is not None else NoRecordSink()
        self.deals = deals.of(GameKind.of(setup))
        self.show_verdict = show_verdict
        #: Whether the only move possible is played by itself, where the game allows it.
        self.play_forced = play_forced
        self.verdict: Verdict = THINKING
        #: Whether ``verdict`` is about an earlier position: every change of the game marks it so.
        self.verdict_stale = True
        self._listeners: list[Callable[[PlayState], None]] = []
        self.game = game if game is not None else Game(setup)
        self.clock = PlayClock(clock)
        #: What the record says besides what the game and the clock say (its moves, undos, time):
        #: how it began, hints, what is known of the deal, and WON or SOLVED once it is final.
        self._facts = GameRecord.of(
            self.game.setup, started_at=now(), origin=self._began(origin), daily=daily
        )
        #: The game in play's own key: the stored id the sink reports is kept under the key of the
        #: game it was saved for (``_stored``), so a late answer never lands on a later game.
        self._key = object()
        self._ids: dict[object, int] = {}
        #: The positions of this game a hint was counted at (each counts once).
        self._hinted: set[Position] = set()
        #: The last record written, so that the same state is not written twice.
        self._last: GameRecord | None = None
        #: Whether the player has made a move, undone, redone or restarted in this game; with a hint
        #: shown, the game is touched (``touched``): until then nothing of it is stored, whatever
        #: moves played by themselves.
        self._touched = False
        if resumed is not None:
            self._resume(resumed)
        self._follow_status()

    def _resume(self, stored: GameRecord) -> None:
        self.clock = PlayClock(self._clock_source, stored.duration or 0.0)
        self._facts = GameRecord.of(
            self.game.setup,
            result=stored.result if stored.result in (Result.WON, Result.SOLVED) else Result.PLAYING,
            # An imported record may not know its start; any fixed time keeps one stored row per game.
            started_at=stored.started_at or self._now(),
            origin=self._began(stored.origin if stored.origin is not None else Origin.NEW),
            resumed=True,
            daily=stored.daily,
            hints=stored.hints,
            par=stored.par,
            grade=stored.grade,
        )
        if stored.game_id is not None:
            self._ids[self._key] = stored.game_id
        self._touched = True  # stored already: the player played it
        self._last = self.record  # what the store holds already

    def _began(self, origin: Origin) -> Origin:
        return origin.by_script() if self.scripted else origin

    # -- what it publishes -----------------------------------------------------------------------------

    def subscribe(self, listener: Callable[[PlayState], None]) -> None:
        """Call ``listener`` with the new state after every change."""
        self._listeners.append(listener)

    @property
    def state(self) -> PlayState:
        game, record = self.game, self._facts
        over = game.is_over
        # Hidden verdict: nothing that tells whether or how well the deal can be won, until it ends.
        told = self.show_verdict or over
        position_status = Result.of(game.status)
        if position_status is Result.WON and record.result is Result.SOLVED:
            position_status = Result.SOLVED
        return PlayState(
            kind=GameKind.of(game.setup),
            setup=game.setup,
            position=game.position,
            moves=len(game.moves),
            can_undo=game.can_undo,
            can_redo=game.can_redo,
            status=position_status,
            result=self.result,
            final=record.result.final,
            elapsed=self.clock.seconds(),
            hints=record.hints,
            origin=record.origin or Origin.NEW,
            resumed=record.resumed,
            daily=record.daily,
            # Autoplay's win is no verdict of the player's game: the status says solved.
            verdict=self.verdict if told and position_status is not Result.SOLVED else None,
            grade=record.grade if told else None,
            par=record.par if told else None,
            game_id=self.game_id,
            sets_records=record.sets_records,
            total_tiles=game.total_tiles,
            news=records_news(self.past, self.record, self._today()) if over else (),
            verdict_stale=self.verdict_stale,
            touched=self.touched,
        )

    @property
    def touched(self) -> bool:
        """Whether the player has acted in this game: a move, undo, redo, restart or hint."""
        return self._touched or self._facts.hints > 0

    @property
    def record(self) -> GameRecord:
        """The game's record as it stands now (what the statistics will count)."""
        return self._record()

    @property
    def game_id(self) -> int | None:
        """The stored id of the game in play, once the sink stored it."""
        return self._ids.get(self._key)

    @property
    def result(self) -> Result:
        """What the record says now."""
        final = self._facts.result
        return final if final.final else Result.of(self.game.status)

    def _changed(self) -> None:
        state = self.state
        for listener in list(self._listeners):
            listener(state)

    # -- the player's actions --------------------------------------------------------------------------

    def refusal(self, action: Action | str) -> Refusal | None:
        """Why ``action`` cannot be taken now (None: it can): the one rule the keys, the footer's greyed
        keys, the assistant and the text mode ask."""
        return refusal(action, self.game)

    def play(self, move: Move | str, *, autoplay: bool = False, by_itself: bool = False) -> ActionOutcome:
        """Make ``move`` through the engine; refused (with the engine's reason) when illegal.

        ``autoplay``: the solver made it for the player; it counts as a hint, and a win it brings
        is recorded as solved. ``by_itself``: the only move possible played by itself
        (``forced_move``), which leaves a game the player has not touched untouched.
        """
        refused = self.refusal(Action.PLAY)
        if refused is not None:
            return ActionOutcome(refused=refused)
        before = self.game.position
        try:
            played = self.game.play(move)
        except SolitaireError as exc:
            return ActionOutcome(refused=Refusal.of_error(exc))
        self.clock.activity()
        self._touched = self._touched or not by_itself
        facts = self._facts
        if autoplay:
            facts = replace(facts, hints=facts.hints + 1)
        if self.game.status is Status.WON and not facts.result.final:
            # Won now: the record is made at this moment, whatever undo shows afterwards. A won
            # deal's par is what the win left (none, or one tile), known without the solver.
            result = Result.SOLVED if autoplay else Result.WON
            facts = replace(facts, result=result, par=self.game.position.tiles_left())
        self._facts = facts
        self._after_change()
        return ActionOutcome(played, before, effect=change_of(played, before, self.game.position))

    def undo(self) -> ActionOutcome:
        refused = self.refusal(Action.UNDO)
        if refused is not None:
            return ActionOutcome(refused=refused)
        before = self.game.position
        move = self.game.undo()
        self.clock.activity()
        self._touched = True
        self._after_change()
        return ActionOutcome(move, before)

    def redo(self) -> ActionOutcome:
        refused = self.refusal(Action.REDO)
        if refused is not None:
            return ActionOutcome(refused=refused)
        before = self.game.position
        move = self.game.redo()
        self.clock.activity()
        self._touched = True
        self._after_change()
        return ActionOutcome(move, before, effect=change_of(move, before, self.game.position))

    def restart(self) -> ActionOutcome:
        refused = self.refusal(Action.RESTART)
        if refused is not None:
            return ActionOutcome(refused=refused)
        before = self.game.position
        self.game.restart()
        self.clock.activity()
        self._touched = True
        self._after_change()
        return ActionOutcome(None, before)

    def forced_move(self) -> Move | None:
        """The move to play by itself now: the only one possible, in a game that plays forced moves
        (its rules say so), while the player wants it. It counts as the player's move, not a hint."""
        game = self.game
        if not (self.play_forced and game.rules.forced_moves_play_themselves) or game.is_over:
            return None
        moves = game.legal_moves()
        return moves[0] if len(moves) == 1 else None

    def toggle_play_forced(self) -> bool:
        self.play_forced = not self.play_forced
        return self.play_forced

    def hint_shown(self, verdict: Verdict) -> None:
        """The solver's verdict was shown to the player on request (the hint key, in any face):
        counted as a hint when it showed a move, once a position (the same hint shown again, asked
        for twice or after an undo, is not a second hint)."""
        position = self.game.position
        if verdict.tells and not self.game.is_over and position not in self._hinted:
            self._hinted.add(position)
            self._facts = replace(self._facts, hints=self._facts.hints + 1)
            self._save()
            self._changed()

    def set_verdict(self, verdict: Verdict) -> None:
        """The solver's latest verdict on the position in play (the status bar's, unless hidden)."""
        self.verdict = verdict
        self.verdict_stale = not verdict.decided
        self._changed()

    def toggle_verdict(self) -> bool:
        self.show_verdict = not self.show_verdict
        self._changed()
        return self.show_verdict

    def annotate(self, *, par: int | None = None, grade: str | None = None) -> None:
        """What the solver found of the deal (its par, its grade): kept with the game."""
        facts = self._facts
        self._facts = replace(
            facts,
            par=par if par is not None and not facts.result.final else facts.par,
            grade=grade if grade is not None else facts.grade,
        )
        if self.game.moves:
            self._save(annotation=True)
        self._changed()

    def activity(self) -> None:
        """A key or a click: the clock counts again if it had stopped for idleness."""
        self.clock.activity()

    def pause(self, reason: str) -> None:
        """Something covers the game or takes the player away from it ("covered", "blur")."""
        self.clock.pause(reason)

    def resume(self, reason: str) -> None:
        self.clock.resume(reason)

    def new_game(self, setup: Setup, *, origin: Origin | None = None, daily: date | None = None) -> None:
        """Play ``setup`` from its opening in place of the game in play, which is given up if it
        was in progress (it counts as not won). Without ``origin``: a new deal, except that the
        day's deal played again is still the day's deal."""
        if origin is None:
            facts = self._facts
            # The day's deal (or a tier's) played again is still that daily deal.
            again = setup == self.game.setup and facts.daily is not None
            origin, daily = (facts.origin or Origin.NEW, facts.daily) if again else (Origin.NEW, None)
        self.abandon()
        if self._last is not None:
            # The game left is one more the next is measured against, as its record says it.
            self.past = self.past.then(self._last)
        self.game = Game(setup)
        self._facts = GameRecord.of(setup, started_at=self._now(), origin=self._began(origin), daily=daily)
        self._key, self._last = object(), None
        self._hinted = set()
        self.verdict = THINKING
        self.verdict_stale = True
        self._touched = False
        self.clock.restart()
        self._follow_status()
        self._changed()

    def abandon(self) -> None:
        """The player gave the game up (a new deal, back to the start screen): not won."""
        if self.state.in_progress:
            self._save(result=Result.ABANDONED)

    def attach(self, sink: RecordSink, past: Standing) -> None:
        """Saved to ``sink`` and measured against ``past`` from now on: a game painted before the store
        was read (saved nowhere until then) is saved as it stands, moves played meanwhile and all."""
        self.sink, self.past, self._last = sink, past, None
        self._save()

    def close(self) -> None:
        """The player left: quit, a closed tab, a signal. An unfinished game keeps its exact time,
        to resume with."""
        self.clock.pause("closed")
        if self.game.moves and not self._facts.result.final:
            self._save(force=True)

    # -- the record ------------------------------------------------------------------------------------

    def _follow_status(self) -> None:
        # The clock stops while the game is over (lost, or won) and runs on after an undo out of it.
        if self.game.is_over:
            self.clock.pause("over")
        else:
            self.clock.resume("over")

    def _after_change(self) -> None:
        self.verdict_stale = True  # the verdict was about the position before
        self._follow_status()
        self._save()
        self._changed()

    def _stored(self, key: object, game_id: int) -> None:
        """The sink wrote the game whose key is ``key`` as ``game_id`` (may be called from the sink's
        thread, late): kept for that game only. One dict assignment, so no lock is needed."""
        self._ids[key] = game_id

    def _record(self, result: Result | None = None) -> GameRecord:
        game = self.game
        return replace(
            self._facts,
            moves=tuple(game.move_texts()),
            result=result if result is not None else self.result,
            undos=game.undos,
            duration=self.clock.seconds(),
            tiles_left=game.position.tiles_left(),
            game_id=self.game_id,
        )

    def _save(self, *, result: Result | None = None, force: bool = False, annotation: bool = False) -> None:
        record, last = self._record(result), self._last
        if last is not None and last.result.final:
            # The record stands; only what was not known of the deal may still be added to it.
            if not annotation:
                return
            record = merge(last, record)
        if (not record.moves or not self.touched) and last is None:
            return  # a game counts from the player's first move
        if not force and last is not None and _same(record, last):
            return
        self._last = record
        key = self._key
        self.sink.save(record, lambda game_id: self._stored(key, game_id))


def _same(a: GameRecord, b: GameRecord) -> bool:
    """The same record but for the clock, which a quit or a signal writes on its own (``force``)."""
    return replace(a, duration=0.0, game_id=None) == replace(b, duration=0.0, game_id=None)
