"""What the screen-reader keys say: a tile's partners, the line the cursor is on, the moves that can
be played, and a move that played by itself. Each one sentence, for the notice line."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from domino_solitaire.i18n import N_, _, ngettext
from domino_solitaire.wording.common import clauses
from domino_solitaire.wording.games import words_of
from domino_solitaire.wording.textmode import spoken_layout

if TYPE_CHECKING:
    from domino_solitaire.engine import Move, Position, Tile

#: The help's line for the three "where am I" keys (tui/keys.py).
WHERE_AM_I = N_("Say the status (o), the row or column of the cursor (c), the moves (d)")


def partner_text(picked: Tile, partner: bool, *, itself: bool = False) -> str:
    """After the cursor's sentence, with a tile selected: whether the tile under the cursor is its
    partner (``itself``: the cursor is on the selected tile)."""
    if itself:
        return _("The tile selected.")
    if partner:
        return _("A partner of {tile}.").format(tile=picked)
    return _("Not a partner of {tile}.").format(tile=picked)


def marks_text(*marks: str) -> str:
    """What the board's marks on a tile say, before the tile itself: "Can be removed, just drawn."
    (each mark a lower-case clause: a game's tile marks, ``partners_marks``, the hint's)."""
    said = ", ".join(mark for mark in marks if mark)
    return f"{said[:1].upper()}{said[1:]}." if said else ""


def partners_marks(places: list[str]) -> list[str]:
    """The tiles marked + for the one under the cursor (the places it can be played with: "b1",
    "column 3"), as a clause for ``marks_text``; none when it has no partner."""
    if not places:
        return []
    return [_("plays with {places}").format(places=", ".join(places))]


def question_said(question: str, choices: list[str]) -> str:
    """A dialog as a screen reader says it when it opens: its question, then its choices (the
    buttons' labels, each with its key)."""
    if not choices:
        return question
    return f"{question} " + _("Choices: {choices}.").format(choices=", ".join(choices))


def by_itself_text(played: str) -> str:
    """The sentence of a move that played by itself (the only move possible, in a game whose forced
    moves play themselves)."""
    return _("{played} (played by itself)").format(played=played)


def by_themselves_text(played: Sequence[str]) -> str:
    """Moves that played by themselves one after another (``change_text`` of each), each said in
    turn: a burst says every one of them, not only the last."""
    return " ".join(by_itself_text(said) for said in played)


def line_text(position: Position, target: object) -> str:
    """The line of the layout the cursor is on (a row, a column, the reserve: the game's words say
    which), as the text mode's ``look`` says it; the whole layout when the cursor is on none."""
    part = words_of(position.game).line_text(position, target)
    return " ".join(spoken_layout(position)) if part is None else part


def move_words(position: Position, move: Move) -> str:
    """A move named by where its tiles are and what they are ("column 1 (1-6) with reserve slot 2
    (2-4)", "position 3 (2-5)"), as the game's words name it."""
    return words_of(position.game).move_words(position, move)


def moves_sentence(position: Position) -> str:
    """The moves that can be played now, in one sentence (the game's own, when it has one: the
    pairs a turn can take)."""
    own = words_of(position.game).moves_sentence(position)
    if own is not None:
        return own
    words = [move_words(position, move) for move in position.legal_moves()]
    if not words:
        return _("No move can be played.")
    return ngettext(
        "{count} move can be played: {moves}.", "{count} moves can be played: {moves}.", len(words)
    ).format(count=len(words), moves=clauses(*words))
