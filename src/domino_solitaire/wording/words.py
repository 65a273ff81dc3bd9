"""The engine's and the solver's values in words: one table per concept, that every face uses.

A game's name, a position's or a record's status, a grade, a variant, a deal's description, a
game's object and its layout drawn as text (the last three asked of the game's own words,
``wording.games``). The values stay the machine's (``str(status)`` is
"won" in --json and records); these are their words in the player's language.
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING

from domino_solitaire.engine import Status
from domino_solitaire.i18n import N_, _
from domino_solitaire.solver.grades import Grade
from domino_solitaire.wording.games import GAME_WORDS, words_of

if TYPE_CHECKING:
    from domino_solitaire.engine import Position, Rules, Setup

#: A record's result (``records.Result``'s values, the machine's words of --json and record files)
#: or a position's status (the engine's ``Status``, whose values are the first three) in a word of a
#: sentence ("the game is over (won)"); capitalised and in capitals by ``Form``, so that each has one
#: word in each language. The one table of them.
RESULT_WORDS = {
    "playing": N_("playing"),
    "won": N_("won"),
    "lost": N_("lost"),
    "solved": N_("solved"),
    "abandoned": N_("abandoned"),
}

#: The difficulty grades (solver.grades.Grade).
GRADE_WORDS = {
    Grade.EASY: N_("easy"),
    Grade.MEDIUM: N_("medium"),
    Grade.HARD: N_("hard"),
    Grade.EXPERT: N_("expert"),
    Grade.UNWINNABLE: N_("unwinnable"),
}

#: The variants, by their machine names (--variant, records).
VARIANT_WORDS = {
    "standard": N_("standard"),
    **{variant: said for words in GAME_WORDS.values() for variant, said in words.variant_words.items()},
}


class Form(Enum):
    """How a status word is written: within a sentence, opening one, or shouted (the status bar)."""

    SENTENCE = "sentence"
    START = "start"
    BANNER = "banner"


def game_name(game: str) -> str:
    """A game by its id (the engine's ``Rules.name``), in the player's language (its words' name,
    the one table of the games' names); an unknown id as it is."""
    words = GAME_WORDS.get(game)
    return _(words.name) if words is not None else game


def rules_name(rules: Rules) -> str:
    return game_name(rules.name)


def status_word(status: Status, form: Form = Form.SENTENCE) -> str:
    """How a game stands, in a word: "won"; "Won" to open a sentence; "WON" in the status bar
    (where a game in play stays "playing": only an end is shouted)."""
    return formed(_(RESULT_WORDS[status.value]), form, playing=status is Status.PLAYING)


def formed(word: str, form: Form, *, playing: bool = False) -> str:
    """A status or result word written in ``form`` (a game in play is not shouted)."""
    if form is Form.START:
        return word[:1].upper() + word[1:]
    if form is Form.BANNER and not playing:
        return word.upper()
    return word


def grade_word(grade: object) -> str:
    """A difficulty grade in the player's language ("hard": "difficile"); anything else as it is."""
    try:
        return _(GRADE_WORDS[Grade(str(grade))])
    except ValueError:
        return str(grade)


def variant_word(variant: str) -> str:
    """A variant in the player's language ("standard"); an unknown one as it is."""
    name = VARIANT_WORDS.get(variant)
    return _(name) if name is not None else variant


def set_name(size: int) -> str:
    return _("double-{size}").format(size=size)


def seed_words(seed: int | None) -> str:
    """A deal by its number, "deal 42", or "explicit deal" for one written out."""
    return _("deal {seed}").format(seed=seed) if seed is not None else _("explicit deal")


def describe_deal(game: str, size: int, variant: str, deal: str) -> str:
    """ "<game>, double-6, deal 42": the game and the deal (both in words), the set, the variant (in
    words) unless it is the standard one."""
    shown = "" if variant == "standard" else f", {variant_word(variant)}"
    return _("{game}, double-{size}{variant}, {deal}").format(game=game, size=size, variant=shown, deal=deal)


def deal_description(setup: Setup) -> str:
    """A deal in words (``wording.game_description`` says a stored game the same way)."""
    return describe_deal(game_name(setup.game), setup.size, setup.variant, seed_words(setup.seed))


def objective(rules: Rules, size: int) -> str:
    """The object of the game in one line."""
    return words_of(rules.name).objective(size)


def layout_text(position: Position) -> str:
    """The layout drawn in plain text, for the command line (``show``, ``replay``, the text mode)."""
    return words_of(position.game).layout_text(position)
