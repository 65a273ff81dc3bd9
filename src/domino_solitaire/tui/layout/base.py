"""What every board's layout shares: rectangles, tile sizes and looks, a placement and the cursor's moves.

Pure: no Textual, no Rich. A layout says where each tile of a position goes for a look, which look
fits a board of a given size, what is at a point and where a cursor key leads; the board widget
draws what the layout places and turns keys and clicks into these questions.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Generic, Literal, TypeVar

T = TypeVar("T", bound=Hashable)

ORIENTATIONS = ("horizontal", "vertical")
MODES = ("large-pips", "pips", "large-numerals", "numerals", "compact")

# (width, height) of one half's interior for each framed (orientation, mode).
HALF_SIZE: dict[tuple[str, str], tuple[int, int]] = {
    ("horizontal", "large-pips"): (11, 5),
    ("vertical", "large-pips"): (11, 5),
    ("horizontal", "pips"): (7, 3),
    ("vertical", "pips"): (7, 3),
    # Two three-row digits and a margin either side, so "10" does not touch the frame.
    ("horizontal", "large-numerals"): (9, 3),
    ("vertical", "large-numerals"): (9, 3),
    ("horizontal", "numerals"): (4, 1),
    ("vertical", "numerals"): (5, 1),
}
COMPACT_WIDTH = 7  # "[ 3│12]"


def check_look(orientation: str, mode: str) -> None:
    if orientation not in ORIENTATIONS:
        raise ValueError(f"orientation is one of {ORIENTATIONS}, got {orientation!r}")
    if mode not in MODES:
        raise ValueError(f"mode is one of {MODES}, got {mode!r}")


def tile_size(orientation: str, mode: str) -> tuple[int, int]:
    """(width, height) in cells of a tile drawn in ``orientation`` and ``mode``, frame included."""
    check_look(orientation, mode)
    if mode == "compact":
        return (COMPACT_WIDTH, 1)
    width, height = HALF_SIZE[orientation, mode]
    if orientation == "horizontal":
        return (2 * width + 3, height + 2)  # three vertical rules
    return (width + 2, 2 * height + 3)  # top, divider, bottom


@dataclass(frozen=True)
class Rect:
    """A rectangle of terminal cells."""

    x: int
    y: int
    width: int
    height: int

    @property
    def right(self) -> int:
        return self.x + self.width

    @property
    def bottom(self) -> int:
        return self.y + self.height

    @property
    def center(self) -> tuple[int, int]:
        return (self.x + self.width // 2, self.y + self.height // 2)

    def contains(self, x: int, y: int) -> bool:
        return self.x <= x < self.right and self.y <= y < self.bottom

    def translate(self, dx: int, dy: int) -> Rect:
        return Rect(self.x + dx, self.y + dy, self.width, self.height)

    def inside(self, width: int, height: int) -> bool:
        """Whether the rectangle lies within (0, 0, width, height)."""
        return self.x >= 0 and self.y >= 0 and self.right <= width and self.bottom <= height


@dataclass(frozen=True)
class TileDrawing:
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


def first_text_cell(x: int, y: int, look: TileDrawing) -> tuple[int, int]:
    """The first cell of text of a tile drawn in ``look`` at (x, y): inside its frame (a compact tile,
    one line, after its bracket). A screen reader reads the line the terminal's cursor is on."""
    return (x + 1, y if look.compact else y + 1)


#: The player's choice of tile style: None leaves it to the set (numbers from double-10 up).
StylePreference = Literal["pips", "numbers"] | None

#: From this set up the tiles open in numbers: 10 to 18 pips are hard to count at a glance.
NUMBERS_FROM_SET = 10

#: Looks to try, largest first: the first whose layout fits the board is used.
PIPS_LOOKS: tuple[TileDrawing, ...] = (
    TileDrawing("horizontal", "large-pips"),
    TileDrawing("vertical", "large-pips"),
    TileDrawing("horizontal", "pips"),
    TileDrawing("vertical", "pips"),
)
NUMBER_LOOKS: tuple[TileDrawing, ...] = (
    TileDrawing("horizontal", "large-numerals"),
    TileDrawing("vertical", "large-numerals"),
    TileDrawing("horizontal", "numerals"),
    TileDrawing("vertical", "numerals"),
    TileDrawing("horizontal", "compact"),
)


def wants_numbers(preference: StylePreference, set_size: int) -> bool:
    """Whether the tiles are drawn with numbers: the player's choice, else the set's default."""
    if preference is None:
        return set_size >= NUMBERS_FROM_SET
    return preference == "numbers"


def looks_for(numbers: bool) -> tuple[TileDrawing, ...]:
    """The looks to try, largest first: each with its usual gaps, then squeezed. Pips go on to the
    number looks, so that a board too small for pips shows numbers rather than cut tiles."""
    looks = NUMBER_LOOKS if numbers else (*PIPS_LOOKS, *NUMBER_LOOKS)
    return tuple(
        variant for look in looks for variant in (look, TileDrawing(look.orientation, look.mode, True))
    )


@dataclass
class Placement(Generic[T]):
    """Where everything of a position goes for one look.

    ``tiles``: where each target's tile (or empty outline) is drawn, in cursor order; ``hits``: what
    the cursor and a click cover for each target (the tile and its labels); ``notes``: places that
    only explain themselves when clicked, each with a key the board says in words; ``texts``:
    headings (column letters, row numbers).
    """

    width: int
    height: int
    tiles: dict[T, Rect] = field(default_factory=dict)
    hits: dict[T, Rect] = field(default_factory=dict)
    notes: list[tuple[Rect, Hashable]] = field(default_factory=list)
    texts: list[tuple[int, int, str]] = field(default_factory=list)

    def target_at(self, x: int, y: int) -> T | None:
        """The target at (x, y), or None."""
        return next((target for target, rect in self.hits.items() if rect.contains(x, y)), None)

    def note_at(self, x: int, y: int) -> Hashable | None:
        """The key of the note at (x, y), or None."""
        return next((key for rect, key in self.notes if rect.contains(x, y)), None)

    def targets(self) -> list[T]:
        return list(self.hits)

    def every_rect(self) -> Iterable[Rect]:
        yield from self.tiles.values()
        yield from self.hits.values()
        yield from (rect for rect, _note in self.notes)

    def fits(self, width: int, height: int) -> bool:
        """Whether everything placed lies within a board of ``width`` x ``height``."""
        return all(rect.inside(width, height) for rect in self.every_rect())

    def nearest(self, point: tuple[int, int]) -> T | None:
        """The target whose centre is nearest to ``point`` (ties: the first in cursor order)."""
        px, py = point

        def distance(target: T) -> int:
            x, y = self.hits[target].center
            # Rows weigh more than columns: a cell is about twice as tall as it is wide.
            return abs(x - px) + 2 * abs(y - py)

        return min(self.hits, key=distance, default=None)

    def step_from(self, cursor: T, dx: int, dy: int) -> T:
        """The target in direction (dx, dy) from ``cursor``: nearest along it, with a penalty for drift."""
        current = self.hits.get(cursor)
        if current is None:
            return cursor
        cx, cy = current.center
        best: tuple[int, T] | None = None
        for target, rect in self.hits.items():
            x, y = rect.center
            along = (x - cx) * dx + (y - cy) * dy
            across = abs((x - cx) * dy) + abs((y - cy) * dx)
            if along <= 0:
                continue
            score = along + 3 * across
            if best is None or score < best[0]:
                best = (score, target)
        return cursor if best is None else best[1]


def choose_look(
    needs: dict[TileDrawing, tuple[int, int]], looks: Sequence[TileDrawing], width: int, height: int
) -> TileDrawing:
    """The first look (largest first) whose ``needs`` fit; else the narrow one that scrolls least."""
    for look in looks:
        need_w, need_h = needs[look]
        if need_w <= width and need_h <= height:
            return look
    narrow = [look for look in looks if needs[look][0] <= width]
    if not narrow:
        return min(looks, key=lambda look: needs[look][0])
    return min(narrow, key=lambda look: needs[look][1])


class BoardLayout(Generic[T]):
    """A game's layout: subclasses measure and place a position."""

    def measure(self, look: TileDrawing, width: int) -> tuple[int, int]:
        """(width, height) the position needs with tiles of ``look``, given ``width`` columns."""
        raise NotImplementedError

    def place(self, look: TileDrawing, width: int) -> Placement[T]:
        """Where everything goes with tiles of ``look`` in ``width`` columns."""
        raise NotImplementedError

    def choose(self, numbers: bool, width: int, height: int) -> TileDrawing:
        """The largest look of the style that fits ``width`` x ``height`` (numbers where pips do not)."""
        looks = looks_for(numbers)
        return choose_look({look: self.measure(look, width) for look in looks}, looks, width, height)

    def neighbour(self, placement: Placement[T], cursor: T, dx: int, dy: int) -> T:
        """Where a cursor key in direction (dx, dy) takes the cursor from ``cursor``."""
        return placement.step_from(cursor, dx, dy)


def cycle(order: Sequence[T], everything: Sequence[T], cursor: T | None, direction: int) -> T | None:
    """The next (``direction`` 1) or previous (-1) of ``order`` from ``cursor``: around ``order`` when
    the cursor is in it, else the first one after (before) the cursor in ``everything``'s order."""
    if not order:
        return None
    if cursor in order:
        return order[(order.index(cursor) + direction) % len(order)]
    at = everything.index(cursor) if cursor in everything else -1
    ahead = [t for t in order if (everything.index(t) - at) * direction > 0] if at >= 0 else []
    if ahead:
        return ahead[0 if direction > 0 else -1]
    return order[0 if direction > 0 else -1]


def end_target(order: Sequence[T], everything: Sequence[T], cursor: T | None, last: bool) -> T | None:
    """Home (``last`` False) or End: the first (last) playable target; from there, the first (last)
    target of all."""
    pick = -1 if last else 0
    if order and cursor != order[pick]:
        return order[pick]
    return everything[pick] if everything else None
