"""Puzzles in the text mode (``puzzle --text``): the position, the question, the answers, line by line.

It speaks as the game's text mode does and reuses its parts (textmode/game.py, textmode/lines.py): the
spoken layout, the legal moves, the command words and the bounded line reader; in sentences
(``--text``), or in JSON objects (``--jsonl``: ``puzzle``, and at the end ``end``, ``rating`` and
``streak``, docs/jsonl.md).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import datetime, timezone
from typing import TYPE_CHECKING, TextIO

from domino_solitaire.engine import Move, SolitaireError
from domino_solitaire.play import Refusal, change_of
from domino_solitaire.puzzles.attempt import Attempting, Outcome
from domino_solitaire.textmode.events import (
    channel_for,
    layout_fields,
    legal_words,
    move_fields,
    refusal_fields,
)
from domino_solitaire.textmode.game import COMMANDS, PART, too_long_fields
from domino_solitaire.textmode.lines import MAX_WORD, LineReader
from domino_solitaire.wording.errors import error_text
from domino_solitaire.wording.moves import change_text
from domino_solitaire.wording.puzzles import (
    daily_title,
    hint_given_text,
    puzzle_difficulty_text,
    puzzle_help_text,
    puzzle_title,
    rated_lines,
    solved_after_hint_text,
    solved_text,
    task_text,
    wrong_shown_text,
    wrong_text,
)
from domino_solitaire.wording.text import notation_of, typed_move
from domino_solitaire.wording.textmode import (
    legal_moves_text,
    not_understood_text,
    refused_move_text,
    spoken_layout,
    spoken_part,
    too_long_text,
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
        jsonl: bool = False,
    ) -> None:
        self.attempting = attempting
        self.store = store
        self.reader = reader
        self.out = out
        #: Sentences for people (--text), or JSON objects for programs (--jsonl).
        self.channel = channel_for(out, jsonl)
        self.clock = clock
        self.started_at = datetime.now(timezone.utc)
        self.started = clock()

    def say(self, text: str) -> None:
        self.channel.say(text)

    def run(self) -> int:
        """Ask until the puzzle is over, ``quit`` or the end of the input (then nothing is kept)."""
        puzzle = self.attempting.puzzle
        if self.attempting.daily is not None:
            self.say(daily_title(self.attempting.daily))
        self.say(f"{puzzle_title(puzzle)}. {puzzle_difficulty_text(puzzle.rating)}")
        self.channel.emit(
            "puzzle",
            game=puzzle.game,
            number=puzzle.number,
            rating=puzzle.rating,
            moves=len(puzzle.line),
            daily=self.attempting.daily,
        )
        self.ask(first=True)
        self.channel.done("start")
        while not self.attempting.over:
            read = self.reader.read()
            if read is None:
                break
            line, cut = read
            command = self.answer(line.strip(), cut)
            if command == "quit":
                break
            self.channel.done(command)
        if not self.attempting.over:  # quit, or the end of the input, before the end
            if self.attempting.hinted:
                # The hint made it a failure already: leaving does not take it back.
                self.finish()
            self.channel.emit("quit", saved=False)
            self.channel.done("quit")
        return 0

    def ask(self, first: bool) -> None:
        self.say(task_text(self.attempting.puzzle, first))
        self.look()

    def look(self) -> None:
        position = self.attempting.position
        for line in spoken_layout(position):
            self.say(line)
        self.say(legal_moves_text(legal_words(position, typed_move)))
        self.channel.emit("layout", **layout_fields(position))
        self.channel.emit("moves", moves=legal_words(position))

    def answer(self, text: str, cut: bool = False) -> str:
        """Answer one line; what it was: a command's name, ``move``, ``empty`` or ``too-long``
        (``quit`` ends the attempt)."""
        if cut or len(text) > MAX_WORD:
            self.say(too_long_text())
            self.channel.emit("refusal", **too_long_fields())
            return "too-long"
        if not text:
            return "empty"
        command = COMMANDS.get(text.lower())
        if command == "quit":
            return command
        if command in ("look", "moves"):
            position = self.attempting.position
            if command == "look":
                self.look()
            else:
                self.say(legal_moves_text(legal_words(position, typed_move)))
                self.channel.emit("moves", moves=legal_words(position))
        elif command == "hint":
            move = self.attempting.hint()
            self.say(hint_given_text(move))
            self.channel.emit(
                "hint", move=str(move), outlook=None, undos=None, par=self.attempting.puzzle.par
            )
        elif command == "help" or command is not None:
            self.say(puzzle_help_text())
            self.channel.emit("commands", commands=list(PUZZLE_COMMANDS))
            return command or "help"
        elif (part := PART.match(text.lower())) is not None:
            number = None if part.group(1) is None else int(part.group(1))
            said = spoken_part(self.attempting.position, number)
            self.say(not_understood_text(text) if said is None else said)
            return "part"
        else:
            self.play(text)
            return "move"
        return command

    def play(self, text: str) -> None:
        attempting = self.attempting
        try:
            move = attempting.parse(notation_of(text, attempting.game.rules))
        except SolitaireError as exc:
            said = refused_move_text(error_text(exc)) if _move_like(text) else not_understood_text(text)
            self.say(said)
            self.channel.emit("refusal", **refusal_fields(Refusal.of_error(exc)))
            return
        before = attempting.position
        outcome = attempting.answer(move)
        if outcome is Outcome.WRONG:
            self.wrong(move)
            return
        after = attempting.position
        change = change_of(move, before, after)
        self.say(change_text(change))
        self.channel.emit("move", **move_fields(change), redo=False)
        if outcome is Outcome.SOLVED:
            # Found after a hint, the line is played out, but the rating counts a failure.
            self.say(solved_text() if attempting.solved else solved_after_hint_text())
            self.finish()
        else:
            self.ask(first=False)

    def wrong(self, move: Move) -> None:
        attempting = self.attempting
        self.say(wrong_shown_text(move))
        self.channel.emit("wrong", move=str(move), right=str(attempting.right))
        for line in wrong_text(attempting.refute(move), attempting.puzzle.winnable):
            self.say(line)
        self.finish()

    def finish(self) -> None:
        """Rate the attempt, keep it, and say the ratings' change and the streak."""
        from domino_solitaire.store.puzzles import rate_or_keep

        seconds = self.clock() - self.started
        rated = rate_or_keep(self.store, self.attempting, self.started_at, seconds)
        for line in rated_lines(rated):
            self.say(line)
        before, after = round(rated.player_before.rating), round(rated.player_after.rating)
        result = "solved" if self.attempting.solved else "failed"
        self.channel.emit("end", result=result, hints=int(self.attempting.hinted))
        self.channel.emit("rating", before=before, after=after, change=after - before)
        self.channel.emit("streak", count=rated.streak)


#: The commands a puzzle answers (any other command word gets the help).
PUZZLE_COMMANDS = ("look", "moves", "hint", "help", "quit")


def _move_like(text: str) -> bool:
    """Whether ``text`` was meant as a move (then the rules' reason is the answer), in any game."""
    first = text[:1].lower()
    return first.isdigit() or first in ("x", "r") or "+" in text
