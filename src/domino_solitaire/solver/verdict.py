"""What the solver says of a position in play, as the player is told it: the values the play
session, the screens and the text mode share (running the search off the interface's thread is
the interface's business)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from domino_solitaire.engine import Move


class Outlook(str, Enum):
    THINKING = "thinking"
    WINNABLE = "winnable"
    NOT_WINNABLE = "not winnable"
    UNKNOWN = "unknown"  # not decided within the time limit
    WON = "won"
    LOST = "lost"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class Verdict:
    """What the solver says about the position now.

    ``line`` is a winning line from the position (WINNABLE), or, once it cannot be won, a line that
    reaches par (NOT_WINNABLE): the fewest tiles it can still end with, ``par``. ``undos`` is, for
    NOT_WINNABLE and LOST, how many undos lead back to the last position that could still be won
    (None when no earlier position of the game could be shown winnable).
    """

    outlook: Outlook
    line: tuple[Move, ...] = ()
    undos: int | None = None
    par: int | None = None

    @property
    def decided(self) -> bool:
        return self.outlook is not Outlook.THINKING

    @property
    def move(self) -> Move | None:
        """The next move of the winning line, or of the line toward par once there is no winning one."""
        playing = self.outlook in (Outlook.WINNABLE, Outlook.NOT_WINNABLE)
        return self.line[0] if playing and self.line else None

    @property
    def tells(self) -> bool:
        """Whether showing this verdict for a game in play is a hint used: it shows a move only the
        solver knows (toward a win, or toward par). A verdict that shows no move is no hint."""
        return self.move is not None


THINKING = Verdict(Outlook.THINKING)
