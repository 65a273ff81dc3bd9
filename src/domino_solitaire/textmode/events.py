"""Where the text mode writes: sentences for people (``--text``) or one JSON object a line for
programs (``--jsonl``, docs/jsonl.md, its schema docs/jsonl.schema.json).

A face says what happened twice, once in words (``say``) and once as an event (``emit``), and
closes the answer to each line it read (``done``); the channel keeps what its reader wants. The
events' fields are values from ``play``, the engine and the puzzles, never read back from a
sentence, so they are the same in every language.
"""

from __future__ import annotations

import json
from enum import Enum
from typing import TYPE_CHECKING, Any, TextIO

from domino_solitaire.engine import Tile
from domino_solitaire.play.advisor import Note, NoteKind

if TYPE_CHECKING:
    from collections.abc import Callable

    from domino_solitaire.engine import Move, Position, SolitaireError
    from domino_solitaire.play import PlayState, Refusal
    from domino_solitaire.play.changes import MoveChange
    from domino_solitaire.play.pregame import Answer, Question


class Channel:
    """The text mode for people: sentences, one a line; the events are for programs."""

    def __init__(self, out: TextIO) -> None:
        self.out = out

    def say(self, text: str) -> None:
        self.out.write(text + "\n")
        self.out.flush()

    def emit(self, kind: str, /, **fields: Any) -> None:
        return None

    def done(self, command: str) -> None:
        return None


class JsonLines(Channel):
    """The text mode for programs: each event a JSON object on one line, with its ``type``."""

    def say(self, text: str) -> None:
        return None

    def emit(self, kind: str, /, **fields: Any) -> None:
        self.out.write(json.dumps({"type": kind, **fields}, ensure_ascii=False, allow_nan=False) + "\n")
        self.out.flush()

    def done(self, command: str) -> None:
        self.emit("done", command=command)


def channel_for(out: TextIO, jsonl: bool) -> Channel:
    return JsonLines(out) if jsonl else Channel(out)


def plain(value: object) -> Any:
    """A fact as JSON has it: a tile or a move in notation, an enum by its value, lists for tuples."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, (list, tuple, frozenset, set)):
        return [plain(item) for item in value]
    if isinstance(value, Tile):
        return str(value)
    return str(value)  # a move or a place: its notation


def state_fields(state: PlayState) -> dict[str, Any]:
    """The ``state`` event: the status line's facts."""
    position = state.position
    return {
        "status": state.status.value,
        "moves": state.moves,
        "left": position.tiles_left(),
        "removed": len(position.discarded),
        "stock": len(position.stock),
        "time": int(state.elapsed),
        "hints": state.hints,
    }


def game_fields(state: PlayState) -> dict[str, Any]:
    """The ``game`` event: which game, set, variant and deal, and whether it was resumed."""
    setup = state.setup
    return {
        "game": state.kind.game,
        "set": state.kind.size,
        "variant": state.kind.variant,
        "seed": setup.seed,
        "resumed": state.resumed,
    }


def layout_fields(position: Position) -> dict[str, Any]:
    """The ``layout`` event: the position's layout as ``replay --json`` gives it."""
    return dict(position.layout())


def move_fields(change: MoveChange) -> dict[str, Any]:
    """The ``move`` event: the move in notation, the tiles it removed and those it drew."""
    return {"move": str(change.move), "removed": plain(change.removed), "drawn": plain(change.drawn)}


def error_fields(error: SolitaireError) -> dict[str, Any]:
    """An engine error as a code and its data."""
    return {"code": error.code, "data": {key: plain(value) for key, value in error.facts.items()}}


def refusal_fields(refused: Refusal) -> dict[str, Any]:
    """The ``refusal`` event: the action, why (``Why``'s code), and the engine's code and data."""
    fields: dict[str, Any] = {"action": refused.action.value, "reason": refused.why.value}
    if refused.error is not None:
        fields.update(error_fields(refused.error))
    elif refused.status is not None:
        fields.update(code=refused.why.value, data={"status": refused.status.value})
    else:
        fields.update(code=refused.why.value, data={})
    return fields


def question_fields(question: Question, keys: dict[Answer, str]) -> dict[str, Any]:
    """The ``question`` event: which question, and each answer with the key that gives it."""
    return {
        "question": question.value,
        "choices": [{"answer": answer.value, "key": key} for answer, key in keys.items()],
    }


def note_event(note: Note) -> tuple[str, dict[str, object]]:
    """The advisor's note as an event: a hint with its move (None when there is none to play), what
    the solver says of the position, how many undos lead back to a position that can be won, and
    par; any other note by its kind, with the engine's code and data where it has an error."""
    verdict = note.verdict
    if note.kind is NoteKind.HINT and verdict is not None:
        move = verdict.move
        return "hint", {
            "move": None if move is None else str(move),
            "outlook": verdict.outlook.value,
            "undos": verdict.undos,
            "par": verdict.par,
        }
    fields: dict[str, object] = {"kind": note.kind.value}
    if note.error is not None:
        fields.update(error_fields(note.error))
    return "note", fields


def legal_words(position: Position, word: Callable[[Move], str] = str) -> list[str]:
    """The moves as ``moves`` lists them (the position's ``listed_moves``), in the order
    docs/notation.md gives: in notation for programs, or each as ``word`` says it (as it is typed
    back, for people)."""
    return [word(move) for move in position.listed_moves()]
