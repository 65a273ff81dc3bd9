"""The start screen's row of codes and tiers: the Code field takes a deal code (that deal is played)
or a pasted challenge line (it is accepted), and the daily tier list chooses which of the day's
deals the daily list offers (the day's own, or its easy, medium or hard deal)."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.message import Message
from textual.visual import VisualType
from textual.widgets import Input, Label, Select

from domino_solitaire.engine import Setup, make_setup
from domino_solitaire.engine.challenge import MAX_LINE, Challenge, ChallengeError, read_challenge
from domino_solitaire.engine.codes import CodeError, parse_code
from domino_solitaire.solver.grades import TIERS
from domino_solitaire.tui.option_lists import SafeSelect
from domino_solitaire.wording.labels import code_labels
from domino_solitaire.wording.share import (
    challenge_error_text,
)
from domino_solitaire.wording.words import grade_word


def read_code(text: str) -> tuple[Setup, Challenge | None]:
    """The deal a code names, or a challenge line's deal and challenge; CodeError or ChallengeError
    says why ``text`` is neither (a challenge has words; a code is one, or hyphen-free groups)."""
    if len(text.split()) >= 5:
        challenge, game = read_challenge(text)
        return game.setup, challenge
    code = parse_code(text)
    return make_setup(code.game, code.size, code.variant, seed=code.seed), None


class ErrorLine(Label):
    """The start screen's line of errors and searches: it takes no room while it says nothing, where
    the screen's styles say so (below 24 lines, where the Code field's row needs the line)."""

    def update(self, content: VisualType = "", *, layout: bool = True) -> None:
        super().update(content, layout=layout)
        self.set_class(not str(content), "-empty")


class CodeRow(Horizontal):
    """The Code field and the daily tier list; posts ``Chosen`` or ``Refused`` for a code entered,
    and ``TierChanged`` for a tier chosen."""

    class Chosen(Message):
        def __init__(self, setup: Setup, challenge: Challenge | None) -> None:
            super().__init__()
            self.setup = setup
            self.challenge = challenge

    class Refused(Message):
        def __init__(self, text: str) -> None:
            super().__init__()
            self.text = text

    class TierChanged(Message):
        def __init__(self, tier: str | None) -> None:
            super().__init__()
            self.tier = tier

    def compose(self) -> ComposeResult:
        labels = code_labels()
        yield Label(labels.code_field, classes="field")
        yield Input(placeholder=labels.code_placeholder, id="code", max_length=MAX_LINE, compact=True)
        yield Label(labels.tier_field, classes="field")
        yield SafeSelect[str](
            [(grade_word(str(tier)), str(tier)) for tier in TIERS],
            prompt=labels.days_own,
            id="tier",
            compact=True,
        )

    @on(Input.Submitted, "#code")
    def entered(self, event: Input.Submitted) -> None:
        event.stop()
        text = event.value.strip()
        if not text:
            return
        try:
            setup, challenge = read_code(text)
        except (CodeError, ChallengeError) as exc:
            self.post_message(self.Refused(challenge_error_text(exc)))
            return
        self.post_message(self.Chosen(setup, challenge))

    #: The tier chosen (None: the day's own deals).
    tier: str | None = None

    @on(Select.Changed, "#tier")
    def tier_chosen(self, event: Select.Changed) -> None:
        event.stop()
        tier = event.value if isinstance(event.value, str) else None
        if tier != self.tier:  # (not the list's first Changed, as it mounts)
            self.tier = tier
            self.post_message(self.TierChanged(tier))
