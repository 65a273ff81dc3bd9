"""The always-visible facts about the game, and the line that talks to the player."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import date
from typing import ClassVar

from rich.cells import cell_len
from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

from domino_solitaire.engine import Game, Status
from domino_solitaire.records import Result
from domino_solitaire.solver.verdict import Outlook, Verdict
from domino_solitaire.wording.boards import (
    set_label,
    short_deal,
    status_deal,
    verdict_words,
)
from domino_solitaire.wording.labels import board_notes, status_labels
from domino_solitaire.wording.records import result_word
from domino_solitaire.wording.text import clock_text
from domino_solitaire.wording.words import Form, grade_word, rules_name, variant_word


@dataclass(frozen=True)
class StatusReport:
    """What the status bar shows, taken from the game and the clock."""

    title: str
    size: int
    variant: str
    deal: str
    #: The tiles in the stock (None: the game has no stock).
    stock: int | None
    removed: int
    total: int
    moves: int
    seconds: float
    status: Result
    grade: str | None = None
    #: The deal's code (engine/codes.py), shown where it fits; None for a deal written out.
    code: str | None = None

    @classmethod
    def of(
        cls,
        game: Game,
        seconds: float,
        daily: date | None = None,
        *,
        solved: bool = False,
        grade: str | None = None,
    ) -> StatusReport:
        """The facts of ``game``; ``daily``: the day whose daily deal it is, if it is one; ``solved``:
        autoplay won it, which the status says (the history keeps it apart from a player's win);
        ``grade``: the deal's difficulty, once known."""
        from domino_solitaire.engine.codes import setup_code

        setup, position = game.setup, game.position
        return cls(
            title=rules_name(setup.rules),
            size=setup.size,
            variant=setup.variant,
            deal=status_deal(setup.seed, daily),
            stock=len(position.stock) if setup.rules.has_stock else None,
            removed=len(position.discarded),
            total=game.total_tiles,
            moves=len(game.moves),
            seconds=seconds,
            status=Result.SOLVED if solved and game.status is Status.WON else Result.of(game.status),
            grade=grade,
            code=setup_code(setup),
        )


#: The component class that colours the game's state in the status bar (its word: wording.result_word).
STATUS_CLASS = {
    Result.PLAYING: "status-bar--playing",
    Result.WON: "status-bar--won",
    Result.LOST: "status-bar--lost",
    Result.SOLVED: "status-bar--solved",
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


#: A piece of a header line: its text and the name of its style ("" plain, "title", "value", or a
#: component class of the status or the verdict).
Piece = tuple[str, str]


def width_of(pieces: Sequence[Piece]) -> int:
    return sum(cell_len(text) for text, _style in pieces)


def fitted(candidates: Iterator[list[Piece]], width: int) -> list[Piece]:
    """The first candidate that fits ``width``; else the last one, cut with an ellipsis. Header lines
    never wrap: each shortens through its candidates in a fixed order."""
    last: list[Piece] = []
    for pieces in candidates:
        if width_of(pieces) <= width:
            return pieces
        last = pieces
    out: list[Piece] = []
    room = width - 1
    for text, style in last:
        if cell_len(text) <= room:
            out.append((text, style))
            room -= cell_len(text)
            continue
        out.append((text[: max(0, room)], style))
        break
    out.append(("…", ""))
    return out if width > 0 else []


def top_pieces(facts: StatusReport, verdict: Verdict | None) -> Iterator[list[Piece]]:
    """The first header line (game, set, variant, deal, verdict), longest first. The order in which
    it shortens: narrower gaps, the verdict's short form, the standard variant left out, the verdict
    without its figures, "#" for "deal", "d12" for "double-12", the verdict's symbol alone. The deal's
    code comes first of all, where it fits beside the whole verdict, and goes first."""
    full = short = bare = symbol = ""
    if verdict is not None:
        full, short = verdict_words(verdict), verdict_words(verdict, short=True)
        bare = short.split(" · ")[0]
        symbol = bare.split(" ")[0]
    style = VERDICT_CLASS[verdict.outlook] if verdict is not None else ""
    standard = facts.variant == "standard"
    steps: list[tuple[int, str, bool, bool, bool]] = [  # gap, verdict, variant, "#", "d12"
        (2, full, True, False, False),
        (1, full, True, False, False),
        (1, short, True, False, False),
        (1, short, not standard, False, False),
        (1, bare, not standard, False, False),
        (1, bare, not standard, True, False),
        (1, bare, not standard, True, True),
        (1, symbol, not standard, True, True),
    ]
    coded = [(step, True) for step in steps[:3]] if facts.code else []
    for (gap, words, variant, hash_deal, short_set), code in [*coded, *((step, False) for step in steps)]:
        space = " " * gap
        deal = short_deal(facts.deal) if hash_deal else facts.deal
        size = set_label(facts.size, short=short_set)
        middle = (
            f"{space}{size}{space}{variant_word(facts.variant)}{space}"
            if variant
            else f"{space}{size}{space}"
        )
        pieces = [(facts.title, "title"), (middle, ""), (deal, "title")]
        if code:
            pieces.append((f"{space}{facts.code}", ""))
        if words:
            pieces += [(space, ""), (words, style)]
        yield pieces


def bottom_pieces(facts: StatusReport) -> Iterator[list[Piece]]:
    """The second header line (stock, removed, moves, time, grade, status), longest first. The order
    in which it shortens: narrower gaps, "playing" left out (the other states stay), the clock
    without its label, the grade left out, single gaps."""
    status = (result_word(facts.status, Form.BANNER), STATUS_CLASS[facts.status])
    steps = [(3, True, True, True), (2, True, True, True), (2, False, True, True), (2, False, False, True)]
    steps += [(2, False, False, False), (1, False, False, False)]
    labels = status_labels()
    for gap, playing, time_label, grade in steps:
        fields = [] if facts.stock is None else [(labels.stock, str(facts.stock))]
        fields += [
            (labels.removed, f"{facts.removed}/{facts.total}"),
            (labels.moves, str(facts.moves)),
            (labels.time if time_label else "", clock_text(facts.seconds)),
        ]
        if grade and facts.grade is not None:
            fields.append((labels.grade, grade_word(facts.grade)))
        pieces: list[Piece] = []
        for name, shown in fields:
            pieces += [(name, ""), (shown, "value"), (" " * gap, "")]
        if playing or facts.status is not Result.PLAYING:
            pieces.append(status)
        else:
            pieces.pop()  # no gap after the last field
        yield pieces


def header_lines(facts: StatusReport, verdict: Verdict | None, width: int) -> tuple[list[Piece], list[Piece]]:
    """The status bar's two lines for ``width`` columns, each shortened to fit, never wrapped."""
    return fitted(top_pieces(facts, verdict), width), fitted(bottom_pieces(facts), width)


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
    facts: reactive[StatusReport | None] = reactive(None)
    #: The solver's verdict after the deal (None: none shown).
    verdict: reactive[Verdict | None] = reactive(None)

    def width_available(self) -> int:
        width = self.content_size.width
        return width if width > 0 else self.DEFAULT_WIDTH

    def styled(self, pieces: list[Piece]) -> Text:
        line = Text(no_wrap=True, overflow="crop", end="")
        for text, style in pieces:
            name = f"status-bar--{style}" if style in ("title", "value") else style
            line.append(text, style=self.get_component_rich_style(name) if name else "")
        return line

    def render(self) -> Text:
        facts = self.facts
        if facts is None:
            return Text()
        top, bottom = header_lines(facts, self.verdict, self.width_available())
        # The joined text takes no_wrap from the separator: without it a long line would wrap.
        return Text("\n", no_wrap=True, overflow="crop", end="").join([self.styled(top), self.styled(bottom)])


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
    number of lines, not for every new notice (that is, after every move). A notice longer than
    its lines ends with how to read it whole: everything said is kept in ``said`` (the messages
    the player can open, ``tui.screens.said``).
    """

    COMPONENT_CLASSES: ClassVar[set[str]] = {"notice-line--refusal"}
    DEFAULT_CSS = """
    NoticeLine {
        height: auto;
        color: $text-muted;
        & > .notice-line--refusal { color: $text-error; text-style: bold; }
    }
    """
    #: The most notices kept for the messages.
    KEPT = 200

    notice: reactive[Notice] = reactive(Notice)

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        #: What was said, the last at the end.
        self.said: list[Notice] = []

    def say(self, text: str, *, refusal: bool = False, grown: bool = False) -> None:
        """Say ``text``; ``grown``: it is the last notice grown longer (a burst of moves), which
        it replaces in ``said``."""
        notice = Notice(text, refusal)
        if grown and self.said:
            self.said[-1] = notice
        else:
            self.said = [*self.said[-(self.KEPT - 1) :], notice]
        self.notice = notice

    def watch_notice(self, old: Notice, new: Notice) -> None:
        if self.lines_of(old) != self.lines_of(new):
            self.refresh(layout=True)  # a line more or less

    def lines_of(self, notice: Notice) -> int:
        """The lines ``notice`` takes (at most those available)."""
        width = self.content_size.width
        if width <= 0 or not self.is_mounted:
            return 1
        return min(len(Text(str(notice)).wrap(self.app.console, width)), self.lines_available())

    def lines_available(self) -> int:
        """The lines the styles give the notice (its max-height), 2 where they say nothing."""
        most = self.styles.max_height
        return int(most.value) if most is not None and most.is_cells else 2

    def render(self) -> Text:
        notice = self.notice
        style = self.get_component_rich_style("notice-line--refusal") if notice.refusal else ""
        text = Text(str(notice), style=style, overflow="ellipsis")
        width, room = self.content_size.width, self.lines_available()
        if width <= 0 or not self.is_mounted:
            return text
        lines = text.wrap(self.app.console, width)
        if len(lines) <= room:
            return text
        # Cut after a word: the last line shown ends with how to read it whole.
        tail = board_notes().notice_cut
        last = lines[room - 1]
        limit = max(0, width - cell_len(tail))
        if cell_len(last.plain) > limit:
            space = last.plain.rfind(" ", 0, limit + 1)
            last.truncate(space if space > 0 else limit, overflow="crop")
        last.rstrip()
        last.append(tail)
        # The joined text takes no_wrap from the separator: the lines are cut already.
        return Text("\n", no_wrap=True, end="").join([*lines[: room - 1], last])
