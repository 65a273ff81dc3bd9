"""Draw domino tiles as lines of styled text.

Pure rendering: this module only builds :class:`rich.text.Text` lines, so it
can be tested without a running app and reused by any widget.

Sizes (width x height, in terminal cells, frame included)::

    mode        horizontal   vertical
    pips          17 x 5       9 x 9
    numerals      11 x 3       7 x 5
    compact        7 x 1       7 x 1    (one line, orientation ignored)

In "pips" mode every half is a 7-column x 3-row field in both orientations.
Values 1..9 use a 3x3 grid (columns 1, 3, 5) as on dice and double-nine sets;
10..12 use a 3x4 grid (columns 0, 2, 4, 6) as on double-twelve sets, with 11's
middle row of three offset between the columns. Halves are not rotated in the
vertical orientation: a 3x4 grid would not fit, and an unchanged pattern is
easier to recognise. Values 13..18 fall back to a centred numeral, because a
7x3 field cannot hold 13+ pips that stay countable at a glance.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text

#: Colour of each value's pips, after the common colour-dot double-twelve
#: convention (1 light blue, 2 green, 3 red, 4 brown, 5 dark blue, 6 yellow,
#: 7 purple, 8 dark green, 9 black, 10 dark red, 11 orange, 12 grey), mapped
#: onto the 16 ANSI colours. Substitutions, so that every colour reads on a dark
#: background: brown -> "yellow" (ANSI 3 was brown on VGA), dark blue ->
#: "bright_blue", black -> "white", orange -> "bright_magenta". 13..18 have no
#: common convention; they repeat colours but always differ from neighbours.
PIP_COLOURS: dict[int, str] = {
    0: "bright_white",
    1: "bright_cyan",
    2: "bright_green",
    3: "bright_red",
    4: "yellow",
    5: "bright_blue",
    6: "bright_yellow",
    7: "magenta",
    8: "green",
    9: "white",
    10: "red",
    11: "bright_magenta",
    12: "bright_black",
    13: "cyan",
    14: "bright_magenta",
    15: "bright_green",
    16: "bright_red",
    17: "bright_cyan",
    18: "yellow",
}

MAX_VALUE = 18
PIP = "●"

ORIENTATIONS = ("horizontal", "vertical")
MODES = ("pips", "numerals", "compact")

# (width, height) of one half's interior for each framed (orientation, mode).
_HALF_SIZE: dict[tuple[str, str], tuple[int, int]] = {
    ("horizontal", "pips"): (7, 3),
    ("vertical", "pips"): (7, 3),
    ("horizontal", "numerals"): (4, 1),
    ("vertical", "numerals"): (5, 1),
}
_COMPACT_WIDTH = 7  # "[ 3│12]"

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


def tile_size(orientation: str, mode: str) -> tuple[int, int]:
    """(width, height) in cells of what :func:`render_tile` returns."""
    _check(orientation, mode)
    if mode == "compact":
        return (_COMPACT_WIDTH, 1)
    width, height = _HALF_SIZE[orientation, mode]
    if orientation == "horizontal":
        return (2 * width + 3, height + 2)  # three vertical rules
    return (width + 2, 2 * height + 3)  # top, divider, bottom


def render_tile(
    low: int,
    high: int,
    *,
    orientation: str = "horizontal",
    mode: str = "pips",
    colour: bool = True,
    style: str = "",
) -> list[Text]:
    """Draw one tile; ``low`` goes left (horizontal) or on top (vertical).

    The ends are drawn in the order given, not sorted, so a caller can show a
    tile turned round. ``style`` (a rich style string, e.g. "reverse") applies
    to the frame only, for cursor and selection highlights; ``colour=False``
    draws no colour at all (NO_COLOR), only bold.
    """
    _check(orientation, mode)
    for value in (low, high):
        if value not in PIP_COLOURS:
            raise ValueError(f"a tile end is 0..{MAX_VALUE}, got {value}")
    frame = Style.parse(style) if style else Style.null()

    if mode == "compact":
        line = Text(no_wrap=True)
        for edge, value in (("[", low), ("│", high)):
            line.append(edge, frame)
            line.append(" " * (2 - len(str(value))))  # right-align, pad unstyled
            line.append(str(value), _value_style(value, colour))
        line.append("]", frame)
        return [line]

    width, height = _HALF_SIZE[orientation, mode]
    first = _half(low, mode, width, height, colour)
    second = _half(high, mode, width, height, colour)
    rule = "─" * width

    if orientation == "horizontal":
        lines = [_plain(f"╭{rule}┬{rule}╮", frame)]
        for left, right in zip(first, second, strict=True):
            line = _plain("│", frame)
            line.append_text(left)
            line.append("│", frame)
            line.append_text(right)
            line.append("│", frame)
            lines.append(line)
        lines.append(_plain(f"╰{rule}┴{rule}╯", frame))
        return lines

    lines = [_plain(f"╭{rule}╮", frame)]
    for index, half in enumerate((first, second)):
        if index:
            lines.append(_plain(f"├{rule}┤", frame))
        for row in half:
            line = _plain("│", frame)
            line.append_text(row)
            line.append("│", frame)
            lines.append(line)
    lines.append(_plain(f"╰{rule}╯", frame))
    return lines


def render_empty(orientation: str = "horizontal", mode: str = "pips", label: str = "") -> list[Text]:
    """A dim, dashed outline the size of a tile, for an empty cell or slot.

    ``label`` (e.g. a cell name) is centred on the middle line and cut to fit.
    Dashes keep the outline distinct from a tile even where dim is not shown.
    """
    _check(orientation, mode)
    dim = Style(dim=True)
    width, height = tile_size(orientation, mode)
    inner = width - 2
    text = label[:inner]
    left = (inner - len(text) + 1) // 2  # same rounding as the numerals
    middle = " " * left + text + " " * (inner - left - len(text))

    if mode == "compact":
        return [_plain(f"[{middle}]", dim)]

    rule = "╌" * inner
    lines = [_plain(f"╭{rule}╮", dim)]
    for row in range(1, height - 1):
        body = middle if row == height // 2 else " " * inner
        lines.append(_plain(f"╎{body}╎", dim))
    lines.append(_plain(f"╰{rule}╯", dim))
    return lines


def _check(orientation: str, mode: str) -> None:
    if orientation not in ORIENTATIONS:
        raise ValueError(f"orientation is one of {ORIENTATIONS}, got {orientation!r}")
    if mode not in MODES:
        raise ValueError(f"mode is one of {MODES}, got {mode!r}")


def _plain(text: str, style: Style) -> Text:
    # A span, not the Text's base style: a base style would leak onto every
    # pip appended to the line. no_wrap so a narrow widget crops, not reflows.
    line = Text(no_wrap=True)
    line.append(text, style)
    return line


def _value_style(value: int, colour: bool) -> Style:
    if colour:
        return Style(color=PIP_COLOURS[value], bold=True)
    return Style(bold=True)


def _half(value: int, mode: str, width: int, height: int, colour: bool) -> list[Text]:
    """The interior of one half: ``height`` lines of exactly ``width`` cells."""
    ink = _value_style(value, colour)
    layout = PIP_LAYOUTS.get(value) if mode == "pips" else None
    rows: list[Text] = []
    for row in range(height):
        line = Text(no_wrap=True)
        if layout is not None:
            for col in range(width):
                if (row, col) in layout:
                    line.append(PIP, ink)
                else:
                    line.append(" ")
        elif row == height // 2:
            digits = str(value)
            # Round the left margin up so units digits line up ("  3 ", " 12 ").
            left = (width - len(digits) + 1) // 2
            line.append(" " * left)
            line.append(digits, ink)
            line.append(" " * (width - left - len(digits)))
        else:
            line.append(" " * width)
        rows.append(line)
    return rows
