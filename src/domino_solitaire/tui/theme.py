"""What the app adds to Textual's themes: the pips' colours, as theme variables, and two themes of its
own (one for colour-blind players, one high-contrast).

A theme may set any of them itself (``Theme(variables={"pip-3": "#123456"})``); the rest come from
here, light shades on a dark theme and dark ones on a light theme.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual.theme import Theme

if TYPE_CHECKING:
    from textual.app import App

#: Pip colours after the colour-dot double-twelve convention, for dark themes and for light ones:
#: 1 light blue, 2 green, 3 red, 4 brown, 5 dark blue, 6 yellow, 7 purple, 8 dark green,
#: 10 dark red, 11 orange, 12 grey; 13-18 have no convention and differ from their neighbours.
#: 0 and 9 (black in the convention) are in the text colour, so they have none here.
PIP_COLOURS: dict[str, dict[int, str]] = {
    "dark": {
        1: "#4fc3f7",
        2: "#66bb6a",
        3: "#ef5350",
        4: "#c8a165",
        5: "#6d8dff",
        6: "#ffee58",
        7: "#ba68c8",
        8: "#2e9d5b",
        10: "#e53950",
        11: "#ff9800",
        12: "#9e9e9e",
        13: "#26c6da",
        14: "#f06292",
        15: "#9ccc65",
        16: "#ff7043",
        17: "#7986cb",
        18: "#ffca28",
    },
    "light": {
        1: "#0277bd",
        2: "#2e7d32",
        3: "#c62828",
        4: "#6d4c41",
        5: "#1a237e",
        6: "#8d6e00",
        7: "#6a1b9a",
        8: "#1b5e20",
        10: "#880e4f",
        11: "#d84315",
        12: "#616161",
        13: "#00838f",
        14: "#ad1457",
        15: "#558b2f",
        16: "#bf360c",
        17: "#303f9f",
        18: "#a15c00",
    },
}


def pip_variable(value: int) -> str:
    """The theme variable that holds the colour of ``value``'s pips and numbers."""
    return f"pip-{value}"


def pip_variables(dark: bool) -> dict[str, str]:
    """The pip colours' theme variables for a dark theme, or a light one."""
    return {pip_variable(value): colour for value, colour in PIP_COLOURS["dark" if dark else "light"].items()}


#: A theme variable: the colour of what a board dims (a covered tile, a position, an empty cell),
#: instead of the terminal's faint text, whose contrast no one can know (see widgets/drawing.py).
DIMMED_VARIABLE = "board-dimmed"

# The two accessible themes' colours, found by tools/theme_palette.py (a search by hand, its result
# kept here) and checked by tests/tui/test_themes.py from the themes' values: the pips of 0-6 every
# two at least ΔE2000 10 apart with normal vision and simulated protanopia and deuteranopia (Machado
# 2009), 6 with tritanopia; 0-9 at least 5 apart under all four; the marks and frames each at least 10
# from the others (6 under each colour blindness); every one at least 4.5:1 on the background.

#: Pips 0-9 of the colour-blind theme (10-18 take them again, by their last digit).
COLOUR_BLIND_PIPS = (
    "#c2c7c2",  # 0 light grey
    "#e09d8e",  # 1 salmon
    "#57d5ff",  # 2 sky blue
    "#afbd4e",  # 3 olive
    "#fffbf9",  # 4 white
    "#bc7778",  # 5 rose brown
    "#f500d7",  # 6 magenta
    "#00a858",  # 7 green
    "#a1a1a1",  # 8 grey
    "#c098cb",  # 9 lilac
)
#: Its marks and frames: the text, then partner, new tile, selected, hint, paired, marks.
COLOUR_BLIND_MARKS = {
    "foreground": "#f2f2f2",
    "primary": "#15f2fd",
    "secondary": "#ffeabf",
    "warning": "#c4c400",
    "error": "#ff92ca",
    "success": "#89b7ff",  # blue for "won", pink for "lost": never green against red
    "accent": "#a5bda4",
}

#: Pips 0-9 of the high-contrast theme (10-18 take them again, by their last digit).
HIGH_CONTRAST_PIPS = (
    "#b4b4b4",  # 0 grey
    "#7ad500",  # 1 lime
    "#00a184",  # 2 teal
    "#00c778",  # 3 green
    "#989cc6",  # 4 lavender
    "#f3fffc",  # 5 white
    "#bdfdc4",  # 6 mint
    "#ffb2ce",  # 7 pink
    "#f66c26",  # 8 orange
    "#9c89a3",  # 9 mauve
)
HIGH_CONTRAST_MARKS = {
    "foreground": "#ffffff",
    "primary": "#bec3ff",
    "secondary": "#c7a400",
    "warning": "#f0f600",
    "error": "#ff948a",
    "success": "#8eff99",
    "accent": "#cc88ff",  # violet: the removal marks, apart from every pip (grey was pip 0's)
}


def accessible_theme(
    name: str, pips: tuple[str, ...], marks: dict[str, str], grounds: tuple[str, str, str], dimmed: str
) -> Theme:
    """A theme whose pips, marks and frames are the colours given, each also its own text colour
    (Textual would otherwise work the text colours out, and two of them could come out alike)."""
    background, surface, panel = grounds
    return Theme(
        name=name,
        primary=marks["primary"],
        secondary=marks["secondary"],
        warning=marks["warning"],
        error=marks["error"],
        success=marks["success"],
        accent=marks["accent"],
        foreground=marks["foreground"],
        background=background,
        surface=surface,
        panel=panel,
        dark=True,
        variables={
            "text-muted": dimmed,
            DIMMED_VARIABLE: dimmed,
            **{f"text-{role}": colour for role, colour in marks.items() if role != "foreground"},
            **{pip_variable(value): pips[value % len(pips)] for value in range(19)},
        },
    )


#: The theme for colour-blind players (dark).
COLOUR_BLIND = accessible_theme(
    "domino-colour-blind", COLOUR_BLIND_PIPS, COLOUR_BLIND_MARKS, ("#121212", "#1e1e1e", "#262626"), "#999999"
)
#: The high-contrast theme: white on black.
HIGH_CONTRAST = accessible_theme(
    "domino-high-contrast",
    HIGH_CONTRAST_PIPS,
    HIGH_CONTRAST_MARKS,
    ("#000000", "#000000", "#1a1a1a"),
    "#8f8f8f",
)

#: The app's own themes, beside Textual's.
THEMES = (COLOUR_BLIND, HIGH_CONTRAST)


def register_themes(app: App[Any]) -> None:
    """Register the app's own themes (before a kept theme is set: it may be one of them)."""
    for theme in THEMES:
        app.register_theme(theme)
