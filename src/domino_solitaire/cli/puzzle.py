"""``domino-solitaire puzzle``: a puzzle mined from a numbered deal (issue 30).

``puzzle`` offers one near the player's puzzle rating (of GAME, when given), ``puzzle GAME N``
puzzle N of GAME, ``puzzle --daily`` the day's puzzle; ``--json`` says the puzzle as data (the
game, set, variant, deal, the moves leading to it, its line and its rating), ``--text`` plays it
line by line (textmode/puzzle.py), and a terminal opens it on the screen.
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import date
from typing import TYPE_CHECKING, Any

from domino_solitaire.cli.arguments import add_data_dir, game_help, game_name, whole_number
from domino_solitaire.cli.output import CliError, warn
from domino_solitaire.cli.play import add_text, game_options, is_terminal, run_app
from domino_solitaire.i18n import _
from domino_solitaire.wording.puzzles import no_puzzle_text, no_puzzles_text
from domino_solitaire.wording.records import store_problem_text

if TYPE_CHECKING:
    from domino_solitaire.puzzles.model import Puzzle
    from domino_solitaire.store import GameStore

puzzle_number = whole_number(
    1,
    10**9,
    lambda: _('"{text}" is not a puzzle number; give a number like 17'),
    lambda: _("there is no puzzle {text}"),
)


def register(commands: Any) -> None:
    p = commands.add_parser(
        "puzzle", help=_("find the only move that keeps a deal winnable: puzzles rated for you")
    )
    p.add_argument("game", metavar="GAME", nargs="?", type=game_name, help=game_help())
    p.add_argument("number", metavar="N", nargs="?", type=puzzle_number, help=_("the puzzle's number"))
    p.add_argument("--daily", action="store_true", help=_("the day's puzzle: the same for everyone"))
    p.add_argument("--json", action="store_true", help=_("print the puzzle as JSON, do not play it"))
    add_text(p)
    add_data_dir(p)
    p.set_defaults(handler=run_puzzle)


def run_puzzle(args: argparse.Namespace) -> int:
    if args.daily and args.game is not None:
        raise CliError(_("the daily puzzle is chosen by its date; it cannot be given a game"))
    if args.json and args.number is None and not args.daily:
        raise CliError(_("--json needs a puzzle: give GAME and N, or --daily"))
    if args.json:
        puzzle = chosen(args, None)
        print(json.dumps(puzzle.to_json(), ensure_ascii=False))
        return 0
    on_screen = not args.text and not args.jsonl and is_terminal()
    if on_screen and (args.number is not None or args.daily):
        # Named: chosen without the store, which the app opens itself (its recorder), once.
        return _on_screen(args, chosen(args, None))
    store = _open(args.data_dir)
    try:
        puzzle = chosen(args, store)
        if not on_screen:
            return play_text(puzzle, store, daily=_today() if args.daily else None, jsonl=args.jsonl)
    finally:
        if store is not None:
            store.close()
    return _on_screen(args, puzzle)


def _on_screen(args: argparse.Namespace, puzzle: Puzzle) -> int:
    day = date.today() if args.daily else None  # the daily puzzle is marked so in the history
    return run_app(game_options(args, puzzle=puzzle, daily=day))


def _today() -> str:
    return date.today().isoformat()


def chosen(args: argparse.Namespace, store: GameStore | None) -> Puzzle:
    """The puzzle the arguments ask for; CliError when there is none."""
    from domino_solitaire.puzzles import choose, model

    if args.daily:
        found = choose.daily(date.today())
        if found is None:
            raise CliError(_("there is no daily puzzle"))
        return found
    if args.game is not None and not model.catalog(args.game):
        raise CliError(no_puzzles_text(args.game))
    if args.number is not None:
        found = model.get(args.game, args.number)
        if found is None:
            raise CliError(no_puzzle_text(args.game, args.number, len(model.catalog(args.game))))
        return found
    return near_player(store, None if args.game is None else [args.game])


def near_player(store: GameStore | None, games: list[str] | None) -> Puzzle:
    from domino_solitaire.puzzles.choose import near
    from domino_solitaire.puzzles.rating import NEW_PLAYER
    from domino_solitaire.store.puzzles import PLAYER, ratings, tried

    rating = (ratings(store, [PLAYER]).get(PLAYER, NEW_PLAYER) if store is not None else NEW_PLAYER).rating
    found = near(rating, tried(store) if store is not None else set(), games)
    if found is None:
        raise CliError(_("there are no puzzles"))
    return found


def _open(data_dir: str | None) -> GameStore | None:
    """The player's store, or None (said in one line) when it cannot be used: the puzzle is still
    played and rated, only not kept."""
    from domino_solitaire.store import GameStore, open_store

    store = open_store(data_dir)
    if not isinstance(store, GameStore):
        warn(store_problem_text(store))
        return None
    if store.warning:
        warn(store_problem_text(store.warning))
    return store


def play_text(
    puzzle: Puzzle, store: GameStore | None, *, daily: str | None = None, jsonl: bool = False
) -> int:
    from domino_solitaire.puzzles.attempt import Attempting
    from domino_solitaire.textmode.lines import LineReader
    from domino_solitaire.textmode.puzzle import PuzzleText

    attempting = Attempting(puzzle, daily=daily)
    reader = LineReader(sys.stdin, terminal=sys.stdin.isatty())
    return PuzzleText(attempting, store, reader, sys.stdout, jsonl=jsonl).run()
