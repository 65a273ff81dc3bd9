"""Mine the shipped puzzles (issue 30) and write src/domino_solitaire/puzzles/data/GAME.json.

    python tools/mine_puzzles.py [--jobs 2] [--game luzon] [--check]

Deals are walked in order from deal 1 of each configuration in ``PLAN`` (the double-6 sets
first) until the configuration has its count of puzzles; worker processes mine deals in parallel
and their answers are taken in deal order, so the file is the same on every run and machine.
Puzzle N of a game is its N-th line for ever: to ship more, raise the last configuration's count
or append a configuration, never reorder. ``--check`` mines again and compares with the files.
"""

from __future__ import annotations

import argparse
import itertools
import multiprocessing
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from domino_solitaire.puzzles.mining import mine_deal
from domino_solitaire.puzzles.model import Puzzle, dump

DATA = Path(__file__).resolve().parent.parent / "src" / "domino_solitaire" / "puzzles" / "data"

#: Per game, its configurations in the order their puzzles are numbered, and how many of each.
#: Castle Rock has none: no position of it ever offers more than two moves.
PLAN: dict[str, list[tuple[int, str, int]]] = {
    "luzon": [(6, "standard", 2500), (6, "six-ends", 400)],
    "good-neighbors": [(6, "standard", 1000), (9, "standard", 1000), (12, "standard", 500)],
    "four-rows": [(6, "standard", 2000), (6, "five-rows", 500)],
}


def _mine(job: tuple[str, int, str, int]) -> Puzzle | None:
    return mine_deal(*job)


def mine(game: str, size: int, variant: str, count: int, jobs: int, start: int = 1) -> Iterator[Puzzle]:
    """The first ``count`` puzzles of the configuration, from deal ``start`` on, in deal order."""
    deals = ((game, size, variant, seed) for seed in itertools.count(start))
    found = 0
    with multiprocessing.Pool(jobs) as pool:
        for puzzle in pool.imap(_mine, deals, chunksize=8):
            if puzzle is not None:
                yield puzzle
                found += 1
                if found == count:
                    pool.terminate()
                    return


def mine_game(game: str, jobs: int) -> list[Puzzle]:
    puzzles: list[Puzzle] = []
    for size, variant, count in PLAN[game]:
        started = time.perf_counter()
        mined = list(mine(game, size, variant, count, jobs))
        last = mined[-1].seed if mined else 0
        print(f"{game} double-{size} {variant}: {len(mined)} puzzles from deals 1-{last} "
              f"in {time.perf_counter() - started:.1f}s", flush=True)  # fmt: skip
        puzzles.extend(mined)
    return [
        Puzzle(game, number, p.size, p.variant, p.seed, p.moves, p.line, p.par, p.rating)
        for number, p in enumerate(puzzles, start=1)
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=multiprocessing.cpu_count())
    parser.add_argument("--game", choices=sorted(PLAN), action="append")
    parser.add_argument("--check", action="store_true", help="compare with the shipped files")
    args = parser.parse_args(argv)
    differ = False
    for game in args.game or list(PLAN):
        text = dump(game, mine_game(game, args.jobs))
        path = DATA / f"{game}.json"
        if args.check:
            same = path.is_file() and path.read_text(encoding="utf-8") == text
            print(f"{path.name}: {'the same' if same else 'DIFFERENT'}")
            differ |= not same
        else:
            path.write_text(text, encoding="utf-8")
            print(f"{path.name}: {path.stat().st_size} bytes")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
