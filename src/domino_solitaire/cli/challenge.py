"""``challenge GAME-ID`` writes a stored game's challenge line; ``accept LINE`` checks one and plays
its deal (``--text`` in the text mode), comparing at the end; ``share GAME-ID`` writes the result
to share, a square a move (engine/challenge.py, solver/judge.py, wording/share.py)."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from domino_solitaire.cli.arguments import add_data_dir
from domino_solitaire.cli.output import CliError, say
from domino_solitaire.cli.play import add_numerals, add_text, game_options, require_terminal, run_app
from domino_solitaire.engine import SolitaireError
from domino_solitaire.engine.challenge import ChallengeError, challenge_line, claim_of, read_challenge
from domino_solitaire.engine.codes import CodeError, setup_code
from domino_solitaire.i18n import _
from domino_solitaire.wording.errors import error_text
from domino_solitaire.wording.share import challenge_error_text, challenge_text
from domino_solitaire.wording.words import deal_description

if TYPE_CHECKING:
    from domino_solitaire.engine import Game
    from domino_solitaire.engine.challenge import Challenge
    from domino_solitaire.records import GameRecord


def register(commands: Any) -> None:
    p = commands.add_parser(
        "challenge", help=_("write a stored game as a challenge: one line to paste to a friend")
    )
    p.add_argument("id", metavar="GAME-ID", help=_("a game's id from `history`"))
    add_data_dir(p)
    p.set_defaults(handler=run_challenge)

    p = commands.add_parser(
        "accept", help=_("check a challenge line and play its deal; at the end, see how you did")
    )
    p.add_argument("line", metavar="LINE", nargs="+", help=_("the challenge line (quoted or not)"))
    add_numerals(p)
    add_text(p)
    add_data_dir(p)
    p.set_defaults(handler=run_accept)

    p = commands.add_parser(
        "share", help=_("write a stored game's result to share: a square a move, the solver's judgment")
    )
    p.add_argument("id", metavar="GAME-ID", help=_("a game's id from `history`"))
    how = p.add_mutually_exclusive_group()
    how.add_argument("--ascii", action="store_true", help=_("ASCII marks instead of coloured squares"))
    how.add_argument("--screen-reader", action="store_true", help=_("a sentence instead of the squares"))
    add_data_dir(p)
    p.set_defaults(handler=run_share)


def stored_game(text: str, data_dir: str | None) -> tuple[Game, GameRecord]:
    """The stored game ``text`` names, replayed; CliError if there is none or it cannot be."""
    from domino_solitaire.cli.store import game_id, open_games
    from domino_solitaire.store import StoreError
    from domino_solitaire.wording.records import store_problem_text

    try:
        number = game_id(text)
    except argparse.ArgumentTypeError as exc:
        raise CliError(str(exc)) from None
    with open_games(data_dir) as store:
        try:
            record, info = store.load(number)
        except StoreError as exc:
            raise CliError(store_problem_text(exc)) from None
    try:
        return record.replay(), info
    except SolitaireError as exc:
        raise CliError(error_text(exc)) from None


def game_challenge(game: Game, info: GameRecord) -> str:
    """The challenge line of a stored game; CliError for an explicit deal (it has no code)."""
    if game.setup.seed is None:
        raise CliError(
            _("game {number} was dealt out explicitly: only a numbered deal has a code").format(
                number=info.id
            )
        )
    return challenge_line(game, claim_of(game, info.duration or 0.0, info.hints))


def run_challenge(args: argparse.Namespace) -> int:
    game, info = stored_game(args.id, args.data_dir)
    say(game_challenge(game, info))
    return 0


def accepted(text: str) -> tuple[Challenge, Game]:
    """The challenge ``text`` is and the game its proof plays; CliError saying why a line is
    refused."""
    try:
        return read_challenge(text)
    except (ChallengeError, CodeError) as exc:
        raise CliError(challenge_error_text(exc)) from None


def run_accept(args: argparse.Namespace) -> int:
    challenge, proved = accepted(" ".join(args.line))
    claim = challenge.claim
    setup = proved.setup
    deal = f"{deal_description(setup)} ({setup_code(setup)})"
    if args.text or args.jsonl:
        from domino_solitaire.cli.play import run_text

        if args.text:
            say(challenge_text(deal, claim))
        return run_text(setup, args, challenge=claim)
    require_terminal("accept")
    return run_app(game_options(args, setup=setup, challenge=challenge))


def run_share(args: argparse.Namespace) -> int:
    from domino_solitaire.solver.judge import judge_moves
    from domino_solitaire.wording.share import share_line

    game, info = stored_game(args.id, args.data_dir)
    judgments = judge_moves(game)
    style = "sentence" if args.screen_reader else "ascii" if args.ascii else "squares"
    say(share_line(game, claim_of(game, info.duration or 0.0, info.hints), judgments, style))
    return 0
