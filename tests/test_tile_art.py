"""Tests for the tile drawings in domino_solitaire.tui.tile_art."""

from __future__ import annotations

import itertools

import pytest
from rich.color import ColorType
from rich.console import Console
from rich.style import Style
from rich.text import Text

from domino_solitaire.tui.tile_art import (
    PIP,
    PIP_COLOURS,
    PIP_LAYOUTS,
    render_empty,
    render_tile,
    tile_size,
)

VALUES = range(19)
ORIENTATIONS = ("horizontal", "vertical")
MODES = ("pips", "numerals", "compact")
LAYOUTS = list(itertools.product(ORIENTATIONS, MODES))
ANSI_NAMES = {
    *("black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"),
    *(
        f"bright_{name}"
        for name in (
            "black",
            "red",
            "green",
            "yellow",
            "blue",
            "magenta",
            "cyan",
            "white",
        )
    ),
}
INK = set("0123456789" + PIP)  # characters that show a value (not frame, not blank)

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
        for colour in (True, False):
            lines = render_tile(low, high, orientation=orientation, mode=mode, colour=colour)
            assert len(lines) == height, (low, high)
            assert [line.cell_len for line in lines] == [width] * height, (low, high)
            assert all("\n" not in line.plain for line in lines)


@pytest.mark.parametrize(
    ("orientation", "mode", "limit"),
    [
        ("horizontal", "pips", (17, 5)),
        ("vertical", "pips", (9, 9)),
        ("horizontal", "numerals", (11, 3)),
        ("vertical", "numerals", (7, 5)),
        ("horizontal", "compact", (80, 1)),
        ("vertical", "compact", (80, 1)),
    ],
)
def test_sizes_fit_the_screen_budget(orientation: str, mode: str, limit: tuple[int, int]) -> None:
    width, height = tile_size(orientation, mode)
    assert width <= limit[0] and height <= limit[1]
    if mode == "compact":
        assert height == 1


@pytest.mark.parametrize("orientation", ORIENTATIONS)
def test_each_half_has_as_many_pips_as_its_value(orientation: str) -> None:
    for low, high in itertools.product(range(13), range(13)):
        lines = render_tile(low, high, orientation=orientation, mode="pips")
        low_half, high_half = half_texts(lines, orientation, "pips")
        assert low_half.count(PIP) == low, (low, high)
        assert high_half.count(PIP) == high, (low, high)
        # Nothing else inside a half: pips and blanks only.
        assert set(low_half + high_half) <= {PIP, " ", "\n"}


def test_big_values_use_the_double_twelve_grid() -> None:
    def rows(value: int) -> list[int]:
        lines = render_tile(value, 0, mode="pips")
        return [row.count(PIP) for row in half_texts(lines, "horizontal", "pips")[0].split("\n")]

    assert rows(12) == [4, 4, 4]  # 3 rows of 4, as on double-twelve sets
    assert rows(11) == [4, 3, 4]
    assert rows(10) == [4, 2, 4]
    assert rows(9) == [3, 3, 3]
    # 1..9 stay on the three dice columns; 10..12 use four columns.
    for value in range(10):
        assert len({col for _, col in PIP_LAYOUTS[value]}) <= 3, value
    for value in (10, 11, 12):
        assert len({col for _, col in PIP_LAYOUTS[value]}) > 3, value


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


def test_compact_is_one_bracketed_line() -> None:
    for low, high in itertools.product(VALUES, VALUES):
        (line,) = render_tile(low, high, mode="compact")
        assert line.plain == f"[{low:>2}│{high:>2}]"


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
def test_no_colour_means_no_colour_anywhere(orientation: str, mode: str) -> None:
    for value in VALUES:
        lines = render_tile(value, 18 - value, orientation=orientation, mode=mode, colour=False)
        for line in lines:
            styles = [line.style, *(span.style for span in line.spans)]
            for style in styles:
                parsed = style if isinstance(style, Style) else Style.parse(style)
                assert parsed.color is None and parsed.bgcolor is None
            for _, style in cells(line):
                assert style.color is None and style.bgcolor is None


@pytest.mark.parametrize(("orientation", "mode"), LAYOUTS)
def test_colour_uses_pip_colours(orientation: str, mode: str) -> None:
    for low, high in itertools.product(VALUES, VALUES):
        lines = render_tile(low, high, orientation=orientation, mode=mode)
        seen = 0
        for row, line in enumerate(lines):
            for col, (char, style) in enumerate(cells(line)):
                if char not in INK:
                    # Frame and blanks stay in the terminal's default colours.
                    assert style.color is None and style.bgcolor is None
                    continue
                value = (low, high)[half_of(orientation, mode, row, col)]
                assert style.color is not None
                assert style.color.name == PIP_COLOURS[value], (low, high, row, col)
                assert style.bold
                seen += 1
        assert seen > 0 or (mode == "pips" and low == high == 0)


def test_frame_style_is_applied_to_the_frame_only() -> None:
    lines = render_tile(3, 5, style="bold reverse")
    for line in lines:
        for char, style in cells(line):
            if char in "╭╮╰╯─│┬┴":
                assert style.reverse and style.bold
            elif char == PIP:
                assert not style.reverse
    top = cells(render_tile(3, 5)[0])
    assert all(not style.reverse and not style.bold for _, style in top)


def test_pip_colours_are_ansi_and_neighbours_differ() -> None:
    assert sorted(PIP_COLOURS) == list(VALUES)
    for value, name in PIP_COLOURS.items():
        assert name in ANSI_NAMES, value
        colour = Style.parse(name).color
        assert colour is not None and colour.type == ColorType.STANDARD
    for value in range(18):
        assert PIP_COLOURS[value] != PIP_COLOURS[value + 1], value
    # The familiar ends of the colour-dot convention.
    assert PIP_COLOURS[1] in {"bright_cyan", "bright_blue"}
    assert PIP_COLOURS[12] in {"bright_black", "white"}


@pytest.mark.parametrize(("orientation", "mode"), LAYOUTS)
@pytest.mark.parametrize("label", ["", "A1", "a very long label indeed"])
def test_empty_cell_has_the_tile_size(orientation: str, mode: str, label: str) -> None:
    width, height = tile_size(orientation, mode)
    lines = render_empty(orientation, mode, label)
    assert len(lines) == height
    assert [line.cell_len for line in lines] == [width] * height
    for line in lines:
        for _, style in cells(line):
            assert style.dim and style.color is None
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
    ],
)
def test_bad_arguments_are_refused(call: object) -> None:
    assert callable(call)
    with pytest.raises(ValueError):
        call()
