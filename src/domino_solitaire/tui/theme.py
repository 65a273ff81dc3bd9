"""What the app adds to every Textual theme: the pips' colours, as theme variables.

A theme may set any of them itself (``Theme(variables={"pip-3": "#123456"})``); the rest come from
here, light shades on a dark theme and dark ones on a light theme.
"""

from __future__ import annotations

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
