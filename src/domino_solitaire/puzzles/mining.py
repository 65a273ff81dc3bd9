"""Finding puzzles with the solver: a deterministic walk along two lines of each numbered deal.

For a deal the solver gives par and a line reaching it; the other line is the greedy player's, as
long as its moves keep par, and the solver's from there. Every position on either line still
reaches par. A position is a puzzle step when at least three moves can be played there and exactly
one of them still reaches par: the line's own move. A puzzle starts where a run of steps starts and
takes up to ``MAX_LINE`` of them; a deal gives at most one puzzle, its longest run (the earliest of
equals, the solver's line first).

Every question has a node budget, not a time limit, so that the same deals give the same puzzles
on any machine at any load; a question left undecided within it makes no puzzle.
"""

from __future__ import annotations

from dataclasses import dataclass

from domino_solitaire.engine import Move, Position, make_setup
from domino_solitaire.puzzles.model import Puzzle
from domino_solitaire.puzzles.rating import initial_rating
from domino_solitaire.solver import greedy_line, searcher
from domino_solitaire.solver.api import solve
from domino_solitaire.solver.budget import Budget, OutOfBudget

#: The longest line of a puzzle: up to three of the player's moves, as lichess's lines.
MAX_LINE = 3
#: The fewest moves a puzzle's position offers.
MIN_CHOICES = 3
#: The node budget of one question to the solver.
NODES = 200_000


def reaches(position: Position, target: int, nodes: int = NODES) -> bool | None:
    """Whether ``position`` can end with at most ``target`` tiles (None: undecided within ``nodes``)."""
    try:
        return searcher(position).reaches(Budget(None, nodes), target)
    except (OutOfBudget, RecursionError):
        return None


def keepers(
    position: Position, target: int, known: Move | None = None, nodes: int = NODES
) -> list[Move] | None:
    """The legal moves after which ``target`` can still be reached, stopping at the second one found
    (``known``, a move known to keep it, is asked first); None when a question was left undecided."""
    moves = position.legal_moves()
    if known is not None:
        moves.sort(key=lambda move: str(move) != str(known))
    found: list[Move] = []
    for move in moves:
        answer = reaches(position.apply(move), target, nodes)
        if answer is None:
            return None
        if answer:
            found.append(move)
            if len(found) == 2:
                break
    return found


def is_step(position: Position, target: int, move: Move, nodes: int = NODES) -> bool:
    """Whether ``position`` is a puzzle step: enough choices, and ``move`` the only one keeping ``target``."""
    if len(position.legal_moves()) < MIN_CHOICES:
        return False
    found = keepers(position, target, move, nodes)
    return found is not None and len(found) == 1 and str(found[0]) == str(move)


@dataclass(frozen=True)
class Line:
    """A line of play through a deal, and which of its positions are puzzle steps."""

    positions: list[Position]
    moves: list[Move]
    steps: list[bool]


def _played(start: Position, moves: list[Move]) -> list[Position]:
    positions = [start]
    for move in moves:
        positions.append(positions[-1].apply(move))
    return positions


def greedy_then_best(opening: Position, par: int, nodes: int = NODES) -> list[Move] | None:
    """The greedy player's moves while they keep par, then the solver's line from there: a way
    through the deal nearer a player's than the solver's own line (None: undecided)."""
    position, moves = opening, list[Move]()
    for move in greedy_line(opening):
        after = position.apply(move)
        answer = reaches(after, par, nodes)
        if answer is None:
            return None
        if not answer:
            break
        position, moves = after, [*moves, move]
    rest = solve(position, None, max_nodes=nodes * 5)
    return None if rest.par != par else [*moves, *rest.moves]


def walk(game: str, size: int, variant: str, seed: int, nodes: int = NODES) -> tuple[int, list[Line]] | None:
    """Par of the deal and two lines reaching it with their steps marked, the solver's and the
    greedy player's as long as it keeps par; None when par is undecided."""
    opening = make_setup(game, size, variant, seed=seed).opening()
    result = solve(opening, None, max_nodes=nodes * 5)
    if result.par is None:
        return None
    lines: list[Line] = []
    for moves in (list(result.moves), greedy_then_best(opening, result.par, nodes)):
        if moves is None or any([str(m) for m in moves] == [str(m) for m in line.moves] for line in lines):
            continue
        positions = _played(opening, moves)
        steps = [is_step(positions[i], result.par, move, nodes) for i, move in enumerate(moves)]
        lines.append(Line(positions, moves, steps))
    return result.par, lines


def best_run(steps: list[bool]) -> tuple[int, int] | None:
    """The start and length (at most MAX_LINE) of the longest run of steps, the earliest of equals."""
    best: tuple[int, int] | None = None
    index = 0
    while index < len(steps):
        if not steps[index]:
            index += 1
            continue
        end = index
        while end < len(steps) and steps[end]:
            end += 1
        length = min(end - index, MAX_LINE)
        if best is None or length > best[1]:
            best = (index, length)
        index = end
    return best


def mine_deal(game: str, size: int, variant: str, seed: int, nodes: int = NODES) -> Puzzle | None:
    """The puzzle of one numbered deal (number 0 until the catalog numbers it), or None.

    A top-level function, so that worker processes can run it.
    """
    walked = walk(game, size, variant, seed, nodes)
    if walked is None:
        return None
    par, lines = walked
    runs = [(run, line) for line in lines if (run := best_run(line.steps)) is not None]
    if not runs:
        return None
    # The longest run; among equals the earliest, the solver's line first.
    run, line = max(runs, key=lambda item: (item[0][1], -item[0][0], -lines.index(item[1])))
    start, length = run
    only = line.moves[start : start + length]
    choices = [len(line.positions[start + i].legal_moves()) for i in range(length)]
    misses = sum(
        1
        for i, move in enumerate(only)
        if [str(m) for m in greedy_line(line.positions[start + i])[:1]] != [str(move)]
    )
    return Puzzle(
        game,
        0,
        size,
        variant,
        seed,
        tuple(str(m) for m in line.moves[:start]),
        tuple(str(m) for m in only),
        par,
        initial_rating(choices, misses),
    )
