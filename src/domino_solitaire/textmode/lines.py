"""The text mode's input and output: bounded lines, a prompt on a terminal, questions, signals,
and input tidied as the notation reads it.

Standard input is hostile: each line is read at most ``MAX_LINE`` characters at a time (the rest
of a longer one is read and dropped), bytes that are not UTF-8 become U+FFFD, and on a terminal
``input()`` gives a prompt and line editing (the standard ``readline``, where it can be imported).
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import threading
from collections.abc import Iterator
from typing import Any, TextIO, cast

from domino_solitaire.play.pregame import Answer, Question
from domino_solitaire.textfold import carries, fold, wants_ascii
from domino_solitaire.textmode.events import Channel, question_fields
from domino_solitaire.wording.screens import answer_words

#: The most characters read of one input line; the rest of a longer line is read and dropped.
MAX_LINE = 4096
#: Longer than any move or command (the longest turn, six pairs, is 47 characters).
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


#: Each question's answers and the key that gives each, as its prose and its object name them.
QUESTION_KEYS: dict[Question, dict[Answer, str]] = {
    Question.RESUME: {Answer.RESUME: "r", Answer.GIVE_UP: "g"},
    Question.ELSEWHERE: {Answer.NEW_DEAL: "n", Answer.LOOK: "l"},
    Question.NEW_DEAL: {Answer.NEW_DEAL: "y", Answer.KEEP: "n"},
}
#: Words that end the text mode wherever they are typed.
QUIT_WORDS = frozenset({"q", "quit", "exit"})


def tidy(text: str) -> str:
    """A line as the engine's notation and the command words read it: lower case, one space between
    words, none around ``+``, ``>`` or ``-`` nor between a letter and its number (``A1 + B1`` is
    ``a1+b1``, ``X 3`` is ``x3``). The notation itself stays the engine's."""
    text = " ".join(text.lower().split())
    text = re.sub(r" ?([+>-]) ?", r"\1", text)
    return re.sub(r"\b([a-z]) (\d)", r"\1\2", text)


def read_answer(text: str, question: Question) -> Answer | None:
    """The answer ``text`` gives to ``question``: its key or its word (``give-up``, ``give up``),
    and for a yes-or-no question yes or no; None when it is none of them."""
    word = tidy(text).replace(" ", "-")
    for answer, key in QUESTION_KEYS[question].items():
        if word in (key, answer.value):
            return answer
    if question is Question.NEW_DEAL:
        # y and n, and the player's language's own (o ou n, д или н).
        if word in answer_words(True):
            return Answer.NEW_DEAL
        if word in answer_words(False):
            return Answer.KEEP
    return None


def ask(channel: Channel, reader: LineReader, prose: str, question: Question, again: str) -> Answer | None:
    """Ask ``question`` (``prose`` for people; its object for programs, the answer closed there)
    until it is answered; any other line gets ``again`` and the question once more. None at the end
    of the input or on quit."""
    say = channel.say
    say(prose)
    channel.emit("question", **question_fields(question, QUESTION_KEYS[question]))
    channel.done("question")
    while True:
        read = reader.read()
        if read is None:
            return None
        word = tidy(read[0][:MAX_WORD])
        if word in QUIT_WORDS:
            return None
        answer = read_answer(word, question)
        if answer is not None:
            return answer
        say(again)
        say(prose)
        channel.emit("refusal", action="answer", reason="not-an-answer", code="not-an-answer", data={})
        channel.emit("question", **question_fields(question, QUESTION_KEYS[question]))
        channel.done("question")


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
    (the rules' "×" as "x"), never a "?" in its place; a Latin-1 output keeps what it can carry
    (French accents and « »). ``scripted``: the input is no terminal.
    """
    import sys

    for stream in (sys.stdin, sys.stdout):
        with contextlib.suppress(AttributeError, ValueError, OSError):
            stream.reconfigure(errors="replace")  # type: ignore[union-attr]
    terminal = _is_tty(sys.stdin) and _is_tty(sys.stdout)
    stdout: TextIO = sys.stdout
    encoding = getattr(stdout, "encoding", None)
    if ascii or wants_ascii(os.environ, encoding):
        narrow = not ascii and encoding is not None and not carries(encoding)
        # A C locale with Python's UTF-8 stream still folds to ASCII: the terminal is the C one.
        stdout = cast("TextIO", FoldedOutput(stdout, encoding if narrow and encoding else "ascii"))
    # Input that is no terminal is a script's (a pipe, a file): its games set no record.
    return {"stdin": sys.stdin, "stdout": stdout, "terminal": terminal, "scripted": not _is_tty(sys.stdin)}


class FoldedOutput(io.TextIOBase):
    """An output that writes each character ``encoding`` cannot carry as ``textfold.fold`` does."""

    def __init__(self, stream: TextIO, encoding: str = "ascii") -> None:
        super().__init__()
        self.stream = stream
        self.target = encoding

    def write(self, text: str) -> int:
        return self.stream.write(fold(text, self.target))

    def flush(self) -> None:
        self.stream.flush()

    def isatty(self) -> bool:
        return _is_tty(self.stream)


def _is_tty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False
