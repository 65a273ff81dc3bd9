"""Each move of a game judged as the loss review judges moves: it kept the position's par (for a
winnable one, kept it winnable), lost a tile of par, or lost the win. The result to share draws a
square for each (wording/share.py)."""

from __future__ import annotations

from enum import Enum

from domino_solitaire.engine import Game
from domino_solitaire.solver.api import _Solver
from domino_solitaire.solver.budget import DEFAULT_LIMIT_SECONDS


class Judgment(str, Enum):
    KEPT = "kept"  # par kept: still winnable, or still at the best the deal could end with
    LOST_TILE = "lost-tile"  # par rose: a tile more will be left at best
    LOST_WIN = "lost-win"  # a winnable position made unwinnable
    UNKNOWN = "unknown"  # not decided within the time limit

    def __str__(self) -> str:
        return self.value


def judge_moves(game: Game, limit_seconds: float | None = DEFAULT_LIMIT_SECONDS) -> list[Judgment]:
    """A judgment for each move of ``game``, under one time limit for the whole game."""
    solver = _Solver(game, limit_seconds, None)
    pars = [solver.result(index).par for index in range(len(game.positions))]
    judged = []
    for index in range(len(game.moves)):
        before, after = pars[index], pars[index + 1]
        if before is None or after is None:
            judged.append(Judgment.UNKNOWN)
        elif after <= before:
            judged.append(Judgment.KEPT)
        elif before == game.positions[index].left_at_win:
            judged.append(Judgment.LOST_WIN)
        else:
            judged.append(Judgment.LOST_TILE)
    return judged
