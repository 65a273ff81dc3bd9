"""The text mode's opening: ``play.pregame``'s questions asked, then the session.

The same questions, in the same order, as the game screen's dialogs (``tui.app``): each is a line
of prose, or a ``question`` object (``textmode.lines.ask``), unless ``--resume`` or ``--give-up``
answered it ahead; a look at a game played elsewhere says its layout and asks again.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING

from domino_solitaire.cli.output import CliError
from domino_solitaire.engine import GameKind, SolitaireError
from domino_solitaire.i18n import N_, _
from domino_solitaire.play import DealChoice, Origin, PlaySession, find_deal, play_session
from domino_solitaire.play.pregame import Answer, Ask, Opening, Start, Step, ViewReplay
from domino_solitaire.textmode.events import Channel, layout_fields
from domino_solitaire.textmode.lines import LineReader, ask
from domino_solitaire.wording.opening import opening_problem_text, text_question
from domino_solitaire.wording.records import store_problem_text
from domino_solitaire.wording.text import printable
from domino_solitaire.wording.textmode import spoken_layout

if TYPE_CHECKING:
    from domino_solitaire.engine import Setup
    from domino_solitaire.recorder import GameRecorder
    from domino_solitaire.records import GameRecord

#: The answer to a line that answers no question (the question follows it again).
AGAIN_TEXT = N_("Answer with one of the letters in brackets, or q to quit.")


@dataclass(frozen=True)
class Begin:
    """What the text mode opens a game with."""

    recorder: GameRecorder
    reader: LineReader
    channel: Channel
    clock: Callable[[], float]
    new_seed: Callable[[], int]
    winnable: bool
    difficulty: str | None
    daily: date | None
    ahead: tuple[Answer, ...]
    #: The daily tier whose deal of ``daily`` it is (``daily --tier``; None: the day's own).
    tier: str | None = None
    #: The moves come from a script, not a player (standard input is no terminal).
    scripted: bool = False

    def say(self, text: str) -> None:
        self.channel.say(text)

    @property
    def deals(self) -> DealChoice:
        winnable = self.winnable or self.recorder.settings.winnable_only
        return DealChoice(winnable=winnable and self.difficulty is None, difficulty=self.difficulty)

    def new_setup(self, kind: GameKind) -> Setup:
        try:
            return find_deal(kind, self.deals, self.new_seed())
        except SolitaireError as exc:
            raise CliError(str(exc)) from None


def open_session(begin: Begin, setup: Setup | None, resume: GameRecord | None) -> PlaySession | None:
    """Ask the opening's questions; the session to play, or None when the player quit first."""
    if begin.recorder.notice:
        begin.say(_("Note: {notice}").format(notice=store_problem_text(begin.recorder.notice)))
    opening = Opening(begin.recorder, setup, resume=resume, new_setup=begin.new_setup, ahead=begin.ahead)
    step: Step[GameRecord] = opening.first()
    while True:
        for problem in step.problems:
            begin.say(opening_problem_text(problem))
            begin.channel.emit("note", kind=problem.kind.value)
        if isinstance(step, Start):
            return _session(begin, step)
        if isinstance(step, ViewReplay):
            _look(begin, step.game_id)
            step = opening.first()  # and the question again
            continue
        if not isinstance(step, Ask):
            return None
        answer = opening.answered_ahead(step)
        if answer is None:
            prose = text_question(step.question, step.about)
            answer = ask(begin.channel, begin.reader, prose, step.question, _(AGAIN_TEXT))
            if answer is None:
                return None
        step = opening.answer(step, answer)


def _look(begin: Begin, game_id: int) -> None:
    """The stored game's layout as it stands (it stays the other session's)."""
    from domino_solitaire.recorder import StoreError

    try:
        record, _info = begin.recorder.load(game_id)
        position = record.replay().position
    except StoreError as exc:
        begin.say(store_problem_text(exc))
        return
    except SolitaireError as exc:
        begin.say(printable(str(exc)))
        return
    for line in spoken_layout(position):
        begin.say(line)
    begin.channel.emit("layout", **layout_fields(position))


def _session(begin: Begin, start: Start[GameRecord]) -> PlaySession:

    recorder = begin.recorder
    fresh = start.asked and start.resumed is None
    origin = Origin.of_daily(begin.tier) if fresh and begin.daily is not None else Origin.NEW
    return play_session(
        start.setup,
        recorder,
        game=start.game,
        origin=origin,
        daily=begin.daily if fresh else None,
        resumed=start.resumed,
        deals=begin.deals,
        show_verdict=recorder.settings.show_verdict,
        clock=begin.clock,
        scripted=begin.scripted,
    )
