"""What the commands say: bad input as one line (``CliError``, exit status 2), the values echoed
in it (printable, one line, short), and warnings.

Every message that echoes what was given passes through ``wording.printable`` (``shown`` here) so
that it stays one line and sends no control sequence to the terminal.
"""

from __future__ import annotations

import errno
import sys

from domino_solitaire.i18n import _
from domino_solitaire.wording.text import printable

#: How much of a given value a message echoes.
SHOWN_CHARS = 120


class CliError(Exception):
    """Bad input: printed as one line, exit status 2."""


class OutputError(CliError):
    """An output that cannot be written (a full disk, a disk error): printed as one line, exit
    status 1, as for standard output (README: "A command whose output cannot be written ...")."""


#: The errors of a write the device refused, whatever the file: the output cannot be written.
WRITE_FAILURES = frozenset(
    number for number in (errno.ENOSPC, errno.EIO, errno.EFBIG, getattr(errno, "EDQUOT", None)) if number
)


def shown(value: object) -> str:
    """A value the user gave, as a message echoes it: printable, one line, and not too long."""
    return printable(value, SHOWN_CHARS)


def say(text: str, *, err: bool = False) -> None:
    """Print one message line (stdout, or stderr with ``err``), stripped of anything unprintable."""
    print(printable(text, None), file=sys.stderr if err else sys.stdout)


def warn(text: str) -> None:
    say(_("domino-solitaire: warning: {text}").format(text=text), err=True)


def shown_message(message: str) -> str:
    # argparse quotes the offending value in its message; the whole is kept on one line and short.
    return printable(message, 2 * SHOWN_CHARS)
