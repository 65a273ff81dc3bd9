"""The rules viewer: a game's docs/rules document, rendered."""

from __future__ import annotations

from typing import ClassVar

from rich.markdown import Markdown
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Label, Static

from domino_solitaire import i18n
from domino_solitaire.engine import SolitaireError
from domino_solitaire.i18n import N_
from domino_solitaire.rulebook import rules_markdown
from domino_solitaire.tui.screens.base import SizeWatcher, closed_early
from domino_solitaire.tui.screens.overlay import Overlay, overlay_foot
from domino_solitaire.wording.labels import overlay_labels
from domino_solitaire.wording.screens import rules_missing_text, rules_title
from domino_solitaire.wording.words import game_name


def rules_text(game: str) -> str:
    """The rules in Markdown, or a short note saying why they cannot be shown."""
    try:
        # In the player's language where the rules are translated (English otherwise).
        return rules_markdown(game, i18n.current())
    except (OSError, SolitaireError) as exc:
        return rules_missing_text(game_name(game), exc)


class RulesScreen(SizeWatcher, Overlay):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q,i", "close", N_("Close")),
    ]

    def __init__(self, game: str) -> None:
        super().__init__()
        self.game = game

    def compose(self) -> ComposeResult:
        with Vertical(classes="overlay"):
            yield Label(rules_title(game_name(self.game)), classes="title")
            with VerticalScroll():
                # Rich draws the document as `domino-solitaire rules` prints it, in a few hundredths
                # of a second; Textual's Markdown widget took a second to build these pages.
                code_theme = "monokai" if self.app.current_theme.dark else "default"
                yield Static(Markdown(rules_text(self.game), code_theme=code_theme), id="rules-text")
            yield from overlay_foot(overlay_labels().rules_foot)

    def on_mount(self) -> None:
        if closed_early(self):
            return
        self.query_one(VerticalScroll).focus()
