"""Player-facing wording shared by the command line and the terminal UI.

The store hands over numbers and names; the sentences and table cells made of them live here.
``printable`` is the one guard for text that came from outside (arguments, files, records, a
database row): every message that echoes such text passes through it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from domino_solitaire.engine import (
    GAMES,
    CastleRockPosition,
    Cell,
    GoodNeighborsPosition,
    LuzonPosition,
    Spot,
    Status,
)
from domino_solitaire.solver.verdict import Outlook, Verdict

if TYPE_CHECKING:
    # Types only: importing the store would load sqlite3 for every command (the solver, its searches).
    from domino_solitaire.engine import Game, Move, Position
    from domino_solitaire.play import PlayState
    from domino_solitaire.play.session import News
    from domino_solitaire.solver import Review
    from domino_solitaire.store.rows import GameInfo
    from domino_solitaire.store.stats import Outcome, Tally

#: How much of an echoed value a message shows; the rest is cut, marked with "…".
ECHO_LIMIT = 300


def printable(text: object, limit: int | None = ECHO_LIMIT) -> str:
    """``text`` made safe to show on one line of a terminal: nothing but printable characters.

    Control characters (line breaks, ESC, other C0 and C1 codes), format characters (bidi
    overrides, zero-width marks), line and paragraph separators, lone surrogates and other
    unprintable code points become their Python escape (``\\n``, ``\\x1b``, ``\\u202e``), so a
    value can neither forge a second line nor drive the terminal. Longer than ``limit``
    characters, it is cut short with "…".
    """
    value = str(text)
    if limit is not None and len(value) > limit:
        value = value[:limit] + "…"
    if value.isprintable():
        return value
    return "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in value)


def clock_text(seconds: float | None) -> str:
    """A duration as the clock shows it: ``4:07``, ``1:02:09``; ``-`` when unknown (or not a time)."""
    if seconds is None or not math.isfinite(seconds) or seconds < 0:
        return "-"
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02}:{secs:02}" if hours else f"{minutes}:{secs:02}"


def game_title(game: str) -> str:
    rules = GAMES.get(game)
    return rules.title if rules is not None else printable(game)


def kind_label(game: str, size: int, variant: str) -> str:
    """ "Luzon d6", "Luzon d6 six-ends": short, so that tables fit 80 columns."""
    return f"{game_title(game)} d{size}" + ("" if variant == "standard" else f" {printable(variant)}")


def deal_label(seed: int | None, daily: str | None = None) -> str:
    """The deal as a table shows it, whole (a deal number must stay copyable): its number,
    "daily 2024-05-01" for a daily deal, or "explicit" for a deal written out."""
    if daily is not None:
        return f"daily {daily}"
    return "explicit" if seed is None else str(seed)


def game_description(info: GameInfo) -> str:
    """ "Luzon, double-6, deal 42": a stored game in words (as ``Setup.describe`` says a deal)."""
    variant = "" if info.variant == "standard" else f", {printable(info.variant)}"
    if info.daily is not None:
        deal = f"the daily deal of {info.daily}"
    else:
        deal = f"deal {info.seed}" if info.seed is not None else "explicit deal"
    return f"{game_title(info.game)}, double-{info.size}{variant}, {deal}"


def percent_text(value: float | None) -> str:
    return "-" if value is None else f"{value:.1f}"


def count_text(value: int | None) -> str:
    return "-" if value is None else str(value)


def stats_cells(tally: Tally) -> tuple[str, ...]:
    """Played, won, win %, streak, best streak, fastest win, fewest moves: as both tables show them
    (a ``KindStats``, or one grade's tally)."""
    return (
        str(tally.played),
        str(tally.won),
        percent_text(tally.win_percent),
        str(tally.current_streak),
        str(tally.best_streak),
        clock_text(tally.fastest_win),
        count_text(tally.fewest_moves),
    )


def tiles_text(count: int) -> str:
    return f"{count} tile{'s' * (count != 1)}"


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


def daily_mark(best: Outcome | None, *, goal_par: int | None = None) -> str:
    """How today's daily deal went, from its best try (``store.stats.daily_best``): "✓ won",
    "✓ at par", "in progress", "played: lost (4 left)"; empty when not played yet.
    ``goal_par``: the tiles to end with where no deal can be won (the goal is par)."""
    if best is None:
        return ""
    result, left = best.result, best.tiles_left
    if result is Status.WON:
        return "✓ won"
    if result is Status.PLAYING:
        return "in progress"
    if result is Status.SOLVED:
        return "solved by autoplay"
    if goal_par is not None and left is not None and left <= goal_par:
        return "✓ at par"
    how = "lost" if result is Status.LOST else "gave up"
    return f"played: {how}" + ("" if left is None else f" ({left} left)")


def plural(count: int, word: str, words: str | None = None) -> str:
    """ "1 move", "2 moves", "0 tiles": a count and its noun, singular for one only (``words`` for a
    plural that is not the noun and an s)."""
    return f"{count} {word if count == 1 else words or word + 's'}"


def numbered_moves(moves: Sequence[str], width: int = 80) -> list[str]:
    """The moves numbered from 1 ("1. 2+4  2. 3+R2 ..."), as lines of at most ``width`` characters.

    A move is never broken across lines (a Good Neighbors turn has spaces of its own); one longer
    than a line has a line to itself.
    """
    lines: list[str] = []
    line = ""
    for number, move in enumerate(moves, start=1):
        item = f"{number}. {printable(move)}"
        if line and len(line) + 2 + len(item) > width:
            lines.append(line)
            line = ""
        line = f"{line}  {item}" if line else item
    if line:
        lines.append(line)
    return lines


def won_text(result: Status) -> str:
    """How a game that reached its winning position ended, in a sentence (``review``)."""
    return "The game was solved by autoplay." if result is Status.SOLVED else "The game was won."


def still_in_play_text(what: str, moves: int) -> str:
    """Why a record of an unfinished game is not imported: ``export`` warns of it and ``import``
    refuses it in the same words (``what``: "game 12", "the game")."""
    return (
        f"{what} is still in play after {plural(moves, 'move')}; "
        "its record cannot be imported until the game is finished"
    )


def searching_for(grade: str | None) -> str:
    """The line said while a deal is looked for: a winnable one (``grade`` None), or one of a grade."""
    return "Looking for a winnable deal…" if grade is None else f"Looking for a deal graded {grade}…"


# -- the game in play ---------------------------------------------------------------------------------


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


# -- the command palette and the footer (tui/palette.py, tui/widgets/footer.py) ----------------------

PALETTE_PLACEHOLDER = "Search for commands…"
SCREEN_PALETTE_PLACEHOLDER = "Search this screen's commands…"
NO_MATCHES = "No matches found"
QUIT_HELP = "Quit (asks first while a game is in progress)"
#: The footer's last entry: the screen's commands that do not fit (or have no key shown).
MORE_LABEL = "… more"
MORE_HELP = "Every command of this screen"


# -- the statistics' tables (the `stats` command and the TUI's statistics screen) --------------------
# The same facts under the same names wherever they are shown (issue 22).

#: Results per game, set and variant.
STATS_COLUMNS = ("Game", "Played", "Won", "Win %", "Streak", "Best", "Fastest", "Fewest moves")
#: Par and the daily deals, per game, set and variant.
EXTRA_COLUMNS = ("Game", "Solved", "Abandoned", "At par", "Best left", "Daily", "Best daily")
#: Results per difficulty grade.
GRADE_COLUMNS = ("Game", "Grade", "Played", "Won", "Win %", "At par", "Fastest", "Fewest")
#: What the columns' short names mean.
STATS_NOTES = (
    "Streak: wins in a row. Solved: finished by autoplay (not a win, and no record).",
    "Fastest, fewest moves: wins without hints. At par: no more tiles left than par.",
)


def in_progress_note(count: int) -> str:
    """The games the statistics leave out; empty when there are none."""
    if not count:
        return ""
    return f"Not counted: {count} game{'s' if count != 1 else ''} still in progress."


def forced_text(on: bool) -> str:
    """What the key for forced removals (f) did."""
    if on:
        return "A removal that is the only one possible plays by itself."
    return "Every removal waits for you, even the only one possible."


# -- the text mode (``--text``: the game line by line, for screen readers, scripts and bots) ----------


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


def spoken_layout(position: Position) -> list[str]:
    """The layout as plain lines that read well aloud: each tile by where it is and its numbers.

    Good Neighbors row by row, each tile by its cell (``a1 3-5``); Luzon column by column from the
    top down to the foot, the tile that can be played, then the reserve; Castle Rock the row by
    position from the left. No drawing characters: a screen reader says every line as it is.
    """
    if isinstance(position, GoodNeighborsPosition):
        lines = []
        for number, row in enumerate(position.grid(), start=1):
            cells = [
                f"{position.cell((number - 1) * position.cols + col)} {'empty' if tile is None else tile}"
                for col, tile in enumerate(row)
            ]
            lines.append(f"Row {number}: " + ", ".join(cells) + ".")
        return lines
    if isinstance(position, LuzonPosition):
        lines = []
        for number, column in enumerate(position.columns, start=1):
            if not column:
                lines.append(f"Column {number}: empty.")
            elif len(column) == 1:
                lines.append(f"Column {number}: foot {column[-1]}.")
            else:
                above = ", ".join(str(t) for t in column[:-1])
                lines.append(f"Column {number}: foot {column[-1]}; above it, from the top: {above}.")
        slots = [f"R{n} {'empty' if t is None else t}" for n, t in enumerate(position.reserve, start=1)]
        lines.append("Reserve: " + ", ".join(slots) + ".")
        return lines
    if isinstance(position, CastleRockPosition):
        if not position.row:
            return ["Row: empty."]
        tiles = ", ".join(f"{n}: {t}" for n, t in enumerate(position.row, start=1))
        return [f"Row of {plural(len(position.row), 'tile')}, by position from the left: {tiles}."]
    return position.to_text().splitlines()


def verdict_sentence(verdict: Verdict) -> str:
    """The solver's verdict in plain words, as the status line of the text mode says it."""
    outlook = verdict.outlook
    if outlook is Outlook.WINNABLE:
        return "it can still be won"
    if outlook is Outlook.UNKNOWN:
        return "the solver cannot tell whether it can still be won"
    if outlook is Outlook.WON:
        return "won"
    if outlook is Outlook.THINKING:
        return "the solver is still thinking"
    undo = "" if verdict.undos is None else f"; undo {plural(verdict.undos, 'move')} to win"
    if outlook is Outlook.LOST:
        return f"lost{undo}"
    best = "" if verdict.par is None else f"; the best now is {tiles_text(verdict.par)} left"
    if verdict.undos is None:
        return f"it cannot be won{best}"
    return f"it can no longer be won{undo}{best}"


def deal_words(state: PlayState) -> str:
    """The deal alone: "42", "written out", "the daily deal of 2026-12-01 (number 598237)"."""
    seed = state.setup.seed
    if state.daily is None:
        return "written out" if seed is None else str(seed)
    number = "" if seed is None else f" (number {seed})"
    return f"the daily deal of {state.daily.isoformat()}{number}"


def text_status(state: PlayState, time: str) -> str:
    """The game's status in one sentence: how it stands, moves, tiles, time, hints, verdict, grade."""
    position = state.position
    word = {Status.PLAYING: "Playing", Status.WON: "Won", Status.LOST: "Lost", Status.SOLVED: "Solved"}
    parts = [
        plural(state.moves, "move"),
        f"{tiles_text(position.tiles_left())} left",
        f"{len(position.discarded)} of {state.total_tiles} removed",
    ]
    if state.kind.game != "luzon":  # Luzon deals every tile: it has no stock to speak of
        parts.append(f"{len(position.stock)} in stock")
    parts.append(f"time {time}")
    if state.hints:
        parts.append(plural(state.hints, "hint"))
    if state.grade is not None:
        parts.append(f"graded {state.grade}")
    if state.par is not None and state.over:
        parts.append(f"par {state.par}")
    text = f"{word.get(state.status, str(state.status))}: " + ", ".join(parts)
    if state.verdict is not None and state.verdict.decided and not state.over:
        text += f"; {verdict_sentence(state.verdict)}"
    if state.won_before:
        text += "; the history keeps the win from before"
    return text + "."


def text_header_lines(state: PlayState, time: str) -> list[str]:
    """What the text mode says before the layout, on start and on ``look``."""
    setup, position = state.setup, state.position
    stock = "none (Luzon deals every tile)" if state.kind.game == "luzon" else tiles_text(len(position.stock))
    return [
        f"Game: {setup.rules.title}. Set: double-{setup.size}. Variant: {setup.variant}. "
        f"Deal: {deal_words(state)}.",
        f"Status: {text_status(state, time)}",
        f"Stock: {stock}. Removed: {len(position.discarded)} of {state.total_tiles} tiles.",
    ]


def text_intro(state: PlayState) -> str:
    """The first line of the text mode."""
    if state.moves:
        how = "Resumed" if state.resumed else "Playing on"
        return f"{how} after {plural(state.moves, 'move')}. Type help for the commands, moves for the moves."
    return "A new game. Type help for the commands, moves for the legal moves."


#: How a move is written, per game, for ``help``.
MOVE_HELP = {
    "good-neighbors": "A move is a turn: its pairs of cells on one line, like a1+b1 or a1+b1 c2+d2.",
    "luzon": "A move is 2+5 (discard the feet of columns 2 and 5), 3+R2 (with reserve slot 2), "
    "or 4>1 (move column 4's foot into empty column 1).",
    "castle-rock": "A move is x3 (remove the tile at position 3) or x2-4 (remove positions 2 to 4).",
}


def text_help(game: str) -> list[str]:
    """What ``help`` says in the text mode: how a move is written, then the commands."""
    return [
        MOVE_HELP.get(game, "Type a move in the notation of docs/notation.md."),
        "Commands: look (the game and the layout), moves (the legal moves), hint, undo (u), redo (y), "
        "restart, new (a new deal), status, rules, help, quit (q).",
        "Quitting, or the end of the input, saves an unfinished game: resume it with "
        "domino-solitaire resume --text.",
    ]


def not_understood_text(line: str) -> str:
    """The answer to a line that is neither a command nor a move of this game."""
    return f'Not a move or a command: "{printable(line, 80)}". Type help for the commands.'


def refused_move_text(reason: str) -> str:
    """The answer to a move the rules refuse (the reason may quote the player's input)."""
    return f"Not played: {printable(reason, 400)}."


#: The answer to a line longer than any move or command (the rest of it was not read).
TOO_LONG_TEXT = "That line is too long to be a move or a command; it was ignored."


def took_back_text(move: Move | None) -> str:
    return f"Took back {move}."


RESTART_TEXT = "Back to the opening of this deal; redo replays the moves."


def text_game_over_end(state: PlayState) -> str:
    """What the player can do once the game ended."""
    if state.status is Status.LOST:
        return "Type undo to take back moves, hint to see how far back it could be won, new, or quit."
    return "Type new for a new deal, restart to play this one again, or quit."


def text_quit(state: PlayState, saving: bool) -> str:
    """The last line of the text mode."""
    if state.in_progress and saving:
        return "Game saved: domino-solitaire resume --text plays on from here."
    if state.in_progress:
        return "Goodbye. (Games are not being saved.)"
    return "Goodbye."


def resume_question(info: GameInfo) -> str:
    """Asked when a game of the kind asked for was left unfinished."""
    moves = plural(info.move_count, "move")
    return (
        f"You have an unfinished {game_description(info)} ({moves}): "
        "resume (r) or give up and deal a new one (g)?"
    )


#: The answer to anything but r or g to ``resume_question``.
RESUME_ANSWER_TEXT = "Answer r to resume it, or g to give it up and deal the new one."


def held_elsewhere_text(info: GameInfo) -> str:
    return f"Your {game_description(info)} is being played in another window or tab; nothing here changes it."


#: Asked before ``new`` gives up a game in progress.
GIVE_UP_QUESTION = "Give up this game and deal a new one? (y or n)"
NEW_KEPT_TEXT = "The game goes on."
#: Asked when the game to resume is being played elsewhere (or cannot be resumed).
NEW_OR_QUIT_QUESTION = "Deal a new one of the same kind (n), or quit (q)?"

#: Why ``redo`` does nothing (the text mode's words for the screen's keys).
NO_REDO_TEXT = "There is no move to redo: redo replays moves taken back with undo."


def text_hint(verdict: Verdict, limit_seconds: float | None) -> str:
    """What ``hint`` says in the text mode: the hint key's sentence, without the keys' names."""
    return hint_text(verdict, limit_seconds, undo_key="")


def text_verdict_shown(shown: bool) -> str:
    """What ``verdict`` did."""
    if shown:
        return "The status command says whether the deal can still be won."
    return "Whether the deal can still be won is hidden until the game ends (verdict shows it again)."


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


def screen_reader_text(on: bool) -> str:
    """What the start screen's screen-reader setting (F4) did."""
    if on:
        return "Screen reader on: the cursor sits on the tile, and each change is said in a sentence."
    return "Screen reader off."
