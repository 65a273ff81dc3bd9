"""The checks of a shipped puzzle against the solver: two of them, asking different questions.

``problem`` is the suite's, quick enough for every shipped puzzle (tests/test_puzzles.py): it plays
the puzzle in the solver's compact game (whose moves tests/test_solver_moves.py holds equal to the
engine's) and asks of each move one yes-or-no question, "can this position still end with par
tiles?" (``GameSearch.reaches``), the questions of one puzzle sharing what they prove
(``GameSearch.at``) under one node budget, so that the answer is the same on any machine at any
load. Par never falls along a game, so a move that can still reach par keeps it; and the line's move
reaching par shows that the opening reaches it, which makes it the deal's par once the opening is
shown unable to end with one tile fewer.

``problem_in_full`` is the independent check that benchmarks/check_puzzles.py runs on every puzzle by
hand: the engine plays the moves and every position is solved in full (``solve``, no shared table),
its par compared with the puzzle's. Neither uses the miner's walk (puzzles/mining.py).
"""

from __future__ import annotations

from typing import Any

from domino_solitaire.engine import GAMES, SolitaireError
from domino_solitaire.puzzles.mining import MAX_LINE, MIN_CHOICES
from domino_solitaire.puzzles.model import Puzzle
from domino_solitaire.solver import searcher, solve
from domino_solitaire.solver.base import GameSearch
from domino_solitaire.solver.budget import Budget, OutOfBudget

#: Seconds for one solve of the full check: every shipped position is decided far within it.
LIMIT_SECONDS = 30.0
#: The node budget of one puzzle's questions in the quick check: the hardest shipped puzzle needs
#: some 20,000.
NODES = 2_000_000


class _Wrong(Exception):
    """What is wrong with the puzzle, raised from deep in the quick check."""


def problem(puzzle: Puzzle) -> str | None:
    """What is wrong with ``puzzle`` (None: nothing): at each step of its line at least three legal
    moves of which exactly one, the line's, keeps the puzzle's par, and that the deal's par."""
    if not 1 <= len(puzzle.line) <= MAX_LINE:
        return f"a line of {len(puzzle.line)} moves"
    search = searcher(puzzle.setup().opening())
    budget = Budget(None, NODES)
    try:
        state = search.root
        for number, text in enumerate(puzzle.moves, start=1):
            state = search.after(state, _compact(search, state, puzzle.game, text, f"move {number}"))
        for step, text in enumerate(puzzle.line, start=1):
            state = _only_move(search, state, puzzle, text, budget, f"step {step}")
        if puzzle.par > search.left_at_win and search.reaches(budget, puzzle.par - 1):
            return "the deal's par is not the puzzle's"
    except _Wrong as wrong:
        return str(wrong)
    except (OutOfBudget, RecursionError):
        return f"undecided within {NODES:,} nodes"
    return None


def _compact(search: GameSearch[Any, Any], state: Any, game: str, text: str, where: str) -> Any:
    """The compact move of ``state`` written ``text``; raises _Wrong when it cannot be played."""
    try:
        parsed = GAMES[game].parse_move(text)
    except SolitaireError:
        raise _Wrong(f"{where}: {text!r} is not a move") from None
    move = search.legal_move(state, parsed)
    if move is None:
        raise _Wrong(f"{where}: {text} cannot be played")
    return move


def _only_move(
    search: GameSearch[Any, Any], state: Any, puzzle: Puzzle, text: str, budget: Budget, where: str
) -> Any:
    """The state after the line's move ``text``, which must be the only one of at least three
    legal moves to keep par; raises _Wrong otherwise."""
    moves = search.legal(state)
    if len(moves) < MIN_CHOICES:
        raise _Wrong(f"{where}: {len(moves)} legal moves")
    right = _compact(search, state, puzzle.game, text, where)
    keeping = [m for m in moves if search.at(search.after(state, m)).reaches(budget, puzzle.par)]
    if keeping != [right]:
        shown = [str(search.to_move(m)) for m in keeping]
        raise _Wrong(f"{where}: the moves keeping par are {shown}, not {text}")
    return search.after(state, right)


def problem_in_full(puzzle: Puzzle) -> str | None:
    """What is wrong with ``puzzle``, by the engine and a full solve of every position (slow: the
    benchmark's check); the same findings as ``problem``, worded alike."""
    game = puzzle.game_at_start()
    if not 1 <= len(puzzle.line) <= MAX_LINE:
        return f"a line of {len(puzzle.line)} moves"
    if solve(game.setup.opening(), LIMIT_SECONDS).par != puzzle.par:
        return "the deal's par is not the puzzle's"
    for step, right in enumerate(puzzle.line_moves()):
        position = game.position
        moves = position.legal_moves()
        if len(moves) < MIN_CHOICES:
            return f"step {step + 1}: {len(moves)} legal moves"
        keeping = [str(m) for m in moves if solve(position.apply(m), LIMIT_SECONDS).par == puzzle.par]
        if keeping != [str(m) for m in moves if position.apply(m) == position.apply(right)]:
            return f"step {step + 1}: the moves keeping par are {keeping}, not {right}"
        game.play(right)
    return None
