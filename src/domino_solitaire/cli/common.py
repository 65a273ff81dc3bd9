"""Shared pieces of the command line: one-line errors, game options, reading records."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import NoReturn

from domino_solitaire.engine import (
    GAMES,
    MAX_SEED,
    Record,
    Setup,
    SolitaireError,
    make_setup,
    parse_seed,
)


class CliError(Exception):
    """Bad input: printed as one line, exit status 2."""


class OneLineParser(argparse.ArgumentParser):
    """argparse that reports a usage error in one line (and exit status 2)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see --help)\n")


def add_game_options(
    parser: argparse.ArgumentParser,
    *,
    deal_required: bool = False,
    winnable: bool = False,
    game_required: bool = True,
) -> None:
    """GAME, --set, --variant and --seed/--deal, the same on every command; --winnable where asked.

    Without ``game_required`` GAME may be left out (``args.game`` is then None).
    """
    parser.add_argument(
        "game",
        metavar="GAME",
        nargs=None if game_required else "?",
        choices=list(GAMES),
        help="one of: " + ", ".join(GAMES),
    )
    parser.add_argument(
        "--set", dest="size", type=int, metavar="N", help="the set: double-N (6, 9, 12, 15, 18)"
    )
    parser.add_argument("--variant", metavar="V", help="a variant of the game (see `domino-solitaire list`)")
    which = parser.add_mutually_exclusive_group(required=deal_required)
    which.add_argument("--seed", metavar="S", help=f"deal number, 0 to {MAX_SEED}")
    which.add_argument(
        "--deal", metavar='"0-0 3-5 ..."', help="an explicit deal: every tile of the set, in order"
    )
    if winnable:
        parser.add_argument(
            "--winnable",
            action="store_true",
            help="only a deal the solver proves winnable: the first from the deal number on",
        )


def add_data_dir(parser: argparse.ArgumentParser) -> None:
    """--data-dir, the same on every command that uses the stored games."""
    parser.add_argument(
        "--data-dir",
        metavar="DIR",
        help="the folder of the database (default: $DOMINO_SOLITAIRE_HOME, else the user data folder)",
    )


def whole_number(least: int, not_a_number: str, too_small: str) -> Callable[[str], int]:
    """An argparse type for whole numbers from ``least`` on; the messages take {text} and {value}."""

    def convert(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(not_a_number.format(text=text)) from None
        if value < least:
            raise argparse.ArgumentTypeError(too_small.format(value=value))
        return value

    return convert


def seed_from(text: str | None) -> int | None:
    if text is None:
        return None
    try:
        return parse_seed(text)
    except SolitaireError as exc:
        raise CliError(str(exc)) from None


def setup_from(
    args: argparse.Namespace, *, seed: int | None = None, searching: Callable[[], None] | None = None
) -> Setup:
    """The setup the game options ask for; ``seed`` is used when neither --seed nor --deal is given.

    ``searching`` is called once the options are known to be good, just before --winnable's search.
    """
    chosen = seed_from(args.seed)
    if chosen is None and args.deal is None:
        chosen = seed
    try:
        setup = make_setup(args.game, args.size, args.variant, seed=chosen, deal=args.deal)
        if getattr(args, "winnable", False):
            if setup.seed is None:
                raise CliError("--winnable chooses a deal number; it cannot be used with --deal")
            # Imported here: only --winnable pays for loading the solver.
            from domino_solitaire.solver import winnable_seed

            if searching is not None:
                searching()
            found = winnable_seed(setup.game, setup.size, setup.variant, start=setup.seed)
            setup = make_setup(setup.game, setup.size, setup.variant, seed=found)
    except SolitaireError as exc:
        raise CliError(str(exc)) from None
    return setup


def read_record(path: str) -> Record:
    """Read a game record file (``-`` for standard input)."""
    try:
        text = sys.stdin.read() if path == "-" else Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise CliError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise CliError(f"{path}: is a folder, not a game record") from None
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else "not a text file"
        raise CliError(f"{path}: cannot read it: {reason}") from None
    try:
        return Record.from_json(text)
    except SolitaireError as exc:
        raise CliError(f"{path}: {exc}") from None
