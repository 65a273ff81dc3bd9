"""The rules documents (docs/rules/*.md), found in an installed wheel or a checkout.

English is at the top of docs/rules; each translation is a folder of the same names (docs/rules/fr/).
"""

from __future__ import annotations

from domino_solitaire.engine import get_rules

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
