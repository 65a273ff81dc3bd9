"""The text mode (``--text``: the game line by line, for screen readers, scripts and bots) in words.

Only its prose: the protocol words and the ``moves:`` line are machine output and never change.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from domino_solitaire.engine import Status
from domino_solitaire.i18n import N_, _, ngettext, pgettext
from domino_solitaire.records.record import Result
from domino_solitaire.solver.verdict import Outlook, Verdict
from domino_solitaire.wording.common import clauses, tiles_text
from domino_solitaire.wording.dates import date_text
from domino_solitaire.wording.game_words import GameWords
from domino_solitaire.wording.games import GAME_WORDS, words_of
from domino_solitaire.wording.play import hint_text
from domino_solitaire.wording.records import result_word
from domino_solitaire.wording.text import (
    hints_text,
    moves_text,
    printable,
    tiles_left_text,
    typed_move,
)
from domino_solitaire.wording.words import Form, game_name, grade_word, status_word, variant_word

if TYPE_CHECKING:
    from domino_solitaire.engine import Move, Position, Tile
    from domino_solitaire.play import PlayState


def spoken_layout(position: Position) -> list[str]:
    """The layout as plain lines that read well aloud, what the next move is chosen from first (the
    game's words say how: each game's ``spoken_layout``). No drawing characters: a screen reader
    says every line as it is."""
    return words_of(position.game).spoken_layout(position)


def spoken_part(position: Position, number: int | None) -> str | None:
    """One part of the layout in full, on request (``row N``, ``column N``: the game's words say
    which). None: no such part."""
    return words_of(position.game).spoken_part(position, number)


def drawn_text(position: Position, drawn: Sequence[Tile]) -> str:
    """What ``drawn`` says: the tiles the last move drew from the stock, each where it lies now
    (as the game's words place a tile), or that it drew none."""
    if not drawn:
        return _("The last move drew no tile.")
    places = words_of(position.game).drawn_places(position)
    tiles = ", ".join(places.get(tile, str(tile)) for tile in drawn)
    return ngettext(
        "Drawn by the last move, {count} tile: {tiles}.",
        "Drawn by the last move, {count} tiles: {tiles}.",
        len(drawn),
    ).format(count=len(drawn), tiles=tiles)


def verdict_sentence(verdict: Verdict) -> str:
    """The solver's verdict in plain words, as the status line of the text mode says it."""
    outlook = verdict.outlook
    if outlook is Outlook.WINNABLE:
        return _("it can still be won")
    if outlook is Outlook.UNKNOWN:
        return _("the solver cannot tell whether it can still be won")
    if outlook is Outlook.WON:
        return status_word(Status.WON)
    if outlook is Outlook.THINKING:
        return _("the solver is still thinking")
    undo = "" if verdict.undos is None else _("undo {moves} to win").format(moves=moves_text(verdict.undos))
    if outlook is Outlook.LOST:
        return clauses(status_word(Status.LOST), undo)
    best = (
        "" if verdict.par is None else _("the best now is {tiles} left").format(tiles=tiles_text(verdict.par))
    )
    if verdict.undos is None:
        return clauses(_("it cannot be won"), best)
    return clauses(_("it can no longer be won"), undo, best)


def deal_words(state: PlayState) -> str:
    """The deal alone: "42", "written out", "the daily deal of December 1, 2026 (number 598237)"."""
    seed = state.setup.seed
    if state.daily is None:
        return _("written out") if seed is None else str(seed)
    number = "" if seed is None else " " + _("(number {seed})").format(seed=seed)
    # i18n: after "Deal:", which a language may not want to say twice («Donne : du jour, …»).
    return pgettext("deal line", "the daily deal of {day}").format(day=date_text(state.daily)) + number


def text_status(state: PlayState, time: str) -> str:
    """The game's status in one sentence: how it stands, moves, tiles, time, hints, verdict, grade."""
    position = state.position
    parts = [
        moves_text(state.moves),
        tiles_left_text(position.tiles_left()),
        ngettext(
            "{removed} of {total} removed", "{removed} of {total} removed", len(position.discarded)
        ).format(removed=len(position.discarded), total=state.total_tiles),
    ]
    if state.setup.rules.has_stock:
        parts.append(_("{count} in stock").format(count=len(position.stock)))
    parts.append(_("time {time}").format(time=time))
    if state.hints:
        parts.append(hints_text(state.hints))
    if state.grade is not None:
        parts.append(_("graded {grade}").format(grade=grade_word(state.grade)))
    if state.par is not None and state.over:
        parts.append(_("par {par}").format(par=state.par))
    # The record's result word (the one table), as the sentence's first word, before the language's colon.
    text = _("{status}: {facts}").format(status=result_word(state.status, Form.START), facts=", ".join(parts))
    if state.verdict is not None and state.verdict.decided and not state.verdict_stale and not state.over:
        text = clauses(text, verdict_sentence(state.verdict))
    if state.won_before:
        text = clauses(text, _("the history keeps the win from before"))
    return text + "."


def text_after_move(state: PlayState) -> str:
    """What follows a move's sentence: the tiles left, briefly (what the move drew from the stock
    it says itself); the whole status is ``status``'s, and the game's end says its own."""
    text = tiles_left_text(state.position.tiles_left())
    if state.won_before:
        text = clauses(text, _("the history keeps the win from before"))
    return text[:1].upper() + text[1:] + "."


def text_game_line(state: PlayState) -> str:
    """The game, its set, variant and deal in one line (said at the start and on ``status``)."""
    setup = state.setup
    return _("Game: {game}. Set: double-{size}. Variant: {variant}. Deal: {deal}.").format(
        game=game_name(setup.game),
        size=setup.size,
        variant=variant_word(setup.variant),
        deal=deal_words(state),
    )


def text_intro(state: PlayState) -> str:
    """The first line of the text mode."""
    if state.moves:
        moves = moves_text(state.moves)
        if state.resumed:
            return _("Resumed after {moves}. Type help for the commands, moves for the moves.").format(
                moves=moves
            )
        return _("Playing on after {moves}. Type help for the commands, moves for the moves.").format(
            moves=moves
        )
    return _("A new game. Type help for the commands, moves for the legal moves.")


def legal_moves_text(moves: Sequence[str]) -> str:
    """The text mode's answer to ``moves``: the legal moves (as they are typed back), or that there
    is none."""
    if not moves:
        return _("No move can be made.")
    return ngettext("{count} legal move: {moves}.", "{count} legal moves: {moves}.", len(moves)).format(
        count=len(moves), moves=", ".join(moves)
    )


#: How a move is written, for a game whose words the program does not have.
_ANY_MOVE_HELP = N_("Type a move in the notation of docs/notation.md.")


def text_help(game: str) -> list[str]:
    """What ``help`` says in the text mode: how a move is written, then the commands (as the game's
    words write its moves and name the parts of its layout)."""
    words = GAME_WORDS.get(game)
    parts = words.parts_help if words is not None else GameWords.parts_help
    return [
        _(words.move_help if words is not None else _ANY_MOVE_HELP),
        _(
            "Commands: look (the layout), {parts}, drawn (the tiles the last move drew), moves (the "
            "legal moves), hint, undo (u), redo (y), restart, new (a new deal), status (the game and "
            "how it stands), rules, help, quit (q)."
        ).format(parts=_(parts)),
        _(
            "Quitting, or the end of the input, saves an unfinished game: resume it with "
            "domino-solitaire resume --text."
        ),
    ]


def not_understood_text(line: str) -> str:
    """The answer to a line that is neither a command nor a move of this game."""
    return _('Not a move or a command: "{line}". Type help for the commands.').format(
        line=printable(line, 80)
    )


def refused_move_text(reason: str) -> str:
    """The answer to a move the rules refuse (the reason may quote the player's input)."""
    return _("Not played: {reason}.").format(reason=printable(reason, 400))


#: The answer to a line longer than any move or command (the rest of it was not read).
TOO_LONG_TEXT = N_("That line is too long to be a move or a command; it was ignored.")


def took_back_text(move: Move | None) -> str:
    return _("Took back {move}.").format(move="" if move is None else typed_move(move))


RESTART_TEXT = N_("Back to the opening of this deal; redo replays the moves.")


def text_game_over_end(state: PlayState) -> str:
    """What the player can do once the game ended."""
    if state.status is Result.LOST:
        return _("Type undo to take back moves, hint to see how far back it could be won, new, or quit.")
    return _("Type new for a new deal, restart to play this one again, or quit.")


def text_quit(state: PlayState, saving: bool) -> str:
    """The last line of the text mode."""
    if state.in_progress and saving:
        return _("Game saved: domino-solitaire resume --text plays on from here.")
    if state.in_progress:
        return _("Goodbye. (Games are not being saved.)")
    return _("Goodbye.")


NEW_KEPT_TEXT = N_("The game goes on.")
#: Why ``redo`` does nothing (the text mode's words for the screen's keys).
NO_REDO_TEXT = N_("There is no move to redo: redo replays moves taken back with undo.")


def text_hint(verdict: Verdict, limit_seconds: float | None) -> str:
    """What ``hint`` says in the text mode: the hint key's sentence, without the keys' names (its
    move said as it is typed: ``typed_move``)."""
    return hint_text(verdict, limit_seconds, undo_key="")


def text_verdict_shown(shown: bool) -> str:
    """What ``verdict`` did."""
    if shown:
        return _("The status command says whether the deal can still be won.")
    return _("Whether the deal can still be won is hidden until the game ends (verdict shows it again).")


def removed_text(removed: int, total: int) -> str:
    """ "0 of 28 removed": agreeing with the tiles removed (French and Russian say the participle)."""
    return ngettext("{removed} of {total} removed", "{removed} of {total} removed", removed).format(
        removed=removed, total=total
    )


def too_long_text() -> str:
    """The answer to a line longer than any move or command (the rest of it was not read)."""
    return _(TOO_LONG_TEXT)


def restart_text() -> str:
    return _(RESTART_TEXT)


def new_kept_text() -> str:
    """The answer to "no" when asked whether to give the game up for a new deal."""
    return _(NEW_KEPT_TEXT)


def no_redo_text() -> str:
    """Why ``redo`` does nothing (the text mode's words for the screen's keys)."""
    return _(NO_REDO_TEXT)
