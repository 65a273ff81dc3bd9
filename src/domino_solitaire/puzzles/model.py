"""A puzzle, and the catalog shipped in ``data/`` (one JSON file per game, written by
tools/mine_puzzles.py).

A puzzle is a position of a numbered deal, reached by ``moves`` from its opening, where at least
three moves can be played and exactly one keeps the deal's par (for a winnable deal, keeps it
winnable); ``line`` is that move and, for a longer puzzle, the only moves of the next positions.
Puzzle N of a game is the N-th entry of its file, for ever: new puzzles are only appended.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from domino_solitaire.engine import GAMES, Game, Move, Position, Setup, make_setup

#: The data files' format; a file of another format is refused rather than misread.
FORMAT = 1


@dataclass(frozen=True)
class Puzzle:
    """One shipped puzzle. ``par`` is the tiles the deal can end with at best (``winnable`` when
    that is a win); ``rating`` the initial rating the miner measured."""

    game: str
    number: int
    size: int
    variant: str
    seed: int
    moves: tuple[str, ...]
    line: tuple[str, ...]
    par: int
    rating: float

    @property
    def key(self) -> str:
        """The puzzle's name where it is stored: its game and number, ``<game>/17``."""
        return f"{self.game}/{self.number}"

    @property
    def code(self) -> str:
        """The deal's code, as ``deal`` and ``play`` take it (engine/codes.py)."""
        from domino_solitaire.engine.codes import deal_code

        return deal_code(self.game, self.size, self.variant, self.seed)

    def setup(self) -> Setup:
        return make_setup(self.game, self.size, self.variant, seed=self.seed)

    def game_at_start(self) -> Game:
        """The deal played up to the puzzle's position."""
        return Game.replay(self.setup(), list(self.moves))

    def position(self) -> Position:
        return self.game_at_start().position

    @property
    def winnable(self) -> bool:
        return self.par == self.position().left_at_win

    def line_moves(self) -> list[Move]:
        rules = GAMES[self.game]
        return [rules.parse_move(text) for text in self.line]

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "number": self.number,
            "set": self.size,
            "variant": self.variant,
            "seed": self.seed,
            "code": self.code,
            "moves": list(self.moves),
            "line": list(self.line),
            "par": self.par,
            "winnable": self.winnable,
            "rating": round(self.rating),
        }


def entry(puzzle: Puzzle) -> list[Any]:
    """A puzzle as one entry of its game's data file (the number is its place there)."""
    return [puzzle.size, puzzle.variant, puzzle.seed, list(puzzle.moves), list(puzzle.line), puzzle.par,
            round(puzzle.rating)]  # fmt: skip


def from_entry(game: str, number: int, item: list[Any]) -> Puzzle:
    size, variant, seed, moves, line, par, rating = item
    return Puzzle(game, number, size, variant, seed, tuple(moves), tuple(line), par, float(rating))


@cache
def catalog(game: str) -> tuple[Puzzle, ...]:
    """Every shipped puzzle of ``game``, puzzle 1 first (none for a game without a data file)."""
    source = resources.files(__package__).joinpath("data").joinpath(f"{game}.json")
    if not source.is_file():
        return ()
    data = json.loads(source.read_text(encoding="utf-8"))
    if data.get("format") != FORMAT:
        raise ValueError(f"puzzle data of {game}: format {data.get('format')!r}, not {FORMAT}")
    return tuple(from_entry(game, number, item) for number, item in enumerate(data["puzzles"], start=1))


def games_with_puzzles() -> list[str]:
    return [name for name in GAMES if catalog(name)]


def get(game: str, number: int) -> Puzzle | None:
    """Puzzle ``number`` of ``game`` (from 1), or None when there is no such puzzle."""
    puzzles = catalog(game)
    return puzzles[number - 1] if 1 <= number <= len(puzzles) else None


def dump(game: str, puzzles: list[Puzzle]) -> str:
    """A game's data file: one puzzle a line, so that appending puzzles shows as added lines."""
    lines = ",\n".join(json.dumps(entry(p), separators=(",", ":"), ensure_ascii=False) for p in puzzles)
    return f'{{"format": {FORMAT}, "game": "{game}", "puzzles": [\n{lines}\n]}}\n'
