"""The solver's verdict on a game in play, as the player is told it: one rule for every interface.

The advisor (``play.advisor``) asks it for every face: in a Textual worker for the game screen,
inline for the text mode. Pure: the search (``think``) is passed in, and how long it
may run (``limit_seconds``, ``should_stop``) is the caller's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from domino_solitaire.engine import Game, Status
from domino_solitaire.solver.verdict import Outlook, Verdict

if TYPE_CHECKING:
    from domino_solitaire.solver import Hint

StopCheck = Callable[[], bool]
#: The solver's hint, or a stand-in with its signature (tests slow it down to catch stale answers).
Think = Callable[[Game, "float | None", StopCheck], "Hint"]


def solver_hint(game: Game, limit_seconds: float | None, should_stop: StopCheck) -> Hint:
    """The solver's hint. (The searches load with the first question, not with the game.)"""
    from domino_solitaire.solver import hint

    return hint(game, limit_seconds, should_stop)


def verdict_of(
    game: Game, limit_seconds: float | None, should_stop: StopCheck, think: Think = solver_hint
) -> Verdict:
    """What the solver says of ``game`` as it stands: won, winnable with a line, not winnable (with
    a line toward par and how many undos lead back to a win), lost, or unknown within the limit."""
    if game.status is Status.WON:
        return Verdict(Outlook.WON)
    found = think(game, limit_seconds, should_stop)
    if found.winnable is None:
        return Verdict(Outlook.UNKNOWN)
    if not found.winnable:
        if game.status is Status.LOST:
            return Verdict(Outlook.LOST, undos=found.undos)
        return Verdict(Outlook.NOT_WINNABLE, tuple(found.line), found.undos, found.par)
    return Verdict(Outlook.WINNABLE, tuple(found.line))
