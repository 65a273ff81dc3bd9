"""The words every game's words are built of, and that the other areas share: clauses joined as the
language joins them, tiles counted, and the marks every board draws (the cursor, the hint, a tile
picked, an empty place).

It imports no other wording module, so that each game's words (``wording.games`` lists them) can
use it and still be imported by the areas that ask a game for its words.
"""

from __future__ import annotations

from domino_solitaire.i18n import N_, _, ngettext, pgettext

#: The label set into a hinted tile's frame (the short one where space is short).
HINT_LABEL = (N_("hint"), "?")
#: A tile selected first of a pair (the short one where space is short).
PICKED_LABEL = (N_("picked"), "*")
#: What the cursor looks like, for the help screen's list of marks.
CURSOR_MARK = (N_("┏━┓ heavy frame"), N_("the cursor (enter or space selects the tile under it)"))
#: What a tile that is not in play looks like: a dashed outline.
EMPTY_MARK = (N_("╭╌╮ dashed outline"), N_("an empty cell"))
#: The hint's mark, for the help screen's list of marks.
HINT_MARK = (HINT_LABEL[0], N_("the hint's move"))


def hint_word() -> str:
    """The word set into a hinted tile's frame where there is room for it."""
    return _(HINT_LABEL[0])


def picked_word() -> str:
    """The word set into the frame of a tile selected first of a pair, where there is room."""
    return _(PICKED_LABEL[0])


def clauses(*parts: str) -> str:
    """Clauses of one sentence, joined as the language joins them (French: a narrow no-break space
    before the semicolon, so that no line starts with it)."""
    # i18n: what joins two clauses of a sentence: "; " (French: U+202F before the semicolon).
    return pgettext("clause separator", "; ").join(part for part in parts if part)


def tiles_text(count: int) -> str:
    return ngettext("{count} tile", "{count} tiles", count).format(count=count)
