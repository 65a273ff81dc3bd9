"""Messages between the boards, the game screen and whoever hooks into play.

Boards turn clicks and key presses into ``MoveChosen``; only the game screen
applies moves (through the engine) and then posts ``MovePlayed`` or
``HistoryChanged``, which a later solver or save-game hook can watch.
"""

from __future__ import annotations

from textual.message import Message

from domino_solitaire.engine import Game, Move


class MoveChosen(Message):
    """A board has put together a move; the game screen asks the engine whether it stands."""

    def __init__(self, move: Move) -> None:
        super().__init__()
        self.move = move


class Notice(Message):
    """A line for the player under the board: a refusal (the engine's reason) or a hint."""

    def __init__(self, text: str, *, refusal: bool = False) -> None:
        super().__init__()
        self.text = text
        self.refusal = refusal


class MovePlayed(Message):
    """A move went through the engine; ``game`` already holds it."""

    def __init__(self, game: Game, move: Move) -> None:
        super().__init__()
        self.game = game
        self.move = move


class HistoryChanged(Message):
    """Undo, redo, restart or a new deal changed the game without a new move."""

    def __init__(self, game: Game, kind: str) -> None:
        super().__init__()
        self.game = game
        self.kind = kind  # "undo", "redo", "restart" or "new"


class SaveFailed(Message):
    """The recorder could not save (posted from its writer thread; ``post_message`` is thread-safe)."""

    def __init__(self, problem: str) -> None:
        super().__init__()
        self.problem = problem
