"""Word wrap that keeps no-break spaces: Rich and Textual break a line at any ``\\s``, which
Python's regular expressions take to include U+00A0 and U+202F, so a French "par : pas" or a
number's thousands ("9 996") could be split with the sign or the digits starting the next line.

Both libraries find their words with one module-level pattern (``rich._wrap.re_word``,
``textual._wrap.re_chunk``); each is replaced by the same pattern with the no-break spaces taken
as part of a word. Where a release no longer has the pattern, the library's own wrap stays.
"""

from __future__ import annotations

import re

from domino_solitaire.textfold import NO_BREAK

_WORD = rf"[\S{NO_BREAK}]+"
_SPACE = rf"[^\S{NO_BREAK}]"

#: Textual's chunk: a word and the spaces after it, or spaces alone.
TEXTUAL_CHUNK = re.compile(rf"{_WORD}{_SPACE}*|{_SPACE}+")
#: Rich's word: the spaces before it, the word, the spaces after it.
RICH_WORD = re.compile(rf"{_SPACE}*{_WORD}{_SPACE}*")


def hold_no_break_spaces() -> None:
    """Make Rich's and Textual's word wrap keep the no-break spaces (idempotent)."""
    import rich._wrap
    import textual._wrap

    if isinstance(getattr(textual._wrap, "re_chunk", None), re.Pattern):
        textual._wrap.re_chunk = TEXTUAL_CHUNK
    if isinstance(getattr(rich._wrap, "re_word", None), re.Pattern):
        rich._wrap.re_word = RICH_WORD
