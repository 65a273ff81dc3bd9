"""The words of sharing: deal codes refused, challenges written, checked and compared, and the
result to share (engine/codes.py and engine/challenge.py give the values)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from domino_solitaire.engine.challenge import ChallengeError, ChallengeProblem, Claim
from domino_solitaire.engine.codes import CodeError, CodeProblem, setup_code
from domino_solitaire.i18n import N_, _, ngettext
from domino_solitaire.wording.text import clock_text, game_title, hints_text, printable, tiles_left_text
from domino_solitaire.wording.words import deal_description

if TYPE_CHECKING:
    from domino_solitaire.engine import Game
    from domino_solitaire.solver.judge import Judgment

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


_CHALLENGE_PROBLEMS = {
    ChallengeProblem.FORM: N_(
        "not a challenge: paste the whole line the challenge command wrote (its deal code, result, "
        "moves, time, hints, proof and check)"
    ),
    ChallengeProblem.CHECK: N_(
        "not a challenge: the line was changed or mistyped (its check does not match)"
    ),
    ChallengeProblem.PROOF: N_("not a challenge: its proof is not a game of that deal"),
    ChallengeProblem.MOVES: N_("not a challenge: its proof does not make as many moves as it claims"),
    ChallengeProblem.RESULT: N_("not a challenge: its proof does not end as it claims"),
}


def challenge_error_text(error: ChallengeError | CodeError) -> str:
    """Why a line is refused as a challenge, in one line."""
    if isinstance(error, CodeError):
        return code_error_text(error)
    return _(_CHALLENGE_PROBLEMS[error.problem])


def _left_text(claim: Claim) -> str:
    return tiles_left_text(claim.tiles_left)


def _result_text(claim: Claim) -> str:
    """ "won in 19 moves", "4 tiles left after 18 moves"."""
    count = claim.moves
    if claim.won:
        return ngettext("won in {count} move", "won in {count} moves", count).format(count=count)
    return ngettext("{left} after {count} move", "{left} after {count} moves", count).format(
        left=_left_text(claim), count=count
    )


def challenge_text(deal: str, claim: Claim) -> str:
    """What accepting a challenge says first: the deal, the result proved, and what is only claimed."""
    return _("The challenge: {deal}, {result}; {time} and {hints}, as claimed.").format(
        deal=deal, result=_result_text(claim), time=clock_text(claim.seconds), hints=hints_text(claim.hints)
    )


def compare_text(mine: Claim, theirs: Claim) -> str:
    """ "You won in 17 moves; the challenge was won in 19 moves: you beat it." """
    if mine.won:
        you = ngettext("You won in {count} move", "You won in {count} moves", mine.moves)
    else:
        you = ngettext(
            "You ended with {left} after {count} move",
            "You ended with {left} after {count} moves",
            mine.moves,
        )
    if theirs.won:
        them = ngettext(
            "the challenge was won in {count} move", "the challenge was won in {count} moves", theirs.moves
        )
    else:
        them = ngettext(
            "the challenge ended with {left} after {count} move",
            "the challenge ended with {left} after {count} moves",
            theirs.moves,
        )
    if mine.rank > theirs.rank:
        verdict = _("you beat it.")
    elif mine.rank == theirs.rank:
        verdict = _("you matched it.")
    else:
        verdict = _("it still stands.")
    return _("{you}; {challenge}: {verdict}").format(
        you=you.format(count=mine.moves, left=_left_text(mine)),
        challenge=them.format(count=theirs.moves, left=_left_text(theirs)),
        verdict=verdict,
    )


SQUARES = {"kept": "🟩", "lost-tile": "🟨", "lost-win": "⬛", "unknown": "⬜"}
ASCII_MARKS = {"kept": "=", "lost-tile": "+", "lost-win": "x", "unknown": "?"}


def share_line(game: Game, claim: Claim, judgments: Sequence[Judgment], style: str = "squares") -> str:
    """The result to share, spoiling nothing: ``<game> Z60-0001-E  won in 14 moves 0:50  🟩🟩🟨⬛``;
    ``style`` "ascii" marks the moves with ``= + x ?``, "sentence" counts them in words."""
    setup = game.setup
    head = f"{game_title(setup.game)} {setup_code(setup) or deal_description(setup)}"
    result = f"{_result_text(claim)} {clock_text(claim.seconds)}"
    if style == "sentence":
        return _("{deal}: {result}; {moves}.").format(deal=head, result=result, moves=_judged_text(judgments))
    marks = ASCII_MARKS if style == "ascii" else SQUARES
    return f"{head}  {result}  " + "".join(marks[str(judged)] for judged in judgments)


def _judged_text(judgments: Sequence[Judgment]) -> str:
    """ "12 moves kept par, 1 lost a tile of par, 1 lost the win", leaving out what is none."""
    from domino_solitaire.solver.judge import Judgment

    def count(kind: Judgment) -> int:
        return sum(1 for judged in judgments if judged is kind)

    kept, tile, win, unknown = (
        count(kind) for kind in (Judgment.KEPT, Judgment.LOST_TILE, Judgment.LOST_WIN, Judgment.UNKNOWN)
    )
    said = [
        ngettext("{count} move kept par", "{count} moves kept par", kept).format(count=kept),
        ngettext("{count} lost a tile of par", "{count} lost a tile of par", tile).format(count=tile),
        ngettext("{count} lost the win", "{count} lost the win", win).format(count=win),
        ngettext("{count} not judged in time", "{count} not judged in time", unknown).format(count=unknown),
    ]
    said = [phrase for number, phrase in zip((kept, tile, win, unknown), said, strict=True) if number]
    return ", ".join(said) if said else _("no moves")


# -- the game-over dialog's challenge (tui/screens/challenge.py) ---------------------------------------

CHALLENGE_BUTTON = N_("Challenge (c)")
CHALLENGE_TITLE = N_("Challenge a friend")
CHALLENGE_HINT = N_(
    "The first line is the challenge: paste it to a friend, who plays it with `domino-solitaire accept` "
    "or in the start screen's Code field. The second tells how it went without giving the moves away."
)
COPY_CHALLENGE_BUTTON = N_("Copy challenge")
COPY_RESULT_BUTTON = N_("Copy result")
JUDGING_TEXT = N_("Judging each move…")
COPIED_TEXT = N_("Copied (where the terminal lets programs copy); the lines can be selected too.")


# -- the start screen's Code field and daily tiers (tui/widgets/code_field.py) -------------------------

CODE_FIELD = N_("Code")
CODE_PLACEHOLDER = N_("deal code or challenge")
#: The list of the day's deals the daily list offers: the day's own, or a tier's.
TIER_FIELD = N_("Daily deal")
DAYS_OWN = N_("the day's")
