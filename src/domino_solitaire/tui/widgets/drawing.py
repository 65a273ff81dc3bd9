"""A board's drawing: tiles as styled lines of text at the places a layout chose.

The widget turns these lines into strips. Where things go is the layout model's (tui/layout); here
is only how they look.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Generic, TypeVar

from rich.style import Style
from rich.text import Span, Text
from textual.color import Color, ColorParseError

from domino_solitaire.engine import Tile
from domino_solitaire.tui.layout import Placement, Rect, TileDrawing
from domino_solitaire.tui.theme import DIMMED_VARIABLE, pip_variable
from domino_solitaire.tui.tile_art import MAX_VALUE, PLAIN, Palette, render_empty, render_tile

T = TypeVar("T", bound=Hashable)

#: Frame states a tile can be in, each a component class "board--<state>" styled in board.tcss.
STATES = ("cursor", "picked", "paired", "partner", "fresh", "hint", "covered", "exposed")
#: Other parts of a board with their own component class.
PARTS = ("mark", "heading", "number", "empty")


@dataclass(frozen=True)
class BoardStyles:
    """The styles a board draws with, read from its component classes (hashable, for the tile cache).

    ``ascii``: tiles and marks in ASCII only (a terminal without UTF-8).
    """

    palette: Palette
    states: tuple[tuple[str, Style], ...]
    parts: tuple[tuple[str, Style], ...]
    ascii: bool = False

    def state(self, name: str) -> Style:
        return dict(self.states).get(name, Style.null())

    def part(self, name: str) -> Style:
        return dict(self.parts).get(name, Style.null())


#: Before the board is styled (and in tests of the pure parts): bold values, reverse cursor.
PLAIN_STYLES = BoardStyles(
    PLAIN,
    (("cursor", Style(reverse=True, bold=True)), ("covered", Style(dim=True)), ("exposed", Style(bold=True))),
    (("mark", Style(bold=True)), ("heading", Style(bold=True)), ("number", Style(dim=True))),
)


def board_styles_of(
    style: Callable[[str], Style], variables: Mapping[str, str], *, ascii: bool = False
) -> BoardStyles:
    """The board_styles of a board whose component classes have ``style`` (by name without "board--"), the
    pips in the colours of the theme's ``variables`` (none: in the text colour)."""
    pip = style("pip")

    def ink(value: int) -> Style:
        colour = variables.get(pip_variable(value))
        if colour is None:
            return pip  # in the text colour
        try:
            return pip + Style(color=Color.parse(colour).rich_color)
        except ColorParseError:  # a theme's own value that is no colour
            return pip

    # A theme's $board-dimmed: what is dimmed (a covered tile, a position, an empty cell) in that
    # colour, not the terminal's faint, whose contrast no one can know (the accessible themes).
    dimmed = variables.get(DIMMED_VARIABLE)

    def look(name: str) -> Style:
        found = style(name)
        if dimmed is None or not found.dim:
            return found
        try:
            return found + Style(dim=False, color=Color.parse(dimmed).rich_color)
        except ColorParseError:
            return found

    return BoardStyles(
        Palette(tuple(ink(value) for value in range(MAX_VALUE + 1)), look("empty")),
        tuple((name, look(name)) for name in STATES),
        tuple((name, look(name)) for name in PARTS),
        ascii=ascii,
    )


@dataclass
class Drawing(Generic[T]):
    """Lines of text, and the placement they were drawn from (``hits``: the cursor's targets, in
    cursor order; ``notes``: places that only explain themselves when clicked)."""

    placement: Placement[T]
    rows: dict[int, list[tuple[int, Text]]] = field(default_factory=dict)

    @property
    def width(self) -> int:
        return self.placement.width

    @property
    def height(self) -> int:
        return self.placement.height

    @property
    def hits(self) -> dict[T, Rect]:
        return self.placement.hits

    @property
    def notes(self) -> list[tuple[Rect, Hashable]]:
        return self.placement.notes

    def put(self, x: int, y: int, lines: Iterable[Text]) -> None:
        for dy, line in enumerate(lines):
            self.rows.setdefault(y + dy, []).append((x, line))

    def text(self, x: int, y: int, text: str | Text, style: Style | str = "") -> None:
        self.put(x, y, [text if isinstance(text, Text) else Text(text, style=style, no_wrap=True, end="")])

    def lines(self) -> list[Text]:
        """The drawing's lines; where pieces overlap (a tile sliding over others), the later one shows."""
        return [_joined(self.rows.get(y, ())) for y in range(self.height)]


def _joined(pieces: Sequence[tuple[int, Text]]) -> Text:
    """One line of pieces at their columns, put together in one go (a board redraws on every key).

    Board text is one cell per character, so character offsets are cell offsets.
    """
    chars: list[str] = []
    spans: list[Span] = []
    end = 0
    for x, piece in pieces:
        if x < end:
            return _overlaid(pieces)  # from the first piece again: a sequence, not an iterator
        if x > end:
            chars.append(" " * (x - end))
        plain = piece.plain
        if piece.style:
            spans.append(Span(x, x + len(plain), piece.style))
        spans.extend(Span(start + x, stop + x, style) for start, stop, style in piece.spans)
        chars.append(plain)
        end = x + len(plain)
    return Text("".join(chars), no_wrap=True, end="", spans=spans)


def _overlaid(pieces: Sequence[tuple[int, Text]]) -> Text:
    """One line of pieces where some overlap (a tile sliding over others): the later one shows."""
    line = Text(no_wrap=True, end="")
    for x, piece in pieces:
        if x >= line.cell_len:
            line.append(" " * (x - line.cell_len))
            line.append_text(piece)
            continue
        merged = line[:x]
        merged.append_text(piece)
        merged.append_text(line[x + piece.cell_len :])
        line = merged
    return line


@lru_cache(maxsize=4096)
def tile_lines(
    tile: Tile | None,
    look: TileDrawing,
    board_styles: BoardStyles = PLAIN_STYLES,
    *,
    state: str = "",
    cursor: bool = False,
    label: str = "",
    empty_label: str = "",
) -> list[Text]:
    """One tile (or an empty outline) in ``state``, maybe under the cursor, a label set into its top edge.

    The cursor's tile has a heavy frame, so it shows without colour too.
    Cached, since a board redraws every tile on each cursor step: callers must not change the lines.
    """
    frame = board_styles.state(state) if state else Style.null()
    if cursor:
        frame += board_styles.state("cursor")
    if tile is None:
        lines = render_empty(
            look.orientation,
            look.mode,
            label=empty_label,
            palette=board_styles.palette,
            frame=frame,
            heavy=cursor,
            ascii=board_styles.ascii,
        )
    else:
        lines = render_tile(
            tile.low,
            tile.high,
            orientation=look.orientation,
            mode=look.mode,
            palette=board_styles.palette,
            frame=frame,
            heavy=cursor,
            ascii=board_styles.ascii,
        )
        if look.compact and (cursor or state == "covered"):
            # A one-line tile has almost no frame: mark the whole of it.
            lines[0].stylize(frame)
    if label:
        lines[0] = _overlay(lines[0], label, frame + Style(bold=True), look)
    return lines


def label_room(look: TileDrawing) -> int:
    """How many characters of a label fit in a tile's top edge (before a horizontal tile's divider)."""
    width = look.size[0]
    if look.compact:
        return 1
    if look.orientation == "horizontal":
        return (width - 3) // 2 - 1
    return width - 4


def label_for(look: TileDrawing, long: str, short: str) -> str:
    """The long label when it fits in the tile's top edge, else the short one."""
    return long if len(long) <= label_room(look) else short


def _overlay(line: Text, label: str, style: Style, look: TileDrawing) -> Text:
    """Set ``label`` into a tile's top edge (or over the first cell of a one-line tile)."""
    text = label[: label_room(look)]
    start = 0 if look.compact else 2
    if not text:
        return line
    before, _, after = line.divide([start, start + len(text)])
    result = Text(no_wrap=True, end="")
    result.append_text(before)
    result.append(text, style)
    result.append_text(after)
    return result


def line_key(text: Text) -> tuple[Hashable, ...]:
    """What a drawn line shows, hashable: its characters, base style and styled spans (Text's own
    equality leaves out the base style)."""
    return (text.plain, text.style, *text.spans)  # spans and their Styles are hashable
