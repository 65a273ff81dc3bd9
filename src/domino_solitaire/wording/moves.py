"""The play layer's values in words: a refusal, what a move changed, the deal being looked for.

``play.refusals`` decides which actions are possible and ``play.changes`` what a move did; this
module only says them, the same for the game screen's notice line, the screen reader and the text
mode. A move is said as Accessible Solitaire says it: "Played 2+4: removed 0-6 and 2-4; revealed
1-3; column 2 is empty.", and at the end "You won!" or "No move left."
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from domino_solitaire.engine import IllegalMove, IllegalReason, Move, Status, Tile
from domino_solitaire.i18n import N_, _, ngettext
from domino_solitaire.play.refusals import Action, RefusalReason
from domino_solitaire.wording.common import clauses
from domino_solitaire.wording.errors import error_text
from domino_solitaire.wording.games import words_of_move
from domino_solitaire.wording.text import by_number, searching_for, typed_move
from domino_solitaire.wording.words import status_word

if TYPE_CHECKING:
    from domino_solitaire.play import DealChoice, MoveChange, Refusal

#: Why an action is refused, in a sentence (ILLEGAL and NOT_A_MOVE say the engine's error, by
#: ``error_text``).
REFUSAL_WORDS = {
    RefusalReason.NOTHING_TO_UNDO: N_("There is no move to undo yet."),
    RefusalReason.AT_OPENING: N_("This is the opening already."),
    RefusalReason.NOTHING_TO_REDO: N_("There is no move to redo: y replays moves taken back with u."),
    RefusalReason.GAME_OVER: N_("The game is over ({status}): there is nothing to play."),
}

#: How a move ended the game, said after what it changed; the won game's words are the game-over
#: dialog's title too (``wording.play.game_over_lines``): one moment, one sentence.
END_WORDS = {Status.WON: N_("You won!"), Status.LOST: N_("No move left.")}
#: The end of a game autoplay won: solved, not won.
_SOLVED_WORDS = N_("Solved by autoplay.")


def refusal_text(refused: Refusal) -> str:
    """Why an action was refused, or why a greyed-out key does nothing now."""
    if refused.error is not None:
        return error_text(refused.error)
    status = refused.status if refused.status is not None else Status.PLAYING
    if refused.action is Action.PLAY and refused.why is RefusalReason.GAME_OVER:
        # A move offered once the game is over: the engine's words for it.
        return error_text(IllegalMove(IllegalReason.GAME_OVER, status=status))
    return _(REFUSAL_WORDS[refused.why]).format(status=status_word(status))


def tiles_list(tiles: Sequence[Tile]) -> str:
    """ "0-6", "0-6 and 2-4", "1-1, 0-6 and 2-4"."""
    names = [str(tile) for tile in tiles]
    if len(names) <= 1:
        return "".join(names)
    return _("{tiles} and {tile}").format(tiles=", ".join(names[:-1]), tile=names[-1])


def _columns_list(columns: Sequence[int]) -> str:
    numbers = [str(index + 1) for index in columns]
    if len(numbers) == 1:
        return numbers[0]
    return _("{tiles} and {tile}").format(tiles=", ".join(numbers[:-1]), tile=numbers[-1])


def _tiles_clause(tiles: Sequence[Tile], one: str, several: str) -> str:
    """A clause naming ``tiles``, in the words for one tile or for several: its participle agrees
    with them («retirée 0-3», «убрана 0-3»; «retirées 1-2 et 0-2», «убраны 1-2 и 0-2»). Not
    ngettext: a list has no numeral, so Russian's "21" form would wrongly take the singular."""
    return by_number(len(tiles), one, several).format(tile=tiles[0], tiles=tiles_list(tiles))


#: The most tiles a move's sentence names one by one; more are counted (``look`` and ``drawn``
#: name them), so that a move is heard in a few seconds.
_TILES_NAMED = 3


def change_parts(change: MoveChange) -> list[str]:
    """What a move changed, one clause each, without the move itself: the tiles it removed (the
    player chose them: named when a pair or fewer, else counted), what came to light, and the tiles
    drawn (named up to ``_TILES_NAMED``, else counted: ``drawn`` names them)."""
    parts = []
    words = words_of_move(change.move)
    taken = words.taken_text(change) if words is not None else None
    if taken is not None:
        parts.append(taken)
    elif change.removed:
        removed = change.removed
        if len(removed) > 2:
            parts.append(
                ngettext("removed {count} tile", "removed {count} tiles", len(removed)).format(
                    count=len(removed)
                )
            )
        else:
            parts.append(_tiles_clause(removed, N_("removed {tile}"), N_("removed {tiles}")))
    if change.moved_in is not None:
        tile, column = change.moved_in
        parts.append(_("{tile} moved into column {number}").format(tile=tile, number=column + 1))
    if change.revealed:
        revealed = [tile for _column, tile in change.revealed]
        parts.append(_tiles_clause(revealed, N_("revealed {tile}"), N_("revealed {tiles}")))
    if change.emptied:
        parts.append(
            ngettext("column {columns} is empty", "columns {columns} are empty", len(change.emptied)).format(
                columns=_columns_list(change.emptied)
            )
        )
    closed = words.closed_up_text(change) if words is not None else None
    if closed:
        parts.append(closed)
    if change.drawn:
        drawn = change.drawn
        if len(drawn) > _TILES_NAMED:
            parts.append(
                ngettext(
                    "drew {count} tile from the stock", "drew {count} tiles from the stock", len(drawn)
                ).format(count=len(drawn))
            )
        else:
            parts.append(
                _tiles_clause(drawn, N_("drew {tile} from the stock"), N_("drew {tiles} from the stock"))
            )
    return parts


def _move_said(move: Move) -> str:
    """The move in a move's sentence: as it is typed (``typed_move``), or more briefly where the
    game's words say it takes seconds to say (a turn of many pairs by its count: "4 pairs")."""
    words = words_of_move(move)
    briefly = words.said_briefly(move) if words is not None else None
    return briefly if briefly is not None else typed_move(move)


def change_text(change: MoveChange, *, again: bool = False, end: bool = True, solved: bool = False) -> str:
    """A move and what it changed, in a sentence or two: "Played 2+4: removed 0-6 and 2-4; revealed
    1-3; column 2 is empty." then "You won!" or "No move left." when it ended the game (``end``
    False: the game's end is said next, as the text mode's game-over lines do, and what the move
    changed no longer matters: "Played 1+5."). ``solved``: autoplay made the winning move, which is
    never called won."""
    parts = change_parts(change) if end or change.end is None else []
    if parts:
        said = _("Played {move} again: {changes}.") if again else _("Played {move}: {changes}.")
    else:
        said = _("Played {move} again.") if again else _("Played {move}.")
    text = said.format(move=_move_said(change.move), changes=clauses(*parts))
    if end and change.end is not None:
        text += " " + _(_SOLVED_WORDS if solved and change.end is Status.WON else END_WORDS[change.end])
    return text


def deal_search_text(choice: DealChoice) -> str | None:
    """What to say while the deal is looked for (None: no search, the deal is at hand)."""
    if choice.difficulty is not None:
        return searching_for(choice.difficulty)
    if choice.winnable:
        return searching_for(None)
    return None
