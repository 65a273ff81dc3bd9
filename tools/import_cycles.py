"""Fail on any import cycle among the modules of src/domino_solitaire.

Every import counts: at the top of a module, inside a function, and under ``if TYPE_CHECKING:``
(it never runs, but a type named there still ties the two modules: each must be read to
understand the other, and a cycle hidden there comes back the day the import is needed at run
time). A package's ``__init__`` counts as a module of its own,
and ``from package import name`` as an import of ``package.name`` when that is a module (else of
the package). Run by .ci/run; prints each cycle found, one per line, and exits 1 if there is one.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "src"
PACKAGE = "domino_solitaire"


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


class Imports(ast.NodeVisitor):
    def __init__(self, name: str, is_package: bool, modules: set[str]) -> None:
        self.name = name
        self.package = name if is_package else name.rpartition(".")[0]
        self.modules = modules
        self.found: set[str] = set()

    def add(self, target: str) -> None:
        while target and target not in self.modules:
            target = target.rpartition(".")[0]
        if target and target != self.name:
            self.found.add(target)

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            if alias.name.startswith(PACKAGE):
                self.add(alias.name)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        if node.level:
            base = self.package.split(".")
            base = base[: len(base) - (node.level - 1)] if node.level > 1 else base
            source = ".".join([*base, *([node.module] if node.module else [])])
        else:
            source = node.module or ""
        if not source.startswith(PACKAGE):
            return
        for alias in node.names:
            full = f"{source}.{alias.name}"
            self.add(full if full in self.modules else source)


def graph(root: Path = ROOT) -> dict[str, set[str]]:
    """Each module of the package under ``root`` and the modules of the package it imports."""
    paths = sorted((root / PACKAGE).rglob("*.py"))
    modules = {module_name(path, root) for path in paths}
    edges: dict[str, set[str]] = {}
    for path in paths:
        name = module_name(path, root)
        visitor = Imports(name, path.name == "__init__.py", modules)
        visitor.visit(ast.parse(path.read_text(encoding="utf-8"), str(path)))
        edges[name] = visitor.found
    return edges


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0

    def visit(node: str) -> None:
        nonlocal counter
        index[node] = low[node] = counter
        counter += 1
        stack.append(node)
        on_stack.add(node)
        for target in sorted(edges.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    sys.setrecursionlimit(10_000)
    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def main() -> int:
    found = cycles(graph())
    for component in found:
        print("import cycle: " + " <-> ".join(component))
    if not found:
        print("no import cycle in src")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
