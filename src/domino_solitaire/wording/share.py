"""The words of sharing: deal codes refused, challenges written, checked and compared, and the
result to share (engine/codes.py and engine/challenge.py give the values)."""

from __future__ import annotations

from domino_solitaire.engine.codes import CodeError, CodeProblem
from domino_solitaire.i18n import N_, _
from domino_solitaire.wording.text import printable

_CODE_PROBLEMS = {
    CodeProblem.CHECK: N_("not a deal code: one of its characters is mistyped (the check does not match)"),
    CodeProblem.SHORT: N_("not a deal code: it is too short"),
    CodeProblem.GAME: N_("not a deal code: no game has the letter {character}"),
    CodeProblem.SET: N_("not a deal code: its game has no set {character}"),
    CodeProblem.RANGE: N_("not a deal code: its deal number is past the last one"),
    CodeProblem.CHARACTER: N_('not a deal code: "{character}" is not one of its characters'),
}


def code_error_text(error: CodeError) -> str:
    """Why a text is not a deal code, in one line."""
    return _(_CODE_PROBLEMS[error.problem]).format(character=printable(error.character, 8))


def code_line(code: str | None) -> str:
    """ "Code: Z60-0001-E." for a numbered deal; empty for an explicit one."""
    return "" if code is None else _("Code: {code}.").format(code=code)
