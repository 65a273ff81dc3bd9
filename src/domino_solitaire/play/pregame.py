"""How a game opens: the questions asked before play starts, and what each answer leads to.

One flow for every face (the game screen and its dialogs, the text mode and its ``question:``
line, ``serve`` through the screen), followed by the front door (``play.front``): it calls
``Pregame.first()``, has the face show each ``Ask`` in its own way (a dialog, a protocol line),
hands the player's ``Answer`` back to ``Pregame.answer`` and, at the end, plays the ``Start``,
opens the ``ViewReplay`` or stays where it was (``Stay``). The questions:

- an unfinished game of the kind asked for: resume it, or give it up for the deal asked for;
- the game is being played in another window or tab: a new deal, or look at it (a replay);
- the game could not be resumed (damaged, say): why comes as an ``OpeningProblem``, then the deal
  asked for is played, or nothing when only that game was asked for.

Pure: the store is reached through ``Games``, a protocol the recorder satisfies; the values
returned say what happened (never a sentence: the faces put them into words through wording).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Generic, Protocol, TypeVar

from domino_solitaire.engine import Game, GameKind, Setup


class Unfinished(Protocol):
    """What the opening needs of a stored game (``store.GameRecord`` is one)."""

    @property
    def id(self) -> int: ...
    @property
    def game(self) -> str: ...
    @property
    def size(self) -> int: ...
    @property
    def variant(self) -> str: ...
    @property
    def move_count(self) -> int: ...


G = TypeVar("G", bound=Unfinished)


class Games(Protocol[G]):
    """The stored games, as the opening asks about them (``GameKeeper`` is one)."""

    def unfinished(self, game: str, size: int, variant: str = "standard") -> G | None: ...
    def held_elsewhere(self, info: G) -> bool: ...
    #: The game ready to play on, or the store's problem (a value: held elsewhere, damaged...).
    def resume(self, game_id: int) -> tuple[Game, G] | Exception: ...
    def give_up(self, game_id: int) -> Exception | None: ...


class Question(str, Enum):
    """What the player is asked before (or instead of) playing."""

    RESUME = "resume"  # an unfinished game of the same kind: resume, or give up
    ELSEWHERE = "elsewhere"  # played in another window or tab: a new deal, or look at it
    NEW_DEAL = "new-deal"  # (in play) give up the game in progress for a new deal, or keep it

    def __str__(self) -> str:
        return self.value


class Answer(str, Enum):
    """An answer to a ``Question`` (the text mode's protocol spells them so)."""

    RESUME = "resume"
    GIVE_UP = "give-up"
    NEW_DEAL = "new-deal"
    LOOK = "look"
    KEEP = "keep"

    def __str__(self) -> str:
        return self.value


#: Each question's answers, in the order they are offered (the first is the safe default).
ANSWERS: dict[Question, tuple[Answer, ...]] = {
    Question.RESUME: (Answer.RESUME, Answer.GIVE_UP),
    Question.ELSEWHERE: (Answer.NEW_DEAL, Answer.LOOK),
    Question.NEW_DEAL: (Answer.NEW_DEAL, Answer.KEEP),
}


class OpeningProblemKind(str, Enum):
    CANNOT_RESUME = "cannot-resume"
    CANNOT_GIVE_UP = "cannot-give-up"


@dataclass(frozen=True)
class OpeningProblem:
    """Something to tell the player on the way: which game, what failed, the store's reason."""

    kind: OpeningProblemKind
    game_id: int
    detail: object  # the store's problem, a value ``wording`` says


@dataclass(frozen=True)
class Ask(Generic[G]):
    """A question to put to the player about the stored game ``about``."""

    question: Question
    about: G
    problems: tuple[OpeningProblem, ...] = ()

    @property
    def answers(self) -> tuple[Answer, ...]:
        return ANSWERS[self.question]


@dataclass(frozen=True)
class Start(Generic[G]):
    """Play ``setup``: from its opening, or on from ``game`` (the stored ``resumed`` game).

    ``asked``: the deal asked for (its origin and daily date apply), not a new one of its kind."""

    setup: Setup
    game: Game | None = None
    resumed: G | None = None
    asked: bool = True
    problems: tuple[OpeningProblem, ...] = ()


@dataclass(frozen=True)
class ViewReplay:
    """ViewReplay at the stored game ``game_id`` (the replay viewer): it stays the other session's."""

    game_id: int
    problems: tuple[OpeningProblem, ...] = ()


@dataclass(frozen=True)
class Stay:
    """Nothing opens: the face goes back where it was (or ends); the stored game is as it was."""

    problems: tuple[OpeningProblem, ...] = ()


Step = Ask[G] | Start[G] | ViewReplay | Stay


class Pregame(Generic[G]):
    """The questions before a game of ``setup`` (or the stored game ``resume``) is played.

    ``new_setup``: a new deal of a kind, for "a new deal" when no deal was asked for. ``ahead``:
    answers given before the question was asked (the text mode's ``--resume``, ``--give-up``).
    """

    def __init__(
        self,
        games: Games[G],
        setup: Setup | None,
        *,
        resume: G | None = None,
        new_setup: Callable[[GameKind], Setup],
        ahead: tuple[Answer, ...] = (),
    ) -> None:
        if setup is None and resume is None:
            raise ValueError("an opening needs a deal or a stored game")
        self.games = games
        self.setup = setup
        self.resume = resume
        self.new_setup = new_setup
        self.ahead = ahead

    def first(self) -> Step[G]:
        """The first step: a question, or the game to play straight away."""
        if self.resume is not None:
            return self._resumed(self.resume)
        setup = self.setup
        assert setup is not None
        info = self.games.unfinished(setup.game, setup.size, setup.variant)
        if info is None:
            return Start(setup)
        if self.games.held_elsewhere(info):
            return Ask(Question.ELSEWHERE, info)
        return Ask(Question.RESUME, info)

    def answered_ahead(self, ask: Ask[G]) -> Answer | None:
        """The answer given ahead that fits ``ask`` (giving up ahead also takes a new deal)."""
        for answer in self.ahead:
            if answer in ask.answers:
                return answer
            if answer is Answer.GIVE_UP and Answer.NEW_DEAL in ask.answers:
                return Answer.NEW_DEAL
        return None

    def answer(self, ask: Ask[G], answer: Answer | None) -> Step[G]:
        """What ``answer`` to ``ask`` leads to (None: the player declined to choose)."""
        info = ask.about
        if answer is None or answer not in ask.answers or answer is Answer.KEEP:
            return Stay()
        if answer is Answer.RESUME:
            return self._resumed(info)
        if answer is Answer.LOOK:
            return ViewReplay(info.id)
        if answer is Answer.GIVE_UP:
            problem = self.games.give_up(info.id)
            problems = (
                ()
                if problem is None
                else (OpeningProblem(OpeningProblemKind.CANNOT_GIVE_UP, info.id, problem),)
            )
            return self._start(problems)
        return self._start((), GameKind(info.game, info.size, info.variant))

    def _start(self, problems: tuple[OpeningProblem, ...], kind: GameKind | None = None) -> Start[G]:
        if self.setup is not None:
            return Start(self.setup, problems=problems)
        assert kind is not None
        return Start(self.new_setup(kind), asked=False, problems=problems)

    def _resumed(self, info: G) -> Step[G]:
        found = self.games.resume(info.id)
        if isinstance(found, tuple):
            game, stored = found
            return Start(game.setup, game=game, resumed=stored)
        if _held(found):  # by another session that is still running
            return Ask(Question.ELSEWHERE, info)
        problems = (OpeningProblem(OpeningProblemKind.CANNOT_RESUME, info.id, found),)
        if self.setup is not None:
            return Start(self.setup, problems=problems)
        return Stay(problems)


def _held(problem: Exception) -> bool:
    """Whether the store's ``problem`` is that another running session plays the game. Told apart by
    its name, as wording does: the play layer imports no part of the store, not even its problems."""
    return getattr(getattr(problem, "problem", None), "value", None) == "held"
