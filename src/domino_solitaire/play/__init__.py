"""The game in play: one owner for it, and the rules of what its record says.

Pure (no Textual, Rich, SQLite or files): the terminal UI, the text mode, the replay viewer's
take-over and ``serve`` pass the player's actions to a ``PlaySession`` and show the
``PlayState`` it publishes. ``PlayClock`` is its clock; ``find_deal`` chooses new deals.
Around it, the conversation every face has the same way: ``play.opening`` (the questions before a
game: resume, give up, played elsewhere, look) and ``play.advisor`` (the solver's verdict, hints,
autoplay, forced moves, review and grade, through the executor a face injects).
"""

from domino_solitaire.play.clock import IDLE_SECONDS, PlayClock
from domino_solitaire.play.deals import find_deal, searching_text
from domino_solitaire.play.session import (
    Change,
    DealChoice,
    NoSink,
    PlaySession,
    PlayState,
    Sink,
)
from domino_solitaire.records import GameRecord, Origin, Result, sets_records

__all__ = [
    "IDLE_SECONDS",
    "Change",
    "DealChoice",
    "GameRecord",
    "NoSink",
    "Origin",
    "PlayClock",
    "PlaySession",
    "PlayState",
    "Result",
    "Sink",
    "find_deal",
    "searching_text",
    "sets_records",
]
