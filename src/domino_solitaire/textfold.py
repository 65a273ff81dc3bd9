"""Text for an output that cannot take every character: a terminal or a pipe in ASCII or Latin-1.

``fold`` keeps what the encoding can carry and writes the rest in characters it can: box
drawing as ``+-|``, pips and bullets as ``o`` and ``*``, arrows as ``<`` ``>``, accents dropped.
Pure (no I/O, no UI library): the command line folds the rules with it, and an ASCII board
can fold its tiles the same way.
"""

from __future__ import annotations

import codecs
import re
import unicodedata
from collections.abc import Mapping
from functools import cache

#: Characters the program itself prints, and how they read in ASCII. Box drawing not listed here
#: is folded by its Unicode name (see ``_folded``).
ASCII_FOLDS: dict[str, str] = {
    "●": "o",
    "○": "o",
    "◉": "o",
    "•": "*",
    "·": ".",
    "◆": "*",
    "◇": "*",
    "…": "...",
    "—": "--",
    "–": "-",
    "\u2212": "-",  # the minus sign of a signed number (wording.signed_text)
    "×": "x",
    "÷": "/",
    "✓": "+",
    "✔": "+",
    "✗": "x",
    "✘": "x",
    "▶": ">",
    "▸": ">",
    "►": ">",
    "◀": "<",
    "◂": "<",
    "◄": "<",
    "▲": "^",
    "▴": "^",
    "▼": "v",
    "▾": "v",
    "↑": "^",
    "↓": "v",
    "←": "<-",
    "→": "->",
    "␣": "_",
    "⏸": "||",
    "█": "#",
    "░": ".",
    "▒": ":",
    "▓": "#",
    "▏": "|",
    "▕": "|",
    # Blocks: the frames of dialogs and buttons, scrollbars (others by their name: "#").
    "▀": "-",
    "▄": "-",
    "▔": "-",
    "▁": "_",
    "▂": "_",
    "▃": "_",
    "▌": "|",
    "▐": "|",
    "▎": "|",
    "▍": "|",
    "▊": "|",
    "▋": "|",
    "⏎": "enter",
    "🔎": ">",
    "‘": "'",
    "’": "'",
    "“": '"',
    "”": '"',
    "«": '"',
    "»": '"',
    "\u00a0": " ",
    "\u202f": " ",
    "\u2007": " ",
    "\u2060": "",
}
#: The spaces a line may not break at: French puts U+00A0 before ":" and U+202F before "; ! ?",
#: inside « » and between a number's thousands; Russian U+00A0 before a dash. Python's ``\s`` (and
#: so Rich's and Textual's word wrap) takes them for ordinary spaces.
NO_BREAK = "\u00a0\u202f\u2007\u2060"
#: A run of spaces a line may break at.
BREAKABLE = re.compile(rf"[^\S{NO_BREAK}]+")

#: What stands for a character nothing else can.
UNKNOWN = "?"

#: Russian letters in Latin ones (the common passport romanisation), so that an ASCII output still
#: reads: "Лусон" -> "Luson". Capitals are made from these.
CYRILLIC_FOLDS: dict[str, str] = dict(
    zip(
        "абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
        "a b v g d e e zh z i y k l m n o p r s t u f kh ts ch sh shch ' y ' e yu ya".split(),  # noqa: SIM905
        strict=True,
    )
)

#: What an output must carry to be written as it is: box drawing, marks, guillemets, Cyrillic.
OUR_CHARACTERS = "●─│•…«»—Ёё"

#: The name of the codecs error handler ``fold_output`` sets: it writes what an encoding cannot
#: carry as ``fold`` would.
FOLD_ERRORS = "domino-solitaire-fold"


def fold(text: str, encoding: str = "ascii") -> str:
    """``text`` with every character ``encoding`` cannot carry replaced by ones it can."""
    try:
        text.encode(encoding)
    except UnicodeEncodeError:
        pass
    except LookupError:  # an encoding Python does not know: fold to ASCII, which any output takes
        return fold(text, "ascii")
    else:
        return text
    return _folded_run(text, _codec_name(encoding))


def carries(encoding: str | None, sample: str = "●─│•…") -> bool:
    """Whether an output in ``encoding`` (None: unknown, taken as UTF-8) takes ``sample``."""
    if encoding is None:
        return True
    try:
        sample.encode(encoding)
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def fold_output(stream: object) -> None:
    """Let ``stream`` (sys.stdout, sys.stderr) write any text: where its encoding cannot carry our
    characters (an ASCII or Latin-1 terminal or pipe), each one it cannot carry is written as
    ``fold`` writes it, instead of a UnicodeEncodeError ending the command."""
    reconfigure = getattr(stream, "reconfigure", None)
    if reconfigure is None or carries(getattr(stream, "encoding", None), OUR_CHARACTERS):
        return
    codecs.register_error(FOLD_ERRORS, _fold_error)
    reconfigure(errors=FOLD_ERRORS)


def _fold_error(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeEncodeError):
        raise error
    piece = error.object[error.start : error.end]
    return _folded_run(piece, _codec_name(error.encoding)), error.end


#: French guillemets with the no-break space inside them: folded to ASCII quotes, the space goes
#: too ("« zz »" reads '"zz"', not '" zz "').
_SPACED_QUOTES = re.compile("(«)[\u00a0\u202f]|[\u00a0\u202f](»)")


def _folded_run(text: str, encoding: str) -> str:
    if not carries(encoding, "«"):
        text = _SPACED_QUOTES.sub(lambda match: match.group(1) or match.group(2), text)
    return "".join(_folded(ch, encoding) for ch in text)


@cache
def _codec_name(encoding: str) -> str:
    return codecs.lookup(encoding).name


@cache
def _folded(ch: str, encoding: str) -> str:
    try:
        ch.encode(encoding)
        return ch
    except UnicodeEncodeError:
        pass
    # A narrow no-break space is a no-break space where that is all the encoding has (Latin-1).
    candidates = ["\u00a0"] if ch in "\u202f\u2007" else []
    if ch in ASCII_FOLDS:
        candidates.append(ASCII_FOLDS[ch])
    latin = CYRILLIC_FOLDS.get(ch.lower())
    if latin is not None:
        candidates.append(latin if ch.islower() else latin.capitalize())
    name = unicodedata.name(ch, "")
    if name.startswith("BOX DRAWINGS"):
        # "BOX DRAWINGS LIGHT HORIZONTAL" -> "-", "... VERTICAL" -> "|", corners and crossings -> "+";
        # dashed lines ("TRIPLE DASH HORIZONTAL") and rounded arcs read the same.
        words = name.split()
        if "HORIZONTAL" in words and "VERTICAL" not in words and "AND" not in words:
            candidates.append("-")
        elif "VERTICAL" in words and "HORIZONTAL" not in words and "AND" not in words:
            candidates.append("|")
        elif name.endswith(("LEFT", "RIGHT")) and ("UP" not in words and "DOWN" not in words):
            candidates.append("-")  # half lines: "LIGHT LEFT", "HEAVY RIGHT"
        elif name.endswith(("UP", "DOWN")) and ("LEFT" not in words and "RIGHT" not in words):
            candidates.append("|")
        else:
            candidates.append("+")
    elif "BLOCK" in name.split():
        candidates.append("#")
    # Letters with accents lose them: "é" -> "e".
    decomposed = "".join(c for c in unicodedata.normalize("NFKD", ch) if not unicodedata.combining(c))
    if decomposed and decomposed != ch:
        candidates.append(decomposed)
    for candidate in candidates:
        try:
            candidate.encode(encoding)
        except UnicodeEncodeError:
            continue
        return candidate
    return UNKNOWN


def wants_ascii(env: Mapping[str, str], encoding: str | None) -> bool:
    """Whether the board should be drawn in ASCII only: the locale (LC_ALL, else LC_CTYPE, else LANG,
    as the C library reads them) is C/POSIX or names no UTF-8, or the terminal's ``encoding`` is not
    UTF-8. With no locale set at all, the encoding decides."""
    for name in ("LC_ALL", "LC_CTYPE", "LANG"):
        value = env.get(name, "")
        if value:
            normal = value.replace("-", "").lower()
            if value in ("C", "POSIX") or "utf8" not in normal:
                return True
            break
    if encoding is None:
        return False
    return encoding.replace("-", "").replace("_", "").lower() not in ("utf8", "utf8sig")
