"""What every game's board shares: tiles laid out as text, a cursor, selection by key or mouse.

A board draws the position it is given; it never changes the game. It turns the player's picks
into a move (``MoveChosen``) or a note (``Notice``) and leaves applying the move to the game
screen. What it draws follows its reactives (position, cursor, hint, style preference, and each
game's selection); its colours come from its component classes, styled in board.tcss with theme
variables, and from the theme's pip variables ($pip-1 ... $pip-18), so themes restyle the tiles.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, ClassVar, Generic, TypeVar

from rich.style import Style
from rich.text import Text
from textual import events
from textual.actions import SkipAction
from textual.binding import Binding, BindingType
from textual.cache import LRUCache
from textual.geometry import Region, Size
from textual.reactive import reactive
from textual.scroll_view import ScrollView
from textual.strip import Strip

from domino_solitaire.engine import Move, Position, Rules, Tile
from domino_solitaire.i18n import N_, _
from domino_solitaire.tui.layout import (
    BoardLayout,
    Look,
    Placement,
    Rect,
    StylePreference,
    cycle,
    end_target,
    wants_numbers,
)
from domino_solitaire.tui.messages import CursorMoved, MoveChosen, Notice
from domino_solitaire.tui.widgets.drawing import PARTS, STATES, Drawing, Kit, kit_of, line_key, tile_lines
from domino_solitaire.wording.boards import CURSOR_MARK, HINT_CLEARED, HINT_MARK
from domino_solitaire.wording.boards import NO_PLAYABLE_TILE, SELECTION_CLEARED

T = TypeVar("T", bound=Hashable)

#: How long close-up and refill take to slide into place, in seconds.
SLIDE_SECONDS = 0.3


STRIP_CACHE = 256  # lines a board keeps as segments: a screenful of several looks


def region_of(rect: Rect) -> Region:
    return Region(rect.x, rect.y, rect.width, rect.height)


class Board(ScrollView, Generic[T], can_focus=True):
    """A game's board: subclasses draw a position and say what a pick means."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        *(f"board--{name}" for name in (*STATES, *PARTS)),
        "board--pip",
    }

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up,k", "cursor(0,-1)", N_("Move up"), show=False),
        Binding("down,j", "cursor(0,1)", N_("Move down"), show=False),
        Binding("left,h", "cursor(-1,0)", N_("Move left"), show=False),
        Binding("right,l", "cursor(1,0)", N_("Move right"), show=False),
        Binding("space,enter", "pick", N_("Select the tile under the cursor"), show=False),
        Binding(
            "escape", "clear", N_("Clear the hint, or take back the last step of a selection"), show=False
        ),
        Binding("tab", "next_target(1)", N_("Next tile that can be played"), show=False),
        Binding("shift+tab", "next_target(-1)", N_("Previous tile that can be played"), show=False),
        Binding("home", "end(0)", N_("First tile that can be played, then the first tile"), show=False),
        Binding("end", "end(1)", N_("Last tile that can be played, then the last tile"), show=False),
    ]

    # For the help overlay: how to play this game with the keys and the mouse, its mouse actions
    # beyond a click, and every mark its board draws with its meaning in a few words.
    HOW_TO: ClassVar[tuple[str, ...]] = ()
    MOUSE: ClassVar[tuple[tuple[str, str], ...]] = ()
    MARKS: ClassVar[tuple[tuple[str, str], ...]] = (CURSOR_MARK, HINT_MARK)
    CENTRED: ClassVar[bool] = True  # a drawing much shorter than the board sits in its middle

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
        track_cursor: bool = False,
        ascii: bool = False,
    ) -> None:
        """``numerals``: numbers whatever the set (the --numerals option); ``style``: the player's kept
        choice for the set (None: by the set); ``ascii``: tiles and marks in ASCII only;
        ``track_cursor``: each cursor move is posted (``CursorMoved``), for a screen reader."""
        super().__init__()
        self.track_cursor = track_cursor
        self.hint_move: Move | None = None  # the hinted move, while its tiles are marked
        self.rules = rules
        self.colour = colour
        self.ascii = ascii
        #: False in the replay viewer: the board only shows (no cursor, no picks, no clicks, no focus).
        self.interactive = interactive
        self.can_focus = interactive
        self.set_reactive(Board.position, position)
        self.set_reactive(Board.style_preference, "numbers" if numerals else style)
        self.set_size = position.set_size()
        self.look = Look("horizontal", "numerals")
        self._kit: Kit | None = None
        self._drawing: Drawing[T] = Drawing(Placement(0, 0))
        #: Where the cursor's tile was last drawn: a cursor whose tile is gone goes to the nearest.
        self._cursor_at: tuple[int, int] | None = None
        self._lines: list[Text] = []
        #: What each line of ``_lines`` shows (line_key), to repaint only the lines that change.
        self._line_keys: list[Hashable] = []
        self._left = 0
        self._top = 0  # blank lines above a drawing much shorter than the board
        self._binding_state: Hashable = None
        #: Lines already turned into segments, by what they show: a cursor step changes a few lines,
        #: and Textual asks for every line again after it (and after a hover, a dialog, a scroll).
        self._strips: LRUCache[Hashable, Strip] = LRUCache(STRIP_CACHE)

    # -- what subclasses provide ---------------------------------------------------------------

    def board_layout(self) -> BoardLayout[T]:
        """The layout model of the position shown."""
        raise NotImplementedError

    def draw_on(self, drawing: Drawing[T], look: Look, width: int) -> None:
        """Draw the position's tiles, marks and labels where ``drawing.placement`` put them (``width``:
        the columns the board has)."""
        raise NotImplementedError

    def draw(self, look: Look, width: int) -> Drawing[T]:
        """The position drawn with tiles of ``look`` in ``width`` columns."""
        drawing: Drawing[T] = Drawing(self.board_layout().place(look, width))
        heading = self.kit.part("heading")
        for x, y, text in drawing.placement.texts:
            drawing.text(x, y, text, heading)
        self.draw_on(drawing, look, width)
        return drawing

    def explain(self, note: Hashable) -> str:
        """What a note of the placement (a covered tile, an empty slot) says when clicked."""
        return ""

    def pick(self, target: T, *, alternate: bool = False) -> None:
        """The player selected ``target`` (``alternate``: right click, or the board's second key)."""
        raise NotImplementedError

    def playable(self) -> set[T]:
        """Targets that take part in a legal move (the engine's), for tab to jump between."""
        return set()

    def clear_selection(self) -> bool:
        """Forget a half-made move; False when there was none."""
        return False

    def drop_one(self) -> str | None:
        """Escape: forget the last step of a half-made move and say so (None: there was none)."""
        return _(SELECTION_CLEARED) if self.clear_selection() else None

    def tab_targets(self) -> set[T]:
        """What tab cycles through: the partners of a selected tile, else every playable target."""
        return self.playable()

    def marks_said(self, target: T) -> list[str]:
        """What this board's marks on ``target`` say (clauses of ``wording.marks_text``)."""
        return []

    def changed(self, before: Position | None) -> None:
        """A new position arrived; note what the move changed, to draw it (the screen says it, from
        the play session's ``MoveChange``).

        ``before`` is the position the move was made from, None after undo, restart or a new deal.
        """

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
        return self.board_layout().neighbour(self._drawing.placement, cursor, dx, dy)

    # -- the state it is given ----------------------------------------------------------------------

    def show(self, position: Position, *, before: Position | None = None, new_deal: bool = False) -> None:
        """Draw ``position`` (``before``: the position a move was made from, to show what moved).

        ``new_deal``: a different deal, so the cursor goes back to the first tile.
        """
        self.finish_animation()
        self.set_reactive(Board.position, position)
        self.set_reactive(Board.hinted, ())
        if new_deal:
            self.set_reactive(Board.cursor, None)
            self.set_size = position.set_size()
        self.clear_selection()
        self.changed(before)
        slide = self.moving() and self.is_mounted and self.app.animation_level != "none"
        self.set_reactive(Board.progress, 0.0 if slide else 1.0)
        self.redraw()
        self.call_after_refresh(self.bring_into_sight)
        if slide:
            self.animate("progress", 1.0, duration=SLIDE_SECONDS, easing="out_cubic", level="basic")

    def mark_hint(self, move: Move | None) -> None:
        """Highlight ``move`` (None: nothing), with the cursor on the target to select first (and
        the selection started afresh: a half-made one would mix with the hinted move)."""
        hinted = () if move is None else self.hint_targets(move)
        if hinted:
            self.clear_selection()
            self.set_reactive(Board.cursor, hinted[0])
        self.hint_move = move if hinted else None
        self.hinted = hinted

    def play_hint(self, target: object) -> bool:
        """Enter or a click on a hinted tile plays the hinted move; False when ``target`` is not one."""
        if self.hint_move is None or target not in self.hinted:
            return False
        self.hinted = ()
        self.post_message(MoveChosen(self.hint_move))
        return True

    @property
    def shows_numbers(self) -> bool:
        """Whether the tiles are drawn with numbers: the player's choice, else the set's default."""
        return wants_numbers(self.style_preference, self.set_size)

    @property
    def style_fits(self) -> bool:
        """Whether the tiles show the style chosen: False where pips do not fit and numbers show."""
        return self.look.numbers == self.shows_numbers

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
        if self.track_cursor:
            self.post_message(CursorMoved(self.cursor))

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

        return kit_of(style, self.app.theme_variables if self.colour else {}, ascii=self.ascii)

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
        """The largest look of the chosen style that fits (numbers where pips do not); else the one
        that scrolls least."""
        return self.board_layout().choose(self.shows_numbers, width, height)

    def redraw(self) -> None:
        if not self.is_mounted:
            return
        region = self.region.shrink(self.styles.gutter)
        width, height = region.width, region.height
        if width <= 0 or height <= 0:
            return
        before = (self.size, self.virtual_size, (self._left, self._top), self._line_keys)
        self.look = self.choose_look(*self.room())
        drawing = self.draw(self.look, width)
        if drawing.height > height:
            # A scrollbar will take a column.
            drawing = self.draw(self.look, width - 1)
            width -= 1
        self._drawing = drawing
        self._left = max(0, (width - drawing.width) // 2)
        spare = height - drawing.height  # a window much taller than the drawing: it sits mid-way
        self._top = spare // 2 if self.CENTRED and spare >= height // 2 else 0
        self._lines = drawing.lines()
        if self.cursor is None or self.cursor not in drawing.hits:
            self.set_reactive(Board.cursor, self.fallback_cursor(drawing))
            if self.cursor is not None:
                # The cursor's frame is drawn with the tile: draw again with it in place.
                drawing = self.draw(self.look, width)
                self._drawing = drawing
                self._lines = drawing.lines()
        self.remember_cursor()
        self._lines = [Text()] * self._top + self._lines
        self.repaint(before, Size(width, self._top + drawing.height))
        self.sync_bindings()

    def repaint(self, before: tuple[Size, Size, tuple[int, int], list[Hashable]], virtual_size: Size) -> None:
        """Repaint what the new lines changed: a cursor step changes a few lines of a screenful, and a
        terminal (or a browser tab, over the network) is sent only those."""
        size, was_virtual, margin, was_lines = before
        self.virtual_size = virtual_size
        lines = self._line_keys = [line_key(line) for line in self._lines]
        now = (self.size, virtual_size, (self._left, self._top), len(lines))
        if (size, was_virtual, margin, len(was_lines)) != now:
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
        """Where the cursor goes when its target is gone: the nearest target to where it was, the first
        one at first (none on a board that only shows)."""
        if not self.interactive:
            return None
        if self.cursor is not None and self._cursor_at is not None:
            return drawing.placement.nearest(self._cursor_at)
        return next(iter(drawing.hits), None)

    def remember_cursor(self) -> None:
        rect = self._drawing.hits.get(self.cursor) if self.cursor is not None else None
        if rect is not None:
            self._cursor_at = rect.center

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

    def hit_region(self, target: T, *, tile: bool = False) -> Region | None:
        rect = (self._drawing.placement.tiles if tile else self._drawing.hits).get(target)  # tile: not labels
        return None if rect is None else region_of(rect.translate(self._left, self._top))

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

    def action_cursor(self, dx: int, dy: int) -> None:
        if self.cursor is not None:
            self.set_cursor(self.neighbour(self.cursor, dx, dy))

    def action_pick(self) -> None:
        if self.cursor is not None and self.interactive and not self.play_hint(self.cursor):
            self.pick(self.cursor)

    def action_clear(self) -> None:
        """Escape: the hint goes, or the last step of a half-made move (one at a time)."""
        had_hint = bool(self.hinted)
        self.hinted = ()
        said = self.drop_one()
        if said is not None:
            self.redraw()
            self.note(said)
        elif had_hint:
            self.note(_(HINT_CLEARED))
        else:
            # Nothing to clear: escape goes on to the screen's own key (the puzzle's Back).
            raise SkipAction

    def action_next_target(self, direction: int) -> None:
        """Move the cursor to the next (or previous) tile that takes part in a legal move; with a
        tile selected, to the next (previous) of its partners."""
        wanted = self.tab_targets()
        targets = self.targets()
        found = cycle([target for target in targets if target in wanted], targets, self.cursor, direction)
        if found is None:
            self.refuse(_(NO_PLAYABLE_TILE))
            return
        self.set_cursor(found)

    def action_end(self, last: int) -> None:
        """Home and End: the first (last) tile that can be played; from there, the first (last) tile."""
        playable = self.playable()
        targets = self.targets()
        found = end_target([t for t in targets if t in playable], targets, self.cursor, bool(last))
        if found is not None and self.interactive:
            self.set_cursor(found)

    def on_click(self, event: events.Click) -> None:
        self.finish_animation()
        if not self.interactive:
            return
        offset = event.get_content_offset(self)
        if offset is None:
            return
        x, y = offset.x + self.scroll_offset.x - self._left, offset.y + self.scroll_offset.y - self._top
        placement = self._drawing.placement
        target = placement.target_at(x, y)
        if target is not None:
            self.set_cursor(target)
            if not self.play_hint(target):
                self.pick(target, alternate=event.button == 3 or event.ctrl)
            return
        note = placement.note_at(x, y)
        if note is not None:
            self.refuse(self.explain(note))
        elif self.hinted:
            # A click off the tiles clears the hint, as escape does: the mouse alone can.
            self.hinted = ()
            self.note(_(HINT_CLEARED))

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
