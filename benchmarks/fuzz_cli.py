"""Fuzz the command line and game records at length (issue 11); run by hand, it takes minutes.

    python benchmarks/fuzz_cli.py [--commands 20000] [--records 10000] [--seed 1]

Every run must keep the contract of tests/fuzzing.py: exit status 0 or 2, one line on stderr
for an error, no traceback, nothing unprintable, strict JSON. The counts and any failure (with
the command line that caused it) are printed; the exit status is 1 if anything failed.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from fuzzing import Run, fuzz_commands, fuzz_records, playground


def report(kind: str, runs: list[Run], seconds: float) -> int:
    failures = [(run, run.problem()) for run in runs if run.problem()]
    codes = Counter(run.code for run in runs)
    print(
        f"{kind}: {len(runs)} runs in {seconds:.0f} s, {len(failures)} failures "
        f"(exit 0: {codes[0]}, exit 2: {codes[2]})"
    )
    for run, problem in failures[:20]:
        print(f"  FAILED {list(run.args)!r}\n    {problem}")
    return len(failures)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--commands", type=int, default=20_000)
    parser.add_argument("--records", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    failed = 0
    with tempfile.TemporaryDirectory() as folder:
        ground = playground(Path(folder) / "commands")
        started = time.monotonic()
        runs = list(fuzz_commands(ground, args.commands, args.seed))
        failed += report("command lines", runs, time.monotonic() - started)
        ground = playground(Path(folder) / "records")
        started = time.monotonic()
        runs = list(fuzz_records(ground, args.records, args.seed))
        records = sum(1 for run in runs if "fuzzed.json" in " ".join(run.args))
        failed += report(
            f"records ({records} records, with history and stats after imports)",
            runs,
            time.monotonic() - started,
        )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
