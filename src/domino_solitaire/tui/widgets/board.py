"""What every game's board shares: tiles laid out as text, a cursor, selection by key or mouse.

A board draws the position it is given; it never changes the game. It turns
the player's picks into a move (``MoveChosen``) or a note (``Notice``) and
leaves applying the move to the game screen. What it draws follows its
reactives (position, cursor, hint, style preference, and each game's
selection); its colours come from its component classes, styled in
board.tcss with theme variables, and from the theme's pip variables
($pip-1 ... $pip-18), so the app's theme restyles the tiles.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, ClassVar, Generic, Literal, TypeVar

from rich.style import Style
from rich.text import Span, Text
from textual import events
from textual.binding import Binding, BindingType
from textual.cache import LRUCache
from textual.color import Color, ColorParseError
from textual.geometry import Region, Size
from textual.reactive import reactive
from textual.scroll_view import ScrollView
from textual.strip import Strip

from domino_solitaire.engine import Move, Position, Rules, SolitaireError, Tile
from domino_solitaire.tui.messages import MoveChosen, Notice
from domino_solitaire.tui.theme import pip_variable
from domino_solitaire.tui.tile_art import (
    MAX_VALUE,
    PLAIN,
    Palette,
    render_empty,
    render_tile,
    tile_size,
)

T = TypeVar("T", bound=Hashable)

#: The player's choice of tile style: None leaves it to the set (numbers from double-10 up).
StylePreference = Literal["pips", "numbers"] | None

#: From this set up the tiles open in numbers: 10 to 18 pips are hard to count at a glance.
NUMBERS_FROM_SET = 10

#: How long close-up and refill take to slide into place, in seconds.
SLIDE_SECONDS = 0.3

#: The label set into a hinted tile's frame (the short one where space is short).
HINT_LABEL = ("hint", "?")
#: What the cursor looks like, for the help screen's list of marks.
CURSOR_MARK = ("┏━┓ heavy frame", "the cursor (enter or space selects the tile under it)")
#: What a tile that is not in play looks like: a dashed outline.
EMPTY_MARK = ("╭╌╮ dashed outline", "an empty cell")

#: Frame states a tile can be in, each a component class "board--<state>" styled in board.tcss.
STATES = ("cursor", "picked", "paired", "partner", "fresh", "hint", "covered", "exposed")
#: Other parts of a board with their own component class.
PARTS = ("mark", "heading", "number", "empty")


@dataclass(frozen=True)
class Look:
    """How the tiles are drawn: orientation and mode (see tile_art), and whether gaps are squeezed."""

    orientation: str
    mode: str
    tight: bool = False

    @property
    def size(self) -> tuple[int, int]:
        return tile_size(self.orientation, self.mode)

    @property
    def compact(self) -> bool:
        return self.mode == "compact"

    @property
    def numbers(self) -> bool:
        return "pips" not in self.mode


#: Looks to try, largest first: the first whose layout fits the board is used.
PIPS_LOOKS: tuple[Look, ...] = (
    Look("horizontal", "large-pips"),
    Look("vertical", "large-pips"),
    Look("horizontal", "pips"),
    Look("vertical", "pips"),
)
NUMBER_LOOKS: tuple[Look, ...] = (
    Look("horizontal", "large-numerals"),
    Look("vertical", "large-numerals"),
    Look("horizontal", "numerals"),
    Look("vertical", "numerals"),
    Look("horizontal", "compact"),
)


@dataclass(frozen=True)
class Kit:
    """The styles a board draws with, read from its component classes (hashable, for the tile cache)."""

    palette: Palette
    states: tuple[tuple[str, Style], ...]
    parts: tuple[tuple[str, Style], ...]

    def state(self, name: str) -> Style:
        return dict(self.states).get(name, Style.null())

    def part(self, name: str) -> Style:
        return dict(self.parts).get(name, Style.null())


#: Before the board is styled (and in tests of the pure parts): bold values, reverse cursor.
PLAIN_KIT = Kit(
    PLAIN,
    (("cursor", Style(reverse=True, bold=True)), ("covered", Style(dim=True)), ("exposed", Style(bold=True))),
    (("mark", Style(bold=True)), ("heading", Style(bold=True)), ("number", Style(dim=True))),
)


@dataclass
class Drawing(Generic[T]):
    """Lines of text and where each selectable thing sits in them.

    ``hits`` are the cursor's targets, in cursor order; ``notes`` are places that only
    explain themselves when clicked (a covered tile, an empty slot).
    """

    width: int
    height: int
    rows: dict[int, list[tuple[int, Text]]] = field(default_factory=dict)
    hits: dict[T, Region] = field(default_factory=dict)
    notes: list[tuple[Region, str]] = field(default_factory=list)

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
    look: Look,
    kit: Kit = PLAIN_KIT,
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
    frame = kit.state(state) if state else Style.null()
    if cursor:
        frame += kit.state("cursor")
    if tile is None:
        lines = render_empty(
            look.orientation, look.mode, label=empty_label, palette=kit.palette, frame=frame, heavy=cursor
        )
    else:
        lines = render_tile(
            tile.low,
            tile.high,
            orientation=look.orientation,
            mode=look.mode,
            palette=kit.palette,
            frame=frame,
            heavy=cursor,
        )
        if look.compact and (cursor or state == "covered"):
            # A one-line tile has almost no frame: mark the whole of it.
            lines[0].stylize(frame)
    if label:
        lines[0] = _overlay(lines[0], label, frame + Style(bold=True), look)
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


def _overlay(line: Text, label: str, style: Style, look: Look) -> Text:
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


def set_size_of(position: Position) -> int:
    """The set a position is dealt from: its highest number (every tile is somewhere in it)."""
    tiles = (*position.on_table(), *position.stock, *position.discarded)
    return max((tile.high for tile in tiles), default=0)


#: Lines a board keeps as segments: a screenful of several looks.
STRIP_CACHE = 256


def line_key(text: Text) -> tuple[Hashable, ...]:
    """What a drawn line shows, hashable: its characters, base style and styled spans (Text's own
    equality leaves out the base style)."""
    return (text.plain, text.style, *text.spans)  # spans and their Styles are hashable


class Board(ScrollView, Generic[T], can_focus=True):
    """A game's board: subclasses draw a position and say what a pick means."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        *(f"board--{name}" for name in (*STATES, *PARTS)),
        "board--pip",
    }

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up,k", "cursor(0,-1)", "Move up", show=False),
        Binding("down,j", "cursor(0,1)", "Move down", show=False),
        Binding("left,h", "cursor(-1,0)", "Move left", show=False),
        Binding("right,l", "cursor(1,0)", "Move right", show=False),
        Binding("space,enter", "pick", "Select the tile under the cursor", show=False),
        Binding("escape", "clear", "Clear the selection and the hint", show=False),
        Binding("tab", "next_target(1)", "Next tile that can be played", show=False),
        Binding("shift+tab", "next_target(-1)", "Previous tile that can be played", show=False),
    ]

    #: How to play this game with the keys and the mouse, for the help overlay.
    HOW_TO: ClassVar[tuple[str, ...]] = ()
    #: Mouse actions of this game beyond a click, for the help overlay.
    MOUSE: ClassVar[tuple[tuple[str, str], ...]] = ()
    #: Every mark this board draws, with its meaning in a few words, for the help overlay.
    MARKS: ClassVar[tuple[tuple[str, str], ...]] = (CURSOR_MARK, (f"{HINT_LABEL[0]}", "the hint's move"))

    # Each reactive's watcher redraws, and repaints only the lines that changed (repaint=False:
    # Textual would otherwise repaint the whole board on every cursor step).
    #: The position drawn (always redrawn when set, even to an equal position).
    position: reactive[Position] = reactive(None, always_update=True, init=False, repaint=False)  # type: ignore[arg-type]
    #: The target under the cursor.
    cursor: reactive[Any] = reactive(None, init=False, repaint=False)
    #: The targets of the move the hint key suggests (cleared when a new position is shown).
    hinted: reactive[tuple[Any, ...]] = reactive((), init=False, repaint=False)
    #: The player's choice of pips or numbers (None: by the set).
    style_preference: reactive[StylePreference] = reactive(None, init=False, repaint=False)
    #: How far close-up and refill have slid into place, 0 to 1 (1: still).
    progress: reactive[float] = reactive(1.0, init=False, repaint=False)

    def __init__(
        self,
        rules: Rules,
        position: Position,
        *,
        numerals: bool = False,
        colour: bool = True,
        style: StylePreference = None,
        interactive: bool = True,
    ) -> None:
        super().__init__()
        self.rules = rules
        self.colour = colour
        #: False in the replay viewer: the board only shows (no cursor, no picks, no clicks, no focus).
        self.interactive = interactive
        self.can_focus = interactive
        self.set_reactive(Board.position, position)
        self.set_reactive(Board.style_preference, "numbers" if numerals else style)
        self.set_size = set_size_of(position)
        self.look = Look("horizontal", "numerals")
        self._kit: Kit | None = None
        self._drawing: Drawing[T] = Drawing(0, 0)
        self._lines: list[Text] = []
        #: What each line of ``_lines`` shows (line_key), to repaint only the lines that change.
        self._line_keys: list[Hashable] = []
        self._left = 0
        self._binding_state: Hashable = None
        #: Lines already turned into segments, by what they show: a cursor step changes a few lines,
        #: and Textual asks for every line again after it (and after a hover, a dialog, a scroll).
        self._strips: LRUCache[Hashable, Strip] = LRUCache(STRIP_CACHE)

    # -- what subclasses provide ---------------------------------------------------------------

    def measure(self, look: Look, width: int) -> tuple[int, int]:
        """(width, height) the position needs with tiles of ``look``, given ``width`` columns."""
        raise NotImplementedError

    def draw(self, look: Look, width: int) -> Drawing[T]:
        """The position drawn with tiles of ``look`` in ``width`` columns."""
        raise NotImplementedError

    def pick(self, target: T, *, alternate: bool = False) -> None:
        """The player selected ``target`` (``alternate``: right click, or the board's second key)."""
        raise NotImplementedError

    def playable(self) -> set[T]:
        """Targets that take part in a legal move (the engine's), for tab to jump between."""
        return set()

    def clear_selection(self) -> bool:
        """Forget a half-made move; False when there was none."""
        return False

    def changed(self, before: Position | None) -> str:
        """A new position arrived; note what the move changed and say it in a few words.

        ``before`` is the position the move was made from, None after undo, restart or a new deal.
        """
        return ""

    def why_unavailable(self, action: str) -> str | None:
        """Why one of this board's keys is greyed out now (None: it is available)."""
        return None

    def in_sight(self) -> list[T]:
        """Targets to scroll into view after a move (the cursor is kept in view after them)."""
        return []

    def hint_targets(self, move: Move) -> tuple[T, ...]:
        """What to highlight for ``move``, the target to select first leading."""
        return ()

    def plan(self, move: Move) -> list[tuple[T | None, str]]:
        """How a player makes ``move`` here: (target, action) in order, the action one of this
        board's ("pick", or a key's action such as "triple" or "end_turn", with no target)."""
        raise NotImplementedError

    def neighbour(self, cursor: T, dx: int, dy: int) -> T:
        """Where a cursor key in direction (dx, dy) takes the cursor from ``cursor``."""
        return self.step_from(cursor, dx, dy)

    # -- the state it is given ----------------------------------------------------------------------

    def show(self, position: Position, *, before: Position | None = None, new_deal: bool = False) -> str:
        """Draw ``position``; returns a short description of what changed.

        ``new_deal``: a different deal, so the cursor goes back to the first tile.
        """
        self.finish_animation()
        self.set_reactive(Board.position, position)
        self.set_reactive(Board.hinted, ())
        if new_deal:
            self.set_reactive(Board.cursor, None)
            self.set_size = set_size_of(position)
        self.clear_selection()
        summary = self.changed(before)
        slide = self.moving() and self.is_mounted and self.app.animation_level != "none"
        self.set_reactive(Board.progress, 0.0 if slide else 1.0)
        self.redraw()
        self.call_after_refresh(self.bring_into_sight)
        if slide:
            self.animate("progress", 1.0, duration=SLIDE_SECONDS, easing="out_cubic", level="basic")
        return summary

    def mark_hint(self, move: Move | None) -> None:
        """Highlight ``move`` (None: nothing), with the cursor on the target to select first."""
        hinted = () if move is None else self.hint_targets(move)
        if hinted:
            # A half-made selection would mix with the hinted move: start it afresh.
            self.clear_selection()
            self.set_reactive(Board.cursor, hinted[0])
        self.hinted = hinted

    @property
    def shows_numbers(self) -> bool:
        """Whether the tiles are drawn with numbers: the player's choice, else the set's default."""
        if self.style_preference is None:
            return self.set_size >= NUMBERS_FROM_SET
        return self.style_preference == "numbers"

    def set_style(self, preference: StylePreference) -> None:
        self.style_preference = preference

    def toggle_style(self) -> StylePreference:
        """Switch between pips and numbers (the p key); returns the new preference."""
        self.style_preference = "pips" if self.shows_numbers else "numbers"
        return self.style_preference

    # -- reactives ------------------------------------------------------------------------------------

    def watch_position(self) -> None:
        self.redraw()

    def watch_hinted(self) -> None:
        self.redraw()
        self.call_after_refresh(self.scroll_to_cursor)

    def watch_style_preference(self) -> None:
        self.redraw()
        self.call_after_refresh(self.scroll_to_cursor)

    def watch_cursor(self) -> None:
        self.redraw()
        self.scroll_to_cursor()

    def watch_progress(self) -> None:
        self.redraw()

    def selection_changed(self) -> None:
        """Watcher for a subclass's selection reactives."""
        self.redraw()

    # -- styles -------------------------------------------------------------------------------------

    @property
    def kit(self) -> Kit:
        if self._kit is None:
            self._kit = self.read_kit()
        return self._kit

    def read_kit(self) -> Kit:
        """The styles of the component classes, and the pips in their colours (the theme's variables),
        without colour when the board has none (NO_COLOR)."""

        def style(name: str) -> Style:
            found = self.get_component_rich_style(f"board--{name}", partial=True)
            return found if self.colour else found.without_color

        pip = style("pip")
        variables = self.app.theme_variables

        def ink(value: int) -> Style:
            colour = variables.get(pip_variable(value))
            if colour is None or not self.colour:
                return pip  # in the text colour
            try:
                return pip + Style(color=Color.parse(colour).rich_color)
            except ColorParseError:  # a theme's own value that is no colour
                return pip

        return Kit(
            Palette(tuple(ink(value) for value in range(MAX_VALUE + 1)), style("empty")),
            tuple((name, style(name)) for name in STATES),
            tuple((name, style(name)) for name in PARTS),
        )

    def notify_style_update(self) -> None:
        # The theme (or any CSS) changed: the tiles are drawn again in the new styles.
        super().notify_style_update()
        if self.is_mounted:
            self.call_next(self.restyle)

    def restyle(self) -> None:
        kit = self.read_kit()
        if kit != self._kit:
            self._kit = kit
            self.redraw()

    # -- layout and rendering -----------------------------------------------------------------------

    def looks(self) -> tuple[Look, ...]:
        looks = NUMBER_LOOKS if self.shows_numbers else PIPS_LOOKS
        # Each look first with its usual gaps, then squeezed, before a smaller look is tried.
        return tuple(variant for look in looks for variant in (look, Look(look.orientation, look.mode, True)))

    def room(self) -> tuple[int, int]:
        """The width and height the look is chosen for.

        The height is what the board has when every neighbour of auto height is at its
        largest (a notice of two lines, not one), so a longer message never changes the look.
        """
        region = self.region.shrink(self.styles.gutter)
        height = region.height
        parent = self.parent
        if parent is not None:
            for sibling in parent.children:
                styles = sibling.styles
                most = styles.max_height
                if sibling is self or not sibling.display or most is None or not most.is_cells:
                    continue
                if styles.height is not None and styles.height.is_auto:
                    height -= max(0, int(most.value) - sibling.outer_size.height)
        return region.width, height

    def choose_look(self, width: int, height: int) -> Look:
        """The largest look of the chosen style that fits; else the one that scrolls least."""
        looks = self.looks()
        needs = {look: self.measure(look, width) for look in looks}
        for look in looks:
            need_w, need_h = needs[look]
            if need_w <= width and need_h <= height:
                return look
        narrow = [look for look in looks if needs[look][0] <= width]
        if not narrow:
            return looks[-1]
        return min(narrow, key=lambda look: needs[look][1])

    def redraw(self) -> None:
        if not self.is_mounted:
            return
        region = self.region.shrink(self.styles.gutter)
        width, height = region.width, region.height
        if width <= 0 or height <= 0:
            return
        before = (self.size, self.virtual_size, self._left, self._line_keys)
        self.look = self.choose_look(*self.room())
        drawing = self.draw(self.look, width)
        if drawing.height > height:
            # A scrollbar will take a column.
            drawing = self.draw(self.look, width - 1)
            width -= 1
        self._drawing = drawing
        self._left = max(0, (width - drawing.width) // 2)
        self._lines = drawing.lines()
        if self.cursor is None or self.cursor not in drawing.hits:
            self.set_reactive(Board.cursor, self.fallback_cursor(drawing))
            if self.cursor is not None:
                # The cursor's frame is drawn with the tile: draw again with it in place.
                drawing = self.draw(self.look, width)
                self._drawing = drawing
                self._lines = drawing.lines()
        self.repaint(before, Size(width, drawing.height))
        self.sync_bindings()

    def repaint(self, before: tuple[Size, Size, int, list[Hashable]], virtual_size: Size) -> None:
        """Repaint what the new lines changed: a cursor step changes a few lines of a screenful, and a
        terminal (or a browser tab, over the network) is sent only those."""
        size, was_virtual, was_left, was_lines = before
        self.virtual_size = virtual_size
        lines = self._line_keys = [line_key(line) for line in self._lines]
        if (size, was_virtual, was_left, len(was_lines)) != (self.size, virtual_size, self._left, len(lines)):
            self.refresh()
            return
        y = 0
        while y < len(lines):
            if lines[y] == was_lines[y]:
                y += 1
                continue
            end = y + 1
            while end < len(lines) and lines[end] != was_lines[end]:
                end += 1
            self.refresh_lines(y, end - y)
            y = end

    def fallback_cursor(self, drawing: Drawing[T]) -> T | None:
        """Where the cursor goes when its target is gone: the first one (none on a board that only shows)."""
        return next(iter(drawing.hits), None) if self.interactive else None

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
        strip = self.strip(index)
        return strip.crop_extend(scroll_x, scroll_x + width, style).apply_style(style)

    def strip(self, index: int) -> Strip:
        """Line ``index`` as segments, after the margin that centres the drawing."""
        text = self._lines[index]
        key = (self._left, self._line_keys[index])
        strip = self._strips.get(key)
        if strip is None:
            line = Text(" " * self._left, no_wrap=True, end="")
            line.append_text(text)
            strip = Strip(line.render(self.app.console), line.cell_len)
            self._strips[key] = strip
        return strip

    def hit_region(self, target: T) -> Region | None:
        region = self._drawing.hits.get(target)
        return None if region is None else region.translate((self._left, 0))

    def scroll_to_target(self, target: T | None) -> None:
        region = None if target is None else self.hit_region(target)
        if region is not None:
            self.scroll_to_region(region, animate=False, immediate=True)

    def scroll_to_cursor(self) -> None:
        self.scroll_to_target(self.cursor)

    def bring_into_sight(self) -> None:
        """After a move: what it changed into view, then the cursor (which wins if not all fit)."""
        for target in self.in_sight():
            self.scroll_to_target(target)
        self.scroll_to_cursor()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Keys queued before a dialog opened must not act on the board behind it.
        return self.screen.is_active

    # -- close-up and refill, slid into place ---------------------------------------------------------

    def moving(self) -> bool:
        """Whether the last change has tiles to slide into place."""
        return False

    @property
    def sliding(self) -> bool:
        return self.progress < 1.0

    def finish_animation(self) -> None:
        if self.sliding:
            self.app.animator.force_stop_animation(self, "progress")
            self.progress = 1.0

    def on_key(self, event: events.Key) -> None:
        # Any key shows the final state at once (and still does what it does).
        self.finish_animation()

    # -- cursor and selection -----------------------------------------------------------------------

    def targets(self) -> list[T]:
        return list(self._drawing.hits)

    def set_cursor(self, target: T | None) -> None:
        self.cursor = target

    def step_from(self, cursor: T, dx: int, dy: int) -> T:
        """The target in direction (dx, dy) from the cursor: nearest along it, with a penalty for drift."""
        current = self.hit_region(cursor)
        if current is None:
            return cursor
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
        return cursor if best is None else best[1]

    def action_cursor(self, dx: int, dy: int) -> None:
        if self.cursor is not None:
            self.set_cursor(self.neighbour(self.cursor, dx, dy))

    def action_pick(self) -> None:
        if self.cursor is not None and self.interactive:
            self.pick(self.cursor)

    def action_clear(self) -> None:
        had_hint = bool(self.hinted)
        self.hinted = ()
        if self.clear_selection():
            self.redraw()
            self.note("Selection cleared.")
        elif had_hint:
            self.note("Hint cleared.")

    def action_next_target(self, direction: int) -> None:
        """Move the cursor to the next (or previous) tile that takes part in a legal move."""
        playable = self.playable()
        order = [target for target in self.targets() if target in playable]
        if not order:
            self.refuse("No tile can be played here.")
            return
        if self.cursor in order:
            index = (order.index(self.cursor) + direction) % len(order)
        else:
            # From elsewhere: the first playable target after the cursor, in cursor order.
            targets = self.targets()
            at = targets.index(self.cursor) if self.cursor in targets else -1
            ahead = [t for t in order if (targets.index(t) - at) * direction > 0]
            index = order.index(ahead[0 if direction > 0 else -1]) if ahead else (0 if direction > 0 else -1)
        self.set_cursor(order[index])

    def on_click(self, event: events.Click) -> None:
        self.finish_animation()
        if not self.interactive:
            return
        offset = event.get_content_offset(self)
        if offset is None:
            return
        x, y = offset.x + self.scroll_offset.x, offset.y + self.scroll_offset.y
        for target, region in self._drawing.hits.items():
            if region.translate((self._left, 0)).contains(x, y):
                self.set_cursor(target)
                self.pick(target, alternate=event.button == 3 or event.ctrl)
                return
        for region, text in self._drawing.notes:
            if region.translate((self._left, 0)).contains(x, y):
                self.refuse(text)
                return

    # -- helpers for subclasses ---------------------------------------------------------------------

    def tile(
        self,
        tile: Tile | None,
        look: Look,
        *,
        state: str = "",
        cursor: bool = False,
        label: str = "",
        empty_label: str = "",
    ) -> list[Text]:
        """``tile_lines`` in this board's styles."""
        return tile_lines(
            tile, look, self.kit, state=state, cursor=cursor, label=label, empty_label=empty_label
        )

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
