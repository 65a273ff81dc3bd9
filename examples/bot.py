"""A small bot that plays a whole game through the ``--jsonl`` channel (docs/jsonl.md), as any
program may:

    python examples/bot.py luzon --seed 7 [--transcript]

It starts ``domino-solitaire play GAME --seed N --jsonl`` and reads one JSON object a line. Each
answer ends with a ``done`` object; then it is the bot's turn to send one line. Before the game
a ``question`` object may wait for its answer (an unfinished game, say): the bot sends its first
choice's key. After the opening and after each move the channel gives the ``state`` and the
legal ``moves``, so the bot plays the first legal move at once, until an ``end`` object says how
the game ended. It never reads a sentence and sends nothing to keep in step. It prints the
game's result (won or lost), and with ``--transcript`` the whole conversation (``>`` what it
sent, ``<`` what it read).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections.abc import Callable, Sequence
from typing import IO, Any


class Bot:
    """One game: the channel's process, and what was said each way."""

    def __init__(self, command: Sequence[str], log: Callable[[str], None] | None = None) -> None:
        self.process = subprocess.Popen(
            list(command), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, encoding="utf-8"
        )
        self.log = log or (lambda _line: None)
        #: The legal moves as last told, the result once the game has ended.
        self.moves: list[str] = []
        self.result: str | None = None

    def send(self, line: str) -> None:
        stdin = self.process.stdin
        assert stdin is not None
        self.log(f"> {line}")
        stdin.write(line + "\n")
        stdin.flush()

    def answer(self) -> list[dict[str, Any]]:
        """The objects of one answer, up to its ``done``; the moves and the result are noted."""
        stdout: IO[str] | None = self.process.stdout
        assert stdout is not None
        objects = []
        while True:
            line = stdout.readline()
            if not line:
                raise RuntimeError("the game ended before it answered")
            self.log(f"< {line.rstrip()}")
            found = json.loads(line)
            objects.append(found)
            if found["type"] == "moves":
                self.moves = found["moves"]
            elif found["type"] == "end":
                self.result = found["result"]
            elif found["type"] == "done":
                return objects

    def play(self) -> str:
        """Play to the end of the game; its result, won or lost (solved counts as won)."""
        objects = self.answer()
        while objects[-2]["type"] == "question":  # before the game: an unfinished one, say
            self.send(objects[-2]["choices"][0]["key"])
            objects = self.answer()
        while self.result is None and self.moves:
            self.send(self.moves[0])
            self.answer()
        self.send("quit")
        self.process.communicate(timeout=30)
        return "won" if self.result in ("won", "solved") else "lost"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="A bot that plays a game through --jsonl.")
    parser.add_argument("game")
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--set", dest="size", type=int, default=6)
    parser.add_argument("--transcript", action="store_true", help="print the whole conversation")
    parser.add_argument("--program", default="domino-solitaire", help="the command to run")
    args = parser.parse_args(argv)
    command = [*args.program.split(), "play", args.game, "--seed", str(args.seed), "--set", str(args.size)]
    bot = Bot([*command, "--jsonl"], print if args.transcript else None)
    print(bot.play())
    return 0


if __name__ == "__main__":
    sys.exit(main())
