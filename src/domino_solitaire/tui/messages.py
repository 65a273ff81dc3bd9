"""Messages between the boards, the screens and the app.

Boards turn clicks and key presses into ``MoveChosen``; the game screen passes it to the play
session. Screens ask the app for what is the app's (another screen, a setting kept) with the
small messages below instead of reaching into it.
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING, Any, Literal

from textual.message import Message

from domino_solitaire.engine import GameKind, Move, Setup

if TYPE_CHECKING:
    from domino_solitaire.engine.challenge import Challenge
    from domino_solitaire.play import DealChoice


class MoveChosen(Message):
    """A board has put together a move; the game screen asks the engine whether it stands."""

    def __init__(self, move: Move) -> None:
        super().__init__()
        self.move = move


class NoticeSaid(Message):
    """A line for the player under the board: a refusal (the engine's reason) or a hint."""

    def __init__(self, text: str, *, refusal: bool = False) -> None:
        super().__init__()
        self.text = text
        self.refusal = refusal


class CursorMoved(Message):
    """The board's cursor moved to ``target`` (posted for a screen reader only)."""

    def __init__(self, target: object) -> None:
        super().__init__()
        self.target = target


class ShowStats(Message):
    """Open the statistics and history, at the row of ``kind`` when given."""

    def __init__(self, kind: GameKind | None = None) -> None:
        super().__init__()
        self.kind = kind


class ShowStart(Message):
    """Go back to the start screen."""


class RememberSettings(Message):
    """Keep changed settings for the next run too (``store.Settings`` field names and values)."""

    def __init__(self, **changes: Any) -> None:
        super().__init__()
        self.changes = changes


class TileStyleChosen(Message):
    """The player chose pips or numbers for the tiles of a set (kept for that set)."""

    def __init__(self, size: int, style: str) -> None:
        super().__init__()
        self.size = size
        self.style = style


class Resized(Message):
    """The terminal changed size (the app covers a screen too small with its notice)."""


class SaveFailed(Message):
    """The recorder could not save, or saved at last what it could not before (posted from its
    writer thread; ``post_message`` is thread-safe): ``problem`` is the notice, said as it is."""

    def __init__(self, problem: str, severity: Literal["information", "error"] = "error") -> None:
        super().__init__()
        self.problem = problem
        self.severity: Literal["information", "error"] = severity


class StartGame(Message):
    """Play ``setup``, chosen on the start screen: ``daily``, the day whose deal it is (``tier``:
    of that daily tier); ``deals``, how its new deals are chosen (None: as the settings say);
    ``challenge``, the challenge accepted, whose deal it is (its game-over dialog compares)."""

    def __init__(
        self,
        setup: Setup,
        *,
        daily: date | None = None,
        deals: DealChoice | None = None,
        tier: str | None = None,
        challenge: Challenge | None = None,
    ) -> None:
        super().__init__()
        self.setup, self.daily, self.deals, self.tier, self.challenge = setup, daily, deals, tier, challenge


class ResumeLatest(Message):
    """Play on the most recent unfinished game of any kind."""


class ShowPuzzle(Message):
    """Open a puzzle near the player's rating."""


class QuitAsked(Message):
    """Quit, asking first while a game is in progress (or in a browser tab)."""


class ScreenReaderToggled(Message):
    """The player turned the screen reader's help on or off (kept, and in force from now on)."""

    def __init__(self, on: bool) -> None:
        super().__init__()
        self.on = on
