"""The words every board shares (tui/widgets and tui/layout): the notes of a pick; and the status
bar's and the verdict's words above it. How to play each game, its marks and legends, the notes and
refusals of its picks are the game's own words (each in its module, ``wording.games`` lists them); the marks
every board draws are ``wording.common``'s.

Marks that are symbols, not words (▲, ◀▲▶, ┏━┓, +), are drawn by the boards; what they mean is here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from domino_solitaire.i18n import N_, _, ngettext
from domino_solitaire.solver.verdict import Outlook, Verdict
from domino_solitaire.wording.dates import date_text
from domino_solitaire.wording.words import seed_words, set_name

if TYPE_CHECKING:
    from datetime import date

# -- every board ----------------------------------------------------------------------------------

SELECTION_CLEARED = N_("Selection cleared.")
HINT_CLEARED = N_("Hint cleared.")
NO_PLAYABLE_TILE = N_("No tile can be played here.")


def put_back_text(what: object, so_far: str = "") -> str:
    """A tile selected first, selected again (or dropped by escape): it is no longer selected;
    ``so_far``: what the move being made is now."""
    return _("{what} put back.").format(what=what) + (f" {so_far}" if so_far else "")


# -- the status bar (tui/widgets/status.py) ----------------------------------------------------------

STOCK_LABEL = N_("Stock ")
REMOVED_LABEL = N_("Removed ")
MOVES_LABEL = N_("Moves ")
TIME_LABEL = N_("Time ")
GRADE_LABEL = N_("Grade ")


# Textual's command palette's key, described "palette" by Textual itself: marked for the catalogs,
# translated with every key's words (wording.keys.key_said).
N_("palette")


def status_deal(seed: int | None, daily: date | None = None) -> str:
    """The deal as the status bar says it: "deal 42", "explicit deal", "daily December 1, 2026 (deal 42)"."""
    deal = seed_words(seed)
    if daily is None:
        return deal
    return _("daily {day} ({deal})").format(day=date_text(daily), deal=deal)


def short_deal(deal: str) -> str:
    """``status_deal``'s words in less room: "#42" for "deal 42" (the number's word only: the daily
    deal's name may hold the same word, «расклад дня, … (расклад 42)»)."""
    head, word, number = deal.rpartition(_("deal {seed}").format(seed=""))
    return head + "#" + number if word else deal


def set_label(size: int, *, short: bool = False) -> str:
    """The set in the status bar: "double-12", or "d12" in less room."""
    return _("d{size}").format(size=size) if short else set_name(size)


# -- the solver's verdict in a few words (the status bar, tui/widgets/status.py) ------------------
# Every verdict has its own symbol and words, so it reads the same without colour (NO_COLOR).


def verdict_words(verdict: Verdict, *, short: bool = False) -> str:
    """The verdict in a few words; ``short`` for a line with little room left (at most 26 characters)."""
    outlook = verdict.outlook
    if outlook is Outlook.THINKING:
        return _("… thinking")
    if outlook is Outlook.WINNABLE:
        return _("◆ winnable")
    if outlook is Outlook.UNKNOWN:
        return _("? undecided")
    if outlook is Outlook.WON:
        return _("✓ won")
    undo = "" if verdict.undos is None else " · " + _("undo {count}").format(count=verdict.undos)
    if outlook is Outlook.LOST:
        return _("✗ lost") + undo
    # Once no win is possible, the best the player can still do: the position's par.
    best = (
        ""
        if verdict.par is None
        else " · "
        + (
            _("best {par}").format(par=verdict.par)
            if short
            else ngettext("best now: {par} left", "best now: {par} left", verdict.par).format(par=verdict.par)
        )
    )
    # Without an undo count no earlier position could be shown winnable: it never was.
    if verdict.undos is None:
        return _("✗ not winnable") + best
    return _("✗ no win") + undo if short else _("✗ no longer winnable") + undo + best
