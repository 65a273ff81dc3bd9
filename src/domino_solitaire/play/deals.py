"""Choosing the next deal of a game: any deal, the first winnable one, or the first of a grade.

The one place every way into a game (the start screen, ``n`` in a game, the text mode, the
command line's --winnable and --difficulty) finds a deal by its ``DealChoice``, so that a new deal
keeps the game's difficulty and winnable-only. The solver's searches take a moment: callers run
this off their interface's thread.
"""

from __future__ import annotations

from collections.abc import Callable

from domino_solitaire.engine import GameKind, Setup
from domino_solitaire.play.session import DealChoice

StopCheck = Callable[[], bool]


def find_deal(
    kind: GameKind,
    choice: DealChoice,
    start: int,
    should_stop: StopCheck | None = None,
    searching: Callable[[], None] | None = None,
) -> Setup:
    """The deal to play: number ``start``, or the first from it on that ``choice`` asks for.

    ``searching`` is called once the search is known to be one that can find a deal, just before it
    begins (to say what is looked for; a grade or a set with no deal to find is refused unannounced).
    Raises SolitaireError (DealError) saying why when there is none to be had.
    """
    if choice.difficulty is not None:
        from domino_solitaire.solver import Grade, graded_seed, offered

        grade = Grade(choice.difficulty)
        if searching is not None and grade in offered(kind.game, kind.size, kind.variant):
            searching()
        seed = graded_seed(kind.game, kind.size, kind.variant, grade, start=start, should_stop=should_stop)
    elif choice.winnable:
        from domino_solitaire.solver import winnable_seed
        from domino_solitaire.solver.rates import check_winnable_known

        check_winnable_known(kind.game, kind.size, kind.variant)
        if searching is not None:
            searching()
        seed = winnable_seed(kind.game, kind.size, kind.variant, start=start, should_stop=should_stop)
    else:
        seed = start
    return kind.setup(seed=seed)
