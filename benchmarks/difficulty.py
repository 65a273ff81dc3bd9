"""Difficulty's benchmark: the figures of docs/difficulty.md.

    python benchmarks/difficulty.py [--last 10000] [--jobs 2] [--only luzon] [--skip-speed]

For every game, set and variant and deals 1..LAST it works out each deal's grade, the casual
player's chance (what grades are made of), the random player's chance and whether the greedy player
wins. (Good Neighbors estimates the random player's chance from 64 games a deal, so it does that
for deals 1..FELT_LAST_GN only; its grades cover all deals.) It prints the quartiles of the casual
chance among winnable deals (what the thresholds were calibrated on), the share of deals in each
grade, and per grade the random and greedy players' win rates: the check that grades are felt.
Then it times ``graded_seed`` for every configuration and grade (from several starting numbers)
and ``daily_deal`` for a year of dates.
"""

from __future__ import annotations

import argparse
import datetime
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from domino_solitaire.engine import configurations, get_rules, make_setup
from domino_solitaire.solver import greedy_wins, is_winnable
from domino_solitaire.solver.api import KNOWN_WINNABLE
from domino_solitaire.solver.difficulty import Grade, assess, casual_chance, daily_deal, graded_seed, offered
from domino_solitaire.solver.known import LIMIT

#: seed, grade, casual chance, random chance, greedy won
Row = tuple[int, str, float | None, float | None, bool]


def rate(config: tuple[str, int, str], seeds: range, felt_last: int) -> list[Row]:
    game, size, variant = config
    rows = []
    for seed in seeds:
        setup = make_setup(game, size, variant, seed=seed)
        opening = setup.opening()
        found, chance = assess(setup)
        if found is Grade.UNWINNABLE:
            rows.append((seed, found.value, None, None, False))
            continue
        random_chance = casual_chance(setup, 0.0) if seed <= felt_last else None
        rows.append((seed, found.value, chance, random_chance, greedy_wins(opening)))
    return rows


def measure(config: tuple[str, int, str], last: int, jobs: int, felt_last: int) -> list[Row]:
    chunks = [range(first, min(first + 100, last + 1)) for first in range(1, last + 1, 100)]
    with ProcessPoolExecutor(jobs) as pool:
        parts = pool.map(rate, [config] * len(chunks), chunks, [felt_last] * len(chunks))
        return [row for part in parts for row in part]


def share(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "-"


def tables(last: int, jobs: int, only: str | None, felt_last_gn: int) -> None:
    shares = ["| Game | Set | Variant | Winnable | Easy | Medium | Hard | Expert | Unwinnable | Took |"]
    shares.append("|---|---|---|---|---|---|---|---|---|---|")
    felt = ["| Game | Set | Variant | Grade | Deals | Casual chance | Random player (deals) | Greedy |"]
    felt.append("|---|---|---|---|---|---|---|---|")
    quartiles = []
    for config in configurations():
        game, size, variant = config
        if only and only != game:
            continue
        started = time.perf_counter()
        felt_last = felt_last_gn if game == "good-neighbors" else last
        rows = measure(config, last, jobs, felt_last)
        took = time.perf_counter() - started
        title = f"{get_rules(game).title} | {size} | {variant}"
        counts = {g: sum(1 for r in rows if r[1] == g.value) for g in Grade}
        winnable = len(rows) - counts[Grade.UNWINNABLE]
        cells = " | ".join(share(counts[g], len(rows)) + f" ({counts[g]})" for g in Grade)
        shares.append(f"| {title} | {share(winnable, len(rows))} ({winnable}) | {cells} | {took:.0f} s |")
        chances = sorted(r[2] for r in rows if r[2] is not None)
        if chances:
            picks = [chances[min(len(chances) - 1, int(q * len(chances)))] for q in (0.25, 0.5, 0.75)]
            quartiles.append(f"- {title}: casual chance quartiles {', '.join(f'{p:.6g}' for p in picks)}")
        for g in Grade:
            if g is Grade.UNWINNABLE:
                continue
            mine = [r for r in rows if r[1] == g.value]
            if not mine:
                continue
            casual = statistics.mean(r[2] or 0.0 for r in mine)
            randoms = [r[3] for r in mine if r[3] is not None]
            random_rate = f"{100 * statistics.mean(randoms):.3g}% ({len(randoms)})" if randoms else "-"
            greedy = sum(r[4] for r in mine) / len(mine)
            felt.append(
                f"| {title} | {g} | {len(mine)} | {100 * casual:.3g}% | {random_rate} "
                f"| {100 * greedy:.1f}% ({sum(r[4] for r in mine)}) |"
            )
        print("\n".join(shares[-1:]), flush=True)
    print()
    print(f"Deals 1-{last}:")
    print("\n".join(shares))
    print()
    print("\n".join(felt))
    print()
    print("\n".join(quartiles))


def speed(starts: int) -> None:
    """graded_seed for every configuration and grade it offers, from 1 and from starts spread below
    LIMIT (where daily deals start); Castle Rock double-12 also from starts beyond its table."""
    print()
    print("| Game | Set | Variant | Grade | Starts | Median | Max |")
    print("|---|---|---|---|---|---|---|")
    spread = [1 + k * (LIMIT // starts - 9) for k in range(starts)]
    beyond = [LIMIT + 1 + k * 7_919_993 for k in range(starts)]
    for game, size, variant in configurations():
        for wanted in offered(game, size, variant):
            sets = [(f"below {LIMIT:,}", spread)]
            if (game, size, variant) in KNOWN_WINNABLE and wanted is Grade.EXPERT:
                sets.append((f"above {LIMIT:,}", beyond))
            for label, firsts in sets:
                times = []
                for start in firsts:
                    began = time.perf_counter()
                    graded_seed(game, size, variant, wanted, start)
                    times.append(time.perf_counter() - began)
                print(
                    f"| {get_rules(game).title} | {size} | {variant} | {wanted} | {len(firsts)} {label} "
                    f"| {1000 * statistics.median(times):.0f} ms | {1000 * max(times):.0f} ms |",
                    flush=True,
                )


def daily(days: int) -> None:
    print()
    first = datetime.date(2026, 1, 1)
    for game, size, variant in configurations():
        times = []
        for k in range(days):
            began = time.perf_counter()
            found = daily_deal(game, size, variant, first + datetime.timedelta(days=k))
            times.append(time.perf_counter() - began)
            if found.goal.value == "win":
                assert is_winnable(make_setup(game, size, variant, seed=found.seed).opening())
        times.sort()
        print(
            f"- daily {get_rules(game).title} {size} {variant}, {days} days from {first}: "
            f"median {1000 * statistics.median(times):.0f} ms, 95th percentile "
            f"{1000 * times[int(0.95 * len(times)) - 1]:.0f} ms, max {1000 * times[-1]:.0f} ms",
            flush=True,
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--last", type=int, default=10000, help="deals 1..LAST (default 10000)")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--only", help="only this game")
    parser.add_argument("--felt-last-gn", type=int, default=2000, help="Good Neighbors' random player: 1..N")
    parser.add_argument("--skip-tables", action="store_true", help="only the speed figures")
    parser.add_argument("--skip-speed", action="store_true", help="only the tables")
    parser.add_argument("--starts", type=int, default=10, help="starting numbers per grade (default 10)")
    parser.add_argument("--days", type=int, default=366, help="dates for the daily deal (default 366)")
    args = parser.parse_args()
    began = time.perf_counter()
    print(f"load average before: {os.getloadavg()[0]:.2f}", file=sys.stderr)
    if not args.skip_tables:
        tables(args.last, args.jobs, args.only, args.felt_last_gn)
    if not args.skip_speed:
        speed(args.starts)
        daily(args.days)
    print(f"benchmark took {time.perf_counter() - began:.0f} s", file=sys.stderr)
    print(f"load average after: {os.getloadavg()[0]:.2f}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
