"""``stats``, ``history``, ``export`` and ``import``: the player's stored games on the command line.

Tables are plain text laid out here (no Rich: nothing from the database is read as markup),
at most 80 columns wide, and never shorten a value a player may want to copy (a deal number).
A damaged row in the database is skipped with a one-line warning; it is never changed.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import textwrap
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from domino_solitaire.cli.arguments import add_data_dir, game_help, game_name, whole_number
from domino_solitaire.cli.inputs import read_record
from domino_solitaire.cli.output import WRITE_FAILURES, CliError, OutputError, say, shown, warn
from domino_solitaire.engine import SolitaireError, Transcript
from domino_solitaire.engine.codes import code_for
from domino_solitaire.i18n import NC_, _, ngettext
from domino_solitaire.records import Result, ended_as, limits, local_time
from domino_solitaire.textfold import OUR_CHARACTERS, carries, fold
from domino_solitaire.wording.dates import date_text
from domino_solitaire.wording.errors import error_text
from domino_solitaire.wording.records import bad_text, result_word, store_problem_text
from domino_solitaire.wording.screens import answer_words
from domino_solitaire.wording.stats import (
    EXTRA_COLUMNS,
    GRADE_COLUMNS,
    STATS_COLUMNS,
    column_title,
    extra_cells,
    grade_cells,
    stats_cells,
)
from domino_solitaire.wording.text import (
    clock_text,
    deal_label,
    game_title,
    kind_label,
    still_in_play_text,
)

if TYPE_CHECKING:
    # The store (and sqlite3) load when a command uses them, not for every command's start.
    from domino_solitaire.records import GameRecord, KindStats
    from domino_solitaire.store import GameStore

#: Ids are SQLite integers, below 2**63 (the records' limit).
MAX_ID = limits.MAX_ID


def register(commands: Any) -> None:
    p = commands.add_parser("stats", help=_("statistics per game, set and variant"))
    p.add_argument(
        "game",
        metavar="GAME",
        nargs="?",
        type=game_name,
        help=_("only this game, {games}").format(games=game_help()),
    )
    p.add_argument("--json", action="store_true", help=_("print the statistics as JSON"))
    p.add_argument(
        "--puzzles", action="store_true", help=_("the puzzle rating and its history (with --json: as JSON)")
    )
    p.add_argument(
        "--reset", action="store_true", help=_("start the statistics afresh (the history is kept)")
    )
    p.add_argument("--yes", action="store_true", help=_("with --reset: do not ask for confirmation"))
    add_data_dir(p)
    p.set_defaults(handler=run_stats)

    p = commands.add_parser("history", help=_("the games played, most recent first, with their ids"))
    p.add_argument(
        "--limit",
        type=_count,
        default=20,
        metavar="N",
        help=_("show at most N games (default 20; 0 for all)"),
    )
    p.add_argument("--json", action="store_true", help=_("print the games as JSON"))
    add_data_dir(p)
    p.set_defaults(handler=run_history)

    p = commands.add_parser("export", help=_("write the record of a game from the history"))
    p.add_argument("id", type=game_id, metavar="ID", help=_("the game's id, as `history` shows it"))
    p.add_argument("-o", "--output", metavar="FILE", help=_("write to FILE instead of standard output"))
    add_data_dir(p)
    p.set_defaults(handler=run_export)

    p = commands.add_parser("import", help=_("add finished games from record files to the history"))
    p.add_argument("records", nargs="+", metavar="RECORD", help=_("game record files (JSON), or - for stdin"))
    add_data_dir(p)
    p.set_defaults(handler=run_import)


_count = whole_number(
    0,
    MAX_ID,
    lambda: _('"{text}" is not a whole number'),
    lambda: _("{text} is out of range; give 0 (all) to {most}"),
)
game_id = whole_number(
    1,
    MAX_ID,
    lambda: _('"{text}" is not a game id; ids are whole numbers'),
    lambda: _("{text} is not a game id; ids run from {least} to {most}"),
)


#: The history's column titles, marked for the catalogs.
HISTORY_TITLES = (
    NC_("statistics column", "ID"),
    NC_("statistics column", "Game"),
    NC_("statistics column", "Deal"),
    NC_("statistics column", "Code"),
    NC_("statistics column", "Result"),
    NC_("statistics column", "Moves"),
    NC_("statistics column", "Time"),
    NC_("statistics column", "Hints"),
)


def open_games(data_dir: str | None) -> GameStore:
    """The player's store for a command; CliError if it cannot be used. Warns of a database moved aside."""
    from domino_solitaire.store import GameStore, open_store

    store = open_store(data_dir)
    if not isinstance(store, GameStore):
        raise CliError(store_problem_text(store))
    if store.warning:
        warn(store_problem_text(store.warning))
    return store


def report_damaged(store: GameStore) -> None:
    """One warning line per damaged row a read skipped."""
    for number, bad in sorted(store.damaged.items()):
        reason = bad_text(bad)
        warn(
            _("game {number} in the history is damaged ({reason}); skipped, and left as it is").format(
                number=number, reason=reason
            )
        )


def dump(value: Any) -> str:
    # allow_nan=False: the store lets no NaN or infinity in, and JSON has none to print.
    return json.dumps(value, allow_nan=False)


def text_table(
    headers: Sequence[str], rows: Sequence[Sequence[str]], aligns: str, *, narrow: bool = False
) -> list[str]:
    """Lines of a table, columns two spaces apart, each as wide as its widest cell (nothing is cut);
    ``aligns`` has one letter per column: "l" for left, "r" for right. ``narrow``: one space before
    a right-aligned column (its header is usually wider than its numbers, which keeps them apart)."""
    size = _printed_width()
    widths = [max(size(cell) for cell in column) for column in zip(headers, *rows, strict=True)]

    def line(cells: Sequence[str]) -> str:
        text = ""
        for n, (cell, width, align) in enumerate(zip(cells, widths, aligns, strict=True)):
            if n:
                text += " " if narrow and align == "r" else "  "
            space = " " * (width - size(cell))
            text += cell + space if align == "l" else space + cell
        return text.rstrip()

    return [line(headers)] + [line(row) for row in rows]


def _printed_width() -> Callable[[str], int]:
    """How wide a cell prints: as the output folds it where it cannot carry our characters (a
    Russian title in Latin letters is longer: «Лучшее время», "Luchshee vremya")."""
    encoding = getattr(sys.stdout, "encoding", None)
    if carries(encoding, OUR_CHARACTERS):
        return len
    return lambda cell: len(fold(cell, encoding or "ascii"))


# -- stats ----------------------------------------------------------------------------------------


def run_stats(args: argparse.Namespace) -> int:
    from domino_solitaire.store import StoreError

    if args.reset:
        return _reset(args)
    with open_games(args.data_dir) as store:
        try:
            from domino_solitaire.solver.rates import par_goals
            from domino_solitaire.store.puzzles import summary

            table = store.stats(args.game, par_goals=par_goals())
            puzzles = summary(store)
        except StoreError as exc:
            raise CliError(store_problem_text(exc)) from None
        report_damaged(store)
    if args.puzzles:
        return _puzzle_stats(puzzles, args.json)
    if args.json:
        say(dump([kind.to_json() for kind in table]))
        return 0
    if not table:
        say(
            _("No games yet.")
            if args.game is None
            else _("No games of {game} yet.").format(game=game_title(args.game))
        )
    for line in stats_lines(table) if table else []:
        say(line)
    if puzzles is not None:
        _puzzle_stats(puzzles, False)
    return 0


def _puzzle_stats(puzzles: dict[str, Any] | None, as_json: bool) -> int:
    from domino_solitaire.wording.puzzles import no_puzzle_tried_text, puzzle_stats_line

    if as_json:
        say(dump(puzzles))
    elif puzzles is None:
        say(no_puzzle_tried_text())
    else:
        say(
            puzzle_stats_line(
                puzzles["rating"],
                puzzles["history"],
                puzzles["tried"],
                puzzles["solved"],
                puzzles["practice"],
            )
        )
    return 0


def stats_lines(table: list[KindStats]) -> list[str]:
    """The statistics as text: results, then par and daily streaks, then per grade where there are any."""
    lines = [_("Statistics"), ""]
    rows: list[tuple[str, ...]] = [(kind_label(k.game, k.size, k.variant), *stats_cells(k)) for k in table]
    lines += text_table(titles(STATS_COLUMNS), rows, "lrrrrrrr")
    rows = [(kind_label(k.game, k.size, k.variant), *extra_cells(k)) for k in table]
    lines += ["", *text_table(titles(EXTRA_COLUMNS), rows, "lrrrrrr")]
    graded = [(k, grade, counts) for k in table for grade, counts in k.grades.items()]
    if graded:
        rows = [(kind_label(k.game, k.size, k.variant), *grade_cells(grade, c)) for k, grade, c in graded]
        lines += ["", *text_table(titles(GRADE_COLUMNS), rows, "llrrrrrr")]
    notes = [
        _("Streak: wins in a row. Solved: finished by autoplay (not a win, and no record)."),
        _("Fastest, fewest moves: wins without hints. At par: no more tiles left than par."),
    ]
    unfinished = sum(kind.in_progress for kind in table)
    if unfinished:
        notes.append(
            ngettext(
                "Not counted: {count} game still in progress.",
                "Not counted: {count} games still in progress.",
                unfinished,
            ).format(count=unfinished)
        )
    # Within 80 columns in every language (French and Russian run longer than English).
    return [*lines, "", *(line for note in notes for line in textwrap.wrap(note, 80))]


def titles(columns: Sequence[str]) -> tuple[str, ...]:
    """A table's column titles in the player's language (wording marks them; they are said here)."""
    return tuple(column_title(title) for title in columns)


def _reset(args: argparse.Namespace) -> int:
    from domino_solitaire.store import StoreError

    if not args.yes:
        if not sys.stdin.isatty():
            raise CliError(_("stats --reset asks for confirmation, but input is not a terminal; add --yes"))
        try:
            answer = input(_reset_question(args.game))
        except EOFError:
            answer = ""
        # y or yes, and the words for them in the player's language (o, oui; д, да).
        if answer.strip().lower() not in answer_words(True):
            say(_("Statistics left as they were."))
            return 0
    with open_games(args.data_dir) as store:
        try:
            count = store.reset_stats(args.game)
        except StoreError as exc:
            raise CliError(store_problem_text(exc)) from None
    say(_reset_done(args.game, count))
    return 0


# All games, or one game by name: two sentences each, since a language declines the game's name
# («статистику игры «Лусон»», not «статистику Лусон»).
def _reset_question(game: str | None) -> str:
    if game is None:
        return _("Reset the statistics of all games? The history is kept. [y/N] ")
    return _("Reset the statistics of {game}? The history is kept. [y/N] ").format(game=game_title(game))


def _reset_done(game: str | None, count: int) -> str:
    if game is None:
        return ngettext(
            "Statistics of all games reset ({count} finished game left out).",
            "Statistics of all games reset ({count} finished games left out).",
            count,
        ).format(count=count)
    return ngettext(
        "Statistics of {game} reset ({count} finished game left out).",
        "Statistics of {game} reset ({count} finished games left out).",
        count,
    ).format(game=game_title(game), count=count)


# -- history --------------------------------------------------------------------------------------


def run_history(args: argparse.Namespace) -> int:
    from domino_solitaire.store import StoreError

    with open_games(args.data_dir) as store:
        try:
            games = store.history(args.limit or None)
        except StoreError as exc:
            raise CliError(store_problem_text(exc)) from None
        report_damaged(store)
    if args.json:
        say(dump([{**info.to_json(), "code": stored_code(info)} for info in games]))
        return 0
    if not games:
        say(_("No games yet."))
        return 0
    for line in history_lines(games):
        say(line)
    return 0


def stored_code(info: GameRecord) -> str | None:
    """A stored game's deal code (None for an explicit deal)."""
    return code_for(info.game, info.size, info.variant, info.seed)


def history_lines(games: list[GameRecord]) -> list[str]:
    """The history as text, most recent first, under a line per day the games were started on."""
    headers = titles(HISTORY_TITLES)
    rows = [
        (
            str(info.id),
            kind_label(info.game, info.size, info.variant),
            deal_label(info.seed, info.daily),
            stored_code(info) or "-",
            result_word(info.result) + ("*" if info.source == "imported" else ""),
            str(info.move_count),
            clock_text(info.duration),
            str(info.hints),
        )
        for info in games
    ]
    table = text_table(headers, rows, "rllllrrr", narrow=True)
    if max(len(line) for line in table) > 80:
        # Deal numbers of 19 digits leave no room for their codes: the numbers are kept whole.
        without = [row[:3] + row[4:] for row in rows]
        table = text_table(headers[:3] + headers[4:], without, "rlllrrr", narrow=True)
    lines = [_("History (most recent first)"), "", table[0]]
    day: str | None = None
    for info, line in zip(games, table[1:], strict=True):
        started = (
            _("no date") if info.started_at is None else local_time(info.started_at).strftime("%Y-%m-%d")
        )
        if started != day:
            lines.append(date_text(started))
            day = started
        lines.append(line)
    if any(info.source == "imported" for info in games):
        lines += ["", _("* imported from a record")]
    return lines


# -- export and import ----------------------------------------------------------------------------


def run_export(args: argparse.Namespace) -> int:
    from domino_solitaire.store import StoreError

    to_stdout = args.output is None or args.output == "-"
    with open_games(args.data_dir) as store:
        if not to_stdout and is_store_file(args.output, store.path):
            # Opened for writing, it would be truncated: the player's history gone.
            raise CliError(
                _("{name} is the history's own database; write the record elsewhere").format(
                    name=shown(args.output)
                )
            )
        try:
            record, info = store.load(args.id)
        except StoreError as exc:
            raise CliError(store_problem_text(exc)) from None
    text = record.to_json()
    if to_stdout:
        sys.stdout.write(text)
    else:
        write_file(args.output, text)
    if info.result is Result.PLAYING:
        # Written all the same (a copy, to look at or replay), but said, once it is written (a file that
        # cannot be written is the one line then): ``import`` would refuse it.
        warn(still_in_play_text(_("game {number}").format(number=info.id), info.move_count))
    return 0


#: The files SQLite keeps beside the database (WAL mode, or a rollback journal).
STORE_COMPANIONS = ("", "-wal", "-shm", "-journal")


def is_store_file(path: str, database: Path) -> bool:
    """Whether ``path`` is the database or one of its companion files: by name (symbolic links
    resolved, so a file not made yet counts too) and by identity (a hard link elsewhere)."""
    try:
        target = os.path.realpath(path)
        given = os.stat(path) if os.path.exists(path) else None
    except (OSError, ValueError):  # ValueError: a NUL in the name; the write then says why
        return False
    for suffix in STORE_COMPANIONS:
        own = f"{database}{suffix}"
        if os.path.realpath(own) == target:
            return True
        if given is not None:
            try:
                mine = os.stat(own)
            except OSError:
                continue
            if (mine.st_dev, mine.st_ino) == (given.st_dev, given.st_ino):
                return True
    return False


def write_file(path: str, text: str) -> None:
    """Write ``text`` to ``path``; CliError (one line) if it cannot be. A FIFO with no reader is
    refused at once (O_NONBLOCK) instead of waiting for one forever."""
    name = shown(path)
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(path, flags, 0o644)
    except (OSError, ValueError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        # A path that cannot be opened is bad input (2); a device that refuses the write is not.
        failed = OutputError if isinstance(exc, OSError) and exc.errno in WRITE_FAILURES else CliError
        raise failed(_("{name}: cannot write it: {reason}").format(name=name, reason=reason)) from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as file:
            file.write(text)
    except OSError as exc:
        raise OutputError(
            _("{name}: cannot write it: {reason}").format(name=name, reason=exc.strerror or exc)
        ) from None


def refuse_unfinished(record: Transcript, path: str) -> None:
    """CliError, in the words ``export`` warns with, for the record of a game still in play (the
    store's ``importable`` refuses it too; this says it as ``export`` did)."""
    game = record.replay()
    if game.moves and ended_as(record, game) is Result.PLAYING:
        raise CliError(f"{shown(path)}: {still_in_play_text(_('the game'), len(game.moves))}")


def run_import(args: argparse.Namespace) -> int:
    """Each record read, checked and added in turn, so that only one is in memory at a time. A bad
    one stops the import there: those before it are in the history (each said so as it was), none
    after it is read, and the error line says so."""
    from domino_solitaire.store import StoreError

    with open_games(args.data_dir) as store:
        for number, path in enumerate(args.records):
            left = len(args.records) - number - 1
            try:
                record = read_record(path)
                refuse_unfinished(record, path)
                done = store.import_record(record)
            except CliError as exc:
                raise CliError(stopped_at(str(exc), number, left)) from None
            except StoreError as exc:
                problem = store_problem_text(exc)
                raise CliError(stopped_at(f"{shown(path)}: {problem}", number, left)) from None
            except SolitaireError as exc:
                raise CliError(stopped_at(f"{shown(path)}: {error_text(exc)}", number, left)) from None
            if done.added:
                say(
                    ngettext(
                        "{name}: added as game {number} ({result} in {count} move)",
                        "{name}: added as game {number} ({result} in {count} moves)",
                        done.move_count,
                    ).format(
                        name=shown(path),
                        number=done.id,
                        result=result_word(done.result),
                        count=done.move_count,
                    )
                )
            else:
                say(
                    _("{name}: already in the history as game {number}").format(
                        name=shown(path), number=done.id
                    )
                )
    return 0


def stopped_at(problem: str, before: int, after: int) -> str:
    """The line for a record that stops an import: what is wrong with it, and what was done."""
    if not before and not after:
        return problem
    if before == 1:
        done = _("the record before it is in the history")
    elif before:
        # Never 1 (said above), but Russian says 21 with the singular's form.
        done = ngettext(
            "the {count} record before it is in the history",
            "the {count} records before it are in the history",
            before,
        ).format(count=before)
    else:
        done = _("nothing added")
    if after:
        rest = ngettext("the {count} after it not read", "the {count} after it not read", after).format(
            count=after
        )
        return _("{problem} (import stopped there: {done}, {rest})").format(
            problem=problem, done=done, rest=rest
        )
    return _("{problem} (import stopped there: {done})").format(problem=problem, done=done)
