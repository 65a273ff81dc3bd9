"""``play``, ``resume``, and the start screen that ``domino-solitaire`` alone opens.

Textual is imported only inside the handlers, so the other commands never load it.
Every game played is saved in the player's store (``--data-dir``, else
DOMINO_SOLITAIRE_HOME, else the user data folder); a store that cannot be used
leaves the game playable, with a warning, but unsaved.
"""

from __future__ import annotations

import argparse
import os
import secrets
import sys
from typing import TYPE_CHECKING, Any

from domino_solitaire.cli.common import CliError, add_data_dir, add_game_options, setup_from
from domino_solitaire.engine import MAX_SEED, Game, Setup

if TYPE_CHECKING:
    from domino_solitaire.store import GameInfo
    from domino_solitaire.tui.saving import GameRecorder
    from domino_solitaire.tui.screens.replay import ReplayScreen


def add_numerals(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--numerals",
        action="store_true",
        help="draw tiles with numbers instead of pips (for small terminals)",
    )


def register(commands: Any) -> None:
    p = commands.add_parser("play", help="play a game in the terminal (offers to resume an unfinished one)")
    add_game_options(p, winnable=True)
    add_numerals(p)
    add_data_dir(p)
    p.set_defaults(handler=run_play)

    p = commands.add_parser("resume", help="play on the most recent unfinished game")
    add_numerals(p)
    add_data_dir(p)
    p.set_defaults(handler=run_resume)


def run_play(args: argparse.Namespace) -> int:
    # Without --seed or --deal a random deal number is chosen; the game screen shows it.
    # With --winnable it is the first deal number from there that the solver proves winnable.
    setup = setup_from(args, seed=secrets.randbelow(MAX_SEED + 1), searching=searching)
    require_terminal()
    return run_app(setup, numerals=args.numerals, data_dir=args.data_dir, winnable=args.winnable)


def searching() -> None:
    print("Looking for a winnable deal…", file=sys.stderr, flush=True)


def run_resume(args: argparse.Namespace) -> int:
    from domino_solitaire.tui.saving import GameRecorder

    recorder = GameRecorder.open(args.data_dir)
    try:
        resume = unfinished_game(recorder)
        require_terminal("resume")
    except BaseException:
        recorder.close()
        raise
    return run_app(None, numerals=args.numerals, recorder=recorder, resume=resume)


def unfinished_game(recorder: GameRecorder) -> tuple[Game, GameInfo]:
    """The most recent unfinished game, replayed and ready to play on; CliError if there is none."""
    info = recorder.latest_unfinished()
    if info is None:
        why = recorder.unavailable or recorder.error
        raise CliError("there is no unfinished game to resume" + (f": {why}" if why else ""))
    resumed = recorder.resume(info.id)
    if isinstance(resumed, str):
        raise CliError(f"cannot resume game {info.id}: {resumed}")
    return resumed


def run_start(args: argparse.Namespace) -> int:
    require_terminal()
    return run_app(None, numerals=False)


def is_terminal() -> bool:
    return served_in_browser() or (sys.stdin.isatty() and sys.stdout.isatty())


# What textual-serve (``domino-solitaire serve``) sets in each game process it starts.
WEB_DRIVER = "textual.drivers.web_driver:WebDriver"


def served_in_browser() -> bool:
    """In a game started by ``serve``: Textual's web driver, not a terminal, carries the screen and keys."""
    return os.environ.get("TEXTUAL_DRIVER") == WEB_DRIVER


def require_terminal(command: str = "play") -> None:
    if not is_terminal():
        raise CliError(f"{command} needs an interactive terminal (standard input and output are not one)")


def run_app(
    setup: Setup | None,
    *,
    numerals: bool,
    data_dir: str | None = None,
    recorder: GameRecorder | None = None,
    resume: tuple[Game, GameInfo] | None = None,
    replay: ReplayScreen | None = None,
    winnable: bool = False,
) -> int:
    """Run the app, saving games in the store (``recorder``, else the one in ``data_dir``)."""
    from domino_solitaire.tui.app import DominoApp
    from domino_solitaire.tui.saving import GameRecorder

    if recorder is None:
        recorder = GameRecorder.open(data_dir)
    try:
        DominoApp(
            setup, numerals=numerals, recorder=recorder, resume=resume, replay=replay, winnable=winnable
        ).run()
    finally:
        recorder.close()
    return 0
