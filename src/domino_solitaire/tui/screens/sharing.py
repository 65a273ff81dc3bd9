"""A finished game to share: the game-over dialog's "Challenge" dialog, with the challenge line and
the result to share (engine/challenge.py, wording/share.py), selectable and copyable."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Static

from domino_solitaire.engine import Game
from domino_solitaire.engine.challenge import challenge_line, claim_of
from domino_solitaire.engine.codes import setup_code
from domino_solitaire.i18n import N_
from domino_solitaire.tui.background import in_thread
from domino_solitaire.tui.screens.base import SizeWatcher, dismiss_once
from domino_solitaire.wording.labels import challenge_labels
from domino_solitaire.wording.share import (
    share_line,
)

if TYPE_CHECKING:
    from domino_solitaire.play import PlayState
    from domino_solitaire.tui.board_look import BoardLook


@dataclass(frozen=True)
class Sharing:
    """What the "Challenge" dialog shows: the challenge line, and the work that writes the result to
    share (the solver judges every move: run off the interface's thread)."""

    challenge: str
    share: Callable[[], str]


def sharing_of(game: Game, state: PlayState, look: BoardLook) -> Sharing | None:
    """The lines to share of a finished game; None for a deal written out (it has no code)."""
    if setup_code(game.setup) is None:
        return None
    kept = Game.replay(game.setup, game.move_texts())  # the game in play may change meanwhile
    claim = claim_of(kept, state.elapsed, state.hints)
    style = "sentence" if look.screen_reader else "ascii" if look.ascii else "squares"

    def share() -> str:
        from domino_solitaire.solver.judge import judge_moves

        return share_line(kept, claim, judge_moves(kept), style)

    return Sharing(challenge_line(kept, claim), share)


class ChallengeScreen(SizeWatcher, ModalScreen[None]):
    """The challenge line and the result to share, each selectable, with buttons that copy them."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "close", N_("Back"))]

    def __init__(self, sharing: Sharing) -> None:
        super().__init__()
        self.sharing = sharing
        #: The result to share once judged (None before).
        self.share_text: str | None = None
        self.labels = challenge_labels()

    def compose(self) -> ComposeResult:
        labels = self.labels
        with Vertical(classes="dialog", id="challenge"):
            yield Label(labels.title, classes="title", markup=False)
            yield Static(self.sharing.challenge, id="challenge-line", markup=False)
            yield Static(labels.judging, id="share-line", markup=False)
            yield Label(labels.hint, classes="hint", markup=False)
            with Horizontal(classes="buttons"):
                yield Button(labels.copy_challenge, id="copy-challenge", variant="primary")
                yield Button(labels.copy_result, id="copy-share", variant="primary", disabled=True)
                yield Button(labels.back, id="back")

    def on_mount(self) -> None:
        self.query_one("#copy-challenge", Button).focus()
        in_thread(self, "share-line", lambda _stop: self.sharing.share(), self.judged)

    def judged(self, text: str) -> None:
        self.share_text = text
        self.query_one("#share-line", Static).update(text)
        self.query_one("#copy-share", Button).disabled = False

    @on(Button.Pressed, "#copy-challenge")
    def copy_challenge(self) -> None:
        self.copy(self.sharing.challenge)

    @on(Button.Pressed, "#copy-share")
    def copy_share(self) -> None:
        if self.share_text is not None:
            self.copy(self.share_text)

    def copy(self, text: str) -> None:
        self.app.copy_to_clipboard(text)
        self.query_one(".hint", Label).update(self.labels.copied)

    @on(Button.Pressed, "#back")
    def action_close(self) -> None:
        dismiss_once(self, None)
