"""The protocol every game follows, and a game in play with undo and redo.

The split follows OpenSpiel: a ``Rules`` object describes a game (its sets,
variants, opening position and move notation); a ``Position`` is an
immutable state that lists its legal moves and returns the next position.
``Game`` strings positions together for a player: moves made, undo, redo.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, ClassVar

from domino_solitaire.engine.errors import DealError, DealReason, IllegalMove, IllegalReason, SolitaireError
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

    def set_size(self) -> int:
        """The set the position is dealt from: its highest number (every tile is somewhere in it)."""
        tiles = (*self.on_table(), *self.stock, *self.discarded)
        return max((tile.high for tile in tiles), default=0)

    def tiles_left(self) -> int:
        """Tiles still in play: laid out (the reserve included) and in the stock."""
        return len(self.on_table()) + len(self.stock)

    @property
    def left_at_win(self) -> int:
        """How many tiles are left when the game is won: none, except in Good Neighbors with an odd set."""
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


class Rules(ABC):
    """What one game is: its sets, variants, opening position and notation."""

    #: The game's id ("luzon"): what every layer registers the game by (its name as a player reads
    #: it is wording's, ``wording.games``).
    name: str
    sets: tuple[int, ...]
    default_set: int
    variants: tuple[str, ...] = ("standard",)
    #: Whether a move that is the only one possible may be played by itself (as solitaire programs
    #: play forced moves): Castle Rock, where most removals are forced.
    forced_moves_play_themselves: bool = False
    #: Whether tiles wait in a stock to come into play (Luzon deals every tile: it has none).
    has_stock: bool = True

    @abstractmethod
    def initial(self, deal: tuple[Tile, ...], size: int, variant: str) -> Position:
        """The opening position of ``deal``."""

    @abstractmethod
    def parse_move(self, text: str) -> Move:
        """Read one move in this game's notation (syntax only; legality is the position's)."""

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
