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
def fold_cells(text: str, room: int = 0) -> str:
    """``text`` in ASCII in the cells it took, and up to ``room`` cells more (the spaces after it
    on its line): each character folded whole (``textfold.fold``: "→" as "->") where the spaces
    ending ``text`` and ``room`` make room for the longer folds, else each folded into the cells it
    took ("→" as "-")."""
    if text.isascii():
        return text
    # Zero-width joiners and accents' marks go.
    whole = "".join(char if char.isascii() else fold(char) if cell_len(char) else "" for char in text)
    extra = len(whole) - cell_len(text)
    if extra == 0:
        return whole
    trailing = len(text) - len(text.rstrip(" "))
    if 0 < extra <= trailing:
        return whole[:-extra]
    if 0 < extra <= trailing + room:
        return whole[: len(whole) - trailing]
    out = []
    for char in text:
        width = cell_len(char)
        if char.isascii():
            out.append(char)
        elif width:
            out.append(fold(char).ljust(width)[:width])
    return "".join(out)


class AsciiFilter(LineFilter):
    """Textual's line filter that folds every segment's text to ASCII (``fold_cells``); a fold
    longer than its cells ("->") takes the spaces after it on the line where there are some."""

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        out = []
        owed = 0  # cells a fold took from the spaces of the segments after it
        for index, segment in enumerate(segments):
            text = segment.text
            if owed:
                spaces = len(text) - len(text.lstrip(" "))
                taken = min(owed, spaces)
                text, owed = text[taken:], owed - taken
            if not text.isascii():
                room = _spaces_after(segments, index)
                folded = fold_cells(text, room)
                owed += max(0, cell_len(folded) - cell_len(text))
                text = folded
            out.append(segment if text == segment.text else Segment(text, *segment[1:]))
        return out


def _spaces_after(segments: list[Segment], index: int) -> int:
    """The spaces that start the line after ``segments[index]``."""
    count = 0
    for segment in segments[index + 1 :]:
        text = segment.text
        spaces = len(text) - len(text.lstrip(" "))
        count += spaces
        if spaces < len(text):
            break
    return count


def ascii_key(display: str, key: str) -> str:
    """How a key is written in ASCII: a sign ("↑", "⏎") by Textual's name for the key ("up",
    "enter"), a word in the player's language folded ("échap" as "echap")."""
    if display.isascii():
        return display
    return key if len(display) == 1 and not display.isalnum() else fold(display)
