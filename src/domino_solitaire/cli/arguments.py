"""The game's arguments, the same on every command: GAME (its spelling forgiven), --set, --variant,
--seed/--deal, --winnable, --difficulty, --data-dir; numbers checked against their range before use;
and the setup they ask for."""

from __future__ import annotations

import argparse
from collections.abc import Callable

from domino_solitaire.cli.inputs import MAX_INPUT_BYTES
from domino_solitaire.cli.output import CliError, shown
from domino_solitaire.engine import GAMES, MAX_SEED, GameKind, Setup, SolitaireError, make_setup, parse_seed
from domino_solitaire.engine.codes import looks_like_code
from domino_solitaire.i18n import _
from domino_solitaire.solver.grades import GRADES
from domino_solitaire.wording.errors import error_text
from domino_solitaire.wording.text import searching_for


def game_help() -> str:
    """GAME's help: the real names (a unique prefix or another spelling is taken too, see ``game_name``)."""
    return _("one of: {games} (or the start of one)").format(games=", ".join(GAMES))


def _folded(text: str) -> str:
    # The rules' own spelling (neighbours), any case, and spaces or underscores for hyphens.
    return "".join(ch for ch in text.lower().replace("neighbour", "neighbor") if ch.isalnum())


def game_name(text: str) -> str:
    """An argparse type for GAME: the game's name, forgiving its spelling.

    "good-neighbours", "Good Neighbors" and a unique start of a name ("good", "lu", "castle") are
    taken; anything else is refused in one line naming the closest game.
    """
    if text in GAMES:
        return text
    key = _folded(text)
    if key:
        same = [name for name in GAMES if _folded(name) == key]
        if same:
            return same[0]
        starting = [name for name in GAMES if _folded(name).startswith(key)]
        if len(starting) == 1:
            return starting[0]
        if starting:
            raise argparse.ArgumentTypeError(
                _('"{text}" could be {games}; give more of the name').format(
                    text=shown(text), games=_(" or ").join(starting)
                )
            )
    import difflib  # only a wrong name pays for it

    folded = {_folded(name): name for name in GAMES}
    close = difflib.get_close_matches(key, list(folded), n=1, cutoff=0.5)
    if close:
        hint = _("did you mean {game}?").format(game=folded[close[0]])
    else:
        hint = _("the games are {games}").format(games=", ".join(GAMES))
    raise argparse.ArgumentTypeError(
        _('there is no game "{text}"; {hint}').format(text=shown(text), hint=hint)
    )


class CodeText(str):
    """GAME given as something written like a deal code, read by ``deal_codes.apply_code``."""

    __slots__ = ()


def game_or_code(text: str) -> str:
    """GAME's argparse type: a game's name (forgiven as ``game_name`` forgives it), or a deal code."""
    try:
        return game_name(text)
    except argparse.ArgumentTypeError:
        if looks_like_code(text):
            return CodeText(text)
        raise


def add_default_game(parser: argparse.ArgumentParser) -> None:
    """GAME where it may be left out for the command line's default game (``daily``)."""
    parser.add_argument(
        "game",
        metavar="GAME",
        nargs="?",
        default="good-neighbors",
        type=game_name,
        help=_("{games}; default good-neighbors").format(games=game_help()),
    )


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
        metavar="GAME|CODE",
        nargs=None if game_required else "?",
        type=game_or_code,
        help=game_help() + " " + _("(or a deal code, which names the set, variant and deal too)"),
    )
    parser.add_argument(
        "--set", dest="size", type=set_size, metavar="N", help=_("the set: double-N (6, 9, 12, 15, 18)")
    )
    parser.add_argument(
        "--variant", metavar="V", help=_("a variant of the game (see `domino-solitaire list`)")
    )
    which = parser.add_mutually_exclusive_group(required=deal_required)
    which.add_argument("--seed", metavar="S", help=_("deal number, 0 to {most}").format(most=MAX_SEED))
    which.add_argument(
        "--deal", metavar='"0-0 3-5 ..."', help=_("an explicit deal: every tile of the set, in order")
    )
    if winnable:
        parser.add_argument(
            "--winnable",
            action=argparse.BooleanOptionalAction,
            help=_(
                "only a deal the solver proves winnable: the first from the deal number on"
                " (neither given: a random deal is as the game's rules offer it)"
            ),
        )
        parser.add_argument(
            "--difficulty",
            metavar="GRADE",
            # "mine" is store.level.MINE, spelt here: the quick commands load no part of the store.
            choices=(*GRADES, "mine"),
            help=_(
                "only a deal of this grade ({grades}; mine: where you win about half the time):"
                " the first from the deal number on"
            ).format(grades=", ".join(GRADES)),
        )


def add_data_dir(parser: argparse.ArgumentParser) -> None:
    """--data-dir, the same on every command that uses the stored games."""
    parser.add_argument(
        "--data-dir",
        metavar="DIR",
        help=_("the folder of the database (default: $DOMINO_SOLITAIRE_HOME, else the user data folder)"),
    )


def whole_number(
    least: int, most: int, not_a_number: Callable[[], str], out_of_range: Callable[[], str]
) -> Callable[[str], int]:
    """An argparse type for whole numbers from ``least`` to ``most``; the messages, translated when
    shown (each a function giving its sentence), take {text}, {least} and {most} (the text is shown
    printable and short)."""

    def convert(text: str) -> int:
        digits = text.strip().lstrip("+-")
        try:
            # A number too long for any range is out of it, without reading it (Python refuses
            # integers over 4,300 digits, and there is no point).
            value = int(text) if len(digits) <= 40 else None
        except ValueError:
            raise argparse.ArgumentTypeError(not_a_number().format(text=shown(text))) from None
        if value is None and not digits.isdecimal():
            raise argparse.ArgumentTypeError(not_a_number().format(text=shown(text)))
        if value is None or not least <= value <= most:
            raise argparse.ArgumentTypeError(out_of_range().format(text=shown(text), least=least, most=most))
        return value

    return convert


#: Set sizes: the rules name the sets each game has; this only keeps the number in reason.
set_size = whole_number(
    0,
    999,
    lambda: _('"{text}" is not a set; give a number like 12'),
    lambda: _("there is no double-{text} set"),
)


def seed_from(text: str | None) -> int | None:
    if text is None:
        return None
    try:
        return parse_seed(text)
    except SolitaireError as exc:
        raise CliError(error_text(exc)) from None


def setup_from(
    args: argparse.Namespace,
    *,
    seed: int | None = None,
    searching: Callable[[], None] | None = None,
    random: bool = False,
) -> Setup:
    """The setup the game options ask for; ``seed`` is used when neither --seed nor --deal is given
    (``random``: it was chosen at random, so a deal whose opening allows no move is passed over).

    ``searching`` is called once the options are known to be good, just before the search of
    --winnable or --difficulty (it may refuse, raising CliError, before any time is spent; it says
    what is looked for with ``searching_text(args)``). A search that can find nothing (a grade the
    set has no deal of, a set with no deal known to be winnable) is refused at once, unannounced.
    """
    chosen = seed_from(args.seed)
    at_random = random and chosen is None and args.deal is None
    if chosen is None and args.deal is None:
        chosen = seed
    if args.deal is not None and len(args.deal) > MAX_INPUT_BYTES:
        raise CliError(_("--deal is longer than any set written out"))
    try:
        setup = make_setup(args.game, args.size, args.variant, seed=chosen, deal=args.deal)
        if getattr(args, "difficulty", None) not in (None, *GRADES):
            # The one other choice, "at my level" (store.level.MINE): the player's own grade.
            args.difficulty = my_difficulty(setup, getattr(args, "data_dir", None))
        wanted, asked = getattr(args, "difficulty", None), getattr(args, "winnable", None)
        # Unsaid, a random deal is as the game offers them; a number given is played as it is.
        winnable = (
            asked if asked is not None else at_random and wanted is None and setup.rules.winnable_by_default
        )
        if wanted is not None:
            if setup.seed is None:
                raise CliError(_("--difficulty chooses a deal number; it cannot be used with --deal"))
            if winnable:
                raise CliError(_("--difficulty and --winnable both choose the deal: give one of them"))
        elif winnable and setup.seed is None:
            raise CliError(_("--winnable chooses a deal number; it cannot be used with --deal"))
        if setup.seed is not None and (wanted is not None or winnable or at_random):
            # Imported here: the solver is loaded only for --winnable and --difficulty.
            from domino_solitaire.play.deals import find_deal
            from domino_solitaire.play.session import DealChoice

            choice = DealChoice(winnable=winnable, difficulty=wanted)
            setup = find_deal(GameKind.of(setup), choice, setup.seed, searching=searching, random=at_random)
    except SolitaireError as exc:
        raise CliError(error_text(exc)) from None
    return setup


def my_difficulty(setup: Setup, data_dir: str | None) -> str:
    """--difficulty mine: the grade where the player wins about half the time (records/level.py)."""
    from domino_solitaire.records.level import my_grade
    from domino_solitaire.solver import wanted_offered
    from domino_solitaire.store import GameStore, open_store
    from domino_solitaire.wording.records import store_problem_text

    store = open_store(data_dir)
    if not isinstance(store, GameStore):
        raise CliError(store_problem_text(store))
    grades = wanted_offered(setup.game, setup.size, setup.variant)
    with store:
        return my_grade(store.counted(setup.game, setup.size, setup.variant), grades)


def searching_text(args: argparse.Namespace) -> str:
    """What a search for the deal the options ask for is looking for, in a sentence."""
    return searching_for(getattr(args, "difficulty", None))
