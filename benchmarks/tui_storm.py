"""Long key and resize storms on the whole app, run by hand (the suite runs short ones).

    python benchmarks/tui_storm.py [--runs 30] [--batches 80]

Each run throws random keys, clicks and terminal sizes at a game of one of the three games
(tests/tui/storm.py says what counts as a failure: a crash, a freeze, an unsound game, or a
screen stuck on the too-small notice). Prints the counts and every failure.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import time
import traceback
from pathlib import Path

os.environ.setdefault("TEXTUAL_ANIMATIONS", "none")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "tui"))

from storm import storm

from domino_solitaire.engine.games import GAMES as REGISTERED

#: Every game at its smallest and its largest set.
GAMES = sorted(
    {(name, size) for name, rules in REGISTERED.items() for size in (min(rules.sets), max(rules.sets))}
)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--batches", type=int, default=80)
    args = parser.parse_args()
    keys = resizes = clicks = failures = 0
    started = time.perf_counter()
    for run in range(args.runs):
        game, size = GAMES[run % len(GAMES)]
        try:
            report = asyncio.run(storm(game, size, 1000 + run, batches=args.batches))
        except Exception:
            failures += 1
            print(f"run {run} ({game} {size}, seed {1000 + run}) FAILED:")
            traceback.print_exc()
            continue
        keys += report.keys
        resizes += report.resizes
        clicks += report.clicks
        print(f"run {run} ({game} {size}): {report.keys} keys, {report.resizes} resizes, ok", flush=True)
    took = time.perf_counter() - started
    print(
        f"{args.runs} runs, {keys} keys, {resizes} resizes, {clicks} clicks: "
        f"{failures} failed (crashes or freezes) in {took:.0f} s"
    )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
