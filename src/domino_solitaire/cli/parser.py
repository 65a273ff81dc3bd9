"""The commands' parser: a usage error in one line (exit status 2), the help's headings as the
language writes them."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, Any, NoReturn

from domino_solitaire.cli.output import shown_message
from domino_solitaire.i18n import _
from domino_solitaire.wording.text import printable

if TYPE_CHECKING:
    from _typeshed import SupportsWrite


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

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        # argparse drops a write that fails: --help sent to a full disk exited 0 having written
        # nothing. Raised, the command line says it in one line, status 1, as for any output.
        if message:
            (file or sys.stderr).write(message)

    def error(self, message: str) -> NoReturn:
        line = _("{prog}: error: {message} (see --help)").format(
            prog=printable(self.prog, None), message=shown_message(message)
        )
        self.exit(2, line + "\n")
