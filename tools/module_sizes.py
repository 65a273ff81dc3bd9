"""Fail when a module of src is over 600 lines, or the game screen over 350 (issue 17): a module that
grows past them has more than one job. Run by .ci/run."""

from __future__ import annotations

import sys
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src" / "domino_solitaire"
LIMIT = 600
#: Modules with a limit of their own.
LIMITS = {"tui/screens/game.py": 349}  # under 350 (issue 17)


def main() -> int:
    over = []
    for path in sorted(SRC.rglob("*.py")):
        name = path.relative_to(SRC).as_posix()
        lines = len(path.read_text(encoding="utf-8").splitlines())
        limit = LIMITS.get(name, LIMIT)
        if lines > limit:
            over.append(f"{name}: {lines} lines (at most {limit})")
    for line in over:
        print(line)
    if not over:
        print(f"every module of src within {LIMIT} lines, and those with limits of their own within them")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
