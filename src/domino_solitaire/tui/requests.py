"""What the command line asks the terminal UI to open, as plain values (no Textual here)."""

from __future__ import annotations

from dataclasses import dataclass

from domino_solitaire.engine import Record
from domino_solitaire.records import GameRecord

#: Seconds between moves when the replay viewer plays on: the default, and the bounds + and - stop at.
DEFAULT_DELAY = 1.0
FASTEST = 0.125
SLOWEST = 8.0


@dataclass(frozen=True)
class ReplayRequest:
    """A recorded game to open in the replay viewer (``domino-solitaire replay``)."""

    record: Record
    info: GameRecord | None = None  # what the store knows of it, when it came from the history
    at: int = 0  # the move shown first
    delay: float = DEFAULT_DELAY
    autoplay: bool = False
