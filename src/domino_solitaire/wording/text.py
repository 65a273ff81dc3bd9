"""The words every part shares: echoed text made printable, counts, clocks, games and deals named.

``printable`` is the one guard for text that came from outside (arguments, files, records, a
database row): every message that echoes such text passes through it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from domino_solitaire.engine import GAMES, Move, Rules, SolitaireError
from domino_solitaire.i18n import _, current, ngettext
from domino_solitaire.records.record import Result
from domino_solitaire.wording.dates import date_text
from domino_solitaire.wording.games import every_game_words, words_of_move
from domino_solitaire.wording.words import describe_deal, game_name, grade_word, seed_words

if TYPE_CHECKING:
    from datetime import date

    # Types only: importing the store would load sqlite3 for every command (the solver, its searches).
    from domino_solitaire.records import GameRecord


#: How much of an echoed value a message shows; the rest is cut, marked with "…".
ECHO_LIMIT = 300


def printable(text: object, limit: int | None = ECHO_LIMIT) -> str:
    """``text`` made safe to show on one line of a terminal: nothing but printable characters.

    Control characters (line breaks, ESC, other C0 and C1 codes), format characters (bidi
    overrides, zero-width marks), line and paragraph separators, lone surrogates and other
    unprintable code points become their Python escape (``\\n``, ``\\x1b``, ``\\u202e``), so a
    value can neither forge a second line nor drive the terminal. Longer than ``limit``
    characters, it is cut short with "…".
    """
    value = str(text)
    if limit is not None and len(value) > limit:
        value = value[:limit] + "…"
    if value.isprintable():
        return value
    return "".join(ch if ch.isprintable() or ch in _SPACES else repr(ch)[1:-1] for ch in value)


#: Spaces Python does not count as printable that a line may show: the no-break ones the French and
#: Russian catalogs put before ":" and ";", inside « » and between thousands.
_SPACES = frozenset("\u00a0\u202f\u2007")


def clock_text(seconds: float | None) -> str:
    """A duration as the clock shows it: ``4:07``, ``1:02:09``; ``-`` when unknown (or not a time)."""
    if seconds is None or not math.isfinite(seconds) or seconds < 0:
        return "-"
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02}:{secs:02}" if hours else f"{minutes}:{secs:02}"


def game_title(game: str) -> str:
    rules = GAMES.get(game)
    return game_name(rules.name) if rules is not None else printable(game)


def kind_label(game: str, size: int, variant: str) -> str:
    """ "<game> d6", "<game> d6 six-ends": short, so that tables fit 80 columns."""
    short = _("d{size}").format(size=size)
    return f"{game_title(game)} {short}" + ("" if variant == "standard" else f" {printable(variant)}")


def deal_label(seed: int | None, daily: date | str | None = None) -> str:
    """The deal as a table shows it, whole (a deal number must stay copyable): its number,
    "daily 2024-05-01" for a daily deal, or "explicit" for a deal written out."""
    if daily is not None:
        return _("daily {day}").format(day=daily)
    return _("explicit") if seed is None else str(seed)


def game_description(info: GameRecord) -> str:
    """ "<game>, double-6, deal 42": a stored game in words (as ``deal_description`` says a deal)."""
    if info.daily is not None:
        deal = _("the daily deal of {day}").format(day=date_text(info.daily))
    else:
        deal = seed_words(info.seed)
    return describe_deal(game_title(info.game), info.size, printable(info.variant), deal)


#: How each language writes a large number and a decimal: its thousands separator and decimal mark.
_NUMBER_MARKS = {"en": (",", "."), "fr": ("\u202f", ","), "ru": ("\u00a0", ",")}


def number_text(value: float, decimals: int = 0) -> str:
    """A number as the player's language writes it: "9,996.5" in English, "9 996,5" in French."""
    thousands, point = _NUMBER_MARKS.get(current(), _NUMBER_MARKS["en"])
    text = f"{value:,.{decimals}f}"
    return text.replace(",", "\0").replace(".", point).replace("\0", thousands)


def signed_text(value: int) -> str:
    """A change with its sign, "+92" or "−168": the minus sign (U+2212) a typeset number takes, not
    the hyphen; an output without it folds it to "-"."""
    return ("+" if value >= 0 else "\u2212") + number_text(abs(value))


def short_number(value: float) -> str:
    """A number with only the decimals it needs, as ``%g`` writes it ("0.125", "8", "86400"), in
    the language's marks ("0,125", "86 400" in French)."""
    shown = f"{value:.15g}"
    if "e" in shown or "n" in shown:  # too large or small for a player to read anyway; inf, nan
        return shown
    return number_text(value, len(shown.partition(".")[2]))


def percent_text(value: float | None) -> str:
    return "-" if value is None else number_text(value, 1)


def count_text(value: int | None) -> str:
    return "-" if value is None else str(value)


def tiles_left_text(count: int) -> str:
    """ "1 tile left", "0 tuile restante", «осталось 5 костей»: the participle agrees with the count."""
    return ngettext("{count} tile left", "{count} tiles left", count).format(count=count)


def moves_text(count: int) -> str:
    return ngettext("{count} move", "{count} moves", count).format(count=count)


def spoken_clock(seconds: float) -> str:
    """A duration as speech says it well: "42 seconds", "1 minute 5 seconds", "2 hours 3 minutes"
    (whole seconds, as the clock and the store count them; "0:42" is read as a time of day)."""
    whole = max(int(seconds), 0) if math.isfinite(seconds) else 0
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    parts = []
    if hours:
        parts.append(ngettext("{count} hour", "{count} hours", hours).format(count=hours))
    if minutes:
        parts.append(ngettext("{count} minute", "{count} minutes", minutes).format(count=minutes))
    if secs or not parts:
        parts.append(ngettext("{count} second", "{count} seconds", secs).format(count=secs))
    return " ".join(parts)


def hints_text(count: int) -> str:
    return ngettext("{count} hint", "{count} hints", count).format(count=count)


def undos_text(count: int) -> str:
    return ngettext("{count} undo", "{count} undos", count).format(count=count)


def plural(count: int, word: str, words: str | None = None) -> str:
    """ "1 move", "2 moves", "0 tiles": a count and its noun, singular for one only (``words`` for a
    plural that is not the noun and an s)."""
    return f"{count} {word if count == 1 else words or word + 's'}"


def numbered_moves(moves: Sequence[str], width: int = 80) -> list[str]:
    """The moves numbered from 1 ("1. 2+4  2. 3+R2 ..."), as lines of at most ``width`` characters.

    A move is never broken across lines (a turn of several pairs has spaces of its own); one longer
    than a line has a line to itself.
    """
    lines: list[str] = []
    line = ""
    for number, move in enumerate(moves, start=1):
        item = f"{number}. {printable(move)}"
        if line and len(line) + 2 + len(item) > width:
            lines.append(line)
            line = ""
        line = f"{line}  {item}" if line else item
    if line:
        lines.append(line)
    return lines


def won_text(result: Result) -> str:
    """How a game that reached its winning position ended, in a sentence (``review``)."""
    return _("The game was solved by autoplay.") if result is Result.SOLVED else _("The game was won.")


def still_in_play_text(what: str, moves: int) -> str:
    """Why a record of an unfinished game is not imported: ``export`` warns of it and ``import``
    refuses it in the same words (``what``: "game 12", "the game")."""
    return _(
        "{what} is still in play after {moves}; its record cannot be imported until the game is finished"
    ).format(what=what, moves=moves_text(moves))


def searching_for(grade: str | None) -> str:
    """The line said while a deal is looked for: a winnable one (``grade`` None), or one of a grade."""
    if grade is None:
        return _("Looking for a winnable deal…")
    return _("Looking for a deal graded {grade}…").format(grade=grade_word(grade))


def by_number(count: int, one: str, several: str) -> str:
    """``one`` or ``several`` (marked with N_) translated, as ``count`` is one or more: the words of
    a list whose participle agrees with it («retirée 0-3», «retirées 1-2 et 0-2»). Not ngettext: a
    list says no numeral, and Russian's form for 21 would take 21 tiles for one."""
    return _(one if count == 1 else several)


#: The signs the words stand for, tried in turn on a move typed in words (the engine parses them).
_SIGNS_SPOKEN = (">", "-")


def typed_move(move: Move | str) -> str:
    """A move as it is said and can be typed back: its notation, with words for the signs speech
    leaves out or garbles, as its game's words say it ("1 to 2", "x2 to 4"); every other move in
    its notation ("2+R1", "a1+b1", "x3")."""
    if isinstance(move, str):
        return move
    words = words_of_move(move)
    typed = words.typed(move) if words is not None else None
    return typed if typed is not None else str(move)


def moves_typed(moves: Sequence[Move]) -> str:
    """Moves as ``typed_move`` says them, joined by commas."""
    return ", ".join(typed_move(move) for move in moves)


def notation_of(text: str, rules: Rules) -> str:
    """A move typed in words ("1 to 2", "1 à 2", "x2 to 4") in the notation the engine reads
    ("1>2", "x2-4"); anything else as it was typed. The words are understood in English and in the
    player's language."""
    words = text.split()
    joins = {"to"} | {join.lower() for game in every_game_words() for join in game.spoken_joins()}
    if len(words) != 3 or words[1].lower() not in joins:
        return text
    for sign in _SIGNS_SPOKEN:
        notation = f"{words[0]}{sign}{words[2]}"
        try:
            rules.parse_move(notation)
        except SolitaireError:
            continue
        return notation
    return text
