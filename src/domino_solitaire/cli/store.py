"""``stats``, ``history``, ``export`` and ``import``: the player's stored games on the command line."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from domino_solitaire.cli.common import CliError, add_data_dir, read_record, whole_number
from domino_solitaire.engine import GAMES, Record, SolitaireError
from domino_solitaire.wording import clock_text, game_title, kind_label

if TYPE_CHECKING:
    # The store (and sqlite3) load when a command uses them, not for every command's start.
    from domino_solitaire.store import GameInfo, GameStore, KindStats


def register(commands: Any) -> None:
    p = commands.add_parser("stats", help="statistics per game, set and variant")
    p.add_argument(
        "game", metavar="GAME", nargs="?", choices=list(GAMES), help="only this game: " + ", ".join(GAMES)
    )
    p.add_argument("--json", action="store_true", help="print the statistics as JSON")
    p.add_argument("--reset", action="store_true", help="start the statistics afresh (the history is kept)")
    p.add_argument("--yes", action="store_true", help="with --reset: do not ask for confirmation")
    add_data_dir(p)
    p.set_defaults(handler=run_stats)

    p = commands.add_parser("history", help="the games played, most recent first, with their ids")
    p.add_argument(
        "--limit", type=_count, default=20, metavar="N", help="show at most N games (default 20; 0 for all)"
    )
    p.add_argument("--json", action="store_true", help="print the games as JSON")
    add_data_dir(p)
    p.set_defaults(handler=run_history)

    p = commands.add_parser("export", help="write the record of a game from the history")
    p.add_argument("id", type=_game_id, metavar="ID", help="the game's id, as `history` shows it")
    p.add_argument("-o", "--output", metavar="FILE", help="write to FILE instead of standard output")
    add_data_dir(p)
    p.set_defaults(handler=run_export)

    p = commands.add_parser("import", help="add finished games from record files to the history")
    p.add_argument("records", nargs="+", metavar="RECORD", help="game record files (JSON), or - for stdin")
    add_data_dir(p)
    p.set_defaults(handler=run_import)


_count = whole_number(0, '"{text}" is not a whole number', "{value} is negative; give 0 (all) or more")
_game_id = whole_number(
    1, '"{text}" is not a game id; ids are whole numbers', "{value} is not a game id; ids start at 1"
)


def _open(args: argparse.Namespace) -> GameStore:
    return open_games(args.data_dir)


def open_games(data_dir: str | None) -> GameStore:
    """The player's store for a command; CliError if it cannot be used. Warns of a database moved aside."""
    from domino_solitaire.store import GameStore, open_store

    store = open_store(data_dir)
    if not isinstance(store, GameStore):
        raise CliError(store.message)
    if store.warning:
        print(f"domino-solitaire: warning: {store.warning}", file=sys.stderr)
    return store


# -- stats ----------------------------------------------------------------------------------------


def run_stats(args: argparse.Namespace) -> int:
    from domino_solitaire.store import StoreError

    if args.reset:
        return _reset(args)
    with _open(args) as store:
        try:
            table = store.stats(args.game)
        except StoreError as exc:
            raise CliError(str(exc)) from None
    if args.json:
        print(json.dumps([kind.to_json() for kind in table]))
        return 0
    if not table:
        print("No games yet." if args.game is None else f"No games of {game_title(args.game)} yet.")
        return 0
    _print_stats(table)
    return 0


def _print_stats(table: list[KindStats]) -> None:
    from rich import box
    from rich.console import Console
    from rich.table import Table

    out = Table(title="Statistics", box=box.SIMPLE_HEAD, pad_edge=False)
    out.add_column("Game", no_wrap=True)
    for heading in ("Played", "Won", "Win %", "Streak", "Best", "Fastest", "Fewest moves"):
        out.add_column(heading, justify="right")
    for kind in table:
        out.add_row(kind_label(kind.game, kind.size, kind.variant), *kind.cells())
    console = Console()
    console.print(out)
    unfinished = sum(kind.in_progress for kind in table)
    if unfinished:
        console.print(f"Not counted: {unfinished} game{'s' if unfinished != 1 else ''} still in progress.")


def _reset(args: argparse.Namespace) -> int:
    from domino_solitaire.store import StoreError

    what = "all games" if args.game is None else game_title(args.game)
    if not args.yes:
        if not sys.stdin.isatty():
            raise CliError("stats --reset asks for confirmation, but input is not a terminal; add --yes")
        try:
            answer = input(f"Reset the statistics of {what}? The history is kept. [y/N] ")
        except EOFError:
            answer = ""
        if answer.strip().lower() not in ("y", "yes"):
            print("Statistics left as they were.")
            return 0
    with _open(args) as store:
        try:
            count = store.reset_stats(args.game)
        except StoreError as exc:
            raise CliError(str(exc)) from None
    print(f"Statistics of {what} reset ({count} finished game{'s' if count != 1 else ''} left out).")
    return 0


# -- history --------------------------------------------------------------------------------------


def run_history(args: argparse.Namespace) -> int:
    from domino_solitaire.store import StoreError

    with _open(args) as store:
        try:
            games = store.history(args.limit or None)
        except StoreError as exc:
            raise CliError(str(exc)) from None
    if args.json:
        print(json.dumps([info.to_json() for info in games]))
        return 0
    if not games:
        print("No games yet.")
        return 0
    _print_history(games)
    return 0


def _print_history(games: list[GameInfo]) -> None:
    from rich import box
    from rich.console import Console
    from rich.table import Table

    out = Table(title="History", box=box.SIMPLE_HEAD, pad_edge=False)
    out.add_column("ID", justify="right", no_wrap=True)
    out.add_column("Started", no_wrap=True)
    out.add_column("Game", no_wrap=True)
    out.add_column("Deal")
    out.add_column("Moves", justify="right")
    out.add_column("Result", no_wrap=True)
    out.add_column("Time", justify="right", no_wrap=True)
    for info in games:
        started = "-" if info.started_at is None else info.started_at.astimezone().strftime("%Y-%m-%d %H:%M")
        out.add_row(
            str(info.id),
            started,
            kind_label(info.game, info.size, info.variant),
            str(info.seed) if info.seed is not None else "explicit",
            str(info.move_count),
            str(info.result).replace("-", " ") + ("*" if info.source == "imported" else ""),
            clock_text(info.duration),
        )
    console = Console()
    console.print(out)
    if any(info.source == "imported" for info in games):
        console.print("* imported from a record")


# -- export and import ----------------------------------------------------------------------------


def run_export(args: argparse.Namespace) -> int:
    from domino_solitaire.store import StoreError

    with _open(args) as store:
        try:
            record = store.export(args.id)
        except StoreError as exc:
            raise CliError(str(exc)) from None
    text = record.to_json()
    if args.output is None or args.output == "-":
        sys.stdout.write(text)
        return 0
    try:
        Path(args.output).write_text(text, encoding="utf-8")
    except OSError as exc:
        raise CliError(f"{args.output}: cannot write it: {exc.strerror or exc}") from None
    return 0


def run_import(args: argparse.Namespace) -> int:
    from domino_solitaire.store import StoreError, importable

    # Read and check every record first, so that one bad file imports nothing and says why.
    records: list[tuple[str, Record]] = []
    for path in args.records:
        record = read_record(path)
        try:
            importable(record)
        except (StoreError, SolitaireError) as exc:
            raise CliError(f"{path}: {exc}") from None
        records.append((path, record))
    with _open(args) as store:
        for path, record in records:
            try:
                done = store.import_record(record)
            except (StoreError, SolitaireError) as exc:
                raise CliError(f"{path}: {exc}") from None
            if done.added:
                print(f"{path}: added as game {done.id} ({done.result} in {done.move_count} moves)")
            else:
                print(f"{path}: already in the history as game {done.id}")
    return 0
