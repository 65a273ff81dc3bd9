"""The game in play in sentences: hints, the review, moves played, the opening, refusals, the end."""

from __future__ import annotations

from typing import TYPE_CHECKING

from domino_solitaire.engine import (
    CastleRockPosition,
    Cell,
    GoodNeighborsPosition,
    LuzonPosition,
    Spot,
    Status,
)
from domino_solitaire.solver.verdict import Outlook, Verdict
from domino_solitaire.wording.text import clock_text, plural, tiles_text

if TYPE_CHECKING:
    from domino_solitaire.engine import Game, Move, Position
    from domino_solitaire.play import PlayState
    from domino_solitaire.play.session import News
    from domino_solitaire.solver import Review


def par_text(game: Game, found: Review) -> str:
    """How the game ended against par, and the move that lost a tile of par (the game-over dialog
    and ``domino-solitaire review`` say it alike). Empty when par is not known."""
    if found.deal_par is None:
        return ""
    left = game.position.tiles_left()
    if game.is_over:
        text = f"You left {tiles_text(left)}; par for this deal was {found.deal_par}."
    else:
        text = f"{tiles_text(left).capitalize()} left so far; par for this deal is {found.deal_par}."
    number = found.par_losing_move_number
    if number is not None and found.par_losing_move is not None:
        text += f' Move {number}, "{found.par_losing_move}", was the first to lose a tile of par.'
    return text


def hint_text(verdict: Verdict, limit_seconds: float | None, *, undo_key: str = " (u)") -> str:
    """What the hint key says for ``verdict``, in a sentence; ``undo_key``: how undo is named
    after "undo 3 moves" (the text mode types the word, and needs no key)."""
    outlook = verdict.outlook
    if outlook is Outlook.WINNABLE and verdict.line:
        return (
            f"Hint: {verdict.line[0]}, the next move of a winning line ({plural(len(verdict.line), 'move')})."
        )
    if outlook is Outlook.NOT_WINNABLE or outlook is Outlook.LOST:
        start = "The game is lost" if outlook is Outlook.LOST else "No winning line from here"
        toward_par = ""
        if outlook is Outlook.NOT_WINNABLE and verdict.line and verdict.par is not None:
            # No win, but the player can still do as well as the deal allows: lead toward par.
            toward_par = (
                f" Hint: {verdict.line[0]}, toward the best now ({plural(verdict.par, 'tile')} left)."
            )
        if verdict.undos is None:
            return f"{start}, nor from any earlier position.{toward_par}"
        # Short enough for the notice line at 80 columns.
        if toward_par:
            return f"{start}: undo {plural(verdict.undos, 'move')}{undo_key} to win.{toward_par}"
        return f"{start}. Undo {plural(verdict.undos, 'move')}{undo_key}: from there it can be won."
    if outlook is Outlook.UNKNOWN:
        within = f" within {limit_seconds:g} s" if limit_seconds is not None else ""
        return f"The solver found no answer{within}: this position is too hard to decide."
    if outlook is Outlook.WON:
        return "The game is won."
    return "Thinking…"


def review_text(game: Game, found: Review, limit_seconds: float | None) -> str:
    """The game-over dialog's review line: the move that lost the game, and how to get back before it.

    The same findings as ``domino-solitaire review`` (cli/solve.py), worded for a short dialog:
    the winning line itself is left to the hint key.
    """
    played = len(game.moves)
    within = f" within {limit_seconds:g} s" if limit_seconds is not None else ""
    if game.status is Status.WON:
        return "The game was won."
    if found.deal_winnable is None:
        return f"The solver could not tell{within} whether this deal can be won."
    if found.deal_winnable is False:
        return "This deal could not be won, whatever the play."
    last = found.last_winnable
    if last is None:
        return f"Undecided: the solver found no answer{within}."
    if found.losing_move is None:
        if last == played:
            return "The game can still be won from its last position."
        return f"Winnable at least until after move {last}; later positions were not decided{within}."
    where = "from the opening" if last == 0 else f"after move {last}"
    return (
        f'Move {found.losing_move_number}, "{found.losing_move}", lost the game: it could still be won '
        f"{where}. Undo {plural(played - last, 'move')} to play on from there."
    )


def played_text(move: Move, before: Position, after: Position, summary: str, *, again: bool = False) -> str:
    """What a move did, in a line: its notation, the tiles it removed, and what else changed."""
    removed = after.discarded[len(before.discarded) :]
    text = f"Played {move}{' again' if again else ''}"
    if removed:
        text += ": removed " + " ".join(str(t) for t in removed)
    return f"{text}. {summary}".strip()


def opening_text(state: PlayState) -> str:
    """The notice as a game opens: the deal, and how it began when not from its opening."""
    describe = state.setup.describe()
    if state.moves:
        how = "Resumed" if state.resumed else "Playing on"
        return f"{how} after {plural(state.moves, 'move')}: {describe}."
    return f"{describe}. Press ? for help, i for the rules."


def refusal_text(action: str, game: Game) -> str | None:
    """Why a game key greyed out in the footer does nothing now (None: it is available)."""
    if action in ("undo", "restart") and not game.can_undo:
        return "There is no move to undo yet." if action == "undo" else "This is the opening already."
    if action == "redo" and not game.can_redo:
        return "There is no move to redo: y replays moves taken back with u."
    if action == "autoplay" and game.is_over:
        return f"The game is over ({game.status}): there is nothing to play."
    return None


def news_text(news: News) -> str:
    """One thing a finished game did to the records, in a sentence."""
    if news.kind == "fastest":
        was = "" if news.was is None else f" (was {clock_text(news.was)})"
        return f"New fastest win: {clock_text(news.value)}{was}."
    if news.kind == "fewest":
        was = "" if news.was is None else f" (was {int(news.was)})"
        return f"New fewest moves: {int(news.value)}{was}."
    if news.kind == "streak":
        return f"Streak: {plural(int(news.value), 'win')} in a row."
    return f"Daily streak: {plural(int(news.value), 'day')}."


def records_text(state: PlayState) -> str:
    """What a win did to the records (a new fastest or fewest, the streaks), or why it set none."""
    told = " ".join(news_text(news) for news in state.news)
    if state.sets_records:
        return told
    if state.origin == "taken-over":
        why = "Taken over from a replay: it counts as played, and sets no record."
    else:
        why = f"With {plural(state.hints, 'hint')}: no record (fastest and fewest count unassisted wins)."
    return f"{why} {told}".strip()


def game_over_lines(state: PlayState, time: str) -> tuple[str, str]:
    """The game-over dialog's title and summary."""
    removed = len(state.position.discarded)
    summary = f"{plural(state.moves, 'move')} in {time}; {removed} of {state.total_tiles} tiles removed."
    if state.status is Status.SOLVED:
        return "Solved by autoplay (played, not counted as a win).", summary
    if state.status is Status.WON:
        records = records_text(state) if state.result is Status.WON else ""
        return "You won!", f"{summary} {records}".strip()
    title = "No moves left: the game is lost."
    if state.won_before:
        # Undone after the win, then lost: the history keeps the win.
        won = "won" if state.result is Status.WON else "solved by autoplay"
        return title, f"{summary} The game was {won} before; the history keeps that result."
    return title, summary


def verdict_shown_text(shown: bool) -> str:
    """What the verdict key (v) did."""
    if shown:
        return "The status bar says whether the deal can still be won."
    return "Whether the deal can still be won is hidden until the game ends (v shows it; w hints)."


def forced_text(on: bool) -> str:
    """What the key for forced removals (f) did."""
    if on:
        return "A removal that is the only one possible plays by itself."
    return "Every removal waits for you, even the only one possible."


def change_summary(before: Position, after: Position) -> str:
    """What a move changed besides the tiles it removed, in a sentence (empty: nothing else): a
    Luzon tile moved into an empty column, Good Neighbors tiles closed up and drawn from the stock,
    Castle Rock tiles drawn onto the row. Worked out from the two positions only."""
    if isinstance(before, LuzonPosition) and isinstance(after, LuzonPosition):
        if len(before.discarded) != len(after.discarded):
            return ""
        for index, column in enumerate(after.columns):
            if len(column) == 1 and not before.columns[index]:
                return f"{column[0]} moved into column {index + 1}."
        return ""
    if isinstance(before, GoodNeighborsPosition) and isinstance(after, GoodNeighborsPosition):
        was_at = {tile: index for index, tile in enumerate(before.cells) if tile is not None}
        changed = [
            tile for index, tile in enumerate(after.cells) if tile is not None and before.cells[index] != tile
        ]
        moved = sum(1 for tile in changed if tile in was_at)
        drawn = len(changed) - moved
        parts = []
        if moved:
            parts.append(f"{plural(moved, 'tile')} closed up")
        if drawn:
            parts.append(f"{drawn} new from the stock")
        return ("; ".join(parts) + ".") if parts else ""
    if isinstance(before, CastleRockPosition) and isinstance(after, CastleRockPosition):
        drawn = len(before.stock) - len(after.stock)
        if not drawn:
            return ""
        names = ", ".join(str(t) for t in after.row[len(after.row) - drawn :])
        return f"Drew {plural(drawn, 'tile')} from the stock: {names}."
    return ""


def spoken_target(position: Position, target: object) -> str:
    """What is under the board's cursor, in a sentence a screen reader says well: the cell, column,
    reserve slot or row position, and its tile's numbers (or that it is empty)."""
    if isinstance(position, GoodNeighborsPosition) and isinstance(target, Cell):
        tile = position.tile_at(target)
        return f"{target}: {'empty' if tile is None else tile}."
    if isinstance(position, LuzonPosition) and isinstance(target, Spot):
        if target.reserve:
            tile = position.reserve[target.index]
            return f"Reserve {target}: {'empty' if tile is None else tile}."
        column = position.columns[target.index]
        if not column:
            return f"Column {target.index + 1}: empty."
        return f"Column {target.index + 1}: foot {column[-1]}, {plural(len(column) - 1, 'tile')} above it."
    if (
        isinstance(position, CastleRockPosition)
        and isinstance(target, int)
        and 0 <= target < len(position.row)
    ):
        return f"Position {target + 1} of {len(position.row)}: {position.row[target]}."
    return str(target)
