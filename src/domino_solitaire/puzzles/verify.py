"""The check of a shipped puzzle against the solver, for the tests and benchmarks/check_puzzles.py.

Independent of the miner's walk: it solves the deal's opening and every move's position in full
(``solve``, not the miner's bounded yes-or-no questions) and compares their par.
"""

from __future__ import annotations

from domino_solitaire.puzzles.mining import MAX_LINE, MIN_CHOICES
from domino_solitaire.puzzles.model import Puzzle
from domino_solitaire.solver import solve

#: Seconds for one solve of the check: every shipped position is decided far within it.
LIMIT_SECONDS = 30.0


def problem(puzzle: Puzzle) -> str | None:
    """What is wrong with ``puzzle`` (None: nothing): the deal's par, and at each step of its line
    at least three legal moves of which exactly one, the line's, keeps it."""
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
