"""The daily deal on the command line: ``daily`` and ``deal --daily`` choose it by its date."""

from __future__ import annotations

import argparse
import re
from typing import TYPE_CHECKING

from domino_solitaire.cli.output import CliError, shown
from domino_solitaire.engine import Setup, SolitaireError, make_setup
from domino_solitaire.i18n import _

if TYPE_CHECKING:
    from datetime import date

    from domino_solitaire.solver import Daily


def daily_from(args: argparse.Namespace) -> Daily:
    """The daily deal --daily (or ``daily``) asks for; CliError for a bad date or mixed options."""
    for option, given in (
        ("--seed", args.seed is not None),
        ("--deal", args.deal is not None),
        ("--winnable", getattr(args, "winnable", False)),
        ("--difficulty", getattr(args, "difficulty", None) is not None),
    ):
        if given:
            raise CliError(
                _("the daily deal is chosen by its date; it cannot be used with {option}").format(
                    option=option
                )
            )
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
        raise CliError(
            _('"{text}" is not a date; write it as YYYY-MM-DD, like 2026-11-30').format(text=shown(text))
        ) from None


def make_daily_setup(daily: Daily) -> Setup:
    return make_setup(daily.game, daily.size, daily.variant, seed=daily.seed)
