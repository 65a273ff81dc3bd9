"""The text mode (``play GAME --text``, ``daily --text``, ``resume --text``): a game line by line.

For screen readers, scripts and bots: the game and its layout as plain lines, a move typed in the
notation of docs/notation.md, and a few command words (docs/notation.md, "The text mode"), which
with the ``moves:``, ``question:`` and ``status:`` lines are a stable protocol; everything else is
prose for people, from ``wording``. Standard input is read a bounded line at a time; on a
terminal with a prompt and line editing (the standard ``readline`` where there is one), through
a pipe without a prompt.

The game in play goes through a ``PlaySession``, which owns the rules of its record (time, hints,
result, whether it may set a record) and saves it through the recorder; the questions before
play are ``play.opening``'s (asked here by ``textmode.opening``), the solver's side of the game
``play.advisor``'s, the same the game screen uses. This module only reads lines, passes them on
and says what happened. The advisor answers ``hint`` and ``status`` at once (inline: the solver
is quick on every game); the deal's grade is worked out in a thread (``ThreadExecutor``) and
handed to the session between lines, on this thread.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, TextIO

from domino_solitaire.engine import GoodNeighborsPosition, Move, Position, SolitaireError, Status, Tile, Turn
from domino_solitaire.i18n import _, current
from domino_solitaire.play import (
    Change,
    DealChoice,
    PlaySession,
    PlayState,
    Result,
    find_deal,
)
from domino_solitaire.play.advisor import GRADE_GROUP, Advisor, Note, NoteKind
from domino_solitaire.play.executors import ThreadExecutor
from domino_solitaire.play.opening import Answer, Question
from domino_solitaire.solver.budget import DEFAULT_LIMIT_SECONDS
from domino_solitaire.textmode.challenge import challenge_of, compared_text
from domino_solitaire.textmode.lines import MAX_WORD, QUIT_WORDS, LineReader, ask, leaving_on_signals, tidy
from domino_solitaire.wording import (
    NEW_KEPT_TEXT,
    NO_REDO_TEXT,
    RESTART_TEXT,
    TOO_LONG_TEXT,
    advice_text,
    change_text,
    deal_search_text,
    drawn_text,
    game_over_lines,
    not_understood_text,
    notation_of,
    par_text,
    refusal_text,
    refused_move_text,
    review_text,
    spoken_clock,
    spoken_layout,
    spoken_part,
    text_after_move,
    text_game_line,
    text_game_over_end,
    text_help,
    text_hint,
    text_intro,
    text_question,
    text_quit,
    text_status,
    text_verdict_shown,
    took_back_text,
    typed_move,
)

if TYPE_CHECKING:
    from datetime import date

    from domino_solitaire.engine import Game, Setup
    from domino_solitaire.engine.challenge import Claim
    from domino_solitaire.recorder import GameRecorder
    from domino_solitaire.records import GameRecord
    from domino_solitaire.solver import Review

#: How long the end of the text mode waits for the deal's grade still being worked out.
GRADE_WAIT_SECONDS = 1.0

#: The command words (the protocol) and their short forms (the game screen's keys where it has one).
_WORDS = {
    "look": ("look", "l"),
    "moves": ("moves", "m"),
    "hint": ("hint", "w"),
    "undo": ("undo", "u"),
    "redo": ("redo", "y"),
    "restart": ("restart", "r"),
    "new": ("new", "n"),
    "status": ("status", "s"),
    "verdict": ("verdict", "v"),
    "rules": ("rules", "i"),
    "help": ("help", "?"),
    "challenge": ("challenge",),
    "drawn": ("drawn",),
    "quit": tuple(QUIT_WORDS),
}
COMMANDS = {word: command for command, words in _WORDS.items() for word in words}
#: A part of the layout asked for in full: ``row 2``, ``column 3``, ``row`` (Castle Rock's whole row).
PART = re.compile(r"^(?:row|column) ?(\d{1,4})?$")


def status_line(state: PlayState) -> str:
    """The protocol's state line, the same in every language (docs/notation.md, "The text mode"):
    ``status: WORD moves=N left=N removed=N stock=N time=SECONDS hints=N``."""
    position = state.position
    fields = {
        "moves": state.moves,
        "left": position.tiles_left(),
        "removed": len(position.discarded),
        "stock": len(position.stock),
        "time": int(state.elapsed),
        "hints": state.hints,
    }
    return f"status: {state.status.value} " + " ".join(f"{key}={value}" for key, value in fields.items())


class _TextView:
    """The advisor's view in the text mode: what it tells is a line; nothing to highlight, no timers."""

    def __init__(self, game: TextGame) -> None:
        self.game = game

    def told(self, note: Note) -> None:
        limit = self.game.limit_seconds
        if note.kind is NoteKind.HINT and note.verdict is not None:
            self.game.say(text_hint(note.verdict, limit))
        else:
            self.game.say(advice_text(note, self.game.session.game, limit, undo_key=""))

    def show_hint(self, move: Move | None) -> None:
        return None

    def play_for_player(self, move: Move) -> bool:
        return self.game.session.play(move, autoplay=True).done

    def apply_move(self, move: Move) -> bool:
        return self.game.session.play(move).done

    def autoplay_changed(self) -> None:
        return None

    def covered(self) -> bool:
        return False

    def log_error(self, text: str) -> None:
        return None  # the answer says the solver could not tell; no log to write it to


class TextGame:
    """One text-mode run: the session's game, read line by line from ``reader``, said on ``out``."""

    def __init__(
        self,
        session: PlaySession,
        recorder: GameRecorder,
        reader: LineReader,
        out: TextIO,
        *,
        new_seed: Callable[[], int],
        limit_seconds: float | None = DEFAULT_LIMIT_SECONDS,
        grade: bool = True,
        challenge: Claim | None = None,
    ) -> None:
        self.session = session
        #: The challenge accepted, compared with this game at its end.
        self.challenge = challenge
        self.recorder = recorder
        self.reader = reader
        self.out = out
        self.new_seed = new_seed
        self.limit_seconds = limit_seconds
        self.grade = grade
        self.executor = ThreadExecutor({GRADE_GROUP})
        self.advisor = self._advisor()
        #: The game whose win was said: a redo back into it says the move, not the win again.
        self._won_said: Game | None = None
        self._commands: dict[str, Callable[[], None]] = {
            "look": self.look,
            "moves": self.do_moves,
            "hint": self.advisor.hint,
            "undo": self.do_undo,
            "redo": self.do_redo,
            "restart": self.do_restart,
            "new": self.do_new,
            "status": self.do_status,
            "verdict": self.do_verdict,
            "rules": self.do_rules,
            "help": self.do_help,
            "challenge": self.do_challenge,
            "drawn": self.do_drawn,
        }
        #: The tiles the last move drew (``drawn`` says them); none after undo, restart or new.
        self.drawn: tuple[Tile, ...] = ()

    def _advisor(self) -> Advisor:
        # Inline and at once: no "thinking" notice, no pause before a search.
        return Advisor(
            self.session,
            _TextView(self),
            self.executor,
            limit_seconds=self.limit_seconds,
            thinking_delay=0.0,
            debounce_seconds=0.0,
        )

    def say(self, text: str) -> None:
        self.out.write(text + "\n")
        self.out.flush()

    @property
    def time(self) -> str:
        return spoken_clock(self.session.state.elapsed)

    # -- the loop --------------------------------------------------------------------------------------

    def run(self) -> int:
        """Play until ``quit`` or the end of the input; the game is saved as it stands either way."""
        try:
            self.opening()
            self.session.resume("start")
            while True:
                read = self.reader.read()
                if read is None:
                    break
                self.session.activity()
                self.executor.pump()
                line, cut = read
                if not self.answer(line, cut):
                    break
            self.say(text_quit(self.session.state, self.recorder.saving))
        finally:
            # The grade, usually found in a moment, is kept with a game played (a pipe ends at once).
            self.executor.pump(wait=GRADE_WAIT_SECONDS if self.session.game.moves else 0.0)
            self.executor.close()
            # Quit, the end of the input, an interrupt or a closed pipe: the exact time is kept.
            self.session.close()
        return 0

    def opening(self) -> None:
        """What a game begins with: the intro, the game and its status, the layout; the grade is
        looked for meanwhile."""
        self.say(text_intro(self.session.state))
        self.tell_status()
        self.look()
        if self.grade and self.session.state.grade is None:
            self.advisor.grade_deal()

    def answer(self, line: str, cut: bool = False) -> bool:
        """Answer one line of input; False when it was ``quit``."""
        text = tidy(line)
        if cut or len(text) > MAX_WORD:
            self.say(_(TOO_LONG_TEXT))
            return True
        if not text:
            return True
        command = COMMANDS.get(text)
        if command == "quit":
            return False
        if command is not None:
            self._commands[command]()
            return True
        part = PART.match(text)
        if part is not None:
            self.say_part(text, None if part.group(1) is None else int(part.group(1)))
            return True
        self.play(text, line.strip())
        return True

    # -- moves -----------------------------------------------------------------------------------------

    def play(self, text: str, typed: str) -> None:
        session = self.session
        text = notation_of(text, session.game.rules)
        change = session.play(text)
        if change.refused is not None:
            if _looks_like_a_move(text, session.state.kind.game):
                self.say(refused_move_text(refusal_text(change.refused)))
            else:
                self.say(not_understood_text(typed))
            return
        self.said_move(change)

    def said_move(self, change: Change, *, again: bool = False) -> None:
        effect = change.effect
        if effect is None:
            return
        self.drawn = effect.drawn
        # What the move changed, said in 15 s or less; the game's end has lines of its own.
        state = self.session.state
        self.say(change_text(effect, again=again, end=not state.over))
        if state.over:
            self.said_end()

    def said_end(self) -> None:
        """The game's end, said once for a win (a redo back into it says only the move and the
        state), then the state line."""
        state = self.session.state
        game = self.session.game
        if not (state.status is Result.WON and self._won_said is game):
            # Heard with the move in 15 s or less: what can be done next is help's.
            title, summary = game_over_lines(state, self.time, spoken_clock, spoken=True)
            self.say(title)
            if summary:
                self.say(summary)
            if state.status is Result.LOST:
                self.advisor.review_game(self.reviewed)
            if self.challenge is not None:
                self.say(compared_text(self.session, self.challenge))
            if state.status is Result.WON:
                self._won_said = game
        self.say(status_line(self.session.state))

    def reviewed(self, game: Game, found: Review | None) -> None:
        """The solver's review of a lost game, as the game-over dialog gives it: the move that lost
        it and par (kept with the game by the advisor)."""
        if found is None:
            return  # the game over lines stand without a review
        parts = (review_text(game, found, self.limit_seconds), par_text(game, found))
        self.say(" ".join(part for part in parts if part))

    def do_drawn(self) -> None:
        self.say(drawn_text(self.session.game.position, self.drawn))

    def say_part(self, text: str, number: int | None) -> None:
        said = spoken_part(self.session.game.position, number)
        self.say(not_understood_text(text) if said is None else said)

    def do_moves(self) -> None:
        self.say(moves_line(self.session.game.position))

    # -- history ---------------------------------------------------------------------------------------

    def do_undo(self) -> None:
        self.drawn = ()
        change = self.session.undo()
        if change.refused is not None:
            self.say(refusal_text(change.refused))
            return
        self.say(f"{took_back_text(change.move)} {text_after_move(self.session.state)}")

    def do_redo(self) -> None:
        change = self.session.redo()
        if change.refused is not None:
            self.say(_(NO_REDO_TEXT))
            return
        self.said_move(change, again=True)

    def do_restart(self) -> None:
        self.drawn = ()
        change = self.session.restart()
        if change.refused is not None:
            self.say(refusal_text(change.refused))
            return
        self.say(f"{_(RESTART_TEXT)} {text_after_move(self.session.state)}")

    # -- the game as it stands -------------------------------------------------------------------------

    def look(self) -> None:
        """The layout alone (the game and its status: ``status``)."""
        for line in spoken_layout(self.session.state.position):
            self.say(line)

    def tell_status(self) -> None:
        """The game line and its status, in words, then the protocol's state line."""
        state = self.session.state
        self.say(text_game_line(state))
        self.say(text_status(state, self.time))
        self.say(status_line(state))

    def do_status(self) -> None:
        session = self.session
        if session.show_verdict and not session.game.is_over:
            self.advisor.position_changed()  # worked out once per position reached
        self.tell_status()

    def do_verdict(self) -> None:
        shown = self.session.toggle_verdict()
        settings = self.recorder.settings
        self.recorder.save_settings(replace(settings, show_verdict=shown))
        self.say(text_verdict_shown(shown))

    def do_rules(self) -> None:
        from domino_solitaire.rulebook import plain_lines, rules_markdown

        # In the player's language (English for one the rules are not written in).
        for line in plain_lines(rules_markdown(self.session.game.rules.name, current())):
            self.say(line)

    def do_challenge(self) -> None:
        self.say(challenge_of(self.session))

    def do_help(self) -> None:
        state = self.session.state
        if state.over:
            self.say(text_game_over_end(state))  # what can be done next, first
        for line in text_help(self.session.game.rules.name):
            self.say(line)

    # -- new deals -------------------------------------------------------------------------------------

    def do_new(self) -> None:
        session = self.session
        if session.state.in_progress:
            question = Question.NEW_DEAL
            again = _("Answer y or n.")
            if (
                ask(self.say, self.reader, text_question(question, None), question, again)
                is not Answer.NEW_DEAL
            ):
                self.say(_(NEW_KEPT_TEXT))
                return
        searching = deal_search_text(session.deals)
        if searching is not None:
            self.say(searching)
        try:
            setup = find_deal(session.state.kind, session.deals, self.new_seed())
        except SolitaireError as exc:
            self.advisor.view.told(Note(NoteKind.NO_DEAL, error=exc))
            return
        self.advisor.shutdown()
        session.new_game(setup)
        self._won_said = None
        self.drawn = ()
        self.opening()


def _looks_like_a_move(text: str, game: str) -> bool:
    """Whether ``text`` was meant as a move (then the rules' reason is the answer), not as a word."""
    first = text[:1].lower()
    if game == "castle-rock":
        return first == "x"
    if game == "luzon":
        return first.isdigit() or first == "r"
    return "+" in text


def legal_words(position: Position) -> list[str]:
    """The legal moves as ``moves`` lists them: in notation, in the order docs/notation.md gives;
    for Good Neighbors each pair once, as a one-pair turn (a turn is any set of them, on one line)."""
    if isinstance(position, GoodNeighborsPosition):
        if position.status is not Status.PLAYING:
            return []
        return [typed_move(Turn.of(pair)) for pair in position.pairs()]
    return [typed_move(move) for move in position.legal_moves()]


def moves_line(position: Position) -> str:
    """The answer to ``moves``: exactly one line, ``moves: `` and the moves, or ``moves: none``."""
    words = legal_words(position)
    return "moves: " + (", ".join(words) if words else "none")


def run_text(
    setup: Setup | None,
    *,
    data_dir: str | None = None,
    resume: GameRecord | None = None,
    winnable: bool = False,
    difficulty: str | None = None,
    daily: date | None = None,
    ahead: tuple[Answer, ...] = (),
    stdin: TextIO,
    stdout: TextIO,
    terminal: bool = False,
    clock: Callable[[], float] = time.monotonic,
    new_seed: Callable[[], int] | None = None,
    limit_seconds: float | None = DEFAULT_LIMIT_SECONDS,
    grade: bool = True,
    challenge: Claim | None = None,
    tier: str | None = None,
) -> int:
    """Play ``setup`` (after the opening's questions: ``play.opening``), or resume the stored game
    ``resume``, in the text mode; games are saved in ``data_dir``'s store. ``ahead``: answers to
    the opening's question given ahead (``--resume``, ``--give-up``). Returns 0."""
    from domino_solitaire.recorder import GameRecorder
    from domino_solitaire.textmode.opening import Begin, open_session

    if new_seed is None:
        from domino_solitaire.engine import random_seed

        new_seed = random_seed
    reader = LineReader(stdin, terminal=terminal)
    recorder = GameRecorder.open(data_dir)
    try:
        begin = Begin(recorder, reader, stdout, clock, new_seed, winnable, difficulty, daily, ahead, tier)
        session = open_session(begin, setup, resume)
        if session is None:
            return 0  # nothing changed: the stored game stays as it was
        game = TextGame(
            session,
            recorder,
            reader,
            stdout,
            new_seed=new_seed,
            limit_seconds=limit_seconds,
            grade=grade,
            challenge=challenge,
        )
        with leaving_on_signals():
            return game.run()
    finally:
        recorder.close()


def run_command(
    setup: Setup | None,
    args: argparse.Namespace,
    *,
    resume: GameRecord | None = None,
    daily: date | None = None,
    challenge: Claim | None = None,
) -> int:
    """``--text`` on play, daily, resume and accept: the text mode on standard input and output."""
    from domino_solitaire.textmode.lines import standard_streams

    return run_text(
        setup,
        data_dir=args.data_dir,
        resume=resume,
        winnable=getattr(args, "winnable", False),
        difficulty=getattr(args, "difficulty", None),
        daily=daily,
        ahead=tuple(Answer(answer) for answer in [getattr(args, "ahead", None)] if answer),
        challenge=challenge,
        tier=getattr(args, "tier", None),
        **standard_streams(ascii=getattr(args, "ascii", False)),
    )


def announce_search(args: argparse.Namespace) -> Callable[[], None]:
    """What says, on standard error (standard output is the game's), that --winnable or
    --difficulty is looking for the deal."""

    def announce() -> None:
        saying = deal_search_text(DealChoice(args.winnable, args.difficulty))
        if saying is not None:
            print(saying, file=sys.stderr, flush=True)

    return announce
