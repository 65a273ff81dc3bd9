"""What the screen-reader keys say: a tile's partners, the line the cursor is on, the moves that can
be played, and a move that played by itself. Each one sentence, for the notice line."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from domino_solitaire.engine.castle_rock import CastleRockPosition, Removal
from domino_solitaire.engine.good_neighbors import Cell, GoodNeighborsPosition
from domino_solitaire.engine.luzon import Discard, LuzonPosition, Shift, Spot
from domino_solitaire.i18n import N_, _, ngettext
from domino_solitaire.wording.text import clauses, typed_move
from domino_solitaire.wording.textmode import spoken_layout, spoken_part
from domino_solitaire.wording.words import spot_text

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
    (each mark a lower-case clause: ``castle_rock_marks``, ``partners_marks``, the hint's)."""
    said = ", ".join(mark for mark in marks if mark)
    return f"{said[:1].upper()}{said[1:]}." if said else ""


def castle_rock_marks(*, single: bool, triple: bool, new: bool) -> list[str]:
    """Castle Rock's marks under a tile (▲: it can be removed; ◀▲▶: it is the middle of three
    that can be removed) and over it (new: just drawn), as clauses for ``marks_text``."""
    marks = []
    if single and triple:
        marks.append(_("can be removed alone or with its two neighbours"))
    elif single:
        marks.append(_("can be removed"))
    elif triple:
        marks.append(_("can be removed with its two neighbours"))
    if new:
        marks.append(_("just drawn"))
    return marks


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
    """The sentence of a move that played by itself (the only removal possible, Castle Rock)."""
    return _("{played} (played by itself)").format(played=played)


def by_themselves_text(played: Sequence[str]) -> str:
    """Moves that played by themselves one after another (``change_text`` of each), each said in
    turn: a burst says every one of them, not only the last."""
    return " ".join(by_itself_text(said) for said in played)


def line_text(position: Position, target: object) -> str:
    """The row (Good Neighbors), the column or the reserve (Luzon), or the row (Castle Rock) the
    cursor is on, as the text mode's ``look`` says it."""
    part = None
    if isinstance(position, GoodNeighborsPosition) and isinstance(target, Cell):
        part = spoken_part(position, target.row + 1)
    elif isinstance(position, LuzonPosition) and isinstance(target, Spot):
        part = spoken_layout(position)[-1] if target.reserve else spoken_part(position, target.index + 1)
    elif isinstance(position, CastleRockPosition):
        part = spoken_part(position, None)
    return " ".join(spoken_layout(position)) if part is None else part


def move_words(position: Position, move: Move) -> str:
    """A move named by where its tiles are and what they are: "column 1 (1-6) with reserve slot 2
    (2-4)", "position 3 (2-5)"."""
    if isinstance(move, Discard) and isinstance(position, LuzonPosition):
        first, second = (
            f"{spot_text(spot)} ({position.tile_at(spot)})" for spot in (move.first, move.second)
        )
        return _("{first} with {second}").format(first=first, second=second)
    if isinstance(move, Shift):
        return typed_move(move)
    if isinstance(move, Removal) and isinstance(position, CastleRockPosition):
        tile = position.row[move.position - 1]
        if move.triple:
            return _("three around position {number} ({tile})").format(number=move.position, tile=tile)
        return _("position {number} ({tile})").format(number=move.position, tile=tile)
    return str(move)


def moves_sentence(position: Position) -> str:
    """The moves that can be played now, in one sentence (Good Neighbors: the pairs a turn can take)."""
    if isinstance(position, GoodNeighborsPosition):
        pairs = position.open_pairs()
        words = [
            _("{first} with {second}").format(
                first=f"{a} ({position.tile_at(a)})", second=f"{b} ({position.tile_at(b)})"
            )
            for a, b in pairs
        ]
        if not words:
            return _("No pair can be removed.")
        return ngettext(
            "{count} pair can be removed: {pairs}.", "{count} pairs can be removed: {pairs}.", len(words)
        ).format(count=len(words), pairs=clauses(*words))
    words = [move_words(position, move) for move in position.legal_moves()]
    if not words:
        return _("No move can be played.")
    return ngettext(
        "{count} move can be played: {moves}.", "{count} moves can be played: {moves}.", len(words)
    ).format(count=len(words), moves=clauses(*words))
