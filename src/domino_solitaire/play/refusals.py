"""Why an action cannot be taken now, as a value: the rule of which actions are possible.

The play session answers ``refusal(action)``; the game screen's keys, the footer's greyed keys, the
assistant and the text mode all ask it, and ``wording.refusal_text`` puts the answer into words.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from domino_solitaire.engine import Game, IllegalMove, SolitaireError, Status


class Action(str, Enum):
    """An action of the player's on the game in play (the game screen's action names)."""

    PLAY = "play"
    UNDO = "undo"
    REDO = "redo"
    RESTART = "restart"
    AUTOPLAY = "autoplay"

    def __str__(self) -> str:
        return self.value


class RefusalReason(Enum):
    """Why an action is refused."""

    NOTHING_TO_UNDO = "nothing-to-undo"  # undo at the opening
    AT_OPENING = "at-opening"  # restart at the opening
    NOTHING_TO_REDO = "nothing-to-redo"  # redo with no move taken back
    GAME_OVER = "game-over"  # play or autoplay once the game is over (``status`` says how)
    ILLEGAL = "illegal"  # a move the rules do not allow here (``error``: the engine's IllegalMove)
    NOT_A_MOVE = "not-a-move"  # text that is no move in the notation (``error``: a NotationError)


@dataclass(frozen=True)
class Refusal:
    """An action refused: which, why, and the facts (the game's status, the engine's error)."""

    action: Action
    why: RefusalReason
    status: Status | None = None
    error: SolitaireError | None = None

    @classmethod
    def of_error(cls, error: SolitaireError) -> Refusal:
        """A move refused by the engine: illegal here, or no move at all."""
        return cls(
            Action.PLAY,
            RefusalReason.ILLEGAL if isinstance(error, IllegalMove) else RefusalReason.NOT_A_MOVE,
            error=error,
        )


def refusal(action: Action | str, game: Game) -> Refusal | None:
    """Why ``action`` cannot be taken on ``game`` now; None when it can (or it is not one of these)."""
    try:
        action = Action(action)
    except ValueError:
        return None
    if action is Action.UNDO and not game.can_undo:
        return Refusal(action, RefusalReason.NOTHING_TO_UNDO)
    if action is Action.RESTART and not game.can_undo:
        return Refusal(action, RefusalReason.AT_OPENING)
    if action is Action.REDO and not game.can_redo:
        return Refusal(action, RefusalReason.NOTHING_TO_REDO)
    if action in (Action.AUTOPLAY, Action.PLAY) and game.is_over:
        return Refusal(action, RefusalReason.GAME_OVER, status=game.status)
    return None
