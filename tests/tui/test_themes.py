"""The app's own themes: text and pips meet WCAG AA contrast on their backgrounds (computed from the
themes' values), and the colour-blind theme's pips stay apart with red-green colour blindness."""

from __future__ import annotations

from itertools import combinations

import pytest
from textual.app import App
from textual.color import Color
from textual.theme import Theme

from domino_solitaire.tui.theme import COLOUR_BLIND, HIGH_CONTRAST, THEMES, pip_variable, register_themes

AA = 4.5


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
    colours = theme.to_color_system().generate()
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
