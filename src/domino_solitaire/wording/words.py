"""The engine's and the solver's values in words: one table per concept, that every face uses.

A game's name, a position's status, a grade, a variant, a deal's description, a place on a board,
a game's object and its layout drawn as text. The values stay the machine's (``str(status)`` is
"won" in --json and records); these are their words in the player's language.
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING

from domino_solitaire.engine import Status, full_set
from domino_solitaire.engine.castle_rock import CastleRockPosition
from domino_solitaire.engine.good_neighbors import COLUMN_LETTERS, SHAPES, GoodNeighborsPosition
from domino_solitaire.engine.luzon import LuzonPosition, Spot
from domino_solitaire.i18n import N_, _
from domino_solitaire.solver.grades import Grade

if TYPE_CHECKING:
    from domino_solitaire.engine import Position, Rules, Setup

#: Each game's name, by the engine's name for it (``Rules.name``).
GAME_NAMES = {
    "good-neighbors": N_("Good Neighbors"),
    "luzon": N_("Luzon"),
    "castle-rock": N_("Castle Rock"),
}

#: A position's status (the engine's ``Status``) as a word in a sentence ("the game is over (won)");
#: capitalised and in capitals by ``status_word``'s forms, so that each status has one word in each
#: language. A record's result (solved, abandoned too) is ``wording.records.result_word``'s.
STATUS_WORDS = {
    Status.PLAYING: N_("playing"),
    Status.WON: N_("won"),
    Status.LOST: N_("lost"),
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
VARIANT_WORDS = {"standard": N_("standard"), "six-ends": N_("six-ends")}


class Form(Enum):
    """How a status word is written: within a sentence, opening one, or shouted (the status bar)."""

    SENTENCE = "sentence"
    START = "start"
    BANNER = "banner"


def game_name(game: str) -> str:
    """A game by its engine name ("luzon"), in the player's language; an unknown name as it is."""
    name = GAME_NAMES.get(game)
    return _(name) if name is not None else game


def rules_name(rules: Rules) -> str:
    return game_name(rules.name)


def status_word(status: Status, form: Form = Form.SENTENCE) -> str:
    """How a game stands, in a word: "won"; "Won" to open a sentence; "WON" in the status bar
    (where a game in play stays "playing": only an end is shouted)."""
    return formed(_(STATUS_WORDS[status]), form, playing=status is Status.PLAYING)


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
    """ "Luzon, double-6, deal 42": the game and the deal (both in words), the set, the variant (in
    words) unless it is the standard one."""
    shown = "" if variant == "standard" else f", {variant_word(variant)}"
    return _("{game}, double-{size}{variant}, {deal}").format(game=game, size=size, variant=shown, deal=deal)


def deal_description(setup: Setup) -> str:
    """A deal in words (``wording.game_description`` says a stored game the same way)."""
    return describe_deal(game_name(setup.game), setup.size, setup.variant, seed_words(setup.seed))


def spot_text(spot: Spot) -> str:
    """A Luzon place: "column 3" or "reserve slot R1"."""
    if spot.reserve:
        return _("reserve slot {value}").format(value=spot)
    return _("column {value}").format(value=spot)


def objective(rules: Rules, size: int) -> str:
    """The object of the game in one line."""
    if rules.name == "luzon":
        return _(
            "discard all 28 tiles in pairs totalling 12 pips, from the feet of five columns and a reserve"
        )
    if rules.name == "castle-rock":
        return _(
            "discard every tile: take out a tile between two that share a number, or three that share one"
        )
    rows, cols = SHAPES[size]
    # A set with an odd number of tiles can only be cleared down to one.
    if len(full_set(size)) % 2:
        said = _(
            "remove all tiles but one in pairs of touching tiles that share a number ({rows} rows of {cols})"
        )
    else:
        said = _("remove every tile in pairs of touching tiles that share a number ({rows} rows of {cols})")
    return said.format(rows=rows, cols=cols)


def layout_text(position: Position) -> str:
    """The layout drawn in plain text, for the command line (``show``, ``replay``, the text mode)."""
    width = 6
    if isinstance(position, LuzonPosition):
        height = max((len(c) for c in position.columns), default=0)
        lines = ["".join(str(i + 1).center(width) for i in range(len(position.columns)))]
        for r in range(height):
            row = "".join((str(c[r]) if r < len(c) else "").center(width) for c in position.columns)
            lines.append(row.rstrip())
        slots = "  ".join(f"R{i + 1} {'.' if t is None else t}" for i, t in enumerate(position.reserve))
        lines.append(_("reserve") + f"  {slots}")
        return "\n".join(lines)
    if isinstance(position, GoodNeighborsPosition):
        lines = ["    " + "".join(COLUMN_LETTERS[c].center(width) for c in range(position.cols))]
        for r, cells in enumerate(position.grid()):
            lines.append(
                f"{r + 1:>3} " + "".join(("." if t is None else str(t)).center(width) for t in cells)
            )
        return "\n".join(lines)
    assert isinstance(position, CastleRockPosition)
    lines, line = [], ""
    for cell in (f"{i}:{t}" for i, t in enumerate(position.row, start=1)):
        if line and len(line) + len(cell) + 2 > 78:
            lines.append(line)
            line = ""
        line = f"{line}  {cell}" if line else cell
    lines.append(line or _("(the row is empty)"))
    return "\n".join(lines)
