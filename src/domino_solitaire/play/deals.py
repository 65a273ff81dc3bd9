"""Choosing the next deal of a game: any deal, the first winnable one, or the first of a grade.

The one place every way into a game (the start screen, ``n`` in a game, the text mode, the
command line's --winnable and --difficulty) finds a deal by its ``DealChoice``, so that a new deal
keeps the game's difficulty and winnable-only. The solver's searches take a moment: callers run
this off their interface's thread.
"""

from __future__ import annotations

from collections.abc import Callable

from domino_solitaire.engine import MAX_SEED, GameKind, Setup
from domino_solitaire.play.session import DealChoice

StopCheck = Callable[[], bool]

#: How many deal numbers from a random one are tried for an opening with a move (a third of some
#: games' deals have none; a hundred in a row without one does not happen).
PLAYABLE_TRIES = 100


def playable_seed(kind: GameKind, start: int) -> int:
    """The first deal number from the random ``start`` on whose opening allows a move.

    A deal chosen for a player must be a game; a number the player gives is played as it is.
    """
    for step in range(PLAYABLE_TRIES):
        seed = (start + step) % (MAX_SEED + 1)
        if kind.setup(seed=seed).opening().legal_moves():
            return seed
    return start


def find_deal(
    kind: GameKind,
    choice: DealChoice,
    start: int,
    should_stop: StopCheck | None = None,
    searching: Callable[[], None] | None = None,
    *,
    random: bool = False,
) -> Setup:
    """The deal to play: number ``start``, or the first from it on that ``choice`` asks for.

    ``searching`` is called once the search is known to be one that can find a deal, just before it
    begins (to say what is looked for; a grade or a set with no deal to find is refused unannounced).
    ``random``: ``start`` was chosen at random, not given by the player: a deal whose opening
    allows no move is passed over. Raises SolitaireError (DealError) saying why when there is none to be had.
    """
    choice = choice.of(kind)
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
        seed = playable_seed(kind, start) if random else start
    return kind.setup(seed=seed)
