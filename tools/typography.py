"""The catalogs' typography: no-break spaces where French and Russian want them.

    python tools/typography.py check   # exit 1 with one line per message that breaks a rule
    python tools/typography.py fix     # rewrite the .po files with the spaces put right

French: U+00A0 before ":", U+202F before "; ! ?" and inside « »; Russian: U+00A0 before a dash
"—" that follows a word. A line may not break at either (textfold.NO_BREAK), so no line of a
screen or command starts with the sign. The compiled catalogs (.mo) are written again by
``python tools/i18n.py compile`` after a fix.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "src" / "domino_solitaire" / "locale"
NBSP, NNBSP = "\u00a0", "\u202f"

#: (pattern, replacement) per language: each applied to every translation, in order.
RULES: dict[str, list[tuple[re.Pattern[str], str]]] = {
    "fr": [
        # A colon after a word (not a time "0:42", not "://"): a no-break space before it.
        (re.compile(r"(?<=[\w)}\]»%'’])[ \u202f]?:(?=\s|$|[«\"{(])"), NBSP + ":"),
        (re.compile(r"(?<=[\w)}\]»%'’…])[ \u00a0]?([;!?])(?=\s|$|[»)\"{])"), NNBSP + r"\1"),
        # A percent sign after its number: "99,96 %".
        (re.compile(r"(?<=[\d}])[ \u00a0]?%(?!\()"), NNBSP + "%"),
        (re.compile(r"«[ \u00a0\u202f]?"), "«" + NNBSP),
        (re.compile(r"[ \u00a0\u202f]?»"), NNBSP + "»"),
    ],
    "ru": [
        (re.compile(r"(?<=[\w)»}.,])[ ]—(?= )"), NBSP + "—"),
    ],
}


def fixed(text: str, lang: str) -> str:
    for pattern, replacement in RULES[lang]:
        text = pattern.sub(replacement, text)
    return text


def _translations(lang: str) -> Iterator[tuple[object, int | None, str | None]]:
    """Each translation of ``lang``'s catalog: (message, plural index or None, text)."""
    with open(LOCALE / lang / "LC_MESSAGES" / "domino_solitaire.po", "rb") as file:
        catalog = read_po(file)
    for message in catalog:
        if not message.id:
            continue
        if isinstance(message.string, tuple | list):
            for n, text in enumerate(message.string):
                yield message, n, text
        else:
            yield message, None, message.string


def problems(lang: str) -> list[str]:
    found = []
    for _message, _n, text in _translations(lang):
        if text and fixed(text, lang) != text:
            found.append(f"{lang}: {text!r} should read {fixed(text, lang)!r}")
    return found


def fix(lang: str) -> int:
    path = LOCALE / lang / "LC_MESSAGES" / "domino_solitaire.po"
    with open(path, "rb") as file:
        catalog = read_po(file)
    changed = 0
    for message in catalog:
        if not message.id or not message.string:
            continue
        old = message.string
        rewrite: Callable[[str], str] = lambda text: fixed(text, lang)  # noqa: E731
        message.string = tuple(map(rewrite, old)) if isinstance(old, tuple | list) else rewrite(old)
        changed += message.string != old
    with open(path, "wb") as file:
        # As tools/i18n.py writes them, so that a fix changes only the messages it fixes.
        write_po(file, catalog, width=100, no_location=True)
    return changed


def main(argv: list[str]) -> int:
    if argv == ["check"]:
        found = [line for lang in RULES for line in problems(lang)]
        for line in found:
            print(line)
        return 1 if found else 0
    if argv == ["fix"]:
        for lang in RULES:
            print(f"{lang}: {fix(lang)} messages fixed")
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
