"""``list``, ``rules``, ``deal`` and ``replay``: the commands that need no terminal UI."""

from __future__ import annotations

import argparse
import json
from typing import Any

from domino_solitaire.cli.common import CliError, add_game_options, read_record, setup_from
from domino_solitaire.engine import GAMES, Game, Record, Setup, SolitaireError, format_tiles


def register(commands: Any) -> None:
    p = commands.add_parser("list", help="the games, their sets and variants")
    p.set_defaults(handler=run_list)

    p = commands.add_parser("rules", help="show the rules of a game")
    p.add_argument("game", metavar="GAME", choices=list(GAMES), help="one of: " + ", ".join(GAMES))
    p.set_defaults(handler=run_rules)

    p = commands.add_parser("deal", help="show a deal and its opening layout")
    add_game_options(p, winnable=True)
    p.add_argument("--json", action="store_true", help="print the deal as JSON")
    p.set_defaults(handler=run_deal)

    p = commands.add_parser("replay", help="replay a game record and show the final position")
    p.add_argument("record", metavar="RECORD", help="a game record file (JSON), or - for standard input")
    how = p.add_mutually_exclusive_group()
    how.add_argument("--json", action="store_true", help="print the final position as JSON")
    how.add_argument("--text", action="store_true", help="print the final position as text (the default)")
    p.set_defaults(handler=run_replay)


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
        raise CliError(f"the rules of {args.game} are not installed: {exc}") from None
    Console().print(Markdown(text))
    return 0


def deal_json(setup: Setup) -> dict[str, Any]:
    return {
        "game": setup.game,
        "set": setup.size,
        "variant": setup.variant,
        "seed": setup.seed,
        "deal": format_tiles(setup.deal),
    }


def run_deal(args: argparse.Namespace) -> int:
    setup = setup_from(args, seed=1)
    if args.json:
        print(json.dumps(deal_json(setup)))
        return 0
    position = setup.opening()
    print(setup.describe())
    print(f"Object: {setup.rules.objective(setup.size)}.")
    print()
    print(position.to_text())
    print()
    if position.stock:  # Luzon deals every tile out and has no stock to speak of
        print(f"Stock: {len(position.stock)} tiles.")
    print(f"Deal: {format_tiles(setup.deal)}")
    return 0


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


def run_replay(args: argparse.Namespace) -> int:
    game = replayed(read_record(args.record))
    if args.json:
        print(json.dumps(position_json(game)))
        return 0
    position = game.position
    print(f"{game.setup.describe()}: {position.status} after {len(game.moves)} moves")
    print()
    print(position.to_text())
    print()
    print(f"Stock: {len(position.stock)} tiles. Discarded: {len(position.discarded)} tiles.")
    return 0
