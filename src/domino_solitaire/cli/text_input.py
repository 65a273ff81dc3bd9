"""The text mode's input and output: bounded lines, a prompt on a terminal, questions, signals.

Standard input is hostile: each line is read at most ``MAX_LINE`` characters at a time (the rest
of a longer one is read and dropped), bytes that are not UTF-8 become U+FFFD, and on a terminal
``input()`` gives a prompt and line editing (the standard ``readline``, where it can be imported).
"""

from __future__ import annotations

import contextlib
import io
import os
import threading
from collections.abc import Callable, Iterator
from typing import Any, TextIO, cast

from domino_solitaire.textfold import fold, wants_ascii

#: The most characters read of one input line; the rest of a longer line is read and dropped.
MAX_LINE = 4096
#: Longer than any move or command (a Good Neighbors turn of six pairs is 47 characters).
MAX_WORD = 256
#: What the prompt says on a terminal (a pipe gets none).
PROMPT = "> "


class LineReader:
    """Lines of input, each at most ``MAX_LINE`` characters (a longer one is marked too long).

    ``terminal``: read with ``input()`` and a prompt (line editing through ``readline`` when it
    can be imported); otherwise straight from ``stream``, without a prompt.
    """

    def __init__(self, stream: TextIO, *, terminal: bool = False) -> None:
        self.stream = stream
        self.terminal = terminal
        if terminal:
            with contextlib.suppress(ImportError):
                import readline  # noqa: F401  (importing it is what gives input() line editing)

    def read(self) -> tuple[str, bool] | None:
        """The next line without its line break, and whether it was cut short; None at the end."""
        if self.terminal:
            try:
                line = input(PROMPT)
            except EOFError:
                return None
            return line[:MAX_LINE], len(line) > MAX_LINE
        line = self.stream.readline(MAX_LINE)
        if not line:
            return None
        if line.endswith("\n"):
            return line.rstrip("\r\n"), False
        if len(line) < MAX_LINE:
            return line.rstrip("\r"), False  # the last line, without a line break
        # Cut at the bound: the rest of the line is read, a bounded piece at a time, and dropped.
        while True:
            rest = self.stream.readline(MAX_LINE)
            if not rest or rest.endswith("\n"):
                return line, True


#: The answers to the text mode's questions: each word a player may type, and what it means.
RESUME_ANSWERS = {"r": "resume", "resume": "resume", "g": "give-up", "give up": "give-up"}
YES_NO = {"y": "yes", "yes": "yes", "n": "no", "no": "no"}
NEW_OR_QUIT = {"n": "new", "new": "new"}


def ask(
    say: Callable[[str], None], reader: LineReader, question: str, answers: dict[str, str], again: str
) -> str | None:
    """Ask ``question`` until one of ``answers`` comes back (what it means is returned); None at
    the end of the input or on quit."""
    say(question)
    while True:
        read = reader.read()
        if read is None:
            return None
        word = " ".join(read[0].lower().split())[:MAX_WORD]
        if word in ("q", "quit", "exit"):
            return None
        if word in answers:
            return answers[word]
        say(again)


@contextlib.contextmanager
def leaving_on_signals() -> Iterator[None]:
    """SIGTERM and SIGHUP (a closed terminal) end the text mode as quit does: the game is saved
    with its exact time (the exit status is the signal's, 128 + its number)."""
    import signal

    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def leave(number: int, _frame: object) -> None:
        raise SystemExit(128 + number)

    kept = {}
    for name in ("SIGTERM", "SIGHUP"):
        number = getattr(signal, name, None)
        if number is not None:
            kept[number] = signal.signal(number, leave)
    try:
        yield
    finally:
        for number, handler in kept.items():
            signal.signal(number, handler)


def standard_streams(*, ascii: bool = False) -> dict[str, Any]:
    """Standard input and output for the text mode: bytes that are not UTF-8 read as U+FFFD (shown
    escaped, never a crash), and on a terminal the prompt and line editing. ``ascii`` (--ascii), or
    an output that cannot carry the game's characters (LANG=C): what is written is folded to ASCII
    (the rules' "×" as "x"), never a "?" in its place."""
    import sys

    for stream in (sys.stdin, sys.stdout):
        with contextlib.suppress(AttributeError, ValueError, OSError):
            stream.reconfigure(errors="replace")  # type: ignore[union-attr]
    terminal = _is_tty(sys.stdin) and _is_tty(sys.stdout)
    stdout: TextIO = sys.stdout
    if ascii or wants_ascii(os.environ, getattr(stdout, "encoding", None)):
        stdout = cast("TextIO", FoldedOutput(stdout))
    return {"stdin": sys.stdin, "stdout": stdout, "terminal": terminal}


class FoldedOutput(io.TextIOBase):
    """An output that writes every character above 127 as ASCII (``textfold.fold``)."""

    def __init__(self, stream: TextIO) -> None:
        super().__init__()
        self.stream = stream

    def write(self, text: str) -> int:
        return self.stream.write(fold(text))

    def flush(self) -> None:
        self.stream.flush()

    def isatty(self) -> bool:
        return _is_tty(self.stream)


def _is_tty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False
