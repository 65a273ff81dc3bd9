"""The game in play in sentences: hints, the review, moves played, the opening, refusals, the end."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from domino_solitaire.engine import Status
from domino_solitaire.i18n import _, ngettext
from domino_solitaire.play.refusals import Action, refusal
from domino_solitaire.records.record import Result
from domino_solitaire.solver.verdict import Outlook, Verdict
from domino_solitaire.wording.common import tiles_text
from domino_solitaire.wording.errors import error_text
from domino_solitaire.wording.games import words_of
from domino_solitaire.wording.moves import END_WORDS, refusal_text
from domino_solitaire.wording.records import result_word, unsaved_end_text
from domino_solitaire.wording.text import (
    clock_text,
    hints_text,
    moves_text,
    short_number,
    typed_move,
)
from domino_solitaire.wording.words import deal_description

if TYPE_CHECKING:
    from domino_solitaire.engine import Game, Position
    from domino_solitaire.play import PlayState
    from domino_solitaire.play.advisor import Note
    from domino_solitaire.records import News
    from domino_solitaire.solver import Review


def par_text(game: Game, found: Review) -> str:
    """How the game ended against par, and the move that lost a tile of par unless it is the move
    that lost the game, which the review before it names (the game-over dialog and
    ``domino-solitaire review`` say it alike). Empty when par is not known."""
    if found.deal_par is None:
        return ""
    left = game.position.tiles_left()
    if game.is_over:
        text = _("You left {tiles}; par for this deal was {par}.").format(
            tiles=tiles_text(left), par=found.deal_par
        )
    else:
        text = ngettext(
            "{count} tile left so far; par for this deal is {par}.",
            "{count} tiles left so far; par for this deal is {par}.",
            left,
        ).format(count=left, par=found.deal_par)
    number = found.par_losing_move_number
    # On a winnable deal the move that lost par is the one that lost the game, which the review
    # said just before: named once.
    named = found.losing_move is not None and found.losing_move_number == number
    if number is not None and found.par_losing_move is not None and not named:
        text += " " + _('Move {number}, "{move}", was the first to lose a tile of par.').format(
            number=number, move=typed_move(found.par_losing_move)
        )
    return text


def hint_text(verdict: Verdict, limit_seconds: float | None, *, undo_key: str = " (u)") -> str:
    """What the hint key says for ``verdict``, in a sentence; ``undo_key``: how undo is named
    after "undo 3 moves" (the text mode types the word, and needs no key)."""
    outlook = verdict.outlook
    if outlook is Outlook.WINNABLE and verdict.line:
        return _("Hint: {move}, the next move of a winning line ({moves}).").format(
            move=typed_move(verdict.line[0]), moves=moves_text(len(verdict.line))
        )
    if outlook is Outlook.NOT_WINNABLE or outlook is Outlook.LOST:
        lost = outlook is Outlook.LOST
        toward_par = ""
        if outlook is Outlook.NOT_WINNABLE and verdict.line and verdict.par is not None:
            # No win, but the player can still do as well as the deal allows: lead toward par.
            toward_par = " " + ngettext(
                "Hint: {move}, toward the best now ({count} tile left).",
                "Hint: {move}, toward the best now ({count} tiles left).",
                verdict.par,
            ).format(move=typed_move(verdict.line[0]), count=verdict.par)
        if verdict.undos is None:
            if lost:
                return _("The game is lost, nor from any earlier position.") + toward_par
            return _("No winning line from here, nor from any earlier position.") + toward_par
        undos = moves_text(verdict.undos) + undo_key
        # Short enough for the notice line at 80 columns.
        if toward_par:
            if lost:
                return _("The game is lost: undo {moves} to win.").format(moves=undos) + toward_par
            return _("No winning line from here: undo {moves} to win.").format(moves=undos) + toward_par
        if lost:
            return _("The game is lost. Undo {moves}: from there it can be won.").format(moves=undos)
        return _("No winning line from here. Undo {moves}: from there it can be won.").format(moves=undos)
    if outlook is Outlook.UNKNOWN:
        if limit_seconds is None:
            return _("The solver found no answer: this position is too hard to decide.")
        return _(
            "The solver found no answer within {seconds} s: this position is too hard to decide."
        ).format(seconds=short_number(limit_seconds))
    if outlook is Outlook.WON:
        return _("The game is won.")
    return _("Thinking…")


def review_text(game: Game, found: Review, limit_seconds: float | None) -> str:
    """The game-over dialog's review line: the move that lost the game, and how to get back before it.

    The same findings as ``domino-solitaire review`` (cli/solve.py), worded for a short dialog:
    the winning line itself is left to the hint key.
    """
    played = len(game.moves)
    within = ""
    if limit_seconds is not None:
        within = " " + _("within {seconds} s").format(seconds=short_number(limit_seconds))
    if game.status is Status.WON:
        return _("The game was won.")
    if found.deal_winnable is None:
        return _("The solver could not tell{within} whether this deal can be won.").format(within=within)
    if found.deal_winnable is False:
        return _("This deal could not be won, whatever the play.")
    last = found.last_winnable
    if last is None:
        return _("Undecided: the solver found no answer{within}.").format(within=within)
    if found.losing_move is None:
        if last == played:
            return _("The game can still be won from its last position.")
        return _(
            "Winnable at least until after move {number}; later positions were not decided{within}."
        ).format(number=last, within=within)
    where = _("from the opening") if last == 0 else _("after move {number}").format(number=last)
    return _(
        'Move {number}, "{move}", lost the game: it could still be won {where}. '
        "Undo {moves} to play on from there."
    ).format(
        number=found.losing_move_number,
        move=typed_move(found.losing_move),
        where=where,
        moves=moves_text(played - last),
    )


def opening_text(state: PlayState) -> str:
    """The notice as a game opens: the deal, and how it began when not from its opening."""
    describe = deal_description(state.setup)
    if state.moves:
        if state.resumed:
            return _("Resumed after {moves}: {deal}.").format(moves=moves_text(state.moves), deal=describe)
        return _("Playing on after {moves}: {deal}.").format(moves=moves_text(state.moves), deal=describe)
    return _("{deal}. Press ? for help, i for the rules.").format(deal=describe)


def news_text(news: News, clock: Callable[[float], str] = clock_text) -> str:
    """One thing a finished game did to the records, in a sentence (times as ``clock`` says them)."""
    if news.kind == "fastest":
        was = "" if news.was is None else " " + _("(was {value})").format(value=clock(news.was))
        return _("New fastest win: {time}{was}.").format(time=clock(news.value), was=was)
    if news.kind == "fewest":
        was = "" if news.was is None else " " + _("(was {value})").format(value=int(news.was))
        return _("New fewest moves: {count}{was}.").format(count=int(news.value), was=was)
    count = int(news.value)
    if news.kind == "streak":
        return ngettext("Streak: {count} win in a row.", "Streak: {count} wins in a row.", count).format(
            count=count
        )
    return ngettext("Daily streak: {count} day.", "Daily streak: {count} days.", count).format(count=count)


def records_text(state: PlayState, clock: Callable[[float], str] = clock_text) -> str:
    """What a win did to the records (a new fastest or fewest, the streaks), or why it set none."""
    told = " ".join(news_text(news, clock) for news in state.news)
    if state.sets_records:
        return told
    if state.origin == "taken-over":
        why = _("Taken over from a replay: it counts as played, and sets no record.")
    elif state.origin.scripted:
        why = _("Played from a script (the input was no terminal): it counts as played, and sets no record.")
    else:
        why = _("With {hints}: no record (fastest and fewest count unassisted wins).").format(
            hints=hints_text(state.hints)
        )
    return f"{why} {told}".strip()


def game_over_lines(
    state: PlayState,
    time: str,
    clock: Callable[[float], str] = clock_text,
    *,
    unsaved: bool = False,
    spoken: bool = False,
) -> tuple[str, str]:
    """The game-over dialog's title and summary (``time``: the game's, ``clock``: how the records'
    times are said). ``unsaved``: the game's save failed (a full disk), so no record is announced.
    ``spoken``: the summary as the text mode says it, in fewer words (a won game's tiles are all
    removed; a lost one says the tiles left)."""
    title, summary = _game_over_lines(state, time, clock, unsaved, spoken)
    return title, f"{summary} {unsaved_end_text()}".strip() if unsaved else summary


def _game_over_lines(
    state: PlayState, time: str, clock: Callable[[float], str], unsaved: bool, spoken: bool
) -> tuple[str, str]:
    removed = len(state.position.discarded)
    # The count that agrees is the tiles removed ("0 tuile sur 28 retirée", "убрана 1 кость из 28");
    # English says "1 of 28 tiles" either way.
    summary = ngettext(
        "{moves} in {time}; {removed} of {count} tiles removed.",
        "{moves} in {time}; {removed} of {count} tiles removed.",
        removed,
    ).format(moves=moves_text(state.moves), time=time, removed=removed, count=state.total_tiles)
    if spoken:
        # A lost game's tiles left are the review's (par); its moves and time are status's.
        lost = state.status is Result.LOST
        summary = "" if lost else _("{moves} in {time}.").format(moves=moves_text(state.moves), time=time)
    if state.status is Result.SOLVED:
        return _("Solved by autoplay (played, not counted as a win)."), summary
    if state.status is Result.WON:
        records = records_text(state, clock) if state.result is Result.WON and not unsaved else ""
        return _(END_WORDS[Status.WON]), f"{summary} {records}".strip()
    title = _("No moves left: the game is lost.")
    if state.won_before:
        # Undone after the win, then lost: the history keeps the win.
        if state.result is Result.WON:
            before = _("The game was won before; the history keeps that result.")
        else:
            before = _("The game was solved by autoplay before; the history keeps that result.")
        return title, f"{summary} {before}".strip()
    return title, summary


def game_over_dismissed_text(status: Result) -> str:
    """The notice once the game-over dialog is closed without a choice."""
    return _("Game {status}. u takes back moves, r restarts, n deals again.").format(
        status=result_word(status)
    )


def verdict_shown_text(shown: bool) -> str:
    """What the verdict key (v) did."""
    if shown:
        return _("The status bar says whether the deal can still be won.")
    return _("Whether the deal can still be won is hidden until the game ends (v shows it; w hints).")


def forced_text(on: bool) -> str:
    """What the key for forced removals (f) did."""
    if on:
        return _("A removal that is the only one possible plays by itself.")
    return _("Every removal waits for you, even the only one possible.")


def spoken_target(position: Position, target: object) -> str:
    """What is under the board's cursor, in a sentence a screen reader says well: the place (as the
    game's words name it) and its tile's numbers (or that it is empty)."""
    return words_of(position.game).target_text(position, target)


def _autoplay_toward_par(verdict: Verdict) -> str:
    """Autoplay on a game that can no longer be won: it plays toward par, and says so."""
    if verdict.par is None:
        return _("Autoplay: no winning line is left; playing toward the best now. Any key stops it.")
    return ngettext(
        "Autoplay: no winning line is left; playing toward the best now ({count} tile left). "
        "Any key stops it.",
        "Autoplay: no winning line is left; playing toward the best now ({count} tiles left). "
        "Any key stops it.",
        verdict.par,
    ).format(count=verdict.par)


def advice_text(note: Note, game: Game, limit_seconds: float | None, *, undo_key: str = " (u)") -> str:
    """What the solver's side of the game (``play.advisor``) has to tell the player, in a sentence."""
    kind, verdict = note.kind.value, note.verdict
    if kind == "hint" and verdict is not None:
        return hint_text(verdict, limit_seconds, undo_key=undo_key)
    if kind == "no-autoplay" and verdict is not None:
        return _("No autoplay:") + " " + hint_text(verdict, limit_seconds, undo_key=undo_key)
    if kind == "game-over":
        refused = refusal(Action.AUTOPLAY, game)
        return "" if refused is None else refusal_text(refused)
    if kind == "autoplay-started":
        if verdict is not None and verdict.outlook is Outlook.NOT_WINNABLE:
            return _autoplay_toward_par(verdict)
        return _("Autoplay: playing a winning line, one move at a time. Any key stops it.")
    if kind == "autoplay-stopped":
        stopped = _("Autoplay stopped.")
        if verdict is None:
            return stopped
        return stopped + " " + hint_text(verdict, limit_seconds, undo_key=undo_key)
    if kind == "game-changed":
        return _("Autoplay stopped: the game changed.")
    if kind == "refused":
        return _("Autoplay stopped: {move} was refused.").format(
            move="" if note.move is None else typed_move(note.move)
        )
    if kind == "no-deal":
        problem = "" if note.error is None else error_text(note.error)
        return _("No new deal: {problem}").format(problem=problem)
    if kind == "review-failed":
        return _("The solver could not review this game.")
    return _("Thinking…")
