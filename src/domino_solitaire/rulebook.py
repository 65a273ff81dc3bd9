"""The rules documents (docs/rules/*.md), found in an installed wheel or a checkout.

English is at the top of docs/rules; each translation is a folder of the same names (docs/rules/fr/).
"""

from __future__ import annotations

import re

from domino_solitaire.engine import get_rules
from domino_solitaire.i18n import pgettext

# The languages the rules are written in; any other gets English.
RULES_LANGUAGES = ("en", "fr", "ru")


def _read(*parts: str, missing_ok: bool) -> str | None:
    """The document at ``parts`` below the rules folder; None if it is missing and ``missing_ok``."""
    # Loaded here, not at import: the CLI imports RULES_LANGUAGES while it registers its options,
    # and pathlib alone brings urllib and ipaddress (docs/startup.md).
    from importlib import resources
    from pathlib import Path

    # A wheel carries the documents inside the package; a checkout keeps them in docs/rules.
    packaged = resources.files("domino_solitaire").joinpath("rules")
    for part in parts:  # one name per call: Traversable.joinpath takes a single one before 3.11
        packaged = packaged.joinpath(part)
    if packaged.is_file():
        return packaged.read_text(encoding="utf-8")
    checkout = Path(__file__).resolve().parents[2] / "docs" / "rules" / Path(*parts)
    if missing_ok and not checkout.is_file():
        return None
    return checkout.read_text(encoding="utf-8")  # OSError when English itself is not installed


def rules_markdown(game: str, lang: str = "en") -> str:
    """``game``'s rules in Markdown, in ``lang`` if translated, else English; DealError for an unknown game.

    Only the names in RULES_LANGUAGES are looked up, so no ``lang`` ever reaches a path.
    """
    get_rules(game)
    name = f"{game}.md"
    if lang != "en" and lang in RULES_LANGUAGES:
        translated = _read(lang, name, missing_ok=True)
        if translated is not None:
            return translated
    english = _read(name, missing_ok=False)
    assert english is not None  # missing_ok=False reads or raises
    return english


def plain_lines(markdown: str) -> list[str]:
    """A rules document as plain lines to read aloud (the text mode's ``rules``): no Markdown marks,
    one line a paragraph or a list item (the reader wraps them, never mid-sentence at a width of
    ours), tables as "a: b" lines, and each drawn diagram (a fenced block) line by line with its
    runs of spaces as one: "1 [a1] [b1] [c1]" keeps what the drawing says."""
    lines: list[str] = []
    fenced = False
    paragraph: list[str] = []

    def end_paragraph() -> None:
        if paragraph:
            lines.append(" ".join(paragraph))
            paragraph.clear()

    for raw in markdown.splitlines():
        line = raw.strip()
        if line.startswith("```"):
            end_paragraph()
            fenced = not fenced
            continue
        if fenced:
            if line:
                lines.append(" ".join(line.split()))
            continue
        if not line or line.startswith(("#", "|")) or _LIST_ITEM.match(line):
            end_paragraph()
        if not line:
            continue
        if line.startswith("|"):
            cells = [cell.strip() for cell in line.strip("|").split("|")]
            if not all(set(cell) <= set("-: ") for cell in cells):  # not the line under a header
                # i18n: between a rules table's cells read as one line ("double-6: --set 6").
                joined = pgettext("table cells", ": ").join(cell for cell in cells if cell)
                lines.append(_unmarked(joined))
            continue
        if line.startswith("#"):
            lines.append(_unmarked(line.lstrip("#").strip()))
            continue
        paragraph.append(_unmarked(line))  # a list item runs on over the lines under it
    end_paragraph()
    return lines


#: A list item's start: "- ", "* ", "1. ".
_LIST_ITEM = re.compile(r"^([-*+]|\d+[.)])\s")


def _unmarked(line: str) -> str:
    """A line without its inline Markdown marks."""
    return line.replace("**", "").replace("`", "").replace("*", "")
