"""The solver's benchmark: the figures of docs/winnability.md.

    python benchmarks/winnability.py [--last 10000] [--jobs 2] [--only castle-rock]

For every game, set and variant it solves deals 1..LAST with the default limit and
plays them greedily, then prints the win rates and the time per deal (median, p99,
max) as a Markdown table. It also times the hint on mid-game Good Neighbors
double-12 positions and compares ``analyze --jobs N`` with ``--jobs 1``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from domino_solitaire.cli.solve import analyze
from domino_solitaire.engine import Game, configurations, get_rules, make_setup
from domino_solitaire.solver import DEFAULT_LIMIT_SECONDS, hint

CONFIGS = configurations()


def table(last: int, jobs: int, only: str | None) -> None:
    print("| Game | Set | Variant | Deals | Perfect play | Greedy | Undecided | Median | p99 | Max | Took |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for game, size, variant in CONFIGS:
        if only and only != game:
            continue
        summary = analyze(game, size, variant, range(1, last + 1), jobs, DEFAULT_LIMIT_SECONDS)
        d = summary.to_json()
        print(
            f"| {get_rules(game).title} | {size} | {variant} | 1-{last} "
            f"| {100 * d['win_rate']:.2f}% ({d['winnable']}) "
            f"| {100 * d['greedy_rate']:.2f}% ({d['greedy_won']}) "
            f"| {d['undecided']} | {1000 * d['median_seconds']:.2f} ms | {1000 * d['p99_seconds']:.1f} ms "
            f"| {1000 * d['max_seconds']:.0f} ms | {d['wall_seconds']:.0f} s |",
            flush=True,
        )


def hint_latency(deals: int) -> None:
    """Hints on Good Neighbors double-12 games ten random turns in (the TUI's typical question)."""
    times = []
    for seed in range(1, deals + 1):
        rng = random.Random(seed)
        game = Game(make_setup("good-neighbors", 12, seed=seed))
        for _ in range(10):
            if game.is_over:
                break
            game.play(rng.choice(game.legal_moves()))
        started = time.perf_counter()
        hint(game)
        times.append(time.perf_counter() - started)
    times.sort()
    print(
        f"hint, Good Neighbors double-12 after 10 random turns, {deals} games: "
        f"median {1000 * statistics.median(times):.2f} ms, "
        f"p99 {1000 * times[int(0.99 * len(times)) - 1]:.1f} ms, "
        f"max {1000 * times[-1]:.1f} ms",
        flush=True,
    )


def speedup(jobs: int) -> None:
    seeds = range(1, 3001)
    config = ("castle-rock", 9, "standard")
    one = analyze(*config, seeds, 1, DEFAULT_LIMIT_SECONDS).wall_seconds
    many = analyze(*config, seeds, jobs, DEFAULT_LIMIT_SECONDS).wall_seconds
    print(
        f"analyze castle-rock --set 9 --seeds 1-3000: --jobs 1 {one:.1f} s, --jobs {jobs} {many:.1f} s, "
        f"speedup {one / many:.2f}x",
        flush=True,
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--last", type=int, default=10000, help="solve deals 1..LAST (default 10000)")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--only", help="only this game")
    parser.add_argument("--skip-table", action="store_true", help="only the hint and speedup figures")
    args = parser.parse_args()
    started = time.perf_counter()
    if not args.skip_table:
        table(args.last, args.jobs, args.only)
    hint_latency(200)
    speedup(args.jobs)
    print(f"benchmark took {time.perf_counter() - started:.0f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
