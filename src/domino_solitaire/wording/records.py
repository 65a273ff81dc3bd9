"""A record's result, the limits a record missed and what the store could not do, in words.

A record's result is said from the one table of result words (``words.RESULT_WORDS``); the
records package and the store hand over values (``records.Result``, ``records.limits.Bad``,
``store.problems.StoreError``) and the sentences are made here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from domino_solitaire.i18n import N_, _, ngettext
from domino_solitaire.wording.errors import error_text
from domino_solitaire.wording.text import printable
from domino_solitaire.wording.words import RESULT_WORDS, Form, formed, game_name

if TYPE_CHECKING:
    from domino_solitaire.records.files import NotImportable
    from domino_solitaire.records.limits import Bad
    from domino_solitaire.store.problems import MovedAside, StoreError, StoreUnavailable

#: The fields a row names when it is damaged.
_FIELD_PHRASES = {"moves": N_("its moves"), "extra": N_("its extra fields")}


def result_word(result: object, form: Form = Form.SENTENCE) -> str:
    """A record's result (or a position's status) in a word of the player's language: "won"; "Won"
    to open a sentence, "WON" in the status bar (``Form``, as ``status_word`` writes a status)."""
    word = str(result)
    if word not in RESULT_WORDS:
        return word
    return formed(_(RESULT_WORDS[word]), form, playing=word == "playing")


def bad_text(bad: Bad) -> str:
    """Why a value is outside the limits a record keeps to, in one line."""
    from domino_solitaire.records.limits import OutOfLimits

    name, why = bad.name, bad.why
    texts = {
        OutOfLimits.WHOLE: lambda: _('"{name}" must be a whole number from {low} to {high}').format(
            name=name, low=bad.low, high=bad.high
        ),
        OutOfLimits.SECONDS: lambda: _('"{name}" must be a number of seconds').format(name=name),
        OutOfLimits.SECONDS_RANGE: lambda: _('"{name}" must be from 0 to {max_duration} seconds').format(
            name=name, max_duration=bad.high
        ),
        OutOfLimits.TIME: lambda: _('"{name}" must be a time like "2024-05-01T12:00:00Z"').format(name=name),
        OutOfLimits.DATE: lambda: _('"{name}" must be a date like "2024-05-01"').format(name=name),
        OutOfLimits.ONE_OF: lambda: _('"{name}" must be one of {join}').format(
            name=name, join=", ".join(bad.choices)
        ),
        OutOfLimits.GAME: lambda: _('"game" is not a game this program plays'),
        OutOfLimits.SET: lambda: _('"set" is not a set {title} is played with').format(title=game_name(name)),
        OutOfLimits.VARIANT: lambda: _('"variant" is not a variant of {title}').format(title=game_name(name)),
        OutOfLimits.MOVES: lambda: _("{name} is not a list of moves").format(name=_(_FIELD_PHRASES["moves"])),
        OutOfLimits.OBJECT: lambda: _("{name} is not a JSON object").format(name=_(_FIELD_PHRASES["extra"])),
        OutOfLimits.DEAL_AND_SEED: lambda: _("it has both or neither of a deal number and a deal"),
        OutOfLimits.MOVE_COUNT: lambda: _("its move count does not match its moves"),
        OutOfLimits.SOURCE: lambda: _("its source is neither played nor imported"),
        OutOfLimits.REPLAY: lambda: _("it cannot be replayed: {exc}").format(exc=error_text(bad.detail)),
    }
    return texts[why]()


def not_importable_text(refused: NotImportable | Bad) -> str:
    """Why a record file is not imported, in one line."""
    from domino_solitaire.records.files import NotImportable, NotImportableReason

    if not isinstance(refused, NotImportable):
        return bad_text(refused)
    if refused.why is NotImportableReason.NO_MOVES:
        return _("the record has no moves; a game counts once a move is made")
    if refused.why is NotImportableReason.ENDS_BEFORE_START:
        return _(
            "the record ends (ended_at) before it starts (started_at); correct one of the two to import it"
        )
    if refused.why is NotImportableReason.TOO_MUCH_UNKNOWN:
        return _(
            "its other fields (those the history does not read) take {size} KiB; "
            "the history keeps at most {most} KiB of them: remove some to import it"
        ).format(size=(refused.size + 1023) // 1024, most=refused.most // 1024)
    moves = refused.count
    return ngettext(
        "the game is not finished (still in play after {count} move); only finished games can be imported",
        "the game is not finished (still in play after {count} moves); only finished games can be imported",
        moves,
    ).format(count=moves)


def _detail_text(detail: object) -> str:
    from domino_solitaire.records.files import NotImportable
    from domino_solitaire.records.limits import Bad

    if isinstance(detail, NotImportable):
        return not_importable_text(detail)
    if isinstance(detail, Bad):
        return bad_text(detail)
    if getattr(detail, "problem", None) is not None:  # a FileTrouble
        return store_problem_text(detail)
    return error_text(detail)


_Texts = dict[str, Callable[[], str]]


def _file_texts(path: str, exc: str) -> _Texts:
    """What is wrong with the database file (``store.problems.FileProblem``)."""
    return {
        "IS_FOLDER": lambda: _("{path} is a folder, not a file").format(path=path),
        "NOT_A_FILE": lambda: _("{path} is not a file (a device, a pipe or a socket)").format(path=path),
        "NEWER": lambda: _("{path} was written by a newer version of domino-solitaire").format(path=path),
        "DAMAGED_FILE": lambda: _("{path} is damaged ({problem})").format(path=path, problem=exc),
        "NOT_READABLE": lambda: _("{path} is not a readable database ({exc})").format(path=path, exc=exc),
        "FOREIGN": lambda: _("{path} holds a games table this program did not write").format(path=path),
        "CANNOT_READ_FILE": lambda: _("cannot read {path} ({problem})").format(path=path, problem=exc),
    }


def _unavailable_texts(error: object, exc: str) -> _Texts:
    """Why no database can be used (``store.problems.Unavailable``), and a file moved aside."""
    where = printable(getattr(error, "folder", None), None)
    path = printable(getattr(error, "path", None), None)
    reason = getattr(error, "reason", None)
    return {
        "NO_FOLDER": lambda: _("cannot find the data folder ({exc}); games will not be saved").format(
            exc=exc
        ),
        "FOLDER_IS_FILE": lambda: _(
            "the data folder {where} is a file, not a folder; games will not be saved"
        ).format(where=where),
        "CANNOT_CREATE": lambda: _(
            "cannot create the data folder {where} ({problem}); games will not be saved"
        ).format(where=where, problem=exc),
        "FOLDER_NOT_WRITABLE": lambda: _(
            "cannot write to the data folder {where}; games will not be saved"
        ).format(where=where),
        "UNUSABLE": lambda: _("cannot use the database: {exc}; games will not be saved").format(exc=exc),
        "DATABASE": lambda: _("cannot use the database {path} ({problem}); games will not be saved").format(
            path=path, problem=exc
        ),
        "MOVED_ASIDE": lambda: _("{reason}: moved it to {aside} and started a new one").format(
            reason=store_problem_text(reason), aside=printable(getattr(error, "aside", None), None)
        ),
    }


def store_problem_text(error: StoreError | StoreUnavailable | MovedAside | object) -> str:
    """What the store could not do (a ``StoreError``, ``StoreUnavailable``, ``MovedAside``, a
    ``FileTrouble``), in one line, made printable; anything else is said as it is.

    The problems are told apart by name: wording sits above the store, and the play layer (which
    reaches wording) imports no part of the store, not even its problems."""
    problem = getattr(error, "problem", None)
    if problem is None:
        return printable(error_text(error), None)
    path = printable(getattr(error, "path", None), None)
    game_id = getattr(error, "game_id", None)
    exc = printable(_detail_text(getattr(error, "detail", None)), None)
    most = getattr(error, "most", None)
    texts: _Texts = {
        "CANNOT_USE": lambda: _("cannot use {path}: {exc}").format(path=path, exc=exc),
        "CANNOT_OPEN": lambda: _("cannot open {path}: {exc}").format(path=path, exc=exc),
        "READ_ONLY": lambda: _("cannot save to {path}: the data folder is read-only").format(path=path),
        "CANNOT_WRITE": lambda: _("cannot write to {path}: {exc}").format(path=path, exc=exc),
        "CANNOT_READ": lambda: _("cannot read {path}: {exc}").format(path=path, exc=exc),
        "NO_SUCH_ID": lambda: _("there is no game {id}: game ids run from 1 to {most}").format(
            id=game_id, most=most
        ),
        "NOT_IN_HISTORY": lambda: _("there is no game {id} in the history (see `{where}`)").format(
            id=game_id, where="domino-solitaire history"
        ),
        "DAMAGED": lambda: _("game {id} in the history is damaged ({bad}); it is left as it is").format(
            id=game_id, bad=exc
        ),
        "CANNOT_SAVE": lambda: _("cannot save the game: {bad}").format(bad=exc),
        "HELD": lambda: _("game {id} is being played in another window or tab").format(id=game_id),
        "HELD_UNSAVED": lambda: _(
            "game {id} is being played in another window or tab; what was played here is not saved"
        ).format(id=game_id),
        "NOT_REPLAYABLE": lambda: _("game {id} cannot be replayed: {exc}").format(id=game_id, exc=exc),
        "NOT_IMPORTABLE": lambda: exc,
        "NOT_SAVING": lambda: (
            exc if getattr(error, "detail", None) is not None else _("games are not being saved")
        ),
        **_file_texts(path, exc),
        **_unavailable_texts(error, exc),
        "READ_ONLY_FOLDER": lambda: _(
            "the data folder {folder} is read-only; games will not be saved "
            "(the history and statistics can still be read)"
        ).format(folder=path),
    }
    return texts[str(problem.name)]()


# -- what could not be written (a full disk): kept in memory, written when it can be -------------------


def unsaved_text(error: object) -> str:
    """Said the moment a save fails: what the store said, and that nothing played is lost yet."""
    return _("Not saved: {problem}. Every move is kept here and written as soon as it can be.").format(
        problem=store_problem_text(error)
    )


def saved_again_text() -> str:
    """Said once what could not be written before is written."""
    return _("Saved: what could not be written before is in the history now.")


def unsaved_end_text() -> str:
    """The game's end while its save fails: no record is announced for a result the history lacks."""
    return _("This result is not in the history yet, so it sets no record until it is written.")


def lost_text(error: object) -> str:
    """The last try, as the game closes, failed too: what was played since the last save is lost."""
    return _("Not saved: {problem}. What was played since the last save is lost.").format(
        problem=store_problem_text(error)
    )
