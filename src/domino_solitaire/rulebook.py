"""The rules documents (docs/rules/*.md), found in an installed wheel or a checkout."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from domino_solitaire.engine import get_rules


def rules_markdown(game: str) -> str:
    """The Markdown text of ``game``'s rules; raises DealError for an unknown game."""
    get_rules(game)
    name = f"{game}.md"
    # A wheel carries the documents inside the package; a checkout keeps them in docs/rules.
    packaged = resources.files("domino_solitaire").joinpath("rules").joinpath(name)
    if packaged.is_file():
        return packaged.read_text(encoding="utf-8")
    checkout = Path(__file__).resolve().parents[2] / "docs" / "rules" / name
    return checkout.read_text(encoding="utf-8")


def plain_lines(markdown: str) -> list[str]:
    """A rules document as plain lines to read aloud (the text mode's ``rules``): no Markdown
    marks, tables as "a: b" lines, the drawn diagrams (fenced blocks) left out."""
    lines: list[str] = []
    fenced = False
    for raw in markdown.splitlines():
        line = raw.strip()
        if line.startswith("```"):
            fenced = not fenced
            continue
        if fenced or not line:
            continue
        if line.startswith("|"):
            cells = [cell.strip() for cell in line.strip("|").split("|")]
            if all(set(cell) <= set("-: ") for cell in cells):
                continue  # the line under a table's header
            line = ": ".join(cell for cell in cells if cell)
        line = line.lstrip("#").strip().replace("**", "").replace("`", "").replace("*", "")
        lines.append(line)
    return lines
