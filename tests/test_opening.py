"""How a game opens (play/pregame.py): the questions and where each answer leads, with a stand-in
store; the game screen (tui/app.py) and the text mode (textmode/pregame.py) follow these steps."""

from __future__ import annotations

from dataclasses import dataclass, field
from types import SimpleNamespace

import pytest

from domino_solitaire.engine import Game, GameKind, Setup, make_setup
from domino_solitaire.play.pregame import (
    Answer,
    Ask,
    OpeningProblemKind,
    Pregame,
    Question,
    Start,
    Stay,
    ViewReplay,
)


@dataclass(frozen=True)
class Info:
    id: int
    game: str = "luzon"
    size: int = 6
    variant: str = "standard"
    move_count: int = 3


class Held(Exception):
    """The store's GameHeld, as the opening sees it: a problem whose value is "held"."""

    problem = SimpleNamespace(value="held")


@dataclass
class Games:
    """A store with at most one unfinished game: held elsewhere, damaged, or free."""

    info: Info | None = None
    held: bool = False
    damaged: str | None = None
    refuse_give_up: str | None = None
    given_up: list[int] = field(default_factory=list)

    def unfinished(self, game: str, size: int, variant: str = "standard") -> Info | None:
        return self.info

    def held_elsewhere(self, info: Info) -> bool:
        return self.held

    def resume(self, game_id: int) -> tuple[Game, Info] | Exception | str:
        if self.held:
            return Held()
        if self.damaged is not None:
            return self.damaged
        assert self.info is not None
        return Game(make_setup("luzon", 6, seed=8)), self.info

    def give_up(self, game_id: int) -> str | None:
        self.given_up.append(game_id)
        return self.refuse_give_up


SETUP = make_setup("luzon", 6, seed=42)


def new_setup(kind: GameKind) -> Setup:
    return kind.setup(seed=5)


def opening(games: Games, setup: Setup | None = SETUP, **options: object) -> Pregame[Info]:
    return Pregame(games, setup, new_setup=new_setup, **options)  # type: ignore[arg-type]


def test_no_unfinished_game_plays_the_deal_at_once() -> None:
    assert opening(Games()).first() == Start(SETUP)


def test_an_unfinished_game_asks_resume_or_give_up() -> None:
    games = Games(Info(3))
    flow = opening(games)
    ask = flow.first()
    assert isinstance(ask, Ask) and ask.question is Question.RESUME
    assert ask.answers == (Answer.RESUME, Answer.GIVE_UP)
    resumed = flow.answer(ask, Answer.RESUME)
    assert isinstance(resumed, Start) and resumed.resumed == Info(3) and resumed.game is not None
    assert flow.answer(ask, Answer.GIVE_UP) == Start(SETUP) and games.given_up == [3]
    assert flow.answer(ask, None) == Stay() and flow.answer(ask, Answer.LOOK) == Stay()


def test_a_game_held_elsewhere_offers_a_new_deal_or_a_look() -> None:
    flow = opening(Games(Info(4), held=True))
    ask = flow.first()
    assert isinstance(ask, Ask) and ask.question is Question.ELSEWHERE
    assert flow.answer(ask, Answer.LOOK) == ViewReplay(4)
    assert flow.answer(ask, Answer.NEW_DEAL) == Start(SETUP)
    # Asked to resume that very game: a new deal of its kind.
    alone = opening(Games(Info(4), held=True), None, resume=Info(4))
    ask = alone.first()
    assert isinstance(ask, Ask) and ask.question is Question.ELSEWHERE
    start = alone.answer(ask, Answer.NEW_DEAL)
    assert isinstance(start, Start) and not start.asked and start.setup == new_setup(GameKind("luzon", 6))


def test_problems_come_as_values_on_the_way() -> None:
    games = Games(Info(5), damaged="the moves are damaged", refuse_give_up="it is held")
    flow = opening(games)
    ask = flow.first()
    assert isinstance(ask, Ask)
    start = flow.answer(ask, Answer.RESUME)
    assert isinstance(start, Start) and start.setup == SETUP
    assert [(p.kind, p.game_id, p.detail) for p in start.problems] == [
        (OpeningProblemKind.CANNOT_RESUME, 5, "the moves are damaged")
    ]
    given_up = flow.answer(ask, Answer.GIVE_UP)
    assert [p.kind for p in given_up.problems] == [OpeningProblemKind.CANNOT_GIVE_UP]
    alone = opening(games, None, resume=Info(5)).first()
    assert isinstance(alone, Stay) and alone.problems


@pytest.mark.parametrize(
    ("ahead", "held", "expected"),
    [
        ((Answer.RESUME,), False, Answer.RESUME),
        ((Answer.GIVE_UP,), False, Answer.GIVE_UP),
        ((Answer.GIVE_UP,), True, Answer.NEW_DEAL),  # given up ahead: the deal asked for
        ((Answer.RESUME,), True, None),  # cannot be resumed here: asked
        ((), False, None),
    ],
)
def test_answers_given_ahead(ahead: tuple[Answer, ...], held: bool, expected: Answer | None) -> None:
    flow = opening(Games(Info(6), held=held), ahead=ahead)
    ask = flow.first()
    assert isinstance(ask, Ask)
    assert flow.answered_ahead(ask) is expected


def test_an_opening_needs_a_deal_or_a_stored_game() -> None:
    with pytest.raises(ValueError):
        opening(Games(), None)
