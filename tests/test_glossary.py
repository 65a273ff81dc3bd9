"""The glossaries (locale/{fr,ru}/GLOSSARY.md): no catalog and no rules document uses a retired term."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "src" / "domino_solitaire" / "locale"


def retired_terms(lang: str) -> list[tuple[str, bool]]:
    """Each retired term, and whether it is retired in its case only: "- `(esc)` (as written)" keeps
    «(Esc)» allowed; a lower-case term is otherwise retired in any case."""
    text = (LOCALE / lang / "GLOSSARY.md").read_text(encoding="utf-8")
    retired = text.split("\n## ", 2)[-1]
    found = re.findall(r"^- `([^`]+)`( \(as written\))?", retired, flags=re.MULTILINE)
    return [(term, bool(exact)) for term, exact in found]


def translations(lang: str) -> list[str]:
    with open(LOCALE / lang / "LC_MESSAGES" / "domino_solitaire.po", "rb") as file:
        catalog = read_po(file)
    found: list[str] = []
    for message in catalog:
        if message.id:
            strings = message.string if isinstance(message.string, (tuple, list)) else [message.string]
            found += [str(s) for s in strings if s]
    return found


@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_no_retired_term_is_left(lang: str) -> None:
    terms = retired_terms(lang)
    assert len(terms) >= 4  # the glossary's last section lists them
    texts = translations(lang) + [
        p.read_text(encoding="utf-8") for p in (ROOT / "docs" / "rules" / lang).glob("*.md")
    ]
    for term, exact in terms:
        # As written: "Stats" the word, not the command `stats`; a lower-case term in any case.
        flags = re.IGNORECASE if term.islower() and not exact else 0
        pattern = re.compile(rf"(?<!\w){re.escape(term)}", flags)
        assert not [text for text in texts if pattern.search(text)], term


@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_the_glossary_names_each_word_of_the_domain(lang: str) -> None:
    text = (LOCALE / lang / "GLOSSARY.md").read_text(encoding="utf-8")
    for english in (
        "tile",
        "set (double-6)",
        "deal",
        "stock",
        "reserve",
        "pair",
        "move",
        "par",
        "grade",
        "hint",
    ):
        assert f"| {english} |" in text, english
