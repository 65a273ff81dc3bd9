"""The checks .ci/run makes of the source (tools/): they find what they are there to find."""

from __future__ import annotations

from pathlib import Path

import function_sizes
import import_cycles
import module_sizes
import pytest


def write(root: Path, name: str, text: str) -> None:
    path = root / "domino_solitaire" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def test_an_import_cycle_is_found_even_inside_a_function(tmp_path: Path) -> None:
    write(tmp_path, "__init__.py", "")
    write(tmp_path, "a.py", "from domino_solitaire import b\n")
    write(tmp_path, "b.py", "def f():\n    from domino_solitaire.a import x\n")
    write(tmp_path, "c.py", "x = 1\n")
    write(tmp_path, "d.py", "from domino_solitaire import c\n")
    found = import_cycles.cycles(import_cycles.graph(tmp_path))
    assert found == [["domino_solitaire.a", "domino_solitaire.b"]]


@pytest.mark.parametrize("guard", ["TYPE_CHECKING", "typing.TYPE_CHECKING"])
def test_an_import_cycle_is_found_even_under_type_checking(tmp_path: Path, guard: str) -> None:
    write(tmp_path, "__init__.py", "")
    write(tmp_path, "a.py", "from domino_solitaire import b\n")
    write(
        tmp_path,
        "b.py",
        "import typing\nfrom typing import TYPE_CHECKING\n"
        f"if {guard}:\n    from domino_solitaire.a import x\n",
    )
    found = import_cycles.cycles(import_cycles.graph(tmp_path))
    assert found == [["domino_solitaire.a", "domino_solitaire.b"]]


def test_the_source_has_no_import_cycle_and_no_module_too_long() -> None:
    assert import_cycles.main() == 0
    assert module_sizes.main() == 0


def test_a_long_function_is_found_with_its_place_and_length(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    body = "".join(f"    x{i} = {i}\n" for i in range(60))
    write(tmp_path, "short.py", "def short():\n" + body[: -len("    x59 = 59\n")])
    write(
        tmp_path,
        "long.py",
        "class Screen:\n    @property\n    def compose(self):\n" + body.replace("    x", "        x"),
    )
    found = list(function_sizes.long_functions(tmp_path / "domino_solitaire"))
    assert found == [("long.py", 3, "Screen.compose", 61)]
    assert function_sizes.main([], root=tmp_path / "domino_solitaire") == 1
    assert capsys.readouterr().out == "long.py:3 Screen.compose 61 lines\n"
    assert function_sizes.main(["--skip", "long.py"], root=tmp_path / "domino_solitaire") == 0
