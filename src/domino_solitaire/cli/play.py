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
from typing import TYPE_CHECKING, Any, TypedDict

from domino_solitaire.cli.common import (
    CliError,
    add_data_dir,
    add_game_options,
    game_help,
    game_name,
    searching_text,
    set_size,
    setup_from,
)
from domino_solitaire.engine import Setup
from domino_solitaire.i18n import _

if TYPE_CHECKING:
    from datetime import date

    from domino_solitaire.puzzles.model import Puzzle
    from domino_solitaire.records import GameRecord
    from domino_solitaire.tui.launch import ReplayRequest


class Looks(TypedDict):
    """How the player asked for the game to be shown: --numerals, --ascii, --screen-reader."""

    numerals: bool
    ascii: bool
    screen_reader: bool


def looks(args: argparse.Namespace) -> Looks:
    return Looks(
        numerals=getattr(args, "numerals", False),
        ascii=getattr(args, "ascii", False),
        screen_reader=getattr(args, "screen_reader", False),
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
    """--text: the game line by line on standard input and output (cli/text.py), no screen needed."""
    parser.add_argument(
        "--text",
        action="store_true",
        help=_("play line by line on standard input and output: for screen readers, scripts and bots"),
    )


def add_answers(parser: argparse.ArgumentParser) -> None:
    """--resume, --give-up: the text mode's question about an unfinished game answered ahead
    (``play.opening.Answer``'s values: the quick commands need not load the play layer)."""
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
    p.add_argument(
        "game",
        metavar="GAME",
        nargs="?",
        default="good-neighbors",
        type=game_name,
        help=_("{games}; default good-neighbors").format(games=game_help()),
    )
    p.add_argument("--set", dest="size", type=set_size, metavar="N", help=_("the set: double-N"))
    p.add_argument("--variant", metavar="V", help=_("a variant of the game"))
    p.add_argument(
        "--date", dest="daily", default="today", metavar="YYYY-MM-DD", help=_("another day's deal")
    )
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

    if args.text:
        from domino_solitaire.cli.text import announce_search, run_command

        return run_command(setup_from(args, seed=random_seed(), searching=announce_search(args)), args)
    setup = setup_from(args, seed=random_seed(), searching=lambda: searching(args))
    require_terminal()
    return run_app(
        setup,
        data_dir=args.data_dir,
        winnable=args.winnable,
        difficulty=args.difficulty,
        lang=getattr(args, "lang", None),
        **looks(args),
    )


def run_daily(args: argparse.Namespace) -> int:
    from domino_solitaire.cli.daily import daily_from, make_daily_setup

    if args.text:
        from domino_solitaire.cli.text import run_command

        daily = daily_from(args)
        return run_command(make_daily_setup(daily), args, daily=daily.date)
    require_terminal("daily")
    daily = daily_from(args)
    return run_app(
        make_daily_setup(daily),
        data_dir=args.data_dir,
        daily=daily.date,
        lang=getattr(args, "lang", None),
        **looks(args),
    )


def searching(args: argparse.Namespace) -> None:
    # Before the search: without a terminal the game could not be played, so it is not looked for.
    require_terminal()
    print(searching_text(args), file=sys.stderr, flush=True)


def run_resume(args: argparse.Namespace) -> int:
    resume = unfinished_game(args.data_dir)
    if args.text:
        from domino_solitaire.cli.text import run_command

        return run_command(None, args, resume=resume)
    require_terminal("resume")
    return run_app(
        None, data_dir=args.data_dir, resume=resume, lang=getattr(args, "lang", None), **looks(args)
    )


def unfinished_game(data_dir: str | None) -> GameRecord:
    """The most recent unfinished game that replays (the app then takes it, and plays on); CliError
    if there is none."""
    from domino_solitaire.cli.store import report_damaged
    from domino_solitaire.store import GameStore, StoreError, open_store
    from domino_solitaire.wording import store_problem_text

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
    return run_app(None, lang=getattr(args, "lang", None), **looks(args))


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


def run_app(
    setup: Setup | None,
    *,
    numerals: bool,
    data_dir: str | None = None,
    resume: GameRecord | None = None,
    replay: ReplayRequest | None = None,
    winnable: bool = False,
    difficulty: str | None = None,
    daily: date | None = None,
    ascii: bool = False,
    screen_reader: bool = False,
    lang: str | None = None,
    puzzle: Puzzle | None = None,
) -> int:
    """Open the terminal UI (the one place the command line does), saving games in ``data_dir``'s store.

    ``daily``: ``setup`` is that day's daily deal (the history marks it). ``lang``: the language
    --lang asked for (None: the player's setting, else the environment's, as the app chooses).
    """
    from domino_solitaire.tui import launch

    return launch.run_app(
        setup,
        numerals=numerals,
        data_dir=data_dir,
        resume=resume,
        replay=replay,
        winnable=winnable,
        difficulty=difficulty,
        daily=daily,
        served=served_in_browser(),
        ascii=ascii,
        screen_reader=screen_reader,
        lang=lang,
        puzzle=puzzle,
    )
