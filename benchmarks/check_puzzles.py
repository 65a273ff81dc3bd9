"""Every shipped puzzle checked with the solver in full, by hand:

    python benchmarks/check_puzzles.py [--jobs 2] [--quick]

The suite checks every puzzle too (tests/test_puzzles.py), with the quick check of puzzles/verify.py:
yes-or-no questions in the solver's compact game sharing one table per puzzle. This script is the
independent check beside it: the engine plays the moves and every position is solved in full
(``problem_in_full``); ``--quick`` runs the suite's check instead, to time it.

Prints the count checked per game, the seconds, and any puzzle found wrong (exit 1 then).
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
from functools import partial

from domino_solitaire.puzzles.model import catalog, games_with_puzzles, get
from domino_solitaire.puzzles.verify import problem, problem_in_full


def _check(quick: bool, key: tuple[str, int]) -> tuple[tuple[str, int], str | None]:
    puzzle = get(*key)
    assert puzzle is not None
    return key, (problem if quick else problem_in_full)(puzzle)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=multiprocessing.cpu_count())
    parser.add_argument("--quick", action="store_true", help="the suite's quick check, to time it")
    args = parser.parse_args()
    wrong = 0
    with multiprocessing.Pool(args.jobs) as pool:
        for game in games_with_puzzles():
            started = time.perf_counter()
            keys = [(game, p.number) for p in catalog(game)]
            for (name, number), found in pool.imap_unordered(partial(_check, args.quick), keys, chunksize=16):
                if found is not None:
                    wrong += 1
                    print(f"{name} {number}: {found}")
            print(f"{game}: {len(keys)} puzzles checked in {time.perf_counter() - started:.1f}s", flush=True)
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
