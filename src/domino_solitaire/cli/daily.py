"""The daily deal on the command line: ``daily`` and ``deal --daily`` choose it by its date;
``daily --tier`` a tier's deal of the day, and ``daily --month`` shows a month of the tiers."""

from __future__ import annotations

import argparse
import re
from typing import TYPE_CHECKING

from domino_solitaire.cli.output import CliError, say, shown
from domino_solitaire.engine import Setup, SolitaireError, make_setup
from domino_solitaire.i18n import _
from domino_solitaire.solver.grades import TIERS
from domino_solitaire.wording.errors import error_text

if TYPE_CHECKING:
    from datetime import date

    from domino_solitaire.solver import Daily


def daily_from(args: argparse.Namespace, *, to_play: bool = False) -> Daily:
    """The daily deal --daily (or ``daily``) asks for; CliError for a bad date or mixed options, and
    ``to_play``: for a day still to come (its deal is played on its day, as everyone plays it)."""
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
    if to_play and day > _today():
        raise CliError(
            _("{day} is still to come: its daily deal can be played from that day on").format(
                day=day.isoformat()
            )
        )
    from domino_solitaire.solver import Grade, daily_deal

    tier = getattr(args, "tier", None)
    try:
        return daily_deal(args.game, args.size, args.variant, day, tier=None if tier is None else Grade(tier))
    except SolitaireError as exc:
        raise CliError(error_text(exc)) from None


def _today() -> date:
    from datetime import date

    return date.today()


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


def add_daily_options(parser: argparse.ArgumentParser) -> None:
    """``daily``'s --tier and --month."""
    parser.add_argument(
        "--tier",
        metavar="TIER",
        choices=[str(tier) for tier in TIERS],
        help=_("the day's deal of this tier ({tiers}) instead of the day's own").format(
            tiers=", ".join(str(tier) for tier in TIERS)
        ),
    )
    parser.add_argument(
        "--month",
        nargs="?",
        const="this",
        metavar="YYYY-MM",
        help=_("show a month of the daily tiers (default this month): won, played or missed"),
    )


_MONTH = re.compile(r"^(\d{4})-(\d{2})$")


def parse_month(text: str, today: date) -> tuple[int, int]:
    """A month as YYYY-MM ("this": today's)."""
    if text == "this":
        return today.year, today.month
    found = _MONTH.match(text)
    if found is None or not 1 <= int(found.group(2)) <= 12 or int(found.group(1)) < 1:
        raise CliError(
            _('"{text}" is not a month; write it as YYYY-MM, like 2026-12').format(text=shown(text))
        )
    return int(found.group(1)), int(found.group(2))


def run_month(args: argparse.Namespace) -> int:
    """``daily --month``: a week a line, each day with a mark a tier, from the stored games."""
    from datetime import date

    from domino_solitaire.cli.store import open_games
    from domino_solitaire.records.month import month_days, month_games
    from domino_solitaire.wording.month import month_lines, month_title
    from domino_solitaire.wording.text import kind_label

    today = date.today()
    year, month = parse_month(args.month, today)
    setup = make_setup(args.game, args.size, args.variant, seed=0)
    with open_games(args.data_dir) as store:
        games = month_games(store.dailies, (setup.game, setup.size, setup.variant), year, month)
    title = month_title(kind_label(setup.game, setup.size, setup.variant), year, month)
    for line in month_lines(title, month_days(games, year, month, today), ascii=args.ascii):
        say(line)
    return 0
