"""The engine's and the solver's errors in the player's words: one table per kind of error.

An error is a reason and its facts (``engine.errors``); each reason has its sentence here (or, a
game's own, in that game's words), its placeholders named as the facts are. Every face says an
error through ``error_text``, so that each shows the same sentence; ``str(exc)`` stays the machine's
form, whatever is imported.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from domino_solitaire.engine import Status, Tile, format_tiles
from domino_solitaire.engine.challenge import ChallengeError
from domino_solitaire.engine.codes import CodeError
from domino_solitaire.engine.errors import (
    DealReason,
    IllegalReason,
    MoveReason,
    NotationError,
    NotationReason,
    RecordReason,
    SolitaireError,
    TextReason,
)
from domino_solitaire.i18n import N_, _, ngettext
from domino_solitaire.wording.common import clauses
from domino_solitaire.wording.games import GAME_WORDS, every_game_words, words_of
from domino_solitaire.wording.share import challenge_error_text
from domino_solitaire.wording.text import by_number, short_number
from domino_solitaire.wording.words import game_name, set_name, status_word

_T = TypeVar("_T")

#: The words of the reasons every game's rules give; each game's own are its words' (``wording.games``).
ILLEGAL_WORDS: dict[MoveReason, str] = {
    IllegalReason.GAME_OVER: N_("the game is over ({status})"),
    IllegalReason.PUZZLE_OVER: N_("the puzzle is over"),
    IllegalReason.NO_UNDO: N_("there is no move to undo"),
    IllegalReason.NO_REDO: N_("there is no move to redo"),
}

#: The words of the notation errors of every game; each game's own are its words'.
NOTATION_WORDS: dict[TextReason, str] = {
    NotationReason.NOT_A_TILE: N_('"{text}" is not a tile; write a tile as two numbers, like 3-12'),
}

DEAL_WORDS = {
    DealReason.NO_SUCH_GAME: N_('there is no game "{name}"; games are {known}'),
    DealReason.NO_SUCH_SET: N_("there is no double-{size} set here; sets are {known}"),
    DealReason.SET_NOT_PLAYED: N_("{title} is played with the {sets}, not double-{size}"),
    DealReason.NO_SUCH_VARIANT: N_('{title} has no variant "{variant}"; variants are {variants}'),
    DealReason.SEED_NEEDED: N_("give a deal number or an explicit deal"),
    DealReason.SEED_AND_DEAL: N_("give a deal number or an explicit deal, not both"),
    DealReason.SEED_OUT_OF_RANGE: N_("deal number {seed} is out of range; use 0 to {max_seed}"),
    DealReason.SEED_TOO_LONG: N_("that deal number ({count} digits) is out of range; use 0 to {max_seed}"),
    DealReason.NOT_A_SEED: N_("that is not a deal number; use a whole number from 0 to {max_seed}"),
    DealReason.SEED_NOT_A_NUMBER: N_(
        '"{text}" is not a deal number; use a whole number from 0 to {max_seed}'
    ),
    DealReason.EMPTY_DEAL: N_('the deal is empty; give every tile of the set, like "0-0 3-5 ..."'),
    DealReason.NOT_A_FULL_SET: N_("the deal is not one full double-{size} set ({count} tiles): "),
    DealReason.NO_WINNABLE_IN: N_(
        "no winnable deal found in deals {start} to {seed}; try another starting number"
    ),
    DealReason.NO_WINNABLE_FROM: N_("no deal from {start} on (of {tries} tried) could be proved winnable"),
    DealReason.NOT_A_WHOLE_DEAL: N_("a position of {count} tiles is not a whole deal, so it has no grade"),
    DealReason.GRADE_TIMEOUT: N_("the deal could not be graded within {seconds} s"),
    DealReason.CHANCE_TIMEOUT: N_("the chance could not be worked out within {seconds} s"),
    DealReason.GRADE_NEVER_WINNABLE: N_("{title} has no {grade} deals: {reason}"),
    DealReason.GRADE_NEARLY_ALL_WINNABLE: N_("{title} has no {grade} deals: {reason}"),
    DealReason.GRADE_NOT_AMONG: N_("{title} has no {grade} deals: {reason}"),
    DealReason.GRADE_NOT_IN: N_(
        "no {grade} deal found in deals {start} to {seed}; try another starting number"
    ),
    DealReason.GRADE_NOT_AMONG_DEALS: N_("no {grade} deal among deals {start} to {number}"),
    DealReason.PAR_TIMEOUT: N_("par of daily deal {seed} was not found within {seconds} s"),
    DealReason.NEVER_WINNABLE: N_(
        "no {game} double-{size}{variant} deal is known to be winnable "
        "(none of deals 1-{measured}); play it for the fewest tiles left instead"
    ),
}

#: Why a configuration has no deal of the grade asked for (the {reason} of GRADE_* above).
GRADE_REASON_WORDS = {
    DealReason.GRADE_NEVER_WINNABLE: N_("no deal of it is known to be winnable"),
    DealReason.GRADE_NEARLY_ALL_WINNABLE: N_("nearly every deal of it can be won"),
    DealReason.GRADE_NOT_AMONG: N_("its winnable deals are {join}"),
}

RECORD_WORDS = {
    RecordReason.UNREADABLE_MOVE: N_("a move cannot be read ({exc})"),
    RecordReason.NOT_AN_OBJECT: N_("not a game record: expected a JSON object"),
    RecordReason.UNKNOWN_FORMAT: N_('unknown record format{shown}; this program reads "{format}"'),
    RecordReason.NO_GAME: N_('the record names no "game"'),
    RecordReason.BAD_GAME: N_('"game" must be a game name; games are {known}'),
    RecordReason.BAD_SET: N_('"set" must be a whole number like 12'),
    RecordReason.BAD_VARIANT: N_('"variant" must be a name like "standard"'),
    RecordReason.SEED_OR_DEAL: N_('a record has exactly one of "seed" and "deal"'),
    RecordReason.BAD_SEED: N_('"seed" must be a whole number from 0 to {max_seed}'),
    RecordReason.BAD_DEAL: N_('"deal" must be the tile order as one string, like "0-0 3-5 ..."'),
    RecordReason.DEAL_TOO_LONG: N_('"deal" is longer than any set ({count} characters)'),
    RecordReason.BAD_MOVES: N_('"moves" must be a list of moves in notation, like ["a1+b2"]'),
    RecordReason.TOO_MANY_MOVES: N_("the record has {count} moves; a game has at most {max_moves}"),
    RecordReason.MOVE_TOO_LONG: N_(
        "move {number} is {count} characters long; a move has at most {max_move_chars}"
    ),
    RecordReason.JSON_CONSTANT: N_("not a game record: {name} is not a number in JSON"),
    RecordReason.NUMBER_TOO_LARGE: N_("not a game record: the number {value} is too large"),
    RecordReason.TOO_LONG: N_("not a game record: longer than {number} KiB"),
    RecordReason.BAD_JSON: N_("not a game record: bad JSON at line {lineno} column {colno}"),
    RecordReason.TOO_DEEP: N_("not a game record: nested more than {max_depth} levels deep"),
    RecordReason.TOO_MANY_DIGITS: N_("not a game record: a number has too many digits"),
    RecordReason.NOT_FINITE: N_("not a game record: a number is not finite"),
    RecordReason.LONE_SURROGATE: N_("not a game record: text with a lone surrogate (not Unicode)"),
}


def _fact(key: str, value: object) -> object:
    """One fact as a sentence shows it."""
    if isinstance(value, SolitaireError):
        return error_text(value)
    if isinstance(value, Status):
        return status_word(value)
    if isinstance(value, float):
        return short_number(value)
    if isinstance(value, tuple) and all(isinstance(v, Tile) for v in value):
        return format_tiles(value)
    if isinstance(value, tuple):
        return ", ".join(str(v) for v in value)
    return value


def _facts(exc: SolitaireError) -> dict[str, object]:
    return {key: _fact(key, value) for key, value in exc.facts.items()}


def _items(value: object, kind: type[_T]) -> tuple[_T, ...]:
    """A fact that is a tuple, as a tuple of ``kind``."""
    return tuple(item for item in value if isinstance(item, kind)) if isinstance(value, tuple) else ()


def _sets_text(sets: Sequence[int]) -> str:
    names = [set_name(size) for size in sets]
    if len(names) == 1:
        return _("{set} set only").format(set=names[0])
    return _("{sets} or {set} set").format(sets=", ".join(names[:-1]), set=names[-1])


def _full_set_text(exc: SolitaireError) -> str:
    facts = exc.facts
    size = facts["size"]
    problems = []
    strangers, repeated, missing = (_items(facts[key], Tile) for key in ("strangers", "repeated", "missing"))
    if strangers:
        said = by_number(
            len(strangers),
            N_("not in a double-{size} set: {tile}"),
            N_("not in a double-{size} set: {tiles}"),
        )
        problems.append(said.format(size=size, tile=strangers[0], tiles=format_tiles(strangers)))
    if repeated:
        said = by_number(len(repeated), N_("repeated: {tile}"), N_("repeated: {tiles}"))
        problems.append(said.format(tile=repeated[0], tiles=format_tiles(repeated)))
    if missing:
        shown = format_tiles(missing[:12]) + (" …" if len(missing) > 12 else "")
        problems.append(
            ngettext("missing {count}: {shown}", "missing {count}: {shown}", len(missing)).format(
                count=len(missing), shown=shown
            )
        )
    head = _(DEAL_WORDS[DealReason.NOT_A_FULL_SET]).format(size=size, count=facts["count"])
    return head + clauses(*problems)


def _kind_title(facts: dict[str, object]) -> str:
    kind = "" if facts["variant"] == "standard" else f" {facts['variant']}"
    return _("{title} double-{size}{kind}").format(
        title=game_name(str(facts["game"])), size=facts["size"], kind=kind
    )


def _deal_text(exc: SolitaireError) -> str:
    reason, facts = exc.reason, _facts(exc)
    assert isinstance(reason, DealReason)
    if reason is DealReason.NOT_A_FULL_SET:
        return _full_set_text(exc)
    if reason in (DealReason.SET_NOT_PLAYED, DealReason.NO_SUCH_VARIANT):
        facts["title"] = game_name(str(facts["game"]))
        if reason is DealReason.SET_NOT_PLAYED:
            facts["sets"] = _sets_text(_items(exc.facts["sets"], int))
    elif reason in GRADE_REASON_WORDS:
        join = " or ".join(str(grade) for grade in _items(exc.facts["grades"], object))
        facts["reason"] = _(GRADE_REASON_WORDS[reason]).format(join=join)
        facts["title"] = _kind_title(facts)
    elif reason is DealReason.NEVER_WINNABLE:
        facts["game"] = game_name(str(facts["game"]))
        facts["variant"] = "" if facts["variant"] == "standard" else f" {facts['variant']}"
    return _(DEAL_WORDS[reason]).format(**facts)


def _illegal_text(reason: MoveReason, exc: SolitaireError) -> str:
    """An illegal move in words: every game's reason from ``ILLEGAL_WORDS``, a game's own from its
    words (a move of another game, by the game it was offered to)."""
    if reason is IllegalReason.WRONG_GAME:
        return _(words_of(str(exc.facts["game"])).wrong_game).format(move=exc.facts["move"])
    if reason in ILLEGAL_WORDS:
        return _(ILLEGAL_WORDS[reason]).format(**_facts(exc))
    owner = next(words for words in every_game_words() if reason in words.illegal_words)
    return owner.illegal_text(reason, _facts(exc))


def notation_words() -> dict[TextReason, str]:
    """The words of every notation error: every game's, then each game's own."""
    return {
        **NOTATION_WORDS,
        **{reason: said for words in every_game_words() for reason, said in words.notation_words.items()},
    }


def _notation_text(reason: TextReason, exc: SolitaireError) -> str:
    """A notation error in words; a word that is no move of a game, in that game's words."""
    if isinstance(exc, NotationError) and exc.game is not None:
        return _(words_of(exc.game).notation_words[reason]).format(**_facts(exc))
    return _(notation_words()[reason]).format(**_facts(exc))


def illegal_words() -> dict[MoveReason, str]:
    """The words of every reason a move is illegal (a move of another game aside: its game's
    ``wrong_game``)."""
    return {
        **ILLEGAL_WORDS,
        **{reason: said for words in every_game_words() for reason, said in words.illegal_words.items()},
    }


def _sentence(exc: SolitaireError) -> str:
    reason = exc.reason
    if isinstance(reason, MoveReason):
        return _illegal_text(reason, exc)
    if isinstance(reason, TextReason):
        return _notation_text(reason, exc)
    if isinstance(reason, DealReason):
        return _deal_text(exc)
    if isinstance(exc, (CodeError, ChallengeError)):
        return challenge_error_text(exc)
    if isinstance(reason, RecordReason):
        cause = exc.facts.get("cause")
        if reason is RecordReason.CAUSE and isinstance(cause, SolitaireError):
            return error_text(cause)
        # The games a record may name are the ones whose words the program has.
        return _(RECORD_WORDS[reason]).format(known=", ".join(GAME_WORDS), **_facts(exc))
    return exc.plain()


def error_text(exc: object) -> str:
    """The error in the player's words; said of its move when it came from a replay. Any other
    value as it says itself (the faces call this on whatever they caught)."""
    if not isinstance(exc, SolitaireError):
        return str(exc)
    text = _sentence(exc)
    if exc.move is not None:
        number, move = exc.move
        # i18n: an error of a replayed record, said of the move it stopped at: its number and text.
        return _('move {number} "{move}": {text}').format(number=number, move=move, text=text)
    return text
