"""The play layer's one front door: every face finds, opens, builds and ends a game through it.

The game screen (and the browser, which shows it), the text mode (``--text``, ``--jsonl``) and the
replay viewer's take-over pass the player's choices to a ``FrontDoor`` and show what it hands back:

- a deal: ``new_deal`` (by the game's ``DealChoice``: any deal, a winnable one, a grade);
- the opening: ``open`` asks ``play.pregame``'s questions (resume, give up, held elsewhere) through
  the face's ``PregameFace`` and ends in a session to play, a stored game to view, or nothing;
- the session, built once here with all it needs: the player's past games of the kind (so that
  the news a game ends with agree with the statistics, in every face), today's date (the daily
  streak), the forced-play and verdict settings, how new deals are chosen, whether a script plays;
- a take-over of a replayed game (``take_over``), and a game painted before the store was read
  attached to it (``attach``).

Pure: the history is a protocol the store's recorder satisfies; the face shows, the door decides.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Protocol

from domino_solitaire.engine import Game, GameKind, Setup
from domino_solitaire.play.deals import StopCheck, find_deal, playable_seed
from domino_solitaire.play.pregame import Answer, Ask, Games, OpeningProblem, Pregame, Start, Step, ViewReplay
from domino_solitaire.play.session import DealChoice, PlaySession, RecordSink, utc_now
from domino_solitaire.records import GameRecord, Origin, Standing


class History(RecordSink, Games[GameRecord], Protocol):
    """Where a face keeps the player's games (``recorder.GameKeeper``): it saves them, answers the
    opening's questions about the stored ones, and says where the records of a kind stand."""

    def standing(self, kind: GameKind) -> Standing: ...


@dataclass(frozen=True)
class Wanted:
    """How the game asked for begins (a new deal, a daily deal of a date and tier) and how its new
    deals are chosen (None: as the door's ``deals``)."""

    origin: Origin = Origin.NEW
    daily: date | None = None
    deals: DealChoice | None = None

    @classmethod
    def of_daily(cls, daily: date | None, tier: str | None = None, deals: DealChoice | None = None) -> Wanted:
        """The daily deal of ``tier`` (None: the day's own) on ``daily``; no date: a new deal."""
        return cls(Origin.of_daily(tier) if daily is not None else Origin.NEW, daily, deals)


class PregameFace(Protocol):
    """What a face does with each step of the opening: it shows, the door decides."""

    def problem(self, problem: OpeningProblem) -> None:
        """Tell the player something went wrong on the way (the opening goes on)."""

    def ask(self, ask: Ask[GameRecord], reply: Callable[[Answer | None], None]) -> None:
        """Put the question; ``reply`` with the answer (None: the player declined), now or later."""

    def play(self, session: PlaySession) -> None:
        """Show ``session``'s game, to be played."""

    def view(self, game_id: int, again: Callable[[], None]) -> None:
        """Show the stored game ``game_id`` (another session's); ``again`` asks the question again."""

    def stay(self) -> None:
        """Nothing opens: go back where the face was, or end."""


@dataclass(frozen=True)
class Painted:
    """A game a face shows before the store was read (its first frame sooner), saved nowhere yet.

    ``shown``: whether the face still shows it (the player may have left it meanwhile); ``remove``:
    take it away, when the opening puts something else in its place."""

    session: PlaySession
    shown: Callable[[], bool]
    remove: Callable[[], None]


def plays_forced(kept: bool | None, screen_reader: bool) -> bool:
    """Whether forced moves play by themselves: as the player said (kept), else off for a screen
    reader, whose player would not hear a move they did not make."""
    return not screen_reader if kept is None else kept


@dataclass
class FrontDoor:
    """The one way into a game, for one face. ``history`` None: nothing is kept (or not yet).

    ``clock``: seconds that only go forward; ``new_seed``: the next "random" deal number;
    ``today``, ``now``: the local date, the wall time (tests fix all four). ``search_new_deals``:
    "a new deal" in the opening searches as ``deals`` asks (a face that may wait for the solver),
    else takes any deal.
    ``ahead``: answers to the opening's questions given before they are asked (``--resume``).
    """

    history: History | None
    clock: Callable[[], float]
    new_seed: Callable[[], int]
    today: Callable[[], date] = date.today
    #: The wall time a game starts at (its record's ``started_at``: whether a daily was played on its day).
    now: Callable[[], datetime] = utc_now
    deals: DealChoice = field(default_factory=DealChoice)
    show_verdict: bool = True
    play_forced: bool = True
    scripted: bool = False
    search_new_deals: bool = False
    ahead: tuple[Answer, ...] = ()

    # -- deals -----------------------------------------------------------------------------------------

    def new_deal(
        self, kind: GameKind, deals: DealChoice | None = None, should_stop: StopCheck | None = None
    ) -> Setup:
        """A new deal of ``kind``, as ``deals`` (else the door's) chooses it: raises SolitaireError
        (DealError) saying why when there is none to be had."""
        chosen = deals if deals is not None else self.deals
        return find_deal(kind, chosen, self.new_seed(), should_stop, random=True)

    def _pregame_deal(self, kind: GameKind) -> Setup:
        if self.search_new_deals:
            return self.new_deal(kind)
        return kind.setup(seed=playable_seed(kind, self.new_seed()))

    # -- sessions --------------------------------------------------------------------------------------

    def session(
        self,
        setup: Setup,
        *,
        game: Game | None = None,
        origin: Origin = Origin.NEW,
        daily: date | None = None,
        resumed: GameRecord | None = None,
        deals: DealChoice | None = None,
        kept: bool = True,
    ) -> PlaySession:
        """A session on ``setup`` that saves to the history and is measured against where the records
        of its kind stand there (a resumed game's own row, in play, counts for none of them).
        ``kept`` False: the store is not read yet; nothing is saved until ``attach``."""
        history = self.history if kept else None
        return PlaySession(
            setup,
            game=game,
            origin=origin,
            daily=daily,
            resumed=resumed,
            deals=deals if deals is not None else self.deals,
            show_verdict=self.show_verdict,
            play_forced=self.play_forced,
            sink=history,
            clock=self.clock,
            now=self.now,
            past=history.standing(GameKind.of(setup)) if history is not None else None,
            today=self.today,
            scripted=self.scripted,
        )

    def take_over(self, game: Game) -> PlaySession:
        """Play on from a replayed game: a new game, recorded as taken over (it sets no record)."""
        return self.session(game.setup, game=game, origin=Origin.TAKEN_OVER)

    def attach(self, session: PlaySession) -> None:
        """``session``, painted before the store was read, saved to the history from now on and
        measured against its kind's standing there."""
        if self.history is not None:
            session.attach(self.history, self.history.standing(GameKind.of(session.game.setup)))

    # -- the opening -----------------------------------------------------------------------------------

    def open(
        self,
        face: PregameFace,
        setup: Setup | None,
        *,
        resume: GameRecord | None = None,
        wanted: Wanted = Wanted(),
        painted: Painted | None = None,
    ) -> None:
        """Open ``setup`` (or the stored game ``resume``, else ``setup``) through the opening's
        questions, shown by ``face``; ``painted``: the game already shown on ``setup``."""
        if self.history is None:
            raise ValueError("an opening asks the history about the stored games")
        pregame = Pregame(self.history, setup, resume=resume, new_setup=self._pregame_deal, ahead=self.ahead)
        _Opening(self, face, pregame, wanted, painted).follow(pregame.first())


@dataclass
class _Opening:
    """One opening in progress: each step shown by the face, each answer followed."""

    door: FrontDoor
    face: PregameFace
    pregame: Pregame[GameRecord]
    wanted: Wanted
    painted: Painted | None

    def follow(self, step: Step[GameRecord]) -> None:
        for problem in step.problems:
            self.face.problem(problem)
        if isinstance(step, Ask):
            ask = step
            ahead = self.pregame.answered_ahead(ask)
            if ahead is not None:
                self.follow(self.pregame.answer(ask, ahead))
            else:
                self.face.ask(ask, lambda answer: self.follow(self.pregame.answer(ask, answer)))
            return
        if self.painted is not None and self._kept_painted(step, self.painted):
            return
        if isinstance(step, Start):
            self.face.play(self._session(step))
        elif isinstance(step, ViewReplay):
            self.face.view(step.game_id, lambda: self.follow(self.pregame.first()))
        else:
            self.face.stay()

    def _session(self, start: Start[GameRecord]) -> PlaySession:
        fresh = start.asked and start.resumed is None
        wanted = self.wanted
        return self.door.session(
            start.setup,
            game=start.game,
            resumed=start.resumed,
            origin=wanted.origin if fresh else Origin.NEW,
            daily=wanted.daily if fresh else None,
            deals=wanted.deals,
        )

    def _kept_painted(self, step: Step[GameRecord], painted: Painted) -> bool:
        """The step for the game painted before the store was read: its deal played on, saved from
        now on (True); else the painted game gives way to what comes instead."""
        if not painted.shown():
            return True  # left before the store was read: nothing to show it on
        if isinstance(step, Start) and step.asked and step.resumed is None and step.game is None:
            self.door.attach(painted.session)
            return True
        painted.remove()
        return False
