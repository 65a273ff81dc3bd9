"""``play``, ``resume``, and the start screen that ``domino-solitaire`` alone opens.

The terminal UI is opened through ``domino_solitaire.tui.launch`` only, imported inside
``run_app``: the other commands never load Textual.
Every game played is saved in the player's store (``--data-dir``, else
DOMINO_SOLITAIRE_HOME, else the user data folder); a store that cannot be used
leaves the game playable, with a warning, but unsaved.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import TYPE_CHECKING, Any

from domino_solitaire.cli.arguments import (
    add_data_dir,
    add_default_game,
    add_game_options,
    searching_text,
    set_size,
    setup_from,
)
from domino_solitaire.cli.daily import add_daily_options
from domino_solitaire.cli.output import CliError
from domino_solitaire.i18n import _

if TYPE_CHECKING:
    from domino_solitaire.engine import Setup
    from domino_solitaire.records import GameRecord
    from domino_solitaire.tui.launch import GameOptions


def game_options(args: argparse.Namespace, **opening: Any) -> GameOptions:
    """The options of the game asked for, as one value, built here once from the command's arguments:
    how it is shown (--numerals, --ascii, --screen-reader, --lang), where it is kept (--data-dir),
    and ``opening``: what to open (``GameOptions``' setup, resume, replay, daily, winnable, difficulty).
    """
    from domino_solitaire.tui.launch import GameOptions

    return GameOptions(
        numerals=getattr(args, "numerals", False),
        ascii=getattr(args, "ascii", False),
        screen_reader=getattr(args, "screen_reader", False),
        lang=getattr(args, "lang", None),
        data_dir=getattr(args, "data_dir", None),
        served=served_in_browser(),
        **opening,
    )


def add_numerals(parser: argparse.ArgumentParser) -> None:
    """How the tiles are drawn: --numerals, and --ascii (also chosen by itself without UTF-8)."""
    parser.add_argument(
        "--numerals",
        action="store_true",
        help=_("draw tiles with numbers instead of pips (for small terminals)"),
    )
    parser.add_argument(
        "--ascii",
        action="store_true",
        help=_(
            "draw tiles and marks with ASCII characters only (the default where the terminal has no UTF-8)"
        ),
    )
    parser.add_argument(
        "--screen-reader",
        action="store_true",
        help=_(
            "for a screen reader: the terminal cursor on the tile, every change said in a sentence, "
            "no ticking clock and no animation (also a setting on the start screen; --text plays without "
            "a screen at all)"
        ),
    )


def add_text(parser: argparse.ArgumentParser) -> None:
    """--text: the game line by line on standard input and output (textmode/game.py), no screen
    needed; --jsonl: the same game for programs, one JSON object a line (docs/jsonl.md)."""
    channel = parser.add_mutually_exclusive_group()
    channel.add_argument(
        "--text",
        action="store_true",
        help=_("play line by line on standard input and output, in sentences: for screen readers"),
    )
    channel.add_argument(
        "--jsonl",
        action="store_true",
        help=_(
            "play line by line on standard input and output, answered in JSON objects, one a line: "
            "for programs"
        ),
    )


def add_answers(parser: argparse.ArgumentParser) -> None:
    """--resume, --give-up: the text mode's question about an unfinished game answered ahead
    (``play.pregame.Answer``'s values: the quick commands need not load the play layer)."""
    answers = parser.add_mutually_exclusive_group()
    answers.add_argument(
        "--resume",
        dest="ahead",
        action="store_const",
        const="resume",
        help=_("with --text: resume the unfinished game of this kind without asking"),
    )
    answers.add_argument(
        "--give-up",
        dest="ahead",
        action="store_const",
        const="give-up",
        help=_(
            "with --text: give up the unfinished game of this kind without asking (a game played "
            "elsewhere: deal a new one)"
        ),
    )


def register(commands: Any) -> None:
    p = commands.add_parser(
        "play", help=_("play a game in the terminal (offers to resume an unfinished one)")
    )
    add_game_options(p, winnable=True)
    add_numerals(p)
    add_text(p)
    add_answers(p)
    add_data_dir(p)
    p.set_defaults(handler=run_play)

    p = commands.add_parser(
        "daily",
        help=_("play the day's deal: the same deal for everyone on the same date (easy on Monday to expert)"),
    )
    add_default_game(p)
    p.add_argument("--set", dest="size", type=set_size, metavar="N", help=_("the set: double-N"))
    p.add_argument("--variant", metavar="V", help=_("a variant of the game"))
    p.add_argument(
        "--date", dest="daily", default="today", metavar="YYYY-MM-DD", help=_("another day's deal")
    )
    add_daily_options(p)
    add_numerals(p)
    add_text(p)
    add_answers(p)
    add_data_dir(p)
    p.set_defaults(handler=run_daily, seed=None, deal=None)

    p = commands.add_parser("resume", help=_("play on the most recent unfinished game"))
    add_numerals(p)
    add_text(p)
    add_data_dir(p)
    p.set_defaults(handler=run_resume)


def run_play(args: argparse.Namespace) -> int:
    # Without --seed or --deal a random deal number is chosen; the game screen shows it.
    # With --winnable it is the first deal number from there that the solver proves winnable.
    from domino_solitaire.engine import random_seed

    if args.text or args.jsonl:
        from domino_solitaire.textmode.command import announce_search

        return run_text(
            setup_from(args, seed=random_seed(), searching=announce_search(args), random=True), args
        )
    setup = setup_from(args, seed=random_seed(), searching=lambda: searching(args), random=True)
    require_terminal()
    return run_app(game_options(args, setup=setup, winnable=args.winnable, difficulty=args.difficulty))


def run_daily(args: argparse.Namespace) -> int:
    from domino_solitaire.cli.daily import daily_from, make_daily_setup, run_month

    if args.month is not None:
        return run_month(args)
    if args.text or args.jsonl:
        daily = daily_from(args, to_play=True)
        return run_text(make_daily_setup(daily), args, daily=daily.date)
    require_terminal("daily")
    daily = daily_from(args, to_play=True)
    return run_app(game_options(args, setup=make_daily_setup(daily), daily=daily.date, tier=args.tier))


def run_text(setup: Setup | None, args: argparse.Namespace, **opening: Any) -> int:
    """The text mode (``--text``, ``--jsonl``) on ``setup``: a new deal it cannot find (the opening's
    "a new deal", with --winnable or --difficulty) is bad input, said in one line (status 2)."""
    from domino_solitaire.engine import DealError
    from domino_solitaire.textmode.command import run_command
    from domino_solitaire.wording.errors import error_text

    try:
        return run_command(setup, args, **opening)
    except DealError as exc:
        raise CliError(error_text(exc)) from None


def searching(args: argparse.Namespace) -> None:
    # Before the search: without a terminal the game could not be played, so it is not looked for.
    require_terminal()
    print(searching_text(args), file=sys.stderr, flush=True)


def run_resume(args: argparse.Namespace) -> int:
    resume = unfinished_game(args.data_dir)
    if args.text or args.jsonl:
        return run_text(None, args, resume=resume)
    require_terminal("resume")
    return run_app(game_options(args, resume=resume))


def unfinished_game(data_dir: str | None) -> GameRecord:
    """The most recent unfinished game that replays (the app then takes it, and plays on); CliError
    if there is none."""
    from domino_solitaire.cli.store import report_damaged
    from domino_solitaire.store import GameStore, StoreError, open_store
    from domino_solitaire.wording.records import store_problem_text

    store = open_store(data_dir)
    if not isinstance(store, GameStore):
        raise CliError(
            _("there is no unfinished game to resume: {problem}").format(problem=store_problem_text(store))
        )
    with store:
        try:
            # A stored game that cannot be replayed is noted damaged (and skipped from then on).
            while (info := store.latest_unfinished()) is not None:
                try:
                    store.resume(info.id)
                except StoreError:
                    continue
                return info
        except StoreError as exc:
            raise CliError(_("cannot resume: {problem}").format(problem=store_problem_text(exc))) from None
        finally:
            report_damaged(store)
    raise CliError(_("there is no unfinished game to resume"))


def run_start(args: argparse.Namespace) -> int:
    require_terminal()
    return run_app(game_options(args))


def is_terminal() -> bool:
    return served_in_browser() or (sys.stdin.isatty() and sys.stdout.isatty())


# What textual-serve (``domino-solitaire serve``) sets in each game process it starts.
WEB_DRIVER = "textual.drivers.web_driver:WebDriver"


def served_in_browser() -> bool:
    """In a game started by ``serve``: Textual's web driver, not a terminal, carries the screen and keys."""
    return os.environ.get("TEXTUAL_DRIVER") == WEB_DRIVER


def require_terminal(command: str = "play") -> None:
    if not is_terminal():
        raise CliError(
            _("{command} needs an interactive terminal (standard input and output are not one)").format(
                command=command
            )
        )


def run_app(options: GameOptions) -> int:
    """Open the terminal UI (the one place the command line does), saving games in the store of
    ``options.data_dir``."""
    from domino_solitaire.tui import launch

    return launch.run_app(options)
