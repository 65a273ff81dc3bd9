"""The protocol every game follows, and a game in play with undo and redo.

The split follows OpenSpiel: a ``Rules`` object describes a game (its sets,
variants, opening position and move notation); a ``Position`` is an
immutable state that lists its legal moves and returns the next position.
``Game`` strings positions together for a player: moves made, undo, redo.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, ClassVar

from domino_solitaire.engine.errors import (
    DealError,
    DealReason,
    IllegalMove,
    IllegalReason,
    NotationError,
    SolitaireError,
)
from domino_solitaire.engine.tiles import Tile, check_full_set, full_set


class Status(str, Enum):
    """How a position stands: PLAYING, WON or LOST (``Position.status``). What a game's record says
    (solved by autoplay, given up too) is ``records.Result``."""

    PLAYING = "playing"
    WON = "won"
    LOST = "lost"

    def __str__(self) -> str:
        return self.value

    @property
    def finished(self) -> bool:
        return self is not Status.PLAYING


class Move(ABC):
    """A move of one game. Its ``str`` is the move in the documented notation."""

    __slots__ = ()

    @abstractmethod
    def __str__(self) -> str: ...


@dataclass(frozen=True)
class LayoutChange:
    """What a move did to a game's layout besides the tiles it removed and drew (``Position.change_from``).

    A game fills the parts its layout has; columns and cells are counted from 0, as the engine counts them.
    """

    #: The tiles a move left at the foot of a column, with the column.
    revealed: tuple[tuple[int, Tile], ...] = ()
    #: The columns the move left empty.
    emptied: tuple[int, ...] = ()
    #: The tile moved into an empty column, and that column.
    moved_in: tuple[Tile, int] | None = None
    #: A grid's rows after the tiles closed up (None: nothing moved).
    rows: tuple[tuple[Tile | None, ...], ...] | None = None
    #: The first cell (as an index in reading order) whose tile changed.
    first_changed: int | None = None


class Position(ABC):
    """An immutable game position."""

    __slots__ = ()

    #: The name of the game (``Rules.name``): what the solver and the screens look a game up by.
    game: ClassVar[str]

    #: Tiles still to be drawn, next first.
    stock: tuple[Tile, ...]
    #: Tiles removed from play, in the order they went.
    discarded: tuple[Tile, ...]

    @abstractmethod
    def on_table(self) -> tuple[Tile, ...]:
        """Tiles laid out and in play (not the stock, not the discards)."""

    @abstractmethod
    def legal_moves(self) -> list[Move]:
        """Every legal move, in the order docs/notation.md gives."""

    def listed_moves(self) -> list[Move]:
        """The moves a player is shown as the ones to play (the text mode's ``moves``): every legal
        move, unless the game's moves are built of parts a move may combine (then each part once, as
        a move of its own), so that the list stays short."""
        return self.legal_moves()

    @abstractmethod
    def has_moves(self) -> bool:
        """Whether any move is legal; cheaper than listing them."""

    @abstractmethod
    def why_illegal(self, move: Move) -> IllegalMove | None:
        """Why ``move`` is illegal here (the error, as a value), or None when it is legal."""

    @abstractmethod
    def _after(self, move: Move) -> Position:
        """The position after a legal move."""

    @abstractmethod
    def is_won(self) -> bool: ...

    @abstractmethod
    def layout(self) -> dict[str, Any]:
        """The layout as JSON-ready values (see ``replay --json``)."""

    def change_from(self, before: Position) -> LayoutChange:
        """What the move from ``before`` (a position of this game) to this one did to the layout, besides
        the tiles it removed and drew: nothing, unless the game's layout says more."""
        return LayoutChange()

    def removed_since(self, before: Position) -> tuple[Tile, ...]:
        """The tiles that went out of play since ``before``, in the order they went."""
        return self.discarded[len(before.discarded) :]

    def drawn_since(self, before: Position) -> tuple[Tile, ...]:
        """The tiles drawn from the stock since ``before``, in the order they came."""
        return before.stock[: len(before.stock) - len(self.stock)]

    def set_size(self) -> int:
        """The set the position is dealt from: its highest number (every tile is somewhere in it)."""
        tiles = (*self.on_table(), *self.stock, *self.discarded)
        return max((tile.high for tile in tiles), default=0)

    def tiles_left(self) -> int:
        """Tiles still in play: laid out (the reserve included) and in the stock."""
        return len(self.on_table()) + len(self.stock)

    @property
    def left_at_win(self) -> int:
        """How many tiles are left when the game is won: none, unless the game's rules leave one."""
        return 0

    def apply(self, move: Move) -> Position:
        """The position after ``move``; raises IllegalMove saying why it cannot be made."""
        refused = self.why_illegal(move)
        if refused is not None:
            raise refused
        return self._after(move)

    @property
    def status(self) -> Status:
        if self.is_won():
            return Status.WON
        return Status.PLAYING if self.has_moves() else Status.LOST

    def game_over_reason(self) -> IllegalMove | None:
        status = self.status
        return None if status is Status.PLAYING else IllegalMove(IllegalReason.GAME_OVER, status=status)


class Reading(Enum):
    """What a text typed as a move is to a game's notation (``Rules.reading``)."""

    #: A move in the notation (whether it is legal is the position's to say).
    MOVE = "move"
    #: Written as this game's moves are, with a mistake: the NotationError names it.
    MISWRITTEN = "miswritten"
    #: Not this game's notation at all: not meant as one of its moves.
    FOREIGN = "foreign"


class Rules(ABC):
    """What one game is: its sets, variants, opening position and notation."""

    #: The game's id, as the command line spells it: what every layer registers the game by (its
    #: name as a player reads it is wording's, ``wording.games``).
    name: str
    sets: tuple[int, ...]
    default_set: int
    variants: tuple[str, ...] = ("standard",)
    #: Whether a move that is the only one possible may be played by itself (as solitaire programs
    #: play forced moves): for a game where most moves are forced.
    forced_moves_play_themselves: bool = False
    #: Whether the daily puzzle draws from this game's shipped puzzles (``puzzles.choose.daily``).
    #: Pinned: a game that joins the pool changes every day's puzzle.
    daily_puzzles: bool = False
    #: Whether tiles wait in a stock to come into play (a game that deals every tile has none).
    has_stock: bool = True
    #: Whether only winnable deals are offered where the player has not said (a game where many
    #: deals are lost at once: a new player's first games should be games).
    winnable_by_default: bool = False
    #: The letter of each variant in a deal code (``engine.codes``): pinned for ever, as every code is.
    code_letters: ClassVar[Mapping[str, str]]

    @abstractmethod
    def initial(self, deal: tuple[Tile, ...], size: int, variant: str) -> Position:
        """The opening position of ``deal``."""

    @abstractmethod
    def parse_move(self, text: str) -> Move:
        """Read one move in this game's notation (syntax only; legality is the position's).

        A NotationError says why not; its ``foreign`` says whether the text is this game's
        notation at all (``reading``)."""

    def reading(self, text: str) -> Reading:
        """Whether ``text`` is a move of this notation, one written with a mistake, or no move of
        this game at all: what a face answers with the rules' reason, and what with "not understood"."""
        try:
            self.parse_move(text)
        except NotationError as exc:
            return Reading.FOREIGN if exc.foreign else Reading.MISWRITTEN
        return Reading.MOVE

    def check_setup(self, size: int, variant: str) -> None:
        if size not in self.sets:
            raise DealError(DealReason.SET_NOT_PLAYED, game=self.name, size=size, sets=self.sets)
        if variant not in self.variants:
            raise DealError(
                DealReason.NO_SUCH_VARIANT, game=self.name, variant=variant, variants=self.variants
            )


@dataclass(frozen=True)
class Setup:
    """Everything that fixes a game before its first move."""

    rules: Rules
    size: int
    variant: str
    deal: tuple[Tile, ...]
    seed: int | None = None

    def __post_init__(self) -> None:
        self.rules.check_setup(self.size, self.variant)
        check_full_set(self.deal, self.size)

    @property
    def game(self) -> str:
        return self.rules.name

    def opening(self) -> Position:
        return self.rules.initial(self.deal, self.size, self.variant)


@dataclass
class Game:
    """A game in play: the setup, the positions so far, and what undo can bring back."""

    setup: Setup
    positions: list[Position] = field(default_factory=list)
    moves: list[Move] = field(default_factory=list)
    _redo: list[tuple[Move, Position]] = field(default_factory=list)
    undos: int = 0

    def __post_init__(self) -> None:
        if not self.positions:
            self.positions.append(self.setup.opening())

    @property
    def rules(self) -> Rules:
        return self.setup.rules

    @property
    def position(self) -> Position:
        return self.positions[-1]

    @property
    def status(self) -> Status:
        return self.position.status

    @property
    def is_over(self) -> bool:
        return self.status is not Status.PLAYING

    @property
    def total_tiles(self) -> int:
        return len(full_set(self.setup.size))

    def legal_moves(self) -> list[Move]:
        return self.position.legal_moves()

    def parse(self, move: Move | str) -> Move:
        return self.rules.parse_move(move) if isinstance(move, str) else move

    def why_illegal(self, move: Move | str) -> IllegalMove | None:
        return self.position.why_illegal(self.parse(move))

    def play(self, move: Move | str) -> Move:
        """Make a move (or its notation); raises IllegalMove or NotationError saying why not."""
        parsed = self.parse(move)
        self.positions.append(self.position.apply(parsed))
        self.moves.append(parsed)
        self._redo.clear()
        return parsed

    @property
    def can_undo(self) -> bool:
        return bool(self.moves)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> Move:
        """Take back the last move (it stays available to redo); counted in ``undos``."""
        move = self._take_back()
        self.undos += 1
        return move

    def _take_back(self) -> Move:
        if not self.moves:
            raise IllegalMove(IllegalReason.NO_UNDO)
        move = self.moves.pop()
        self._redo.append((move, self.positions.pop()))
        return move

    def redo(self) -> Move:
        if not self._redo:
            raise IllegalMove(IllegalReason.NO_REDO)
        move, position = self._redo.pop()
        self.moves.append(move)
        self.positions.append(position)
        return move

    def restart(self) -> None:
        """Back to the opening of the same deal; the moves stay available to redo.

        A restart is not a run of undos: ``undos`` counts the moves the player took back one by one.
        """
        while self.moves:
            self._take_back()

    def move_texts(self) -> list[str]:
        return [str(m) for m in self.moves]

    @classmethod
    def replay(cls, setup: Setup, moves: list[str]) -> Game:
        """Play ``moves`` from the opening; an error names the move's number and text (``exc.move``)."""
        game = cls(setup)
        for number, text in enumerate(moves, start=1):
            try:
                game.play(text)
            except SolitaireError as exc:
                raise exc.at_move(number, text) from None
        return game


def jsonable(value: Any) -> Any:
    """Tiles become their text form, nested tuples lists: for layouts and JSON output."""
    if isinstance(value, Tile):
        return str(value)
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    return value
