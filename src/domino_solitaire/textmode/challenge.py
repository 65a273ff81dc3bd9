"""The text mode's challenges: ``challenge`` writes the game's line; a game played from ``accept``
is compared with the challenge at its end."""

from __future__ import annotations

from typing import TYPE_CHECKING

from domino_solitaire.engine.challenge import Claim, challenge_line, claim_of
from domino_solitaire.i18n import _
from domino_solitaire.wording.share import compare_text

if TYPE_CHECKING:
    from domino_solitaire.play import PlaySession


def challenge_of(session: PlaySession) -> str:
    """The answer to ``challenge``: the game's challenge line as it stands (or why there is none)."""
    line = challenge_line_of(session)
    if line is None:
        return _("This deal was dealt out explicitly: only a numbered deal has a code to challenge with.")
    return line


def challenge_line_of(session: PlaySession) -> str | None:
    """The game's challenge line as it stands; None for an explicit deal, which has no code."""
    game, state = session.game, session.state
    if game.setup.seed is None:
        return None
    return challenge_line(game, claim_of(game, state.elapsed, state.hints))


def compared_text(session: PlaySession, challenge: Claim) -> str:
    """How the game just ended compares with the challenge accepted."""
    state = session.state
    return compare_text(claim_of(session.game, state.elapsed, state.hints), challenge)
