"""What the command line asks the terminal UI to open, as plain values (no Textual here)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING

from domino_solitaire.engine import Setup, Transcript
from domino_solitaire.play.pregame import Answer
from domino_solitaire.records import GameRecord

if TYPE_CHECKING:
    from domino_solitaire.engine.challenge import Challenge
    from domino_solitaire.puzzles.model import Puzzle

#: Seconds between moves when the replay viewer plays on: the default, and the bounds + and - stop at.
DEFAULT_DELAY = 1.0
FASTEST = 0.125
SLOWEST = 8.0


@dataclass(frozen=True)
class ReplayRequest:
    """A recorded game to open in the replay viewer (``domino-solitaire replay``)."""

    record: Transcript
    info: GameRecord | None = None  # what the store knows of it, when it came from the history
    at: int = 0  # the move shown first
    delay: float = DEFAULT_DELAY
    autoplay: bool = False


@dataclass(frozen=True)
class GameOptions:
    """What the command line asked the terminal UI for, as one value: built once from the command's
    arguments (``cli/play.py``) and handed whole to ``tui.launch`` and the app.

    What to open: ``puzzle`` (a puzzle on its board), ``setup`` (a deal, played at once), ``resume``
    (a stored game to play on) or ``replay`` (a record for the replay viewer); none: the start screen.
    """

    #: The deal to play at once (``play``, ``daily``).
    setup: Setup | None = None
    #: A stored game to play on at once (``resume``).
    resume: GameRecord | None = None
    #: A recorded game to open in the replay viewer (``replay``); closing it ends the app.
    replay: ReplayRequest | None = None
    #: The puzzle to open with (``puzzle GAME N`` on a terminal).
    puzzle: Puzzle | None = None
    #: The date of the daily deal that ``setup`` is, or of the daily puzzle that ``puzzle`` is, if any.
    daily: date | None = None
    #: New deals only the solver proves winnable (``--winnable``; also a setting of the start screen).
    winnable: bool | None = None
    #: The grade new deals are chosen from (``--difficulty``).
    difficulty: str | None = None
    #: Every board in numbers (``--numerals``), else each set as the player chose.
    numerals: bool = False
    #: Tiles and marks in ASCII only (``--ascii``, or a terminal without UTF-8).
    ascii: bool = False
    #: For a screen reader (``--screen-reader``; also a setting of the start screen).
    screen_reader: bool = False
    #: The language --lang asked for (None: the kept setting, else the environment's).
    lang: str | None = None
    #: The challenge ``setup`` was accepted from (``accept``): the game-over dialog compares with it.
    challenge: Challenge | None = None
    #: The daily tier whose deal ``setup`` is (``daily --tier``).
    tier: str | None = None
    #: Played in a browser tab (``serve``), where there is no terminal to type a command in.
    served: bool = False
    #: The store's folder (``--data-dir``; None: DOMINO_SOLITAIRE_HOME, else the user data folder).
    data_dir: str | None = None


#: The dialogs' answers (their buttons' ids) as the opening's.
ANSWERS = {"resume": Answer.RESUME, "give-up": Answer.GIVE_UP, "new": Answer.NEW_DEAL, "look": Answer.LOOK}


def answer_of(choice: str | None) -> Answer | None:
    return ANSWERS.get(choice or "")
