"""Four Rows' benchmark: its rows of docs/winnability.md and what its grades are made of.

    python benchmarks/four_rows.py [--last 10000] [--jobs 2]

For both variants and deals 1..LAST it solves each deal exactly, plays it greedily, counts the
deals that allow no move at all, and works out the casual player's chance (docs/difficulty.md)
on the winnable ones. It prints the win rates and the time per deal as docs/winnability.md's
table does, par's spread, and the quartiles of the casual chance among winnable deals (what a
configuration's grade thresholds are set from).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor

from domino_solitaire.engine.deals import deal_for_seed
from domino_solitaire.engine.four_rows import FourRows, FourRowsPosition
from domino_solitaire.solver.budget import Budget
from domino_solitaire.solver.four_rows import FourRowsSearch

RULES = FourRows()

#: seed, par, greedy won, no move at all, seconds to solve, casual chance (None: unwinnable)
Row = tuple[int, int, bool, bool, float, float | None]


def measure(variant: str, seeds: range) -> list[Row]:
    rows = []
    for seed in seeds:
        opening = RULES.initial(deal_for_seed(6, seed), 6, variant)
        assert isinstance(opening, FourRowsPosition)
        started = time.perf_counter()
        search = FourRowsSearch(opening)
        par, _ = search.par(Budget(10.0, None, None))
        seconds = time.perf_counter() - started
        chance = FourRowsSearch(opening).casual_chance(Budget(None, None, None)) if par == 0 else None
        rows.append((seed, par, search.greedy_wins(), not opening.has_moves(), seconds, chance))
    return rows


def share(part: int, whole: int) -> str:
    return f"{100 * part / whole:.2f}% ({part})"


def report(variant: str, rows: list[Row], took: float) -> None:
    total = len(rows)
    won = sum(1 for row in rows if row[1] == 0)
    greedy = sum(1 for row in rows if row[2])
    stuck = sum(1 for row in rows if row[3])
    times = sorted(row[4] for row in rows)
    print(
        f"| Four Rows | 6 | {variant} | 1-{total} | {share(won, total)} | {share(greedy, total)} | 0 "
        f"| {1000 * statistics.median(times):.2f} ms | {1000 * times[int(0.99 * total) - 1]:.1f} ms "
        f"| {1000 * times[-1]:.0f} ms | {took:.0f} s | {share(stuck, total)} |",
        flush=True,
    )


def details(variant: str, rows: list[Row]) -> None:
    pars = Counter(row[1] for row in rows)
    spread = ", ".join(f"{par}: {count}" for par, count in sorted(pars.items()))
    mean = statistics.fmean(row[1] for row in rows)
    print(f"- {variant}: mean par {mean:.2f}; par: deals: {spread}")
    chances = sorted(row[5] for row in rows if row[5] is not None)
    if chances:
        quartiles = statistics.quantiles(chances, n=4)
        print(
            f"  casual chance among {len(chances)} winnable deals: quartiles "
            f"{quartiles[2]:.3g}, {quartiles[1]:.3g}, {quartiles[0]:.3g} (75th, 50th, 25th percentile); "
            f"max {chances[-1]:.3g}"
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--last", type=int, default=10000, help="deals 1..LAST (default 10000)")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    args = parser.parse_args()
    print(
        "| Game | Set | Variant | Deals | Perfect play | Greedy | Undecided "
        "| Median | p99 | Max | Took | No move |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    found: dict[str, list[Row]] = {}
    for variant in RULES.variants:
        started = time.perf_counter()
        chunks = [range(first, min(first + 250, args.last + 1)) for first in range(1, args.last + 1, 250)]
        with ProcessPoolExecutor(args.jobs) as pool:
            parts = pool.map(measure, [variant] * len(chunks), chunks)
            found[variant] = [row for part in parts for row in part]
        report(variant, found[variant], time.perf_counter() - started)
    for variant, rows in found.items():
        details(variant, rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
