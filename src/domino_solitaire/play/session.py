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

It writes through a ``Sink`` (the store's background writer in the UI, nothing in tests), which
gets an immutable ``SaveRequest`` and never decides anything itself. Pure: no Textual, Rich,
SQLite or files; the clock and the wall time are injected.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from datetime import date, datetime, timezone
from enum import Enum
from typing import Protocol

from domino_solitaire.engine import Game, GameKind, Move, Position, Setup, SolitaireError, Status
from domino_solitaire.play.changes import MoveChange, change_of
from domino_solitaire.play.clock import PlayClock
from domino_solitaire.play.refusals import Action, Refusal, refusal
from domino_solitaire.solver.verdict import THINKING, Verdict
from domino_solitaire.store.stats import Outcome, daily_streaks, sets_records, tally


class Origin(str, Enum):
    """How a game began; stored with it (``history --json`` shows it as "origin")."""

    NEW = "new"  # a deal dealt here: by number, written out, or found for a grade
    DAILY = "daily"  # the day's deal
    TAKEN_OVER = "taken-over"  # played on from a replay, its first moves not played here

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class News:
    """What a finished game did to the records of its kind: a new fastest win or fewest moves (with
    the record it beat, None for the first), the streak of wins, or the daily streak."""

    kind: str  # "fastest", "fewest", "streak" or "daily streak"
    value: float
    was: float | None = None


def outcome_of(request: SaveRequest) -> Outcome:
    """A game's record as the statistics count it."""
    return Outcome(
        request.result,
        len(request.moves),
        request.elapsed,
        request.hints,
        request.tiles_left,
        request.par,
        request.grade,
        request.daily,
        records=sets_records(request.origin.value, request.hints),
    )


def records_news(past: Sequence[Outcome], outcome: Outcome, today: date) -> tuple[News, ...]:
    """What ``outcome``, played after ``past`` (the kind's counted games, oldest first), did to the
    records: measured with the statistics' own arithmetic (``store.stats``), before and after."""
    before, after = tally(past), tally([*past, outcome])
    news = []
    if after.fastest_win is not None and after.fastest_win != before.fastest_win:
        news.append(News("fastest", after.fastest_win, before.fastest_win))
    if after.fewest_moves is not None and after.fewest_moves != before.fewest_moves:
        news.append(News("fewest", after.fewest_moves, before.fewest_moves))
    if after.current_streak > before.current_streak:
        news.append(News("streak", after.current_streak))
    daily_before = daily_streaks(past, today)[0]
    daily_after = daily_streaks([*past, outcome], today)[0]
    if daily_after > daily_before:
        news.append(News("daily streak", daily_after))
    return tuple(news)


@dataclass(frozen=True)
class DealChoice:
    """How new deals of a game are chosen: any deal, only winnable ones, or one difficulty grade."""

    winnable: bool = False
    difficulty: str | None = None


@dataclass(frozen=True)
class Stored:
    """What the store knows of a game being resumed: its clock, hints and deal go on from there."""

    id: int
    started_at: datetime
    duration: float
    hints: int
    result: Status
    origin: Origin | None = None
    par: int | None = None
    grade: str | None = None
    daily: str | None = None


@dataclass(frozen=True)
class SaveRequest:
    """One write of a game's record, as it stands: what a ``Sink`` stores, deciding nothing."""

    setup: Setup
    moves: tuple[str, ...]
    result: Status  # PLAYING, WON, LOST, SOLVED or ABANDONED
    undos: int
    hints: int
    elapsed: float
    tiles_left: int
    started_at: datetime
    origin: Origin
    par: int | None
    grade: str | None
    daily: str | None
    #: The stored id, once the first save of the game came back with it.
    game_id: int | None


class Sink(Protocol):
    """Where a session's records go. ``save`` may work in the background; it calls ``stored`` with
    the game's id once written (from whatever thread wrote it)."""

    def save(self, request: SaveRequest, stored: Callable[[int], None]) -> None: ...


class NoSink:
    """Nothing is kept (a folder that cannot be written, tests of the screens)."""

    def save(self, request: SaveRequest, stored: Callable[[int], None]) -> None:
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
    status: Status
    #: What the record says: WON or SOLVED from the winning move on (final), else as the position.
    result: Status
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

    @property
    def over(self) -> bool:
        return self.status is not Status.PLAYING

    @property
    def in_progress(self) -> bool:
        """A game worth asking about before it is given up: moves made, not over, not yet recorded."""
        return self.moves > 0 and not self.over and not self.final

    @property
    def won_before(self) -> bool:
        """The record says won (or solved) though the position shown is not: undone after the win."""
        return self.final and self.position.status is not Status.WON


@dataclass(frozen=True)
class Change:
    """What one action did: the move (for a play, undo or redo), the position before it, why it
    was refused (None when it went through), and what a move played (or replayed) changed."""

    move: Move | None = None
    before: Position | None = None
    refused: Refusal | None = None
    effect: MoveChange | None = None

    @property
    def done(self) -> bool:
        return self.refused is None


def _utc_now() -> datetime:
    return datetime.now(timezone.utc)


@dataclass(eq=False)
class _Record:
    """What the record of the game in play says besides its moves; replaced whole for a new game."""

    started_at: datetime
    origin: Origin
    resumed: bool = False
    daily: date | None = None
    hints: int = 0
    par: int | None = None
    grade: str | None = None
    game_id: int | None = None
    #: WON or SOLVED once the game was won: the record stands from then on.
    final: Status | None = None
    #: The last request written, so that the same state is not written twice.
    last: SaveRequest | None = field(default=None, repr=False)


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
        resumed: Stored | None = None,
        deals: DealChoice = DealChoice(),
        show_verdict: bool = True,
        play_forced: bool = True,
        sink: Sink | None = None,
        clock: Callable[[], float],
        now: Callable[[], datetime] = _utc_now,
        past: Sequence[Outcome] = (),
        today: Callable[[], date] = date.today,
    ) -> None:
        self._clock_source = clock
        self._now = now
        self._today = today
        #: The counted games of this kind before this one (what its records are measured against).
        self.past: tuple[Outcome, ...] = tuple(past)
        self.sink: Sink = sink if sink is not None else NoSink()
        self.deals = deals
        self.show_verdict = show_verdict
        #: Whether the only move possible is played by itself, where the game allows it.
        self.play_forced = play_forced
        self.verdict: Verdict = THINKING
        self._listeners: list[Callable[[PlayState], None]] = []
        self.game = game if game is not None else Game(setup)
        self.clock = PlayClock(clock)
        self.record = _Record(now(), origin, daily=daily)
        if resumed is not None:
            self._resume(resumed)
        self._follow_status()

    def _resume(self, stored: Stored) -> None:
        self.clock = PlayClock(self._clock_source, stored.duration)
        final = stored.result if stored.result in (Status.WON, Status.SOLVED) else None
        daily = date.fromisoformat(stored.daily) if stored.daily is not None else None
        origin = stored.origin if stored.origin is not None else Origin.NEW
        self.record = _Record(
            stored.started_at,
            origin,
            resumed=True,
            daily=daily,
            hints=stored.hints,
            par=stored.par,
            grade=stored.grade,
            game_id=stored.id,
            final=final,
        )
        self.record.last = self._request()  # what the store holds already

    # -- what it publishes -----------------------------------------------------------------------------

    def subscribe(self, listener: Callable[[PlayState], None]) -> None:
        """Call ``listener`` with the new state after every change."""
        self._listeners.append(listener)

    @property
    def state(self) -> PlayState:
        game, record = self.game, self.record
        over = game.is_over
        # Hidden verdict: nothing that tells whether or how well the deal can be won, until it ends.
        told = self.show_verdict or over
        position_status = game.status
        if position_status is Status.WON and record.final is Status.SOLVED:
            position_status = Status.SOLVED
        return PlayState(
            kind=GameKind.of(game.setup),
            setup=game.setup,
            position=game.position,
            moves=len(game.moves),
            can_undo=game.can_undo,
            can_redo=game.can_redo,
            status=position_status,
            result=self.result,
            final=record.final is not None,
            elapsed=self.clock.seconds(),
            hints=record.hints,
            origin=record.origin,
            resumed=record.resumed,
            daily=record.daily,
            # Autoplay's win is no verdict of the player's game: the status says solved.
            verdict=self.verdict if told and position_status is not Status.SOLVED else None,
            grade=record.grade if told else None,
            par=record.par if told else None,
            game_id=record.game_id,
            sets_records=sets_records(record.origin.value, record.hints),
            total_tiles=game.total_tiles,
            news=records_news(self.past, self.outcome(), self._today()) if over else (),
        )

    def outcome(self) -> Outcome:
        """The game as the statistics will count it, as it stands now."""
        return outcome_of(self._request())

    @property
    def result(self) -> Status:
        """What the record says now."""
        if self.record.final is not None:
            return self.record.final
        return self.game.status

    def _changed(self) -> None:
        state = self.state
        for listener in list(self._listeners):
            listener(state)

    # -- the player's actions --------------------------------------------------------------------------

    def refusal(self, action: Action | str) -> Refusal | None:
        """Why ``action`` cannot be taken now (None: it can): the one rule the keys, the footer's greyed
        keys, the assistant and the text mode ask."""
        return refusal(action, self.game)

    def play(self, move: Move | str, *, autoplay: bool = False) -> Change:
        """Make ``move`` through the engine; refused (with the engine's reason) when illegal.

        ``autoplay``: the solver made it for the player; it counts as a hint, and a win it brings
        is recorded as solved.
        """
        refused = self.refusal(Action.PLAY)
        if refused is not None:
            return Change(refused=refused)
        before = self.game.position
        try:
            played = self.game.play(move)
        except SolitaireError as exc:
            return Change(refused=Refusal.of_error(exc))
        self.clock.activity()
        if autoplay:
            self.record.hints += 1
        if self.game.status is Status.WON and self.record.final is None:
            # Won now: the record is made at this moment, whatever undo shows afterwards. A won
            # deal's par is what the win left (none, or one tile), known without the solver.
            self.record.final = Status.SOLVED if autoplay else Status.WON
            self.record.par = self.game.position.tiles_left()
        self._after_change()
        return Change(played, before, effect=change_of(played, before, self.game.position))

    def undo(self) -> Change:
        refused = self.refusal(Action.UNDO)
        if refused is not None:
            return Change(refused=refused)
        before = self.game.position
        move = self.game.undo()
        self.clock.activity()
        self._after_change()
        return Change(move, before)

    def redo(self) -> Change:
        refused = self.refusal(Action.REDO)
        if refused is not None:
            return Change(refused=refused)
        before = self.game.position
        move = self.game.redo()
        self.clock.activity()
        self._after_change()
        return Change(move, before, effect=change_of(move, before, self.game.position))

    def restart(self) -> Change:
        refused = self.refusal(Action.RESTART)
        if refused is not None:
            return Change(refused=refused)
        before = self.game.position
        self.game.restart()
        self.clock.activity()
        self._after_change()
        return Change(None, before)

    def forced_move(self) -> Move | None:
        """The move to play by itself now: the only one possible, in a game that plays forced moves
        (Castle Rock), while the player wants it. It counts as the player's move, not a hint."""
        game = self.game
        if not (self.play_forced and game.rules.forced_moves_play_themselves) or game.is_over:
            return None
        moves = game.legal_moves()
        return moves[0] if len(moves) == 1 else None

    def toggle_play_forced(self) -> bool:
        self.play_forced = not self.play_forced
        return self.play_forced

    def hint_shown(self, verdict: Verdict) -> None:
        """The solver's verdict was shown to the player on request (the hint key, or what autoplay
        said when it could not start): counted as a hint when it told them anything."""
        if verdict.tells and not self.game.is_over:
            self.record.hints += 1
            self._save()
            self._changed()

    def set_verdict(self, verdict: Verdict) -> None:
        """The solver's latest verdict on the position in play (the status bar's, unless hidden)."""
        self.verdict = verdict
        self._changed()

    def toggle_verdict(self) -> bool:
        self.show_verdict = not self.show_verdict
        self._changed()
        return self.show_verdict

    def annotate(self, *, par: int | None = None, grade: str | None = None) -> None:
        """What the solver found of the deal (its par, its grade): kept with the game."""
        record = self.record
        record.par = par if par is not None and record.final is None else record.par
        record.grade = grade if grade is not None else record.grade
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
            record = self.record
            again = setup == self.game.setup and record.origin is Origin.DAILY
            origin, daily = (Origin.DAILY, record.daily) if again else (Origin.NEW, None)
        self.abandon()
        last = self.record.last
        if last is not None:
            # The game left is one more the next is measured against, as its record says it.
            self.past = (*self.past, outcome_of(last))
        self.game = Game(setup)
        self.record = _Record(self._now(), origin, daily=daily)
        self.verdict = THINKING
        self.clock.restart()
        self._follow_status()
        self._changed()

    def abandon(self) -> None:
        """The player gave the game up (a new deal, back to the start screen): not won."""
        if self.state.in_progress:
            self._save(result=Status.ABANDONED)

    def close(self) -> None:
        """The player left: quit, a closed tab, a signal. An unfinished game keeps its exact time,
        to resume with."""
        self.clock.pause("closed")
        if self.game.moves and self.record.final is None:
            self._save(force=True)

    # -- the record ------------------------------------------------------------------------------------

    def _follow_status(self) -> None:
        # The clock stops while the game is over (lost, or won) and runs on after an undo out of it.
        if self.game.is_over:
            self.clock.pause("over")
        else:
            self.clock.resume("over")

    def _after_change(self) -> None:
        self._follow_status()
        self._save()
        self._changed()

    def stored(self, game_id: int) -> None:
        """The sink wrote the game as ``game_id`` (may be called from the sink's thread)."""
        self.record.game_id = game_id

    def _request(self, result: Status | None = None) -> SaveRequest:
        game, record = self.game, self.record
        return SaveRequest(
            setup=game.setup,
            moves=tuple(game.move_texts()),
            result=result if result is not None else self.result,
            undos=game.undos,
            hints=record.hints,
            elapsed=self.clock.seconds(),
            tiles_left=game.position.tiles_left(),
            started_at=record.started_at,
            origin=record.origin,
            par=record.par,
            grade=record.grade,
            daily=record.daily.isoformat() if record.daily is not None else None,
            game_id=record.game_id,
        )

    def _save(self, *, result: Status | None = None, force: bool = False, annotation: bool = False) -> None:
        record = self.record
        request = self._request(result)
        last = record.last
        if last is not None and last.result in (Status.WON, Status.SOLVED, Status.ABANDONED):
            # The record stands; only what was not known of the deal may still be added to it.
            if not annotation:
                return
            request = replace(
                last, par=last.par if last.par is not None else request.par, grade=request.grade
            )
        if not request.moves and last is None:
            return  # a game counts from its first move
        if not force and last is not None and _same(request, last):
            return
        record.last = request
        self.sink.save(request, self.stored)


def _same(a: SaveRequest, b: SaveRequest) -> bool:
    """The same record but for the clock, which a quit or a signal writes on its own (``force``)."""
    return replace(a, elapsed=0.0, game_id=None) == replace(b, elapsed=0.0, game_id=None)
