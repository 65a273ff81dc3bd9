"""The text mode (``play GAME --text``, ``daily --text``, ``resume --text``): a game line by line.

For screen readers, scripts and bots: the game and its layout as plain lines, a move typed in the
notation of docs/notation.md, and a few command words (docs/notation.md, "The text mode"), which
with the ``moves:`` line are a stable protocol; everything else is prose for people, from
``wording``. Standard input is read a bounded line at a time; on a terminal with a prompt and
line editing (the standard ``readline`` where there is one), through a pipe without a prompt.

The game in play goes through a ``PlaySession``, which owns the rules of its record (time, hints,
result, whether it may set a record) and saves it through the recorder; this module only reads
lines, passes them on and says what happened. The solver answers ``hint`` and ``status`` at
once (it is quick on every game); the deal's grade is worked out in a background thread and
handed to the session between lines, on this thread.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, TextIO

from domino_solitaire.cli.common import CliError
from domino_solitaire.cli.text_challenge import challenge_of, compared_text
from domino_solitaire.cli.text_input import (
    MAX_WORD,
    NEW_OR_QUIT,
    RESUME_ANSWERS,
    YES_NO,
    LineReader,
    ask,
    leaving_on_signals,
)
from domino_solitaire.engine import (
    Game,
    GameKind,
    GoodNeighborsPosition,
    Move,
    Position,
    Setup,
    SolitaireError,
    Status,
    Turn,
)
from domino_solitaire.i18n import _, current
from domino_solitaire.play import DealChoice, Origin, PlaySession, find_deal, searching_text
from domino_solitaire.play.advice import verdict_of
from domino_solitaire.solver.budget import DEFAULT_LIMIT_SECONDS
from domino_solitaire.solver.verdict import THINKING, Verdict
from domino_solitaire.wording import (
    GIVE_UP_QUESTION,
    NEW_KEPT_TEXT,
    NEW_OR_QUIT_QUESTION,
    NO_REDO_TEXT,
    RESTART_TEXT,
    RESUME_ANSWER_TEXT,
    TOO_LONG_TEXT,
    change_summary,
    clock_text,
    game_over_lines,
    held_elsewhere_text,
    not_understood_text,
    par_text,
    played_text,
    printable,
    refused_move_text,
    resume_question,
    review_text,
    spoken_layout,
    text_game_over_end,
    text_header_lines,
    text_help,
    text_hint,
    text_intro,
    text_quit,
    text_status,
    text_verdict_shown,
    took_back_text,
)

if TYPE_CHECKING:
    from datetime import date

    from domino_solitaire.engine.challenge import Claim
    from domino_solitaire.recorder import GameRecorder
    from domino_solitaire.store import GameInfo

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
    "quit": ("quit", "q", "exit"),
}
COMMANDS = {word: command for command, words in _WORDS.items() for word in words}


class _Grader:
    """The deal's difficulty grade, worked out in a background thread (it may take a moment)."""

    def __init__(self, setup: Setup) -> None:
        self.setup = setup
        self.grade: str | None = None
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="domino-solitaire-grade", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        from domino_solitaire.solver import grade

        # Not decided within the solver's limit (or stopped): the game has no grade.
        with contextlib.suppress(SolitaireError):
            self.grade = str(grade(self.setup, should_stop=self._stop.is_set))

    def take(self, wait: float = 0.0) -> str | None:
        """The grade once found (then once only); None while it is looked for (``wait``: for at
        most so many seconds)."""
        if wait:
            self._thread.join(wait)
        if self._thread.is_alive():
            return None
        found, self.grade = self.grade, None
        return found

    def stop(self) -> None:
        self._stop.set()


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
        self._grader: _Grader | None = None
        #: The game as it was when the verdict was worked out, and that verdict.
        self._asked: tuple[Game, int, Position] | None = None
        self._commands: dict[str, Callable[[], None]] = {
            "look": self.look,
            "moves": self.do_moves,
            "hint": self.do_hint,
            "undo": self.do_undo,
            "redo": self.do_redo,
            "restart": self.do_restart,
            "new": self.do_new,
            "status": self.do_status,
            "verdict": self.do_verdict,
            "rules": self.do_rules,
            "help": self.do_help,
            "challenge": self.do_challenge,
        }

    def say(self, text: str) -> None:
        self.out.write(text + "\n")
        self.out.flush()

    @property
    def time(self) -> str:
        return clock_text(self.session.state.elapsed)

    # -- the loop --------------------------------------------------------------------------------------

    def run(self) -> int:
        """Play until ``quit`` or the end of the input; the game is saved as it stands either way."""
        try:
            self.say(text_intro(self.session.state))
            self.look()
            self.session.resume("start")
            self._start_grading()
            while True:
                read = self.reader.read()
                if read is None:
                    break
                self.session.activity()
                self._collect_grade()
                line, cut = read
                if not self.answer(line, cut):
                    break
            self.say(text_quit(self.session.state, self.recorder.saving))
        finally:
            # The grade, usually found in a moment, is kept with the game (a pipe ends at once).
            self._collect_grade(wait=GRADE_WAIT_SECONDS)
            if self._grader is not None:
                self._grader.stop()
            # Quit, the end of the input, an interrupt or a closed pipe: the exact time is kept.
            self.session.close()
        return 0

    def answer(self, line: str, cut: bool = False) -> bool:
        """Answer one line of input; False when it was ``quit``."""
        text = line.strip()
        if cut or len(text) > MAX_WORD:
            self.say(_(TOO_LONG_TEXT))
            return True
        if not text:
            return True
        command = COMMANDS.get(text.lower())
        if command == "quit":
            return False
        if command is not None:
            self._commands[command]()
            return True
        self.play(text)
        return True

    # -- moves -----------------------------------------------------------------------------------------

    def play(self, text: str) -> None:
        session = self.session
        change = session.play(text)
        if change.refused is not None:
            if _looks_like_a_move(text, session.state.kind.game):
                self.say(refused_move_text(change.refused))
            else:
                self.say(not_understood_text(text))
            return
        self.said_move(change.move, change.before)

    def said_move(self, move: Move | None, before: Position | None, *, again: bool = False) -> None:
        after = self.session.game.position
        self._changed()
        if move is None or before is None:
            return
        state = self.session.state
        line = played_text(move, before, after, change_summary(before, after), again=again)
        self.say(f"{line} {text_status(state, self.time)}")
        if state.over:
            title, summary = game_over_lines(state, self.time)
            self.say(title)
            self.say(summary)
            if state.status is Status.LOST:
                self.review()
            if self.challenge is not None:
                self.say(compared_text(self.session, self.challenge))
            self.say(text_game_over_end(state))

    def review(self) -> None:
        """The solver's review of a lost game, as the game-over dialog gives it: the move that lost
        it and par; the deal's par is kept with the game."""
        from domino_solitaire.solver import review

        game = self.session.game
        try:
            found = review(game, self.limit_seconds)
        except SolitaireError:
            return  # the game over lines stand without a review
        parts = (review_text(game, found, self.limit_seconds), par_text(game, found))
        self.say(" ".join(part for part in parts if part))
        if found.deal_par is not None:
            self.session.annotate(par=found.deal_par)

    def _changed(self) -> None:
        # The verdict was about the position before: none is shown until it is worked out again.
        if self.session.verdict is not THINKING:
            self.session.set_verdict(THINKING)

    def do_moves(self) -> None:
        self.say(moves_line(self.session.game.position))

    # -- history ---------------------------------------------------------------------------------------

    def do_undo(self) -> None:
        change = self.session.undo()
        if change.refused is not None:
            self.say(change.refused)
            return
        self._changed()
        self.say(f"{took_back_text(change.move)} {text_status(self.session.state, self.time)}")

    def do_redo(self) -> None:
        change = self.session.redo()
        if change.refused is not None:
            self.say(_(NO_REDO_TEXT))
            return
        self.said_move(change.move, change.before, again=True)

    def do_restart(self) -> None:
        change = self.session.restart()
        if change.refused is not None:
            self.say(change.refused)
            return
        self._changed()
        self.say(f"{_(RESTART_TEXT)} {text_status(self.session.state, self.time)}")

    # -- the game as it stands -------------------------------------------------------------------------

    def look(self) -> None:
        state = self.session.state
        for line in text_header_lines(state, self.time):
            self.say(line)
        for line in spoken_layout(state.position):
            self.say(line)

    def do_status(self) -> None:
        session = self.session
        if session.show_verdict and not session.game.is_over:
            session.set_verdict(self.verdict())
        self.say(text_status(session.state, self.time))

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
        for line in text_help(self.session.game.rules.name):
            self.say(line)

    # -- the solver ------------------------------------------------------------------------------------

    def verdict(self) -> Verdict:
        """The solver's verdict on the game as it stands (worked out once per position reached)."""
        game = self.session.game
        asked = self._asked
        # Identity, not equality: the undos a verdict counts depend on the history, not the position.
        if (
            asked is not None
            and asked[0] is game
            and asked[1] == len(game.positions)
            and asked[2] is game.position
            and self.session.verdict.decided
        ):
            return self.session.verdict
        found = verdict_of(game, self.limit_seconds, lambda: False)
        self._asked = (game, len(game.positions), game.position)
        return found

    def do_hint(self) -> None:
        verdict = self.verdict()
        session = self.session
        session.set_verdict(verdict)
        session.hint_shown(verdict)
        self.say(text_hint(verdict, self.limit_seconds))

    # -- new deals -------------------------------------------------------------------------------------

    def do_new(self) -> None:
        session = self.session
        if session.state.in_progress:
            answer = ask(self.say, self.reader, _(GIVE_UP_QUESTION), YES_NO, _("Answer y or n."))
            if answer != "yes":
                self.say(_(NEW_KEPT_TEXT))
                return
        searching = searching_text(session.deals)
        if searching is not None:
            self.say(searching)
        try:
            setup = find_deal(session.state.kind, session.deals, self.new_seed())
        except SolitaireError as exc:
            self.say(_("No new deal: {problem}").format(problem=printable(exc)))
            return
        session.new_game(setup)
        self._asked = None
        self.say(text_intro(session.state))
        self.look()
        self._start_grading()

    # -- the deal's grade ------------------------------------------------------------------------------

    def _start_grading(self) -> None:
        if self._grader is not None:
            self._grader.stop()
            self._grader = None
        if self.grade and self.session.state.grade is None:
            self._grader = _Grader(self.session.game.setup)

    def _collect_grade(self, wait: float = 0.0) -> None:
        grader = self._grader
        if grader is None:
            return
        found = grader.take(wait)
        if found is not None and grader.setup is self.session.game.setup:
            self.session.annotate(grade=found)
            self._grader = None


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
        return [str(Turn.of(pair)) for pair in position.pairs()]
    return [str(move) for move in position.legal_moves()]


def moves_line(position: Position) -> str:
    """The answer to ``moves``: exactly one line, ``moves: `` and the moves, or ``moves: none``."""
    words = legal_words(position)
    return "moves: " + (", ".join(words) if words else "none")


def run_text(
    setup: Setup | None,
    *,
    data_dir: str | None = None,
    resume: GameInfo | None = None,
    winnable: bool = False,
    difficulty: str | None = None,
    daily: date | None = None,
    stdin: TextIO,
    stdout: TextIO,
    terminal: bool = False,
    clock: Callable[[], float] = time.monotonic,
    new_seed: Callable[[], int] | None = None,
    limit_seconds: float | None = DEFAULT_LIMIT_SECONDS,
    grade: bool = True,
    challenge: Claim | None = None,
) -> int:
    """Play ``setup`` (after offering to resume the unfinished game of its kind), or resume the stored
    game ``resume``, in the text mode; games are saved in ``data_dir``'s store. Returns 0."""
    from domino_solitaire.recorder import GameHeld, GameRecorder, stored_of

    if new_seed is None:
        from domino_solitaire.engine import random_seed

        new_seed = random_seed
    reader = LineReader(stdin, terminal=terminal)

    def say(text: str) -> None:
        stdout.write(text + "\n")
        stdout.flush()

    recorder = GameRecorder.open(data_dir)
    try:
        if recorder.notice:
            say(_("Note: {notice}").format(notice=recorder.notice))
        settings = recorder.settings
        deals = DealChoice(
            winnable=(winnable or settings.winnable_only) and difficulty is None, difficulty=difficulty
        )
        origin = Origin.DAILY if daily is not None else Origin.NEW

        def session_of(
            chosen: Setup, *, game: Game | None = None, info: GameInfo | None = None
        ) -> PlaySession:
            return PlaySession(
                chosen,
                game=game,
                origin=origin if info is None else Origin.NEW,
                daily=daily if info is None else None,
                resumed=stored_of(info) if info is not None else None,
                deals=deals,
                show_verdict=settings.show_verdict,
                sink=recorder,
                clock=clock,
            )

        def resumed(info: GameInfo, otherwise: Setup | None) -> PlaySession | None:
            found = recorder.resume(info.id)
            if isinstance(found, tuple):
                game, stored = found
                return session_of(game.setup, game=game, info=stored)
            if isinstance(found, GameHeld):
                say(held_elsewhere_text(info))
            else:
                say(
                    _("Cannot resume game {number}: {problem}").format(
                        number=info.id, problem=printable(found)
                    )
                )
            if otherwise is not None:
                return session_of(otherwise)
            answer = ask(say, reader, _(NEW_OR_QUIT_QUESTION), NEW_OR_QUIT, _("Answer n or q."))
            if answer is None:
                return None
            kind = GameKind(info.game, info.size, info.variant)
            try:
                return session_of(find_deal(kind, deals, new_seed()))
            except SolitaireError as exc:
                raise CliError(str(exc)) from None

        session: PlaySession | None
        if resume is not None:
            session = resumed(resume, None)
        else:
            assert setup is not None
            info = recorder.unfinished(setup.game, setup.size, setup.variant)
            if info is None:
                session = session_of(setup)
            elif recorder.held_elsewhere(info):
                say(held_elsewhere_text(info))
                session = session_of(setup)
            else:
                answer = ask(say, reader, resume_question(info), RESUME_ANSWERS, _(RESUME_ANSWER_TEXT))
                if answer is None:
                    return 0  # nothing changed: the unfinished game stays as it was
                if answer == "resume":
                    session = resumed(info, setup)
                else:
                    problem = recorder.give_up(info.id)
                    if problem is not None:
                        say(printable(problem))
                    session = session_of(setup)
        if session is None:
            return 0
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
    resume: GameInfo | None = None,
    daily: date | None = None,
    challenge: Claim | None = None,
) -> int:
    """``--text`` on play, daily, resume and accept: the text mode on standard input and output."""
    from domino_solitaire.cli.text_input import standard_streams

    return run_text(
        setup,
        data_dir=args.data_dir,
        resume=resume,
        winnable=getattr(args, "winnable", False),
        difficulty=getattr(args, "difficulty", None),
        daily=daily,
        challenge=challenge,
        **standard_streams(ascii=getattr(args, "ascii", False)),
    )


def announce_search(args: argparse.Namespace) -> Callable[[], None]:
    """What says, on standard error (standard output is the game's), that --winnable or
    --difficulty is looking for the deal."""

    def announce() -> None:
        saying = searching_text(DealChoice(args.winnable, args.difficulty))
        if saying is not None:
            print(saying, file=sys.stderr, flush=True)

    return announce
