"""The game in play: one owner for it, and the rules of what its record says.

Pure (no Textual, Rich, SQLite or files): the terminal UI, the text mode, the replay viewer's
take-over and ``serve`` come in through one ``FrontDoor`` (``play.front``: a deal found, the
opening's questions, the session built with all it needs), then pass the player's actions to the
``PlaySession`` and show the ``PlayState`` it publishes. ``PlayClock`` is its clock; ``find_deal``
chooses new deals; ``refusal`` says why an action cannot be taken, ``change_of`` what a move
changed. Around it, the conversation every face has the same way: ``play.pregame`` (the questions
before a game: resume, give up, played elsewhere, look) and ``play.advisor`` (the solver's verdict,
hints, autoplay, forced moves, review and grade, through the executor a face injects). Its names
load with their module on first use, so that wording (which words refusals and changes) loads no
more than it says.
"""

from typing import TYPE_CHECKING

from domino_solitaire.lazy import lazy_names

if TYPE_CHECKING:
    from domino_solitaire.play.changes import MoveChange, change_of
    from domino_solitaire.play.clock import IDLE_SECONDS, PlayClock
    from domino_solitaire.play.deals import find_deal, playable_seed
    from domino_solitaire.play.front import FrontDoor, History, Wanted
    from domino_solitaire.play.refusals import Action, Refusal, RefusalReason, refusal
    from domino_solitaire.play.session import (
        ActionOutcome,
        DealChoice,
        NoRecordSink,
        PlaySession,
        PlayState,
        RecordSink,
    )
    from domino_solitaire.records import GameRecord, Origin, Result

#: Where each name lives (``records.``: the records package's, given here for the faces).
_HOMES = {
    "MoveChange": "changes",
    "change_of": "changes",
    "IDLE_SECONDS": "clock",
    "PlayClock": "clock",
    "find_deal": "deals",
    "playable_seed": "deals",
    "FrontDoor": "front",
    "History": "front",
    "Wanted": "front",
    "Action": "refusals",
    "Refusal": "refusals",
    "RefusalReason": "refusals",
    "refusal": "refusals",
    "ActionOutcome": "session",
    "DealChoice": "session",
    "NoRecordSink": "session",
    "PlaySession": "session",
    "PlayState": "session",
    "RecordSink": "session",
    "GameRecord": "session",
    "Origin": "session",
    "Result": "session",
}
__all__ = [
    "IDLE_SECONDS",
    "Action",
    "ActionOutcome",
    "DealChoice",
    "FrontDoor",
    "GameRecord",
    "History",
    "MoveChange",
    "NoRecordSink",
    "Origin",
    "PlayClock",
    "PlaySession",
    "PlayState",
    "RecordSink",
    "Refusal",
    "RefusalReason",
    "Result",
    "Wanted",
    "change_of",
    "find_deal",
    "playable_seed",
    "refusal",
]


if not TYPE_CHECKING:  # mypy reads the imports above; an unknown name stays an error to it
    __getattr__ = lazy_names(__name__, _HOMES, globals())
