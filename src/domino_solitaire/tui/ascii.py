"""ASCII only (``--ascii``, or a terminal without UTF-8): every line of every widget folded to ASCII.

The boards, the footer and the key names choose ASCII words of their own where they can (``<^>``,
``...``, ``up``); this filter, applied by Textual to each line every widget draws (its borders, a
dialog's, the palette's icon, the scrollbars too), folds whatever is left, one character for one,
each to as many cells as it took, so that no layout moves and no byte above 127 reaches the terminal.
"""

from __future__ import annotations

from functools import lru_cache

from rich.cells import cell_len
from rich.segment import Segment
from textual.color import Color
from textual.filter import LineFilter

from domino_solitaire.textfold import fold


@lru_cache(maxsize=4096)
def fold_cells(text: str) -> str:
    """``text`` in ASCII, each character folded (``textfold.fold``) into the cells it took."""
    if text.isascii():
        return text
    out = []
    for char in text:
        width = cell_len(char)
        if char.isascii():
            out.append(char)
        elif width:  # zero-width joiners and accents' marks go
            out.append(fold(char).ljust(width)[:width])
    return "".join(out)


class AsciiFilter(LineFilter):
    """Textual's line filter that folds every segment's text to ASCII (``fold_cells``)."""

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        return [
            segment if segment.text.isascii() else Segment(fold_cells(segment.text), *segment[1:])
            for segment in segments
        ]


def ascii_key(display: str, key: str) -> str:
    """How a key is written in ASCII: a sign ("↑", "⏎") by Textual's name for the key ("up",
    "enter"), a word in the player's language folded ("échap" as "echap")."""
    if display.isascii():
        return display
    return key if len(display) == 1 and not display.isalnum() else fold(display)
