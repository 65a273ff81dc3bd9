"""The ``domino-solitaire`` command.

Each group of subcommands lives in its own module with a ``register``
function; none of them imports textual at module level, so ``deal``,
``replay --json`` and the rest start fast and work without a terminal.
"""

from __future__ import annotations

import argparse
import errno
import os
import sys
from collections.abc import Callable, Sequence
from functools import cache
from types import ModuleType

from domino_solitaire import __version__
from domino_solitaire.cli import basic, play, serve, solve, store
from domino_solitaire.cli.common import CliError, OneLineParser, say


@cache
def build_parser() -> argparse.ArgumentParser:
    """The command line's parser, built once per process (argparse only reads it while parsing)."""
    parser = OneLineParser(
        prog="domino-solitaire",
        description="One-player domino games for the terminal. Run with no command to open the start screen.",
    )
    parser.add_argument("--version", action="version", version=f"domino-solitaire {__version__}")
    parser.add_argument(
        "--screen-reader",
        action="store_true",
        help="open the start screen for a screen reader (see play --help)",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=OneLineParser)
    for module in _command_modules():
        module.register(commands)
    return parser


def _command_modules() -> list[ModuleType]:
    modules: list[ModuleType] = [basic, play, store, solve, serve]
    return modules


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        try:
            args = parser.parse_args(argv)
        except SystemExit:
            # --help, --version or a usage error: what argparse printed is written here, while a
            # failure to write it can still be told in one line.
            sys.stdout.flush()
            raise
        handler = getattr(args, "handler", None)
        if handler is None:
            handler = _default_handler()
        code: int = handler(args)
        # What is still buffered is written now, where a failure can be told in one line (Python's
        # own flush at exit would print "Exception ignored" and a traceback).
        sys.stdout.flush()
    except CliError as exc:
        say(f"domino-solitaire: {exc}", err=True)
        return 2
    except KeyboardInterrupt:
        # Ctrl-C: one line, and the shell's status for it. (Workers are stopped where they are made.)
        say("domino-solitaire: interrupted", err=True)
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
    if exc.errno in _WRITE_FAILURES:
        say(f"domino-solitaire: cannot write the output: {reason}", err=True)
    else:
        say(f"domino-solitaire: {reason}", err=True)
    _silence_stdout()
    return 1


_WRITE_FAILURES = frozenset(
    number for number in (errno.ENOSPC, errno.EIO, errno.EFBIG, getattr(errno, "EDQUOT", None)) if number
)


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
