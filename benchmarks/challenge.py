"""Challenges' benchmark: writing and checking the challenge line of a 40-move game.

    python benchmarks/challenge.py [--repeat 50]

For each game a game of at least 40 moves is played (its first legal move each time, from the first
deal that gives one; Luzon, whose double-6 game is at most 28 moves, plays its longest), then its
challenge line is written and read back (the proof replayed, the claims checked) REPEAT times; the
median and the slowest of each are printed. The target is 50 ms for writing and checking together.
"""

from __future__ import annotations

import argparse
import statistics
import time

from domino_solitaire.engine import Game, make_setup
from domino_solitaire.engine.challenge import challenge_line, claim_of, read_challenge

GAMES = (("good-neighbors", 12), ("castle-rock", 12), ("castle-rock", 18), ("luzon", 6))


def long_game(game: str, size: int, moves: int = 40) -> Game:
    best: Game | None = None
    for seed in range(1, 500):
        played = Game(make_setup(game, size, seed=seed))
        while not played.is_over:
            played.play(played.legal_moves()[0])
        if best is None or len(played.moves) > len(best.moves):
            best = played
        if len(played.moves) >= moves:
            return played
    assert best is not None
    return best


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=50)
    args = parser.parse_args()
    print(f"{'game':<22} {'moves':>5} {'write ms':>14} {'check ms':>14} {'line':>5}")
    for game, size in GAMES:
        played = long_game(game, size)
        writes, checks = [], []
        for _ in range(args.repeat):
            start = time.perf_counter()
            line = challenge_line(played, claim_of(played, 95, 0))
            middle = time.perf_counter()
            read_challenge(line)
            writes.append(middle - start)
            checks.append(time.perf_counter() - middle)
        figures = [f"{1000 * statistics.median(t):6.2f}/{1000 * max(t):6.2f}" for t in (writes, checks)]
        name = f"{game} d{size}"
        print(f"{name:<22} {len(played.moves):>5} {figures[0]:>14} {figures[1]:>14} {len(line):>5}")
    print("(median/slowest of each)")


if __name__ == "__main__":
    main()
