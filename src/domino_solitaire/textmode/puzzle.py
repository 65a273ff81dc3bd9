"""Puzzles in the text mode (``puzzle --text``): the position, the question, the answers, line by line.

It speaks as the game's text mode does and reuses its parts (textmode/game.py, textmode/lines.py): the
spoken layout, the ``moves:`` line, the command words and the bounded line reader. Its own
protocol lines, never translated: ``puzzle: GAME N``, ``moves: ...``, and at the end ``result:
solved`` or ``result: failed`` and ``rating: BEFORE AFTER`` (the player's puzzle rating).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import datetime, timezone
from typing import TYPE_CHECKING, TextIO

from domino_solitaire.engine import Move, SolitaireError
from domino_solitaire.i18n import _
from domino_solitaire.play import change_of
from domino_solitaire.puzzles.attempt import Attempting, Outcome
from domino_solitaire.textmode.game import COMMANDS, PART, moves_line
from domino_solitaire.textmode.lines import MAX_WORD, LineReader
from domino_solitaire.wording import (
    TOO_LONG_TEXT,
    change_text,
    not_understood_text,
    notation_of,
    refused_move_text,
    spoken_layout,
    spoken_part,
)
from domino_solitaire.wording.puzzles import (
    daily_title,
    hint_given_text,
    puzzle_help_text,
    puzzle_rated_text,
    puzzle_title,
    rating_change_text,
    solved_text,
    streak_text,
    task_text,
    wrong_shown_text,
    wrong_text,
)

if TYPE_CHECKING:
    from domino_solitaire.store import GameStore


class PuzzleText:
    """One puzzle tried in the text mode; the attempt is rated and kept in ``store`` when it ends."""

    def __init__(
        self,
        attempting: Attempting,
        store: GameStore | None,
        reader: LineReader,
        out: TextIO,
        *,
        clock: Callable[[], float] = time.monotonic,
        warn: Callable[[str], None] | None = None,
    ) -> None:
        self.attempting = attempting
        self.store = store
        self.reader = reader
        self.out = out
        self.clock = clock
        self.warn = warn or self.say
        self.started_at = datetime.now(timezone.utc)
        self.started = clock()

    def say(self, text: str) -> None:
        self.out.write(text + "\n")
        self.out.flush()

    def run(self) -> int:
        """Ask until the puzzle is over, ``quit`` or the end of the input (then nothing is kept)."""
        puzzle = self.attempting.puzzle
        if self.attempting.daily is not None:
            self.say(daily_title(self.attempting.daily))
        self.say(f"{puzzle_title(puzzle)}. {puzzle_rated_text(puzzle.rating)}")
        self.say(f"puzzle: {puzzle.game} {puzzle.number}")
        self.ask(first=True)
        while not self.attempting.over:
            read = self.reader.read()
            if read is None:
                break
            line, cut = read
            if not self.answer(line.strip(), cut):
                break
        return 0

    def ask(self, first: bool) -> None:
        self.say(task_text(self.attempting.puzzle, first))
        self.look()

    def look(self) -> None:
        for line in spoken_layout(self.attempting.position):
            self.say(line)
        self.say(moves_line(self.attempting.position))

    def answer(self, text: str, cut: bool = False) -> bool:
        """Answer one line; False when it was ``quit``."""
        if cut or len(text) > MAX_WORD:
            self.say(_(TOO_LONG_TEXT))
            return True
        if not text:
            return True
        command = COMMANDS.get(text.lower())
        if command == "quit":
            return False
        if command in ("look", "moves"):
            self.look() if command == "look" else self.say(moves_line(self.attempting.position))
        elif command == "hint":
            self.say(hint_given_text(self.attempting.hint()))
        elif command == "help" or command is not None:
            self.say(puzzle_help_text())
        elif (part := PART.match(text.lower())) is not None:
            number = None if part.group(1) is None else int(part.group(1))
            said = spoken_part(self.attempting.position, number)
            self.say(not_understood_text(text) if said is None else said)
        else:
            self.play(text)
        return True

    def play(self, text: str) -> None:
        attempting = self.attempting
        try:
            move = attempting.parse(notation_of(text, attempting.game.rules))
        except SolitaireError as exc:
            said = refused_move_text(str(exc)) if _move_like(text) else not_understood_text(text)
            self.say(said)
            return
        before = attempting.position
        outcome = attempting.answer(move)
        if outcome is Outcome.WRONG:
            self.wrong(move)
            return
        after = attempting.position
        self.say(change_text(change_of(move, before, after)))
        if outcome is Outcome.SOLVED:
            self.say(solved_text())
            self.finish()
        else:
            self.ask(first=False)

    def wrong(self, move: Move) -> None:
        attempting = self.attempting
        self.say(wrong_shown_text(move))
        for line in wrong_text(attempting.refute(move), attempting.puzzle.winnable):
            self.say(line)
        self.finish()

    def finish(self) -> None:
        """Rate the attempt, keep it, and say the ratings' change and the streak."""
        from domino_solitaire.store import StoreError
        from domino_solitaire.store.puzzles import rate

        seconds = self.clock() - self.started
        try:
            rated = rate(self.store, self.attempting, self.started_at, seconds)
        except StoreError as exc:
            self.warn(str(exc))
            rated = rate(None, self.attempting, self.started_at, seconds)
        self.say(rating_change_text(rated.player_before.rating, rated.player_after.rating))
        if rated.streak:
            self.say(streak_text(rated.streak))
        self.say("result: " + ("solved" if self.attempting.solved else "failed"))
        self.say(f"rating: {round(rated.player_before.rating)} {round(rated.player_after.rating)}")


def _move_like(text: str) -> bool:
    """Whether ``text`` was meant as a move (then the rules' reason is the answer), in any game."""
    first = text[:1].lower()
    return first.isdigit() or first in ("x", "r") or "+" in text
