"""What a text typed as a move is to the game in play: a move, a move written with a mistake, or
no move of this game at all (a word a face answers "not understood").

The faces ask here instead of guessing from a game's name: a move refused by the rules is answered
with their reason, other text with "not a move or a command". The engine's ``Rules.reading``
decides where the engine has it (each game's notation knows how its moves begin); until then the
rules' ``NotationError`` is read here, and the ways each notation's moves begin are the fallback.
"""

from __future__ import annotations

from enum import Enum

from domino_solitaire.engine import NotationError, Rules


class Reading(Enum):
    """What a text typed as a move is to a game's notation."""

    #: A move in the notation (whether it is legal is the position's to say).
    MOVE = "move"
    #: Written as this game's moves are, with a mistake: the NotationError names it.
    MISWRITTEN = "miswritten"
    #: Not this game's notation at all: not meant as one of its moves.
    FOREIGN = "foreign"


def reading(rules: Rules, text: str) -> Reading:
    """Whether ``text`` is a move of ``rules``' notation, one written with a mistake, or no move of
    that game at all."""
    engine_reading = getattr(rules, "reading", None)
    if callable(engine_reading):
        return Reading(engine_reading(text).value)
    try:
        rules.parse_move(text)
    except NotationError as exc:
        foreign = getattr(exc, "foreign", None)
        if foreign is None:
            foreign = not _begins_as_a_move(rules, text)
        return Reading.FOREIGN if foreign else Reading.MISWRITTEN
    return Reading.MOVE


def _begins_as_a_move(rules: Rules, text: str) -> bool:
    # Until the engine's NotationError says so itself: how each notation's moves begin (docs/notation.md).
    first = text[:1].lower()
    if rules.name == "castle-rock":
        return first == "x"
    if rules.name == "luzon":
        return first.isdigit() or first == "r"
    return "+" in text
