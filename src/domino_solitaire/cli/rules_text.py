"""The rules documents (Markdown) as plain text for ``domino-solitaire rules``.

The documents use a small part of Markdown: headings, paragraphs, lists, fenced code (the
diagrams), pipe tables, and bold, emphasis, code and links within a line. This lays them out
here, wrapped to a width, instead of loading Rich's Markdown (a Markdown parser and a console:
most of the command's start-up time). No line ends in spaces. ``bold``: headings and strong
text in bold (an ANSI escape), for a terminal or a pager that shows them (``less -R``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from domino_solitaire.textfold import BREAKABLE

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


def render(markdown: str, width: int = 80, *, bold: bool = False) -> str:
    """``markdown`` laid out as text at most ``width`` columns wide (code and a word longer than the
    width excepted), ending in one line break."""
    width = max(20, min(width, MAX_WIDTH))
    blocks = [block for block in _blocks(markdown.splitlines(), width, bold) if block]
    text = "\n\n".join("\n".join(line.rstrip() for line in block) for block in blocks)
    return text + "\n"


def _blocks(lines: list[str], width: int, bold: bool) -> Iterator[list[str]]:
    n = 0
    while n < len(lines):
        line = lines[n]
        if not line.strip():
            n += 1
        elif _FENCE.match(line):
            end = n + 1
            while end < len(lines) and not _FENCE.match(lines[end]):
                end += 1
            yield ["  " + code for code in lines[n + 1 : end]]
            n = end + 1
        elif heading := _HEADING.match(line):
            yield _heading(len(heading[1]), heading[2], bold)
            n += 1
        elif line.lstrip().startswith("|"):
            end = n
            while end < len(lines) and lines[end].lstrip().startswith("|"):
                end += 1
            yield _table(lines[n:end], width)
            n = end
        elif _ITEM.match(line):
            end = n + 1
            # The items, each running on over the lines indented under it, up to a blank line.
            while end < len(lines) and (
                _ITEM.match(lines[end]) or (lines[end][:1] == " " and lines[end].strip())
            ):
                end += 1
            yield _list(lines[n:end], width, bold)
            n = end
        else:
            end = n + 1
            while end < len(lines) and lines[end].strip() and not _starts_block(lines[end]):
                end += 1
            yield _wrap(_words(" ".join(lines[n:end])), width, "", "", bold)
            n = end


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


def _list(lines: list[str], width: int, bold: bool) -> list[str]:
    out: list[str] = []
    items: list[tuple[str, str]] = []
    for line in lines:
        item = _ITEM.match(line)
        if item:
            marker = "•" if item[2] in "-*+" else item[2]
            items.append((marker, item[3]))
        else:
            marker, text = items[-1]
            items[-1] = (marker, f"{text} {line.strip()}")
    for marker, text in items:
        first = f"  {marker} "
        out += _wrap(_words(text), width, first, " " * len(first), bold)
    return out


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


def _cells(line: str) -> list[str]:
    text = line.strip()
    if text.startswith("|"):
        text = text[1:]
    if text.endswith("|"):
        text = text[:-1]
    return [plain(cell.strip()) for cell in text.split("|")]


def _wrap_plain(text: str, width: int) -> list[str]:
    return _wrap(_words(text), width, "", "", False) or [""]


def plain(text: str) -> str:
    """Inline Markdown as the words it shows: no markers, a link's text (and address, if outside)."""
    return "".join(piece for piece, _ in _spans(text))


def _spans(text: str) -> list[tuple[str, bool]]:
    """The pieces of a line of inline Markdown, each with whether it is strong (bold)."""
    out: list[tuple[str, bool]] = []
    at = 0
    for found in _INLINE.finditer(text):
        out.append((text[at : found.start()], False))
        strong = found[1] or found[2]
        if strong is not None:
            out += [(piece, True) for piece, _ in _spans(strong)]
        elif found[3] is not None:
            out += _spans(found[3])  # emphasis: the words as they are
        elif found[4] is not None:
            out.append((found[4], False))
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
