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
