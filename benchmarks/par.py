"""Par's benchmark: the speed and distribution figures of docs/winnability.md.

    python benchmarks/par.py [--last 1000] [--jobs 2] [--only castle-rock] [--limit 10]

For every game, set and variant it computes par for deals 1..LAST with the default limit, then
prints the time per deal (median, p99, max, against the targets: median <= 50 ms, p99 <= 1 s, none
over the limit) as a Markdown table, and a histogram of par per configuration. It also times the
hint and the review on lost games (random play), which now look for par too.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor

from domino_solitaire.engine import Game, configurations, get_rules, make_setup
from domino_solitaire.solver import DEFAULT_LIMIT_SECONDS, hint, review, solve

Row = tuple[int, int | None, int, int, float]  # seed, par, low, high, seconds


def par_of(config: tuple[str, int, str], seeds: range, limit: float) -> list[Row]:
    game, size, variant = config
    rows = []
    for seed in seeds:
        result = solve(make_setup(game, size, variant, seed=seed).opening(), limit)
        rows.append((seed, result.par, *result.par_bounds, result.seconds))
    return rows


def measure(config: tuple[str, int, str], last: int, jobs: int, limit: float) -> tuple[list[Row], float]:
    started = time.perf_counter()
    chunks = [range(first, min(first + 50, last + 1)) for first in range(1, last + 1, 50)]
    with ProcessPoolExecutor(jobs) as pool:
        parts = pool.map(par_of, [config] * len(chunks), chunks, [limit] * len(chunks))
        rows = [row for part in parts for row in part]
    return rows, time.perf_counter() - started


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[max(0, int(q * len(ordered)) - 1)]


def histogram(rows: list[Row]) -> str:
    """ "par: deals", in bins of ten tiles where par takes too many values to list one by one."""
    pars = [row[1] for row in rows]
    undecided = sum(par is None for par in pars)
    known = [par for par in pars if par is not None]
    wide = len(set(known)) > 25
    counts = Counter(par // 10 * 10 if wide else par for par in known)
    text = ", ".join(f"{par}-{par + 9}: {n}" if wide else f"{par}: {n}" for par, n in sorted(counts.items()))
    return text + (f", undecided: {undecided}" if undecided else "")


def table(last: int, jobs: int, only: str | None, limit: float) -> None:
    results = []
    print("| Game | Set | Variant | Deals | Undecided | Median | p99 | Max | Mean par | Took |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for config in configurations():
        game, size, variant = config
        if only and only != game:
            continue
        rows, took = measure(config, last, jobs, limit)
        results.append((config, rows))
        seconds = [row[4] for row in rows]
        decided = [row[1] for row in rows if row[1] is not None]
        print(
            f"| {get_rules(game).title} | {size} | {variant} | 1-{last} | {len(rows) - len(decided)} "
            f"| {1000 * statistics.median(seconds):.2f} ms | {1000 * quantile(seconds, 0.99):.1f} ms "
            f"| {1000 * max(seconds):.0f} ms | {statistics.mean(decided):.2f} | {took:.0f} s |",
            flush=True,
        )
    print()
    for (game, size, variant), rows in results:
        print(f"- {get_rules(game).title} {size} {variant}: {histogram(rows)}", flush=True)


def random_loss(game: str, size: int, variant: str, seed: int) -> Game:
    """A game of the deal played at random to its end."""
    rng = random.Random(seed)
    play = Game(make_setup(game, size, variant, seed=seed))
    while not play.is_over:
        play.play(rng.choice(play.legal_moves()))
    return play


def lost_games(games: int) -> None:
    """Hint (a few moves before the end) and review on games lost by random play: both now look for par."""
    print()
    for game, size, variant in configurations():
        hints, reviews = [], []
        for seed in range(1, games + 1):
            play = random_loss(game, size, variant, seed)
            started = time.perf_counter()
            review(play)
            reviews.append(time.perf_counter() - started)
            for _ in range(min(3, len(play.moves))):
                play.undo()
            started = time.perf_counter()
            hint(play)
            hints.append(time.perf_counter() - started)
        print(
            f"- {get_rules(game).title} {size} {variant}, {games} games lost at random: "
            f"hint 3 moves before the end median {1000 * statistics.median(hints):.1f} ms, "
            f"max {1000 * max(hints):.0f} ms; review median {1000 * statistics.median(reviews):.1f} ms, "
            f"max {1000 * max(reviews):.0f} ms",
            flush=True,
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--last", type=int, default=1000, help="deals 1..LAST (default 1000)")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--only", help="only this game")
    parser.add_argument("--limit", type=float, default=DEFAULT_LIMIT_SECONDS, help="seconds per deal")
    parser.add_argument("--lost-games", type=int, default=50, help="games for the hint and review figures")
    args = parser.parse_args()
    started = time.perf_counter()
    print(f"load average before: {os.getloadavg()[0]:.2f}", file=sys.stderr)
    table(args.last, args.jobs, args.only, args.limit)
    if args.lost_games:
        lost_games(args.lost_games)
    print(f"benchmark took {time.perf_counter() - started:.0f} s", file=sys.stderr)
    print(f"load average after: {os.getloadavg()[0]:.2f}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
