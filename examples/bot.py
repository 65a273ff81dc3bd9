"""A small bot that plays a whole game through the text mode's protocol (docs/notation.md, "The
text mode"), as any program may:

    python examples/bot.py luzon --seed 7 [--transcript]

It starts ``domino-solitaire play GAME --seed N --text``, reads up to the first ``question:``
line (answered with its first answer's key) or ``status:`` line (the game has begun), then, one
request at a time, asks ``moves`` and plays the first move of the ``moves:`` line, until a
``status: won`` or ``status: lost`` line says the game is over. It reads only the protocol's
lines; every other line is prose for people, and is skipped. It prints the game's result (won
or lost), and with ``--transcript`` the whole conversation (``>`` what it sent, ``<`` what it
read).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from collections.abc import Callable, Sequence
from typing import IO

#: What ends a wait for the game to begin, and for the answer to a request.
BEGUN = ("question: ", "status: ")
ANSWERED = ("moves: ", "question: ")


def first_answer(line: str) -> str:
    """The key of a ``question:`` line's first answer: ``question: resume r, give-up g`` gives r."""
    return line.removeprefix("question: ").split(", ")[0].split(" ")[-1]


def moves_of(line: str) -> list[str]:
    """The moves of a ``moves:`` line (none for ``moves: none``)."""
    listed = line.removeprefix("moves: ")
    return [] if listed == "none" else listed.split(", ")


def status_word(line: str) -> str:
    """The state word of a ``status:`` line: playing, won, lost or solved."""
    return line.removeprefix("status: ").split(" ")[0]


class Bot:
    """One game: the text mode's process, and what was said each way."""

    def __init__(self, command: Sequence[str], log: Callable[[str], None] | None = None) -> None:
        self.process = subprocess.Popen(
            list(command), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, encoding="utf-8"
        )
        self.log = log or (lambda _line: None)
        self.result: str | None = None

    def send(self, line: str) -> None:
        stdin = self.process.stdin
        assert stdin is not None
        self.log(f"> {line}")
        stdin.write(line + "\n")
        stdin.flush()

    def read_until(self, ends: tuple[str, ...]) -> str:
        """Lines up to the next one that starts with one of ``ends``, which is returned; a
        ``status:`` line on the way records the result."""
        stdout: IO[str] | None = self.process.stdout
        assert stdout is not None
        while True:
            line = stdout.readline()
            if not line:
                raise RuntimeError("the game ended before it answered")
            line = line.rstrip("\n")
            self.log(f"< {line}")
            if line.startswith("status: ") and status_word(line) in ("won", "lost"):
                self.result = status_word(line)
            if line.startswith(ends):
                return line

    def play(self) -> str:
        """Play to the end of the game; its result, won or lost."""
        line = self.read_until(BEGUN)
        while line.startswith("question: "):  # before the game: an unfinished one, say
            self.send(first_answer(line))
            line = self.read_until(BEGUN)
        while True:
            self.send("moves")
            moves = moves_of(self.read_until(ANSWERED))
            if self.result is not None or not moves:
                break
            self.send(moves[0])
        self.send("quit")
        self.process.communicate(timeout=30)
        return self.result or "lost"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="A bot that plays a game through the text mode.")
    parser.add_argument("game")
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--set", dest="size", type=int, default=6)
    parser.add_argument("--transcript", action="store_true", help="print the whole conversation")
    parser.add_argument("--program", default="domino-solitaire", help="the command to run")
    args = parser.parse_args(argv)
    command = [*args.program.split(), "play", args.game, "--seed", str(args.seed), "--set", str(args.size)]
    bot = Bot([*command, "--text"], print if args.transcript else None)
    print(bot.play())
    return 0


if __name__ == "__main__":
    sys.exit(main())
