"""The engine's errors, as values: each says why by a reason (an enum) and the facts involved.

As python-chess's errors are values, an error here is data: ``IllegalMove(IllegalReason.GAME_OVER,
status=Status.WON)``. The engine says no sentence: ``str(exc)`` is the machine's form (the reason's
name and the facts), whatever else is loaded, and each face puts an error into the player's words
by asking wording for them (``wording.errors.error_text``).

Only the reasons every game shares are here; a game's own are enums of its engine module,
subclasses of ``MoveReason`` and ``TextReason``, so that a new game adds its reasons without
touching this module.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from types import MappingProxyType
from typing import ClassVar


class MoveReason(Enum):
    """Why a well-formed move cannot be made: the base, without members, of the reasons every
    game's rules give (``IllegalReason``) and of each game's own, which live in the game's module.
    Each value is a code the text protocol prints (docs/jsonl.md), so none ever changes."""


class TextReason(Enum):
    """Why text is not a tile, a place or a move: the base, without members, of the reasons every
    game's notation gives (``NotationReason``) and of each game's own, which live in the game's
    module. Each value is a code the text protocol prints, so none ever changes."""


class IllegalReason(MoveReason):
    """Why a well-formed move cannot be made in this position, whichever the game."""

    GAME_OVER = "game-over"  # status
    PUZZLE_OVER = "puzzle-over"  # a puzzle's attempt already ended
    NO_UNDO = "no-undo"
    NO_REDO = "no-redo"
    WRONG_GAME = "wrong-game"  # move, game


class NotationReason(TextReason):
    """Why text is not a tile or a move in the documented notation, whichever the game.

    The one reason whose code names its game builds it from the game's id (``NotationError.code``)."""

    NOT_A_TILE = "not-a-tile"  # text
    #: A word that is no move of the game whose notation read it: its code is "not-" and the
    #: game's id, its words the game's own.
    NOT_THE_GAMES_MOVE = "not-the-games-move"  # word


class DealReason(Enum):
    """Why a game, a set, a variant, a deal or a deal number cannot be played (or found)."""

    NO_SUCH_GAME = "no-such-game"  # name, known
    NO_SUCH_SET = "no-such-set"  # size, known
    SET_NOT_PLAYED = "set-not-played"  # game, size, sets (tuple of sizes)
    NO_SUCH_VARIANT = "no-such-variant"  # game, variant, variants
    SEED_NEEDED = "seed-needed"
    SEED_AND_DEAL = "seed-and-deal"
    SEED_OUT_OF_RANGE = "seed-out-of-range"  # seed, max_seed
    SEED_TOO_LONG = "seed-too-long"  # count, max_seed
    NOT_A_SEED = "not-a-seed"  # max_seed
    SEED_NOT_A_NUMBER = "seed-not-a-number"  # text, max_seed
    EMPTY_DEAL = "empty-deal"
    NOT_A_FULL_SET = "not-a-full-set"  # size, count, strangers, repeated, missing (tiles)
    # The solver's searches (solver.api, solver.difficulty, solver.rates)
    NO_WINNABLE_IN = "no-winnable-in"  # start, seed
    NO_WINNABLE_FROM = "no-winnable-from"  # start, tries
    NOT_A_WHOLE_DEAL = "not-a-whole-deal"  # count
    GRADE_TIMEOUT = "grade-timeout"  # seconds
    CHANCE_TIMEOUT = "chance-timeout"  # seconds
    GRADE_NEVER_WINNABLE = "grade-never-winnable"  # game, size, variant, grade
    GRADE_NEARLY_ALL_WINNABLE = "grade-nearly-all-winnable"  # game, size, variant, grade
    GRADE_NOT_AMONG = "grade-not-among"  # game, size, variant, grade, grades
    GRADE_NOT_IN = "grade-not-in"  # grade, start, seed
    GRADE_NOT_AMONG_DEALS = "grade-not-among-deals"  # grade, start, number
    PAR_TIMEOUT = "par-timeout"  # seed, seconds
    NEVER_WINNABLE = "never-winnable"  # game, size, variant, measured


class RecordReason(Enum):
    """Why a game record cannot be read or replayed."""

    CAUSE = "cause"  # cause: the engine's error the record ran into (a bad game, deal or move)
    UNREADABLE_MOVE = "unreadable-move"  # exc
    NOT_AN_OBJECT = "not-an-object"
    UNKNOWN_FORMAT = "unknown-format"  # shown, format
    NO_GAME = "no-game"
    BAD_GAME = "bad-game"
    BAD_SET = "bad-set"
    BAD_VARIANT = "bad-variant"
    SEED_OR_DEAL = "seed-or-deal"
    BAD_SEED = "bad-seed"  # max_seed
    BAD_DEAL = "bad-deal"
    DEAL_TOO_LONG = "deal-too-long"  # count
    BAD_MOVES = "bad-moves"
    TOO_MANY_MOVES = "too-many-moves"  # count, max_moves
    MOVE_TOO_LONG = "move-too-long"  # number, count, max_move_chars
    JSON_CONSTANT = "json-constant"  # name
    NUMBER_TOO_LARGE = "number-too-large"  # value
    TOO_LONG = "too-long"  # number
    BAD_JSON = "bad-json"  # lineno, colno
    TOO_DEEP = "too-deep"  # max_depth
    TOO_MANY_DIGITS = "too-many-digits"
    NOT_FINITE = "not-finite"
    LONE_SURROGATE = "lone-surrogate"


class SolitaireError(Exception):
    """Base of every error the engine raises for bad input: a reason and the facts involved.

    ``move``: the number and text of the move of a replay it was raised for, when it was one.
    """

    reason_type: ClassVar[type[Enum]] = Enum

    def __init__(self, reason: Enum, /, **facts: object) -> None:
        if not isinstance(reason, self.reason_type):
            raise TypeError(f"{type(self).__name__} takes a {self.reason_type.__name__}, not {reason!r}")
        super().__init__(reason, facts)
        self.reason = reason
        self.facts: Mapping[str, object] = MappingProxyType(facts)
        self.move: tuple[int, str] | None = None

    def at_move(self, number: int, text: str) -> SolitaireError:
        """The same error, said of the ``number``th move of a replay, ``text``."""
        self.move = (number, text)
        return self

    @property
    def code(self) -> str:
        """The reason as the text protocol prints it (docs/jsonl.md): pinned for ever."""
        return str(self.reason.value)

    def plain(self) -> str:
        facts = ", ".join(f"{key}={value}" for key, value in self.facts.items())
        return f"{self.code} ({facts})" if facts else self.code

    def __str__(self) -> str:
        return self.plain()

    def __eq__(self, other: object) -> bool:
        return (
            type(other) is type(self)
            and isinstance(other, SolitaireError)
            and (other.code, dict(other.facts)) == (self.code, dict(self.facts))
        )

    def __hash__(self) -> int:
        return hash((type(self), self.reason))


class NotationError(SolitaireError, ValueError):
    """Text that is not a tile, a move or a deal in the documented notation.

    ``foreign``: the text is not written in this game's move notation at all (not meant as one of
    its moves), as against a move of it written with a mistake, which the reason names.
    """

    reason_type: ClassVar[type[Enum]] = TextReason
    foreign: bool = False
    #: The game whose notation the text is no move of (``NOT_THE_GAMES_MOVE``); None for the others.
    game: str | None = None

    @classmethod
    def not_the_games_move(cls, game: str, word: str) -> NotationError:
        """``word`` is no move of ``game`` (its id): the error whose code names the game."""
        error = cls(NotationReason.NOT_THE_GAMES_MOVE, word=word)
        error.game = game
        return error

    @property
    def code(self) -> str:
        if self.reason is NotationReason.NOT_THE_GAMES_MOVE:
            return f"not-{self.game}"
        return super().code

    def as_foreign(self, foreign: bool = True) -> NotationError:
        """The same error, said of a text that is (or is not) this game's notation at all."""
        self.foreign = foreign
        return self


class DealError(SolitaireError, ValueError):
    """A deal, a set or a seed that cannot be played."""

    reason_type: ClassVar[type[Enum]] = DealReason


class IllegalMove(SolitaireError):
    """A well-formed move that the rules do not allow in this position."""

    reason_type: ClassVar[type[Enum]] = MoveReason


class RecordError(SolitaireError, ValueError):
    """A game record that cannot be read or replayed."""

    reason_type: ClassVar[type[Enum]] = RecordReason
