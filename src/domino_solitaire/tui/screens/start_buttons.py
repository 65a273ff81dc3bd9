"""The start screen's row of buttons: each as wide as its word, tighter where the words are long."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.geometry import Size
from textual.widgets import Button

from domino_solitaire.i18n import pgettext
from domino_solitaire.tui.screens.puzzle import PUZZLES_BUTTON
from domino_solitaire.wording.screens import (
    DAILY_BUTTON,
    PLAY_BUTTON,
    QUIT_START_BUTTON,
    RESUME_START_BUTTON,
    RULES_BUTTON,
    START_BUTTONS,
    STATISTICS_BUTTON,
)

#: The start screen's buttons: the word, the id and the look of each.
BUTTONS = (
    (PLAY_BUTTON, "play", "success"),
    (DAILY_BUTTON, "daily", "success"),
    (PUZZLES_BUTTON, "puzzles", "success"),
    (RESUME_START_BUTTON, "resume", "success"),
    (RULES_BUTTON, "rules", "primary"),
    (STATISTICS_BUTTON, "stats", "primary"),
    (QUIT_START_BUTTON, "quit", "error"),
)


class WordButton(Button):
    """A button as wide as its word and its line's padding (``line-pad``; Textual's counts one column
    each side whatever the padding), so that a narrow window can take the padding away."""

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return super().get_content_width(container, viewport) - 2 + 2 * self.styles.line_pad


#: The letters of a row of buttons that fits with the usual room around each word (English has 41).
ROOMY_LETTERS = 48


def start_buttons(daily_tooltip: str) -> ComposeResult:
    words = [pgettext(START_BUTTONS, word) for word, _name, _variant in BUTTONS]
    # Longer words (Statistiques, Расклад дня) take less room around them, so the row still fits.
    tight = sum(map(len, words)) > ROOMY_LETTERS
    for shown, (_word, name, variant) in zip(words, BUTTONS, strict=True):
        yield WordButton(
            shown,
            classes=("-tight -tight-rules" if name == "rules" else "-tight") if tight else "",
            id=name,
            variant=variant,  # type: ignore[arg-type]
            compact=True,
            disabled=name == "resume",  # until an unfinished game is found
            tooltip=daily_tooltip if name == "daily" else None,
        )
