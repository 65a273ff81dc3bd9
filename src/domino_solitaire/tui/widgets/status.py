"""The always-visible facts about the game, and the line that talks to the player."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import ClassVar

from rich.cells import cell_len
from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

from domino_solitaire.engine import Game, Status
from domino_solitaire.solver.verdict import Outlook, Verdict
from domino_solitaire.tui.widgets.verdict import verdict_words
from domino_solitaire.wording import clock_text


@dataclass(frozen=True)
class Facts:
    """What the status bar shows, taken from the game and the clock."""

    title: str
    size: int
    variant: str
    deal: str
    stock: int
    removed: int
    total: int
    moves: int
    seconds: float
    status: Status
    grade: str | None = None

    @classmethod
    def of(
        cls,
        game: Game,
        seconds: float,
        daily: date | None = None,
        *,
        solved: bool = False,
        grade: str | None = None,
    ) -> Facts:
        """The facts of ``game``; ``daily``: the day whose daily deal it is, if it is one; ``solved``:
        autoplay won it, which the status says (the history keeps it apart from a player's win);
        ``grade``: the deal's difficulty, once known."""
        setup, position = game.setup, game.position
        deal = f"deal {setup.seed}" if setup.seed is not None else "explicit deal"
        return cls(
            title=setup.rules.title,
            size=setup.size,
            variant=setup.variant,
            deal=f"daily {daily.isoformat()} ({deal})" if daily is not None else deal,
            stock=len(position.stock),
            removed=len(position.discarded),
            total=game.total_tiles,
            moves=len(game.moves),
            seconds=seconds,
            status=Status.SOLVED if solved and game.status is Status.WON else game.status,
            grade=grade,
        )


#: The game's state in the status bar: a word, and the component class that colours it.
STATUS_WORDS = {Status.PLAYING: "playing", Status.SOLVED: "SOLVED"}
STATUS_CLASS = {
    Status.PLAYING: "status-bar--playing",
    Status.WON: "status-bar--won",
    Status.LOST: "status-bar--lost",
    Status.SOLVED: "status-bar--solved",
}
#: The component class of each verdict (its words carry their own symbol, for a screen without colour).
VERDICT_CLASS = {
    Outlook.THINKING: "status-bar--thinking",
    Outlook.WINNABLE: "status-bar--winnable",
    Outlook.NOT_WINNABLE: "status-bar--not-winnable",
    Outlook.UNKNOWN: "status-bar--undecided",
    Outlook.WON: "status-bar--winnable",
    Outlook.LOST: "status-bar--not-winnable",
}


class StatusBar(Widget):
    """Two lines: game, deal and the solver's verdict; then stock, removed, moves, time and status.

    Drawn from ``facts`` and ``verdict``: setting either draws the bar again, only if it changed.
    Colours come from component classes, so that themes restyle them.
    """

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "status-bar--title",
        "status-bar--value",
        *STATUS_CLASS.values(),
        *VERDICT_CLASS.values(),
    }
    DEFAULT_CSS = """
    StatusBar {
        height: 2;
        & > .status-bar--title { text-style: bold; }
        & > .status-bar--value { text-style: bold; }
        & > .status-bar--playing { text-style: bold; }
        & > .status-bar--won { color: $text-success; text-style: bold; }
        & > .status-bar--lost { color: $text-error; text-style: bold; }
        & > .status-bar--solved { color: $text-accent; text-style: bold; }
        & > .status-bar--thinking { text-style: dim; }
        & > .status-bar--winnable { color: $text-success; text-style: bold; }
        & > .status-bar--not-winnable { color: $text-error; text-style: bold; }
        & > .status-bar--undecided { color: $text-warning; text-style: bold; }
    }
    """

    #: Columns to fit in before the bar is laid out (80 columns less the padding).
    DEFAULT_WIDTH = 78

    #: What the bar shows (None: nothing yet).
    facts: reactive[Facts | None] = reactive(None)
    #: The solver's verdict after the deal (None: none shown).
    verdict: reactive[Verdict | None] = reactive(None)

    def width_available(self) -> int:
        width = self.content_size.width
        return width if width > 0 else self.DEFAULT_WIDTH

    def top_line(self, facts: Facts, width: int) -> Text:
        """Game, set, variant and deal, then the verdict: shortened as needed, never the deal number."""
        verdict = self.verdict
        title = self.get_component_rich_style("status-bar--title")
        attempts = [(2, False), (1, False), (1, True)] if verdict is not None else [(2, False)]
        for gap, short in attempts:
            top = Text(no_wrap=True, overflow="ellipsis")
            top.append(facts.title, style=title)
            top.append(f"{' ' * gap}double-{facts.size}{' ' * gap}{facts.variant}{' ' * gap}")
            top.append(facts.deal, style=title)
            if verdict is not None:
                top.append(" " * gap)
                top.append(
                    verdict_words(verdict, short=short),
                    style=self.get_component_rich_style(VERDICT_CLASS[verdict.outlook]),
                )
            if top.cell_len <= width:
                break
        return top

    def render(self) -> Text:
        facts = self.facts
        if facts is None:
            return Text()
        top = self.top_line(facts, self.width_available())
        value = self.get_component_rich_style("status-bar--value")
        bottom = Text(no_wrap=True, overflow="ellipsis")
        for name, shown in (
            ("Stock", str(facts.stock)),
            ("Removed", f"{facts.removed}/{facts.total}"),
            ("Moves", str(facts.moves)),
            ("Time", clock_text(facts.seconds)),
            *((("Grade", facts.grade),) if facts.grade is not None else ()),
        ):
            bottom.append(f"{name} ")
            bottom.append(shown, style=value)
            bottom.append("   ")
        bottom.append(
            STATUS_WORDS.get(facts.status, str(facts.status).upper()),
            style=self.get_component_rich_style(STATUS_CLASS[facts.status]),
        )
        return Text("\n").join([top, bottom])


@dataclass(frozen=True)
class Notice:
    """What the notice line says; ``refusal``: why a key or a selection did nothing."""

    text: str = ""
    refusal: bool = False

    def __str__(self) -> str:
        return ("✗ " + self.text) if self.refusal else self.text


class NoticeLine(Widget):
    """A line (two where the screen's styles allow, when needed) under the board: what just
    happened, or why a selection was refused.

    Drawn from ``notice``. The screen is laid out again only when the notice needs another
    number of lines, not for every new notice (that is, after every move).
    """

    COMPONENT_CLASSES: ClassVar[set[str]] = {"notice-line--refusal"}
    DEFAULT_CSS = """
    NoticeLine {
        height: auto;
        color: $text-muted;
        & > .notice-line--refusal { color: $text-error; text-style: bold; }
    }
    """

    notice: reactive[Notice] = reactive(Notice)

    def say(self, text: str, *, refusal: bool = False) -> None:
        self.notice = Notice(text, refusal)

    def watch_notice(self, old: Notice, new: Notice) -> None:
        width = self.content_size.width
        if (cell_len(str(old)) > width) != (cell_len(str(new)) > width):
            self.refresh(layout=True)  # one line more or less

    def render(self) -> Text:
        notice = self.notice
        style = self.get_component_rich_style("notice-line--refusal") if notice.refusal else ""
        return Text(str(notice), style=style, overflow="ellipsis")
