"""Every package's lines of Python in src, at a commit and now: a Markdown table (package, before,
after, change), for a closing note that says how a reshaping moved the code.

    python tools/package_lines.py 4dcf36a          # that commit against the working tree
    python tools/package_lines.py 4dcf36a HEAD     # two commits

The modules directly in src/domino_solitaire count as "(top)".
"""

from __future__ import annotations

import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "src/domino_solitaire"


def package_of(name: str) -> str:
    """The package a file of src is in (its first folder), or "(top)"."""
    parts = name.split("/")
    return parts[0] if len(parts) > 1 else "(top)"


def git(*args: str) -> str:
    return subprocess.run(["git", *args], cwd=ROOT, check=True, capture_output=True, text=True).stdout


def lines_at(commit: str) -> Counter[str]:
    counts: Counter[str] = Counter()
    for name in git("ls-tree", "-r", "--name-only", commit, PACKAGE).splitlines():
        if name.endswith(".py"):
            text = git("show", f"{commit}:{name}")
            counts[package_of(name.removeprefix(PACKAGE + "/"))] += len(text.splitlines())
    return counts


def lines_now() -> Counter[str]:
    counts: Counter[str] = Counter()
    for path in (ROOT / PACKAGE).rglob("*.py"):
        name = path.relative_to(ROOT / PACKAGE).as_posix()
        counts[package_of(name)] += len(path.read_text(encoding="utf-8").splitlines())
    return counts


def table(before: Counter[str], after: Counter[str]) -> list[str]:
    rows = ["| package | lines before | lines after | change |", "|---|---:|---:|---:|"]
    for package in sorted(before.keys() | after.keys()):
        was, now = before[package], after[package]
        rows.append(f"| {package} | {was} | {now} | {now - was:+d} |")
    was, now = sum(before.values()), sum(after.values())
    rows.append(f"| **all** | {was} | {now} | {now - was:+d} |")
    return rows


def main(argv: list[str]) -> int:
    if not 1 <= len(argv) <= 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    after = lines_at(argv[1]) if len(argv) == 2 else lines_now()
    print("\n".join(table(lines_at(argv[0]), after)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
