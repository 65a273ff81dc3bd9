"""Deal codes: a numbered deal of any game, set and variant as a short text to read out and type.

A code is Crockford base32 (digits and letters but I, L, O and U; read in any case, O as 0 and I or
L as 1), hyphenated for reading: a game letter (the game and its variant), the set as one digit (6,
9, C = 12, F = 15, J = 18), the deal number (at least five digits) and a check character, as in
``Z6X-4KX7-P``. The check is a weighted sum in GF(32): every single mistyped character and every
swap of two neighbours changes it (docs/notation.md). Codes never change: golden tests pin them.

Errors are values (``CodeError`` with a ``CodeProblem``); wording/share.py says them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from domino_solitaire.engine.deals import MAX_SEED
from domino_solitaire.engine.errors import DealError, SolitaireError
from domino_solitaire.engine.games import GAMES, get_rules

if TYPE_CHECKING:
    from domino_solitaire.engine.game import Setup

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
#: What each character typed is read as: the alphabet in either case, and the forgiven look-alikes.
_READ = {ch: i for i, ch in enumerate(ALPHABET)} | {"O": 0, "I": 1, "L": 1}
#: The fewest digits a deal number is written with, so that every deal up to 32**5 - 1 has a code
#: of one length (the random deals a player is given are below 10,000,000).
SEED_DIGITS = 5
#: Hyphens and spaces are for reading only.
_SEPARATORS = "- "
_SHAPE = re.compile(r"\w{3}(-\w{4})*-\w{1,4}-\w")

#: The game letters, pinned for ever: (game, variant) -> letter, as each game's rules say them.
GAME_LETTERS: dict[tuple[str, str], str] = {
    (name, variant): letter for name, rules in GAMES.items() for variant, letter in rules.code_letters.items()
}
_LETTER_GAMES = {letter: kind for kind, letter in GAME_LETTERS.items()}


class CodeProblem(str, Enum):
    """Why a text is not a deal code."""

    CHARACTER = "character"  # a character that is not in the alphabet
    SHORT = "short"  # too short to hold a game, a set, a deal and a check
    CHECK = "check"  # the check does not match: a character is mistyped
    GAME = "game"  # no game has this letter
    SET = "set"  # the game has no such set
    RANGE = "range"  # the deal number is past the last one

    def __str__(self) -> str:
        return self.value


class CodeError(DealError):
    """A text that is not a deal code; ``problem`` says why (``character``: the character at fault)."""

    reason_type = CodeProblem

    def __init__(self, problem: CodeProblem, character: str = "") -> None:
        SolitaireError.__init__(self, problem, character=character)
        self.problem = problem
        self.character = character


@dataclass(frozen=True)
class DealCode:
    """A numbered deal as its code names it."""

    game: str
    size: int
    variant: str
    seed: int

    def __str__(self) -> str:
        return deal_code(self.game, self.size, self.variant, self.seed)


#: GF(32) with the primitive polynomial x^5 + x^2 + 1: powers of x, and logarithms.
_EXP: list[int] = []
_value = 1
for _step in range(31):
    _EXP.append(_value)
    _value <<= 1
    if _value & 0x20:
        _value ^= 0x25
_LOG = {value: power for power, value in enumerate(_EXP)}


def _times(a: int, b: int) -> int:
    if a == 0 or b == 0:
        return 0
    return _EXP[(_LOG[a] + _LOG[b]) % 31]


def check_digit(digits: list[int]) -> int:
    """The sum of each digit times x to the power of its place from the right, plus one, in GF(32).

    A digit changed changes its term (no weight is zero); two neighbours a, b swapped change the sum
    by (a + b)·w·(1 + x), never zero for a != b. The check itself is the digit of weight 1, so a
    check swapped with its neighbour is caught as well.
    """
    total = 0
    for place, digit in enumerate(reversed(digits)):
        total ^= _times(digit, _EXP[(place + 1) % 31])
    return total


def _base32(number: int, width: int) -> list[int]:
    digits: list[int] = []
    while number:
        number, digit = divmod(number, 32)
        digits.append(digit)
    digits.extend([0] * (width - len(digits)))
    return digits[::-1]


def deal_code(game: str, size: int, variant: str, seed: int) -> str:
    """The code of deal ``seed`` of ``game`` on the double-``size`` set in ``variant``."""
    letter = GAME_LETTERS[(game, variant)]
    if not 0 <= seed <= MAX_SEED or not 0 < size < 32:
        raise ValueError(f"no code for deal {seed} of double-{size}")
    digits = [_READ[letter], size, *_base32(seed, SEED_DIGITS)]
    text = "".join(ALPHABET[d] for d in digits) + ALPHABET[check_digit(digits)]
    return hyphenated(text)


def hyphenated(text: str) -> str:
    """``Z6X4KX7P`` as ``Z6X-4KX7-P``: three characters, then fours, and the check alone."""
    body, check = text[:-1], text[-1]
    groups = [body[:3]] + [body[i : i + 4] for i in range(3, len(body), 4)]
    return "-".join([*groups, check])


def read_digits(text: str) -> list[int]:
    """The digits of ``text``, forgiving case and look-alikes, skipping hyphens and spaces;
    CodeError (CHARACTER) for anything else."""
    digits: list[int] = []
    for ch in text.strip():
        if ch in _SEPARATORS:
            continue
        digit = _READ.get(ch.upper())
        if digit is None:
            raise CodeError(CodeProblem.CHARACTER, ch)
        digits.append(digit)
    return digits


def looks_like_code(text: str) -> bool:
    """Whether ``text`` is written like a code (only its characters, long enough, and with a digit
    or hyphenated as codes are): what a command's GAME or the start screen's field reads as one,
    where a game's name written with a space must still be a game."""
    try:
        digits = read_digits(text)
    except CodeError:
        return False
    shaped = _SHAPE.fullmatch(text.strip()) is not None
    return len(digits) >= 4 and (shaped or any(ch.isdecimal() for ch in text))


def parse_code(text: str) -> DealCode:
    """The deal a code names; CodeError says why ``text`` is not one."""
    digits = read_digits(text)
    if len(digits) < 4:
        raise CodeError(CodeProblem.SHORT)
    if check_digit(digits[:-1]) != digits[-1]:
        raise CodeError(CodeProblem.CHECK)
    kind = _LETTER_GAMES.get(ALPHABET[digits[0]])
    if kind is None:
        raise CodeError(CodeProblem.GAME, ALPHABET[digits[0]])
    game, variant = kind
    size = digits[1]
    if size not in get_rules(game).sets:
        raise CodeError(CodeProblem.SET, ALPHABET[size])
    seed = 0
    for digit in digits[2:-1]:
        seed = seed * 32 + digit
        if seed > MAX_SEED:
            raise CodeError(CodeProblem.RANGE)
    return DealCode(game, size, variant, seed)


def code_for(game: str, size: int, variant: str, seed: int | None) -> str | None:
    """A deal's code; None for an explicit deal (it has no number) or a game no letter names."""
    if seed is None or (game, variant) not in GAME_LETTERS or not 0 < size < 32 or not 0 <= seed <= MAX_SEED:
        return None
    return deal_code(game, size, variant, seed)


def setup_code(setup: Setup) -> str | None:
    """The code of a set-up deal; None for an explicit deal."""
    return code_for(setup.game, setup.size, setup.variant, setup.seed)
