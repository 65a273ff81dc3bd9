"""What the game screen shows of the play session's state: the status bar's facts, the board's look."""

from __future__ import annotations

from dataclasses import dataclass

from domino_solitaire.engine import Position, Rules
from domino_solitaire.i18n import _
from domino_solitaire.play import PlayState
from domino_solitaire.tui.layout.base import StylePreference
from domino_solitaire.tui.widgets import BOARDS
from domino_solitaire.tui.widgets.board import Board
from domino_solitaire.tui.widgets.status import Facts
from domino_solitaire.wording import status_deal


@dataclass(frozen=True)
class BoardLook:
    """How the player wants tiles drawn: numbers or pips (for this set), colour or not."""

    numerals: bool = False
    colour: bool = True
    style: StylePreference = None
    #: Tiles and marks in ASCII only (a terminal without UTF-8, or ``--ascii``).
    ascii: bool = False
    #: For a screen reader: the terminal's cursor follows the board's (``--screen-reader``).
    screen_reader: bool = False


def facts_of(state: PlayState) -> Facts:
    """The status bar's facts: what the session says the game is now."""
    setup = state.setup
    return Facts(
        title=_(setup.rules.title),
        size=setup.size,
        variant=setup.variant,
        deal=status_deal(setup.seed, state.daily),
        stock=len(state.position.stock),
        removed=len(state.position.discarded),
        total=state.total_tiles,
        moves=state.moves,
        seconds=state.elapsed,
        status=state.status,
        grade=state.grade,
    )


def make_board(
    rules: Rules, position: Position, look: BoardLook, *, interactive: bool = True
) -> Board[object]:
    """The board of ``rules``' game drawing ``position`` as ``look`` says (the game screen's, or the
    replay viewer's with ``interactive=False``)."""
    return BOARDS[rules.name](
        rules,
        position,
        numerals=look.numerals,
        colour=look.colour,
        style=look.style,
        ascii=look.ascii,
        interactive=interactive,
        track_cursor=look.screen_reader and interactive,
    )
