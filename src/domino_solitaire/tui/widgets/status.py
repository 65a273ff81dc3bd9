"""The always-visible facts about the game, and the line that talks to the player."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from rich.text import Text
from textual import events
from textual.widgets import Static

from domino_solitaire.engine import Game, Status
from domino_solitaire.tui.assist import Verdict
from domino_solitaire.tui.widgets.verdict import verdict_text
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


STATUS_STYLE = {
    Status.PLAYING: "bold",
    Status.WON: "bold green",
    Status.LOST: "bold red",
    Status.SOLVED: "bold cyan",
}
STATUS_WORDS = {Status.PLAYING: "playing", Status.SOLVED: "SOLVED"}


class StatusBar(Static):
    """Two lines: game, deal and the solver's verdict; then stock, removed, moves, time and status."""

    #: Columns to fit in before the bar is laid out (80 columns less the padding).
    DEFAULT_WIDTH = 78

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.facts: Facts | None = None
        self.verdict: Verdict | None = None

    def show(self, facts: Facts) -> None:
        self.facts = facts
        self.render_bar()

    def set_verdict(self, verdict: Verdict | None) -> None:
        """Show ``verdict`` after the deal (None: no verdict), with the facts last shown."""
        self.verdict = verdict
        self.render_bar()

    def on_resize(self, event: events.Resize) -> None:
        self.render_bar()

    def width_available(self) -> int:
        width = self.content_size.width
        return width if width > 0 else self.DEFAULT_WIDTH

    def top_line(self, facts: Facts, width: int) -> Text:
        """Game, set, variant and deal, then the verdict: shortened as needed, never the deal number."""
        attempts = [(2, False), (1, False), (1, True)] if self.verdict is not None else [(2, False)]
        for gap, short in attempts:
            top = Text(no_wrap=True, overflow="ellipsis")
            top.append(facts.title, style="bold")
            top.append(f"{' ' * gap}double-{facts.size}{' ' * gap}{facts.variant}{' ' * gap}")
            top.append(facts.deal, style="bold")
            if self.verdict is not None:
                top.append(" " * gap)
                top.append_text(verdict_text(self.verdict, short=short))
            if top.cell_len <= width:
                break
        return top

    def render_bar(self) -> None:
        facts = self.facts
        if facts is None:
            return
        top = self.top_line(facts, self.width_available())
        bottom = Text(no_wrap=True, overflow="ellipsis")
        for name, value in (
            ("Stock", str(facts.stock)),
            ("Removed", f"{facts.removed}/{facts.total}"),
            ("Moves", str(facts.moves)),
            ("Time", clock_text(facts.seconds)),
            *((("Grade", facts.grade),) if facts.grade is not None else ()),
        ):
            bottom.append(f"{name} ")
            bottom.append(value, style="bold")
            bottom.append("   ")
        bottom.append(
            STATUS_WORDS.get(facts.status, str(facts.status).upper()),
            style=STATUS_STYLE[facts.status],
        )
        self.update(Text("\n").join([top, bottom]))


class NoticeLine(Static):
    """A line (two when needed) under the board: what just happened, or why a selection was refused."""

    def say(self, text: str, *, refusal: bool = False) -> None:
        self.set_class(refusal, "refusal")
        self.update(Text(("✗ " if refusal else "") + text, overflow="ellipsis"))
