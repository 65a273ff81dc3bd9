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


#: The Okabe–Ito colours (Okabe and Ito, "Color Universal Design", 2008), told apart with every kind
#: of colour vision, lightened where needed to read on a dark background (WCAG AA, 4.5:1). Red and
#: green never stand for two numbers side by side.
OKABE_ITO = {
    "sky blue": "#56b4e9",
    "orange": "#e69f00",
    "bluish green": "#009e73",
    "yellow": "#f0e442",
    "blue": "#4a9fe0",  # the palette's #0072b2, lightened: 3.6:1 on black otherwise
    "vermillion": "#e0660f",  # #d55e00 lightened a little, for 4.5:1 on the background
    "reddish purple": "#cc79a7",
}
_CYCLE = tuple(OKABE_ITO.values())

#: The theme for colour-blind players: dark, every number 1-18 in an Okabe–Ito colour (0 in the text
#: colour), each number a different colour from its neighbours, the states in colours apart too.
COLOUR_BLIND = Theme(
    name="domino-colour-blind",
    primary="#56b4e9",
    secondary="#cc79a7",
    accent="#f0e442",
    warning="#e69f00",
    error="#e0660f",
    success="#56b4e9",  # blue for "won", vermillion for "lost": never green against red
    foreground="#f2f2f2",
    background="#121212",
    surface="#1e1e1e",
    panel="#262626",
    dark=True,
    variables={
        "text-muted": "#b0b0b0",
        **{pip_variable(value): _CYCLE[(value - 1) % len(_CYCLE)] for value in range(1, 19)},
    },
)

#: The high-contrast theme: white on black, each number in a bright colour far from black.
HIGH_CONTRAST_PIPS = (
    "#00ffff",  # 1 cyan
    "#ffff00",  # 2 yellow
    "#ff66ff",  # 3 magenta
    "#66ff66",  # 4 light green
    "#ffa040",  # 5 orange
    "#80c0ff",  # 6 light blue
    "#ffffff",  # 7 white
    "#ff8080",  # 8 light red
    "#c0ff00",  # 9 lime
)
HIGH_CONTRAST = Theme(
    name="domino-high-contrast",
    primary="#ffff00",
    secondary="#00ffff",
    accent="#ff66ff",
    warning="#ffa040",
    error="#ff8080",
    success="#66ff66",
    foreground="#ffffff",
    background="#000000",
    surface="#000000",
    panel="#1a1a1a",
    dark=True,
    variables={
        "text-muted": "#d0d0d0",
        **{
            pip_variable(value): HIGH_CONTRAST_PIPS[(value - 1) % len(HIGH_CONTRAST_PIPS)]
            for value in range(1, 19)
        },
    },
)

#: The app's own themes, beside Textual's.
THEMES = (COLOUR_BLIND, HIGH_CONTRAST)


def register_themes(app: App[Any]) -> None:
    """Register the app's own themes (before a kept theme is set: it may be one of them)."""
    for theme in THEMES:
        app.register_theme(theme)
