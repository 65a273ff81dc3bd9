"""Fail when a function or method of src is over 60 lines, counted from its `def` to its last line
(issue 25): a function that long does more than one thing. Run by .ci/run.

`--skip FILE` (repeatable; a path under src/domino_solitaire) leaves a module's offenders out, for a
developer's own runs while another branch rewrites that module; the committed check passes none."""

from __future__ import annotations

import argparse
import ast
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src" / "domino_solitaire"
LIMIT = 60


def long_functions(root: Path, limit: int = LIMIT) -> Iterator[tuple[str, int, str, int]]:
    """(module's path under root, line of its def, qualified name, lines) of every function over limit."""
    for path in sorted(root.rglob("*.py")):
        name = path.relative_to(root).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for line, qualname, length in _functions(tree.body, ""):
            if length > limit:
                yield name, line, qualname, length


def _functions(body: Sequence[ast.stmt], prefix: str) -> Iterator[tuple[int, str, int]]:
    for node in body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            qualname = prefix + node.name
            # From the def, not from its decorators: they are not the function's body.
            assert node.end_lineno is not None
            yield node.lineno, qualname, node.end_lineno - node.lineno + 1
            yield from _functions(node.body, qualname + ".")
        elif isinstance(node, ast.ClassDef):
            yield from _functions(node.body, prefix + node.name + ".")
        else:
            # Functions defined under if/try/with at module or class level count as well.
            for child in ast.iter_child_nodes(node):
                if isinstance(child, ast.stmt):
                    yield from _functions([child], prefix)


def main(argv: Sequence[str] | None = None, root: Path = SRC) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--skip", action="append", default=[], metavar="FILE")
    args = parser.parse_args(argv)
    skipped = set(args.skip)
    over = [found for found in long_functions(root) if found[0] not in skipped]
    for name, line, qualname, length in over:
        print(f"{name}:{line} {qualname} {length} lines")
    if not over:
        print(f"every function of src within {LIMIT} lines")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
