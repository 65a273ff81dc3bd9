"""Write src/domino_solitaire/solver/castle_rock/known.py: the winnable deals of the sparse configurations.

    python benchmarks/known_deals.py [--jobs 2] > src/domino_solitaire/solver/castle_rock/known.py

Castle Rock double-12 has about one winnable deal in 900, so finding the next one from a deal
number means solving hundreds of deals, seconds at times. The table lists every winnable deal
number below ``LIMIT``, found by the solver here, so that ``graded_seed``, ``winnable_seed`` and the
daily deal answer at once; tests check samples of it against the solver. Deals never change, so
neither does the table. It takes about ten minutes on two cores.
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from domino_solitaire.engine import get_rules
from domino_solitaire.engine.deals import deal_for_seed
from domino_solitaire.solver import is_winnable
from domino_solitaire.solver.known import LIMIT

SPARSE = [("castle-rock", 12, "standard")]


def winnable_in(config: tuple[str, int, str], first: int, last: int) -> list[int]:
    game, size, variant = config
    rules = get_rules(game)
    found = []
    for seed in range(first, last):
        if is_winnable(rules.initial(deal_for_seed(size, seed), size, variant)):
            found.append(seed)
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    started = time.perf_counter()
    tables = {}
    step = 10_000
    for config in SPARSE:
        firsts = list(range(0, LIMIT, step))
        with ProcessPoolExecutor(args.jobs) as pool:
            parts = pool.map(winnable_in, [config] * len(firsts), firsts, [f + step for f in firsts])
            tables[config] = [seed for part in parts for seed in part]
    print('"""Castle Rock\'s winnable deals below ``solver.known.LIMIT``, where they are rare.')
    print()
    print("Double-12 has about one winnable deal in 900, so finding the next one from a deal number means")
    print("solving hundreds of deals. Written by benchmarks/known_deals.py with the solver; tests check")
    print("samples of it against the solver. Deals never change, so neither does this table.")
    print('"""')
    print()
    print("# fmt: off")
    print("WINNABLE_DEALS: dict[tuple[int, str], tuple[int, ...]] = {")
    for (_game, size, variant), seeds in tables.items():
        print(f'    ({size}, "{variant}"): (')
        for k in range(0, len(seeds), 10):
            print("        " + " ".join(f"{seed}," for seed in seeds[k : k + 10]))
        print("    ),")
    print("}")
    print("# fmt: on")
    count = sum(len(t) for t in tables.values())
    print(f"{count} deals in {time.perf_counter() - started:.0f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
