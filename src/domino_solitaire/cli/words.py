"""The words the commands print for a deal's grade (--json keeps the machine's)."""

from __future__ import annotations

from domino_solitaire.i18n import N_, _


def grade_word(grade: object) -> str:
    """A deal's grade in the player's language (``str(grade)``, the machine's word, is --json's)."""
    word = str(grade)
    return _(GRADE_WORDS[word]) if word in GRADE_WORDS else word


#: The grades' words (solver.grades.GRADES), marked for the catalogs.
GRADE_WORDS = {
    "easy": N_("easy"),
    "medium": N_("medium"),
    "hard": N_("hard"),
    "expert": N_("expert"),
    "unwinnable": N_("unwinnable"),
}
