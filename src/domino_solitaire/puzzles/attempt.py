"""One attempt at a puzzle, as the text mode and the screen play it: pure, no I/O.

The player is shown the position and asked for the only move that keeps the deal's par (its win,
for a winnable deal). A right move is played; the line goes on, or the puzzle is solved. A wrong
move ends the attempt, and the solver says what it lost: a line reaching par after the right
move, and the best the wrong move can still do (the tiles it ends with, and a line reaching that).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from domino_solitaire.engine import Game, Move, Position, SolitaireError
from domino_solitaire.puzzles.model import Puzzle


class Outcome(str, Enum):
    """What a move did to the attempt."""

    GOES_ON = "goes-on"  # right, and the line goes on
    SOLVED = "solved"  # right, and the last move of the line
    WRONG = "wrong"


@dataclass(frozen=True)
class Refutation:
    """Why a wrong move loses: ``right_line`` reaches ``par`` from the position after ``right``;
    after ``wrong`` the best is ``wrong_par`` tiles (None: not decided in time), by ``wrong_line``."""

    wrong: Move
    right: Move
    par: int
    right_line: tuple[Move, ...]
    wrong_par: int | None
    wrong_line: tuple[Move, ...]


@dataclass
class Attempting:
    """A puzzle being tried: the deal at its position, the player's moves so far."""

    puzzle: Puzzle
    game: Game = field(init=False)
    step: int = 0
    played: list[str] = field(default_factory=list)
    hinted: bool = False
    #: The day (YYYY-MM-DD) when this is the daily puzzle.
    daily: str | None = None
    outcome: Outcome | None = None

    def __post_init__(self) -> None:
        self.game = self.puzzle.game_at_start()

    @property
    def position(self) -> Position:
        return self.game.position

    @property
    def right(self) -> Move:
        """The only move that keeps par here."""
        return self.puzzle.line_moves()[self.step]

    @property
    def over(self) -> bool:
        return self.outcome in (Outcome.SOLVED, Outcome.WRONG)

    @property
    def solved(self) -> bool:
        """Solved without a hint: what the rating counts as a win."""
        return self.outcome is Outcome.SOLVED and not self.hinted

    def parse(self, text: str) -> Move:
        """The player's move; SolitaireError (NotationError, IllegalMove) saying why it is none."""
        move = self.game.parse(text)
        self.position.apply(move)  # raises IllegalMove with the rules' reason
        return move

    def answer(self, move: Move) -> Outcome:
        """Play a legal ``move``: right (played) or wrong (the attempt ends, nothing played)."""
        if self.over:
            raise SolitaireError("the puzzle is over")
        position = self.position
        self.played.append(str(move))
        if position.apply(move) != position.apply(self.right):
            self.outcome = Outcome.WRONG
            return self.outcome
        self.game.play(self.right)
        self.step += 1
        self.outcome = Outcome.SOLVED if self.step == len(self.puzzle.line) else Outcome.GOES_ON
        return self.outcome

    def hint(self) -> Move:
        """The right move; the attempt then counts as failed, whatever follows."""
        self.hinted = True
        return self.right

    def refute(self, wrong: Move, limit_seconds: float = 5.0) -> Refutation:
        """What ``wrong``, played at the position now, loses (the solver's answer)."""
        from domino_solitaire.solver import solve  # the searches load when a move is refuted

        position = self.position
        right = self.right
        after_right = solve(position.apply(right), limit_seconds)
        after_wrong = solve(position.apply(wrong), limit_seconds)
        return Refutation(
            wrong,
            right,
            self.puzzle.par,
            tuple(after_right.moves),
            after_wrong.par,
            tuple(after_wrong.moves),
        )
