"""How the player wants the tiles drawn: the game screen's, the replay viewer's and the puzzles'."""

from __future__ import annotations

from dataclasses import dataclass

from domino_solitaire.tui.layout.base import StylePreference


@dataclass(frozen=True)
class BoardLook:
    """How the player wants tiles drawn: numbers or pips (for this set), colour or not."""

    numerals: bool = False
    colour: bool = True
    style: StylePreference = None
    #: Tiles and marks in ASCII only (a terminal without UTF-8, or ``--ascii``).
    ascii: bool = False
    #: For a screen reader: the terminal's cursor follows the board's (``--screen-reader``).
    screen_reader: bool = False
