"""Draw domino tiles as lines of styled text.

Pure rendering: this module only builds :class:`rich.text.Text` lines, so it
can be tested without a running app and reused by any widget. It chooses no
colours: the caller passes a :class:`Palette` (the board takes it from its
component classes in .tcss and the theme's pip variables, so themes restyle the
tiles) and a frame style.

Sizes (width x height, in terminal cells, frame included)::

    mode            horizontal   vertical
    large-pips        25 x 7      13 x 13
    pips              17 x 5       9 x 9
    large-numerals    21 x 5      11 x 9
    numerals          11 x 3       7 x 5
    compact            7 x 1       7 x 1    (one line, orientation ignored)

In "pips" mode every half is a 7-column x 3-row field in both orientations.
Values 1..9 use a 3x3 grid (columns 1, 3, 5) as on dice and double-nine sets;
10..12 use a 3x4 grid (columns 0, 2, 4, 6) as on double-twelve sets, with 11's
middle row of three offset between the columns. Halves are not rotated in the
vertical orientation: a 3x4 grid would not fit, and an unchanged pattern is
easier to recognise. "large-pips" spreads the same patterns over an 11x5
field, for large terminals. Values 13..18 fall back to a numeral, because a
field cannot hold 13+ pips that stay countable at a glance. "large-numerals"
draws each value in three-row digits.

A ``heavy`` tile has a heavy frame (┏━┓): the cursor, visible without colour.
With ``ascii`` (LANG=C, a terminal without UTF-8, ``--ascii``: see :func:`wants_ascii`) every
character drawn is ASCII: ``.-'|`` frames, ``#=`` for the heavy one, ``o`` pips and
seven-segment digits, with the same sizes. Tile sizes live in the pure layout model
(``tui.layout.base.tile_size``), which chooses where tiles go.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import groupby

from rich.style import Style
from rich.text import Text

from domino_solitaire.textfold import wants_ascii as wants_ascii
from domino_solitaire.tui.layout.base import HALF_SIZE, check_look
from domino_solitaire.tui.layout.base import MODES as MODES
from domino_solitaire.tui.layout.base import ORIENTATIONS as ORIENTATIONS
from domino_solitaire.tui.layout.base import tile_size as tile_size

MAX_VALUE = 18
PIP = "●"
#: A pip where the terminal shows ASCII only.
ASCII_PIP = "o"


@dataclass(frozen=True)
class Palette:
    """The styles tiles are drawn with: the ink of each value 0..18, and an empty cell's outline."""

    ink: tuple[Style, ...]
    outline: Style

    def __post_init__(self) -> None:
        if len(self.ink) != MAX_VALUE + 1:
            raise ValueError(f"a palette has an ink for each value 0..{MAX_VALUE}")


#: No colour at all (NO_COLOR): bold values, a dim outline.
PLAIN = Palette(ink=(Style(bold=True),) * (MAX_VALUE + 1), outline=Style(dim=True))

# Pip positions (row, column) in the 7x3 half field.
_C3 = (1, 3, 5)  # 3x3 grid columns, centred with a margin from the frame
_C4 = (0, 2, 4, 6)  # 3x4 grid columns, the full field width


def _grid3(*cells: tuple[int, int]) -> frozenset[tuple[int, int]]:
    return frozenset((row, _C3[col]) for row, col in cells)


_CORNERS = ((0, 0), (0, 2), (2, 0), (2, 2))
_ROWS4_TOP_BOTTOM = frozenset((row, col) for row in (0, 2) for col in _C4)

PIP_LAYOUTS: dict[int, frozenset[tuple[int, int]]] = {
    0: frozenset(),
    1: _grid3((1, 1)),
    2: _grid3((0, 2), (2, 0)),
    3: _grid3((0, 2), (1, 1), (2, 0)),
    4: _grid3(*_CORNERS),
    5: _grid3(*_CORNERS, (1, 1)),
    6: _grid3(*_CORNERS, (1, 0), (1, 2)),
    7: _grid3(*_CORNERS, (1, 0), (1, 2), (1, 1)),
    8: _grid3(*((r, c) for r in range(3) for c in range(3) if (r, c) != (1, 1))),
    9: _grid3(*((r, c) for r in range(3) for c in range(3))),
    # 4-2-4: the middle pair at the outer columns, so 10 reads as a ring.
    10: _ROWS4_TOP_BOTTOM | {(1, _C4[0]), (1, _C4[-1])},
    # 4-3-4: the middle three sit between the outer rows' pips.
    11: _ROWS4_TOP_BOTTOM | {(1, col) for col in _C3},
    12: frozenset((row, col) for row in range(3) for col in _C4),
}

# The same patterns spread over the 11x5 field: a blank row between pip rows, wider columns.
_LARGE_COLUMN = {0: 0, 1: 1, 2: 3, 3: 5, 4: 7, 5: 9, 6: 10}
LARGE_PIP_LAYOUTS: dict[int, frozenset[tuple[int, int]]] = {
    value: frozenset((2 * row, _LARGE_COLUMN[col]) for row, col in layout)
    for value, layout in PIP_LAYOUTS.items()
}

#: Three-row digits for "large-numerals" (and big values on large pips tiles).
BIG_DIGITS: dict[str, tuple[str, str, str]] = {
    "0": ("┌─┐", "│ │", "└─┘"),
    "1": ("╶┐ ", " │ ", "╶┴╴"),
    "2": ("╶─┐", "┌─┘", "└─╴"),
    "3": ("╶─┐", " ─┤", "╶─┘"),
    "4": ("╷ ╷", "└─┤", "  ╵"),
    "5": ("┌─╴", "└─┐", "╶─┘"),
    "6": ("┌─╴", "├─┐", "└─┘"),
    "7": ("╶─┐", "  │", "  ╵"),
    "8": ("┌─┐", "├─┤", "└─┘"),
    "9": ("┌─┐", "└─┤", "╶─┘"),
}


#: The same digits in ASCII only, seven-segment style.
ASCII_DIGITS: dict[str, tuple[str, str, str]] = {
    "0": (" _ ", "| |", "|_|"),
    "1": ("   ", "  |", "  |"),
    "2": (" _ ", " _|", "|_ "),
    "3": (" _ ", " _|", " _|"),
    "4": ("   ", "|_|", "  |"),
    "5": (" _ ", "|_ ", " _|"),
    "6": (" _ ", "|_ ", "|_|"),
    "7": (" _ ", "  |", "  |"),
    "8": (" _ ", "|_|", "|_|"),
    "9": (" _ ", "|_|", " _|"),
}


@dataclass(frozen=True)
class _Frame:
    horizontal: str
    vertical: str
    corners: str  # top-left, top-right, bottom-left, bottom-right
    tees: str  # down (top edge), up (bottom edge), right (left edge), left (right edge)
    brackets: str  # a compact tile's ends


_LIGHT = _Frame("─", "│", "╭╮╰╯", "┬┴├┤", "[]")
_HEAVY = _Frame("━", "┃", "┏┓┗┛", "┳┻┣┫", "▶◀")
_LIGHT_EMPTY = _Frame("╌", "╎", "╭╮╰╯", "", "[]")
_HEAVY_EMPTY = _Frame("╍", "╏", "┏┓┗┛", "", "▶◀")
# ASCII only: ".-'|" for a tile (no "+", which is the partner mark), "=#" for the cursor's heavy
# frame, dots for an empty cell.
_ASCII = _Frame("-", "|", "..''", "--||", "[]")
_ASCII_HEAVY = _Frame("=", "#", "####", "####", "><")
_ASCII_EMPTY = _Frame(".", ":", "....", "", "[]")
_ASCII_HEAVY_EMPTY = _Frame("=", "#", "####", "", "><")


def render_tile(
    low: int,
    high: int,
    *,
    orientation: str = "horizontal",
    mode: str = "pips",
    palette: Palette = PLAIN,
    frame: Style | None = None,
    heavy: bool = False,
    ascii: bool = False,
) -> list[Text]:
    """Draw one tile; ``low`` goes left (horizontal) or on top (vertical).

    The ends are drawn in the order given, not sorted, so a caller can show a
    tile turned round. The values take their ink from ``palette``; ``frame``
    styles the frame only (cursor and selection highlights); ``heavy`` draws a
    heavy frame; ``ascii`` draws in ASCII only.
    """
    check_look(orientation, mode)
    for value in (low, high):
        if not 0 <= value <= MAX_VALUE:
            raise ValueError(f"a tile end is 0..{MAX_VALUE}, got {value}")
    edge = frame if frame is not None else Style.null()
    kind = (_ASCII_HEAVY if heavy else _ASCII) if ascii else (_HEAVY if heavy else _LIGHT)

    if mode == "compact":
        line = Text(no_wrap=True, end="")
        for mark, value in ((kind.brackets[0], low), ("|" if ascii else "│", high)):
            line.append(mark, edge)
            line.append(" " * (2 - len(str(value))))  # right-align, pad unstyled
            line.append(str(value), palette.ink[value])
        line.append(kind.brackets[1], edge)
        return [line]

    width, height = HALF_SIZE[orientation, mode]
    first = _half(low, mode, width, height, palette, ascii)
    second = _half(high, mode, width, height, palette, ascii)
    rule = kind.horizontal * width
    tl, tr, bl, br = tuple(kind.corners)
    down, up, right, left = tuple(kind.tees)
    bar = kind.vertical

    if orientation == "horizontal":
        lines = [_plain(f"{tl}{rule}{down}{rule}{tr}", edge)]
        for one, other in zip(first, second, strict=True):
            line = _plain(bar, edge)
            line.append_text(one)
            line.append(bar, edge)
            line.append_text(other)
            line.append(bar, edge)
            lines.append(line)
        lines.append(_plain(f"{bl}{rule}{up}{rule}{br}", edge))
        return lines

    lines = [_plain(f"{tl}{rule}{tr}", edge)]
    for index, half in enumerate((first, second)):
        if index:
            lines.append(_plain(f"{right}{rule}{left}", edge))
        for row in half:
            line = _plain(bar, edge)
            line.append_text(row)
            line.append(bar, edge)
            lines.append(line)
    lines.append(_plain(f"{bl}{rule}{br}", edge))
    return lines


def render_empty(
    orientation: str = "horizontal",
    mode: str = "pips",
    label: str = "",
    *,
    palette: Palette = PLAIN,
    frame: Style | None = None,
    heavy: bool = False,
    ascii: bool = False,
) -> list[Text]:
    """A dashed outline the size of a tile, for an empty cell or slot.

    ``label`` (e.g. a cell name) is centred on the middle line and cut to fit.
    Dashes keep the outline distinct from a tile even where dim is not shown.
    The outline takes ``palette.outline``, with ``frame`` on top.
    """
    check_look(orientation, mode)
    style = palette.outline + frame if frame is not None else palette.outline
    if ascii:
        kind = _ASCII_HEAVY_EMPTY if heavy else _ASCII_EMPTY
    else:
        kind = _HEAVY_EMPTY if heavy else _LIGHT_EMPTY
    width, height = tile_size(orientation, mode)
    inner = width - 2
    text = label[:inner]
    left = (inner - len(text) + 1) // 2  # same rounding as the numerals
    middle = " " * left + text + " " * (inner - left - len(text))

    if mode == "compact":
        return [_plain(f"{kind.brackets[0]}{middle}{kind.brackets[1]}", style)]

    rule = kind.horizontal * inner
    tl, tr, bl, br = tuple(kind.corners)
    lines = [_plain(f"{tl}{rule}{tr}", style)]
    for row in range(1, height - 1):
        body = middle if row == height // 2 else " " * inner
        lines.append(_plain(f"{kind.vertical}{body}{kind.vertical}", style))
    lines.append(_plain(f"{bl}{rule}{br}", style))
    return lines


def _plain(text: str, style: Style) -> Text:
    # A span, not the Text's base style: a base style would leak onto every
    # pip appended to the line. no_wrap so a narrow widget crops, not reflows.
    line = Text(no_wrap=True, end="")
    line.append(text, style)
    return line


def _half(value: int, mode: str, width: int, height: int, palette: Palette, ascii: bool) -> list[Text]:
    """The interior of one half: ``height`` lines of exactly ``width`` cells."""
    ink = palette.ink[value]
    layouts = LARGE_PIP_LAYOUTS if mode == "large-pips" else PIP_LAYOUTS
    layout = layouts.get(value) if mode in ("pips", "large-pips") else None
    if layout is not None:
        pip = ASCII_PIP if ascii else PIP
        return [
            _row("".join(pip if (row, col) in layout else " " for col in range(width)), ink)
            for row in range(height)
        ]
    digits = str(value)
    if mode in ("large-pips", "large-numerals"):
        # Three-row digits, a column apart, in the middle of the field.
        font = ASCII_DIGITS if ascii else BIG_DIGITS
        glyph = [" ".join(font[d][row] for d in digits) for row in range(3)]
        top = (height - 3) // 2
        return [
            _row(_centre(glyph[row - top] if 0 <= row - top < 3 else "", width), ink) for row in range(height)
        ]
    return [_row(_centre(digits if row == height // 2 else "", width), ink) for row in range(height)]


def _centre(text: str, width: int) -> str:
    # Round the left margin up so units digits line up ("  3 ", " 12 ").
    left = (width - len(text) + 1) // 2
    return " " * left + text + " " * (width - left - len(text))


def _row(text: str, ink: Style) -> Text:
    """A line of a half: the ink on every non-blank character, blanks unstyled."""
    line = Text(no_wrap=True, end="")
    for blank, run in groupby(text, key=lambda char: char == " "):
        line.append("".join(run), None if blank else ink)
    return line
