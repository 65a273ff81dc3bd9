"""What the game screen shows of the play session's state: the status bar's facts, the board's look,
the game-over dialog."""

from __future__ import annotations

from typing import TYPE_CHECKING

from domino_solitaire.engine import Game, Position, Rules
from domino_solitaire.engine.challenge import Challenge, claim_of
from domino_solitaire.engine.codes import setup_code
from domino_solitaire.play import PlayState, Result
from domino_solitaire.tui.board_look import BoardLook
from domino_solitaire.tui.widgets import BOARDS
from domino_solitaire.tui.widgets.board import Board
from domino_solitaire.tui.widgets.status import StatusReport
from domino_solitaire.wording.boards import status_deal
from domino_solitaire.wording.play import game_over_lines
from domino_solitaire.wording.share import code_line, compare_text
from domino_solitaire.wording.text import clock_text
from domino_solitaire.wording.words import rules_name

if TYPE_CHECKING:
    from domino_solitaire.tui.screens.dialogs import GameOverScreen


def status_report(state: PlayState) -> StatusReport:
    """The status bar's facts: what the session says the game is now."""
    setup = state.setup
    return StatusReport(
        title=rules_name(setup.rules),
        size=setup.size,
        variant=setup.variant,
        deal=status_deal(setup.seed, state.daily),
        stock=len(state.position.stock) if setup.rules.has_stock else None,
        removed=len(state.position.discarded),
        total=state.total_tiles,
        moves=state.moves,
        seconds=state.elapsed,
        status=state.status,
        grade=state.grade,
        code=setup_code(setup),
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


def game_over_dialog(
    game: Game, state: PlayState, look: BoardLook, accepted: Challenge | None, *, unsaved: bool = False
) -> GameOverScreen:
    """The game-over dialog: the result, the deal's code, and (for the deal of ``accepted``, the
    challenge the game was played from) how it compares with the challenge. ``unsaved``: the
    game's save failed, so it announces no record."""
    # The dialogs load at the end of a game, not with the game: its first frame comes sooner.
    from domino_solitaire.tui.screens.dialogs import GameOverScreen
    from domino_solitaire.tui.screens.sharing import sharing_of

    title, summary = game_over_lines(state, clock_text(state.elapsed), unsaved=unsaved)
    code = setup_code(game.setup)
    said = [summary, code_line(code)]
    if accepted is not None and code == str(accepted.code):
        said.append(compare_text(claim_of(game, state.elapsed, state.hints), accepted.claim))
    won = state.status in (Result.WON, Result.SOLVED)
    return GameOverScreen(
        title=title,
        summary=" ".join(part for part in said if part),
        won=won,
        review=not won,
        sharing=sharing_of(game, state, look),
    )
