"""Every shipped puzzle checked with the solver (the suite checks a sample; this, all), by hand:

    python benchmarks/check_puzzles.py [--jobs 2]

Prints the count checked per game, the seconds, and any puzzle found wrong (exit 1 then).
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time

from domino_solitaire.puzzles.model import catalog, games_with_puzzles, get
from domino_solitaire.puzzles.verify import problem


def _check(key: tuple[str, int]) -> tuple[tuple[str, int], str | None]:
    puzzle = get(*key)
    assert puzzle is not None
    return key, problem(puzzle)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=multiprocessing.cpu_count())
    args = parser.parse_args()
    wrong = 0
    with multiprocessing.Pool(args.jobs) as pool:
        for game in games_with_puzzles():
            started = time.perf_counter()
            keys = [(game, p.number) for p in catalog(game)]
            for (name, number), found in pool.imap_unordered(_check, keys, chunksize=16):
                if found is not None:
                    wrong += 1
                    print(f"{name} {number}: {found}")
            print(f"{game}: {len(keys)} puzzles checked in {time.perf_counter() - started:.1f}s", flush=True)
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
