"""Tests for the tile drawings in domino_solitaire.tui.tile_art."""

from __future__ import annotations

import itertools

import pytest
from rich.console import Console
from rich.style import Style
from rich.text import Text

from domino_solitaire.tui.tile_art import (
    BIG_DIGITS,
    LARGE_PIP_LAYOUTS,
    MODES,
    PIP,
    PIP_LAYOUTS,
    PLAIN,
    Palette,
    render_empty,
    render_tile,
    tile_size,
    wants_ascii,
)

VALUES = range(19)
ORIENTATIONS = ("horizontal", "vertical")
LAYOUTS = list(itertools.product(ORIENTATIONS, MODES))
PIP_MODES = ("pips", "large-pips")
#: A palette with a colour of its own for each value, as a board builds from its .tcss.
COLOURS = [f"#{value:02x}{255 - value:02x}80" for value in VALUES]
RAINBOW = Palette(ink=tuple(Style(color=c, bold=True) for c in COLOURS), outline=Style(color="#808080"))
BIG_INK = {char for glyph in BIG_DIGITS.values() for row in glyph for char in row} - {" "}
INK = set("0123456789" + PIP) | BIG_INK  # characters that show a value (not blank)

_CONSOLE = Console(width=200, color_system="standard", legacy_windows=False)


def cells(line: Text) -> list[tuple[str, Style]]:
    """Each character of ``line`` with its fully combined style."""
    return [(char, line.get_style_at_offset(_CONSOLE, offset)) for offset, char in enumerate(line.plain)]


def half_of(orientation: str, mode: str, row: int, col: int) -> int:
    """0 for the low (left/top) half, 1 for the high half, at a cell."""
    width, height = tile_size(orientation, mode)
    if orientation == "horizontal" or mode == "compact":
        return 0 if col < width // 2 else 1
    return 0 if row < height // 2 else 1


def half_texts(lines: list[Text], orientation: str, mode: str) -> tuple[str, str]:
    """The plain text of each half's interior, rows joined by newlines."""
    width, height = tile_size(orientation, mode)
    plain = [line.plain for line in lines]
    if orientation == "horizontal":
        middle = width // 2
        rows = plain[1:-1]
        low = [row[1:middle] for row in rows]
        high = [row[middle + 1 : -1] for row in rows]
    else:
        middle = height // 2
        low = [row[1:-1] for row in plain[1:middle]]
        high = [row[1:-1] for row in plain[middle + 1 : -1]]
    return "\n".join(low), "\n".join(high)


@pytest.mark.parametrize(("orientation", "mode"), LAYOUTS)
def test_every_value_has_the_promised_size(orientation: str, mode: str) -> None:
    width, height = tile_size(orientation, mode)
    for low, high in itertools.product(VALUES, VALUES):
        for heavy in (False, True):
            lines = render_tile(low, high, orientation=orientation, mode=mode, palette=RAINBOW, heavy=heavy)
            assert len(lines) == height, (low, high)
            assert [line.cell_len for line in lines] == [width] * height, (low, high)
            assert all("\n" not in line.plain for line in lines)


@pytest.mark.parametrize(
    ("orientation", "mode", "size"),
    [
        ("horizontal", "large-pips", (25, 7)),
        ("vertical", "large-pips", (13, 13)),
        ("horizontal", "pips", (17, 5)),
        ("vertical", "pips", (9, 9)),
        ("horizontal", "large-numerals", (21, 5)),
        ("vertical", "large-numerals", (11, 9)),
        ("horizontal", "numerals", (11, 3)),
        ("vertical", "numerals", (7, 5)),
        ("horizontal", "compact", (7, 1)),
        ("vertical", "compact", (7, 1)),
    ],
)
def test_sizes_are_the_documented_ones(orientation: str, mode: str, size: tuple[int, int]) -> None:
    assert tile_size(orientation, mode) == size


@pytest.mark.parametrize("orientation", ORIENTATIONS)
@pytest.mark.parametrize("mode", PIP_MODES)
def test_each_half_has_as_many_pips_as_its_value(orientation: str, mode: str) -> None:
    for low, high in itertools.product(range(13), range(13)):
        lines = render_tile(low, high, orientation=orientation, mode=mode)
        low_half, high_half = half_texts(lines, orientation, mode)
        assert low_half.count(PIP) == low, (low, high)
        assert high_half.count(PIP) == high, (low, high)
        # Nothing else inside a half: pips and blanks only.
        assert set(low_half + high_half) <= {PIP, " ", "\n"}


def test_big_values_use_the_double_twelve_grid() -> None:
    def rows(value: int, mode: str = "pips") -> list[int]:
        lines = render_tile(value, 0, mode=mode)
        found = [row.count(PIP) for row in half_texts(lines, "horizontal", mode)[0].split("\n")]
        return [count for count in found if count] if mode == "large-pips" else found

    for mode in PIP_MODES:
        assert rows(12, mode) == [4, 4, 4]  # 3 rows of 4, as on double-twelve sets
        assert rows(11, mode) == [4, 3, 4]
        assert rows(10, mode) == [4, 2, 4]
        assert rows(9, mode) == [3, 3, 3]
    # 1..9 stay on the three dice columns; 10..12 use four columns.
    for value in range(10):
        assert len({col for _, col in PIP_LAYOUTS[value]}) <= 3, value
    for value in (10, 11, 12):
        assert len({col for _, col in PIP_LAYOUTS[value]}) > 3, value


def test_large_pips_are_the_same_patterns_spread_out() -> None:
    for value in range(13):
        small, large = PIP_LAYOUTS[value], LARGE_PIP_LAYOUTS[value]
        assert len(small) == len(large) == value
        # A blank row between pip rows: no two pips touch vertically.
        assert all(row % 2 == 0 for row, _ in large), value
        # Symmetric patterns stay symmetric in the wider field.
        mirrored = {(2 - row, 6 - col) for row, col in small}
        if mirrored == small:
            assert {(4 - row, 10 - col) for row, col in large} == large, value


def test_pip_patterns_are_all_different() -> None:
    patterns = [PIP_LAYOUTS[value] for value in range(13)]
    assert len(set(patterns)) == 13


@pytest.mark.parametrize("orientation", ORIENTATIONS)
@pytest.mark.parametrize("mode", ["numerals", "pips"])
def test_numerals_show_the_digits(orientation: str, mode: str) -> None:
    # "pips" draws 13..18 as numerals; "numerals" draws every value so.
    values = VALUES if mode == "numerals" else range(13, 19)
    for low, high in itertools.product(values, values):
        lines = render_tile(low, high, orientation=orientation, mode=mode)
        low_half, high_half = half_texts(lines, orientation, mode)
        assert low_half.split() == [str(low)], (low, high)
        assert high_half.split() == [str(high)], (low, high)


def big_digits_of(half: str) -> str:
    """Read three-row digits back from a half's text."""
    rows = [row for row in half.split("\n") if row.strip()]
    assert len(rows) == 3
    left = min(len(row) - len(row.lstrip()) for row in rows)
    rows = [row[left:].rstrip() for row in rows]
    found = ""
    for start in range(0, max(len(row) for row in rows), 4):
        glyph = tuple(row[start : start + 3].ljust(3) for row in rows)
        matches = [digit for digit, shape in BIG_DIGITS.items() if shape == glyph]
        assert len(matches) == 1, glyph
        found += matches[0]
    return found


@pytest.mark.parametrize("orientation", ORIENTATIONS)
def test_large_numerals_draw_three_row_digits(orientation: str) -> None:
    assert len(set(BIG_DIGITS.values())) == 10  # every digit its own shape
    for low, high in itertools.product(VALUES, VALUES):
        lines = render_tile(low, high, orientation=orientation, mode="large-numerals")
        low_half, high_half = half_texts(lines, orientation, "large-numerals")
        assert (big_digits_of(low_half), big_digits_of(high_half)) == (str(low), str(high))
    # Large pips tiles draw 13..18 with the same digits.
    lines = render_tile(13, 18, orientation=orientation, mode="large-pips")
    assert tuple(map(big_digits_of, half_texts(lines, orientation, "large-pips"))) == ("13", "18")


def test_compact_is_one_bracketed_line() -> None:
    for low, high in itertools.product(VALUES, VALUES):
        (line,) = render_tile(low, high, mode="compact")
        assert line.plain == f"[{low:>2}│{high:>2}]"
        (heavy,) = render_tile(low, high, mode="compact", heavy=True)
        assert heavy.plain == f"▶{low:>2}│{high:>2}◀"


def test_ends_are_drawn_in_the_order_given() -> None:
    left, right = half_texts(render_tile(2, 7, mode="numerals"), "horizontal", "numerals")
    assert (left.strip(), right.strip()) == ("2", "7")
    top, bottom = half_texts(
        render_tile(7, 2, orientation="vertical", mode="numerals"),
        "vertical",
        "numerals",
    )
    assert (top.strip(), bottom.strip()) == ("7", "2")


@pytest.mark.parametrize(("orientation", "mode"), LAYOUTS)
def test_the_plain_palette_has_no_colour_anywhere(orientation: str, mode: str) -> None:
    frame = frame_cells(orientation, mode)
    for value in VALUES:
        lines = render_tile(value, 18 - value, orientation=orientation, mode=mode, palette=PLAIN)
        for row, line in enumerate(lines):
            for col, (char, style) in enumerate(cells(line)):
                assert style.color is None and style.bgcolor is None
                if (row, col) not in frame and char != " ":
                    assert style.bold  # the values stand out by weight
        for line in render_empty(orientation, mode, "a1", palette=PLAIN):
            assert all(style.color is None and style.dim for _, style in cells(line))


@pytest.mark.parametrize(("orientation", "mode"), LAYOUTS)
def test_values_take_their_ink_from_the_palette(orientation: str, mode: str) -> None:
    for low, high in itertools.product(VALUES, VALUES):
        lines = render_tile(low, high, orientation=orientation, mode=mode, palette=RAINBOW)
        frame = frame_cells(orientation, mode)
        seen = 0
        for row, line in enumerate(lines):
            for col, (char, style) in enumerate(cells(line)):
                if (row, col) in frame or char == " ":
                    # Frame and blanks stay in the terminal's default colours.
                    assert style.color is None and style.bgcolor is None, (row, col)
                    continue
                value = (low, high)[half_of(orientation, mode, row, col)]
                assert style.color is not None
                assert style.color.name == COLOURS[value], (low, high, row, col)
                assert style.bold
                seen += 1
        assert seen > 0 or (mode in PIP_MODES and low == high == 0)


def frame_cells(orientation: str, mode: str) -> set[tuple[int, int]]:
    """Where the frame of a tile is: its edges, and the divider between the halves."""
    width, height = tile_size(orientation, mode)
    if mode == "compact":
        return {(0, 0), (0, 3), (0, 6)}
    edges = {
        (r, c) for r in range(height) for c in range(width) if r in (0, height - 1) or c in (0, width - 1)
    }
    if orientation == "horizontal":
        return edges | {(r, width // 2) for r in range(height)}
    return edges | {(height // 2, c) for c in range(width)}


@pytest.mark.parametrize(("orientation", "mode"), LAYOUTS)
def test_frame_style_is_applied_to_the_frame_only(orientation: str, mode: str) -> None:
    frame = frame_cells(orientation, mode)
    for heavy in (False, True):
        lines = render_tile(3, 5, orientation=orientation, mode=mode, frame=Style(reverse=True), heavy=heavy)
        for row, line in enumerate(lines):
            for col, (char, style) in enumerate(cells(line)):
                if (row, col) in frame:
                    assert style.reverse, (row, col, char)
                elif char != " ":
                    assert not style.reverse, (row, col, char)
    top = cells(render_tile(3, 5, orientation=orientation, mode=mode)[0])
    assert all(not style.reverse and not style.bold for char, style in top if char not in INK)


@pytest.mark.parametrize(("orientation", "mode"), LAYOUTS)
def test_the_cursor_frame_is_heavy_and_reads_without_colour(orientation: str, mode: str) -> None:
    frame = frame_cells(orientation, mode)

    def edge(lines: list[Text]) -> set[str]:
        return {
            line.plain[col]
            for row, line in enumerate(lines)
            for col in range(len(line.plain))
            if (row, col) in frame
        }

    light = edge(render_tile(3, 5, orientation=orientation, mode=mode))
    heavy = edge(render_tile(3, 5, orientation=orientation, mode=mode, heavy=True))
    assert not light & heavy - {"│"}  # a compact tile keeps its divider
    assert heavy <= set("┏┓┗┛━┃┳┻┣┫▶◀│")
    empty = "\n".join(line.plain for line in render_empty(orientation, mode, heavy=True))
    assert empty != "\n".join(line.plain for line in render_empty(orientation, mode))


@pytest.mark.parametrize(("orientation", "mode"), LAYOUTS)
@pytest.mark.parametrize("label", ["", "A1", "a very long label indeed"])
def test_empty_cell_has_the_tile_size(orientation: str, mode: str, label: str) -> None:
    width, height = tile_size(orientation, mode)
    lines = render_empty(orientation, mode, label, palette=RAINBOW)
    assert len(lines) == height
    assert [line.cell_len for line in lines] == [width] * height
    for line in lines:
        for char, style in cells(line):
            if char != " ":
                assert style.color is not None and style.color.name == "#808080"  # the palette's outline
    text = "\n".join(line.plain for line in lines)
    assert PIP not in text
    if label == "A1":
        assert "A1" in text


@pytest.mark.parametrize(
    "call",
    [
        lambda: render_tile(0, 19),
        lambda: render_tile(-1, 3),
        lambda: render_tile(1, 2, orientation="diagonal"),
        lambda: render_tile(1, 2, mode="dots"),
        lambda: tile_size("vertical", "big"),
        lambda: render_empty("sideways"),
        lambda: Palette(ink=(Style(),), outline=Style()),
    ],
)
def test_bad_arguments_are_refused(call: object) -> None:
    assert callable(call)
    with pytest.raises(ValueError):
        call()


# -- ASCII only (LANG=C, a terminal without UTF-8, --ascii) -------------------------------------------


@pytest.mark.parametrize(("orientation", "mode"), itertools.product(ORIENTATIONS, MODES))
@pytest.mark.parametrize("heavy", [False, True])
def test_ascii_tiles_and_outlines_draw_ascii_only(orientation: str, mode: str, heavy: bool) -> None:
    for low, high in ((0, 0), (1, 6), (9, 12), (13, 18), (10, 11)):
        lines = render_tile(low, high, orientation=orientation, mode=mode, heavy=heavy, ascii=True)
        assert [line.cell_len for line in lines] == [tile_size(orientation, mode)[0]] * len(lines)
        assert all(ord(char) < 128 for line in lines for char in line.plain), lines
    outline = render_empty(orientation, mode, "a1", heavy=heavy, ascii=True)
    assert all(ord(char) < 128 for line in outline for char in line.plain)
    assert len(outline) == tile_size(orientation, mode)[1]


def test_ascii_pips_count_and_the_cursor_still_shows() -> None:
    plain = render_tile(3, 5, orientation="horizontal", mode="pips", ascii=True)
    text = "".join(line.plain for line in plain)
    assert text.count("o") == 8 and "+" not in text and "|" in text and "'" in text
    heavy = "".join(line.plain for line in render_tile(3, 5, mode="pips", heavy=True, ascii=True))
    assert "#" in heavy and "#" not in text
    assert render_tile(3, 12, mode="compact", ascii=True)[0].plain == "[ 3|12]"
    assert render_tile(3, 12, mode="compact", heavy=True, ascii=True)[0].plain == "> 3|12<"


@pytest.mark.parametrize(
    ("env", "encoding", "ascii"),
    [
        ({"LANG": "C"}, "utf-8", True),
        ({"LANG": "POSIX"}, None, True),
        ({"LANG": "en_GB.UTF-8"}, "utf-8", False),
        ({"LANG": "de_DE.utf8"}, "UTF-8", False),
        ({"LANG": "en_US.ISO-8859-1"}, "utf-8", True),
        ({"LC_ALL": "C", "LANG": "en_US.UTF-8"}, "utf-8", True),  # LC_ALL wins
        ({"LC_ALL": "", "LC_CTYPE": "C.UTF-8", "LANG": "C"}, "utf-8", False),  # then LC_CTYPE
        ({}, "utf-8", False),
        ({}, "ascii", True),
        ({"LANG": "en_US.UTF-8"}, "ANSI_X3.4-1968", True),  # the terminal's own encoding says no
        ({}, None, False),
    ],
)
def test_wants_ascii(env: dict[str, str], encoding: str | None, ascii: bool) -> None:
    assert wants_ascii(env, encoding) is ascii
