"""``list``, ``rules``, ``deal`` and ``replay``: the commands that need no terminal UI.

``replay`` opens the replay viewer when run in a terminal without --json or --text;
textual is imported only then, inside the handler.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from typing import TYPE_CHECKING, Any

from domino_solitaire.cli import play
from domino_solitaire.cli.common import (
    CliError,
    add_data_dir,
    add_game_options,
    read_record,
    setup_from,
    shown,
    whole_number,
)
from domino_solitaire.engine import GAMES, Game, Record, Setup, SolitaireError, format_tiles, make_setup
from domino_solitaire.textfold import carries, fold

if TYPE_CHECKING:
    from datetime import date

    from rich.console import Console
    from rich.markdown import Markdown

    # The solver and the store load in the commands that use them, not for every command's start.
    from domino_solitaire.solver import Daily
    from domino_solitaire.store import GameInfo


def register(commands: Any) -> None:
    p = commands.add_parser("list", help="the games, their sets and variants")
    p.set_defaults(handler=run_list)

    p = commands.add_parser("rules", help="show the rules of a game")
    p.add_argument("game", metavar="GAME", choices=list(GAMES), help="one of: " + ", ".join(GAMES))
    p.set_defaults(handler=run_rules)

    p = commands.add_parser("deal", help="show a deal and its opening layout")
    add_game_options(p, winnable=True)
    p.add_argument(
        "--daily",
        nargs="?",
        const="today",
        metavar="DATE",
        help="the daily deal of DATE (YYYY-MM-DD; default today), the same on every machine",
    )
    p.add_argument("--json", action="store_true", help="print the deal as JSON (with its difficulty)")
    p.set_defaults(handler=run_deal)

    p = commands.add_parser(
        "replay",
        help="watch a game in the replay viewer, or print its final position (--json, --text)",
        description="In a terminal, opens the replay viewer (a record with an illegal move opens at its "
        "legal part, and the viewer says where it stops and why); with --json or --text, or in a pipe, "
        "prints the final position (an illegal move is then an error, status 2).",
    )
    p.add_argument(
        "record",
        metavar="ID|RECORD",
        help="a game's id from `history`, a game record file (JSON), or - for standard input",
    )
    how = p.add_mutually_exclusive_group()
    how.add_argument("--json", action="store_true", help="print the final position as JSON")
    how.add_argument(
        "--text",
        action="store_true",
        help="print the final position as text (the default when not in a terminal)",
    )
    viewer = p.add_argument_group("the replay viewer (in a terminal, without --json or --text)")
    viewer.add_argument(
        "--at", type=_move_number, metavar="N", help="show move N first (0, the default, is the opening)"
    )
    viewer.add_argument(
        "--speed",
        type=_seconds,
        metavar="SECONDS",
        help="seconds between moves when playing on (default 1; 0.125 to 8)",
    )
    viewer.add_argument("--play", action="store_true", help="start playing the moves on at once")
    play.add_numerals(viewer)
    # The store: where an ID is looked up, and where a game taken over in the viewer is saved.
    add_data_dir(p)
    p.set_defaults(handler=run_replay)


_move_number = whole_number(
    0, 2**63 - 1, '"{text}" is not a move number', "{text} is not a move number; 0 is the opening"
)
#: The replay viewer's speeds (tui.launch.FASTEST and SLOWEST; a test checks they agree).
FASTEST, SLOWEST = 0.125, 8.0


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f'"{shown(text)}" is not a number of seconds') from None
    if not FASTEST <= value <= SLOWEST:  # NaN fails this too
        raise argparse.ArgumentTypeError(
            f"{shown(text)} seconds: give a number above 0, from {FASTEST:g} to {SLOWEST:g}"
        )
    return value


def run_list(args: argparse.Namespace) -> int:
    for rules in GAMES.values():
        sets = ", ".join(f"double-{s}" + (" (default)" if s == rules.default_set else "") for s in rules.sets)
        print(f"{rules.name}")
        print(f"  {rules.title}: {rules.objective(rules.default_set)}")
        print(f"  sets: {sets}")
        print(f"  variants: {', '.join(rules.variants)}")
    return 0


def run_rules(args: argparse.Namespace) -> int:
    from rich.console import Console
    from rich.markdown import Markdown

    from domino_solitaire.rulebook import rules_markdown

    try:
        text = rules_markdown(args.game)
    except OSError as exc:
        raise CliError(f"the rules of {args.game} are not installed: {exc.strerror or exc}") from None
    print_markdown(Console(), Markdown(text))
    return 0


def print_markdown(console: Console, document: Markdown) -> None:
    """Print a document; where standard output cannot take its characters (an ASCII or Latin-1
    terminal or pipe), with each one it cannot carry written as one it can (``textfold``)."""
    encoding = getattr(sys.stdout, "encoding", None)
    if carries(encoding):
        console.print(document)
        return
    assert encoding is not None
    with console.capture() as captured:
        console.print(document)
    sys.stdout.write(fold(captured.get(), encoding))


def deal_json(setup: Setup, daily: Daily | None = None) -> dict[str, Any]:
    data: dict[str, Any] = {
        "game": setup.game,
        "set": setup.size,
        "variant": setup.variant,
        "seed": setup.seed,
        "deal": format_tiles(setup.deal),
        "difficulty": difficulty_of(setup, daily),
    }
    if daily is not None:
        data.update(date=daily.date.isoformat(), goal=str(daily.goal), par=daily.par)
    return data


def difficulty_of(setup: Setup, daily: Daily | None = None) -> str | None:
    """The deal's grade (None when the solver could not tell within its limit)."""
    if daily is not None:
        return str(daily.grade)
    from domino_solitaire.solver import grade

    try:
        return str(grade(setup))
    except SolitaireError:
        return None


def run_deal(args: argparse.Namespace) -> int:
    daily = daily_from(args) if args.daily is not None else None
    setup = make_daily_setup(daily) if daily is not None else setup_from(args, seed=1)
    if args.json:
        print(json.dumps(deal_json(setup, daily)))
        return 0
    position = setup.opening()
    print(setup.describe())
    if daily is not None:
        goal = "win it" if str(daily.goal) == "win" else f"end with {daily.par} tiles left (par)"
        print(f"The daily deal of {daily.date:%A %Y-%m-%d}: {daily.grade}; the goal: {goal}.")
    else:
        print(f"Difficulty: {difficulty_of(setup) or 'not decided'}.")
    print(f"Object: {setup.rules.objective(setup.size)}.")
    print()
    print(position.to_text())
    print()
    if position.stock:  # Luzon deals every tile out and has no stock to speak of
        print(f"Stock: {len(position.stock)} tiles.")
    print(f"Deal: {format_tiles(setup.deal)}")
    return 0


def daily_from(args: argparse.Namespace) -> Daily:
    """The daily deal --daily (or ``daily``) asks for; CliError for a bad date or mixed options."""
    for option, given in (
        ("--seed", args.seed is not None),
        ("--deal", args.deal is not None),
        ("--winnable", getattr(args, "winnable", False)),
        ("--difficulty", getattr(args, "difficulty", None) is not None),
    ):
        if given:
            raise CliError(f"the daily deal is chosen by its date; it cannot be used with {option}")
    day = parse_day(args.daily)
    from domino_solitaire.solver import daily_deal

    try:
        return daily_deal(args.game, args.size, args.variant, day)
    except SolitaireError as exc:
        raise CliError(str(exc)) from None


_DAY = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def parse_day(text: str) -> date:
    """A date as YYYY-MM-DD ("today": the local date), the same form on every Python version."""
    from datetime import date

    if text == "today":
        return date.today()
    try:
        if not _DAY.match(text):
            raise ValueError
        return date.fromisoformat(text)
    except ValueError:
        raise CliError(f'"{shown(text)}" is not a date; write it as YYYY-MM-DD, like 2026-11-30') from None


def make_daily_setup(daily: Daily) -> Setup:
    return make_setup(daily.game, daily.size, daily.variant, seed=daily.seed)


def position_json(game: Game) -> dict[str, Any]:
    """The final position of ``replay --json`` (docs/notation.md)."""
    setup, position = game.setup, game.position
    return {
        "game": setup.game,
        "set": setup.size,
        "variant": setup.variant,
        "status": str(position.status),
        "moves_played": len(game.moves),
        "stock": len(position.stock),
        "discarded": len(position.discarded),
        **position.layout(),
    }


def replayed(record: Record) -> Game:
    try:
        return record.replay()
    except SolitaireError as exc:
        raise CliError(str(exc)) from None


def load_replay(what: str, data_dir: str | None) -> tuple[Record, GameInfo | None]:
    """The record to replay: a file (or ``-``, standard input) if one exists, else a stored game id."""
    # os.path.exists is False for a name the system cannot even look up (too long, say): read_record
    # then says why in one line.
    if what != "-" and not os.path.exists(what) and what.isascii() and what.isdigit():
        from domino_solitaire.cli.store import game_id, open_games
        from domino_solitaire.store import StoreError

        try:
            number = game_id(what)
        except argparse.ArgumentTypeError as exc:
            raise CliError(str(exc)) from None
        with open_games(data_dir) as store:
            try:
                return store.load(number)
            except StoreError as exc:  # a damaged row too: this line says so
                raise CliError(str(exc)) from None
    return read_record(what), None


def run_replay(args: argparse.Namespace) -> int:
    record, info = load_replay(args.record, args.data_dir)
    viewer_options = [
        option
        for option, given in (
            ("--at", args.at is not None),
            ("--speed", args.speed is not None),
            ("--play", args.play),
        )
        if given
    ]
    if args.json or args.text:
        if viewer_options:
            printed = "--json" if args.json else "--text"
            raise CliError(f"{viewer_options[0]} is for the replay viewer; it cannot be used with {printed}")
        return print_replay(record, as_json=args.json)
    if not play.is_terminal():
        # A pipe or a script: the final position as text, as before the viewer existed.
        if viewer_options:
            raise CliError(
                f"{viewer_options[0]} is for the replay viewer, which needs an interactive terminal"
            )
        return print_replay(record, as_json=False)
    return view_replay(record, info, args)


def view_replay(record: Record, info: GameInfo | None, args: argparse.Namespace) -> int:
    """Open the replay viewer. A record that cannot be set up is refused here (status 2); one with an
    illegal move opens at its legal part, and the viewer says at which move and why it stops."""
    try:
        record.setup()
    except SolitaireError as exc:
        raise CliError(str(exc)) from None
    if args.at is not None and args.at > len(record.moves):
        count = len(record.moves)
        raise CliError(f"--at {args.at} is past the end: the game has {count} move{'s' * (count != 1)}")
    from domino_solitaire.tui.launch import DEFAULT_DELAY, ReplayRequest

    request = ReplayRequest(
        record,
        info,
        at=args.at or 0,
        delay=DEFAULT_DELAY if args.speed is None else args.speed,
        autoplay=args.play,
    )
    return play.run_app(None, numerals=args.numerals, data_dir=args.data_dir, replay=request)


def print_replay(record: Record, *, as_json: bool) -> int:
    game = replayed(record)
    if as_json:
        print(json.dumps(position_json(game)))
        return 0
    position = game.position
    print(f"{game.setup.describe()}: {position.status} after {len(game.moves)} moves")
    print()
    print(position.to_text())
    print()
    print(f"Stock: {len(position.stock)} tiles. Discarded: {len(position.discarded)} tiles.")
    return 0
