"""Shared pieces of the command line: one-line errors, game options, numbers in range, bounded reads.

Every input is treated as hostile: numbers are checked against their range before use, files
are read with a bound (and only regular files, or standard input), and every message that
echoes what was given passes through ``wording.printable`` (``shown`` here) so that it stays
one line and sends no control sequence to the terminal.
"""

from __future__ import annotations

import argparse
import os
import stat
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Any, NoReturn

from domino_solitaire.engine import (
    GAMES,
    MAX_SEED,
    Record,
    Setup,
    SolitaireError,
    make_setup,
    parse_seed,
)
from domino_solitaire.engine.codes import looks_like_code
from domino_solitaire.engine.record import MAX_RECORD_CHARS
from domino_solitaire.i18n import LANGUAGES, N_, PSEUDO, _, ngettext
from domino_solitaire.i18n import NAMES as LANGUAGE_NAMES
from domino_solitaire.solver.grades import GRADES
from domino_solitaire.wording import printable, searching_for

#: Games ``serve`` runs at once by default (one per browser tab): enough for one player.
DEFAULT_MAX_GAMES = 8
#: The most a record or deal file may hold (the same bound as a record's text).
MAX_INPUT_BYTES = MAX_RECORD_CHARS
#: How much of a given value a message echoes.
SHOWN_CHARS = 120


class CliError(Exception):
    """Bad input: printed as one line, exit status 2."""


def shown(value: object) -> str:
    """A value the user gave, as a message echoes it: printable, one line, and not too long."""
    return printable(value, SHOWN_CHARS)


def say(text: str, *, err: bool = False) -> None:
    """Print one message line (stdout, or stderr with ``err``), stripped of anything unprintable."""
    print(printable(text, None), file=sys.stderr if err else sys.stdout)


def warn(text: str) -> None:
    say(_("domino-solitaire: warning: {text}").format(text=text), err=True)


class HelpFormatter(argparse.HelpFormatter):
    """argparse's help with its section headings' colon as the language writes it ("options\u00a0:"
    in French). The catalogs hold the no-break spaces, and textwrap breaks at ASCII spaces only, so
    no line of the help starts with a sign."""

    def start_section(self, heading: str | None) -> None:
        if heading:
            # argparse adds the colon itself: the language's form of "heading:" without its colon.
            heading = _("{heading}:").format(heading=heading).removesuffix(":")
        super().start_section(heading)


class OneLineParser(argparse.ArgumentParser):
    """argparse that reports a usage error in one line (and exit status 2), and wraps its help
    keeping French punctuation on its word's line."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", HelpFormatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        line = _("{prog}: error: {message} (see --help)").format(
            prog=printable(self.prog, None), message=shown_message(message)
        )
        self.exit(2, line + "\n")


# -- the language ---------------------------------------------------------------------------------

#: argparse's own words (its gettext domain is "argparse"; ``speak_argparse`` has it read ours), so
#: that the catalogs have them: the help's headings and the usage errors a player can meet.
ARGPARSE_WORDS = (
    # i18n: argparse's words: keep each %(name)s, %r and %s as they are, and the space after "usage:".
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("the following arguments are required: %s"),
    N_("unrecognized arguments: %s"),
    N_("not allowed with argument %s"),
    N_("one of the arguments %s is required"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("ignored explicit argument %r"),
    N_("unknown parser %(parser_name)r (choices: %(choices)s)"),
)


def _argparse_counted(count: int) -> str:
    """argparse's one counted phrase (``nargs=N``), marked here for the catalogs."""
    return ngettext("expected %s argument", "expected %s arguments", count)


def speak_argparse() -> None:
    """argparse in the player's language: it looks ``_`` and ``ngettext`` up in its own module at
    each call (``from gettext import gettext as _``), so pointing them at ours translates its words."""
    argparse._ = _  # type: ignore[attr-defined]
    argparse.ngettext = ngettext  # type: ignore[attr-defined]


def asked_language(argv: Sequence[str]) -> str | None:
    """The language ``--lang X`` or ``--lang=X`` asks for, read before the parser is built (its help
    is in that language); the last one given wins, as argparse has it. None when not asked, or not
    one of ours (the parser then refuses it, in the environment's language)."""
    asked: str | None = None
    words = list(argv)
    for n, word in enumerate(words):
        if word == "--":
            break
        if word == "--lang" and n + 1 < len(words):
            asked = words[n + 1]
        elif word.startswith("--lang="):
            asked = word.partition("=")[2]
    return asked if asked in LANGUAGES or asked == PSEUDO else None


def language(text: str) -> str:
    """An argparse type for --lang: en, fr or ru (and the test's pseudo-language, unlisted)."""
    if text in LANGUAGES or text == PSEUDO:
        return text
    raise argparse.ArgumentTypeError(
        _('there is no language "{text}"; give one of: {languages}').format(
            text=shown(text), languages=", ".join(LANGUAGES)
        )
    )


def add_lang(parser: argparse.ArgumentParser, *, top: bool = False) -> None:
    """--lang, on the command and on each subcommand (the main parser's default stands: None)."""
    parser.add_argument(
        "--lang",
        type=language,
        metavar="LANG",
        default=None if top else argparse.SUPPRESS,
        help=_("the language to speak: {languages} (default: the environment's, LANGUAGE or LANG)").format(
            languages=", ".join(f"{code} ({name})" for code, name in LANGUAGE_NAMES.items())
        ),
    )


def grade_word(grade: object) -> str:
    """A deal's grade in the player's language (``str(grade)``, the machine's word, is --json's)."""
    word = str(grade)
    return _(GRADE_WORDS[word]) if word in GRADE_WORDS else word


#: The grades' words (solver.grades.GRADES), marked for the catalogs.
GRADE_WORDS = {
    "easy": N_("easy"),
    "medium": N_("medium"),
    "hard": N_("hard"),
    "expert": N_("expert"),
    "unwinnable": N_("unwinnable"),
}


def shown_message(message: str) -> str:
    # argparse quotes the offending value in its message; the whole is kept on one line and short.
    return printable(message, 2 * SHOWN_CHARS)


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
            action="store_true",
            help=_("only a deal the solver proves winnable: the first from the deal number on"),
        )
        parser.add_argument(
            "--difficulty",
            metavar="GRADE",
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


def whole_number(least: int, most: int, not_a_number: str, out_of_range: str) -> Callable[[str], int]:
    """An argparse type for whole numbers from ``least`` to ``most``; the messages take {text},
    {least} and {most} (the text is shown printable and short). They are marked with ``N_`` and
    translated when shown."""

    def convert(text: str) -> int:
        digits = text.strip().lstrip("+-")
        try:
            # A number too long for any range is out of it, without reading it (Python refuses
            # integers over 4,300 digits, and there is no point).
            value = int(text) if len(digits) <= 40 else None
        except ValueError:
            raise argparse.ArgumentTypeError(_(not_a_number).format(text=shown(text))) from None
        if value is None and not digits.isdecimal():
            raise argparse.ArgumentTypeError(_(not_a_number).format(text=shown(text)))
        if value is None or not least <= value <= most:
            raise argparse.ArgumentTypeError(_(out_of_range).format(text=shown(text), least=least, most=most))
        return value

    return convert


#: Set sizes: the rules name the sets each game has; this only keeps the number in reason.
set_size = whole_number(
    0, 999, N_('"{text}" is not a set; give a number like 12'), N_("there is no double-{text} set")
)


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

    ``searching`` is called once the options are known to be good, just before the search of
    --winnable or --difficulty (it may refuse, raising CliError, before any time is spent; it says
    what is looked for with ``searching_text(args)``). A search that can find nothing (a grade the
    set has no deal of, a set with no deal known to be winnable) is refused at once, unannounced.
    """
    chosen = seed_from(args.seed)
    if chosen is None and args.deal is None:
        chosen = seed
    if args.deal is not None and len(args.deal) > MAX_INPUT_BYTES:
        raise CliError(_("--deal is longer than any set written out"))
    try:
        setup = make_setup(args.game, args.size, args.variant, seed=chosen, deal=args.deal)
        if getattr(args, "difficulty", None) == "mine":
            args.difficulty = my_difficulty(setup, getattr(args, "data_dir", None))
        wanted = getattr(args, "difficulty", None)
        if wanted is not None:
            if setup.seed is None:
                raise CliError(_("--difficulty chooses a deal number; it cannot be used with --deal"))
            if getattr(args, "winnable", False):
                raise CliError(_("--difficulty and --winnable both choose the deal: give one of them"))
            from domino_solitaire.solver import Grade, graded_seed, offered

            grade = Grade(wanted)
            if searching is not None and grade in offered(setup.game, setup.size, setup.variant):
                searching()
            # A grade the set has no deal of is refused here at once, saying why.
            found = graded_seed(setup.game, setup.size, setup.variant, grade, start=setup.seed)
            setup = make_setup(setup.game, setup.size, setup.variant, seed=found)
        elif getattr(args, "winnable", False):
            if setup.seed is None:
                raise CliError(_("--winnable chooses a deal number; it cannot be used with --deal"))
            # Imported here: only --winnable pays for loading the solver.
            from domino_solitaire.solver import winnable_seed
            from domino_solitaire.solver.rates import check_winnable_known

            check_winnable_known(setup.game, setup.size, setup.variant)
            if searching is not None:
                searching()
            found = winnable_seed(setup.game, setup.size, setup.variant, start=setup.seed)
            setup = make_setup(setup.game, setup.size, setup.variant, seed=found)
    except SolitaireError as exc:
        raise CliError(str(exc)) from None
    return setup


def my_difficulty(setup: Setup, data_dir: str | None) -> str:
    """--difficulty mine: the grade where the player wins about half the time (store/level.py)."""
    from domino_solitaire.store import GameStore, open_store
    from domino_solitaire.store.level import my_grade
    from domino_solitaire.wording import store_problem_text

    store = open_store(data_dir)
    if not isinstance(store, GameStore):
        raise CliError(store_problem_text(store))
    with store:
        return my_grade(store.counted(setup.game, setup.size, setup.variant))


def searching_text(args: argparse.Namespace) -> str:
    """What a search for the deal the options ask for is looking for, in a sentence."""
    return searching_for(getattr(args, "difficulty", None))


def read_text(path: str, what: str | None = None) -> str:
    """The text of a file given on the command line (``-``: standard input), read with a bound.

    Only a regular file (or standard input) is read: a FIFO, a device such as /dev/zero or a
    folder is refused at once rather than read forever. At most MAX_INPUT_BYTES, UTF-8. ``what``:
    what the file should be, as the messages say it (default: a game record).
    """
    what = _("a game record") if what is None else what
    name = shown(path)
    if path == "-":
        stream = getattr(sys.stdin, "buffer", None)
        if stream is None:
            raise CliError(_("standard input cannot be read"))
        try:
            data: bytes = stream.read(MAX_INPUT_BYTES + 1)
        except OSError as exc:
            raise CliError(
                _("standard input cannot be read: {reason}").format(reason=exc.strerror or exc)
            ) from None
    else:
        data = _read_file(path, name, what)
    if len(data) > MAX_INPUT_BYTES:
        raise CliError(
            _("{name}: larger than {size} KiB; not {what}").format(
                name=name, size=MAX_INPUT_BYTES // 1024, what=what
            )
        )
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise CliError(
            _("{name}: not a text file (UTF-8); not {what}").format(name=name, what=what)
        ) from None


def _read_file(path: str, name: str, what: str) -> bytes:
    # O_NONBLOCK: opening a FIFO with no writer would otherwise wait forever; it is refused below.
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise CliError(_("{name}: no such file").format(name=name)) from None
    except IsADirectoryError:
        raise CliError(_("{name}: is a folder, not {what}").format(name=name, what=what)) from None
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the name
        raise CliError(_("{name}: cannot read it: {reason}").format(name=name, reason=_reason(exc))) from None
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise CliError(_("{name}: is a folder, not {what}").format(name=name, what=what))
        if not stat.S_ISREG(mode):
            raise CliError(
                _("{name}: not a regular file (a device or a pipe); give a file, or - for stdin").format(
                    name=name
                )
            )
        with os.fdopen(fd, "rb", closefd=False) as file:
            return file.read(MAX_INPUT_BYTES + 1)
    except OSError as exc:
        raise CliError(_("{name}: cannot read it: {reason}").format(name=name, reason=_reason(exc))) from None
    finally:
        os.close(fd)


def _reason(exc: BaseException) -> str:
    return exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)


def read_record(path: str) -> Record:
    """Read a game record file (``-`` for standard input)."""
    text = read_text(path)
    try:
        return Record.from_json(text)
    except SolitaireError as exc:
        raise CliError(f"{shown(path)}: {exc}") from None


# -- the pager ------------------------------------------------------------------------------------


def terminal_width() -> int:
    """The terminal's width in columns (80 when it cannot be told)."""
    try:
        return os.get_terminal_size(sys.stdout.fileno()).columns or 80
    except (OSError, ValueError, AttributeError):
        return 80


def no_color() -> bool:
    """Whether the player asked for no colours or styles (the NO_COLOR convention), or the terminal
    cannot show them."""
    return bool(os.environ.get("NO_COLOR")) or os.environ.get("TERM") == "dumb"


def pager_command(environ: Mapping[str, str]) -> tuple[str, dict[str, str]] | None:
    """The pager to show a long text through, as git chooses it, and the variables to set for it:
    $PAGER (none if empty or "cat"), else ``less -R`` if there is one; None for no pager.

    LESS is set to FRX when not set already: quit at once when the text fits on the screen (F),
    pass styles through (R), and leave the text on the screen at the end (X).
    """
    import shutil

    command = environ.get("PAGER")
    if command is None:
        if shutil.which("less") is None:
            return None
        command = "less -R"
    if not command.strip() or command.strip() == "cat":
        return None
    extra = {} if "LESS" in environ else {"LESS": "FRX"}
    return command, extra


def page(text: str) -> None:
    """Show ``text`` through the pager (``pager_command``) on a terminal, else print it. A pager that
    cannot be started leaves the text printed; Ctrl-C is the pager's while it runs."""
    choice = pager_command(os.environ) if sys.stdout.isatty() else None
    if choice is None:
        sys.stdout.write(text)
        return
    import signal
    import subprocess

    command, extra = choice
    data = text.encode(sys.stdout.encoding or "utf-8", errors="replace")
    sys.stdout.flush()
    try:
        # The shell reads $PAGER as git does: a command with its options.
        pager = subprocess.Popen(command, shell=True, stdin=subprocess.PIPE, env={**os.environ, **extra})
    except OSError:
        pager = None
    if pager is not None:
        # Ctrl-C is the pager's (less stops a search with it); ignored here only once the pager has
        # started, so that it does not inherit the ignoring.
        previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
        try:
            pager.communicate(data)  # a pager quit before the end is no error
        finally:
            signal.signal(signal.SIGINT, previous)
    # 127: the shell found no such command (and said so): the text is printed here instead.
    started = pager is not None and pager.returncode != 127
    if not started:
        sys.stdout.write(text)
