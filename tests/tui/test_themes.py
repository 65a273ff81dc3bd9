"""The app's own themes: text and pips meet WCAG AA contrast on their backgrounds (computed from the
themes' values), and the colour-blind theme's pips stay apart with red-green colour blindness."""

from __future__ import annotations

from itertools import combinations

import pytest
from coloraide import Color as ColorAide
from rich.color import Color as RichColor
from rich.color import ColorSystem
from rich.style import Style
from textual.app import App
from textual.color import Color
from textual.theme import BUILTIN_THEMES, Theme

from domino_solitaire.tui.theme import (
    COLOUR_BLIND,
    DIMMED_VARIABLE,
    HIGH_CONTRAST,
    THEMES,
    pip_variable,
    pip_variables,
    register_themes,
)
from domino_solitaire.tui.tile_art import render_tile
from domino_solitaire.tui.widgets.drawing import board_styles_of

AA = 4.5


def css_variables(theme: Theme) -> dict[str, str]:
    """The theme's colours as the app's CSS gets them (App.get_css_variables): Textual's, then the
    theme's own variables over them."""
    return {**theme.to_color_system().generate(), **theme.variables}


def linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(colour: Color) -> float:
    r, g, b = (linear(c) for c in colour.rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(one: str, two: str) -> float:
    """The WCAG 2 contrast ratio of two colours."""
    a, b = sorted((luminance(Color.parse(one)), luminance(Color.parse(two))), reverse=True)
    return (a + 0.05) / (b + 0.05)


def test_the_contrast_formula() -> None:
    assert contrast("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)


#: Text colours the game screen draws on the background (the boards, the notice line) and on the
#: panel (the status bar).
TEXT = ("foreground", "text-primary", "text-secondary", "text-warning", "text-error", "text-success")
TEXT_MORE = ("text-accent", "text-muted")


@pytest.mark.parametrize("theme", THEMES, ids=lambda theme: theme.name)
def test_text_meets_wcag_aa_on_the_background_and_the_panel(theme: Theme) -> None:
    colours = css_variables(theme)
    for ground in ("background", "panel", "surface"):
        for name in (*TEXT, *TEXT_MORE):
            ratio = contrast(colours[name], colours[ground])
            assert ratio >= AA, (theme.name, name, ground, round(ratio, 2))


@pytest.mark.parametrize("theme", THEMES, ids=lambda theme: theme.name)
def test_every_pip_colour_meets_wcag_aa_on_the_board(theme: Theme) -> None:
    background = theme.to_color_system().generate()["background"]
    for value in range(1, 19):
        colour = theme.variables[pip_variable(value)]
        assert contrast(colour, background) >= AA, (theme.name, value, colour)


# Machado, Oliveira and Fernandes (2009), severity 1.0, on linear RGB.
PROTANOPIA = (
    (0.152286, 1.052583, -0.204868),
    (0.114503, 0.786281, 0.099216),
    (-0.003882, -0.048116, 1.051998),
)
DEUTERANOPIA = (
    (0.367322, 0.860646, -0.227968),
    (0.280085, 0.672501, 0.047413),
    (-0.011820, 0.042940, 0.968881),
)


def seen(colour: str, matrix: tuple[tuple[float, ...], ...]) -> tuple[float, float, float]:
    rgb = [linear(c) for c in Color.parse(colour).rgb]
    r, g, b = (max(0.0, min(1.0, sum(m * c for m, c in zip(row, rgb, strict=True)))) for row in matrix)
    return (r, g, b)


def distance(one: tuple[float, ...], two: tuple[float, ...]) -> float:
    return float(sum((a - b) ** 2 for a, b in zip(one, two, strict=True)) ** 0.5)


@pytest.mark.parametrize("matrix", [PROTANOPIA, DEUTERANOPIA], ids=["protanopia", "deuteranopia"])
def test_colour_blind_pips_stay_apart_without_red_and_green(matrix: tuple[tuple[float, ...], ...]) -> None:
    # Every number of a double-6 set, and every two neighbouring numbers of the larger sets, look
    # different to a red-green colour-blind player.
    pips = {value: seen(COLOUR_BLIND.variables[pip_variable(value)], matrix) for value in range(1, 19)}
    pairs = [*combinations(range(1, 7), 2), *((v, v + 1) for v in range(1, 18))]
    closest = min(distance(pips[a], pips[b]) for a, b in pairs)
    assert closest > 0.08, closest


def test_the_high_contrast_theme_is_white_on_black() -> None:
    assert contrast(HIGH_CONTRAST.foreground or "", HIGH_CONTRAST.background or "") == pytest.approx(21.0)


def test_the_themes_are_registered_by_name() -> None:
    app: App[None] = App()
    register_themes(app)
    assert {"domino-colour-blind", "domino-high-contrast"} <= set(app.available_themes)


# -- the colours told apart, from the themes' own values (coloraide) -------------------

VISIONS = ("normal", "protan", "deutan", "tritan")


def as_seen(colour: str, vision: str) -> ColorAide:
    """``colour`` as seen with ``vision``: Machado 2009 for protanopia and deuteranopia (severity 1)."""
    found = ColorAide(colour)
    if vision == "normal":
        return found
    if vision in ("protan", "deutan"):
        return found.filter(vision, 1, method="machado")
    return found.filter(vision, 1)


def closest(colours: list[str], vision: str) -> float:
    seen_as = [as_seen(colour, vision) for colour in colours]
    return min(float(a.delta_e(b, method="2000")) for a, b in combinations(seen_as, 2))


def test_coloraide_agrees_with_the_issue_s_figures_for_okabe_ito() -> None:
    okabe_ito = ["#e69f00", "#56b4e9", "#009e73", "#f0e442", "#0072b2", "#d55e00", "#cc79a7"]
    assert [round(closest(okabe_ito, vision), 1) for vision in ("deutan", "protan", "tritan")] == [
        11.6,
        12.2,
        7.9,
    ]


@pytest.mark.parametrize("theme", THEMES, ids=lambda theme: theme.name)
@pytest.mark.parametrize(("vision", "least"), [("normal", 10), ("protan", 10), ("deutan", 10), ("tritan", 6)])
def test_the_pips_of_0_to_6_are_told_apart_by_colour(theme: Theme, vision: str, least: float) -> None:
    pips = [theme.variables[pip_variable(value)] for value in range(7)]
    assert closest(pips, vision) >= least


@pytest.mark.parametrize("theme", THEMES, ids=lambda theme: theme.name)
@pytest.mark.parametrize("vision", VISIONS)
def test_no_two_pips_of_a_double_9_come_within_delta_e_5(theme: Theme, vision: str) -> None:
    assert closest([theme.variables[pip_variable(value)] for value in range(10)], vision) >= 5


#: What tells a tile's state and a board's marks apart (board.tcss): the text, partner, new tile,
#: selected, hint, paired, the removal marks, and the dimmed (covered) tiles.
MARKS = (
    "foreground",
    "text-primary",
    "text-secondary",
    "text-warning",
    "text-error",
    "text-success",
    "text-accent",
)


@pytest.mark.parametrize("theme", THEMES, ids=lambda theme: theme.name)
@pytest.mark.parametrize(("vision", "least"), [("normal", 10), ("protan", 6), ("deutan", 6), ("tritan", 6)])
def test_every_mark_and_frame_differs_from_the_others(theme: Theme, vision: str, least: float) -> None:
    colours = css_variables(theme)
    marks = [colours[name] for name in MARKS] + [theme.variables[DIMMED_VARIABLE]]
    assert closest(marks, vision) >= least


@pytest.mark.parametrize("theme", THEMES, ids=lambda theme: theme.name)
@pytest.mark.parametrize(("vision", "least"), [("normal", 10), ("protan", 5), ("deutan", 5), ("tritan", 5)])
def test_the_removal_mark_differs_from_every_pip(theme: Theme, vision: str, least: float) -> None:
    # Castle Rock's ▲ and ◀▲▶ sit under the tiles (board.tcss: .board--mark is $text-accent).
    mark = as_seen(css_variables(theme)["text-accent"], vision)
    for value in range(19):
        pip = as_seen(theme.variables[pip_variable(value)], vision)
        assert float(mark.delta_e(pip, method="2000")) >= least, value


@pytest.mark.parametrize("theme", THEMES, ids=lambda theme: theme.name)
def test_every_pip_and_dimmed_tile_is_4_5_to_1_on_the_board(theme: Theme) -> None:
    background = ColorAide(theme.to_color_system().generate()["background"])
    for value in range(19):
        assert ColorAide(theme.variables[pip_variable(value)]).contrast(background) >= AA, value
    assert ColorAide(theme.variables[DIMMED_VARIABLE]).contrast(background) >= AA


@pytest.mark.parametrize("theme", THEMES, ids=lambda theme: theme.name)
def test_the_themes_dim_in_their_own_colour_not_the_terminal_s_faint(theme: Theme) -> None:
    # board.tcss dims covered tiles, positions and empty cells; these themes draw them in a colour
    # whose contrast is known instead.
    board_styles = board_styles_of(
        lambda name: Style(dim=name in ("covered", "number", "empty")), theme.variables
    )
    for style in (board_styles.state("covered"), board_styles.part("number"), board_styles.part("empty")):
        assert not style.dim and style.color == RichColor.parse(theme.variables[DIMMED_VARIABLE])
    plain = board_styles_of(lambda name: Style(dim=True), {})  # other themes: faint, as before
    assert plain.state("covered").dim


# -- the pips in a terminal of 256 or 16 colours -------------------------------------------------------
# Without COLORTERM=truecolor Textual draws through Rich in 256 colours (or 16), each colour reduced
# to the nearest the terminal has (rich.color.Color.downgrade); the pips must keep their targets
# there, or be told apart by their shapes.

#: Textual's default dark theme, whose text colour is pip 0's.
DEFAULT_DARK = BUILTIN_THEMES["textual-dark"]


def pips_of(theme: Theme) -> list[str]:
    """Pips 0-9 as a theme draws them: its own variables, or the app's for a dark theme."""
    variables = {**pip_variables(dark=True), pip_variable(0): theme.foreground or "", **theme.variables}
    return [variables[pip_variable(value)] for value in range(10)]


def reduced(colour: str, system: ColorSystem) -> str:
    """``colour`` as a terminal of ``system`` shows it, reduced as Rich reduces it."""
    return RichColor.parse(colour).downgrade(system).get_truecolor().hex


#: Each theme's targets, the least ΔE2000 for (normal, protan, deutan, tritan): pips 0-6 and 0-9
#: in truecolour and 256 colours, then 0-6 in 16 colours (the shapes tell the rest apart).
PIP_TARGETS = {
    COLOUR_BLIND.name: ((10, 10, 10, 6), (5, 5, 5, 5), (10, 8, 8, 6)),
    HIGH_CONTRAST.name: ((10, 10, 10, 6), (5, 5, 5, 5), (10, 8, 8, 6)),
    DEFAULT_DARK.name: ((10, 6, 6, 6), (10, 3, 3, 3), (10, 0, 0, 0)),
}
ALL_THEMES = (*THEMES, DEFAULT_DARK)


@pytest.mark.parametrize("theme", ALL_THEMES, ids=lambda theme: theme.name)
@pytest.mark.parametrize("system", [ColorSystem.TRUECOLOR, ColorSystem.EIGHT_BIT], ids=["24-bit", "256"])
@pytest.mark.parametrize("vision", VISIONS)
def test_the_pips_keep_their_targets_in_256_colours(theme: Theme, system: ColorSystem, vision: str) -> None:
    six, nine, _sixteen = PIP_TARGETS[theme.name]
    pips = [reduced(colour, system) for colour in pips_of(theme)]
    least = VISIONS.index(vision)
    assert closest(pips[:7], vision) >= six[least], pips
    assert closest(pips, vision) >= nine[least], pips


@pytest.mark.parametrize("theme", ALL_THEMES, ids=lambda theme: theme.name)
@pytest.mark.parametrize("vision", VISIONS)
def test_in_16_colours_the_pips_of_0_to_6_take_seven_colours_apart(theme: Theme, vision: str) -> None:
    pips = [reduced(colour, ColorSystem.STANDARD) for colour in pips_of(theme)[:7]]
    assert len(set(pips)) == 7, pips
    assert closest(pips, vision) >= PIP_TARGETS[theme.name][2][VISIONS.index(vision)], pips


@pytest.mark.parametrize("theme", ALL_THEMES, ids=lambda theme: theme.name)
def test_in_256_colours_the_pips_read_on_the_board(theme: Theme) -> None:
    background = ColorAide(reduced(css_variables(theme)["background"], ColorSystem.EIGHT_BIT))
    for colour in pips_of(theme)[1:]:
        assert ColorAide(reduced(colour, ColorSystem.EIGHT_BIT)).contrast(background) >= AA, colour


#: The marks' and frames' targets, the least ΔE2000 for (normal, protan, deutan, tritan): between
#: every two, and between the removal mark and every pip.
MARK_TARGETS = ((10, 6, 6, 6), (10, 5, 5, 5))


@pytest.mark.parametrize("theme", THEMES, ids=lambda theme: theme.name)
@pytest.mark.parametrize("system", [ColorSystem.TRUECOLOR, ColorSystem.EIGHT_BIT], ids=["24-bit", "256"])
@pytest.mark.parametrize("vision", VISIONS)
def test_the_marks_and_frames_keep_their_targets_in_256_colours(
    theme: Theme, system: ColorSystem, vision: str
) -> None:
    # In 16 colours the marks share colours: each state has its label or frame shape (board.tcss).
    colours = css_variables(theme)
    marks = [
        reduced(colour, system) for colour in (*(colours[name] for name in MARKS), colours[DIMMED_VARIABLE])
    ]
    between, from_pips = (targets[VISIONS.index(vision)] for targets in MARK_TARGETS)
    assert closest(marks, vision) >= between, marks
    removal = as_seen(reduced(colours["text-accent"], system), vision)
    for pip in pips_of(theme):
        assert float(removal.delta_e(as_seen(reduced(pip, system), vision), method="2000")) >= from_pips, pip
    for ground in ("background", "panel", "surface"):
        for name in (*TEXT, *TEXT_MORE):
            ratio = contrast(reduced(colours[name], system), reduced(colours[ground], system))
            assert ratio >= AA, (name, ground, round(ratio, 2))


@pytest.mark.parametrize("theme", THEMES, ids=lambda theme: theme.name)
def test_the_marks_and_frames_are_colours_a_256_colour_terminal_keeps(theme: Theme) -> None:
    colours = css_variables(theme)
    for name in (*MARKS, DIMMED_VARIABLE):
        assert reduced(colours[name], ColorSystem.EIGHT_BIT) == colours[name].lower(), name


#: How many of the 16 standard colours each theme's eight marks and frames take (each state also has
#: its label or frame shape), and whether the removal mark takes one no pip of 0-9 takes.
MARKS_IN_16 = {COLOUR_BLIND.name: (6, False), HIGH_CONTRAST.name: (7, True)}


@pytest.mark.parametrize("theme", THEMES, ids=lambda theme: theme.name)
def test_in_16_colours_the_marks_and_frames_read_and_differ_as_far_as_they_can(theme: Theme) -> None:
    colours = css_variables(theme)
    marks = [reduced(colours[name], ColorSystem.STANDARD) for name in (*MARKS, DIMMED_VARIABLE)]
    many, removal_apart = MARKS_IN_16[theme.name]
    assert len(set(marks)) >= many, marks
    pips = {reduced(pip, ColorSystem.STANDARD) for pip in pips_of(theme)}
    assert not removal_apart or reduced(colours["text-accent"], ColorSystem.STANDARD) not in pips
    for ground in ("background", "panel", "surface"):
        for name in (*TEXT, *TEXT_MORE):
            pair = (
                reduced(colours[name], ColorSystem.STANDARD),
                reduced(colours[ground], ColorSystem.STANDARD),
            )
            assert contrast(*pair) >= AA, (name, ground)


@pytest.mark.parametrize("mode", ["pips", "numerals", "large-pips", "large-numerals", "compact"])
def test_where_colours_run_out_every_number_has_a_shape_of_its_own(mode: str) -> None:
    # In 16 colours 7-9 share colours with lower numbers: their halves, drawn without colour, differ.
    drawn = {"\n".join(line.plain for line in render_tile(value, value, mode=mode)) for value in range(19)}
    assert len(drawn) == 19
