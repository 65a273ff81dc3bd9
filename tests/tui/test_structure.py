"""How the TUI's code is laid out: names that say one thing each, no circle in the imports."""

from __future__ import annotations

import ast
import re
from collections import defaultdict
from pathlib import Path

SOURCE = Path(__file__).resolve().parents[2] / "src" / "domino_solitaire"
TUI = SOURCE / "tui"


def public_classes(root: Path) -> dict[str, list[str]]:
    """Each public class name defined under ``root`` and the modules defining it."""
    found: dict[str, list[str]] = defaultdict(list)
    for path in sorted(root.rglob("*.py")):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.ClassDef) and not node.name.startswith("_"):
                found[node.name].append(str(path.relative_to(SOURCE)))
    return found


def test_no_class_of_the_tui_shares_its_name_with_another_public_class() -> None:
    everywhere = public_classes(SOURCE)
    shared = {
        name: modules
        for name, modules in everywhere.items()
        if len(modules) > 1 and any(module.startswith("tui/") for module in modules)
    }
    assert shared == {}


def test_the_tui_names_no_kit_and_no_facts() -> None:
    assert not {"Kit", "Facts"} & set(public_classes(TUI))


def test_comments_in_the_tui_state_the_rule_not_an_issue_number() -> None:
    pointing = [
        f"{path.relative_to(SOURCE)}:{number}"
        for path in sorted(TUI.rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"#.*\b[Ii]ssue ?\d+", line)
    ]
    assert pointing == []
