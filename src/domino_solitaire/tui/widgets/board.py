"""What every game's board shares: tiles laid out as text, a cursor, selection by key or mouse.

A board draws the position it is given; it never changes the game. It turns
the player's picks into a move (``MoveChosen``) or a note (``Notice``) and
leaves applying the move to the game screen.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import ClassVar, Generic, TypeVar

from rich.style import Style
from rich.text import Text
from textual import events
from textual.binding import Binding, BindingType
from textual.geometry import Region, Size
from textual.scroll_view import ScrollView
from textual.strip import Strip

from domino_solitaire.engine import Move, Position, Rules, SolitaireError, Tile
from domino_solitaire.tui.messages import MoveChosen, Notice
from domino_solitaire.tui.tile_art import render_empty, render_tile, tile_size

T = TypeVar("T", bound=Hashable)

#: Looks to try, largest first; the first whose layout fits the board is used.
PIPS_LOOKS: tuple[tuple[str, str], ...] = (
    ("horizontal", "pips"),
    ("vertical", "pips"),
    ("horizontal", "numerals"),
    ("vertical", "numerals"),
    ("horizontal", "compact"),
)
NUMERAL_LOOKS: tuple[tuple[str, str], ...] = PIPS_LOOKS[2:]

# Frame styles: each state also gets a label in the frame, so nothing relies on colour alone (NO_COLOR).
CURSOR = "reverse bold"
PICKED = "bold bright_yellow"
PAIRED = "bold bright_green"
PARTNER = "bold bright_cyan"
FRESH = "bold bright_magenta"
HINT = "bold bright_blue"
COVERED = "dim"
#: The label set into a hinted tile's frame (the short one where space is short).
HINT_LABEL = ("hint", "?")


@dataclass(frozen=True)
class Look:
    orientation: str
    mode: str

    @property
    def size(self) -> tuple[int, int]:
        return tile_size(self.orientation, self.mode)

    @property
    def compact(self) -> bool:
        return self.mode == "compact"


@dataclass
class Drawing(Generic[T]):
    """Lines of text and where each selectable thing sits in them."""

    width: int
    height: int
    rows: dict[int, list[tuple[int, Text]]] = field(default_factory=dict)
    hits: dict[T, Region] = field(default_factory=dict)

    def put(self, x: int, y: int, lines: Iterable[Text]) -> None:
        for dy, line in enumerate(lines):
            self.rows.setdefault(y + dy, []).append((x, line))

    def text(self, x: int, y: int, text: str | Text, style: str = "") -> None:
        self.put(x, y, [text if isinstance(text, Text) else Text(text, style=style, no_wrap=True)])

    def lines(self) -> list[Text]:
        out = []
        for y in range(self.height):
            line = Text(no_wrap=True, end="")
            at = 0
            for x, piece in sorted(self.rows.get(y, []), key=lambda item: item[0]):
                if x > at:
                    line.append(" " * (x - at))
                line.append_text(piece)
                at = max(at, x + piece.cell_len)
            out.append(line)
        return out


@lru_cache(maxsize=4096)
def tile_lines(
    tile: Tile | None,
    look: Look,
    *,
    colour: bool,
    style: str = "",
    label: str = "",
    empty_label: str = "",
) -> list[Text]:
    """One tile (or an empty outline) with a frame style and a short label set into its top edge.

    Cached, since a board redraws every tile on each cursor step: callers must not change the lines.
    """
    if tile is None:
        lines = render_empty(look.orientation, look.mode, label=empty_label)
        if style:
            for line in lines:
                line.stylize(style)
    elif look.compact:
        lines = render_tile(tile.low, tile.high, orientation=look.orientation, mode=look.mode, colour=colour)
        if style:
            # A one-line tile has almost no frame to colour: mark the whole of it.
            lines[0].stylize(style)
    else:
        lines = render_tile(
            tile.low, tile.high, orientation=look.orientation, mode=look.mode, colour=colour, style=style
        )
    if label:
        lines[0] = _overlay(lines[0], label, style or "bold", look)
    return lines


def label_room(look: Look) -> int:
    """How many characters of a label fit in a tile's top edge (before a horizontal tile's divider)."""
    width = look.size[0]
    if look.compact:
        return 1
    if look.orientation == "horizontal":
        return (width - 3) // 2 - 1
    return width - 4


def label_for(look: Look, long: str, short: str) -> str:
    """The long label when it fits in the tile's top edge, else the short one."""
    return long if len(long) <= label_room(look) else short


def _overlay(line: Text, label: str, style: str, look: Look) -> Text:
    """Set ``label`` into a tile's top edge (or over the first cell of a one-line tile)."""
    text = label[: label_room(look)]
    start = 0 if look.compact else 2
    if not text:
        return line
    before, _, after = line.divide([start, start + len(text)])
    result = Text(no_wrap=True)
    result.append_text(before)
    result.append(text, Style.parse(style))
    result.append_text(after)
    return result


class Board(ScrollView, Generic[T], can_focus=True):
    """A game's board: subclasses draw a position and say what a pick means."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up,k", "cursor(0,-1)", "Move up", show=False),
        Binding("down,j", "cursor(0,1)", "Move down", show=False),
        Binding("left,h", "cursor(-1,0)", "Move left", show=False),
        Binding("right,l", "cursor(1,0)", "Move right", show=False),
        Binding("space,enter", "pick", "Select the tile under the cursor", show=False),
        Binding("escape", "clear", "Clear the selection", show=False),
    ]

    #: How to play this game with the keys and the mouse, for the help overlay.
    HOW_TO: ClassVar[tuple[str, ...]] = ()
    #: Mouse actions of this game beyond a click, for the help overlay.
    MOUSE: ClassVar[tuple[tuple[str, str], ...]] = ()

    def __init__(
        self, rules: Rules, position: Position, *, numerals: bool = False, colour: bool = True
    ) -> None:
        super().__init__()
        self.rules = rules
        self.position = position
        self.numerals = numerals
        self.colour = colour
        self.cursor: T | None = None
        #: The targets of the move the hint key suggests (cleared when a new position is shown).
        self.hinted: tuple[T, ...] = ()
        self.look = Look("horizontal", "numerals")
        self._drawing: Drawing[T] = Drawing(0, 0)
        self._lines: list[Text] = []
        self._left = 0
        self._binding_state: Hashable = None

    # -- what subclasses provide ---------------------------------------------------------------

    def measure(self, look: Look, width: int) -> tuple[int, int]:
        """(width, height) the whole position needs with tiles of ``look``, given ``width`` columns."""
        raise NotImplementedError

    def draw(self, look: Look, width: int) -> Drawing[T]:
        """The position drawn with tiles of ``look`` in ``width`` columns."""
        raise NotImplementedError

    def pick(self, target: T, *, alternate: bool = False) -> None:
        """The player selected ``target`` (``alternate``: right click, or the board's second key)."""
        raise NotImplementedError

    def clear_selection(self) -> bool:
        """Forget a half-made move; False when there was none."""
        return False

    def changed(self, before: Position | None) -> str:
        """A new position arrived; mark what the move changed and say it in a few words.

        ``before`` is the position the move was made from, None after undo, restart or a new deal.
        """
        return ""

    def why_unavailable(self, action: str) -> str | None:
        """Why one of this board's keys is greyed out now (None: it is available)."""
        return None

    def hint_targets(self, move: Move) -> tuple[T, ...]:
        """What to highlight for ``move``, the target to select first leading."""
        return ()

    # -- the state it is given ----------------------------------------------------------------------

    def show(self, position: Position, *, before: Position | None = None) -> str:
        """Draw ``position``; returns a short description of what changed."""
        self.position = position
        self.hinted = ()
        self.clear_selection()
        summary = self.changed(before)
        self.redraw()
        return summary

    def mark_hint(self, move: Move | None) -> None:
        """Highlight ``move`` (None: nothing), with the cursor on the target to select first."""
        self.hinted = () if move is None else self.hint_targets(move)
        if self.hinted:
            # A half-made selection would mix with the hinted move: start it afresh.
            self.clear_selection()
            self.cursor = self.hinted[0]
            self.redraw()
            self.call_after_refresh(self.scroll_to_cursor)
        else:
            self.redraw()

    def set_numerals(self, numerals: bool) -> None:
        self.numerals = numerals
        self.redraw()

    # -- layout and rendering -----------------------------------------------------------------------

    def looks(self) -> tuple[Look, ...]:
        return tuple(Look(o, m) for o, m in (NUMERAL_LOOKS if self.numerals else PIPS_LOOKS))

    def choose_look(self, width: int, height: int) -> Look:
        looks = self.looks()
        for look in looks:
            need_w, need_h = self.measure(look, width)
            if need_w <= width and need_h <= height:
                return look
        return looks[-1]

    def redraw(self) -> None:
        if not self.is_mounted:
            return
        region = self.region.shrink(self.styles.gutter)
        width, height = region.width, region.height
        if width <= 0 or height <= 0:
            return
        self.look = self.choose_look(width, height)
        drawing = self.draw(self.look, width)
        if drawing.height > height:
            # A scrollbar will take a column.
            drawing = self.draw(self.look, width - 1)
            width -= 1
        self._drawing = drawing
        self._left = max(0, (width - drawing.width) // 2)
        self._lines = drawing.lines()
        if self.cursor is None or self.cursor not in drawing.hits:
            self.cursor = self.fallback_cursor(drawing)
        self.virtual_size = Size(width, drawing.height)
        self.refresh()
        self.sync_bindings()

    def fallback_cursor(self, drawing: Drawing[T]) -> T | None:
        """Where the cursor goes when its target is gone: the first target."""
        return next(iter(drawing.hits), None)

    def binding_state(self) -> Hashable:
        """What decides whether this board's own keys are available; None when they always are."""
        return None

    def sync_bindings(self) -> None:
        # Refreshing the footer rebuilds it, so only do it when availability really changed.
        state = self.binding_state()
        if state != self._binding_state:
            self._binding_state = state
            self.refresh_bindings()

    def on_resize(self, event: events.Resize) -> None:
        self.redraw()
        self.call_after_refresh(self.scroll_to_cursor)

    def on_mount(self) -> None:
        self.call_after_refresh(self.redraw)

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        width = self.size.width
        style = self.rich_style
        index = scroll_y + y
        if index >= len(self._lines):
            return Strip.blank(width, style)
        line = Text(" " * self._left, no_wrap=True, end="")
        line.append_text(self._lines[index])
        strip = Strip(line.render(self.app.console), line.cell_len)
        return strip.crop_extend(scroll_x, scroll_x + width, style).apply_style(style)

    def hit_region(self, target: T) -> Region | None:
        region = self._drawing.hits.get(target)
        return None if region is None else region.translate((self._left, 0))

    def scroll_to_cursor(self) -> None:
        if self.cursor is not None:
            region = self.hit_region(self.cursor)
            if region is not None:
                self.scroll_to_region(region, animate=False, immediate=True)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Keys queued before a dialog opened must not act on the board behind it.
        return self.screen.is_active

    # -- cursor and selection -----------------------------------------------------------------------

    def targets(self) -> list[T]:
        return list(self._drawing.hits)

    def set_cursor(self, target: T | None) -> None:
        if target != self.cursor:
            self.cursor = target
            self.redraw()
            self.scroll_to_cursor()

    def step(self, dx: int, dy: int) -> T | None:
        """The target in direction (dx, dy) from the cursor: nearest along it, with a penalty for drift."""
        current = self.hit_region(self.cursor) if self.cursor is not None else None
        if current is None:
            return self.cursor
        cx, cy = current.center
        best: tuple[float, T] | None = None
        for target, region in self._drawing.hits.items():
            x, y = region.translate((self._left, 0)).center
            along = (x - cx) * dx + (y - cy) * dy
            across = abs((x - cx) * dy) + abs((y - cy) * dx)
            if along <= 0:
                continue
            score = along + 3 * across
            if best is None or score < best[0]:
                best = (score, target)
        return self.cursor if best is None else best[1]

    def action_cursor(self, dx: int, dy: int) -> None:
        self.set_cursor(self.step(dx, dy))

    def action_pick(self) -> None:
        if self.cursor is not None:
            self.pick(self.cursor)

    def action_clear(self) -> None:
        if self.clear_selection():
            self.redraw()
            self.post_message(Notice("Selection cleared."))

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        x, y = offset.x + self.scroll_offset.x, offset.y + self.scroll_offset.y
        for target, region in self._drawing.hits.items():
            if region.translate((self._left, 0)).contains(x, y):
                self.set_cursor(target)
                self.pick(target, alternate=event.button == 3 or event.ctrl)
                return

    # -- helpers for subclasses ---------------------------------------------------------------------

    def choose(self, move: Move) -> None:
        self.post_message(MoveChosen(move))

    def refuse(self, text: str) -> None:
        self.post_message(Notice(text, refusal=True))

    def note(self, text: str) -> None:
        self.post_message(Notice(text))

    def parse(self, text: str, then: Callable[[Move], None]) -> None:
        """Read a move in the game's notation; the engine's objection becomes a refusal."""
        try:
            move = self.rules.parse_move(text)
        except SolitaireError as exc:
            self.refuse(str(exc))
            return
        then(move)
