"""The text mode (``play GAME --text``, ``daily --text``, ``resume --text``): a game line by line.

A move typed in the notation of docs/notation.md, and a few command words (docs/notation.md, "The
text mode"), answered for people in sentences from ``wording`` (``--text``), or for programs in
JSON objects (``--jsonl``, docs/jsonl.md): each event is said to the channel both ways
(``textmode.events``), which keeps what its reader wants. Standard input is read a bounded line at
a time; on a terminal with a prompt and line editing (the standard ``readline`` where there is
one), through a pipe without a prompt.

The game in play goes through a ``PlaySession``, which owns the rules of its record (time, hints,
result, whether it may set a record) and saves it through the recorder; the questions before
play are ``play.pregame``'s (asked here by ``textmode.pregame``), the solver's side of the game
``play.advisor``'s, the same the game screen uses. This module only reads lines, passes them on
and says what happened. The advisor answers ``hint`` and ``status`` at once (inline: the solver
is quick on every game); the deal's grade is worked out in a thread (``ThreadExecutor``) and
handed to the session between lines, on this thread.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, TextIO

from domino_solitaire.engine import Move, Reading, SolitaireError, Tile, random_seed
from domino_solitaire.i18n import _, current
from domino_solitaire.play import (
    ActionOutcome,
    PlaySession,
    Result,
    find_deal,
)
from domino_solitaire.play.advisor import GRADE_GROUP, Advisor, Note, NoteKind
from domino_solitaire.play.executors import ThreadExecutor
from domino_solitaire.play.front import Wanted
from domino_solitaire.play.pregame import Answer, Question
from domino_solitaire.solver.budget import DEFAULT_LIMIT_SECONDS
from domino_solitaire.textmode.challenge import challenge_line_of, challenge_of, compared_text
from domino_solitaire.textmode.events import (
    channel_for,
    game_fields,
    layout_fields,
    legal_words,
    move_fields,
    note_event,
    refusal_fields,
    state_fields,
)
from domino_solitaire.textmode.lines import MAX_WORD, QUIT_WORDS, LineReader, ask, leaving_on_signals, tidy
from domino_solitaire.textmode.pregame import TextPregame, open_session, text_door
from domino_solitaire.wording.moves import change_text, deal_search_text, refusal_text
from domino_solitaire.wording.opening import answer_again_text, text_question
from domino_solitaire.wording.play import advice_text, game_over_lines, par_text, review_text
from domino_solitaire.wording.records import lost_text, saved_again_text, unsaved_text
from domino_solitaire.wording.text import notation_of, spoken_clock, typed_move
from domino_solitaire.wording.textmode import (
    drawn_text,
    legal_moves_text,
    new_kept_text,
    no_redo_text,
    not_understood_text,
    refused_move_text,
    restart_text,
    spoken_layout,
    spoken_part,
    text_after_move,
    text_game_line,
    text_game_over_end,
    text_help,
    text_hint,
    text_intro,
    text_quit,
    text_status,
    text_verdict_shown,
    too_long_text,
    took_back_text,
)

if TYPE_CHECKING:
    from datetime import date, datetime

    from domino_solitaire.engine import Game, Setup
    from domino_solitaire.engine.challenge import Claim
    from domino_solitaire.records import GameRecord
    from domino_solitaire.solver import Review
    from domino_solitaire.store.keeper import GameKeeper

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
#: A part of the layout asked for in full: ``row 2``, ``column 3``, ``row`` (a one-row layout whole).
PART = re.compile(r"^(?:row|column) ?(\d{1,4})?$")


class _TextView:
    """The advisor's view in the text mode: what it tells is a line; nothing to highlight, no timers."""

    def __init__(self, game: TextGame) -> None:
        self.game = game

    def told(self, note: Note) -> None:
        limit = self.game.limit_seconds
        kind, fields = note_event(note)
        self.game.channel.emit(kind, **fields)
        if note.kind is NoteKind.HINT and note.verdict is not None:
            self.game.say(text_hint(note.verdict, limit))
        else:
            self.game.say(advice_text(note, self.game.session.game, limit, undo_key=""))

    def show_hint(self, move: Move | None) -> None:
        return None

    def play_for_player(self, move: Move) -> bool:
        return self.game.session.play(move, autoplay=True).done

    def apply_move(self, move: Move) -> bool:
        return self.game.session.play(move, by_itself=True).done

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
        recorder: GameKeeper,
        reader: LineReader,
        out: TextIO,
        *,
        new_seed: Callable[[], int],
        limit_seconds: float | None = DEFAULT_LIMIT_SECONDS,
        grade: bool = True,
        challenge: Claim | None = None,
        jsonl: bool = False,
    ) -> None:
        self.session = session
        #: The challenge accepted, compared with this game at its end.
        self.challenge = challenge
        self.recorder = recorder
        self.reader = reader
        self.out = out
        #: Sentences for people (--text), or JSON objects for programs (--jsonl).
        self.channel = channel_for(out, jsonl)
        self.new_seed = new_seed
        self.limit_seconds = limit_seconds
        self.grade = grade
        self.executor = ThreadExecutor({GRADE_GROUP})
        self.advisor = self._advisor()
        #: The game whose win was said: a redo back into it says the move, not the win again.
        self._won_said: Game | None = None
        #: A save failed and was said; what the session played is not all written yet.
        self._unsaved_said = False
        self._closed = False
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
        self.channel.say(text)

    def emit(self, kind: str, /, **fields: object) -> None:
        self.channel.emit(kind, **fields)

    @property
    def time(self) -> str:
        return spoken_clock(self.session.state.elapsed)

    # -- the loop --------------------------------------------------------------------------------------

    def run(self) -> int:
        """Play until ``quit`` or the end of the input; the game is saved as it stands either way."""
        try:
            self.opening()
            self.channel.done("start")
            self.session.resume("start")
            while True:
                read = self.reader.read()
                if read is None:
                    break
                self.session.activity()
                self.executor.pump()
                line, cut = read
                command = self.answer(line, cut)
                if command == "quit":
                    break
                self.check_saving()
                self.channel.done(command)
            self.leave()
            self.channel.done("quit")
        finally:
            self.close()
        return 0

    def close(self) -> None:
        """Quit, the end of the input, an interrupt or a closed pipe: the exact time is kept."""
        if self._closed:
            return
        self._closed = True
        # The grade, usually found in a moment, is kept with a game played (a pipe ends at once).
        self.executor.pump(wait=GRADE_WAIT_SECONDS if self.session.game.moves else 0.0)
        self.executor.close()
        self.session.close()

    def leave(self) -> None:
        """The last lines: whether the game is saved, once the last writes are done (or failed)."""
        state, saving = self.session.state, self.recorder.saving
        self.close()
        self.recorder.close()
        lost = self.recorder.lost
        if lost is not None:
            self.say(lost_text(lost))
            self.say(_("Goodbye."))
        else:
            if self._unsaved_said:
                self.say(saved_again_text())
            self.say(text_quit(state, saving))
        self.emit("quit", saved=state.in_progress and lost is None)

    def check_saving(self) -> None:
        """Say at once that a save failed (the game is kept, and written when it can be), and once
        everything is written again."""
        problem = self.recorder.written() if self.recorder.saving else None
        if problem is not None and not self._unsaved_said:
            self.say(unsaved_text(problem))
        elif problem is None and self._unsaved_said:
            self.say(saved_again_text())
        self._unsaved_said = problem is not None

    def opening(self) -> None:
        """What a game begins with: the intro, the game and its status, the layout; the grade is
        looked for meanwhile."""
        self.say(text_intro(self.session.state))
        self.emit("game", **game_fields(self.session.state))
        self.tell_status()
        self.look()
        state = self.session.state
        self.emit("moves", moves=legal_words(state.position))
        if state.over:  # a deal with no move at all: over before it began
            self.emit("end", result=state.status.value, hints=state.hints)
        if self.grade and self.session.state.grade is None:
            self.advisor.grade_deal()

    def answer(self, line: str, cut: bool = False) -> str:
        """Answer one line of input; what it was: a command's name, ``move``, ``empty`` or
        ``too-long`` (``quit`` ends the game)."""
        text = tidy(line)
        if cut or len(text) > MAX_WORD:
            self.say(too_long_text())
            self.emit("refusal", **too_long_fields())
            return "too-long"
        if not text:
            return "empty"
        command = COMMANDS.get(text)
        if command == "quit":
            return command
        if command is not None:
            self._commands[command]()
            return command
        part = PART.match(text)
        if part is not None:
            self.say_part(text, None if part.group(1) is None else int(part.group(1)))
            return "part"
        self.play(text, line.strip())
        return "move"

    # -- moves -----------------------------------------------------------------------------------------

    def play(self, text: str, typed: str) -> None:
        session = self.session
        text = notation_of(text, session.game.rules)
        change = session.play(text)
        if change.refused is not None:
            self.emit("refusal", **refusal_fields(change.refused))
            if session.game.rules.reading(text) is not Reading.FOREIGN:
                self.say(refused_move_text(refusal_text(change.refused)))
            else:
                self.say(not_understood_text(typed))
            return
        self.said_move(change)

    def said_move(self, change: ActionOutcome, *, again: bool = False) -> None:
        effect = change.effect
        if effect is None:
            return
        self.drawn = effect.drawn
        # What the move changed, said in 15 s or less; the game's end has lines of its own.
        state = self.session.state
        self.say(change_text(effect, again=again, end=not state.over, solved=state.status is Result.SOLVED))
        self.emit("move", **move_fields(effect), redo=again)
        self.check_saving()
        if state.over:
            self.said_end()
        else:
            self.emitted_state()

    def emitted_state(self) -> None:
        """The state and the legal moves after a change, for programs."""
        self.emit("state", **state_fields(self.session.state))
        self.emit("moves", moves=legal_words(self.session.game.position))

    def said_end(self) -> None:
        """The game's end, said once for a win (a redo back into it says only the move and the
        state), then the state line."""
        state = self.session.state
        game = self.session.game
        if not (state.status is Result.WON and self._won_said is game):
            # Heard with the move in 15 s or less: what can be done next is help's.
            title, summary = game_over_lines(
                state, self.time, spoken_clock, spoken=True, unsaved=self._unsaved_said
            )
            self.say(title)
            if summary:
                self.say(summary)
            if state.status is Result.LOST:
                self.advisor.review_game(self.reviewed)
            if self.challenge is not None:
                self.say(compared_text(self.session, self.challenge))
            if state.status is Result.WON:
                self._won_said = game
        self.emitted_state()
        self.emit("end", result=state.status.value, hints=state.hints)

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
        position = self.session.game.position
        self.say(legal_moves_text(legal_words(position, typed_move)))  # said as they are typed back
        self.emit("moves", moves=legal_words(position))

    # -- history ---------------------------------------------------------------------------------------

    def do_undo(self) -> None:
        self.drawn = ()
        change = self.session.undo()
        if change.refused is not None:
            self.say(refusal_text(change.refused))
            self.emit("refusal", **refusal_fields(change.refused))
            return
        self.say(f"{took_back_text(change.move)} {text_after_move(self.session.state)}")
        self.emit("undo", move=str(change.move))
        self.emitted_state()

    def do_redo(self) -> None:
        change = self.session.redo()
        if change.refused is not None:
            self.say(no_redo_text())
            self.emit("refusal", **refusal_fields(change.refused))
            return
        self.said_move(change, again=True)

    def do_restart(self) -> None:
        self.drawn = ()
        change = self.session.restart()
        if change.refused is not None:
            self.say(refusal_text(change.refused))
            self.emit("refusal", **refusal_fields(change.refused))
            return
        self.say(f"{restart_text()} {text_after_move(self.session.state)}")
        self.emit("restart")
        self.emitted_state()

    # -- the game as it stands -------------------------------------------------------------------------

    def look(self) -> None:
        """The layout alone (the game and its status: ``status``)."""
        for line in spoken_layout(self.session.state.position):
            self.say(line)
        self.emit("layout", **layout_fields(self.session.state.position))

    def tell_status(self) -> None:
        """The game line and its status, in words; the state, for programs."""
        state = self.session.state
        self.say(text_game_line(state))
        self.say(text_status(state, self.time))
        self.emit("state", **state_fields(state))

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
        self.emit("verdict", shown=shown)

    def do_rules(self) -> None:
        from domino_solitaire.rulebook import plain_lines, rules_markdown

        # In the player's language (English for one the rules are not written in).
        for line in plain_lines(rules_markdown(self.session.game.rules.name, current())):
            self.say(line)

    def do_challenge(self) -> None:
        self.say(challenge_of(self.session))
        self.emit("challenge", line=challenge_line_of(self.session))

    def do_help(self) -> None:
        state = self.session.state
        if state.over:
            self.say(text_game_over_end(state))  # what can be done next, first
        for line in text_help(self.session.game.rules.name):
            self.say(line)
        self.emit("commands", commands=list(_WORDS))

    # -- new deals -------------------------------------------------------------------------------------

    def do_new(self) -> None:
        session = self.session
        if session.state.in_progress:
            question = Question.NEW_DEAL
            again = answer_again_text()
            if (
                ask(self.channel, self.reader, text_question(question, None), question, again)
                is not Answer.NEW_DEAL
            ):
                self.say(new_kept_text())
                self.emit("kept")
                return
        searching = deal_search_text(session.deals)
        if searching is not None:
            self.say(searching)
        try:
            setup = find_deal(session.state.kind, session.deals, self.new_seed(), random=True)
        except SolitaireError as exc:
            self.advisor.view.told(Note(NoteKind.NO_DEAL, error=exc))
            return
        self.advisor.shutdown()
        session.new_game(setup)
        self._won_said = None
        self.drawn = ()
        self.opening()


def too_long_fields() -> dict[str, object]:
    """The refusal of a line longer than any move or command."""
    return {"action": "read", "reason": "too-long", "code": "too-long", "data": {"limit": MAX_WORD}}


def run_text(
    setup: Setup | None,
    *,
    data_dir: str | None = None,
    resume: GameRecord | None = None,
    winnable: bool | None = None,
    difficulty: str | None = None,
    daily: date | None = None,
    ahead: tuple[Answer, ...] = (),
    stdin: TextIO,
    stdout: TextIO,
    terminal: bool = False,
    clock: Callable[[], float] = time.monotonic,
    new_seed: Callable[[], int] | None = None,
    today: Callable[[], date] | None = None,
    now: Callable[[], datetime] | None = None,
    limit_seconds: float | None = DEFAULT_LIMIT_SECONDS,
    grade: bool = True,
    challenge: Claim | None = None,
    tier: str | None = None,
    scripted: bool = False,
    jsonl: bool = False,
) -> int:
    """Play ``setup`` (after the opening's questions: ``play.pregame``), or resume the stored game
    ``resume``, in the text mode; games are saved in ``data_dir``'s store. ``ahead``: answers to
    the opening's question given ahead (``--resume``, ``--give-up``); ``scripted``: the moves come
    from a script (input that is no terminal), and the games are recorded so. Returns 0."""
    from domino_solitaire.store.keeper import GameKeeper

    new_seed = new_seed or random_seed
    reader = LineReader(stdin, terminal=terminal)
    recorder = GameKeeper.open(data_dir)
    try:
        channel = channel_for(stdout, jsonl)
        door = text_door(
            recorder, clock, new_seed, winnable, difficulty, scripted, ahead, today=today, now=now
        )
        wanted = Wanted.of_daily(daily, tier)
        session = open_session(door, TextPregame(recorder, reader, channel), setup, resume, wanted)
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
            jsonl=jsonl,
        )
        with leaving_on_signals():
            return game.run()
    finally:
        recorder.close()
