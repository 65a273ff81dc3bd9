"""The text mode's side of the opening (``play.front``'s ``PregameFace``): its steps in lines.

The same questions, in the same order, as the game screen's dialogs (``tui.pregame``): each is a
line of prose, or a ``question`` object (``textmode.lines.ask``), unless ``--resume`` or
``--give-up`` answered it ahead (the door's ``ahead``); a look at a game played elsewhere says its
layout and asks again. The session itself is the front door's, built as for the screen.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, datetime
from typing import TYPE_CHECKING

from domino_solitaire.engine import SolitaireError
from domino_solitaire.i18n import N_, _
from domino_solitaire.play.front import FrontDoor, plays_forced
from domino_solitaire.play.session import DealChoice, utc_now
from domino_solitaire.textmode.events import Channel, layout_fields
from domino_solitaire.textmode.lines import LineReader, ask
from domino_solitaire.wording.errors import error_text
from domino_solitaire.wording.opening import opening_problem_text, text_question
from domino_solitaire.wording.records import store_problem_text
from domino_solitaire.wording.text import printable
from domino_solitaire.wording.textmode import spoken_layout

if TYPE_CHECKING:
    from domino_solitaire.engine import Setup
    from domino_solitaire.play import PlaySession, Wanted
    from domino_solitaire.play.pregame import Answer, Ask, OpeningProblem
    from domino_solitaire.records import GameRecord
    from domino_solitaire.store.keeper import GameKeeper

#: The answer to a line that answers no question (the question follows it again).
AGAIN_TEXT = N_("Answer with one of the letters in brackets, or q to quit.")


class TextPregame:
    """The opening's steps said to ``channel``, answers read from ``reader``; ``session``: the one
    to play once the opening ended in one (None: the player quit first, or nothing opened)."""

    def __init__(self, recorder: GameKeeper, reader: LineReader, channel: Channel) -> None:
        self.recorder, self.reader, self.channel = recorder, reader, channel
        self.session: PlaySession | None = None

    def problem(self, problem: OpeningProblem) -> None:
        self.channel.say(opening_problem_text(problem))
        self.channel.emit("note", kind=problem.kind.value)

    def ask(self, ask_: Ask[GameRecord], reply: Callable[[Answer | None], None]) -> None:
        prose = text_question(ask_.question, ask_.about)
        reply(ask(self.channel, self.reader, prose, ask_.question, _(AGAIN_TEXT)))

    def play(self, session: PlaySession) -> None:
        self.session = session

    def view(self, game_id: int, again: Callable[[], None]) -> None:
        """The stored game's layout as it stands (it stays the other session's), and the question again."""
        from domino_solitaire.store.keeper import StoreError

        try:
            record, _info = self.recorder.reading().load(game_id)
            position = record.replay().position
        except StoreError as exc:
            self.channel.say(store_problem_text(exc))
        except SolitaireError as exc:
            self.channel.say(printable(error_text(exc)))
        else:
            for line in spoken_layout(position):
                self.channel.say(line)
            self.channel.emit("layout", **layout_fields(position))
        again()

    def stay(self) -> None:
        self.session = None


def text_door(
    recorder: GameKeeper,
    clock: Callable[[], float],
    new_seed: Callable[[], int],
    winnable: bool | None,
    difficulty: str | None,
    scripted: bool,
    ahead: tuple[Answer, ...],
    *,
    today: Callable[[], date] | None = None,
    now: Callable[[], datetime] | None = None,
) -> FrontDoor:
    """The front door as the text mode opens it: the player's kept settings, ``--winnable`` or
    ``--difficulty`` for new deals (searched for: the text mode may wait), answers given ahead."""
    settings = recorder.settings
    return FrontDoor(
        recorder,
        clock,
        new_seed,
        today=today or date.today,
        now=now or utc_now,
        deals=DealChoice.asked(winnable if winnable is not None else settings.winnable_only, difficulty),
        show_verdict=settings.show_verdict,
        play_forced=plays_forced(settings.play_forced, screen_reader=False),
        scripted=scripted,
        search_new_deals=True,
        ahead=ahead,
    )


def open_session(
    door: FrontDoor, face: TextPregame, setup: Setup | None, resume: GameRecord | None, wanted: Wanted
) -> PlaySession | None:
    """Ask the opening's questions; the session to play, or None when the player quit first.
    Raises SolitaireError (DealError) when "a new deal" finds none to be had."""
    if face.recorder.notice:
        face.channel.say(_("Note: {notice}").format(notice=store_problem_text(face.recorder.notice)))
    door.open(face, setup, resume=resume, wanted=wanted)
    return face.session
