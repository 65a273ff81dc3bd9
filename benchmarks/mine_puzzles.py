"""Mining 1,000 Luzon puzzles (issue 30: within 10 minutes on two cores), by hand:

    python benchmarks/mine_puzzles.py [--jobs 2] [--count 1000]

The same walk as tools/mine_puzzles.py (deals in order from 1, standard Luzon). Prints the
puzzles found, the deals walked, the wall time and the load average before and after (the
machine may be shared).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

from mine_puzzles import mine

TARGET_SECONDS = 600.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--count", type=int, default=1000)
    args = parser.parse_args()
    load = os.getloadavg()
    started = time.perf_counter()
    found = list(mine("luzon", 6, "standard", args.count, args.jobs))
    seconds = time.perf_counter() - started
    after = os.getloadavg()
    print(
        f"{len(found)} Luzon puzzles from deals 1-{found[-1].seed} in {seconds:.1f}s on {args.jobs} processes"
    )
    print(f"load average before {load[0]:.2f}, after {after[0]:.2f} ({os.cpu_count()} cores)")
    print(f"target {TARGET_SECONDS:.0f}s: {'met' if seconds <= TARGET_SECONDS else 'MISSED'}")
    return 0 if seconds <= TARGET_SECONDS else 1


if __name__ == "__main__":
    sys.exit(main())
