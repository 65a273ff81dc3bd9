"""The messages: everything the game screen said on its notice line, each sentence whole.

The notice line has room for two lines; a longer sentence ends there with the key that opens
this page (g, or "Messages" in the command palette), as a solitaire program keeps a message
history. The last sentence is at the bottom, in sight when the page opens.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Label, Static

from domino_solitaire.i18n import N_
from domino_solitaire.tui.screens.base import SizeWatcher, closed_early
from domino_solitaire.tui.screens.overlay import Overlay, overlay_foot
from domino_solitaire.tui.widgets.status import Notice, NoticeLine
from domino_solitaire.wording.labels import overlay_labels
from domino_solitaire.wording.reader import by_themselves_text

if TYPE_CHECKING:
    from textual.screen import Screen


class MessagesScreen(SizeWatcher, Overlay):
    """The notices said, oldest first, each wrapped whole; the keys scroll, escape closes."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,q,g", "close", N_("Close"))]

    def __init__(self, said: Sequence[Notice]) -> None:
        super().__init__()
        self.said = tuple(said)

    def compose(self) -> ComposeResult:
        labels = overlay_labels()
        with Vertical(classes="overlay"):
            yield Label(labels.messages_title, classes="title")
            with VerticalScroll(id="messages"):
                for notice in self.said:
                    said = Static(Text(str(notice)), classes="said")
                    said.set_class(notice.refusal, "refused")
                    yield said
            yield from overlay_foot(labels.rules_foot)

    def on_mount(self) -> None:
        if closed_early(self):
            return
        super().on_mount()
        scroll = self.query_one(VerticalScroll)
        scroll.focus()
        self.call_after_refresh(scroll.scroll_end, animate=False)


class NoticeLog:
    """Mixed into the game screen: g (and the palette's "Messages") opens what its notice line said.
    From 30 lines up the screen is "-tall", and its notice line grows to four lines (styles/app.tcss)."""

    VERTICAL_BREAKPOINTS: ClassVar[list[tuple[int, str]] | None] = [(0, "-short"), (30, "-tall")]

    #: The moves just said that played by themselves.
    _burst: tuple[str, ...] = ()

    def say(self, text: str, *, refusal: bool = False, grown: bool = False) -> None:
        """Say ``text`` on the notice line (``grown``: it may take more lines than usual)."""
        self._burst = ()
        screen: Screen[None] = self  # type: ignore[assignment]
        for line in screen.query(NoticeLine):
            line.say(text, refusal=refusal, grown=grown)

    def say_move(self, said: str, *, by_itself: bool) -> None:
        """A move's sentence; a burst of moves that played by themselves says each, not only the last."""
        burst = (*self._burst, said) if by_itself else ()
        self.say(by_themselves_text(burst) if by_itself else said, grown=len(burst) > 1)
        self._burst = burst

    def action_messages(self) -> None:
        screen: Screen[None] = self  # type: ignore[assignment]
        said = [notice for line in screen.query(NoticeLine) for notice in line.said]
        screen.app.push_screen(MessagesScreen(said))
