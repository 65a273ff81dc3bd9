"""The ``domino-solitaire`` command.

Each group of subcommands lives in its own module with a ``register``
function; none of them imports textual at module level, so ``deal``,
``replay --json`` and the rest start fast and work without a terminal.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from functools import cache
from types import ModuleType

from domino_solitaire import __version__, i18n
from domino_solitaire.cli import basic, challenge, play, puzzle, serve, solve, store
from domino_solitaire.cli.deal_codes import apply_code
from domino_solitaire.cli.language import add_lang, asked_language, speak_argparse
from domino_solitaire.cli.output import WRITE_FAILURES, CliError, OutputError, say
from domino_solitaire.cli.parser import OneLineParser
from domino_solitaire.i18n import _
from domino_solitaire.textfold import fold_output


def build_parser() -> argparse.ArgumentParser:
    """The command line's parser in the language in use (its help is translated when it is built)."""
    return _build_parser(i18n.current())


@cache
def _build_parser(lang: str) -> argparse.ArgumentParser:
    """The parser for ``lang``, built once per process and language (argparse only reads it while
    parsing)."""
    # argparse says its own words (-h's help, the headings, "usage:") in our language: set before
    # any parser is made, as -h's help is fixed when its parser is.
    speak_argparse()
    parser = OneLineParser(
        prog="domino-solitaire",
        description=_(
            "One-player domino games for the terminal. Run with no command to open the start screen."
        ),
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"domino-solitaire {__version__}",
        help=_("show program's version number and exit"),
    )
    parser.add_argument(
        "--screen-reader",
        action="store_true",
        help=_("open the start screen for a screen reader (see play --help)"),
    )
    add_lang(parser, top=True)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=OneLineParser)
    for module in _command_modules():
        module.register(commands)
    for subparser in commands.choices.values():
        add_lang(subparser)
        _before_or_after(parser, subparser)
    return parser


def _before_or_after(top: argparse.ArgumentParser, command: argparse.ArgumentParser) -> None:
    """An option both the command line and ``command`` take means the same before the command's
    name and after it: the command's copy has no default, which argparse would otherwise write over
    the one given before (``--screen-reader play GAME``)."""
    shared = set(top._option_string_actions)
    for action in command._actions:
        if shared.intersection(action.option_strings):
            action.default = argparse.SUPPRESS


def _command_modules() -> list[ModuleType]:
    modules: list[ModuleType] = [basic, play, puzzle, store, solve, serve, challenge]
    return modules


def main(argv: Sequence[str] | None = None) -> int:
    words = sys.argv[1:] if argv is None else list(argv)
    # An output that cannot take UTF-8 (PYTHONIOENCODING=ascii, a Latin-1 terminal) still gets every
    # line, its characters folded, never a UnicodeEncodeError's traceback.
    fold_output(sys.stdout)
    fold_output(sys.stderr)
    # The language before the parser: its help, and argparse's own words, are in it.
    i18n.use(i18n.choose(asked_language(words), None, os.environ))
    parser = build_parser()
    try:
        try:
            args = parser.parse_args(words)
        except SystemExit:
            # --help, --version or a usage error: what argparse printed is written here, while a
            # failure to write it can still be told in one line.
            sys.stdout.flush()
            raise
        apply_code(args)
        handler = getattr(args, "handler", None)
        if handler is None:
            handler = _default_handler()
        code: int = handler(args)
        # What is still buffered is written now, where a failure can be told in one line (Python's
        # own flush at exit would print "Exception ignored" and a traceback).
        sys.stdout.flush()
    except CliError as exc:
        say(_("domino-solitaire: {problem}").format(problem=exc), err=True)
        return 1 if isinstance(exc, OutputError) else 2
    except KeyboardInterrupt:
        # Ctrl-C: one line, and the shell's status for it. (Workers are stopped where they are made.)
        say(_("domino-solitaire: interrupted"), err=True)
        return 130
    except BrokenPipeError:
        # The reader went away (``| head``): stop quietly, and keep Python's exit from complaining too.
        _silence_stdout()
        return 0
    except OSError as exc:
        return _output_failed(exc)
    return code


def _output_failed(exc: OSError) -> int:
    """An OSError no command turned into a message: in practice its output cannot be written (a full
    device, a disk error; the store reports its own). One line on stderr and status 1; what is left
    unwritten is dropped, so that Python's flush at exit has nothing more to complain of."""
    reason = exc.strerror or str(exc) or type(exc).__name__
    if exc.errno in WRITE_FAILURES:
        say(_("domino-solitaire: cannot write the output: {reason}").format(reason=reason), err=True)
    else:
        say(_("domino-solitaire: {problem}").format(problem=reason), err=True)
    _silence_stdout()
    return 1


def _silence_stdout() -> None:
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):  # no real stdout (tests): nothing to silence
        pass


def _default_handler() -> Callable[[argparse.Namespace], int]:
    """No command: the start screen in a terminal, the help anywhere else (a pipe, a script)."""

    def show_help(args: argparse.Namespace) -> int:
        build_parser().print_help()
        return 0

    return play.run_start if play.is_terminal() else show_help


if __name__ == "__main__":
    sys.exit(main())
