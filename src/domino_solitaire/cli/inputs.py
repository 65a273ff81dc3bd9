"""Files given on the command line (``-``: standard input), read as hostile: with a bound, and only
regular files, so that a FIFO, a device or a folder is refused at once rather than read forever."""

from __future__ import annotations

import os
import stat
import sys

from domino_solitaire.cli.output import CliError, shown
from domino_solitaire.engine import SolitaireError, Transcript
from domino_solitaire.engine.record import MAX_RECORD_CHARS
from domino_solitaire.i18n import _
from domino_solitaire.wording.errors import error_text

#: The most a record or deal file may hold (the same bound as a record's text).
MAX_INPUT_BYTES = MAX_RECORD_CHARS


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


def read_record(path: str) -> Transcript:
    """Read a game record file (``-`` for standard input)."""
    text = read_text(path)
    try:
        return Transcript.from_json(text)
    except SolitaireError as exc:
        raise CliError(f"{shown(path)}: {error_text(exc)}") from None
