"""A deal code where a command takes GAME: ``play CODE``, ``deal CODE``, ``solve CODE``.

GAME's type (``common.game_or_code``) leaves a code-like text as it is (a ``CodeText``);
``apply_code``, run before the command, reads it and puts its game, set, variant and deal number
in the options, so that every command goes on as if they had been given.
"""

from __future__ import annotations

import argparse

from domino_solitaire.cli.common import CliError, CodeText
from domino_solitaire.engine.codes import CodeError, parse_code
from domino_solitaire.i18n import _
from domino_solitaire.wording.share import code_error_text

#: The options a code cannot be given with: it names the game's set, variant and deal itself.
_CHOSEN_BY_CODE = ("size", "variant", "seed", "deal", "daily", "winnable", "difficulty", "deals")
_OPTION_NAMES = {"size": "--set"}


def apply_code(args: argparse.Namespace) -> None:
    """The game, set, variant and deal number of the code given as GAME, in ``args``; CliError for
    a text that is not a code, or a code given with an option that chooses the deal too."""
    given = getattr(args, "game", None)
    if not isinstance(given, CodeText):
        return
    try:
        code = parse_code(given)
    except CodeError as exc:
        raise CliError(code_error_text(exc)) from None
    for name in _CHOSEN_BY_CODE:
        if getattr(args, name, None) not in (None, False):
            option = _OPTION_NAMES.get(name, "--" + name)
            raise CliError(
                _(
                    "a deal code names its game, set, variant and deal; it cannot be used with {option}"
                ).format(option=option)
            )
    args.game, args.size, args.variant, args.seed = code.game, code.size, code.variant, str(code.seed)
