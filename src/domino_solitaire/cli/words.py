"""The words the commands print for a game's result and a deal's grade (--json keeps the machine's)."""

from __future__ import annotations

from domino_solitaire.i18n import N_, _


def result_word(status: object) -> str:
    """How a game stands or ended, in a word of the player's language (``str(status)`` is the
    machine's word, for --json and records)."""
    word = str(status)
    return _(RESULT_WORDS[word]) if word in RESULT_WORDS else word


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

#: The results' words (the engine's Status values), marked for the catalogs.
RESULT_WORDS = {
    "playing": N_("playing"),
    "won": N_("won"),
    "lost": N_("lost"),
    "solved": N_("solved"),
    "abandoned": N_("abandoned"),
}
