"""What a game's words give: the interface each game's words module fills, registered once in
``wording.games``.

The areas that word a game (the text mode, the screen reader, the errors, the help) ask the game's
words, found by the game's id (``words_of(position.game)``), for what differs from one game to
another, and never ask which game it is. A game's words say only what is its own: its name, how its
moves are written, its layout in words, the engine's reasons its rules give.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar, Generic, TypeVar

from domino_solitaire.engine.game import Position
from domino_solitaire.i18n import N_, _

if TYPE_CHECKING:
    from domino_solitaire.engine.errors import MoveReason, TextReason
    from domino_solitaire.engine.game import Move
    from domino_solitaire.engine.tiles import Tile
    from domino_solitaire.play import MoveChange


#: The positions of the game whose words they are.
P_co = TypeVar("P_co", bound=Position, covariant=True)


class GameWords(ABC, Generic[P_co]):
    """One game's words. Messages are marked with ``N_`` and translated where they are said."""

    #: The class of the game's positions: what its words are said of.
    position_type: type[P_co]

    #: The game's id, the engine's (``Rules.name``): what its words are registered by.
    game: ClassVar[str]
    #: Its name, as a player reads it (marked with ``N_``): the one table of the games' names.
    name: ClassVar[str]
    #: How a move is written, for the text mode's ``help``.
    move_help: ClassVar[str]
    #: A move of another game offered to this one ("{move}" is not one of its moves).
    wrong_game: ClassVar[str]
    #: The names of its variants but the standard game, by the engine's names (marked with ``N_``).
    variant_words: ClassVar[Mapping[str, str]] = {}
    #: The words of the engine's reasons a move is illegal that only this game's rules give.
    illegal_words: ClassVar[Mapping[MoveReason, str]] = {}
    #: The words of the notation errors that only this game's notation gives.
    notation_words: ClassVar[Mapping[TextReason, str]] = {}
    #: The text mode's commands that say one part of the layout in full, for its ``help``.
    parts_help: ClassVar[str] = N_("row N or column N (one row or column in full)")
    #: Why it has no puzzles, when it has its own reason (None: the words every game's absence says).
    no_puzzles: ClassVar[str | None] = None

    def own(self, position: Position) -> P_co:
        """``position``, one of this game's (its words are asked only of the game's own)."""
        assert isinstance(position, self.position_type)
        return position

    @abstractmethod
    def owns(self, move: Move) -> bool:
        """Whether ``move`` is one of this game's moves."""

    @abstractmethod
    def objective(self, size: int) -> str:
        """The object of the game in one line, with the set of ``size``."""

    @abstractmethod
    def layout_text(self, position: Position) -> str:
        """The layout drawn in plain text, for the command line (``show``, ``replay``, the text mode)."""

    @abstractmethod
    def spoken_layout(self, position: Position) -> list[str]:
        """The layout as plain lines that read well aloud (the text mode's ``look``)."""

    @abstractmethod
    def spoken_part(self, position: Position, number: int | None) -> str | None:
        """One part of the layout in full (``row N``, ``column N``); None: no such part."""

    @abstractmethod
    def target_text(self, position: Position, target: object) -> str:
        """What is under the board's cursor (``target``), in a sentence a screen reader says well."""

    @abstractmethod
    def line_text(self, position: Position, target: object) -> str | None:
        """The line of the layout the cursor is on, as ``look`` says it; None: the whole layout."""

    def drawn_places(self, position: Position) -> dict[Tile, str]:
        """Each tile in play, said with where it lies (for the tiles a move drew); none: by the tile."""
        return {}

    def move_words(self, position: Position, move: Move) -> str:
        """A move named by where its tiles are and what they are (the screen reader's list of moves)."""
        return self.typed(move) or str(move)

    def moves_sentence(self, position: Position) -> str | None:
        """The moves that can be played now, in the game's own sentence; None: the moves listed."""
        return None

    def typed(self, move: Move) -> str | None:
        """A move of this game said as it can be typed back, where its notation has a sign speech
        leaves out; None: its notation as it is."""
        return None

    def said_briefly(self, move: Move) -> str | None:
        """A move in a move's sentence, when its notation takes too long to say; None: as typed."""
        return None

    def taken_text(self, change: MoveChange) -> str | None:
        """Where the tiles a move took went, as a clause of the move's sentence, when the game puts
        them somewhere (None: they are removed, and the move's sentence says so)."""
        return None

    def closed_up_text(self, change: MoveChange) -> str | None:
        """Where the tiles a move left in place closed up from, as a clause of the move's sentence
        (None: its tiles never move)."""
        return None

    def spoken_joins(self) -> tuple[str, ...]:
        """The words said between a move's two numbers (``typed``), in the player's language."""
        return ()

    def illegal_text(self, reason: MoveReason, facts: dict[str, object]) -> str:
        """An illegal move of this game in words (``facts`` already as a sentence shows them)."""
        return _(self.illegal_words[reason]).format(**facts)
