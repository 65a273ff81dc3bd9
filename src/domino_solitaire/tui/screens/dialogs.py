"""Small modal dialogs: a yes/no question, and the end of a game."""

from __future__ import annotations

from typing import Any, ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.geometry import Offset
from textual.screen import ModalScreen, Screen
from textual.widget import Widget
from textual.widgets import Button, Label

from domino_solitaire.i18n import N_
from domino_solitaire.tui.screens.base import SizeWatcher, closed_early, dismiss_once
from domino_solitaire.tui.screens.sharing import ChallengeScreen, Sharing
from domino_solitaire.tui.widgets.status import NoticeLine
from domino_solitaire.wording.labels import (
    ChoiceLabels,
    confirm_labels,
    elsewhere_labels,
    game_over_labels,
    resume_labels,
)
from domino_solitaire.wording.reader import question_said
from domino_solitaire.wording.screens import (
    yes_letter,
)

#: Below 78 columns a dialog is "-narrow": as wide as the window, its buttons two to a row
#: (styles/app.tcss), so that none is cut off at 60 columns in any language.
NARROW_DIALOG = [(0, "-narrow"), (78, "-wide")]


class Asking(Screen[Any]):
    """A dialog a screen reader hears as it opens: its question and its choices (the buttons) on
    the notice line of the screens beneath, and the terminal cursor on the question until the
    focus moves from the button the dialog opened on (``tui.reader.terminal_cursor``)."""

    #: The widget focused as the dialog opened.
    opening_focus: Widget | None = None

    def asked(self, question: str, focus: Widget) -> None:
        """Focus ``focus`` as the dialog opens, and say ``question`` with the choices."""
        focus.focus()
        self.opening_focus = focus
        if not getattr(self.app, "screen_reader", False):
            return
        said = question_said(question, [str(button.label) for button in self.query(Button)])
        for screen in self.app.screen_stack:
            for line in screen.query(NoticeLine):
                line.say(said)

    def question_cursor(self) -> Offset | None:
        """The question's first cell while the focus is where the dialog put it (None: elsewhere)."""
        if self.focused is None or self.focused is not self.opening_focus:
            return None
        for label in self.query(".question").results(Label):
            return label.content_region.offset
        return None


class ConfirmScreen(Asking, SizeWatcher, ModalScreen[bool]):
    """Ask before throwing a game away: y (or enter on Yes) confirms; escape cancels.

    No letter here means anything else on the screen behind (the game's n is "new deal"), and
    escape never confirms. ``default`` is the button enter presses first.
    """

    HORIZONTAL_BREAKPOINTS = NARROW_DIALOG
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", N_("Yes")),
        Binding("escape", "answer(False)", N_("Cancel")),
    ]

    def __init__(self, question: str, *, default: bool = False) -> None:
        super().__init__()
        self.question = question
        self.default = default

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(self.question, classes="question", markup=False)
            with Horizontal(classes="buttons"):
                labels = confirm_labels()
                yield Button(labels.yes, id="yes", variant="error")
                yield Button(labels.cancel, id="no", variant="primary")

    def on_mount(self) -> None:
        if closed_early(self):
            return
        self.asked(self.question, self.query_one("#yes" if self.default else "#no", Button))

    def action_answer(self, yes: bool) -> None:
        dismiss_once(self, yes)

    def on_key(self, event: events.Key) -> None:
        # The language's own "yes" letter (o for oui, д for да) answers as y does.
        if event.character and event.character.lower() == yes_letter():
            event.stop()
            dismiss_once(self, True)

    @on(Button.Pressed)
    def pressed(self, event: Button.Pressed) -> None:
        dismiss_once(self, event.button.id == "yes")


class ChoiceScreen(Asking, SizeWatcher, ModalScreen[str | None]):
    """A question and its answers as buttons (and keys): dismissed with the chosen button's id, or
    None for escape or the "back" button (nothing chosen, nothing given up)."""

    HORIZONTAL_BREAKPOINTS = NARROW_DIALOG

    def __init__(self, question: str) -> None:
        super().__init__()
        self.question = question
        #: Each answer (its button's id, its label and variant) and the line under them, if any.
        self.labels = self.answers()

    def answers(self) -> ChoiceLabels:
        """The answers, in the language in force as the dialog opens."""
        raise NotImplementedError

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(self.question, classes="question", markup=False)
            with Horizontal(classes="buttons"):
                for answer, label, variant in self.labels.answers:
                    yield Button(label, id=answer, variant=variant)  # type: ignore[arg-type]
            if self.labels.hint is not None:
                yield Label(self.labels.hint, classes="hint")

    def on_mount(self) -> None:
        if closed_early(self):
            return
        # The first answer has the focus: enter never gives a saved game away.
        self.asked(self.question, self.query_one(f"#{self.labels.answers[0][0]}", Button))

    def action_choose(self, choice: str) -> None:
        dismiss_once(self, choice or None)

    @on(Button.Pressed)
    def pressed(self, event: Button.Pressed) -> None:
        dismiss_once(self, None if event.button.id == "back" else event.button.id)


class ResumeScreen(ChoiceScreen):
    """An unfinished game of the kind asked for exists: play it on, or give it up for a new deal.

    Dismissed with "resume", "give-up", or None (escape: neither; nothing is given up).
    Enter resumes: a reflexive key press must never throw a saved game away.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "choose('resume')", N_("Resume")),
        Binding("g", "choose('give-up')", N_("Give up, new deal")),
        Binding("escape", "choose('')", N_("Back")),
    ]

    def answers(self) -> ChoiceLabels:
        return resume_labels()


class ElsewhereScreen(ChoiceScreen):
    """The game asked for is being played in another window or tab (it belongs to that session):
    deal a new game, or look at that one in the replay viewer. Dismissed with "new", "look" or None.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "choose('new')", N_("New deal")),
        Binding("l", "choose('look')", N_("Look at it")),
        Binding("escape", "choose('')", N_("Back")),
    ]

    def answers(self) -> ChoiceLabels:
        return elsewhere_labels()


class ResultLine(Label, can_focus=True):
    """The game-over dialog's result line: it takes the focus as the dialog opens, and no key of
    the board (enter, space) means anything to it."""


class GameOverScreen(Asking, SizeWatcher, ModalScreen[str | None]):
    """Won or lost: the result, and what next. Dismissed with "same", "new", "quit" or None.

    ``title`` and ``summary`` come from wording (``game_over_lines``). ``review``: a line for the
    post-game review, "Reviewing the game…" until ``show_review`` fills it. ``sharing``: the lines
    the "Challenge" button shows (None: a deal written out, which has no code to share).
    """

    HORIZONTAL_BREAKPOINTS = NARROW_DIALOG
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("s", "choose('same')", N_("Same deal")),
        Binding("n", "choose('new')", N_("New deal")),
        Binding("q", "choose('quit')", N_("Quit")),
        Binding("c", "challenge", N_("Challenge")),
        Binding("escape", "choose('')", N_("Look at the board")),
    ]

    def __init__(
        self, *, title: str, summary: str, won: bool, review: bool = False, sharing: Sharing | None = None
    ) -> None:
        super().__init__()
        self.sharing = sharing
        self.title_text = title
        self.summary = summary
        self.won = won
        self.review = review
        #: The review's finding once it arrived (None before).
        self.review_text: str | None = None

    def compose(self) -> ComposeResult:
        labels = game_over_labels()
        with Vertical(classes="dialog", id="game-over"):
            classes = ("title", "question", "won" if self.won else "lost")
            yield ResultLine(self.title_text, id="result", classes=" ".join(classes), markup=False)
            yield Label(self.summary, markup=False)
            if self.review:
                yield Label(labels.reviewing, id="review", markup=False)
            with Horizontal(classes="buttons"):
                yield Button(labels.same_deal, id="same", variant="primary")
                yield Button(labels.new_deal, id="new", variant="success")
                yield Button(labels.quit, id="quit", variant="error")
                if self.sharing is not None:
                    yield Button(labels.challenge, id="challenge", variant="primary")
            yield Label(labels.escape_hint, classes="hint")

    def on_mount(self) -> None:
        # The result has the focus, not a button: enter or space pressed again for the last move (a
        # key repeated, a pick typed ahead) answers nothing, and the result stays until the player
        # chooses (a button's letter, a click, escape, or tab to a button). A screen reader hears the
        # result and the choices, its cursor on the result. Not query_one: the app may be taking the
        # dialog down as it mounts (a storm).
        for result in self.query("#result").results(ResultLine):
            self.asked(f"{self.title_text} {self.summary}", result)

    def show_review(self, text: str) -> None:
        """The review's finding (ignored if the dialog is gone or has no review line)."""
        self.review_text = text
        for label in self.query("#review").results(Label):
            label.update(text)

    def action_choose(self, choice: str) -> None:
        dismiss_once(self, choice or None)

    def action_challenge(self) -> None:
        if self.sharing is not None:
            self.app.push_screen(ChallengeScreen(self.sharing))

    def on_click(self, event: events.Click) -> None:
        # A click outside the dialog looks at the board, as escape does: the mouse alone can.
        if event.widget is self:
            dismiss_once(self, None)

    @on(Button.Pressed)
    def pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "challenge":
            self.action_challenge()
        else:
            dismiss_once(self, event.button.id)
