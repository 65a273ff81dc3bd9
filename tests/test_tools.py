"""The checks .ci/run makes of the source (tools/): they find what they are there to find."""

from __future__ import annotations

from pathlib import Path

import import_cycles
import module_sizes


def write(root: Path, name: str, text: str) -> None:
    path = root / "domino_solitaire" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def test_an_import_cycle_is_found_even_inside_a_function(tmp_path: Path) -> None:
    write(tmp_path, "__init__.py", "")
    write(tmp_path, "a.py", "from domino_solitaire import b\n")
    write(tmp_path, "b.py", "def f():\n    from domino_solitaire.a import x\n")
    write(
        tmp_path,
        "c.py",
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from domino_solitaire import a\n",
    )
    write(tmp_path, "d.py", "from domino_solitaire import c\n")
    found = import_cycles.cycles(import_cycles.graph(tmp_path))
    assert found == [["domino_solitaire.a", "domino_solitaire.b"]]


def test_imports_under_type_checking_make_no_cycle(tmp_path: Path) -> None:
    write(tmp_path, "__init__.py", "")
    write(tmp_path, "a.py", "from domino_solitaire import b\n")
    write(tmp_path, "b.py", "import typing\nif typing.TYPE_CHECKING:\n    from domino_solitaire.a import x\n")
    assert import_cycles.cycles(import_cycles.graph(tmp_path)) == []


def test_the_source_has_no_import_cycle_and_no_module_too_long() -> None:
    assert import_cycles.main() == 0
    assert module_sizes.main() == 0
