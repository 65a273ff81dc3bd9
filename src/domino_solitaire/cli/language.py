"""--lang: the language asked for, read before the parser is built, and argparse's own words in it."""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from domino_solitaire.cli.output import shown
from domino_solitaire.i18n import LANGUAGES, N_, PSEUDO, _, ngettext
from domino_solitaire.i18n import NAMES as LANGUAGE_NAMES

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
