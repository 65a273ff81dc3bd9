"""Long texts through the pager on a terminal (as git chooses it), and what the terminal can show."""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping


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
