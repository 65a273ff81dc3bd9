"""``play``, and the start screen that ``domino-solitaire`` alone opens.

Textual is imported only inside the handlers, so the other commands never load it.
"""

from __future__ import annotations

import argparse
import secrets
import sys
from typing import Any

from domino_solitaire.cli.common import CliError, add_game_options, setup_from
from domino_solitaire.engine import MAX_SEED, Setup


def register(commands: Any) -> None:
    p = commands.add_parser("play", help="play a game in the terminal")
    add_game_options(p)
    p.add_argument(
        "--numerals",
        action="store_true",
        help="draw tiles with numbers instead of pips (for small terminals)",
    )
    p.set_defaults(handler=run_play)


def run_play(args: argparse.Namespace) -> int:
    # Without --seed or --deal a random deal number is chosen; the game screen shows it.
    setup = setup_from(args, seed=secrets.randbelow(MAX_SEED + 1))
    require_terminal()
    return run_app(setup, numerals=args.numerals)


def run_start(args: argparse.Namespace) -> int:
    require_terminal()
    return run_app(None, numerals=False)


def is_terminal() -> bool:
    return sys.stdin.isatty() and sys.stdout.isatty()


def require_terminal() -> None:
    if not is_terminal():
        raise CliError("play needs an interactive terminal (standard input and output are not one)")


def run_app(setup: Setup | None, *, numerals: bool) -> int:
    from domino_solitaire.tui.app import DominoApp

    DominoApp(setup, numerals=numerals).run()
    return 0
