"""Choosing the next deal of a game: any deal, the first winnable one, or the first of a grade.

The one place every way into a game (the start screen, ``n`` in a game, the text mode) finds a
deal by its ``DealChoice``, so that a new deal keeps the game's difficulty and winnable-only.
The solver's searches take a moment: callers run this off their interface's thread.
"""

from __future__ import annotations

from collections.abc import Callable

from domino_solitaire.engine import GameKind, Setup
from domino_solitaire.play.session import DealChoice

StopCheck = Callable[[], bool]


def find_deal(kind: GameKind, choice: DealChoice, start: int, should_stop: StopCheck | None = None) -> Setup:
    """The deal to play: number ``start``, or the first from it on that ``choice`` asks for.

    Raises SolitaireError (DealError) saying why when there is none to be had.
    """
    if choice.difficulty is not None:
        from domino_solitaire.solver import Grade, graded_seed

        seed = graded_seed(
            kind.game, kind.size, kind.variant, Grade(choice.difficulty), start=start, should_stop=should_stop
        )
    elif choice.winnable:
        from domino_solitaire.solver import winnable_seed

        seed = winnable_seed(kind.game, kind.size, kind.variant, start=start, should_stop=should_stop)
    else:
        seed = start
    return kind.setup(seed=seed)
