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
#: 0 (black in the convention) is in the text colour, so it has none here; so is 9 on a light theme.
#:
#: The dark shades of 1-9 are colours of the xterm 256-colour palette, so that a terminal without
#: truecolour (Textual then reduces every colour to the nearest of 256, as Rich does) draws them
#: unchanged, and their nearest of the 16 standard colours differ for 0-6. Their targets, held by
#: tests/tui/test_themes.py with 0 in Textual's dark text colour, in truecolour and in 256 colours:
#: 0-9 every two at least ΔE2000 10 apart; 0-6 at least 6 apart with simulated protanopia,
#: deuteranopia and tritanopia (Machado 2009), 0-9 at least 3; in 16 colours, 0-6 on seven
#: different colours at least 10 apart, and the rest told apart by their pips' and digits' shapes.
PIP_COLOURS: dict[str, dict[int, str]] = {
    "dark": {
        1: "#00d7ff",
        2: "#5fff87",
        3: "#d75f5f",
        4: "#d78700",
        5: "#87afd7",
        6: "#d7d700",
        7: "#d75faf",
        8: "#87af5f",
        9: "#ffd7ff",
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
# The pips, marks and frames keep these targets in a 256-colour terminal: each is a colour of the
# xterm palette, which Textual's reduction leaves as it is (tools/theme_palette.py `terminal` and
# `marks`). In 16 colours the eight marks fall on six standard colours (seven for high contrast,
# whose removal mark takes none of the pips'), each 4.5:1 on the grounds, and each state has its
# label or frame shape; of the pips, 0-6 fall on seven different standard colours, at least 10
# apart (8 with protanopia and deuteranopia, 6 with tritanopia); 7-9 share theirs and are told apart
# by their pips' and digits' shapes.

#: Pips 0-9 of the colour-blind theme (10-18 take them again, by their last digit).
COLOUR_BLIND_PIPS = (
    "#d75f5f",  # 0 brick red
    "#ffff00",  # 1 yellow
    "#ffffd7",  # 2 cream white
    "#5f8787",  # 3 slate
    "#af5fd7",  # 4 purple
    "#d78700",  # 5 orange
    "#87d7d7",  # 6 pale cyan
    "#87afff",  # 7 light blue
    "#afd75f",  # 8 yellow-green
    "#5faf87",  # 9 sea green
)
#: Its marks and frames: the text, then partner, new tile, selected, hint, paired, marks.
COLOUR_BLIND_MARKS = {
    "foreground": "#ffffff",
    "primary": "#00ffff",
    "secondary": "#ffd787",
    "warning": "#afaf00",
    "error": "#ff87d7",
    "success": "#87afff",  # blue for "won", pink for "lost": never green against red
    "accent": "#af87af",  # mauve: the removal marks, apart from every pip and mark (a palette colour)
}

#: Pips 0-9 of the high-contrast theme (10-18 take them again, by their last digit).
HIGH_CONTRAST_PIPS = (
    "#5f8787",  # 0 slate
    "#ffffff",  # 1 white
    "#d75f5f",  # 2 brick red
    "#d78700",  # 3 orange
    "#87afd7",  # 4 steel blue
    "#ffff00",  # 5 yellow
    "#af5fd7",  # 6 purple
    "#ff87ff",  # 7 pink
    "#ffafd7",  # 8 rose
    "#d7d75f",  # 9 khaki
)
HIGH_CONTRAST_MARKS = {
    "foreground": "#ffffff",
    "primary": "#afafff",
    "secondary": "#d7af00",
    "warning": "#ffff00",
    "error": "#ff8787",
    "success": "#87ff87",
    "accent": "#00ffd7",  # turquoise: the removal marks, apart from every pip and mark (a palette colour)
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
    "domino-colour-blind", COLOUR_BLIND_PIPS, COLOUR_BLIND_MARKS, ("#121212", "#1e1e1e", "#262626"), "#949494"
)
#: The high-contrast theme: white on black.
HIGH_CONTRAST = accessible_theme(
    "domino-high-contrast",
    HIGH_CONTRAST_PIPS,
    HIGH_CONTRAST_MARKS,
    ("#000000", "#000000", "#1a1a1a"),
    "#949494",
)

#: The app's own themes, beside Textual's.
THEMES = (COLOUR_BLIND, HIGH_CONTRAST)


def register_themes(app: App[Any]) -> None:
    """Register the app's own themes (before a kept theme is set: it may be one of them)."""
    for theme in THEMES:
        app.register_theme(theme)
