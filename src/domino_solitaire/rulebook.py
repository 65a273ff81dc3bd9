"""The rules documents (docs/rules/*.md), found in an installed wheel or a checkout, and laid out
as text: one reading of their Markdown (``_blocks``), two layouts of it.

English is at the top of docs/rules; each translation is a folder of the same names (docs/rules/fr/).

The documents use a small part of Markdown: headings, paragraphs, lists, fenced code (the
diagrams), pipe tables, and bold, emphasis, code and links within a line. ``render`` lays them out
for ``domino-solitaire rules``, wrapped to a width, instead of loading Rich's Markdown (a Markdown
parser and a console: most of the command's start-up time); no line ends in spaces; ``bold``:
headings and strong text in bold (an ANSI escape), for a terminal or a pager that shows them
(``less -R``). ``plain_lines`` lays them out to be read aloud (the text mode's ``rules``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from domino_solitaire.engine import get_rules
from domino_solitaire.i18n import pgettext
from domino_solitaire.textfold import BREAKABLE

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


#: The widest a table or a wrapped paragraph is laid out (a wide terminal reads badly at full width).
MAX_WIDTH = 100

_FENCE = re.compile(r"^\s*```")
_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_ITEM = re.compile(r"^(\s*)([-*+]|\d+[.)])\s+(.*)$")
_INLINE = re.compile(r"\*\*(.+?)\*\*|__(.+?)__|\*(.+?)\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)")
_RULE_ROW = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")

BOLD, PLAIN = "\x1b[1m", "\x1b[0m"

#: A word as it is laid out: its pieces, each with whether it is bold.
Word = list[tuple[str, bool]]


@dataclass(frozen=True)
class _Block:
    """One block of a document as read: ``kind`` ("code", "heading", "table", "list", "paragraph")
    and its ``texts``: a diagram's lines, a table's rows, a list's items (each with its ``markers``
    as written), or the one text of a heading (``level``) or a paragraph."""

    kind: str
    texts: tuple[str, ...]
    level: int = 0
    markers: tuple[str, ...] = ()


def _blocks(lines: list[str]) -> Iterator[_Block]:
    n = 0
    while n < len(lines):
        line = lines[n]
        if not line.strip():
            n += 1
        elif _FENCE.match(line):
            end = n + 1
            while end < len(lines) and not _FENCE.match(lines[end]):
                end += 1
            yield _Block("code", tuple(lines[n + 1 : end]))
            n = end + 1
        elif heading := _HEADING.match(line):
            yield _Block("heading", (heading[2],), level=len(heading[1]))
            n += 1
        elif line.lstrip().startswith("|"):
            end = n
            while end < len(lines) and lines[end].lstrip().startswith("|"):
                end += 1
            yield _Block("table", tuple(lines[n:end]))
            n = end
        elif _ITEM.match(line):
            end = n + 1
            # The items, each running on over the lines indented under it, up to a blank line.
            while end < len(lines) and (
                _ITEM.match(lines[end]) or (lines[end][:1] == " " and lines[end].strip())
            ):
                end += 1
            yield _list(lines[n:end])
            n = end
        else:
            end = n + 1
            while end < len(lines) and lines[end].strip() and not _starts_block(lines[end]):
                end += 1
            yield _Block("paragraph", (" ".join(lines[n:end]),))
            n = end


def _list(lines: list[str]) -> _Block:
    items: list[tuple[str, str]] = []
    for line in lines:
        item = _ITEM.match(line)
        if item:
            items.append((item[2], item[3]))
        else:
            marker, text = items[-1]
            items[-1] = (marker, f"{text} {line.strip()}")
    return _Block("list", tuple(text for _, text in items), markers=tuple(marker for marker, _ in items))


# -- laid out for the terminal ---------------------------------------------------------------------


def render(markdown: str, width: int = 80, *, bold: bool = False) -> str:
    """``markdown`` laid out as text at most ``width`` columns wide (code and a word longer than the
    width excepted), ending in one line break."""
    width = max(20, min(width, MAX_WIDTH))
    laid = (_laid_out(block, width, bold) for block in _blocks(markdown.splitlines()))
    text = "\n\n".join("\n".join(line.rstrip() for line in block) for block in laid if block)
    return text + "\n"


def _laid_out(block: _Block, width: int, bold: bool) -> list[str]:
    if block.kind == "code":
        return ["  " + code for code in block.texts]
    if block.kind == "heading":
        return _heading(block.level, block.texts[0], bold)
    if block.kind == "table":
        return _table(list(block.texts), width)
    if block.kind == "list":
        out: list[str] = []
        for marker, text in zip(block.markers, block.texts, strict=True):
            first = f"  {'•' if marker in '-*+' else marker} "
            out += _wrap(_words(text), width, first, " " * len(first), bold)
        return out
    return _wrap(_words(block.texts[0]), width, "", "", bold)


def _starts_block(line: str) -> bool:
    return bool(
        _FENCE.match(line) or _HEADING.match(line) or _ITEM.match(line) or line.lstrip().startswith("|")
    )


def _heading(level: int, text: str, bold: bool) -> list[str]:
    title = plain(text)
    shown = f"{BOLD}{title}{PLAIN}" if bold else title
    if level == 1:
        return [shown, "=" * len(title)]
    if level == 2:
        return [shown, "-" * len(title)]
    return [shown]


def _table(lines: list[str], width: int) -> list[str]:
    rows = [_cells(line) for line in lines if not _RULE_ROW.match(line)]
    rule = next((line for line in lines if _RULE_ROW.match(line)), None)
    columns = max(len(row) for row in rows)
    rows = [row + [""] * (columns - len(row)) for row in rows]
    aligns = _cells(rule) if rule is not None else []
    right = [
        n < len(aligns) and aligns[n].endswith(":") and not aligns[n].startswith(":") for n in range(columns)
    ]
    widths = _fit([max(len(row[n]) for row in rows) for n in range(columns)], rows, width - 2)
    wrapped = [[_wrap_plain(cell, widths[n]) for n, cell in enumerate(row)] for row in rows]
    out: list[str] = []
    for number, cells in enumerate(wrapped):
        height = max(len(cell) for cell in cells)
        if number > 1 and any(len(cell) > 1 for row in wrapped for cell in row):
            out.append("")  # rows of several lines: a blank line between them
        for k in range(height):
            parts = []
            for n, cell in enumerate(cells):
                piece = cell[k] if k < len(cell) else ""
                parts.append(piece.rjust(widths[n]) if right[n] else piece.ljust(widths[n]))
            out.append("  " + "  ".join(parts))
        if number == 0:
            out.append("  " + "  ".join("─" * w for w in widths))
    return out


def _fit(widths: list[int], rows: list[list[str]], room: int) -> list[int]:
    """Column widths within ``room`` (two spaces between columns): the widest column gives way
    first, down to its longest word."""
    widths = list(widths)
    least = [
        max((len(word) for row in rows for word in row[n].split()), default=1) for n in range(len(widths))
    ]
    while sum(widths) + 2 * (len(widths) - 1) > room:
        shrinkable = [n for n in range(len(widths)) if widths[n] > max(least[n], 8)]
        if not shrinkable:
            break
        widest = max(shrinkable, key=lambda n: widths[n])
        widths[widest] -= 1
    return widths


def _cells(line: str, *, links: bool = True) -> list[str]:
    text = line.strip()
    if text.startswith("|"):
        text = text[1:]
    if text.endswith("|"):
        text = text[:-1]
    return [plain(cell.strip(), links=links) for cell in text.split("|")]


def _wrap_plain(text: str, width: int) -> list[str]:
    return _wrap(_words(text), width, "", "", False) or [""]


def plain(text: str, *, links: bool = True) -> str:
    """Inline Markdown as the words it shows: no markers, a link's text (and address, if outside);
    ``links`` False: a link as it is written (the text mode reads it so)."""
    return "".join(piece for piece, _ in _spans(text, links=links))


def _spans(text: str, *, links: bool = True) -> list[tuple[str, bool]]:
    """The pieces of a line of inline Markdown, each with whether it is strong (bold)."""
    out: list[tuple[str, bool]] = []
    at = 0
    for found in _INLINE.finditer(text):
        out.append((text[at : found.start()], False))
        strong = found[1] or found[2]
        if strong is not None:
            out += [(piece, True) for piece, _ in _spans(strong, links=links)]
        elif found[3] is not None:
            out += _spans(found[3], links=links)  # emphasis: the words as they are
        elif found[4] is not None:
            out.append((found[4], False))
        elif not links:
            out.append((found[0], False))
        else:
            label, address = found[5], found[6]
            # A link within the documents means nothing outside them: its text is enough.
            out.append((f"{label} ({address})" if "://" in address else label, False))
        at = found.end()
    out.append((text[at:], False))
    return [(piece, strong) for piece, strong in out if piece]


def _words(text: str) -> list[Word]:
    words: list[Word] = []
    current: Word = []
    for piece, strong in _spans(text):
        for part in re.split(f"({BREAKABLE.pattern})", piece):
            if not part:
                continue
            if part.isspace():
                if current:
                    words.append(current)
                    current = []
            else:
                current.append((part, strong))
    if current:
        words.append(current)
    return words


def _wrap(words: list[Word], width: int, first: str, rest: str, bold: bool) -> list[str]:
    """Words filled into lines of at most ``width`` columns (a longer word has a line to itself);
    each bold piece is marked on its own, so that a pager drawing one line at a time keeps it."""
    lines: list[str] = []
    line, used = first, len(first)
    indent = first
    for word in words:
        size = sum(len(piece) for piece, _ in word)
        if used > len(indent) and used + 1 + size > width:
            lines.append(line)
            indent = rest
            line, used = rest, len(rest)
        if used > len(indent):
            line += " "
            used += 1
        line += "".join(f"{BOLD}{piece}{PLAIN}" if strong and bold else piece for piece, strong in word)
        used += size
    if used > len(indent):
        lines.append(line)
    return lines


# -- laid out to be read aloud ---------------------------------------------------------------------


def plain_lines(markdown: str) -> list[str]:
    """A rules document as plain lines to read aloud (the text mode's ``rules``): no Markdown marks,
    one line a paragraph or a list item (the reader wraps them, never mid-sentence at a width of
    ours), tables as "a: b" lines, and each drawn diagram (a fenced block) line by line with its
    runs of spaces as one: "1 [a1] [b1] [c1]" keeps what the drawing says."""
    lines: list[str] = []
    for block in _blocks(markdown.splitlines()):
        if block.kind == "code":
            lines += [" ".join(line.split()) for line in block.texts if line.strip()]
        elif block.kind == "table":
            # i18n: between a rules table's cells read as one line ("double-6: --set 6").
            joint = pgettext("table cells", ": ")
            rows = (_cells(row, links=False) for row in block.texts if not _RULE_ROW.match(row))
            lines += [joint.join(cell for cell in cells if cell) for cells in rows]
        elif block.kind == "list":
            lines += [
                f"{marker} {plain(text, links=False)}"
                for marker, text in zip(block.markers, block.texts, strict=True)
            ]
        else:
            lines.append(plain(block.texts[0], links=False))
    return lines
